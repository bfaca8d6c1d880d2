"""Swift Flying Unicorn: on entering, you may take an Instant card from the discard pile into
your hand; sacrificed or destroyed, it returns to your hand."""
from uu_helpers import act, build_position, hand, play, stable, yes


def test_swift_flying_unicorn_takes_an_instant():
    state = build_position(3, hands={0: ["Swift Flying Unicorn", "Basic Unicorn"]},
                           discard=["Neigh", "Yay"], plays=2)
    play(state, "Swift Flying Unicorn")
    yes(state)
    act(state, "Neigh")
    assert hand(state, 0) == ["Basic Unicorn", "Neigh"]


def test_swift_flying_unicorn_destroyed_returns_to_hand():
    state = build_position(3, hands={0: ["Unicorn Poison", "Basic Unicorn"]},
                           stables={2: ["Swift Flying Unicorn"]}, plays=2)
    play(state, "Unicorn Poison")
    act(state, "Swift Flying Unicorn")
    assert stable(state, 2) == [] and hand(state, 2) == ["Swift Flying Unicorn"]
