"""The play print (tcb_play_print): the proof search keeps a state's successor list by it, so
equal prints must mean the same play, object slots and all. The turn counter plays no part
in a game without a turn limit (TB-4), so a position met again on a later turn keeps its print
and the search reuses the list it made on the earlier turn."""
from fastcore import threecb

from threecb_helpers import new_game

# Manlands and Rishadan Port: passing every decision loops back within two turns.
LOOPING_DECKS = ("Inkmoth Nexus, Luminarch Aspirant, Mox Pearl",
                 "Mox Pearl, Rishadan Port, Thalia, Guardian of Thraben")


def position_key(state):
    """The canonical hash of the position, whatever the turn: under a turn limit the hash
    itself tells turns apart, so it is taken as if there were none."""
    unlimited = state.clone()
    unlimited.fields["turn_limit"] = 0
    return unlimited.canonical_hash()


def first_repetition(turn_limit=None):
    """Plays the first legal action (passing) until a position comes back on a later turn:
    its (turn, print) then and now. Also returns every (position key, print) seen."""
    state = new_game(*LOOPING_DECKS, turn_limit=turn_limit)
    seen = {}
    for _ in range(300):
        key, turn = position_key(state), int(state.fields["turn_number"])
        if key in seen and seen[key][0] != turn:
            return seen[key], (turn, threecb.play_print(state)), seen
        seen[key] = (turn, threecb.play_print(state))
        state.apply_action(state.legal_actions()[0])
    raise AssertionError("no position came back")


def test_a_position_met_again_on_a_later_turn_keeps_its_print():
    (turn_then, print_then), (turn_now, print_now), _ = first_repetition()
    assert turn_now > turn_then
    assert print_now == print_then


def test_under_a_turn_limit_the_turn_counter_is_part_of_the_print():
    (turn_then, print_then), (turn_now, print_now), _ = first_repetition(turn_limit=40)
    assert turn_now > turn_then
    assert print_now != print_then


def test_positions_that_play_differently_have_different_prints():
    _, _, seen = first_repetition()
    prints = [p for _, p in seen.values()]
    assert len(seen) > 3
    assert len(set(prints)) == len(prints)
