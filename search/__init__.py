"""Agents and algorithms: random and rule-based agents, tree search (MCTS, SO/MO-ISMCTS,
determinized UCT), game playing."""
from search.agents import Agent, RandomAgent, RuleBasedAgent
from search.mcts import DeterminizedUCTAgent, ISMCTSAgent, MCTSAgent
from search.play import play_game


def solve_3cb(deck_a, deck_b, **options):
    """The exact result of a 3 Card Blind pairing (see search.threecb.solve_3cb)."""
    from search.threecb import solve_3cb as solve
    return solve(deck_a, deck_b, **options)

__all__ = ["Agent", "RandomAgent", "RuleBasedAgent", "ISMCTSAgent", "MCTSAgent",
           "DeterminizedUCTAgent", "play_game", "solve_3cb"]
