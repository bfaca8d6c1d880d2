"""Majestic Flying Unicorn: on entering, you may take a Unicorn card from the discard pile into
your hand; sacrificed or destroyed, it returns to your hand."""
from uu_helpers import act, build_position, discard_pile, hand, play, stable, yes


def test_majestic_flying_unicorn_takes_a_unicorn_from_the_discard_pile():
    state = build_position(3, hands={0: ["Majestic Flying Unicorn", "Basic Unicorn"]},
                           discard=["Unicorn Poison", "Rhinocorn"], plays=2)
    play(state, "Majestic Flying Unicorn")
    yes(state)
    act(state, "Rhinocorn")
    assert hand(state, 0) == ["Basic Unicorn", "Rhinocorn"] and discard_pile(state) == ["Unicorn Poison"]


def test_majestic_flying_unicorn_sacrificed_returns_to_hand():
    state = build_position(3, hands={0: ["Two-for-one", "Basic Unicorn"]},
                           stables={0: ["Majestic Flying Unicorn"], 1: ["Yay"]}, plays=2)
    play(state, "Two-for-one")
    act(state, "Majestic Flying Unicorn")
    act(state, "Yay")
    assert stable(state, 0) == [] and "Majestic Flying Unicorn" in hand(state, 0)
