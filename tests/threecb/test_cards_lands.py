"""One test per land of the pool: what it does in a game (set up, act, check the exact outcome)."""
import pytest

from search.threecb import solve_3cb

from core.threecb.layout import CODES
from core.threecb.pool import COMPILED
from core.threecb.render import board

from threecb_helpers import (act, act_as, build_position, can, next_turn, options, pass_to_step,
                             pass_until, resolve, until_decision)


def tapped(state, name, player=None):
    return "tapped" in state.flags(state.find(name, player=player))


@pytest.mark.parametrize("land, spell, check", [
    ("Plains", "Swords to Plowshares", lambda s: s.life(1) == 22),
    ("Island", "Sleep-Cursed Faerie", lambda s: s.names_in("battlefield", 0) == ["Island", "Sleep-Cursed Faerie"]),
    ("Swamp", "Vampire Hexmage", lambda s: False),
    ("Mountain", "Lightning Bolt", lambda s: s.life(1) == 17),
    ("Forest", "Hexdrinker", lambda s: "Hexdrinker" in s.names_in("battlefield", 0)),
])


def test_card_basic_lands(land, spell, check):
    """CR 305.6: a basic land taps for one mana of its colour, and only that."""
    state = build_position({"battlefield": [land], "hand": [spell, "Memnite"]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Island", "Swamp"]})
    if spell == "Vampire Hexmage":
        assert not can(state, "cast Vampire Hexmage")        # {B}{B}: one Swamp is not enough
        return
    act(state, f"cast {spell}")
    if spell == "Lightning Bolt":
        act(state, "target P1")                              # (the Swords' one target is automatic)
    resolve(state)
    assert check(state) and tapped(state, land)


def test_card_ancient_tomb():
    state = build_position({"battlefield": ["Ancient Tomb", "Mox Ruby"], "hand": ["Magus of the Moon"]},
                           {"hand": ["Island", "Swamp", "Forest"]})
    act(state, "cast Magus of the Moon")
    resolve(state)
    assert "Magus of the Moon" in state.names_in("battlefield", 0)
    assert state.life(0) == 18                              # {C}{C} and 2 damage to its controller


def test_card_city_of_traitors():
    state = build_position({"battlefield": ["City of Traitors"], "hand": ["Lupine Prototype", "Swamp"]},
                           {"hand": ["Island", "Forest", "Mountain"]})
    act(state, "cast Lupine Prototype")                     # {2} from City's {C}{C}
    resolve(state)
    act(state, "play Swamp")                                # "another land": City is sacrificed
    resolve(state)
    assert state.names_in("graveyard", 0) == ["City of Traitors"]
    assert state.names_in("battlefield", 0) == ["Lupine Prototype", "Swamp"]


def test_card_city_of_traitors_mana_outlives_it():
    """CR 605.3a, 106.4: its controller may tap City of Traitors for {C}{C} before playing a
    second land, which sacrifices it; the mana stays in the pool until the step ends, so two
    Cities cast a four-mana Lodestone Golem. Offered only while a land can still be played."""
    state = build_position({"battlefield": ["City of Traitors"],
                            "hand": ["City of Traitors", "Lodestone Golem"]},
                           {"hand": ["Island", "Forest", "Mountain"]})
    float_city = "activate City of Traitors: add {C}{C}, before playing another land"
    assert float_city in options(state)
    act(state, float_city)
    assert float_city not in options(state)                   # it is tapped
    act(state, "play City of Traitors")
    resolve(state)                                            # the first City is sacrificed
    assert state.names_in("graveyard", 0) == ["City of Traitors"]
    assert float_city not in options(state)                   # no land play left
    act(state, "cast Lodestone Golem")                        # {C}{C} floating, {C}{C} from the new City
    resolve(state)
    assert state.names_in("battlefield", 0) == ["City of Traitors", "Lodestone Golem"]


def test_card_city_of_traitors_mana_is_not_floated_without_a_land_to_play():
    state = build_position({"battlefield": ["City of Traitors"],
                            "hand": ["Lodestone Golem", "Lupine Prototype"]},
                           {"hand": ["Island", "Forest", "Mountain"]})
    assert not [o for o in options(state) if "before playing another land" in o]


def test_card_city_of_traitors_two_cities_cast_lodestone_golem_on_turn_two():
    # The dev-set review's reproduction: without the float the Golem was never castable and
    # both games were draws; the City deck wins both (TB-9, solved exactly).
    result = solve_3cb("City of Traitors, City of Traitors, Lodestone Golem", "Island, Island, Island",
                       banlist="none")
    assert (result.on_play, result.on_draw, result.points_a) == ("W", "W", 6)


def test_card_crystal_vein():
    state = build_position({"battlefield": ["Crystal Vein"], "hand": ["Lupine Prototype", "Memnite"]},
                           {"hand": ["Island", "Forest", "Mountain"]})
    act(state, "cast Lupine Prototype")                     # only the {C}{C} mode pays {2}
    resolve(state)
    assert state.names_in("graveyard", 0) == ["Crystal Vein"]
    assert "Lupine Prototype" in state.names_in("battlefield", 0)


def test_card_karakas():
    state = build_position({"battlefield": ["Karakas"], "hand": ["Memnite", "Island"]},
                           {"battlefield": ["Thalia, Guardian of Thraben", "Plains"], "hand": ["Mountain"]})
    act(state, "activate Karakas: {T}: Return target legendary creature")
    resolve(state)
    assert "Thalia, Guardian of Thraben" in state.names_in("hand", 1)


def test_card_maze_of_ith():
    state = build_position({"battlefield": ["Goblin Guide", "Mountain"], "hand": ["Lightning Bolt"]},
                           {"battlefield": ["Maze of Ith"], "hand": ["Swamp", "Forest"]},
                           step="declare attackers")
    act(state, "attack with Goblin Guide")
    act(state, "pass priority")                              # P0
    act(state, "activate Maze of Ith")                       # P1, in the declare attackers step
    act(state, "pass priority")                              # P0 (holding the Bolt): it resolves
    assert state.step == "declare attackers" and state.names_in("graveyard") == []
    guide_flags = state.flags(state.find("Goblin Guide"))
    assert "tapped" not in guide_flags and "attacking" in guide_flags
    pass_to_step(state, "main 2")
    assert state.life(1) == 20                               # its combat damage was prevented


def test_card_mishras_workshop():
    state = build_position({"battlefield": ["Mishra's Workshop"],
                            "hand": ["Ensnaring Bridge", "Magus of the Moon"]},
                           {"hand": ["Island", "Forest", "Mountain"]})
    assert not can(state, "cast Magus of the Moon")         # artifact spells only
    act(state, "cast Ensnaring Bridge")
    resolve(state)
    assert "Ensnaring Bridge" in state.names_in("battlefield", 0)


@pytest.mark.parametrize("pays", [True, False])
def test_card_the_tabernacle_at_pendrell_vale(pays):
    state = build_position({"battlefield": ["The Tabernacle at Pendrell Vale"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Goblin Guide", "Mountain"], "hand": ["Forest"]},
                           active=1, step="upkeep")
    assert state.decision == "pay or decline" and state.current_player() == 1
    act(state, "pay with Mountain" if pays else "don't pay")
    assert ("Goblin Guide" in state.names_in("battlefield", 1)) == pays


def test_card_wasteland():
    state = build_position({"battlefield": ["Wasteland"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Ancient Tomb", "Mountain"], "hand": ["Forest"]})
    act(state, "activate Wasteland")
    assert "target Mountain" not in options(state)          # basic lands are not targets
    act(state, "target Ancient Tomb")
    resolve(state)
    assert state.names_in("graveyard") == ["Ancient Tomb", "Wasteland"]


def test_card_strip_mine():
    state = build_position({"battlefield": ["Strip Mine"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Mountain"], "hand": ["Forest", "Plains"]})
    act(state, "activate Strip Mine")
    act(state, "target Mountain")                            # (it could target itself too)
    resolve(state)
    assert state.names_in("graveyard") == ["Mountain", "Strip Mine"]


def test_card_rishadan_port():
    state = build_position({"battlefield": ["Rishadan Port", "Swamp"], "hand": ["Island"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Forest"]},
                           active=1, step="upkeep")
    act(state, "pass priority")                              # P1 passes in their upkeep
    act(state, "activate Rishadan Port")
    act(state, "target Mountain")
    resolve(state)
    assert tapped(state, "Mountain") and not can(state, "cast Lightning Bolt")


def test_card_cavern_of_souls():
    state = build_position({"battlefield": ["Cavern of Souls"], "hand": ["Goblin Guide", "Island"]},
                           {"battlefield": ["Plains"], "hand": ["Mana Tithe", "Swamp"]})
    state.fields["objects"][state.find("Cavern of Souls")]["choice"] = 0b010   # deck slot 1: the Guide
    act(state, "cast Goblin Guide")
    assert state.decision == "priority" and state.current_player() == 1
    act(state, "cast Mana Tithe")
    resolve(state)
    assert "Goblin Guide" in state.names_in("battlefield", 0)  # it can't be countered


def test_card_cavern_of_souls_choice():
    state = build_position({"hand": ["Cavern of Souls", "Goblin Guide", "Lightning Bolt"]},
                           {"hand": ["Plains", "Mana Tithe", "Swamp"]})
    act(state, "play Cavern of Souls")
    assert state.decision == "creature type"
    assert sorted(options(state)) == ["choose a creature type covering Goblin Guide",
                                      "choose a creature type covering none of your cards"]
    act(state, "choose a creature type covering Goblin Guide")
    assert state.decision == "priority" and can(state, "cast Goblin Guide")
    assert not can(state, "cast Lightning Bolt")            # coloured mana for that type only


def test_card_urborg_tomb_of_yawgmoth():
    state = build_position({"battlefield": ["Urborg, Tomb of Yawgmoth", "Mountain"],
                            "hand": ["Vampire Hexmage"]}, {"hand": ["Island", "Forest", "Plains"]})
    act(state, "cast Vampire Hexmage")                      # {B}{B}: both lands are Swamps
    resolve(state)
    assert "Vampire Hexmage" in state.names_in("battlefield", 0)


def test_card_dark_depths():
    state = build_position({"battlefield": ["Dark Depths", "Vampire Hexmage"], "hand": ["Island"]},
                           {"hand": ["Plains", "Forest", "Swamp"]}, counters={(0, "Dark Depths"): 10})
    act(state, "activate Vampire Hexmage")
    act(state, "target Dark Depths")
    resolve(state)
    assert state.names_in("battlefield", 0) == ["Marit Lage"]
    lage = state.view(state.find("Marit Lage"))
    assert (lage["power"], lage["toughness"]) == (20, 20)


def test_card_dark_depths_enters_with_ice():
    state = build_position({"hand": ["Dark Depths", "Swamp", "Island"]}, {"hand": ["Plains", "Forest", "Mountain"]})
    act(state, "play Dark Depths")
    assert int(state.fields["objects"][state.find("Dark Depths")]["counters"]) == 10


def test_card_undiscovered_paradise():
    state = build_position({"battlefield": ["Undiscovered Paradise"], "hand": ["Lightning Bolt", "Island"]},
                           {"hand": ["Plains", "Forest", "Swamp"]})
    act(state, "cast Lightning Bolt")
    act(state, "target P1")
    resolve(state)
    assert state.life(1) == 17
    next_turn(state, 0)                                      # its controller's next untap step
    assert "Undiscovered Paradise" in state.names_in("hand", 0)


def test_card_sheltered_valley():
    state = build_position({"battlefield": ["Sheltered Valley"], "hand": ["Sheltered Valley", "Island"]},
                           {"hand": ["Plains", "Forest", "Swamp"]}, step="upkeep", life={0: 10})
    resolve(state)
    assert state.life(0) == 11                               # three or fewer lands: gain 1
    pass_to_step(state, "main 1")
    act(state, "play Sheltered Valley")
    assert state.names_in("battlefield", 0) == ["Sheltered Valley"]
    assert state.names_in("graveyard", 0) == ["Sheltered Valley"]


def test_card_tolarian_academy():
    state = build_position({"battlefield": ["Tolarian Academy", "Mox Pearl"], "hand": ["Thassa's Oracle"]},
                           {"hand": ["Plains", "Forest", "Swamp"]})
    assert not can(state, "cast Thassa's Oracle")           # one artifact: {U}
    state2 = build_position({"battlefield": ["Tolarian Academy", "Mox Sapphire"], "hand": ["Thassa's Oracle"]},
                            {"hand": ["Plains", "Forest", "Swamp"]})
    act(state2, "cast Thassa's Oracle")                     # {U} from the Mox, {U} from Academy
    resolve(state2)
    assert state2.winner == 0                                # empty library: the Oracle wins


@pytest.mark.parametrize("land, color", [("Remote Farm", "W"), ("Hickory Woodlot", "G"),
                                         ("Peat Bog", "B"), ("Sandstone Needle", "R"),
                                         ("Saprazzan Skerry", "U")])


def test_card_depletion_lands(land, color):
    """Enters tapped with two depletion counters; each use removes one and makes two mana; the
    land is sacrificed when the last is gone."""
    state = build_position({"hand": [land, "Memnite", "Island"]}, {"hand": ["Plains", "Forest", "Swamp"]})
    act(state, f"play {land}")
    obj = state.find(land)
    assert tapped(state, land) and int(state.fields["objects"][obj]["counters"]) == 2
    spells = {"W": "Thalia, Guardian of Thraben", "G": "Scythe Tiger", "B": "Vampire Hexmage",
              "R": "Lightning Bolt", "U": "Thassa's Oracle"}
    state = build_position({"battlefield": [land], "hand": [spells[color], "Memnite"]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Plains", "Forest"]},
                           counters={(0, land): 1})
    act(state, f"cast {spells[color]}")
    if color == "R":
        act(state, "target P1")
    resolve(state)
    assert state.names_in("graveyard", 0)[-1:] == [land] or land in state.names_in("graveyard", 0)


@pytest.mark.parametrize("land, color", [("Icatian Store", "W"), ("Sand Silos", "U"),
                                         ("Dwarven Hold", "R"), ("Bottomless Vault", "B")])


def test_card_storage_lands(land, color):
    """Enters tapped; may stay tapped; a storage counter each upkeep it is tapped; {T}: remove
    any number for that much mana."""
    state = build_position({"battlefield": [land], "hand": ["Memnite", "Island"]},
                           {"hand": ["Plains", "Forest", "Swamp"]}, tapped=[(0, land)],
                           active=0, step="untap")
    assert state.decision == "untap"
    act(state, f"leave {land} tapped")
    resolve(state)
    assert int(state.fields["objects"][state.find(land)]["counters"]) == 1
    spells = {"W": "Thalia, Guardian of Thraben", "U": "Sleep-Cursed Faerie", "R": "Lightning Bolt",
              "B": "Vampire Hexmage"}
    cost = {"W": 2, "U": 1, "R": 1, "B": 2}[color]
    state = build_position({"battlefield": [land], "hand": [spells[color], "Memnite"]},
                           {"hand": ["Plains", "Forest", "Swamp"]}, counters={(0, land): 3})
    act(state, f"cast {spells[color]}")
    if color == "R":
        act(state, "target P1")
    if state.decision == "pay":
        act(state, f"pay with {land} ({cost} counters)")
    resolve(state)
    assert int(state.fields["objects"][state.find(land)]["counters"]) == 3 - cost


def test_card_mishras_factory():
    state = build_position({"battlefield": ["Mishra's Factory", "Mox Pearl"], "hand": ["Island"]},
                           {"hand": ["Plains", "Forest", "Swamp"]}, step="beginning of combat")
    act(state, "activate Mishra's Factory: {1}: Mishra's Factory becomes")
    act(state, "pay with Mox Pearl")                         # (or tap itself: then it can't attack)
    resolve(state)
    until_decision(state, "attack")
    act(state, "attack with Mishra's Factory")
    pass_to_step(state, "main 2")
    assert state.life(1) == 18


def test_card_mishras_factory_pumps_assembly_workers():
    state = build_position({"battlefield": ["Mishra's Factory", "Mox Pearl"], "hand": ["Island"]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Plains", "Forest"]},
                           active=1, step="declare attackers")
    act(state, "attack with Goblin Guide")
    act_as(state, 0, "activate Mishra's Factory: {1}")       # P1 had nothing to do: P0 acts
    act(state, "pay with Mox Pearl")
    resolve(state)
    until_decision(state, "block")
    act(state, "Mishra's Factory blocks Goblin Guide")
    act_as(state, 0, "activate Mishra's Factory: {T}: Target Assembly-Worker")
    resolve(state)
    assert state.view(state.find("Mishra's Factory"))["power"] == 3
    pass_to_step(state, "main 2")
    assert "Goblin Guide" in state.names_in("graveyard", 1)
    assert "Mishra's Factory" in state.names_in("battlefield", 0)


def test_card_mutavault():
    state = build_position({"battlefield": ["Mutavault", "Mox Pearl"], "hand": ["Island"]},
                           {"battlefield": ["Stromkirk Noble"], "hand": ["Plains", "Forest"]},
                           active=1, step="declare attackers")
    act(state, "attack with Stromkirk Noble")
    act_as(state, 0, "activate Mutavault")
    act(state, "pay with Mox Pearl")
    resolve(state)
    assert state.view(state.find("Mutavault"))["power"] == 2
    # Mutavault has all creature types, Human included: it can't block the Noble, so no block
    # decision comes and the Noble connects.
    pass_to_step(state, "main 2")
    assert state.life(0) == 19


def test_card_inkmoth_nexus():
    state = build_position({"battlefield": ["Inkmoth Nexus", "Mox Pearl"], "hand": ["Island"]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Plains", "Forest"]},
                           step="beginning of combat")
    act(state, "activate Inkmoth Nexus")
    act(state, "pay with Mox Pearl")
    resolve(state)
    until_decision(state, "attack")
    act(state, "attack with Inkmoth Nexus")
    pass_to_step(state, "main 2")
    assert state.poison(1) == 1 and state.life(1) == 20     # infect: poison, not damage


def test_card_blinkmoth_nexus():
    state = build_position({"battlefield": ["Blinkmoth Nexus", "Mox Pearl"], "hand": ["Island"]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Plains", "Forest"]},
                           step="beginning of combat")
    act(state, "activate Blinkmoth Nexus: {1}: Blinkmoth Nexus becomes")
    act(state, "pay with Mox Pearl")
    resolve(state)
    until_decision(state, "attack")
    act(state, "attack with Blinkmoth Nexus")
    pass_to_step(state, "main 2")                            # flying: the Guide can't block
    assert state.life(1) == 19


def test_card_treetop_village():
    state = build_position({"battlefield": ["Treetop Village", "Forest", "Mox Emerald"], "hand": []},
                           {"battlefield": ["Memnite"], "hand": ["Plains", "Island"]},
                           step="beginning of combat")
    act(state, "activate Treetop Village")
    act(state, "pay with Forest (G), Mox Emerald")
    resolve(state)
    until_decision(state, "attack")
    act(state, "attack with Treetop Village")
    until_decision(state, "block")
    act(state, "Memnite blocks Treetop Village")
    until_decision(state, "assign damage")
    act(state, "Treetop Village assigns 1 to Memnite, 2 to P1")   # trample
    pass_to_step(state, "main 2")
    assert state.life(1) == 18 and "Memnite" in state.names_in("graveyard", 1)


def test_card_treetop_village_enters_tapped():
    state = build_position({"hand": ["Treetop Village", "Island", "Swamp"]}, {"hand": ["Plains", "Forest", "Mountain"]})
    act(state, "play Treetop Village")
    assert tapped(state, "Treetop Village")


def test_card_dryad_arbor():
    state = build_position({"hand": ["Dryad Arbor", "Scythe Tiger", "Island"]},
                           {"hand": ["Plains", "Forest", "Mountain"]})
    act(state, "play Dryad Arbor")
    assert not can(state, "cast Scythe Tiger")              # summoning sick: no {T} yet (CR 302.6)
    assert state.view(state.find("Dryad Arbor"))["power"] == 1
    pass_to_step(state, "main 1", player=0)
    assert can(state, "cast Scythe Tiger")


# --- cards beyond the 118-card pool (core/threecb/data/cards-beyond-pool.json) ----------------


def counters(state, name, player=None):
    return int(state.fields["objects"][state.find(name, player=player)]["counters"])


def test_card_saprazzan_cove():
    """Enters tapped (CR 614.1c). "{T}: Put a storage counter" is an activated ability that uses
    the stack (CR 602); it untaps as usual (CR 502.3, no choice); "{T}, Remove any number of
    storage counters" is a mana ability (CR 605.1a) making {U} per counter removed."""
    state = build_position({"hand": ["Saprazzan Cove", "Memnite", "Island"]},
                           {"hand": ["Plains", "Forest", "Swamp"]})
    act(state, "play Saprazzan Cove")
    assert tapped(state, "Saprazzan Cove") and counters(state, "Saprazzan Cove") == 0
    state = build_position({"battlefield": ["Saprazzan Cove"], "hand": ["Memnite", "Island"]},
                           {"hand": ["Plains", "Forest", "Swamp"]})
    act(state, "activate Saprazzan Cove: {T}: Put a storage counter")
    resolve(state)
    assert tapped(state, "Saprazzan Cove") and counters(state, "Saprazzan Cove") == 1
    next_turn(state, 0)
    assert state.decision == "priority"                       # no "untap" question (CR 502.3)
    assert not tapped(state, "Saprazzan Cove") and counters(state, "Saprazzan Cove") == 1
    # two counters pay {U}{U}; one does not
    short = build_position({"battlefield": ["Saprazzan Cove"], "hand": ["Thassa's Oracle", "Memnite"]},
                           {"hand": ["Plains", "Forest", "Swamp"]},
                           counters={(0, "Saprazzan Cove"): 1})
    assert not can(short, "cast Thassa's Oracle")
    state = build_position({"battlefield": ["Saprazzan Cove"], "hand": ["Thassa's Oracle", "Memnite"]},
                           {"hand": ["Plains", "Forest", "Swamp"]},
                           counters={(0, "Saprazzan Cove"): 3})
    act(state, "cast Thassa's Oracle")
    if state.decision == "pay":
        act(state, "pay with Saprazzan Cove (2 counters)")
    assert counters(state, "Saprazzan Cove") == 1 and tapped(state, "Saprazzan Cove")
    resolve(state)
    assert state.winner == 0                                  # empty library: the Oracle wins


def test_card_blooming_marsh():
    """CR 614.1c: it enters tapped unless its controller controls two or fewer other lands (in
    3CB a player rarely can control three: here one is borrowed by setting its controller);
    {T}: Add {B} or {G}."""
    state = build_position({"battlefield": ["Swamp", "Forest"], "hand": ["Blooming Marsh"]},
                           {"hand": ["Plains", "Island", "Mountain"]})
    act(state, "play Blooming Marsh")
    assert not tapped(state, "Blooming Marsh")                # two other lands
    state = build_position({"battlefield": ["Swamp", "Forest"], "hand": ["Blooming Marsh"]},
                           {"battlefield": ["Plains"], "hand": ["Island", "Mountain"]})
    state.fields["objects"][state.find("Plains")]["controller"] = 0
    act(state, "play Blooming Marsh")
    assert tapped(state, "Blooming Marsh")                    # three other lands
    for spell, color in (("Death's Shadow", "B"), ("Hexdrinker", "G")):
        state = build_position({"battlefield": ["Blooming Marsh"], "hand": [spell, "Memnite"]},
                               {"hand": ["Plains", "Island", "Mountain"]}, life={0: 10})
        act(state, f"cast {spell}")
        resolve(state)
        assert spell in state.names_in("battlefield", 0) and tapped(state, "Blooming Marsh")
    state = build_position({"battlefield": ["Blooming Marsh"], "hand": ["Lightning Bolt", "Memnite"]},
                           {"hand": ["Plains", "Island", "Mountain"]})
    assert not can(state, "cast Lightning Bolt")              # only {B} or {G}


def test_card_tarnished_citadel():
    """{T}: Add {C} (no damage), or one mana of any colour and 3 damage to you (CR 106.1,
    120.3: damage to a player is life loss)."""
    state = build_position({"battlefield": ["Tarnished Citadel"], "hand": ["Lightning Bolt", "Memnite"]},
                           {"hand": ["Island", "Swamp", "Forest"]})
    act(state, "cast Lightning Bolt")                         # {R}: only the coloured mode pays
    act(state, "target P1")
    resolve(state)
    assert (state.life(0), state.life(1)) == (17, 17)
    state = build_position({"battlefield": ["Tarnished Citadel"], "hand": ["Pithing Needle", "Memnite"]},
                           {"hand": ["Island", "Swamp", "Forest"]})
    act(state, "cast Pithing Needle")                         # {1}: both modes pay it
    assert set(options(state)) == {"pay with Tarnished Citadel",
                                   "pay with Tarnished Citadel (G)"}
    act(state, "pay with Tarnished Citadel")                  # the {C}: no damage
    assert state.life(0) == 20 and tapped(state, "Tarnished Citadel")


def test_card_hollow_trees():
    """A storage land (CR 502.3: it may stay tapped; CR 603.4: the upkeep trigger's intervening
    "if it is tapped"); {T}, remove any number of storage counters: {G} for each."""
    state = build_position({"battlefield": ["Hollow Trees"], "hand": ["Memnite", "Island"]},
                           {"hand": ["Plains", "Forest", "Swamp"]}, tapped=[(0, "Hollow Trees")],
                           active=0, step="untap")
    assert state.decision == "untap"
    act(state, "leave Hollow Trees tapped")
    resolve(state)
    assert counters(state, "Hollow Trees") == 1
    state = build_position({"battlefield": ["Hollow Trees"], "hand": ["Memnite", "Island"]},
                           {"hand": ["Plains", "Forest", "Swamp"]}, tapped=[(0, "Hollow Trees")],
                           active=0, step="untap", counters={(0, "Hollow Trees"): 2})
    act(state, "untap Hollow Trees")
    pass_to_step(state, "main 1")
    assert counters(state, "Hollow Trees") == 2 and not tapped(state, "Hollow Trees")
    state = build_position({"battlefield": ["Hollow Trees"], "hand": ["Hexdrinker", "Memnite"]},
                           {"hand": ["Plains", "Forest", "Swamp"]}, counters={(0, "Hollow Trees"): 3})
    act(state, "cast Hexdrinker")
    if state.decision == "pay":
        act(state, "pay with Hollow Trees (1 counters)")
    resolve(state)
    assert counters(state, "Hollow Trees") == 2 and "Hexdrinker" in state.names_in("battlefield", 0)


def test_card_ghost_quarter():
    """Destroys any land, basic too (CR 701.8); that land's controller may put a basic land card
    from their library onto the battlefield, untapped, then shuffles (CR 701.23, 701.24). In
    3CB libraries start empty (TB-1): the search finds only what was put there."""
    state = build_position({"battlefield": ["Ghost Quarter"], "hand": ["Memnite", "Island"]},
                           {"battlefield": ["Mountain"], "library": ["Forest"], "hand": ["Island"]})
    act(state, "activate Ghost Quarter")
    act(state, "target Mountain")
    resolve(state)
    assert state.current_player() == 1                        # the Mountain's controller searches
    act(state, "put onto the battlefield from the library: Forest")
    assert state.names_in("graveyard") == ["Ghost Quarter", "Mountain"]
    assert state.names_in("battlefield", 1) == ["Forest"] and not tapped(state, "Forest")
    state = build_position({"battlefield": ["Ghost Quarter"], "hand": ["Memnite", "Island"]},
                           {"battlefield": ["Mountain"], "hand": ["Island", "Forest"]})
    act(state, "activate Ghost Quarter")
    act(state, "target Mountain")
    resolve(state)                                            # an empty library: nothing found
    assert state.names_in("graveyard") == ["Ghost Quarter", "Mountain"]
    assert state.names_in("battlefield", 1) == []
    assert state.decision == "priority"


def test_card_tomb_of_urami():
    """{T}: Add {B}, and 1 damage to you unless you control an Ogre (an animated Mutavault has
    every creature type, CR 205.3m). {2}{B}{B}, {T}, Sacrifice all lands you control: the lands
    tapped for the mana are sacrificed after paying it (CR 601.2g-h, 602.2b); Urami, a
    legendary 5/5 black flying Demon Spirit token, is created on resolution."""
    state = build_position({"battlefield": ["Tomb of Urami", "Memnite"], "hand": ["Pithing Needle"]},
                           {"hand": ["Island", "Swamp", "Forest"]})
    act(state, "cast Pithing Needle")
    assert state.life(0) == 19                                # a Construct is no Ogre
    state = build_position({"battlefield": ["Tomb of Urami", "Mutavault"], "hand": ["Pithing Needle"]},
                           {"hand": ["Island", "Swamp", "Forest"]})
    act(state, "activate Mutavault")
    act(state, "pay with Mutavault")                          # it animates itself: an Ogre now
    resolve(state)
    act(state, "cast Pithing Needle")                         # paid with the Tomb
    assert tapped(state, "Tomb of Urami") and state.life(0) == 20
    state = build_position({"battlefield": ["Tomb of Urami", "Peat Bog", "Ancient Tomb"]},
                           {"battlefield": ["Mountain"], "hand": ["Island", "Swamp"]},
                           counters={(0, "Peat Bog"): 2})
    act(state, "activate Tomb of Urami")                      # {B}{B} from Peat Bog, {C}{C} Ancient Tomb
    assert sorted(state.names_in("graveyard", 0)) == ["Ancient Tomb", "Peat Bog", "Tomb of Urami"]
    resolve(state)
    assert state.names_in("battlefield", 0) == ["Urami"] and state.life(0) == 18
    urami = state.view(state.find("Urami"))
    assert (urami["power"], urami["toughness"]) == (5, 5)
    assert state.names_in("battlefield", 1) == ["Mountain"]   # only its controller's lands


def assert_a_mountain_under_magus(land, spell_it_no_longer_pays_for, other_hand):
    """CR 305.7: under Magus of the Moon a nonbasic land is a Mountain and taps for {R} only."""
    state = build_position({"battlefield": [land], "hand": ["Lightning Bolt", spell_it_no_longer_pays_for]},
                           {"battlefield": ["Magus of the Moon"], "hand": other_hand})
    assert not can(state, f"cast {spell_it_no_longer_pays_for}")
    act(state, "cast Lightning Bolt")
    act(state, "target Magus of the Moon")
    resolve(state)
    assert state.names_in("graveyard", 1) == ["Magus of the Moon"]


def test_card_bayou():
    """CR 305.6: a land with basic land types taps for each type's mana ({B} or {G}), and
    CR 305.7: under Magus of the Moon it is a Mountain (Bayou is nonbasic) and taps for {R}."""
    for spell in ("Cruel Sadist", "Hexdrinker"):
        state = build_position({"battlefield": ["Bayou"], "hand": [spell, "Memnite"]},
                               {"hand": ["Plains", "Island", "Mountain"]})
        act(state, f"cast {spell}")
        resolve(state)
        assert spell in state.names_in("battlefield", 0) and tapped(state, "Bayou")
    state = build_position({"battlefield": ["Bayou"], "hand": ["Lightning Bolt", "Memnite"]},
                           {"hand": ["Plains", "Island", "Mountain"]})
    assert not can(state, "cast Lightning Bolt")              # neither {B} nor {G} pays {R}
    assert_a_mountain_under_magus("Bayou", "Cruel Sadist", ["Plains", "Island"])   # no {B}


def test_card_badlands():
    """CR 305.6: a land with basic land types taps for each type's mana ({B} or {R}) and no
    other; CR 305.7: under Magus of the Moon (Badlands is nonbasic) it is a Mountain only."""
    state = build_position({"battlefield": ["Badlands"], "hand": ["Cruel Sadist", "Memnite"]},
                           {"hand": ["Plains", "Island", "Forest"]})
    act(state, "cast Cruel Sadist")                           # {B}
    resolve(state)
    assert "Cruel Sadist" in state.names_in("battlefield", 0) and tapped(state, "Badlands")
    state = build_position({"battlefield": ["Badlands"], "hand": ["Lightning Bolt", "Hexdrinker"]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Plains", "Island"]})
    assert not can(state, "cast Hexdrinker")                  # neither {B} nor {R} pays {G}
    act(state, "cast Lightning Bolt")                         # {R}
    act(state, "target P1")
    resolve(state)
    assert state.life(1) == 17 and tapped(state, "Badlands")
    assert_a_mountain_under_magus("Badlands", "Cruel Sadist", ["Plains", "Island"])   # no {B}


def test_card_pendelhaven():
    """{T}: Add {G}. {T}: target 1/1 creature gets +1/+2 until end of turn (CR 514.2 ends it).
    Its power and toughness count counters (CR 613.4c: a 0/0 with a +1/+1 counter is 1/1); a
    creature that isn't 1/1 (a 2/2) is no target (CR 115.1)."""
    state = build_position({"battlefield": ["Pendelhaven", "Memnite"], "hand": ["Island"]},
                           {"battlefield": ["Goblin Guide", "Swarm Shambler"], "hand": ["Mountain"]},
                           plus_counters={(1, "Swarm Shambler"): 1})
    act(state, "activate Pendelhaven: {T}: Target 1/1 creature")
    assert set(options(state)) == {"target Memnite", "target Swarm Shambler"}
    act(state, "target Memnite")
    resolve(state)
    memnite = state.find("Memnite")
    assert (state.view(memnite)["power"], state.view(memnite)["toughness"]) == (2, 3)
    assert tapped(state, "Pendelhaven")
    next_turn(state, 1)
    assert (state.view(memnite)["power"], state.view(memnite)["toughness"]) == (1, 1)
    state = build_position({"battlefield": ["Pendelhaven"], "hand": ["Hexdrinker", "Island"]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Mountain", "Plains"]})
    assert not can(state, "activate Pendelhaven")             # no 1/1 creature
    act(state, "cast Hexdrinker")                             # {G}
    resolve(state)
    assert "Hexdrinker" in state.names_in("battlefield", 0) and tapped(state, "Pendelhaven")


def test_card_concealed_courtyard():
    """CR 614.1c: it enters tapped unless its controller controls two or fewer other lands (a
    third land is borrowed by setting its controller); {T}: Add {W} or {B} (CR 106.1)."""
    state = build_position({"battlefield": ["Plains", "Swamp"], "hand": ["Concealed Courtyard"]},
                           {"hand": ["Island", "Mountain", "Forest"]})
    act(state, "play Concealed Courtyard")
    assert not tapped(state, "Concealed Courtyard")           # two other lands
    state = build_position({"battlefield": ["Plains", "Swamp"], "hand": ["Concealed Courtyard"]},
                           {"battlefield": ["Island"], "hand": ["Mountain", "Forest"]})
    state.fields["objects"][state.find("Island")]["controller"] = 0
    act(state, "play Concealed Courtyard")
    assert tapped(state, "Concealed Courtyard")               # three other lands
    for spell, check in (("Swords to Plowshares", lambda s: s.life(1) == 21),
                         ("Dark Ritual", lambda s: s.fields["players"][0]["pool"][2] == 3)):
        state = build_position({"battlefield": ["Concealed Courtyard"], "hand": [spell, "Memnite"]},
                               {"battlefield": ["Memnite"], "hand": ["Island", "Mountain"]})
        act(state, f"cast {spell}")
        resolve(state)
        assert check(state) and tapped(state, "Concealed Courtyard")
    state = build_position({"battlefield": ["Concealed Courtyard"], "hand": ["Lightning Bolt", "Hexdrinker"]},
                           {"hand": ["Island", "Mountain", "Forest"]})
    assert not can(state, "cast Lightning Bolt") and not can(state, "cast Hexdrinker")


def test_card_tundra():
    """CR 305.6: a land with basic land types taps for each type's mana ({W} or {U}); CR 305.7:
    under Magus of the Moon (Tundra is nonbasic) it is a Mountain and taps for {R} only."""
    for spell in ("Swords to Plowshares", "Sleep-Cursed Faerie"):
        state = build_position({"battlefield": ["Tundra"], "hand": [spell, "Memnite"]},
                               {"battlefield": ["Goblin Guide"], "hand": ["Forest", "Swamp"]})
        act(state, f"cast {spell}")
        resolve(state)
        assert tapped(state, "Tundra")
        if spell == "Swords to Plowshares":
            assert state.names_in("exile", 1) == ["Goblin Guide"] and state.life(1) == 22
        else:
            assert "Sleep-Cursed Faerie" in state.names_in("battlefield", 0)
    state = build_position({"battlefield": ["Tundra"], "hand": ["Lightning Bolt", "Hexdrinker"]},
                           {"hand": ["Forest", "Swamp", "Mountain"]})
    assert not can(state, "cast Lightning Bolt") and not can(state, "cast Hexdrinker")
    assert_a_mountain_under_magus("Tundra", "Swords to Plowshares", ["Forest", "Swamp"])   # no {W}


def test_card_fountain_of_cho():
    """Enters tapped (CR 614.1c); "{T}: Put a storage counter" uses the stack (CR 602) and the
    land untaps as usual (CR 502.3); "{T}, Remove any number of storage counters" is a mana
    ability (CR 605.1a) making {W} per counter removed."""
    state = build_position({"hand": ["Fountain of Cho", "Memnite", "Island"]},
                           {"hand": ["Plains", "Forest", "Swamp"]})
    act(state, "play Fountain of Cho")
    assert tapped(state, "Fountain of Cho") and counters(state, "Fountain of Cho") == 0
    state = build_position({"battlefield": ["Fountain of Cho"], "hand": ["Memnite", "Island"]},
                           {"hand": ["Plains", "Forest", "Swamp"]})
    act(state, "activate Fountain of Cho: {T}: Put a storage counter")
    resolve(state)
    assert tapped(state, "Fountain of Cho") and counters(state, "Fountain of Cho") == 1
    next_turn(state, 0)
    assert not tapped(state, "Fountain of Cho") and counters(state, "Fountain of Cho") == 1
    short = build_position({"battlefield": ["Fountain of Cho"], "hand": ["Elite Spellbinder", "Memnite"]},
                           {"hand": ["Plains", "Forest", "Swamp"]},
                           counters={(0, "Fountain of Cho"): 2})
    assert not can(short, "cast Elite Spellbinder")           # {2}{W}: two counters are short
    state = build_position({"battlefield": ["Fountain of Cho"], "hand": ["Elite Spellbinder", "Memnite"]},
                           {"hand": ["Plains", "Forest", "Swamp"]},
                           counters={(0, "Fountain of Cho"): 4})
    act(state, "cast Elite Spellbinder")
    if state.decision == "pay":
        act(state, "pay with Fountain of Cho (3 counters)")
    assert counters(state, "Fountain of Cho") == 1 and tapped(state, "Fountain of Cho")
    resolve(state)
    assert "Elite Spellbinder" in state.names_in("battlefield", 0)
    state = build_position({"battlefield": ["Fountain of Cho"], "hand": ["Lightning Bolt", "Memnite"]},
                           {"hand": ["Plains", "Forest", "Swamp"]},
                           counters={(0, "Fountain of Cho"): 4})
    assert not can(state, "cast Lightning Bolt")              # only {W}


def test_card_mercadian_bazaar():
    """Enters tapped (CR 614.1c); "{T}: Put a storage counter" uses the stack (CR 602) and the
    land untaps as usual (CR 502.3); "{T}, Remove any number of storage counters" is a mana
    ability (CR 605.1a) making {R} per counter removed."""
    state = build_position({"hand": ["Mercadian Bazaar", "Memnite", "Island"]},
                           {"hand": ["Plains", "Forest", "Swamp"]})
    act(state, "play Mercadian Bazaar")
    assert tapped(state, "Mercadian Bazaar") and counters(state, "Mercadian Bazaar") == 0
    state = build_position({"battlefield": ["Mercadian Bazaar"], "hand": ["Memnite", "Island"]},
                           {"hand": ["Plains", "Forest", "Swamp"]})
    act(state, "activate Mercadian Bazaar: {T}: Put a storage counter")
    resolve(state)
    assert tapped(state, "Mercadian Bazaar") and counters(state, "Mercadian Bazaar") == 1
    next_turn(state, 0)
    assert state.decision == "priority"                       # no "untap" question (CR 502.3)
    assert not tapped(state, "Mercadian Bazaar") and counters(state, "Mercadian Bazaar") == 1
    # {R}, not {W} or {U}
    state = build_position({"battlefield": ["Mercadian Bazaar"], "hand": ["Swords to Plowshares", "Memnite"]},
                           {"hand": ["Plains", "Forest", "Swamp"]},
                           counters={(0, "Mercadian Bazaar"): 3})
    assert not can(state, "cast Swords to Plowshares")
    state = build_position({"battlefield": ["Mercadian Bazaar"], "hand": ["Lightning Bolt", "Memnite"]},
                           {"hand": ["Plains", "Forest", "Swamp"]},
                           counters={(0, "Mercadian Bazaar"): 3})
    act(state, "cast Lightning Bolt")
    act(state, "target P1")
    if state.decision == "pay":
        act(state, "pay with Mercadian Bazaar (1 counters)")
    assert counters(state, "Mercadian Bazaar") == 2 and tapped(state, "Mercadian Bazaar")
    resolve(state)
    assert state.life(1) == 17 and state.life(0) == 20


def test_card_tropical_island():
    """CR 305.6: a land with basic land types taps for each type's mana ({G} or {U}); CR 305.7:
    under Magus of the Moon (Tropical Island is nonbasic) it is a Mountain and taps for {R}."""
    for spell in ("Hexdrinker", "Sleep-Cursed Faerie"):
        state = build_position({"battlefield": ["Tropical Island"], "hand": [spell, "Memnite"]},
                               {"hand": ["Plains", "Swamp", "Mountain"]})
        act(state, f"cast {spell}")
        resolve(state)
        assert spell in state.names_in("battlefield", 0) and tapped(state, "Tropical Island")
    state = build_position({"battlefield": ["Tropical Island"], "hand": ["Lightning Bolt", "Swords to Plowshares"]},
                           {"hand": ["Plains", "Swamp", "Mountain"]})
    assert not can(state, "cast Lightning Bolt") and not can(state, "cast Swords to Plowshares")
    assert_a_mountain_under_magus("Tropical Island", "Hexdrinker", ["Plains", "Swamp"])   # no {G}


def test_card_oboro_palace_in_the_clouds():
    """{T}: Add {U}. {1}: return it to its owner's hand (an activated ability, CR 602, that any
    of its controller's mana pays, its own {U} too). In response to Wasteland it goes back to
    the hand, Wasteland's ability has no legal target left and does nothing (CR 608.2b), and
    the land can be played again (CR 305.2: the turn's land play was not used)."""
    state = build_position({"battlefield": ["Oboro, Palace in the Clouds", "Mox Pearl"], "hand": ["Island"]},
                           {"battlefield": ["Wasteland"], "hand": ["Plains", "Forest"]})
    act(state, "pass priority")
    act_as(state, 1, "activate Wasteland")
    act(state, "target Oboro, Palace in the Clouds")
    act_as(state, 0, "activate Oboro, Palace in the Clouds")
    act(state, "pay with Oboro, Palace in the Clouds")        # it taps for the {1} it needs
    resolve(state)
    assert state.names_in("hand", 0) == ["Island", "Oboro, Palace in the Clouds"]
    assert state.names_in("graveyard", 1) == ["Wasteland"]
    assert state.names_in("battlefield", 0) == ["Mox Pearl"]
    act(state, "play Oboro, Palace in the Clouds")
    assert not tapped(state, "Oboro, Palace in the Clouds")   # a new object, untapped (CR 400.7)
    state = build_position({"battlefield": ["Oboro, Palace in the Clouds"], "hand": ["Sleep-Cursed Faerie", "Lightning Bolt"]},
                           {"hand": ["Plains", "Forest", "Swamp"]})
    assert not can(state, "cast Lightning Bolt")              # only {U}
    act(state, "cast Sleep-Cursed Faerie")
    resolve(state)
    assert tapped(state, "Oboro, Palace in the Clouds")
    assert not can(state, "activate Oboro")                   # no mana left for {1}


def test_card_volatile_fault():
    """{1}, {T}, sacrifice it: destroy target nonbasic land an opponent controls (not a basic,
    not its controller's own, CR 115.1); that land's controller may put a basic land card from
    their library onto the battlefield (CR 701.23; in 3CB the library holds only what was put
    there, TB-1), and the Fault's controller creates a Treasure token (CR 111.10a), whose mana
    ability ({T}, sacrifice it: one mana of any colour) pays costs like Lotus Petal's."""
    state = build_position({"battlefield": ["Volatile Fault", "Mox Pearl"], "hand": ["Lightning Bolt"]},
                           {"battlefield": ["Tundra", "Plains"], "library": ["Forest"]})
    act(state, "activate Volatile Fault")                     # Tundra: the only legal target
    resolve(state)
    assert state.current_player() == 1                        # the Tundra's controller searches
    act(state, "put onto the battlefield from the library: Forest")
    assert state.names_in("graveyard") == ["Tundra", "Volatile Fault"]
    assert state.names_in("battlefield", 1) == ["Forest", "Plains"] and not tapped(state, "Forest")
    assert state.names_in("battlefield", 0) == ["Mox Pearl", "Treasure"]
    act(state, "cast Lightning Bolt")                         # {R} from the Treasure
    act(state, "target P1")
    resolve(state)
    assert state.life(1) == 17 and state.names_in("battlefield", 0) == ["Mox Pearl"]
    assert state.check_invariants() == 0
    state = build_position({"battlefield": ["Volatile Fault", "Mox Pearl", "Tundra"]},
                           {"battlefield": ["Plains", "Mox Sapphire"], "hand": ["Island"]})
    assert not can(state, "activate Volatile Fault")          # no nonbasic land of an opponent's


def test_card_volatile_fault_treasure_alone():
    """TB-8: sacrificing the Treasure with nothing to pay is offered only in a game where it can
    matter (Death's Shadow: a life-watch card), like Lotus Petal's; then its controller picks
    the colour (CR 106.1b)."""
    for deck, offered in ((["Death's Shadow"], True), (["Island"], False)):
        state = build_position({"battlefield": ["Volatile Fault", "Mox Pearl"], "hand": deck},
                               {"battlefield": ["Tundra", "Forest"], "hand": ["Nature's Claim"]})
        act(state, "activate Volatile Fault")
        resolve(state)
        assert state.names_in("battlefield", 0) == ["Mox Pearl", "Treasure"]
        assert can(state, "activate Treasure") == offered
        if offered:
            act(state, "activate Treasure")
            act(state, "add one black")
            assert state.names_in("battlefield", 0) == ["Mox Pearl"]
            assert int(state.fields["players"][0]["pool"][2]) == 1
    act(state, "pass priority")                               # the Treasure's controller gains
    act_as(state, 1, "cast Nature's Claim")                   # the 4 life (CR 608.2h)
    act(state, "target Treasure")
    resolve(state)
    assert state.life(0) == 24 and state.names_in("battlefield", 0) == ["Mox Pearl"]


def test_card_underground_river():
    """A pain land: {T}: Add {C} with no damage, or {U} or {B} and 1 damage to its controller
    (CR 106.1, 120.3: damage to a player is life loss). A generic cost can be paid either way:
    both payments are offered (TB-8: their outcomes differ); {U} and {B} end alike, one option."""
    state = build_position({"battlefield": ["Underground River"], "hand": ["Sleep-Cursed Faerie", "Memnite"]},
                           {"hand": ["Island", "Swamp", "Forest"]})
    act(state, "cast Sleep-Cursed Faerie")                    # {U}: only the coloured mode pays
    resolve(state)
    assert state.life(0) == 19 and "Sleep-Cursed Faerie" in state.names_in("battlefield", 0)
    assert tapped(state, "Underground River")
    state = build_position({"battlefield": ["Underground River"], "hand": ["Pithing Needle", "Memnite"]},
                           {"hand": ["Island", "Swamp", "Forest"]})
    act(state, "cast Pithing Needle")                         # {1}
    assert set(options(state)) == {"pay with Underground River (C)",
                                   "pay with Underground River (B)"}
    act(state, "pay with Underground River (C)")
    assert state.life(0) == 20 and tapped(state, "Underground River")
    state = build_position({"battlefield": ["Underground River"], "hand": ["Pithing Needle", "Memnite"]},
                           {"hand": ["Island", "Swamp", "Forest"]})
    act(state, "cast Pithing Needle")
    act(state, "pay with Underground River (B)")
    assert state.life(0) == 19


def test_card_darksteel_citadel():
    """An artifact land (CR 305, the glossary's "Artifact Land"): played as a land, it counts
    as an artifact (Tolarian Academy); indestructible, "destroy" doesn't destroy it (CR 702.12b):
    Wasteland (a nonbasic land) and Nature's Claim (an artifact) target it and leave it, but the
    Claim's life gain still happens (CR 608.2b: its one target is still legal)."""
    state = build_position({"battlefield": ["Wasteland", "Mox Emerald"], "hand": ["Nature's Claim"]},
                           {"battlefield": ["Darksteel Citadel"], "hand": ["Island", "Swamp"]})
    act(state, "activate Wasteland")
    act(state, "target Darksteel Citadel")
    resolve(state)
    assert state.names_in("battlefield", 1) == ["Darksteel Citadel"]
    assert state.names_in("graveyard", 0) == ["Wasteland"]
    act(state, "cast Nature's Claim")
    act(state, "target Darksteel Citadel")
    resolve(state)
    assert state.names_in("battlefield", 1) == ["Darksteel Citadel"] and state.life(1) == 24
    state = build_position({"battlefield": ["Tolarian Academy"], "hand": ["Darksteel Citadel", "Sleep-Cursed Faerie"]},
                           {"hand": ["Island", "Swamp", "Forest"]}, lands_played={0: 0})
    assert not can(state, "cast Sleep-Cursed Faerie")         # no artifact: the Academy makes nothing
    act(state, "play Darksteel Citadel")
    act(state, "cast Sleep-Cursed Faerie")                    # {U} from the Academy: one artifact
    resolve(state)
    assert "Sleep-Cursed Faerie" in state.names_in("battlefield", 0)


def test_card_field_of_ruin():
    """{2}, {T}, sacrifice it: destroy target nonbasic land an opponent controls (not a basic,
    not its controller's own, CR 115.1); then each player searches for a basic land card and
    puts it onto the battlefield untapped, the active player first (CR 101.4; TB-3: choices are
    made openly). In 3CB a library holds only what was put there (TB-1); a search may find
    nothing (CR 701.23b)."""
    state = build_position({"battlefield": ["Field of Ruin", "Sol Ring"], "library": ["Plains"]},
                           {"battlefield": ["Tundra"], "library": ["Forest"], "hand": ["Island"]})
    act(state, "activate Field of Ruin")                      # Tundra: the only legal target
    resolve(state)
    assert state.names_in("graveyard") == ["Field of Ruin", "Tundra"]
    assert state.current_player() == 0                        # the active player searches first
    act(state, "put onto the battlefield from the library: Plains")
    assert state.current_player() == 1
    act(state, "put onto the battlefield from the library: Forest")
    assert state.names_in("battlefield", 0) == ["Plains", "Sol Ring"] and not tapped(state, "Plains")
    assert state.names_in("battlefield", 1) == ["Forest"] and not tapped(state, "Forest")
    assert state.check_invariants() == 0
    # on the opponent's turn, the opponent (active) searches first
    state = build_position({"battlefield": ["Field of Ruin", "Sol Ring"], "library": ["Plains"]},
                           {"battlefield": ["Tundra"], "library": ["Forest"], "hand": ["Island"]},
                           active=1, step="end")             # P1 has nothing to do (TB-8)
    act(state, "activate Field of Ruin")
    resolve(state)
    assert state.current_player() == 1
    act(state, "put onto the battlefield from the library: Forest")
    act(state, "put onto the battlefield from the library: Plains")
    assert state.names_in("battlefield", 0) == ["Plains", "Sol Ring"]
    state = build_position({"battlefield": ["Field of Ruin", "Sol Ring", "Tundra"]},
                           {"battlefield": ["Plains", "Mox Sapphire"], "hand": ["Island"]})
    assert not can(state, "activate Field of Ruin")           # no nonbasic land of an opponent's
    state = build_position({"battlefield": ["Field of Ruin", "Mox Pearl"], "hand": ["Island"]},
                           {"battlefield": ["Tundra"], "hand": ["Island", "Forest"]})
    assert not can(state, "activate Field of Ruin")           # {2}: one Mox is not enough


def test_card_demolition_field():
    """{2}, {T}, sacrifice it: destroy target nonbasic land an opponent controls; that land's
    controller may search for a basic land card, then the Field's controller may (in the
    order written, CR 608.2c), each putting it onto the battlefield untapped."""
    state = build_position({"battlefield": ["Demolition Field", "Sol Ring"], "library": ["Plains"]},
                           {"battlefield": ["Tundra"], "library": ["Forest"], "hand": ["Island"]},
                           active=1, step="end")             # P1 has nothing to do (TB-8)
    act(state, "activate Demolition Field")
    resolve(state)
    assert state.names_in("graveyard") == ["Demolition Field", "Tundra"]
    assert state.current_player() == 1                        # the land's controller first
    act(state, "put onto the battlefield from the library: Forest")
    assert state.current_player() == 0
    act(state, "put onto the battlefield from the library: Plains")
    assert state.names_in("battlefield", 0) == ["Plains", "Sol Ring"] and not tapped(state, "Plains")
    assert state.names_in("battlefield", 1) == ["Forest"] and not tapped(state, "Forest")
    assert state.check_invariants() == 0
    state = build_position({"battlefield": ["Demolition Field", "Sol Ring"], "hand": ["Island"]},
                           {"battlefield": ["Tundra"], "hand": ["Island", "Forest"]})
    act(state, "activate Demolition Field")
    resolve(state)                                            # empty libraries: nothing found
    assert state.names_in("battlefield") == ["Sol Ring"] and state.decision == "priority"


def test_card_dunes_of_the_dead():
    """"When this land is put into a graveyard from the battlefield": a land doesn't die
    (CR 700.4), but destroyed (CR 701.8) or sacrificed it goes there, and its controller creates
    a 2/2 black Zombie token (CR 111.1)."""
    state = build_position({"battlefield": ["Wasteland", "Mox Emerald"], "hand": ["Island"]},
                           {"battlefield": ["Dunes of the Dead"], "hand": ["Swamp", "Forest"]})
    act(state, "activate Wasteland")
    act(state, "target Dunes of the Dead")
    resolve(state)
    assert state.names_in("graveyard", 1) == ["Dunes of the Dead"]
    assert state.names_in("battlefield", 1) == ["Zombie"]
    zombie = state.view(state.find("Zombie"))
    assert (zombie["power"], zombie["toughness"], zombie["colors"]) == (2, 2, 4)   # black
    assert state.check_invariants() == 0


def test_card_dunes_of_the_dead_sacrificed_exiled_or_abilityless():
    """Sacrificed to Smallpox it triggers too; exiled instead by an opponent's Leyline of the
    Void (CR 614.1a) it never reaches a graveyard; with Magus of the Moon on the battlefield
    as it leaves it has no abilities, so nothing triggers (CR 305.7, 603.10a)."""
    for p1_cards, zombie in (({"battlefield": ["Dunes of the Dead", "Memnite"], "hand": ["Island"]}, True),
                             ({"battlefield": ["Dunes of the Dead", "Memnite", "Magus of the Moon"]}, False)):
        state = build_position({"battlefield": ["Swamp"], "hand": ["Smallpox", "Island"]},
                               p1_cards, pool={0: {"B": 1}})
        act(state, "cast Smallpox")
        resolve(state)
        if not zombie:
            act(state, "sacrifice: Memnite")                  # the Magus stays
        assert state.names_in("graveyard", 1)[0] == "Dunes of the Dead"
        assert state.names_in("battlefield", 1) == (["Zombie"] if zombie else ["Magus of the Moon"])
        assert ("Zombie" in state.names_in("battlefield", 1)) == zombie
    state = build_position({"battlefield": ["Wasteland", "Leyline of the Void"], "hand": ["Island"]},
                           {"battlefield": ["Dunes of the Dead"], "hand": ["Swamp", "Forest"]})
    act(state, "activate Wasteland")
    act(state, "target Dunes of the Dead")
    resolve(state)
    assert state.names_in("exile", 1) == ["Dunes of the Dead"]
    assert state.names_in("battlefield", 1) == []


def test_card_boseiju_who_endures():
    """Channel (CR 207.2c): an activated ability of the card in its owner's hand (CR 113.6),
    at instant speed, with "Discard this card" in its cost (CR 602.2b). Its target: an
    artifact, enchantment or nonbasic land an opponent controls (not a basic land, not one's
    own, CR 115.1). That land's controller may search for a land card with a basic land type
    (CR 205.3i): a Bayou too, which Ghost Quarter's search would not find."""
    state = build_position({"battlefield": ["Forest", "Sol Ring"], "hand": ["Boseiju, Who Endures"]},
                           {"battlefield": ["Tundra", "Plains"], "library": ["Bayou"]},
                           active=1, step="end")
    act(state, "activate Boseiju, Who Endures")               # on the opponent's turn
    assert state.names_in("graveyard", 0) == ["Boseiju, Who Endures"]   # discarded: a cost
    assert tapped(state, "Forest") and tapped(state, "Sol Ring")
    resolve(state)                                            # (its one target: the Tundra)
    assert state.names_in("graveyard", 1) == ["Tundra"]
    assert state.current_player() == 1                        # the Tundra's controller searches
    act(state, "put onto the battlefield from the library: Bayou")
    assert state.names_in("battlefield", 1) == ["Bayou", "Plains"] and not tapped(state, "Bayou")
    assert state.check_invariants() == 0
    state = build_position({"battlefield": ["Forest", "Sol Ring"], "hand": ["Boseiju, Who Endures"]},
                           {"battlefield": ["Plains", "Mox Sapphire", "Leyline of Sanctity"]})
    act(state, "activate Boseiju, Who Endures")               # not its own Sol Ring
    assert set(options(state)) == {"target Mox Sapphire", "target Leyline of Sanctity"}
    act(state, "target Leyline of Sanctity")
    resolve(state)
    assert state.names_in("graveyard", 1) == ["Leyline of Sanctity"]
    state = build_position({"battlefield": ["Forest", "Tundra"], "hand": ["Boseiju, Who Endures"]},
                           {"battlefield": ["Plains", "Island", "Swamp"]})
    assert not can(state, "activate Boseiju")                 # basic lands only: no target
    act(state, "play Boseiju, Who Endures")                   # or it is a land: {T}: Add {G}
    assert state.names_in("battlefield", 0) == ["Boseiju, Who Endures", "Forest", "Tundra"]


def test_card_boseiju_who_endures_legendary_discount():
    """"Costs {1} less for each legendary creature you control": after increases, and only the
    generic part (CR 601.2f); {G} stays. Thalia, Guardian of Thraben's tax is on spells, not
    abilities. Pithing Needle naming it stops the channel in the hand (its activated ability)."""
    state = build_position({"battlefield": ["Forest", "Thalia, Guardian of Thraben"],
                            "hand": ["Boseiju, Who Endures"]},
                           {"battlefield": ["Mox Sapphire", "Island", "Swamp"]})
    act(state, "activate Boseiju, Who Endures")               # {G}: the Forest alone pays
    assert state.names_in("graveyard", 1) == ["Mox Sapphire"] and tapped(state, "Forest")
    state = build_position({"battlefield": ["Forest", "Memnite"], "hand": ["Boseiju, Who Endures"]},
                           {"battlefield": ["Mox Sapphire", "Island", "Swamp"]})
    assert not can(state, "activate Boseiju")                 # {1}{G} without a legend
    state = build_position({"battlefield": ["Forest", "Sol Ring"], "hand": ["Boseiju, Who Endures"]},
                           {"battlefield": ["Mox Sapphire", "Swamp"], "hand": ["Pithing Needle"]},
                           active=1)
    act(state, "cast Pithing Needle")
    if state.decision == "pay":
        act(state, "pay with Mox Sapphire")
    assert can(state, "activate Boseiju")                     # in response: still allowed
    act(state, "pass priority")
    act(state, "name Boseiju, Who Endures")
    assert state.decision == "priority" and not can(state, "activate Boseiju")


def _lore(state, name="Urza's Saga"):
    return int(state.fields["objects"][state.find(name)]["counters"])


def _gained(state, name="Urza's Saga"):
    """The grant bits of the abilities the Saga has gained (bit 0: chapter I's, 1: II's)."""
    return int(state.fields["objects"][state.find(name)]["choice"])


def test_card_urzas_saga():
    """A Saga (CR 714) that is a land: played (CR 305.1), it enters with a lore counter (714.3a)
    and chapter I triggers (714.2b, on the stack: 603.3); resolved, the Saga has gained
    "{T}: Add {C}". As its controller's precombat main phase begins it gets another lore counter
    (714.3b, no stack): chapter II gives "{2}, {T}: create a 0/0 Construct with +1/+1 for each
    artifact you control" (layer 7c, CR 613.4c; the token itself is one). Chapter III searches
    the library (empty, TB-1: nothing found); the Saga stays while a chapter ability of it has
    not left the stack and is sacrificed once it has (CR 714.4)."""
    state = build_position({"hand": ["Urza's Saga", "Sol Ring", "Lightning Bolt"]},
                           {"hand": ["Island", "Island", "Island"]})
    assert not can(state, "cast Sol Ring")                    # no mana yet
    act(state, "play Urza's Saga")                            # chapter I resolved (TB-8: no one
    assert _lore(state) == 1 and _gained(state) == 1          # could act while it waited)
    act(state, "cast Sol Ring")                               # {C} from the gained ability
    assert tapped(state, "Urza's Saga")
    resolve(state)
    assert not can(state, "activate Urza's Saga")             # chapter II not reached yet
    next_turn(state, 0)                                       # P0's next precombat main phase
    assert _lore(state) == 2 and _gained(state) == 3          # chapter II resolved
    act(state, "activate Urza's Saga")                        # {2} from Sol Ring, {T}
    resolve(state)
    construct = state.find("Construct (Urza's Saga)")
    assert (state.view(construct)["power"], state.view(construct)["toughness"]) == (2, 2)
    next_turn(state, 0)
    assert _lore(state) == 3 and int(state.fields["stack_len"]) == 1     # chapter III waits
    assert "Urza's Saga" in state.names_in("battlefield", 0)  # not yet sacrificed (CR 714.4)
    act(state, "activate Urza's Saga")                        # in response: a second Construct
    resolve(state)
    assert state.names_in("battlefield", 0) == ["Construct (Urza's Saga)",
                                                "Construct (Urza's Saga)", "Sol Ring"]
    assert state.names_in("graveyard", 0) == ["Urza's Saga"]
    for obj in state.zones()["battlefield"]:
        if state.name_of(obj).startswith("Construct"):
            assert (state.view(obj)["power"], state.view(obj)["toughness"]) == (3, 3)
    assert state.check_invariants() == 0


def test_card_urzas_saga_chapter_iii_search():
    """Chapter III finds an artifact card with mana cost {0} or {1} (its actual mana cost, not
    its mana value: the 2021 ruling), if a shuffle or another card put one into the library
    (TB-1); the search may find nothing (CR 701.23b); then the library is shuffled."""
    state = build_position({"battlefield": ["Urza's Saga"],
                            "library": ["Sol Ring", "Chalice of the Void"]},
                           {"hand": ["Island", "Island", "Island"]},
                           counters={(0, "Urza's Saga"): 2})   # main 1 begins: a third one
    until_decision(state, "choose object")
    assert _lore(state) == 3
    legal = [t for t in options(state) if "from the library" in t]
    assert legal == ["put onto the battlefield from the library: Sol Ring"]   # not {X}{X}
    act(state, "put onto the battlefield from the library: Sol Ring")
    until_decision(state, "priority")
    assert state.names_in("battlefield", 0) == ["Sol Ring"]
    assert state.names_in("graveyard", 0) == ["Urza's Saga"]


def test_card_urzas_saga_magus_of_the_moon():
    """Under Magus of the Moon the Saga is a Mountain that has lost the abilities of its rules
    text, its chapter abilities too (CR 305.7): it taps for {R} and keeps what its chapters
    already gave it (gained in layer 6, CR 613.1f); with no chapter ability it gets no lore
    counter in its main phase (714.3b) and is not sacrificed (714.4: the rule since June 2025,
    replacing the 2021 ruling). It enters with its lore counter all the same (714.3a), but no
    chapter triggers. Once the Magus is gone, a Saga with three lore counters is sacrificed."""
    state = build_position({"hand": ["Urza's Saga", "Lightning Bolt", "Lightning Bolt"]},
                           {"battlefield": ["Magus of the Moon"], "hand": ["Island", "Island"]})
    act(state, "play Urza's Saga")
    assert _lore(state) == 1 and _gained(state) == 0          # no chapter I: nothing gained
    act(state, "cast Lightning Bolt")                         # {R}: it is a Mountain
    act(state, "target Magus of the Moon")
    resolve(state)
    assert state.names_in("graveyard", 1) == ["Magus of the Moon"]
    # its chapter abilities are back, but no lore counter was put on it: nothing triggers, and
    # with 1 lore counter it stays; its next main phase brings chapter II (not I)
    assert state.names_in("battlefield", 0) == ["Urza's Saga"] and _gained(state) == 0
    pass_until(state, lambda s: _lore(s) == 2)                # P0's next precombat main phase
    assert _gained(state) == 2
    state = build_position({"battlefield": ["Urza's Saga"], "hand": ["Lightning Bolt", "Lightning Bolt"]},
                           {"battlefield": ["Magus of the Moon"], "hand": ["Island", "Island"]},
                           step="main 2", counters={(0, "Urza's Saga"): 3})
    assert state.names_in("battlefield", 0) == ["Urza's Saga"]      # no chapter abilities
    act(state, "cast Lightning Bolt")                         # {R}: it is a Mountain
    act(state, "target Magus of the Moon")
    resolve(state)
    assert state.names_in("graveyard", 0) == ["Lightning Bolt", "Urza's Saga"]
    assert state.names_in("graveyard", 1) == ["Magus of the Moon"]


def test_card_urzas_saga_magus_keeps_gained_abilities():
    """A Saga that gained its chapter I and II abilities keeps them under a Magus of the Moon
    that arrives later (CR 305.7 removes only the abilities of its rules text), and gets no
    more lore counters while it has no chapter abilities (CR 714.3b)."""
    state = build_position({"hand": ["Urza's Saga", "Sol Ring", "Lightning Bolt"]},
                           {"battlefield": ["Mountain", "Sol Ring"], "hand": ["Magus of the Moon"]})
    act(state, "play Urza's Saga")
    resolve(state)
    act(state, "cast Sol Ring")
    resolve(state)
    next_turn(state, 0)
    resolve(state)                                            # chapter II: the Construct ability
    assert _lore(state) == 2
    next_turn(state, 1)
    act(state, "cast Magus of the Moon")
    resolve(state)
    next_turn(state, 0)
    assert _lore(state) == 2 and int(state.fields["stack_len"]) == 0   # no counter, no chapter
    act(state, "activate Urza's Saga")                        # the gained ability still works
    assert state.names_in("battlefield", 0) == ["Construct (Urza's Saga)", "Sol Ring",
                                                "Urza's Saga"]
    assert not can(state, "activate Urza's Saga")             # tapped
    assert state.check_invariants() == 0


def test_card_cathedral_of_war():
    """Exalted (CR 702.83a): Memnite attacking alone gets +1/+1 until end of turn and deals 2;
    with Goblin Guide beside it nothing attacks alone (CR 702.83b) and the two deal 3."""
    for attackers, life in ((["Memnite"], 18), (["Memnite", "Goblin Guide"], 17)):
        state = build_position({"battlefield": ["Cathedral of War", "Memnite", "Goblin Guide"]},
                               {"hand": ["Island", "Swamp", "Forest"]}, step="declare attackers")
        for name in ("Memnite", "Goblin Guide"):
            act(state, f"attack with {name}" if name in attackers else f"{name} doesn't attack")
        pass_to_step(state, "main 2")
        assert state.life(1) == life


def test_card_cathedral_of_war_enters_tapped():
    """"This land enters tapped" (CR 614.1c); {T}: Add {C} once it untaps."""
    state = build_position({"hand": ["Cathedral of War", "Memnite", "Sol Ring"]},
                           {"hand": ["Island", "Swamp", "Forest"]})
    act(state, "play Cathedral of War")
    assert tapped(state, "Cathedral of War")
    assert not can(state, "cast Sol Ring")
    next_turn(state, 0)
    act(state, "cast Sol Ring")
    resolve(state)
    assert "Sol Ring" in state.names_in("battlefield", 0) and tapped(state, "Cathedral of War")


def test_card_keldon_megaliths():
    # Hellbent (CR 602.5b): the ability can be activated only while its controller has no cards
    # in hand; with the hand emptied it deals 1 damage to any target.
    state = build_position({"battlefield": ["Keldon Megaliths", "Mox Ruby"], "hand": ["Mountain"]},
                           {"hand": ["Plains", "Forest", "Island"]}, pool={0: {"R": 1}})
    assert not can(state, "activate Keldon Megaliths")         # {1}{R} at hand, but a card too
    act(state, "play Mountain")
    act(state, "activate Keldon Megaliths")
    act(state, "target P1")
    pass_until(state, lambda s: s.decision != "pay")
    resolve(state)
    assert state.life(1) == 19 and state.life(0) == 20


def test_card_keldon_megaliths_enters_tapped():
    state = build_position({"hand": ["Keldon Megaliths", "Island", "Swamp"]},
                           {"hand": ["Plains", "Forest", "Mountain"]})
    act(state, "play Keldon Megaliths")
    assert tapped(state, "Keldon Megaliths")


def test_card_boros_garrison():
    """It enters tapped (CR 614.1c); its enters trigger (CR 603.6a) returns a land its
    controller controls to its owner's hand, chosen as it resolves (not targeted, CR 115.10a):
    the Mountain or the Garrison itself. The Mountain goes back; the land play is spent."""
    state = build_position({"battlefield": ["Mountain"], "hand": ["Boros Garrison", "Goblin Guide"]},
                           {"hand": ["Island", "Swamp", "Forest"]})
    act(state, "play Boros Garrison")
    assert tapped(state, "Boros Garrison")
    until_decision(state, "choose object")
    assert state.current_player() == 0
    assert set(options(state)) == {"return to hand: Mountain", "return to hand: Boros Garrison"}
    act(state, "return to hand: Mountain")
    assert state.names_in("battlefield", 0) == ["Boros Garrison"]
    assert sorted(state.names_in("hand", 0)) == ["Goblin Guide", "Mountain"]
    assert not can(state, "play Mountain")                  # one land per turn (CR 305.2)
    assert not can(state, "cast Goblin Guide")              # the Garrison is tapped


def test_card_boros_garrison_alone_returns_itself():
    """With no other land it is the only choice: it returns itself (the engine asks no
    question with one answer, TB-8)."""
    state = build_position({"hand": ["Boros Garrison", "Goblin Guide", "Memnite"]},
                           {"hand": ["Island", "Swamp", "Forest"]})
    act(state, "play Boros Garrison")
    resolve(state)
    assert state.names_in("battlefield", 0) == []
    assert sorted(state.names_in("hand", 0)) == ["Boros Garrison", "Goblin Guide", "Memnite"]
    assert not can(state, "play Boros Garrison")


def test_card_boros_garrison_adds_red_and_white():
    """{T}: Add {R}{W}: one mana ability adds both (CR 605.1a, 106.4): Goblin Guide uses the
    {R}, the {W} stays in the pool for Mother of Runes in the same step."""
    state = build_position({"battlefield": ["Boros Garrison"], "hand": ["Goblin Guide", "Mother of Runes"]},
                           {"hand": ["Island", "Swamp", "Forest"]})
    act(state, "cast Goblin Guide")
    resolve(state)
    act(state, "cast Mother of Runes")
    resolve(state)
    assert state.names_in("battlefield", 0) == ["Boros Garrison", "Goblin Guide", "Mother of Runes"]
    assert tapped(state, "Boros Garrison")


def _bounce_land_plays(land: str, spell: str, left_over: str) -> None:
    """A bounce land of the cycle (CR 614.1c, 603.6a, 115.10a, 605.1a): it enters tapped and
    returns the Mountain its controller chooses; next turn one tap pays `spell` with one of its
    two mana and leaves the other, `left_over`, in the pool."""
    state = build_position({"battlefield": ["Mountain"], "hand": [land, spell]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Island", "Swamp"]})
    act(state, f"play {land}")
    assert tapped(state, land)
    until_decision(state, "choose object")
    assert set(options(state)) == {"return to hand: Mountain", f"return to hand: {land}"}
    act(state, "return to hand: Mountain")
    assert state.names_in("battlefield", 0) == [land]
    assert sorted(state.names_in("hand", 0)) == sorted(["Mountain", spell])
    next_turn(state, 0, "main 1")
    act(state, f"cast {spell}")
    if "target Goblin Guide" in options(state):                 # not asked with one target
        act(state, "target Goblin Guide")
    resolve(state)
    assert state.names_in("battlefield", 1) == []               # the Goblin Guide is gone
    pool = state.fields["players"][0]["pool"]
    assert [int(pool[CODES["pool"][c]]) for c in "WUBRG"] == [int(c == left_over) for c in "WUBRG"]


def test_card_izzet_boilerworks():
    _bounce_land_plays("Izzet Boilerworks", "Lightning Bolt", "U")


def test_card_azorius_chancery():
    _bounce_land_plays("Azorius Chancery", "Swords to Plowshares", "U")


def test_card_gruul_turf():
    _bounce_land_plays("Gruul Turf", "Lightning Bolt", "G")


def test_card_academy_ruins():
    """{1}{U}, {T}: target artifact card in its activator's graveyard goes on top of their
    library (CR 401.4) and is drawn at their next draw step (CR 504.1). An Island in the same
    graveyard and the opponent's Ratchet Bomb are no targets: the Sylex is the only one."""
    state = build_position({"battlefield": ["Academy Ruins"],
                            "graveyard": ["The Filigree Sylex", "Island"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"],
                            "graveyard": ["Ratchet Bomb"]},
                           pool={0: {"U": 1, "C": 1}})
    act(state, "activate Academy Ruins")
    resolve(state)
    assert state.library(0) == ["The Filigree Sylex"]
    assert state.names_in("graveyard", 0) == ["Island"]
    assert state.names_in("graveyard", 1) == ["Ratchet Bomb"]
    assert tapped(state, "Academy Ruins")
    next_turn(state, 0)
    assert state.names_in("hand", 0) == ["The Filigree Sylex"]


def test_card_academy_ruins_needs_an_artifact_of_its_own():
    """Only the opponent's artifact and a land card in the graveyards: no legal target, so the
    ability can't be activated (CR 601.2c, 602.2b)."""
    state = build_position({"battlefield": ["Academy Ruins"],
                            "graveyard": ["Island", "Lightning Bolt"]},
                           {"battlefield": ["Mountain"], "hand": ["Swamp"],
                            "graveyard": ["Ratchet Bomb"]},
                           pool={0: {"U": 1, "C": 1}})
    assert not can(state, "activate Academy Ruins")


def test_card_shelldock_isle():
    """In 3CB the library is empty (TB-1): hideaway (CR 702.75a) looks at no card and exiles
    nothing, so {U}, {T} has nothing to play ("if a library has twenty or fewer cards" holds,
    but there is no exiled card): the ability resolves doing nothing. The land enters tapped
    (CR 614.1c) and taps for {U}."""
    state = build_position({"hand": ["Shelldock Isle", "Memnite", "Goblin Guide"]},
                           {"hand": ["Island", "Swamp", "Forest"]})
    act(state, "play Shelldock Isle")
    assert tapped(state, "Shelldock Isle")
    resolve(state)
    assert state.names_in("exile", 0) == []
    assert state.library(0) == []
    next_turn(state, 0)
    assert not tapped(state, "Shelldock Isle")
    state.fields["players"][0]["pool"][1] = 1          # {U} from elsewhere
    act(state, "activate Shelldock Isle")
    resolve(state)
    assert state.decision == "priority"                # nothing to play: no question
    assert tapped(state, "Shelldock Isle")
    assert state.names_in("battlefield", 0) == ["Shelldock Isle"]
    assert sorted(state.names_in("hand", 0)) == ["Goblin Guide", "Memnite"]


def test_card_shelldock_isle_hides_a_library_card():
    """A library holds at most its owner's deck cards (TB-1; here two, put there by a shuffle),
    so "the top four" is the whole library: its controller exiles one face down, linked to the
    Isle, and the other goes to the bottom (CR 702.75a), to be drawn next turn. {U}, {T} then
    casts the hidden card without paying its mana cost (CR 118.9, 608.2g)."""
    state = build_position({"hand": ["Shelldock Isle"], "library": ["Lightning Bolt", "Memnite"]},
                           {"hand": ["Island", "Swamp", "Forest"]})
    act(state, "play Shelldock Isle")
    until_decision(state, "choose object")
    assert set(options(state)) == {"exile face down: Lightning Bolt", "exile face down: Memnite"}
    act(state, "exile face down: Lightning Bolt")
    resolve(state)
    assert state.names_in("exile", 0) == ["Lightning Bolt"]
    assert state.library(0) == ["Memnite"]
    bolt = state.find("Lightning Bolt")
    assert int(state.fields["objects"][bolt]["choice"]) == CODES["special"]["face down"]
    assert int(state.fields["objects"][state.find("Shelldock Isle")]["link"]) == bolt
    next_turn(state, 0)
    assert state.names_in("hand", 0) == ["Memnite"]
    state.fields["players"][0]["pool"][1] = 1          # {U} from elsewhere
    act(state, "activate Shelldock Isle")
    pass_until(state, lambda s: s.decision == "yes/no")
    act(state, "play Lightning Bolt without paying its mana cost")
    until_decision(state, "target")
    act(state, "target P1")
    resolve(state)
    assert state.life(1) == 17
    assert state.names_in("graveyard", 0) == ["Lightning Bolt"]
    assert state.names_in("exile", 0) == []
    assert int(state.fields["players"][0]["pool"][1]) == 0


def test_card_shelldock_isle_hidden_land_needs_a_land_play():
    """A hidden land is played (CR 305.1, not put), so only on its controller's turn with a
    land play left (CR 305.2-305.3): on the opponent's turn nothing is asked and it stays
    hidden; on its controller's turn it is played, untapped (Lightstall Inquisitor's "enters
    tapped" is not Shelldock's)."""
    state = build_position({"battlefield": ["Island"], "hand": ["Shelldock Isle"],
                            "library": ["Mountain"]},
                           {"hand": ["Island", "Swamp", "Forest"]})
    act(state, "play Shelldock Isle")
    resolve(state)
    assert state.names_in("exile", 0) == ["Mountain"]
    pass_until(state, lambda s: int(s.fields["active"]) == 1 and s.current_player() == 0
               and s.decision == "priority")
    act(state, "activate Shelldock Isle")
    resolve(state)
    assert state.decision == "priority"
    assert state.names_in("exile", 0) == ["Mountain"]
    assert tapped(state, "Shelldock Isle")
    next_turn(state, 0)
    act(state, "activate Shelldock Isle")
    pass_until(state, lambda s: s.decision == "yes/no")
    act(state, "play Mountain without paying its mana cost")
    resolve(state)
    assert sorted(state.names_in("battlefield", 0)) == ["Island", "Mountain", "Shelldock Isle"]
    assert not tapped(state, "Mountain")


def test_card_shelldock_isle_face_down_card_has_no_permission():
    """A card exiled face down has no characteristics (CR 406.3, 708.2): Misthollow Griffin's
    "You may cast this card from exile" doesn't work while it is hidden; Shelldock plays it."""
    state = build_position({"battlefield": ["Island"], "hand": ["Shelldock Isle"],
                            "library": ["Misthollow Griffin"]},
                           {"hand": ["Island", "Swamp", "Forest"]})
    act(state, "play Shelldock Isle")
    resolve(state)
    assert state.names_in("exile", 0) == ["Misthollow Griffin"]
    next_turn(state, 0)
    state.fields["players"][0]["pool"][1] = 4
    assert can(state, "activate Shelldock Isle")
    assert not can(state, "cast Misthollow Griffin")
    act(state, "activate Shelldock Isle")
    pass_until(state, lambda s: s.decision == "yes/no")
    act(state, "play Misthollow Griffin without paying its mana cost")
    resolve(state)
    assert state.names_in("battlefield", 0) == ["Island", "Misthollow Griffin", "Shelldock Isle"]
GREEN_CITADEL = {(0, "Sunken Citadel"): 4 + 1}       # chosen as it entered: colour + 1 (green)


def test_card_sunken_citadel():
    """It enters tapped (CR 614.1c) and, as it enters, its controller chooses a colour
    (CR 614.12): only colours some cost of the game asks for are offered (TB-8). On its
    controller's next turn its first ability adds one mana of that colour, which pays a spell."""
    state = build_position({"hand": ["Sunken Citadel", "Lightning Bolt", "Hexdrinker"]},
                           {"hand": ["Plains", "Swamp", "Mountain"]})
    act(state, "play Sunken Citadel")
    assert state.decision == "color" and state.current_player() == 0
    assert "Sunken Citadel: choose red" in options(state)
    assert "Sunken Citadel: choose green" in options(state)
    assert "Sunken Citadel: choose black" not in options(state)    # no cost of the game has {B}
    act(state, "Sunken Citadel: choose red")
    assert tapped(state, "Sunken Citadel")
    assert int(state.fields["objects"][state.find("Sunken Citadel")]["choice"]) == 3 + 1
    assert not can(state, "cast Lightning Bolt")                  # tapped
    next_turn(state, 0)
    assert not can(state, "cast Hexdrinker")                      # {G}: the chosen colour is red
    act(state, "cast Lightning Bolt")
    act(state, "target P1")
    resolve(state)
    assert state.life(1) == 17 and tapped(state, "Sunken Citadel")


def test_card_sunken_citadel_land_abilities():
    """Its second ability's two mana pay only abilities of land sources (CR 106.6): Treetop
    Village's {1}{G} with a green Citadel alone, but never a spell (Hexdrinker's {G}: only the
    one-mana ability or the Village pay it)."""
    state = build_position({"battlefield": ["Sunken Citadel", "Treetop Village"],
                            "hand": ["Hexdrinker"]},
                           {"battlefield": ["Memnite"], "hand": ["Plains", "Island"]},
                           step="beginning of combat", choices=GREEN_CITADEL)
    act(state, "activate Treetop Village")
    assert sorted(options(state)) == [
        "pay with Sunken Citadel (G), Treetop Village",
        "pay with Sunken Citadel (GG, land abilities only)",
        "pay with Sunken Citadel (GG, land abilities only), Treetop Village; floating 1G "
        "(land abilities only)"]
    act(state, "pay with Sunken Citadel (GG, land abilities only)")
    resolve(state)
    until_decision(state, "attack")
    act(state, "attack with Treetop Village")
    pass_to_step(state, "main 2")
    assert state.life(1) == 17                                     # a 3/3 trampling Ape
    state = build_position({"battlefield": ["Sunken Citadel", "Treetop Village"],
                            "hand": ["Hexdrinker"]},
                           {"hand": ["Plains", "Island", "Swamp"]}, choices=GREEN_CITADEL)
    act(state, "cast Hexdrinker")
    assert sorted(options(state)) == ["pay with Sunken Citadel (G)", "pay with Treetop Village"]
    state = build_position({"battlefield": ["Sunken Citadel", "Memnite"], "hand": ["Hexdrinker"]},
                           {"hand": ["Plains", "Island", "Swamp"]}, choices=GREEN_CITADEL)
    state.fields["players"][0]["pool"][7] = 2 | (4 << 5)           # two floating: not for spells
    act(state, "cast Hexdrinker")         # one way to pay: the Citadel's {G}, not the two floating
    assert "Hexdrinker" in state.names_in("battlefield", 0) and tapped(state, "Sunken Citadel")


def test_card_sunken_citadel_channel_and_leftover():
    """"Land sources" (CR 109.2: a source, so in any zone): Boseiju's channel, an ability of a
    land card in its owner's hand, is paid with the two mana. Mutavault's {1} leaves one of them
    floating; it pays nothing else and empties as the step ends (CR 106.4, 500.4)."""
    state = build_position({"battlefield": ["Sunken Citadel", "Memnite"],
                            "hand": ["Boseiju, Who Endures"]},
                           {"battlefield": ["Mox Sapphire", "Island", "Swamp"]}, choices=GREEN_CITADEL)
    act(state, "activate Boseiju, Who Endures")
    assert state.names_in("graveyard", 1) == ["Mox Sapphire"] and tapped(state, "Sunken Citadel")
    state = build_position({"battlefield": ["Sunken Citadel", "Mutavault"], "hand": ["Hexdrinker"]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Plains", "Forest"]},
                           active=1, step="declare attackers", choices=GREEN_CITADEL)
    act(state, "attack with Goblin Guide")
    act_as(state, 0, "activate Mutavault")
    act(state, "pay with Sunken Citadel (GG, land abilities only); floating 1G (land abilities only)")
    assert int(state.fields["players"][0]["pool"][7]) == 1 | (4 << 5)
    assert "mana 1G (land abilities only)" in board(state)
    assert state.decision == "priority" and state.current_player() == 0   # CR 117.3c
    resolve(state)
    assert state.view(state.find("Mutavault"))["power"] == 2
    assert state.decision == "block"                                # the next step:
    assert int(state.fields["players"][0]["pool"][7]) == 0          # emptied (CR 500.4)
    assert state.check_invariants() == 0


def test_card_sunken_citadel_two_in_a_deck():
    """Two Citadels of one deck could float the restricted mana in two colours, which the engine
    keeps in one (pool slot M_LAND): refused in a game with a land ability of coloured cost,
    where that colour matters; allowed where none has one (the colour is then never read)."""
    from core.threecb import DeckError
    from core.threecb.game import ThreeCBGame
    with pytest.raises(DeckError, match="deck A: 2 cards that make mana only for abilities of "
                                        r"land sources .*Treetop Village"):
        ThreeCBGame((["Sunken Citadel", "Sunken Citadel", "Mutavault"],
                     ["Treetop Village", "Island", "Swamp"]), banlist="none")
    with pytest.raises(DeckError, match="deck B: 2 cards"):
        ThreeCBGame((["Island", "Swamp", "Mountain"],
                     ["Sunken Citadel", "Sunken Citadel", "Keldon Megaliths"]), banlist="none")
    ThreeCBGame((["Sunken Citadel", "Sunken Citadel", "Mutavault"],
                 ["Sunken Citadel", "Mishra's Factory", "Swamp"]), banlist="none")


def test_card_sunken_citadel_mana_kinds_need_a_colour_choice():
    """Chosen-colour and land-ability mana read the colour chosen as the card entered, and the
    engine marks land-ability costs only in games with such a card: the compiler refuses either
    mana kind on a card that chooses no colour."""
    from core.threecb.compiler import CardDefinitionError, compile_cards
    from core.threecb.language import Card, Mana, Static
    for kind in ("chosen color", "land abilities only"):
        mana = Mana(kind=kind, amount=2, text="add two mana of the chosen colour")
        with pytest.raises(CardDefinitionError, match="needs Static"):
            compile_cards([Card(name="Test Citadel", types="Land", abilities=(mana,), oracle="-")])
        compile_cards([Card(name="Test Citadel", types="Land", statics=(Static("choose color"),),
                            abilities=(mana,), oracle="-")])


def test_card_ice_floe():
    """{T}: tap target creature without flying that's attacking you (CR 508.1b: the flier and
    creatures not attacking can't be targeted). It doesn't untap during its controller's
    untap step while Ice Floe stays tapped (CR 502.3, 611.2b); Ice Floe's controller may leave
    it tapped (its untap decision). Once Ice Floe untaps, the creature untaps as usual."""
    state = build_position({"battlefield": ["Ice Floe"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Old-Growth Dryads", "Vault Skirge"],
                            "hand": ["Mountain"]},
                           active=1, step="declare attackers")
    act(state, "attack with Old-Growth Dryads")
    act(state, "attack with Vault Skirge")
    act(state, "activate Ice Floe")
    assert state.decision == "priority" and state.current_player() == 1   # one legal target
    resolve(state)
    dryads, floe = state.find("Old-Growth Dryads"), state.find("Ice Floe")
    assert "tapped" in state.flags(floe) and "tapped" in state.flags(dryads)
    pass_until(state, lambda s: s.decision == "untap")
    assert state.life(0) == 16                    # tapping an attacker doesn't remove it from combat
    act_as(state, 0, "leave Ice Floe tapped")
    pass_until(state, lambda s: int(s.fields["active"]) == 1 and s.step == "upkeep"
               or s.decision == "attack")
    assert "tapped" in state.flags(dryads)        # held: it didn't untap
    assert "tapped" not in state.flags(state.find("Vault Skirge"))
    pass_until(state, lambda s: s.decision == "untap")
    act_as(state, 0, "untap Ice Floe")
    pass_until(state, lambda s: s.decision == "attack")
    assert int(state.fields["active"]) == 1
    assert "tapped" not in state.flags(dryads)


def test_card_ice_floe_hold_ends_when_it_untaps():
    """The hold lasts only while Ice Floe remains tapped (CR 611.2b): untapped in its
    controller's untap step, then tapped again by something else (Rishadan Port), it holds
    nothing, and the creature untaps in its controller's next untap step."""
    state = build_position({"battlefield": ["Ice Floe"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Old-Growth Dryads", "Rishadan Port", "Mountain"]},
                           active=1, step="declare attackers")
    act(state, "attack with Old-Growth Dryads")
    act_as(state, 1, "pass priority")
    act_as(state, 0, "activate Ice Floe")
    resolve(state)
    floe, dryads = state.find("Ice Floe"), state.find("Old-Growth Dryads")
    assert int(state.fields["objects"][floe]["choice"]) == 1 + dryads
    pass_until(state, lambda s: s.decision == "untap")
    act_as(state, 0, "untap Ice Floe")
    assert int(state.fields["objects"][floe]["choice"]) == 0
    pass_until(state, lambda s: s.decision == "priority" and s.current_player() == 1
               and can(s, "activate Rishadan Port"))
    act(state, "activate Rishadan Port")
    act(state, "target Ice Floe")
    resolve(state)
    assert "tapped" in state.flags(floe)
    pass_until(state, lambda s: s.decision == "attack")
    assert int(state.fields["active"]) == 1
    assert "tapped" not in state.flags(dryads)


def test_card_ice_floe_hold_is_part_of_the_state():
    """The canonical hash (the solver's transpositions) tells a held creature from a free one:
    the same board, Ice Floe tapped, with and without its hold (Obj.choice)."""
    state = build_position({"battlefield": ["Ice Floe"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Old-Growth Dryads"], "hand": ["Mountain", "Forest"]},
                           active=1, step="declare attackers")
    act(state, "attack with Old-Growth Dryads")
    act(state, "activate Ice Floe")
    resolve(state)
    floe = state.find("Ice Floe")
    assert int(state.fields["objects"][floe]["choice"]) == 1 + state.find("Old-Growth Dryads")
    held = state.canonical_hash()
    state.fields["objects"][floe]["choice"] = 0
    assert int(state.fields["objects"][floe]["choice"]) == 0
    assert state.canonical_hash() != held


@pytest.mark.parametrize("order", ["charm first", "hammerheim first"])
def test_card_hammerheim(order):
    """{T}: target creature loses all landwalk abilities until end of turn (CR 702.14, layer 6:
    CR 613.1f). Islandwalk gained earlier in the turn is lost, so the Regisaur may block the
    Guide (CR 702.14c no longer applies); islandwalk gained after it (a later timestamp, CR
    613.7a) stays. The ability taps Hammerheim (its cost)."""
    state = build_position({"battlefield": ["Island", "Goblin Guide"], "hand": ["Piracy Charm"]},
                           {"battlefield": ["Island", "Rotting Regisaur", "Hammerheim"]},
                           step="beginning of combat")
    guide = state.find("Goblin Guide")

    def charm():
        act(state, "cast Piracy Charm")
        act(state, "mode: target creature gains islandwalk")
        act(state, "target Goblin Guide")
        resolve(state)

    def hammerheim():
        if state.current_player() == 0:
            act(state, "pass priority")
        act_as(state, 1, "activate Hammerheim: {T}: Target creature")
        if state.decision == "target":
            act(state, "target Goblin Guide")
        resolve(state)
        assert tapped(state, "Hammerheim")

    if order == "charm first":
        charm()
        assert "islandwalk" in state.keywords(guide)
        hammerheim()
        assert "islandwalk" not in state.keywords(guide)
    else:
        hammerheim()
        charm()
        assert "islandwalk" in state.keywords(guide)
    until_decision(state, "attack")
    act(state, "attack with Goblin Guide")
    pass_until(state, lambda s: s.decision == "block" or s.life(1) < 20)
    if order == "charm first":
        assert state.decision == "block"                     # it can be blocked now
        act(state, "Rotting Regisaur blocks Goblin Guide")
        pass_until(state, lambda s: "Goblin Guide" in s.names_in("graveyard", 0))
        assert state.life(1) == 20 and sorted(state.names_in("battlefield", 1)) == [
            "Hammerheim", "Island", "Rotting Regisaur"]
    else:
        assert state.life(1) == 18                           # still unblockable: P1 has an Island
        next_turn(state, 1, "main 1")
        assert "islandwalk" not in state.keywords(guide)     # CR 514.2
        assert not tapped(state, "Hammerheim")


def test_card_crawling_barrens():
    """{4}: two +1/+1 counters on it, then it may become a 0/0 Elemental creature until end of
    turn, still a land (CR 613.4b sets 0/0, the counters apply after, 613.4c). Declined, the
    counters stay on the land (CR 122.1); accepted with four counters, a 4/4 that attacks. At
    the cleanup step it stops being a creature (CR 514.2) and keeps its counters."""
    state = build_position({"battlefield": ["Crawling Barrens"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Plains", "Forest", "Mountain"]}, pool={0: {"C": 8}})
    barrens = state.find("Crawling Barrens")

    def is_creature(obj):
        return bool(state.view(obj)["types"] & CODES["types"]["Creature"])
    act(state, "activate Crawling Barrens: {4}")
    resolve(state)
    assert state.decision == "yes/no" and state.current_player() == 0
    act(state, "no")
    assert not is_creature(barrens)
    assert int(state.fields["objects"][barrens]["p1p1"]) == 2
    act(state, "activate Crawling Barrens: {4}")
    resolve(state)
    act(state, "yes")
    assert is_creature(barrens) and state.view(barrens)["types"] & CODES["types"]["Land"]
    assert (state.view(barrens)["power"], state.view(barrens)["toughness"]) == (4, 4)
    anim = int(state.fields["objects"][barrens]["anim"])
    assert int(COMPILED.tables["anim_ctypes"][anim]) == 1 << COMPILED.creature_types.index("Elemental")
    until_decision(state, "attack")
    act(state, "attack with Crawling Barrens")
    pass_until(state, lambda s: s.life(1) < 20)
    assert state.life(1) == 16
    turn = int(state.fields["turn_number"])
    pass_until(state, lambda s: int(s.fields["turn_number"]) > turn)   # a later turn (CR 514.2)
    assert not is_creature(barrens)
    assert int(state.fields["objects"][barrens]["p1p1"]) == 4
