"""Do the two exact methods agree? Random pairings of 3 Card Blind decks (TB-9).

    python benchmarks/threecb_method_agreement.py --pairings 300 --jobs 2
    python benchmarks/threecb_method_agreement.py --decks pool --pairings 300 --jobs 2

Draws random pairings (seeded) among the real decks of ../shared/data/threecb-metashape-dev.json
whose cards the engine supports (`--decks real`, the default) or among random decks of the
whole supported pool (`--decks pool`: each card drawn uniformly, repeats allowed, so cards
that real decks seldom bring together meet), and solves both games of each with retrograde
analysis of the state graph and with the alpha-beta proof search. Prints how many games both
methods solved, how many agree, and every disagreement (there must be none). Games where
either method hit its time limit are counted apart, never compared.

It also checks `auto`'s cut-off searches (search.solver.win_within_turn_caps, each game cut
off after 8, 16 and 32 turns): every win one finds must be the winner that each method
finds where that method finished.
"""
from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from benchmarks_support import supported_real_decks
from core.threecb import DeckError, ThreeCBGame
from core.threecb.pool import supported_cards


def solve_both(play, draw, seconds):
    from search.threecb import solve_game
    started = time.perf_counter()
    retro = solve_game(play, draw, banlist="none", method="retrograde", seconds=seconds)
    proof = solve_game(play, draw, banlist="none", method="alphabeta", seconds=seconds)
    return (play, draw, retro.winner, proof.winner, cut_off_winner(play, draw, seconds),
            time.perf_counter() - started)


def cut_off_winner(play, draw, seconds):
    """The winner ("play" or "draw") that a search of the game cut off after a few turns
    proves, or None (no win within the cuts, or out of time)."""
    import core
    from search import solver
    state = core.load_game("threecb", decks=(play, draw), banlist="none").new_initial_state(0)
    started = time.perf_counter()
    found = solver.win_within_turn_caps(state, 0, 8 * 2**30, started + seconds, started,
                                        lines=False)
    return {1: "play", -1: "draw", None: None}[found.value]


def random_pool_pairings(rng: random.Random, count: int) -> list[tuple[tuple[str, ...], ...]]:
    """`count` pairings of two decks of three cards drawn uniformly from the supported pool
    (with repeats: a deck may bring a card twice), skipping those the engine refuses as a
    game (ThreeCBGame raises DeckError)."""
    cards, pairings = supported_cards(), []
    while len(pairings) < count:
        pairing = tuple(tuple(sorted(rng.choices(cards, k=3))) for _ in range(2))
        try:
            ThreeCBGame(pairing, banlist="none")
        except DeckError:
            continue
        pairings.append(pairing)
    return pairings


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairings", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--time-limit", type=float, default=120.0, help="seconds per game")
    parser.add_argument("--decks", choices=("real", "pool"), default="real",
                        help="real: the league's supported decks (default); pool: random decks "
                             "of the whole supported pool")
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    if args.decks == "real":
        decks = supported_real_decks()
        pairs = [tuple(rng.sample(decks, 2)) for _ in range(args.pairings)]
        source = f"{len(decks)} real decks"
    else:
        pairs = random_pool_pairings(rng, args.pairings)
        source = f"random decks of the {len(supported_cards())}-card pool"
    games = [g for a, b in pairs for g in ((a, b), (b, a))]
    context = multiprocessing.get_context("spawn")
    agree, unsolved, disagreements = 0, 0, []
    cut_wins, cut_checked, cut_only = 0, 0, 0
    with ProcessPoolExecutor(args.jobs, mp_context=context) as pool:
        futures = [pool.submit(solve_both, play, draw, args.time_limit) for play, draw in games]
        for done, future in enumerate(futures, start=1):
            play, draw, retro, proof, cut, seconds = future.result()
            if retro is None or proof is None:
                unsolved += 1
            elif retro == proof:
                agree += 1
            else:
                disagreements.append((play, draw, f"retrograde {retro}, alpha-beta {proof}"))
            if cut is not None:
                cut_wins += 1
                others = [winner for winner in (retro, proof) if winner is not None]
                cut_checked += bool(others)
                cut_only += not others
                if any(winner != cut for winner in others):
                    disagreements.append((play, draw, f"retrograde {retro}, alpha-beta {proof}, "
                                                      f"cut off {cut}"))
            print(f"\r{done}/{len(games)} games", end="", file=sys.stderr)
    print(file=sys.stderr)
    compared = len(games) - unsolved
    print(f"{args.pairings} random pairings of {source}: {len(games)} games; "
          f"both methods solved {compared}, agreeing on {agree}; {unsolved} hit a time limit "
          f"({args.time_limit:.0f} s)")
    print(f"cut off after 8, 16 or 32 turns: {cut_wins} games won within a cut; "
          f"{cut_checked} of them solved by a method too (it must give the same winner), "
          f"{cut_only} by neither")
    for play, draw, what in disagreements:
        print(f"DISAGREE: {', '.join(play)} on the play vs {', '.join(draw)}: {what}")
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
