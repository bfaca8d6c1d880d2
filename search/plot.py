"""Win-rate plots of a results database (search.results).

The first panel shows each searcher family's win rate against its search budget (log scale)
with 95% Wilson interval bars; agents without a budget (random, rule) are horizontal
reference lines with their interval as a band. A spec's budget is its `iterations` parameter
or its first positional number (`ismcts:1000`); its other parameters name the family
(`ismcts:1000,variant=mo` is family "ismcts variant=mo"). When no agent has a budget the panel
shows one point per agent instead. When several agent specs meet, a head-to-head matrix
follows: the cell (row, column) is the row agent's win rate in games where both played.

Rates are per appearance, pooled over all line-ups in the database: three `random` agents in
400 games are 1,200 appearances, each won or not. At most one copy wins a game, so the
binomial interval is, if anything, a little wide. The matrix counts the same way, in the games
where the column agent also played.

Drawn with matplotlib's Agg canvas: no display needed.
"""
from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from search.results import ResultsError, ResultStore
from search.stats import wilson_interval

FORMATS = (".png", ".svg", ".pdf")


@dataclass(frozen=True)
class Tally:
    wins: int = 0
    games: int = 0

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else math.nan

    @property
    def interval(self) -> tuple[float, float]:
        return wilson_interval(self.wins, self.games)

    def add(self, won: bool) -> "Tally":
        return Tally(self.wins + won, self.games + 1)


@dataclass(frozen=True)
class Results:
    """What the plots need from a database."""

    game: str
    params: dict
    players: int
    games: int
    specs: list[str]                          # in display order
    overall: dict[str, Tally]                 # spec -> its appearances and wins
    head_to_head: dict[tuple[str, str], Tally]  # (row, column) -> row's record with column


def load_results(db) -> Results:
    """Reads and tallies a results database; ResultsError if it is not one or is empty."""
    with ResultStore.open_existing(db) as store:
        rows = store.rows()
        game, params = store.game, store.params
    if not rows:
        raise ResultsError(f"{db} holds no games yet")
    overall: dict[str, Tally] = defaultdict(Tally)
    head_to_head: dict[tuple[str, str], Tally] = defaultdict(Tally)
    for row in rows:
        for index, spec in enumerate(row["agents"]):
            won = index == row["winner"]
            overall[spec] = overall[spec].add(won)
            for other in set(row["agents"]) - {spec}:
                head_to_head[spec, other] = head_to_head[spec, other].add(won)
    return Results(game, params, len(rows[0]["seats"]), len(rows),
                   sorted(overall, key=_display_order), dict(overall), dict(head_to_head))


def budget_of(spec: str) -> tuple[str, float | None]:
    """(family, budget) of an agent spec: ("ismcts variant=mo", 1000.0), ("rule", None).

    The budget is the search iterations per move: `iterations` (or the first number), times
    `worlds` for determinized searchers ("detuct:worlds=10,iterations=100" -> 1000.0).
    """
    name, _, params = spec.partition(":")
    tokens = [token.strip() for token in params.split(",") if token.strip()]
    budget_token = next((t for t in tokens if t.partition("=")[0].strip() == "iterations"
                         and _number(t.partition("=")[2]) is not None), None)
    if budget_token is None:
        budget_token = next((t for t in tokens if "=" not in t and _number(t) is not None), None)
    if budget_token is None:
        return spec, None
    rest = [t for t in tokens if t is not budget_token]
    budget = _number(budget_token.rpartition("=")[2])
    for token in rest:
        key, _, value = token.partition("=")
        if key.strip() == "worlds" and _number(value) is not None:
            budget *= _number(value)
    return " ".join([name, *rest]), budget


def _number(text: str) -> float | None:
    try:
        value = float(text)
    except ValueError:
        return None
    return value if math.isfinite(value) and value > 0 else None


def _display_order(spec: str):
    family, budget = budget_of(spec)
    return (budget is None, family, budget or 0.0)


