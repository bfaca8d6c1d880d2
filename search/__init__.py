"""Agents and algorithms: random and rule-based agents, game playing (search comes next)."""
from search.agents import Agent, RandomAgent, RuleBasedAgent
from search.play import play_game

__all__ = ["Agent", "RandomAgent", "RuleBasedAgent", "play_game"]
