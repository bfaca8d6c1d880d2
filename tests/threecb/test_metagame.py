"""3 Card Blind metagames: deck files, standings, the solutions cache, resuming, the CLI."""
import csv
import os
import signal
import sqlite3
import subprocess
import sys
import time

import pytest

from core.threecb.decks import DeckError
from search.cli import main
from search import solver
from search.threecb import solve_3cb
from search.results import ResultsError
import search.threecb_metagame as metagame_module
from search.threecb_metagame import (Metagame, SearchLimits, SolutionCache, _solve_all, _solve_one,
                                     crashed_game, read_decks, run_metagame)

ORACLE = "Island, Island, Thassa's Oracle"
PLAINS = "Plains, Plains, Plains"
BOLTS = "Mountain, Lightning Bolt, Lightning Bolt"
MAZE = "Maze of Ith, Plains, Plains"


def deck_file(tmp_path, *lines, name="decks.txt"):
    path = tmp_path / name
    path.write_text("\n".join(lines) + "\n")
    return path



def test_both_methods_give_the_same_standings_and_lines_that_end_right(tmp_path):
    decks = read_decks(deck_file(tmp_path, ORACLE, PLAINS, MAZE), banlist="none")
    by_graph = run_metagame(decks, tmp_path / "graph.sqlite", banlist="none", method="retrograde")
    by_proof = run_metagame(decks, tmp_path / "proof.sqlite", banlist="none", method="alphabeta")
    assert by_proof.standings() == by_graph.standings()
    for games in (by_graph.games, by_proof.games):
        for game in games.values():
            assert game.line
            ending = game.line[-1]
            if game.winner == "none":
                assert game.ends_in_loop or "draw" in ending, ending
            else:
                assert ending == f"the deck on the {game.winner} wins", ending

def test_read_decks_skips_comments_and_names_a_bad_line(tmp_path):
    path = deck_file(tmp_path, "# my metagame", ORACLE, "", f"{PLAINS}   # filler")
    assert read_decks(path, banlist="none") == [("Island", "Island", "Thassa's Oracle"), ("Plains",) * 3]
    bad = deck_file(tmp_path, ORACLE, PLAINS, "Plains, Plainz, Plains", name="bad.txt")
    with pytest.raises(DeckError, match=r"bad.txt, line 3: unknown card 'Plainz'"):
        read_decks(bad, banlist="none")
    with pytest.raises(DeckError, match=r"decks.txt, line 2: banned: Thassa.s Oracle"):
        read_decks(path, banlist="default")
    with pytest.raises(DeckError, match="at least 2"):
        read_decks(deck_file(tmp_path, ORACLE, name="one.txt"), banlist="none")


def test_standings_points_and_the_cache(tmp_path):
    """Oracle wins all its games; the others cannot win, so they draw among themselves."""
    decks = read_decks(deck_file(tmp_path, ORACLE, PLAINS, BOLTS, MAZE), banlist="none")
    db = tmp_path / "meta.sqlite"
    run = run_metagame(decks, db, banlist="none")
    assert (run.solved_now, run.cached) == (12, 0)
    table = {row["deck"]: row for row in run.standings()}
    assert table["Island, Island, Thassa's Oracle"] == {
        "deck": "Island, Island, Thassa's Oracle", "points": 18, "wins": 6, "draws": 0,
        "losses": 0, "unknown": 0}
    for deck in ("Plains, Plains, Plains", "Lightning Bolt, Lightning Bolt, Mountain",
                 "Maze of Ith, Plains, Plains"):
        assert (table[deck]["points"], table[deck]["draws"], table[deck]["losses"]) == (4, 4, 2)
    assert run.points(0, 1) == 6 and run.points(1, 0) == 0 and run.points(1, 2) == 2
    again = run_metagame(decks, db, banlist="none")
    assert (again.solved_now, again.cached) == (0, 12)
    assert again.standings() == run.standings()
    rows = sqlite3.connect(db).execute("SELECT COUNT(*) FROM games").fetchone()[0]
    assert rows == 12


