"""3 Card Blind as text: actions in context, the board, and what an action did."""
from __future__ import annotations

from fastcore import threecb as _kernel

from core.threecb import layout
from core.threecb.layout import A_CHOICE, A_PASS, A_PLAY, CODES, PLAY_OPTIONS
from core.threecb.pool import COMPILED, card_name

COLOR_NAMES = ("white", "blue", "black", "red", "green")
_AMOUNTS = {1: "one", 2: "two", 3: "three"}
POOL_SYMBOLS = ("W", "U", "B", "R", "G", "C", "C (artifacts only)")
SPECIAL = CODES["special"]
TARGETS = CODES["targets"]
CHOSEN_NONE = SPECIAL["chosen none"]
_FLAG_WORDS = [("tapped", "tapped"), ("attacking", "attacking"), ("blocking", "blocking"),
               ("sick", "summoning sick"), ("token", "token")]


def _pending_trigger_text(state, k: int) -> str:
    """A pending trigger's ability text, and its source's name when another pending trigger
    reads the same (Crashing Footfalls' and Lotus Bloom's time counters)."""
    pending = state.fields["pending"]
    text = COMPILED.ability_text[int(pending[k]["ability"])]
    twins = [j for j in range(int(state.fields["pending_len"]))
             if j != k and COMPILED.ability_text[int(pending[j]["ability"])] == text]
    source = int(pending[k]["source"])
    if twins and source < len(state.fields["objects"]):
        return f"{text} ({object_name(state, source)})"
    return text


def object_name(state, obj: int) -> str:
    if obj in (TARGETS["player0"], TARGETS["player1"]):
        return f"P{obj - TARGETS['player0']}"
    if obj == TARGETS["gone"]:
        return "(gone)"
    if obj == TARGETS["none"]:
        return "nothing"
    if TARGETS["stack"] <= obj < TARGETS["stack"] + 16:
        k = obj - TARGETS["stack"]
        if k < int(state.fields["stack_len"]):
            text = COMPILED.ability_text[int(state.fields["stack"][k]["ability"])]
            return f"the ability \"{text}\" (stack position {k})"
        return f"the ability at stack position {k}"
    if not 0 <= obj < layout.MAX_OBJECTS or int(state.fields["objects"][obj]["zone"]) == 0:
        return f"object {obj}"
    return card_name(int(state.fields["objects"][obj]["card"])) + _twin_note(state, obj)


def _twin_note(state, obj: int) -> str:
    """Tells apart an object from another of the same card in the same zone: by whose it is,
    and from one in the same hands by its state."""
    objects = state.fields["objects"]
    o = objects[obj]
    # Whole columns at once (see narrate): this runs for every object a line names.
    zones, cards = objects["zone"].tolist(), objects["card"].tolist()
    controllers = objects["controller"].tolist()
    same_card = [i for i in range(layout.MAX_OBJECTS) if i != obj and zones[i] == zones[obj]
                 and cards[i] == cards[obj]]
    twins = [i for i in same_card if controllers[i] == controllers[obj]]
    notes = []
    # A hand holds only its owner's cards, and only they can use them: no need to say whose.
    if len(twins) < len(same_card) and zones[obj] != CODES["zones"]["hand"]:
        notes.append(f"P{controllers[obj]}'s")
    if not twins:
        return f" ({notes[0]})" if notes else ""
    flags = CODES["object_flags"]
    if int(o["flags"]) & flags["entered this turn"]:
        notes.append("new")
    notes.append("tapped" if int(o["flags"]) & flags["tapped"] else "untapped")
    if int(o["counters"]):
        notes.append(f"{int(o['counters'])} counters")
    if int(o["damage"]):
        notes.append(f"{int(o['damage'])} damage")
    if any(_twin_key(objects[i]) == _twin_key(o) for i in twins):
        notes.append(f"#{obj}")
    return f" ({', '.join(notes)})"


