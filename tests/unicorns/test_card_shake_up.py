"""Shake Up: shuffle this card, your hand and the discard pile into the deck. DRAW 5 cards."""
from uu_helpers import build_position, deck_size, discard_pile, hand, play


def test_shake_up_reshuffles_and_draws_five():
    state = build_position(3, hands={0: ["Shake Up", "Yay", "Slowdown"]},
                           discard=["Neigh", "Unicorn Poison"])
    deck_before = deck_size(state)
    play(state, "Shake Up")
    assert discard_pile(state) == []             # Shake Up went into the deck too
    assert len(hand(state, 0)) == 5
    # in: Shake Up, Yay, Slowdown, Neigh, Unicorn Poison; out: five drawn, and P1's draw
    assert deck_size(state) == deck_before + 5 - 5 - 1
