"""Tiny Stable: if at any time you have more than 5 Unicorns in your Stable, SACRIFICE a Unicorn."""
from uu_helpers import act, build_position, play, stable


def test_tiny_stable_makes_you_sacrifice_the_sixth_unicorn():
    state = build_position(8, hands={0: ["Narwhal", "Yay"]},
                           stables={0: ["Tiny Stable"] + ["Basic Unicorn"] * 5}, plays=2)
    play(state, "Narwhal")
    assert state.phase == "target" and state.current_player() == 0
    act(state, "Narwhal")
    assert state.unicorns(0) == 5 and not state.is_terminal()


def test_tiny_stable_counts_ginormous_twice():
    state = build_position(8, hands={0: ["Ginormous Unicorn", "Yay"]},
                           stables={0: ["Tiny Stable"] + ["Basic Unicorn"] * 4}, plays=2)
    play(state, "Ginormous Unicorn")
    assert state.phase == "target"
