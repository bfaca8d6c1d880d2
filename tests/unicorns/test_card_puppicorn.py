"""Puppicorn: each time any player begins their turn, move this card to their Stable. This card
cannot be sacrificed or destroyed."""
from uu_helpers import act, build_position, play, stable


def test_puppicorn_moves_to_the_player_whose_turn_begins():
    state = build_position(3, hands={0: ["Basic Unicorn"]}, stables={0: ["Puppicorn"]})
    play(state, "Basic Unicorn")                 # P0's turn ends; P1's begins
    assert stable(state, 1) == ["Puppicorn"] and stable(state, 0) == ["Basic Unicorn"]


def test_puppicorn_cannot_be_destroyed_or_sacrificed():
    state = build_position(3, hands={0: ["Unicorn Poison", "Two-for-one"]},
                           stables={0: ["Puppicorn"], 1: ["Puppicorn"] * 0 + ["Yay"]})
    assert state.legal_actions() == [136]        # no target for either card


def test_each_player_sacrifice_skips_puppicorn():
    state = build_position(3, hands={0: ["Extremely Destructive Unicorn", "Basic Unicorn"]},
                           stables={1: ["Puppicorn"]}, plays=2)
    play(state, "Extremely Destructive Unicorn")
    act(state, "Extremely Destructive Unicorn")  # P0's sacrifice; P1 cannot sacrifice Puppicorn
    assert stable(state, 1) == ["Puppicorn"] and state.phase == "action"
