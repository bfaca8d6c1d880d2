"""3 Card Blind metagames: every pairing of a list of decks, solved exactly and cached.

    decks = read_decks("decks.txt")            # one deck per line: "A, B, C" (or A | B | C)
    run = run_metagame(decks, "meta.sqlite", jobs=2)
    write_standings(run, "standings.csv"); plot_matrix(run, "matrix.png")

Every game (a deck on the play against a deck on the draw) is solved once and stored in an
SQLite cache keyed by (deck on the play, deck on the draw, engine version, banlist) the moment
it is solved, so a re-run, or a run of another metagame sharing decks, solves nothing twice
and a killed run loses no finished game. A metagame is a round robin of all pairings (TB-5).

A game stopped by a limit is stored apart, with the method and the limits it had: a re-run
whose limits are no larger (the same method; states, memory and seconds each at most those)
takes it as unknown without searching it again, and a re-run with a larger limit, or with
retry_unknown=True (`--retry-unknown`), tries it again. Time limits depend on the machine's
speed, and a faster engine may solve what an older one could not: retry after either.

With several jobs, a worker process that dies does not end the run: the games it may have
been solving are solved again one at a time, each in a process of its own; a game whose
process dies again is reported as crashed (status "crashed: ...") and, being unknown, is not
cached. Workers end when the run's process does, however it is killed.

With lines=False (`--no-lines`) games are solved without their principal lines, which the
standings do not need and which can cost as much again as the result. Such a game is stored
with its line marked as not computed; a later run that wants lines solves it again.
"""
from __future__ import annotations

import csv
import json
import multiprocessing
import os
import signal
import sqlite3
import sys
import threading
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from pathlib import Path

from core.threecb.decks import DeckError, check_deck
from search.results import _read_meta, _refusals
from search.threecb import (DEFAULT_MAX_BYTES, DEFAULT_MAX_STATES, POINTS, GameSolution,
                            solve_game)
from search.tournament import cardtree_version

