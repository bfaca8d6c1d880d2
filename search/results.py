"""The SQLite store of tournament results: one row per finished game.

A database belongs to one game with one set of parameters, written by one cardtree version;
its `meta` table says which, and a run of anything else is refused rather than mixed in. It
may hold several line-ups (lists of agent specs) of that game. A game is identified by its
line-up and seed (a UNIQUE constraint), so re-running a tournament only adds what is missing.

Every game is stored in its own committed transaction. The database runs in WAL mode with
synchronous=NORMAL: a commit is in the operating system's hands once `add` returns, so killing
the process, even with SIGKILL, loses nothing. (A power cut may roll back the last few commits,
never corrupt the file; those games are replayed, identically, by the next run.)
"""
from __future__ import annotations

import json
import os
import sqlite3
from contextlib import contextmanager
from pathlib import Path

FORMAT = "cardtree-results"
SCHEMA_VERSION = "1"
BUSY_TIMEOUT_SECONDS = 30

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS games (
    id      INTEGER PRIMARY KEY,
    game    TEXT    NOT NULL,
    params  TEXT    NOT NULL,   -- JSON object
    agents  TEXT    NOT NULL,   -- JSON list of agent specs: the line-up
    seed    INTEGER NOT NULL,
    seats   TEXT    NOT NULL,   -- JSON list: seat -> agent index
    returns TEXT    NOT NULL,   -- JSON list: one return per seat
    winner  INTEGER,            -- agent index, NULL when nobody won
    actions INTEGER NOT NULL,
    seconds REAL    NOT NULL,
    version TEXT    NOT NULL,
    UNIQUE (agents, seed)
);
"""

_JSON_COLUMNS = ("params", "agents", "seats", "returns")
_COLUMNS = ("game", "params", "agents", "seed", "seats", "returns", "winner", "actions",
            "seconds", "version")


class ResultsError(Exception):
    """A database that cannot be used: not SQLite, damaged, foreign, or of another run."""


def canonical(value) -> str:
    """The JSON text stored for parameters and line-ups: equal values give equal text."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def describe(game: str, params: dict, version: str) -> str:
    shown = ", ".join(f"{key}={value}" for key, value in sorted(params.items()))
    return f"{game} ({shown or 'no parameters'}), cardtree {version}"


class ResultStore:
    """Results of one game with fixed parameters; use `open` to create or check one."""

    def __init__(self, connection: sqlite3.Connection, path: Path, meta: dict):
        self._connection = connection
        self.path = path
        self.game = meta["game"]
        self.params = json.loads(meta["params"])
        self.version = meta["version"]

    @classmethod
    def open(cls, path, game: str, params: dict, version: str) -> "ResultStore":
        """Opens (creating it if need be) the store for `game` with `params` at `version`.

        Raises ResultsError if the file is not a cardtree results database, or if it holds
        another game, other parameters or another version's results.
        """
        path = Path(path)
        with _refusals(path) as connection:
            meta = _read_meta(connection, path)
            if meta is not None:
                _check_meta(meta, path, game, params, version)
            connection.execute("PRAGMA journal_mode = WAL")
            connection.execute("PRAGMA synchronous = NORMAL")
            meta = _initialise(connection, path, game, params, version)
        return cls(connection, path, meta)

    @classmethod
    def open_existing(cls, path) -> "ResultStore":
        """Opens an existing store to read, whatever its game or version."""
        path = Path(path)
        if not path.is_file():
            raise ResultsError(f"no results database at {path}")
        with _refusals(path) as connection:
            meta = _read_meta(connection, path)
            if meta is None:
                raise ResultsError(f"{path} is empty: it holds no cardtree results")
        return cls(connection, path, meta)

    def add(self, row: dict) -> bool:
        """Stores one finished game in its own transaction; False if it was already there."""
        if row["game"] != self.game or canonical(row["params"]) != canonical(self.params):
            raise ValueError(f"a {row['game']} game with parameters {row['params']} does not "
                             f"belong in {self.path}, which holds "
                             f"{describe(self.game, self.params, self.version)}")
        values = [canonical(row[c]) if c in _JSON_COLUMNS else row[c] for c in _COLUMNS]
        # autocommit: the statement is a transaction of its own, committed when it returns
        cursor = self._connection.execute(
            f"INSERT INTO games ({', '.join(_COLUMNS)}) "
            f"VALUES ({', '.join('?' * len(_COLUMNS))}) "
            "ON CONFLICT (agents, seed) DO NOTHING", values)
        return cursor.rowcount == 1

    def stored_seeds(self, agents: list[str], first: int, last: int) -> set[int]:
        """The seeds in first..last already played by the line-up `agents`."""
        cursor = self._connection.execute(
            "SELECT seed FROM games WHERE agents = ? AND seed BETWEEN ? AND ?",
            (canonical(agents), first, last))
        return {seed for (seed,) in cursor}

    def rows(self, agents: list[str] | None = None, first: int | None = None,
             last: int | None = None) -> list[dict]:
        """Stored games (all, or one line-up's, optionally within a seed range) by seed."""
        conditions, values = [], []
        if agents is not None:
            conditions.append("agents = ?")
            values.append(canonical(agents))
        if first is not None:
            conditions.append("seed >= ?")
            values.append(first)
        if last is not None:
            conditions.append("seed <= ?")
            values.append(last)
        where = f"WHERE {' AND '.join(conditions)}" if conditions else ""
        cursor = self._connection.execute(
            f"SELECT {', '.join(_COLUMNS)} FROM games {where} ORDER BY agents, seed", values)
        return [_row(record) for record in cursor]

    def close(self) -> None:
        self._connection.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc_info):
        self.close()


