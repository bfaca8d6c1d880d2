"""`cardtree 3cb`: 3 Card Blind on the command line.

    cardtree 3cb cards                       # every supported card with its Oracle text
    cardtree 3cb check "Mishra's Factory" "Stromkirk Noble" "Swords to Plowshares"
    cardtree 3cb play "Swamp, Dark Ritual, Rotting Regisaur" "Mishra's Factory, Mox Pearl, Karakas" \
        --agents rule,rule --verbose
    cardtree 3cb solve ... / cardtree 3cb metagame ...   (search/cli_threecb_solve.py)
"""
from __future__ import annotations

import time

DEFAULT_PLAY_TURN_LIMIT = 100


def add_threecb_commands(commands) -> None:
    """Adds the `3cb` command with its subcommands to the `cardtree` parser's `commands`."""
    threecb = commands.add_parser(
        "3cb", help="3 Card Blind: the card pool, deck checks, games",
        description="3 Card Blind: Magic with 3-card decks (rules: docs/threecb-rules.md).")
    sub = threecb.add_subparsers(dest="threecb_command", metavar="SUBCOMMAND",
                                 parser_class=type(threecb))
    threecb.set_defaults(run=lambda args: _needs_subcommand(threecb))
    cards = sub.add_parser("cards", help="list every supported card with its Oracle text")
    cards.add_argument("--names", action="store_true", help="names only, one per line")
    cards.set_defaults(run=run_cards)
    check = sub.add_parser("check", help="is a deck of 3 cards legal?",
                           description="Checks a deck: 3 supported cards, none banned.")
    check.add_argument("cards", nargs="+", help="the deck's card names (3; one argument each, "
                                                "or one argument \"A, B, C\")")
    _add_banlist(check)
    check.set_defaults(run=run_check)
    play = sub.add_parser(
        "play", help="play a game (or many) between two decks",
        description=("Plays deck A (on the play) against deck B. With --verbose it prints the "
                     "game: turns, steps, the actions taken, the stack, combat and life. Seats "
                     "alternate between games when --games is more than 1."))
    play.add_argument("deck_a", help='deck A, e.g. "Swamp, Dark Ritual, Rotting Regisaur"')
    play.add_argument("deck_b", help="deck B")
    play.add_argument("--agents", default="rule,rule",
                      help="two agent specs, for deck A and deck B (default rule,rule)")
    play.add_argument("--games", type=int, default=1, help="number of games (default 1)")
    play.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    play.add_argument("--turn-limit", type=int, default=DEFAULT_PLAY_TURN_LIMIT,
                      help=f"call a game a draw after this many turns (default "
                           f"{DEFAULT_PLAY_TURN_LIMIT}; 0 for none). Agents can loop forever; "
                           "the real game has no turn cap")
    play.add_argument("--verbose", action="store_true", help="narrate the game(s)")
    _add_banlist(play, default="none")
    play.set_defaults(run=run_play)
    from search.cli_threecb_solve import add_solve_commands
    add_solve_commands(sub)


def _add_banlist(parser, default: str = "default") -> None:
    parser.add_argument("--banlist", default=default,
                        help=f"'default' (3cardblind.com, shipped with cardtree), 'none', or a "
                             f"file: JSON {{\"names\": [...]}} or one name per line (default "
                             f"here: {default})")


def _needs_subcommand(parser) -> int:
    parser.print_help()
    return 2


def _banlist(args):
    from core.threecb.decks import DeckError, load_banlist
    try:
        return load_banlist(args.banlist)
    except DeckError as error:
        raise UsageError(str(error)) from None


def run_cards(args) -> int:
    from core.threecb.pool import CARD_IDS, CARDS, supported_cards
    for name in supported_cards():
        if args.names:
            print(name)
            continue
        card = CARDS[CARD_IDS[name]]
        cost = f" {card.cost}" if card.cost else ""
        print(f"{card.name}{cost} — {card.types}"
              + (f" {card.power}/{card.toughness}" if card.power is not None else "")
              + (f", loyalty {card.loyalty}" if card.loyalty is not None else ""))
        for line in card.oracle.splitlines():
            print(f"    {line}")
        if card.oracle_note:
            print(f"    [note: {card.oracle_note}]")
        print()
    return 0


