"""Llamacorn: on entering, each player must DISCARD a card; shuffle the discard pile into the deck."""
from uu_helpers import act, build_position, deck_size, discard_pile, hand, play


def test_llamacorn_everyone_discards_then_the_pile_is_shuffled_in():
    state = build_position(3, hands={0: ["Llamacorn", "Yay", "Basic Unicorn"], 1: ["Slowdown"], 2: ["Rhinocorn"]},
                           discard=["Unicorn Poison"], plays=2)
    deck_before = deck_size(state)
    play(state, "Llamacorn")
    act(state, "Yay")
    act(state, "Slowdown")
    act(state, "Rhinocorn")
    assert hand(state, 1) == [] and hand(state, 2) == []
    assert discard_pile(state) == [] and deck_size(state) == deck_before + 4
