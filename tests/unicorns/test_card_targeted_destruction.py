"""Targeted Destruction: DESTROY an Upgrade card or SACRIFICE a Downgrade card."""
from uu_helpers import act, build_position, option, play, stable


def test_targeted_destruction_offers_both_effects_when_both_can_happen():
    state = build_position(3, hands={0: ["Targeted Destruction", "Basic Unicorn"]},
                           stables={0: ["Slowdown"], 1: ["Yay"]}, plays=2)
    play(state, "Targeted Destruction")
    assert state.phase == "option" and len(state.legal_actions()) == 2
    option(state, 0)                             # destroy an Upgrade
    act(state, "Yay")
    assert stable(state, 1) == [] and stable(state, 0) == ["Slowdown"]


def test_targeted_destruction_with_only_a_downgrade_sacrifices_it():
    state = build_position(3, hands={0: ["Targeted Destruction", "Basic Unicorn"]},
                           stables={0: ["Slowdown"]}, plays=2)
    play(state, "Targeted Destruction")
    act(state, "Slowdown")
    assert stable(state, 0) == []


def test_targeted_destruction_cannot_be_played_without_a_target():
    state = build_position(3, hands={0: ["Targeted Destruction"]}, stables={0: ["Yay"]})
    assert state.legal_actions() == [136]        # only draw: its own upgrade is no target
