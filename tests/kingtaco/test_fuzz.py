"""Thousands of random King Taco games per player count, invariants checked after every action.

The invariants (fastcore.kingtaco kt_check_invariants): all 126 cards each in exactly one place
(hands, deck, discard pile, top card, stack); hand and deck counts match their sets; mana in
0..4 (KT-3); lifespans, timeouts and pending draws never negative; goto in 1..4 (KT-37);
revealed cards sit in hands (KT-39); players out of the game hold nothing (KT-23).
"""
import random

import pytest

import core
from core.kingtaco.layout import INVARIANT_ERRORS
from fastcore import kingtaco as kernel

GAMES_PER_COUNT = 5000


@pytest.mark.parametrize("num_players", range(2, 9))
def test_random_games_keep_every_invariant(num_players):
    result = kernel.play_random_games(num_players, GAMES_PER_COUNT, seed=1000 + num_players, check=True)
    assert result["error"] == 0, (
        f"{INVARIANT_ERRORS[result['error']]} in game {result['error_game']} "
        f"after action {result['error_action']}")
    assert result["games"] == GAMES_PER_COUNT
    assert sum(result["wins"]) + result["capped"] == GAMES_PER_COUNT
    assert result["capped"] < GAMES_PER_COUNT // 100, "random games should rarely reach the cap"


@pytest.mark.parametrize("num_players", [2, 4, 8])
def test_python_path_matches_invariants_and_every_decision_has_an_action(num_players):
    """The same checks through the Python API, plus: a live state always offers an action."""
    game = core.load_game("kingtaco", num_players=num_players)
    for seed in range(40):
        rng = random.Random(seed)
        state = game.new_initial_state(seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            assert legal and len(set(legal)) == len(legal)
            state.apply_action(rng.choice(legal))
            error = state.check_invariants()
            assert error == 0, INVARIANT_ERRORS[error]


def test_kernel_games_match_python_games_for_the_same_choices():
    """play_random_games and the Python API run the same rules: a seeded game replays."""
    game = core.load_game("kingtaco", num_players=4)
    state = game.new_initial_state(5)
    copy = state.clone()
    assert state.rollout(9) == copy.rollout(9)
    assert state.same_as(copy)