def _twin_key(o) -> tuple:
    return (int(o["flags"]) & (CODES["object_flags"]["entered this turn"] | CODES["object_flags"]["tapped"]),
            int(o["counters"]), int(o["damage"]))


def mana_text(pool) -> str:
    parts = [f"{int(n)}{POOL_SYMBOLS[k]}" for k, n in enumerate(pool[:7]) if int(n)]
    if len(pool) > 7 and int(pool[7]):
        parts.append(land_mana_text(int(pool[7])))
    return " ".join(parts) if parts else "none"


def land_mana_text(packed: int) -> str:
    """Pool slot M_LAND (Sunken Citadel's mana): the amount in bits 0-4, the colour above."""
    return f"{packed & 31}{POOL_SYMBOLS[packed >> 5]} (land abilities only)"


# ---------------------------------------------------------------------------------------------
# Actions
# ---------------------------------------------------------------------------------------------
def action_to_string(state, action: int) -> str:
    """What `action` means for the player deciding in `state`."""
    if not isinstance(action, int) or not 0 <= action < layout.NUM_ACTIONS:
        return f"action {action} (not a 3 Card Blind action)"
    if action == A_PASS:
        return "pass priority"
    if action < A_CHOICE:
        obj, option = divmod(action - A_PLAY, PLAY_OPTIONS)
        if int(state.fields["objects"][obj]["zone"]) == 0:
            return f"play option {option} of empty slot {obj}"
        ability = _kernel.play_option_ability(int(state.fields["objects"][obj]["card"]), option)
        if ability < 0:
            return f"play option {option} of {object_name(state, obj)} (none)"
        return _play_text(state, obj, ability)
    kind, decider, ctx, options = _kernel.decision_view(state)
    index = action - A_CHOICE
    if index >= len(options):
        return f"choice {index} (not an option now)"
    return choice_text(state, layout.DECISIONS[kind], ctx, options[index], index)


def _play_text(state, obj: int, ability: int) -> str:
    text = COMPILED.ability_text[ability]
    kind = COMPILED.ability_kind[ability]
    name = object_name(state, obj)
    if kind in ("cast", "land", "suspend"):
        if text.startswith(("cast ", "play ", "suspend ")):
            return text
        return f"cast {name}: {text[0].lower()}{text[1:]}"
    return f"activate {name}: {text}"


