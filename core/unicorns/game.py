"""The Unstable Unicorns game object: parameters and new initial states."""
from __future__ import annotations

import numbers

from fastcore import unicorns as _kernel

from core.unicorns import effects, layout  # noqa: F401  (effects installs the card tables)
from core.unicorns.state import UnicornsState

MIN_PLAYERS = 2
MAX_PLAYERS = layout.MAX_PLAYERS


class UnicornsGame:
    """Unstable Unicorns for 2 to 8 players, 6 by default (UU-1); docs/unicorns-rules.md."""

    name = "unicorns"
    perfect_information = False
    num_distinct_actions = layout.NUM_ACTIONS
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS

    def __init__(self, num_players: int = 6):
        if isinstance(num_players, bool) or not isinstance(num_players, numbers.Integral):
            raise TypeError(f"num_players must be an int, got {type(num_players).__name__}")
        if not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
            raise ValueError(f"Unstable Unicorns takes {MIN_PLAYERS} to {MAX_PLAYERS} players "
                             f"(num_players={num_players})")
        self.num_players = int(num_players)

    @property
    def unicorns_to_win(self) -> int:
        return 7 if self.num_players <= 5 else 6                    # UU-1

    def new_initial_state(self, seed: int = 0) -> UnicornsState:
        """A freshly dealt game; `seed` fixes the deal, who starts and every chance event."""
        if isinstance(seed, bool) or not isinstance(seed, numbers.Integral):
            raise TypeError(f"seed must be an int, got {type(seed).__name__}")
        if not 0 <= seed < 2**64:
            raise ValueError(f"seed must be in 0..2**64-1, got {seed}")
        return _kernel.new_state(UnicornsState, self, self.num_players, int(seed))

    def parameters(self) -> dict:
        return {"num_players": self.num_players}

    def __repr__(self) -> str:
        return f"UnicornsGame(num_players={self.num_players})"

    def __eq__(self, other) -> bool:
        return isinstance(other, UnicornsGame) and other.num_players == self.num_players

    def __hash__(self) -> int:
        return hash((self.name, self.num_players))

    def __reduce__(self):
        return (UnicornsGame, (self.num_players,))
