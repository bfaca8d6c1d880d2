"""King Taco as text: actions in context, the board, and a narration of what an action did."""
from __future__ import annotations

from core.kingtaco import cards, layout
from core.kingtaco.layout import (A_ALLOW, A_COLOUR, A_DECLINE, A_DRAW, A_SYMBOL, A_TARGET,
                                  NUM_ACTIONS, PHASES, ROWS, SLOTS, card_set)

_CARD_VERB = {
    "play": "play", "respond": "stack", "nope_poll": "NOPE out of turn with",
    "discard": "discard", "auction_discard": "auction: discard", "fish_offer": "go fishing: offer",
}


def colour_name(colour: int) -> str:
    return cards.COLOURS[colour] if 0 <= colour < len(cards.COLOURS) else "no colour"


def card_text(card: int, colour: int | None = None) -> str:
    """A card's name; a WILD on the table shows its chosen colour."""
    name = cards.card_name(card)
    if cards.CARD_IS_WILD[card] and colour is not None and colour >= 0:
        return f"{name} (as {colour_name(colour)})"
    return name


def action_to_string(state, action: int) -> str:
    """What `action` means for the player deciding in `state`."""
    if not isinstance(action, int) or not 0 <= action < NUM_ACTIONS:
        return f"action {action} (not a King Taco action)"
    f = layout.fields(state)
    phase = PHASES[int(f["phase"])]
    if action < cards.NUM_CARDS:
        name = "a plain WILD" if cards.card_name(action) == "WILD" else cards.card_name(action)
        return f"{_CARD_VERB.get(phase, 'card')} {name}"
    if action == A_DRAW:
        return "go fishing: draw 1 (no symbol to name)" if phase.startswith("fish") else "draw 1"
    if action == A_ALLOW:
        return "allow the stack" if phase != "fish_target" else "accept"
    if action == A_DECLINE:
        return {"nope_poll": "no NOPE", "auction_discard": "no number card to discard"}.get(
            phase, "decline")
    if A_COLOUR <= action < A_SYMBOL:
        what = "lock colour" if phase == "lock_colour" else "WILD colour"
        return f"{what} {colour_name(action - A_COLOUR)}"
    if A_SYMBOL <= action < A_TARGET:
        return f"lock symbol {cards.SYMBOLS[action - A_SYMBOL]}"
    return f"go fishing: ask player {action - A_TARGET}"


def _slot_text(f) -> str:
    kind = int(f["slot_kind"])
    if kind == 0:
        return "default"
    text = SLOTS[kind]
    if kind in (4, 5):
        colour, symbol = int(f["lock_colour"]), int(f["lock_symbol"])
        chosen = (f"{colour_name(colour)}/{cards.SYMBOLS[symbol]}" if colour >= 0 and symbol >= 0
                  else "being chosen")
        text += f" ({chosen})"
    return f"{text}, {int(f['slot_life'])} turns left"


def stack_entries(f) -> list[tuple[int, int, int]]:
    """The open stack, bottom first, as (card, player, colour)."""
    out = []
    for entry in f["stack"][: int(f["stack_len"])]:
        entry = int(entry)
        out.append((entry & 0xFF, (entry >> 8) & 0xF, ((entry >> 12) & 0xF) - 1))
    return out


def stack_text(f) -> str:
    entries = stack_entries(f)
    if not entries:
        return "empty"
    cards_text = " -> ".join(f"P{p}: {card_text(c, colour)}" for c, p, colour in entries)
    return f"{cards_text}  [row: {ROWS[int(f['stack_row'])]}]"


def effects_text(f) -> str:
    n = int(f["num_players"])
    parts = [f"condition: {_slot_text(f)}"]
    if int(f["harvester"]) >= 0:
        delay = int(f["harvest_delay"])
        parts.append(f"harvest by P{int(f['harvester'])}: {int(f['harvest_life'])} turns"
                     + (f" after {delay} turns' delay" if delay else ""))
    if int(f["fishing_life"]) > 0:
        parts.append(f"go fishing: {int(f['fishing_life'])} turns")
    for p in range(n):
        if int(f["shield_life"][p]) > 0:
            parts.append(f"P{p} shielded {int(f['shield_life'][p])} turns")
        if int(f["curse_life"][p]) > 0:
            parts.append(f"P{p} cursed {int(f['curse_life'][p])} turns")
    return "; ".join(parts)


