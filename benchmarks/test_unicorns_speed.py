"""Unstable Unicorns speed: six-player random games in the kernel, actions/s, clone and
determinize, and the state protocol from Python.

Run with `python -m pytest benchmarks/test_unicorns_speed.py`. Benchmarks record what they
measured in `benchmark.extra_info`; they never assert a speed. The issue's target: at least
10,000 six-player random games/s on one core in a kernel rollout.
"""
import itertools
import random

import pytest

import core
import core.unicorns  # noqa: F401  (installs the card tables play_random_games needs)
from fastcore import unicorns
from fastcore.state import measure_kernel_clones

from benchmarks_support import timings

NUM_PLAYERS = 6
DEAL_SEED = 7
BATCH_GAMES = 1000
BATCH_SEED = 2024
KERNEL_CLONES = 10_000

state_benchmark = pytest.mark.benchmark(group="unicorns-state", min_time=0.0002)


@pytest.fixture(scope="module")
def game():
    return core.load_game("unicorns", num_players=NUM_PLAYERS)


@pytest.fixture(scope="module")
def initial(game):
    return game.new_initial_state(seed=DEAL_SEED)


@pytest.fixture(scope="module")
def midgame(initial):
    """A six-player game some turns in, at an Action decision with cards to play."""
    state = initial.clone()
    rng = random.Random(0)
    while int(state.fields["turn_count"]) < 12 or state.phase != "action" or len(state.legal_actions()) < 3:
        if state.is_terminal():
            raise RuntimeError("the game ended early; pick another seed")
        state.apply_action(rng.choice(state.legal_actions()))
    return state


# --- whole games inside the kernel ---------------------------------------------------------------
@pytest.mark.benchmark(group="unicorns-batch")
@pytest.mark.parametrize("num_players", [2, 4, 6, 8])
def test_play_random_games(benchmark, num_players):
    """BATCH_GAMES whole random games (deal included) in one kernel call."""
    result = benchmark.pedantic(unicorns.play_random_games, args=(num_players, BATCH_GAMES, BATCH_SEED),
                                rounds=10, warmup_rounds=1)
    assert result["games"] == BATCH_GAMES
    info = benchmark.extra_info
    info["num_players"] = num_players
    info["games"] = result["games"]
    info["actions"] = result["actions"]
    info["turns"] = result["turns"]
    info["mean_game_length"] = result["actions"] / result["games"]
    info["mean_turns"] = result["turns"] / result["games"]
    info["deck_out"] = result["deck_out"]
    stats = timings(benchmark)
    if stats:
        info["games_per_s"] = result["games"] / stats.median
        info["actions_per_s"] = result["actions"] / stats.median


@pytest.mark.benchmark(group="unicorns-rollout")
def test_rollout(benchmark, initial):
    """One whole six-player random game through state.rollout(seed) on a fresh clone."""
    seeds = itertools.count(1)
    taken = []

    def fresh_game():
        return (initial.clone(), next(seeds)), {}

    def rollout(state, seed):
        taken.append(state.rollout(seed))
        return state

    warmup = 50
    final = benchmark.pedantic(rollout, setup=fresh_game, rounds=2000, warmup_rounds=warmup)
    assert final.is_terminal()
    measured = taken[warmup:] or taken
    info = benchmark.extra_info
    info["games"] = len(measured)
    info["mean_game_length"] = sum(measured) / len(measured)
    stats = timings(benchmark)
    if stats:
        info["games_per_s"] = len(measured) / stats.total
        info["actions_per_s"] = sum(measured) / stats.total


# --- the state protocol on a six-player mid-game position -----------------------------------------
@state_benchmark
def test_clone(benchmark, midgame):
    copy = benchmark(midgame.clone)
    assert copy.same_as(midgame)
    benchmark.extra_info["state_bytes"] = midgame.buffer.nbytes


@pytest.mark.benchmark(group="unicorns-kernel-clone")
def test_kernel_clone(benchmark, midgame):
    """The clone a compiled searcher pays: a memcpy into a preallocated buffer, in C."""
    benchmark(measure_kernel_clones, midgame, KERNEL_CLONES)
    benchmark.extra_info["calls_per_round"] = KERNEL_CLONES
    benchmark.extra_info["state_bytes"] = midgame.buffer.nbytes


@state_benchmark
def test_determinize(benchmark, midgame):
    player = midgame.current_player()
    work = midgame.clone()
    benchmark(work.determinize, player, 12345)
    assert work.hand(player) == midgame.hand(player)
    assert work.check_invariants() == 0


@state_benchmark
def test_legal_actions(benchmark, midgame):
    legal = benchmark(midgame.legal_actions)
    benchmark.extra_info["num_legal_actions"] = len(legal)


@state_benchmark
def test_clone_and_apply_action(benchmark, midgame):
    action = midgame.legal_actions()[0]

    def clone_and_apply():
        state = midgame.clone()
        state.apply_action(action)
        return state

    after = benchmark(clone_and_apply)
    benchmark.extra_info["action"] = midgame.action_to_string(action)
    assert not after.same_as(midgame)


@state_benchmark
def test_information_key(benchmark, midgame):
    player = midgame.current_player()
    key = benchmark(midgame.information_key, player)
    assert key == midgame.information_key(player)