FORMAT = "cardtree-3cb-solutions"
SCHEMA_VERSION = "1"
_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS games (
    play         TEXT NOT NULL,       -- the deck on the play: its names sorted, joined by |
    draw         TEXT NOT NULL,
    engine       TEXT NOT NULL,       -- the cardtree version and rules revision that solved it
    banlist      TEXT NOT NULL,
    winner       TEXT NOT NULL,       -- play, draw or none
    states       INTEGER NOT NULL,
    seconds      REAL NOT NULL,
    actions      TEXT NOT NULL,       -- JSON: the principal line as actions (null: not computed)
    line         TEXT NOT NULL,       -- JSON: the principal line as text (null: not computed)
    ends_in_loop INTEGER NOT NULL,
    UNIQUE (play, draw, engine, banlist)
);
"""
# Games a limit stopped (created in databases of either schema; older cardtree ignores it).
_UNSOLVED_SCHEMA = """
CREATE TABLE IF NOT EXISTS unsolved (
    play         TEXT NOT NULL,
    draw         TEXT NOT NULL,
    engine       TEXT NOT NULL,
    banlist      TEXT NOT NULL,
    method       TEXT NOT NULL,
    max_states   INTEGER,             -- the limits the search had; NULL: none
    max_bytes    INTEGER,
    seconds      REAL,
    status       TEXT NOT NULL,       -- the limit that stopped it
    states       INTEGER NOT NULL,
    spent        REAL NOT NULL,       -- seconds spent
    UNIQUE (play, draw, engine, banlist, method)
)
"""


def engine_key() -> str:
    """What solved a cached game: the cardtree version and the 3CB rules revision (a game
    solved under other rules is solved again)."""
    from core.threecb import RULES_REVISION
    return f"{cardtree_version()} rules {RULES_REVISION}"


def deck_key(deck) -> str:
    return " | ".join(sorted(deck))


def banlist_key(banlist) -> str:
    """What a banlist bans, as a short stable key: 'none', or a digest of the banned names
    (so that a file whose contents change is a different banlist)."""
    import hashlib
    from core.threecb.decks import load_banlist
    names = sorted(load_banlist(banlist))
    if not names:
        return "none"
    return "sha1:" + hashlib.sha1("\n".join(names).encode()).hexdigest()[:16]


def read_decks(path, banlist="default") -> list[tuple[str, ...]]:
    """The decks of a file, one per line ('#' starts a comment); DeckError names a bad line."""
    path = Path(path)
    try:
        text = path.read_text("utf-8")
    except OSError as error:
        raise DeckError(f"cannot read {path}: {error.strerror}") from None
    decks = []
    for number, line in enumerate(text.splitlines(), start=1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        try:
            decks.append(tuple(sorted(check_deck(line, banlist))))
        except DeckError as error:
            raise DeckError(f"{path}, line {number}: {error}") from None
    if len(decks) < 2:
        raise DeckError(f"{path} holds {len(decks)} deck{'s' * (len(decks) != 1)}; a metagame "
                        "needs at least 2")
    return decks


class SolutionCache:
    """The SQLite cache of solved games (see the module doc)."""

    def __init__(self, path):
        self.path = Path(path)
        with _refusals(self.path) as connection:
            meta = _read_meta(connection, self.path, FORMAT, SCHEMA_VERSION, "3CB solutions")
            if meta is None:
                self._create(connection)
            connection.execute(_UNSOLVED_SCHEMA)
        connection.execute("PRAGMA journal_mode=WAL")
        connection.execute("PRAGMA synchronous=NORMAL")
        self._connection = connection

    def _create(self, connection) -> None:
        connection.execute("BEGIN IMMEDIATE")
        for statement in _SCHEMA.split(";"):
            if statement.strip():
                connection.execute(statement)
        if not connection.execute("SELECT 1 FROM meta").fetchone():
            connection.executemany("INSERT INTO meta VALUES (?, ?)",
                                   [("format", FORMAT), ("schema", SCHEMA_VERSION)])
        connection.execute("COMMIT")

    def get(self, play, draw, engine: str, banlist: str,
            lines: bool = True) -> GameSolution | None:
        """The stored game, or None; with `lines`, None also when it was stored without them."""
        row = self._connection.execute(
            "SELECT winner, states, seconds, actions, line, ends_in_loop FROM games "
            "WHERE play = ? AND draw = ? AND engine = ? AND banlist = ?",
            (deck_key(play), deck_key(draw), engine, banlist)).fetchone()
        if row is None:
            return None
        winner, states, seconds, actions, line, loop = row
        actions, line = json.loads(actions), json.loads(line)
        if line is None and lines:
            return None
        return GameSolution(tuple(sorted(play)), tuple(sorted(draw)), winner, "complete",
                            states, seconds, actions or [], line or [], bool(loop))

    def add(self, solution: GameSolution, engine: str, banlist: str, lines: bool = True) -> None:
        """Stores a solved game in its own committed transaction (unsolved ones: add_unsolved).
        A game with its lines replaces one stored without them; nothing else is replaced."""
        if solution.winner is None:
            return
        conflict = "REPLACE" if lines else "IGNORE"
        self._connection.execute(
            f"INSERT OR {conflict} INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (deck_key(solution.on_play), deck_key(solution.on_draw), engine, banlist,
             solution.winner, solution.states, solution.seconds,
             json.dumps(solution.actions if lines else None),
             json.dumps(solution.line if lines else None), int(solution.ends_in_loop)))

    def get_unsolved(self, play, draw, engine: str, banlist: str,
                     limits: "SearchLimits") -> GameSolution | None:
        """The game as unknown, if a search with `limits` or larger ones stopped on it."""
        row = self._connection.execute(
            "SELECT max_states, max_bytes, seconds, status, states, spent FROM unsolved "
            "WHERE play = ? AND draw = ? AND engine = ? AND banlist = ? AND method = ?",
            (deck_key(play), deck_key(draw), engine, banlist, limits.method)).fetchone()
        if row is None or not limits.within(SearchLimits(limits.method, *row[:3])):
            return None
        status, states, spent = row[3:]
        return GameSolution(tuple(sorted(play)), tuple(sorted(draw)), None, status, states, spent)

    def add_unsolved(self, solution: GameSolution, engine: str, banlist: str,
                     limits: "SearchLimits") -> None:
        """Stores a game a limit stopped, with the limits it had (replacing an earlier one)."""
        self._connection.execute(
            "INSERT OR REPLACE INTO unsolved VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (deck_key(solution.on_play), deck_key(solution.on_draw), engine, banlist,
             limits.method, limits.max_states, limits.max_bytes, limits.seconds,
             solution.status, solution.states, solution.seconds))

    def close(self) -> None:
        self._connection.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


@dataclass
class Metagame:
    decks: list[tuple[str, ...]]
    games: dict                     # (i, j) -> GameSolution of deck i on the play against deck j
    solved_now: int
    cached: int                     # of which unknown_cached were stopped by a limit before
    unknown_cached: int = 0

    def points(self, i: int, j: int) -> int | None:
        """Deck i's points in its pairing with deck j (TB-5), None if a game is unknown."""
        first, second = self.games.get((i, j)), self.games.get((j, i))
        if first is None or second is None or first.winner is None or second.winner is None:
            return None
        return (POINTS[first.outcome_for(deck_on_play=True)]
                + POINTS[second.outcome_for(deck_on_play=False)])

    def standings(self) -> list[dict]:
        """Per deck: points, wins, draws, losses over its games, unknown games; best first."""
        rows = []
        for i, deck in enumerate(self.decks):
            record = {"deck": ", ".join(deck), "points": 0, "wins": 0, "draws": 0,
                      "losses": 0, "unknown": 0}
            for j in range(len(self.decks)):
                if i == j:
                    continue
                for key, on_play in (((i, j), True), ((j, i), False)):
                    game = self.games.get(key)
                    outcome = game.outcome_for(on_play) if game else None
                    if outcome is None:
                        record["unknown"] += 1
                        continue
                    record["points"] += POINTS[outcome]
                    record[{"W": "wins", "D": "draws", "L": "losses"}[outcome]] += 1
            rows.append(record)
        return sorted(rows, key=lambda r: (-r["points"], -r["wins"], r["deck"]))


