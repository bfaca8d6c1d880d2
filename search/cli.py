"""The `cardtree` command line.

    cardtree play kingtaco --players 4 --agents rule,random,random,random --seed 7 --verbose
    cardtree play kingtaco --players 5 --agents rule,random,random,random,random --games 500
"""
from __future__ import annotations

import argparse
import sys
import time
from importlib.metadata import PackageNotFoundError, version

import core
from search.play import play_game
from search.specs import AGENTS, make_agent, parse_agent_specs
from search.stats import wilson_interval

EXIT_BAD_INPUT = 2


class UsageError(Exception):
    """Bad input from the user: reported as one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(message)


def _cardtree_version() -> str:
    try:
        return version("cardtree")
    except PackageNotFoundError:
        return "unknown"


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="cardtree", description=(
        "Search-based AI research on card games: play, pit agents against each other, "
        "and (soon) solve 3 Card Blind exactly."))
    parser.add_argument("--version", action="version", version=f"cardtree {_cardtree_version()}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    play = commands.add_parser(
        "play", help="play games between agents and print who won",
        description=("Play one game with --verbose to watch it, or many with --games to count "
                     "wins. Seats rotate from game to game so every agent plays every seat."),
        epilog="agents: " + "; ".join(f"{name}: {text}" for name, (_, text) in AGENTS.items()))
    play.add_argument("game", help=f"the game ({', '.join(core.registered_games())})")
    play.add_argument("--players", type=int, default=4, help="number of players (default 4)")
    play.add_argument("--agents", default=None,
                      help="comma-separated agent specs, one per player, e.g. rule,random,random,random "
                           "(default: random for everyone)")
    play.add_argument("--games", type=int, default=1, help="number of games (default 1)")
    play.add_argument("--seed", type=int, default=0,
                      help="seed of the first game; game i uses seed+i (default 0)")
    play.add_argument("--verbose", action="store_true",
                      help="narrate every action: plays, stacks, resolutions, auctions, winner")
    play.set_defaults(run=run_play)
    return parser


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
    if not 0 <= args.seed < 2**63:
        raise UsageError(f"--seed must be in 0..2**63-1, got {args.seed}")
    labels = [f"{i}:{spec}" for i, spec in enumerate(specs)]
    wins = [0] * len(specs)
    no_winner = total_actions = 0
    started = time.perf_counter()
    for g in _progress(range(args.games), args.games > 1 and not args.verbose):
        seed = args.seed + g
        seating = [(seat + g) % len(specs) for seat in range(len(specs))]   # seat -> agent
        agents = [make_agent(specs[i], game, seed=seed * 1009 + i) for i in seating]
        counter = _ActionCounter(game, labels, seating, seed, args.verbose)
        returns = play_game(game, agents, seed=seed, observer=counter)
        total_actions += counter.actions
        if max(returns) <= 0:
            no_winner += 1
        else:
            wins[seating[returns.index(max(returns))]] += 1
        if args.verbose:
            counter.print_result(returns)
    _print_table(game, args, labels, wins, no_winner, total_actions,
                 time.perf_counter() - started)
    return 0


class _ActionCounter:
    """Counts actions and, with --verbose, narrates them."""

    def __init__(self, game, labels, seating, seed, verbose):
        self.actions = 0
        self.verbose = verbose
        self.names = [labels[agent] for agent in seating]
        if verbose:
            print(f"=== {game.name}, seed {seed}: " +
                  ", ".join(f"P{seat} = {name}" for seat, name in enumerate(self.names)))
            print(game.new_initial_state(seed))

    def __call__(self, before, action, after):
        self.actions += 1
        if self.verbose:
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


def _print_table(game, args, labels, wins, no_winner, total_actions, seconds):
    games = args.games
    print(f"\n{game.name}, {game.num_players} players, {games} game{'s' * (games != 1)} "
          f"(seeds {args.seed}..{args.seed + games - 1}, seats rotating), {seconds:.1f} s")
    width = max(len(label) for label in labels + ["agent"])
    print(f"{'agent':<{width}}  {'wins':>6}  {'win rate':>8}  95% interval")
    for label, w in zip(labels, wins):
        low, high = wilson_interval(w, games)
        print(f"{label:<{width}}  {w:>6}  {w / games:>8.1%}  [{low:.1%}, {high:.1%}]")
    print(f"no winner (turn cap): {no_winner}; mean length {total_actions / games:.1f} actions")


def _progress(iterable, enabled):
    if not enabled:
        return iterable
    from tqdm import tqdm
    return tqdm(iterable, unit="game", file=sys.stderr, disable=None)


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
