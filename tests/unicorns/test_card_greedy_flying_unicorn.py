"""Greedy Flying Unicorn: on entering, DRAW a card; sacrificed or destroyed, it returns to hand."""
from uu_helpers import act, build_position, hand, play, stable


def test_greedy_flying_unicorn_draws_a_card():
    state = build_position(3, hands={0: ["Greedy Flying Unicorn", "Basic Unicorn"]},
                           deck=["Yay"] * 2 + ["Neigh"], plays=2)
    play(state, "Greedy Flying Unicorn")
    assert len(hand(state, 0)) == 2


def test_greedy_flying_unicorn_sacrificed_returns_to_hand():
    state = build_position(3, hands={0: ["Two-for-one", "Basic Unicorn"]},
                           stables={0: ["Greedy Flying Unicorn"], 1: ["Yay"]}, plays=2)
    play(state, "Two-for-one")
    act(state, "Greedy Flying Unicorn")
    act(state, "Yay")
    assert stable(state, 0) == [] and hand(state, 0) == ["Basic Unicorn", "Greedy Flying Unicorn"]
