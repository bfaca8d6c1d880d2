"""Baby Narwhal: like every baby, it returns to the Nursery instead of leaving otherwise (UU-7)."""
from uu_helpers import act, build_position, discard_pile, nursery, play, stable


def test_sacrificed_baby_narwhal_returns_to_the_nursery():
    state = build_position(4, hands={0: ["Two-for-one", "Basic Unicorn"]},
                           stables={0: ["Baby Narwhal"], 1: ["Basic Unicorn"]}, plays=2)
    before = nursery(state)
    play(state, "Two-for-one")
    act(state, "Baby Narwhal", owner=0)          # the sacrifice
    act(state, "Basic Unicorn", owner=1)         # the first of two destroys (one card left)
    assert stable(state, 0) == []
    assert nursery(state) == before + 1
    assert "Baby Narwhal" not in discard_pile(state)
    assert discard_pile(state) == ["Basic Unicorn", "Two-for-one"]
