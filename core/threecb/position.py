"""Build 3 Card Blind positions by hand: for rule and card tests, puzzles and research.

    state = build_position(
        p0={"battlefield": ["Mountain", "Goblin Guide"], "hand": ["Lightning Bolt"]},
        p1={"battlefield": ["Swamp"], "hand": ["Dark Ritual", "Rotting Regisaur"]},
        active=0, step="main 1", life={1: 5})

Each player's three deck cards are the cards listed over their zones (battlefield, hand,
graveyard, exile, library in that order; library cards top first). Permanents start untapped
and not summoning sick unless listed in `tapped` / `sick` as (player, name) pairs (the first
such object without the flag gets it); a planeswalker on the battlefield has its printed
loyalty (CR 306.5b) unless `counters` says otherwise. `tokens` adds tokens to the battlefield; `counters`,
`plus_counters` and `damage` map (player, name) to amounts; `player_flags` sets flags such as
"gained life" (this turn) or "cast a spell" (ever); `prototyped` lists (player, name) permanents
that were cast prototyped (CR 718.3b). The engine then begins `step` of
`active`'s turn, so the position waits for the first decision the rules give.
"""
from __future__ import annotations

from fastcore import threecb as _kernel

from core.threecb import layout
from core.threecb.game import ThreeCBGame
from core.threecb.pool import CARD_IDS, COMPILED

_ZONE_ORDER = ("battlefield", "hand", "graveyard", "exile", "library")
_STEP_CODES = {name: code for code, name in layout.STEPS.items()}


def _deck_of(spec: dict) -> list[tuple[str, str]]:
    unknown = set(spec) - set(_ZONE_ORDER)
    if unknown:
        raise ValueError(f"unknown zones {sorted(unknown)}; zones are {', '.join(_ZONE_ORDER)}")
    cards = [(zone, name) for zone in _ZONE_ORDER for name in spec.get(zone, ())]
    if len(cards) != 3:
        raise ValueError(f"a player's zones must list exactly 3 deck cards, got {len(cards)}")
    return cards


def build_position(p0: dict, p1: dict, *, active: int = 0, step: str = "main 1",
                   life: dict | None = None, poison: dict | None = None,
                   tokens: dict | None = None, tapped=(), sick=(), counters: dict | None = None,
                   plus_counters: dict | None = None, damage: dict | None = None,
                   pool: dict | None = None, lands_played: dict | None = None,
                   player_flags: dict | None = None, prototyped=(), emblems: dict | None = None,
                   choices: dict | None = None, turn_limit: int | None = None, seed: int = 0):
    placed = [_deck_of(p0), _deck_of(p1)]
    game = ThreeCBGame(([n for _, n in placed[0]], [n for _, n in placed[1]]), banlist="none",
                       turn_limit=turn_limit)
    state = game.new_initial_state(seed)
    f = state.fields
    objects = f["objects"]
    codes = layout.CODES
    f["stack_len"] = 0
    f["pending_len"] = 0
    f["extra_turn_count"] = 0
    library_position = [0, 0]
    for p in range(2):
        f["players"][p]["life"] = 20
        f["players"][p]["poison"] = 0
        f["players"][p]["flags"] = 0
        f["players"][p]["pool"] = 0
        f["players"][p]["lands_played"] = 0
        f["players"][p]["annex_reveals"] = f["players"][p]["forge_reveals"] = 0
        f["players"][p]["pacts_due"] = f["players"][p]["tangle_reveals"] = 0
        f["players"][p]["emblems"] = 0
        for k, (zone, name) in enumerate(placed[p]):
            o = objects[3 * p + k]
            _reset(o)
            o["card"] = CARD_IDS[name]
            o["owner"] = o["controller"] = p
            o["zone"] = codes["zones"][zone]
            if zone == "library":
                o["lib_pos"] = library_position[p]
                library_position[p] += 1
            if zone == "battlefield" and _is_planeswalker(name):
                o["counters"] = _printed_loyalty(name)    # CR 306.5b (`counters` may change it)
    for i in range(6, layout.MAX_OBJECTS):
        _reset(objects[i])
        objects[i]["card"] = layout.NO_CARD
        objects[i]["zone"] = 0
        objects[i]["link"] = layout.NO_OBJECT
    slot = 6
    for p, names in (tokens or {}).items():
        for name in names:
            o = objects[slot]
            _reset(o)
            o["card"] = CARD_IDS[name]
            o["owner"] = o["controller"] = p
            o["zone"] = codes["zones"]["battlefield"]
            o["flags"] = codes["object_flags"]["token"]
            slot += 1
    for p, value in (life or {}).items():
        f["players"][p]["life"] = value
    for p, value in (poison or {}).items():
        f["players"][p]["poison"] = value
    for p, value in (lands_played or {}).items():
        f["players"][p]["lands_played"] = value
    for p, names in (player_flags or {}).items():
        for name in names:
            f["players"][p]["flags"] |= codes["player_flags"][name]
    for p, value in (emblems or {}).items():        # CR 114: Chandra, Awakened Inferno's
        f["players"][p]["emblems"] = value
    for p, mana in (pool or {}).items():
        for symbol, amount in mana.items():
            f["players"][p]["pool"][codes["pool"][symbol]] = amount
    for key in tapped:
        _first(state, key, "tapped")["flags"] |= codes["object_flags"]["tapped"]
    for key in sick:
        _first(state, key, "sick")["flags"] |= codes["object_flags"]["sick"]
    for key, amount in (counters or {}).items():
        _first(state, key)["counters"] = amount
    for key, amount in (plus_counters or {}).items():
        _first(state, key)["p1p1"] = amount
    for key, amount in (damage or {}).items():
        _first(state, key)["damage"] = amount
    for key in prototyped:                         # cast prototyped (CR 718.3b)
        _first(state, key)["extra"] |= codes["extra"]["prototyped"]
    for key, value in (choices or {}).items():     # made as it entered (Obj.choice)
        _first(state, key)["choice"] = value
    _kernel.refresh_object_limit(state)
    error = state.check_invariants()
    if error not in (0, 11):                       # 11: no decision yet, which start_at makes
        raise ValueError(f"inconsistent position: {layout.INVARIANT_ERRORS[error]}")
    _kernel.start_at(state, active, _STEP_CODES[step])
    return state


def _is_planeswalker(name: str) -> bool:
    return bool(int(COMPILED.tables["card_types"][CARD_IDS[name]]) & layout.CODES["types"]["Planeswalker"])


def _printed_loyalty(name: str) -> int:
    return int(COMPILED.tables["card_etb_counters"][CARD_IDS[name]])


def _reset(o) -> None:
    for name in ("flags", "eot", "p1p1", "m1m1", "counters", "damage", "power_mod",
                 "toughness_mod", "protection", "choice", "lib_pos", "anim", "extra", "combat"):
        o[name] = 0
    o["link"] = layout.NO_OBJECT


def _first(state, key, flag: str | None = None):
    player, name = key
    bit = layout.CODES["object_flags"][flag] if flag else 0
    for i in range(layout.MAX_OBJECTS):
        o = state.fields["objects"][i]
        if int(o["zone"]) and int(o["controller"]) == player and state.name_of(i) == name:
            if not bit or not int(o["flags"]) & bit:
                return o
    raise ValueError(f"P{player} has no {name!r} to mark" + (f" {flag}" if flag else ""))
