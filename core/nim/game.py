"""Nim with normal play: players alternately take 1+ objects from one heap; taking the last
object wins. The optimal move leaves heaps whose XOR (nim-sum) is zero.

With passing=True either player may pass instead, so play can go on forever: then a player
to move wins only by taking the last heap at once; with two or more heaps left, both sides
can pass forever and the game is a draw. Exact solvers are tested on that.

With interchangeable=True, positions that differ only in which heap is which share their
canonical hash, the key exact solvers store results by (as 3 Card Blind's identical cards do);
solvers are tested on meeting one position laid out two ways."""
from __future__ import annotations

import numbers
from functools import reduce
from operator import xor

from fastcore import nim as _kernel
from fastcore.state import GameState

MAX_HEAPS = _kernel.LIMITS["max_heaps"]
MAX_HEAP = _kernel.LIMITS["max_heap"]


class NimState(GameState):
    __slots__ = ()

    @property
    def heaps(self) -> list[int]:
        return _kernel.heaps_of(self)

    def action_to_string(self, action: int) -> str:
        if not isinstance(action, int) or not 0 <= action < _kernel.LIMITS["num_actions"]:
            return f"action {action} (not a Nim action)"
        if action == 0:
            return "pass"
        return f"take {action % 16} from heap {action // 16}"

    def __str__(self) -> str:
        status = (f"player {self.current_player()} to move" if not self.is_terminal()
                  else f"player {self.returns().index(1.0)} won")
        return f"heaps {self.heaps}; {status}"

    def zones(self) -> dict[str, list[int]]:
        return {}

    def unknown_cards(self, player: int) -> set[int]:
        self._check_player(player)
        return set()


class NimGame:
    name = "nim"
    num_players = 2
    perfect_information = True
    num_distinct_actions = _kernel.LIMITS["num_actions"]

    def __init__(self, heaps=(3, 4, 5), first_player: int = 0, passing: bool = False,
                 interchangeable: bool = False):
        heaps = tuple(heaps)
        if not 1 <= len(heaps) <= MAX_HEAPS:
            raise ValueError(f"Nim takes 1 to {MAX_HEAPS} heaps, got {len(heaps)}")
        for heap in heaps:
            if isinstance(heap, bool) or not isinstance(heap, numbers.Integral) or not 0 <= heap <= MAX_HEAP:
                raise ValueError(f"heap sizes must be ints in 0..{MAX_HEAP}, got {heap!r}")
        if sum(heaps) == 0:
            raise ValueError("at least one heap must hold an object")
        if first_player not in (0, 1):
            raise ValueError(f"first_player must be 0 or 1, got {first_player!r}")
        for name, value in (("passing", passing), ("interchangeable", interchangeable)):
            if not isinstance(value, bool):
                raise ValueError(f"{name} must be True or False, got {value!r}")
        self.heaps = heaps
        self.first_player = first_player
        self.passing = passing
        self.interchangeable = interchangeable

    def new_initial_state(self, seed: int = 0) -> NimState:
        return _kernel.new_state(NimState, self, self.heaps, self.first_player, seed, self.passing,
                                 self.interchangeable)

    def parameters(self) -> dict:
        return {"heaps": list(self.heaps), "first_player": self.first_player,
                "passing": self.passing, "interchangeable": self.interchangeable}

    def __eq__(self, other) -> bool:
        return isinstance(other, NimGame) and other.parameters() == self.parameters()

    def __hash__(self) -> int:
        return hash((self.name, self.heaps, self.first_player, self.passing,
                     self.interchangeable))

    def __reduce__(self):
        return (NimGame, (self.heaps, self.first_player, self.passing, self.interchangeable))


def winning_moves(heaps) -> list[int]:
    """The actions that leave a zero nim-sum (empty when the position is lost)."""
    total = reduce(xor, heaps, 0)
    return [16 * i + (h - (h ^ total)) for i, h in enumerate(heaps) if (h ^ total) < h]
