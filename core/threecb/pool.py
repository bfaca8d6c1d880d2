"""The compiled card pool, installed in the engine once on import.

Card ids are indices into POOL.cards: the pool's cards in definition order, then the tokens,
then the flipped faces of flip cards (CR 710).
"""
from __future__ import annotations

from fastcore import threecb as kernel

from core.threecb.cards import POOL as POOL_CARDS
from core.threecb.cards import FLIPPED_FACES, TOKENS, UNSUPPORTED
from core.threecb.compiler import compile_cards

COMPILED = compile_cards(POOL_CARDS + TOKENS + FLIPPED_FACES)
kernel.configure(COMPILED.tables, len(COMPILED.cards))

CARDS = COMPILED.cards
CARD_IDS = COMPILED.ids
POOL_NAMES = tuple(card.name for card in POOL_CARDS)
TOKEN_NAMES = tuple(card.name for card in TOKENS)


def card(card_id: int):
    return CARDS[card_id]


def card_name(card_id: int) -> str:
    return CARDS[card_id].name


def supported_cards() -> list[str]:
    """The names of every pool card the engine models fully (each has its own test)."""
    return [name for name in POOL_NAMES if name not in UNSUPPORTED]


def colors_brought(card_ids) -> int:
    """Colour bits of the given cards and of everything they can create (protection choices)."""
    bits = 0
    for c in card_ids:
        bits |= COMPILED.colors_brought[c]
    return bits


def storage_cap(card_ids) -> int:
    """TB-8 cap on storage counters for a game with these six cards: the mana all of them could
    spend in one turn (their mana values, or the `sink` of cards with mana abilities to feed),
    at most the engine's counter cap."""
    total = 0
    for c in card_ids:
        definition = CARDS[c]
        if definition.sink is not None:
            total += definition.sink
        else:
            total += int(COMPILED.tables["card_mv"][c]) + 15 * int(COMPILED.tables["card_cost"][c][7])
    return max(1, min(kernel.SIZES["COUNTER_CAP"], total))
