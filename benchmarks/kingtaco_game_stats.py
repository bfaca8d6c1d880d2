"""Random King Taco games per player count: mean length, turn-cap hits, seat win shares.

    python benchmarks/kingtaco_game_stats.py [--games 10000] [--seed 1]

Prints a Markdown table (the README's "Game length" table).
"""
import argparse
import time

from core import kingtaco  # noqa: F401  (installs the card table)
from fastcore import kingtaco as kernel


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000, help="games per player count")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"| players | games | mean actions | mean turns | turn-cap hits | seat 0 wins | time |")
    print("|---|---|---|---|---|---|---|")
    for n in range(2, 9):
        start = time.perf_counter()
        r = kernel.play_random_games(n, args.games, args.seed, check=True)
        seconds = time.perf_counter() - start
        if r["error"]:
            raise SystemExit(f"invariant error {r['error']} in game {r['error_game']}")
        print(f"| {n} | {r['games']} | {r['actions'] / r['games']:.1f} | "
              f"{r['turns'] / r['games']:.1f} | {r['capped']} ({r['capped'] / r['games']:.2%}) | "
              f"{r['wins'][0] / r['games']:.1%} | {seconds:.2f} s |")


if __name__ == "__main__":
    main()