def choice_text(state, kind: str, ctx, value: int, index: int) -> str:
    f = state.fields
    if kind == "mode":
        item = f["stack"][int(f["stack_len"]) - 1]
        spell = int(COMPILED.tables["card_spell"][int(item["source_card"])])
        if int(item["kind"]) != 1:
            spell = int(item["ability"])
        mode = int(COMPILED.tables["ab_modes"][spell][value])
        return f"mode: {COMPILED.ability_text[mode]}"
    if kind == "x":
        return f"X = {value}"
    if kind == "target":
        return "no more targets" if value == TARGETS["none"] else f"target {object_name(state, value)}"
    if kind == "divide":
        amounts = [(value >> (4 * k)) & 15 for k in range(4)]
        item = f["stack"][int(f["stack_len"]) - 1]
        targets = [int(t) for t in item["targets"] if int(t) != TARGETS["none"]]
        return "divide: " + ", ".join(f"{a} to {object_name(state, t)}"
                                     for a, t in zip(amounts, targets))
    if kind == "cost object":
        if int(f["cast_stage"]) == CODES["cast_stages"]["random discard"]:
            # TB-3: the opponent of the caster picks the card discarded at random
            return f"discard {object_name(state, value)} at random (the opponent's pick, TB-3)"
        return f"pay with {object_name(state, value)}"
    if kind in ("pay", "pay or decline"):
        if value == CHOSEN_NONE:
            return "don't pay"
        return payment_text(state, _kernel.payment_view(state)[value])
    if kind == "yes/no":
        question = CODES["questions"].get(ctx[0], "")
        return _yes_no_text(state, question, ctx, value)
    if kind == "attack":
        if value == SPECIAL["attack none"]:
            return f"{object_name(state, ctx[0])} doesn't attack"
        if value >= SPECIAL["attack planeswalker"]:       # CR 508.1b
            walker = value - SPECIAL["attack planeswalker"]
            return f"attack with {object_name(state, ctx[0])}: {object_name(state, walker)}"
        return f"attack with {object_name(state, ctx[0])}"
    if kind == "block":
        if value == CHOSEN_NONE:
            return f"{object_name(state, ctx[0])} blocks nothing (more)"
        return f"{object_name(state, ctx[0])} blocks {object_name(state, value)}"
    if kind == "assign damage":
        return assignment_text(state, ctx[0], value)
    if kind == "choose object":
        purpose = CODES["choose_purposes"].get(ctx[0], "choose")
        if value == CHOSEN_NONE:
            return {"sacrifice instead": "sacrifice it instead",
                    "sacrifice for Dreadnought": "stop choosing creatures",
                    "choose and reveal": "choose and reveal a noncreature card",
                    "deal the damage to": "deal the damage to the player"}.get(purpose, "none")
        return f"{purpose}: {object_name(state, value)}"
    if kind == "color":
        if ctx[1] == 2:                                       # as it enters (Sunken Citadel)
            return f"{object_name(state, ctx[0])}: choose {COLOR_NAMES[value]}"
        if ctx[1] != 1:
            return "protection from " + COLOR_NAMES[value]
        item = f["stack"][int(f["stack_len"]) - 1]          # a mana ability used on its own
        mana = int(COMPILED.tables["ab_mana"][int(item["ability"])])
        amount = int(COMPILED.tables["ma_amount"][mana])
        return f"add {_AMOUNTS.get(amount, str(amount))} {COLOR_NAMES[value]}"
    if kind == "name":
        if value == SPECIAL["name other"]:
            return "name a card not in this game"
        return f"name {card_name(value)}"
    if kind == "coin":
        return f"P{1 - state.current_player()} {'wins' if value else 'loses'} the flip"
    if kind == "trigger order":
        return f"put next on the stack: {_pending_trigger_text(state, value)}"
    if kind == "library order":
        return f"put {object_name(state, value)} next from the top"
    if kind == "legend rule":
        return f"keep {object_name(state, value)}"
    if kind == "untap":
        return (f"untap {object_name(state, ctx[0])}" if value
                else f"leave {object_name(state, ctx[0])} tapped")
    if kind == "opening hand":
        name = object_name(state, ctx[0])
        opening = int(COMPILED.tables["card_opening"][int(f["objects"][ctx[0]]["card"])])
        verb = "begin the game with" if opening == CODES["opening"]["leyline"] else "reveal"
        return f"{verb} {name}" if value else f"don't {verb} {name}"
    if kind == "new target":
        return f"change the target to {object_name(state, value)}"
    if kind == "creature type":
        return "choose a creature type covering " + _deck_slots_text(state, ctx[0], value)
    if kind == "attach":                            # CR 303.4f: an Aura put onto the battlefield
        return f"attach {object_name(state, ctx[0])} to {object_name(state, value)}"
    if kind == "keyword":                           # Steel Seraph: value is an OE_* bit index
        names = {v: k for k, v in CODES["eot"].items()}
        return f"{object_name(state, ctx[0])} gains {names.get(1 << value, 'a keyword')} until end of turn"
    if kind == "remove counters":                   # Hex Parasite: ctx[1] the kind (RK_* order)
        what = ("+1/+1", "-1/-1", "", "-2/-1")[ctx[1]] if 0 <= ctx[1] < 4 else ""
        if ctx[1] == 2:                             # the card's own kind (ice, loyalty, ...)
            kind = int(COMPILED.tables["card_counter_kind"][int(state.fields["objects"][ctx[0]]["card"])])
            what = {v: k for k, v in CODES["counter_kinds"].items()}.get(kind) or ""
        noun = f"{what} counters" if what else "counters"
        return f"remove {value} {noun} from {object_name(state, ctx[0])}"
    return f"option {index}"


