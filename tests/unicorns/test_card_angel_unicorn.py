"""Angel Unicorn: at the beginning of your turn you may SACRIFICE this card; if you do, bring a
Unicorn card from the discard pile into your Stable."""
from uu_helpers import act, build_position, discard_pile, no, stable, yes


def test_angel_unicorn_trades_itself_for_a_unicorn_from_the_discard_pile():
    state = build_position(3, stables={0: ["Angel Unicorn"]}, discard=["Rhinocorn", "Yay"],
                           start="beginning_of_turn")
    yes(state)
    assert state.phase == "discard_pile"
    choices = sorted(state.action_to_string(a) for a in state.legal_actions())
    assert choices == ["Angel Unicorn: bring Angel Unicorn from the discard pile",
                       "Angel Unicorn: bring Rhinocorn from the discard pile"]
    act(state, "Rhinocorn")
    assert stable(state, 0) == ["Rhinocorn"]
    assert discard_pile(state) == ["Angel Unicorn", "Yay"]


def test_angel_unicorn_declined_stays():
    state = build_position(3, stables={0: ["Angel Unicorn"]}, discard=["Rhinocorn"],
                           start="beginning_of_turn")
    no(state)
    assert stable(state, 0) == ["Angel Unicorn"] and state.phase == "action"
