"""Shared helpers for the benchmarks: round timings, and the real 3 Card Blind decks the engine
supports."""
from __future__ import annotations

import json
from pathlib import Path

from core.threecb.decks import DeckError, check_deck

DEV_DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "threecb-metashape-dev.json"


def real_deck_texts(path=DEV_DATA) -> list[str]:
    """Every distinct deck of the league file, as 'a|b|c' in lower case."""
    matchups = json.loads(Path(path).read_text())["matchups"]
    return sorted({deck for key in matchups for deck in key.split(" vs ")})


def supported_real_decks(path=DEV_DATA) -> list[tuple[str, ...]]:
    """The league's decks whose three cards the engine supports (canonical, sorted)."""
    decks = []
    for text in real_deck_texts(path):
        try:
            decks.append(tuple(sorted(check_deck(text.split("|"), "none"))))
        except DeckError:
            pass
    return decks


def timings(benchmark):
    """The measured round times (pytest-benchmark Stats), or None under --benchmark-disable."""
    metadata = benchmark.stats
    return metadata.stats if metadata else None
