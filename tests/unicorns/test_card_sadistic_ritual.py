"""Sadistic Ritual: at the beginning of your turn, SACRIFICE a Unicorn card, then DRAW a card."""
from uu_helpers import act, build_position, hand, stable


def test_sadistic_ritual_sacrifices_then_draws():
    state = build_position(3, stables={0: ["Sadistic Ritual", "Narwhal", "Rhinocorn"]},
                           deck=["Neigh"] * 6, start="beginning_of_turn")
    assert state.phase == "target"               # mandatory: no question
    act(state, "Narwhal")
    assert stable(state, 0) == ["Rhinocorn", "Sadistic Ritual"]
    assert hand(state, 0) == ["Neigh", "Neigh"]      # the ritual's draw and the Draw phase


def test_sadistic_ritual_draws_even_without_a_unicorn():
    state = build_position(3, stables={0: ["Sadistic Ritual"]}, deck=["Neigh"] * 6, start="beginning_of_turn")
    assert hand(state, 0) == ["Neigh", "Neigh"]
