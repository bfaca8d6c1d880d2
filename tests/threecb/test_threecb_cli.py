"""`cardtree 3cb cards|check|play`: output and one-line errors (exit status 2)."""
import re

import pytest

from core.threecb.pool import supported_cards
from search.cli import main


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_cards_lists_every_supported_card_with_its_oracle_text(capsys):
    code, out, err = run(capsys, "3cb", "cards")
    assert code == 0
    assert "Lightning Bolt {R} — Instant" in out and "deals 3 damage to any target" in out
    assert "Jace, Wielder of Mysteries {1}{U}{U}{U} — Legendary Planeswalker — Jace, loyalty 4" in out
    code, out, err = run(capsys, "3cb", "cards", "--names")
    assert out.splitlines() == supported_cards() and len(supported_cards()) >= 118


def test_check_a_legal_deck(capsys):
    code, out, err = run(capsys, "3cb", "check", "Swamp", "Dark Ritual", "Rotting Regisaur")
    assert code == 0 and out.startswith("legal: Swamp, Dark Ritual, Rotting Regisaur")


def test_check_the_issue_example_names_the_banned_cards(capsys):
    code, out, err = run(capsys, "3cb", "check", "Mishra's Factory", "Stromkirk Noble",
                         "Swords to Plowshares")
    assert code == 2 and "banned: Mishra's Factory, Swords to Plowshares" in err
    code, out, err = run(capsys, "3cb", "check", "Mishra's Factory", "Stromkirk Noble",
                         "Swords to Plowshares", "--banlist", "none")
    assert code == 0 and "legal" in out


@pytest.mark.parametrize("args, message", [
    (["3cb", "check", "Mountain", "Island"], "exactly 3 cards, got 2"),
    (["3cb", "check", "Mountain, Island, Swamp, Forest"], "exactly 3 cards, got 4"),
    (["3cb", "check", "Lightning Blot", "Mountain", "Island"], "closest: Lightning Bolt"),
    (["3cb", "check", "Mountain", "Island", "Swamp", "--banlist", "/nonexistent/x.txt"],
     "cannot read banlist"),
    (["3cb", "play", "Mountain, Island", "Swamp, Forest, Plains"], "deck A: a deck is exactly 3"),
    (["3cb", "play", "Mountain, Island, Swamp", "Swamp, Forest, Plains", "--agents", "rule"],
     "needs 2 agents"),
    (["3cb", "play", "Mountain, Island, Swamp", "Swamp, Forest, Plains", "--games", "0"], "--games"),
    (["3cb", "play", "Black Lotus, Island, Swamp", "Swamp, Forest, Plains", "--banlist", "default"],
     "banned: Black Lotus"),
])
def test_bad_input_gives_one_line_and_exit_status_2(capsys, args, message):
    code, out, err = run(capsys, *args)
    assert code == 2 and message in err
    assert len(err.strip().splitlines()) == 1 and err.startswith("cardtree: error:")


def test_play_the_issue_example_narrates_a_game(capsys):
    code, out, err = run(capsys, "3cb", "play", "Swamp, Dark Ritual, Rotting Regisaur",
                         "Mishra's Factory, Mox Pearl, Karakas", "--agents", "rule,rule",
                         "--verbose")
    assert code == 0
    assert "banned on the 3cardblind.com list (Mishra's Factory)" in err
    assert re.search(r"\[turn 1, main \d\] P0: play Swamp", out)
    assert "cast Rotting Regisaur" in out and "life" in out
    assert re.search(r"result: (P\d \(deck [AB]\) wins|a draw)", out)
    assert re.search(r"deck A \(.*\): \d+ points?; deck B \(.*\): \d+ points?", out)


def test_play_many_games_alternates_who_is_on_the_play(capsys):
    code, out, err = run(capsys, "3cb", "play", "Mountain, Goblin Guide, Lightning Bolt",
                         "Swamp, Dark Ritual, Rotting Regisaur", "--agents", "random,random",
                         "--games", "6", "--seed", "3")
    assert code == 0
    a, b = map(int, re.search(r": (\d+) points?; .*: (\d+) points? over 6 games", out).groups())
    assert 0 <= a <= 18 and 0 <= b <= 18 and a + b >= 6 * 2


def test_the_cli_offers_every_solver_method_and_no_other():
    from search import cli_threecb_solve, solver
    assert sorted(cli_threecb_solve.METHOD_CHOICES) == sorted(solver.METHODS)
    assert cli_threecb_solve.METHOD_CHOICES[0] == "auto"
