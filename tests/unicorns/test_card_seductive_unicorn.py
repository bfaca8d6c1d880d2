"""Seductive Unicorn: on entering, STEAL a Unicorn card. If this card leaves your Stable, return
that Unicorn card to the Stable from which you stole it."""
from uu_helpers import act, build_position, play, stable


def test_seductive_unicorn_steals_and_gives_back_when_it_leaves():
    state = build_position(3, hands={0: ["Seductive Unicorn", "Basic Unicorn"], 1: ["Unicorn Poison"]},
                           stables={1: ["Rhinocorn"]}, plays=2)
    play(state, "Seductive Unicorn")
    act(state, "Rhinocorn")
    assert stable(state, 0) == ["Rhinocorn", "Seductive Unicorn"] and stable(state, 1) == []
    play(state, "Basic Unicorn")                 # P0's turn ends; P1 poisons the seducer
    play(state, "Unicorn Poison")
    act(state, "Seductive Unicorn")
    assert stable(state, 1) == ["Rhinocorn"]
    assert stable(state, 0) == ["Basic Unicorn"]


def test_seductive_unicorn_steal_is_mandatory():
    state = build_position(3, hands={0: ["Seductive Unicorn", "Basic Unicorn"]},
                           stables={1: ["Rhinocorn"]}, plays=2)
    play(state, "Seductive Unicorn")
    assert state.phase == "target"               # no "may" question
