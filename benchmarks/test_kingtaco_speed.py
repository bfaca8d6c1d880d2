"""King Taco speed: the state protocol called from Python, and random playouts in the kernel.

Run with `python -m pytest benchmarks/` (the test suite's `pytest` never collects these), and
turn the results into the README table with `python benchmarks/report.py`. Benchmarks record
what they measured in `benchmark.extra_info`; they never assert a speed.
"""
import itertools

import pytest

from core.kingtaco.layout import A_DRAW
from fastcore import kingtaco
from fastcore.state import measure_kernel_clones

from benchmarks_support import timings

# Whole random games per play_random_games call: enough to average over game lengths, few
# enough that one call stays in the tens of milliseconds.
BATCH_GAMES = 1000
BATCH_SEED = 2024
BATCH_ROUNDS = 15
ROLLOUT_ROUNDS = 2000
APPLY_BATCH = 200
APPLY_ROUNDS = 300

# The state operations take around a microsecond: time batches of calls (at least 0.2 ms a
# round) so the timer's own cost does not show up in the medians.
state_benchmark = pytest.mark.benchmark(group="kingtaco-state", min_time=0.0002)


def pick_card_play(state):
    """A legal action that plays a card (any legal action if there is none)."""
    legal = state.legal_actions()
    plays = [a for a in legal if a != A_DRAW]
    return (plays or legal)[0]


# --- the state protocol from Python, on a 4-player mid-game position ---------------------------

@state_benchmark
def test_clone(benchmark, kingtaco_midgame):
    copy = benchmark(kingtaco_midgame.clone)
    assert copy.same_as(kingtaco_midgame)


KERNEL_CLONES = 10_000


@pytest.mark.benchmark(group="kingtaco-kernel-clone")
def test_kernel_clone(benchmark, kingtaco_midgame):
    """The clone a compiled searcher pays: a memcpy into a preallocated buffer, in C."""
    benchmark(measure_kernel_clones, kingtaco_midgame, KERNEL_CLONES)
    benchmark.extra_info["calls_per_round"] = KERNEL_CLONES
    benchmark.extra_info["state_bytes"] = kingtaco_midgame.buffer.nbytes


@state_benchmark
def test_copy_from(benchmark, kingtaco_midgame):
    """Restoring a state into an existing one from Python (no allocation)."""
    scratch = kingtaco_midgame.clone()
    benchmark(scratch.copy_from, kingtaco_midgame)
    assert scratch.same_as(kingtaco_midgame)


@state_benchmark
def test_determinize(benchmark, kingtaco_midgame):
    player = kingtaco_midgame.current_player()
    work = kingtaco_midgame.clone()  # re-dealt in place, round after round
    benchmark(work.determinize, player, 12345)
    assert work.hand(player) == kingtaco_midgame.hand(player)
    assert work.check_invariants() == 0


@state_benchmark
def test_legal_actions(benchmark, kingtaco_midgame):
    legal = benchmark(kingtaco_midgame.legal_actions)
    benchmark.extra_info["num_legal_actions"] = len(legal)
    assert legal


@state_benchmark
def test_clone_and_apply_action(benchmark, kingtaco_midgame):
    """clone() then apply_action() on the fresh copy: what a searcher pays per expansion."""
    action = pick_card_play(kingtaco_midgame)

    def clone_and_apply():
        state = kingtaco_midgame.clone()
        state.apply_action(action)
        return state

    after = benchmark(clone_and_apply)
    benchmark.extra_info["action"] = kingtaco_midgame.action_to_string(action)
    assert not after.same_as(kingtaco_midgame)


@pytest.mark.benchmark(group="kingtaco-apply")
def test_apply_action_batch(benchmark, kingtaco_midgame):
    """apply_action() alone: each round applies the action to APPLY_BATCH fresh clones.

    The clones are made in the untimed setup; a round's time divided by calls_per_round is the
    cost of one apply_action() (report.py does the division).
    """
    action = pick_card_play(kingtaco_midgame)

    def fresh_clones():
        return ([kingtaco_midgame.clone() for _ in range(APPLY_BATCH)],), {}

    def apply_to_each(states):
        for state in states:
            state.apply_action(action)
        return states

    states = benchmark.pedantic(apply_to_each, setup=fresh_clones, rounds=APPLY_ROUNDS,
                                warmup_rounds=5)
    benchmark.extra_info["calls_per_round"] = APPLY_BATCH
    benchmark.extra_info["action"] = kingtaco_midgame.action_to_string(action)
    assert not states[-1].same_as(kingtaco_midgame)


@state_benchmark
def test_information_key(benchmark, kingtaco_midgame):
    player = kingtaco_midgame.current_player()
    key = benchmark(kingtaco_midgame.information_key, player)
    assert key == kingtaco_midgame.information_key(player)


# --- random playouts --------------------------------------------------------------------------

@pytest.mark.benchmark(group="kingtaco-rollout")
def test_rollout(benchmark, kingtaco_initial):
    """One whole random game through state.rollout(seed), on a fresh clone of a new deal.

    The clone is made in the untimed setup; every round uses a new policy seed, so the rounds
    average over many different games.
    """
    seeds = itertools.count(1)
    actions_taken = []

    def fresh_game():
        return (kingtaco_initial.clone(), next(seeds)), {}

    def rollout(state, seed):
        taken = state.rollout(seed)
        actions_taken.append(taken)
        return state

    warmup = 50
    final = benchmark.pedantic(rollout, setup=fresh_game, rounds=ROLLOUT_ROUNDS,
                               warmup_rounds=warmup)
    assert final.is_terminal()

    measured = actions_taken[warmup:] or actions_taken  # no warmup under --benchmark-disable
    info = benchmark.extra_info
    info["num_players"] = kingtaco_initial.num_players
    info["games"] = len(measured)
    info["mean_game_length"] = sum(measured) / len(measured)
    stats = timings(benchmark)
    if stats:
        # Throughput over all measured games (lengths vary, so not 1 / median).
        info["games_per_s"] = len(measured) / stats.total
        info["actions_per_s"] = sum(measured) / stats.total


@pytest.mark.benchmark(group="kingtaco-batch")
@pytest.mark.parametrize("num_players", [2, 4, 8])
def test_play_random_games(benchmark, num_players):
    """BATCH_GAMES whole random games (deal included) in one kernel call."""
    result = benchmark.pedantic(kingtaco.play_random_games,
                                args=(num_players, BATCH_GAMES, BATCH_SEED),
                                rounds=BATCH_ROUNDS, warmup_rounds=1)
    # The same seed replays the same games, so every round did this much work.
    assert result["games"] == BATCH_GAMES
    info = benchmark.extra_info
    info["num_players"] = num_players
    info["games"] = result["games"]
    info["actions"] = result["actions"]
    info["turns"] = result["turns"]
    info["capped"] = result["capped"]
    info["mean_game_length"] = result["actions"] / result["games"]
    info["mean_turns"] = result["turns"] / result["games"]
    stats = timings(benchmark)
    if stats:
        info["games_per_s"] = result["games"] / stats.median
        info["actions_per_s"] = result["actions"] / stats.median
