"""Shared positions for the speed benchmarks (run with `python -m pytest benchmarks/`)."""
import random

import pytest

import core
from core.kingtaco.layout import PHASES

NUM_PLAYERS = 4
DEAL_SEED = 7
OPENING_ACTIONS = 20  # random actions played before a position counts as "mid-game"


def play_to_midgame(state, opening_actions=OPENING_ACTIONS, seed=0):
    """Plays seeded random actions, then on to the next ordinary "play" decision.

    Stopping at a "play" decision keeps the benchmarked position a typical turn rather than a
    rare sub-decision (a colour choice, an auction bid, ...).
    """
    rng = random.Random(seed)
    taken = 0
    while taken < opening_actions or PHASES[int(state.fields["phase"])] != "play":
        if state.is_terminal():
            raise RuntimeError(f"the game ended after {taken} actions; pick another seed")
        state.apply_action(rng.choice(state.legal_actions()))
        taken += 1
    return state


@pytest.fixture(scope="session")
def kingtaco_game():
    return core.load_game("kingtaco", num_players=NUM_PLAYERS)


@pytest.fixture(scope="session")
def kingtaco_initial(kingtaco_game):
    """A freshly dealt 4-player game. Benchmarks must not change it; clone it first."""
    return kingtaco_game.new_initial_state(seed=DEAL_SEED)


@pytest.fixture(scope="session")
def kingtaco_midgame(kingtaco_initial):
    """A 4-player game some turns in, at a "play" decision. Clone it before changing it."""
    return play_to_midgame(kingtaco_initial.clone())
