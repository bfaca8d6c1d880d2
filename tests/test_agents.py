"""Agents and play_game."""
import pytest
from scipy import stats

import core
import search
from search.specs import AgentSpec, parse_agent_specs


def test_play_game_returns_one_value_per_player_and_is_reproducible():
    game = core.load_game("kingtaco", num_players=4)
    make = lambda: [search.RuleBasedAgent("kingtaco", seed=1)] + [search.RandomAgent(seed=s) for s in (2, 3, 4)]
    first = search.play_game(game, make(), seed=11)
    assert len(first) == 4 and sorted(first)[-1] in (0.0, 1.0)
    assert search.play_game(game, make(), seed=11) == first


def test_play_game_wants_one_agent_per_player():
    game = core.load_game("kingtaco", num_players=3)
    with pytest.raises(ValueError, match="needs 3 agents"):
        search.play_game(game, [search.RandomAgent()], seed=0)


def test_random_agent_plays_only_legal_actions_uniformly():
    state = core.load_game("kingtaco").new_initial_state(2)
    while len(state.legal_actions()) < 3:
        state.apply_action(state.legal_actions()[0])
    legal = state.legal_actions()
    agent = search.RandomAgent(seed=5)
    picks = [agent.step(state) for _ in range(3000)]
    assert set(picks) == set(legal)
    counts = [picks.count(a) for a in legal]
    assert stats.chisquare(counts).pvalue > 1e-4


def test_rule_based_agent_unknown_game():
    with pytest.raises(ValueError, match="no rule-based agent"):
        search.RuleBasedAgent("chess")


@pytest.mark.parametrize("num_players", [2, 4, 6])
def test_rule_based_agent_beats_random_players(num_players):
    """Seats rotate; the rule agent's wins against a fair share of 1/n, one-sided binomial."""
    game = core.load_game("kingtaco", num_players=num_players)
    games, wins = 1200, 0
    for g in range(games):
        seat = g % num_players
        agents = [search.RandomAgent(seed=g * 10 + k) for k in range(num_players)]
        agents[seat] = search.RuleBasedAgent("kingtaco", seed=g)
        wins += search.play_game(game, agents, seed=50_000 + g)[seat] == 1.0
    test = stats.binomtest(wins, games, 1 / num_players, alternative="greater")
    assert test.pvalue < 1e-3, f"{wins}/{games} wins is not better than chance"


def test_agent_spec_parsing():
    assert parse_agent_specs("rule,random") == [AgentSpec("rule"), AgentSpec("random")]
    assert parse_agent_specs("random , RULE") == [AgentSpec("random"), AgentSpec("rule")]
    for bad in ("", "rule,,random", "x=1,rule", "nobody", "rule:a="):
        with pytest.raises(ValueError):
            parse_agent_specs(bad)


def test_thesis_random_agent_is_a_random_agent_style():
    game = core.load_game("unicorns", num_players=6)
    agent = search.RandomAgent(seed=3, style="thesis")
    state = game.new_initial_state(1)
    for _ in range(50):
        if state.is_terminal():
            break
        state.apply_action(agent.step(state))
    specs = parse_agent_specs("random:thesis,random")
    assert specs[0] == AgentSpec("random", ("thesis",))
    with pytest.raises(ValueError, match="no thesis random agent"):
        search.RandomAgent(style="thesis").step(core.load_game("kingtaco").new_initial_state(0))
    with pytest.raises(ValueError, match="style"):
        search.RandomAgent(style="greedy")
