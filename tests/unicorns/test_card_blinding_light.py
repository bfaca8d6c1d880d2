"""Blinding Light: triggered effects of your Unicorn cards do not activate."""
from uu_helpers import act, build_position, hand, play, stable


def test_blinding_light_stops_on_enter_effects():
    state = build_position(3, hands={0: ["Greedy Flying Unicorn", "Basic Unicorn"]},
                           stables={0: ["Blinding Light"]}, plays=2)
    play(state, "Greedy Flying Unicorn")
    assert hand(state, 0) == ["Basic Unicorn"]   # no draw


def test_blinding_light_stops_beginning_of_turn_and_return_to_hand():
    state = build_position(3, stables={0: ["Blinding Light", "Rhinocorn"]}, start="beginning_of_turn")
    assert state.phase == "action"               # Rhinocorn asks nothing
    flying = build_position(3, hands={0: ["Unicorn Poison", "Basic Unicorn"]},
                            stables={1: ["Blinding Light", "Swift Flying Unicorn"]}, plays=2)
    play(flying, "Unicorn Poison")
    act(flying, "Swift Flying Unicorn")
    assert hand(flying, 1) == [] and stable(flying, 1) == ["Blinding Light"]


def test_blinding_light_does_not_stop_babies_or_upgrades():
    state = build_position(3, hands={0: ["Unicorn Poison", "Basic Unicorn"]},
                           stables={1: ["Blinding Light", "Baby Unicorn"]}, plays=2)
    play(state, "Unicorn Poison")
    act(state, "Baby Unicorn")
    from uu_helpers import discard_pile
    assert "Baby Unicorn" not in discard_pile(state)
