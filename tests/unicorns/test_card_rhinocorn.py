"""Rhinocorn: at the beginning of your turn you may DESTROY a Unicorn card; if you do, skip to
your End of Turn phase."""
from uu_helpers import act, build_position, hand, no, stable, yes


def test_rhinocorn_destroys_and_skips_draw_and_action():
    state = build_position(3, hands={0: ["Yay"]}, stables={0: ["Rhinocorn"], 1: ["Narwhal"]},
                           start="beginning_of_turn")
    yes(state)
    act(state, "Narwhal")
    assert stable(state, 1) == []
    assert hand(state, 0) == ["Yay"]             # no Draw phase, no Action phase
    assert int(state.fields["turn_player"]) == 1


def test_rhinocorn_declined_the_turn_goes_on():
    state = build_position(3, hands={0: ["Yay"]}, stables={0: ["Rhinocorn"], 1: ["Narwhal"]},
                           start="beginning_of_turn")
    no(state)
    assert state.phase == "action" and len(hand(state, 0)) == 2
