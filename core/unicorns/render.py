"""Unstable Unicorns as text: actions in context, the board, and a narration of each action.

The narration replays the action on a clone with the kernel's trace switched on, so it can tell
every chain link's effects even when several links resolve without a decision in between.
"""
from __future__ import annotations

from fastcore import unicorns as _kernel

from core.unicorns import cards, layout
from core.unicorns.effects import COLUMNS, TABLES
from core.unicorns.layout import (A_DRAW, A_END, A_NO, A_OPTION, A_PLAYER, A_YES, NUM_ACTIONS,
                                  PHASES, card_set)

_OP_NAMES = {code: name for name, code in _kernel.OPCODES.items()}
_FILTER_NAMES = {code: name for name, code in _kernel.FILTERS.items()}
_FLAGS = layout.EFFECT_FLAGS
_DEST_NURSERY, _DEST_HAND = 1, 2
_WHAT = {"card": "a card", "unicorn": "a Unicorn card", "basic_unicorn": "a Basic Unicorn card",
         "upgrade": "an Upgrade card", "downgrade": "a Downgrade card",
         "upgrade_or_downgrade": "an Upgrade or Downgrade card", "magic": "a Magic card",
         "instant": "an Instant card", "narwhal": 'a card with "Narwhal" in its name',
         "this": "this card"}


def name(card: int) -> str:
    return cards.card_name(card)


def clause_text(clause: int) -> str:
    """A short description of a clause of the effect language, e.g. "DESTROY a Unicorn card"."""
    row = TABLES.clauses[clause]
    op = _OP_NAMES[int(row[COLUMNS["op"]])]
    what = _WHAT[_FILTER_NAMES[int(row[COLUMNS["filter"]])]]
    count = int(row[COLUMNS["count"]])
    amount = "all" if count == 0 else str(count)
    texts = {
        "sacrifice": f"SACRIFICE {what if count == 1 else amount + ' ' + what[2:] + 's'}",
        "destroy": f"DESTROY {what}", "steal": f"STEAL {what}",
        "return": f"return {what} to its owner's hand", "move": f"move {what}",
        "discard": f"DISCARD {amount} {'card' if count == 1 else 'cards'}"
                   + ("" if what == "a card" else f" ({what[2:] if what.startswith('a ') else what})"),
        "draw": f"DRAW {amount}", "pull": "pull a card from a hand",
        "take_from_hand": "look at a hand and take a card",
        "choose_from_discard": f"take {what} from the discard pile",
        "search_deck": f"search the deck for {what}",
        "bring_from_discard": f"bring {what} from the discard pile",
        "bring_from_hand": f"bring {what} from the hand", "bring_baby": "bring a baby unicorn",
        "shuffle_discard_into_deck": "shuffle the discard pile into the deck",
        "shuffle_this_hand_and_discard_into_deck": "shuffle this card, the hand and the discard pile into the deck",
        "trade_hands": "trade hands", "shrinkray": "shrink a player's unicorns to babies",
        "skip_to_end_of_turn": "skip to the End of Turn", "extra_turn": "take another turn",
        "extra_draw": "draw an extra card", "extra_play": "play 2 cards",
        "move_to_turn_player": "move to the turn player's Stable",
        "return_bonded": "return the stolen unicorn", "choose_effect": "choose an effect",
    }
    text = texts[op]
    return f"may {text}" if int(row[COLUMNS["may"]]) else text


def _owner_text(f, card: int) -> str:
    for p in range(int(f["num_players"])):
        if card in card_set(f["stable"][p]):
            return f"P{p}'s Stable"
        if card in card_set(f["hand"][p]):
            return f"P{p}'s hand"
    return "the table"


def _current_effect(f):
    return f["cur"][int(f["link_pos"])]


def action_to_string(state, action: int) -> str:
    """What `action` means for the player deciding in `state`."""
    if not isinstance(action, int) or not 0 <= action < NUM_ACTIONS:
        return f"action {action} (not an Unstable Unicorns action)"
    f = layout.fields(state)
    phase = PHASES[int(f["phase"])]
    if action not in state.legal_actions():
        return _plain_action(action)
    if phase == "action":
        return {A_DRAW: "draw a card instead of playing", A_END: "end the Action phase"}.get(
            action, f"play {name(action)}" if action < cards.NUM_CARDS else "?")
    if phase == "stable":
        return f"into P{action - A_PLAYER}'s Stable"
    if phase == "poll":
        return "let it be" if action == A_NO else f"answer with {name(action)}"
    if phase == "hand_limit":
        return f"discard {name(action)} (hand limit)"
    return _effect_action_to_string(f, phase, action)