def save_plots(db, out, matrix_out=None) -> list[Path]:
    """Draws the database's plots into `out` (and the matrix alone into `matrix_out`, if
    given); returns the files written. ValueError for an unknown file type."""
    for path in (out, matrix_out):
        if path is not None and Path(path).suffix.lower() not in FORMATS:
            raise ValueError(f"cannot write {path}: the plot file must end in "
                             f"{', '.join(FORMATS)}")
    results = load_results(db)
    with_matrix = len(results.specs) >= 2
    if matrix_out is not None and not with_matrix:
        raise ValueError(f"no head-to-head matrix: {db} holds only one agent spec "
                         f"({results.specs[0]})")
    written = []
    figure = win_rate_figure(results, matrix=with_matrix and matrix_out is None)
    figure.savefig(out, dpi=150, bbox_inches="tight")
    written.append(Path(out))
    if matrix_out is not None:
        figure = _new_figure(*_matrix_size(results))
        _draw_matrix(figure.add_subplot(), results)
        figure.suptitle(f"{_game_title(results)}: {results.games} games", fontsize=12)
        figure.savefig(matrix_out, dpi=150, bbox_inches="tight")
        written.append(Path(matrix_out))
    return written


def _new_figure(width, height):
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure
    figure = Figure(figsize=(width, height), layout="constrained")
    FigureCanvasAgg(figure)
    return figure


def _matrix_size(results: Results) -> tuple[float, float]:
    side = 2.5 + 0.75 * len(results.specs)
    return side + 1.5, side


SIDE_BY_SIDE_UP_TO = 4     # agent specs; a larger matrix goes below the win-rate panel


def win_rate_figure(results: Results, matrix: bool):
    """The win-rate panel, and the head-to-head matrix beside or below it if `matrix`."""
    width, height = 8.0, 5.5
    if not matrix:
        figure = _new_figure(width, height)
        _draw_win_rates(figure.add_subplot(), results)
    else:
        matrix_width, matrix_height = _matrix_size(results)
        if len(results.specs) <= SIDE_BY_SIDE_UP_TO:
            figure = _new_figure(width + matrix_width, max(height, matrix_height))
            rates, head_to_head = figure.subplots(1, 2, width_ratios=[width, matrix_width])
        else:
            figure = _new_figure(max(width, matrix_width), height + matrix_height)
            rates, head_to_head = figure.subplots(2, 1, height_ratios=[height, matrix_height])
        _draw_win_rates(rates, results)
        _draw_matrix(head_to_head, results)
    figure.suptitle(f"{_game_title(results)}: {results.games} games, "
                    "95% Wilson intervals", fontsize=13)
    return figure


def _game_title(results: Results) -> str:
    details = [f"{results.players} players"]
    details += [f"{key}={value}" for key, value in sorted(results.params.items())
                if key != "num_players"]
    return f"{results.game}, {', '.join(details)}"


def _draw_win_rates(axes, results: Results) -> None:
    from matplotlib.ticker import PercentFormatter
    families = defaultdict(list)
    references = []
    for spec in results.specs:
        family, budget = budget_of(spec)
        if budget is None:
            references.append(spec)
        else:
            families[family].append((budget, results.overall[spec]))
    if families:
        _draw_budget_curves(axes, families, references, results)
    else:
        _draw_agent_points(axes, references, results)
    chance = 1 / results.players
    axes.axhline(chance, color="0.4", linestyle=":", linewidth=1,
                 label=f"chance (1/{results.players})")
    highest = max(results.overall[spec].interval[1] for spec in results.specs)
    axes.set_ylim(0, min(1.0, math.ceil((highest + 0.05) * 10) / 10))
    axes.yaxis.set_major_formatter(PercentFormatter(1.0))
    axes.set_ylabel("win rate (bars: 95% interval)")
    axes.grid(True, which="major", alpha=0.3)
    _legend(axes)


def _legend(axes) -> None:
    """The searcher curves first, then the references and chance."""
    from matplotlib.container import ErrorbarContainer
    handles, labels = axes.get_legend_handles_labels()
    order = sorted(range(len(handles)),
                   key=lambda i: not isinstance(handles[i], ErrorbarContainer))
    if handles:
        axes.legend([handles[i] for i in order], [labels[i] for i in order], fontsize=8,
                    loc="upper left", framealpha=0.9)


