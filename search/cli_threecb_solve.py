"""`cardtree 3cb solve` and `cardtree 3cb metagame`: exact 3 Card Blind results.

    cardtree 3cb solve "Swamp, Dark Ritual, Rotting Regisaur" "Mishra's Factory, Mox Pearl, Karakas"
    cardtree 3cb metagame decks.txt --jobs 2 --db meta.sqlite --out standings.csv --plot matrix.png
"""
from __future__ import annotations

import re
import sys
import threading
import time

_SIZES = {"": 1, "K": 2**10, "M": 2**20, "G": 2**30}
# search.solver.METHODS, default first, written out so that parsing the command line does not
# import numba (a test keeps the two equal).
METHOD_CHOICES = ("auto", "alphabeta", "retrograde")
METHOD_HELP = ("auto (default): the alpha-beta proof search; after 500,000 states without an "
               "answer, a look for a win forced within 8, 16 or 32 turns (a proof search of the "
               "game cut off there: a win found is a win, a draw there decides nothing), and "
               "again, with 4 times the budget, each time the states the proof search had not "
               "searched before grow 4 times; then retrograde analysis if it stops at the state "
               "limit having mostly searched the same states again (games that loop); "
               "alphabeta: the proof search alone (fast on most pairings); retrograde: backward "
               "induction over the whole state graph (slower; its lines are optimal).")


def add_solve_commands(sub) -> None:
    solve = sub.add_parser(
        "solve", help="solve a pairing exactly: both games, points, principal lines",
        description=("Solves both games of a pairing exactly (each deck on the play once), by a "
                     "proof search, by backward induction over the whole state graph, or by "
                     "the first then the second where the game loops (default): loops are "
                     "draws and no turn cap decides anything. Prints win, draw or loss for "
                     "deck A, the pairing's points (3 a win, 1 a draw), each game's principal "
                     "line, the states explored, the time and the method that answered. A game "
                     "stopped by a limit is reported as unknown, never guessed."))
    solve.add_argument("deck_a", help='deck A, e.g. "Swamp, Dark Ritual, Rotting Regisaur"')
    solve.add_argument("deck_b", help="deck B")
    solve.add_argument("--method", choices=METHOD_CHOICES, default="auto",
                       help=METHOD_HELP + " Lines take the quickest win and the longest "
                            "resistance, counted in turns")
    solve.add_argument("--no-lines", action="store_true", help="skip the principal lines (faster: only the results)")
    solve.add_argument("--jobs", type=int, default=1, choices=(1, 2),
                       help="2: solve the two games at once, in two threads (1.3 to 1.8 times as "
                            "fast on two cores; the limits hold for each game, so the memory "
                            "used can double); default 1")
    _add_limits(solve)
    _add_banlist(solve)
    solve.set_defaults(run=run_solve)

    metagame = sub.add_parser(
        "metagame", help="solve every pairing of a list of decks; standings and a matrix",
        description=("Reads one deck per line ('#' starts a comment), solves every pairing "
                     "(both orders) with a progress bar, and stores each game in an SQLite "
                     "cache as it is solved: a re-run, or a killed run started again, solves "
                     "nothing twice (a game a limit stopped is tried again only with a larger "
                     "limit or --retry-unknown). Prints and writes the standings (points, wins, draws, "
                     "losses) and draws the N x N matrix of points."))
    metagame.add_argument("decks", help="a text file: one deck per line, e.g. \"A, B, C\"")
    metagame.add_argument("--db", default="threecb-solutions.sqlite",
                          help="the solutions cache (default threecb-solutions.sqlite)")
    metagame.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    metagame.add_argument("--out", default=None, help="write the standings here (CSV)")
    metagame.add_argument("--plot", default=None, help="draw the matrix here (PNG, SVG or PDF)")
    metagame.add_argument("--method", choices=METHOD_CHOICES, default="auto",
                          help=METHOD_HELP + " Every method stores lines")
    metagame.add_argument("--no-lines", action="store_true",
                          help="solve without the principal lines (faster; the standings and "
                               "the matrix do not need them); a later run with lines solves "
                               "those games again")
    metagame.add_argument("--retry-unknown", action="store_true",
                          help="search again the games that earlier runs with these limits or "
                               "larger ones left unknown (by default they are taken as unknown "
                               "from the cache; a larger limit tries them anyway)")
    _add_limits(metagame)
    _add_banlist(metagame)
    metagame.set_defaults(run=run_metagame)


def _add_limits(parser) -> None:
    parser.add_argument("--max-states", type=int, default=50_000_000,
                        help="state limit per game and method: auto may search up to "
                             "twice as many, the proof search's and then the graph's, and "
                             "up to twice as many again looking for quick wins (default "
                             "50,000,000)")
    parser.add_argument("--max-memory", default="6G",
                        help="memory limit per game, e.g. 800M or 6G (default 6G)")
    parser.add_argument("--time-limit", type=float, default=None,
                        help="seconds per game (default: none)")


