"""The effect language: compiles each card's abilities (cards.json) into the kernel's tables.

An ability is one of
    {"when": TRIGGER, "do": [clause, ...]}       a one-time or triggered effect
    {"static": ABILITY}                          a continuous effect
    {"instead": REPLACEMENT}                     what happens instead of leaving a Stable
    {"requires": REQUIREMENT}                    a condition for playing the card
    {"instant": "neigh"}                         the card answers a card being played

and a clause is an effect: {"op": OPCODE, ...arguments}. Clauses in one list happen together
(one chain link); "then": [...] happens in the next link, "if_you_do": [...] too but only if
the clause happened; "options": [a, b] is a choice between two effects. Arguments:
    what           card filter: card (default), unicorn, basic_unicorn, upgrade, downgrade,
                   upgrade_or_downgrade, magic, instant, narwhal, this
    count          a number (default 1) or "all"
    may            true for an optional effect ("you may")
    who            who performs it: you (default), each_player, chosen_player, that_player
    choose_player  any / any_other: the effect starts by choosing a player
    stable         whose Stable its target is in: yours, others, any, chosen_player,
                   that_player, each_player (defaults depend on the opcode, UU-6)
    to             any_other: where a moved card goes
    bond           true: remember the stolen card (Seductive Unicorn, Unicorn Lasso)

Every keyword is checked: an unknown key or value raises ValueError naming the card.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from fastcore import unicorns as _kernel

from core.unicorns.cards import CARD_KIND, KINDS, TIERS, CardKind

COLUMNS = _kernel.COLUMNS
WIDTH = COLUMNS["width"]

# The arguments each opcode accepts, and its default Stable scope.
_OP_KEYS = {
    "sacrifice": {"what", "count", "who", "may"},
    "destroy": {"what", "count", "may"},
    "steal": {"what", "may", "bond", "stable"},
    "return": {"what", "may", "choose_player", "stable"},
    "move": {"what", "stable", "to"},
    "discard": {"what", "count", "who", "choose_player", "may"},
    "draw": {"count"},
    "pull": {"choose_player"},
    "take_from_hand": {"choose_player"},
    "choose_from_discard": {"what", "may"},
    "search_deck": {"what", "may"},
    "bring_from_discard": {"what", "may"},
    "bring_from_hand": {"what", "may"},
    "bring_baby": set(),
    "shuffle_discard_into_deck": set(),
    "shuffle_this_hand_and_discard_into_deck": set(),
    "trade_hands": {"choose_player"},
    "shrinkray": {"choose_player"},
    "skip_to_end_of_turn": set(),
    "extra_turn": set(),
    "extra_draw": {"may"},
    "extra_play": set(),
    "move_to_turn_player": set(),
    "return_bonded": set(),
    "choose_effect": {"may", "options"},
}
_DEFAULT_SCOPE = {"sacrifice": "own", "destroy": "others", "steal": "others", "move": "any"}
_STABLE_SCOPE = {"yours": "own", "others": "others", "any": "any"}
_LINK_KEYS = {"op", "then", "if_you_do"}
_WHO = ("you", "each_player", "chosen_player", "that_player")
_NARWHAL = re.compile(r"\bnarwhal\b", re.IGNORECASE)


@dataclass
class Tables:
    """What configure() installs in the kernel."""

    card_kind: np.ndarray
    kind_type: np.ndarray
    kind_static: np.ndarray
    kind_replace: np.ndarray
    kind_require: np.ndarray
    kind_trigger: np.ndarray
    kind_bond_slot: np.ndarray
    kind_letters: np.ndarray
    kind_is_narwhal: np.ndarray
    kind_tier: np.ndarray
    clauses: np.ndarray

    def install(self) -> None:
        _kernel.configure(self.card_kind, self.kind_type, self.kind_static, self.kind_replace,
                          self.kind_require, self.kind_trigger, self.kind_bond_slot,
                          self.kind_letters, self.kind_is_narwhal, self.kind_tier, self.clauses)


class _Compiler:
    def __init__(self):
        self.rows: list[list[int]] = []
        self.bond_kinds: list[int] = []

    def clause_list(self, card: CardKind, clauses) -> int:
        """Compiles clauses that happen together; returns the first one's index (or -1)."""
        if not isinstance(clauses, list) or not clauses:
            raise ValueError(f"{card.name}: a clause list must be a non-empty list")
        first = previous = -1
        for clause in clauses:
            index = self.clause(card, clause)
            if previous >= 0:
                self.rows[previous][COLUMNS["also"]] = index
            else:
                first = index
            previous = index
        return first

    def clause(self, card: CardKind, clause: dict) -> int:
        if not isinstance(clause, dict) or "op" not in clause:
            raise ValueError(f"{card.name}: a clause is a dict with an 'op', got {clause!r}")
        op = clause["op"]
        if op not in _OP_KEYS:
            raise ValueError(f"{card.name}: unknown opcode {op!r}; one of {', '.join(_OP_KEYS)}")
        unknown = set(clause) - _OP_KEYS[op] - _LINK_KEYS
        if unknown:
            raise ValueError(f"{card.name}: {op} takes no {', '.join(sorted(unknown))}")
        row = [0] * WIDTH
        for name in ("then", "if_done", "also", "option_a", "option_b"):
            row[COLUMNS[name]] = -1
        row[COLUMNS["op"]] = _kernel.OPCODES[op]
        row[COLUMNS["filter"]] = self._lookup(card, "what", clause.get("what", "card"), _kernel.FILTERS)
        row[COLUMNS["count"]] = self._count(card, clause.get("count", 1))
        row[COLUMNS["may"]] = int(bool(clause.get("may", False)))
        row[COLUMNS["bond"]] = int(bool(clause.get("bond", False)))
        player, actor, scope = self._players(card, op, clause)
        row[COLUMNS["player"]] = _kernel.PLAYER_MODES[player]
        row[COLUMNS["actor"]] = _kernel.ACTORS[actor]
        row[COLUMNS["scope"]] = _kernel.SCOPES[scope]
        index = len(self.rows)
        self.rows.append(row)
        if row[COLUMNS["bond"]] and card.id not in self.bond_kinds:
            self.bond_kinds.append(card.id)
        if op == "choose_effect":
            options = clause.get("options")
            if not isinstance(options, list) or len(options) != 2:
                raise ValueError(f"{card.name}: choose_effect needs two options")
            row[COLUMNS["option_a"]] = self.clause(card, options[0])
            row[COLUMNS["option_b"]] = self.clause(card, options[1])
        if "then" in clause:
            row[COLUMNS["then"]] = self.clause_list(card, clause["then"])
        if "if_you_do" in clause:
            row[COLUMNS["if_done"]] = self.clause_list(card, clause["if_you_do"])
        return index

    @staticmethod
    def _lookup(card, key, value, table):
        if value not in table:
            raise ValueError(f"{card.name}: unknown {key} {value!r}; one of {', '.join(table)}")
        return table[value]

    @staticmethod
    def _count(card, count):
        if count == "all":
            return 0
        if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= 5:
            raise ValueError(f"{card.name}: count must be 1..5 or 'all', got {count!r}")
        return count

    @staticmethod
    def _players(card, op, clause):
        """(player mode, actor, scope) of the kernel for the clause's wording."""
        who = clause.get("who", "you")
        chosen = clause.get("choose_player")
        stable = clause.get("stable")
        if who not in _WHO:
            raise ValueError(f"{card.name}: unknown who {who!r}; one of {', '.join(_WHO)}")
        if chosen not in (None, "any", "any_other"):
            raise ValueError(f"{card.name}: choose_player is 'any' or 'any_other', got {chosen!r}")
        player, actor, scope = "none", "you", _DEFAULT_SCOPE.get(op, "player")
        if who == "each_player":
            player, actor = "each", "player"
        elif who == "chosen_player":
            if chosen is None:
                raise ValueError(f"{card.name}: who='chosen_player' needs choose_player")
            player, actor = chosen, "player"
        elif who == "that_player":
            player, actor = "inherit", "player"
        if stable is not None:
            if stable in _STABLE_SCOPE:
                scope = _STABLE_SCOPE[stable]
            elif stable in ("chosen_player", "that_player", "each_player"):
                scope = "player"
                player = {"chosen_player": chosen, "that_player": "inherit", "each_player": "each"}[stable]
                if player is None:
                    raise ValueError(f"{card.name}: stable='chosen_player' needs choose_player")
            else:
                raise ValueError(f"{card.name}: unknown stable {stable!r}")
        elif chosen is not None and player == "none":
            player = chosen
        if op == "move":
            if clause.get("to") != "any_other":
                raise ValueError(f"{card.name}: move needs to='any_other'")
            player = "any_other"
        if op == "return" and scope != "player":
            raise ValueError(f"{card.name}: return needs a player's Stable")
        return player, actor, scope


