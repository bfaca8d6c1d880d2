"""Compiles card definitions (core/threecb/language.py) into the engine's tables.

Every code comes from the kernel (fastcore.threecb.CODES), so the language and the engine
cannot drift apart. `compile_cards(cards)` returns a CompiledPool: the NumPy tables that
fastcore.threecb.configure() installs, plus what rendering needs (names, ability texts).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

import numpy as np

from fastcore import threecb as kernel

from core.threecb.language import (LAST_KNOWN_PLUS_COUNTERS, Activated, AltCost, Animation,
                                   Card, CastFrom, Effect, Embalm, ExtraCost, Flashback, Instr,
                                   Madness, Mana, create_tokens, embalmed_token_name,
                                   ManaFloat, Modal, ObjRef, Overload, PlayerRef, Prototype, Kicker,
                                   Suspend,
                                   Triggered, Value, become_the_monarch, cast_madness_card,
                                   draw, OPPONENT, YOU)

CODES = kernel.CODES
SIZES = kernel.SIZES
COLOR_ORDER = "WUBRG"
# What an Aura may enchant (its spell's first target, CR 303.4a): the filters the engine's
# attachment rules know (may_enchant in fastcore/threecb_objects.pxi).
# Printed "protection from <colour>" keywords with no keyword bit of their own (KW_* is full):
# the colours go to the card table card_prot_colors, read by the kernel's protected_from.
PROTECTION_COLORS = {"protection from blue": "U", "protection from black": "B",
                     "protection from red": "R", "protection from green": "G"}


def _protection_colors(words) -> int:
    bits = 0
    for w in words:
        if w in PROTECTION_COLORS:
            bits |= CODES["colors"][PROTECTION_COLORS[w]]
    return bits


AURA_ENCHANT_FILTERS = ("land", "player", "opponent", "creature", "permanent", "artifact",
                        "enchantment")
_SYMBOL = re.compile(r"\{([^}]+)\}")


class CardDefinitionError(ValueError):
    """A card definition the compiler cannot turn into tables (a bug in a card file)."""


@dataclass
class ManaCost:
    generic: int = 0
    colored: list = field(default_factory=lambda: [0] * 5)
    colorless: int = 0
    x: int = 0
    phyrexian: list = field(default_factory=lambda: [0] * 5)
    hybrid: dict = field(default_factory=dict)     # colour-pair bits -> symbols (CR 107.4e)

    @property
    def mana_value(self) -> int:
        # CR 202.3f: a hybrid symbol counts one
        return (self.generic + sum(self.colored) + self.colorless + sum(self.phyrexian)
                + sum(self.hybrid.values()))

    @property
    def colors(self) -> int:
        bits = 0
        for k in range(5):
            if self.colored[k] or self.phyrexian[k]:
                bits |= 1 << k
        for pair in self.hybrid:                   # CR 105.2: both colours of a hybrid symbol
            bits |= pair
        return bits

    def hybrid_row(self) -> list[int]:
        """The kernel's CARD_HYBRID row: up to two colour pairs, each pair | count << 5."""
        if len(self.hybrid) > 2:
            raise CardDefinitionError("more than two kinds of hybrid symbols")
        row = [pair | (n << 5) for pair, n in sorted(self.hybrid.items())]
        return row + [0] * (2 - len(row))

    def row(self) -> list[int]:
        return [self.generic, *self.colored, self.colorless, self.x]


def parse_cost(text: str | None) -> ManaCost:
    """"{1}{B/P}{X}" -> ManaCost (CR 107.4)."""
    cost = ManaCost()
    if not text:
        return cost
    rest = _SYMBOL.sub("", text)
    if rest.strip():
        raise CardDefinitionError(f"bad mana cost {text!r}")
    for symbol in _SYMBOL.findall(text):
        if symbol.isdigit():
            cost.generic += int(symbol)
        elif symbol in COLOR_ORDER:
            cost.colored[COLOR_ORDER.index(symbol)] += 1
        elif symbol == "C":
            cost.colorless += 1
        elif symbol == "X":
            cost.x += 1
        elif len(symbol) == 3 and symbol.endswith("/P") and symbol[0] in COLOR_ORDER:
            cost.phyrexian[COLOR_ORDER.index(symbol[0])] += 1
        elif (len(symbol) == 3 and symbol[1] == "/" and symbol[0] in COLOR_ORDER
              and symbol[2] in COLOR_ORDER and symbol[0] != symbol[2]):
            pair = (1 << COLOR_ORDER.index(symbol[0])) | (1 << COLOR_ORDER.index(symbol[2]))
            cost.hybrid[pair] = cost.hybrid.get(pair, 0) + 1
        else:
            raise CardDefinitionError(f"unsupported mana symbol {{{symbol}}} in {text!r}")
    return cost


def blue_devotion(text: str | None) -> int:
    return sum(1 for symbol in _SYMBOL.findall(text or "") if "U" in symbol)


@dataclass
class CompiledPool:
    cards: list                      # Card, index = card id
    ids: dict                        # name -> card id
    tables: dict
    ability_text: list               # ability id -> text
    ability_card: list               # ability id -> card id
    ability_kind: list               # ability id -> kind name
    mana_text: list                  # mana ability id -> text
    creature_types: list             # index -> creature type
    effect_costs: list               # effect cost id -> cost text
    colors_brought: list             # card id -> colour bits of it and what it makes


