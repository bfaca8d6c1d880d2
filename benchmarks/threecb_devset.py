"""The solver against real judged 3 Card Blind results (TB-10).

    python benchmarks/threecb_devset.py --jobs 2 --out threecb-devset-report.md

Reads ../shared/data/threecb-metashape-dev.json (a league's pairings, judged by hand: deck
A's points, 0-6), solves every pairing whose six cards the engine supports (both games,
exactly; games go through a resumable SQLite cache), and writes a Markdown report: coverage,
agreement with the judged points, and every disagreement with the solver's principal lines.
A game stopped by a limit is reported as unknown and left out of the agreement figure.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from core.threecb.decks import DeckError, check_deck, normalize
from search.threecb import POINTS
from search.threecb_metagame import CRASHED, solve_games

from benchmarks_support import DEV_DATA as DEFAULT_DATA
from threecb_devset_reviews import REVIEWS
from threecb_devset_spellings import SPELLINGS


def load_pairings(path) -> list[tuple[str, str, int]]:
    matchups = json.loads(Path(path).read_text())["matchups"]
    return [(*key.split(" vs "), points) for key, points in matchups.items()]


def review(a: tuple[str, ...], b: tuple[str, ...]) -> str:
    return REVIEWS.get(f"{', '.join(a)} vs {', '.join(b)}", "Not reviewed yet.")


def supported(deck_text: str):
    """The deck's canonical names (sorted) if every card is supported, else None. Names
    misspelled in the data are read through SPELLINGS."""
    names = [SPELLINGS.get(normalize(name), name) for name in deck_text.split("|")]
    try:
        return tuple(sorted(check_deck(names, "none")))
    except DeckError:
        return None


def misspelled(deck_text: str) -> bool:
    return any(normalize(name) in SPELLINGS for name in deck_text.split("|"))


def points_for_a(games, a, b) -> tuple[int | None, str | None, str | None]:
    first, second = games.get((a, b)), games.get((b, a))
    on_play = first.outcome_for(True) if first else None
    on_draw = second.outcome_for(False) if second else None
    if on_play is None or on_draw is None:
        return None, on_play, on_draw
    return POINTS[on_play] + POINTS[on_draw], on_play, on_draw


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default=str(DEFAULT_DATA), help="the league results (JSON)")
    parser.add_argument("--db", default="threecb-devset.sqlite", help="the solutions cache")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--time-limit", type=float, default=300.0, help="seconds per game")
    parser.add_argument("--out", default=None, help="write the Markdown report here")
    parser.add_argument("--method", choices=("alphabeta", "retrograde", "auto"),
                        default="alphabeta",
                        help="alpha-beta proof search (default; solves more pairings within a "
                             "time limit), retrograde analysis (shortest-win lines), or auto "
                             "(the proof search, a look for wins forced within a few turns, "
                             "then retrograde analysis where it only searches loops again)")
    parser.add_argument("--cached-only", action="store_true",
                        help="solve nothing: report what the cache holds (the rest as unknown)")
    parser.add_argument("--retry-unknown", action="store_true",
                        help="search again the games earlier runs with these limits left unknown")
    args = parser.parse_args(argv)
    pairings = load_pairings(args.data)
    usable, respelled = [], 0
    for a_text, b_text, judged in pairings:
        a, b = supported(a_text), supported(b_text)
        if a and b:
            usable.append((a, b, judged, review(a, b)))
            respelled += misspelled(a_text) or misspelled(b_text)
    solved = solve_games([g for a, b, _, _ in usable for g in ((a, b), (b, a))], args.db,
                         jobs=args.jobs, banlist="none", seconds=args.time_limit, progress=True,
                         cached_only=args.cached_only, method=args.method,
                         retry_unknown=args.retry_unknown)
    why = ("not solved within the limits of the runs that filled the cache" if args.cached_only
           else f"not solved within {args.time_limit:g} s per game")
    report = render(pairings, usable, solved.games, why, args.method, respelled)
    if args.out:
        Path(args.out).write_text(report)
    print(report)
    return 0


METHOD_NAMES = {"retrograde": "retrograde analysis of the whole state graph",
                "alphabeta": "alpha-beta proof search with a table of proven results",
                "auto": "alpha-beta proof search, wins forced within 8, 16 or 32 turns "
                        "where it had no answer after 500,000 states (and again, with larger "
                        "budgets, as it went on), then retrograde analysis "
                        "where the proof search stopped at the state limit searching the same "
                        "states again"}


def render(pairings, usable, games, why_unknown="a limit was hit", method="retrograde",
           respelled=0) -> str:
    rows, agree, unknown = [], 0, 0
    for a, b, judged, reviewed in usable:
        ours, on_play, on_draw = points_for_a(games, a, b)
        if ours is None:
            unknown += 1
        elif ours == judged:
            agree += 1
        rows.append((a, b, judged, ours, on_play, on_draw, reviewed))
    solved = len(usable) - unknown
    lines = [
        "# 3 Card Blind solver against judged league results",
        "",
        f"- Pairings in the data: {len(pairings)}",
        f"- Pairings whose six cards the engine supports (coverage): {len(usable)} "
        f"({len(usable) / len(pairings):.1%}; {respelled} of them with a card name misspelled in "
        "the data, read through benchmarks/threecb_devset_spellings.py)",
        f"- Solved exactly: {solved}; unknown ({why_unknown}): {unknown}",
        f"- Agreement with the judged points: {agree} of {solved}"
        + (f" ({agree / solved:.1%})" if solved else ""),
        f"- Solved by {METHOD_NAMES[method]}",
        "",
        "## Disagreements",
        "",
    ]
    for a, b, judged, ours, on_play, on_draw, reviewed in rows:
        if ours is None or ours == judged:
            continue
        lines.append(f"### {', '.join(a)} vs {', '.join(b)}")
        lines.append(f"Judged: A {judged} points. Solver: A {ours} (A on the play: {on_play}; "
                     f"on the draw: {on_draw}).\n")
        lines.append(f"Review: {reviewed}")
        for title, key in (("A on the play", (a, b)), ("B on the play", (b, a))):
            game = games[key]
            lines.append(f"\n{title} ({game.states:,} states):\n")
            lines += [f"    {text}" for text in game.line]
        lines.append("")
    if unknown:
        lines += ["## Unknown", ""]
        lines += [f"- {', '.join(a)} vs {', '.join(b)} (judged {judged}){_crashes(games, a, b)}"
                  for a, b, judged, ours, *_ in rows if ours is None]
    return "\n".join(lines) + "\n"


def _crashes(games, a, b) -> str:
    """Why a game of the pairing is unknown when it is not a limit: its solver process died."""
    found = [games[key].status for key in ((a, b), (b, a))
             if key in games and games[key].status.startswith(CRASHED)]
    return "".join(f"; {status}" for status in found)


if __name__ == "__main__":
    sys.exit(main())
