"""3 Card Blind speed: random games in the kernel, the state protocol from Python, the canonical
hash, and the exploration of a whole state graph the way the exact solver does it (issue 5).

Run with `python -m pytest benchmarks/test_threecb_speed.py`. Benchmarks record what they
measured in `benchmark.extra_info`; they never assert a speed.

The first pairing is the tests' usual example; the other seven are real pairings from the
Metashape league data whose six cards are all in the pool.
"""
import itertools
import random

import pytest

import core
from core.threecb import pool
from core.threecb.decks import deck_ids
from core.threecb.position import build_position
from fastcore import threecb
from fastcore.solver import explore_graph
from fastcore.state import measure_kernel_clones

from benchmarks_support import timings

PAIRINGS = [
    ("Mountain, Goblin Guide, Lightning Bolt", "Swamp, Dark Ritual, Rotting Regisaur"),
    ("Crashing Footfalls, Dismember, Forest", "Goblin Guide, Goblin Guide, Mountain"),
    ("Cabal Therapy, Nether Spirit, Swamp", "Dark Ritual, Rotting Regisaur, Swamp"),
    ("Black Lotus, Elite Spellbinder, Memnite", "Blackmail, Swamp, The Rack"),
    ("Dryad Arbor, Plains, Thalia, Guardian of Thraben", "Island, Mox Sapphire, Thassa's Oracle"),
    ("Chancellor of the Forge, Fury, Fury", "Dismember, Sheltered Valley, The Rack"),
    ("City of Traitors, Magus of the Moon, Mox Ruby", "Emrakul, the Aeons Torn, Sand Silos, Show and Tell"),
    ("Dark Depths, Peat Bog, Vampire Hexmage", "Daze, Island, Sleep-Cursed Faerie"),
]
# Whole graphs small enough to explore in a benchmark round (tens of thousands of states).
GRAPH_PAIRINGS = PAIRINGS[:5]
BATCH_GAMES = 2000
BATCH_SEED = 2024
PLAY_LIMIT = 60           # turns; random players can loop forever (the game's turn_limit)
KERNEL_CLONES = 10_000

state_benchmark = pytest.mark.benchmark(group="threecb-state", min_time=0.0002)


def make_game(pairing, turn_limit=None):
    return core.load_game("threecb", decks=pairing, banlist="none", turn_limit=turn_limit)


@pytest.fixture(scope="module")
def midgame():
    """Goblin Guide and Bolt against Ritual and Regisaur, a few turns in, at a priority decision
    with several options."""
    state = make_game(PAIRINGS[0], turn_limit=PLAY_LIMIT).new_initial_state(0)
    rng = random.Random(3)
    while int(state.fields["turn_number"]) < 3 or state.decision != "priority" or len(state.legal_actions()) < 2:
        if state.is_terminal():
            raise RuntimeError("the game ended early; pick another seed")
        state.apply_action(rng.choice(state.legal_actions()))
    return state


# --- whole games inside the kernel ---------------------------------------------------------------
@pytest.mark.benchmark(group="threecb-batch")
def test_play_random_games(benchmark):
    """BATCH_GAMES uniformly random games in one kernel call, cycling through PAIRINGS."""
    decks = [(deck_ids(a), deck_ids(b)) for a, b in (make_game(p).decks for p in PAIRINGS)]
    colors = [pool.colors_brought(a + b) for a, b in decks]
    result = benchmark.pedantic(threecb.play_random_games, args=(decks, BATCH_GAMES, BATCH_SEED),
                                kwargs={"turn_limit": PLAY_LIMIT, "relevant_colors": colors},
                                rounds=10, warmup_rounds=1)
    assert result["games"] == BATCH_GAMES
    info = benchmark.extra_info
    info.update(games=result["games"], actions=result["actions"], turns=result["turns"],
                limit_draws=result["limit_draws"],
                mean_game_length=result["actions"] / result["games"])
    stats = timings(benchmark)
    if stats:
        info["games_per_s"] = result["games"] / stats.median
        info["actions_per_s"] = result["actions"] / stats.median


@pytest.mark.benchmark(group="threecb-rollout")
def test_rollout(benchmark):
    """One random game through state.rollout(seed) on a fresh clone (play limit 60 turns)."""
    initial = make_game(PAIRINGS[0], turn_limit=PLAY_LIMIT).new_initial_state(0)
    seeds = itertools.count(1)
    taken = []

    def fresh_game():
        return (initial.clone(), next(seeds)), {}

    def rollout(state, seed):
        taken.append(state.rollout(seed))
        return state

    final = benchmark.pedantic(rollout, setup=fresh_game, rounds=2000, warmup_rounds=20)
    assert final.is_terminal()
    info = benchmark.extra_info
    info["mean_game_length"] = sum(taken) / len(taken)
    stats = timings(benchmark)
    if stats:
        info["actions_per_s"] = sum(taken[20:] or taken) / stats.total


