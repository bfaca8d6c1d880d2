"""Mystical Vortex: each player must DISCARD a card; shuffle the discard pile into the deck."""
from uu_helpers import act, build_position, deck_size, discard_pile, hand, play


def test_mystical_vortex_makes_everyone_discard_then_shuffles_the_pile_into_the_deck():
    state = build_position(3, hands={0: ["Mystical Vortex", "Yay", "Basic Unicorn"], 1: ["Rhinocorn"],
                                     2: []}, discard=["Unicorn Poison"], plays=2)
    deck_before = deck_size(state)
    play(state, "Mystical Vortex")
    act(state, "Yay")                            # P0 discards first (seat order from the caster)
    act(state, "Rhinocorn")                      # P1; P2 has nothing to discard
    assert hand(state, 0) == ["Basic Unicorn"] and hand(state, 1) == []
    assert deck_size(state) == deck_before + 3   # Yay, Rhinocorn, Unicorn Poison
    assert discard_pile(state) == ["Mystical Vortex"]   # it was still resolving at the shuffle
