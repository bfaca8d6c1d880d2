"""Black Knight Unicorn: if 1 of your Unicorn cards would be destroyed, you may SACRIFICE this
card instead."""
from uu_helpers import act, build_position, discard_pile, no, play, stable, yes


def test_black_knight_is_sacrificed_instead_of_the_destroyed_unicorn():
    state = build_position(3, hands={0: ["Unicorn Poison", "Basic Unicorn"]},
                           stables={1: ["Black Knight Unicorn", "Rhinocorn"]}, plays=2)
    play(state, "Unicorn Poison")
    act(state, "Rhinocorn")
    assert state.phase == "react" and state.current_player() == 1
    yes(state)
    assert stable(state, 1) == ["Rhinocorn"]
    assert discard_pile(state) == ["Black Knight Unicorn", "Unicorn Poison"]


def test_black_knight_may_let_the_unicorn_go():
    state = build_position(3, hands={0: ["Unicorn Poison", "Basic Unicorn"]},
                           stables={1: ["Black Knight Unicorn", "Rhinocorn"]}, plays=2)
    play(state, "Unicorn Poison")
    act(state, "Rhinocorn")
    no(state)
    assert stable(state, 1) == ["Black Knight Unicorn"]


def test_black_knight_does_not_answer_its_own_destruction_or_a_sacrifice():
    state = build_position(3, hands={0: ["Unicorn Poison", "Basic Unicorn"]},
                           stables={1: ["Black Knight Unicorn", "Rhinocorn"]}, plays=2)
    play(state, "Unicorn Poison")
    act(state, "Black Knight Unicorn")
    assert state.phase == "action" and stable(state, 1) == ["Rhinocorn"]
