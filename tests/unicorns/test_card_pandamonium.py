"""Pandamonium: all of your Unicorns are considered Pandas. Cards that affect Unicorn cards do
not affect your Pandas."""
from uu_helpers import build_position


def test_pandas_do_not_count_and_cannot_be_targeted_as_unicorns():
    state = build_position(3, hands={0: ["Unicorn Poison"]},
                           stables={1: ["Pandamonium", "Rhinocorn", "Basic Unicorn"]})
    assert state.unicorns(1) == 0
    assert state.legal_actions() == [136]        # Unicorn Poison: no unicorn to destroy


def test_pandas_can_be_hit_as_cards():
    state = build_position(3, hands={0: ["Two-for-one"]}, stables={0: ["Slowdown"], 1: ["Pandamonium", "Rhinocorn"]})
    from uu_helpers import act, play
    play(state, "Two-for-one")
    act(state, "Slowdown")
    assert "Two-for-one: target Rhinocorn in P1's Stable" in [state.action_to_string(a) for a in state.legal_actions()]
