"""`cardtree plot`: budgets read from agent specs, per-appearance tallies, the figure's content,
PNG and SVG output without a display, and one-line errors."""
import os
import subprocess
import sys

import pytest

from search.cli import main
from search.plot import budget_of, load_results, win_rate_figure
from search.results import ResultStore
from search.stats import wilson_interval
from search.tournament import cardtree_version, run_tournament, seating

PARAMS = {"num_players": 4}


def fake_row(line_up, seed, winner):
    """A stored game with a chosen winner (agent index or None), for agents not yet built."""
    seats = seating(seed, len(line_up))
    returns = [1.0 if agent == winner else 0.0 for agent in seats]
    return {"game": "kingtaco", "params": PARAMS, "agents": line_up, "seed": seed,
            "seats": seats, "returns": returns, "winner": winner, "actions": 50,
            "seconds": 0.01, "version": cardtree_version()}


def fake_db(path, games_by_line_up):
    """games_by_line_up: {tuple line-up: [winner of game 0, winner of game 1, ...]}."""
    with ResultStore.open(path, "kingtaco", PARAMS, cardtree_version()) as store:
        for line_up, winners in games_by_line_up.items():
            for seed, winner in enumerate(winners):
                store.add(fake_row(list(line_up), seed, winner))
    return path


@pytest.fixture(scope="module")
def played_db(tmp_path_factory):
    db = tmp_path_factory.mktemp("plot") / "results.sqlite"
    run_tournament(db, "kingtaco", PARAMS, ["rule", "random", "random", "random"], 16)
    return db


@pytest.fixture(scope="module")
def budget_db(tmp_path_factory):
    """ISMCTS at three budgets (stronger with more), an MO variant at two, against rule and
    random: 20 games per line-up, the searcher winning 5, 10, 15 of them."""
    games = {}
    for budget, searcher_wins in ((100, 5), (1000, 10), (10000, 15)):
        for variant in ("", ",variant=mo") if budget > 100 else ("",):
            winners = [0] * searcher_wins + [1, 2, 3, None] * 5
            games[(f"ismcts:{budget}{variant}", "rule", "random", "random")] = winners[:20]
    return fake_db(tmp_path_factory.mktemp("plot") / "budgets.sqlite", games)


