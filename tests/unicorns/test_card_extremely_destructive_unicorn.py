"""Extremely Destructive Unicorn: on entering, each player must SACRIFICE a Unicorn card."""
from uu_helpers import act, build_position, discard_pile, play, stable


def test_each_player_sacrifices_a_unicorn_the_owner_included():
    state = build_position(3, hands={0: ["Extremely Destructive Unicorn", "Basic Unicorn"]},
                           stables={1: ["Rhinocorn", "Narwhal"], 2: ["Yay"]}, plays=2)
    play(state, "Extremely Destructive Unicorn")
    assert state.current_player() == 0           # its only unicorn: itself
    act(state, "Extremely Destructive Unicorn")
    assert state.current_player() == 1           # P2 has no unicorn: skipped
    act(state, "Narwhal")
    assert stable(state, 0) == [] and stable(state, 1) == ["Rhinocorn"] and stable(state, 2) == ["Yay"]
    assert discard_pile(state) == ["Extremely Destructive Unicorn", "Narwhal"]
