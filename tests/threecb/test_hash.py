"""The canonical state hash the exact solver uses (identical cards interchangeable; the turn
counter, unless a turn limit reads it, the RNG and the configuration left out) and
information_key's agreement with it."""
import random

import numpy as np
import pytest

import core
from core.threecb.layout import SIZES, STATE_DTYPE
from threecb_helpers import act, build_position, new_game, options

NO_CARDS = {"hand": ["Plains", "Forest", "Island"]}


def test_equal_states_hash_equal_and_clones_agree():
    state = new_game("Mountain, Goblin Guide, Lightning Bolt", "Swamp, Dark Ritual, Rotting Regisaur")
    assert state.canonical_hash() == state.clone().canonical_hash()
    assert state.information_key(0) == state.information_key(1) == state.canonical_hash()


def successors(state):
    out = []
    for action in state.legal_actions():
        after = state.clone()
        after.apply_action(action)
        out.append(after.canonical_hash())
    return sorted(out)


HASH_DECKS = [
    ("Mountain, Goblin Guide, Lightning Bolt", "Swamp, Dark Ritual, Rotting Regisaur"),
    # Casting, resolving, Annex's tax and combat: their working fields once went stale and
    # split equal positions at the next declaration (over a thousand times in these games).
    ("Chancellor of the Annex, Icatian Store, Maze of Ith", "Chancellor of the Annex, Memnite, Solitude"),
    ("Chancellor of the Forge, Leyline of Sanctity, Pyrokinesis", "Mishra's Factory, The Rack, Wasteland"),
    # Loyalty, the once-per-turn mark and attacks on a planeswalker (CR 306, 606, 508.1b).
    ("Jace, Wielder of Mysteries, Black Lotus, Mox Sapphire", "Goblin Guide, Mountain, Lightning Bolt"),
]


@pytest.mark.parametrize("decks", HASH_DECKS)
def test_states_with_one_hash_play_out_alike(decks):
    """Over random games, states that share a hash but not their words (the turn counter, which
    of two identical cards is which, fields of finished steps) offer the same actions leading
    to the same hashes. (No turn limit: with one the turn counter matters.)"""
    game = core.load_game("threecb", decks=decks, banlist="none")
    seen, collisions = {}, 0
    for seed in range(20):
        state = game.new_initial_state(seed)
        rng = random.Random(seed)
        for _ in range(300):
            if state.is_terminal():
                break
            key = state.canonical_hash()
            if key in seen and not seen[key].same_as(state):
                collisions += 1
                other = seen[key]
                assert sorted(map(state.action_to_string, state.legal_actions())) == \
                    sorted(map(other.action_to_string, other.legal_actions()))
                assert successors(state) == successors(other)
            seen.setdefault(key, state.clone())
            state.apply_action(rng.choice(state.legal_actions()))
    assert len(seen) > 100 and collisions > 0


def test_at_a_priority_decision_what_the_hash_leaves_out_is_zero():
    """At a priority decision the working fields of decisions, resolutions and turn-based steps
    are dead, and so are the stack and trigger slots past their lengths: the hash leaves them
    out, and the engine zeroes them. Equal positions whose objects sit in the same slots then
    have equal words, which the proof search relies on to reuse a state's successors."""
    offset = {name: STATE_DTYPE.fields[name][1] for name in ("ctx", "stack_len", "stack", "pending")}
    item = STATE_DTYPE.fields["stack"][0].base.itemsize
    checked = 0
    for decks in HASH_DECKS:
        game = core.load_game("threecb", decks=decks, banlist="none")
        for seed in range(10):
            state, rng = game.new_initial_state(seed), random.Random(seed)
            for _ in range(200):
                if state.is_terminal():
                    break
                if state.decision == "priority":
                    words = np.frombuffer(state, dtype=np.uint8)
                    stack = offset["stack"] + int(state.fields["stack_len"]) * item
                    pending = offset["pending"] + int(state.fields["pending_len"]) * item
                    assert not words[offset["ctx"]:offset["stack_len"]].any()
                    assert not words[stack:offset["pending"]].any()
                    assert not words[pending:offset["pending"] + SIZES["MAX_PENDING"] * item].any()
                    checked += 1
                state.apply_action(rng.choice(state.legal_actions()))
    assert checked > 1000


