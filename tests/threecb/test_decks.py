"""Deck legality (TB-1, TB-6), name matching and the banlist choice; the game's parameters."""
import json

import pytest

import core
from core.threecb import DeckError, check_deck, load_banlist, supported_cards
from core.threecb.decks import split_deck


def test_supported_cards_are_unique_names():
    names = supported_cards()
    assert len(names) == len(set(names))
    assert {"Lightning Bolt", "Mishra's Factory", "Thassa's Oracle", "Emrakul, the Aeons Torn"} <= set(names)


def test_names_match_any_case_and_curly_apostrophes():
    assert check_deck(["mishra\u2019s factory", "STROMKIRK NOBLE", "swords to plowshares"], "none") == (
        "Mishra's Factory", "Stromkirk Noble", "Swords to Plowshares")


def test_unknown_name_lists_the_closest():
    with pytest.raises(DeckError, match=r"unknown card 'Lightning Blot'; closest: Lightning Bolt"):
        check_deck(["Lightning Blot", "Mountain", "Island"], "none")


def test_a_deck_is_exactly_three_cards():
    with pytest.raises(DeckError, match="exactly 3 cards, got 2"):
        check_deck(["Mountain", "Island"], "none")
    with pytest.raises(DeckError, match="exactly 3 cards, got 4"):
        check_deck("Mountain, Island, Swamp, Forest", "none")


def test_banned_cards_are_refused_with_the_default_list():
    with pytest.raises(DeckError, match="banned: Mishra's Factory, Swords to Plowshares"):
        check_deck(["Mishra's Factory", "Stromkirk Noble", "Swords to Plowshares"])
    assert check_deck(["Mishra's Factory", "Stromkirk Noble", "Swords to Plowshares"], "none")


def test_banlist_from_a_file(tmp_path):
    text_list = tmp_path / "bans.txt"
    text_list.write_text("# my league\nLightning Bolt\n")
    with pytest.raises(DeckError, match="banned: Lightning Bolt"):
        check_deck(["Lightning Bolt", "Mountain", "Island"], str(text_list))
    json_list = tmp_path / "bans.json"
    json_list.write_text(json.dumps({"names": ["Island"]}))
    with pytest.raises(DeckError, match="banned: Island"):
        check_deck(["Lightning Bolt", "Mountain", "Island"], str(json_list))
    bad = tmp_path / "bad.json"
    bad.write_text("{oops")
    with pytest.raises(DeckError, match="not valid JSON"):
        load_banlist(str(bad))
    with pytest.raises(DeckError, match="cannot read banlist"):
        load_banlist(str(tmp_path / "missing.txt"))


def test_the_shipped_banlist_is_the_shared_data():
    shipped = load_banlist("default")
    assert "black lotus" in shipped and "lightning bolt" not in shipped and len(shipped) == 186


def test_deck_strings_keep_commas_inside_names():
    assert split_deck("Thalia, Guardian of Thraben, Emrakul, the Aeons Torn, Mountain") == [
        "Thalia, Guardian of Thraben", "Emrakul, the Aeons Torn", "Mountain"]
    assert split_deck("black lotus|strip mine|thassa's oracle") == [
        "black lotus", "strip mine", "thassa's oracle"]


def test_load_game_checks_both_decks():
    with pytest.raises(DeckError, match="deck B: unknown card"):
        core.load_game("threecb", decks=("Mountain, Island, Swamp", "Mountain, Island, Swam"))
    with pytest.raises(ValueError, match="needs decks="):
        core.load_game("threecb")
    with pytest.raises(ValueError, match="turn_limit"):
        core.load_game("threecb", decks=("Mountain, Island, Swamp",) * 2, turn_limit=0)


def test_game_parameters_round_trip():
    game = core.load_game("threecb", decks=("Swamp, Dark Ritual, Rotting Regisaur",
                                            "mishra's factory, mox pearl, karakas"), banlist="none")
    assert game.decks[1] == ("Mishra's Factory", "Mox Pearl", "Karakas")
    again = core.load_game("threecb", **{**game.parameters(), "banlist": "none"})
    assert again == game and game.perfect_information
