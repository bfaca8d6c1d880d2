"""Unstable Unicorns (UU-1..UU-13): the 66-card base deck, 2 to 8 players."""
from core.unicorns.cards import (CARD_NAMES, KINDS, card_id, card_ids, card_name, card_names,
                                 kind)
from core.unicorns.game import UnicornsGame
from core.unicorns.state import UnicornsState

__all__ = ["UnicornsGame", "UnicornsState", "CARD_NAMES", "KINDS", "card_id", "card_ids",
           "card_name", "card_names", "kind"]