def test_which_of_two_identical_cards_is_which_does_not_matter():
    state = build_position({"battlefield": ["Swamp"], "hand": ["Swamp", "Island"]}, NO_CARDS)
    swapped = build_position({"battlefield": ["Swamp"], "hand": ["Swamp", "Island"]}, NO_CARDS)
    # Swap the two Swamps' places (slot 0 on the battlefield vs slot 1).
    f = swapped.fields["objects"]
    a, b = f[0].copy(), f[1].copy()
    f[0], f[1] = b, a
    assert not state.same_as(swapped)
    assert state.canonical_hash() == swapped.canonical_hash()


def test_the_turn_counter_is_not_part_of_the_hash():
    state = build_position({"battlefield": ["Swamp"], "hand": ["Island", "Plains"]}, NO_CARDS)
    later = state.clone()
    later.fields["turn_number"] = 77
    assert state.canonical_hash() == later.canonical_hash()


def test_under_a_turn_limit_the_turn_counter_is_part_of_the_hash():
    """With a turn limit, the same position on a later turn has fewer turns left before the
    game is drawn: another state, which a solver must not take for the first."""
    state = build_position({"battlefield": ["Swamp"], "hand": ["Island", "Plains"]}, NO_CARDS,
                           turn_limit=20)
    later = state.clone()
    later.fields["turn_number"] = int(state.fields["turn_number"]) + 2
    assert state.canonical_hash() != later.canonical_hash()
    again = later.clone()
    assert again.canonical_hash() == later.canonical_hash()


def test_targets_keep_identical_creatures_apart():
    """Two identical tokens, one targeted by a spell on the stack: targeting the same token
    again and targeting the other one are different states."""
    state = build_position({"battlefield": ["Mountain", "Mox Ruby"], "hand": ["Lightning Bolt"]},
                           {"battlefield": ["Plains"], "hand": ["Mana Tithe", "Swamp"]},
                           tokens={1: ["Cat", "Cat"]}, pool={0: {"R": 1}})
    act(state, "cast Lightning Bolt")
    targets = [t for t in options(state) if t.startswith("target Cat")]
    assert len(targets) == 1                                  # identical Cats: one option
    act(state, targets[0])
    assert state.decision in ("pay", "priority")


def test_hash_does_not_see_the_rng():
    state = new_game("Mountain, Goblin Guide, Lightning Bolt", "Swamp, Dark Ritual, Rotting Regisaur")
    other = state.clone()
    other.determinize(0, 99)
    assert not np.array_equal(other.buffer[4:8], state.buffer[4:8])
    assert other.canonical_hash() == state.canonical_hash()


@pytest.mark.parametrize("extra", [1, 2, 3])
def test_a_skipped_untap_and_minus_two_counters_are_part_of_the_hash(extra):
    """Obj.extra (Frost Titan's skipped untap step, Contagion's -2/-1 counters) changes what
    happens next, so the hash sees it."""
    state = build_position({"battlefield": ["Goblin Guide", "Mountain"], "hand": ["Island"]}, NO_CARDS)
    before = state.canonical_hash()
    state.fields["objects"][state.find("Goblin Guide")]["extra"] = extra
    assert state.canonical_hash() != before


OBJECT_FIELDS_HASHED = ["card", "choice", "flags", "eot", "zone", "owner", "controller", "p1p1",
                        "m1m1", "counters", "damage", "power_mod", "toughness_mod", "protection",
                        "link", "lib_pos", "anim", "extra"]


@pytest.mark.parametrize("field", OBJECT_FIELDS_HASHED)
def test_every_field_of_an_object_is_part_of_the_hash(field):
    """The object hash reads Obj's fields as whole words in memory order (one load for eight
    bytes): a field the layout moves out of those words, or a mask that drops it, fails here."""
    state = build_position({"battlefield": ["Goblin Guide", "Mountain"], "hand": ["Island"]}, NO_CARDS)
    before = state.canonical_hash()
    guide = state.fields["objects"][state.find("Goblin Guide")]
    width = 8 * guide[field].dtype.itemsize
    guide[field] = (int(guide[field]) + 1) % (1 << width) if field != "link" else state.find("Mountain")
    assert state.canonical_hash() != before


