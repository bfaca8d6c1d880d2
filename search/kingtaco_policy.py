"""A rule-based King Taco player.

It reads only its own hand and public fields. Its habits, each kept because it measured
better against random players (see docs/kingtaco-agents.md for the figures):
- effect cards first, number cards last: numbers are the auction's currency (the emptier
  scores their last number, the others score the number they discard), and shedding them
  early measured clearly worse than random play;
- among effects, activated ones before inert ones, strong ones (draws, skips) first; never a
  self-harming play (a NOPE base that knocks itself out, a lone x2 that draws) by choice;
- answer a stack by stacking whenever it can (it sheds a card and passes draws on), and
  NOPE a draw stack aimed at it, or at everyone, when it cannot pass it on;
- choose WILD and lock colours and symbols to suit its own hand; in auctions discard the
  number that scores best under the current condition.
"""
from __future__ import annotations

from collections import Counter

from core.kingtaco import cards
from core.kingtaco.layout import (A_ALLOW, A_COLOUR, A_DECLINE, A_DRAW, A_SYMBOL, A_TARGET,
                                  PHASES, card_set)
from search.agents import SeededAgent

EFFECT_VALUE = {"+= 2": 6, "skip": 6, "all ++": 5, "harvest": 5, "go fishing": 4, "lock": 4,
                "rage": 3, "calm": 3, "inverse": 2, "--": 3, "shield": 2, "curse": 2,
                "x2": -4, "NOPE": -20}
DRAW_ROWS = {"+= 2", "all ++", "all ++ then inverse", "all ++ then skip", "skip"}


class KingTacoRules(SeededAgent):
    name = "rule"

    def step(self, state) -> int:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        f = state.fields
        me = state.current_player()
        phase = PHASES[int(f["phase"])]
        choose = getattr(self, f"_{phase}")
        action = choose(f, me, legal)
        return action if action in legal else self._rng.choice(legal)

    # --- decisions -----------------------------------------------------------------------
    def _play(self, f, me, legal):
        mana = int(f["mana"][me])
        scored = [(self._play_score(c, mana), self._rng.random(), c) for c in legal if c != A_DRAW]
        return max(scored)[2]

    @staticmethod
    def _play_score(card, mana) -> float:
        symbol = _symbol(card)
        if symbol is None:
            return 2.0                                       # plain WILD: after effects
        if cards.is_number(card):
            return 1.0                                       # numbers last
        if mana < cards.card_cost(card):
            return 3.0                                       # inert: +1 mana, one card fewer
        value = EFFECT_VALUE.get(symbol, 0)
        return 4.0 + value / 10 if value >= 0 else value     # x2 / NOPE bases hurt us

    def _respond(self, f, me, legal):
        stackable = [a for a in legal if a != A_ALLOW]
        passes = [a for a in stackable if _symbol(a) != "NOPE"]
        if passes:
            return max(passes, key=lambda a: (EFFECT_VALUE.get(_symbol(a), 0), self._rng.random()))
        if stackable and _row_name(f) in DRAW_ROWS and int(f["stack_count"]) >= 2:
            return stackable[0]                              # a NOPE is worth it here
        return A_ALLOW

    def _nope_poll(self, f, me, legal):
        row = _row_name(f)
        nopes = [a for a in legal if a != A_DECLINE]
        everyone = int(f["stack_recipients"]) != 0 and row in DRAW_ROWS
        enemy_harvest = row == "harvest" and int(f["stack_base_player"]) != me
        if nopes and int(f["stack_nopes"]) % 2 == 0 and (everyone or enemy_harvest):
            return nopes[0]
        return A_DECLINE

    def _wild_colour(self, f, me, legal):
        return A_COLOUR + self._favourite_colour(f, me)

    def _lock_colour(self, f, me, legal):
        counts = _colour_counts(f, me)
        if int(f["slot_kind"]) == 5:                         # inverted lock: ban what I lack
            return A_COLOUR + min(range(6), key=lambda k: (counts[k], self._rng.random()))
        return A_COLOUR + self._favourite_colour(f, me)

    def _lock_symbol(self, f, me, legal):
        counts = Counter(_symbol_id(c) for c in card_set(f["hand"][me]))
        inverted = int(f["slot_kind"]) == 5
        options = [a - A_SYMBOL for a in legal]
        pick = (min if inverted else max)(options, key=lambda s: (counts[s], self._rng.random()))
        return A_SYMBOL + pick

    def _discard(self, f, me, legal):
        return max(legal, key=lambda c: (_shed_value(c), self._rng.random()))

    def _auction_discard(self, f, me, legal):
        numbers = [a for a in legal if a != A_DECLINE]
        lowest_wins = int(f["slot_kind"]) in (1, 5)
        pick = min if lowest_wins else max
        return pick(numbers, key=lambda c: cards.number_value(c))

    def _fish_target(self, f, me, legal):
        targets = [a for a in legal if a != A_DRAW]
        return max(targets, key=lambda a: (int(f["hand_count"][a - A_TARGET]), self._rng.random()))

    def _fish_offer(self, f, me, legal):
        offers = [a for a in legal if a != A_DRAW]
        return max(offers, key=lambda c: (_shed_value(c), self._rng.random()))

    def _favourite_colour(self, f, me) -> int:
        counts = _colour_counts(f, me)
        return max(range(6), key=lambda k: (counts[k], self._rng.random()))


def _symbol(card: int):
    return cards.symbol_name(card) if 0 <= card < cards.NUM_CARDS else None


def _symbol_id(card: int) -> int:
    return int(cards.CARD_SYMBOL[card])


def _colour_counts(f, me) -> Counter:
    return Counter(int(cards.CARD_COLOUR[c]) for c in card_set(f["hand"][me])
                   if not cards.CARD_IS_WILD[c])


def _row_name(f) -> str:
    from core.kingtaco.layout import ROWS
    row = int(f["stack_row"])
    return ROWS[row] if row >= 0 else ""


def _shed_value(card: int) -> float:
    """How glad we are to get rid of a card: high numbers first, NOPEs and WILDs last."""
    if cards.is_number(card):
        return 10 + cards.number_value(card)
    symbol = _symbol(card)
    if symbol is None or symbol == "NOPE":
        return 0
    return 5 - EFFECT_VALUE.get(symbol, 0) / 10
