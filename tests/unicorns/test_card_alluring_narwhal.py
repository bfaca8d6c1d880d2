"""Alluring Narwhal: when this card enters your Stable, you may STEAL an Upgrade card."""
from uu_helpers import act, build_position, no, play, stable, yes


def test_alluring_narwhal_may_steal_an_upgrade():
    state = build_position(3, hands={0: ["Alluring Narwhal", "Basic Unicorn"]},
                           stables={0: ["Extra Tail"], 1: ["Yay", "Slowdown"]}, plays=2)
    play(state, "Alluring Narwhal")
    yes(state)
    assert [state.action_to_string(a) for a in state.legal_actions()] == [
        "Alluring Narwhal: target Yay in P1's Stable"]         # another player's Upgrade only
    act(state, "Yay")
    assert stable(state, 0) == ["Alluring Narwhal", "Extra Tail", "Yay"]
    assert stable(state, 1) == ["Slowdown"]


def test_alluring_narwhal_declined_or_without_upgrades_steals_nothing():
    state = build_position(3, hands={0: ["Alluring Narwhal", "Basic Unicorn"]}, stables={1: ["Yay"]}, plays=2)
    play(state, "Alluring Narwhal")
    no(state)
    assert stable(state, 1) == ["Yay"]
    quiet = build_position(3, hands={0: ["Alluring Narwhal", "Basic Unicorn"]}, stables={1: ["Slowdown"]}, plays=2)
    play(quiet, "Alluring Narwhal")
    assert quiet.phase == "action"               # nothing to steal: no question