def board(state) -> str:
    """The whole truth of a state, hands included, as a few lines of text."""
    f = layout.fields(state)
    n = int(f["num_players"])
    lines = [
        f"turn {int(f['turn_count'])}, P{int(f['turn_player'])} to play, direction "
        f"{'+1' if int(f['direction']) > 0 else '-1'}, goto {int(f['goto'])}",
        f"top: {card_text(int(f['top_card']), int(f['top_colour']))}; deck {int(f['deck_count'])}"
        f" cards; {effects_text(f)}",
        f"stack: {stack_text(f)}",
    ]
    for p in range(n):
        if not int(f["in_game"][p]):
            lines.append(f"P{p}: out of the game")
            continue
        hand = ", ".join(cards.card_name(c) for c in card_set(f["hand"][p]))
        extra = f", timeout {int(f['timeout'][p])}" if int(f["timeout"][p]) else ""
        lines.append(f"P{p}: mana {int(f['mana'][p])}{extra}; hand ({int(f['hand_count'][p])}): {hand}")
    if state.is_terminal():
        winner = int(f["winner"])
        lines.append("game over: " + (f"P{winner} wins" if winner >= 0 else "no winner (turn cap)"))
    else:
        lines.append(f"waiting for P{state.current_player()}: {PHASES[int(f['phase'])]}")
    return "\n".join(lines)


def narrate(before, after, action: int) -> list[str]:
    """Readable lines for what `action` did, from the states before and after it."""
    fb, fa = layout.fields(before), layout.fields(after)
    actor = before.current_player()
    lines = [f"[turn {int(fb['turn_count']) + 1}] P{actor}: {before.action_to_string(action)}"]
    if int(fb["stack_len"]) > 0 and int(fa["stack_len"]) == 0:
        lines.append(f"  stack resolves: {stack_text(fb)}"
                     + ("  (cancelled by NOPE)" if int(fb["stack_nopes"]) % 2 and not int(fb["stack_discard_mode"]) else ""))
    elif int(fa["stack_len"]) > 0 and int(fa["stack_len"]) != int(fb["stack_len"]):
        lines.append(f"  stack: {stack_text(fa)}")
    auction_phase = PHASES.index("auction_discard")
    if int(fa["phase"]) == auction_phase and int(fb["phase"]) != auction_phase:
        lines.append(f"  P{int(fa['auction_emptier'])} has emptied their hand: AUCTION; players "
                     "holding number cards discard one")
    if int(fa["auctions_held"]) > int(fb["auctions_held"]):
        n = int(fa["num_players"])
        scores = ", ".join(f"P{p} {int(fa['auction_score'][p])}" for p in range(n)
                           if int(fa["in_game"][p]))
        chosen = int(fa["last_auction_chosen"])
        result = "wins!" if int(fa["last_auction_won"]) else f"fails (goto now {int(fa['goto'])})"
        lines.append(f"  AUCTION started by P{int(fa['auction_emptier'])}: {scores}; "
                     f"P{chosen} tries to win with 1/{int(fb['goto'])} and {result}")
    if int(fa["last_fish_given"]) >= 0 and PHASES[int(fb["phase"])] == "fish_offer":
        lines.append(f"  P{int(fb['fish_target'])} holds that symbol: "
                     f"{cards.card_name(int(fa['last_fish_given']))} goes to them face up")
    n = int(fa["num_players"])
    changes = []
    for p in range(n):
        drawn = int(fa["hand_count"][p]) - int(fb["hand_count"][p])
        mana = (int(fb["mana"][p]), int(fa["mana"][p]))
        if int(fb["in_game"][p]) and not int(fa["in_game"][p]):
            changes.append(f"P{p} NOPEs themself out of the game")
        elif drawn > 0:
            changes.append(f"P{p} +{drawn} cards ({int(fa['hand_count'][p])})")
        if mana[0] != mana[1]:
            changes.append(f"P{p} mana {mana[0]}->{mana[1]}")
        if int(fa["timeout"][p]) > int(fb["timeout"][p]):
            changes.append(f"P{p} timeout {int(fa['timeout'][p])}")
    if changes:
        lines.append("  " + "; ".join(changes))
    if effects_text(fa) != effects_text(fb):
        lines.append(f"  {effects_text(fa)}")
    if int(fa["direction"]) != int(fb["direction"]):
        lines.append(f"  direction now {'+1' if int(fa['direction']) > 0 else '-1'}")
    if after.is_terminal():
        winner = int(fa["winner"])
        lines.append("GAME OVER: " + (f"P{winner} wins" if winner >= 0 else
                                      "no winner after the 2,000-turn cap"))
    return lines
