"""Neigh: play it when another player tries to play a card; that card goes to the discard pile."""
from uu_helpers import act, build_position, discard_pile, hand, let_it_be, play, stable


def test_neigh_stops_a_card_and_both_go_to_the_discard_pile():
    state = build_position(3, hands={0: ["Basic Unicorn", "Yay"], 1: ["Neigh"]}, plays=2)
    play(state, "Basic Unicorn")
    assert state.phase == "poll" and state.current_player() == 1
    act(state, "Neigh")
    assert stable(state, 0) == [] and discard_pile(state) == ["Basic Unicorn", "Neigh"]
    assert state.phase == "action" and hand(state, 0) == ["Yay"]   # the play was used


def test_a_neigh_can_be_neighed_and_the_card_then_resolves():
    state = build_position(3, hands={0: ["Basic Unicorn", "Neigh"], 1: ["Neigh"]})
    play(state, "Basic Unicorn")
    act(state, "Neigh")                          # P1
    assert state.current_player() == 0           # the original player may answer the Neigh
    act(state, "Neigh")
    let_it_be(state)
    assert stable(state, 0) == ["Basic Unicorn"]
    assert discard_pile(state) == ["Neigh", "Neigh"]


def test_you_cannot_neigh_your_own_card():
    state = build_position(3, hands={0: ["Basic Unicorn", "Neigh"]})
    play(state, "Basic Unicorn")
    assert stable(state, 0) == ["Basic Unicorn"] and hand(state, 0) == ["Neigh"]
