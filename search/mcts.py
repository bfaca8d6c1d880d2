"""Tree-search agents over the compiled loop in fastcore.search.

- ISMCTSAgent: information-set MCTS. variant="so" (single observer, one tree, availability
  counts; Cowling, Powley and Whitehouse 2012) or "mo" (multiple observers: one tree per
  player, for moves that others see only partly).
- MCTSAgent: UCT for perfect-information games. On a hidden-information game it runs only as
  the explicit cheating baseline (cheat=True; agent spec "cheating-mcts"): it sees every hand.
- DeterminizedUCTAgent: K re-deals, an independent UCT search of N iterations in each, and a
  vote among their choices.

Every agent returns the most visited legal move. A search of N iterations is one call into
compiled code. Budgets: `iterations`, `seconds`, or both (whichever ends first).
"""
from __future__ import annotations

import random

from fastcore.search import root_statistics, search
from fastcore.tree import SearchTree

ROLLOUTS = ("random", "rule")


class _TreeSearchAgent:
    """Budgets, seeds, the rollout policy and the final-move rule shared by the searchers."""

    name = "search"

    def __init__(self, iterations=1000, seconds=None, seed=0, c=0.7, rollout="random",
                 depth=None, max_nodes=20_000_000):
        if iterations is None and seconds is None:
            raise ValueError("give a budget: iterations or seconds")
        if iterations is not None and (not isinstance(iterations, int) or iterations < 1):
            raise ValueError(f"iterations must be a positive int, got {iterations!r}")
        if seconds is not None and not seconds > 0:
            raise ValueError(f"seconds must be positive, got {seconds!r}")
        if not c >= 0:
            raise ValueError(f"the exploration constant c must be >= 0, got {c!r}")
        if rollout not in ROLLOUTS:
            raise ValueError(f"rollout must be one of {', '.join(ROLLOUTS)}, got {rollout!r}")
        if depth is not None and (not isinstance(depth, int) or depth < 0):
            raise ValueError(f"depth (the rollout cut-off) must be an int >= 0, got {depth!r}")
        self.iterations = iterations
        self.seconds = seconds
        self.seed = seed
        self.c = float(c)
        self.rollout = rollout
        self.depth = depth
        self.max_nodes = max_nodes
        self.last_stats = None
        self.reset()

    def reset(self) -> None:
        self._rng = random.Random(self.seed)

    def _budget(self) -> dict:
        return {"iterations": self.iterations or 0, "seconds": self.seconds or 0.0,
                "exploration": self.c, "rollout": self.rollout,
                "rollout_depth": -1 if self.depth is None else self.depth,
                "seed": self._rng.getrandbits(63)}

    def _new_tree(self) -> SearchTree:
        return SearchTree(max_nodes=self.max_nodes)

    def step(self, state) -> int:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        return self._search(state, state.current_player(), legal)

    @staticmethod
    def _most_visited(statistics: dict, legal) -> int:
        options = [(visits, value, -action, action) for action, (visits, value)
                   in statistics.items() if action in legal]
        return max(options)[3]


class ISMCTSAgent(_TreeSearchAgent):
    """Information-set MCTS: SO (one tree, availability counts) or MO (a tree per player)."""

    def __init__(self, iterations=1000, seconds=None, seed=0, variant="so", c=0.7,
                 rollout="random", depth=None, max_nodes=20_000_000):
        if variant not in ("so", "mo"):
            raise ValueError(f"variant must be 'so' or 'mo', got {variant!r}")
        self.variant = variant
        self.name = f"ismcts-{variant}"
        self.trees = None
        super().__init__(iterations, seconds, seed, c, rollout, depth, max_nodes)

    def _search(self, state, player, legal) -> int:
        count = state.num_players if self.variant == "mo" else 1
        if self.trees is None or len(self.trees) != count:
            self.trees = [self._new_tree() for _ in range(count)]
        self.last_stats = search(state, self.trees if count > 1 else self.trees[0],
                                 determinize_player=player, reseed_chance=True, **self._budget())
        tree = self.trees[player] if count > 1 else self.trees[0]
        return self._most_visited(root_statistics(tree, player), legal)

    @property
    def last_tree(self):
        """The searched tree of the player who last moved (SO: the only tree)."""
        return self.trees[0] if self.trees and len(self.trees) == 1 else self.trees


class MCTSAgent(_TreeSearchAgent):
    """UCT on the true state; chance (e.g. the order of future draws) is resampled every
    iteration. Hidden-information games need cheat=True: it then sees every hand."""

    def __init__(self, iterations=1000, seconds=None, seed=0, c=0.7, rollout="random",
                 depth=None, cheat=False, max_nodes=20_000_000):
        self.cheat = bool(cheat)
        self.name = "cheating-mcts" if self.cheat else "mcts"
        self.tree = None
        super().__init__(iterations, seconds, seed, c, rollout, depth, max_nodes)

    def _search(self, state, player, legal) -> int:
        if not getattr(state.game, "perfect_information", False) and not self.cheat:
            raise ValueError(
                f"{state.game.name} hides information; MCTSAgent would see every hand. Use "
                "ISMCTSAgent, or MCTSAgent(cheat=True) (spec 'cheating-mcts') as an explicit "
                "cheating baseline")
        if self.tree is None:
            self.tree = self._new_tree()
        self.last_stats = search(state, self.tree, determinize_player=-1, reseed_chance=True,
                                 **self._budget())
        return self._most_visited(root_statistics(self.tree, player), legal)


class DeterminizedUCTAgent(_TreeSearchAgent):
    """K re-deals ("worlds"), a UCT search of N iterations in each, then a vote: every world
    votes for its most visited move; ties go to the most visits over all worlds."""

    def __init__(self, worlds=10, iterations=100, seconds=None, seed=0, c=0.7,
                 rollout="random", depth=None, max_nodes=20_000_000):
        if not isinstance(worlds, int) or worlds < 1:
            raise ValueError(f"worlds must be a positive int, got {worlds!r}")
        self.worlds = worlds
        self.name = "detuct"
        self.tree = None
        super().__init__(iterations, seconds, seed, c, rollout, depth, max_nodes)

    def _search(self, state, player, legal) -> int:
        if self.tree is None:
            self.tree = self._new_tree()
        votes: dict[int, int] = {}
        visits: dict[int, int] = {}
        budget = self._budget()
        if self.seconds:
            budget["seconds"] = self.seconds / self.worlds
        for _ in range(self.worlds):
            world = state.clone()
            world.determinize(player, self._rng.getrandbits(63))
            budget["seed"] = self._rng.getrandbits(63)
            self.last_stats = search(world, self.tree, determinize_player=-1,
                                     reseed_chance=False, **budget)
            statistics = root_statistics(self.tree, player)
            choice = self._most_visited(statistics, legal)
            votes[choice] = votes.get(choice, 0) + 1
            for action, (n, _) in statistics.items():
                visits[action] = visits.get(action, 0) + n
        return max(votes, key=lambda a: (votes[a], visits.get(a, 0), -a))
