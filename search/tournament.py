"""Tournaments: many games between a line-up of agents, each stored the moment it finishes.

A game is a pure function, `play_one`, of (game, its parameters, agent specs, seats, seed) to
a result row. Its arguments are plain picklable values and it reads no globals, so it runs
the same in this process, in a process pool (`jobs` > 1), or on a distributed engine later.

A tournament of N games from seed S plays seeds S..S+N-1. The game with seed s seats the
line-up rotated by s (`seating`), so over any N consecutive games every agent sits in every
seat equally often; agent a of that game is seeded with `agent_seed(s, a)`. A game is thus
fixed by its line-up and seed, which is also its key in the results database (search.results):
a re-run plays only the seeds not stored yet.
"""
from __future__ import annotations

import functools
import hashlib
import multiprocessing
import os
import signal
import sys
import threading
import time
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, version
from typing import NamedTuple

import core
from search.play import play_game
from search.results import ResultStore
from search.specs import AgentSpec, make_agent, parse_agent_specs
from search.stats import wilson_interval

MAX_SEED = 2**63 - 1           # seeds are stored as SQLite's signed 64-bit integers
IN_FLIGHT_PER_JOB = 4          # games queued per worker: keeps workers busy, memory flat


@functools.cache             # importlib.metadata takes milliseconds: as long as a game
def cardtree_version() -> str:
    try:
        return version("cardtree")
    except PackageNotFoundError:
        return "unknown"


def seating(seed: int, num_agents: int) -> list[int]:
    """Seat -> agent index for the game with `seed`: the line-up rotated by `seed`."""
    return [(seat + seed) % num_agents for seat in range(num_agents)]


def agent_seed(seed: int, agent_index: int) -> int:
    """The seed of agent `agent_index` in the game with `seed` (63 bits, stable everywhere)."""
    digest = hashlib.blake2b(f"{seed}/{agent_index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def play_one(game_name: str, params: dict, agent_specs: list[str], seats: list[int],
             seed: int) -> dict:
    """Plays one game and returns its result row.

    `agent_specs` is the line-up (one spec string per agent), `seats[p]` the index of the
    agent in seat p. The row holds the inputs and: `returns` (per seat), `winner` (the agent
    index whose seat has the single highest return, if it is positive; else None), `actions`,
    `seconds` and `version`. Everything but `seconds` is a function of the inputs.
    """
    started = time.perf_counter()
    game = core.load_game(game_name, **params)
    specs = [_single_spec(text) for text in agent_specs]
    _check_seats(seats, len(specs), game.num_players)
    agents = [make_agent(specs[a], game, seed=agent_seed(seed, a)) for a in seats]
    counter = _ActionCounter()
    returns = [float(r) for r in play_game(game, agents, seed=seed, observer=counter)]
    return {
        "game": game_name, "params": dict(params), "agents": list(agent_specs),
        "seed": seed, "seats": list(seats), "returns": returns,
        "winner": _winner(returns, seats), "actions": counter.actions,
        "seconds": time.perf_counter() - started, "version": cardtree_version(),
    }


class _ActionCounter:
    def __init__(self):
        self.actions = 0

    def __call__(self, before, action, after):
        self.actions += 1


def _single_spec(text: str) -> AgentSpec:
    specs = parse_agent_specs(text)
    if len(specs) != 1:
        raise ValueError(f"{text!r} is {len(specs)} agent specs, expected one")
    return specs[0]


def _check_seats(seats, num_agents, num_players):
    if sorted(seats) != list(range(num_agents)) or num_agents != num_players:
        raise ValueError(f"seats {seats} must seat each of {num_players} agents once")


def _winner(returns: list[float], seats: list[int]) -> int | None:
    best = max(returns)
    if best <= 0 or returns.count(best) > 1:
        return None
    return seats[returns.index(best)]


class GameTask(NamedTuple):
    """The arguments of one `play_one` call."""

    game_name: str
    params: dict
    agent_specs: list[str]
    seats: list[int]
    seed: int


# ---------------------------------------------------------------------------------------------
# Summaries

@dataclass(frozen=True)
class AgentRecord:
    index: int
    spec: str
    games: int
    wins: int

    @property
    def label(self) -> str:
        return f"{self.index}:{self.spec}"

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson_interval(self.wins, self.games)


@dataclass(frozen=True)
class Summary:
    games: int
    agents: list[AgentRecord]
    no_winner: int
    mean_actions: float
    mean_seconds: float


def summarize(rows: list[dict], agent_specs: list[str]) -> Summary:
    """Wins per agent of a line-up over its games `rows`."""
    wins = [0] * len(agent_specs)
    for row in rows:
        if row["winner"] is not None:
            wins[row["winner"]] += 1
    games = len(rows)
    return Summary(
        games=games,
        agents=[AgentRecord(index, spec, games, wins[index])
                for index, spec in enumerate(agent_specs)],
        no_winner=sum(row["winner"] is None for row in rows),
        mean_actions=sum(row["actions"] for row in rows) / games if games else 0.0,
        mean_seconds=sum(row["seconds"] for row in rows) / games if games else 0.0)


