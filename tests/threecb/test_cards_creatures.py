"""One test per creature of the pool: what it does in a game."""
import pytest

from fastcore import threecb as kernel

from threecb_helpers import (act, act_as, build_position, can, new_game, next_turn, options,
                             pass_to_step, pass_until, resolve, until_decision)
from core.threecb.layout import CODES
from core.threecb.pool import CARDS

LANDS_B = {"hand": ["Plains", "Forest", "Island"]}


def attack_with(state, *names):
    until_decision(state, "attack")
    for name in names:
        act(state, f"attack with {name}")
    pass_until(state, lambda s: s.decision != "attack")


def test_card_memnite():
    state = build_position({"hand": ["Memnite", "Island", "Swamp"]}, LANDS_B)
    act(state, "cast Memnite")                                # {0}
    resolve(state)
    assert state.names_in("battlefield", 0) == ["Memnite"]
    next_turn(state, 0, "main 1")
    attack_with(state, "Memnite")
    pass_to_step(state, "main 2")
    assert state.life(1) == 19


def test_card_stromkirk_noble():
    state = build_position({"battlefield": ["Stromkirk Noble"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Student of Warfare", "Cenn's Tactician"], "hand": ["Plains"]},
                           step="declare attackers")
    act(state, "attack with Stromkirk Noble")
    until_decision(state, "block")
    # Humans can't block it (the Student is never asked); the Kithkin Soldier can.
    assert int(state.fields["ctx"][0]) == state.find("Cenn's Tactician")
    act(state, "Cenn's Tactician blocks nothing")
    pass_to_step(state, "main 2")
    assert state.life(1) == 19
    assert state.view(state.find("Stromkirk Noble"))["power"] == 2   # a +1/+1 counter


def test_card_student_of_warfare():
    state = build_position({"battlefield": ["Student of Warfare", "Plains", "Mox Pearl"]}, LANDS_B)
    act(state, "activate Student of Warfare")
    assert state.decision == "pay"
    act(state, "pay with Plains (W)")
    resolve(state)
    act(state, "activate Student of Warfare")
    resolve(state)
    student = state.view(state.find("Student of Warfare"))
    assert (student["power"], student["toughness"]) == (3, 3)     # level 2: 3/3 first strike
    assert "first strike" in state.keywords(state.find("Student of Warfare"))


def test_card_student_of_warfare_top_level():
    state = build_position({"battlefield": ["Student of Warfare"], "hand": ["Island", "Swamp"]}, LANDS_B,
                           counters={(0, "Student of Warfare"): 7})
    student = state.view(state.find("Student of Warfare"))
    assert (student["power"], student["toughness"]) == (4, 4)
    assert "double strike" in state.keywords(state.find("Student of Warfare"))


def test_card_hexdrinker():
    state = build_position({"battlefield": ["Hexdrinker"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Plains"]},
                           counters={(0, "Hexdrinker"): 3})
    hex_ = state.view(state.find("Hexdrinker"))
    assert (hex_["power"], hex_["toughness"]) == (4, 4)
    act(state, "pass priority")
    act_as(state, 1, "cast Lightning Bolt")
    assert "target Hexdrinker" not in options(state)          # protection from instants


def test_card_hexdrinker_protection_from_everything():
    state = build_position({"battlefield": ["Hexdrinker"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Maze of Ith"], "hand": ["Plains", "Forest"]},
                           counters={(0, "Hexdrinker"): 8}, step="declare attackers")
    assert state.view(state.find("Hexdrinker"))["power"] == 6
    act(state, "attack with Hexdrinker")
    assert not can(state, "activate Maze of Ith")             # can't be targeted at all
    pass_to_step(state, "main 2")
    assert state.life(1) == 14


def test_card_sleep_cursed_faerie():
    state = build_position({"battlefield": ["Island"], "hand": ["Sleep-Cursed Faerie", "Swamp"]},
                           {"hand": ["Plains", "Forest", "Mountain"]})
    act(state, "cast Sleep-Cursed Faerie")
    resolve(state)
    faerie = state.find("Sleep-Cursed Faerie")
    o = state.fields["objects"][faerie]
    assert "tapped" in state.flags(faerie) and int(o["counters"]) == 3   # enters tapped, 3 stun counters
    next_turn(state, 0)                                       # untap step: a stun counter goes instead
    assert "tapped" in state.flags(faerie) and int(o["counters"]) == 2


def test_card_sleep_cursed_faerie_untap_ability():
    state = build_position({"battlefield": ["Sleep-Cursed Faerie", "Island", "Mox Sapphire"]},
                           {"hand": ["Plains", "Forest", "Mountain"]}, tapped=[(0, "Sleep-Cursed Faerie")],
                           counters={(0, "Sleep-Cursed Faerie"): 1})
    act(state, "activate Sleep-Cursed Faerie")               # {1}{U}: untap -> the last stun counter goes
    resolve(state)
    faerie = state.find("Sleep-Cursed Faerie")
    assert "tapped" in state.flags(faerie) and int(state.fields["objects"][faerie]["counters"]) == 0


def test_card_sleep_cursed_faerie_ward():
    state = build_position({"battlefield": ["Sleep-Cursed Faerie"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Plains"]})
    act(state, "pass priority")
    act_as(state, 1, "cast Lightning Bolt")
    act(state, "target Sleep-Cursed Faerie")
    resolve(state)                                            # ward: P1 can't pay {2}: countered
    assert "Sleep-Cursed Faerie" in state.names_in("battlefield", 0)
    assert state.names_in("graveyard", 1) == ["Lightning Bolt"]


@pytest.mark.parametrize("keep_tiger", [True, False])
def test_card_scythe_tiger(keep_tiger):
    state = build_position({"battlefield": ["Forest"], "hand": ["Scythe Tiger", "Island"]}, LANDS_B)
    act(state, "cast Scythe Tiger")
    resolve(state)
    assert state.decision == "choose object"
    act(state, "sacrifice instead: Forest" if keep_tiger else "sacrifice it instead")
    assert ("Scythe Tiger" in state.names_in("battlefield", 0)) == keep_tiger
    assert ("Forest" in state.names_in("graveyard", 0)) == keep_tiger


def test_card_scythe_tiger_shroud():
    state = build_position({"battlefield": ["Scythe Tiger", "Forest"], "hand": ["Island"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Plains"]})
    act(state, "pass priority")
    act_as(state, 1, "cast Lightning Bolt")
    assert "target Scythe Tiger" not in options(state)


def test_card_heartfire_hero():
    state = build_position({"battlefield": ["Heartfire Hero", "Plains"], "hand": ["Mother of Runes"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Island"]},
                           plus_counters={(0, "Heartfire Hero"): 1})
    act(state, "pass priority")
    act_as(state, 1, "cast Lightning Bolt")
    act(state, "target Heartfire Hero")
    resolve(state)
    assert state.life(1) == 18                                # died with power 2: 2 to each opponent


def test_card_heartfire_hero_valiant():
    state = build_position({"battlefield": ["Heartfire Hero", "Mother of Runes"], "hand": ["Island"]},
                           LANDS_B)
    act(state, "activate Mother of Runes")
    act(state, "target Heartfire Hero")                       # valiant triggers on targeting
    resolve(state)
    assert int(state.fields["objects"][state.find("Heartfire Hero")]["p1p1"]) == 1


def test_card_luminarch_aspirant():
    state = build_position({"battlefield": ["Luminarch Aspirant"], "hand": ["Island", "Swamp"]}, LANDS_B,
                           step="beginning of combat")
    resolve(state)
    assert state.view(state.find("Luminarch Aspirant"))["power"] == 2


def test_card_ocelot_pride():
    state = build_position({"battlefield": ["Ocelot Pride"], "hand": ["Island", "Swamp"]}, LANDS_B,
                           step="declare attackers")
    act(state, "attack with Ocelot Pride")
    next_turn(state, 1)
    assert state.life(0) == 21 and state.life(1) == 19       # lifelink
    assert "Cat" in state.names_in("battlefield", 0)         # gained life: a Cat at the end step


def test_card_ocelot_pride_city_blessing():
    state = build_position({"battlefield": ["Ocelot Pride", "Plains", "Swamp"]}, LANDS_B,
                           tokens={0: ["Cat"] * 7}, step="end", player_flags={0: ["gained life"]})
    resolve(state)
    # Ten permanents: the city's blessing (ascend); the new Cat is copied, the old ones not.
    assert "city's blessing" in state.player_flags(0)
    assert state.names_in("battlefield", 0).count("Cat") == 9


def test_card_deaths_shadow():
    state = build_position({"hand": ["Death's Shadow", "Swamp", "Island"]}, LANDS_B, life={0: 6})
    act(state, "play Swamp")
    act(state, "cast Death's Shadow")
    resolve(state)
    shadow = state.view(state.find("Death's Shadow"))
    assert (shadow["power"], shadow["toughness"]) == (7, 7)   # 13/13 - 6/6


def test_card_deaths_shadow_dies_at_high_life():
    state = build_position({"hand": ["Death's Shadow", "Swamp", "Island"]}, LANDS_B)
    act(state, "play Swamp")
    act(state, "cast Death's Shadow")
    resolve(state)
    assert state.names_in("graveyard", 0) == ["Death's Shadow"]   # 13-20 < 1 toughness


def test_card_nether_spirit():
    state = build_position({"graveyard": ["Nether Spirit"], "hand": ["Island", "Swamp"]}, LANDS_B,
                           step="upkeep")
    assert state.decision == "yes/no"
    act(state, "yes")
    assert state.names_in("battlefield", 0) == ["Nether Spirit"]


def test_card_vampire_hexmage():
    state = build_position({"battlefield": ["Vampire Hexmage"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Student of Warfare"], "hand": ["Plains", "Forest"]},
                           counters={(1, "Student of Warfare"): 7})
    act(state, "activate Vampire Hexmage")
    act(state, "target Student of Warfare")
    resolve(state)
    assert state.view(state.find("Student of Warfare"))["power"] == 1
    assert state.names_in("graveyard", 0) == ["Vampire Hexmage"]


def test_card_magus_of_the_moon():
    state = build_position({"battlefield": ["Black Lotus", "Mox Ruby"], "hand": ["Magus of the Moon"]},
                           {"battlefield": ["Mishra's Factory", "Urborg, Tomb of Yawgmoth"],
                            "hand": ["Vampire Hexmage"]})
    act(state, "cast Magus of the Moon")
    act(state, "pay with Black Lotus (R)")                    # {2}{R} out of RRR
    resolve(state)
    factory = state.view(state.find("Mishra's Factory"))
    assert factory["land_types"] == 8 and not factory["abilities"]   # a Mountain without abilities
    # On P1's turn: without the Magus they could animate the Factory or cast the Hexmage (both
    # lands are Swamps under Urborg); with it, the lands are plain Mountains and P1 has nothing
    # to do, so the turn passes without a decision of theirs.
    p1 = {"battlefield": ["Mishra's Factory", "Urborg, Tomb of Yawgmoth"], "hand": ["Vampire Hexmage"]}
    without = build_position({"battlefield": ["Mox Ruby"], "hand": ["Island", "Swamp"]}, p1, active=1)
    assert can(without, "activate Mishra's Factory") and can(without, "cast Vampire Hexmage")
    with_magus = build_position({"battlefield": ["Magus of the Moon"], "hand": ["Island", "Swamp"]}, p1,
                                active=1)
    assert int(with_magus.fields["active"]) == 0


def test_card_thalia_guardian_of_thraben():
    state = build_position({"battlefield": ["Thalia, Guardian of Thraben"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Goblin Guide"]},
                           active=1)
    assert not can(state, "cast Lightning Bolt")             # {R} + {1}
    assert can(state, "cast Goblin Guide")                   # creatures cost the same
    assert "first strike" in state.keywords(state.find("Thalia, Guardian of Thraben"))


def test_card_lavinia_azorius_renegade():
    """Its trigger's "if" (CR 603.4) reads how the spell was cast (CR 601.2h): Lightning Bolt
    paid with the Mountain's mana stays; Mental Misstep paid with 2 life (Phyrexian mana,
    CR 107.4f) spent no mana and is countered. Lavinia's own controller is not an opponent."""
    state = build_position({"battlefield": ["Lavinia, Azorius Renegade"], "hand": ["Island", "Plains"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Mental Misstep"]},
                           active=1)
    act_as(state, 1, "cast Lightning Bolt")
    act(state, "target Lavinia")
    assert state.current_player() == 1 and state.decision == "priority"   # no trigger
    act_as(state, 1, "cast Mental Misstep")                   # {U/P}: 2 life, no mana
    assert state.life(1) == 18
    resolve(state)
    assert state.names_in("graveyard", 1) == ["Lightning Bolt", "Mental Misstep"]
    assert state.names_in("graveyard", 0) == ["Lavinia, Azorius Renegade"]   # the Bolt resolved


def test_card_lavinia_azorius_renegade_mana_value():
    """"Can't cast noncreature spells with mana value greater than the number of lands that
    player controls" (CR 101.2): with one land, Chalice of the Void's X can only be 0 (X counts
    in the mana value on the stack, CR 202.3e, the 2021 ruling), though Sol Ring pays for X = 1;
    a spell of mana value 3 can't be cast at all, Phyrexian mana or not. The Chalice for {0}
    spent no mana: countered."""
    state = build_position({"battlefield": ["Lavinia, Azorius Renegade"], "hand": ["Island", "Plains"]},
                           {"battlefield": ["Mountain", "Sol Ring"], "hand": ["Chalice of the Void"]},
                           active=1)
    act_as(state, 1, "cast Chalice of the Void")
    assert state.decision == "priority"                       # X = 0 only: not asked
    resolve(state)
    assert state.names_in("graveyard", 1) == ["Chalice of the Void"]
    state = build_position({"hand": ["Island", "Plains", "Forest"]},
                           {"battlefield": ["Mountain", "Sol Ring"], "hand": ["Chalice of the Void"]},
                           active=1)
    act_as(state, 1, "cast Chalice of the Void")
    assert set(options(state)) == {"X = 0", "X = 1"}          # without Lavinia
    state = build_position({"battlefield": ["Lavinia, Azorius Renegade"], "hand": ["Island", "Plains"]},
                           {"battlefield": ["Mountain", "Sol Ring"], "hand": ["Dismember"]},
                           active=1)
    assert not can(state, "cast Dismember")                   # mana value 3 > 1 land


def test_card_elite_spellbinder():
    state = build_position({"battlefield": ["Black Lotus"], "hand": ["Elite Spellbinder", "Island"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Island"]})
    act(state, "cast Elite Spellbinder")
    resolve(state)
    act(state, "exile: Lightning Bolt")
    assert state.names_in("exile", 1) == ["Lightning Bolt"]
    next_turn(state, 1)
    assert not can(state, "cast Lightning Bolt")             # {R} + {2} more: one Mountain isn't enough


def test_card_elite_spellbinder_tax_is_paid():
    # The {2} is part of the spell's total cost (CR 601.2f), worked out after the card has
    # moved to the stack (601.2a): Lightning Bolt from exile takes the Mountain and Sol Ring.
    state = build_position({"battlefield": ["Black Lotus"], "hand": ["Elite Spellbinder", "Island"]},
                           {"battlefield": ["Mountain", "Sol Ring"], "hand": ["Lightning Bolt"]})
    act(state, "cast Elite Spellbinder")
    resolve(state)
    act(state, "exile: Lightning Bolt")
    next_turn(state, 1)
    act(state, "cast Lightning Bolt")
    act(state, "target P0")
    assert all("tapped" in state.flags(state.find(name)) for name in ("Mountain", "Sol Ring"))
    resolve(state)
    assert state.life(0) == 17 and state.names_in("graveyard", 1) == ["Lightning Bolt"]
    bolt = state.find("Lightning Bolt")
    assert "spellbound" not in state.flags(bolt) and int(state.fields["objects"][bolt]["choice"]) == 0


def test_card_chancellor_of_the_forge():
    state = new_game("Chancellor of the Forge, Island, Swamp", "Plains, Forest, Mountain")
    assert state.decision == "opening hand"
    act(state, "reveal Chancellor of the Forge")
    assert state.names_in("battlefield", 0) == ["Phyrexian Goblin"]   # at the first upkeep
    assert "haste" in state.keywords(state.find("Phyrexian Goblin"))


def test_card_chancellor_of_the_forge_enters():
    state = build_position({"battlefield": ["Memnite"], "hand": ["Chancellor of the Forge", "Island"]},
                           LANDS_B, pool={0: {"R": 7}})
    act(state, "cast Chancellor of the Forge")
    resolve(state)
    assert state.names_in("battlefield", 0).count("Phyrexian Goblin") == 2   # X = 2 creatures


def test_card_chancellor_of_the_annex():
    state = new_game("Chancellor of the Annex, Island, Swamp", "Mountain, Lightning Bolt, Forest")
    act(state, "reveal Chancellor of the Annex")
    next_turn(state, 1)
    act(state, "play Mountain")
    act(state, "cast Lightning Bolt")
    act(state, "target P0")
    resolve(state)                                            # the reveal: pay {1} or be countered
    assert state.life(0) == 20 and state.names_in("graveyard", 1) == ["Lightning Bolt"]


def test_card_chancellor_of_the_annex_on_battlefield():
    state = build_position({"battlefield": ["Chancellor of the Annex"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Mountain", "Forest"], "hand": ["Lightning Bolt"]}, active=1,
                           player_flags={1: ["cast a spell"]})    # not P1's first spell of the game
    act(state, "cast Lightning Bolt")
    act(state, "target P0")
    resolve(state)
    assert state.decision == "pay or decline"
    act(state, "pay with Forest")
    resolve(state)
    assert state.life(0) == 17


def test_card_cenns_tactician():
    state = build_position({"battlefield": ["Cenn's Tactician", "Plains"], "hand": ["Island"]},
                           {"battlefield": ["Goblin Guide", "Memnite"], "hand": ["Mountain"]})
    act(state, "activate Cenn's Tactician")                   # {W}, {T}: a +1/+1 counter on a Soldier
    resolve(state)
    assert int(state.fields["objects"][state.find("Cenn's Tactician")]["p1p1"]) == 1


def test_card_cenns_tactician_double_block():
    state = build_position({"battlefield": ["Cenn's Tactician", "Plains"], "hand": ["Island"]},
                           {"battlefield": ["Goblin Guide", "Memnite"], "hand": ["Mountain"]},
                           plus_counters={(0, "Cenn's Tactician"): 1}, active=1, step="declare attackers")
    act(state, "attack with Goblin Guide")
    act(state, "attack with Memnite")
    until_decision(state, "block")
    act(state, "Cenn's Tactician blocks Goblin Guide")
    act(state, "Cenn's Tactician blocks Memnite")             # a +1/+1 counter: one more block
    until_decision(state, "assign damage")
    act(state, "Cenn's Tactician assigns 0 to Goblin Guide, 2 to Memnite")
    pass_to_step(state, "main 2")
    assert state.life(0) == 20 and state.names_in("graveyard", 1) == ["Memnite"]


def test_card_swarm_shambler():
    state = build_position({"battlefield": ["Swarm Shambler", "Forest"], "hand": ["Island"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Plains"]},
                           plus_counters={(0, "Swarm Shambler"): 1})
    act(state, "activate Swarm Shambler")
    resolve(state)
    assert int(state.fields["objects"][state.find("Swarm Shambler")]["p1p1"]) == 2
    next_turn(state, 1)
    act(state, "cast Lightning Bolt")
    act(state, "target Swarm Shambler")
    resolve(state)
    assert "Insect" in state.names_in("battlefield", 0)


def test_card_nullhide_ferox():
    state = build_position({"battlefield": ["Nullhide Ferox"], "hand": ["Lightning Bolt", "Mountain"]},
                           {"battlefield": ["Mountain", "Sol Ring"], "hand": ["Lightning Bolt"]})
    assert not can(state, "cast Lightning Bolt")             # no noncreature spells for its controller
    act(state, "pass priority")
    act_as(state, 1, "activate Nullhide Ferox")              # any player may: it loses hexproof
    act(state, "pay with Sol Ring")
    resolve(state)
    assert state.decision == "priority"
    act(state, "pass priority") if state.current_player() == 0 else None
    act_as(state, 1, "cast Lightning Bolt")
    assert can(state, "target Nullhide Ferox")


def test_card_nullhide_ferox_discard():
    state = build_position({"battlefield": ["Swamp"], "hand": ["Thoughtseize", "Island"]},
                           {"hand": ["Nullhide Ferox", "Plains", "Forest"]})
    act(state, "cast Thoughtseize")
    act(state, "target P1")
    resolve(state)
    assert state.names_in("battlefield", 1) == ["Nullhide Ferox"]


def test_card_rotting_regisaur():
    state = build_position({"battlefield": ["Rotting Regisaur"], "hand": ["Island", "Swamp"]}, LANDS_B,
                           step="upkeep")
    resolve(state)
    assert state.decision == "choose object"
    act(state, "discard: Island")
    assert state.names_in("hand", 0) == ["Swamp"]


def test_card_phyrexian_dreadnought():
    state = build_position({"battlefield": ["Mox Jet", "Rotting Regisaur"], "hand": ["Phyrexian Dreadnought"]},
                           {"battlefield": ["Death's Shadow"], "hand": ["Plains", "Forest"]}, life={1: 5})
    act(state, "cast Phyrexian Dreadnought")
    resolve(state)
    assert state.names_in("battlefield", 0) == ["Mox Jet", "Rotting Regisaur"]   # power 7 < 12: sacrificed
    assert state.names_in("graveyard", 0) == ["Phyrexian Dreadnought"]


def test_card_phyrexian_dreadnought_kept():
    state = build_position({"battlefield": ["Mox Jet"], "hand": ["Phyrexian Dreadnought", "Island"]},
                           LANDS_B, tokens={0: ["Rhino", "Rhino", "Rhino"]})
    act(state, "cast Phyrexian Dreadnought")
    resolve(state)
    for _ in range(3):
        act(state, "sacrifice for Dreadnought: Rhino")
    assert state.names_in("battlefield", 0) == ["Mox Jet", "Phyrexian Dreadnought"]


def test_card_thought_knot_seer():
    state = build_position({"battlefield": ["Sol Ring", "Ancient Tomb"], "hand": ["Thought-Knot Seer"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Island"]})
    act(state, "cast Thought-Knot Seer")
    resolve(state)                                             # its one nonland card: exiled
    assert state.names_in("exile", 1) == ["Lightning Bolt"]
    assert state.life(0) == 18


def test_card_thought_knot_seer_leaves():
    state = build_position({"battlefield": ["Thought-Knot Seer"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Plains"], "hand": ["Swords to Plowshares"],
                            "library": ["Mountain"]})
    act(state, "pass priority")
    act_as(state, 1, "cast Swords to Plowshares")
    resolve(state)
    assert "Mountain" in state.names_in("hand", 1)            # its leave trigger: a draw


def test_card_emrakul_the_aeons_torn():
    state = build_position({"hand": ["Emrakul, the Aeons Torn", "Island", "Swamp"]},
                           {"battlefield": ["Plains", "Forest"], "hand": ["Swords to Plowshares"]},
                           pool={0: {"C": 15}})
    act(state, "cast Emrakul, the Aeons Torn")
    resolve(state)
    assert state.names_in("battlefield", 0) == ["Emrakul, the Aeons Torn"]
    assert int(state.fields["extra_turn_count"]) == 1
    act(state, "pass priority") if state.current_player() == 0 else None
    assert not can(state, "cast Swords to Plowshares") or "target Emrakul, the Aeons Torn" not in options(state)
    next_turn(state, 0)                                       # the extra turn: P0 again
    assert int(state.fields["active"]) == 0


def test_card_emrakul_annihilator_and_shuffle():
    state = build_position({"battlefield": ["Emrakul, the Aeons Torn"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Plains", "Forest", "Goblin Guide"], "hand": []},
                           step="declare attackers")
    act(state, "attack with Emrakul, the Aeons Torn")
    resolve(state)
    assert state.names_in("battlefield", 1) == []             # annihilator 6
    pass_to_step(state, "main 2")
    assert state.life(1) == 5


def test_card_emrakul_shuffles_into_library():
    """Put into a graveyard from anywhere (here: discarded), Emrakul's owner shuffles their
    graveyard into their library; TB-3: the opponent orders the shuffled cards."""
    state = build_position({"battlefield": ["Swamp"], "hand": ["Thoughtseize", "Island"]},
                           {"hand": ["Emrakul, the Aeons Torn", "Plains"], "graveyard": ["Lightning Bolt"]})
    act(state, "cast Thoughtseize")
    act(state, "target P1")
    resolve(state)                                            # Emrakul is the only nonland card
    assert state.decision == "library order" and state.current_player() == 0
    act(state, "put Lightning Bolt next from the top")
    assert state.library(1) == ["Lightning Bolt", "Emrakul, the Aeons Torn"]
    assert state.names_in("graveyard", 1) == [] and state.names_in("hand", 1) == ["Plains"]


def test_card_ulamog_the_infinite_gyre():
    """CR 603.2: "when you cast this spell" triggers on casting and resolves before Ulamog
    (CR 405.5); its target is any permanent (CR 115.1)."""
    state = build_position({"hand": ["Ulamog, the Infinite Gyre", "Island", "Swamp"]},
                           {"battlefield": ["Goblin Guide", "Mountain"], "hand": ["Plains"]},
                           pool={0: {"C": 11}})
    act(state, "cast Ulamog, the Infinite Gyre")
    assert state.decision == "target"
    act(state, "target Mountain")
    resolve(state)
    assert state.names_in("battlefield", 0) == ["Ulamog, the Infinite Gyre"]
    assert state.names_in("battlefield", 1) == ["Goblin Guide"]
    assert state.names_in("graveyard", 1) == ["Mountain"]


def test_card_ulamog_the_infinite_gyre_indestructible():
    """CR 702.12b: a second Ulamog's cast trigger can't destroy the first one (indestructible);
    then the legend rule (CR 704.5j) keeps one of them."""
    state = build_position({"battlefield": ["Ulamog, the Infinite Gyre"],
                            "hand": ["Ulamog, the Infinite Gyre", "Island"]},
                           {"battlefield": ["Mountain"], "hand": ["Plains", "Forest"]},
                           pool={0: {"C": 11}})
    act(state, "cast Ulamog, the Infinite Gyre")
    act(state, "target Ulamog, the Infinite Gyre")
    resolve(state)
    assert state.names_in("graveyard", 0) == [] and state.names_in("battlefield", 1) == ["Mountain"]
    assert state.decision == "legend rule"


def check_annihilator_four(eldrazi, life_left):
    """Annihilator 4 (CR 702.86a): attacked, the defending player sacrifices four of their five
    permanents, their choice, keeping Goblin Guide; the unblocked attacker then deals its power."""
    state = build_position({"battlefield": [eldrazi], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Plains", "Forest", "Goblin Guide"]},
                           tokens={1: ["Cat", "Cat"]}, step="declare attackers")
    act(state, f"attack with {eldrazi}")
    resolve(state)
    for _ in range(4):
        assert state.decision == "choose object" and state.current_player() == 1
        legal = [t for t in options(state) if "Goblin Guide" not in t]
        act(state, legal[0])
    assert state.names_in("battlefield", 1) == ["Goblin Guide"]
    pass_to_step(state, "main 2")
    assert state.life(1) == life_left


def check_graveyard_shuffled_when_discarded(eldrazi):
    """Put into a graveyard from anywhere (discarded), the Eldrazi's owner shuffles their
    graveyard into their library; TB-3: the opponent orders it."""
    state = build_position({"battlefield": ["Swamp"], "hand": ["Thoughtseize", "Island"]},
                           {"hand": [eldrazi, "Plains"], "graveyard": ["Lightning Bolt"]})
    act(state, "cast Thoughtseize")
    act(state, "target P1")
    resolve(state)
    assert state.decision == "library order" and state.current_player() == 0
    act(state, f"put {eldrazi} next from the top")
    assert state.library(1) == [eldrazi, "Lightning Bolt"]
    assert state.names_in("graveyard", 1) == []


def test_card_ulamog_the_infinite_gyre_annihilator():
    """The unblocked 11/11 leaves the defender at 9 after annihilator 4."""
    check_annihilator_four("Ulamog, the Infinite Gyre", 9)


def test_card_ulamog_the_infinite_gyre_shuffles_into_library():
    check_graveyard_shuffled_when_discarded("Ulamog, the Infinite Gyre")


def test_card_frost_titan():
    """Enters: tap target permanent; it doesn't untap during its controller's next untap step
    (CR 502.3: an effect keeps it from untapping), then untaps as usual the turn after."""
    state = build_position({"hand": ["Frost Titan", "Island", "Swamp"]},
                           {"battlefield": ["Mountain", "Goblin Guide"], "hand": ["Plains"]},
                           pool={0: {"U": 2, "C": 4}})
    act(state, "cast Frost Titan")
    resolve(state)
    act(state, "target Mountain")
    resolve(state)
    mountain = state.find("Mountain")
    assert "tapped" in state.flags(mountain)
    next_turn(state, 1)                                       # P1's untap step: stays tapped
    assert "tapped" in state.flags(mountain)
    assert not can(state, "cast Plains") and state.names_in("battlefield", 0) == ["Frost Titan"]
    next_turn(state, 1)                                       # the next one untaps it
    assert "tapped" not in state.flags(mountain)


def test_card_frost_titan_attacks():
    """Whenever it attacks: the tapped Goblin Guide can't block (CR 509.1a)."""
    state = build_position({"battlefield": ["Frost Titan"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Goblin Guide", "Mountain"], "hand": ["Plains"]},
                           step="declare attackers")
    act(state, "attack with Frost Titan")
    act(state, "target Goblin Guide")
    resolve(state)
    assert "tapped" in state.flags(state.find("Goblin Guide"))
    pass_to_step(state, "main 2")
    assert state.life(1) == 14


@pytest.mark.parametrize("p1, countered", [
    ({"battlefield": ["Mountain", "Mountain"], "hand": ["Lightning Bolt"]}, True),   # {1} spare
    ({"battlefield": ["Mountain", "Ancient Tomb"], "hand": ["Lightning Bolt"]}, False)])


def test_card_frost_titan_taxes_targeting(p1, countered):
    """Counter a targeting spell of an opponent unless its controller pays {2} (as ward,
    CR 702.21a, though not the keyword); CR 118.12: unable to pay {2}, it is countered."""
    state = build_position({"battlefield": ["Frost Titan"], "hand": ["Island", "Swamp"]}, p1)
    act(state, "pass priority")
    act_as(state, 1, "cast Lightning Bolt")
    act(state, "target Frost Titan")
    resolve(state)
    if not countered:
        assert state.decision == "pay or decline"
        act_as(state, 1, "pay with Ancient Tomb")
        resolve(state)
    titan = state.find("Frost Titan")
    assert state.names_in("graveyard", 1) == ["Lightning Bolt"]
    assert int(state.fields["objects"][titan]["damage"]) == (0 if countered else 3)


def test_card_thassas_oracle():
    state = build_position({"battlefield": ["Island", "Mox Sapphire"], "hand": ["Thassa's Oracle"]}, LANDS_B)
    act(state, "cast Thassa's Oracle")
    resolve(state)
    assert state.winner == 0                                  # devotion 2 >= an empty library


def test_card_goblin_guide():
    state = build_position({"battlefield": ["Mountain"], "hand": ["Goblin Guide", "Island"]},
                           {"hand": ["Plains", "Forest"], "library": ["Swamp"]})
    act(state, "cast Goblin Guide")
    resolve(state)
    until_decision(state, "attack")                           # haste
    act(state, "attack with Goblin Guide")
    pass_to_step(state, "main 2")
    assert state.life(1) == 18 and "Swamp" in state.names_in("hand", 1)   # a land on top: to hand


def test_card_vault_skirge():
    state = build_position({"battlefield": ["Mox Pearl"], "hand": ["Vault Skirge", "Island"]}, LANDS_B)
    act(state, "cast Vault Skirge")                           # {1} + 2 life for {B/P}
    resolve(state)
    assert state.life(0) == 18
    next_turn(state, 0)
    attack_with(state, "Vault Skirge")
    pass_to_step(state, "main 2")
    assert state.life(0) == 19 and state.life(1) == 19        # flying, lifelink


def test_card_mother_of_runes():
    state = build_position({"battlefield": ["Mother of Runes", "Goblin Guide"], "hand": ["Island"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Plains"]}, active=1)
    act(state, "cast Lightning Bolt")
    act(state, "target Goblin Guide")
    act_as(state, 0, "activate Mother of Runes")
    act(state, "target Goblin Guide")
    resolve(state)
    act(state, "protection from red")
    resolve(state)
    assert "Goblin Guide" in state.names_in("battlefield", 0)   # the Bolt lost its target


def test_card_lupine_prototype():
    state = build_position({"battlefield": ["Lupine Prototype"], "hand": ["Island", "Swamp"]},
                           {"hand": ["Plains", "Forest", "Mountain"]}, step="declare attackers")
    assert state.decision != "attack"                        # both players hold cards: it can't attack
    state = build_position({"battlefield": ["Lupine Prototype", "Island", "Swamp"]},
                           {"hand": ["Plains", "Forest", "Mountain"]}, step="declare attackers")
    act(state, "attack with Lupine Prototype")               # its controller's hand is empty
    pass_to_step(state, "main 2")
    assert state.life(1) == 15


def p1p1(state, obj: int) -> int:
    return int(state.fields["objects"][obj]["p1p1"])


def test_card_chronomaton():
    # CR 602.2: {1}, {T}: a +1/+1 counter on itself; CR 613.4c: counters count in layer 7c.
    state = build_position({"battlefield": ["Chronomaton", "Mox Pearl"], "hand": ["Island"]},
                           LANDS_B)
    act(state, "activate Chronomaton")
    resolve(state)
    chronomaton = state.find("Chronomaton")
    assert p1p1(state, chronomaton) == 1
    assert (state.view(chronomaton)["power"], state.view(chronomaton)["toughness"]) == (2, 2)
    assert "tapped" in state.flags(state.find("Mox Pearl"))   # {1} was paid
    assert not can(state, "activate Chronomaton")             # {T}: once until it untaps
    next_turn(state, 0)
    act(state, "activate Chronomaton")
    resolve(state)
    assert p1p1(state, chronomaton) == 2


def test_card_chronomaton_summoning_sick():
    # CR 302.6: a creature's {T} ability needs it to have been under control since the turn began.
    state = build_position({"battlefield": ["Chronomaton", "Mox Pearl"], "hand": ["Island"]},
                           LANDS_B, sick=((0, "Chronomaton"),))
    assert not can(state, "activate Chronomaton")


def test_card_lodestone_golem():
    # CR 601.2f: nonartifact spells cost {1} more, whoever casts them; artifact spells don't.
    state = build_position({"battlefield": ["Lodestone Golem"], "hand": ["Memnite", "Lightning Bolt"]},
                           {"battlefield": ["Mountain", "Mox Pearl"], "hand": ["Goblin Guide"]})
    assert can(state, "cast Memnite")                        # an artifact: still {0}
    assert not can(state, "cast Lightning Bolt")             # its controller's too: {R}{1}, no mana
    state = build_position({"battlefield": ["Lodestone Golem"], "hand": ["Memnite", "Lightning Bolt"]},
                           {"battlefield": ["Mountain", "Mox Pearl"], "hand": ["Goblin Guide"]},
                           active=1)
    act(state, "cast Goblin Guide")                           # {R} + {1}: the Mountain and the Mox
    assert "tapped" in state.flags(state.find("Mountain"))
    assert "tapped" in state.flags(state.find("Mox Pearl"))
    resolve(state)
    assert "Goblin Guide" in state.names_in("battlefield", 1)


def test_card_lodestone_golem_taxes_a_one_mana_spell_out_of_reach():
    state = build_position({"battlefield": ["Lodestone Golem"], "hand": ["Memnite", "Island"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Goblin Guide"]},
                           active=1)
    assert not can(state, "cast Lightning Bolt") and not can(state, "cast Goblin Guide")


def test_card_steel_overseer():
    # "each artifact creature you control" as it resolves (CR 608.2h): itself and Memnite, not
    # a nonartifact creature, not the opponent's artifact creature.
    state = build_position({"battlefield": ["Steel Overseer", "Memnite", "Goblin Guide"]},
                           {"battlefield": ["Memnite"], "hand": ["Plains", "Forest"]})
    act(state, "activate Steel Overseer")
    resolve(state)
    assert p1p1(state, state.find("Steel Overseer")) == 1
    assert p1p1(state, state.find("Memnite", "battlefield", 0)) == 1
    assert p1p1(state, state.find("Goblin Guide")) == 0
    assert p1p1(state, state.find("Memnite", "battlefield", 1)) == 0
    assert not can(state, "activate Steel Overseer")          # tapped


def test_card_steel_overseer_counts_an_animated_factory():
    # Mishra's Factory is an artifact creature only while animated (CR 613.1d); its counter stays.
    state = build_position({"battlefield": ["Steel Overseer", "Mishra's Factory", "Mox Pearl"]},
                           LANDS_B)
    act(state, "activate Mishra's Factory: {1}: Mishra's Factory becomes")
    act(state, "pay with Mox Pearl")
    resolve(state)
    act(state, "activate Steel Overseer")
    resolve(state)
    factory = state.find("Mishra's Factory")
    assert p1p1(state, factory) == 1 and state.view(factory)["power"] == 3
    assert p1p1(state, state.find("Steel Overseer")) == 1


# --- Cards beyond the 118-card pool ------------------------------------------------------------


def test_card_misthollow_griffin():
    state = build_position({"battlefield": ["Plains"], "hand": ["Swords to Plowshares", "Island"]},
                           {"battlefield": ["Misthollow Griffin", "Black Lotus", "Mox Sapphire"]})
    act(state, "cast Swords to Plowshares")                   # its one target: the Griffin
    resolve(state)
    assert state.names_in("exile", 1) == ["Misthollow Griffin"] and state.life(1) == 23
    assert not can(state, "cast Misthollow Griffin")          # P1 at priority: no flash (CR 307.1)
    next_turn(state, 1)
    act(state, "cast Misthollow Griffin from exile")          # {2}{U}{U}: Lotus (UUU) and the Mox
    resolve(state)
    assert "Misthollow Griffin" in state.names_in("battlefield", 1)
    assert state.names_in("exile") == []


def test_card_misthollow_griffin_spellbound():
    # Exiled by Elite Spellbinder, it may still be cast by its own permission, for its mana
    # cost: Spellbinder's {2} applies only to a spell cast by Spellbinder's permission (CR 601.2f).
    state = build_position({"battlefield": ["Plains", "Sol Ring"], "hand": ["Elite Spellbinder"]},
                           {"battlefield": ["Black Lotus", "Mox Sapphire"], "hand": ["Misthollow Griffin"]})
    act(state, "cast Elite Spellbinder")
    resolve(state)
    act(state, "exile: Misthollow Griffin")
    next_turn(state, 1)
    assert set(options(state)) == {"pass priority", "cast Misthollow Griffin from exile"}
    act(state, "cast Misthollow Griffin from exile")          # 4 mana, not 6
    resolve(state)
    assert "Misthollow Griffin" in state.names_in("battlefield", 1)


def test_card_laboratory_maniac():
    # TB-2: libraries are empty, so the draw step's draw (CR 504.1) is replaced: P0 wins.
    state = build_position({"battlefield": ["Laboratory Maniac", "Island"], "hand": ["Swamp"]},
                           LANDS_B, step="draw")
    assert state.is_terminal() and state.winner == 0


def test_card_laboratory_maniac_library_not_empty():
    state = build_position({"battlefield": ["Laboratory Maniac", "Island"], "library": ["Swamp"]},
                           LANDS_B, step="draw")
    assert not state.is_terminal() and state.names_in("hand", 0) == ["Swamp"]


def test_card_laboratory_maniac_drawn_by_an_effect():
    # Thought-Knot Seer leaves: its trigger makes P1 draw from an empty library; P1 wins.
    state = build_position({"battlefield": ["Thought-Knot Seer", "Plains"], "hand": ["Swords to Plowshares"]},
                           {"battlefield": ["Laboratory Maniac"], "hand": ["Island", "Forest"]})
    act(state, "cast Swords to Plowshares")
    act(state, "target Thought-Knot Seer")
    resolve(state)
    assert state.is_terminal() and state.winner == 1


def test_card_laboratory_maniac_island_sanctuary():
    # Two replacement effects: the player chooses (CR 616.1). Skipping the draw wins nothing.
    state = build_position({"battlefield": ["Laboratory Maniac", "Island Sanctuary", "Island"]},
                           LANDS_B, step="draw")
    act(state, "skip the draw (Island Sanctuary)")
    assert not state.is_terminal()
    state = build_position({"battlefield": ["Laboratory Maniac", "Island Sanctuary", "Island"]},
                           LANDS_B, step="draw")
    act(state, "draw")
    assert state.is_terminal() and state.winner == 0


def test_card_hangarback_walker():
    state = build_position({"battlefield": ["Mox Ruby", "Sol Ring"], "hand": ["Hangarback Walker"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Forest"]})
    act(state, "cast Hangarback Walker")
    assert set(options(state)) == {"X = 0", "X = 1"}           # {X}{X} with 3 mana
    act(state, "X = 1")
    act(state, "pay with Sol Ring")
    resolve(state)
    walker = state.find("Hangarback Walker")
    assert int(state.fields["objects"][walker]["p1p1"]) == 1 and state.view(walker)["power"] == 1
    next_turn(state, 0)
    act(state, "activate Hangarback Walker")                  # {1}, {T}
    act(state, "pay with Mox Ruby")
    resolve(state)
    assert int(state.fields["objects"][walker]["p1p1"]) == 2
    next_turn(state, 1)
    act(state, "cast Lightning Bolt")
    act(state, "target Hangarback Walker")
    resolve(state)
    # It died with two +1/+1 counters: two 1/1 colourless flying Thopter artifact creatures.
    assert state.names_in("battlefield", 0) == ["Mox Ruby", "Sol Ring", "Thopter", "Thopter"]
    assert state.names_in("graveyard", 0) == ["Hangarback Walker"]
    thopter = state.view(state.find("Thopter"))
    assert (thopter["power"], thopter["toughness"], thopter["colors"]) == (1, 1, 0)
    assert "flying" in state.keywords(state.find("Thopter"))


def test_card_hangarback_walker_x_zero():
    state = build_position({"battlefield": ["Mox Ruby", "Sol Ring"], "hand": ["Hangarback Walker"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Forest"]})
    act(state, "cast Hangarback Walker")
    act(state, "X = 0")
    resolve(state)                                            # a 0/0: dies (CR 704.5f), no counters
    assert state.names_in("battlefield", 0) == ["Mox Ruby", "Sol Ring"]
    assert state.names_in("graveyard", 0) == ["Hangarback Walker"]


def test_card_hangarback_walker_infect():
    # Blocked by Inkmoth Nexus (infect): a -1/-1 counter makes it 0/0. It dies and its counters
    # annihilate at the same time (CR 704.3, 704.5f, 704.5q), so it died with its +1/+1
    # counter: one Thopter.
    state = build_position({"battlefield": ["Hangarback Walker", "Island"], "hand": ["Swamp"]},
                           {"battlefield": ["Inkmoth Nexus", "Sol Ring"], "hand": ["Forest"]},
                           plus_counters={(0, "Hangarback Walker"): 1}, step="declare attackers")
    act(state, "attack with Hangarback Walker")
    act_as(state, 1, "activate Inkmoth Nexus")
    act(state, "pay with Sol Ring")
    resolve(state)
    until_decision(state, "block")
    act(state, "Inkmoth Nexus blocks Hangarback Walker")
    pass_to_step(state, "main 2")
    assert state.names_in("battlefield", 0) == ["Island", "Thopter"]
    assert state.names_in("graveyard") == ["Hangarback Walker", "Inkmoth Nexus"]


def test_card_cruel_sadist():
    state = build_position({"battlefield": ["Cruel Sadist", "Swamp"], "hand": ["Island"]}, LANDS_B)
    act(state, "activate Cruel Sadist: {B}, {T}, Pay 1 life")
    resolve(state)
    sadist = state.find("Cruel Sadist")
    assert state.life(0) == 19 and int(state.fields["objects"][sadist]["p1p1"]) == 1
    assert "tapped" in state.flags(sadist)


def test_card_cruel_sadist_damage():
    state = build_position({"battlefield": ["Cruel Sadist", "Black Lotus"], "hand": ["Island"]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Plains", "Forest"]},
                           plus_counters={(0, "Cruel Sadist"): 2})
    act(state, "activate Cruel Sadist: {2}{B}")
    assert set(options(state)) == {"X = 0", "X = 1", "X = 2"}   # X up to its counters (CR 107.3)
    act(state, "X = 2")
    act(state, "target Goblin Guide")
    resolve(state)
    sadist = state.find("Cruel Sadist")
    assert int(state.fields["objects"][sadist]["p1p1"]) == 0    # removed as a cost (CR 602.2b)
    assert state.names_in("graveyard", 1) == ["Goblin Guide"]   # 2 damage to a 2/2
    assert state.names_in("battlefield") == ["Cruel Sadist"]


def test_card_meddling_mage():
    """As it enters (CR 614.12) its controller names a nonland card: the game's nonland cards,
    or one name of no card in the game (TB-8). Spells with that name can't be cast (CR 101.2),
    by either player, until the Mage leaves the battlefield."""
    state = build_position({"battlefield": ["Mox Pearl", "Mox Sapphire"], "hand": ["Meddling Mage"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Goblin Guide"]})
    act(state, "cast Meddling Mage")
    resolve(state)
    assert state.decision == "name"
    assert set(options(state)) == {"name Mox Pearl", "name Mox Sapphire", "name Meddling Mage",
                                   "name Lightning Bolt", "name Goblin Guide",
                                   "name a card not in this game"}
    act(state, "name Goblin Guide")
    next_turn(state, 1)
    assert not can(state, "cast Goblin Guide")
    act(state, "cast Lightning Bolt")
    act(state, "target Meddling Mage")
    resolve(state)
    assert state.names_in("graveyard", 0) == ["Meddling Mage"]
    next_turn(state, 1)
    assert can(state, "cast Goblin Guide")                    # the Mage has left
    state = build_position({"battlefield": ["Meddling Mage", "Mountain"], "hand": ["Lightning Bolt"]},
                           {"hand": ["Plains", "Island", "Forest"]})
    state.fields["objects"][state.find("Meddling Mage")]["choice"] = state.fields["objects"][
        state.find("Lightning Bolt")]["card"]
    assert not can(state, "cast Lightning Bolt")              # its own controller's spells too


def test_card_old_growth_dryads():
    """A 3/3 for {G}. When it enters, each opponent may search their library for a basic land
    card and put it onto the battlefield tapped (CR 701.23), then shuffle; in 3CB the library
    holds only what an effect put there (TB-1), so the search usually finds nothing."""
    state = build_position({"battlefield": ["Forest"], "hand": ["Old-Growth Dryads", "Island"]},
                           {"library": ["Plains", "Swamp"], "hand": ["Mountain"]})
    act(state, "cast Old-Growth Dryads")
    resolve(state)
    assert state.decision == "choose object" and state.current_player() == 1
    assert set(options(state)) == {"put onto the battlefield from the library: Plains",
                                   "put onto the battlefield from the library: Swamp", "none"}
    act(state, "put onto the battlefield from the library: Swamp")
    swamp = state.find("Swamp")
    assert swamp in state.objects_in("battlefield", 1) and "tapped" in state.flags(swamp)
    dryads = state.view(state.find("Old-Growth Dryads"))
    assert (dryads["power"], dryads["toughness"]) == (3, 3)
    assert state.names_in("battlefield", 0) == ["Forest", "Old-Growth Dryads"]
    state = build_position({"battlefield": ["Forest"], "hand": ["Old-Growth Dryads", "Island"]},
                           {"library": ["Plains"], "hand": ["Mountain", "Island"]})
    act(state, "cast Old-Growth Dryads")
    resolve(state)
    assert state.current_player() == 1
    act(state, "none")                                        # "may": declining is allowed
    assert state.names_in("battlefield", 1) == [] and state.names_in("library", 1) == ["Plains"]
    state = build_position({"battlefield": ["Forest"], "hand": ["Old-Growth Dryads", "Island"]},
                           {"hand": ["Mountain", "Plains", "Island"]})
    act(state, "cast Old-Growth Dryads")
    resolve(state)                                            # an empty library: nothing
    assert state.decision == "priority" and state.names_in("battlefield", 1) == []


def test_card_phyrexian_revoker():
    """As it enters its controller chooses a nonland card name (CR 614.12; TB-8: the game's
    nonland cards with activated abilities, or one other name). Activated abilities of sources
    with that name can't be activated, mana abilities included (CR 605.1a): Sol Ring on the
    battlefield, Simian Spirit Guide from a hand; a land can't be named (Mishra's Factory)."""
    state = build_position({"battlefield": ["Mox Pearl", "Mox Sapphire"], "hand": ["Phyrexian Revoker"]},
                           {"battlefield": ["Mishra's Factory", "Sol Ring"], "hand": ["Steel Overseer"]})
    act(state, "cast Phyrexian Revoker")
    resolve(state)
    assert state.decision == "name" and state.current_player() == 0
    assert set(options(state)) == {"name Mox Pearl", "name Mox Sapphire", "name Sol Ring",
                                   "name Steel Overseer", "name a card not in this game"}
    act(state, "name Sol Ring")
    revoker = state.view(state.find("Phyrexian Revoker"))
    assert (revoker["power"], revoker["toughness"]) == (2, 1)
    next_turn(state, 1)
    assert not can(state, "cast Steel Overseer")              # {2}: only the Factory's {C} left
    assert can(state, "activate Mishra's Factory")            # a land's abilities still work
    state = build_position({"battlefield": ["Mox Pearl", "Mox Sapphire"], "hand": ["Phyrexian Revoker"]},
                           {"battlefield": ["Mishra's Factory", "Sol Ring"], "hand": ["Steel Overseer"]})
    act(state, "cast Phyrexian Revoker")
    resolve(state)
    act(state, "name a card not in this game")
    next_turn(state, 1)
    act(state, "cast Steel Overseer")                         # Sol Ring pays
    resolve(state)
    assert "Steel Overseer" in state.names_in("battlefield", 1)
    state = build_position({"battlefield": ["Phyrexian Revoker"], "hand": ["Island", "Plains"]},
                           {"hand": ["Simian Spirit Guide", "Goblin Guide", "Lightning Bolt"]},
                           active=1)
    state.fields["objects"][state.find("Phyrexian Revoker")]["choice"] = state.fields["objects"][
        state.find("Simian Spirit Guide")]["card"]
    assert not can(state, "cast Goblin Guide")                # no exiling the Guide for {R}
    state.fields["objects"][state.find("Phyrexian Revoker")]["choice"] = state.fields["objects"][
        state.find("Lightning Bolt")]["card"]
    act(state, "cast Goblin Guide")                           # the Spirit Guide's {R}
    assert state.names_in("exile", 1) == ["Simian Spirit Guide"]
    state = build_position({"battlefield": ["Phyrexian Revoker", "Mox Pearl"], "hand": ["Island"]},
                           {"battlefield": ["Steel Overseer"], "hand": ["Mountain", "Forest"]},
                           active=1)
    assert can(state, "activate Steel Overseer")
    state.fields["objects"][state.find("Phyrexian Revoker")]["choice"] = state.fields["objects"][
        state.find("Steel Overseer")]["card"]
    assert not can(state, "activate Steel Overseer")          # a non-mana ability too


def test_card_deep_cavern_bat():
    """A 1/1 with flying and lifelink. As its enters trigger resolves its controller looks at the
    target opponent's hand and may exile a nonland card from it until the Bat leaves the
    battlefield (CR 610.3a: the card then returns to its owner's hand at once)."""
    state = build_position({"battlefield": ["Swamp", "Swamp"], "hand": ["Deep-Cavern Bat"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Goblin Guide"]})
    act(state, "cast Deep-Cavern Bat")
    resolve(state)
    assert state.decision == "choose object" and state.current_player() == 0
    assert [t.split(" (")[0] for t in options(state)] == ["exile: Lightning Bolt",
                                                          "exile: Goblin Guide", "none"]
    act(state, "exile: Lightning Bolt")
    bat = state.find("Deep-Cavern Bat")
    assert state.view(bat)["keywords"] == 1 | 16              # flying, lifelink
    assert state.names_in("exile", 1) == ["Lightning Bolt"]
    assert state.names_in("hand", 1) == ["Goblin Guide"]
    next_turn(state, 1)
    assert not can(state, "cast Lightning Bolt")              # it stays exiled
    state = build_position({"battlefield": ["Deep-Cavern Bat", "Swamp"], "hand": ["Island"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Lightning Bolt"]},
                           active=1)
    state.fields["objects"][state.find("Deep-Cavern Bat")]["link"] = state.find("Lightning Bolt")
    state.fields["objects"][state.find("Lightning Bolt")]["zone"] = 6          # exile
    assert state.check_invariants() == 0
    act(state, "cast Lightning Bolt")
    act(state, "target Deep-Cavern Bat")
    resolve(state)
    assert state.names_in("graveyard", 0) == ["Deep-Cavern Bat"]
    assert state.names_in("exile", 1) == [] and state.names_in("hand", 1) == ["Lightning Bolt"]
    assert can(state, "pass priority") and not can(state, "cast Lightning Bolt")   # no mana left


def test_card_deep_cavern_bat_leaves_first():
    """CR 610.3c: if the Bat has left the battlefield before its trigger resolves, nothing is
    exiled (the opponent answers the trigger by killing it)."""
    state = build_position({"battlefield": ["Swamp", "Swamp"], "hand": ["Deep-Cavern Bat"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Goblin Guide"]})
    act(state, "cast Deep-Cavern Bat")
    until_decision(state, "priority")
    while not ("Deep-Cavern Bat" in state.names_in("battlefield", 0)
               and int(state.fields["stack_len"]) == 1 and state.current_player() == 1):
        act(state, "pass priority")                           # the trigger waits on the stack
    act_as(state, 1, "cast Lightning Bolt")
    act(state, "target Deep-Cavern Bat")
    resolve(state)
    assert state.names_in("graveyard", 0) == ["Deep-Cavern Bat"]
    assert state.names_in("exile", 1) == [] and state.names_in("hand", 1) == ["Goblin Guide"]


def _assembler_ability(state, whose="P0's"):
    return f"activate Autonomous Assembler ({whose}): {{1}}, {{T}}"


def test_card_autonomous_assembler():
    # Cast normally for {5} (CR 718.4): a colorless 4/5 with mana value 5; Chalice of the Void
    # at two doesn't see it. Vigilance (CR 702.20): it attacks without tapping.
    state = build_position({"battlefield": ["Black Lotus", "Sol Ring"], "hand": ["Autonomous Assembler"]},
                           {"battlefield": ["Chalice of the Void"], "hand": ["Island", "Swamp"]},
                           counters={(1, "Chalice of the Void"): 2})
    act(state, "cast Autonomous Assembler")                   # {5}: Black Lotus and Sol Ring
    resolve(state)
    assembler = state.find("Autonomous Assembler", "battlefield")
    view = state.view(assembler)
    assert (view["power"], view["toughness"], view["colors"], view["mana_value"]) == (4, 5, 0, 5)
    assert state.keywords(assembler) == {"vigilance"}
    attack_with(state, "Autonomous Assembler")                # P0's next turn
    pass_to_step(state, "main 2")
    assert state.life(1) == 16 and "tapped" not in state.flags(assembler)


def test_card_autonomous_assembler_prototype():
    # CR 702.160a, 718.3b: cast prototyped for {1}{W}, the spell and the permanent are a white
    # 2/2 with mana value 2 (Chalice of the Void at two counters the spell); in any other zone
    # it is the normal card again (CR 718.4): a colorless card with mana value 5.
    state = build_position({"battlefield": ["Plains", "Mox Pearl"], "hand": ["Autonomous Assembler"]},
                           {"hand": ["Island", "Swamp", "Forest"]})
    act(state, "cast Autonomous Assembler prototyped")
    resolve(state)
    assembler = state.find("Autonomous Assembler", "battlefield")
    view = state.view(assembler)
    white = 1
    assert (view["power"], view["toughness"], view["colors"], view["mana_value"]) == (2, 2, white, 2)
    assert state.keywords(assembler) == {"vigilance"}             # it keeps its abilities

    state = build_position({"battlefield": ["Plains", "Mox Pearl"], "hand": ["Autonomous Assembler"]},
                           {"battlefield": ["Chalice of the Void", "Mountain"], "hand": ["Lightning Bolt"]},
                           counters={(1, "Chalice of the Void"): 2})
    act(state, "cast Autonomous Assembler prototyped")
    assert state.decision == "priority" and state.current_player() == 1   # Bolt in hand
    spell = state.find("Autonomous Assembler", "stack")
    assert state.view(spell)["mana_value"] == 2 and state.view(spell)["colors"] == white
    resolve(state)
    assert state.names_in("graveyard", 0) == ["Autonomous Assembler"]      # countered
    card = state.find("Autonomous Assembler", "graveyard")
    assert int(state.fields["objects"][card]["extra"]) == 0
    assert (state.view(card)["mana_value"], state.view(card)["colors"]) == (5, 0)


def test_card_autonomous_assembler_prototype_leaves_the_battlefield():
    # CR 718.4: a prototyped permanent that dies is the normal card in the graveyard.
    state = build_position({"battlefield": ["Autonomous Assembler"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Forest"]},
                           prototyped=[(0, "Autonomous Assembler")], active=1)
    act(state, "cast Lightning Bolt")
    act(state, "target Autonomous Assembler")
    resolve(state)
    card = state.find("Autonomous Assembler", "graveyard")
    assert int(state.fields["objects"][card]["extra"]) == 0 and state.view(card)["mana_value"] == 5


def test_card_autonomous_assembler_counter():
    # "{1}, {T}: Put a +1/+1 counter on target Assembly-Worker you control": its own Assembly-
    # Workers (itself, an animated Mishra's Factory), not the opponent's (CR 115.1, 205.3m).
    state = build_position({"battlefield": ["Autonomous Assembler", "Mishra's Factory", "Mox Pearl"]},
                           {"battlefield": ["Autonomous Assembler", "Goblin Guide"], "hand": ["Mountain"]},
                           prototyped=[(0, "Autonomous Assembler")])
    act(state, "activate Mishra's Factory: {1}: Mishra's Factory becomes")
    act(state, "pay with Mox Pearl")
    resolve(state)
    act(state, _assembler_ability(state))
    assert state.decision == "target"
    assert sorted(options(state)) == ["target Autonomous Assembler (P0's)", "target Mishra's Factory"]
    act(state, "target Autonomous Assembler (P0's)")
    resolve(state)                                            # paid with the Factory's {C}
    mine = state.find("Autonomous Assembler", "battlefield", player=0)
    assert int(state.fields["objects"][mine]["p1p1"]) == 1
    assert (state.view(mine)["power"], state.view(mine)["toughness"]) == (3, 3)
    assert "tapped" in state.flags(mine)


def test_card_autonomous_assembler_prototype_mark_is_state():
    # The prototype mark is part of the position: a prototyped and a normal Assembler differ in
    # the canonical hash (the exact solver's transpositions) and in play.
    plain = build_position({"battlefield": ["Autonomous Assembler"], "hand": ["Island", "Swamp"]},
                           {"hand": ["Mountain", "Forest", "Plains"]})
    marked = build_position({"battlefield": ["Autonomous Assembler"], "hand": ["Island", "Swamp"]},
                            {"hand": ["Mountain", "Forest", "Plains"]},
                            prototyped=[(0, "Autonomous Assembler")])
    assert plain.canonical_hash() != marked.canonical_hash()
    assert marked.check_invariants() == 0


def test_card_slippery_bogle():
    """{G/U} is a hybrid symbol (CR 107.4e): paid with {G} or with {U}, never with another
    colour; its mana value is 1 (CR 202.3f: Chalice of the Void at 1 counters it) and it is green
    and blue (CR 105.2). Hexproof (CR 702.11b): opponents can't target it, its controller can."""
    for land in ("Forest", "Island"):
        state = build_position({"battlefield": [land], "hand": ["Slippery Bogle", "Memnite"]},
                               {"hand": ["Plains", "Swamp", "Mountain"]})
        act(state, "cast Slippery Bogle")
        resolve(state)
        assert "Slippery Bogle" in state.names_in("battlefield", 0)
        assert "tapped" in state.flags(state.find(land))
    state = build_position({"battlefield": ["Mountain", "Plains"], "hand": ["Slippery Bogle"]},
                           {"hand": ["Plains", "Swamp", "Mountain"]})
    assert not can(state, "cast Slippery Bogle")                 # neither {G} nor {U}
    state = build_position({"battlefield": ["Forest", "Island"], "hand": ["Slippery Bogle"]},
                           {"hand": ["Plains", "Swamp", "Mountain"]})
    act(state, "cast Slippery Bogle")
    assert state.decision == "pay"                               # either land pays it
    assert len(options(state)) == 2
    act(state, "pay with Island")
    resolve(state)
    assert "tapped" in state.flags(state.find("Island"))
    assert "tapped" not in state.flags(state.find("Forest"))
    assert state.view(state.find("Slippery Bogle"))["colors"] == 2 | 16
    state = build_position({"battlefield": ["Forest"], "hand": ["Slippery Bogle", "Memnite"]},
                           {"battlefield": ["Chalice of the Void"], "hand": ["Plains", "Swamp"]},
                           counters={(1, "Chalice of the Void"): 1})
    act(state, "cast Slippery Bogle")
    resolve(state)
    assert state.names_in("graveyard", 0) == ["Slippery Bogle"]  # mana value 1
    state = build_position({"battlefield": ["Slippery Bogle", "Mountain"], "hand": ["Lightning Bolt"]},
                           {"battlefield": ["Slippery Bogle", "Mountain"], "hand": ["Lightning Bolt"]})
    act(state, "cast Lightning Bolt")
    assert set(options(state)) == {"target Slippery Bogle (P0's)", "target P0", "target P1"}
    act(state, "target Slippery Bogle")                          # its own: hexproof allows it
    resolve(state)
    assert state.names_in("graveyard", 0) == ["Lightning Bolt", "Slippery Bogle"]
    assert state.names_in("battlefield", 1) == ["Mountain", "Slippery Bogle"]


# Shadowgrange Archfiend: madness (CR 702.35) and its greatest-power edict.
ARCHFIEND_LED = {"battlefield": ["Lion's Eye Diamond"], "hand": ["Shadowgrange Archfiend", "Memnite"]}


def test_card_shadowgrange_archfiend():
    """Lion's Eye Diamond's cost discards the hand: the Archfiend is discarded into exile (CR
    702.35a), its madness trigger resolves and it is cast for {2}{B} and 8 life from the
    Diamond's floating mana (CR 702.35b, 601.2f-h). As it enters, the opponent sacrifices the
    creature with the greatest power (Rotting Regisaur, not Memnite: nothing to choose) and
    the Archfiend's controller gains that power, 7, in life."""
    state = build_position(ARCHFIEND_LED, {"battlefield": ["Mountain", "Rotting Regisaur",
                                                           "Memnite"], "hand": []})
    act(state, "activate Lion's Eye Diamond")
    act(state, "add three black")
    assert state.names_in("exile", 0) == ["Shadowgrange Archfiend"]
    assert state.names_in("graveyard", 0) == ["Lion's Eye Diamond", "Memnite"]
    assert state.decision == "yes/no"                         # the madness trigger resolving
    act(state, "cast Shadowgrange Archfiend for its madness cost")
    resolve(state)
    assert state.names_in("battlefield", 0) == ["Shadowgrange Archfiend"]
    assert state.names_in("battlefield", 1) == ["Memnite", "Mountain"]
    assert state.names_in("graveyard", 1) == ["Rotting Regisaur"]
    assert state.life(0) == 20 - 8 + 7 and state.life(1) == 20


def test_card_shadowgrange_archfiend_declined_goes_to_the_graveyard():
    """Not cast, the madness card goes to its owner's graveyard (CR 702.35a); the Diamond's
    mana stays in the pool for the rest of the step."""
    state = build_position(ARCHFIEND_LED, {"battlefield": ["Mountain", "Goblin Guide"],
                                           "hand": ["Island"]})
    act(state, "activate Lion's Eye Diamond")
    act(state, "add three black")
    act(state, "put Shadowgrange Archfiend into its owner's graveyard")
    assert state.names_in("graveyard", 0) == ["Lion's Eye Diamond", "Memnite",
                                              "Shadowgrange Archfiend"]
    assert state.names_in("exile", 0) == [] and state.life(0) == 20
    assert not can(state, "cast Shadowgrange Archfiend")


def test_card_shadowgrange_archfiend_discarded_by_an_opponent():
    """Madness works whoever makes its owner discard it (CR 702.35a): Thoughtseize on the
    opponent's turn, and the Archfiend is cast at once, a creature spell during the opponent's
    main phase (casting while the trigger resolves ignores timing, CR 608.2g). Ancient Tomb's
    damage and the 8 life are paid; the Thoughtseize player's only creature is sacrificed."""
    state = build_position({"battlefield": ["Ancient Tomb", "Swamp"], "hand": ["Shadowgrange Archfiend"]},
                           {"battlefield": ["Swamp", "Goblin Guide"], "hand": ["Thoughtseize"]},
                           active=1)
    act_as(state, 1, "cast Thoughtseize")
    act_as(state, 1, "target P0")
    resolve(state)                                            # P1 chooses the one nonland card
    assert state.decision == "yes/no" and state.current_player() == 0
    act_as(state, 0, "cast Shadowgrange Archfiend for its madness cost")
    resolve(state)
    assert state.names_in("battlefield", 0) == ["Ancient Tomb", "Shadowgrange Archfiend", "Swamp"]
    assert state.names_in("graveyard", 1) == ["Goblin Guide", "Thoughtseize"]
    assert state.life(0) == 20 - 2 - 8 + 2 and state.life(1) == 18


def test_card_shadowgrange_archfiend_without_8_life_goes_to_the_graveyard():
    """CR 119.4: a player can't pay more life than they have; with 7 life the madness cost
    can't be paid, so nobody is asked and the card goes to the graveyard."""
    state = build_position(ARCHFIEND_LED, {"battlefield": ["Mountain", "Goblin Guide"],
                                           "hand": ["Island"]}, life={0: 7})
    act(state, "activate Lion's Eye Diamond")
    act(state, "add three black")
    assert state.decision == "priority"
    assert "Shadowgrange Archfiend" in state.names_in("graveyard", 0)
    assert state.names_in("exile", 0) == [] and state.life(0) == 7


def test_card_shadowgrange_archfiend_trigger_stifled_stays_exiled():
    """The madness trigger is an ability on the stack: Stifled, the card stays in exile (CR
    702.35a casts it only as the trigger resolves) and is never a play option from there, not
    even while its trigger waits on the stack."""
    state = build_position({"battlefield": ["Lion's Eye Diamond", "Mishra's Factory"],
                            "hand": ["Shadowgrange Archfiend"]},
                           {"battlefield": ["Island"], "hand": ["Stifle", "Plains"]})
    act(state, "activate Lion's Eye Diamond")
    act(state, "add three black")
    assert int(state.fields["stack_len"]) == 1                # the madness trigger
    assert state.current_player() == 0 and can(state, "activate Mishra's Factory")
    assert not can(state, "cast Shadowgrange Archfiend")
    act_as(state, 0, "pass priority")
    act_as(state, 1, "cast Stifle")
    resolve(state)
    assert state.names_in("exile", 0) == ["Shadowgrange Archfiend"]
    assert state.life(0) == 20
    # Main phase, empty stack, {B}{B}{B} still floating: the madness cost could be paid.
    assert state.current_player() == 0 and state.decision == "priority"
    assert int(state.fields["stack_len"]) == 0 and state.step == "main 1"
    assert can(state, "activate Mishra's Factory")
    assert not can(state, "cast Shadowgrange Archfiend")


def test_card_shadowgrange_archfiend_madness_before_leyline_of_the_void():
    """With the opponent's Leyline of the Void, the discarding player applies madness's
    replacement first (CR 616.1), so the Archfiend can still be cast; declined, it would go to
    the graveyard, and the Leyline exiles it instead (CR 614.1a)."""
    for cast in (True, False):
        state = build_position(ARCHFIEND_LED, {"battlefield": ["Leyline of the Void", "Goblin Guide"],
                                               "hand": ["Island"]})
        act(state, "activate Lion's Eye Diamond")
        act(state, "add three black")
        assert state.names_in("graveyard", 0) == []          # LED and Memnite: exiled
        if cast:
            act(state, "cast Shadowgrange Archfiend for its madness cost")
            resolve(state)
            assert "Shadowgrange Archfiend" in state.names_in("battlefield", 0)
            assert state.life(0) == 14
        else:
            act(state, "put Shadowgrange Archfiend into its owner's graveyard")
            assert state.names_in("exile", 0) == ["Lion's Eye Diamond", "Memnite",
                                                  "Shadowgrange Archfiend"]


def test_card_shadowgrange_archfiend_cast_from_hand_tied_power():
    """Cast for its mana cost (no madness): with two creatures tied for the greatest power,
    their controller chooses which to sacrifice; with none, nothing is gained."""
    state = build_position({"battlefield": ["Swamp"], "hand": ["Shadowgrange Archfiend", "Island"]},
                           {"battlefield": ["Goblin Guide", "Student of Warfare"], "hand": ["Plains"]},
                           pool={0: {"B": 6}}, plus_counters={(1, "Student of Warfare"): 1})
    act(state, "cast Shadowgrange Archfiend")
    resolve(state)
    assert state.decision == "choose object" and state.current_player() == 1
    act_as(state, 1, "sacrifice: Student of Warfare")
    resolve(state)
    assert state.names_in("battlefield", 1) == ["Goblin Guide"]
    assert state.life(0) == 22


def test_card_worldspine_wurm():
    """Flash puts it onto the battlefield and, unpaid, sacrifices it: it dies, so both its dies
    trigger and its "put into a graveyard from anywhere" trigger fire (CR 603.6c, 603.10a),
    ordered by its controller (CR 603.3b). Three 5/5 trample Wurms; the card is shuffled into
    its owner's library (alone there: nothing to order) and drawn in the next draw step."""
    state = build_position({"battlefield": ["Saprazzan Skerry"], "hand": ["Flash", "Worldspine Wurm"]},
                           {"battlefield": ["Mountain"], "hand": ["Goblin Guide", "Island"]},
                           counters={(0, "Saprazzan Skerry"): 2})
    act(state, "cast Flash")
    act(state, "put onto the battlefield: Worldspine Wurm")   # can't pay {6}{G}{G}{G}: sacrificed
    assert state.decision == "trigger order"
    act(state, "put next on the stack: When Worldspine Wurm is put into a graveyard")
    resolve(state)
    assert state.names_in("battlefield", 0).count("Wurm") == 3
    wurm = next(i for i in range(24) if state.name_of(i) == "Wurm"
                and int(state.fields["objects"][i]["zone"]) == 3)
    assert "trample" in state.keywords(wurm)
    assert state.names_in("library", 0) == ["Worldspine Wurm"]
    assert state.names_in("graveyard", 0) == ["Flash"]
    pass_until(state, lambda s: int(s.fields["active"]) == 0 and s.step == "declare attackers")
    assert state.names_in("hand", 0) == ["Worldspine Wurm"]     # drawn (CR 504.1)


def test_card_worldspine_wurm_from_anywhere():
    """Discarded, it is put into a graveyard without dying: only the shuffle triggers. Under the
    opponent's Leyline of the Void it never reaches a graveyard: neither triggers."""
    state = build_position({"battlefield": ["Swamp"], "hand": ["Thoughtseize", "Plains"]},
                           {"battlefield": ["Forest"], "hand": ["Worldspine Wurm", "Island"]})
    act(state, "cast Thoughtseize")
    act(state, "target P1")
    resolve(state)
    assert state.names_in("library", 1) == ["Worldspine Wurm"]
    assert state.names_in("battlefield", 1) == ["Forest"]
    state = build_position({"battlefield": ["Saprazzan Skerry"], "hand": ["Flash", "Worldspine Wurm"]},
                           {"battlefield": ["Leyline of the Void"], "hand": ["Goblin Guide", "Island"]},
                           counters={(0, "Saprazzan Skerry"): 2})
    act(state, "cast Flash")
    act(state, "put onto the battlefield: Worldspine Wurm")   # sacrificed: exiled instead
    resolve(state)
    assert state.names_in("exile", 0) == ["Flash", "Worldspine Wurm"]
    assert "Wurm" not in state.names_in("battlefield", 0) and state.names_in("library", 0) == []


def tangle_pool(state, player):
    return [int(x) for x in state.fields["players"][player]["pool"][:6]]


def test_card_chancellor_of_the_tangle():
    """CR 103.6: revealed from the opening hand, it makes a delayed trigger (CR 603.7) that adds
    {G} at the beginning of its owner's first main phase of the game; the mana empties as the
    phase ends (CR 500.4). With a Forest that is {G}{G} on the first turn: Channel."""
    state = new_game("Chancellor of the Tangle, Forest, Channel", "Plains, Island, Mountain")
    act(state, "reveal Chancellor of the Tangle")
    assert state.step == "main 1" and tangle_pool(state, 0) == [0, 0, 0, 0, 1, 0]
    act(state, "play Forest")
    act(state, "cast Channel")
    assert state.names_in("graveyard", 0) == ["Channel"] and tangle_pool(state, 0) == [0] * 6
    state = new_game("Chancellor of the Tangle, Forest, Channel", "Plains, Island, Mountain")
    act(state, "don't reveal Chancellor of the Tangle")
    assert tangle_pool(state, 0) == [0] * 6
    act(state, "play Forest")
    assert not can(state, "cast Channel")
    state = new_game("Chancellor of the Tangle, Forest, Channel", "Plains, Island, Mountain")
    act(state, "reveal Chancellor of the Tangle")
    act(state, "pass priority")                               # the {G} empties from the pool
    assert state.step == "main 2" and tangle_pool(state, 0) == [0] * 6


def test_card_chancellor_of_the_tangle_on_the_draw():
    """"Your first main phase": the revealing player's, on their first turn (the second of the
    game on the draw, CR 103.8), not the opponent's; once only."""
    state = new_game("Plains, Island, Mountain", "Chancellor of the Tangle, Forest, Channel")
    act_as(state, 1, "reveal Chancellor of the Tangle")
    assert state.step == "main 1" and int(state.fields["active"]) == 0
    assert tangle_pool(state, 1) == [0] * 6
    next_turn(state, 1)
    assert tangle_pool(state, 1) == [0, 0, 0, 0, 1, 0]
    next_turn(state, 1)
    assert tangle_pool(state, 1) == [0] * 6


def test_card_chancellor_of_the_tangle_vigilance_and_reach():
    """Reach (CR 702.17b): it blocks a creature with flying; vigilance (CR 702.20b): attacking
    doesn't tap it."""
    state = build_position({"battlefield": ["Chancellor of the Tangle"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Chancellor of the Annex"], "hand": ["Plains", "Forest"]},
                           active=1, step="declare attackers")
    act(state, "attack with Chancellor of the Annex")
    act_as(state, 0, "Chancellor of the Tangle blocks Chancellor of the Annex")
    pass_to_step(state, "main 2")
    assert state.names_in("graveyard", 1) == ["Chancellor of the Annex"]
    assert state.names_in("battlefield", 0) == ["Chancellor of the Tangle"] and state.life(0) == 20
    next_turn(state, 0)
    until_decision(state, "attack")
    act(state, "attack with Chancellor of the Tangle")
    assert "tapped" not in state.flags(state.find("Chancellor of the Tangle"))
    pass_to_step(state, "main 2")
    assert state.life(1) == 14


def test_card_obstinate_baloth():
    """When it enters its controller gains 4 life."""
    state = build_position({"battlefield": ["Forest", "Mox Emerald"], "hand": ["Obstinate Baloth"]},
                           LANDS_B, pool={0: {"C": 2}})
    act(state, "cast Obstinate Baloth")
    resolve(state)
    assert state.names_in("battlefield", 0)[-1] == "Obstinate Baloth" and state.life(0) == 24


def test_card_obstinate_baloth_discard():
    """Discarded by an opponent's spell (Thoughtseize, Smallpox) it is put onto the battlefield
    instead (a replacement effect, CR 614.1a) and its enters trigger gains 4 life; discarded by
    its own player's spell it goes to the graveyard. Under Smallpox it enters, is then the
    creature its player sacrifices, and the trigger still resolves (CR 603.10 is not needed:
    it triggered as it entered)."""
    state = build_position({"battlefield": ["Swamp"], "hand": ["Thoughtseize", "Island"]},
                           {"hand": ["Obstinate Baloth", "Plains", "Forest"]})
    act(state, "cast Thoughtseize")
    act(state, "target P1")
    resolve(state)                                            # the only nonland card: no choice
    resolve(state)                                            # its enters trigger
    assert state.names_in("battlefield", 1) == ["Obstinate Baloth"]
    assert state.life(0) == 18 and state.life(1) == 24
    state = build_position({"battlefield": ["Swamp"], "hand": ["Thoughtseize", "Obstinate Baloth"]},
                           {"hand": ["Plains", "Forest", "Island"]})
    act(state, "cast Thoughtseize")
    act(state, "target P0")
    resolve(state)
    assert state.names_in("graveyard", 0) == ["Obstinate Baloth", "Thoughtseize"]
    assert state.life(0) == 18
    state = build_position({"battlefield": ["Swamp", "Mox Jet"], "hand": ["Smallpox"]},
                           {"battlefield": ["Forest"], "hand": ["Obstinate Baloth", "Plains"]})
    act(state, "cast Smallpox")
    resolve(state)
    act_as(state, 1, "discard: Obstinate Baloth")
    resolve(state)
    assert state.names_in("graveyard", 1) == ["Forest", "Obstinate Baloth"]
    assert state.life(0) == 19 and state.life(1) == 23


def _fiend_holding_a_bolt(p0_hand):
    """P0's Mesmeric Fiend on the battlefield holding one of P1's two Lightning Bolts in exile
    (its link, as its enters trigger leaves it); P1 has the other Bolt and a Mountain."""
    state = build_position({"battlefield": ["Mesmeric Fiend", "Island"], "hand": p0_hand},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Lightning Bolt"]},
                           active=1)
    fiend, bolt = state.find("Mesmeric Fiend"), state.find("Lightning Bolt")
    state.fields["objects"][fiend]["link"] = bolt
    state.fields["objects"][bolt]["zone"] = 6                 # exile
    assert state.check_invariants() == 0
    return state


def test_card_mesmeric_fiend():
    """Its enters trigger: the target opponent reveals their hand and its controller chooses a
    nonland card from it, which is exiled (no "may": a card is taken if there is one). When the
    Fiend leaves the battlefield, its leaves trigger returns that card to its owner's hand
    (CR 603.6c, 607.2a: the two abilities are linked)."""
    state = build_position({"battlefield": ["Swamp", "Swamp"], "hand": ["Mesmeric Fiend"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Goblin Guide"]})
    act(state, "cast Mesmeric Fiend")
    resolve(state)
    assert state.decision == "choose object" and state.current_player() == 0
    assert [t.split(" (")[0] for t in options(state)] == ["exile: Lightning Bolt",
                                                          "exile: Goblin Guide"]
    act(state, "exile: Lightning Bolt")
    assert state.names_in("exile", 1) == ["Lightning Bolt"]
    assert state.names_in("hand", 1) == ["Goblin Guide"]
    next_turn(state, 1)
    act(state, "cast Goblin Guide")
    resolve(state)
    attack_with(state, "Goblin Guide")
    act_as(state, 0, "Mesmeric Fiend blocks Goblin Guide")    # and dies
    pass_to_step(state, "main 2")
    assert state.names_in("graveyard", 0) == ["Mesmeric Fiend"]
    assert state.names_in("exile", 1) == [] and state.names_in("hand", 1) == ["Lightning Bolt"]
    # The Fiend dies: the Bolt is still in exile while the leaves trigger waits on the stack.
    state = _fiend_holding_a_bolt(["Stifle"])
    act(state, "cast Lightning Bolt")
    act(state, "target Mesmeric Fiend")                       # it resolves: P0 can't Stifle it
    assert state.names_in("graveyard", 0) == ["Mesmeric Fiend"]
    assert int(state.fields["stack_len"]) == 1 and state.names_in("exile", 1) == ["Lightning Bolt"]
    act_as(state, 0, "pass priority")                         # (P0 could Stifle it)
    resolve(state)
    assert state.names_in("exile", 1) == [] and state.names_in("hand", 1) == ["Lightning Bolt"]


def test_card_mesmeric_fiend_leaves_trigger_stifled():
    """The return is a triggered ability, not an "until" duration (unlike Deep-Cavern Bat,
    CR 610.3): countered by Stifle, it returns nothing and the card stays exiled for good."""
    state = _fiend_holding_a_bolt(["Stifle"])
    act(state, "cast Lightning Bolt")
    act(state, "target Mesmeric Fiend")
    act_as(state, 0, "cast Stifle")                           # its one target: the trigger
    resolve(state)
    assert state.names_in("graveyard", 0) == ["Mesmeric Fiend", "Stifle"]
    assert state.names_in("exile", 1) == ["Lightning Bolt"]
    next_turn(state, 1)
    assert state.names_in("exile", 1) == ["Lightning Bolt"]


def test_card_mesmeric_fiend_leaves_first():
    """Killed in response to its enters trigger, the Fiend's leaves trigger resolves first and
    does nothing; then the enters trigger exiles the card indefinitely (CR 603.6c, 610.3 does
    not apply: the 2018 Gatherer ruling)."""
    state = build_position({"battlefield": ["Swamp", "Swamp"], "hand": ["Mesmeric Fiend"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Goblin Guide"]})
    act(state, "cast Mesmeric Fiend")
    until_decision(state, "priority")
    while not ("Mesmeric Fiend" in state.names_in("battlefield", 0)
               and int(state.fields["stack_len"]) == 1 and state.current_player() == 1):
        act(state, "pass priority")                           # the enters trigger waits
    act_as(state, 1, "cast Lightning Bolt")
    act(state, "target Mesmeric Fiend")
    resolve(state)
    assert state.names_in("graveyard", 0) == ["Mesmeric Fiend"]
    assert state.names_in("exile", 1) == ["Goblin Guide"]     # its only nonland card
    assert state.names_in("hand", 1) == []
    next_turn(state, 1)
    assert state.names_in("exile", 1) == ["Goblin Guide"]


def _generic_cost(state, obj):
    card = int(state.fields["objects"][obj]["card"])
    return kernel.spell_cost(state, obj, kernel.play_option_ability(card, 0))["generic"]


def test_card_anointed_peacekeeper():
    """As it enters its controller names a card (TB-8: the opponent's nonland cards and the
    game's cards with activated abilities that aren't mana abilities, or another name); spells
    the opponents cast with that name cost {2} more (CR 601.2f). Its controller's own spells
    with the name cost no more. Vigilance (CR 702.20)."""
    state = build_position({"battlefield": ["Mishra's Factory"],
                            "hand": ["Anointed Peacekeeper", "Lightning Bolt"]},
                           {"battlefield": ["Mountain", "Mountain"], "hand": ["Lightning Bolt"]},
                           pool={0: {"W": 3}})
    act(state, "cast Anointed Peacekeeper")
    act(state, "pay with mana already in the pool")
    resolve(state)
    assert state.decision == "name" and state.current_player() == 0
    assert list(options(state)) == ["name Mishra's Factory", "name Lightning Bolt",
                                    "name a card not in this game"]
    act(state, "name Lightning Bolt")
    assert state.keywords(state.find("Anointed Peacekeeper")) == {"vigilance"}
    assert _generic_cost(state, state.find("Lightning Bolt", player=1)) == 2   # {2}{R}
    assert _generic_cost(state, state.find("Lightning Bolt", player=0)) == 0   # {R}
    # P1's two Mountains can't pay it: P1 is never asked anything in P0's turn.
    pass_until(state, lambda s: int(s.fields["active"]) == 1)
    assert state.names_in("hand", 1) == ["Lightning Bolt"]


def test_card_anointed_peacekeeper_abilities():
    """Activated abilities of sources with the chosen name cost {2} more, whoever controls them
    (CR 602.2b); mana abilities don't (Mishra's Factory still taps for {C})."""
    state = build_position({"battlefield": ["Anointed Peacekeeper", "Mishra's Factory", "Mountain"]},
                           {"battlefield": ["Mishra's Factory", "Mountain", "Mountain"]})
    state.fields["objects"][state.find("Anointed Peacekeeper")]["choice"] = state.fields["objects"][
        state.find("Mishra's Factory")]["card"]
    assert not can(state, "activate Mishra's Factory")       # {1} + {2} with two lands
    pass_until(state, lambda s: s.current_player() == 1 and s.decision == "priority")
    act(state, "activate Mishra's Factory (P1's): {1}")      # {3}: all three lands
    factory = state.find("Mishra's Factory", player=1)
    assert all("tapped" in state.flags(i) for i in range(6) if int(state.fields["objects"][i]["owner"]) == 1)
    assert state.view(factory)["power"] == 2                  # a 2/2 Assembly-Worker


def test_card_hex_parasite():
    # {X}{B/P} with X = 3 (CR 601.2b, 602.2b), {B/P} paid with 2 life (CR 107.4f): up to three
    # loyalty counters come off Jace (4 -> 1), and the Parasite gets +1/+0 for each (CR 122.1).
    state = build_position({"battlefield": ["Hex Parasite", "Black Lotus"], "hand": ["Island"]},
                           {"battlefield": ["Jace, Wielder of Mysteries"], "hand": ["Plains", "Forest"]})
    act(state, "activate Hex Parasite")
    act(state, "X = 3")
    act(state, "target Jace, Wielder of Mysteries")          # Black Lotus's three and 2 life: the
    resolve(state)                                            # only payment, made at once (TB-8)
    assert state.decision == "remove counters"
    assert len(options(state)) == 4                          # none up to three ("up to X")
    act(state, "remove 3 loyalty counters")
    jace = state.find("Jace, Wielder of Mysteries")
    assert int(state.fields["objects"][jace]["counters"]) == 1
    assert state.life(0) == 18
    parasite = state.view(state.find("Hex Parasite"))
    assert (parasite["power"], parasite["toughness"]) == (4, 1)


def test_card_hex_parasite_counter_kinds():
    # "Up to X" among several kinds: its controller chooses how many of each (the rulings);
    # +1/+1 counters first, then the card's own (level) counters, with what is left of X.
    state = build_position({"battlefield": ["Hex Parasite", "Black Lotus"], "hand": ["Island"]},
                           {"battlefield": ["Student of Warfare"], "hand": ["Plains", "Forest"]},
                           counters={(1, "Student of Warfare"): 2},
                           plus_counters={(1, "Student of Warfare"): 2})
    act(state, "activate Hex Parasite")
    act(state, "X = 2")
    act(state, "target Student of Warfare")
    act(state, "pay with Black Lotus (B)")
    resolve(state)
    assert len(options(state)) == 3                          # 0, 1 or 2 of its +1/+1 counters
    act(state, "remove 1 +1/+1 counters")
    assert len(options(state)) == 2                          # 0 or 1 level counter (X left: 1)
    act(state, "remove 1 level counters")
    student = state.find("Student of Warfare")
    o = state.fields["objects"][student]
    assert (int(o["p1p1"]), int(o["counters"])) == (1, 1)
    assert state.view(student)["power"] == 2                 # level 1: 1/1 and one +1/+1 counter
    assert state.view(state.find("Hex Parasite"))["power"] == 3
    assert state.life(0) == 20                               # {B/P} paid with {B}


def test_card_lightstall_inquisitor():
    # The opponent exiles a card of their choice, a land here, and may play it while it is
    # exiled: it is their land play (CR 305.2) and enters tapped.
    state = build_position({"hand": ["Lightstall Inquisitor", "Plains"], "battlefield": ["Plains"]},
                           {"battlefield": ["Island"], "hand": ["Mountain", "Lightning Bolt"]})
    act(state, "cast Lightstall Inquisitor")
    resolve(state)
    assert state.decision == "choose object" and state.current_player() == 1
    act_as(state, 1, "exile: Mountain")
    assert state.names_in("exile", 1) == ["Mountain"]
    assert "vigilance" in state.keywords(state.find("Lightstall Inquisitor"))
    next_turn(state, 1)
    act(state, "play Mountain")
    mountain = state.find("Mountain")
    assert sorted(state.names_in("battlefield", 1)) == ["Island", "Mountain"]
    assert "tapped" in state.flags(mountain)
    assert not can(state, "cast Lightning Bolt")              # the Mountain came in tapped


def test_card_lightstall_inquisitor_spell_tax():
    # A spell cast from exile this way costs {1} more (CR 601.2f): Lightning Bolt needs two lands.
    p0 = {"hand": ["Lightstall Inquisitor", "Plains"], "battlefield": ["Plains"]}
    p1 = {"battlefield": ["Mountain", "Island"], "hand": ["Lightning Bolt"]}
    state = build_position(p0, p1)
    act(state, "cast Lightstall Inquisitor")
    resolve(state)                                            # one card: nothing to choose
    assert state.names_in("exile", 1) == ["Lightning Bolt"]
    next_turn(state, 1)
    act(state, "cast Lightning Bolt")
    act(state, "target P0")                                  # paid with both lands at once (TB-8)
    assert all("tapped" in state.flags(state.find(land)) for land in ("Mountain", "Island"))
    resolve(state)
    assert state.life(0) == 17 and state.names_in("graveyard", 1) == ["Lightning Bolt"]
    one_land = build_position(p0, {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"],
                                   "graveyard": ["Island"]})
    act(one_land, "cast Lightstall Inquisitor")
    resolve(one_land)
    assert one_land.names_in("exile", 1) == ["Lightning Bolt"]
    start = int(one_land.fields["turn_number"])
    # {R} + {1}: one Mountain isn't enough, so P1 is never asked anything on their turn (TB-8)
    pass_until(one_land, lambda s: (s.decision == "priority" and s.current_player() == 1)
               or int(s.fields["turn_number"]) >= start + 2)
    assert int(one_land.fields["turn_number"]) == start + 2 and not can(one_land, "cast Lightning Bolt")
    assert one_land.names_in("exile", 1) == ["Lightning Bolt"] and one_land.life(0) == 20


def test_card_angel_of_sanctions():
    """A 3/4 flier for {3}{W}{W}. Its enters trigger targets a nonland permanent an opponent
    controls, of any mana value (lands and its controller's own permanents are not targets,
    CR 115.1), and on resolution its controller may exile it (CR 603.5: "you may") until the
    Angel leaves the battlefield; when it does, the card returns at once under its owner's
    control as a new object (CR 610.3a, 400.7: summoning sick again)."""
    state = build_position({"battlefield": ["Plains", "Goblin Guide"], "hand": ["Angel of Sanctions"]},
                           {"battlefield": ["Plains", "Rotting Regisaur"], "hand": ["Path to Exile"]},
                           pool={0: {"W": 5}})
    act(state, "cast Angel of Sanctions")
    resolve(state)
    angel = state.find("Angel of Sanctions", "battlefield")
    view = state.view(angel)
    assert (view["power"], view["toughness"], view["mana_value"]) == (3, 4, 5)
    assert state.keywords(angel) == {"flying"}
    assert state.decision == "yes/no" and state.current_player() == 0     # the only target
    act(state, "yes")
    assert state.names_in("exile", 1) == ["Rotting Regisaur"]
    assert state.names_in("battlefield", 1) == ["Plains"]
    act(state, "pass priority")
    act_as(state, 1, "cast Path to Exile")
    act_as(state, 1, "target Angel of Sanctions")
    resolve(state)
    assert state.names_in("exile", 0) == ["Angel of Sanctions"]
    assert state.names_in("exile", 1) == []
    assert state.names_in("battlefield", 1) == ["Plains", "Rotting Regisaur"]
    assert "sick" in state.flags(state.find("Rotting Regisaur"))


def test_card_angel_of_sanctions_may_decline():
    """"You may": declined, nothing is exiled; the Angel stays a 3/4 flier."""
    state = build_position({"battlefield": ["Plains", "Plains"], "hand": ["Angel of Sanctions"]},
                           {"battlefield": ["Mountain", "Goblin Guide"], "hand": ["Island"]},
                           pool={0: {"W": 5}})
    act(state, "cast Angel of Sanctions")
    resolve(state)
    act(state, "no")
    assert state.names_in("battlefield", 1) == ["Goblin Guide", "Mountain"]
    assert state.names_in("exile", 1) == []


def test_card_angel_of_sanctions_embalm():
    """Embalm {5}{W} (CR 702.128a): from its owner's graveyard, only as a sorcery, exiling the
    card as a cost: a token copy of it (CR 707.2) except that it is a white Zombie Angel with
    no mana cost (mana value 0). The copy has the enters trigger and its own "until" link: when
    the token leaves (Path to Exile), it ceases to exist (CR 704.5d) and the exiled card
    returns (CR 610.3a)."""
    state = build_position({"battlefield": ["Plains", "Plains"], "graveyard": ["Angel of Sanctions"]},
                           {"battlefield": ["Plains", "Goblin Guide"], "hand": ["Path to Exile"]},
                           pool={0: {"W": 6}})
    act(state, "activate Angel of Sanctions: Embalm {5}{W}")
    assert state.names_in("exile", 0) == ["Angel of Sanctions"]      # the cost, paid at once
    assert state.names_in("graveyard", 0) == [] and int(state.fields["stack_len"]) == 1
    resolve(state)
    token = state.find("Angel of Sanctions (embalmed token)", "battlefield")
    view = state.view(token)
    assert (view["power"], view["toughness"], view["mana_value"]) == (3, 4, 0)
    assert view["colors"] == CODES["colors"]["W"]
    assert "token" in state.flags(token) and state.keywords(token) == {"flying"}
    token_card = CARDS[int(state.fields["objects"][token]["card"])]
    assert token_card.types == "Creature — Zombie Angel" and token_card.cost is None
    assert state.decision == "yes/no"                     # its own enters trigger
    act(state, "yes")
    assert state.names_in("exile", 1) == ["Goblin Guide"]
    act(state, "pass priority")
    act_as(state, 1, "cast Path to Exile")                 # the token: its only target
    pass_until(state, lambda s: "Goblin Guide" in s.names_in("battlefield", 1))
    assert state.names_in("battlefield", 0) == ["Plains", "Plains"]
    assert state.names_in("exile", 0) == ["Angel of Sanctions"]      # the token is gone
    assert state.names_in("battlefield", 1) == ["Goblin Guide", "Plains"]


def test_card_angel_of_sanctions_embalm_only_as_a_sorcery():
    """CR 702.128a: embalm only at sorcery speed (not on the opponent's turn, not with a
    spell on the stack), only with its cost payable, only by the card's owner, and only from
    the graveyard."""
    embalm = "activate Angel of Sanctions: Embalm"
    state = build_position({"battlefield": ["Plains", "Plains"], "graveyard": ["Angel of Sanctions"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Goblin Guide"]},
                           pool={0: {"W": 6}}, active=1)
    assert not can(state, embalm)
    act_as(state, 1, "cast Goblin Guide")
    resolve(state)
    assert not can(state, embalm)
    for pool, payable in (({"W": 5}, False), ({"C": 6}, False), ({"W": 1, "C": 5}, True)):
        state = build_position({"hand": ["Memnite", "Memnite"], "graveyard": ["Angel of Sanctions"]},
                               {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Goblin Guide"]},
                               pool={0: pool})
        assert can(state, embalm) == payable               # {5}{W}: six mana, one of it white
    state = build_position({"battlefield": ["Plains", "Plains"], "hand": ["Angel of Sanctions"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Goblin Guide"]},
                           pool={0: {"W": 6}})
    assert can(state, "cast Angel of Sanctions") and not can(state, embalm)


def test_card_sacred_cat():
    """A 1/1 lifelink for {W} (CR 702.15b: its combat damage gains its controller that much
    life). Embalm {W} (CR 702.128a): from its owner's graveyard, as a sorcery, exiling the card
    as a cost, a token copy (CR 707.2) that is a white Zombie Cat with no mana cost (mana value
    0, CR 202.3a) and still a 1/1 with lifelink, summoning sick (CR 302.6)."""
    state = build_position({"battlefield": ["Plains"], "hand": ["Sacred Cat", "Island"]}, LANDS_B)
    act(state, "cast Sacred Cat")
    resolve(state)
    cat = state.find("Sacred Cat", "battlefield")
    view = state.view(cat)
    assert (view["power"], view["toughness"], view["mana_value"]) == (1, 1, 1)
    assert state.keywords(cat) == {"lifelink"}
    next_turn(state, 0)
    attack_with(state, "Sacred Cat")
    pass_to_step(state, "main 2")
    assert state.life(0) == 21 and state.life(1) == 19       # lifelink
    state = build_position({"battlefield": ["Plains"], "hand": ["Island"], "graveyard": ["Sacred Cat"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Forest"]})
    assert can(state, "activate Sacred Cat: Embalm {W}")
    act(state, "activate Sacred Cat: Embalm {W}")
    assert state.names_in("exile", 0) == ["Sacred Cat"]       # the cost, paid at once
    assert state.names_in("graveyard", 0) == [] and "tapped" in state.flags(state.find("Plains"))
    resolve(state)
    token = state.find("Sacred Cat (embalmed token)", "battlefield")
    view = state.view(token)
    assert (view["power"], view["toughness"], view["mana_value"]) == (1, 1, 0)
    assert view["colors"] == CODES["colors"]["W"]
    assert "token" in state.flags(token) and "sick" in state.flags(token)
    assert state.keywords(token) == {"lifelink"}
    token_card = CARDS[int(state.fields["objects"][token]["card"])]
    assert token_card.types == "Creature — Zombie Cat" and token_card.cost is None
    next_turn(state, 0)
    attack_with(state, "Sacred Cat (embalmed token)")
    pass_to_step(state, "main 2")
    assert state.life(0) == 21 and state.life(1) == 19       # the copy's lifelink


def test_card_sacred_cat_embalm_only_as_a_sorcery():
    """CR 702.128a: embalm only at sorcery speed (not on the opponent's turn), and only with
    {W} to pay; the card on the battlefield or in hand has no embalm to activate."""
    embalm = "activate Sacred Cat: Embalm"
    state = build_position({"battlefield": ["Plains"], "hand": ["Island"], "graveyard": ["Sacred Cat"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Goblin Guide"]},
                           active=1)
    assert not can(state, embalm)
    act_as(state, 1, "cast Goblin Guide")
    assert not can(state, embalm)
    state = build_position({"battlefield": ["Island"], "hand": ["Memnite"], "graveyard": ["Sacred Cat"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Forest"]})
    assert not can(state, embalm)                             # {U} does not pay {W}
    state = build_position({"battlefield": ["Plains"], "hand": ["Sacred Cat", "Island"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Forest"]})
    assert can(state, "cast Sacred Cat") and not can(state, embalm)


def test_card_blazing_rootwalla():
    """{R}: +2/+0 until end of turn, at instant speed, only once each turn (CR 602.5b): with
    {R} left it is not offered again that turn; the cleanup step ends the pump (CR 514.2) and
    the next turn, the opponent's, it can be activated again."""
    state = build_position({"battlefield": ["Blazing Rootwalla", "Mountain", "Mountain"], "hand": []},
                           {"battlefield": ["Plains"], "hand": ["Island", "Swamp"]})
    rootwalla = state.find("Blazing Rootwalla")
    act(state, "activate Blazing Rootwalla")
    resolve(state)
    assert (state.view(rootwalla)["power"], state.view(rootwalla)["toughness"]) == (3, 1)
    once = CODES["eot"]["once used"]
    assert int(state.fields["objects"][rootwalla]["eot"]) & once     # in the state (and hash)
    assert not can(state, "activate Blazing Rootwalla")       # {R} left, but once each turn
    attack_with(state, "Blazing Rootwalla")
    pass_to_step(state, "main 2")
    assert state.life(1) == 17
    assert not can(state, "activate Blazing Rootwalla")
    next_turn(state, 1, "upkeep")
    assert state.view(rootwalla)["power"] == 1
    assert not int(state.fields["objects"][rootwalla]["eot"]) & once  # cleared in cleanup
    assert can(state, "activate Blazing Rootwalla")           # a new turn, untapped Mountains
    act(state, "activate Blazing Rootwalla")
    resolve(state)
    assert state.view(rootwalla)["power"] == 3


def test_card_blazing_rootwalla_madness():
    """Madness {0} (CR 702.35): Lion's Eye Diamond's cost discards the hand, the Rootwalla is
    discarded into exile and cast for {0} as its trigger resolves; then the Diamond's floating
    {R}{R}{R} pays its pump once, and only once (CR 602.5b), though {R}{R} stays in the pool."""
    state = build_position({"battlefield": ["Lion's Eye Diamond"], "hand": ["Blazing Rootwalla", "Memnite"]},
                           {"battlefield": ["Plains"], "hand": ["Island", "Swamp"]})
    act(state, "activate Lion's Eye Diamond")
    act(state, "add three red")
    assert state.names_in("exile", 0) == ["Blazing Rootwalla"]
    assert state.decision == "yes/no"                         # the madness trigger resolving
    act(state, "cast Blazing Rootwalla for its madness cost")
    resolve(state)
    rootwalla = state.find("Blazing Rootwalla", "battlefield")
    assert state.names_in("graveyard", 0) == ["Lion's Eye Diamond", "Memnite"]
    assert int(state.fields["players"][0]["pool"][CODES["pool"]["R"]]) == 3
    act(state, "activate Blazing Rootwalla")
    # With {R}{R} left the ability is not offered again (the Rootwalla is summoning sick, so
    # nothing else either): its controller is not asked (TB-8), the pump resolves and the turn
    # passes to the opponent; the cleanup step ended the pump (CR 514.2).
    assert state.current_player() == 1 and int(state.fields["active"]) == 1
    assert state.view(rootwalla)["power"] == 1


@pytest.mark.parametrize("counters", [True, False])
def test_card_sinkhole_surveyor(counters):
    """"Whenever this creature attacks, you lose 1 life and this creature endures 1": its
    controller chooses a +1/+1 counter (a 2/4 flyer deals 2) or a 1/1 white Spirit token with
    no abilities (CR 701.62a; the 1/3 deals 1)."""
    state = build_position({"battlefield": ["Sinkhole Surveyor"], "hand": ["Swamp", "Island"]},
                           LANDS_B, step="declare attackers")
    act(state, "attack with Sinkhole Surveyor")
    until_decision(state, "yes/no")
    assert state.life(0) == 19                                 # the life is lost first
    act(state, "Sinkhole Surveyor endures: " + ("+1/+1 counters" if counters else "a white Spirit"))
    pass_to_step(state, "main 2")
    surveyor = state.find("Sinkhole Surveyor")
    assert int(state.fields["objects"][surveyor]["p1p1"]) == (1 if counters else 0)
    assert state.life(1) == (18 if counters else 19)
    tokens = [n for n in state.names_in("battlefield", 0) if n.startswith("Spirit")]
    assert tokens == ([] if counters else ["Spirit (endure 1)"])
    if not counters:
        spirit = state.find("Spirit (endure 1)")
        assert "flying" not in state.keywords(spirit)


def test_card_sinkhole_surveyor_gone():
    """Exiled in response to its trigger, it can't get the counter: the Spirit token is created,
    with no choice (the endure rulings, CR 701.62a)."""
    state = build_position({"battlefield": ["Sinkhole Surveyor"], "hand": ["Swamp", "Island"]},
                           {"battlefield": ["Plains"], "hand": ["Swords to Plowshares", "Forest"]},
                           step="declare attackers")
    act(state, "attack with Sinkhole Surveyor")
    until_decision(state, "priority")
    if state.current_player() == 0:
        act(state, "pass priority")
    assert int(state.fields["stack_len"]) == 1                 # the trigger waits on the stack
    act_as(state, 1, "cast Swords to Plowshares")
    resolve(state)
    assert state.decision != "yes/no"
    assert "Sinkhole Surveyor" in state.names_in("exile", 0)
    assert state.life(0) == 20                                  # +1 from the Swords, -1
    assert "Spirit (endure 1)" in state.names_in("battlefield", 0)


def test_card_myr_servitor():
    # At its controller's upkeep, each player returns all cards named Myr Servitor from their
    # graveyard to the battlefield, under their own control (CR 110.2a): new objects, so
    # summoning sick (CR 302.6) and only the old one may attack.
    state = build_position({"battlefield": ["Myr Servitor", "Island"], "graveyard": ["Myr Servitor"]},
                           {"battlefield": ["Mountain"], "graveyard": ["Myr Servitor", "Forest"]},
                           step="untap")
    until_decision(state, "attack")
    assert state.names_in("battlefield", 0) == ["Island", "Myr Servitor", "Myr Servitor"]
    assert state.names_in("battlefield", 1) == ["Mountain", "Myr Servitor"]
    assert state.names_in("graveyard", 1) == ["Forest"]
    assert len([text for text in options(state) if text.startswith("attack with")]) == 1
    assert state.check_invariants() == 0


def test_card_myr_servitor_intervening_if():
    # CR 603.4: "if Myr Servitor is on the battlefield" is checked again on resolution. Bolted
    # in response, it is in the graveyard then: its trigger does nothing, and both stay there.
    state = build_position({"battlefield": ["Myr Servitor", "Island"], "graveyard": ["Myr Servitor"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Forest"]},
                           step="untap")
    until_decision(state, "priority")
    assert state.current_player() == 1 and int(state.fields["stack_len"]) == 1
    act(state, "cast Lightning Bolt")
    act(state, "target Myr Servitor")
    resolve(state)                                            # Bolt: the Servitor dies
    resolve(state)                                            # its trigger: nothing
    assert state.names_in("battlefield", 0) == ["Island"]
    assert state.names_in("graveyard", 0) == ["Myr Servitor", "Myr Servitor"]


def test_card_steel_seraph():
    # At the beginning of combat on its controller's turn: target creature they control gains
    # their choice of flying, vigilance or lifelink until end of turn (CR 611.2a, 514.2).
    state = build_position({"battlefield": ["Steel Seraph", "Plains", "Memnite"]},
                           {"battlefield": ["Mountain"], "hand": ["Forest", "Island"]})
    act(state, "target Memnite")
    assert set(options(state)) == {f"Memnite gains {k} until end of turn"
                                   for k in ("flying", "vigilance", "lifelink")}
    act(state, "Memnite gains lifelink until end of turn")
    memnite = state.find("Memnite")
    assert state.keywords(memnite) == {"lifelink"}
    until_decision(state, "attack")
    act(state, "Steel Seraph doesn't attack")
    act(state, "attack with Memnite")
    pass_until(state, lambda s: int(s.fields["active"]) == 1 and s.decision == "priority")
    assert state.life(1) == 19 and state.life(0) == 21       # lifelink (CR 702.15b)
    assert state.keywords(memnite) == set()                   # ended in the cleanup step
    assert state.keywords(state.find("Steel Seraph")) == {"flying"}


def test_card_steel_seraph_vigilance_prototype():
    # Cast prototyped for {1}{W}{W}: a white 3/3 with mana value 3 (CR 718.3b) that keeps its
    # abilities; its trigger, with no other creature, targets itself.
    state = build_position({"battlefield": ["Plains", "Black Lotus"], "hand": ["Steel Seraph"]},
                           {"battlefield": ["Mountain"], "hand": ["Forest", "Island"]})
    act(state, "cast Steel Seraph prototyped")
    resolve(state)
    seraph = state.find("Steel Seraph", "battlefield")
    view = state.view(seraph)
    assert (view["power"], view["toughness"], view["colors"], view["mana_value"]) == (3, 3, 1, 3)
    until_decision(state, "keyword")                         # its own trigger, this combat
    assert len(options(state)) == 3
    # Vigilance: it attacks without tapping (CR 702.20b).
    state = build_position({"battlefield": ["Steel Seraph", "Plains", "Black Lotus"]},
                           {"battlefield": ["Mountain"], "hand": ["Forest", "Island"]},
                           prototyped=[(0, "Steel Seraph")])
    seraph = state.find("Steel Seraph")
    act(state, "Steel Seraph gains vigilance until end of turn")
    assert state.keywords(seraph) == {"flying", "vigilance"}
    until_decision(state, "attack")
    act(state, "attack with Steel Seraph")
    pass_until(state, lambda s: s.step == "main 2" or int(s.fields["active"]) == 1)
    assert state.life(1) == 17 and "tapped" not in state.flags(seraph)


def test_card_walking_ballista():
    # {X}{X} (CR 107.3): it enters with X +1/+1 counters (CR 614.1c). Removing a counter is a
    # cost (CR 602.2b): 1 damage to any target per counter; {4} puts one back.
    state = build_position({"battlefield": ["Sol Ring", "Ancient Tomb"], "hand": ["Walking Ballista"]},
                           {"battlefield": ["Memnite"], "hand": ["Forest", "Island"]})
    act(state, "cast Walking Ballista")
    assert set(options(state)) == {"X = 0", "X = 1", "X = 2"}
    act(state, "X = 2")                                       # paid with Sol Ring, Ancient Tomb
    resolve(state)
    ballista = state.find("Walking Ballista", "battlefield")
    assert int(state.fields["objects"][ballista]["p1p1"]) == 2
    act(state, "activate Walking Ballista: Remove")
    act(state, "target Memnite")
    assert int(state.fields["objects"][ballista]["p1p1"]) == 1     # paid as it was activated
    resolve(state)
    assert state.names_in("graveyard", 1) == ["Memnite"]
    act(state, "activate Walking Ballista: Remove")
    act(state, "target P1")
    # Its last counter paid: a 0/0, it dies (CR 704.5f); the ability still resolves (CR 113.7a).
    resolve(state)
    assert state.life(1) == 19
    assert state.names_in("graveyard", 0) == ["Walking Ballista"] and state.life(0) == 18


def test_card_walking_ballista_grow():
    # {4}: a +1/+1 counter; the ping isn't offered without a counter to remove (TB-8, CR 118.3).
    state = build_position({"battlefield": ["Walking Ballista", "Sol Ring", "Ancient Tomb"]},
                           {"battlefield": ["Mountain"], "hand": ["Forest", "Island"]},
                           plus_counters={(0, "Walking Ballista"): 1})
    act(state, "activate Walking Ballista: {4}")
    resolve(state)
    ballista = state.find("Walking Ballista")
    assert int(state.fields["objects"][ballista]["p1p1"]) == 2 and state.life(0) == 18
    assert state.view(ballista)["power"] == 2
    act(state, "activate Walking Ballista: Remove")
    act(state, "target P1")
    resolve(state)
    act(state, "activate Walking Ballista: Remove")
    act(state, "target P1")
    # Dead with its last counter gone (CR 704.5f); nothing more to activate: the game moves on.
    resolve(state)
    assert state.life(1) == 18 and state.names_in("graveyard", 0) == ["Walking Ballista"]
    assert not can(state, "activate Walking Ballista")


def test_card_tourach_dread_cantor():
    """Kicker (CR 702.33): cast for {1}{B}{B}{B}, it enters kicked and its trigger (CR 702.33d)
    makes the opponent discard two cards at random: TB-3, the discarding player (the opponent
    of Tourach's controller) chooses, here the card kept. Each discard by an opponent puts a
    +1/+1 counter on Tourach: a 4/3."""
    state = build_position({"battlefield": ["Black Lotus", "Swamp"],
                            "hand": ["Tourach, Dread Cantor"]},
                           {"hand": ["Lightning Bolt", "Forest", "Island"]})
    assert {"cast Tourach, Dread Cantor", "cast Tourach, Dread Cantor with kicker"} <= set(options(state))
    act(state, "cast Tourach, Dread Cantor with kicker")
    resolve(state)
    until_decision(state, "choose object")
    assert state.current_player() == 1                          # the random choice is P1's
    act(state, "keep (at random): Lightning Bolt")
    resolve(state)
    assert state.names_in("hand", 1) == ["Lightning Bolt"]
    assert state.names_in("graveyard", 1) == ["Forest", "Island"]
    tourach = state.find("Tourach, Dread Cantor")
    assert int(state.fields["objects"][tourach]["p1p1"]) == 2
    assert (state.view(tourach)["power"], state.view(tourach)["toughness"]) == (4, 3)
    assert state.names_in("graveyard", 0) == ["Black Lotus"]     # {1}{B}{B}{B}: Lotus and Swamp


def test_card_tourach_dread_cantor_unkicked():
    """Cast for {1}{B} it isn't kicked: no discard (CR 702.33d); an opponent's own discard
    (Lion's Eye Diamond's cost, CR 701.9) still counts."""
    state = build_position({"battlefield": ["Swamp", "Mox Jet"], "hand": ["Tourach, Dread Cantor"]},
                           {"battlefield": ["Lion's Eye Diamond"], "hand": ["Forest", "Island"]})
    assert not can(state, "cast Tourach, Dread Cantor with kicker")      # two mana only
    act(state, "cast Tourach, Dread Cantor")
    resolve(state)
    assert state.names_in("hand", 1) == ["Forest", "Island"]
    tourach = state.find("Tourach, Dread Cantor")
    assert int(state.fields["objects"][tourach]["p1p1"]) == 0
    act_as(state, 1, "activate Lion's Eye Diamond")
    while state.decision == "color":
        act(state, "add three black")
    resolve(state)
    assert int(state.fields["objects"][tourach]["p1p1"]) == 2


def test_card_tourach_dread_cantor_protection_from_white():
    """Protection from white (CR 702.16b): Swords to Plowshares can't target it."""
    state = build_position({"battlefield": ["Swamp"], "hand": ["Goblin Guide", "Forest"]},
                           {"battlefield": ["Plains", "Tourach, Dread Cantor"],
                            "hand": ["Swords to Plowshares"]}, active=1)
    assert not can(state, "cast Swords to Plowshares")


def test_card_tourach_dread_cantor_put_by_aether_vial():
    """Put onto the battlefield without being cast (Aether Vial), it isn't kicked (the
    2024-11-08 ruling; CR 702.33d): no discard."""
    state = build_position({"battlefield": ["Aether Vial"], "hand": ["Tourach, Dread Cantor", "Swamp"]},
                           {"hand": ["Lightning Bolt", "Forest", "Island"]},
                           counters={(0, "Aether Vial"): 2})
    act(state, "activate Aether Vial")
    act(state, "put onto the battlefield: Tourach, Dread Cantor")
    resolve(state)
    assert "Tourach, Dread Cantor" in state.names_in("battlefield", 0)
    assert state.names_in("hand", 1) == ["Forest", "Island", "Lightning Bolt"]


def test_card_durkwood_baloth():
    # CR 702.62a: suspend 5 for {G}: exiled with five time counters, one removed at each of its
    # owner's upkeeps; when the last goes, it may be cast without paying its mana cost, and a
    # creature spell cast this way gains haste: the Baloth attacks the turn it arrives.
    state = build_position({"battlefield": ["Forest"], "hand": ["Durkwood Baloth", "Island"]},
                           LANDS_B)
    assert not can(state, "cast Durkwood Baloth")              # {4}{G}{G} with one Forest
    act(state, "suspend Durkwood Baloth")
    baloth = state.find("Durkwood Baloth")
    assert state.names_in("exile", 0) == ["Durkwood Baloth"]
    assert int(state.fields["objects"][baloth]["counters"]) == 5
    start = int(state.fields["turn_number"])
    next_turn(state, 0, "main 1")                               # one upkeep: four left
    assert int(state.fields["objects"][baloth]["counters"]) == 4
    pass_until(state, lambda s: s.decision == "yes/no")
    assert int(state.fields["turn_number"]) == start + 10      # P0's fifth upkeep after it
    assert int(state.fields["active"]) == 0 and state.step == "upkeep"
    act(state, "cast Durkwood Baloth")
    resolve(state)
    assert state.names_in("battlefield", 0) == ["Durkwood Baloth", "Forest"]
    assert "haste" in state.keywords(baloth)
    attack_with(state, "Durkwood Baloth")
    pass_until(state, lambda s: s.step == "main 2")
    assert state.life(1) == 15


def test_card_durkwood_baloth_no_haste_cast_from_hand():
    # Cast from hand the usual way it has no haste: it can't attack the turn it enters (CR 302.6).
    state = build_position({"hand": ["Durkwood Baloth", "Island", "Forest"]}, LANDS_B,
                           pool={0: {"G": 6}})
    act(state, "cast Durkwood Baloth")
    resolve(state)
    baloth = state.find("Durkwood Baloth")
    assert state.names_in("battlefield", 0).count("Durkwood Baloth") == 1
    assert "haste" not in state.keywords(baloth)
    pass_until(state, lambda s: s.step == "main 2")
    assert state.life(1) == 20


def test_card_drillworks_mole():
    # {2}, {T}: a +1/+1 counter on it (CR 122.1a); no commander in this format (CR 903.3),
    # so the "up to one target commander creature" part has no target and asks nothing.
    state = build_position({"battlefield": ["Drillworks Mole", "Sol Ring"], "hand": ["Island"]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Mountain", "Plains"]})
    act(state, "activate Drillworks Mole")
    resolve(state)
    mole = state.find("Drillworks Mole")
    assert int(state.fields["objects"][mole]["p1p1"]) == 1
    assert (state.view(mole)["power"], state.view(mole)["toughness"]) == (2, 2)
    assert "tapped" in state.flags(mole) and "tapped" in state.flags(state.find("Sol Ring"))
    assert int(state.fields["objects"][state.find("Goblin Guide")]["p1p1"]) == 0
    assert not can(state, "activate Drillworks Mole")         # tapped: once a turn


def test_card_drillworks_mole_summoning_sick():
    # CR 302.6: a {T} ability of a creature that came under its controller's control this turn
    # can't be activated; {2} short: no activation either.
    state = build_position({"battlefield": ["Drillworks Mole", "Sol Ring"], "hand": ["Island"]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Mountain", "Plains"]},
                           sick=[(0, "Drillworks Mole")])
    assert not can(state, "activate Drillworks Mole")
    state = build_position({"battlefield": ["Drillworks Mole", "Island"], "hand": ["Mountain"]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Mountain", "Plains"]})
    assert not can(state, "activate Drillworks Mole")


def _tide_shaper_kicked(p0, p1, target, pool=None):
    """Tide Shaper cast with kicker ({1}{U}, CR 702.33), its trigger aimed at `target`; stops
    with the trigger resolved (or, with target None, on the trigger's target choice)."""
    state = build_position(p0, p1, pool=pool or {})
    assert {"cast Tide Shaper", "cast Tide Shaper with kicker"} <= set(options(state))
    act(state, "cast Tide Shaper with kicker")
    if state.decision == "pay":                     # keep Strip Mine untapped
        act(state, next(t for t in options(state) if "Strip Mine" not in t))
    resolve(state)                                  # the creature spell; then its trigger
    assert state.decision == "target"
    if target is not None:
        act(state, f"target {target}")
        resolve(state)
        assert state.check_invariants() == 0
    return state


def _size(state, name):
    view = state.view(state.find(name))
    return view["power"], view["toughness"]


def test_card_tide_shaper():
    """Kicked (CR 702.33d), its trigger makes the target land an Island: Crystal Vein loses its
    {C}{C} ability (CR 305.7). Then an opponent controls an Island and Tide Shaper is a 2/2.
    The effect lasts as long as Tide Shaper remains on the battlefield (CR 611.2b): Lightning
    Bolt kills it and Crystal Vein is itself again, no Island, with its ability (CR 400.7)."""
    state = _tide_shaper_kicked({"battlefield": ["Island", "Island"], "hand": ["Tide Shaper"]},
                                {"battlefield": ["Crystal Vein", "Mountain"],
                                 "hand": ["Lightning Bolt"]}, "Crystal Vein")
    vein, shaper = state.find("Crystal Vein"), state.find("Tide Shaper")
    assert state.view(vein)["land_types"] == 2 and not state.view(vein)["abilities"]
    assert _size(state, "Tide Shaper") == (2, 2)
    assert int(state.fields["objects"][shaper]["attached"]) == 1 + vein
    act(state, "pass priority")
    act_as(state, 1, "cast Lightning Bolt")
    act_as(state, 1, "target Tide Shaper")
    resolve(state)
    assert state.names_in("graveyard", 0) == ["Tide Shaper"]
    assert state.view(vein)["land_types"] == 0 and state.view(vein)["abilities"]
    assert state.check_invariants() == 0


def test_card_tide_shaper_unkicked():
    """Not kicked, nothing triggers (CR 702.33d): a 1/1 while the opponent controls no Island,
    a 2/2 while they do (a basic Island, or Tropical Island: its type, CR 305.6)."""
    for lands, size in ((["Crystal Vein", "Mountain"], (1, 1)), (["Island", "Mountain"], (2, 2)),
                        (["Tropical Island", "Mountain"], (2, 2))):
        state = build_position({"battlefield": ["Island"], "hand": ["Tide Shaper", "Plains"]},
                               {"battlefield": lands, "hand": ["Swamp"]})
        assert not can(state, "cast Tide Shaper with kicker")         # {1}{U}: one land only
        act(state, "cast Tide Shaper")
        resolve(state)
        assert state.decision == "priority" and int(state.fields["stack_len"]) == 0
        assert _size(state, "Tide Shaper") == size
        assert int(state.fields["objects"][state.find("Tide Shaper")]["attached"]) == 0


def test_card_tide_shaper_left_before_its_trigger_resolved():
    """Tide Shaper killed in response to its trigger: "for as long as Tide Shaper remains on
    the battlefield" is already over, so the land doesn't become an Island at all (CR 611.2b)."""
    state = _tide_shaper_kicked({"battlefield": ["Island", "Island"], "hand": ["Tide Shaper"]},
                                {"battlefield": ["Crystal Vein", "Mountain"],
                                 "hand": ["Lightning Bolt"]}, None)
    act(state, "target Crystal Vein")
    act(state, "pass priority")
    act_as(state, 1, "cast Lightning Bolt")
    act_as(state, 1, "target Tide Shaper")
    resolve(state)
    vein = state.find("Crystal Vein")
    assert state.names_in("graveyard", 0) == ["Tide Shaper"]
    assert state.view(vein)["land_types"] == 0 and state.view(vein)["abilities"]
    assert int(state.fields["objects"][state.find("Tide Shaper")]["attached"]) == 0
    assert state.check_invariants() == 0


def test_card_tide_shaper_timestamps():
    """Magus of the Moon and Tide Shaper's effect both set a nonbasic land's type (layer 4):
    the later timestamp wins (CR 613.7a: the effect's is when its trigger resolved). Magus
    first, Crystal Vein is an Island and Tide Shaper a 2/2; Magus later, a Mountain, and Tide
    Shaper a 1/1 (CR 613.4c, after layer 4)."""
    state = _tide_shaper_kicked({"battlefield": ["Island", "Island"], "hand": ["Tide Shaper"]},
                                {"battlefield": ["Crystal Vein", "Magus of the Moon"],
                                 "hand": ["Swamp"]}, "Crystal Vein")
    vein = state.find("Crystal Vein")
    assert state.view(vein)["land_types"] == 2 and _size(state, "Tide Shaper") == (2, 2)
    state = _tide_shaper_kicked({"battlefield": ["Island"], "hand": ["Tide Shaper", "Plains"]},
                                {"battlefield": ["Crystal Vein", "Mountain"],
                                 "hand": ["Magus of the Moon"]}, "Crystal Vein",
                                pool={0: {"U": 1}, 1: {"R": 3}})
    assert state.decision == "priority" and int(state.fields["active"]) == 0
    vein = state.find("Crystal Vein")
    assert state.view(vein)["land_types"] == 2 and _size(state, "Tide Shaper") == (2, 2)
    for field in ("active", "priority", "decider"):   # P1's main phase, {R}{R}{R} floating
        state.fields[field] = 1
    act(state, "cast Magus of the Moon")
    if state.decision == "pay":
        act(state, "pay with mana already in the pool")
    resolve(state)
    assert state.view(vein)["land_types"] == 8 and not state.view(vein)["abilities"]
    assert _size(state, "Tide Shaper") == (1, 1)
    assert state.check_invariants() == 0


def test_card_tide_shaper_land_leaves():
    """When the land leaves, Tide Shaper stays (it is no Aura, CR 704.5m), its link is gone
    (CR 400.7), and with no Island left the opponent's side it is a 1/1 again."""
    state = _tide_shaper_kicked({"battlefield": ["Strip Mine"], "hand": ["Tide Shaper", "Plains"]},
                                {"battlefield": ["Crystal Vein", "Mountain"], "hand": ["Swamp"]},
                                "Crystal Vein", pool={0: {"U": 1, "C": 1}})
    assert _size(state, "Tide Shaper") == (2, 2)
    act(state, "activate Strip Mine: {T}, Sacrifice Strip Mine: Destroy target land.")
    act(state, "target Crystal Vein")
    resolve(state)
    assert state.names_in("graveyard", 1) == ["Crystal Vein"]
    assert state.names_in("battlefield", 0) == ["Tide Shaper"]
    assert int(state.fields["objects"][state.find("Tide Shaper")]["attached"]) == 0
    assert _size(state, "Tide Shaper") == (1, 1)
    assert state.check_invariants() == 0


def test_card_tide_shaper_link_is_part_of_the_state():
    """The canonical hash (the solver's transpositions) tells apart which land Tide Shaper's
    effect applies to: P1's Crystal Vein or P0's own Island."""
    def linked(target):
        return _tide_shaper_kicked({"battlefield": ["Island", "Island"], "hand": ["Tide Shaper"]},
                                   {"battlefield": ["Crystal Vein", "Mountain"], "hand": ["Swamp"]},
                                   target)
    vein, island = linked("Crystal Vein"), linked("Island")
    assert vein.canonical_hash() != island.canonical_hash()
    assert _size(vein, "Tide Shaper") == (2, 2) and _size(island, "Tide Shaper") == (1, 1)
THALLID_SPORES = "activate Thallid"


def _spores(state):
    return int(state.fields["objects"][state.find("Thallid")]["counters"])


def test_card_thallid():
    """Its upkeep trigger (CR 503.1a, 603.2) puts a spore counter on it (CR 122.1): two become
    three. Removing three is a cost (CR 602.2b, 118.3): one 1/1 green Saproling token
    (CR 111.1), and with none left the ability can't be activated again."""
    state = build_position({"battlefield": ["Thallid", "Forest"], "hand": ["Island"]}, LANDS_B, step="upkeep",
                           counters={(0, "Thallid"): 2})
    resolve(state)
    assert _spores(state) == 3
    pass_to_step(state, "main 1")
    act(state, THALLID_SPORES)
    assert _spores(state) == 0
    resolve(state)
    assert sorted(state.names_in("battlefield", 0)) == ["Forest", "Saproling", "Thallid"]
    saproling = state.view(state.find("Saproling"))
    assert (saproling["power"], saproling["toughness"]) == (1, 1)
    assert not can(state, THALLID_SPORES)


def test_card_thallid_needs_three_spore_counters():
    """With two spore counters the cost can't be paid (CR 118.3): not offered."""
    state = build_position({"battlefield": ["Thallid", "Forest"], "hand": ["Island"]}, LANDS_B,
                           counters={(0, "Thallid"): 2})
    assert not can(state, THALLID_SPORES)
    state = build_position({"battlefield": ["Thallid", "Forest"], "hand": ["Island"]}, LANDS_B,
                           counters={(0, "Thallid"): 7})
    act(state, THALLID_SPORES)
    resolve(state)
    act(state, THALLID_SPORES)
    resolve(state)
    assert _spores(state) == 1
    assert state.names_in("battlefield", 0).count("Saproling") == 2
    assert not can(state, THALLID_SPORES)


def test_card_thallid_spore_counter_cap():
    """TB-8: its spore counters stop at COUNTER_CAP (60, twenty Saprolings' worth, more than the
    18 token slots): at 60 the upkeep trigger adds none, at 59 it adds one."""
    for start, expected in ((59, 60), (60, 60)):
        state = build_position({"battlefield": ["Thallid", "Forest"], "hand": ["Island"]}, LANDS_B, step="upkeep",
                               counters={(0, "Thallid"): start})
        resolve(state)
        assert _spores(state) == expected


def test_card_kozilek_butcher_of_truth():
    """"When you cast this spell, you draw four cards" (CR 603.2) resolves before Kozilek
    (CR 405.5). The library holds the two cards a shuffle put there: both are drawn, and the
    two draws from the then empty library draw nothing and lose nothing (TB-2; CR 704.5b is
    not used)."""
    state = build_position({"hand": ["Kozilek, Butcher of Truth"],
                            "library": ["Island", "Lightning Bolt"]},
                           {"battlefield": ["Goblin Guide", "Mountain"], "hand": ["Plains"]},
                           pool={0: {"C": 10}})
    act(state, "cast Kozilek, Butcher of Truth")
    resolve(state)
    assert sorted(state.names_in("hand", 0)) == ["Island", "Lightning Bolt"]
    assert state.library(0) == []
    assert state.names_in("battlefield", 0) == ["Kozilek, Butcher of Truth"]
    assert not state.is_terminal() and state.life(0) == 20


def test_card_kozilek_butcher_of_truth_draws_from_an_empty_library():
    """Each of the four draws from the empty library is still a draw (TB-2): Laboratory
    Maniac replaces the first with a win (CR 614.1a, 104.2b)."""
    state = build_position({"battlefield": ["Laboratory Maniac"],
                            "hand": ["Kozilek, Butcher of Truth", "Island"]},
                           {"battlefield": ["Mountain"], "hand": ["Plains", "Forest"]},
                           pool={0: {"C": 10}})
    act(state, "cast Kozilek, Butcher of Truth")
    resolve(state)
    assert state.is_terminal() and state.winner == 0


def test_card_kozilek_butcher_of_truth_annihilator():
    """The unblocked 12/12 leaves the defender at 8 after annihilator 4."""
    check_annihilator_four("Kozilek, Butcher of Truth", 8)


def test_card_kozilek_butcher_of_truth_shuffles_into_library():
    check_graveyard_shuffled_when_discarded("Kozilek, Butcher of Truth")


def test_card_nezumi_shortfang():
    """The discarding player chooses the card (CR 701.9b). With a card left in that player's
    hand it doesn't flip; once their hand is empty it flips (CR 710.1): Stabwhisker the Odious,
    a legendary 3/3 (no keywords) whose trigger makes each opponent lose 1 life for each card fewer
    than three in their hand at their upkeep. It stays flipped on the battlefield and goes to
    the graveyard as Nezumi Shortfang (CR 710.4)."""
    state = build_position({"battlefield": ["Nezumi Shortfang", "Swamp", "Swamp"]},
                           {"battlefield": ["Old-Growth Dryads"], "hand": ["Forest", "Plains"]})
    rat = state.find("Nezumi Shortfang")
    act(state, "activate Nezumi Shortfang")
    assert state.decision == "choose object" and state.current_player() == 1
    act(state, "discard: Forest")
    resolve(state)
    assert state.names_in("graveyard", 1) == ["Forest"]
    assert state.names_in("battlefield", 0).count("Nezumi Shortfang") == 1   # a card in hand: no flip
    next_turn(state, 0)
    assert state.life(1) == 20
    act(state, "activate Nezumi Shortfang")
    resolve(state)
    assert sorted(state.names_in("graveyard", 1)) == ["Forest", "Plains"]
    assert state.find("Stabwhisker the Odious") == rat
    assert "Nezumi Shortfang" not in state.names_in("battlefield", 0)
    view = state.view(rat)
    assert (view["power"], view["toughness"]) == (3, 3)
    assert state.keywords(rat) == set()
    pass_until(state, lambda s: s.decision == "attack" and int(s.fields["active"]) == 1)
    assert state.life(1) == 17                    # no cards in hand: three fewer than three
    act(state, "Old-Growth Dryads doesn't attack")   # the flipped rat is still tapped
    pass_until(state, lambda s: s.decision == "attack" and int(s.fields["active"]) == 1)
    assert state.life(1) == 14
    act(state, "attack with Old-Growth Dryads")
    until_decision(state, "block")
    act(state, "Stabwhisker the Odious blocks Old-Growth Dryads")
    pass_to_step(state, "main 2")
    assert state.names_in("graveyard", 0) == ["Nezumi Shortfang"]    # the normal card again
    assert sorted(state.names_in("graveyard", 1)) == ["Forest", "Old-Growth Dryads", "Plains"]
    assert "Stabwhisker the Odious" not in state.names_in("battlefield", 0)


def test_card_nezumi_shortfang_flips_only_on_the_battlefield():
    """Killed in response, it can't flip (CR 710.1: only a permanent flips); the discard still
    happens."""
    state = build_position({"battlefield": ["Nezumi Shortfang", "Swamp", "Swamp"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"],
                            "graveyard": ["Plains"]})
    act(state, "activate Nezumi Shortfang")
    act_as(state, 1, "cast Lightning Bolt")
    act(state, "target Nezumi Shortfang")
    resolve(state)
    assert state.names_in("graveyard", 0) == ["Nezumi Shortfang"]
    assert "Stabwhisker the Odious" not in state.names_in("graveyard", 0)


def test_card_soldevi_sentry():
    """Each activation is a regeneration shield for this turn (CR 701.19a): destroyed by
    lethal damage (CR 704.5g), it is instead tapped with its damage removed (701.19c), and its
    trigger lets the opponent draw (they may decline; from an empty library nothing would be
    drawn, TB-2). An unused shield ends with the turn (CR 514.2): on the next turn, with no
    mana left to regenerate, Lightning Bolt kills it."""
    state = build_position({"battlefield": ["Soldevi Sentry", "Island", "Island"]},
                           {"battlefield": ["Mountain"],
                            "hand": ["Lightning Bolt", "Lightning Bolt"]})
    sentry = state.find("Soldevi Sentry")
    act(state, "activate Soldevi Sentry")
    resolve(state)
    act(state, "activate Soldevi Sentry")
    resolve(state)
    assert int(state.fields["objects"][sentry]["choice"]) == 2          # two shields
    pass_until(state, lambda s: s.current_player() == 1 and can(s, "cast Lightning Bolt"))
    act(state, "cast Lightning Bolt")
    act(state, "target Soldevi Sentry")
    pass_until(state, lambda s: s.decision == "yes/no")
    assert state.current_player() == 1                                  # "that player may draw"
    assert state.names_in("battlefield", 0).count("Soldevi Sentry") == 1
    assert "tapped" in state.flags(sentry)
    assert int(state.fields["objects"][sentry]["damage"]) == 0
    assert int(state.fields["objects"][sentry]["choice"]) == 1          # one shield left
    act(state, "no")
    pass_until(state, lambda s: int(s.fields["active"]) == 1)
    assert int(state.fields["objects"][sentry]["choice"]) == 0          # gone at cleanup
    pass_until(state, lambda s: s.current_player() == 1 and can(s, "cast Lightning Bolt"))
    act(state, "cast Lightning Bolt")
    act(state, "target Soldevi Sentry")
    resolve(state)
    assert state.names_in("graveyard", 0) == ["Soldevi Sentry"]


def test_card_soldevi_sentry_draw_with_laboratory_maniac():
    """The opponent's draw from an empty library draws nothing, but it is a draw (TB-2):
    with Laboratory Maniac they say yes and win the game (CR 104.2b)."""
    state = build_position({"battlefield": ["Soldevi Sentry", "Island", "Island"]},
                           {"battlefield": ["Mountain", "Laboratory Maniac"],
                            "hand": ["Lightning Bolt"]})
    act(state, "activate Soldevi Sentry")
    resolve(state)
    pass_until(state, lambda s: s.current_player() == 1 and can(s, "cast Lightning Bolt"))
    act(state, "cast Lightning Bolt")
    act(state, "target Soldevi Sentry")
    pass_until(state, lambda s: s.decision == "yes/no")
    act_as(state, 1, "yes")
    assert state.winner == 1


def test_card_stormscape_apprentice():
    """Two {T} abilities (CR 602.5a: one per untap), each with its own mana. In P1's upkeep,
    {W} taps Goblin Guide (CR 701.26a): it can't be declared as an attacker (CR 508.1a); in
    P0's turn, {B} makes target player lose 1 life (CR 119.3)."""
    state = build_position({"battlefield": ["Stormscape Apprentice", "Plains", "Swamp"]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Mountain", "Forest"]},
                           active=1, step="upkeep")
    if state.current_player() == 1:
        act(state, "pass priority")
    act_as(state, 0, "activate Stormscape Apprentice: {W}, {T}: Tap target creature.")
    assert set(options(state)) == {"target Stormscape Apprentice", "target Goblin Guide"}
    act(state, "target Goblin Guide")
    resolve(state)
    assert "tapped" in state.flags(state.find("Goblin Guide"))
    assert not can(state, "activate Stormscape Apprentice")          # it is tapped
    pass_until(state, lambda s: s.step == "end" or int(s.fields["active"]) == 0)
    assert state.life(0) == 20                                       # no attack
    next_turn(state, 0)
    act(state, "activate Stormscape Apprentice: {B}, {T}: Target player loses 1 life.")
    act(state, "target P1")
    resolve(state)
    assert state.life(1) == 19 and state.life(0) == 20


def test_card_squee_the_immortal():
    """Cast from exile (CR 601.3e) for its mana cost, with the usual timing; back in the
    graveyard, it is cast from there the same way (test_card_squee_the_immortal_graveyard)."""
    state = build_position({"battlefield": ["Squee, the Immortal", "Plains"],
                            "hand": ["Swords to Plowshares"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Island"]},
                           pool={0: {"R": 2, "C": 1}})
    act(state, "cast Swords to Plowshares")                  # its one target: Squee
    resolve(state)
    assert state.names_in("exile", 0) == ["Squee, the Immortal"] and state.life(0) == 22
    act(state, "cast Squee, the Immortal from exile")
    resolve(state)
    assert "Squee, the Immortal" in state.names_in("battlefield", 0)
    assert state.names_in("exile", 0) == []
    act(state, "pass priority")
    act_as(state, 1, "cast Lightning Bolt")
    act(state, "target Squee, the Immortal")
    resolve(state)
    assert sorted(state.names_in("graveyard", 0)) == ["Squee, the Immortal", "Swords to Plowshares"]


def test_card_squee_the_immortal_graveyard():
    state = build_position({"battlefield": ["Mountain", "Mountain"],
                            "graveyard": ["Squee, the Immortal"]},
                           {"hand": ["Plains", "Island", "Forest"]}, pool={0: {"C": 1}})
    act(state, "cast Squee, the Immortal from graveyard")
    resolve(state)
    assert sorted(state.names_in("battlefield", 0)) == ["Mountain", "Mountain", "Squee, the Immortal"]
    assert state.names_in("graveyard", 0) == []


def test_card_steel_golem():
    """CR 101.2: its controller can't cast creature spells, from any zone (Squee's permission
    included); noncreature spells and the opponent's creature spells are untouched. Once it has
    left, the creature can be cast."""
    state = build_position({"battlefield": ["Steel Golem"],
                            "hand": ["Goblin Guide", "Swords to Plowshares"]},
                           {"battlefield": ["Mountain"], "hand": ["Goblin Guide", "Island"]},
                           pool={0: {"W": 1, "R": 1}})
    assert not can(state, "cast Goblin Guide")
    act(state, "cast Swords to Plowshares")                    # its one target: Steel Golem
    resolve(state)
    assert state.names_in("exile", 0) == ["Steel Golem"] and state.life(0) == 23
    act(state, "cast Goblin Guide")
    resolve(state)
    assert "Goblin Guide" in state.names_in("battlefield", 0)


def test_card_steel_golem_only_its_controller():
    state = build_position({"battlefield": ["Steel Golem", "Mountain"],
                            "graveyard": ["Squee, the Immortal"]},
                           {"battlefield": ["Mountain"], "hand": ["Goblin Guide", "Island"]},
                           pool={0: {"R": 2}})
    assert not can(state, "cast Squee")
    state = build_position({"battlefield": ["Steel Golem", "Mountain"], "hand": ["Island"]},
                           {"battlefield": ["Mountain"], "hand": ["Goblin Guide", "Island"]},
                           active=1)
    act_as(state, 1, "cast Goblin Guide")
    resolve(state)
    assert "Goblin Guide" in state.names_in("battlefield", 1)


def test_card_hunted_horror():
    """Its enters trigger (CR 603.6a) targets an opponent, who creates two 3/3 green Centaurs
    with protection from black (CR 111.2: they are that player's)."""
    state = build_position({"hand": ["Hunted Horror", "Swamp", "Island"]},
                           {"hand": ["Plains", "Forest", "Mountain"]}, pool={0: {"B": 2}})
    act(state, "cast Hunted Horror")
    resolve(state)
    assert state.names_in("battlefield", 0) == ["Hunted Horror"]
    assert sorted(state.names_in("battlefield", 1)) == ["Centaur", "Centaur"]
    centaur = state.view(state.find("Centaur", player=1))
    assert (centaur["power"], centaur["toughness"]) == (3, 3)


def test_card_hunted_horror_centaur_protection():
    """Protection from black (CR 702.16): a black attacker's damage to a Centaur blocking it is
    prevented (702.16e), yet trample assigns it lethal damage first (CR 702.19c): 4 of 7 go
    through. A black creature can't block a Centaur (702.16f), and a black spell can't target
    one (702.16b), a red one can."""
    state = build_position({"battlefield": ["Hunted Horror"], "hand": ["Swamp", "Island"]},
                           {"hand": ["Plains", "Forest", "Mountain"]},
                           tokens={1: ["Centaur"]}, step="declare attackers")
    act(state, "attack with Hunted Horror")
    until_decision(state, "block")
    act(state, "Centaur blocks Hunted Horror")
    until_decision(state, "assign damage")
    assert options(state)["Hunted Horror assigns 3 to Centaur, 4 to P1"]     # lethal is 3
    assert not can(state, "Hunted Horror assigns 2 to Centaur")
    act(state, "Hunted Horror assigns 3 to Centaur, 4 to P1")
    pass_to_step(state, "main 2")
    assert state.life(1) == 16
    assert state.names_in("battlefield", 1) == ["Centaur"]
    assert int(state.fields["objects"][state.find("Hunted Horror")]["damage"]) == 3
    state = build_position({"battlefield": ["Hunted Horror"], "hand": ["Funeral Charm", "Lightning Bolt"]},
                           {"hand": ["Plains", "Forest", "Mountain"]},
                           tokens={1: ["Centaur"]}, pool={0: {"B": 1, "R": 1}})
    act(state, "cast Funeral Charm")
    assert not any("Centaur" in t for t in options(state))
    state = build_position({"battlefield": ["Hunted Horror"], "hand": ["Swamp", "Island"]},
                           {"hand": ["Plains", "Forest", "Mountain"]},
                           tokens={1: ["Centaur"]}, active=1, step="declare attackers")
    act(state, "attack with Centaur")
    pass_to_step(state, "main 2")
    assert state.life(0) == 17                                  # the Horror can't block it


def test_card_phyrexian_war_beast_leaves():
    """CR 603.6c, 603.10a: its leaves-the-battlefield trigger; its controller sacrifices a land
    of their choice and the beast, as it last existed (CR 608.2h), deals 1 damage to them."""
    state = build_position({"battlefield": ["Phyrexian War Beast", "Island", "Swamp"]},
                           {"battlefield": ["Plains"], "hand": ["Swords to Plowshares", "Forest"]})
    act(state, "pass priority")
    act_as(state, 1, "cast Swords to Plowshares")
    # Swords exiles it (P0 gains 3); the trigger resolves: P0 sacrifices the land they choose,
    # then takes 1 damage from the beast in exile.
    assert state.decision == "choose object" and state.current_player() == 0
    assert sorted(options(state)) == ["sacrifice: Island", "sacrifice: Swamp"]
    act(state, "sacrifice: Swamp")
    resolve(state)
    assert state.names_in("battlefield", 0) == ["Island"]
    assert state.names_in("graveyard", 0) == ["Swamp"]
    assert state.names_in("exile", 0) == ["Phyrexian War Beast"]
    assert state.life(0) == 20 + 3 - 1


def test_card_aether_channeler_bounce():
    """Its enters trigger is modal (CR 700.2b): the mode is chosen as the trigger is put on the
    stack, then the target (CR 603.3c-d). "Another target nonland permanent": not the Channeler
    itself, not a land; the opponent's Sol Ring returns to its owner's hand."""
    state = build_position({"hand": ["Aether Channeler", "Island", "Swamp"]},
                           {"battlefield": ["Sol Ring", "Plains", "Memnite"]}, pool={0: {"U": 3}})
    act(state, "cast Aether Channeler")
    resolve(state)
    assert state.decision == "mode"
    assert sorted(options(state)) == [
        "mode: create a 1/1 white Bird creature token with flying", "mode: draw a card",
        "mode: return another target nonland permanent to its owner's hand"]
    act(state, "mode: return another")
    assert sorted(options(state)) == ["target Memnite", "target Sol Ring"]
    act(state, "target Sol Ring")
    resolve(state)
    assert state.names_in("hand", 1) == ["Sol Ring"]
    assert state.names_in("battlefield", 0) == ["Aether Channeler"]


def test_card_aether_channeler_bird_and_draw():
    """With no other nonland permanent the bounce mode can't be chosen (CR 700.2a, 603.3c):
    two modes are offered. The Bird is a 1/1 white flier; drawing takes the top card of the
    library (from an empty one nothing, TB-2)."""
    for mode in ("create", "draw"):
        state = build_position({"hand": ["Aether Channeler", "Island"], "library": ["Swamp"]},
                               {"battlefield": ["Plains", "Forest", "Mountain"]}, pool={0: {"U": 3}})
        act(state, "cast Aether Channeler")
        resolve(state)
        assert sorted(options(state)) == [
            "mode: create a 1/1 white Bird creature token with flying", "mode: draw a card"]
        act(state, f"mode: {mode}")
        resolve(state)
        if mode == "create":
            bird = state.find("Bird")
            assert state.names_in("battlefield", 0) == ["Aether Channeler", "Bird"]
            assert (state.view(bird)["power"], state.view(bird)["toughness"]) == (1, 1)
            assert state.view(bird)["colors"] == CODES["colors"]["W"]
            assert "flying" in state.keywords(bird)
            assert state.names_in("hand", 0) == ["Island"]
        else:
            assert state.names_in("battlefield", 0) == ["Aether Channeler"]
            assert sorted(state.names_in("hand", 0)) == ["Island", "Swamp"]


def test_card_myr_superion():
    """"Spend only mana produced by creatures to cast this spell": creature permanents (CR
    109.2). Two Dryad Arbors pay {2}; one Arbor with a Forest, floating mana or Simian Spirit
    Guide (a creature card, not a creature) can't; an Arbor that came under its controller's
    control this turn can't tap (CR 302.6)."""
    state = build_position({"battlefield": ["Dryad Arbor", "Dryad Arbor"], "hand": ["Myr Superion"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Island"]},
                           pool={0: {"C": 3}})
    act(state, "cast Myr Superion")                          # one way to pay: paid at once
    assert state.decision == "priority" and state.current_player() == 1   # Superion on the stack
    assert all("tapped" in state.flags(i) for i in state.objects_in("battlefield", 0))
    assert int(state.fields["players"][0]["pool"][CODES["pool"]["C"]]) == 3   # untouched
    resolve(state)
    assert sorted(state.names_in("battlefield", 0)) == ["Dryad Arbor", "Dryad Arbor", "Myr Superion"]
    for p0, kw in (({"battlefield": ["Dryad Arbor", "Forest"], "hand": ["Myr Superion"]}, {}),
                   ({"battlefield": ["Dryad Arbor"], "hand": ["Myr Superion", "Simian Spirit Guide"]}, {}),
                   ({"battlefield": ["Dryad Arbor", "Dryad Arbor"], "hand": ["Myr Superion"]},
                    {"sick": [(0, "Dryad Arbor")]})):
        state = build_position(p0, LANDS_B, pool={0: {"C": 5, "G": 2}}, **kw)
        assert not can(state, "cast Myr Superion")


def test_card_myr_superion_refused_with_ensoul_artifact():
    """TB-6: the engine pays Myr Superion from its caster's creatures as it is cast, never from
    the pool; a deck whose creature could float mana (an ensouled Sol Ring) is refused."""
    from core.threecb.decks import DeckError
    from core.threecb.game import ThreeCBGame
    with pytest.raises(DeckError):
        ThreeCBGame((["Myr Superion", "Ensoul Artifact", "Sol Ring"], ["Island"] * 3), banlist="none")
    ThreeCBGame((["Myr Superion", "Dryad Arbor", "Mishra's Factory"], ["Ensoul Artifact", "Sol Ring", "Island"]),
                banlist="none")