def test_games_a_limit_stopped_are_searched_again_only_with_a_larger_limit(tmp_path, monkeypatch):
    decks = read_decks(deck_file(tmp_path, ORACLE, PLAINS, BOLTS), banlist="none")
    db = tmp_path / "meta.sqlite"
    first = run_metagame(decks, db, banlist="none", max_states=50)
    unknown = {key for key, game in first.games.items() if game.winner is None}
    assert unknown and all(first.games[key].status == "state limit" for key in unknown)
    assert first.unknown_cached == 0

    def no_search(*args, **kwargs):
        raise AssertionError("a game was searched again")
    monkeypatch.setattr(metagame_module, "solve_game", no_search)
    for smaller_or_same in (50, 20):
        again = run_metagame(decks, db, banlist="none", max_states=smaller_or_same)
        assert (again.solved_now, again.cached, again.unknown_cached) == (0, 6, len(unknown))
        assert {key for key, game in again.games.items() if game.winner is None} == unknown
        assert all(again.games[key].status == "state limit" for key in unknown)
        assert again.standings() == first.standings()
    monkeypatch.undo()
    retried = run_metagame(decks, db, banlist="none", max_states=50, retry_unknown=True)
    assert (retried.solved_now, retried.unknown_cached) == (len(unknown), 0)
    larger = run_metagame(decks, db, banlist="none")          # the default 50 M states
    assert larger.solved_now == len(unknown)
    assert all(game.winner is not None for game in larger.games.values())
    other_method = run_metagame(decks, tmp_path / "other.sqlite", banlist="none", max_states=50,
                                method="retrograde")
    assert other_method.unknown_cached == 0


def test_search_limits_cover_only_searches_that_could_do_no_more():
    stored = SearchLimits("auto", 1000, 2**30, 30.0)
    assert SearchLimits("auto", 1000, 2**30, 30.0).within(stored)
    assert SearchLimits("auto", 10, 2**20, 5.0).within(stored)
    assert not SearchLimits("auto", 1001, 2**30, 30.0).within(stored)
    assert not SearchLimits("auto", 1000, 2**30, None).within(stored)      # no time limit
    assert not SearchLimits("alphabeta", 1000, 2**30, 30.0).within(stored)
    assert SearchLimits("auto", 1000, 2**30, None).within(SearchLimits("auto", 1000, 2**30, None))
    assert SearchLimits("auto", 1000, 2**30, 30.0).within(SearchLimits("auto", 5000, None, None))


def test_cli_metagame_says_which_games_earlier_runs_left_unknown(capsys, tmp_path):
    decks = deck_file(tmp_path, ORACLE, PLAINS, BOLTS)
    args = ["3cb", "metagame", decks, "--db", tmp_path / "m.sqlite", "--banlist", "none",
            "--max-states", "50"]
    code, out, _ = run_cli(capsys, *args)
    assert code == 0 and "unknown: earlier runs" not in out
    code, out, _ = run_cli(capsys, *args)
    assert code == 0
    assert ("3 decks, 6 games: 0 solved now, 6 from" in out
            and "3 of those are unknown: earlier runs with these limits or larger ones did not "
                "solve them (--retry-unknown tries them again)" in out)
    code, out, _ = run_cli(capsys, *args, "--retry-unknown")
    assert code == 0 and "3 solved now, 3 from" in out


def test_the_cache_keys_on_the_banlist_and_shares_games_between_metagames(tmp_path):
    db = tmp_path / "meta.sqlite"
    first = read_decks(deck_file(tmp_path, ORACLE, PLAINS), banlist="none")
    run_metagame(first, db, banlist="none")
    second = read_decks(deck_file(tmp_path, ORACLE, PLAINS, BOLTS, name="more.txt"), banlist="none")
    assert run_metagame(second, db, banlist="none").cached == 2
    lotus_only = tmp_path / "banlist.txt"
    lotus_only.write_text("Black Lotus\n")
    assert run_metagame(second, db, banlist=lotus_only).cached == 0      # another banlist
    lotus_only.write_text("Black Lotus\nMox Pearl\n")                   # same file, new list
    assert run_metagame(second, db, banlist=lotus_only).cached == 0


