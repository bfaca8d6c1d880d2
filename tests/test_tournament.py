"""Tournaments: pure game rows, rotating seats, the SQLite store, resuming, SIGKILL, refusals,
Wilson intervals, and `cardtree tournament`."""
import os
import pickle
import re
import signal
import sqlite3
import subprocess
import sys
import time
from collections import Counter

import pytest

from search.cli import main
from search.results import ResultsError, ResultStore
from search.stats import wilson_interval
from search.tournament import (agent_seed, cardtree_version, play_one, run_tournament, seating,
                               summarize)

LINE_UP = ["rule", "random", "random", "random"]
PARAMS = {"num_players": 4}


def tournament(db, games, **options):
    return run_tournament(db, "kingtaco", PARAMS, LINE_UP, games, **options)


def stored_rows(db):
    with ResultStore.open_existing(db) as store:
        return store.rows()


def without_seconds(rows):
    return [{key: value for key, value in row.items() if key != "seconds"} for row in rows]


def count_rows(db):
    """Rows in a database another process may be writing; 0 before it has any."""
    try:
        connection = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
        try:
            return connection.execute("SELECT COUNT(*) FROM games").fetchone()[0]
        finally:
            connection.close()
    except sqlite3.Error:
        return 0


def cli(capsys, *args):
    code = main([str(arg) for arg in args])
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_line_error(code, err, message):
    assert code == 2
    assert err.startswith("cardtree: error:") and len(err.strip().splitlines()) == 1, err
    found = message.search(err) if isinstance(message, re.Pattern) else message in err
    assert found, err


# --- a game is a pure function ----------------------------------------------------------------

def test_a_game_is_a_pure_function_of_its_inputs():
    args = ("kingtaco", PARAMS, LINE_UP, [2, 3, 0, 1], 11)
    assert pickle.loads(pickle.dumps(args)) == args        # fit for a process pool
    first, second = play_one(*args), play_one(*args)
    assert first.pop("seconds") > 0 and second.pop("seconds") > 0
    assert first == second
    assert first["game"] == "kingtaco" and first["params"] == PARAMS
    assert first["agents"] == LINE_UP and first["seats"] == [2, 3, 0, 1] and first["seed"] == 11
    assert len(first["returns"]) == 4 and first["actions"] > 0
    assert first["version"] == cardtree_version()


def test_the_winner_is_the_agent_in_the_seat_with_the_best_return():
    rows = [play_one("kingtaco", PARAMS, LINE_UP, seating(seed, 4), seed) for seed in range(12)]
    for row in rows:
        best = max(row["returns"])
        if row["winner"] is None:
            assert best <= 0 or row["returns"].count(best) > 1
        else:
            assert row["returns"][row["seats"].index(row["winner"])] == best > 0
    assert len({(tuple(r["returns"]), r["actions"]) for r in rows}) > 1   # seeds matter


def test_seats_rotate_so_every_agent_plays_every_seat_equally_often(tmp_path):
    for first in (0, 5):
        counts = Counter((seat, agent) for seed in range(first, first + 8)
                         for seat, agent in enumerate(seating(seed, 4)))
        assert counts == {(seat, agent): 2 for seat in range(4) for agent in range(4)}
    tournament(tmp_path / "r.sqlite", 8, seed=5)
    rows = stored_rows(tmp_path / "r.sqlite")
    assert [row["seats"] for row in rows] == [seating(seed, 4) for seed in range(5, 13)]


def test_agent_seeds_come_from_the_game_seed_and_the_agent_index():
    seeds = {agent_seed(seed, agent) for seed in range(50) for agent in range(8)}
    assert len(seeds) == 400 and all(0 <= s < 2**63 for s in seeds)
    # Pinned: stored results are only reproducible while this derivation stays the same.
    assert agent_seed(0, 0) == 1576848291327681832
    assert agent_seed(7, 3) == 2820881036890788059


# --- storing and resuming ---------------------------------------------------------------------

def test_resume_plays_only_the_missing_games(tmp_path):
    db = tmp_path / "results.sqlite"
    first = tournament(db, 6)
    assert first.played == list(range(6)) and first.kept == 0
    longer = tournament(db, 10)
    assert longer.played == [6, 7, 8, 9] and longer.kept == 6
    with sqlite3.connect(db) as connection:
        connection.execute("DELETE FROM games WHERE seed IN (2, 7)")
    connection.close()
    repaired = tournament(db, 10)
    assert sorted(repaired.played) == [2, 7] and repaired.kept == 8
    again = tournament(db, 10)
    assert again.played == [] and again.kept == 10 and again.summary == repaired.summary
    fresh = tmp_path / "fresh.sqlite"
    tournament(fresh, 10)
    assert without_seconds(stored_rows(db)) == without_seconds(stored_rows(fresh))