def cli(capsys, *args):
    code = main([str(arg) for arg in args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("spec, family, budget", [
    ("ismcts:1000", "ismcts", 1000),
    ("ismcts:iterations=1000,c=0.7,variant=mo", "ismcts c=0.7 variant=mo", 1000),
    ("ismcts:1000,variant=mo", "ismcts variant=mo", 1000),
    ("detuct:worlds=10,iterations=100", "detuct worlds=10", 1000),   # 10 worlds x 100
    ("detuct:100,worlds=4", "detuct worlds=4", 400),
    ("mcts:250", "mcts", 250),
    ("rule", "rule", None),
    ("random", "random", None),
    ("ismcts:seconds=2", "ismcts:seconds=2", None),
])
def test_the_budget_is_the_iterations_per_move(spec, family, budget):
    assert budget_of(spec) == (family, budget)


def test_win_rates_count_every_appearance_and_head_to_head_needs_both_agents(tmp_path):
    line_up = ("ismcts:100", "rule", "random", "random")
    db = fake_db(tmp_path / "r.sqlite", {line_up: [0, 1, 2, None],
                                          ("random", "random", "random", "random"): [3, 3]})
    results = load_results(db)
    assert results.game == "kingtaco" and results.players == 4 and results.games == 6
    assert results.specs == ["ismcts:100", "random", "rule"]
    record = lambda tally: (tally.wins, tally.games)
    assert record(results.overall["ismcts:100"]) == (1, 4)
    assert record(results.overall["rule"]) == (1, 4)
    assert record(results.overall["random"]) == (1 + 2, 2 * 4 + 4 * 2)
    assert record(results.head_to_head["random", "rule"]) == (1, 8)
    assert record(results.head_to_head["rule", "random"]) == (1, 4)
    assert record(results.head_to_head["ismcts:100", "rule"]) == (1, 4)
    assert ("random", "random") not in results.head_to_head
    assert results.overall["rule"].interval == wilson_interval(1, 4)


def test_the_figure_plots_win_rate_against_a_log_budget_with_a_matrix(budget_db):
    figure = win_rate_figure(load_results(budget_db), matrix=True)
    rates, matrix = figure.axes[:2]
    assert "kingtaco, 4 players" in figure.get_suptitle()
    assert rates.get_xscale() == "log"
    assert "budget" in rates.get_xlabel() and "win rate" in rates.get_ylabel()
    curves = {bars.get_label(): bars.lines[0] for bars in rates.containers}
    assert {label: list(line.get_xdata()) for label, line in curves.items()} == {
        "ismcts": [100, 1000, 10000], "ismcts variant=mo": [1000, 10000]}
    assert list(curves["ismcts"].get_ydata()) == [5 / 20, 10 / 20, 15 / 20]
    references = [text.get_text() for text in rates.get_legend().get_texts()]
    assert any(label.startswith("rule") for label in references)
    assert any(label.startswith("random") for label in references)
    assert any(label.startswith("chance") for label in references)
    shown = matrix.get_images()[0].get_array()
    assert shown.shape == (7, 7)
    assert "head-to-head" in matrix.get_title()


PLOT_WITHOUT_PYPLOT = """
import sys
from search.cli import main
code = main(sys.argv[1:])
assert "matplotlib.pyplot" not in sys.modules, "pyplot would tie the plot to a GUI backend"
sys.exit(code)
"""


def test_cardtree_plot_writes_a_png_without_a_display(played_db, tmp_path):
    environment = {key: value for key, value in os.environ.items()
                   if key not in ("DISPLAY", "WAYLAND_DISPLAY", "MPLBACKEND")}
    out = tmp_path / "winrates.png"
    result = subprocess.run([sys.executable, "-c", PLOT_WITHOUT_PYPLOT, "plot", str(played_db),
                             "--out", str(out)], capture_output=True, text=True,
                            env=environment, timeout=120)
    assert result.returncode == 0, result.stderr
    assert f"wrote {out}" in result.stdout
    assert out.read_bytes().startswith(b"\x89PNG\r\n\x1a\n") and out.stat().st_size > 10_000


def test_cardtree_plot_writes_an_svg(played_db, tmp_path, capsys):
    out = tmp_path / "winrates.svg"
    code, stdout, err = cli(capsys, "plot", played_db, "--out", out)
    assert code == 0, err
    assert b"<svg" in out.read_bytes()[:1000] and out.stat().st_size > 10_000


def test_the_matrix_can_go_to_a_file_of_its_own(budget_db, tmp_path, capsys):
    code, out, err = cli(capsys, "plot", budget_db, "--out", tmp_path / "rates.svg",
                         "--matrix", tmp_path / "matrix.png")
    assert code == 0, err
    assert (tmp_path / "rates.svg").stat().st_size > 10_000
    assert (tmp_path / "matrix.png").read_bytes().startswith(b"\x89PNG")


def test_the_agents_without_budgets_are_plotted_as_points(played_db):
    figure = win_rate_figure(load_results(played_db), matrix=False)
    axes = figure.axes[0]
    assert [label.get_text() for label in axes.get_xticklabels()] == ["random", "rule"]
    assert "per agent" in axes.get_title()


def test_a_matrix_of_a_single_agent_spec_is_refused(tmp_path, capsys):
    db = fake_db(tmp_path / "self.sqlite", {("random",) * 4: [0, 1, None]})
    code, out, err = cli(capsys, "plot", db, "--out", tmp_path / "a.png",
                         "--matrix", tmp_path / "m.png")
    assert code == 2 and "only one agent spec (random)" in err
    assert len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("make, out, message", [
    (None, "a.png", "no results database at"),
    ("text", "a.png", "file is not a database"),
    ("empty", "a.png", "holds no games yet"),
    ("played", "a.jpg", "the plot file must end in .png, .svg, .pdf"),
])
def test_bad_plot_input_gives_one_line_and_exit_status_2(tmp_path, capsys, played_db, make,
                                                        out, message):
    db = tmp_path / "results.sqlite"
    if make == "text":
        db.write_text("not a database\n" * 100)
    elif make == "empty":
        ResultStore.open(db, "kingtaco", PARAMS, cardtree_version()).close()
    elif make == "played":
        db = played_db
    code, stdout, err = cli(capsys, "plot", db, "--out", tmp_path / out)
    assert code == 2
    assert err.startswith("cardtree: error:") and len(err.strip().splitlines()) == 1, err
    assert message in err
    assert not (tmp_path / out).exists()


def test_help_explains_the_plot_command(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["plot", "--help"])
    out = capsys.readouterr().out
    assert exit_.value.code == 0
    for word in ("--out", "--matrix", "budget", "iterations", "Wilson", "head-to-head"):
        assert word in out, word