def _yes_no_text(state, question: str, ctx, value: int) -> str:
    if question == "sanctuary":
        return "skip the draw (Island Sanctuary)" if value else "draw"
    if question == "cast copy":
        return (f"cast a copy of {object_name(state, ctx[1])}" if value
                else "don't cast the copy")
    if question == "play hidden":                 # hideaway (Shelldock Isle)
        return (f"play {object_name(state, ctx[1])} without paying its mana cost" if value
                else "leave it exiled")
    if question == "cast suspended":
        return f"cast {object_name(state, ctx[1])}" if value else "leave it exiled"
    if question == "library top":
        where = "top" if value else "bottom"
        return f"put {object_name(state, ctx[1])} on the {where} of the library"
    if question == "endure":                      # CR 701.62a
        return (f"{object_name(state, ctx[1])} endures: +1/+1 counters on it" if value
                else f"{object_name(state, ctx[1])} endures: a white Spirit token")
    if question == "cast madness":
        return (f"cast {object_name(state, ctx[1])} for its madness cost" if value
                else f"put {object_name(state, ctx[1])} into its owner's graveyard")
    return "yes" if value else "no"


def _deck_slots_text(state, cavern: int, mask: int) -> str:
    owner = int(state.fields["objects"][cavern]["controller"])
    names = [object_name(state, 3 * owner + k) for k in range(3) if (mask >> k) & 1]
    return ", ".join(names) if names else "none of your cards"


def _fixed_mana_abilities(state, obj: int) -> int:
    row = COMPILED.tables["card_mana"][int(state.fields["objects"][obj]["card"])]
    return sum(1 for m in row if m >= 0
               and int(COMPILED.tables["ma_kind"][m]) == CODES["mana_kinds"]["fixed"])


def payment_text(state, payment) -> str:
    used, leftover, life, cavern = payment
    parts = []
    for obj, mana_ability, arg in used:
        if mana_ability == SPECIAL["mode channel"]:
            parts.append(f"Channel ({arg} life)")
            continue
        name = object_name(state, obj)
        kind = None if mana_ability < 0 else int(COMPILED.tables["ma_kind"][mana_ability])
        if kind in (CODES["mana_kinds"]["one color"], CODES["mana_kinds"]["cavern"],
                    CODES["mana_kinds"]["chosen color"]) or mana_ability == SPECIAL["mode basic type"]:
            parts.append(f"{name} ({POOL_SYMBOLS[arg]})")
        elif kind == CODES["mana_kinds"]["land abilities only"]:
            amount = int(COMPILED.tables["ma_amount"][mana_ability])
            parts.append(f"{name} ({POOL_SYMBOLS[arg] * amount}, land abilities only)")
        elif kind == CODES["mana_kinds"]["per counter"]:
            parts.append(f"{name} ({arg} counters)")
        elif kind == CODES["mana_kinds"]["fixed"] and _fixed_mana_abilities(state, obj) > 1:
            # one of several fixed mana abilities (Underground River's {C}, {U} or {B}): which
            made = COMPILED.tables["ma_fixed"][mana_ability]
            parts.append(f"{name} ({''.join(POOL_SYMBOLS[k][0] * int(n) for k, n in enumerate(made))})")
        else:
            parts.append(name)
    text = "pay with " + (", ".join(parts) if parts else "mana already in the pool")
    if life:
        text += f" and {life} life"
    if any(leftover):
        text += f"; floating {mana_text(leftover)}"
    if cavern:
        text += " (can't be countered)"
    return text


