"""The public API: loading games, bad arguments, and the messages users see."""
import pytest

import core
from core.kingtaco import KingTacoGame


def test_load_game_unknown_name_lists_registered_games():
    with pytest.raises(ValueError) as error:
        core.load_game("kingtac")
    assert "kingtaco" in str(error.value) and "kingtac" in str(error.value)


@pytest.mark.parametrize("players", [0, 1, 9, 100, -3])
def test_player_count_outside_range_gives_the_range(players):
    with pytest.raises(ValueError, match="2 to 8"):
        core.load_game("kingtaco", num_players=players)


@pytest.mark.parametrize("players", ["4", 4.0, None, True])
def test_player_count_of_the_wrong_type_is_refused(players):
    with pytest.raises(TypeError, match="num_players"):
        core.load_game("kingtaco", num_players=players)


def test_unknown_game_parameter_is_refused():
    with pytest.raises(TypeError):
        core.load_game("kingtaco", players=4)


@pytest.mark.parametrize("seed", [-1, 2**64, "7", 1.5])
def test_bad_seeds_are_refused(seed):
    game = core.load_game("kingtaco")
    with pytest.raises((TypeError, ValueError)):
        game.new_initial_state(seed)
    state = game.new_initial_state(1)
    with pytest.raises((TypeError, ValueError)):
        state.determinize(0, seed)
    with pytest.raises((TypeError, ValueError)):
        state.rollout(seed)


@pytest.mark.parametrize("player", [-1, 4, 8, "0", None])
def test_bad_players_are_refused(player):
    state = core.load_game("kingtaco", num_players=4).new_initial_state(1)
    before = state.buffer.copy()
    with pytest.raises((TypeError, ValueError)):
        state.determinize(player, 3)
    with pytest.raises((TypeError, ValueError)):
        state.information_key(player)
    assert (state.buffer == before).all()


def test_illegal_action_message_names_the_action_and_the_legal_ones():
    state = core.load_game("kingtaco", num_players=4).new_initial_state(7)
    legal = state.legal_actions()
    illegal = next(a for a in range(126) if a not in legal)
    with pytest.raises(ValueError) as error:
        state.apply_action(illegal)
    message = str(error.value)
    assert f"illegal action {illegal}" in message
    for action in legal:
        assert state.action_to_string(action) in message


def test_protocol_surface():
    game = core.load_game("kingtaco", num_players=3)
    assert isinstance(game, core.Game) and isinstance(game, KingTacoGame)
    assert game.parameters() == {"num_players": 3}
    state = game.new_initial_state(0)
    assert state.num_players == 3 and state.game is game
    assert isinstance(str(state), str) and "P0" in str(state)
    assert core.TERMINAL == -4
    assert state.buffer.dtype.name == "int32" and state.buffer.base is not None


def test_same_seed_same_game_different_seed_different_deal():
    game = core.load_game("kingtaco")
    assert game.new_initial_state(3).same_as(game.new_initial_state(3))
    assert not game.new_initial_state(3).same_as(game.new_initial_state(4))