class _Compiler:
    def __init__(self, cards: list[Card]):
        self.cards = cards
        self.ids = {card.name: i for i, card in enumerate(cards)}
        if len(self.ids) != len(cards):
            raise CardDefinitionError("two cards share a name")
        if len(cards) > SIZES["MAX_DEFS"]:
            raise CardDefinitionError("too many cards for the engine's tables")
        # "Remove N <kind> counters from among permanents you control" (The Filigree Sylex) is
        # paid from the source alone (EC_REMOVE_COUNTERS): exact while no other card can have
        # counters of its kind
        for card in cards:
            if any(e.kind == "remove counters" for ab in card.abilities
                   for e in (getattr(ab, "extra_costs", None) or ())):
                if any(c is not card and c.counters == card.counters for c in cards):
                    raise CardDefinitionError(f"{card.name}: a \"remove counters\" cost, and "
                                              f"another card with {card.counters} counters")
        shapes = kernel.table_shapes()
        self.t = {name: np.zeros(shape, dtype=dtype) for name, (dtype, shape) in shapes.items()}
        for name in ("card_play", "card_abilities", "card_mana", "card_spell", "card_granted",
                     "card_flip", "card_unflip",
                     "ab_modes", "ab_mana", "ma_damage_unless_ctype", "ma_grant"):
            self.t[name][...] = -1
        self.n_abilities = 0
        self.monarch_abilities = None
        self.n_mana = 0
        self.n_program = 0
        self.animations: list[Animation] = [None]      # id 0: none
        self.effect_costs: list[str] = []
        self.ability_text: list[str] = []
        self.ability_card: list[int] = []
        self.ability_kind: list[str] = []
        self.mana_text: list[str] = []
        self.creature_types = sorted({t for card in cards for t in self._creature_subtypes(card)}
                                     | {t for card in cards for a in self._animations_of(card)
                                        for t in a.creature_types}
                                     | {m.no_damage_with for card in cards for m in card.abilities
                                        if isinstance(m, Mana) and m.no_damage_with})
        if len(self.creature_types) > 64:
            raise CardDefinitionError("more than 64 creature types")

    # --- type lines ---------------------------------------------------------------------------
    @staticmethod
    def _creature_subtypes(card: Card) -> list[str]:
        words, subtypes = card.type_words
        if "Creature" in words or "Kindred" in words:
            return [s for s in subtypes if s not in CODES["land_types"]]
        return []

    @staticmethod
    def _animations_of(card: Card) -> list[Animation]:
        """The animations of its manland abilities, and of any `animate` instruction of its
        abilities (Crawling Barrens animates after putting counters, not as a manland)."""
        found = [a.animation for a in card.abilities if isinstance(a, Activated) and a.animation]
        for a in card.abilities:
            if isinstance(a, Activated):
                found.extend(step.args[1] for step in a.effect.steps if step.op == "animate")
        return found

    def _type_bits(self, card: Card):
        words, subtypes = card.type_words
        types = supertypes = land_types = 0
        for w in words:
            if w in CODES["types"]:
                types |= CODES["types"][w]
            elif w in CODES["supertypes"]:
                supertypes |= CODES["supertypes"][w]
            else:
                raise CardDefinitionError(f"{card.name}: unknown type {w!r}")
        ctypes = 0
        for s in subtypes:
            if s in CODES["land_types"]:
                land_types |= CODES["land_types"][s]
            elif "Creature" in words or "Kindred" in words:
                ctypes |= 1 << self.creature_types.index(s)
        return types, supertypes, land_types, ctypes

    # --- operands -----------------------------------------------------------------------------
    def _obj(self, ref) -> int:
        if not isinstance(ref, ObjRef):
            raise CardDefinitionError(f"expected an object, got {ref!r}")
        return {"target": ref.slot, "self": CODES["operands"]["self"], "ref": CODES["operands"]["ref"],
                "chosen": CODES["operands"]["chosen"]}[ref.kind]

    @staticmethod
    def _player(ref) -> int:
        if not isinstance(ref, PlayerRef):
            raise CardDefinitionError(f"expected a player, got {ref!r}")
        code = CODES["players"][ref.kind]
        if ref.kind in ("target", "target's controller"):
            code += ref.slot
        return code

    @staticmethod
    def _value(v) -> int:
        if isinstance(v, int):
            if not 0 <= v < 100:
                raise CardDefinitionError(f"constant {v} out of range")
            return v
        if isinstance(v, Value):
            code = CODES["values"][v.kind]
            return code + (v.slot if v.kind == "target power" else 0)
        raise CardDefinitionError(f"expected a value, got {v!r}")

    def _pump_value(self, v) -> int:
        """A pump's amount: a constant (negative ones too) or a Value."""
        if isinstance(v, Value):
            return self._value(v)
        if not -100 < int(v) < 100:
            raise CardDefinitionError(f"pump {v} out of range")
        return int(v)

    def _filter(self, what: str) -> int:
        if what not in CODES["filters"]:
            raise CardDefinitionError(f"unknown filter {what!r}")
        return CODES["filters"][what]

    def _target_arg(self, target) -> int:
        if target.what in ("creature of type", "creature of type you control"):
            return self.creature_types.index(target.arg)
        if target.what in ("spell with mana value", "creature with power or greater",
                           "nonland permanent an opponent controls with mana value or less"):
            return int(target.arg)
        return 0

    def _effect_cost(self, text: str) -> int:
        if text not in self.effect_costs:
            self.effect_costs.append(text)
            if len(self.effect_costs) > SIZES["MAX_EFFECT_COSTS"]:
                raise CardDefinitionError("too many effect costs")
            cost = parse_cost(text)
            if cost.hybrid:
                raise CardDefinitionError(f"hybrid mana is supported in mana costs only: {text!r}")
            self.t["effect_cost"][len(self.effect_costs) - 1] = cost.row()
        return self.effect_costs.index(text)

    def _animation(self, animation: Animation) -> int:
        if animation in self.animations:
            return self.animations.index(animation)
        self.animations.append(animation)
        k = len(self.animations) - 1
        if k >= SIZES["MAX_ANIMS"]:
            raise CardDefinitionError("too many animations")
        t = self.t
        t["anim_power"][k] = animation.power
        t["anim_toughness"][k] = animation.toughness
        t["anim_types"][k] = sum(CODES["types"][w] for w in animation.types)
        t["anim_ctypes"][k] = sum(1 << self.creature_types.index(c) for c in animation.creature_types)
        t["anim_all_ctypes"][k] = animation.all_creature_types
        t["anim_colors"][k] = -1 if animation.colors is None else _color_bits(animation.colors)
        t["anim_keywords"][k] = self._keywords(animation.keywords)
        return k

    @staticmethod
    def _keywords(words) -> int:
        bits = 0
        for w in words:
            if w in PROTECTION_COLORS:
                continue              # its own table, card_prot_colors (_protection_colors)
            if w not in CODES["keywords"]:
                raise CardDefinitionError(f"unknown keyword {w!r}")
            bits |= CODES["keywords"][w]
        return bits

    # --- instructions ---------------------------------------------------------------------------
    def _instruction(self, ins: Instr) -> list[int]:
        ops = CODES["ops"]
        if ins.op not in ops and ins.op != "search library":
            raise CardDefinitionError(f"unknown instruction {ins.op!r}")
        a = ins.args
        op = ins.op
        code = ops.get(op, -1)
        if op == "damage":
            to, amount = a
            who = to.slot if isinstance(to, ObjRef) else CODES["who_player"] + self._player(to)
            return [code, who, self._value(amount), 0]
        if op == "damage player or planeswalker":
            return [code, self._player(a[0]), self._value(a[1]), 0]
        if op == "endure":
            token = f"Spirit (endure {a[1]})"
            if not isinstance(a[1], int) or token not in self.ids:
                raise CardDefinitionError(f"endure {a[1]!r}: no token {token!r}")
            return [code, self._obj(a[0]), self._value(a[1]), self.ids[token]]
        if op in ("gain life", "lose life", "set life"):
            return [code, self._player(a[0]), self._value(a[1]), 0]
        if op in ("destroy", "exile", "bounce", "sacrifice", "remove all counters", "tap", "untap",
                  "choose protection", "skip next untap", "library top", "change target",
                  "exile until this leaves", "tuck spell", "return from exile", "tap and hold"):
            return [code, self._obj(a[0]), 0, 0]
        if op == "shuffle self and graveyard":
            return [code, int(a[0]), 0, 0]
        if op == "counter":
            return [code, self._obj(a[0]), a[1], 0]
        if op == "counter unless":
            return [code, self._obj(a[0]), int(a[1]), 0]
        if op == "pump":
            return [code, self._obj(a[0]), self._pump_value(a[1]), self._pump_value(a[2])]
        if op == "counters divided":
            return [code, CODES["counter_targets"][a[0]], 0, 0]
        if op == "add counters":
            return [code, self._obj(a[0]), CODES["counter_targets"][a[1]], self._value(a[2])]
        if op == "damage each":
            arg = self.creature_types.index(a[2]) if a[0] == "creature not of type" else 0
            return [code, self._filter(a[0]), arg, self._value(a[1])]
        if op == "damage exile if dies":
            return [code, int(a[0]), self._value(a[1]), 0]
        if op == "get emblem":
            return [code, self._player(a[0]), 0, 0]
        if op == "add counters each":
            return [code, self._filter(a[0]), CODES["counter_targets"][a[1]], self._value(a[2])]
        if op == "remove counter":
            return [code, self._obj(a[0]), self._value(a[1]), 0]
        if op == "remove up to":
            return [code, self._obj(a[0]), self._value(a[1]), 0]
        if op == "exile from hand playable":
            return [code, self._player(a[0]), self._filter(a[1]), int(a[2])]
        if op == "until end of turn":
            return [code, self._obj(a[0]), CODES["eot"][a[1]], 0]
        if op == "gain keyword choice":
            bits = 0
            for keyword in a[1]:
                if keyword not in ("flying", "vigilance", "lifelink"):
                    raise CardDefinitionError(f"no until-end-of-turn choice of {keyword!r}")
                bits |= CODES["eot"][keyword]
            return [code, self._obj(a[0]), bits, 0]
        if op == "animate":
            return [code, self._obj(a[0]), self._animation(a[1]), 0]
        if op == "create tokens":
            return [code, self.ids[a[0]], self._value(a[1]), self._player(a[2])]
        if op == "add mana":
            return [code, self._player(a[0]), CODES["pool"][a[1]], int(a[2])]
        if op == "discard":
            return [code, self._player(a[0]), self._filter(a[1]), CODES["discard_by"][a[2]]]
        if op == "discard cards":
            if isinstance(a[1], int) and not 0 < a[1] < 64:
                raise CardDefinitionError(f"discard of {a[1]} cards")
            return [code, self._player(a[0]), self._value(a[1]), CODES["discard_by"][a[2]]]
        if op == "each discards cards":
            if not isinstance(a[0], int) or not 0 < a[0] < 64:
                raise CardDefinitionError("each player discards a constant 1..63 cards")
            return [code, a[0], CODES["discard_by"][a[1]], 0]
        if op == "exile from hand":
            return [code, self._player(a[0]), self._filter(a[1]), int(a[2])]
        if op == "sacrifice choice":
            return [code, self._player(a[0]), self._filter(a[1]), int(a[2])]
        if op == "return choice":
            return [code, self._player(a[0]), self._filter(a[1]), 0]
        if op == "sacrifice, when you do":
            ctype1 = self.creature_types.index(a[2]) + 1 if a[2] is not None else 0
            return [code, self._player(a[0]), self._filter(a[1]), ctype1]
        if op == "each loses life":
            return [code, self._value(a[0]), 0, 0]
        if op == "each sacrifices":
            return [code, self._filter(a[0]), 0, 0]
        if op == "draw":
            return [code, self._player(a[0]), self._value(a[1]), 0]
        if op == "search basic land":
            return [code, self._player(a[0]), int(a[1]), 0]
        if op == "search library":
            return [ops["search basic land"], self._player(a[0]), int(a[2]), self._filter(a[1])]
        if op == "gain ability":
            if not 0 <= int(a[0]) < 8:
                raise CardDefinitionError(f"grant bit {a[0]} out of range")
            return [code, int(a[0]), 0, 0]
        if op == "mill":
            return [code, self._player(a[0]), self._value(a[1]), 0]
        if op == "link land type":
            return [code, self._obj(a[0]), 0, 0]
        if op == "return all named":
            return [code, 0, 0, 0]
        if op in ("extra turn", "reveal top land", "lose game", "win game",
                  "name and discard", "schedule next upkeep", "win if library empty",
                  "become monarch", "test monarch", "flip if no cards in hand"):
            return [code, self._player(a[0]), 0, 0]
        if op == "sacrifice unless sacrifice":
            return [code, self._filter(a[0]), 0, 0]
        if op == "sacrifice unless power":
            return [code, int(a[0]), 0, 0]
        if op == "pay":
            return [code, self._effect_cost(a[0]), self._player(a[1]), 0]
        if op == "skip if":
            return [code, int(a[0]), int(a[1]), 0]
        if op == "exile and gain":
            return [code, int(a[0]), 0, 0]
        if op == "balance":
            return [code, int(a[0]) if a else 0, 0, 0]
        if op == "cast suspended":
            return [code, int(a[0]), 0, 0]
        if op == "ocelot":
            return [code, self.ids[a[0]], 0, 0]
        if op == "may":
            return [code, self._player(a[0]) if a else 0, 0, 0]
        if op == "regenerate":
            return [code, self._obj(a[0]), 0, 0]
        if op == "player flag":
            return [code, self._player(a[0]), CODES["player_flags"][a[1]], 0]
        if a:
            raise CardDefinitionError(f"instruction {op!r} takes no arguments")
        return [code, 0, 0, 0]

    def _program(self, steps) -> tuple[int, int]:
        rows = [self._instruction(step) for step in steps]
        start = self.n_program
        if start + len(rows) > SIZES["MAX_PROGRAM"]:
            raise CardDefinitionError("effect programs are too long for the engine's table")
        for k, row in enumerate(rows):
            self.t["program"][start + k] = row
        self.n_program += len(rows)
        return start, len(rows)

    # --- abilities ------------------------------------------------------------------------------
    def _new_ability(self, card_id: int, kind: str, text: str, zone: str = "battlefield") -> int:
        a = self.n_abilities
        if a >= SIZES["MAX_ABILITIES"]:
            raise CardDefinitionError("too many abilities")
        self.n_abilities += 1
        self.t["ab_kind"][a] = CODES["ability_kinds"][kind]
        self.t["ab_zone"][a] = CODES["zones"][zone]
        self.t["ab_card"][a] = card_id
        self.t["ab_anim"][a] = -1
        self.ability_text.append(text)
        self.ability_card.append(card_id)
        self.ability_kind.append(kind)
        return a

    def _flags(self, a: int, *names: str) -> None:
        for name in names:
            self.t["ab_flags"][a] |= CODES["ability_flags"][name]

    def _set_cost(self, a: int, text: str) -> None:
        cost = parse_cost(text)
        if cost.hybrid:
            raise CardDefinitionError(f"hybrid mana is supported in mana costs only: {text!r}")
        self.t["ab_cost"][a] = cost.row()
        self.t["ab_phyrexian"][a] = cost.phyrexian

    def _set_extra_costs(self, a: int, extras) -> None:
        if len(extras) > 2:
            raise CardDefinitionError("at most two extra costs")
        for k, extra in enumerate(extras):
            self.t["ab_extra"][a, k] = CODES["extra_costs"][extra.kind]
            arg = extra.arg
            if extra.kind in ("exile card of color", "exile card of color with mana value X"):
                arg = _color_bits(arg)
            elif extra.kind in ("return land type", "discard card of land type",
                                "sacrifice land type"):
                arg = CODES["land_types"][arg]
            elif extra.kind == "sacrifice creature of type":
                arg = self.creature_types.index(arg)
            self.t["ab_extra_arg"][a, k] = int(arg or 0)

    def _set_effect(self, a: int, effect: Effect, optional: bool = False) -> None:
        t = self.t
        if len(effect.targets) > SIZES["MAX_TARGETS"]:
            raise CardDefinitionError("too many targets")
        t["ab_ntargets"][a] = len(effect.targets)
        for k, target in enumerate(effect.targets):
            t["ab_target_filter"][a, k] = self._filter(target.what)
            t["ab_target_arg"][a, k] = self._target_arg(target)
        t["ab_min_targets"][a] = len(effect.targets) if effect.min_targets is None else effect.min_targets
        t["ab_divide"][a] = effect.divide
        steps = list(effect.steps)
        if optional:
            steps = [Instr("may"), Instr("skip if", (0, len(steps))), *steps]
        t["ab_program"][a], t["ab_program_len"][a] = self._program(steps)

    def _spell_effect(self, card_id: int, card: Card) -> int:
        spell = card.spell
        if isinstance(spell, Modal):
            a = self._new_ability(card_id, "mode", f"{card.name} (modal)", "stack")
            self.t["ab_nmodes"][a] = len(spell.modes)
            for m, (mode, text) in enumerate(zip(spell.modes, spell.mode_texts)):
                mode_id = self._new_ability(card_id, "mode", text, "stack")
                self._set_effect(mode_id, mode)
                self.t["ab_modes"][a, m] = mode_id
            return a
        a = self._new_ability(card_id, "mode", card.name, "stack")
        self._set_effect(a, spell)
        return a

    def _triggered(self, card_id: int, trig: Triggered) -> int:
        a = self._new_ability(card_id, "triggered", trig.text)
        if trig.event not in CODES["events"]:
            raise CardDefinitionError(f"unknown event {trig.event!r}")
        self.t["ab_event"][a] = CODES["events"][trig.event]
        self.t["ab_condition"][a] = CODES["conditions"][trig.condition]
        if (trig.event == "chapter") != (trig.chapter is not None):
            raise CardDefinitionError(f"{trig.text!r}: a chapter ability needs its number")
        if trig.chapter is not None:
            self.t["ab_arg"][a] = trig.chapter
        if trig.condition == "no other permanents and no cards in hand":
            # Sacrificing a mana source at priority can then matter (TB-8): the game offers it.
            self.t["card_static_mask"][card_id] |= 1 << CODES["statics"]["alone watch"]
        if isinstance(trig.effect, Modal):
            # "When ..., choose one —" (CR 700.2b): the mode is chosen as the trigger is put on
            # the stack, before its targets (CR 603.3c); a mode whose targets are missing can't
            # be chosen, and the trigger is removed only if no mode can (CR 700.2a). The kernel
            # puts triggers on the stack through the casting steps, modes included.
            if trig.optional or trig.condition is not None:
                raise CardDefinitionError(f"{trig.text!r}: a modal trigger that is optional or "
                                          f"has an intervening if")
            self.t["ab_nmodes"][a] = len(trig.effect.modes)
            for m, (mode, text) in enumerate(zip(trig.effect.modes, trig.effect.mode_texts)):
                if any(LAST_KNOWN_PLUS_COUNTERS in step.args for step in mode.steps):
                    raise CardDefinitionError(f"{trig.text!r}: last known counters in a mode")
                mode_id = self._new_ability(card_id, "mode", text, "stack")
                self._set_effect(mode_id, mode)
                self.t["ab_modes"][a, m] = mode_id
            return a
        if any(LAST_KNOWN_PLUS_COUNTERS in step.args for step in trig.effect.steps):
            if trig.event not in ("dies", "leaves the battlefield"):
                raise CardDefinitionError(f"{trig.text!r}: last known counters need a leaves or "
                                          f"dies trigger")
            self._flags(a, "lki +1/+1 counters")
        self._set_effect(a, trig.effect, trig.optional)
        return a

    def _activated(self, card_id: int, act: Activated) -> int:
        a = self._new_ability(card_id, "activated", act.text, act.zone)
        self._set_cost(a, act.cost)
        extras = act.extra_costs
        discards = any(e.kind == "discard this card" for e in extras)
        if (act.zone == "hand") != discards or act.zone not in ("battlefield", "hand") or (
                discards and (act.tap or act.sacrifice_self or act.animation or act.any_player)):
            # CR 113.6: an ability works from the hand when its cost discards the card
            raise CardDefinitionError(f"{act.text!r}: an ability from the hand needs \"discard "
                                      f"this card\" and no cost of a permanent's")
        if act.loyalty is not None:
            # CR 606.3-606.4: the cost is loyalty counters; sorcery speed, once per turn
            if "Planeswalker" not in self.cards[card_id].type_words[0] or extras or act.cost:
                raise CardDefinitionError(f"{act.text!r}: a loyalty ability of a non-planeswalker "
                                          f"or with other costs")
            extras = ((ExtraCost("remove X loyalty"),) if act.loyalty == "-X"
                      else (ExtraCost("loyalty", act.loyalty),))
        self._set_extra_costs(a, extras)
        if not act.sorcery_speed and act.loyalty is None:
            self._flags(a, "instant")
        for flag, on in (("tap", act.tap), ("sacrifice self", act.sacrifice_self),
                         ("any player", act.any_player), ("level up", act.level_up),
                         ("needs counters", act.needs_counters),
                         ("lose abilities", act.lose_abilities),
                         ("legend discount", act.legend_discount),
                         ("once each turn", act.once_each_turn),
                         ("hellbent", act.hellbent)):
            if on:
                self._flags(a, flag)
        if act.granted is not None:
            self._flags(a, "granted")
            self.t["ab_arg"][a] = act.granted
        if act.animation:
            self._flags(a, "animate")
            self.t["ab_anim"][a] = self._animation(act.animation)
        if any(step.op == "vial" for step in act.effect.steps):
            self._flags(a, "counters as X")      # its count kept as it is activated (CR 608.2h)
            # TB-8: its counters stop one above its owner's largest creature mana value
            self.t["card_static_mask"][card_id] |= 1 << CODES["statics"]["vial cap"]
        if any(step.op == "destroy each mv counters" for step in act.effect.steps):
            self._flags(a, "counters as X")      # its count kept as it is activated (CR 608.2h)
            # TB-8: its counters stop one above the game's largest mana value (at least at the
            # number a cost of its removes, if that cost also sacrifices it: The Filigree
            # Sylex), unless another of its abilities reads them
            if all(getattr(ab, "sacrifice_self", False)
                   for ab in self.cards[card_id].abilities
                   if any(e.kind == "remove counters"
                          for e in (getattr(ab, "extra_costs", None) or ()))):
                self.t["card_static_mask"][card_id] |= 1 << CODES["statics"]["mv counter cap"]
        if any(step.op == "remove up to" for step in act.effect.steps):
            self.t["card_static_mask"][card_id] |= 1 << CODES["statics"]["counter remover"]
        self._set_effect(a, act.effect)
        return a

    def _mana(self, card: Card, mana: Mana) -> int:
        m = self.n_mana
        if m >= SIZES["MAX_MANA_ABILITIES"]:
            raise CardDefinitionError("too many mana abilities")
        self.n_mana += 1
        t = self.t
        t["ma_kind"][m] = CODES["mana_kinds"][mana.kind]
        if mana.kind in ("chosen color", "land abilities only") and not any(
                s.name == "choose color" for s in card.statics):
            # the engine reads the colour from Obj.choice, and looks for land-ability costs
            # (Cost.land_ability) only in games with a card choosing a colour as it enters
            raise CardDefinitionError(f"{card.name}: {mana.kind!r} mana needs "
                                      "Static('choose color')")
        t["ma_amount"][m] = mana.amount
        if mana.color:
            t["ma_slot"][m] = CODES["pool"][mana.color]
        if mana.kind == "fixed":
            for symbol in _SYMBOL.findall(mana.produce):
                t["ma_fixed"][m, CODES["pool"][symbol]] += 1
        t["ma_tap"][m] = mana.tap
        t["ma_sac"][m] = mana.sacrifice
        t["ma_self_damage"][m] = mana.self_damage
        t["ma_damage_unless_ctype"][m] = (self.creature_types.index(mana.no_damage_with)
                                          if mana.no_damage_with else -1)
        t["ma_return_at_untap"][m] = mana.return_at_untap
        t["ma_grant"][m] = -1 if mana.granted is None else mana.granted
        self.mana_text.append(mana.text or _mana_text(mana))
        return m

    # --- cards ----------------------------------------------------------------------------------
    def compile_card(self, card_id: int, card: Card) -> None:
        t = self.t
        cost = parse_cost(card.cost)
        types, supertypes, land_types, ctypes = self._type_bits(card)
        t["card_types"][card_id] = types
        t["card_super"][card_id] = supertypes
        t["card_landtypes"][card_id] = land_types
        t["card_ctypes"][card_id] = ctypes
        t["card_colors"][card_id] = (_color_bits(card.color_indicator) if card.color_indicator
                                     else cost.colors)
        t["card_cost"][card_id] = cost.row()
        t["card_phyrexian"][card_id] = cost.phyrexian
        t["card_hybrid"][card_id] = cost.hybrid_row()
        t["card_mv"][card_id] = cost.mana_value
        t["card_devotion_u"][card_id] = blue_devotion(card.cost)
        t["card_power"][card_id] = card.power or 0
        t["card_toughness"][card_id] = card.toughness or 0
        t["card_keywords"][card_id] = self._keywords(card.keywords) | (
            CODES["keywords"]["ward"] if card.ward else 0) | (
            CODES["keywords"]["toxic"] if card.toxic else 0)
        t["card_prot_colors"][card_id] = _protection_colors(card.keywords)
        t["card_ward"][card_id] = card.ward
        t["card_toxic"][card_id] = card.toxic
        t["card_counter_kind"][card_id] = CODES["counter_kinds"][card.counters]
        if "Planeswalker" in card.type_words[0]:
            # CR 306.5b: it enters with its printed loyalty in loyalty counters (its own kind);
            # the game's statics then tell the engine that planeswalker rules apply
            if card.loyalty is None or card.counters not in (None, "loyalty") or any(
                    e == "counters" or (isinstance(e, tuple) and e[0] == "counters")
                    for e in card.etb):
                raise CardDefinitionError(f"{card.name}: a planeswalker needs its loyalty, and "
                                          f"no other counters")
            t["card_counter_kind"][card_id] = CODES["counter_kinds"]["loyalty"]
            t["card_etb"][card_id] |= CODES["etb"]["counters"]
            t["card_etb_counters"][card_id] = card.loyalty
            t["card_static_mask"][card_id] |= 1 << CODES["statics"]["planeswalker"]
        elif card.loyalty is not None:
            raise CardDefinitionError(f"{card.name}: loyalty on a card that isn't a planeswalker")
        t["card_flags"][card_id] = (CODES["card_flags"]["token"] if card.token else 0)
        if any(step.op == "exile from hand"
               and step.args[2] & CODES["exile_flags"]["until source leaves"]
               for step in _all_steps(card)):
            t["card_flags"][card_id] |= CODES["card_flags"]["exile until leaves"]
        if any(step.op == "exile until this leaves" for step in _all_steps(card)):
            t["card_flags"][card_id] |= (CODES["card_flags"]["exile until leaves"]
                                          | CODES["card_flags"]["link from the battlefield"])
        if "Aura" in card.type_words[1]:
            # CR 303.4a: an Aura spell targets what it will enchant: the first target of its
            # spell, whose filter is also what it may enchant (Obj.attached, CR 303.4d, 704.5m)
            spell = card.spell
            if (not isinstance(spell, Effect) or not spell.targets
                    or spell.targets[0].what not in AURA_ENCHANT_FILTERS):
                raise CardDefinitionError(f"{card.name}: an Aura's spell targets what it enchants "
                                          f"({', '.join(AURA_ENCHANT_FILTERS)})")
            t["card_flags"][card_id] |= CODES["card_flags"]["aura"]
            t["card_static_mask"][card_id] |= 1 << CODES["statics"]["aura"]
        t["card_opening"][card_id] = CODES["opening"][card.opening]
        if "Saga" in card.type_words[1]:
            # CR 714: lore counters (its own kind), chapter abilities, sacrificed after the last
            if card.counters != "lore" or card.etb or not any(
                    isinstance(a, Triggered) and a.event == "chapter" for a in card.abilities):
                raise CardDefinitionError(f"{card.name}: a Saga needs lore counters (not an "
                                          f"etb entry: CR 714.3a) and chapter abilities")
            t["card_flags"][card_id] |= CODES["card_flags"]["saga"]
        self._compile_statics(card_id, card)
        self._compile_etb(card_id, card)
        self._compile_levels(card_id, card)
        self._compile_play_options(card_id, card, cost)
        self._compile_abilities(card_id, card)

    def _compile_statics(self, card_id: int, card: Card) -> None:
        if len(card.statics) > SIZES["CARD_STATIC_SLOTS"]:
            raise CardDefinitionError(f"{card.name}: too many static abilities")
        for k, static in enumerate(card.statics):
            code = CODES["statics"][static.name]
            arg = static.arg
            if static.name == "not blocked by type":
                arg = self.creature_types.index(arg)
            if static.name in ("enchanted land type", "linked land type",
                               "+1/+1 while an opponent controls land type"):
                arg = CODES["land_types"][arg]
            if static.name == "linked land type":
                # the permanent's link (Obj.attached, set by `link_land_type`) is kept and
                # cleared as an Aura's attachment is (S_AURA)
                if not any(isinstance(a, Triggered) and any(
                        isinstance(i, Instr) and i.op == "link land type"
                        for i in getattr(a.effect, "steps", ())) for a in card.abilities):
                    raise CardDefinitionError(f"{card.name}: a linked land type needs an "
                                              f"ability that links it (link_land_type)")
                self.t["card_static_mask"][card_id] |= 1 << CODES["statics"]["aura"]
            self.t["card_static"][card_id, k] = code
            self.t["card_static_arg"][card_id, k] = int(arg or 0)
            self.t["card_static_mask"][card_id] |= 1 << code

    def _compile_etb(self, card_id: int, card: Card) -> None:
        for entry in card.etb:
            name, amount = (entry, 0) if isinstance(entry, str) else entry
            self.t["card_etb"][card_id] |= CODES["etb"][name]
            if name == "counters":
                self.t["card_etb_counters"][card_id] = amount

    def _compile_levels(self, card_id: int, card: Card) -> None:
        for k, band in enumerate(card.levels):
            self.t["card_level_min"][card_id, k] = band.minimum
            self.t["card_level_power"][card_id, k] = band.power
            self.t["card_level_toughness"][card_id, k] = band.toughness
            self.t["card_level_keywords"][card_id, k] = self._keywords(band.keywords)

    def _compile_play_options(self, card_id: int, card: Card, cost: ManaCost) -> None:
        words, _ = card.type_words
        options = []
        if card.token:
            pass
        elif "Land" in words:
            options.append(self._new_ability(card_id, "land", f"play {card.name}", "hand"))
        else:
            a = self._new_ability(card_id, "cast", f"cast {card.name}", "hand")
            self._flags(a, "mana cost" if card.cost is not None else "free only")
            if card.additional_costs:
                if card.casts:
                    raise CardDefinitionError(f"{card.name}: additional costs are supported on "
                                              f"a card with no other ways to be cast")
                self._set_extra_costs(a, card.additional_costs)
            options.append(a)
        if card.spell is not None:
            self.t["card_spell"][card_id] = self._spell_effect(card_id, card)
        for cast in card.casts:
            options.append(self._alternative(card_id, card, cast))
        if sum(isinstance(ab, Activated) and ab.once_each_turn for ab in card.abilities) > 1:
            raise CardDefinitionError(f"{card.name}: the engine marks one \"activate only once "
                                      f"each turn\" ability per permanent (OE_ONCE_USED)")
        for ability in card.abilities:
            if isinstance(ability, Activated):
                options.append(self._activated(card_id, ability))
            elif isinstance(ability, ManaFloat):
                options.append(self._mana_float(card_id, card, ability))
        if len(options) > SIZES["PLAY_OPTIONS"]:
            raise CardDefinitionError(f"{card.name}: too many play options")
        for k, a in enumerate(options):
            self.t["card_play"][card_id, k] = a

    def _alternative(self, card_id: int, card: Card, cast) -> int:
        if isinstance(cast, AltCost):
            a = self._new_ability(card_id, "cast", cast.text, "hand")
            self._flags(a, "alternative")
            if cast.cost:
                self._set_cost(a, cast.cost)
            else:
                self._flags(a, "no mana")
            self._set_extra_costs(a, cast.extra_costs)
            if cast.not_your_turn:
                self._flags(a, "not your turn")
            if cast.evoke:
                self._flags(a, "evoke")
            return a
        if isinstance(cast, Overload):
            # CR 702.96a: an alternative cost; the spell cast for it resolves as its overloaded
            # effect, kept in the cast option's first mode slot (the kernel's spell_effect).
            if not isinstance(card.spell, Effect) or not isinstance(cast.spell, Effect):
                raise CardDefinitionError(f"{card.name}: overload needs a spell with one effect")
            if cast.spell.targets:
                raise CardDefinitionError(f"{card.name}: an overloaded spell has no targets")
            a = self._new_ability(card_id, "cast", f"cast {card.name} with overload", "hand")
            self._flags(a, "alternative", "overload")
            self._set_cost(a, cast.cost)
            e = self._new_ability(card_id, "mode", f"{card.name} (overloaded)", "stack")
            self._set_effect(e, cast.spell)
            self.t["ab_modes"][a, 0] = e
            return a
        if isinstance(cast, Suspend):
            a = self._new_ability(card_id, "suspend",
                                  f"suspend {card.name} ({cast.time_counters} time counters)", "hand")
            self._set_cost(a, cast.cost)
            self.t["ab_suspend"][a] = cast.time_counters
            return a
        if isinstance(cast, Madness):
            # Never a priority option (ABF_MADNESS): only its trigger's resolution casts it.
            return self._alternative_cast(card_id, f"cast {card.name} for its madness cost",
                                          "exile", "madness", cast)
        if isinstance(cast, CastFrom):
            a = self._new_ability(card_id, "cast", f"cast {card.name} from {cast.zone}", cast.zone)
            self._flags(a, "mana cost")
            return a
        if isinstance(cast, Prototype):
            # CR 702.160a: not an alternative cost; the play option's cost is the prototype's
            # mana cost, and casting with it marks the spell prototyped (CR 718.3b).
            proto = parse_cost(cast.cost)
            if proto.x or "Creature" not in card.type_words[0]:
                raise CardDefinitionError(f"{card.name}: unsupported prototype")
            a = self._new_ability(card_id, "cast", f"cast {card.name} prototyped", "hand")
            self._set_cost(a, cast.cost)
            self._flags(a, "prototype")
            self.t["card_flags"][card_id] |= CODES["card_flags"]["prototype"]
            self.t["card_proto"][card_id] = [cast.power, cast.toughness, proto.colors,
                                             proto.mana_value, blue_devotion(cast.cost)]
            return a
        if isinstance(cast, Kicker):
            # CR 702.33a: an additional cost, not an alternative one: the option's cost is the
            # mana cost plus the kicker cost; AB_ARG marks the spell cast with it as kicked.
            if card.cost is None or parse_cost(card.cost).x or parse_cost(cast.cost).x:
                raise CardDefinitionError(f"{card.name}: unsupported kicker")
            a = self._new_ability(card_id, "cast", f"cast {card.name} with kicker", "hand")
            self._set_cost(a, card.cost + cast.cost)
            self.t["ab_arg"][a] = CODES["cast_args"]["kicked"]
            return a
        if isinstance(cast, Flashback):
            return self._alternative_cast(card_id, f"cast {card.name} with flashback",
                                          "graveyard", "flashback", cast)
        if isinstance(cast, Embalm):
            return self._embalm(card_id, card, cast)
        raise CardDefinitionError(f"{card.name}: unknown way to cast {cast!r}")

    def _embalm(self, card_id: int, card: Card, embalm: Embalm) -> int:
        """Embalm (CR 702.128a): an activated ability of the card in its owner's graveyard, at
        sorcery speed; its cost exiles the card (paid with the mana); it creates the card's
        embalmed token copy, which must be among the compiled cards."""
        token = embalmed_token_name(card)
        if token not in self.ids or "Creature" not in card.type_words[0]:
            raise CardDefinitionError(f"{card.name}: embalm needs a creature card and its "
                                      f"token {token!r} among the cards compiled")
        a = self._new_ability(card_id, "activated",
                              f"Embalm {embalm.cost} (exile it from your graveyard: create a "
                              f"token copy, a white Zombie with no mana cost)", "graveyard")
        self._set_cost(a, embalm.cost)
        self._flags(a, "exile self")
        self._set_effect(a, Effect((create_tokens(token),)))
        return a

    def _alternative_cast(self, card_id: int, text: str, zone: str, kind: str, cast) -> int:
        """A cast from `zone` for an alternative cost (flashback, madness): its mana cost (or
        none) and its extra costs, flagged `kind`."""
        a = self._new_ability(card_id, "cast", text, zone)
        self._flags(a, "alternative", kind)
        if cast.cost:
            self._set_cost(a, cast.cost)
        else:
            self._flags(a, "no mana")
        self._set_extra_costs(a, cast.extra_costs)
        return a

    def _mana_float(self, card_id: int, card: Card, ability: ManaFloat) -> int:
        a = self._new_ability(card_id, "mana float", ability.text)
        self._flags(a, "instant")
        if ability.sacrifice_self:
            self._flags(a, "sacrifice self")
        self._set_extra_costs(a, ability.extra_costs)
        m = self._mana(card, Mana(kind="discard hand one color", amount=ability.amount, tap=False,
                                  sacrifice=True, text=ability.text))
        self.t["ab_mana"][a] = m
        return a

    def _compile_mana_alone(self, card_id: int, card: Card) -> None:
        """TB-8 (mana abilities at priority): each mana ability whose activation changes more
        than the mana pool (damage to its controller, a sacrifice, a tapped Mana Vault's upkeep
        and draw-step triggers) is also a play option of its own (CR 605.3a), offered only in a
        game with a card whose characteristics depend on its controller's life total ("life
        watch"). Appended after the card's other play options, so their action ids stay.
        A tapping mana ability of a land that another land play sacrifices (City of Traitors)
        is one too, offered while its controller can still play a land this step: its mana
        outlives it in the pool (CR 106.4), which paying costs as they come cannot show."""
        mana = [a for a in card.abilities if isinstance(a, Mana)]
        slot = sum(1 for a in self.t["card_play"][card_id] if a >= 0)
        lost_to_land_play = _sacrificed_by_another_land(card)
        for k, m in enumerate(mana):
            life_watch = _mana_alone_matters(card, m)
            before_land = lost_to_land_play and m.tap and m.kind in ("fixed", "one color")
            if not (life_watch or before_land):
                continue
            if slot >= SIZES["PLAY_OPTIONS"]:
                raise CardDefinitionError(f"{card.name}: too many play options")
            if life_watch:
                a = self._new_ability(card_id, "mana float", _mana_alone_text(card, m))
                self._flags(a, "instant", "life watch")
            else:
                text = f"{m.text or _mana_text(m)}, before playing another land"
                a = self._new_ability(card_id, "mana float", text)
                self._flags(a, "float before land")
            if m.tap:
                self._flags(a, "tap")
            self.t["ab_mana"][a] = self.t["card_mana"][card_id, k]
            self.t["card_play"][card_id, slot] = a
            slot += 1

    def _compile_abilities(self, card_id: int, card: Card) -> None:
        triggered = [a for a in card.abilities if isinstance(a, Triggered)]
        triggered += [_madness_trigger(card, cast) for cast in card.casts
                      if isinstance(cast, Madness)]
        monarch = any(step.op == "become monarch" for step in _all_steps(card))
        mana = [a for a in card.abilities if isinstance(a, Mana)]
        if len(triggered) > SIZES["CARD_ABILITY_SLOTS"] or len(mana) > SIZES["CARD_MANA_SLOTS"]:
            raise CardDefinitionError(f"{card.name}: too many abilities")
        if monarch and len(triggered) + len(MONARCH_TRIGGERS) > SIZES["CARD_ABILITY_SLOTS"]:
            raise CardDefinitionError(f"{card.name}: too many abilities")
        for k, trig in enumerate(triggered):
            a = self._triggered(card_id, trig)
            self.t["card_abilities"][card_id, k] = a
            self.t["card_events"][card_id] |= 1 << CODES["events"][trig.event]
        if monarch:
            # The monarch's inherent triggers (CR 724.2), compiled once and shared by every card
            # that can make a player the monarch: the kernel queues them without a source.
            if self.monarch_abilities is None:
                self.monarch_abilities = [self._triggered(card_id, trig)
                                          for trig in MONARCH_TRIGGERS]
            for k, (a, trig) in enumerate(zip(self.monarch_abilities, MONARCH_TRIGGERS)):
                self.t["card_abilities"][card_id, len(triggered) + k] = a
                self.t["card_events"][card_id] |= 1 << CODES["events"][trig.event]
        for k, m in enumerate(mana):
            self.t["card_mana"][card_id, k] = self._mana(card, m)
        if card.granted is not None:
            self.t["card_granted"][card_id] = self._triggered(card_id, card.granted)

    def run(self) -> CompiledPool:
        for card_id, card in enumerate(self.cards):
            self.compile_card(card_id, card)
        # After every card, so that the ids of all other abilities stay as they were.
        for card_id, card in enumerate(self.cards):
            self._compile_mana_alone(card_id, card)
        for card_id, card in enumerate(self.cards):
            # CR 701.19: a card that regenerates itself counts its shields in Obj.choice
            if any(step.op == "regenerate" for step in _all_steps(card)):
                if card.etb or any(s.op == "regenerate" and s.args[0] != ObjRef("self")
                                   for s in _all_steps(card)):
                    raise CardDefinitionError(f"{card.name}: only a card without choices as it "
                                              f"enters regenerates, and only itself")
                self.t["card_regen"][card_id] = 1
            if card.flip is not None:                 # CR 710: the flipped face's own definition
                if card.flip not in self.ids:
                    raise CardDefinitionError(f"{card.name}: no flipped face {card.flip!r}")
                self.t["card_flip"][card_id] = self.ids[card.flip]
                self.t["card_unflip"][self.ids[card.flip]] = card_id
        colors = [self._colors_brought(card) for card in self.cards]
        return CompiledPool(self.cards, self.ids, self.t, self.ability_text, self.ability_card,
                            self.ability_kind, self.mana_text, self.creature_types,
                            self.effect_costs, colors)

    def _colors_brought(self, card: Card) -> int:
        """Colours the card, its tokens and its animations can put into the game."""
        bits = int(self.t["card_colors"][self.ids[card.name]])
        for cast in card.casts:
            if isinstance(cast, Prototype):
                bits |= parse_cost(cast.cost).colors
        for animation in self._animations_of(card):
            if animation.colors:
                bits |= _color_bits(animation.colors)
        for step in _all_steps(card):
            if step.op in ("create tokens", "ocelot"):
                bits |= int(self.t["card_colors"][self.ids[step.args[0]]])
            elif step.op == "endure":
                bits |= int(self.t["card_colors"][self.ids[f"Spirit (endure {step.args[1]})"]])
        for cast in card.casts:
            if isinstance(cast, Embalm):
                bits |= int(self.t["card_colors"][self.ids[embalmed_token_name(card)]])
        return bits


