"""Unicorn On The Cob: on entering, DRAW 2 cards and DISCARD a card."""
from uu_helpers import act, build_position, discard_pile, hand, play


def test_unicorn_on_the_cob_draws_two_then_discards_one():
    state = build_position(3, hands={0: ["Unicorn On The Cob", "Yay"]}, deck=["Neigh"] * 5)
    play(state, "Unicorn On The Cob")
    assert state.phase == "hand" and hand(state, 0) == ["Neigh", "Neigh", "Yay"]
    act(state, "Yay")
    assert hand(state, 0) == ["Neigh", "Neigh"] and "Yay" in discard_pile(state)
