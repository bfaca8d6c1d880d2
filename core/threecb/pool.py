"""The compiled card pool, installed in the engine once on import.

Card ids are indices into POOL.cards: the pool's cards in definition order, then the tokens,
then the flipped faces of flip cards (CR 710).
"""
from __future__ import annotations

from fastcore import threecb as kernel

from core.threecb.cards import POOL as POOL_CARDS
from core.threecb.cards import FLIPPED_FACES, TOKENS, UNSUPPORTED
from core.threecb.compiler import compile_cards
from core.threecb.language import Activated, Mana

COMPILED = compile_cards(POOL_CARDS + TOKENS + FLIPPED_FACES)
kernel.configure(COMPILED.tables, len(COMPILED.cards))

CARDS = COMPILED.cards
CARD_IDS = COMPILED.ids
POOL_NAMES = tuple(card.name for card in POOL_CARDS)
TOKEN_NAMES = tuple(card.name for card in TOKENS)


def card(card_id: int):
    return CARDS[card_id]


def card_name(card_id: int) -> str:
    return CARDS[card_id].name


def supported_cards() -> list[str]:
    """The names of every pool card the engine models fully (each has its own test)."""
    return [name for name in POOL_NAMES if name not in UNSUPPORTED]


def colors_brought(card_ids) -> int:
    """Colour bits of the given cards and of everything they can create (protection choices)."""
    bits = 0
    for c in card_ids:
        bits |= COMPILED.colors_brought[c]
    return bits


def storage_cap(card_ids) -> int:
    """TB-8 cap on storage counters for a game with these six cards: the mana all of them could
    spend in one turn (their mana values, or the `sink` of cards with mana abilities to feed),
    at most the engine's counter cap."""
    total = 0
    for c in card_ids:
        definition = CARDS[c]
        if definition.sink is not None:
            total += definition.sink
        else:
            total += int(COMPILED.tables["card_mv"][c]) + 15 * int(COMPILED.tables["card_cost"][c][7])
    return max(1, min(kernel.SIZES["COUNTER_CAP"], total))


def creature_mana_clash(deck) -> str | None:
    """Why the engine can't model a game with this deck (card ids), or None.

    A spell "spend only mana produced by creatures" (Myr Superion) is paid by its caster's
    creatures' mana abilities as it is cast, never from the pool: exact while no creature of
    theirs can leave mana floating, that is, while each makes at most one mana at a time. An
    Aura that makes an artifact a creature (Ensoul Artifact on Sol Ring) could break that: such
    a deck is refused (none in the league file)."""
    if not any(any(st.name == "spend only mana produced by creatures" for st in CARDS[c].statics)
               for c in deck):
        return None
    for c in deck:
        card = CARDS[c]
        if any(st.name == "enchanted artifact is an N/N creature" for st in card.statics):
            return (f"{card.name} with a spell that spends only mana produced by creatures: a "
                    f"creature could leave mana floating, which the engine does not track")
        words, _ = card.type_words
        animates = any(step.op == "animate" for a in card.abilities
                       if isinstance(a, Activated) for step in a.effect.steps)
        if "Creature" in words or animates:
            for m in card.abilities:
                if isinstance(m, Mana) and m.kind != "hand exile" and not (
                        m.kind == "fixed" and m.produce.count("{") == 1):
                    return (f"{card.name} with a spell that spends only mana produced by "
                            f"creatures: a creature could leave mana floating")
    return None


def land_mana_clash(deck_a, deck_b) -> str | None:
    """Why the engine can't model a game of these two decks (card ids), or None.

    Mana spendable only on abilities of land sources (Sunken Citadel's) floats in one pool slot
    with one colour (M_LAND). Only one deck holding two such cards could float it in two
    colours, and that colour is read only by a land ability with a coloured mana cost: a game
    with both is refused (none in the league file's pairings)."""
    t = COMPILED.tables
    codes = kernel.CODES
    land_only = codes["mana_kinds"]["land abilities only"]

    def makes_land_mana(c):
        return any(m >= 0 and int(t["ma_kind"][m]) == land_only for m in t["card_mana"][c])

    def coloured_land_ability(c):
        if not int(t["card_types"][c]) & codes["types"]["Land"]:
            return None
        for a in t["card_play"][c]:
            if (a >= 0 and int(t["ab_kind"][a]) == codes["ability_kinds"]["activated"]
                    and (any(int(n) for n in t["ab_cost"][a][1:6])
                         or any(int(n) for n in t["ab_phyrexian"][a]))):
                return CARDS[c].name
        return None

    coloured = [n for n in map(coloured_land_ability, list(deck_a) + list(deck_b)) if n]
    for label, deck in zip("AB", (deck_a, deck_b)):
        makers = [c for c in deck if makes_land_mana(c)]
        if len(makers) > 1 and coloured:
            return (f"deck {label}: {len(makers)} cards that make mana only for abilities of "
                    f"land sources ({', '.join(CARDS[c].name for c in makers)}), in a game with "
                    f"a land ability of coloured cost ({coloured[0]}): the engine keeps such "
                    f"mana in one colour only")
    return None