def test_games_solved_under_another_rules_revision_are_solved_again(tmp_path, monkeypatch):
    """A fixed rule can change what a game is worth: the cache keys on the rules revision as
    well as the package version."""
    import core.threecb
    db = tmp_path / "meta.sqlite"
    decks = read_decks(deck_file(tmp_path, ORACLE, PLAINS), banlist="none")
    run_metagame(decks, db, banlist="none")
    assert run_metagame(decks, db, banlist="none").cached == 2
    monkeypatch.setattr(core.threecb, "RULES_REVISION", core.threecb.RULES_REVISION + 1)
    assert run_metagame(decks, db, banlist="none").cached == 0


def test_a_metagame_without_lines_stores_results_that_a_run_with_lines_completes(tmp_path):
    decks = read_decks(deck_file(tmp_path, ORACLE, PLAINS, BOLTS), banlist="none")
    db = tmp_path / "meta.sqlite"
    with_lines = run_metagame(decks, tmp_path / "full.sqlite", banlist="none")
    bare = run_metagame(decks, db, banlist="none", lines=False)
    assert bare.standings() == with_lines.standings()
    assert all(game.line == [] and game.actions == [] for game in bare.games.values())
    stored = sqlite3.connect(db).execute("SELECT DISTINCT actions, line FROM games").fetchall()
    assert stored == [("null", "null")]                        # marked as not computed
    assert run_metagame(decks, db, banlist="none", lines=False).cached == 6
    again = run_metagame(decks, db, banlist="none")            # wants lines: solves again
    assert (again.solved_now, again.cached) == (6, 0)
    assert all(game.line[-1].startswith("the ") for game in again.games.values())
    assert run_metagame(decks, db, banlist="none").cached == 6
    assert run_metagame(decks, db, banlist="none", lines=False).games[0, 1].line  # kept
    assert _rows(db) == 6


def test_foreign_and_damaged_databases_are_refused(tmp_path):
    text = tmp_path / "notes.sqlite"
    text.write_text("not a database")
    foreign = tmp_path / "foreign.sqlite"
    sqlite3.connect(foreign).execute("CREATE TABLE people (name TEXT)")
    for path in (text, foreign):
        before = path.read_bytes()
        with pytest.raises(ResultsError):
            SolutionCache(path)
        assert path.read_bytes() == before


def _start_metagame(tmp_path, *options, wait_seconds=60):
    """A `cardtree 3cb metagame` of six decks (30 games) in a subprocess, returned once it has
    stored three games (or ended, or the wait ran out), with its command and database."""
    decks = deck_file(tmp_path, ORACLE, PLAINS, BOLTS, MAZE,
                      "Plains, Mox Pearl, Thalia, Guardian of Thraben",
                      "Mountain, Mox Ruby, Goblin Guide")
    db = tmp_path / "meta.sqlite"
    command = [sys.executable, "-m", "search.cli", "3cb", "metagame", str(decks), "--db", str(db),
               *options]
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + wait_seconds
    while time.time() < deadline and process.poll() is None:
        if db.exists() and _rows(db) >= 3:
            break
        time.sleep(0.05)
    return process, command, db


