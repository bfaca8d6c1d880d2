"""Solving a pairing's two games at once (`solve_3cb(..., jobs=2)`, `cardtree 3cb solve
--jobs 2`): the same games as one after the other, errors and cancelling across threads."""
import io
import threading

import pytest

from search import cli_threecb_solve
from search.threecb import solve_3cb

RACE = ("Mountain, Goblin Guide, Lightning Bolt", "Swamp, Dark Ritual, Rotting Regisaur")
NETHER = ("Cabal Therapy, Nether Spirit, Swamp", "Dark Ritual, Rotting Regisaur, Swamp")
# The Thalia deck's game on the play (game 2) runs for minutes; the other ends in seconds.
LONG_SECOND_GAME = ("Inkmoth Nexus, Luminarch Aspirant, Mox Pearl",
                    "Mox Pearl, Rishadan Port, Thalia, Guardian of Thraben")


def games_of(result):
    return [(g.on_play, g.on_draw, g.winner, g.status, g.states, g.actions, g.line, g.method)
            for g in result.games]


@pytest.mark.parametrize("method", ["alphabeta", "retrograde", "auto"])
@pytest.mark.parametrize("decks", [RACE, NETHER])
def test_two_jobs_give_the_same_games_as_one(decks, method):
    one = solve_3cb(*decks, banlist="none", method=method, jobs=1)
    two = solve_3cb(*decks, banlist="none", method=method, jobs=2)
    assert games_of(two) == games_of(one)
    assert (two.points_a, two.points_b) == (one.points_a, one.points_b)
    assert all(g.states > 0 for g in two.games)


def test_an_error_in_the_second_game_reaches_the_caller():
    def progress(game, states):
        if game == 1:
            raise RuntimeError("stop game 2")
    with pytest.raises(RuntimeError, match="stop game 2"):
        solve_3cb(*RACE, banlist="none", method="alphabeta", jobs=2, on_progress=progress)


def running_game_threads():
    return [t for t in threading.enumerate() if t.name == "cardtree-search"]


def test_an_error_in_the_first_game_cancels_the_second():
    """Game 1 raises at its first report; game 2 (minutes long, capped at 30 M states should
    cancelling fail) must stop at its next poll, about half a second later."""
    def progress(game, states):
        if game == 0:
            raise KeyboardInterrupt
    assert not running_game_threads()
    with pytest.raises(KeyboardInterrupt):
        solve_3cb(*LONG_SECOND_GAME, banlist="none", method="alphabeta", lines=False, jobs=2,
                  max_states=30_000_000, on_progress=progress)
    for thread in running_game_threads():
        thread.join(timeout=10)
    assert not running_game_threads()


def test_a_mirror_is_still_one_game_with_two_jobs():
    r = solve_3cb("Island, Thassa's Oracle, Mox Sapphire", "Mox Sapphire, Island, Thassa's Oracle",
                  banlist="none", jobs=2)
    assert (r.games[1].method, r.games[1].states) == ("mirror", 0)
    assert (r.on_play, r.on_draw) == ("W", "L") and not running_game_threads()


def test_jobs_must_be_one_or_more():
    with pytest.raises(ValueError, match="jobs"):
        solve_3cb(*RACE, banlist="none", jobs=0)


def test_the_command_line_takes_one_or_two_jobs(capsys):
    from search.cli import main
    assert main(["3cb", "solve", *RACE, "--jobs", "2", "--no-lines"]) == 0
    assert "Points: A 0, B 6" in capsys.readouterr().out
    assert main(["3cb", "solve", *RACE, "--jobs", "3"]) == 2
    assert "argument --jobs: invalid choice: 3" in capsys.readouterr().err


def test_the_progress_line_shows_both_games(monkeypatch):
    err = io.StringIO()
    err.isatty = lambda: True
    monkeypatch.setattr(cli_threecb_solve.sys, "stderr", err)
    monkeypatch.setattr(cli_threecb_solve, "PROGRESS_AFTER_SECONDS", 0.0)
    report = cli_threecb_solve._progress_reporter()
    report(0, 1_000)
    report(1, 2_500)
    last = err.getvalue().split("\r")[-1]
    assert "game 1 (A on the play) 1,000 states, game 2 (B on the play) 2,500 states" in last