def run_metagame(decks, db, jobs: int = 1, banlist: str = "default", max_states=None,
                 max_bytes=None, seconds=None, progress: bool = False,
                 method: str = "auto", lines: bool = True,
                 retry_unknown: bool = False) -> Metagame:
    """Solves every game of the round robin not yet in the cache `db` (see the module doc)."""
    pairs = [(i, j) for i in range(len(decks)) for j in range(len(decks)) if i != j]
    solved = solve_games([(decks[i], decks[j]) for i, j in pairs], db, jobs=jobs,
                         banlist=banlist, max_states=max_states, max_bytes=max_bytes,
                         seconds=seconds, progress=progress, method=method, lines=lines,
                         retry_unknown=retry_unknown)
    games = {(i, j): solved.games[decks[i], decks[j]] for i, j in pairs
             if (decks[i], decks[j]) in solved.games}
    return Metagame(list(decks), games, solved.solved_now, solved.cached, solved.unknown_cached)


@dataclass
class SolvedGames:
    games: dict                     # (deck on the play, deck on the draw) -> GameSolution
    solved_now: int
    cached: int                     # of which unknown_cached were stopped by a limit before
    unknown_cached: int = 0


@dataclass(frozen=True)
class SearchLimits:
    """A search's method and limits (None: no limit), as the unknown games are stored with."""
    method: str
    max_states: int | None
    max_bytes: int | None
    seconds: float | None

    def within(self, other: "SearchLimits") -> bool:
        """Whether a search with these limits can do no more than one with `other`'s."""
        return self.method == other.method and all(
            _at_most(mine, theirs) for mine, theirs in ((self.max_states, other.max_states),
                                                       (self.max_bytes, other.max_bytes),
                                                       (self.seconds, other.seconds)))


def _at_most(limit, other) -> bool:
    """limit <= other, where None is no limit."""
    if other is None:
        return True
    return limit is not None and limit <= other


