"""Slowdown: you cannot play Instant cards."""
from uu_helpers import build_position, play, stable


def test_slowdown_owner_is_not_polled():
    state = build_position(3, hands={0: ["Basic Unicorn", "Narwhal"], 1: ["Neigh"]},
                           stables={1: ["Slowdown"]}, plays=2)
    play(state, "Basic Unicorn")
    assert state.phase == "action" and stable(state, 0) == ["Basic Unicorn"]
