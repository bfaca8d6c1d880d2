"""The game around the cards: players and set-up (UU-1, UU-2), the turn (UU-3), winning and the
end of the draw pile (UU-4), playing into any Stable (UU-5), mandatory effects (UU-9), and
clear errors for bad input."""
import pytest

import core
from core.unicorns import card_names
from core.unicorns.effects import letters
from core.unicorns.position import build_position as build
from uu_helpers import A_DRAW, act, build_position, hand, play, stable


# --- UU-1, UU-2 --------------------------------------------------------------------------------
@pytest.mark.parametrize("num_players", [0, 1, 9, 20])
def test_player_counts_outside_two_to_eight_are_refused(num_players):
    with pytest.raises(ValueError, match="2 to 8 players"):
        core.load_game("unicorns", num_players=num_players)


def test_wrong_types_are_refused():
    with pytest.raises(TypeError):
        core.load_game("unicorns", num_players="6")
    with pytest.raises(TypeError):
        core.load_game("unicorns").new_initial_state(seed=1.5)


def test_six_players_by_default_and_the_card_list():
    game = core.load_game("unicorns")
    assert game.num_players == 6 and game.unicorns_to_win == 6
    assert core.load_game("unicorns", num_players=5).unicorns_to_win == 7
    assert len(card_names()) == 66 and card_names()[0] == "Baby Narwhal"


@pytest.mark.parametrize("num_players", [2, 6, 8])
def test_set_up_gives_a_baby_and_five_cards_to_everyone(num_players):
    state = core.load_game("unicorns", num_players=num_players).new_initial_state(3)
    f = state.fields
    starter = int(f["turn_player"])
    zones = state.zones()
    assert len(zones["nursery"]) == 13 - num_players
    for p in range(num_players):
        assert len(state.stable(p)) == 1 and state.unicorns(p) == 1
        assert len(state.hand(p)) == (6 if p == starter else 5)      # the starter has drawn
    assert sum(len(ids) for ids in zones.values()) == 126


def test_the_seed_decides_who_starts():
    starters = {int(core.load_game("unicorns").new_initial_state(s).fields["turn_player"]) for s in range(40)}
    assert starters == set(range(6))


# --- UU-3 --------------------------------------------------------------------------------------
def test_drawing_instead_of_playing_ends_the_action_phase():
    state = build_position(3, hands={0: ["Basic Unicorn"]}, deck=["Neigh"] * 5)
    state.apply_action(A_DRAW)
    assert hand(state, 0) == ["Basic Unicorn", "Neigh"] and int(state.fields["turn_player"]) == 1


def test_hand_limit_discards_down_to_seven_at_the_end_of_the_turn():
    state = build_position(3, hands={0: ["Basic Unicorn"] * 9}, deck=["Neigh"] * 5)
    state.apply_action(A_DRAW)                   # 10 cards
    discards = 0
    while state.phase == "hand_limit":
        act(state, "Neigh" if "Neigh" in hand(state, 0) else "Basic Unicorn")
        discards += 1
    assert discards == 3 and len(state.hand(0)) == 7
    assert int(state.fields["limit_count"]) == 7 and int(state.fields["turn_player"]) == 1


def test_cards_may_be_played_into_any_stable():
    state = build_position(3, hands={0: ["Basic Unicorn"]})
    act(state, "Basic Unicorn")
    assert state.phase == "stable" and len(state.legal_actions()) == 3


# --- UU-4 --------------------------------------------------------------------------------------
def test_reaching_the_count_wins_at_once():
    state = build_position(3, hands={0: ["Basic Unicorn"]}, stables={0: ["Basic Unicorn"] * 6})
    play(state, "Basic Unicorn")
    assert state.is_terminal() and state.returns() == [1.0, 0.0, 0.0] and state.end_reason == "unicorns"


def test_the_win_waits_until_the_chain_is_over():
    """Tiny Stable takes unicorns away (one per link while there are more than 5) before the
    win is checked, so reaching 7 in the middle of the chain does not win."""
    state = build_position(4, hands={0: ["Basic Unicorn", "Yay"]},
                           stables={0: ["Tiny Stable"] + ["Basic Unicorn"] * 4 + ["Ginormous Unicorn"]}, plays=2)
    assert state.unicorns(0) == 6
    play(state, "Basic Unicorn")
    sacrifices = 0
    while state.phase == "target":
        act(state, "Basic Unicorn")
        sacrifices += 1
    assert sacrifices == 2 and state.unicorns(0) == 5 and not state.is_terminal()


def test_an_empty_draw_pile_ends_the_game_by_count_then_letters():
    state = build_position(3, stables={0: ["Narwhal"], 1: ["Rhinocorn"], 2: ["Yay"]}, deck=["Neigh"],
                           start="beginning_of_turn")
    assert state.is_terminal() and state.end_reason == "deck_out"
    assert letters("Rhinocorn") > letters("Narwhal") and state.winner == 1


def test_a_full_tie_means_everyone_loses():
    state = build_position(3, stables={0: ["Basic Unicorn"], 1: ["Basic Unicorn"]}, deck=["Neigh"],
                           start="beginning_of_turn")
    assert state.is_terminal() and state.winner is None and state.returns() == [0.0, 0.0, 0.0]


# --- UU-9 ----------------------------------------------------------------------------------------
def test_mandatory_effects_that_cannot_happen_are_skipped():
    state = build_position(3, hands={0: ["Unicorn On The Cob"]}, deck=["Neigh"] * 4)
    play(state, "Unicorn On The Cob")
    act(state, "Neigh")                          # draw 2, discard 1
    assert len(state.hand(0)) == 1


# --- bad input -----------------------------------------------------------------------------------
def test_an_illegal_action_names_the_legal_ones_and_changes_nothing():
    state = core.load_game("unicorns").new_initial_state(9)
    before = state.buffer.copy()
    with pytest.raises(ValueError, match="legal actions: .*draw a card instead of playing"):
        state.apply_action(135)
    assert (state.buffer == before).all()


def test_unknown_card_names_suggest_the_right_one():
    with pytest.raises(ValueError, match="did you mean 'Rhinocorn'"):
        build(3, hands={0: ["Rhinocorns"]})
    with pytest.raises(ValueError, match="more copies"):
        build(3, hands={0: ["Yay"] * 3})
    with pytest.raises(ValueError, match="Nursery or a Stable"):
        build(3, hands={0: ["Baby Unicorn"]})


def test_the_card_data_is_checked_when_compiled():
    from core.unicorns import effects
    from core.unicorns.cards import KINDS
    import dataclasses
    bad = dataclasses.replace(KINDS[4], abilities=({"when": "enters_your_stable",
                                                    "do": [{"op": "steal", "what": "dragon"}]},))
    with pytest.raises(ValueError, match="Alluring Narwhal: unknown what 'dragon'"):
        effects.compile_cards(KINDS[:4] + (bad,) + KINDS[5:])
    bad = dataclasses.replace(KINDS[4], abilities=({"when": "enters_your_stable",
                                                    "do": [{"op": "steal", "count": 2}]},))
    with pytest.raises(ValueError, match="steal takes no count"):
        effects.compile_cards(KINDS[:4] + (bad,) + KINDS[5:])