def solve_games(games, db, jobs: int = 1, banlist: str = "default", max_states=None,
                max_bytes=None, seconds=None, progress: bool = False,
                cached_only: bool = False, method: str = "auto",
                lines: bool = True, retry_unknown: bool = False) -> SolvedGames:
    """Solves each (deck on the play, deck on the draw) game not yet in the cache `db`,
    storing each one as soon as it is solved; returns every game's solution. With
    `cached_only`, solves nothing and returns what the cache holds. Both methods are exact,
    so the cache does not tell them apart (the lines it holds are the solving method's).
    With lines=False games are solved and stored without lines, and any stored game will
    do; otherwise a game stored without lines is solved again. A game a search with these
    limits or larger ones could not solve is taken as unknown unless `retry_unknown`."""
    if jobs < 1:
        raise ValueError(f"jobs must be at least 1, got {jobs}")
    engine = engine_key()
    banned = banlist_key(banlist)
    limits = {k: v for k, v in (("max_states", max_states), ("max_bytes", max_bytes),
                                ("seconds", seconds)) if v is not None}
    limits["method"] = method
    limits["lines"] = lines
    searched_with = SearchLimits(method, DEFAULT_MAX_STATES if max_states is None else max_states,
                                 DEFAULT_MAX_BYTES if max_bytes is None else max_bytes, seconds)
    wanted = list(dict.fromkeys((tuple(sorted(p)), tuple(sorted(d))) for p, d in games))
    found = {}
    unknown_cached = 0
    with SolutionCache(db) as cache:
        for play, draw in wanted:
            known = cache.get(play, draw, engine, banned, lines)
            if known is None and not retry_unknown:
                known = cache.get_unsolved(play, draw, engine, banned, searched_with)
                unknown_cached += known is not None
            if known is not None:
                found[play, draw] = known
        remaining = [] if cached_only else [game for game in wanted if game not in found]
        cached = len(found)
        bar = _bar(len(wanted), cached, progress)

        def keep(game, solution):
            found[game] = solution
            if solution.winner is not None:
                cache.add(solution, engine, banned, lines)
            elif not solution.status.startswith(CRASHED):
                cache.add_unsolved(solution, engine, banned, searched_with)
            bar.update(1)

        try:
            _solve_all(remaining, banlist, limits, jobs, keep)
        finally:
            bar.close()
    return SolvedGames(found, len(remaining), cached, unknown_cached)


def _solve_one(play, draw, banlist, limits) -> GameSolution:
    return solve_game(play, draw, banlist=banlist, **limits)


def _solve_all(games, banlist, limits, jobs, keep, solve_one=_solve_one) -> None:
    """Solves every game, handing each (game, solution) to `keep` as it is solved. With
    several jobs a worker process that dies (a crash in the engine, the system killing it)
    does not end the run: the games it may have been solving are solved again one at a time,
    each in a process of its own, and the one that dies again is reported as crashed."""
    if jobs == 1 or len(games) <= 1:
        for play, draw in games:
            keep((play, draw), solve_one(play, draw, banlist, limits))
        return
    waiting = list(reversed(games))           # taken from the end
    while waiting:
        suspects = _solve_in_pool(waiting, banlist, limits, jobs, keep, solve_one)
        for play, draw in suspects:
            keep((play, draw), _solve_alone(play, draw, banlist, limits, solve_one))


def _solve_in_pool(waiting, banlist, limits, jobs, keep, solve_one) -> list:
    """Solves the games of `waiting` (taking them from its end) in a pool of `jobs` workers,
    at most `jobs` at a time, so that when a worker dies the games it may have been solving
    are known: returns those ([] when the pool solved everything)."""
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(jobs, mp_context=context, initializer=_exit_with_parent) as pool:
        pending = {}
        while waiting or pending:
            while waiting and len(pending) < jobs:
                game = waiting.pop()
                try:
                    pending[pool.submit(solve_one, *game, banlist, limits)] = game
                except BrokenProcessPool:
                    waiting.append(game)
                    break
            if not pending:
                return []                     # broken before anything ran: a new pool
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            broken = []
            for future in done:
                game = pending.pop(future)
                try:
                    solution = future.result()
                except BrokenProcessPool:
                    broken.append(game)
                    continue
                keep(game, solution)
            if broken:
                return broken + list(pending.values())
    return []


