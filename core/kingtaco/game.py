"""The King Taco game object: parameters and new initial states."""
from __future__ import annotations

import numbers

from fastcore import kingtaco as _kernel

from core.kingtaco import cards, layout  # noqa: F401  (cards installs the card table)
from core.kingtaco.state import KingTacoState

MIN_PLAYERS = 2
MAX_PLAYERS = layout.CONSTANTS["MAX_PLAYERS"]


class KingTacoGame:
    """King Taco for 2 to 8 players (KT-3); rules in docs/kingtaco-rules.md."""

    name = "kingtaco"
    perfect_information = False
    num_distinct_actions = layout.NUM_ACTIONS
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS

    def __init__(self, num_players: int = 4):
        if isinstance(num_players, bool) or not isinstance(num_players, numbers.Integral):
            raise TypeError(f"num_players must be an int, got {type(num_players).__name__}")
        if not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
            raise ValueError(f"King Taco takes {MIN_PLAYERS} to {MAX_PLAYERS} players "
                             f"(num_players={num_players})")
        self.num_players = int(num_players)

    def new_initial_state(self, seed: int = 0) -> KingTacoState:
        """A freshly dealt game; `seed` fixes the deal and every later chance event."""
        if isinstance(seed, bool) or not isinstance(seed, numbers.Integral):
            raise TypeError(f"seed must be an int, got {type(seed).__name__}")
        if not 0 <= seed < 2**64:
            raise ValueError(f"seed must be in 0..2**64-1, got {seed}")
        return _kernel.new_state(KingTacoState, self, self.num_players, int(seed))

    def parameters(self) -> dict:
        return {"num_players": self.num_players}

    def __repr__(self) -> str:
        return f"KingTacoGame(num_players={self.num_players})"

    def __eq__(self, other) -> bool:
        return isinstance(other, KingTacoGame) and other.num_players == self.num_players

    def __hash__(self) -> int:
        return hash((self.name, self.num_players))

    def __reduce__(self):
        return (KingTacoGame, (self.num_players,))