def assignment_text(state, source: int, option: int) -> str:
    recipients, player = _kernel.assignment_split(state, option)
    parts = [f"{amount} to {object_name(state, j)}" for j, amount in recipients]
    if player:
        parts.append(f"{player} to {attacked_text(state, source)}")
    return f"{object_name(state, source)} assigns " + ", ".join(parts)


def attacked_text(state, attacker: int) -> str:
    """What an attacker attacks (CR 508.1b): the defending player, a planeswalker, or nothing
    once that planeswalker has left (CR 506.4c)."""
    o = state.fields["objects"][attacker]
    what = int(o["combat"]) >> CODES["combat"]["attack shift"]
    if what == 0:
        return f"P{1 - int(o['controller'])}"
    if what == CODES["combat"]["attacks gone"]:
        return "a planeswalker that has left"
    return object_name(state, what - 1)


# ---------------------------------------------------------------------------------------------
# The board
# ---------------------------------------------------------------------------------------------
def permanent_text(state, obj: int) -> str:
    o = state.fields["objects"][obj]
    view = _kernel.object_view(state, obj)
    text = object_name(state, obj)
    if view["types"] & CODES["types"]["Creature"]:
        text += f" {view['power']}/{view['toughness']}"
    flags = int(o["flags"])
    notes = [word for name, word in _FLAG_WORDS if flags & CODES["object_flags"][name]
             and (name != "sick" or view["types"] & CODES["types"]["Creature"])]
    if int(COMPILED.tables["card_counter_kind"][int(o["card"])]) == CODES["counter_kinds"]["loyalty"]:
        notes.append(f"loyalty {int(o['counters'])}")
        if int(o["eot"]) & CODES["eot"]["loyalty used"]:
            notes.append("loyalty ability used this turn")
    elif int(COMPILED.tables["card_flags"][int(o["card"])]) & CODES["card_flags"]["saga"]:
        notes.append(f"{int(o['counters'])} lore counter{'s' if int(o['counters']) != 1 else ''}")
        gained = [k for k in range(8) if int(o["choice"]) >> k & 1]
        if gained:
            notes.append("gained chapter " + ", ".join("I" * (k + 1) for k in gained)
                         + " abilit" + ("ies" if len(gained) > 1 else "y"))
    elif int(o["counters"]):
        notes.append(f"{int(o['counters'])} counters")
    if CODES["statics"]["choose color"] in COMPILED.tables["card_static"][int(o["card"])]:
        choice = int(o["choice"])                             # Sunken Citadel: colour + 1
        notes.append(f"chose {COLOR_NAMES[choice - 1]}" if 1 <= choice <= 5 else "no colour chosen")
    if flags & CODES["object_flags"]["attacking"] and int(o["combat"]) >> CODES["combat"]["attack shift"]:
        notes[notes.index("attacking")] = f"attacking {attacked_text(state, obj)}"
    gained = [k for k in ("flying", "vigilance", "lifelink") if int(o["eot"]) & CODES["eot"][k]]
    if gained:
        notes.append(", ".join(gained) + " until end of turn")
    if int(o["p1p1"]):
        notes.append(f"+{int(o['p1p1'])}/+{int(o['p1p1'])}")
    if int(o["m1m1"]):
        notes.append(f"-{int(o['m1m1'])}/-{int(o['m1m1'])}")
    extra = int(o["extra"])
    if extra & CODES["extra"]["prototyped"]:
        notes.append("prototyped")
    if extra & CODES["extra"]["-2/-1 bits"]:
        n = (extra & CODES["extra"]["-2/-1 bits"]) >> CODES["extra"]["-2/-1 shift"]
        notes.append(f"{n} -2/-1 counter{'s' if n > 1 else ''}")
    if extra & CODES["extra"]["skips next untap"]:
        notes.append("doesn't untap next untap step")
    if int(o["damage"]):
        notes.append(f"{int(o['damage'])} damage")
    link = int(o["link"])
    if link != layout.NO_OBJECT and (int(COMPILED.tables["card_flags"][int(o["card"])])
                                     & CODES["card_flags"]["exile until leaves"]):
        notes.append(f"holding {object_name(state, link)} in exile")
    return text + (f" ({', '.join(notes)})" if notes else "")


