"""The generic conformance suite every registered game passes (DESIGN.md, "The game protocol").

Random playouts over many seeds and every player count check: clones are independent and
replay identically; illegal actions raise ValueError and change nothing; returns appear only
at the end; determinize(p) keeps what p knows, reseeds the RNG, moves only what p cannot see,
differs from the truth and deals uniformly (chi-square).
"""
from __future__ import annotations

import random
from collections import Counter

import numpy as np
import pytest
from scipy import stats

import core

# Every registered game lists the parameter sets it is checked with.
CONFIGS = {
    "kingtaco": [{"num_players": n} for n in range(2, 9)],
    "nim": [{"heaps": (3, 4, 5)}, {"heaps": (1, 2, 3, 4, 5, 6, 7)},
            {"heaps": (2, 3), "passing": True}],
    "unicorns": [{"num_players": n} for n in range(2, 9)],
    "threecb": [{"decks": (a, b), "banlist": "none", "turn_limit": 30} for a, b in (
        ("Mountain, Goblin Guide, Lightning Bolt", "Swamp, Dark Ritual, Rotting Regisaur"),
        ("Mishra's Factory, Mox Pearl, Karakas", "Island, Force of Will, Thassa's Oracle"),
        ("Forest, Scythe Tiger, Pyrokinesis", "Plains, Mother of Runes, Swords to Plowshares"))],
}
CASES = [(name, params) for name, options in CONFIGS.items() for params in options]


def case_id(name, params):
    return f"{name}-{'-'.join(f'{k}{v}' for k, v in params.items())}".replace(" ", "")


CASE_IDS = [case_id(name, params) for name, params in CASES]
HIDDEN = [(n, p) for n, p in CASES if not getattr(core.load_game(n, **p), "perfect_information", False)]
HIDDEN_IDS = [case_id(n, p) for n, p in HIDDEN]
PERFECT = [(n, p) for n, p in CASES if (n, p) not in HIDDEN]
PERFECT_IDS = [case_id(n, p) for n, p in PERFECT]
SEEDS = range(6)


def test_every_registered_game_is_checked():
    assert set(core.registered_games()) == set(CONFIGS)


def random_states(game, seed, max_states=400):
    """The states along one random playout (each a snapshot clone), ending at the terminal."""
    rng = random.Random(seed)
    state = game.new_initial_state(seed)
    states = [state.clone()]
    while not state.is_terminal() and len(states) < max_states:
        state.apply_action(rng.choice(state.legal_actions()))
        states.append(state.clone())
    return states


def sample(states, k, seed):
    rng = random.Random(seed)
    return rng.sample(states, min(k, len(states)))


@pytest.fixture(params=CASES, ids=CASE_IDS)
def game(request):
    name, params = request.param
    return core.load_game(name, **params)


@pytest.fixture(params=HIDDEN, ids=HIDDEN_IDS)
def hidden_game(request):
    name, params = request.param
    return core.load_game(name, **params)


@pytest.fixture(params=PERFECT, ids=PERFECT_IDS)
def perfect_game(request):
    name, params = request.param
    return core.load_game(name, **params)


def test_clone_is_independent_and_replays_identically(game):
    for seed in SEEDS:
        for state in sample(random_states(game, seed), 15, seed):
            if state.is_terminal():
                continue
            copy = state.clone()
            before = state.buffer.copy()
            rng_a, rng_b = random.Random(seed), random.Random(seed)
            for _ in range(20):
                if state.is_terminal():
                    break
                legal = state.legal_actions()
                assert copy.legal_actions() == legal
                state.apply_action(rng_a.choice(legal))
                copy.apply_action(rng_b.choice(legal))
                assert state.same_as(copy)
            fresh = copy.clone()
            fresh.buffer[:] = before
            if not fresh.is_terminal():
                fresh.apply_action(fresh.legal_actions()[-1])
                assert state.same_as(copy), "changing a clone changed its original"


def test_legal_actions_are_distinct(game):
    """Searchers look up one child per listed action: a repeated action would be counted twice."""
    for seed in SEEDS:
        for state in random_states(game, seed):
            legal = state.legal_actions()
            assert len(set(legal)) == len(legal), legal


def test_illegal_actions_raise_and_change_nothing(game):
    for seed in SEEDS:
        for state in sample(random_states(game, seed), 25, seed):
            if state.is_terminal():
                with pytest.raises(ValueError):
                    state.apply_action(0)
                continue
            legal = set(state.legal_actions())
            illegal = [a for a in range(game.num_distinct_actions) if a not in legal][:8]
            before = state.buffer.copy()
            for action in illegal + [-1, game.num_distinct_actions, 2**40]:
                with pytest.raises(ValueError) as error:
                    state.apply_action(action)
                message = str(error.value)
                assert str(action) in message and "legal actions" in message
                assert np.array_equal(state.buffer, before)
            for wrong in ("1", 1.0, None, True):
                with pytest.raises(TypeError):
                    state.apply_action(wrong)
                assert np.array_equal(state.buffer, before)


