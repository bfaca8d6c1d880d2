"""Chainsaw Unicorn: on entering, you may DESTROY an Upgrade card or SACRIFICE a Downgrade card."""
from uu_helpers import act, build_position, option, play, stable, yes


def test_chainsaw_unicorn_sacrifices_a_downgrade():
    state = build_position(3, hands={0: ["Chainsaw Unicorn", "Basic Unicorn"]},
                           stables={0: ["Slowdown"], 1: ["Yay"]}, plays=2)
    play(state, "Chainsaw Unicorn")
    yes(state)
    option(state, 1)
    act(state, "Slowdown")
    assert stable(state, 0) == ["Chainsaw Unicorn"] and stable(state, 1) == ["Yay"]


def test_chainsaw_unicorn_destroys_an_upgrade():
    state = build_position(3, hands={0: ["Chainsaw Unicorn", "Basic Unicorn"]}, stables={1: ["Yay"]}, plays=2)
    play(state, "Chainsaw Unicorn")
    yes(state)
    act(state, "Yay")                            # the only effect that can happen: no option asked
    assert stable(state, 1) == []