def _add_banlist(parser) -> None:
    parser.add_argument("--banlist", default="none",
                        help="'none' (default: every supported card), 'default' (the "
                             "3cardblind.com list shipped with cardtree) or a file")


def _limits(args) -> dict:
    from search.cli import UsageError
    match = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([KMG]?)B?\s*", str(args.max_memory).upper())
    if not match:
        raise UsageError(f"--max-memory must look like 800M or 6G, got {args.max_memory!r}")
    if args.max_states < 1:
        raise UsageError(f"--max-states must be positive, got {args.max_states}")
    if args.time_limit is not None and not args.time_limit > 0:
        raise UsageError(f"--time-limit must be positive, got {args.time_limit}")
    return {"max_states": args.max_states,
            "max_bytes": int(float(match.group(1)) * _SIZES[match.group(2)]),
            "seconds": args.time_limit}


def run_solve(args) -> int:
    from core.threecb.decks import DeckError
    from search.cli import UsageError
    from search.threecb import describe, solve_3cb
    limits = _limits(args)
    try:
        result = solve_3cb(args.deck_a, args.deck_b, banlist=args.banlist, method=args.method,
                           lines=not args.no_lines, on_progress=_progress_reporter(),
                           jobs=args.jobs, **limits)
    except DeckError as error:
        raise UsageError(f"deck not legal: {error}") from None
    finally:
        _clear_progress()
    _note_banned(result.deck_a, result.deck_b)
    print(describe(result))
    return 0


PROGRESS_AFTER_SECONDS = 2.0        # a solve shorter than this prints no progress


def _progress_reporter():
    """On a terminal: a callback that keeps one stderr line up to date with the states
    searched, once a solve has taken PROGRESS_AFTER_SECONDS; None elsewhere."""
    if not sys.stderr.isatty():
        return None
    started = time.perf_counter()
    searched = {}                     # game -> states so far; both games report at once with --jobs 2
    printing = threading.Lock()

    def report(game, states):
        elapsed = time.perf_counter() - started
        searched[game] = states
        if elapsed >= PROGRESS_AFTER_SECONDS:
            games = ", ".join(f"game {g + 1} ({'A' if g == 0 else 'B'} on the play) "
                              f"{n:,} states" for g, n in sorted(searched.items()))
            with printing:
                print(f"\rsolving {games}, {elapsed:.0f} s \033[K", end="", file=sys.stderr,
                      flush=True)
    return report


def _clear_progress() -> None:
    if sys.stderr.isatty():
        print("\r\033[K", end="", file=sys.stderr, flush=True)


def run_metagame(args) -> int:
    from core.threecb.decks import DeckError
    from search.cli import UsageError
    from search.results import ResultsError
    from search.threecb_metagame import plot_matrix, read_decks, run_metagame, write_standings
    limits = _limits(args)
    if args.jobs < 1:
        raise UsageError(f"--jobs must be at least 1, got {args.jobs}")
    if args.plot and not args.plot.lower().endswith((".png", ".svg", ".pdf")):
        raise UsageError(f"--plot must end in .png, .svg or .pdf, got {args.plot}")
    try:
        decks = read_decks(args.decks, args.banlist)
        run = run_metagame(decks, args.db, jobs=args.jobs, banlist=args.banlist,
                           progress=True, method=args.method, lines=not args.no_lines,
                           retry_unknown=args.retry_unknown, **limits)
    except (DeckError, ResultsError) as error:
        raise UsageError(str(error)) from None
    print(f"{len(decks)} decks, {len(run.games)} games: {run.solved_now} solved now, "
          f"{run.cached} from {args.db}")
    if run.unknown_cached:
        print(f"{run.unknown_cached} of those are unknown: earlier runs with these limits or larger "
              "ones did not solve them (--retry-unknown tries them again)")
    print(f"{'rank':>4}  {'points':>6}  {'W':>3} {'D':>3} {'L':>3} {'?':>3}  deck")
    for rank, row in enumerate(run.standings(), start=1):
        print(f"{rank:>4}  {row['points']:>6}  {row['wins']:>3} {row['draws']:>3} "
              f"{row['losses']:>3} {row['unknown']:>3}  {row['deck']}")
    _report_crashes(run)
    if args.out:
        write_standings(run, args.out)
        print(f"standings written to {args.out}")
    if args.plot:
        plot_matrix(run, args.plot)
        print(f"matrix drawn in {args.plot}")
    return 0


def _report_crashes(run) -> None:
    from search.threecb_metagame import CRASHED
    for game in run.games.values():
        if game.status.startswith(CRASHED):
            print(f"not solved: {', '.join(game.on_play)} on the play against "
                  f"{', '.join(game.on_draw)}: {game.status}; a re-run tries it again",
                  file=sys.stderr)


def _note_banned(*decks) -> None:
    from core.threecb.decks import load_banlist, normalize
    banned = load_banlist("default")
    names = [name for deck in decks for name in deck if normalize(name) in banned]
    if names:
        print(f"note: banned on the 3cardblind.com list: {', '.join(dict.fromkeys(names))} "
              "(`--banlist default` refuses them)", file=sys.stderr)
