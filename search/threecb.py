"""Solving 3 Card Blind pairings exactly (TB-4, TB-5, TB-9).

    result = solve_3cb("Swamp, Dark Ritual, Rotting Regisaur", "Mishra's Factory, Mox Pearl, Karakas")
    result.on_play, result.on_draw     # "W", "D" or "L" for deck A (None: a limit was hit)
    result.points_a, result.points_b   # 6/4/3/2/1/0 (TB-5)
    result.games[0].line               # the principal line of deck A's game on the play

A pairing is two games, each deck on the play once; in a mirror (both decks the same three
cards) they are the same game, solved once. A game's value is exact (search.solver):
by default ("auto") a proof search, and where it stops at the state limit searching the same
states again, the state graph solved by backward induction; loops are draws and no turn cap
decides anything. When a state, memory or time limit stops a game, its result is unknown and
says which limit; it is never guessed.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

import core
from core.threecb.decks import check_deck
from search.background import BackgroundSearch
from search.solver import solve

POINTS = {"W": 3, "D": 1, "L": 0}
DEFAULT_MAX_STATES = 50_000_000
DEFAULT_MAX_BYTES = 6 * 2**30


@dataclass
class GameSolution:
    """One game of a pairing: `on_play` deck against `on_draw` deck."""
    on_play: tuple[str, ...]
    on_draw: tuple[str, ...]
    winner: str | None            # "play", "draw" (the deck on the draw), "none" (a draw) or None
    status: str                   # "complete" or the limit that stopped the solver
    states: int
    seconds: float
    actions: list[int] = field(default_factory=list)
    line: list[str] = field(default_factory=list)
    ends_in_loop: bool = False
    method: str = ""              # the method that answered ("" when read from a cache)
    proof_states: int = 0         # see search.solver.SolveResult.proof_states
    turn_cap: int = 0             # see search.solver.SolveResult.turn_cap
    positions: int = 0            # see search.solver.SolveResult.positions (0 when cached)

    def outcome_for(self, deck_on_play: bool) -> str | None:
        """"W", "D" or "L" for the deck on the play (True) or on the draw (False)."""
        if self.winner is None:
            return None
        if self.winner == "none":
            return "D"
        return "W" if (self.winner == "play") == deck_on_play else "L"


@dataclass
class PairingResult:
    deck_a: tuple[str, ...]
    deck_b: tuple[str, ...]
    games: tuple[GameSolution, GameSolution]    # deck A on the play, then deck B on the play

    @property
    def on_play(self) -> str | None:
        return self.games[0].outcome_for(deck_on_play=True)

    @property
    def on_draw(self) -> str | None:
        return self.games[1].outcome_for(deck_on_play=False)

    @property
    def points_a(self) -> int | None:
        if self.on_play is None or self.on_draw is None:
            return None
        return POINTS[self.on_play] + POINTS[self.on_draw]

    @property
    def points_b(self) -> int | None:
        if self.points_a is None:
            return None
        flipped = {"W": "L", "L": "W", "D": "D"}
        return POINTS[flipped[self.on_play]] + POINTS[flipped[self.on_draw]]

    @property
    def states(self) -> int:
        return sum(g.states for g in self.games)

    @property
    def positions(self) -> int:
        return sum(g.positions for g in self.games)

    @property
    def seconds(self) -> float:
        return sum(g.seconds for g in self.games)


def solve_game(on_play, on_draw, banlist="default", method="auto",
               max_states=DEFAULT_MAX_STATES, max_bytes=DEFAULT_MAX_BYTES,
               seconds=None, lines=True, on_progress=None) -> GameSolution:
    """The exact result of one game, deck `on_play` on the play (its principal line unless
    lines=False; on_progress as in search.solver.solve)."""
    game = core.load_game("threecb", decks=(on_play, on_draw), banlist=banlist)
    state = game.new_initial_state(0)
    result = solve(state, method=method, max_states=max_states, max_bytes=max_bytes,
                   seconds=seconds, lines=lines, on_progress=on_progress)
    winner = {1: "play", -1: "draw", 0: "none", None: None}[result.value]
    return GameSolution(game.decks[0], game.decks[1], winner, result.status, result.states,
                        result.seconds, result.line, readable_line(state, result.line,
                                                                   result.line_ends_in_loop),
                        result.line_ends_in_loop, result.method, result.proof_states,
                        result.turn_cap, result.positions)


def solve_3cb(deck_a, deck_b, banlist="default", method="auto",
              max_states=DEFAULT_MAX_STATES, max_bytes=DEFAULT_MAX_BYTES,
              seconds=None, lines=True, on_progress=None, jobs=1) -> PairingResult:
    """Both games of a pairing, exactly (see the module doc). Decks are 3 card names, as a
    list or "A, B, C"; illegal decks raise core.threecb.decks.DeckError saying why.
    lines=False skips the principal lines (faster with the proof search). The proof search
    calls on_progress(game, states) as it goes, game 0 with deck A on the play. jobs=2 solves
    the two games at once, in two threads (the limits hold for each game)."""
    if jobs < 1:
        raise ValueError(f"jobs must be at least 1, got {jobs}")
    a = check_deck(deck_a, banlist)
    b = check_deck(deck_b, banlist)
    options = dict(banlist=banlist, method=method, max_states=max_states, max_bytes=max_bytes,
                   seconds=seconds, lines=lines)

    def reporter(game):
        return None if on_progress is None else (lambda states: on_progress(game, states))

    mirror = is_mirror(a, b)
    # Each thread has memos of its own (fastcore/threecb_memo_lock.pxi) and the card tables are
    # fixed at import: two games in two threads share nothing else.
    second_game = None
    if jobs > 1 and not mirror:
        second_game = BackgroundSearch(solve_game, b, a, on_progress=reporter(1), **options)
    try:
        first = solve_game(a, b, on_progress=reporter(0), **options)
        if mirror:
            second = mirrored(first)
        elif second_game is not None:
            second = second_game.result()
        else:
            second = solve_game(b, a, on_progress=reporter(1), **options)
    except BaseException:
        if second_game is not None:
            second_game.cancel()
        raise
    return PairingResult(a, b, (first, second))


MIRROR = "mirror"                   # GameSolution.method of a game answered by its mirror


def is_mirror(deck_a, deck_b) -> bool:
    """Both decks hold the same three cards (in any order)."""
    return sorted(deck_a) == sorted(deck_b)


def mirrored(game: GameSolution) -> GameSolution:
    """The other game of a mirror pairing: deck B on the play against deck A is the very game
    deck A played on the play against deck B (its decks, in the order that game dealt them),
    so the deck on the play gets the same result by the same line. Nothing is searched."""
    return replace(game, states=0, seconds=0.0, method=MIRROR, proof_states=0, positions=0)


def readable_line(state, actions: list[int], ends_in_loop: bool) -> list[str]:
    """The principal line as text, replayed from `state` (which is not changed). A priority
    pass that only moves the game to its next step is left out; passes that let something
    resolve, or deal damage, stay."""
    replay = state.clone()
    lines = []
    for action in actions:
        before = replay.clone()
        replay.apply_action(action)
        told = (before.narrate(action, replay) if hasattr(before, "narrate")
                else [before.action_to_string(action)])
        if _only_moves_on(before.action_to_string(action), told):
            continue
        lines.extend(told)
    if ends_in_loop:
        lines.append("... and play comes back to a position it passed: neither side can force "
                     "more than a draw")
    elif replay.is_terminal():
        returns = replay.returns()
        lines.append("the deck on the play wins" if returns[0] > returns[1] else
                     "the deck on the draw wins" if returns[1] > returns[0] else
                     "the game is a draw")
    elif actions:
        lines.append("... the line stops here (a limit ran out while following it, or two "
                     "equal positions went on differently); the result is proven all the same")
    return lines


def _only_moves_on(action_text: str, told: list[str]) -> bool:
    return action_text == "pass priority" and all(
        line.strip().startswith("now:") for line in told[1:])


def method_note(game: GameSolution) -> str:
    """Which method answered, as `solve` prints it after the states and time."""
    if game.method == MIRROR:
        return " (a mirror: the same game as game 1, so not searched again)"
    if game.method == "turn cap":
        return (f", with a proof search of the game cut off after {game.turn_cap} turns: the "
                f"win is forced within them (the whole game's proof search went first: "
                f"{game.proof_states:,} states)")
    if game.proof_states:
        return (f", with retrograde analysis (the proof search went first: "
                f"{game.proof_states:,} states, most of them the same states searched again)")
    return {"alphabeta": ", with the proof search",
            "retrograde": ", with retrograde analysis"}.get(game.method, "")


def describe(result: PairingResult) -> str:
    """The pairing as `cardtree 3cb solve` prints it."""
    a, b = ", ".join(result.deck_a), ", ".join(result.deck_b)
    out = [f"A: {a}", f"B: {b}", ""]
    names = {"W": "wins", "D": "draws", "L": "loses", None: "unknown"}
    for index, game in enumerate(result.games):
        play_deck = "A" if index == 0 else "B"
        outcome = result.on_play if index == 0 else result.on_draw
        status = "" if game.status == "complete" else f" ({game.status} reached: not solved)"
        out.append(f"Game {index + 1}, {play_deck} on the play: A {names[outcome]}{status}"
                   f" - {game.states:,} states, {game.seconds:.2f} s{method_note(game)}")
        out += [f"    {line}" for line in game.line]
    if result.points_a is None:
        out.append("\nPoints: unknown (a game was not solved)")
    else:
        out.append(f"\nPoints: A {result.points_a}, B {result.points_b}")
    return "\n".join(out)
