"""Unicorn Swap: move a Unicorn in your Stable to another player's, then STEAL a Unicorn there."""
from uu_helpers import act, build_position, play, player, stable


def test_unicorn_swap_moves_then_steals_from_that_player():
    state = build_position(3, hands={0: ["Unicorn Swap", "Basic Unicorn"]},
                           stables={0: ["Baby Unicorn"], 1: ["Rhinocorn"], 2: ["Narwhal"]}, plays=2)
    play(state, "Unicorn Swap")
    act(state, "Baby Unicorn")
    player(state, 1)
    assert [state.action_to_string(a) for a in state.legal_actions()] == [
        "Unicorn Swap: target Baby Unicorn in P1's Stable", "Unicorn Swap: target Rhinocorn in P1's Stable"]
    act(state, "Rhinocorn")
    assert stable(state, 0) == ["Rhinocorn"] and stable(state, 1) == ["Baby Unicorn"]
    assert stable(state, 2) == ["Narwhal"]