def _plain_action(action: int) -> str:
    """An action out of its context (e.g. named in an error message)."""
    if action < cards.NUM_CARDS:
        return f"card {name(action)}"
    if A_PLAYER <= action < A_YES:
        return f"player P{action - A_PLAYER}"
    return {A_YES: "yes", A_NO: "no", A_DRAW: "draw", A_END: "end"}.get(
        action, f"option {action - A_OPTION}")


def _effect_action_to_string(f, phase, action):
    e = _current_effect(f)
    source = f"{name(int(e['source']))}: " if int(e["source"]) >= 0 else ""
    if phase == "may":
        return f"{source}{clause_text(int(e['clause']))}: {'yes' if action == A_YES else 'no'}"
    if phase == "react":
        card = int(f["react_card"])
        what = ("sacrifice it instead of the destroyed unicorn"
                if cards.kind_of(card).name == "Black Knight Unicorn" else "discard a card instead")
        return f"{name(card)}: {what}: {'yes' if action == A_YES else 'no'}"
    if phase == "option":
        option = TABLES.clauses[int(e["clause"])][COLUMNS["option_a"] + action - A_OPTION]
        return f"{source}{clause_text(int(option))}"
    if phase in ("player", "dest"):
        verb = "choose" if phase == "player" else "move it to"
        return f"{source}{verb} P{action - A_PLAYER}" + ("'s Stable" if phase == "dest" else "")
    if action == A_NO:
        return f"{source}nothing to choose"
    if phase == "target":
        return f"{source}target {name(action)} in {_owner_text(f, action)}"
    verbs = {"hand": "choose", "take": "take", "discard_pile": "take", "deck": "take"}
    where = {"hand": "from the hand", "take": f"from P{int(e['player'])}'s hand",
             "discard_pile": "from the discard pile", "deck": "from the deck"}
    op = _OP_NAMES[int(TABLES.clauses[int(e["clause"])][COLUMNS["op"]])]
    verb = "discard" if phase == "hand" and op != "bring_from_hand" else verbs.get(phase, "choose")
    if op.startswith("bring"):
        verb = "bring"
    return f"{source}{verb} {name(action)} {where.get(phase, '')}".rstrip()


def stack_text(f) -> str:
    entries = [f"{name(int(c))} (P{int(p)})" for c, p in
               zip(f["stack_card"][: int(f["stack_len"])], f["stack_player"][: int(f["stack_len"])])]
    return " <- ".join(entries) if entries else "empty"


def _names(ids) -> str:
    return ", ".join(name(c) for c in ids) or "-"


def board(state) -> str:
    """The whole truth of a state, hands included, as a few lines of text."""
    f = layout.fields(state)
    n = int(f["num_players"])
    lines = [f"turn {int(f['turn_count']) + 1}: P{int(f['turn_player'])}'s turn; draw pile "
             f"{int(f['deck_count'])}, discard pile {len(card_set(f['discard']))}, Nursery "
             f"{len(card_set(f['nursery']))}"]
    for p in range(n):
        lines.append(f"P{p} ({state.unicorns(p)} unicorns) Stable: {_names(card_set(f['stable'][p]))}"
                     f" | hand ({int(f['hand_count'][p])}): {_names(card_set(f['hand'][p]))}")
    if int(f["stack_len"]):
        lines.append(f"stack: {stack_text(f)}")
    if int(f["cur_len"]):
        lines.append("chain link: " + "; ".join(_effect_text(f, e) for e in f["cur"][: int(f["cur_len"])]))
    if state.is_terminal():
        winner = int(f["winner"])
        lines.append(f"game over ({layout.END_REASONS[int(f['end_reason'])]}): "
                     + (f"P{winner} wins" if winner >= 0 else "nobody wins"))
    else:
        lines.append(f"waiting for P{state.current_player()}: {state.phase}")
    return "\n".join(lines)


def _effect_text(f, e) -> str:
    source = int(e["source"])
    text = f"P{int(e['controller'])}"
    if source >= 0:
        text += f" ({name(source)})"
    text += f": {clause_text(int(e['clause']))}"
    if int(e["player"]) >= 0:
        text += f" [P{int(e['player'])}]"
    if int(e["target"]) >= 0:
        text += f" -> {name(int(e['target']))}"
    return text