def stack_text(state) -> str:
    f = state.fields
    n = int(f["stack_len"])
    if n == 0:
        return "empty"
    return " <- ".join(item_text(state, f["stack"][k]) for k in range(n))


def _uses_the_stack(state, action: int) -> bool:
    """A cast or an activation of an ability that isn't a mana ability."""
    if action < A_PLAY or action >= A_CHOICE:
        return False
    obj, option = divmod(action - A_PLAY, PLAY_OPTIONS)
    ability = _kernel.play_option_ability(int(state.fields["objects"][obj]["card"]), option)
    return ability >= 0 and int(COMPILED.tables["ab_kind"][ability]) in _STACK_KINDS


_STACK_KINDS = {CODES["ability_kinds"][k] for k in ("cast", "activated", "suspend")}
_SPECIAL_ITEM = next(k for k, name in CODES["stack_kinds"].items() if name == "special")


def _same_item(a, b) -> bool:
    """The same spell or ability (its payment or targets may have been filled in since)."""
    return all(int(a[k]) == int(b[k]) for k in ("kind", "ability", "source", "controller"))


def item_text(state, item) -> str:
    kind = CODES["stack_kinds"].get(int(item["kind"]), "?")
    source = int(item["source"])
    if kind == "spell":
        text = f"P{int(item['controller'])} {object_name(state, source)}"
    else:
        text = f"P{int(item['controller'])} {COMPILED.ability_text[int(item['ability'])]}"
    targets = [int(t) for t in item["targets"] if int(t) != TARGETS["none"]]
    if targets:
        text += " -> " + ", ".join(object_name(state, t) for t in targets)
    if kind == "trigger" and int(COMPILED.tables["ab_event"][int(item["ability"])]) == \
            CODES["events"]["emblem owner's upkeep"]:
        if int(item["x"]) > 1:                         # one item for identical emblem triggers
            text += f" (x{int(item['x'])} emblems)"
    elif int(item["x"]):
        text += f" (X={int(item['x'])})"
    return text


def board(state) -> str:
    """The whole truth of a state, both hands included (TB-3), as a few lines of text."""
    f = state.fields
    lines = [f"turn {int(f['turn_number'])}, P{int(f['active'])}'s {layout.STEPS[int(f['step'])]}"
             f" step; stack: {stack_text(state)}"]
    for p in range(2):
        pl = f["players"][p]
        line = f"P{p}: life {int(pl['life'])}"
        if int(pl["poison"]):
            line += f", poison {int(pl['poison'])}"
        if any(int(x) for x in pl["pool"][:8]):
            line += f", mana {mana_text(pl['pool'])}"
        if int(pl["flags"]) & CODES["player_flags"]["monarch"]:
            line += ", the monarch"                           # CR 724
        if int(pl["emblems"]):
            line += f", emblems {int(pl['emblems'])}"          # CR 114
        lines.append(line)
        lines.append(f"  hand: {', '.join(state.names_in('hand', p)) or '-'}")
        battlefield = [permanent_text(state, i) for i in state.objects_in("battlefield", p)]
        lines.append(f"  battlefield: {'; '.join(battlefield) or '-'}")
        for zone in ("graveyard", "exile"):
            names = [object_name(state, i) for i in state.objects_in(zone, p)]
            if names:
                lines.append(f"  {zone}: {', '.join(names)}")
        if state.objects_in("library", p):
            lines.append(f"  library (top first): {', '.join(state.library(p))}")
    if state.is_terminal():
        winner = state.winner
        lines.append("game over: " + ("a draw" if winner == "draw" else f"P{winner} wins"))
    else:
        lines.append(f"waiting for P{state.current_player()}: "
                     f"{layout.DECISIONS[int(f['decision'])]}")
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------------
# Narration
# ---------------------------------------------------------------------------------------------
def _visible_items(f) -> int:
    """Stack items that use the stack (not a special action or mana ability being made)."""
    return sum(int(f["stack"][k]["kind"]) != _SPECIAL_ITEM for k in range(int(f["stack_len"])))


