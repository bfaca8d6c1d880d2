"""Agents and algorithms: random and rule-based agents, tree search (MCTS, SO/MO-ISMCTS,
determinized UCT), game playing."""
from search.agents import Agent, RandomAgent, RuleBasedAgent
from search.mcts import DeterminizedUCTAgent, ISMCTSAgent, MCTSAgent
from search.play import play_game

__all__ = ["Agent", "RandomAgent", "RuleBasedAgent", "ISMCTSAgent", "MCTSAgent",
           "DeterminizedUCTAgent", "play_game"]
