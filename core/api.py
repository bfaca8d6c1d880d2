"""The game protocol every cardtree game follows, and the registry behind `load_game`.

Modelled on OpenSpiel's API. A game object makes states; a state is one packed buffer driven
by the game's compiled kernel (fastcore.state.GameState):

    game = core.load_game("kingtaco", num_players=4)
    state = game.new_initial_state(seed=7)
    state.current_player()        # TERMINAL once the game is over
    state.legal_actions()         # small ints
    state.apply_action(a)         # ValueError naming the action and the legal ones if illegal
    state.is_terminal(); state.returns()
    state.clone(); state.determinize(player, seed); state.information_key(player)
    state.rollout(seed)           # random playout inside the kernel; returns actions taken
    state.action_to_string(a); str(state)

Two more methods let the generic conformance suite (tests/test_conformance.py) check any game:
    state.zones()                 # {zone name: [card ids]}: where every card is
    state.unknown_cards(player)   # the cards determinize(player) may move
"""
from __future__ import annotations

import importlib
from typing import Any, Protocol, runtime_checkable

from fastcore.state import TERMINAL

__all__ = ["TERMINAL", "Game", "load_game", "register_game", "registered_games"]


@runtime_checkable
class Game(Protocol):
    """What `load_game` returns."""

    name: str
    num_players: int
    num_distinct_actions: int

    def new_initial_state(self, seed: int = 0) -> Any: ...

    def parameters(self) -> dict: ...


# name -> "module:factory", imported on first use so that `import core` stays light.
_REGISTRY: dict[str, str] = {
    "kingtaco": "core.kingtaco.game:KingTacoGame",
    "threecb": "core.threecb.game:ThreeCBGame",
    "nim": "core.nim.game:NimGame",
    "unicorns": "core.unicorns.game:UnicornsGame",
}
_FACTORIES: dict[str, Any] = {}


def register_game(name: str, factory: Any) -> None:
    """Registers a game factory (a class or function taking the game's parameters)."""
    if not isinstance(name, str) or not name:
        raise ValueError("a game name must be a non-empty string")
    _FACTORIES[name] = factory


def registered_games() -> list[str]:
    return sorted(set(_REGISTRY) | set(_FACTORIES))


def load_game(name: str, **params: Any) -> Game:
    """The game `name` with its parameters, e.g. load_game("kingtaco", num_players=4)."""
    factory = _FACTORIES.get(name)
    if factory is None:
        target = _REGISTRY.get(name) if isinstance(name, str) else None
        if target is None:
            raise ValueError(f"unknown game {name!r}; registered games: "
                             f"{', '.join(registered_games())}")
        module_name, attribute = target.split(":")
        factory = getattr(importlib.import_module(module_name), attribute)
        _FACTORIES[name] = factory
    return factory(**params)
