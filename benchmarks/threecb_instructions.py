"""Instructions the 3 Card Blind proof search spends per state, counted by valgrind's callgrind.

    python benchmarks/threecb_instructions.py                 # Forge/Rack, states 100k-300k
    python benchmarks/threecb_instructions.py --pairing 14 --from 100000 --to 300000

Wall-clock time on a shared machine moves by 10-20% from run to run; instruction counts do
not move at all for the same build, so they show what a change to the engine or the solver
saves. The script runs a capped alpha-beta search (no lines) of the first game of a pairing
of the solver benchmark (benchmarks/test_threecb_solver_speed.py) under callgrind twice, to
--from and to --to states, and divides the difference by the states between: start-up
(imports, tables) cancels. Cache misses are not counted, so a change that moves memory
traffic needs a timing too. Two runs of the same build agree to a few thousand instructions.
Another build is measured by putting it first: `PYTHONPATH=/path/to/checkout python ...`.
Needs valgrind; about a minute and a half per pairing.
"""
from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

SEARCH = """
import sys
sys.path.insert(0, {benchmarks!r})
import core
from search.solver import solve
from test_threecb_solver_speed import SOLVER_PAIRINGS
state = core.load_game("threecb", decks=SOLVER_PAIRINGS[{pairing}], banlist="none").new_initial_state(0)
solve(state, method="alphabeta", max_states={states}, lines=False)
"""


def instructions(pairing: int, states: int) -> int:
    code = SEARCH.format(benchmarks=str(Path(__file__).resolve().parent), pairing=pairing,
                         states=states)
    # callgrind counts every thread: OpenBLAS's idle workers (NumPy's) spin for as long as the
    # run takes, so they are kept from starting; and a fixed string hash seed makes Python's
    # own work (imports, dictionaries) repeat exactly. Run outside the checkout, so that
    # PYTHONPATH picks the build (python -c looks in the working directory first).
    run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                          sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=tempfile.gettempdir(),
                         env=dict(os.environ, PYTHONHASHSEED="0", OPENBLAS_NUM_THREADS="1"))
    found = re.search(r"refs:\s+([\d,]+)", run.stderr)
    if run.returncode != 0 or not found:
        raise SystemExit(f"callgrind failed ({run.returncode}):\n{run.stderr[-2000:]}")
    return int(found.group(1).replace(",", ""))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairing", type=int, default=5,
                        help="index in SOLVER_PAIRINGS (5: Forge/Rack, 14: the Vault mirror)")
    parser.add_argument("--from", dest="first", type=int, default=100_000)
    parser.add_argument("--to", dest="last", type=int, default=300_000)
    args = parser.parse_args(argv)
    if not 0 < args.first < args.last:
        parser.error("need 0 < --from < --to")
    low, high = instructions(args.pairing, args.first), instructions(args.pairing, args.last)
    print(f"pairing {args.pairing}: {(high - low) / (args.last - args.first):,.0f} instructions "
          f"a state between states {args.first:,} and {args.last:,} "
          f"({low:,} and {high:,} in all)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
