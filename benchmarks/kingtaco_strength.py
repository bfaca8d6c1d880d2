"""King Taco strength: every agent against three random players, with 95% intervals.

    python benchmarks/kingtaco_strength.py --db strength.sqlite --jobs 2
    python benchmarks/kingtaco_strength.py --db strength.sqlite --table-only

Each line-up is [agent, random, random, random] with seats rotating, played through
`search.tournament`, so the run is resumable: stop it at any time and run it again. It prints
the README's strength table (Markdown) and draws the win-rate plot (`--plot FILE`).
Agents: random, rule, determinized UCT (10 worlds), SO-ISMCTS and MO-ISMCTS at 100, 1,000
and 10,000 iterations per move. Searchers that take longer play fewer games by default.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from search.plot import budget_of, save_plots
from search.stats import wilson_interval
from search.tournament import run_tournament

PLAYERS = 4
BUDGETS = (100, 1_000, 10_000)
DEFAULT_GAMES = {None: 2000, 100: 2000, 1_000: 1000, 10_000: 400}


def agents(budgets=BUDGETS) -> list[str]:
    specs = ["random", "rule"]
    for budget in budgets:
        specs += [f"detuct:worlds=10,iterations={budget // 10}",
                  f"ismcts:iterations={budget}",
                  f"ismcts:iterations={budget},variant=mo"]
    return specs


def line_up(agent: str) -> list[str]:
    return [agent] + ["random"] * (PLAYERS - 1)


def games_for(agent: str, scale: float) -> int:
    return max(1, round(DEFAULT_GAMES[budget_of(agent)[1] and int(budget_of(agent)[1])] * scale))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, default=Path("kingtaco-strength.sqlite"),
                        help="results database (resumable)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--scale", type=float, default=1.0,
                        help="multiply every agent's number of games (e.g. 0.1 for a quick run)")
    parser.add_argument("--budgets", type=int, nargs="+", default=list(BUDGETS),
                        choices=BUDGETS, help="which search budgets to run")
    parser.add_argument("--plot", type=Path, default=None, help="write the win-rate plot here")
    parser.add_argument("--matrix", type=Path, default=None,
                        help="write the head-to-head matrix here (else it joins the plot)")
    parser.add_argument("--table-only", action="store_true",
                        help="play nothing; print the table of what the database holds")
    args = parser.parse_args(argv)
    rows = []
    for agent in agents(args.budgets):
        games = games_for(agent, args.scale)
        if args.table_only:
            from search.results import ResultStore
            from search.tournament import cardtree_version, summarize
            with ResultStore.open(args.db, "kingtaco", {"num_players": PLAYERS},
                                  cardtree_version()) as store:
                stored = store.rows(line_up(agent), 0, games - 1)
            record = summarize(stored, line_up(agent)).agents[0]
        else:
            print(f"{agent}: {games} games", file=sys.stderr)
            result = run_tournament(args.db, "kingtaco", {"num_players": PLAYERS}, line_up(agent),
                                    games, seed=0, jobs=args.jobs, progress=True)
            record = result.summary.agents[0]
        rows.append((agent, record))
    print(markdown(rows))
    if args.plot:
        save_plots(args.db, args.plot, matrix_out=args.matrix)
        print(f"plot written to {args.plot}", file=sys.stderr)
    return 0


def markdown(rows) -> str:
    lines = ["| agent (against three random players) | iterations per move | games | wins | "
             "win rate | 95% interval |", "|---|---|---|---|---|---|"]
    for agent, record in rows:
        budget = budget_of(agent)[1]
        low, high = wilson_interval(record.wins, record.games)
        lines.append(f"| `{agent}` | {'' if budget is None else f'{budget:,.0f}'} | "
                     f"{record.games} | {record.wins} | {record.win_rate:.1%} | "
                     f"[{low:.1%}, {high:.1%}] |")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
