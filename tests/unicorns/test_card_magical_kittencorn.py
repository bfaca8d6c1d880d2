"""Magical Kittencorn: this card cannot be destroyed by Magic cards."""
from uu_helpers import act, build_position, play, stable, yes


def test_magic_cards_cannot_destroy_it():
    state = build_position(3, hands={0: ["Unicorn Poison"]}, stables={1: ["Magical Kittencorn"]})
    assert state.legal_actions() == [136]        # Unicorn Poison has no target


def test_other_cards_can_destroy_it():
    state = build_position(3, stables={0: ["Rhinocorn"], 1: ["Magical Kittencorn"]}, start="beginning_of_turn")
    yes(state)
    act(state, "Magical Kittencorn")
    assert stable(state, 1) == []
