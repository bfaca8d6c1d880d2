"""Back Kick: choose any player; return a card in their Stable to their hand; they discard a card."""
from uu_helpers import act, build_position, discard_pile, hand, let_it_be, play, player, stable


def test_back_kick_returns_a_card_then_that_player_discards():
    state = build_position(4, hands={0: ["Back Kick", "Basic Unicorn"], 2: ["Good Deal"]},
                           stables={2: ["Rhinocorn", "Yay"]}, plays=2)
    play(state, "Back Kick")
    player(state, 2)
    act(state, "Yay")
    assert state.phase == "hand" and state.current_player() == 2
    act(state, "Good Deal")
    assert stable(state, 2) == ["Rhinocorn"]
    assert hand(state, 2) == ["Yay"]
    assert discard_pile(state) == ["Back Kick", "Good Deal"]


def test_back_kick_can_choose_yourself():
    state = build_position(4, hands={0: ["Back Kick", "Basic Unicorn"]},
                           stables={0: ["Barbed Wire"], 1: ["Basic Unicorn"]}, plays=2)
    play(state, "Back Kick")
    player(state, 0)
    act(state, "Barbed Wire")
    act(state, "Basic Unicorn")                  # discards the spare card
    assert stable(state, 0) == [] and hand(state, 0) == ["Barbed Wire"]
