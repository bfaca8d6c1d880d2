"""Thousands of random Unstable Unicorns games per player count, invariants checked after every
action (fastcore.unicorns uu_check_invariants): all 126 cards each in exactly one place (hands,
draw pile, Stables, discard pile, Nursery, stack); hand and deck counts match their sets;
babies only in the Nursery or a Stable; every hand at most 7 cards after End of Turn; nobody at
the winning unicorn count at an Action decision (and a winner by count really has it); players
know their own hands; no chain link overflows; bonds and the stack well formed."""
import random

import pytest

import core
from core.unicorns.layout import INVARIANT_ERRORS
from fastcore import unicorns as kernel
from search import RandomAgent
from search.unicorns_policy import UnicornsRules

GAMES_PER_COUNT = 4000


@pytest.mark.parametrize("num_players", range(2, 9))
def test_random_games_keep_every_invariant(num_players):
    result = kernel.play_random_games(num_players, GAMES_PER_COUNT, seed=500 + num_players, check=True)
    assert result["error"] == 0, (
        f"{INVARIANT_ERRORS[result['error']]} in game {result['error_game']} "
        f"after action {result['error_action']}")
    assert sum(result["wins"]) + result["no_winner"] == GAMES_PER_COUNT
    assert result["unicorns"] + result["deck_out"] + result["turn_cap"] == GAMES_PER_COUNT
    assert result["turn_cap"] == 0, "random games should end long before the turn cap"


@pytest.mark.parametrize("num_players", [2, 6, 8])
def test_python_path_keeps_invariants_and_every_decision_has_an_action(num_players):
    game = core.load_game("unicorns", num_players=num_players)
    for seed in range(25):
        rng = random.Random(seed)
        state = game.new_initial_state(seed)
        while not state.is_terminal():
            legal = state.legal_actions()
            assert legal and len(set(legal)) == len(legal) and legal == sorted(legal)
            state.apply_action(rng.choice(legal))
            error = state.check_invariants()
            assert error == 0, INVARIANT_ERRORS[error]


def test_agent_games_keep_invariants():
    game = core.load_game("unicorns", num_players=6)
    for seed in range(20):
        agents = [UnicornsRules(seed), UnicornsRules(seed + 1)] + [RandomAgent(seed + k, style="thesis") for k in range(4)]
        state = game.new_initial_state(seed)
        while not state.is_terminal():
            action = agents[state.current_player()].step(state)
            state.apply_action(action)
            error = state.check_invariants()
            assert error == 0, INVARIANT_ERRORS[error]


def test_kernel_games_replay_and_match_the_python_path():
    game = core.load_game("unicorns", num_players=6)
    state = game.new_initial_state(5)
    copy = state.clone()
    assert state.rollout(9) == copy.rollout(9) and state.same_as(copy)
