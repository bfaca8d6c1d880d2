"""Build King Taco positions by hand: for rule tests, puzzles and research set-ups.

    state = build_position(4, hands={0: ["red 3", "blue rage"], 1: ["green 2"]},
                           top="red 1", mana={0: 2}, turn=0)

Every card not placed explicitly goes to the deck (or, with `deck=[...]`, the deck holds
exactly those and the rest go under the top of the discard pile). Players without a listed
hand get `filler` random cards from the deck. The engine then starts `turn`'s turn itself, so
the position waits for the decision the rules give at that moment (KT-14, KT-17, KT-35).
"""
from __future__ import annotations

import numpy as np

from fastcore import kingtaco as _kernel

from core.kingtaco import cards, layout
from core.kingtaco.game import KingTacoGame

_SLOT_IDS = {name: i for i, name in enumerate(layout.SLOTS)}


def _ids(names) -> list[int]:
    """Card ids for names; repeated "WILD" takes the next plain WILD each time."""
    taken: set[int] = set()
    out = []
    for name in names:
        options = [c for c in cards.card_ids(name) if c not in taken] if isinstance(name, str) else [int(name)]
        if not options:
            raise ValueError(f"more copies of {name!r} than the deck holds")
        taken.add(options[0])
        out.append(options[0])
    return out


def build_position(num_players: int = 4, *, hands: dict | None = None, top: str = "red 1",
                   top_colour: str | None = None, turn: int = 0, direction: int = 1,
                   mana: dict | None = None, timeout: dict | None = None,
                   pending_draw: dict | None = None, shield: dict | None = None,
                   curse: dict | None = None, slot: str = "none", slot_life: int = 0,
                   lock: tuple[str, str] | None = None, harvest: tuple[int, int, int] | None = None,
                   fishing: int = 0, goto: int = 4, deck: list | None = None,
                   revealed: list | None = None, last_played: dict | None = None,
                   out_of_game: tuple = (), filler: int = 7, seed: int = 0):
    """A state at the start of `turn`'s turn, set up as described (see the module doc).

    slot: one of "none", "inverted default", "rage", "calm", "lock", "inverted lock";
    lock: (colour, symbol) for lock slots; harvest: (harvester, delay_turns, life_turns).
    """
    game = KingTacoGame(num_players)
    state = game.new_initial_state(seed)
    f = state.fields
    rng = np.random.default_rng(seed)
    hands = dict(hands or {})
    placed = _ids([name for p in sorted(hands) for name in hands[p]] + [top] + list(deck or []))
    if len(set(placed)) != len(placed):
        raise ValueError("a card is placed twice")
    cursor = 0
    hand_ids = {}
    for p in sorted(hands):
        hand_ids[p] = placed[cursor:cursor + len(hands[p])]
        cursor += len(hands[p])
    top_id = placed[cursor]
    deck_ids = placed[cursor + 1:]
    free = [c for c in range(cards.NUM_CARDS) if c not in set(placed)]
    rng.shuffle(free)
    for p in range(num_players):
        if p not in hand_ids and p not in out_of_game:
            hand_ids[p], free = free[:filler], free[filler:]
    if deck is None:
        deck_ids, rest = free, []
    else:
        rest = free
    _reset_fields(f, num_players)
    for p, ids in hand_ids.items():
        f["hand"][p] = layout.words_of(ids)
        f["hand_count"][p] = len(ids)
    f["deck"] = layout.words_of(deck_ids)
    f["deck_count"] = len(deck_ids)
    f["discard_rest"] = layout.words_of(rest)
    f["top_card"] = top_id
    if cards.CARD_IS_WILD[top_id] and top_colour is None:
        raise ValueError("a WILD on top needs top_colour")
    f["top_colour"] = cards.COLOURS.index(top_colour) if top_colour else int(cards.CARD_COLOUR[top_id])
    for field, values in (("mana", mana), ("timeout", timeout), ("pending_draw", pending_draw),
                          ("shield_life", shield), ("curse_life", curse)):
        for p, value in (values or {}).items():
            f[field][p] = value
    for p, name in (last_played or {}).items():
        f["last_played"][p] = cards.card_id(name)
    for p in out_of_game:
        f["in_game"][p] = 0
    f["players_in_game"] = num_players - len(out_of_game)
    f["slot_kind"] = _SLOT_IDS[slot]
    f["slot_life"] = slot_life
    if lock is not None:
        f["lock_colour"] = cards.COLOURS.index(lock[0])
        f["lock_symbol"] = cards.SYMBOLS.index(lock[1])
    if harvest is not None:
        f["harvester"], f["harvest_delay"], f["harvest_life"] = harvest
    f["fishing_life"] = fishing
    f["goto"] = goto
    f["direction"] = direction
    f["turn_player"] = turn
    f["revealed"] = layout.words_of(_ids(revealed or []))
    error = state.check_invariants()
    if error:
        raise ValueError(f"inconsistent position: {layout.INVARIANT_ERRORS[error]}")
    _kernel.start_turn_of(state)
    return state


def _reset_fields(f, num_players: int) -> None:
    for name in ("hand", "hand_count", "mana", "timeout", "pending_draw", "shield_life",
                 "curse_life", "auction_score", "side_draw", "side_timeout", "side_pending",
                 "stack", "discard_rest", "revealed"):
        f[name] = 0
    f["last_played"] = -1
    f["stack_len"] = 0
    f["stack_row"] = -1
    f["stack_nopes"] = 0
    f["slot_kind"] = 0
    f["harvester"] = -1
    f["harvest_delay"] = f["harvest_life"] = 0
    f["fishing_life"] = 0
    f["forbidden_row"] = -1
    f["lock_colour"] = f["lock_symbol"] = -1
    f["winner"] = -1
    f["turn_count"] = 0
    f["in_game"] = [1 if p < num_players else 0 for p in range(len(f["in_game"]))]