def test_a_killed_metagame_resumes_and_stores_every_game_once(tmp_path):
    process, command, db = _start_metagame(tmp_path)
    killed_mid_run = process.poll() is None
    process.kill()              # SIGKILL; nothing if it already ended (then the assert says so)
    process.wait()
    stored = _rows(db)
    assert killed_mid_run and 3 <= stored < 30, "the kill should land mid-run"
    result = subprocess.run(command, capture_output=True, text=True)
    assert result.returncode == 0
    assert f"{30 - stored} solved now, {stored} from" in result.stdout
    assert _rows(db) == 30
    pairs = sqlite3.connect(db).execute("SELECT play, draw FROM games").fetchall()
    assert len(set(pairs)) == 30


def _sorted_deck(text):
    return tuple(sorted(name.strip() for name in text.split(",")))


DIES_ON = (_sorted_deck(PLAINS), _sorted_deck(BOLTS))


def solve_or_die(play, draw, banlist, limits):
    """_solve_one, but its process dies on the game DIES_ON, as if the system had killed it.
    (At module level: spawned workers import it from here.)"""
    if (play, draw) == DIES_ON:
        os.kill(os.getpid(), signal.SIGKILL)
    return _solve_one(play, draw, banlist, limits)


def test_a_worker_that_dies_costs_only_its_own_game():
    decks = [_sorted_deck(text) for text in (ORACLE, PLAINS, BOLTS)]
    games = [(play, draw) for play in decks for draw in decks if play != draw]
    limits = {"method": "auto", "lines": False}
    kept = {}
    _solve_all(games, "none", limits, 2, kept.__setitem__, solve_or_die)
    assert sorted(kept) == sorted(games)
    died = kept.pop(DIES_ON)
    assert died.winner is None
    assert died.status == "crashed: the solver's process died (killed by SIGKILL)"
    for (play, draw), solution in kept.items():
        assert solution.status == "complete"
        assert solution.winner == _solve_one(play, draw, "none", limits).winner


def test_metagame_names_a_crashed_game_and_says_a_rerun_tries_it(capsys):
    from search.cli_threecb_solve import _report_crashes
    decks = [_sorted_deck(PLAINS), _sorted_deck(BOLTS)]
    run = Metagame(decks, {(0, 1): crashed_game(decks[0], decks[1], -11)}, 1, 0)
    _report_crashes(run)
    assert capsys.readouterr().err == (
        "not solved: Plains, Plains, Plains on the play against Lightning Bolt, Lightning Bolt, "
        "Mountain: crashed: the solver's process died (killed by SIGSEGV); a re-run tries it "
        "again\n")
    assert run.standings()[0]["unknown"] == 2


def _children(pid) -> set[int]:
    found = set()
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.add(int(entry))
    return found


def _alive(pid) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="reads the process table from /proc")
def test_a_killed_metagame_leaves_no_worker_behind(tmp_path):
    process, _, _ = _start_metagame(tmp_path, "--jobs", "2", wait_seconds=120)
    workers = _children(process.pid)
    assert process.poll() is None and len(workers) >= 2, "the kill should land mid-run"
    os.kill(process.pid, signal.SIGKILL)
    process.wait()
    deadline = time.time() + 20
    while time.time() < deadline and any(_alive(pid) for pid in workers):
        time.sleep(0.1)
    assert not [pid for pid in workers if _alive(pid)]


def _rows(db) -> int:
    try:
        return sqlite3.connect(db).execute("SELECT COUNT(*) FROM games").fetchone()[0]
    except sqlite3.Error:
        return 0


def run_cli(capsys, *args):
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_solve_prints_results_points_and_lines(capsys):
    code, out, err = run_cli(capsys, "3cb", "solve", ORACLE, PLAINS)
    assert code == 0
    assert "Game 1, A on the play: A wins" in out and "Game 2, B on the play: A wins" in out
    assert "Points: A 6, B 0" in out and "Thassa's Oracle" in out and "states" in out


