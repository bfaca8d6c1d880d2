"""Extremely Fertile Unicorn: at the beginning of your turn you may DISCARD a card; if you do,
bring a Baby Unicorn from the Nursery into your Stable."""
from uu_helpers import act, build_position, discard_pile, hand, no, nursery, stable, yes


def test_extremely_fertile_unicorn_trades_a_card_for_a_baby():
    state = build_position(3, hands={0: ["Yay"]}, stables={0: ["Extremely Fertile Unicorn"]},
                           start="beginning_of_turn")
    before = nursery(state)
    yes(state)
    act(state, "Yay")
    assert stable(state, 0) == ["Baby Narwhal", "Extremely Fertile Unicorn"]
    assert nursery(state) == before - 1 and discard_pile(state) == ["Yay"]


def test_extremely_fertile_unicorn_declined():
    state = build_position(3, hands={0: ["Yay"]}, stables={0: ["Extremely Fertile Unicorn"]},
                           start="beginning_of_turn")
    no(state)
    assert stable(state, 0) == ["Extremely Fertile Unicorn"] and "Yay" in hand(state, 0)


def test_extremely_fertile_unicorn_with_an_empty_hand_asks_nothing():
    state = build_position(3, stables={0: ["Extremely Fertile Unicorn"]}, start="beginning_of_turn")
    assert state.phase == "action"
