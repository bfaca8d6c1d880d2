"""The card pool (TB-7): every card of ../shared/data/threecb-cardpool.json, and every card of
core/threecb/data/cards-beyond-pool.json (the cards we support beyond that starting pool), is
defined, with its characteristics and its Oracle text; where the text differs, the definition
says why."""
import json
from pathlib import Path

import pytest

from core.threecb.cards import POOL, UNSUPPORTED
from core.threecb.compiler import parse_cost
from core.threecb.pool import supported_cards

ROOT = Path(__file__).resolve().parents[2]
POOL_FILE = ROOT / ".." / "shared" / "data" / "threecb-cardpool.json"
BEYOND_FILE = ROOT / "core" / "threecb" / "data" / "cards-beyond-pool.json"
POOL_DATA = {c["name"]: c for c in json.loads(POOL_FILE.read_text())["cards"]}
BEYOND_DATA = {c["name"]: c for c in json.loads(BEYOND_FILE.read_text())["cards"]}
DATA = {**POOL_DATA, **BEYOND_DATA}
DEFINED = {card.name: card for card in POOL}


def test_every_pool_card_is_defined_and_nothing_else():
    assert len(POOL_DATA) == 118 and not set(POOL_DATA) & set(BEYOND_DATA)
    assert set(DEFINED) == set(DATA)


@pytest.mark.parametrize("name", sorted(BEYOND_DATA))
def test_a_card_beyond_the_pool_says_where_its_text_was_checked_and_why_it_is_here(name):
    data = BEYOND_DATA[name]
    assert data["oracle_source"].strip() and data["why_added"].strip()


def test_supported_cards_are_the_pool_less_the_unsupported():
    assert set(supported_cards()) == set(DATA) - set(UNSUPPORTED)
    assert set(UNSUPPORTED) <= set(DATA)


@pytest.mark.parametrize("name", sorted(DATA))
def test_definition_matches_the_pool(name):
    card, data = DEFINED[name], DATA[name]
    words, subtypes = card.type_words
    assert sorted(words) == sorted(data["supertypes"] + data["types"])
    assert sorted(subtypes) == sorted(data["subtypes"])
    assert parse_cost(card.cost).mana_value == data["cmc"]
    assert (card.cost or "") == data["mana_cost"]
    assert (card.power, card.toughness) == (data["power"], data["toughness"])
    assert card.loyalty == data.get("loyalty")          # planeswalkers (CR 306.5b)
    if card.oracle != data["oracle_text"]:
        assert card.oracle_note, f"{name}: Oracle text differs from the pool without a note"