def letters(name: str) -> int:
    """UU-4's tie-break counts the letters of unicorn names."""
    return sum(ch.isalpha() for ch in name)


def compile_cards(kinds=KINDS) -> Tables:
    """The kernel tables for `kinds` (the 66 kinds of cards.json by default)."""
    compiler = _Compiler()
    n = len(kinds)
    kind_static = np.zeros(n, np.int32)
    kind_replace = np.zeros(n, np.int32)
    kind_require = np.zeros(n, np.int32)
    kind_trigger = np.full((n, len(_kernel.TRIGGERS)), -1, np.int32)
    for card in kinds:
        for ability in card.abilities:
            _add_ability(compiler, card, ability, kind_static, kind_replace, kind_require,
                         kind_trigger)
    kind_bond_slot = np.full(n, -1, np.int32)
    for slot, kind_id in enumerate(compiler.bond_kinds):
        kind_bond_slot[kind_id] = slot
    if len(compiler.bond_kinds) > _kernel.CONSTANTS["BOND_SLOTS"]:
        raise ValueError("too many cards remember stolen cards for the kernel's bond slots")
    if len(compiler.rows) > _kernel.CONSTANTS["MAX_CLAUSES"]:
        raise ValueError("too many clauses for the kernel's clause table")
    return Tables(
        card_kind=CARD_KIND,
        kind_type=np.array([_kernel.TYPES[k.type] for k in kinds], np.int32),
        kind_static=kind_static, kind_replace=kind_replace, kind_require=kind_require,
        kind_trigger=kind_trigger, kind_bond_slot=kind_bond_slot,
        kind_letters=np.array([letters(k.name) for k in kinds], np.int32),
        kind_is_narwhal=np.array([bool(_NARWHAL.search(k.name)) for k in kinds], np.int32),
        kind_tier=np.array([len(TIERS) - TIERS.index(k.tier) for k in kinds], np.int32),
        clauses=np.array(compiler.rows, np.int32).reshape(-1, WIDTH),
    )


