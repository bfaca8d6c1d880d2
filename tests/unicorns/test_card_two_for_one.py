"""Two-for-one: SACRIFICE a card, then DESTROY 2 cards."""
from uu_helpers import act, build_position, discard_pile, play, stable


def test_two_for_one_sacrifices_then_destroys_two():
    state = build_position(3, hands={0: ["Two-for-one", "Basic Unicorn"]},
                           stables={0: ["Slowdown"], 1: ["Rhinocorn", "Yay"], 2: ["Basic Unicorn"]}, plays=2)
    play(state, "Two-for-one")
    act(state, "Slowdown")
    act(state, "Rhinocorn")
    assert "Rhinocorn" not in [state.action_to_string(a) for a in state.legal_actions()]  # once per link
    act(state, "Basic Unicorn", owner=2)
    assert stable(state, 0) == [] and stable(state, 1) == ["Yay"] and stable(state, 2) == []
    assert discard_pile(state) == ["Basic Unicorn", "Rhinocorn", "Slowdown", "Two-for-one"]


def test_two_for_one_needs_something_to_sacrifice():
    state = build_position(3, hands={0: ["Two-for-one"]}, stables={1: ["Rhinocorn"]})
    assert state.legal_actions() == [136]
