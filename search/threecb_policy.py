"""A rule-based 3 Card Blind player: a short look ahead over its own decisions, then a board
evaluation.

For each legal action it applies the action to a copy of the state (the engine runs to the
next decision) and, while the decision is still its own, looks a few more of its own
decisions ahead (so Dark Ritual is worth casting when a Rotting Regisaur follows). Positions
are scored for itself: a won game is best, a lost one worst; otherwise life and poison, the
creatures on each side (power and toughness), other permanents and cards in hand count. Ties
are broken by the seeded RNG. Both hands are public (TB-3), so it reads nothing it should not.
"""
from __future__ import annotations

from core.threecb.layout import CODES
from search.agents import SeededAgent

_CREATURE = CODES["types"]["Creature"]
_LAND = CODES["types"]["Land"]
_BATTLEFIELD = CODES["zones"]["battlefield"]
_HAND = CODES["zones"]["hand"]
_WIN = 10_000.0
LOOKAHEAD = 3            # own decisions searched after the first
NODE_BUDGET = 150        # states evaluated per decision at most


def evaluate(state, me: int) -> float:
    """How good `state` looks for player `me` (higher is better)."""
    if state.is_terminal():
        winner = state.winner
        return 0.0 if winner == "draw" else (_WIN if winner == me else -_WIN)
    f = state.fields
    score = 0.0
    for p, sign in ((me, 1.0), (1 - me, -1.0)):
        player = f["players"][p]
        score += sign * (min(int(player["life"]), 40) - 4.0 * int(player["poison"]))
    objects = f["objects"]
    for i in range(len(objects)):
        zone = int(objects[i]["zone"])
        if zone not in (_BATTLEFIELD, _HAND):
            continue
        who = int(objects[i]["controller"] if zone == _BATTLEFIELD else objects[i]["owner"])
        sign = 1.0 if who == me else -1.0
        if zone == _HAND:
            score += sign * 1.0
            continue
        view = state.view(i)
        temporary = int(objects[i]["anim"]) != 0          # a manland is a creature until end of turn
        if view["types"] & _CREATURE and not temporary:
            score += sign * (1.5 * max(view["power"], 0) + max(view["toughness"], 0))
        elif view["types"] & _LAND:
            score += sign * 1.5
        else:
            score += sign * 2.0
    return score


class ThreeCBRules(SeededAgent):
    name = "rule"

    def step(self, state) -> int:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        me = state.current_player()
        budget = [NODE_BUDGET]
        best, best_score = legal[0], None
        for action in legal:
            after = state.clone()
            after.apply_action(action)
            score = (self._best_value(after, me, LOOKAHEAD, budget), self._rng.random())
            if best_score is None or score > best_score:
                best, best_score = action, score
        return best

    def _best_value(self, state, me: int, depth: int, budget: list) -> float:
        """The best evaluation reachable by `me`'s own next decisions (others' end the look)."""
        value = evaluate(state, me)
        if depth == 0 or state.is_terminal() or state.current_player() != me or budget[0] <= 0:
            return value
        for action in state.legal_actions():
            budget[0] -= 1
            if budget[0] <= 0:
                break
            after = state.clone()
            after.apply_action(action)
            value = max(value, self._best_value(after, me, depth - 1, budget))
        return value