def _all_steps(card: Card):
    effects = []
    if isinstance(card.spell, Effect):
        effects.append(card.spell)
    elif isinstance(card.spell, Modal):
        effects.extend(card.spell.modes)
    for ability in card.abilities:
        if isinstance(ability, (Activated, Triggered)):
            if isinstance(ability.effect, Modal):
                effects.extend(ability.effect.modes)
            else:
                effects.append(ability.effect)
    effects.extend(cast.spell for cast in card.casts if isinstance(cast, Overload))
    for effect in effects:
        yield from effect.steps


# CR 724.2: the monarch's inherent triggered abilities. They have no source; the monarch
# controls them. "Its controller" is the monarch's opponent in a two-player game: a creature
# deals combat damage only to the player it attacks.
MONARCH_TRIGGERS = (
    Triggered("At the beginning of the monarch's end step, that player draws a card.",
              "the monarch's end step", Effect((draw(YOU, 1),))),
    Triggered("Whenever a creature deals combat damage to the monarch, its controller becomes "
              "the monarch.", "combat damage to the monarch",
              Effect((become_the_monarch(OPPONENT),))),
)


def _madness_trigger(card: Card, madness: Madness) -> Triggered:
    """The triggered half of madness (CR 702.35a), which the keyword represents."""
    costs = [madness.cost] if madness.cost else []
    costs += [f"pay {e.arg} life" if e.kind == "pay life" else e.kind for e in madness.extra_costs]
    return Triggered(f"Madness: when {card.name} is exiled this way, its owner may cast it by "
                     f"paying {', '.join(costs) or 'nothing'} rather than its mana cost; if they "
                     f"don't, they put it into their graveyard.",
                     "discarded into exile by madness", Effect((cast_madness_card(),)))


