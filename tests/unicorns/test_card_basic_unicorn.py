"""Basic Unicorn: no effect; played into any Stable, it counts as one unicorn there."""
from uu_helpers import build_position, hand, play, stable


def test_basic_unicorn_enters_the_chosen_stable_and_counts():
    state = build_position(4, hands={0: ["Basic Unicorn", "Basic Unicorn", "Narwhal"]}, plays=2)
    play(state, "Basic Unicorn")
    play(state, "Basic Unicorn", into=2)
    assert stable(state, 0) == ["Basic Unicorn"] and stable(state, 2) == ["Basic Unicorn"]
    assert state.unicorns(0) == 1 and state.unicorns(2) == 1
    assert hand(state, 0) == ["Narwhal"]
