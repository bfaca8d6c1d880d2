"""The two Unstable Unicorns agents of the thesis (UU, "What the thesis measured").

UnicornsRules, the rule-based agent: it plays its worst card by tier first (the tier list is
in core/unicorns/cards.json), always uses optional effects, and Neighs only opponents' cards of
tier A+ or better. The thesis states no more of it; where a decision needs more, it acts in the
same spirit: harm the most dangerous opponent (most unicorns, then most cards), take its best
card, give up or sacrifice its own worst (a Downgrade first), put Downgrades into the most
dangerous opponent's Stable and everything else into its own. Its decisions are compiled in
the kernel (fastcore.unicorns uu_policy_action), so that searchers can use the very same
agent for their rollouts (GameKernel.policy_action); this class is the agent around it.

thesis_random_action, the thesis' random agent: it always plays a card when it can, offers an
instant with probability 0.5, flips a coin for every yes/no question, and otherwise picks a
legal action uniformly. search.RandomAgent(style="thesis") plays it (agent spec random:thesis).

Both read only what their player may know: their hand, the public table and the pending
decision (the `state` they get is the true state, as everywhere in search/).
"""
from __future__ import annotations

import random

from core.unicorns.layout import A_NO, A_YES
from fastcore import unicorns as _kernel
from search.agents import SeededAgent

NUM_CARDS = 126


def thesis_random_action(state, rng: random.Random) -> int:
    """The thesis' random agent's choice for the decision pending in `state`."""
    legal = state.legal_actions()
    phase = state.phase
    cards = [a for a in legal if a < NUM_CARDS]
    if phase == "action" and cards:
        return rng.choice(cards)
    if phase == "poll":
        return rng.choice(cards) if cards and rng.random() < 0.5 else A_NO
    if phase in ("may", "react"):
        return A_YES if rng.random() < 0.5 else A_NO
    return rng.choice(legal)


class UnicornsRules(SeededAgent):
    """The thesis' rule-based Unstable Unicorns agent (see the module doc)."""

    name = "rule"

    def step(self, state) -> int:
        return _kernel.rule_action(state, self._rng.getrandbits(64))
