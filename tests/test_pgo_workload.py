"""The build's profile training workload (setup.py runs benchmarks/pgo_workload.py on the
instrumented kernels in the build environment, which has NumPy but not numba)."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WORKLOAD = ROOT / "benchmarks" / "pgo_workload.py"

RUN_WITHOUT_NUMBA = f"""
import runpy, sys
sys.modules["numba"] = None          # importing numba now raises ImportError
sys.argv = [{str(WORKLOAD)!r}, "--pairings", "4"]
runpy.run_path({str(WORKLOAD)!r}, run_name="__main__")
"""


def test_workload_runs_without_numba():
    run = subprocess.run([sys.executable, "-c", RUN_WITHOUT_NUMBA], cwd=ROOT,
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith("pairings 4, proof_states ")


def test_workload_exercises_every_kernel():
    sys.path.insert(0, str(WORKLOAD.parent))
    try:
        import pgo_workload
    finally:
        sys.path.remove(str(WORKLOAD.parent))
    counts = pgo_workload.run(pairings=4, seed=7)
    assert counts["pairings"] == 4
    assert counts["proof_states"] > 0 and counts["graph_states"] > 0
    assert counts["random_games"] == 4 * pgo_workload.RANDOM_GAMES
    assert counts == pgo_workload.run(pairings=4, seed=7)          # seeded: the same work