def test_cli_solve_no_lines_gives_the_results_without_following_the_lines(capsys):
    code, out, err = run_cli(capsys, "3cb", "solve", ORACLE, PLAINS, "--no-lines")
    assert code == 0 and "Points: A 6, B 0" in out and "cast Thassa's Oracle" not in out
    with_lines = solve_3cb(ORACLE, PLAINS, banlist="none")
    without = solve_3cb(ORACLE, PLAINS, banlist="none", lines=False)
    assert [g.winner for g in without.games] == [g.winner for g in with_lines.games]
    assert all(g.line == [] and g.actions == [] for g in without.games)
    # the proof search stops once the value is proven: following the lines costs states
    assert sum(g.states for g in without.games) < sum(g.states for g in with_lines.games)


def test_a_solve_reports_its_progress_per_game(monkeypatch, capsys):
    """The proof search reports after each attempt; the command shows it only on a terminal."""
    monkeypatch.setattr(solver, "FIRST_PROOF_BUDGET", 50)      # many small attempts
    seen = []
    result = solve_3cb("Swamp, Dark Ritual, Rotting Regisaur", "Mountain, Goblin Guide, Lightning Bolt",
                       banlist="none", on_progress=lambda g, n: seen.append((g, n)))
    for game in (0, 1):
        counts = [n for g, n in seen if g == game]
        assert len(counts) > 1 and counts == sorted(counts), counts
        assert counts[-1] <= result.games[game].states
    code, out, err = run_cli(capsys, "3cb", "solve", ORACLE, PLAINS)
    assert code == 0 and "solving game" not in err


def test_cli_metagame_writes_standings_and_a_matrix(capsys, tmp_path):
    decks = deck_file(tmp_path, ORACLE, PLAINS, BOLTS)
    out_csv, png = tmp_path / "standings.csv", tmp_path / "matrix.png"
    code, out, err = run_cli(capsys, "3cb", "metagame", decks, "--db", tmp_path / "m.sqlite",
                             "--out", out_csv, "--plot", png, "--jobs", "2")
    assert code == 0 and "3 decks, 6 games: 6 solved now" in out
    rows = list(csv.DictReader(out_csv.open()))
    assert rows[0]["deck"] == "Island, Island, Thassa's Oracle" and rows[0]["points"] == "12"
    assert png.stat().st_size > 10_000


@pytest.mark.parametrize("args, message", [
    (["3cb", "solve", "Plains, Plains", PLAINS], "exactly 3"),
    (["3cb", "solve", ORACLE, PLAINS, "--max-memory", "lots"], "--max-memory"),
    (["3cb", "solve", ORACLE, PLAINS, "--time-limit", "0"], "--time-limit"),
    (["3cb", "solve", "Mishra's Factory, Plains, Plains", PLAINS, "--banlist", "default"], "banned"),
])
def test_cli_bad_input_gives_one_line_and_exit_status_2(capsys, args, message):
    code, out, err = run_cli(capsys, *args)
    assert code == 2 and message in err and len(err.strip().splitlines()) == 1


def test_cli_metagame_no_lines_stores_games_without_lines(capsys, tmp_path):
    decks, db = deck_file(tmp_path, ORACLE, PLAINS), tmp_path / "m.sqlite"
    code, out, err = run_cli(capsys, "3cb", "metagame", decks, "--db", db, "--no-lines")
    assert code == 0 and "2 decks, 2 games: 2 solved now" in out
    assert sqlite3.connect(db).execute("SELECT DISTINCT line FROM games").fetchall() == [("null",)]


def test_cli_metagame_bad_line_and_bad_database(capsys, tmp_path):
    bad = deck_file(tmp_path, ORACLE, "Plains, Plains, Plainz")
    code, out, err = run_cli(capsys, "3cb", "metagame", bad, "--db", tmp_path / "m.sqlite")
    assert code == 2 and "line 2" in err
    good = deck_file(tmp_path, ORACLE, PLAINS, name="good.txt")
    junk = tmp_path / "junk.sqlite"
    junk.write_text("junk")
    code, out, err = run_cli(capsys, "3cb", "metagame", good, "--db", junk)
    assert code == 2 and "junk.sqlite" in err
