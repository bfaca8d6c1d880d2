"""The peers we compare against, measured in the same run as cardtree (see DESIGN.md).

The peers are an optional extra (`pip install -e .[peers]`); without them these benchmarks
skip. `benchmarks/report.py` divides these medians into cardtree's.
"""
import copy
import random

import numpy as np
import pytest

from benchmarks_support import timings

PEER_SEED = 11
HEARTS_DECISIONS = 32     # passing (12 decisions, unless the deal says "no pass") then play
UNO_OPENING_DECISIONS = 10
UNO_GAME_ROUNDS = 60
UNO_RAW_GAME_ROUNDS = 150


def record_games(benchmark, decisions_per_game, warmup_rounds):
    """Puts games/s and decisions/s of a game-per-round benchmark into extra_info."""
    measured = decisions_per_game[warmup_rounds:] or decisions_per_game
    info = benchmark.extra_info
    info["games"] = len(measured)
    info["mean_decisions_per_game"] = sum(measured) / len(measured)
    stats = timings(benchmark)
    if stats:
        # Throughput over all measured games (lengths vary a lot, so not 1 / median).
        info["games_per_s"] = len(measured) / stats.total
        info["decisions_per_s"] = sum(measured) / stats.total


# --- OpenSpiel: Hearts ----------------------------------------------------------------------

def hearts_state(decisions):
    """A Hearts game after the deal (all chance outcomes) and `decisions` random decisions."""
    pyspiel = pytest.importorskip("pyspiel")
    rng = random.Random(PEER_SEED)
    state = pyspiel.load_game("hearts").new_initial_state()
    taken = 0
    while taken < decisions or state.is_chance_node():
        if state.is_chance_node():
            outcomes = [action for action, _ in state.chance_outcomes()]
            state.apply_action(rng.choice(outcomes))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
            taken += 1
    assert not state.is_terminal()
    return state


@pytest.mark.benchmark(group="peers", min_time=0.0002)
def test_openspiel_hearts_clone(benchmark):
    """The reference clone: a mid-game Hearts state (its history, hence its clone, grows)."""
    state = hearts_state(HEARTS_DECISIONS)
    benchmark.extra_info["decisions_after_deal"] = HEARTS_DECISIONS
    copy_ = benchmark(state.clone)
    assert copy_.history() == state.history()


@pytest.mark.benchmark(group="peers", min_time=0.0002)
def test_openspiel_hearts_clone_dealt(benchmark):
    """For comparison: a Hearts state just after the deal, where OpenSpiel's clone is cheapest."""
    state = hearts_state(0)
    copy_ = benchmark(state.clone)
    assert copy_.history() == state.history()


# --- RLCard: UNO ----------------------------------------------------------------------------

@pytest.fixture(scope="module")
def rlcard_modules():
    rlcard = pytest.importorskip("rlcard")
    from rlcard.agents import RandomAgent
    return rlcard, RandomAgent


def make_uno_env(rlcard_modules):
    """RLCard's UNO environment (its default: 2 players) with one RandomAgent per seat."""
    rlcard, RandomAgent = rlcard_modules
    env = rlcard.make("uno", config={"seed": PEER_SEED})
    env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])
    np.random.seed(PEER_SEED)  # RandomAgent draws from NumPy's global generator
    return env


def decisions_in(trajectories):
    """Decisions in one env.run(): each seat's trajectory is state, action, ..., final state."""
    return sum((len(seat) - 1) // 2 for seat in trajectories)


@pytest.mark.benchmark(group="peers")
def test_rlcard_uno_game(benchmark, rlcard_modules):
    """A whole random game through RLCard's environment: env.run()."""
    env = make_uno_env(rlcard_modules)
    decisions_per_game = []

    def one_game():
        trajectories, payoffs = env.run(is_training=False)
        decisions_per_game.append(decisions_in(trajectories))
        return payoffs

    warmup = 2
    benchmark.pedantic(one_game, rounds=UNO_GAME_ROUNDS, warmup_rounds=warmup)
    benchmark.extra_info["num_players"] = env.num_players
    record_games(benchmark, decisions_per_game, warmup)


@pytest.mark.benchmark(group="peers")
def test_rlcard_uno_raw_game(benchmark, rlcard_modules):
    """A whole random game through RLCard's game object, without the env's encoding."""
    game = make_uno_env(rlcard_modules).game
    rng = random.Random(PEER_SEED)
    decisions_per_game = []

    def one_game():
        game.init_game()
        decisions = 0
        while not game.is_over():
            legal = game.get_legal_actions()
            game.step(legal[rng.randrange(len(legal))])
            decisions += 1
        decisions_per_game.append(decisions)

    warmup = 5
    benchmark.pedantic(one_game, rounds=UNO_RAW_GAME_ROUNDS, warmup_rounds=warmup)
    benchmark.extra_info["num_players"] = game.num_players
    record_games(benchmark, decisions_per_game, warmup)


@pytest.fixture(scope="module")
def uno_midgame(rlcard_modules):
    """An RLCard UNO environment some random decisions into a game."""
    env = make_uno_env(rlcard_modules)
    rng = random.Random(PEER_SEED)
    state, _ = env.reset()
    for _ in range(UNO_OPENING_DECISIONS):
        state, _ = env.step(rng.choice(list(state["legal_actions"])))
        assert not env.is_over()
    return env


@pytest.mark.benchmark(group="peers")
def test_rlcard_uno_deepcopy(benchmark, uno_midgame):
    """RLCard's way to copy a game state: copy.deepcopy(env.game)."""
    copied = benchmark(copy.deepcopy, uno_midgame.game)
    assert copied.round.current_player == uno_midgame.game.round.current_player
