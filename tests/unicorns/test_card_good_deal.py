"""Good Deal: DRAW 3 cards and DISCARD a card."""
from uu_helpers import act, build_position, discard_pile, hand


def test_good_deal_draws_three_then_discards_one():
    state = build_position(4, hands={0: ["Good Deal", "Yay", "Basic Unicorn"]},
                           deck=["Neigh"] * 6, plays=2)
    act(state, "Good Deal")
    assert hand(state, 0) == ["Basic Unicorn", "Neigh", "Neigh", "Neigh", "Yay"]
    assert state.phase == "hand"
    act(state, "Yay")
    assert hand(state, 0) == ["Basic Unicorn", "Neigh", "Neigh", "Neigh"]
    assert "Yay" in discard_pile(state) and "Good Deal" in discard_pile(state)
