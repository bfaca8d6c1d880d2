"""Stabby The Unicorn: if this card is sacrificed or destroyed, you may DESTROY a Unicorn card."""
from uu_helpers import act, build_position, play, stable, yes


def test_stabby_destroyed_destroys_in_the_next_link():
    state = build_position(3, hands={0: ["Unicorn Poison", "Basic Unicorn"]},
                           stables={0: ["Narwhal"], 1: ["Stabby The Unicorn"]}, plays=2)
    play(state, "Unicorn Poison")
    act(state, "Stabby The Unicorn")
    assert state.phase == "may" and state.current_player() == 1       # Stabby's owner decides
    yes(state)
    act(state, "Narwhal")
    assert stable(state, 0) == [] and stable(state, 1) == []


def test_stabby_sacrificed_triggers_too():
    state = build_position(3, hands={0: ["Two-for-one", "Basic Unicorn"]},
                           stables={0: ["Stabby The Unicorn"], 1: ["Narwhal", "Yay", "Slowdown"]}, plays=2)
    play(state, "Two-for-one")
    act(state, "Stabby The Unicorn")
    assert state.phase == "may" and state.current_player() == 0
    yes(state)
    act(state, "Narwhal")                        # Stabby's destroy comes first in link 2
    act(state, "Yay")
    act(state, "Slowdown")
    assert stable(state, 1) == []
