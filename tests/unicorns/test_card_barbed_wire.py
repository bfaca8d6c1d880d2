"""Barbed Wire: each time a Unicorn card enters or leaves your Stable, DISCARD a card."""
from uu_helpers import act, build_position, discard_pile, hand, play


def test_barbed_wire_discards_when_a_unicorn_enters():
    state = build_position(3, hands={0: ["Basic Unicorn", "Yay", "Slowdown"]}, stables={0: ["Barbed Wire"]}, plays=2)
    play(state, "Basic Unicorn")
    assert state.phase == "hand" and state.current_player() == 0
    act(state, "Slowdown")
    assert hand(state, 0) == ["Yay"] and discard_pile(state) == ["Slowdown"]


def test_barbed_wire_counts_every_unicorn_that_leaves():
    state = build_position(3, hands={0: ["Two-for-one", "Basic Unicorn"], 1: ["Yay", "Slowdown", "Good Deal"]},
                           stables={0: ["Narwhal"], 1: ["Barbed Wire", "Rhinocorn", "Basic Unicorn"]}, plays=2)
    play(state, "Two-for-one")
    act(state, "Narwhal")
    act(state, "Rhinocorn")
    act(state, "Basic Unicorn", owner=1)
    assert state.phase == "hand" and state.current_player() == 1      # two unicorns left
    act(state, "Yay")
    assert state.phase == "hand" and state.current_player() == 1
    act(state, "Slowdown")
    assert hand(state, 1) == ["Good Deal"] and state.phase == "action"


def test_barbed_wire_ignores_other_cards():
    state = build_position(3, hands={0: ["Yay", "Basic Unicorn"]}, stables={0: ["Barbed Wire"]}, plays=2)
    play(state, "Yay")
    assert state.phase == "action"