@contextmanager
def _refusals(path: Path):
    """A connection to `path`, closed and reported as ResultsError if it cannot be used."""
    connection = _connect(path)
    try:
        yield connection
    except sqlite3.DatabaseError as error:
        connection.close()
        raise ResultsError(f"{path} cannot be used as a results database: {error}") from None
    except BaseException:
        connection.close()
        raise


def _connect(path: Path) -> sqlite3.Connection:
    if path.is_dir():
        raise ResultsError(f"{path} is a directory, not a results database")
    try:
        # isolation_level=None: no implicit transactions; `with connection` and BEGIN decide.
        connection = sqlite3.connect(os.fspath(path), timeout=BUSY_TIMEOUT_SECONDS,
                                     isolation_level=None)
    except sqlite3.Error as error:
        raise ResultsError(f"cannot open {path}: {error}") from None
    return connection


def _read_meta(connection: sqlite3.Connection, path: Path, fmt: str = FORMAT,
               schema: str = SCHEMA_VERSION, kind: str = "results") -> dict | None:
    """The meta table of a cardtree database of format `fmt`, None for an empty one; refuses
    anything else (another format, another schema, a damaged or foreign file).

    Only reads, so that a foreign or damaged file is left exactly as it was.
    """
    report = connection.execute("PRAGMA quick_check").fetchone()[0]
    if report != "ok":
        first = next((line for line in report.splitlines() if not line.startswith("***")),
                     report)
        raise ResultsError(f"{path} is damaged (SQLite's check: {first.strip()})")
    tables = {name for (name,) in connection.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table'")}
    if not tables:
        return None
    if not {"meta", "games"} <= tables:
        raise ResultsError(f"{path} is an SQLite database but not a cardtree {kind} database "
                           f"(its tables: {', '.join(sorted(tables))})")
    meta = dict(connection.execute("SELECT key, value FROM meta"))
    if meta.get("format") != fmt:
        raise ResultsError(f"{path} is an SQLite database but not a cardtree {kind} database")
    if meta.get("schema") != schema:
        raise ResultsError(f"{path} uses {kind} schema {meta.get('schema')}; this cardtree "
                           f"reads schema {schema}")
    return meta


def _check_meta(meta: dict, path: Path, game: str, params: dict, version: str) -> None:
    stored = (meta["game"], json.loads(meta["params"]), meta["version"])
    if stored != (game, json.loads(canonical(params)), version):
        raise ResultsError(f"{path} holds results of {describe(*stored)}; this run is "
                           f"{describe(game, params, version)}: use another database (--db)")


def _initialise(connection, path, game, params, version) -> dict:
    """Creates the tables and meta data if absent (race-safe), and returns the meta data."""
    connection.execute("BEGIN IMMEDIATE")
    try:
        # one statement at a time: executescript() would commit the open transaction
        for statement in _SCHEMA.split(";"):
            if statement.strip():
                connection.execute(statement)
        meta = dict(connection.execute("SELECT key, value FROM meta"))
        if not meta:
            meta = {"format": FORMAT, "schema": SCHEMA_VERSION, "game": game,
                    "params": canonical(params), "version": version}
            connection.executemany("INSERT INTO meta (key, value) VALUES (?, ?)", meta.items())
        else:
            _check_meta(meta, path, game, params, version)    # another run may have won a race
        connection.execute("COMMIT")
    except BaseException:
        connection.execute("ROLLBACK")
        raise
    return meta


def _row(record) -> dict:
    row = dict(zip(_COLUMNS, record))
    for column in _JSON_COLUMNS:
        row[column] = json.loads(row[column])
    return row
