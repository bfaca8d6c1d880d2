"""The workload the build trains its profile-guided optimisation on (setup.py, `build_ext`).

3 Card Blind games on random decks from the card pool, seeded: proof searches in both move
orders, state-graph explorations and random playouts, each capped by states, so the profile
covers the engine and both solver methods. Deliberately not the solver benchmark's real
pairings (benchmarks/test_threecb_solver_speed.py): a profile fitted to them would flatter the
figures it is meant to improve.

It needs only NumPy and the freshly built kernels, for the build environment has no numba.
By hand: `python benchmarks/pgo_workload.py --pairings 10` (prints what it did).
"""
from __future__ import annotations

import argparse
import random
import sys
import time

PAIRINGS = 300
PROOF_STATES = 20_000             # per proof search (two per pairing: one per move order)
GRAPH_STATES = 5_000              # per graph exploration
RANDOM_GAMES = 20                 # per pairing
SEED = 2026


def random_decks(rng: random.Random, cards: list[str]) -> list[str]:
    return sorted(rng.choices(cards, k=3))


def run(pairings: int = PAIRINGS, seed: int = SEED) -> dict:
    """Plays the workload; returns its counts (states searched, graph states, random games)."""
    from core.threecb import ThreeCBGame
    from core.threecb.decks import DeckError
    from core.threecb.pool import CARD_IDS, supported_cards
    from fastcore import threecb as kernel
    from fastcore.solver import ProofSearch, explore_graph

    rng = random.Random(seed)
    cards = supported_cards()
    counts = {"pairings": 0, "proof_states": 0, "graph_states": 0, "random_games": 0}
    while counts["pairings"] < pairings:
        decks = (random_decks(rng, cards), random_decks(rng, cards))
        try:
            game = ThreeCBGame(decks, banlist="none")
        except DeckError:           # a legendary or otherwise restricted card twice
            continue
        state = game.new_initial_state(0)
        prover = ProofSearch(state, max_nodes=PROOF_STATES)
        for last_first in (False, True):
            counts["proof_states"] += prover.solve(state, last_first=last_first)["nodes"]
        counts["graph_states"] += int(explore_graph(state, max_states=GRAPH_STATES)["states"])
        ids = [tuple(CARD_IDS[name] for name in deck) for deck in decks]
        counts["random_games"] += kernel.play_random_games([ids], RANDOM_GAMES,
                                                           rng.getrandbits(32))["games"]
        counts["pairings"] += 1
    return counts


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairings", type=int, default=PAIRINGS,
                        help=f"random pairings to play (default {PAIRINGS})")
    parser.add_argument("--seed", type=int, default=SEED, help=f"deck seed (default {SEED})")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    counts = run(args.pairings, args.seed)
    print(", ".join(f"{key} {value:,}" for key, value in counts.items())
          + f"; {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
