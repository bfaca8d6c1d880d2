"""The 3 Card Blind game object: two legal decks (deck A on the play) and new initial states."""
from __future__ import annotations

import numbers

from fastcore import threecb as _kernel

from core.threecb import pool
from core.threecb.decks import DeckError, check_deck, deck_ids, load_banlist
from core.threecb.layout import NUM_ACTIONS
from core.threecb.state import ThreeCBState


class ThreeCBGame:
    """3 Card Blind between two decks of three cards; `decks[0]` is on the play (TB-5).

    banlist: "default" (3cardblind.com), "none", a file path or a collection of names (TB-6).
    turn_limit: None for the real game (TB-4: no turn cap; the solver needs that). A number
    makes the game a draw once that many turns have begun; it exists so that random play and
    tests end (two random players can loop forever). Under a limit the turn counter is part
    of the canonical hash, so a limited game is still solved exactly, as the game it is.
    """

    name = "threecb"
    num_players = 2
    perfect_information = True           # TB-3: both hands are public, random outcomes chosen
    num_distinct_actions = NUM_ACTIONS

    def __init__(self, decks=None, banlist="default", turn_limit: int | None = None):
        if decks is None or isinstance(decks, str) or len(decks) != 2:
            raise ValueError("3 Card Blind needs decks=(deck_a, deck_b): two decks, deck_a on "
                             "the play, each 3 card names (a list or \"A, B, C\")")
        banned = load_banlist(banlist)
        checked = []
        for label, deck in zip("AB", decks):
            try:
                checked.append(check_deck(deck, banned))
            except DeckError as error:
                raise DeckError(f"deck {label}: {error}") from None
        if turn_limit is not None:
            if isinstance(turn_limit, bool) or not isinstance(turn_limit, numbers.Integral):
                raise TypeError(f"turn_limit must be an int or None, got {type(turn_limit).__name__}")
            if turn_limit < 1:
                raise ValueError(f"turn_limit must be at least 1 (or None), got {turn_limit}")
        self.decks = tuple(checked)
        self.banlist = banlist if isinstance(banlist, str) or banlist is None else "custom"
        self.turn_limit = None if turn_limit is None else int(turn_limit)
        self._ids = (deck_ids(self.decks[0]), deck_ids(self.decks[1]))
        clash = pool.land_mana_clash(*self._ids) or pool.creature_mana_clash(
            self._ids[0]) or pool.creature_mana_clash(self._ids[1])
        if clash:
            raise DeckError(clash)
        all_ids = self._ids[0] + self._ids[1]
        self.relevant_colors = pool.colors_brought(all_ids)
        self.storage_cap = pool.storage_cap(all_ids)

    def new_initial_state(self, seed: int = 0) -> ThreeCBState:
        """The game before its first decision (opening-hand actions, then turn 1). `seed` only
        seeds the state's RNG: 3 Card Blind has no chance (TB-3)."""
        if isinstance(seed, bool) or not isinstance(seed, numbers.Integral):
            raise TypeError(f"seed must be an int, got {type(seed).__name__}")
        if not 0 <= seed < 2**64:
            raise ValueError(f"seed must be in 0..2**64-1, got {seed}")
        return _kernel.new_state(ThreeCBState, self, self._ids[0], self._ids[1],
                                 self.turn_limit or 0, self.storage_cap, self.relevant_colors,
                                 int(seed))

    def parameters(self) -> dict:
        return {"decks": self.decks, "banlist": self.banlist, "turn_limit": self.turn_limit}

    def __repr__(self) -> str:
        decks = " vs ".join(", ".join(d) for d in self.decks)
        return f"ThreeCBGame({decks}, turn_limit={self.turn_limit})"

    def __eq__(self, other) -> bool:
        return (isinstance(other, ThreeCBGame) and other.decks == self.decks
                and other.turn_limit == self.turn_limit)

    def __hash__(self) -> int:
        return hash((self.name, self.decks, self.turn_limit))

    def __reduce__(self):
        return (_rebuild_game, (self.decks, self.turn_limit))


def _rebuild_game(decks, turn_limit):
    return ThreeCBGame(decks, banlist="none", turn_limit=turn_limit)
