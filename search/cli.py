"""The `cardtree` command line.

    cardtree play kingtaco --players 4 --agents rule,random,random,random --seed 7 --verbose
    cardtree play kingtaco --players 5 --agents rule,random,random,random,random --games 500
    cardtree tournament kingtaco --players 4 --agents ismcts:1000,rule,random,random \
        --games 400 --jobs 2 --db results.sqlite
    cardtree tournament threecb --decks "Swamp, Dark Ritual, Rotting Regisaur" \
        "Mountain, Goblin Guide, Lightning Bolt" --agents mcts:200,rule --games 100 --db 3cb.sqlite
    cardtree plot results.sqlite --out winrates.png
"""
from __future__ import annotations

import argparse
import sys
import time

import core
from search.play import play_game
from search.plot import save_plots
from search.results import ResultsError
from search.specs import AGENTS, make_agent, parse_agent_specs
from search.cli_threecb import DEFAULT_PLAY_TURN_LIMIT, add_threecb_commands
from search.tournament import (MAX_SEED, GameTask, agent_seed, cardtree_version, check_line_up,
                               play_all, run_tournament, seating, summarize)

EXIT_BAD_INPUT = 2


class UsageError(Exception):
    """Bad input from the user: reported as one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(message)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="cardtree", description=(
        "Search-based AI research on card games: play, pit agents against each other, "
        "and solve 3 Card Blind exactly."))
    parser.add_argument("--version", action="version", version=f"cardtree {cardtree_version()}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    play = commands.add_parser(
        "play", help="play games between agents and print who won",
        description=("Play one game with --verbose to watch it, or many with --games to count "
                     "wins. Seats rotate from game to game so every agent plays every seat."),
        epilog=_agents_epilog())
    play.add_argument("game", help=f"the game ({', '.join(core.registered_games())})")
    play.add_argument("--players", type=int, default=4, help="number of players (default 4)")
    play.add_argument("--agents", default=None,
                      help="comma-separated agent specs, one per player, e.g. rule,random,random,random "
                           "(default: random for everyone)")
    play.add_argument("--games", type=int, default=1, help="number of games (default 1)")
    play.add_argument("--jobs", type=int, default=1,
                      help="worker processes for --games (default 1)")
    play.add_argument("--seed", type=int, default=0,
                      help="seed of the first game; game i uses seed+i (default 0)")
    play.add_argument("--verbose", action="store_true",
                      help="narrate every action: plays, stacks, resolutions, auctions, winner")
    play.set_defaults(run=run_play)
    _add_tournament_command(commands)
    _add_plot_command(commands)
    add_threecb_commands(commands)
    return parser


def _agents_epilog() -> str:
    return "agents: " + "; ".join(f"{name}: {text}" for name, (_, text) in AGENTS.items())


def run_play(args) -> int:
    game = _load(args.game, num_players=args.players)
    try:
        specs = parse_agent_specs(args.agents or ",".join(["random"] * game.num_players))
        for spec in specs:
            make_agent(spec, game, seed=0)       # refuse bad parameters before playing
    except ValueError as error:
        raise UsageError(str(error)) from None
    if len(specs) != game.num_players:
        raise UsageError(f"{game.num_players} players need {game.num_players} agents, "
                         f"got {len(specs)} ({args.agents})")
    if args.games < 1:
        raise UsageError(f"--games must be at least 1, got {args.games}")
    if args.jobs < 1:
        raise UsageError(f"--jobs must be at least 1, got {args.jobs}")
    if args.verbose and args.jobs > 1:
        raise UsageError("--verbose narrates games one at a time: leave out --jobs")
    if not 0 <= args.seed <= 2**63 - args.games:
        raise UsageError(f"--seed must be in 0..2**63-1, got {args.seed}")
    line_up = [str(spec) for spec in specs]
    labels = [f"{i}:{spec}" for i, spec in enumerate(line_up)]
    seeds = range(args.seed, args.seed + args.games)
    started = time.perf_counter()
    rows = []
    if args.verbose:
        for seed in seeds:
            rows.append(_narrated_game(game, line_up, labels, seed))
    else:
        tasks = [GameTask(game.name, game.parameters(), line_up, seating(seed, len(line_up)), seed)
                 for seed in seeds]
        with _progress(args.games, args.games > 1) as bar:
            def keep(row):
                rows.append(row)
                bar.update(1)
            play_all(tasks, args.jobs, keep)
    _print_table(game, args, labels, summarize(rows, line_up), time.perf_counter() - started)
    return 0


def _narrated_game(game, line_up, labels, seed) -> dict:
    """One game, seated and seeded as `tournament.play_one` would, told action by action."""
    seats = seating(seed, len(line_up))
    agents = [make_agent(parse_agent_specs(line_up[a])[0], game, seed=agent_seed(seed, a))
              for a in seats]
    narrator = _Narrator(game, labels, seats, seed)
    returns = play_game(game, agents, seed=seed, observer=narrator)
    narrator.print_result(returns)
    best = max(returns)
    winner = seats[returns.index(best)] if best > 0 and returns.count(best) == 1 else None
    return {"winner": winner, "actions": narrator.actions, "seconds": 0.0}


class _Narrator:
    """Tells a game action by action (--verbose) and counts the actions."""

    def __init__(self, game, labels, seats, seed):
        self.actions = 0
        self.names = [labels[agent] for agent in seats]
        print(f"=== {game.name}, seed {seed}: " +
              ", ".join(f"P{seat} = {name}" for seat, name in enumerate(self.names)))
        print(game.new_initial_state(seed))

    def __call__(self, before, action, after):
        self.actions += 1
        for line in _narrate(before, after, action):
            print(line)

    def print_result(self, returns):
        winners = [p for p, r in enumerate(returns) if r > 0]
        print("result: " + (", ".join(f"P{p} ({self.names[p]}) wins" for p in winners)
                            if winners else "no winner") + "\n")


def _narrate(before, after, action):
    if hasattr(before, "narrate"):
        return before.narrate(action, after)
    return [f"P{before.current_player()}: {before.action_to_string(action)}"]


def _print_table(game, args, labels, summary, seconds):
    games = summary.games
    print(f"\n{game.name}, {game.num_players} players, {games} game{'s' * (games != 1)} "
          f"(seeds {args.seed}..{args.seed + games - 1}, seats rotating), {seconds:.1f} s")
    width = max(len(label) for label in labels + ["agent"])
    print(f"{'agent':<{width}}  {'wins':>6}  {'win rate':>8}  95% interval")
    for label, record in zip(labels, summary.agents):
        low, high = record.interval
        print(f"{label:<{width}}  {record.wins:>6}  {record.win_rate:>8.1%}  [{low:.1%}, {high:.1%}]")
    print(f"no winner: {summary.no_winner}; mean length {summary.mean_actions:.1f} actions")


def _add_tournament_command(commands) -> None:
    tournament = commands.add_parser(
        "tournament", help="play many games into an SQLite database (re-run to resume)",
        description=(
            "Play --games games between the agents, seats rotating so that every agent plays "
            "every seat equally often, in --jobs worker processes. Every game is stored in --db "
            "the moment it finishes, so an interrupted run (Ctrl-C, even kill -9) loses no "
            "finished game: run the same command again to resume, and it plays only the "
            "missing games. "
            "Game i uses seed SEED+i, so results are reproducible. A database holds one game "
            "with one set of parameters from one cardtree version; it may hold several "
            "line-ups. At the end: each agent's wins and win rate with a 95% Wilson interval."),
        epilog=_agents_epilog() + ". An agent spec takes parameters after a colon: "
               "ismcts:1000 or ismcts:iterations=1000,c=0.7.")
    tournament.add_argument("game", help=f"the game ({', '.join(core.registered_games())})")
    tournament.add_argument("--players", type=int, default=None,
                            help="number of players (default 4; 3 Card Blind has 2)")
    tournament.add_argument("--agents", required=True,
                            help="comma-separated agent specs, one per player, e.g. "
                                 "ismcts:1000,rule,random,random")
    tournament.add_argument("--games", type=int, default=100,
                            help="number of games (default 100)")
    tournament.add_argument("--jobs", type=int, default=1,
                            help="worker processes playing games in parallel (default 1)")
    tournament.add_argument("--db", required=True,
                            help="SQLite file holding one row per game; created if absent")
    tournament.add_argument("--seed", type=int, default=0,
                            help="seed of the first game; game i uses seed+i (default 0)")
    threecb = tournament.add_argument_group(
        "3 Card Blind (threecb)",
        "Deck A sits in seat 0 and is always on the play. Seats rotate between games, so "
        "each agent plays each deck equally often.")
    threecb.add_argument("--decks", nargs=2, metavar=("DECK_A", "DECK_B"), default=None,
                         help='the two decks, e.g. "Swamp, Dark Ritual, Rotting Regisaur"')
    threecb.add_argument("--banlist", default=None,
                         help="'default' (3cardblind.com), 'none' (default here) or a file")
    threecb.add_argument("--turn-limit", type=int, default=None,
                         help=f"call a game a draw after this many turns (default "
                              f"{DEFAULT_PLAY_TURN_LIMIT}; 0 for none): agents can loop forever")
    tournament.set_defaults(run=run_tournament_command)


def _tournament_parameters(args) -> dict:
    """The game's parameters from the command line; UsageError for options of another game."""
    if args.game != "threecb":
        for option, value in (("--decks", args.decks), ("--banlist", args.banlist),
                              ("--turn-limit", args.turn_limit)):
            if value is not None:
                raise UsageError(f"{option} is for 3 Card Blind (threecb) only")
        return {"num_players": 4 if args.players is None else args.players}
    if args.decks is None:
        raise UsageError("3 Card Blind needs --decks DECK_A DECK_B")
    if args.players not in (None, 2):
        raise UsageError(f"3 Card Blind has 2 players, got --players {args.players}")
    turn_limit = DEFAULT_PLAY_TURN_LIMIT if args.turn_limit is None else args.turn_limit
    if turn_limit < 0:
        raise UsageError(f"--turn-limit must be 0 (none) or more, got {turn_limit}")
    return {"decks": tuple(args.decks), "banlist": args.banlist or "none",
            "turn_limit": turn_limit or None}


