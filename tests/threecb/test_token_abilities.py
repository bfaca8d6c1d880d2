"""The engine skips the triggers and static abilities no card of the game has: it notes those
of the six deck cards (note_game_card in fastcore/threecb_python.pxi). That holds only while
no token a card makes has a triggered or static ability of its own."""
from core.threecb.pool import CARD_IDS, COMPILED, TOKEN_NAMES


def test_no_token_watches_an_event_or_has_a_static_ability():
    tables = COMPILED.tables
    assert len(TOKEN_NAMES) >= 5
    for name in TOKEN_NAMES:
        card_id = CARD_IDS[name]
        assert tables["card_events"][card_id] == 0, name
        assert tables["card_static_mask"][card_id] == 0, name