def narrate(before, after, action: int) -> list[str]:
    """Readable lines for what `action` did, from the states before and after it."""
    fb, fa = before.fields, after.fields
    actor = before.current_player()
    turn_b, step_b, turn_a, step_a = (int(fb["turn_number"]), int(fb["step"]),
                                      int(fa["turn_number"]), int(fa["step"]))
    lines = [f"[turn {turn_b}, {layout.STEPS[step_b]}] P{actor}: "
             f"{before.action_to_string(action)}"]
    moved = []
    # Whole columns at once: reading a structured array element by element costs a
    # microsecond per field, and a principal line narrates hundreds of actions.
    zones_b, zones_a = fb["objects"]["zone"].tolist(), fa["objects"]["zone"].tolist()
    cards_b, cards_a = fb["objects"]["card"].tolist(), fa["objects"]["card"].tolist()
    for i in range(layout.MAX_OBJECTS):
        zb, za = zones_b[i], zones_a[i]
        same_card = cards_b[i] == cards_a[i]
        if zb != za or not same_card:
            if za and zb and same_card:
                moved.append(f"{object_name(after, i)}: {layout.ZONES[zb]} -> {layout.ZONES[za]}")
            elif za:
                moved.append(f"{object_name(after, i)} appears on the {layout.ZONES[za]}")
            elif zb:
                moved.append(f"{object_name(before, i)} leaves the {layout.ZONES[zb]}")
    if moved:
        lines.append("  " + "; ".join(moved))
    changes = []
    counts_b = fb["players"][["life", "poison"]].tolist()
    counts_a = fa["players"][["life", "poison"]].tolist()
    for p in range(2):
        (lb, pb), (la, pa) = counts_b[p], counts_a[p]
        if lb != la:
            changes.append(f"P{p} life {lb} -> {la}")
        if pb != pa:
            changes.append(f"P{p} poison {pb} -> {pa}")
    if changes:
        lines.append("  " + "; ".join(changes))
    nb, na = int(fb["stack_len"]), int(fa["stack_len"])
    kept = 0                                   # the bottom of the stack that is still there
    while kept < min(nb, na) and _same_item(fb["stack"][kept], fa["stack"][kept]):
        kept += 1
    # A special action (suspend) or a mana ability used on its own sits on the engine's stack
    # only while its choices are made; neither uses the stack (CR 116, 605.3a), so neither is
    # told as leaving it.
    gone = [item_text(before, fb["stack"][k]) for k in range(nb - 1, kept - 1, -1)
            if int(fb["stack"][k]["kind"]) != _SPECIAL_ITEM]
    if len(gone) == 1 and before.decision == "priority":
        lines.append(f"  resolves: {gone[0]}")
    elif gone:
        lines.append(f"  off the stack, top first: {'; '.join(gone)}")
    if na <= nb and _uses_the_stack(before, action):
        lines.append("  (nobody could respond: it resolved at once)")
    if _visible_items(fb) != _visible_items(fa) and not after.is_terminal():
        lines.append(f"  stack: {stack_text(after)}")
    if (turn_b, step_b) != (turn_a, step_a) and not after.is_terminal():
        lines.append(f"  now: turn {turn_a}, P{int(fa['active'])}'s {layout.STEPS[step_a]} step")
    if after.is_terminal():
        winner = after.winner
        lines.append("GAME OVER: " + ("a draw" if winner == "draw" else f"P{winner} wins"))
    return lines