def test_a_database_holds_several_line_ups_and_each_resumes_on_its_own(tmp_path):
    db = tmp_path / "results.sqlite"
    tournament(db, 4)
    other = run_tournament(db, "kingtaco", PARAMS, ["random", "rule", "rule", "random"], 4)
    assert other.played == [0, 1, 2, 3]
    assert tournament(db, 4).played == []
    assert len(stored_rows(db)) == 8


def test_a_game_is_never_stored_twice(tmp_path):
    db = tmp_path / "results.sqlite"
    tournament(db, 1)
    row = stored_rows(db)[0]
    with ResultStore.open(db, "kingtaco", PARAMS, cardtree_version()) as store:
        assert store.add(row) is False
    connection = sqlite3.connect(db)
    with pytest.raises(sqlite3.IntegrityError, match="UNIQUE"):   # the schema itself refuses
        connection.execute("INSERT INTO games SELECT NULL, game, params, agents, seed, seats, "
                           "returns, winner, actions, seconds, version FROM games")
    connection.close()
    assert len(stored_rows(db)) == 1


def test_a_tournament_killed_with_sigkill_loses_nothing_and_resumes(tmp_path):
    games = 600
    db = tmp_path / "killed.sqlite"
    command = [sys.executable, "-m", "search.cli", "tournament", "kingtaco", "--players", "4",
               "--agents", ",".join(LINE_UP), "--games", str(games), "--jobs", "2", "--db", str(db)]
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               start_new_session=True)
    try:
        deadline = time.monotonic() + 60
        while count_rows(db) < 10:
            assert process.poll() is None, process.stderr.read().decode()
            assert time.monotonic() < deadline, "the tournament stored nothing for a minute"
            time.sleep(0.005)
        os.kill(process.pid, signal.SIGKILL)
        process.wait()
        _wait_until_workers_are_gone(process.pid)
    finally:
        _end_process_group(process.pid)
        process.stderr.close()
    at_kill = count_rows(db)
    assert 10 <= at_kill < games, "the kill must land mid-run"

    rerun = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert rerun.returncode == 0, rerun.stderr
    assert f"played {games - at_kill} now, {at_kill} already stored" in rerun.stdout
    with sqlite3.connect(db) as connection:
        assert connection.execute("SELECT COUNT(*), COUNT(DISTINCT seed), MIN(seed), MAX(seed) "
                                  "FROM games").fetchone() == (games, games, 0, games - 1)
    connection.close()
    uninterrupted = tmp_path / "uninterrupted.sqlite"
    tournament(uninterrupted, games)                   # in this process, one job
    assert without_seconds(stored_rows(db)) == without_seconds(stored_rows(uninterrupted))


