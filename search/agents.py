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


# game name -> "module:function(state, rng) -> action" of the thesis' random player
_THESIS_RANDOM = {
    "unicorns": "search.unicorns_policy:thesis_random_action",
}


class SeededAgent:
    """An agent whose random choices come from its own seeded RNG; reset() replays them."""

    def __init__(self, seed: int | None = None):
        self._seed = seed
        self._rng = random.Random(seed)

    def reset(self) -> None:
        self._rng = random.Random(self._seed)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self._seed})"


class RandomAgent(SeededAgent):
    """Plays a random legal action; `seed` makes its choices reproducible.

    style="uniform" (the default) picks uniformly among the legal actions. style="thesis"
    plays as the Unstable Unicorns thesis' random agent: it plays a card whenever it can,
    offers an instant with probability 0.5 and flips a coin for yes/no questions.
    """

    name = "random"
    STYLES = ("uniform", "thesis")

    def __init__(self, seed: int | None = None, style: str = "uniform"):
        if style not in self.STYLES:
            raise ValueError(f"style must be one of {', '.join(self.STYLES)}, got {style!r}")
        super().__init__(seed)
        self.style = style
        self._thesis_policy = None

    def step(self, state) -> int:
        if self.style == "thesis":
            return self._thesis(state.game.name)(state, self._rng)
        return self._rng.choice(state.legal_actions())

    def _thesis(self, game_name: str):
        if self._thesis_policy is None:
            target = _THESIS_RANDOM.get(game_name)
            if target is None:
                raise ValueError(f"no thesis random agent for {game_name!r}; available: "
                                 f"{', '.join(sorted(_THESIS_RANDOM))}")
            module_name, function_name = target.split(":")
            self._thesis_policy = getattr(importlib.import_module(module_name), function_name)
        return self._thesis_policy

    def __repr__(self) -> str:
        return f"RandomAgent(seed={self._seed}, style={self.style!r})"


# game name -> "module:class" of its rule-based policy
_RULE_POLICIES = {
    "kingtaco": "search.kingtaco_policy:KingTacoRules",
    "unicorns": "search.unicorns_policy:UnicornsRules",
    "threecb": "search.threecb_policy:ThreeCBRules",
}


def RuleBasedAgent(game_name: str, seed: int | None = None):
    """The hand-written heuristic agent for `game_name` (e.g. "kingtaco")."""
    target = _RULE_POLICIES.get(game_name)
    if target is None:
        raise ValueError(f"no rule-based agent for game {game_name!r}; available: "
                         f"{', '.join(sorted(_RULE_POLICIES))}")
    module_name, class_name = target.split(":")
    return getattr(importlib.import_module(module_name), class_name)(seed=seed)