def _add_ability(compiler, card, ability, kind_static, kind_replace, kind_require, kind_trigger):
    if not isinstance(ability, dict) or len(ability) not in (1, 2):
        raise ValueError(f"{card.name}: malformed ability {ability!r}")
    if "when" in ability:
        if set(ability) != {"when", "do"}:
            raise ValueError(f"{card.name}: a triggered ability is {{'when': ..., 'do': [...]}}")
        trigger = _Compiler._lookup(card, "trigger", ability["when"], _kernel.TRIGGERS)
        if kind_trigger[card.id, trigger] >= 0:
            raise ValueError(f"{card.name}: two abilities for {ability['when']}")
        if (ability["when"] == "played") != (card.type == "magic"):
            raise ValueError(f"{card.name}: only Magic cards have 'played' abilities")
        kind_trigger[card.id, trigger] = compiler.clause_list(card, ability["do"])
    elif "static" in ability:
        kind_static[card.id] |= 1 << _Compiler._lookup(card, "static", ability["static"], _kernel.STATICS)
    elif "instead" in ability:
        kind_replace[card.id] = _Compiler._lookup(card, "instead", ability["instead"], _kernel.REPLACEMENTS)
    elif "requires" in ability:
        kind_require[card.id] = _Compiler._lookup(card, "requires", ability["requires"], _kernel.REQUIREMENTS)
    elif "instant" in ability:
        if ability["instant"] != "neigh" or card.type != "instant":
            raise ValueError(f"{card.name}: only instants have {{'instant': 'neigh'}}")
    else:
        raise ValueError(f"{card.name}: unknown ability {ability!r}")


TABLES = compile_cards()
TABLES.install()
