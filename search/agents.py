"""Agents: anything with `step(state) -> action` (and optionally `reset()`).

Agents receive the true state, as in OpenSpiel; an honest agent reads only what its player
may know (its hand and the public fields) or determinizes before searching.
"""
from __future__ import annotations

import importlib
import random
from typing import Protocol, runtime_checkable


@runtime_checkable
class Agent(Protocol):
    def step(self, state) -> int: ...


class RandomAgent:
    """Plays a uniformly random legal action; `seed` makes its choices reproducible."""

    name = "random"

    def __init__(self, seed: int | None = None):
        self._seed = seed
        self._rng = random.Random(seed)

    def reset(self) -> None:
        self._rng = random.Random(self._seed)

    def step(self, state) -> int:
        return self._rng.choice(state.legal_actions())

    def __repr__(self) -> str:
        return f"RandomAgent(seed={self._seed})"


# game name -> "module:class" of its rule-based policy
_RULE_POLICIES = {
    "kingtaco": "search.kingtaco_policy:KingTacoRules",
}


def RuleBasedAgent(game_name: str, seed: int | None = None):
    """The hand-written heuristic agent for `game_name` (e.g. "kingtaco")."""
    target = _RULE_POLICIES.get(game_name)
    if target is None:
        raise ValueError(f"no rule-based agent for game {game_name!r}; available: "
                         f"{', '.join(sorted(_RULE_POLICIES))}")
    module_name, class_name = target.split(":")
    return getattr(importlib.import_module(module_name), class_name)(seed=seed)
