"""judge_mana (fastcore/threecb_mana.pxi) proves a cost payable without searching when the
mana in the pool and the sources that surely make fixed mana by tapping pay it. The shortcut
must change no option: what a player may do (TB-8 offers only what can be paid) is the same
with it as with a search for every cost."""
import random

from fastcore import threecb

from core.threecb.pool import supported_cards
from threecb_helpers import new_game

# Sources of every kind the shortcut counts or leaves to the search: moxen and lands with one
# fixed ability, basic lands, creature lands and mana creatures (summoning sickness), Urborg
# and Magus of the Moon (changed land types), Workshop and Cavern (restricted mana), Black
# Lotus (any colour), storage and depletion lands, Ancient Tomb and City of Traitors.
MANA_CARDS = [
    "Mox Pearl", "Mox Sapphire", "Mox Jet", "Mox Ruby", "Mox Emerald", "Sol Ring",
    "Mana Vault", "Black Lotus", "Lotus Petal", "Mishra's Workshop", "Cavern of Souls",
    "Urborg, Tomb of Yawgmoth", "Magus of the Moon", "Dryad Arbor", "Mishra's Factory",
    "Inkmoth Nexus", "Ancient Tomb", "City of Traitors", "Bottomless Vault", "Island",
    "Swamp", "Mountain", "Forest", "Plains", "Tolarian Academy", "Rishadan Port",
]


def mana_heavy_decks(seed: int, pairs: int) -> list:
    rng = random.Random(seed)
    others = supported_cards()
    decks = []
    for _ in range(2 * pairs):
        deck = rng.sample(MANA_CARDS, 2) + [rng.choice(others)]
        decks.append(", ".join(deck))
    return list(zip(decks[::2], decks[1::2]))


def options_along_random_games(seed: int, pairs: int = 200, games: int = 3) -> list:
    """Every decision's legal actions along random games; the same games whatever the
    setting, as long as the options are the same."""
    rng, seen = random.Random(seed), []
    for deck_a, deck_b in mana_heavy_decks(seed, pairs):
        for game in range(games):
            state = new_game(deck_a, deck_b, turn_limit=10)
            while not state.is_terminal():
                legal = state.legal_actions()
                seen.append((deck_a, deck_b, state.decision, legal))
                state.apply_action(rng.choice(legal))
    return seen


def test_options_are_the_same_with_or_without_quick_mana_proofs():
    quick = options_along_random_games(seed=11)
    was_on = threecb.prove_payments_quickly(False)
    try:
        searched = options_along_random_games(seed=11)
    finally:
        threecb.prove_payments_quickly(was_on)
    assert was_on
    assert len(quick) >= 5000
    assert sum(decision == "priority" and len(legal) > 2
               for _, _, decision, legal in quick) >= 300
    assert quick == searched
