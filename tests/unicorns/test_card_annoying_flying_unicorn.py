"""Annoying Flying Unicorn: on entering, you may choose any player who must DISCARD a card; if
it would be sacrificed or destroyed, it returns to your hand instead."""
from uu_helpers import act, build_position, discard_pile, hand, play, player, stable, yes


def test_annoying_flying_unicorn_makes_a_player_discard():
    state = build_position(3, hands={0: ["Annoying Flying Unicorn", "Basic Unicorn"], 2: ["Yay", "Slowdown"]},
                           plays=2)
    play(state, "Annoying Flying Unicorn")
    yes(state)
    player(state, 2)
    assert state.phase == "hand" and state.current_player() == 2      # that player chooses
    act(state, "Slowdown")
    assert hand(state, 2) == ["Yay"] and discard_pile(state) == ["Slowdown"]


def test_annoying_flying_unicorn_returns_to_hand_when_destroyed():
    state = build_position(3, hands={0: ["Unicorn Poison", "Basic Unicorn"]},
                           stables={1: ["Annoying Flying Unicorn"]}, plays=2)
    play(state, "Unicorn Poison")
    act(state, "Annoying Flying Unicorn")
    assert stable(state, 1) == [] and hand(state, 1) == ["Annoying Flying Unicorn"]
    assert discard_pile(state) == ["Unicorn Poison"]
