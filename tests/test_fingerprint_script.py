"""benchmarks/threecb_fingerprint.py records what the engine and solver do, so that a speed
change can be shown to change nothing: the same build must give the same fingerprint, and a
different search a different one."""
import importlib.util
from pathlib import Path

from fastcore import threecb

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"


def load_script(monkeypatch):
    monkeypatch.syspath_prepend(str(BENCHMARKS))      # it imports the solver benchmark's list
    spec = importlib.util.spec_from_file_location(
        "threecb_fingerprint", BENCHMARKS / "threecb_fingerprint.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def small_fingerprint(script) -> dict:
    found = script.benchmark_games(2_000)
    pool, pairs = script.pool_searches(4)
    found.update(pool)
    found.update(script.random_games(pairs))
    return found


def test_the_same_build_gives_the_same_fingerprint(monkeypatch):
    script = load_script(monkeypatch)
    first = small_fingerprint(script)
    assert len(first) == 2 * len(script.SOLVER_PAIRINGS) + 4 + 1
    assert first == small_fingerprint(script)


def test_another_search_gives_another_fingerprint(monkeypatch):
    """Without the turn-run memo the proof searches are the same but for their speed, so the
    fingerprint stays; with a larger cap the searches reach other states, and it moves."""
    script = load_script(monkeypatch)
    before = script.benchmark_games(2_000)
    was_on = threecb.remember_turn_runs(False)
    try:
        assert script.benchmark_games(2_000) == before
    finally:
        threecb.remember_turn_runs(was_on)
    assert script.benchmark_games(3_000) != before