def _exit_with_parent() -> None:
    """A worker's initializer: the worker ends when the process that started it dies. Killed
    (a SIGTERM or SIGKILL to a long run), the parent never tells its workers to stop, and they
    would wait for work, or finish their searches, holding their memory."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch():
        parent.join()                      # returns once the parent process has ended
        os._exit(1)
    threading.Thread(target=watch, daemon=True, name="exit-with-parent").start()


def _solve_alone(play, draw, banlist, limits, solve_one) -> GameSolution:
    """Solves one game in a process of its own; a crashed GameSolution if the process dies."""
    context = multiprocessing.get_context("spawn")
    receiver, sender = context.Pipe(duplex=False)
    process = context.Process(target=_solve_and_send,
                              args=(sender, solve_one, play, draw, banlist, limits))
    process.start()
    sender.close()
    try:
        outcome, value = receiver.recv()
    except EOFError:                          # the process died before it could answer
        outcome, value = "died", None
    finally:
        receiver.close()
    process.join()
    if outcome == "error":
        raise value
    if outcome == "died":
        return crashed_game(play, draw, process.exitcode)
    return value


def _solve_and_send(sender, solve_one, play, draw, banlist, limits) -> None:
    _exit_with_parent()
    try:
        answer = ("solved", solve_one(play, draw, banlist, limits))
    except Exception as error:        # handed to the parent, which raises it as the pool would
        answer = ("error", error)
    sender.send(answer)
    sender.close()


CRASHED = "crashed"                   # GameSolution.status of a game whose process died


def crashed_game(play, draw, exitcode) -> GameSolution:
    """An unknown game whose solver process died with `exitcode` (negative: a signal)."""
    if exitcode is not None and exitcode < 0:
        try:
            how = f"killed by {signal.Signals(-exitcode).name}"
        except ValueError:
            how = f"killed by signal {-exitcode}"
    else:
        how = f"exit status {exitcode}"
    return GameSolution(tuple(play), tuple(draw), None,
                        f"{CRASHED}: the solver's process died ({how})", 0, 0.0)


def _bar(total, done, enabled):
    from tqdm import tqdm
    return tqdm(total=total, initial=done, unit="game", file=sys.stderr,
                disable=None if enabled else True)


def write_standings(run: Metagame, path) -> None:
    with open(path, "w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, ["rank", "deck", "points", "wins", "draws", "losses",
                                         "unknown"])
        writer.writeheader()
        for rank, row in enumerate(run.standings(), start=1):
            writer.writerow({"rank": rank, **row})


def plot_matrix(run: Metagame, path) -> None:
    """An N x N matrix: the row deck's points (0-6) against the column deck."""
    import numpy as np
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    n = len(run.decks)
    points = np.full((n, n), np.nan)
    for i in range(n):
        for j in range(n):
            if i != j and run.points(i, j) is not None:
                points[i, j] = run.points(i, j)
    size = max(5.0, 0.45 * n + 3)
    figure = Figure(figsize=(size + 1.5, size))
    FigureCanvasAgg(figure)
    axes = figure.add_subplot()
    image = axes.imshow(points, cmap="RdYlGn", vmin=0, vmax=6)
    labels = [", ".join(deck) for deck in run.decks]
    axes.set_xticks(range(n), labels, rotation=60, ha="right", fontsize=7)
    axes.set_yticks(range(n), labels, fontsize=7)
    if n <= 25:
        for i in range(n):
            for j in range(n):
                text = "" if i == j else ("?" if np.isnan(points[i, j]) else f"{points[i, j]:.0f}")
                axes.text(j, i, text, ha="center", va="center", fontsize=7)
    axes.set_title("3 Card Blind: the row deck's points against the column deck (6 = both games won)")
    figure.colorbar(image, ax=axes, label="points (0-6)")
    figure.savefig(path, dpi=150, bbox_inches="tight")