def _wait_until_workers_are_gone(group, seconds=15):
    """Workers of a parent killed with SIGKILL notice and exit on their own."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            os.killpg(group, 0)
        except ProcessLookupError:
            return
        time.sleep(0.1)
    pytest.fail("worker processes outlived their killed parent")


def _end_process_group(group):
    try:
        os.killpg(group, signal.SIGKILL)
    except ProcessLookupError:
        pass


# --- refusing databases -----------------------------------------------------------------------

@pytest.fixture
def small_db(tmp_path):
    db = tmp_path / "results.sqlite"
    tournament(db, 2)
    return db


@pytest.mark.parametrize("key, value, message", [
    ("game", "unicorns", "holds results of unicorns (num_players=4)"),
    ("version", "0.0.1", "cardtree 0.0.1; this run is kingtaco (num_players=4), cardtree"),
    ("params", '{"num_players":5}', "holds results of kingtaco (num_players=5)"),
])
def test_a_database_of_another_game_parameters_or_version_is_refused(small_db, key, value,
                                                                     message):
    with sqlite3.connect(small_db) as connection:
        connection.execute("UPDATE meta SET value = ? WHERE key = ?", (value, key))
    connection.close()
    before = small_db.read_bytes()
    with pytest.raises(ResultsError, match=re.escape(message)):
        tournament(small_db, 4)
    assert small_db.read_bytes() == before


def test_the_cli_refuses_other_parameters_with_one_line_and_status_2(small_db, capsys):
    before = small_db.read_bytes()
    code, out, err = cli(capsys, "tournament", "kingtaco", "--players", "5", "--agents",
                         "rule,random,random,random,random", "--games", "3", "--db", small_db)
    assert_one_line_error(code, err, "holds results of kingtaco (num_players=4)")
    assert "use another database" in err
    assert small_db.read_bytes() == before


def _text_file(path):
    path.write_text("game,seed,winner\nkingtaco,0,1\n" * 200)


def _foreign_sqlite(path):
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE people (name TEXT)")
    connection.execute("INSERT INTO people VALUES ('Ada')")
    connection.commit()
    connection.close()


def _damaged_results(path):
    for seed in range(0, 200, 50):
        tournament(path, 50, seed=seed)
    data = bytearray(path.read_bytes())
    middle = len(data) // 2
    data[middle:middle + 8192] = b"\xab" * 8192
    path.write_bytes(bytes(data))


@pytest.mark.parametrize("make, message", [
    (_text_file, re.compile("file is not a database")),
    (_foreign_sqlite, re.compile(r"not a cardtree results database \(its tables: people\)")),
    (_damaged_results, re.compile("is damaged|disk image is malformed")),
])
def test_files_that_are_not_results_databases_are_refused(tmp_path, capsys, make, message):
    db = tmp_path / "file.sqlite"
    make(db)
    before = db.read_bytes()
    with pytest.raises(ResultsError, match=message):
        tournament(db, 2)
    code, out, err = cli(capsys, "tournament", "kingtaco", "--agents", ",".join(LINE_UP),
                         "--games", "2", "--db", db)
    assert_one_line_error(code, err, message)
    assert db.read_bytes() == before


# --- summaries --------------------------------------------------------------------------------

@pytest.mark.parametrize("wins, games, low, high", [
    # Newcombe (1998), Statistics in Medicine 17:857, table I, method 3
    (81, 263, 0.2553, 0.3662),
    (15, 148, 0.0624, 0.1605),
    (0, 20, 0.0, 0.1611),
    (1, 29, 0.0061, 0.1718),
])
def test_wilson_intervals_match_published_values(wins, games, low, high):
    assert wilson_interval(wins, games) == pytest.approx((low, high), abs=5e-5)


def test_the_summary_counts_each_agents_wins_and_games_without_a_winner():
    rows = [{"winner": w, "actions": 10 * (i + 1), "seconds": 0.5}
            for i, w in enumerate([0, 2, None, 0, 3])]
    summary = summarize(rows, LINE_UP)
    assert [(a.label, a.games, a.wins) for a in summary.agents] == [
        ("0:rule", 5, 2), ("1:random", 5, 0), ("2:random", 5, 1), ("3:random", 5, 1)]
    assert summary.no_winner == 1 and summary.mean_actions == 30
    assert summary.agents[0].interval == wilson_interval(2, 5)


# --- the command line -------------------------------------------------------------------------

TABLE_ROW = re.compile(r"^(\d+:\S+)\s+(\d+)\s+(\d+)\s+([\d.]+)%\s+\[([\d.]+)%, ([\d.]+)%\]$", re.M)


def test_cardtree_tournament_prints_a_table_and_a_rerun_plays_nothing(tmp_path, capsys):
    args = ["tournament", "kingtaco", "--players", "4", "--agents", ",".join(LINE_UP),
            "--games", "12", "--seed", "3", "--db", tmp_path / "results.sqlite"]
    code, first, err = cli(capsys, *args)
    assert code == 0, err
    assert "played 12 now, 0 already stored" in first
    rows = TABLE_ROW.findall(first)
    assert [label for label, *_ in rows] == ["0:rule", "1:random", "2:random", "3:random"]
    no_winner = int(re.search(r"no winner: (\d+)", first).group(1))
    assert sum(int(wins) for _, _, wins, *_ in rows) + no_winner == 12
    for label, games, wins, rate, low, high in rows:
        assert games == "12" and float(low) <= float(rate) <= float(high)
    code, second, err = cli(capsys, *args)
    assert code == 0 and "played 0 now, 12 already stored" in second
    table = lambda text: text[text.index("agent "):]
    assert table(second) == table(first)


REGISAUR = "Swamp, Dark Ritual, Rotting Regisaur"
FACTORY = "Mishra's Factory, Mox Pearl, Karakas"


@pytest.mark.parametrize("args, message", [
    (["kingtac"], "unknown game 'kingtac'"),
    (["kingtaco", "--agents", "rule,robot,random,random"], "unknown agent 'robot'; available:"),
    (["kingtaco", "--agents", "rule:3,random,random,random"], "agent 'rule' takes no parameters"),
    (["kingtaco", "--agents", "rule:x=,random,random,random"], "malformed agent parameter 'x='"),
    (["kingtaco", "--agents", "rule,random"], "4 players need 4 agents, got 2"),
    (["kingtaco", "--players", "9", "--agents", "rule"], "2 to 8 players"),
    (["kingtaco", "--games", "0"], "--games must be at least 1"),
    (["kingtaco", "--jobs", "0"], "--jobs must be at least 1"),
    (["kingtaco", "--seed", "-1"], "--seed must be in 0..2**63-1"),
    (["kingtaco", "--games", "x"], "invalid int value: 'x'"),
    (["kingtaco", "--decks", REGISAUR, FACTORY], "--decks is for 3 Card Blind (threecb) only"),
    (["kingtaco", "--turn-limit", "5"], "--turn-limit is for 3 Card Blind (threecb) only"),
    (["threecb", "--agents", "rule,rule"], "3 Card Blind needs --decks DECK_A DECK_B"),
    (["threecb", "--decks", REGISAUR, FACTORY, "--players", "3", "--agents", "rule,rule,rule"],
     "3 Card Blind has 2 players, got --players 3"),
    (["threecb", "--decks", REGISAUR, "Mox Pearl, Karakas, Goblin Guidx", "--agents", "rule,rule"],
     "deck B: unknown card 'Goblin Guidx'"),
    (["threecb", "--decks", REGISAUR, FACTORY, "--banlist", "default", "--agents", "rule,rule"],
     "deck B: banned: Mishra's Factory"),
    (["threecb", "--decks", REGISAUR, FACTORY, "--turn-limit", "-1", "--agents", "rule,rule"],
     "--turn-limit must be 0 (none) or more"),
])
def test_bad_tournament_input_gives_one_line_and_exit_status_2(tmp_path, capsys, args, message):
    db = tmp_path / "results.sqlite"
    if "--agents" not in args:
        args = args + ["--agents", ",".join(LINE_UP)]
    code, out, err = cli(capsys, "tournament", *args, "--db", db)
    assert_one_line_error(code, err, message)
    assert not db.exists()


def test_a_3cb_tournament_plays_the_decks_given_and_each_agent_plays_each_deck(tmp_path, capsys):
    db = tmp_path / "3cb.sqlite"
    args = ["tournament", "threecb", "--decks", REGISAUR, FACTORY, "--agents", "rule,random",
            "--games", "6", "--seed", "10", "--db", db]
    code, out, err = cli(capsys, *args)
    assert code == 0, err
    assert "threecb, 2 players: 6 games" in out and "played 6 now, 0 already stored" in out
    rows = stored_rows(db)
    assert len(rows) == 6
    for row in rows:
        assert row["params"] == {"decks": [REGISAUR.split(", "), FACTORY.split(", ")],
                                 "banlist": "none", "turn_limit": 100}
    # seats[s] is the agent in seat s; deck A (seat 0) goes to each agent in half the games
    assert Counter(row["seats"][0] for row in rows) == {0: 3, 1: 3}
    code, again, err = cli(capsys, *args)
    assert code == 0 and "played 0 now, 6 already stored" in again


def test_the_database_option_is_required(capsys):
    code, out, err = cli(capsys, "tournament", "kingtaco", "--agents", ",".join(LINE_UP))
    assert_one_line_error(code, err, "the following arguments are required: --db")


def test_an_unusable_database_path_gives_one_line(tmp_path, capsys):
    code, out, err = cli(capsys, "tournament", "kingtaco", "--agents", ",".join(LINE_UP),
                         "--db", tmp_path / "missing" / "results.sqlite")
    assert_one_line_error(code, err, "cannot open")


def test_help_explains_the_tournament_command(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["tournament", "--help"])
    out = capsys.readouterr().out
    assert exit_.value.code == 0
    for word in ("--players", "--agents", "--games", "--jobs", "--db", "--seed", "resume",
                 "rule", "random", "ismcts:1000", "Wilson", "--decks", "--turn-limit", "3 Card Blind"):
        assert word in out, word
