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

# Raised whenever a change to the engine or the cards can change what a game is worth (a rule
# fixed, a card's behaviour corrected): solved games are cached under it (search.threecb_metagame),
# and the package version alone does not move with such changes. 2: stop 24 (mana abilities
# at priority for Death's Shadow; 21 cards beyond the pool). 3: stop 26 (City of Traitors'
# mana floated before a land play; Elite Spellbinder's tax paid, not only checked). 4: stop 32
# (combat damage: more than 31 to one creature, and more than four recipients). 5: stop 33
# (lifelink damage listed by outcome when none is prevented: games that stopped at the option
# limit may now be solved). 6: stop 34 (identical recipients of combat damage take their
# shares in one order: games among many identical tokens no longer stop at the option limit).
RULES_REVISION = 6

__all__ = ["RULES_REVISION", "DeckError", "ThreeCBGame", "ThreeCBState", "check_deck", "load_banlist",
           "supported_cards"]
