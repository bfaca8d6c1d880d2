"""Unfair Bargain: trade hands with any other player."""
from uu_helpers import build_position, card_id, hand, known, play, player


def test_unfair_bargain_trades_hands_and_both_know_both():
    state = build_position(3, hands={0: ["Unfair Bargain", "Yay", "Basic Unicorn"], 1: ["Rhinocorn"]}, plays=2)
    play(state, "Unfair Bargain")
    assert sorted(a - 126 for a in state.legal_actions()) == [1, 2]
    player(state, 1)
    assert hand(state, 0) == ["Rhinocorn"] and hand(state, 1) == ["Basic Unicorn", "Yay"]
    assert card_id("Rhinocorn") in known(state, 0) and card_id("Yay") in known(state, 0)
    assert card_id("Rhinocorn") in known(state, 1) and card_id("Yay") in known(state, 1)
    assert card_id("Rhinocorn") not in known(state, 2)
