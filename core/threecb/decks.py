"""Deck legality (TB-1, TB-6): three cards the engine supports, none of them banned.

Names match case-insensitively with straight or curly apostrophes; an unknown name gets the
closest supported names. The banlist is a choice: "default" (the 3cardblind.com list shipped in
core/threecb/data/banlist.json), "none", a path to a JSON file ({"names": [...]} or a list) or
a text file (one name per line), or a collection of names.
"""
from __future__ import annotations

import difflib
import json
import re
from importlib import resources
from pathlib import Path

from core.threecb.cards import UNSUPPORTED
from core.threecb.pool import CARD_IDS, POOL_NAMES, supported_cards

DECK_SIZE = 3
_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u02bc": "'", "`": "'"})


class DeckError(ValueError):
    """A deck or banlist that cannot be used, with the reason."""


def normalize(name: str) -> str:
    return re.sub(r"\s+", " ", name.translate(_APOSTROPHES)).strip().casefold()


_BY_NORMAL = {normalize(name): name for name in POOL_NAMES}


def lookup(name: str) -> str:
    """The supported card called `name` (its canonical spelling), or DeckError."""
    if not isinstance(name, str) or not name.strip():
        raise DeckError(f"a card name must be a non-empty string, got {name!r}")
    canonical = _BY_NORMAL.get(normalize(name))
    if canonical is None:
        close = difflib.get_close_matches(normalize(name), list(_BY_NORMAL), n=3, cutoff=0.5)
        hint = (f"; closest: {', '.join(_BY_NORMAL[c] for c in close)}" if close
                else "; see `cardtree 3cb cards`")
        raise DeckError(f"unknown card {name.strip()!r}{hint}")
    if canonical in UNSUPPORTED:
        raise DeckError(f"{canonical} is not supported yet: {UNSUPPORTED[canonical]}")
    return canonical


def split_deck(text: str) -> list[str]:
    """Splits "A, B, C" (or A | B | C, or A; B; C) into names, keeping commas that belong to a
    card's name ("Thalia, Guardian of Thraben")."""
    if not isinstance(text, str):
        raise DeckError(f"a deck is a string or a list of names, got {type(text).__name__}")
    separator = "|" if "|" in text else (";" if ";" in text else ",")
    parts = [p.strip() for p in text.split(separator)]
    names, i = [], 0
    while i < len(parts):
        for width in (3, 2):
            joined = ", ".join(parts[i:i + width])
            if separator == "," and i + width <= len(parts) and normalize(joined) in _BY_NORMAL:
                names.append(joined)
                i += width
                break
        else:
            names.append(parts[i])
            i += 1
    return [n for n in names if n] if any(names) else []


def load_banlist(banlist="default") -> frozenset:
    """The banned names (normalised) for a banlist choice (see the module doc)."""
    if banlist is None or (isinstance(banlist, str) and banlist.lower() == "none"):
        return frozenset()
    if isinstance(banlist, str) and banlist.lower() == "default":
        text = resources.files("core.threecb").joinpath("data/banlist.json").read_text("utf-8")
        return frozenset(normalize(n) for n in json.loads(text)["names"])
    if isinstance(banlist, (str, Path)):
        return _banlist_file(Path(banlist))
    try:
        return frozenset(normalize(n) for n in banlist)
    except TypeError:
        raise DeckError(f"a banlist is 'default', 'none', a file or names, got {banlist!r}") from None


def _banlist_file(path: Path) -> frozenset:
    try:
        text = path.read_text("utf-8")
    except OSError as error:
        raise DeckError(f"cannot read banlist {str(path)!r}: {error.strerror}") from None
    if path.suffix.lower() == ".json":
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise DeckError(f"banlist {str(path)!r} is not valid JSON: {error.msg}") from None
        names = data.get("names") if isinstance(data, dict) else data
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise DeckError(f"banlist {str(path)!r} must hold a list of names "
                            "(or {\"names\": [...]})")
    else:
        names = [line.strip() for line in text.splitlines()
                 if line.strip() and not line.lstrip().startswith("#")]
    return frozenset(normalize(n) for n in names)


def check_deck(deck, banlist="default") -> tuple[str, ...]:
    """The deck's three canonical card names, or DeckError saying why it is not legal."""
    names = split_deck(deck) if isinstance(deck, str) else list(deck)
    if len(names) != DECK_SIZE:
        raise DeckError(f"a deck is exactly {DECK_SIZE} cards, got {len(names)}"
                        + (f" ({', '.join(map(str, names))})" if names else ""))
    canonical = [lookup(name) for name in names]
    banned = load_banlist(banlist) if not isinstance(banlist, frozenset) else banlist
    bad = [name for name in canonical if normalize(name) in banned]
    if bad:
        raise DeckError(f"banned: {', '.join(dict.fromkeys(bad))}")
    return tuple(canonical)


def deck_ids(names) -> list[int]:
    return [CARD_IDS[name] for name in names]


__all__ = ["DeckError", "check_deck", "deck_ids", "load_banlist", "lookup", "normalize",
           "split_deck", "supported_cards"]
