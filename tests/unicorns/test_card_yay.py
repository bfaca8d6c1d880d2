"""Yay: cards you play cannot be Neigh'd."""
from uu_helpers import build_position, play, stable


def test_cards_of_yays_owner_are_not_polled():
    state = build_position(3, hands={0: ["Basic Unicorn", "Narwhal"], 1: ["Neigh"], 2: ["Super Neigh"]},
                           stables={0: ["Yay"]}, plays=2)
    play(state, "Basic Unicorn")
    assert state.phase == "action" and stable(state, 0) == ["Basic Unicorn", "Yay"]


def test_yay_in_another_stable_does_not_protect_you():
    state = build_position(3, hands={0: ["Basic Unicorn"], 1: ["Neigh"]}, stables={2: ["Yay"]})
    play(state, "Basic Unicorn")
    assert state.phase == "poll" and state.current_player() == 1
