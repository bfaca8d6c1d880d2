"""Unicorn Poison: DESTROY a Unicorn card."""
from uu_helpers import act, build_position, discard_pile, play, stable


def test_unicorn_poison_destroys_a_unicorn_of_another_player():
    state = build_position(3, hands={0: ["Unicorn Poison", "Basic Unicorn"]},
                           stables={0: ["Basic Unicorn"], 1: ["Rhinocorn", "Yay"]}, plays=2)
    play(state, "Unicorn Poison")
    assert [state.action_to_string(a) for a in state.legal_actions()] == [
        "Unicorn Poison: target Rhinocorn in P1's Stable"]      # not its own, not an Upgrade
    act(state, "Rhinocorn")
    assert stable(state, 1) == ["Yay"] and discard_pile(state) == ["Rhinocorn", "Unicorn Poison"]


def test_unicorn_poison_needs_a_unicorn_to_destroy():
    state = build_position(3, hands={0: ["Unicorn Poison"]}, stables={0: ["Basic Unicorn"], 1: ["Yay"]})
    assert state.legal_actions() == [136]
