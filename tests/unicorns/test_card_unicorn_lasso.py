"""Unicorn Lasso: at the beginning of your turn you may STEAL a Unicorn card; at the end of your
turn, return it to the Stable from which you stole it."""
from uu_helpers import act, build_position, play, stable, yes


def test_unicorn_lasso_borrows_a_unicorn_for_one_turn():
    state = build_position(3, hands={0: ["Yay"]}, stables={0: ["Unicorn Lasso"], 2: ["Rhinocorn"]},
                           deck=["Neigh"] * 6, start="beginning_of_turn")
    yes(state)
    act(state, "Rhinocorn")
    assert stable(state, 0) == ["Rhinocorn", "Unicorn Lasso"]
    play(state, "Yay")                           # the turn ends
    assert stable(state, 2) == ["Rhinocorn"]
    assert stable(state, 0) == ["Unicorn Lasso", "Yay"]


def test_lassoed_unicorn_that_left_is_not_returned():
    state = build_position(3, hands={0: ["Two-for-one", "Yay"]}, stables={0: ["Unicorn Lasso"], 2: ["Rhinocorn"]},
                           deck=["Neigh"] * 6, start="beginning_of_turn")
    yes(state)
    act(state, "Rhinocorn")
    play(state, "Two-for-one")
    act(state, "Rhinocorn")                      # sacrificed; then nothing of P1/P2 to destroy
    assert "Rhinocorn" not in stable(state, 2)