def run_tournament_command(args) -> int:
    if args.games < 1:
        raise UsageError(f"--games must be at least 1, got {args.games}")
    if args.jobs < 1:
        raise UsageError(f"--jobs must be at least 1, got {args.jobs}")
    if not 0 <= args.seed <= MAX_SEED - (args.games - 1):
        raise UsageError(f"--seed must be in 0..2**63-1 (with --games {args.games}, "
                         f"at most {MAX_SEED - args.games + 1}), got {args.seed}")
    try:
        specs = [str(spec) for spec in parse_agent_specs(args.agents)]
        game, line_up = check_line_up(args.game, _tournament_parameters(args), specs)
    except (ValueError, TypeError) as error:
        raise UsageError(str(error)) from None
    try:
        result = run_tournament(args.db, game.name, game.parameters(), line_up, args.games,
                                seed=args.seed, jobs=args.jobs, progress=True)
    except ResultsError as error:
        raise UsageError(str(error)) from None
    except KeyboardInterrupt:
        print(f"cardtree: interrupted; every finished game is stored in {args.db}: run the "
              "same command again to resume", file=sys.stderr)
        return 130
    last = args.seed + args.games - 1
    print(f"{game.name}, {game.num_players} players: {args.games} games (seeds {args.seed}.."
          f"{last}, seats rotating) in {args.db}")
    print(f"played {len(result.played)} now, {result.kept} already stored "
          f"({result.seconds:.1f} s)\n")
    _print_summary(result.summary)
    return 0


