"""Unstable Unicorns' cards: the 66 kinds of cards.json and the ids of the 126 physical cards.

Physical ids follow the data file: each kind's copies get consecutive ids, in the file's order
(Baby Narwhal is 0, the twelve Baby Unicorns 1..12, the 21 Basic Unicorns 13..33, ...).
"""
from __future__ import annotations

import difflib
import json
from dataclasses import dataclass
from pathlib import Path

import numpy as np

DATA_FILE = Path(__file__).with_name("cards.json")
TYPES = ("baby_unicorn", "basic_unicorn", "magic_unicorn", "magic", "instant", "upgrade",
         "downgrade")
UNICORN_TYPES = ("baby_unicorn", "basic_unicorn", "magic_unicorn")
TIERS = ("S", "A+", "A", "B", "C", "D", "E", "F")          # best first (the thesis' tier list)
NUM_CARDS = 126


@dataclass(frozen=True)
class CardKind:
    """One distinct card: its printed text and its program (see core.unicorns.effects)."""

    id: int
    name: str
    type: str
    count: int
    starts_in: str
    tier: str
    text: str
    abilities: tuple
    thesis_code_note: str

    @property
    def is_unicorn(self) -> bool:
        return self.type in UNICORN_TYPES


def _load_kinds() -> tuple[CardKind, ...]:
    data = json.loads(DATA_FILE.read_text(encoding="utf-8"))
    kinds = []
    for index, entry in enumerate(data["cards"]):
        kind = CardKind(id=index, name=entry["name"], type=entry["type"], count=entry["count"],
                        starts_in=entry["starts_in"], tier=entry["tier"], text=entry["text"],
                        abilities=tuple(entry["abilities"]),
                        thesis_code_note=entry["thesis_code_note"])
        if kind.type not in TYPES:
            raise ValueError(f"{kind.name}: unknown card type {kind.type!r}")
        if kind.tier not in TIERS:
            raise ValueError(f"{kind.name}: unknown tier {kind.tier!r}")
        if kind.starts_in != ("nursery" if kind.type == "baby_unicorn" else "deck"):
            raise ValueError(f"{kind.name}: a {kind.type} cannot start in the {kind.starts_in}")
        kinds.append(kind)
    if sum(k.count for k in kinds) != NUM_CARDS:
        raise ValueError(f"{DATA_FILE.name} must hold {NUM_CARDS} cards")
    return tuple(kinds)


KINDS = _load_kinds()
NUM_KINDS = len(KINDS)
CARD_KIND = np.array([k.id for k in KINDS for _ in range(k.count)], dtype=np.int32)
CARD_NAMES = tuple(KINDS[k].name for k in CARD_KIND)
_BY_NAME = {k.name.lower(): k for k in KINDS}
_FIRST_ID = {k.id: int(np.argmax(CARD_KIND == k.id)) for k in KINDS}


def card_names() -> list[str]:
    """The names of the 66 distinct cards, in the data file's order."""
    return [k.name for k in KINDS]


def kind(name: str) -> CardKind:
    """The card kind called `name` (case-insensitive); ValueError with suggestions."""
    if not isinstance(name, str):
        raise TypeError(f"a card name is a string, got {type(name).__name__}")
    found = _BY_NAME.get(name.strip().lower())
    if found is None:
        close = difflib.get_close_matches(name.lower(), list(_BY_NAME), n=3)
        hint = (f"; did you mean {', '.join(repr(_BY_NAME[c].name) for c in close)}?"
                if close else "; see core.unicorns.card_names()")
        raise ValueError(f"unknown Unstable Unicorns card {name!r}{hint}")
    return found


def card_ids(name: str) -> list[int]:
    """The ids of every copy of the card called `name`."""
    k = kind(name)
    first = _FIRST_ID[k.id]
    return list(range(first, first + k.count))


def card_id(name: str) -> int:
    """The id of the first copy of the card called `name`."""
    return card_ids(name)[0]


def card_name(card: int) -> str:
    return CARD_NAMES[card]


def kind_of(card: int) -> CardKind:
    return KINDS[int(CARD_KIND[card])]
