"""Search speed: ISMCTS iterations/s on King Taco beside OpenSpiel's C++ ISMCTS on Hearts.

One search of N iterations is one call into compiled code. "loop only" truncates the rollout
at depth 0 (the heuristic value stands in at once), so it times determinize, select, expand
and backpropagate: its time per iteration over the full-rollout time per iteration is the
loop's share of an iteration (target: under 20%). report.py computes the rates and shares.
"""
import random

import pytest

from fastcore.search import search
from fastcore.tree import SearchTree

ITERATIONS = 20_000
SEARCH_ROUNDS = 15
HEARTS_SIMULATIONS = 2_000
TRUNCATION_DEPTH = 8


def run(benchmark, state, trees, **options):
    player = state.current_player()
    result = benchmark.pedantic(
        search, args=(state, trees),
        kwargs=dict(iterations=ITERATIONS, determinize_player=player, reseed_chance=True,
                    seed=3, **options),
        rounds=SEARCH_ROUNDS, warmup_rounds=1)
    assert result["iterations"] == ITERATIONS
    benchmark.extra_info["calls_per_round"] = ITERATIONS     # report.py: time per iteration
    benchmark.extra_info["iterations"] = ITERATIONS
    benchmark.extra_info.update(options)


@pytest.mark.benchmark(group="search")
def test_so_ismcts_kingtaco_random_rollouts(benchmark, kingtaco_midgame):
    run(benchmark, kingtaco_midgame, SearchTree())


@pytest.mark.benchmark(group="search")
def test_so_ismcts_kingtaco_rule_rollouts(benchmark, kingtaco_midgame):
    run(benchmark, kingtaco_midgame, SearchTree(), rollout="rule")


@pytest.mark.benchmark(group="search")
def test_so_ismcts_kingtaco_truncated(benchmark, kingtaco_midgame):
    run(benchmark, kingtaco_midgame, SearchTree(), rollout_depth=TRUNCATION_DEPTH)


@pytest.mark.benchmark(group="search")
def test_so_ismcts_kingtaco_loop_only(benchmark, kingtaco_midgame):
    run(benchmark, kingtaco_midgame, SearchTree(), rollout_depth=0)


@pytest.mark.benchmark(group="search")
def test_mo_ismcts_kingtaco_random_rollouts(benchmark, kingtaco_midgame):
    run(benchmark, kingtaco_midgame, [SearchTree() for _ in range(kingtaco_midgame.num_players)])


@pytest.mark.benchmark(group="search")
def test_openspiel_ismcts_hearts(benchmark):
    """OpenSpiel's C++ ISMCTS with one random rollout per simulation, from mid-deal Hearts."""
    pyspiel = pytest.importorskip("pyspiel")
    rng = random.Random(5)
    state = pyspiel.load_game("hearts").new_initial_state()
    while state.is_chance_node():
        state.apply_action(rng.choice([a for a, _ in state.chance_outcomes()]))
    for _ in range(16):
        state.apply_action(rng.choice(state.legal_actions()))

    def one_search():
        evaluator = pyspiel.RandomRolloutEvaluator(1, 7)
        bot = pyspiel.ISMCTSBot(7, evaluator, 0.7, HEARTS_SIMULATIONS, -1,
                                pyspiel.ISMCTSFinalPolicyType.MAX_VISIT_COUNT, False, False)
        return bot.step(state)

    action = benchmark.pedantic(one_search, rounds=SEARCH_ROUNDS, warmup_rounds=1)
    assert action in state.legal_actions()
    benchmark.extra_info["calls_per_round"] = HEARTS_SIMULATIONS
    benchmark.extra_info["iterations"] = HEARTS_SIMULATIONS
