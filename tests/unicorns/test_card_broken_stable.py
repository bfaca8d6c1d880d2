"""Broken Stable: you cannot play Upgrade cards."""
from uu_helpers import build_position


def test_broken_stable_owner_cannot_play_upgrades():
    state = build_position(3, hands={0: ["Yay", "Slowdown"]}, stables={0: ["Broken Stable"]})
    assert [state.action_to_string(a) for a in state.legal_actions()] == [
        "play Slowdown", "draw a card instead of playing"]
    other = build_position(3, hands={0: ["Yay"]}, stables={1: ["Broken Stable"]})
    assert "play Yay" in [other.action_to_string(a) for a in other.legal_actions()]
