"""Random games between random decks of the pool, every invariant checked after every action:
every card in exactly one zone (tokens only on the battlefield, spell copies only on the
stack), the stack and its spells agreeing, no +1/+1 and -1/-1 counters together at a
decision, life at most the cap and poison at most 10, no player at priority who has lost,
attack and block records agreeing, library positions 0..n-1, and no engine stall."""
import random

import pytest

import core
from core.threecb.decks import deck_ids
from core.threecb.layout import INVARIANT_ERRORS, SIZES
from core.threecb.pool import supported_cards
from fastcore import threecb as kernel

DECK_PAIRS = 300
GAMES_PER_PAIR = 10


def random_decks(seed: int, pairs: int):
    rng = random.Random(seed)
    names = supported_cards()
    return [([rng.choice(names) for _ in range(3)], [rng.choice(names) for _ in range(3)])
            for _ in range(pairs)]


@pytest.mark.parametrize("seed", range(4))
def test_random_games_between_random_decks_keep_every_invariant(seed):
    for k, (a, b) in enumerate(random_decks(seed, DECK_PAIRS)):
        result = kernel.play_random_games([(deck_ids(a), deck_ids(b))], GAMES_PER_PAIR,
                                          seed=seed * 100_000 + k, turn_limit=40, check=True)
        assert result["error"] == 0, (
            f"{INVARIANT_ERRORS[result['error']]}: {a} vs {b}, game {result['error_game']}, "
            f"action {result['error_action']}")
        assert sum(result["wins"]) + result["draws"] == GAMES_PER_PAIR


def test_python_path_every_action_legal_unique_and_readable():
    """Through the Python API: a live state always offers at least one action, actions are
    distinct, fewer than the option limit, each renders as text, and invariants hold."""
    for seed, (a, b) in enumerate(random_decks(99, 40)):
        game = core.load_game("threecb", decks=(a, b), banlist="none", turn_limit=25)
        state = game.new_initial_state(seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            assert legal and len(set(legal)) == len(legal)
            assert len(legal) < SIZES["MAX_CHOICES"]
            texts = [state.action_to_string(x) for x in legal]
            assert len(set(texts)) == len(texts), texts        # each option reads differently
            state.apply_action(rng.choice(legal))
            error = state.check_invariants()
            assert error == 0, f"{INVARIANT_ERRORS[error]}: {a} vs {b}"


def test_kernel_and_python_games_agree():
    game = core.load_game("threecb", decks=("Mountain, Goblin Guide, Lightning Bolt",
                                            "Swamp, Dark Ritual, Rotting Regisaur"), banlist="none",
                          turn_limit=40)
    state = game.new_initial_state(5)
    copy = state.clone()
    assert state.rollout(9) == copy.rollout(9) and state.same_as(copy)
