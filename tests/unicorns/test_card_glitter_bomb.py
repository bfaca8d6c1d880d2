"""Glitter Bomb: at the beginning of your turn you may SACRIFICE a card; if you do, DESTROY a card."""
from uu_helpers import act, build_position, discard_pile, stable, yes


def test_glitter_bomb_sacrifices_then_destroys():
    state = build_position(3, stables={0: ["Glitter Bomb", "Slowdown"], 1: ["Yay"]}, start="beginning_of_turn")
    yes(state)
    act(state, "Slowdown")
    act(state, "Yay")
    assert stable(state, 0) == ["Glitter Bomb"] and stable(state, 1) == []
    assert discard_pile(state) == ["Slowdown", "Yay"]


def test_glitter_bomb_may_sacrifice_itself():
    state = build_position(3, stables={0: ["Glitter Bomb"], 1: ["Narwhal"]}, start="beginning_of_turn")
    yes(state)
    act(state, "Glitter Bomb")
    act(state, "Narwhal")
    assert stable(state, 0) == [] and stable(state, 1) == []