ITEM_FIELDS_HASHED = ["ability", "source_card", "kind", "controller", "x", "mode", "flags", "lki",
                      ("amounts", 0), ("amounts", 1), ("amounts", 2), ("amounts", 3)]
ITEM_REFERENCES = ["source", "ref", ("targets", 0), ("targets", 1), ("targets", 2), ("targets", 3)]


def bolt_on_the_stack():
    state = build_position({"battlefield": ["Mountain", "Mox Ruby"], "hand": ["Lightning Bolt"]},
                           {"battlefield": ["Plains"], "hand": ["Mana Tithe", "Swamp"]},
                           tokens={1: ["Cat", "Cat"]}, pool={0: {"R": 1}})
    act(state, "cast Lightning Bolt")
    act(state, next(t for t in options(state) if t.startswith("target Cat")))
    assert state.decision == "priority" and int(state.fields["stack_len"]) == 1
    return state


def set_item_field(item, field, value=None):
    name, index = field if isinstance(field, tuple) else (field, None)
    if index is None:
        width = 8 * item[name].dtype.itemsize
        item[name] = (int(item[name]) + 1) % (1 << width) if value is None else value
    else:
        item[name][index] = (int(item[name][index]) + 1) % 256 if value is None else value


@pytest.mark.parametrize("field", ITEM_FIELDS_HASHED, ids=str)
def test_every_plain_field_of_a_stack_item_is_part_of_the_hash(field):
    """The item hash reads StackItem's plain fields as whole words in memory order: a field
    the layout moves out of those words, or a mask that drops it, fails here."""
    state = bolt_on_the_stack()
    before = state.canonical_hash()
    set_item_field(state.fields["stack"][0], field)
    assert state.canonical_hash() != before


@pytest.mark.parametrize("field", ITEM_REFERENCES, ids=str)
def test_every_reference_of_a_stack_item_is_part_of_the_hash(field):
    """A stack item's references are hashed by what they refer to: pointing one at another
    object (the Mountain, unlike anything it pointed at) changes the hash."""
    state = bolt_on_the_stack()
    before = state.canonical_hash()
    set_item_field(state.fields["stack"][0], field, state.find("Mountain"))
    assert state.canonical_hash() != before


PLAYER_FIELDS_HASHED = ["life", "poison", "lands_played", "flags", "annex_reveals", "forge_reveals",
                        "pacts_due", "tangle_reveals", "emblems"] + [("pool", k) for k in range(8)]
TURN_FIELDS_HASHED = ["active", "step", "priority", "passes", "winner", "first_turn", "combat_flags",
                      "decision", "decider"]


@pytest.mark.parametrize("player", [0, 1])
@pytest.mark.parametrize("field", PLAYER_FIELDS_HASHED, ids=str)
def test_every_field_of_a_player_is_part_of_the_hash(field, player):
    """The players are hashed as whole words in memory order: a field the layout moves out of
    them fails here."""
    state = build_position({"battlefield": ["Goblin Guide", "Mountain"], "hand": ["Island"]}, NO_CARDS)
    before = state.canonical_hash()
    name, index = field if isinstance(field, tuple) else (field, None)
    record = state.fields["players"][player]
    if index is None:
        record[name] = int(record[name]) + 1
    else:
        record[name][index] = int(record[name][index]) + 1
    assert state.canonical_hash() != before


@pytest.mark.parametrize("field", TURN_FIELDS_HASHED)
def test_every_field_of_the_turn_and_the_decision_is_part_of_the_hash(field):
    state = build_position({"battlefield": ["Goblin Guide", "Mountain"], "hand": ["Island"]}, NO_CARDS)
    before = state.canonical_hash()
    state.fields[field] = int(state.fields[field]) + 1
    assert state.canonical_hash() != before
