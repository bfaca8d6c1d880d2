"""Rainbow Aura: your Unicorn cards cannot be destroyed."""
from uu_helpers import act, build_position, play, stable


def test_rainbow_aura_protects_unicorns_not_other_cards():
    state = build_position(3, hands={0: ["Two-for-one", "Basic Unicorn"]},
                           stables={0: ["Slowdown"], 1: ["Rainbow Aura", "Narwhal", "Yay"]}, plays=2)
    play(state, "Two-for-one")
    act(state, "Slowdown")
    choices = sorted(state.action_to_string(a) for a in state.legal_actions())
    assert choices == ["Two-for-one: target Rainbow Aura in P1's Stable", "Two-for-one: target Yay in P1's Stable"]
    act(state, "Rainbow Aura")
    assert "Narwhal" in stable(state, 1)


def test_rainbow_aura_does_not_stop_a_sacrifice():
    state = build_position(3, hands={0: ["Extremely Destructive Unicorn", "Basic Unicorn"]},
                           stables={1: ["Rainbow Aura", "Narwhal"]}, plays=2)
    play(state, "Extremely Destructive Unicorn")
    act(state, "Extremely Destructive Unicorn")
    act(state, "Narwhal")
    assert stable(state, 1) == ["Rainbow Aura"]
