"""Shark With A Horn: on entering, you may SACRIFICE this card; if you do, DESTROY a Unicorn card."""
from uu_helpers import act, build_position, discard_pile, no, play, stable, yes


def test_shark_sacrifices_itself_to_destroy_a_unicorn():
    state = build_position(3, hands={0: ["Shark With A Horn", "Basic Unicorn"]},
                           stables={1: ["Rhinocorn"]}, plays=2)
    play(state, "Shark With A Horn")
    yes(state)
    act(state, "Rhinocorn")
    assert stable(state, 0) == [] and stable(state, 1) == []
    assert discard_pile(state) == ["Rhinocorn", "Shark With A Horn"]


def test_shark_declined_stays():
    state = build_position(3, hands={0: ["Shark With A Horn", "Basic Unicorn"]}, stables={1: ["Rhinocorn"]}, plays=2)
    play(state, "Shark With A Horn")
    no(state)
    assert stable(state, 0) == ["Shark With A Horn"] and stable(state, 1) == ["Rhinocorn"]
