"""The payments of the payment decision listed last are remembered for applying its options
(fastcore/threecb_payment_memo.pxi). The memo must change no result: applying an option gives
the very same state with the memo as without it."""
import random

from fastcore import threecb

from threecb_helpers import new_game

# Creature lands and moxen give several ways to pay an activation; The Tabernacle at
# Pendrell Vale's upkeep cost is a pay-or-decline decision.
PAYMENT_DECKS = [
    ("Mutavault, Mox Pearl, Mox Sapphire", "Blinkmoth Nexus, Island, Swamp"),
    ("Black Lotus, Inkmoth Nexus, Phyrexian Dreadnought",
     "Urborg, Tomb of Yawgmoth, Blinkmoth Nexus, Magus of the Moon"),
    ("Urborg, Tomb of Yawgmoth, Bitterblossom, Lotus Petal",
     "The Tabernacle at Pendrell Vale, Mishra's Factory, Black Lotus"),
]
PAYMENT_DECISIONS = ("pay", "pay or decline")


def payment_positions(seed: int, games: int = 40) -> list:
    """Positions from random games whose pending decision is a payment with several options."""
    rng, found = random.Random(seed), []
    for deck_a, deck_b in PAYMENT_DECKS:
        for game in range(games):
            state = new_game(deck_a, deck_b, turn_limit=12)
            while not state.is_terminal():
                legal = state.legal_actions()
                if state.decision in PAYMENT_DECISIONS and len(legal) > 1:
                    found.append(state.clone())
                state.apply_action(rng.choice(legal))
    return found


def apply_each_option(state) -> list[bytes]:
    """The buffer after each option of `state`'s decision, each applied to a fresh copy."""
    after = []
    for action in state.legal_actions():
        child = state.clone()
        child.apply_action(action)
        after.append(child.buffer.tobytes())
    return after


def test_applying_a_payment_gives_the_same_state_with_or_without_the_memo():
    positions = payment_positions(seed=5)
    assert len(positions) >= 100
    assert {state.decision for state in positions} == set(PAYMENT_DECISIONS)
    remembered = [apply_each_option(state) for state in positions]
    was_on = threecb.remember_payment_lists(False)
    try:
        forgotten = [apply_each_option(state) for state in positions]
    finally:
        threecb.remember_payment_lists(was_on)
    assert was_on and remembered == forgotten
    # A mix-up of payments would show wherever every payment ends differently.
    assert sum(len(set(after)) == len(after) for after in remembered) >= 100
