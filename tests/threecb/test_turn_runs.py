"""A run of the engine that crosses the start of a turn keeps where it ended; a later run that
reaches the very same turn start goes straight there (fastcore/threecb_turn_runs.pxi). The
memo must change no result: every state of a game, turn counter included, is the same with
the memo as without it, and so is a proof search. Games with a turn limit (random play's) do
without it."""

from fastcore import threecb

from test_quiet_windows import QUIET_DECKS
from threecb_helpers import (act, capped_proof_search, compare_games_with_memo, memo_setting,
                             new_game, options, random_game_record)

MOVES_WITHOUT_TURN_LIMIT = 400   # random play with no turn limit may walk a loop for ever


def test_every_state_of_a_game_is_the_same_with_or_without_the_memo():
    taken_before, _ = threecb.turn_run_counts()
    states = compare_games_with_memo(threecb.remember_turn_runs, QUIET_DECKS, range(30),
                                     max_moves=MOVES_WITHOUT_TURN_LIMIT)
    taken, _ = threecb.turn_run_counts()
    assert states >= 2000
    assert taken - taken_before >= 100        # the games did go straight to kept ends


def test_a_game_with_a_turn_limit_does_without_the_memo():
    counts_before = threecb.turn_run_counts()
    for seed in range(5):
        with memo_setting(threecb.remember_turn_runs, True):
            random_game_record(*QUIET_DECKS[0], seed, turn_limit=30)
    assert threecb.turn_run_counts() == counts_before


def proof_search(on: bool, deck_a: str, deck_b: str, last_first: bool) -> dict:
    with memo_setting(threecb.remember_turn_runs, on):
        return capped_proof_search(deck_a, deck_b, last_first)


def test_a_proof_search_is_the_same_with_or_without_the_memo():
    taken_before, _ = threecb.turn_run_counts()
    for deck_a, deck_b in QUIET_DECKS[:2]:
        for last_first in (True, False):
            remembered = proof_search(True, deck_a, deck_b, last_first)
            assert remembered == proof_search(False, deck_a, deck_b, last_first)
            assert remembered["stored"] > 10_000
    taken, _ = threecb.turn_run_counts()
    assert taken - taken_before > 1_000


def test_a_kept_end_carries_the_turn_counter_forward():
    """The same turn start reached on a later turn (no turn limit): the kept end is taken, and
    it differs from the run that kept it by the turn counter alone."""
    state = new_game("Mountain, Goblin Guide, Lightning Bolt", "Swamp, Dark Ritual, Rotting Regisaur")
    assert state.decision == "priority" and state.current_player() == 0
    first, later = state.clone(), state.clone()
    later.fields["turn_number"] += 5
    with memo_setting(threecb.remember_turn_runs, True):
        act(first, "pass priority")                 # to main 2
        act(first, "pass priority")                 # on to P1's turn: Swamp to play
        act(later, "pass priority")
        taken_before, _ = threecb.turn_run_counts()
        act(later, "pass priority")
        taken, _ = threecb.turn_run_counts()
    assert taken == taken_before + 1
    assert int(first.fields["turn_number"]) == 2
    assert int(later.fields["turn_number"]) == 7
    later.fields["turn_number"] = 2
    assert later.buffer.tobytes() == first.buffer.tobytes()
    assert later.legal_actions() == first.legal_actions()
    assert first.current_player() == 1 and "play Swamp" in options(first)


def test_a_run_that_ends_in_a_draw_by_repetition_is_not_kept():
    """Where a run stops in a loop depends on the turn start its loop watch began at (TB-4),
    not on the turn start alone, so such an end is not kept."""
    state = new_game("Forest, Emrakul, the Aeons Torn, Rotting Regisaur",
                     "Rotting Regisaur, Emrakul, the Aeons Torn, Hexdrinker")
    with memo_setting(threecb.remember_turn_runs, True):
        _, kept_before = threecb.turn_run_counts()
        act(state, "play Forest")                   # then nobody can ever do anything again
        _, kept = threecb.turn_run_counts()
    assert state.is_terminal() and state.returns() == [0.0, 0.0]
    assert kept == kept_before


def test_the_memo_is_on_by_default():
    was_on = threecb.remember_turn_runs(True)
    threecb.remember_turn_runs(was_on)
    assert was_on
