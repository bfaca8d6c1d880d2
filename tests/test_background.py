"""search.background: a search in a thread of its own, cancelled through its progress hook."""
import time

import pytest

from search.background import BackgroundSearch, SearchCancelled


def counting_search(limit, on_progress):
    """Reports 0, 1, 2, ... until `limit`, as a compiled search reports its states."""
    for states in range(limit):
        on_progress(states)
        time.sleep(0.001)
    return limit


def test_the_result_and_the_progress_come_through():
    seen = []
    search = BackgroundSearch(counting_search, 50, on_progress=seen.append)
    assert search.result() == 50
    assert seen == list(range(50))


def test_a_cancelled_search_stops_at_its_next_report():
    search = BackgroundSearch(counting_search, 10**9)
    search.cancel()
    with pytest.raises(SearchCancelled):
        search.result()


def test_the_search_error_reaches_the_caller():
    def failing(on_progress):
        raise MemoryError("out of memory")
    with pytest.raises(MemoryError, match="out of memory"):
        BackgroundSearch(failing).result()
