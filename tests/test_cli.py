"""The `cardtree` command line: play, its output, and its one-line errors (exit status 2)."""
import re
import subprocess
import sys

import pytest

from search.cli import main


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_play_many_games_prints_wins_per_agent(capsys):
    code, out, err = run(capsys, "play", "kingtaco", "--players", "5",
                         "--agents", "rule,random,random,random,random", "--games", "60")
    assert code == 0
    rows = re.findall(r"^(\d):(\w+)\s+(\d+)\s+([\d.]+)%", out, re.M)
    assert [(seat, name) for seat, name, _, _ in rows] == [
        ("0", "rule"), ("1", "random"), ("2", "random"), ("3", "random"), ("4", "random")]
    capped = int(re.search(r"no winner: (\d+)", out).group(1))
    assert sum(int(w) for _, _, w, _ in rows) + capped == 60


def test_play_verbose_narrates_a_whole_game(capsys):
    code, out, err = run(capsys, "play", "kingtaco", "--players", "4",
                         "--agents", "rule,random,random,random", "--seed", "7", "--verbose")
    assert code == 0
    # Seats rotate by the seed, as in tournaments: seat s holds agent (s + 7) % 4.
    assert "P1 = 0:rule" in out and "waiting for P0: play" in out
    assert re.search(r"\[turn 1\] P0: play ", out)
    assert "stack resolves" in out and "mana" in out and "condition:" in out
    assert "AUCTION" in out and ("GAME OVER: P" in out or "no winner" in out)


def test_same_seed_same_output(capsys):
    first = run(capsys, "play", "kingtaco", "--agents", "rule,random,rule,random", "--games", "20",
                "--seed", "3")[1]
    second = run(capsys, "play", "kingtaco", "--agents", "rule,random,rule,random", "--games", "20",
                 "--seed", "3")[1]
    strip = lambda text: re.sub(r"[\d.]+ s\n", "", text)
    assert strip(first) == strip(second)


@pytest.mark.parametrize("args, message", [
    (["play", "kingtac"], "unknown game 'kingtac'"),
    (["play", "kingtaco", "--players", "9"], "2 to 8 players"),
    (["play", "kingtaco", "--players", "1"], "2 to 8 players"),
    (["play", "kingtaco", "--agents", "rule,robot,random,random"], "unknown agent 'robot'"),
    (["play", "kingtaco", "--agents", "rule,random"], "4 players need 4 agents"),
    (["play", "kingtaco", "--agents", "rule:3,random,random,random"], "takes no parameters"),
    (["play", "kingtaco", "--seed", "x"], "invalid int value"),
    (["play", "kingtaco", "--seed", "-1"], "--seed"),
    (["play", "kingtaco", "--games", "0"], "--games"),
    (["play", "kingtaco", "--jobs", "0"], "--jobs"),
    (["play", "kingtaco", "--games", "4", "--jobs", "2", "--verbose"], "--verbose"),
])
def test_bad_input_gives_one_line_and_exit_status_2(capsys, args, message):
    code, out, err = run(capsys, *args)
    assert code == 2
    assert message in err
    assert len(err.strip().splitlines()) == 1 and err.startswith("cardtree: error:")


def test_play_with_jobs_matches_one_process(capsys):
    args = ["play", "kingtaco", "--agents", "rule,random,random,random", "--games", "30"]
    one = run(capsys, *args)[1]
    two = run(capsys, *args, "--jobs", "2")[1]
    table = lambda text: [line for line in text.splitlines() if re.match(r"\d:|no winner", line)]
    assert table(one) == table(two) and len(table(one)) == 5


def test_help_explains_the_play_command():
    result = subprocess.run([sys.executable, "-m", "search.cli", "play", "--help"],
                            capture_output=True, text=True)
    assert result.returncode == 0
    for word in ("--players", "--agents", "--games", "--seed", "--verbose", "rule", "random"):
        assert word in result.stdout
