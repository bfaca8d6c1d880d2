"""Shared helpers for King Taco rule tests."""
import pytest

from core.kingtaco import card_id, card_name
from core.kingtaco.layout import (A_ALLOW, A_COLOUR, A_DECLINE, A_DRAW, A_SYMBOL, A_TARGET,
                                  PHASES, card_set)
from core.kingtaco.position import build_position


def phase(state) -> str:
    """The pending decision's name, e.g. "play", "respond", "nope_poll", "terminal"."""
    return PHASES[int(state.fields["phase"])]


def hand_names(state, player) -> list[str]:
    return sorted(card_name(c) for c in state.hand(player))


def play(state, name):
    """Applies the card action for `name` (any plain WILD for "WILD")."""
    state.apply_action(card_id(name))


__all__ = ["build_position", "card_id", "card_name", "phase", "hand_names", "play", "card_set",
           "A_ALLOW", "A_COLOUR", "A_DECLINE", "A_DRAW", "A_SYMBOL", "A_TARGET"]