# --- the exact solver's inner loop: clone, apply, canonical hash ---------------------------------
@pytest.mark.benchmark(group="threecb-graph")
@pytest.mark.parametrize("pairing", GRAPH_PAIRINGS, ids=lambda p: " vs ".join(p))
def test_explore_graph(benchmark, pairing):
    """Every state reachable from the start, found depth-first with the canonical hash (the
    first step of issue 5's solver): states/s and edges/s of the whole exploration."""
    root = make_game(pairing).new_initial_state(0)
    result = benchmark.pedantic(explore_graph, args=(root,), kwargs={"max_states": 2_000_000},
                                rounds=3, warmup_rounds=1)
    assert result["status"] == "complete"
    info = benchmark.extra_info
    info.update(states=result["states"], edges=result["edges"])
    stats = timings(benchmark)
    if stats:
        info["states_per_s"] = result["states"] / stats.median
        info["edges_per_s"] = result["edges"] / stats.median


# --- the state protocol from Python --------------------------------------------------------------
@pytest.mark.benchmark(group="threecb-kernel-clone")
def test_kernel_clone(benchmark, midgame):
    """The clone a compiled searcher pays: a memcpy into a preallocated buffer, in C."""
    benchmark(measure_kernel_clones, midgame, KERNEL_CLONES)
    benchmark.extra_info["calls_per_round"] = KERNEL_CLONES
    benchmark.extra_info["state_bytes"] = midgame.buffer.nbytes


@state_benchmark
def test_clone(benchmark, midgame):
    copy = benchmark(midgame.clone)
    assert copy.same_as(midgame)


@state_benchmark
def test_legal_actions(benchmark, midgame):
    legal = benchmark(midgame.legal_actions)
    benchmark.extra_info["num_legal_actions"] = len(legal)
    assert legal


@state_benchmark
def test_clone_and_apply_action(benchmark, midgame):
    """clone() then apply_action() (the engine runs on to the next decision)."""
    action = midgame.legal_actions()[-1]

    def clone_and_apply():
        state = midgame.clone()
        state.apply_action(action)
        return state

    after = benchmark(clone_and_apply)
    benchmark.extra_info["action"] = midgame.action_to_string(action)
    assert not after.same_as(midgame)


@state_benchmark
def test_canonical_hash(benchmark, midgame):
    key = benchmark(midgame.canonical_hash)
    assert key == midgame.clone().canonical_hash()


@state_benchmark
def test_information_key(benchmark, midgame):
    key = benchmark(midgame.information_key, 0)
    assert key == midgame.information_key(1)          # perfect information


def huge_trampler_blocked_by(blockers: int):
    """A 112-power trampler (Phyrexian Dreadnought with 100 counters) attacking three creatures,
    once `blockers` of them have blocked it. With all three its damage splits 246,905 ways into
    118 distinct outcomes (TB-8)."""
    state = build_position({"battlefield": ["Phyrexian Dreadnought"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Memnite", "Vault Skirge", "Goblin Guide"]},
                           step="declare attackers", plus_counters={(0, "Phyrexian Dreadnought"): 100})
    blocked = 0
    while blocked < blockers:
        legal = {state.action_to_string(a): a for a in state.legal_actions()}
        text = next(t for t in legal if t.startswith("attack with") or "blocks Phyrexian" in t)
        blocked += "blocks" in text
        state.apply_action(legal[text])
    return state


@state_benchmark
def test_block_a_huge_trampler_and_list_its_assignments(benchmark):
    """The third block, after which the engine reaches the damage assignment and lists it."""
    before = huge_trampler_blocked_by(2)
    block = before.legal_actions()[0]

    def block_and_list():
        state = before.clone()
        state.apply_action(block)
        return state.legal_actions()

    legal = benchmark(block_and_list)
    benchmark.extra_info["options"] = len(legal)
    assert len(legal) == 118


@state_benchmark
def test_apply_last_assignment_of_a_huge_trampler(benchmark):
    """The last option, from a state whose options are listed already."""
    assigning = huge_trampler_blocked_by(3)
    action = assigning.legal_actions()[-1]

    def clone_and_apply():
        state = assigning.clone()
        state.apply_action(action)
        return state

    benchmark(clone_and_apply)
    benchmark.extra_info["action"] = assigning.action_to_string(action)
