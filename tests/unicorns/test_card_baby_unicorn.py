"""Baby Unicorn: sacrificed, destroyed or returned to hand, it goes back to the Nursery (UU-7)."""
from uu_helpers import act, build_position, discard_pile, hand, nursery, play, player, stable


def test_destroyed_baby_goes_back_to_the_nursery():
    state = build_position(4, hands={0: ["Unicorn Poison", "Basic Unicorn"]},
                           stables={1: ["Baby Unicorn"]}, plays=2)
    before = nursery(state)
    play(state, "Unicorn Poison")
    act(state, "Baby Unicorn", owner=1)
    assert stable(state, 1) == []
    assert nursery(state) == before + 1
    assert "Baby Unicorn" not in discard_pile(state)


def test_returned_baby_goes_to_the_nursery_not_the_hand():
    state = build_position(4, hands={0: ["Back Kick", "Basic Unicorn"], 1: ["Neigh"]},
                           stables={1: ["Baby Unicorn"]}, plays=2)
    play(state, "Back Kick")
    state.apply_action(135)                      # P1 lets it be
    player(state, 1)
    act(state, "Baby Unicorn", owner=1)
    act(state, "Neigh")                          # P1 discards for Back Kick
    assert stable(state, 1) == [] and hand(state, 1) == []
    assert "Baby Unicorn" not in discard_pile(state)
