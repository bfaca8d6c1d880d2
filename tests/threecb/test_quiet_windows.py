"""A run of the engine remembers the play state of its latest priority window, and who had no
play option in it (fastcore/threecb_quiet.pxi). In a later window with the same play state
it skips state-based actions, triggers and those players' option checks. The memo must change
no result: every state of a game is the very same with the memo as without it, and so is a
proof search."""

import random

from fastcore import threecb

from core.threecb.decks import DeckError
from core.threecb.pool import supported_cards
from threecb_helpers import capped_proof_search, compare_games_with_memo, memo_setting, new_game

# Long stretches of turns in which nobody can act (The Rack's upkeeps, Bottomless Vault's
# storage, a creature race), with instant-speed options that come and go (Mishra's Factory,
# Pyrokinesis, Maze of Ith) and main-phase options next to turns without any.
QUIET_DECKS = [
    ("Chancellor of the Forge, Leyline of Sanctity, Pyrokinesis",
     "Mishra's Factory, The Rack, Wasteland"),
    ("Bottomless Vault, Emrakul, the Aeons Torn, Smallpox",
     "Bottomless Vault, Emrakul, the Aeons Torn, Smallpox"),
    ("Maze of Ith, Island, Mox Sapphire", "Dryad Arbor, Hexdrinker, Mox Emerald"),
    ("Bitterblossom, Mishra's Factory, Swamp", "Dismember, Forest, Hexdrinker"),
]


def test_every_state_of_a_game_is_the_same_with_or_without_the_memo():
    states = compare_games_with_memo(threecb.remember_quiet_windows, QUIET_DECKS, range(25),
                                     turn_limit=30)
    assert states >= 2000


def proof_search(on: bool, deck_a: str, deck_b: str, last_first: bool) -> dict:
    with memo_setting(threecb.remember_quiet_windows, on):
        return capped_proof_search(deck_a, deck_b, last_first)


def test_a_proof_search_is_the_same_with_or_without_the_memo():
    for deck_a, deck_b in QUIET_DECKS[:2]:
        for last_first in (True, False):
            remembered = proof_search(True, deck_a, deck_b, last_first)
            assert remembered == proof_search(False, deck_a, deck_b, last_first)
            assert remembered["stored"] > 10_000


def test_the_memo_is_on_by_default():
    was_on = threecb.remember_quiet_windows(True)
    threecb.remember_quiet_windows(was_on)
    assert was_on


def test_a_priority_decision_is_posed_only_in_a_settled_window():
    """Passing priority hands it to the other player without checking state-based actions
    and triggers again (priority_step): exact because the engine poses a priority decision
    only once those have nothing to do. Checked at every priority decision of random games
    of random pool decks, and of the decks above."""
    rng, cards, checked = random.Random(30), supported_cards(), 0
    decks = list(QUIET_DECKS)
    while len(decks) < 400:
        decks.append((rng.choices(cards, k=3), rng.choices(cards, k=3)))
    for deck_a, deck_b in decks:
        try:
            state = new_game(deck_a, deck_b, turn_limit=30)
        except DeckError:
            continue
        while not state.is_terminal():
            if state.decision == "priority":
                assert threecb.priority_window_settled(state), (deck_a, deck_b)
                checked += 1
            state.apply_action(rng.choice(state.legal_actions()))
    assert checked >= 3000
