"""Unicorn Shrinkray: a player's unicorns go to the discard pile without triggering; as many
babies come from the Nursery into that Stable."""
from uu_helpers import build_position, discard_pile, nursery, play, player, stable


def test_shrinkray_swaps_unicorns_for_babies_without_triggers():
    state = build_position(3, hands={0: ["Unicorn Shrinkray", "Basic Unicorn"]},
                           stables={1: ["Stabby The Unicorn", "Basic Unicorn", "Baby Unicorn", "Yay"]}, plays=2)
    nursery_before = nursery(state)
    play(state, "Unicorn Shrinkray")
    player(state, 1)
    assert state.phase == "action"               # no Stabby trigger was asked
    assert stable(state, 1) == ["Baby Narwhal", "Baby Unicorn", "Baby Unicorn", "Yay"]
    assert state.unicorns(1) == 3
    assert nursery(state) == nursery_before + 1 - 3
    assert discard_pile(state) == ["Basic Unicorn", "Stabby The Unicorn", "Unicorn Shrinkray"]
