"""The engine skips the triggers and static abilities no card of the game has: it notes those
of the six deck cards (note_game_card in fastcore/threecb_python.pxi). That holds only while
no token a card makes has a triggered or static ability of its own, other than a token copy
of the card that makes it."""
from core.threecb.cards import POOL
from core.threecb.language import Embalm, embalmed_token_name
from core.threecb.pool import CARD_IDS, COMPILED, TOKEN_NAMES


def test_no_token_watches_an_event_or_has_a_static_ability():
    tables = COMPILED.tables
    assert len(TOKEN_NAMES) >= 5
    for name in TOKEN_NAMES:
        if name in EMBALMED:
            continue
        card_id = CARD_IDS[name]
        assert tables["card_events"][card_id] == 0, name
        assert tables["card_static_mask"][card_id] == 0, name


# A token copy of a card (embalm, CR 702.128a) has the card's abilities; it comes into a game
# only from that card, one of the six noted, so its events and statics must be the card's.
EMBALMED = {embalmed_token_name(card): card.name for card in POOL
            if any(isinstance(cast, Embalm) for cast in card.casts)}


def test_a_token_copy_watches_only_what_its_card_watches():
    tables = COMPILED.tables
    assert EMBALMED
    for name, card in EMBALMED.items():
        token_id, card_id = CARD_IDS[name], CARD_IDS[card]
        for table in ("card_events", "card_static_mask"):
            assert tables[table][token_id] & ~tables[table][card_id] == 0, (name, table)


def test_every_static_and_event_code_fits_the_games_bit_masks():
    # A game notes its cards' statics and events as bits of 64-bit words (game_statics,
    # game_events); a code of 64 or more would silently test the wrong bit.
    from core.threecb.layout import CODES
    assert max(CODES["statics"].values()) < 64
    assert max(v for v in CODES["events"].values() if v is not None) < 64
    assert COMPILED.tables["card_static_mask"].dtype.itemsize == 8
    assert COMPILED.tables["card_events"].dtype.itemsize == 8
