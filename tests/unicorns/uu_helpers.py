"""Helpers for the Unstable Unicorns tests: set up a position, act by card names, read zones."""
from __future__ import annotations

from core.unicorns import card_id, card_name, kind
from core.unicorns.layout import (A_DRAW, A_END, A_NO, A_OPTION, A_PLAYER, A_YES, card_set,
                                  fields)
from core.unicorns.position import build_position

__all__ = ["build_position", "names", "hand", "stable", "discard_pile", "nursery", "deck_size",
           "card_action", "act", "play", "yes", "no", "player", "option", "let_it_be",
           "A_DRAW", "A_END", "A_NO", "A_YES", "A_PLAYER", "A_OPTION", "card_name", "kind", "known",
           "card_id"]


def names(ids) -> list[str]:
    return sorted(card_name(int(c)) for c in ids)


def hand(state, p) -> list[str]:
    return names(state.hand(p))


def stable(state, p) -> list[str]:
    return names(state.stable(p))


def discard_pile(state) -> list[str]:
    return names(card_set(fields(state)["discard"]))


def nursery(state) -> int:
    return len(card_set(fields(state)["nursery"]))


def deck_size(state) -> int:
    return int(fields(state)["deck_count"])


def card_action(state, name: str, owner: int | None = None) -> int:
    """The legal card action for `name` (in `owner`'s Stable or hand when given)."""
    matches = [a for a in state.legal_actions() if a < 126 and card_name(a) == kind(name).name]
    if owner is not None:
        matches = [a for a in matches
                   if a in state.stable(owner) or a in state.hand(owner)]
    assert len(matches) == 1, (f"{name!r} (owner {owner}) is not exactly one legal action in "
                               f"phase {state.phase}: {[state.action_to_string(a) for a in state.legal_actions()]}")
    return matches[0]


def act(state, name: str, owner: int | None = None) -> None:
    state.apply_action(card_action(state, name, owner))


def play(state, name: str, into: int | None = None) -> None:
    """The turn player plays `name` (into `into`'s Stable, by default their own)."""
    assert state.phase == "action", state.phase
    me = state.current_player()
    act(state, name)
    if state.phase == "stable" and state.current_player() == me:
        state.apply_action(A_PLAYER + (me if into is None else into))


def yes(state) -> None:
    assert state.phase in ("may", "react"), state.phase
    state.apply_action(A_YES)


def no(state) -> None:
    state.apply_action(A_NO)


def player(state, p: int) -> None:
    state.apply_action(A_PLAYER + p)


def option(state, i: int) -> None:
    state.apply_action(A_OPTION + i)


def let_it_be(state) -> None:
    """Everyone polled passes."""
    while state.phase == "poll":
        state.apply_action(A_NO)


def known(state, p) -> set[int]:
    """The cards player p knows (UU-12)."""
    return set(card_set(fields(state)["known"][p]))
