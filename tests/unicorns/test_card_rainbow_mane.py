"""Rainbow Mane: you must have a Basic Unicorn in your Stable to play this card. At the beginning
of your turn you may bring a Basic Unicorn from your hand into your Stable."""
from uu_helpers import act, build_position, hand, stable, yes


def test_rainbow_mane_brings_a_basic_unicorn_at_the_beginning_of_the_turn():
    state = build_position(3, hands={0: ["Narwhal", "Yay"]}, stables={0: ["Rainbow Mane", "Basic Unicorn"]},
                           deck=["Neigh"] * 4, start="beginning_of_turn")
    yes(state)
    act(state, "Narwhal")
    assert stable(state, 0) == ["Basic Unicorn", "Narwhal", "Rainbow Mane"]
    assert hand(state, 0) == ["Neigh", "Yay"]


def test_rainbow_mane_needs_a_basic_unicorn_to_be_played():
    state = build_position(3, hands={0: ["Rainbow Mane"]}, stables={0: ["Baby Unicorn"]})
    assert state.legal_actions() == [136]
