"""Every card definition of the 3 Card Blind pool, and the tokens its cards create."""
from core.threecb.cards.creatures import CREATURES
from core.threecb.cards.lands import LANDS
from core.threecb.cards.mana import MANA
from core.threecb.cards.permanents import COMBO, LOCKS, TOKENS
from core.threecb.cards.spells import COUNTERS, DISCARD, RECURSION, REMOVAL, STACK_TRICKS

POOL = (LANDS + MANA + CREATURES + REMOVAL + COUNTERS + DISCARD + LOCKS + COMBO + RECURSION
        + STACK_TRICKS)

# Cards of the pool the engine does not model correctly yet, with the reason. supported_cards()
# leaves them out; decks holding them are refused.
UNSUPPORTED: dict[str, str] = {}

__all__ = ["POOL", "TOKENS", "UNSUPPORTED"]