def test_returns_only_at_the_end(game):
    for seed in SEEDS:
        states = random_states(game, seed, max_states=10**6)
        for state in states[:-1]:
            assert not state.is_terminal()
            assert state.returns() == [0.0] * game.num_players
        final = states[-1]
        assert final.is_terminal() and final.current_player() == core.TERMINAL
        assert final.legal_actions() == []
        returns = final.returns()
        assert len(returns) == game.num_players
        assert all(r in (0.0, 1.0) for r in returns) and sum(returns) <= 1.0


def test_determinize_keeps_what_the_observer_knows(game):
    for seed in SEEDS:
        for state in sample(random_states(game, seed), 8, seed):
            before = state.zones()
            cards = sorted(c for zone in before.values() for c in zone)
            for player in range(game.num_players):
                redealt = state.clone()
                redealt.determinize(player, 10_000 + seed * 31 + player)
                assert redealt.information_key(player) == state.information_key(player)
                assert redealt.current_player() == state.current_player()
                if state.current_player() == player:
                    assert redealt.legal_actions() == state.legal_actions()
                after = {zone: set(ids) for zone, ids in redealt.zones().items()}
                assert sorted(c for zone in after.values() for c in zone) == cards
                assert redealt.check_invariants() == 0
                assert not np.array_equal(rng_words(redealt), rng_words(state)), "RNG not reseeded"
                moved = {c for zone, ids in before.items() for c in ids if c not in after[zone]}
                assert moved <= state.unknown_cards(player)


def rng_words(state):
    return state.buffer[4:8].copy()


def mid_game_state(game, seed, min_unknown=10):
    for state in random_states(game, seed)[10:]:
        if not state.is_terminal() and len(state.unknown_cards(0)) >= min_unknown:
            return state
    pytest.fail("no mid-game state with hidden cards")


def test_determinize_differs_from_the_truth(hidden_game):
    game = hidden_game
    state = mid_game_state(game, 1)
    for player in range(game.num_players):
        truth = state.zones()
        same = 0
        for seed in range(20):
            redealt = state.clone()
            redealt.determinize(player, seed)
            same += redealt.zones() == truth
        assert same <= 1, f"re-deals for player {player} keep reproducing the true deal"


def test_determinize_deals_uniformly(hidden_game):
    """Every unknown card lands in every hidden zone in proportion to the zone's hidden size."""
    game = hidden_game
    state = mid_game_state(game, 2)
    observer = 0
    unknown = state.unknown_cards(observer)
    zones = state.zones()
    hidden_size = {z: len(set(ids) & unknown) for z, ids in zones.items()}
    hidden_zones = [z for z, n in hidden_size.items() if n > 0]
    expected_share = np.array([hidden_size[z] for z in hidden_zones]) / len(unknown)
    trials = 3000
    counts = {c: Counter() for c in unknown}
    for seed in range(trials):
        redealt = state.clone()
        redealt.determinize(observer, seed)
        for zone, ids in redealt.zones().items():
            for c in ids:
                if c in counts:
                    counts[c][zone] += 1
    p_values = []
    for c in sorted(unknown):
        observed = np.array([counts[c][z] for z in hidden_zones])
        assert observed.sum() == trials
        p_values.append(stats.chisquare(observed, expected_share * trials).pvalue)
    # Bonferroni over the cards: one card failing at 1e-3/len is a real bias.
    assert min(p_values) > 1e-3 / len(p_values), f"re-deal looks biased: min p={min(p_values):.2g}"
    # And the p-values of a fair deal are themselves spread out, not piled near 0.
    assert np.mean(p_values) > 0.3


def test_rollout_ends_the_game_and_is_reproducible(game):
    for seed in SEEDS:
        state = game.new_initial_state(seed)
        a, b = state.clone(), state.clone()
        taken = a.rollout(seed)
        assert taken > 0 and a.is_terminal()
        assert b.rollout(seed) == taken and a.same_as(b)
        assert not state.is_terminal(), "rollout changed the state it was not called on"


def test_perfect_information_determinize_changes_only_chance(perfect_game):
    for state in random_states(perfect_game, 5)[:-1]:
        redealt = state.clone()
        redealt.determinize(0, 17)
        assert np.array_equal(redealt.buffer[8:], state.buffer[8:])
        assert not np.array_equal(rng_words(redealt), rng_words(state))
        assert len({state.information_key(p) for p in range(perfect_game.num_players)}) == 1


def test_information_key_separates_what_players_know(hidden_game):
    game = hidden_game
    state = mid_game_state(game, 3)
    keys = {state.information_key(p) for p in range(game.num_players)}
    assert len(keys) == game.num_players
    after = state.clone()
    after.apply_action(after.legal_actions()[0])
    assert after.information_key(0) != state.information_key(0)


def test_pickle_round_trip(game):
    import pickle
    state = random_states(game, 4)[len(random_states(game, 4)) // 2]
    copy = pickle.loads(pickle.dumps(state))
    assert copy.same_as(state) and type(copy) is type(state)