# ---------------------------------------------------------------------------------------------
# Running

@dataclass(frozen=True)
class TournamentResult:
    summary: Summary
    played: list[int]        # seeds played by this run
    kept: int                # games found already stored
    seconds: float


def check_line_up(game_name: str, params: dict, agent_specs: list[str]):
    """The loaded game, and the line-up as canonical spec strings; ValueError if unusable."""
    game = core.load_game(game_name, **params)
    specs = [_single_spec(text) for text in agent_specs]
    if len(specs) != game.num_players:
        raise ValueError(f"{game.num_players} players need {game.num_players} agents, "
                         f"got {len(specs)} ({','.join(map(str, agent_specs))})")
    for spec in specs:
        make_agent(spec, game, seed=0)          # refuses bad parameters before any game
    return game, [str(spec) for spec in specs]


def run_tournament(db, game_name: str, params: dict, agent_specs: list[str], games: int, *,
                   seed: int = 0, jobs: int = 1, progress: bool = False) -> TournamentResult:
    """Plays the seeds seed..seed+games-1 not yet in the database `db`, storing each game as
    soon as it finishes, and summarises all of them.

    Raises ValueError for a bad game, line-up or count, search.results.ResultsError for a
    database that cannot take these games.
    """
    if games < 1:
        raise ValueError(f"the number of games must be at least 1, got {games}")
    if jobs < 1:
        raise ValueError(f"the number of jobs must be at least 1, got {jobs}")
    if not 0 <= seed <= MAX_SEED - (games - 1):
        raise ValueError(f"seeds must lie in 0..2**63-1; seed {seed} with {games} games does not")
    game, line_up = check_line_up(game_name, params, agent_specs)
    params = game.parameters()
    last = seed + games - 1
    started = time.perf_counter()
    with ResultStore.open(db, game.name, params, cardtree_version()) as store:
        stored = store.stored_seeds(line_up, seed, last)
        tasks = [GameTask(game.name, params, line_up, seating(s, len(line_up)), s)
                 for s in range(seed, last + 1) if s not in stored]
        played = []
        with _progress_bar(games, len(stored), progress, game.name) as bar:
            def keep(row):
                store.add(row)
                played.append(row["seed"])
                bar.update(1)
            play_all(tasks, jobs, keep)
        summary = summarize(store.rows(line_up, seed, last), line_up)
    return TournamentResult(summary, played, len(stored), time.perf_counter() - started)


def _progress_bar(total, done, enabled, name):
    from tqdm import tqdm
    # disable=None: shown only on a terminal
    return tqdm(total=total, initial=done, unit="game", desc=name, file=sys.stderr,
                disable=None if enabled else True)


def play_all(tasks: list[GameTask], jobs: int, keep) -> None:
    """Plays every task (in `jobs` worker processes when jobs > 1), calling `keep(row)` in
    this process as each game finishes."""
    if jobs == 1 or len(tasks) <= 1:
        for task in tasks:
            keep(_annotated(task, lambda: play_one(*task)))
        return
    # spawn, not fork: forking a process that runs threads (numpy's, tqdm's) is unsafe
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(min(jobs, len(tasks)), mp_context=context,
                             initializer=_start_worker, initargs=(os.getpid(),)) as pool:
        try:
            _feed(pool, iter(tasks), jobs * IN_FLIGHT_PER_JOB, keep)
        except BaseException:
            _stop_workers(pool)
            raise


def _feed(pool, tasks, in_flight, keep):
    pending = {}
    while True:
        for task in tasks:
            pending[pool.submit(play_one, *task)] = task
            if len(pending) >= in_flight:
                break
        if not pending:
            return
        done, _ = wait(pending, return_when=FIRST_COMPLETED)
        for future in done:
            task = pending.pop(future)
            keep(_annotated(task, future.result))


def _annotated(task: GameTask, result):
    """result(), the row of `task`; an error names the game, to replay it alone."""
    try:
        return result()
    except Exception as error:
        error.add_note(f"while playing {task.game_name} seed {task.seed} with seats "
                       f"{task.seats} of line-up {','.join(task.agent_specs)}")
        raise


def _start_worker(parent_pid: int) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)        # Ctrl-C is the parent's to handle
    threading.Thread(target=_exit_when_orphaned, args=(parent_pid,), daemon=True).start()


def _exit_when_orphaned(parent_pid: int) -> None:
    # A parent killed with SIGKILL cannot stop its workers, which would otherwise wait for
    # work forever. The game a worker is playing was never stored: the next run replays it.
    while os.getppid() == parent_pid:
        time.sleep(0.5)
    os._exit(1)


def _stop_workers(pool: ProcessPoolExecutor) -> None:
    """Abandons running games at once (Ctrl-C, or an error); finished ones are stored."""
    pool.shutdown(wait=False, cancel_futures=True)
    terminate = getattr(pool, "terminate_workers", None)      # Python 3.14+
    if terminate is not None:
        terminate()
        return
    # Before 3.14 there is no public way; shutdown alone would wait for every running game.
    for process in list((getattr(pool, "_processes", None) or {}).values()):
        process.terminate()
