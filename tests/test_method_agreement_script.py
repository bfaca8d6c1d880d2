"""benchmarks/threecb_method_agreement.py draws the pairings both exact methods are compared on
(TB-9): real league decks, or random decks of the whole supported pool."""
import importlib.util
import random
from pathlib import Path

import core
from core.threecb.decks import check_deck
from core.threecb.pool import supported_cards

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"


def load_script(monkeypatch):
    monkeypatch.syspath_prepend(str(BENCHMARKS))      # the script imports benchmarks_support
    spec = importlib.util.spec_from_file_location(
        "threecb_method_agreement", BENCHMARKS / "threecb_method_agreement.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_pool_pairings_are_legal_decks_of_three_supported_cards(monkeypatch):
    script = load_script(monkeypatch)
    pairings = script.random_pool_pairings(random.Random(11), 300)
    assert len(pairings) == 300
    pool = set(supported_cards())
    for pairing in pairings:
        assert len(pairing) == 2
        for deck in pairing:
            assert len(deck) == 3 and set(deck) <= pool
            assert tuple(sorted(check_deck(list(deck), "none"))) == deck


def test_pool_pairings_are_games_the_engine_accepts(monkeypatch):
    """Some pairs of legal decks are refused as a game (a creature that could float mana with
    Myr Superion's "spend only mana produced by creatures"); seed 3232's first 60 pairings
    drew one, which stopped a run."""
    script = load_script(monkeypatch)
    for pairing in script.random_pool_pairings(random.Random(3232), 60):
        core.load_game("threecb", decks=pairing, banlist="none")


def test_pool_pairings_follow_the_seed_and_reach_across_the_pool(monkeypatch):
    script = load_script(monkeypatch)
    first = script.random_pool_pairings(random.Random(4), 200)
    assert first == script.random_pool_pairings(random.Random(4), 200)
    assert first != script.random_pool_pairings(random.Random(5), 200)
    drawn = {card for pairing in first for deck in pairing for card in deck}
    assert len(drawn) > len(supported_cards()) * 0.9      # 1,200 draws from 118 cards
    assert any(len(set(deck)) < 3 for pairing in first for deck in pairing)   # repeats occur


def test_the_cut_off_search_names_the_winner_or_nobody(monkeypatch):
    """Rotting Regisaur's deck wins within 8 turns on the draw; a Lightning Bolt mirror is
    drawn, so no cut proves a win."""
    script = load_script(monkeypatch)
    race = (("Goblin Guide", "Lightning Bolt", "Mountain"), ("Dark Ritual", "Rotting Regisaur", "Swamp"))
    assert script.cut_off_winner(*race, seconds=60) == "draw"
    assert script.cut_off_winner(*race[::-1], seconds=60) == "play"
    bolts = ("Lightning Bolt", "Lightning Bolt", "Mountain")
    assert script.cut_off_winner(bolts, bolts, seconds=60) is None
