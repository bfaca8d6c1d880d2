"""King Taco's static card table (KT-1, KT-2, KT-6): 126 cards, ids 0..125.

Ids 0..107 are the coloured cards, colour-major: id = 18 * colour + symbol, where symbols
0..3 are the numbers 1..4 and 4..17 the fourteen effects in EFFECTS order. Ids 108..111 are
the four plain WILDs (no symbol) and 112..125 the WILDs carrying each effect.
"""
from __future__ import annotations

import difflib

import numpy as np

from fastcore import kingtaco as _kernel

COLOURS = ("red", "yellow", "green", "cyan", "blue", "magenta")
NUMBERS = (1, 2, 3, 4)
EFFECTS = ("inverse", "+= 2", "all ++", "skip", "rage", "calm", "lock", "go fishing",
           "shield", "curse", "NOPE", "x2", "--", "harvest")
EFFECT_COST = {                                                   # KT-2
    "inverse": 1, "+= 2": 1, "all ++": 2, "skip": 2, "rage": 1, "calm": 1, "lock": 2,
    "go fishing": 3, "shield": 1, "curse": 1, "NOPE": 3, "x2": 2, "--": 1, "harvest": 4,
}
PLAIN_WILDS = 4
SYMBOLS = tuple(str(n) for n in NUMBERS) + EFFECTS               # index = symbol id
NO_SYMBOL = len(SYMBOLS)                                          # a plain WILD's symbol
WILD_COLOUR = len(COLOURS)                                        # a WILD's colour in the table
NUM_CARDS = len(COLOURS) * len(SYMBOLS) + PLAIN_WILDS + len(EFFECTS)
SYMBOL_ALIASES = {"-1": "--", "+=2": "+= 2", "all++": "all ++", "gofishing": "go fishing",
                  "nope": "NOPE", "fishing": "go fishing"}


def _build_table():
    colour, symbol, wild, names = [], [], [], []
    for k, colour_name in enumerate(COLOURS):
        for s, symbol_name in enumerate(SYMBOLS):
            colour.append(k)
            symbol.append(s)
            wild.append(0)
            names.append(f"{colour_name} {symbol_name}")
    for _ in range(PLAIN_WILDS):
        colour.append(WILD_COLOUR)
        symbol.append(NO_SYMBOL)
        wild.append(1)
        names.append("WILD")
    for e, effect in enumerate(EFFECTS):
        colour.append(WILD_COLOUR)
        symbol.append(len(NUMBERS) + e)
        wild.append(1)
        names.append(f"WILD {effect}")
    return (np.array(colour, np.int32), np.array(symbol, np.int32), np.array(wild, np.int32),
            tuple(names))


CARD_COLOUR, CARD_SYMBOL, CARD_IS_WILD, CARD_NAMES = _build_table()
SYMBOL_COST = np.array([0] * len(NUMBERS) + [EFFECT_COST[e] for e in EFFECTS], np.int32)
for _effect, _symbol_id in _kernel.SYMBOL_IDS.items():
    assert SYMBOLS[_symbol_id] == _effect, "card table and kernel disagree on symbol ids"
assert NUM_CARDS == 126  # KT-1
_kernel.configure(CARD_COLOUR, CARD_SYMBOL, CARD_IS_WILD, SYMBOL_COST)

_CANONICAL = {}
for _card, _name in enumerate(CARD_NAMES):
    _CANONICAL.setdefault(_name.lower(), []).append(_card)


def card_name(card: int) -> str:
    return CARD_NAMES[card]


def is_number(card: int) -> bool:
    return int(CARD_SYMBOL[card]) < len(NUMBERS)


def number_value(card: int) -> int:
    """The number printed on a number card (1..4)."""
    if not is_number(card):
        raise ValueError(f"{CARD_NAMES[card]} is not a number card")
    return int(CARD_SYMBOL[card]) + 1


def symbol_name(card: int) -> str | None:
    s = int(CARD_SYMBOL[card])
    return None if s == NO_SYMBOL else SYMBOLS[s]


def card_cost(card: int) -> int:
    s = int(CARD_SYMBOL[card])
    return 0 if s == NO_SYMBOL else int(SYMBOL_COST[s])


def _normalise(name: str) -> str:
    words = name.strip().split(None, 1)
    if len(words) == 2:
        head, rest = words
        rest = SYMBOL_ALIASES.get(rest.lower().replace(" ", ""), rest)
        rest = SYMBOL_ALIASES.get(rest.lower(), rest)
        return f"{head} {rest}".lower()
    return name.strip().lower()


def card_ids(name: str) -> list[int]:
    """All ids of the cards called `name` (four for "WILD"); ValueError with suggestions."""
    if not isinstance(name, str):
        raise TypeError(f"a card name is a string, got {type(name).__name__}")
    ids = _CANONICAL.get(_normalise(name))
    if ids is None:
        close = difflib.get_close_matches(name.lower(), list(_CANONICAL), n=4)
        hint = f"; did you mean {', '.join(repr(CARD_NAMES[_CANONICAL[c][0]]) for c in close)}?" if close else ""
        raise ValueError(f"unknown King Taco card {name!r}{hint}")
    return list(ids)


def card_id(name: str) -> int:
    """The id of the card called `name` (the first plain WILD for "WILD")."""
    return card_ids(name)[0]