def _print_summary(summary) -> None:
    width = max(len("agent"), *(len(record.label) for record in summary.agents))
    print(f"{'agent':<{width}}  {'games':>6}  {'wins':>6}  {'win rate':>8}  95% interval")
    for record in summary.agents:
        low, high = record.interval
        print(f"{record.label:<{width}}  {record.games:>6}  {record.wins:>6}  "
              f"{record.win_rate:>8.1%}  [{low:.1%}, {high:.1%}]")
    print(f"no winner: {summary.no_winner}; mean length {summary.mean_actions:.1f} actions, "
          f"{summary.mean_seconds * 1000:.1f} ms per game")


def _add_plot_command(commands) -> None:
    plot = commands.add_parser(
        "plot", help="plot win rates from a tournament database",
        description=(
            "Plot each agent's win rate with 95% Wilson interval bars, pooled over every game "
            "in the database. Searchers are plotted against their search budget (the "
            "iterations parameter, or the first number: ismcts:1000) on a log scale, one "
            "line per family; agents without a budget (random, rule) are horizontal reference "
            "lines. When several agent specs meet, a head-to-head matrix follows: each cell is "
            "the row agent's win rate in the games where both played."))
    plot.add_argument("db", help="a database written by cardtree tournament")
    plot.add_argument("--out", required=True, help="the image to write: .png, .svg or .pdf")
    plot.add_argument("--matrix", default=None, metavar="FILE",
                      help="write the head-to-head matrix to FILE instead of a second panel")
    plot.set_defaults(run=run_plot_command)


def run_plot_command(args) -> int:
    try:
        written = save_plots(args.db, args.out, args.matrix)
    except (ValueError, ResultsError) as error:
        raise UsageError(str(error)) from None
    except OSError as error:                 # e.g. the output's folder does not exist
        raise UsageError(f"cannot write the plot: {error}") from None
    print("wrote " + ", ".join(map(str, written)))
    return 0


def _progress(total, enabled):
    from tqdm import tqdm
    return tqdm(total=total, unit="game", file=sys.stderr, disable=None if enabled else True)


def _load(name, **params):
    try:
        return core.load_game(name, **params)
    except (ValueError, TypeError) as error:
        raise UsageError(str(error)) from None


def main(argv=None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        if args.command is None:
            parser.print_help()
            return EXIT_BAD_INPUT
        return args.run(args)
    except UsageError as error:
        print(f"cardtree: error: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except BrokenPipeError:          # e.g. `cardtree play ... --verbose | head`
        sys.stderr.close()
        return 0
    except KeyboardInterrupt:
        print("cardtree: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
