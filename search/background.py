"""A search run in a thread of its own, which the caller can cancel.

The compiled searches (fastcore.solver) release the GIL, so a search in a second thread runs
alongside the caller's on another core. A signal (Ctrl-C) reaches only the main thread, so a
search in another thread is stopped by cancelling it instead: its progress hook raises at the
search's next poll (about twice a second), and the search lets go.
"""
from __future__ import annotations

import threading

JOIN_POLL_SECONDS = 0.1
SEARCH_THREAD_STACK_BYTES = 96 << 20   # reserved address space; only what is used is memory
_STACK_SIZE_LOCK = threading.Lock()


class SearchCancelled(Exception):
    """Raised inside a cancelled search's thread to stop it."""


class BackgroundSearch:
    """search(*args, on_progress=hook, **kwargs) in a daemon thread (a program that exits does
    not wait for it). The hook passes progress on to `on_progress` and raises once the search
    is cancelled; result() waits for the search and returns its result or raises its error."""

    def __init__(self, search, *args, on_progress=None, **kwargs):
        self._cancelled = threading.Event()
        self._outcome = {}
        self._on_progress = on_progress
        self._thread = threading.Thread(target=self._run, args=(search, args, kwargs),
                                        name="cardtree-search", daemon=True)
        with _STACK_SIZE_LOCK:
            # The proof search recurses a ply at a time (search.solver): room for deep games.
            previous = threading.stack_size(SEARCH_THREAD_STACK_BYTES)
            try:
                self._thread.start()
            finally:
                threading.stack_size(previous)

    def _hook(self, *progress):
        if self._cancelled.is_set():
            raise SearchCancelled
        if self._on_progress is not None:
            self._on_progress(*progress)

    def _run(self, search, args, kwargs):
        try:
            self._outcome["result"] = search(*args, on_progress=self._hook, **kwargs)
        except BaseException as error:          # handed to the caller by result()
            self._outcome["error"] = error

    def result(self):
        # A signal may be delivered to the search's thread, and then only wakes the main
        # thread when it next runs Python: a join without a timeout would sleep through Ctrl-C.
        while self._thread.is_alive():
            self._thread.join(JOIN_POLL_SECONDS)
        if "error" in self._outcome:
            raise self._outcome["error"]
        return self._outcome["result"]

    def cancel(self) -> None:
        self._cancelled.set()
