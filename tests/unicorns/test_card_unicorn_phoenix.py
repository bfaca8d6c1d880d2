"""Unicorn Phoenix: if this card would be sacrificed or destroyed, you may DISCARD a card instead."""
from uu_helpers import act, build_position, discard_pile, hand, no, play, stable, yes


def test_phoenix_survives_a_destroy_by_discarding():
    state = build_position(3, hands={0: ["Unicorn Poison", "Basic Unicorn"], 1: ["Yay"]},
                           stables={1: ["Unicorn Phoenix"]}, plays=2)
    play(state, "Unicorn Poison")
    act(state, "Unicorn Phoenix")
    assert state.phase == "react" and state.current_player() == 1
    yes(state)
    act(state, "Yay")
    assert stable(state, 1) == ["Unicorn Phoenix"] and hand(state, 1) == []
    assert discard_pile(state) == ["Unicorn Poison", "Yay"]


def test_phoenix_survives_a_sacrifice_too_and_may_decline():
    state = build_position(3, hands={0: ["Two-for-one", "Basic Unicorn", "Yay"]},
                           stables={0: ["Unicorn Phoenix"], 1: ["Slowdown"]}, plays=2)
    play(state, "Two-for-one")
    act(state, "Unicorn Phoenix")
    no(state)
    act(state, "Slowdown")
    assert stable(state, 0) == [] and "Unicorn Phoenix" in discard_pile(state)


def test_phoenix_without_cards_in_hand_is_not_asked():
    state = build_position(3, hands={0: ["Unicorn Poison", "Basic Unicorn"]},
                           stables={1: ["Unicorn Phoenix"]}, plays=2)
    play(state, "Unicorn Poison")
    act(state, "Unicorn Phoenix")
    assert stable(state, 1) == [] and state.phase == "action"
