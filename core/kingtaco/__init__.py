"""King Taco (KT-1..KT-39): an UNO-like game with mana, stacking and an auction to win."""
from core.kingtaco.cards import CARD_NAMES, card_id, card_ids, card_name
from core.kingtaco.game import KingTacoGame
from core.kingtaco.state import KingTacoState

__all__ = ["KingTacoGame", "KingTacoState", "CARD_NAMES", "card_id", "card_ids", "card_name"]
