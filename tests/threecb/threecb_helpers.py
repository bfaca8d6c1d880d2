"""Helpers for 3 Card Blind rule and card tests: build a position, then act by the words of
the actions (`act(state, "cast Lightning Bolt")`), so a test reads like the game it plays."""
import contextlib
import random

import core
from core.threecb.position import build_position
from fastcore.solver import ProofSearch


def options(state) -> dict[str, int]:
    """Legal actions by their text."""
    return {state.action_to_string(a): a for a in state.legal_actions()}


def act(state, text: str) -> None:
    """Applies the one legal action whose text is `text` (or starts with it)."""
    legal = options(state)
    if text in legal:
        state.apply_action(legal[text])
        return
    matches = [t for t in legal if t.startswith(text)]
    if len(matches) != 1:
        raise AssertionError(f"{'no' if not matches else 'several'} actions match {text!r} for "
                             f"P{state.current_player()} ({state.decision}); legal: {list(legal)}")
    state.apply_action(legal[matches[0]])


def can(state, text: str) -> bool:
    return any(t.startswith(text) for t in options(state))


def pass_until(state, done, limit: int = 200) -> None:
    """Passes priority (declining attacks and blocks) until `done(state)` holds."""
    for _ in range(limit):
        if done(state):
            return
        legal = options(state)
        for choice in ("pass priority", "don't", "no more targets"):
            found = [t for t in legal if t.startswith(choice)]
            if found:
                state.apply_action(legal[found[0]])
                break
        else:
            declines = [t for t in legal if t.endswith(("doesn't attack", "blocks nothing (more)"))
                        or t in ("no", "none", "draw")]
            if declines:
                state.apply_action(legal[declines[0]])
            elif state.decision in ("choose object", "coin", "trigger order", "untap", "pay"):
                state.apply_action(legal[next(iter(legal))])   # any answer will do here
            else:
                raise AssertionError(f"no way to pass in {state.decision}: {list(legal)}")
    raise AssertionError("condition never reached")


def resolve(state) -> None:
    """Passes priority until the stack is empty (everything on it has resolved) and a player
    has priority again, or another decision comes up."""
    for _ in range(100):
        if state.is_terminal():
            return
        if state.decision != "priority":
            return
        if int(state.fields["stack_len"]) == 0:
            return
        act(state, "pass priority")
    raise AssertionError("the stack never emptied")


def pass_to_step(state, step: str, player: int | None = None) -> None:
    pass_until(state, lambda s: s.is_terminal() or (
        s.step == step and s.decision == "priority"
        and (player is None or int(s.fields["active"]) == player)))


def next_turn(state, player: int, step: str = "main 1") -> None:
    """Passes (declining attacks and blocks) until `player`'s next turn reaches `step` with a
    player at priority there."""
    start = int(state.fields["turn_number"])
    pass_until(state, lambda s: s.is_terminal() or (
        int(s.fields["turn_number"]) > start and int(s.fields["active"]) == player
        and s.step == step and s.decision == "priority"))


def until_decision(state, decision: str) -> None:
    """Passes priority (only) until a `decision` is asked for."""
    for _ in range(200):
        if state.decision == decision or state.is_terminal():
            return
        act(state, "pass priority")
    raise AssertionError(f"no {decision} decision came")


def act_as(state, player: int, text: str) -> None:
    assert state.current_player() == player, (
        f"P{state.current_player()} is deciding ({state.decision}), not P{player}: {list(options(state))}")
    act(state, text)


def new_game(deck_a, deck_b, **params):
    params.setdefault("banlist", "none")
    return core.load_game("threecb", decks=(deck_a, deck_b), **params).new_initial_state(0)


@contextlib.contextmanager
def memo_setting(toggle, on: bool):
    """Runs the block with one of the engine's memos on or off (toggle: a remember_* switch
    of fastcore.threecb), then puts the setting back."""
    was_on = toggle(on)
    try:
        yield
    finally:
        toggle(was_on)


def random_game_record(deck_a: str, deck_b: str, seed: int, turn_limit=None,
                       max_moves: int | None = None) -> list[tuple]:
    """A random game (the choices drawn from `seed`, at most max_moves of them): every state's
    buffer and legal actions, the last state's too ([] once the game is over)."""
    rng, seen = random.Random(seed), []
    state = new_game(deck_a, deck_b, turn_limit=turn_limit)
    while not state.is_terminal() and (max_moves is None or len(seen) < max_moves):
        legal = state.legal_actions()
        seen.append((state.buffer.tobytes(), legal))
        state.apply_action(rng.choice(legal))
    seen.append((state.buffer.tobytes(), [] if state.is_terminal() else state.legal_actions()))
    return seen


def compare_games_with_memo(toggle, decks, seeds, **record_options) -> int:
    """Plays a random game (random_game_record) per deck pair and seed with the memo `toggle`
    switches on, then off, and asserts every state and list of legal actions is the same;
    returns how many states were compared."""
    states = 0
    for deck_a, deck_b in decks:
        for seed in seeds:
            with memo_setting(toggle, True):
                remembered = random_game_record(deck_a, deck_b, seed, **record_options)
            with memo_setting(toggle, False):
                afresh = random_game_record(deck_a, deck_b, seed, **record_options)
            assert remembered == afresh, (deck_a, deck_b, seed)
            states += len(remembered)
    return states


def capped_proof_search(deck_a: str, deck_b: str, last_first: bool, max_nodes=30_000) -> dict:
    """A proof search over the first max_nodes states of a game: its result, all but the time."""
    state = new_game(deck_a, deck_b)
    result = ProofSearch(state).solve(state, max_nodes=max_nodes, last_first=last_first)
    del result["seconds"]
    return result


__all__ = ["act", "build_position", "can", "capped_proof_search", "compare_games_with_memo", "memo_setting", "new_game", "random_game_record", "options", "pass_to_step", "pass_until",
           "resolve", "next_turn", "until_decision", "act_as"]
