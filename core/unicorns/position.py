"""Build Unstable Unicorns positions by hand: for card tests, puzzles and research set-ups.

    state = build_position(4, hands={0: ["Unicorn Poison"]},
                           stables={0: ["Baby Unicorn"], 1: ["Rhinocorn", "Yay"]}, turn=0)

Cards are named; each name takes the next free copy of that card. Every baby not placed stays
in the Nursery; every other card not placed goes to the draw pile (or, with `deck=[...]`, the
draw pile holds exactly those and the rest go to the discard pile). Hands not listed are empty.
The engine then runs the turn player's turn from `start` ("beginning_of_turn", "draw",
"action" or "end_of_turn"), so the position waits for the decision the rules give there.
"""
from __future__ import annotations

from fastcore import unicorns as _kernel

from core.unicorns import cards, layout
from core.unicorns.cards import TYPES
from core.unicorns.game import UnicornsGame
from core.unicorns.state import UnicornsState


class _Copies:
    """Hands out the next free copy of each named card."""

    def __init__(self):
        self.taken: set[int] = set()

    def take(self, names) -> list[int]:
        ids = []
        for name in names:
            free = [c for c in cards.card_ids(name) if c not in self.taken]
            if not free:
                raise ValueError(f"more copies of {name!r} placed than the deck holds")
            self.taken.add(free[0])
            ids.append(free[0])
        return ids


def build_position(num_players: int = 6, *, hands: dict | None = None,
                   stables: dict | None = None, discard=(), deck=None, turn: int = 0,
                   start: str = "action", plays: int = 1, known: dict | None = None,
                   seed: int = 0) -> UnicornsState:
    """A position set up as described (see the module doc). `plays` is how many cards the
    Action phase allows (2 as with Double Dutch: the turn then waits for a second play as long
    as the player has a card to play); `known` = {player: [card ids]} adds cards of other
    hands to what a player knows."""
    game = UnicornsGame(num_players)
    if not 0 <= turn < num_players:
        raise ValueError(f"turn must be a player in 0..{num_players - 1}, got {turn}")
    for zone in (hands or {}, stables or {}):
        for p in zone:
            if not 0 <= p < num_players:
                raise ValueError(f"no player {p} at a {num_players}-player table")
    state = _kernel.empty_state(UnicornsState, game, num_players, seed)
    f = state.fields
    copies = _Copies()
    hand_ids = {p: copies.take(names) for p, names in (hands or {}).items()}
    stable_ids = {p: copies.take(names) for p, names in (stables or {}).items()}
    discard_ids = copies.take(discard)
    deck_ids = copies.take(deck) if deck is not None else []
    for card in [c for ids in hand_ids.values() for c in ids] + discard_ids + deck_ids:
        if cards.kind_of(card).type == "baby_unicorn":
            raise ValueError(f"{cards.card_name(card)} can only be in the Nursery or a Stable")
    rest = [c for c in range(cards.NUM_CARDS) if c not in copies.taken]
    babies = [c for c in rest if cards.kind_of(c).type == "baby_unicorn"]
    others = [c for c in rest if c not in babies]
    if deck is None:
        deck_ids = others
    else:
        discard_ids = discard_ids + others
    for p, ids in hand_ids.items():
        f["hand"][p] = layout.words_of(ids)
        f["hand_count"][p] = len(ids)
    for p in range(num_players):
        f["known"][p] = layout.words_of(hand_ids.get(p, []) + list((known or {}).get(p, [])))
    for p, ids in stable_ids.items():
        f["stable"][p] = layout.words_of(ids)
    f["deck"] = layout.words_of(deck_ids)
    f["deck_count"] = len(deck_ids)
    f["discard"] = layout.words_of(discard_ids)
    f["nursery"] = layout.words_of(babies)
    f["turn_player"] = turn
    f["plays_allowed"] = plays
    error = state.check_invariants()
    if error:
        raise ValueError(f"inconsistent position: {layout.INVARIANT_ERRORS[error]}")
    _kernel.run_from(state, start)
    return state


assert set(TYPES) == set(_kernel.TYPES)