def run_check(args) -> int:
    from core.threecb.decks import DeckError, check_deck, split_deck
    names = split_deck(args.cards[0]) if len(args.cards) == 1 else args.cards
    banned = _banlist(args)
    try:
        deck = check_deck(names, banned)
    except DeckError as error:
        raise UsageError(f"deck not legal: {error}") from None
    print(f"legal: {', '.join(deck)}"
          + ("" if args.banlist == "default" else f" (banlist: {args.banlist})"))
    return 0


def run_play(args) -> int:
    import core
    from core.threecb.decks import DeckError
    from search.play import play_game
    from search.specs import make_agent, parse_agent_specs
    banned = _banlist(args)
    if args.games < 1:
        raise UsageError(f"--games must be at least 1, got {args.games}")
    if args.turn_limit < 0:
        raise UsageError(f"--turn-limit must be 0 (none) or more, got {args.turn_limit}")
    if not 0 <= args.seed < 2**63:
        raise UsageError(f"--seed must be in 0..2**63-1, got {args.seed}")
    try:
        game = core.load_game("threecb", decks=(args.deck_a, args.deck_b), banlist=banned,
                              turn_limit=args.turn_limit or None)
        specs = parse_agent_specs(args.agents)
        if len(specs) != 2:
            raise ValueError(f"3 Card Blind needs 2 agents, got {len(specs)} ({args.agents})")
        for spec in specs:
            make_agent(spec, game, seed=0)
    except (DeckError, ValueError, TypeError) as error:
        raise UsageError(str(error)) from None
    swapped = core.load_game("threecb", decks=(args.deck_b, args.deck_a), banlist=banned,
                             turn_limit=args.turn_limit or None)
    _note_banned(game.decks)
    points = {"A": 0, "B": 0}
    started = time.perf_counter()
    for g in range(args.games):
        a_on_play = g % 2 == 0
        this_game = game if a_on_play else swapped
        seats = ("A", "B") if a_on_play else ("B", "A")
        agents = [make_agent(specs[0 if seat == "A" else 1], this_game, seed=args.seed + g * 2 + k)
                  for k, seat in enumerate(seats)]
        observer = _Narrator(this_game, seats, specs) if args.verbose else None
        returns = play_game(this_game, agents, seed=args.seed + g, observer=observer)
        for p, seat in enumerate(seats):
            points[seat] += 3 if returns[p] > 0 else (1 if max(returns) == 0 else 0)
        if args.verbose:
            observer.result(returns)
    seconds = time.perf_counter() - started
    print(f"deck A ({', '.join(game.decks[0])}): {_points(points['A'])}; "
          f"deck B ({', '.join(game.decks[1])}): {_points(points['B'])} "
          f"over {args.games} game{'s' * (args.games != 1)} (3 a win, 1 a draw), {seconds:.1f} s")
    return 0


def _points(n: int) -> str:
    return f"{n} point{'s' * (n != 1)}"


def _note_banned(decks) -> None:
    """Games may use any supported card; say so when one is banned on the 3cardblind.com list
    (leagues differ, TB-6)."""
    import sys
    from core.threecb.decks import load_banlist, normalize
    listed = load_banlist("default")
    for label, deck in zip("AB", decks):
        banned = [name for name in deck if normalize(name) in listed]
        if banned:
            print(f"note: deck {label} holds cards banned on the 3cardblind.com list "
                  f"({', '.join(banned)}); `--banlist default` refuses them", file=sys.stderr)


class _Narrator:
    def __init__(self, game, seats, specs):
        self.seats = seats
        print(f"=== deck {seats[0]} on the play: P0 = {', '.join(game.decks[0])}; "
              f"P1 = {', '.join(game.decks[1])}")

    def __call__(self, before, action, after):
        for line in before.narrate(action, after):
            print(line)

    def result(self, returns):
        if max(returns) == 0:
            print("result: a draw\n")
        else:
            winner = returns.index(max(returns))
            print(f"result: P{winner} (deck {self.seats[winner]}) wins\n")


def UsageError(message: str) -> Exception:
    """The `cardtree` command's one-line user error (imported late: search.cli imports us)."""
    from search.cli import UsageError as CliUsageError
    return CliUsageError(message)
