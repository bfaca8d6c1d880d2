"""Rainbow Unicorn: on entering, you may bring a Basic Unicorn card from your hand into your Stable."""
from uu_helpers import act, build_position, hand, play, stable, yes


def test_rainbow_unicorn_brings_a_basic_unicorn_from_hand():
    state = build_position(3, hands={0: ["Rainbow Unicorn", "Basic Unicorn", "Narwhal", "Yay"]}, plays=2)
    play(state, "Rainbow Unicorn")
    yes(state)
    assert sorted(state.action_to_string(a) for a in state.legal_actions()) == [
        "Rainbow Unicorn: bring Basic Unicorn from the hand", "Rainbow Unicorn: bring Narwhal from the hand"]
    act(state, "Narwhal")
    assert stable(state, 0) == ["Narwhal", "Rainbow Unicorn"] and hand(state, 0) == ["Basic Unicorn", "Yay"]
