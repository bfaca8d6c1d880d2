"""A fingerprint of what the 3 Card Blind engine and solver do, for speed work that must change
nothing: two builds whose fingerprints are equal searched the same states in the same order.

    python benchmarks/threecb_fingerprint.py before.json      # on the old build
    python benchmarks/threecb_fingerprint.py after.json       # on the new one
    cmp before.json after.json                                # no output: the same

It records the value, status, states, positions and a digest of the principal line of both
games of every pairing of the solver benchmark (alpha-beta with lines, capped at 1,000,000
states a game, or 300,000 with --quick), the states and edges of five state-graph explorations,
200 capped proof searches of seeded random pool pairings (60 with --quick), and the counts of
4,000 random games on those pairings with their invariants checked after every action. About
a minute. Hash values are not recorded: a change to the hash function keeps the fingerprint
unless it changes what the solver finds.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import time
from pathlib import Path

import core
from core.threecb.decks import DeckError
from core.threecb.pool import CARD_IDS, supported_cards
from fastcore import threecb as kernel
from fastcore.solver import explore_graph
from search.solver import solve

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_threecb_solver_speed import SOLVER_PAIRINGS  # noqa: E402

GRAPH_PAIRINGS = (0, 2, 6, 9, 10)


def initial_state(deck_a, deck_b):
    return core.load_game("threecb", decks=(deck_a, deck_b), banlist="none").new_initial_state(0)


def line_digest(line) -> str:
    return hashlib.md5(str(list(line)).encode()).hexdigest()[:10]


def benchmark_games(cap: int) -> dict:
    found = {}
    for i, (a, b) in enumerate(SOLVER_PAIRINGS):
        for order, decks in enumerate(((a, b), (b, a))):
            r = solve(initial_state(*decks), method="alphabeta", max_states=cap, lines=True)
            found[f"ab {i} {order}"] = [r.value, r.status, r.states, r.positions,
                                        line_digest(r.line)]
    return found


def graphs() -> dict:
    found = {}
    for i in GRAPH_PAIRINGS:
        g = explore_graph(initial_state(*SOLVER_PAIRINGS[i]), max_states=200_000)
        found[f"graph {i}"] = [int(g["states"]), int(g["edges"]), g["status"]]
    return found


def pool_searches(count: int) -> tuple[dict, list]:
    rng, cards, found, pairs = random.Random(30), supported_cards(), {}, []
    while len(pairs) < count:
        decks = tuple(tuple(sorted(rng.choices(cards, k=3))) for _ in range(2))
        try:
            state = initial_state(*decks)
        except DeckError:
            continue
        r = solve(state, method="alphabeta", max_states=20_000, lines=False)
        found[f"pool {len(pairs)}"] = [decks, r.value, r.status, r.states, r.positions]
        pairs.append([tuple(CARD_IDS[c] for c in deck) for deck in decks])
    return found, pairs


def random_games(pairs) -> dict:
    counts = kernel.play_random_games(pairs, 4000, 12345, check=True)
    return {"random": {k: (int(v) if not isinstance(v, (list, tuple)) else str(v))
                       for k, v in counts.items()}}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", help="JSON file to write")
    parser.add_argument("--quick", action="store_true", help="smaller caps (about 20 s)")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    found = benchmark_games(300_000 if args.quick else 1_000_000)
    found.update(graphs())
    pool, pairs = pool_searches(60 if args.quick else 200)
    found.update(pool)
    found.update(random_games(pairs))
    Path(args.out).write_text(json.dumps(found, indent=0, sort_keys=True))
    print(f"{args.out}: {len(found)} entries in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
