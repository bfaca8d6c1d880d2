"""Every card definition of the 3 Card Blind pool, and the tokens its cards create."""
from core.threecb.cards.creatures import CREATURES, FLIPPED_FACES
from core.threecb.cards.lands import LANDS
from core.threecb.cards.mana import MANA
from core.threecb.cards.permanents import COMBO, LOCKS
from core.threecb.cards.permanents import TOKENS as _PRINTED_TOKENS
from core.threecb.cards.spells import COUNTERS, DISCARD, RECURSION, REMOVAL, STACK_TRICKS

from core.threecb.language import Embalm, embalmed_token

POOL = (LANDS + MANA + CREATURES + REMOVAL + COUNTERS + DISCARD + LOCKS + COMBO + RECURSION
        + STACK_TRICKS)

# The tokens the cards create: those with printed characteristics, then the token copies
# embalm makes of its cards (CR 702.128a), derived from them.
TOKENS = _PRINTED_TOKENS + [embalmed_token(card) for card in POOL
                            if any(isinstance(cast, Embalm) for cast in card.casts)]

# Cards of the pool the engine does not model correctly yet, with the reason. supported_cards()
# leaves them out; decks holding them are refused.
UNSUPPORTED: dict[str, str] = {}

__all__ = ["POOL", "TOKENS", "FLIPPED_FACES", "UNSUPPORTED"]