def _draw_budget_curves(axes, families, references, results: Results) -> None:
    colours = _colours(len(families) + len(references))
    for colour, (family, points) in zip(colours, sorted(families.items())):
        points.sort()
        budgets = [budget for budget, _ in points]
        rates = [tally.rate for _, tally in points]
        below, above = _error_bars([tally for _, tally in points])
        axes.errorbar(budgets, rates, yerr=[below, above], color=colour, marker="o",
                      capsize=4, linewidth=1.6, label=family)
    for colour, spec in zip(colours[len(families):], references):
        tally = results.overall[spec]
        low, high = tally.interval
        axes.axhline(tally.rate, color=colour, linestyle="--", linewidth=1.4,
                     label=f"{spec} ({tally.rate:.0%}, no budget)")
        axes.axhspan(low, high, color=colour, alpha=0.12, linewidth=0)
    budgets = [budget for points in families.values() for budget, _ in points]
    from matplotlib.ticker import FuncFormatter, LogLocator, NullFormatter
    axes.set_xscale("log")
    axes.set_xlim(min(budgets) / 2, max(budgets) * 2)
    axes.xaxis.set_major_locator(LogLocator(base=10))
    axes.xaxis.set_major_formatter(FuncFormatter(lambda value, _: f"{value:,.0f}"))
    axes.xaxis.set_minor_formatter(NullFormatter())
    axes.set_xlabel("search budget (iterations per move, log scale)")
    axes.set_title("win rate against search budget")


def _draw_agent_points(axes, specs, results: Results) -> None:
    tallies = [results.overall[spec] for spec in specs]
    below, above = _error_bars(tallies)
    positions = range(len(specs))
    for position, colour, tally, low, high in zip(positions, _colours(len(specs)), tallies,
                                                  below, above):
        axes.errorbar([position], [tally.rate], yerr=[[low], [high]], color=colour,
                      marker="o", markersize=7, capsize=6, linewidth=1.8)
        axes.annotate(f"{tally.rate:.1%}\n{tally.wins} wins in {tally.games}",
                      (position, tally.rate),
                      xytext=(10, 0), textcoords="offset points", va="center", fontsize=8)
    axes.set_xticks(list(positions), specs, rotation=20 if len(specs) > 4 else 0)
    axes.set_xlim(-0.6, len(specs) - 0.4)
    axes.set_xlabel("agent (no search budget to plot against)")
    axes.set_title("win rate per agent")


def _error_bars(tallies) -> tuple[list[float], list[float]]:
    intervals = [tally.interval for tally in tallies]
    return ([t.rate - low for t, (low, _) in zip(tallies, intervals)],
            [high - t.rate for t, (_, high) in zip(tallies, intervals)])


def _colours(count: int) -> list:
    from matplotlib import colormaps
    palette = colormaps["tab10"].colors
    return [palette[i % len(palette)] for i in range(count)]


def _draw_matrix(axes, results: Results) -> None:
    import numpy as np
    from matplotlib import colormaps
    from matplotlib.colors import TwoSlopeNorm
    from matplotlib.ticker import PercentFormatter
    specs = results.specs
    rates = np.full((len(specs), len(specs)), np.nan)
    for (row, column), tally in results.head_to_head.items():
        rates[specs.index(row), specs.index(column)] = tally.rate
    colour_map = colormaps["RdYlGn"].with_extremes(bad="0.88")
    # green above chance, red below: chance is the natural centre in an n-player game
    norm = TwoSlopeNorm(vmin=0, vcenter=1 / results.players, vmax=1)
    image = axes.imshow(rates, cmap=colour_map, norm=norm)
    for (i, row), (j, column) in ((a, b) for a in enumerate(specs) for b in enumerate(specs)):
        tally = results.head_to_head.get((row, column))
        if tally is None:
            axes.text(j, i, "–", ha="center", va="center", color="0.5")
            continue
        shade = colour_map(norm(tally.rate))
        ink = "black" if 0.299 * shade[0] + 0.587 * shade[1] + 0.114 * shade[2] > 0.5 else "white"
        axes.text(j, i, f"{tally.rate:.0%}\n{tally.wins}/{tally.games}", ha="center",
                  va="center", fontsize=8, color=ink)
    axes.set_xticks(range(len(specs)), specs, rotation=30, ha="right")
    axes.set_yticks(range(len(specs)), specs)
    axes.set_xlabel("opponent (column agent)")
    axes.set_ylabel("agent (row)")
    axes.set_title("head-to-head: the row agent's win rate\nin games where both played")
    colour_bar = axes.figure.colorbar(image, ax=axes, shrink=0.8)
    colour_bar.set_label(f"row agent's win rate (centre: chance, 1/{results.players})")
    colour_bar.ax.yaxis.set_major_formatter(PercentFormatter(1.0))
