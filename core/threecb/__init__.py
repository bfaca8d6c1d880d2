"""3 Card Blind (TB-1..TB-10): Magic: The Gathering with 3-card decks, every card as data.

    import core
    game = core.load_game("threecb", decks=("Swamp, Dark Ritual, Rotting Regisaur",
                                            "Mishra's Factory, Mox Pearl, Karakas"), banlist="none")
    core.threecb.supported_cards()
"""
from core.threecb.decks import DeckError, check_deck, load_banlist
from core.threecb.game import ThreeCBGame
from core.threecb.pool import supported_cards
from core.threecb.state import ThreeCBState

__all__ = ["DeckError", "ThreeCBGame", "ThreeCBState", "check_deck", "load_banlist",
           "supported_cards"]
