"""The engine's memos come in banks: the thread that imported the engine uses one, every other
thread another (fastcore/threecb_memo_lock.pxi), so two games solved at once neither wait for
nor overwrite each other's memos. A search is the same in any thread."""
import threading

from fastcore import threecb

from test_quiet_windows import QUIET_DECKS
from threecb_helpers import capped_proof_search

DECKS = QUIET_DECKS[0]


def in_a_thread(function, *args):
    """function(*args) run in a new thread; its result and the turn runs taken meanwhile."""
    outcome = {}

    def run():
        before, _ = threecb.turn_run_counts()
        outcome["result"] = function(*args)
        outcome["taken"] = threecb.turn_run_counts()[0] - before
    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    return outcome["result"], outcome["taken"]


def taken_by(function, *args):
    before, _ = threecb.turn_run_counts()
    result = function(*args)
    return result, threecb.turn_run_counts()[0] - before


def test_another_thread_starts_from_memos_of_its_own():
    """From empty memos, the main thread's search fills its bank; the same search in another
    thread then takes exactly as many kept ends as the main thread's did from empty (it does
    not read the main thread's), and gives the same result."""
    threecb.remember_turn_runs(True)                  # empties every bank
    first, taken_cold = taken_by(capped_proof_search, *DECKS, True)
    again, taken_warm = taken_by(capped_proof_search, *DECKS, True)
    threaded, taken_in_thread = in_a_thread(capped_proof_search, *DECKS, True)
    assert first == again == threaded
    assert taken_warm > taken_cold > 100              # the main bank was warm the second time
    assert taken_in_thread == taken_cold


def test_two_searches_at_once_are_the_searches_made_one_at_a_time():
    alone = [capped_proof_search(*decks, True) for decks in QUIET_DECKS[:2]]
    outcome = {}
    thread = threading.Thread(
        target=lambda: outcome.setdefault("second", capped_proof_search(*QUIET_DECKS[1], True)))
    thread.start()
    first = capped_proof_search(*QUIET_DECKS[0], True)
    thread.join()
    assert [first, outcome["second"]] == alone