def _color_bits(colors: str) -> int:
    bits = 0
    for c in colors:
        bits |= CODES["colors"][c]
    return bits


def _mana_alone_matters(card: Card, mana: Mana) -> bool:
    """Does activating this mana ability change something besides the mana pool? Damage to
    its controller, a sacrifice, or tapping a permanent that doesn't untap and whose triggers
    watch it being tapped (Mana Vault). Tapping an ordinary land or artifact alone doesn't
    count (TB-8 payments: it can be tapped when its mana is needed)."""
    if mana.kind not in ("fixed", "one color"):
        return False
    if mana.self_damage > 0 or mana.sacrifice:
        return True
    return mana.tap and any(s.name == "doesn't untap" for s in card.statics) and any(
        isinstance(a, Triggered) and a.condition == "this is tapped" for a in card.abilities)


def _sacrificed_by_another_land(card: Card) -> bool:
    """Is the card sacrificed when its controller plays another land (City of Traitors)?"""
    return any(isinstance(a, Triggered) and a.event == "you play another land"
               and any(step.op == "sacrifice" for step in a.effect.steps)
               for a in card.abilities)


def _mana_alone_text(card: Card, mana: Mana) -> str:
    text = mana.text or _mana_text(mana)
    notes = []
    if mana.self_damage and "damage" not in text:
        notes.append(f"{mana.self_damage} damage to you")
    if mana.sacrifice and "acrifice" not in text:
        notes.append("sacrifice it")
    if not mana.self_damage and not mana.sacrifice:
        notes.append("it stays tapped")
    if notes:
        text += f" ({', '.join(notes)})"
    return f"{text}, with nothing to pay"


def _mana_text(mana: Mana) -> str:
    if mana.kind == "fixed":
        return f"add {mana.produce}"
    if mana.kind == "one color":
        return f"add {mana.amount} mana of one colour"
    if mana.kind == "per counter":
        return f"add {{{mana.color}}} per storage counter removed"
    if mana.kind == "depletion":
        return f"add {{{mana.color}}}x{mana.amount}, removing a depletion counter"
    if mana.kind == "per artifact":
        return f"add {{{mana.color}}} per artifact"
    return mana.kind


def compile_cards(cards: list[Card]) -> CompiledPool:
    return _Compiler(cards).run()