def _traced_effect_text(effect) -> str:
    _, clause, source, controller, actor, player, target, count, flags, dest = effect
    who = f"P{actor}"
    origin = f" ({name(source)})" if source >= 0 else ""
    if flags & _FLAGS["declined"]:
        return f"{who}{origin}: declines to {clause_text(clause).removeprefix('may ')}"
    if flags & _FLAGS["skipped"]:
        return f"{who}{origin}: {clause_text(clause)} - cannot happen"
    if flags & _FLAGS["cancelled"]:
        return f"{who} discards a card instead (Unicorn Phoenix)"
    text = f"{who}{origin}: {clause_text(clause).removeprefix('may ')}"
    if flags & _FLAGS["replaced"]:
        text = f"P{controller}{origin}: the destroy falls on {name(target)} instead (Black Knight)"
    elif target >= 0:
        text += f" -> {name(target)}"
        if dest == _DEST_NURSERY:
            text += " (to the Nursery)"
        elif dest == _DEST_HAND:
            text += " (back to its owner's hand)"
    if player >= 0 and target < 0:
        text += f" [P{player}]"
    return text


def _locations(f) -> dict[int, str]:
    where = {}
    n = int(f["num_players"])
    for p in range(n):
        for c in card_set(f["hand"][p]):
            where[c] = f"P{p}'s hand"
        for c in card_set(f["stable"][p]):
            where[c] = f"P{p}'s Stable"
    for zone, label in (("deck", "the draw pile"), ("discard", "the discard pile"),
                        ("nursery", "the Nursery")):
        for c in card_set(f[zone]):
            where[c] = label
    for c in f["stack_card"][: int(f["stack_len"])]:
        where[int(c)] = "the stack"
    return where


def _moves(fb, fa) -> list[str]:
    before, after = _locations(fb), _locations(fa)
    drawn: dict[str, int] = {}
    lines = []
    for card in sorted(before, key=lambda c: (after.get(c, ""), c)):
        source, dest = before[card], after.get(card)
        if dest is None or source == dest:
            continue
        if source == "the draw pile":
            drawn[dest] = drawn.get(dest, 0) + 1
        elif dest == "the draw pile":
            drawn.setdefault(f"into the draw pile from {source}", 0)
            drawn[f"into the draw pile from {source}"] += 1
        else:
            lines.append(f"{name(card)}: {source} -> {dest}")
    for where, count in drawn.items():
        if where.startswith("into"):
            lines.append(f"{count} card{'s' * (count != 1)} shuffled {where}")
        else:
            lines.append(f"{where.split(chr(39))[0]} draws {count} card{'s' * (count != 1)}")
    return lines


def narrate(before, after, action: int) -> list[str]:
    """Readable lines for what `action` did: the decision, each chain link's effects, the
    cards that moved, Neighs, new turns and the end of the game."""
    fb, fa = layout.fields(before), layout.fields(after)
    actor = before.current_player()
    lines = [f"  P{actor}: {before.action_to_string(action)}"]
    replay = before.clone()
    trace = _kernel.traced_apply(replay, action)
    if not replay.same_as(after):
        trace = []                         # `after` did not come from `before`: no link detail
    link = None
    new_turn = False
    for effect in trace:
        if effect[1] < 0:
            lines.append(_turn_header(after, effect[2]))
            new_turn, link = True, None
            continue
        if effect[0] != link:
            link = effect[0]
            lines.append(f"    chain link {link}:")
        lines.append(f"      {_traced_effect_text(effect)}")
    lines += [f"    {move}" for move in _moves(fb, fa)]
    if new_turn and not after.is_terminal():
        lines += [f"    P{p} ({after.unicorns(p)} unicorns): {_names(after.stable(p))}"
                  for p in range(after.num_players)]
    if int(fa["stack_len"]) > 0 and (int(fa["stack_len"]) != int(fb["stack_len"])):
        lines.append(f"    stack: {stack_text(fa)}")
    if after.is_terminal():
        winner = int(fa["winner"])
        reason = {"unicorns": "reaches the unicorn count", "deck_out": "has the most unicorns when the draw pile runs out",
                  "turn_cap": "has the most unicorns at the turn cap"}.get(after.end_reason, "")
        lines.append("GAME OVER: " + (f"P{winner} wins ({reason})" if winner >= 0 else "nobody wins (a tie)"))
        lines += [f"  P{p}: {after.unicorns(p)} unicorns: {_names(after.stable(p))}"
                  for p in range(after.num_players)]
    return lines


def _turn_header(state, player: int) -> str:
    f = layout.fields(state)
    return f"--- turn {int(f['turn_count']) + 1}: P{player}'s turn ---"
