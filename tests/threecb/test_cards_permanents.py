"""One test per lock piece and combo card of the pool."""
import pytest

from fastcore import threecb as kernel
from core.threecb.render import board

from threecb_helpers import (act, act_as, build_position, can, new_game, next_turn, options,
                      pass_to_step, pass_until, resolve, until_decision)

NO_CARDS = {"hand": ["Plains", "Forest", "Island"]}


def test_card_ensnaring_bridge():
    # P0 holds one card: creatures with power 2 or more can't attack.
    state = build_position({"battlefield": ["Ensnaring Bridge", "Memnite"], "hand": ["Island"]},
                           {"battlefield": ["Goblin Guide", "Vault Skirge"], "hand": ["Mountain"]},
                           active=1, step="declare attackers")
    assert state.decision == "attack"
    assert int(state.fields["ctx"][0]) == state.find("Vault Skirge")   # the Guide is never asked
    act(state, "attack with Vault Skirge")
    pass_to_step(state, "main 2")
    assert state.life(0) == 19


def test_card_energy_field():
    state = build_position({"battlefield": ["Energy Field"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Mountain", "Goblin Guide"], "hand": ["Lightning Bolt"]},
                           active=1)
    act(state, "cast Lightning Bolt")
    act(state, "target P0")
    resolve(state)
    assert state.life(0) == 20                               # damage from their sources: prevented
    until_decision(state, "attack")
    act(state, "attack with Goblin Guide")
    pass_to_step(state, "main 2")
    assert state.life(0) == 20


def test_card_energy_field_sacrificed():
    state = build_position({"battlefield": ["Energy Field"], "hand": ["Memnite", "Swamp"]},
                           {"battlefield": ["Swamp"], "hand": ["Thoughtseize", "Mountain"]}, active=1)
    act(state, "cast Thoughtseize")
    act(state, "target P0")
    resolve(state)                                            # its one nonland card: Memnite
    assert "Energy Field" in state.names_in("graveyard", 0)  # a card went to its graveyard


def test_card_leyline_of_sanctity():
    state = new_game("Leyline of Sanctity, Island, Swamp", "Mountain, Lightning Bolt, Thoughtseize")
    assert state.decision == "opening hand"
    act(state, "begin the game with Leyline of Sanctity")
    assert state.names_in("battlefield", 0) == ["Leyline of Sanctity"]
    next_turn(state, 1)
    act(state, "play Mountain")
    act(state, "cast Lightning Bolt")                         # its only targets: P1 (not P0)
    assert "target P0" not in options(state)


def test_card_leyline_of_the_meek():
    """From the opening hand it may begin the game on the battlefield (CR 103.6a). "Creature
    tokens get +1/+1" (CR 613.4c) counts every player's creature tokens and only tokens: the
    opponent's Zombie is 3/3, its controller's Cat 2/2, Memnite stays 1/1, a Treasure is no
    creature. A second Leyline adds its own +1/+1."""
    state = new_game("Leyline of the Meek, Plains, Memnite", "Mountain, Lightning Bolt, Island")
    assert state.decision == "opening hand"
    act(state, "begin the game with Leyline of the Meek")
    assert state.names_in("battlefield", 0) == ["Leyline of the Meek"]
    state = build_position({"battlefield": ["Leyline of the Meek", "Memnite"], "hand": ["Island"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Swamp"]},
                           tokens={0: ["Cat"], 1: ["Zombie", "Treasure"]})
    pt = lambda name, p: (state.view(state.find(name, player=p))["power"],
                          state.view(state.find(name, player=p))["toughness"])
    assert pt("Cat", 0) == (2, 2) and pt("Zombie", 1) == (3, 3) and pt("Memnite", 0) == (1, 1)
    assert pt("Treasure", 1) == (0, 0)
    state = build_position({"battlefield": ["Leyline of the Meek", "Leyline of the Meek"], "hand": ["Island"]},
                           NO_CARDS, tokens={1: ["Zombie"]})
    assert pt("Zombie", 1) == (4, 4)


def test_card_leyline_of_the_meek_combat():
    """The +1/+1 counts in combat (CR 510.1, 704.5g): the opponent's 1/1 Cat token, a 2/2 with
    the Leyline, blocks Memnite, kills it and survives its 1 damage."""
    state = build_position({"battlefield": ["Leyline of the Meek", "Memnite"], "hand": ["Island"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Swamp"]},
                           tokens={1: ["Cat"]}, step="declare attackers")
    act(state, "attack with Memnite")
    pass_until(state, lambda s: s.decision != "attack")
    until_decision(state, "block")
    act_as(state, 1, "Cat blocks Memnite")
    pass_to_step(state, "main 2")
    assert state.names_in("graveyard", 0) == ["Memnite"]
    cat = state.find("Cat", "battlefield")
    assert int(state.fields["objects"][cat]["damage"]) == 1 and state.life(1) == 20


def test_card_leyline_of_singularity():
    state = new_game("Leyline of Singularity, Memnite, Memnite", "Memnite, Island, Mountain")
    act(state, "begin the game with Leyline of Singularity")
    act(state, "cast Memnite")
    resolve(state)
    act(state, "cast Memnite")
    resolve(state)
    # Both Memnites are legendary with one name: the legend rule (CR 704.5j) keeps one.
    assert state.names_in("battlefield", 0) == ["Leyline of Singularity", "Memnite"]
    assert state.names_in("graveyard", 0) == ["Memnite"]
    next_turn(state, 1)
    act(state, "cast Memnite")                                # another player's: no legend rule
    resolve(state)
    act(state, "play Island")                                 # lands stay nonlegendary
    assert state.names_in("battlefield", 1) == ["Island", "Memnite"]
    assert state.names_in("battlefield", 0) == ["Leyline of Singularity", "Memnite"]


def test_card_leyline_of_singularity_karakas():
    # Every nonland creature is legendary now: Karakas may return Goblin Guide.
    state = build_position({"battlefield": ["Karakas", "Leyline of Singularity"], "hand": ["Island"]},
                           {"battlefield": ["Goblin Guide", "Mountain"], "hand": ["Forest"]})
    act(state, "activate Karakas: {T}: Return target legendary creature")
    resolve(state)
    assert state.names_in("hand", 1) == ["Forest", "Goblin Guide"]
    state = build_position({"battlefield": ["Karakas", "Island"], "hand": ["Island"]},
                           {"battlefield": ["Goblin Guide", "Mountain"], "hand": ["Forest"]})
    assert not can(state, "activate Karakas")


def test_card_chalice_of_the_void():
    state = build_position({"battlefield": ["Black Lotus"], "hand": ["Chalice of the Void", "Island"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Forest"]})
    act(state, "cast Chalice of the Void")
    assert state.decision == "x"
    act(state, "X = 1")
    act(state, "pay with Black Lotus (G)")                    # {X}{X} = {2}
    resolve(state)
    assert int(state.fields["objects"][state.find("Chalice of the Void")]["counters"]) == 1
    next_turn(state, 1)
    act(state, "cast Lightning Bolt")
    act(state, "target P0")
    resolve(state)
    assert state.life(0) == 20 and state.names_in("graveyard", 1) == ["Lightning Bolt"]


def test_card_trinisphere():
    state = build_position({"battlefield": ["Trinisphere"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Mountain", "Forest"], "hand": ["Lightning Bolt"]}, active=1)
    assert not can(state, "cast Lightning Bolt")             # costs {2}{R} now
    state2 = build_position({"battlefield": ["Trinisphere"], "hand": ["Island", "Swamp"]},
                            {"battlefield": ["Mountain", "Sol Ring"], "hand": ["Lightning Bolt"]}, active=1)
    assert can(state2, "cast Lightning Bolt")


def test_card_trinisphere_tapped():
    state = build_position({"battlefield": ["Trinisphere"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Forest"]}, active=1,
                           tapped=[(0, "Trinisphere")])
    assert can(state, "cast Lightning Bolt")                 # only while untapped


def test_card_the_rack():
    state = build_position({"battlefield": ["Mox Pearl"], "hand": ["The Rack", "Island"]},
                           {"hand": ["Mountain"], "graveyard": ["Forest", "Plains"]})
    act(state, "cast The Rack")
    resolve(state)
    next_turn(state, 1)                                       # P1 holds one card: 2 damage
    assert state.life(1) == 18


def test_card_island_sanctuary():
    state = build_position({"battlefield": ["Island Sanctuary"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Goblin Guide", "Vault Skirge"], "hand": ["Mountain"]},
                           step="draw")
    assert state.decision == "yes/no"
    act(state, "skip the draw (Island Sanctuary)")
    next_turn(state, 1, "main 1")
    until_decision(state, "attack")
    assert int(state.fields["ctx"][0]) == state.find("Vault Skirge")   # only flyers may attack


def test_card_pithing_needle():
    state = build_position({"battlefield": ["Mox Pearl"], "hand": ["Pithing Needle", "Island"]},
                           {"battlefield": ["Mishra's Factory", "Mox Ruby"], "hand": ["Mountain"]})
    act(state, "cast Pithing Needle")
    resolve(state)
    assert state.decision == "name"
    assert set(options(state)) == {"name Mishra's Factory", "name a card not in this game"}
    act(state, "name Mishra's Factory")
    next_turn(state, 1)
    assert not can(state, "activate Mishra's Factory")


def test_card_leyline_of_anticipation():
    state = new_game("Leyline of Anticipation, Memnite, Island", "Mountain, Goblin Guide, Forest")
    act(state, "begin the game with Leyline of Anticipation")
    # P0 may cast Memnite at instant speed, e.g. in P1's turn.
    next_turn(state, 1)
    act(state, "play Mountain")
    act(state, "cast Goblin Guide")
    assert state.current_player() == 0 and can(state, "cast Memnite")


def test_card_channel():
    state = build_position({"battlefield": ["Forest"], "hand": ["Channel", "Emrakul, the Aeons Torn"]},
                           NO_CARDS, pool={0: {"G": 2}})
    act(state, "cast Channel")                                # {G}{G} from the pool
    resolve(state)
    act(state, "cast Emrakul, the Aeons Torn")
    act(state, "pay with Forest (G), Channel (14 life)")     # Channel: 1 life for each {C}
    resolve(state)
    assert state.names_in("battlefield", 0) == ["Emrakul, the Aeons Torn", "Forest"]
    assert state.life(0) == 6


def test_card_show_and_tell():
    state = build_position({"battlefield": ["Island", "Sol Ring"], "hand": ["Show and Tell"]},
                           {"hand": ["Rotting Regisaur", "Mountain", "Lightning Bolt"]})
    act(state, "cast Show and Tell")
    resolve(state)
    # P0 has no card left to put; P1 chooses among theirs.
    assert state.decision == "choose object" and state.current_player() == 1
    act_as(state, 1, "put onto the battlefield: Rotting Regisaur")
    assert "Rotting Regisaur" in state.names_in("battlefield", 1)


@pytest.mark.parametrize("pays", [True, False])
def test_card_flash(pays):
    """Flash puts Rotting Regisaur onto the battlefield; it stays if {B} ({2}{B} less {2}) is
    paid."""
    state = build_position({"battlefield": ["Swamp"], "hand": ["Flash", "Rotting Regisaur"]},
                           NO_CARDS, pool={0: {"U": 1, "C": 1}})
    act(state, "cast Flash")
    act(state, "pay with mana already in the pool")           # {1}{U}: keep the Swamp for {B}
    resolve(state)
    act(state, "put onto the battlefield: Rotting Regisaur")
    assert state.decision == "pay or decline"
    act(state, "pay with Swamp (B)" if pays else "don't pay")
    assert ("Rotting Regisaur" in state.names_in("battlefield", 0)) == pays


def test_card_crashing_footfalls():
    state = build_position({"battlefield": ["Forest"], "hand": ["Crashing Footfalls", "Island"]}, NO_CARDS)
    act(state, "suspend Crashing Footfalls")
    for _ in range(4):
        pass_until(state, lambda s: s.decision == "yes/no" or (
            s.decision == "priority" and int(s.fields["active"]) == 0 and s.step == "main 1"
            and int(s.fields["turn_number"]) > 1))
        if state.decision == "yes/no":
            break
        next_turn(state, 1)
    pass_until(state, lambda s: s.decision == "yes/no")
    act(state, "cast Crashing Footfalls")
    resolve(state)
    assert state.names_in("battlefield", 0).count("Rhino") == 2


def test_card_balance():
    state = build_position({"battlefield": ["Plains", "Mox Pearl"], "hand": ["Balance"]},
                           {"battlefield": ["Mountain", "Forest", "Goblin Guide"], "hand": []})
    act(state, "cast Balance")
    resolve(state)
    # P1 keeps one land (as many as P0) and no creature (P0 has none).
    assert state.decision == "choose object" and state.current_player() == 1
    act(state, "sacrifice: Forest")
    resolve(state)
    assert state.names_in("battlefield", 1) == ["Mountain"]


def test_card_bitterblossom():
    state = build_position({"battlefield": ["Bitterblossom"], "hand": ["Island", "Swamp"]}, NO_CARDS,
                           step="upkeep")
    resolve(state)
    assert state.life(0) == 19 and state.names_in("battlefield", 0) == ["Bitterblossom", "Faerie Rogue"]
    assert "flying" in state.keywords(state.find("Faerie Rogue"))


def test_card_isochron_scepter():
    state = build_position({"battlefield": ["Sol Ring"], "hand": ["Isochron Scepter", "Lightning Bolt"]},
                           NO_CARDS)
    act(state, "cast Isochron Scepter")
    resolve(state)
    act(state, "imprint: Lightning Bolt")
    assert state.names_in("exile", 0) == ["Lightning Bolt"]
    next_turn(state, 0)
    act(state, "activate Isochron Scepter")
    resolve(state)
    act(state, "cast a copy of Lightning Bolt")
    act(state, "target P1")
    resolve(state)
    assert state.life(1) == 17 and state.names_in("exile", 0) == ["Lightning Bolt"]


def test_card_barren_glory():
    # CR 603.4 and 104.2b: nothing else of its controller's on the battlefield and an empty hand
    # at the beginning of their upkeep: they win. The opponent's permanents don't matter.
    state = build_position({"battlefield": ["Barren Glory"], "graveyard": ["Black Lotus", "Plains"]},
                           {"battlefield": ["Mountain", "Goblin Guide"], "hand": ["Lightning Bolt"]},
                           active=1, step="end")
    next_turn(state, 0, "upkeep")
    assert int(state.fields["stack_len"]) == 1                # the trigger: P1 may respond
    act_as(state, 1, "pass priority")
    assert state.winner == 0


@pytest.mark.parametrize("p0", [
    {"battlefield": ["Barren Glory", "Plains"], "graveyard": ["Black Lotus"]},   # a permanent
    {"battlefield": ["Barren Glory"], "hand": ["Plains"], "graveyard": ["Black Lotus"]},   # a card
])


def test_card_barren_glory_needs_no_other_permanent_and_no_card_in_hand(p0):
    state = build_position(p0, {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Forest"]},
                           active=1, step="end")
    next_turn(state, 0, "main 1")
    assert state.winner is None


def test_card_barren_glory_clears_the_battlefield_by_sacrificing_a_mana_source():
    # CR 605.3a: Lotus Petal's mana ability may be activated at any priority, with nothing to
    # pay; its mana empties at the end of the step (CR 106.4). With Barren Glory in the game
    # that is worth doing: the Petal was its controller's last other permanent (TB-8).
    state = build_position({"battlefield": ["Barren Glory", "Lotus Petal"], "graveyard": ["Plains"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Forest"]})
    act(state, "activate Lotus Petal")
    act(state, "add one white")
    assert sorted(state.names_in("graveyard", 0)) == ["Lotus Petal", "Plains"]
    assert state.names_in("battlefield", 0) == ["Barren Glory"]
    next_turn(state, 0, "upkeep")
    act_as(state, 1, "pass priority")
    assert state.winner == 0


def test_card_scalding_tongs():
    # Its controller's upkeep only, with three or fewer cards in hand (always, in 3CB: a hand
    # holds at most its owner's three cards): 1 damage to the opponent.
    state = build_position({"battlefield": ["Scalding Tongs"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Mountain"], "hand": ["Forest", "Plains"]},
                           active=1, step="end")
    # Nobody acts at P1's end step: P0's turn begins, the trigger targets its one opponent.
    assert (state.step, int(state.fields["active"])) == ("main 1", 0)
    assert state.life(1) == 19 and state.life(0) == 20
    next_turn(state, 1)
    assert state.life(1) == 19                                # not on the opponent's upkeep
    next_turn(state, 0)
    assert state.life(1) == 18


def test_card_scalding_tongs_no_legal_target():
    # CR 603.3d: an opponent with hexproof is no legal target, so the trigger is removed.
    state = build_position({"battlefield": ["Scalding Tongs"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Leyline of Sanctity"], "hand": ["Forest", "Plains"]},
                           active=1, step="end")
    assert (state.step, int(state.fields["active"])) == ("main 1", 0)
    assert state.life(1) == 20


def test_card_sphere_of_resistance():
    # CR 601.2f: every spell costs {1} more, artifacts and creatures too, its controller's too.
    state = build_position({"battlefield": ["Sphere of Resistance"], "hand": ["Memnite", "Island"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Goblin Guide"]})
    assert not can(state, "cast Memnite")                     # {0} + {1}
    memnite = state.find("Memnite")
    cost = kernel.spell_cost(state, memnite, kernel.play_option_ability(
        int(state.fields["objects"][memnite]["card"]), 0))
    assert cost["generic"] == 1
    act(state, "play Island")
    act(state, "cast Memnite")                                # the Island pays the {1}
    assert "Memnite" in state.names_in("battlefield", 0)
    state = build_position({"battlefield": ["Sphere of Resistance"], "hand": ["Memnite", "Island"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Goblin Guide"]},
                           active=1)
    assert not can(state, "cast Lightning Bolt") and not can(state, "cast Goblin Guide")


def test_card_sphere_of_resistance_taxes_free_spells():
    # Alternative costs are increased too (CR 601.2f): Force of Will's pitch cost needs {1}.
    state = build_position({"battlefield": ["Sphere of Resistance"], "hand": ["Force of Will", "Snapback"]},
                           {"battlefield": ["Mountain", "Sol Ring"], "hand": ["Lightning Bolt"]}, active=1)
    act(state, "cast Lightning Bolt")                         # {R}{1}: Mountain and Sol Ring
    act(state, "target P0")
    assert not can(state, "cast Force of Will")               # no mana left for the {1}


def test_card_leyline_of_the_void():
    """CR 103.6a: it may begin the game on the battlefield. CR 614.1a: a card that would be put
    into an opponent's graveyard from anywhere is exiled instead: a resolved spell (CR 608.2n),
    a destroyed creature, which then doesn't die (CR 700.4: Hangarback Walker's dies trigger
    doesn't trigger). Its controller's own cards still go to their graveyard."""
    state = new_game("Leyline of the Void, Swamp, Swamp", "Mountain, Lightning Bolt, Forest")
    act(state, "begin the game with Leyline of the Void")
    assert state.names_in("battlefield", 0) == ["Leyline of the Void"]
    next_turn(state, 1)
    act(state, "play Mountain")
    act(state, "cast Lightning Bolt")
    act(state, "target P0")
    resolve(state)
    assert state.life(0) == 17
    assert state.names_in("graveyard", 1) == [] and state.names_in("exile", 1) == ["Lightning Bolt"]
    state = build_position({"battlefield": ["Leyline of the Void", "Mountain"], "hand": ["Lightning Bolt"]},
                           {"battlefield": ["Hangarback Walker"], "hand": ["Plains", "Island"]},
                           plus_counters={(1, "Hangarback Walker"): 2})
    act(state, "cast Lightning Bolt")
    act(state, "target Hangarback Walker")
    resolve(state)
    assert state.names_in("exile", 1) == ["Hangarback Walker"]
    assert state.names_in("battlefield", 1) == []             # no Thopters: it didn't die
    assert state.names_in("graveyard", 0) == ["Lightning Bolt"]   # its controller's own card


def test_card_skrelvs_hive():
    # Its upkeep trigger: lose 1 life, then a 1/1 colourless Phyrexian Mite artifact creature
    # token with toxic 1 that can't block.
    state = build_position({"battlefield": ["Skrelv's Hive"], "hand": ["Island", "Swamp"]},
                           NO_CARDS, step="upkeep")
    resolve(state)
    assert state.life(0) == 19
    assert state.names_in("battlefield", 0) == ["Phyrexian Mite", "Skrelv's Hive"]
    mite = state.find("Phyrexian Mite")
    assert state.keywords(mite) == {"toxic", "can't block"}


def mite_attack(poison: int, **kw):
    """P0's Mite (made by Skrelv's Hive earlier) attacks P1, who has `poison` counters."""
    state = build_position({"battlefield": ["Skrelv's Hive"], "hand": ["Island", "Swamp"]},
                           NO_CARDS, tokens={0: ["Phyrexian Mite"]}, poison={1: poison},
                           step="declare attackers", **kw)
    act(state, "attack with Phyrexian Mite")
    pass_until(state, lambda s: s.life(1) < 20)
    return state


def test_card_skrelvs_hive_toxic():
    # CR 702.164c: combat damage to a player by a creature with toxic 1 also gives that player
    # a poison counter; the damage itself is dealt as usual. Below three poison counters the
    # corrupted ability gives no lifelink.
    state = mite_attack(0)
    assert state.life(1) == 19 and state.poison(1) == 1 and state.life(0) == 20
    state = mite_attack(2)                     # the Mite's damage makes it 3 only as it is dealt
    assert state.life(1) == 19 and state.poison(1) == 3 and state.life(0) == 20


def test_card_skrelvs_hive_corrupted_lifelink():
    # Corrupted: with an opponent at three or more poison counters, creatures you control with
    # toxic have lifelink (CR 702.15b: its damage also gains its controller that much life).
    state = mite_attack(3, life={0: 10})
    assert state.life(1) == 19 and state.poison(1) == 4 and state.life(0) == 11


def test_card_skrelvs_hive_mites_cant_block():
    state = build_position({"battlefield": ["Goblin Guide"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Skrelv's Hive"], "hand": ["Plains", "Forest"]},
                           tokens={1: ["Phyrexian Mite"]}, step="declare attackers")
    act(state, "attack with Goblin Guide")
    asked = set()
    pass_until(state, lambda s: asked.add(s.decision) or s.life(1) < 20)
    assert "block" not in asked and state.life(1) == 18


def test_card_retrofitter_foundry():
    # {2}, {T}: a Servo; {3}: untap it; {1}, {T}, sacrifice a Servo: a flying Thopter;
    # {T}, sacrifice a Thopter: a 4/4 Construct (CR 602.2: costs paid as it is activated).
    state = build_position({"battlefield": ["Retrofitter Foundry"], "hand": ["Island", "Swamp"]},
                           NO_CARDS, pool={0: {"C": 9}})
    assert not can(state, "activate Retrofitter Foundry: {1}, {T}, Sacrifice a Servo")  # no Servo
    act(state, "activate Retrofitter Foundry: {2}, {T}: Create")
    resolve(state)
    assert state.names_in("battlefield", 0) == ["Retrofitter Foundry", "Servo"]
    assert "tapped" in state.flags(state.find("Retrofitter Foundry"))
    act(state, "activate Retrofitter Foundry: {3}: Untap")
    resolve(state)
    assert "tapped" not in state.flags(state.find("Retrofitter Foundry"))
    act(state, "activate Retrofitter Foundry: {1}, {T}, Sacrifice a Servo")
    resolve(state)
    assert state.names_in("battlefield", 0) == ["Retrofitter Foundry", "Thopter"]
    assert "flying" in state.keywords(state.find("Thopter"))
    assert int(state.fields["players"][0]["pool"][5]) == 3      # 9 - 2 - 3 - 1 colourless left
    act(state, "activate Retrofitter Foundry: {3}: Untap")
    resolve(state)
    act(state, "activate Retrofitter Foundry: {T}, Sacrifice a Thopter")
    resolve(state)
    assert state.names_in("battlefield", 0) == ["Construct", "Retrofitter Foundry"]
    construct = state.view(state.find("Construct"))
    assert (int(construct["power"]), int(construct["toughness"])) == (4, 4)


def test_card_shrieking_affliction():
    """CR 603.4 (intervening if): at the beginning of each opponent's upkeep, if that player has
    one or fewer cards in hand, they lose 3 life (CR 119.3). Not at its controller's upkeep; not
    with two cards in hand; and the condition is checked again on resolution."""
    state = build_position({"battlefield": ["Shrieking Affliction"], "hand": ["Island", "Swamp"]},
                           {"hand": ["Mountain"], "graveyard": ["Forest", "Plains"]},
                           active=0, step="end")
    # Nobody acts at P0's end step or in P1's upkeep: P1's turn runs to its main phase.
    assert (state.step, int(state.fields["active"])) == ("main 1", 1)
    assert (state.life(0), state.life(1)) == (20, 17)         # one card in hand
    next_turn(state, 0)
    assert (state.life(0), state.life(1)) == (20, 17)         # its controller isn't an opponent
    next_turn(state, 1)
    assert (state.life(0), state.life(1)) == (20, 14)
    state = build_position({"battlefield": ["Shrieking Affliction"], "hand": ["Island", "Swamp"]},
                           {"hand": ["Mountain", "Forest"], "graveyard": ["Plains"]},
                           active=0, step="end")
    assert (state.step, int(state.fields["active"])) == ("main 1", 1)
    assert state.life(1) == 20                                # two cards: no trigger
    state = build_position({"battlefield": ["Shrieking Affliction"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Karakas", "Thalia, Guardian of Thraben"],
                            "hand": ["Mountain"]}, active=0, step="end")
    pass_until(state, lambda s: s.step == "upkeep" and int(s.fields["stack_len"]) == 1)
    act_as(state, 1, "activate Karakas: {T}: Return")         # Thalia back to P1's hand
    resolve(state)                                            # (nobody else can act: it all resolves)
    assert sorted(state.names_in("hand", 1)) == ["Mountain", "Thalia, Guardian of Thraben"]
    assert int(state.fields["stack_len"]) == 0 and state.life(1) == 20   # two cards now


def test_card_leyline_of_lifeforce():
    """CR 103.6a: it may begin the game on the battlefield. CR 101.2: creature spells, either
    player's, can't be countered: a counterspell may still target one and resolves without
    effect (the creature resolves); "unless its controller pays" asks nothing (CR 118.12).
    Noncreature spells can still be countered."""
    state = new_game("Leyline of Lifeforce, Forest, Island", "Mountain, Lightning Bolt, Forest")
    act(state, "begin the game with Leyline of Lifeforce")
    assert state.names_in("battlefield", 0) == ["Leyline of Lifeforce"]
    state = build_position({"battlefield": ["Leyline of Lifeforce", "Forest"], "hand": ["Slippery Bogle"]},
                           {"battlefield": ["Island", "Island"], "hand": ["Daze"]})
    act(state, "cast Slippery Bogle")
    pass_until(state, lambda s: s.current_player() == 1 and s.decision == "priority")
    act(state, "cast Daze")
    resolve(state)                                            # no "pay {1}?" question
    assert state.names_in("battlefield", 0) == ["Forest", "Leyline of Lifeforce", "Slippery Bogle"]
    assert state.names_in("graveyard", 1) == ["Daze"]
    # Force of Will (pitching Daze) on a creature spell: it resolves all the same
    state = build_position({"battlefield": ["Leyline of Lifeforce", "Forest"], "hand": ["Slippery Bogle"]},
                           {"hand": ["Force of Will", "Daze", "Plains"]})
    act(state, "cast Slippery Bogle")
    pass_until(state, lambda s: s.current_player() == 1 and s.decision == "priority")
    act(state, "cast Force of Will: pay 1 life")
    resolve(state)
    assert "Slippery Bogle" in state.names_in("battlefield", 0)
    assert state.names_in("graveyard", 1) == ["Force of Will"] and state.life(1) == 19
    # a noncreature spell is countered; without the Leyline, the creature is too
    for leyline in (True, False):
        mine = ["Leyline of Lifeforce", "Mountain"] if leyline else ["Mountain", "Forest"]
        spell = "Lightning Bolt" if leyline else "Slippery Bogle"
        state = build_position({"battlefield": mine, "hand": [spell]},
                               {"battlefield": ["Island", "Island"], "hand": ["Daze"]},
                               tapped=[] if leyline else [(0, "Mountain")])
        act(state, f"cast {spell}")
        if spell == "Lightning Bolt":
            act(state, "target P1")
        pass_until(state, lambda s: s.current_player() == 1 and s.decision == "priority")
        act(state, "cast Daze")
        resolve(state)
        assert spell in state.names_in("graveyard", 0)        # nothing left to pay {1} with


def test_card_portable_hole():
    """Its enters trigger exiles target nonland permanent an opponent controls with mana value 2
    or less (CR 115: not a land, not its controller's own, not mana value 3) until the Hole
    leaves the battlefield (CR 610.3): then the card returns at once under its owner's control,
    as a new object (CR 400.7: summoning sick). Here the opponent's own Portable Hole exiles the
    first Hole, which brings the first card back."""
    state = build_position({"battlefield": ["Plains", "Mountain"], "hand": ["Portable Hole"]},
                           {"battlefield": ["Goblin Guide", "Plains", "Swamp"]})
    act(state, "cast Portable Hole")
    resolve(state)                    # its one legal target is taken at once (TB-8): no lands
    resolve(state)
    hole, guide = state.find("Portable Hole"), state.find("Goblin Guide")
    assert state.names_in("exile", 1) == ["Goblin Guide"]
    assert int(state.fields["objects"][hole]["link"]) == guide
    assert "holding Goblin Guide in exile" in board(state)
    assert state.check_invariants() == 0
    state = build_position({"battlefield": ["Plains", "Portable Hole"], "hand": ["Mountain"]},
                           {"battlefield": ["Goblin Guide", "Plains"], "hand": ["Portable Hole"]},
                           active=1)
    f = state.fields["objects"]
    f[state.find("Goblin Guide")]["zone"] = 6                 # exiled by P0's Hole
    f[state.find("Portable Hole", player=0)]["link"] = state.find("Goblin Guide")
    act(state, "cast Portable Hole")
    resolve(state)
    assert state.names_in("battlefield", 1) == ["Goblin Guide", "Plains", "Portable Hole"]
    assert "sick" in state.flags(state.find("Goblin Guide"))
    assert state.names_in("exile", 0) == ["Portable Hole"]
    # mana value 3 is too much; so is a permanent of its own controller
    state = build_position({"battlefield": ["Plains"], "hand": ["Portable Hole", "Memnite"]},
                           {"battlefield": ["Magus of the Moon", "Mountain", "Mountain"]})
    act(state, "cast Portable Hole")
    resolve(state)
    assert state.names_in("battlefield", 0) == ["Plains", "Portable Hole"]
    assert state.names_in("exile") == [] and state.decision == "priority"


def test_card_torpor_orb():
    """Creatures entering don't cause abilities to trigger (CR 603.2): neither a creature's own
    enters trigger (Elite Spellbinder) nor evoke's sacrifice (CR 702.74a: an evoked Solitude
    stays, exiling nothing), for either player's creatures. Replacement effects still apply
    (CR 614.12), and noncreature permanents still trigger (Portable Hole)."""
    state = build_position({"battlefield": ["Torpor Orb", "Plains"], "hand": ["Elite Spellbinder"]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Lightning Bolt", "Mountain"]},
                           pool={0: {"W": 1, "C": 1}})        # {W}{C} floating: {2}{W} in all
    act(state, "cast Elite Spellbinder")
    resolve(state)
    assert "Elite Spellbinder" in state.names_in("battlefield", 0)
    assert state.names_in("hand", 1) == ["Lightning Bolt", "Mountain"] and state.decision == "priority"
    state = build_position({"battlefield": ["Torpor Orb"], "hand": ["Solitude", "Swords to Plowshares"]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Mountain", "Island"]})
    act(state, "cast Solitude: evoke")
    resolve(state)
    assert "Solitude" in state.names_in("battlefield", 0)     # not sacrificed
    assert state.names_in("battlefield", 1) == ["Goblin Guide"]
    state = build_position({"battlefield": ["Plains", "Goblin Guide"], "hand": ["Portable Hole"]},
                           {"battlefield": ["Torpor Orb", "Memnite"], "hand": ["Island"]})
    act(state, "cast Portable Hole")
    resolve(state)
    act(state, "target Memnite")                              # the Hole's trigger, under the Orb
    resolve(state)
    assert state.names_in("exile", 1) == ["Memnite"]


JACE = "Jace, Wielder of Mysteries"


def test_card_jace_wielder_of_mysteries():
    # TB-1: P0's library is empty, so the +1's draw is replaced by a win (like Laboratory
    # Maniac, CR 614.1a, 104.2b); the opponent's mill of an empty library does nothing.
    state = build_position({"battlefield": [JACE, "Island"], "hand": ["Swamp"]},
                           {"battlefield": ["Mountain"], "hand": ["Forest", "Plains"]})
    act(state, f"activate {JACE}: +1")
    assert set(options(state)) == {"target P0", "target P1"}
    act(state, "target P1")
    resolve(state)
    assert state.is_terminal() and state.winner == 0


def test_card_jace_wielder_of_mysteries_mills_then_draws():
    # Follow the instructions in order (ruling 2019-05-03): targeting yourself mills your two
    # library cards first, then the draw finds an empty library and wins.
    state = build_position({"battlefield": [JACE], "library": ["Island", "Swamp"]},
                           {"battlefield": ["Mountain"], "hand": ["Forest"], "library": ["Plains"]})
    act(state, f"activate {JACE}: +1")
    act(state, "target P1")                      # P1 mills its one card; P0 draws the Island
    resolve(state)
    assert not state.is_terminal()
    assert state.names_in("graveyard", 1) == ["Plains"] and state.names_in("hand", 0) == ["Island"]
    assert int(state.fields["objects"][state.find(JACE)]["counters"]) == 5
    state = build_position({"battlefield": [JACE], "library": ["Island", "Swamp"]},
                           {"battlefield": ["Mountain"], "hand": ["Forest", "Plains"]})
    act(state, f"activate {JACE}: +1")
    act(state, "target P0")
    resolve(state)
    assert state.is_terminal() and state.winner == 0
    assert sorted(state.names_in("graveyard", 0)) == ["Island", "Swamp"]


def test_card_jace_wielder_of_mysteries_minus_eight():
    # With Jace on the battlefield, the second of the seven draws meets an empty library: win.
    state = build_position({"battlefield": [JACE], "library": ["Island", "Swamp"]},
                           {"battlefield": ["Mountain"], "hand": ["Forest", "Plains"]},
                           counters={(0, JACE): 9})
    act(state, f"activate {JACE}: \u22128")
    resolve(state)
    assert state.is_terminal() and state.winner == 0


def test_card_jace_wielder_of_mysteries_opponent_answers_in_time():
    # Bolting Jace (4 + 1 = 5 loyalty) in response does not stop the +1: the ability resolves
    # without its source, but then no static replaces the draw: P0 draws its library card.
    state = build_position({"battlefield": [JACE], "library": ["Island", "Swamp"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Forest"]},
                           counters={(0, JACE): 2})
    act(state, f"activate {JACE}: +1")
    act(state, "target P1")
    act(state, "cast Lightning Bolt")
    act(state, f"target {JACE}")
    resolve(state)
    assert not state.is_terminal() and state.names_in("graveyard", 0) == [JACE]
    assert state.names_in("hand", 0) == ["Island"]


MONARCH = 1 << 6          # the player flag (CR 724)


def _monarchs(state):
    return [p for p in range(2) if int(state.fields["players"][p]["flags"]) & MONARCH]


def test_card_court_of_grace():
    """Entering, it makes its controller the monarch (CR 724.1); the monarch draws a card at the
    beginning of their end step (CR 724.2: here the Lightning Bolt a library holds; from an
    empty library the draw gives nothing, TB-2); at its controller's upkeep, being the monarch,
    it makes a 4/4 white Angel with flying instead of the 1/1 Spirit."""
    state = build_position({"battlefield": ["Mountain"], "hand": ["Court of Grace"],
                            "library": ["Lightning Bolt"]},
                           {"battlefield": ["Forest"], "hand": ["Island", "Swamp"]},
                           pool={0: {"W": 4}})
    assert _monarchs(state) == []                             # no monarch at first
    act(state, "cast Court of Grace")
    act(state, "pay with mana already in the pool")
    pass_until(state, lambda s: s.names_in("hand", 0) == ["Lightning Bolt"])
    assert state.step == "end" and int(state.fields["active"]) == 0   # P0 may Bolt at once
    assert _monarchs(state) == [0]
    assert "P0: life 20, the monarch" in board(state)
    next_turn(state, 0, "upkeep")
    resolve(state)
    assert [state.name_of(i) for i in range(6, 24) if int(state.fields["objects"][i]["zone"])] == ["Angel"]
    angel = state.find("Angel")
    view = state.view(angel)
    assert (view["power"], view["toughness"], view["colors"]) == (4, 4, 1)
    assert state.keywords(angel) == {"flying"}


def test_card_court_of_grace_monarch_changes_hands():
    """A creature dealing combat damage to the monarch makes its controller the monarch (CR
    724.2, a trigger); then the Court's controller, no longer the monarch, gets a 1/1 white
    Spirit with flying, and the new monarch draws (nothing: TB-2) at their end step."""
    state = build_position({"battlefield": ["Court of Grace", "Plains"], "hand": ["Island"]},
                           {"battlefield": ["Mountain"], "hand": ["Goblin Guide", "Swamp"]},
                           active=1, player_flags={0: ["monarch"]})
    act(state, "cast Goblin Guide")
    resolve(state)
    until_decision(state, "attack")
    act(state, "attack with Goblin Guide")
    pass_to_step(state, "main 2")
    assert state.life(0) == 18
    assert _monarchs(state) == [1]
    next_turn(state, 0, "main 1")
    assert [state.name_of(i) for i in range(6, 24) if int(state.fields["objects"][i]["zone"])] == ["Spirit"]
    spirit = state.find("Spirit")
    view = state.view(spirit)
    assert (view["power"], view["toughness"], view["colors"]) == (1, 1, 1)
    assert _monarchs(state) == [1]


# --- Auras (CR 303.4) --------------------------------------------------------------------------


def _pay(state, text):
    if state.decision == "pay":                   # a single payment is made without asking
        act(state, text)


def _attached(state, name, player=None):
    return int(state.fields["objects"][state.find(name, player=player)]["attached"])


ISLAND, SWAMP, MOUNTAIN = 2, 4, 8
CODES_TGT_PLAYER1 = 25            # TGT_PLAYER1: an Aura enchanting P1 has attached = 1 + it


def test_card_seas_claim():
    """An Aura spell targets what it will enchant (CR 303.4a) and enters attached to it
    (303.4e). Enchanted land is an Island: it loses its other land types and the abilities of
    its rules text (CR 305.7: Crystal Vein's {C}{C} is gone), so it taps for {U} only. When the
    land leaves, the Aura is attached to nothing and goes to its owner's graveyard as a
    state-based action (CR 704.5m)."""
    state = build_position({"battlefield": ["Island", "Strip Mine"], "hand": ["Sea's Claim"]},
                           {"battlefield": ["Tropical Island", "Crystal Vein"], "hand": ["Swamp"]})
    act(state, "cast Sea's Claim")
    assert list(options(state)) == ["target Island", "target Strip Mine", "target Tropical Island",
                                    "target Crystal Vein"]
    act(state, "target Crystal Vein")
    _pay(state, "pay with Island")
    resolve(state)
    vein = state.find("Crystal Vein")
    assert _attached(state, "Sea's Claim") == 1 + vein
    assert state.view(vein)["land_types"] == ISLAND
    assert not state.view(vein)["abilities"]
    assert state.view(state.find("Tropical Island"))["land_types"] == ISLAND | 16   # untouched
    act(state, "activate Strip Mine: {T}, Sacrifice Strip Mine: Destroy target land.")
    act(state, "target Crystal Vein")
    resolve(state)
    assert state.names_in("graveyard", 1) == ["Crystal Vein"]
    assert sorted(state.names_in("graveyard", 0)) == ["Sea's Claim", "Strip Mine"]


def test_card_seas_claim_put_onto_the_battlefield():
    """An Aura put onto the battlefield without being cast (Show and Tell) is not a spell and
    targets nothing: as it enters, its controller chooses what it enchants, any land here,
    hexproof or not (CR 303.4f)."""
    state = build_position({"battlefield": ["Island"], "hand": ["Show and Tell", "Sea's Claim"]},
                           {"battlefield": ["Crystal Vein"], "hand": ["Mountain", "Forest"]},
                           pool={0: {"C": 2}})
    act(state, "cast Show and Tell")
    _pay(state, "pay with Island")
    resolve(state)
    act(state, "put onto the battlefield: Sea's Claim")
    act_as(state, 1, "put onto the battlefield: Mountain")
    assert state.decision == "attach" and state.current_player() == 0
    assert sorted(options(state)) == ["attach Sea's Claim to Crystal Vein",
                                      "attach Sea's Claim to Island",
                                      "attach Sea's Claim to Mountain"]     # not to a player
    act(state, "attach Sea's Claim to Crystal Vein")
    vein = state.find("Crystal Vein")
    assert _attached(state, "Sea's Claim") == 1 + vein
    assert state.view(vein)["land_types"] == ISLAND and not state.view(vein)["abilities"]


def test_card_seas_claim_attachment_is_part_of_the_state():
    """The canonical hash (the solver's transpositions, TB-9) tells apart what an Aura
    enchants: Sea's Claim on P1's Crystal Vein or on P0's own untapped Island."""
    def enchanting(target):
        state = build_position({"battlefield": ["Island", "Island"], "hand": ["Sea's Claim"]},
                               {"battlefield": ["Crystal Vein"], "hand": ["Swamp", "Forest"]},
                               pool={0: {"U": 1}})
        act(state, "cast Sea's Claim")
        act(state, target)
        _pay(state, "pay with mana already in the pool")
        resolve(state)
        return state
    vein, island = enchanting("target Crystal Vein"), enchanting("target Island")
    assert _attached(vein, "Sea's Claim") == 1 + vein.find("Crystal Vein")
    assert _attached(island, "Sea's Claim") == 1 + island.find("Island")
    assert vein.canonical_hash() != island.canonical_hash()


def test_card_seas_claim_timestamps():
    """Magus of the Moon and Sea's Claim both set a nonbasic land's type in layer 4: the later
    timestamp wins (CR 613.7; an Aura's timestamp is when it became attached, 613.7e). Either
    way the land has no rules-text abilities (CR 305.7)."""
    # Magus first, then the Aura: an Island.
    state = build_position({"battlefield": ["Island"], "hand": ["Sea's Claim", "Plains"]},
                           {"battlefield": ["Crystal Vein", "Magus of the Moon"], "hand": ["Swamp"]})
    vein = state.find("Crystal Vein")
    assert state.view(vein)["land_types"] == MOUNTAIN
    act(state, "cast Sea's Claim")
    act(state, "target Crystal Vein")
    _pay(state, "pay with Island")
    resolve(state)
    assert state.view(vein)["land_types"] == ISLAND
    # The Aura first, then Magus: a Mountain.
    state = build_position({"battlefield": ["Island"], "hand": ["Sea's Claim", "Plains"]},
                           {"battlefield": ["Crystal Vein", "Mountain"],
                            "hand": ["Magus of the Moon"]}, pool={1: {"R": 3}})
    vein = state.find("Crystal Vein")
    act(state, "cast Sea's Claim")
    act(state, "target Crystal Vein")
    _pay(state, "pay with Island")
    resolve(state)
    assert state.view(vein)["land_types"] == ISLAND
    for field in ("active", "priority", "decider"):   # P1's main phase, {R}{R}{R} floating
        state.fields[field] = 1
    act(state, "cast Magus of the Moon")
    _pay(state, "pay with mana already in the pool")
    resolve(state)
    assert state.view(vein)["land_types"] == MOUNTAIN
    assert not state.view(vein)["abilities"]


def test_card_seas_claim_urborg():
    """Urborg adds Swamp to each land; Sea's Claim sets the type: an Urborg older than the Aura
    is overridden, a newer one still adds Swamp (CR 613.7). Urborg itself enchanted loses its
    ability (CR 305.7, 613.8: a dependency, whatever the timestamps)."""
    state = build_position({"battlefield": ["Island"], "hand": ["Sea's Claim", "Sea's Claim"]},
                           {"battlefield": ["Urborg, Tomb of Yawgmoth", "Forest"], "hand": ["Swamp"]},
                           pool={0: {"U": 1}})
    forest = state.find("Forest")
    assert state.view(forest)["land_types"] == 16 | SWAMP
    act(state, "cast Sea's Claim")
    act(state, "target Forest")
    _pay(state, "pay with mana already in the pool")
    resolve(state)
    assert state.view(forest)["land_types"] == ISLAND            # Urborg is older
    claim = state.find("Sea's Claim")
    urborg = state.find("Urborg, Tomb of Yawgmoth")
    state.fields["objects"][claim]["newer"] = 1 << urborg         # as if Urborg entered later
    assert state.view(forest)["land_types"] == ISLAND | SWAMP
    act(state, "cast Sea's Claim")
    act(state, "target Urborg, Tomb of Yawgmoth")
    _pay(state, "pay with Island")
    resolve(state)
    assert state.view(urborg)["land_types"] == ISLAND
    assert state.view(forest)["land_types"] == ISLAND            # Urborg has no ability now


def test_card_curse_of_silence():
    """Enchant player: the Aura spell targets a player (CR 303.4a); as it enters its controller
    names a card (TB-8: the enchanted player's nonland cards, or another name). That player's
    spells with the name cost {2} more (CR 601.2f). When they cast one, the Curse's controller
    may sacrifice it; if they do, they draw a card (TB-2: from an empty library, nothing)."""
    state = build_position({"battlefield": ["Plains"], "hand": ["Curse of Silence"],
                            "library": ["Island"]},
                           {"battlefield": ["Mountain", "Mountain"], "hand": ["Lightning Bolt"]},
                           pool={1: {"C": 1}})
    act(state, "cast Curse of Silence")
    assert set(options(state)) == {"target P0", "target P1"}
    act(state, "target P1")
    _pay(state, "pay with Plains")
    resolve(state)
    assert state.decision == "name" and state.current_player() == 0
    assert list(options(state)) == ["name Lightning Bolt", "name a card not in this game"]
    act(state, "name Lightning Bolt")
    assert _attached(state, "Curse of Silence") == 1 + 25        # TGT_PLAYER1
    bolt = state.find("Lightning Bolt")
    cost = kernel.spell_cost(state, bolt, kernel.play_option_ability(
        int(state.fields["objects"][bolt]["card"]), 0))
    assert cost["generic"] == 2 and cost["colored"][3] == 1
    state.fields["active"] = 1                                    # P1's main phase, {C} floating
    state.fields["priority"] = 1
    pass_until(state, lambda s: s.current_player() == 1 and s.decision == "priority")
    act(state, "cast Lightning Bolt")
    act(state, "target P0")
    _pay(state, "pay with")
    until_decision(state, "yes/no")
    assert state.current_player() == 0
    act(state, "yes")
    assert state.names_in("graveyard", 0) == ["Curse of Silence"]
    assert "Island" in state.names_in("hand", 0)
VRASKA = "Vraska, Relic Seeker"
CHANDRA = "Chandra, Awakened Inferno"


def _loyalty(state, name):
    return int(state.fields["objects"][state.find(name)]["counters"])


def test_card_vraska_relic_seeker():
    # +2 (CR 606.4): a 2/2 black Pirate token with menace (CR 702.111b: one blocker can't block it)
    state = build_position({"battlefield": [VRASKA], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Forest", "Plains"]})
    act(state, f"activate {VRASKA}: +2")
    resolve(state)
    assert _loyalty(state, VRASKA) == 8 and sorted(state.names_in("battlefield", 0)) == ["Pirate", VRASKA]
    pass_until(state, lambda s: s.decision == "attack" and int(s.fields["active"]) == 0
               and int(s.fields["turn_number"]) > 1)
    act(state, "attack with Pirate")
    pass_to_step(state, "main 2")
    assert state.life(1) == 18                  # Goblin Guide alone could not block it


def test_card_vraska_relic_seeker_minus_three():
    # -3: destroy target artifact, creature, or enchantment (not a land), then a Treasure token
    state = build_position({"battlefield": [VRASKA], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Goblin Guide", "Mox Pearl", "Plains"]})
    act(state, f"activate {VRASKA}: −3")
    assert set(options(state)) == {"target Goblin Guide", "target Mox Pearl"}
    act(state, "target Goblin Guide")
    resolve(state)
    assert state.names_in("graveyard", 1) == ["Goblin Guide"]
    assert sorted(state.names_in("battlefield", 0)) == ["Treasure", VRASKA] and _loyalty(state, VRASKA) == 3


def test_card_vraska_relic_seeker_minus_ten():
    # -10: the life total becomes 1: losing 19 life (CR 119.5), which Energy Field doesn't
    # prevent (it is not damage); Vraska, at 0 loyalty, is put into the graveyard (CR 704.5i).
    state = build_position({"battlefield": [VRASKA], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Energy Field"], "hand": ["Forest", "Plains"]},
                           counters={(0, VRASKA): 10})
    act(state, f"activate {VRASKA}: −10")
    act(state, "target P1")
    resolve(state)
    assert state.life(1) == 1 and state.life(0) == 20
    assert state.names_in("graveyard", 0) == [VRASKA]
    # at 1 life already, nothing changes
    state = build_position({"battlefield": [VRASKA], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Energy Field"], "hand": ["Forest", "Plains"]},
                           counters={(0, VRASKA): 12}, life={0: 1})
    act(state, f"activate {VRASKA}: −10")
    act(state, "target P0")
    resolve(state)
    assert state.life(0) == 1 and state.life(1) == 20 and _loyalty(state, VRASKA) == 2


def test_card_chandra_awakened_inferno():
    # +2: the opponent gets an emblem (CR 114.2): at the beginning of each of their upkeeps it
    # deals 1 damage to them, and it stays after Chandra is gone (Bolted from 3 loyalty).
    state = build_position({"battlefield": [CHANDRA], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Plains"]},
                           counters={(0, CHANDRA): 1})
    before = state.canonical_hash()
    act(state, f"activate {CHANDRA}: +2")
    resolve(state)
    assert int(state.fields["players"][1]["emblems"]) == 1 and _loyalty(state, CHANDRA) == 3
    assert "emblems 1" in board(state)
    assert state.canonical_hash() != before
    act(state, "pass priority")
    pass_to_step(state, "main 1", player=1)
    assert state.life(1) == 19
    act(state, "cast Lightning Bolt")
    act(state, f"target {CHANDRA}")
    resolve(state)
    assert state.names_in("graveyard", 0) == [CHANDRA]
    next_turn(state, 1)
    assert state.life(1) == 18


def test_card_chandra_awakened_inferno_emblem_triggers():
    # Three emblems trigger three times (CR 603.2c); the triggers are one stack item counting
    # them, each resolving on its own, and Stifle counters one of them (CR 701.6b).
    state = build_position({"battlefield": [CHANDRA], "hand": ["Swamp", "Plains"]},
                           {"battlefield": ["Island"], "hand": ["Stifle", "Forest"]},
                           emblems={1: 3})
    pass_until(state, lambda s: s.step == "upkeep" and int(s.fields["active"]) == 1
               and s.decision == "priority")
    stack = state.fields["stack"][0]
    assert int(state.fields["stack_len"]) == 1 and int(stack["x"]) == 3
    assert "(x3 emblems)" in board(state)
    act_as(state, 1, "cast Stifle")
    resolve(state)
    assert int(state.fields["stack_len"]) == 0 and state.life(1) == 18
    assert int(state.fields["players"][1]["emblems"]) == 3


def test_card_chandra_awakened_inferno_minus_three():
    # 3 damage to each non-Elemental creature, its controller's included; Grief (an Elemental)
    # is untouched
    state = build_position({"battlefield": [CHANDRA, "Memnite"], "hand": ["Swamp"]},
                           {"battlefield": ["Goblin Guide", "Grief", "Obstinate Baloth"]})
    act(state, f"activate {CHANDRA}: −3")
    resolve(state)
    assert int(state.fields["objects"][state.find("Obstinate Baloth")]["damage"]) == 3
    assert state.names_in("graveyard", 0) == ["Memnite"]
    assert state.names_in("graveyard", 1) == ["Goblin Guide"]
    assert int(state.fields["objects"][state.find("Grief")]["damage"]) == 0
    assert _loyalty(state, CHANDRA) == 3


def test_card_chandra_awakened_inferno_minus_x():
    # -X: X loyalty removed (X chosen up to 6, CR 107.3); a permanent dealt damage this way is
    # exiled if it would die this turn, by this damage or otherwise (Vraska's destroy, CR
    # 614.1a); a planeswalker dealt damage loses loyalty (CR 120.3c) and is exiled at 0.
    state = build_position({"battlefield": [CHANDRA, VRASKA], "hand": ["Swamp"]},
                           {"battlefield": ["Goblin Guide", JACE], "hand": ["Forest"]})
    act(state, f"activate {CHANDRA}: −X")
    assert [t for t in options(state)] == [f"X = {x}" for x in range(7)]
    act(state, "X = 1")
    act(state, "target Goblin Guide")
    resolve(state)
    assert _loyalty(state, CHANDRA) == 5 and state.names_in("battlefield", 1)[0] == "Goblin Guide"
    act(state, f"activate {VRASKA}: −3")             # its one target: chosen at once (TB-8)
    resolve(state)
    assert state.names_in("exile", 1) == ["Goblin Guide"] and state.names_in("graveyard", 1) == []
    # X = 0 deals no damage: the creature dies as usual
    state = build_position({"battlefield": [CHANDRA, VRASKA], "hand": ["Swamp"]},
                           {"battlefield": ["Goblin Guide", JACE], "hand": ["Forest"]})
    act(state, f"activate {CHANDRA}: −X")
    act(state, "X = 0")
    act(state, "target Goblin Guide")
    resolve(state)
    act(state, f"activate {VRASKA}: −3")
    resolve(state)
    assert state.names_in("graveyard", 1) == ["Goblin Guide"]
    # 4 damage to Jace (4 loyalty): exiled instead of put into the graveyard (CR 704.5i)
    state = build_position({"battlefield": [CHANDRA, VRASKA], "hand": ["Swamp"]},
                           {"battlefield": ["Goblin Guide", JACE], "hand": ["Forest"]})
    act(state, f"activate {CHANDRA}: −X")
    act(state, "X = 4")
    act(state, f"target {JACE}")
    resolve(state)
    assert state.names_in("exile", 1) == [JACE] and _loyalty(state, CHANDRA) == 2


def test_card_chandra_awakened_inferno_cant_be_countered():
    # CR 101.2: Force of Will may target it, but countering it does nothing
    state = build_position({"hand": [CHANDRA, "Mountain", "Swamp"]},
                           {"battlefield": ["Island"], "hand": ["Force of Will", "Snapback"]},
                           pool={0: {"R": 6}})
    act(state, f"cast {CHANDRA}")
    act_as(state, 1, "cast Force of Will")
    while state.decision != "priority":
        act(state, next(iter(options(state))))
    resolve(state)
    assert state.names_in("battlefield", 0) == [CHANDRA] and _loyalty(state, CHANDRA) == 6


@pytest.mark.parametrize("p0_reveals, p1_reveals, entered", [
    ("Goblin Guide", "Rotting Regisaur", ["Goblin Guide"]),     # the lowest mana value only
    ("Rotting Regisaur", "Rotting Regisaur", ["Rotting Regisaur", "Rotting Regisaur"]),   # a tie
    ("Rotting Regisaur", "a noncreature card", ["Rotting Regisaur"]),
])


def test_card_stronghold_gambit(p0_reveals, p1_reveals, entered):
    # Each player chooses a card in their hand, the active player first and openly (TB-3);
    # of the creature cards revealed, those with the lowest mana value (CR 202.3) enter under
    # their owners' control, tied ones each; the others stay in hand (2004-10-04 rulings).
    state = build_position({"hand": ["Stronghold Gambit", "Goblin Guide", "Rotting Regisaur"]},
                           {"hand": ["Rotting Regisaur", "Lightning Bolt", "Forest"]},
                           pool={0: {"R": 1, "C": 1}})
    act(state, "cast Stronghold Gambit")
    resolve(state)
    # P0 holds only creature cards: one of them must be chosen.
    assert state.current_player() == 0 and set(options(state)) == {
        "choose and reveal: Goblin Guide", "choose and reveal: Rotting Regisaur"}
    act(state, f"choose and reveal: {p0_reveals}")
    assert state.current_player() == 1 and set(options(state)) == {
        "choose and reveal: Rotting Regisaur", "choose and reveal a noncreature card"}
    act_as(state, 1, "choose and reveal" + (" " if p1_reveals.startswith("a ") else ": ")
           + p1_reveals)
    battlefield = [name for p in (0, 1) for name in state.names_in("battlefield", p)]
    assert sorted(battlefield) == sorted(entered)
    for name in entered:
        owner = 0 if name == p0_reveals else 1
        assert name in state.names_in("battlefield", owner)
    assert len(state.names_in("hand", 0)) + len(state.names_in("hand", 1)) == 5 - len(entered)


def test_card_stronghold_gambit_empty_hand():
    # A player with no card in hand chooses nothing (P0, who cast it); P1's lone creature card
    # must be chosen, and enters.
    state = build_position({"battlefield": ["Mountain", "Mox Ruby"], "hand": ["Stronghold Gambit"]},
                           {"hand": ["Goblin Guide"], "graveyard": ["Forest", "Island"]})
    act(state, "cast Stronghold Gambit")
    resolve(state)
    assert state.names_in("battlefield", 1) == ["Goblin Guide"]
    assert state.names_in("graveyard", 0) == ["Stronghold Gambit"]


def test_card_form_of_the_dragon():
    """"Creatures without flying can't attack you" (CR 508.1c): Goblin Guide can't, Sinkhole
    Surveyor (flying) can. The Form's controller's own creatures attack as usual."""
    state = build_position({"battlefield": ["Form of the Dragon", "Memnite"], "hand": ["Island"]},
                           {"battlefield": ["Goblin Guide", "Sinkhole Surveyor"], "hand": ["Swamp"]},
                           active=1, step="declare attackers")
    assert not can(state, "attack with Goblin Guide")
    act(state, "attack with Sinkhole Surveyor")
    state = build_position({"battlefield": ["Form of the Dragon", "Memnite"], "hand": ["Island"]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Swamp", "Forest"]},
                           step="declare attackers")
    act(state, "attack with Memnite")
    pass_to_step(state, "main 2")
    assert state.life(1) == 19


def test_card_form_of_the_dragon_life():
    """"At the beginning of each end step, your life total becomes 5": from 20 its controller
    loses 15 at their own end step; from 2, at the opponent's end step, they gain 3 (CR 119.5).
    "At the beginning of your upkeep, this enchantment deals 5 damage to any target." """
    state = build_position({"battlefield": ["Form of the Dragon"], "hand": ["Island", "Swamp"]},
                           NO_CARDS)
    pass_to_step(state, "main 2")
    assert state.life(0) == 20
    next_turn(state, 1)
    assert state.life(0) == 5
    state = build_position({"battlefield": ["Form of the Dragon"], "hand": ["Island", "Swamp"]},
                           NO_CARDS, active=1, life={0: 2})
    pass_until(state, lambda s: s.decision == "target")     # P0's upkeep: the Form's target
    assert state.life(0) == 5 and int(state.fields["active"]) == 0
    act(state, "target P1")
    resolve(state)
    assert state.life(1) == 15


MINSC = "Minsc & Boo, Timeless Heroes"


def test_card_minsc_boo_timeless_heroes():
    # Cast from hand (Black Lotus and Mox Ruby pay {2}{R}{G}): the enters trigger (CR 603.6a)
    # may create Boo, a legendary 1/1 red Hamster token with trample and haste; +1 puts three
    # +1/+1 counters on it (a creature with haste); with haste (CR 702.10) it attacks for 4 the
    # same turn.
    state = build_position({"battlefield": ["Black Lotus", "Mox Ruby"], "hand": [MINSC]},
                           {"battlefield": ["Island"], "hand": ["Island", "Mountain"]})
    act(state, f"cast {MINSC}")
    assert state.decision == "yes/no" and int(state.fields["stack_len"]) == 0   # "you may"
    act(state, "yes")
    assert sorted(state.names_in("battlefield", 0)) == ["Boo", MINSC, "Mox Ruby"]
    boo = state.find("Boo")
    act(state, f"activate {MINSC}: +1")
    assert set(options(state)) == {"target Boo", "no more targets"}   # "up to one"
    act(state, "target Boo")
    resolve(state)
    assert int(state.fields["objects"][boo]["p1p1"]) == 3 and _loyalty(state, MINSC) == 4
    until_decision(state, "attack")
    act(state, "attack with Boo")
    pass_to_step(state, "main 2")
    assert state.life(1) == 16
    # At the beginning of the next upkeep (CR 603.2) it may create another Boo: the legend rule
    # (CR 704.5j) keeps one of the two, the 4/4 one
    next_turn(state, 1)
    pass_until(state, lambda s: s.decision == "yes/no")
    assert state.step == "upkeep" and int(state.fields["active"]) == 0
    act(state, "yes")
    assert state.decision == "legend rule"
    assert set(options(state)) == {"keep Boo (untapped)", "keep Boo (new, untapped)"}
    act(state, "keep Boo (untapped)")                  # the 4/4
    assert sorted(state.names_in("battlefield", 0)) == ["Boo", MINSC, "Mox Ruby"]
    assert int(state.fields["objects"][state.find("Boo")]["p1p1"]) == 3


def test_card_minsc_boo_timeless_heroes_declined_and_no_target():
    # Declining the trigger creates nothing; +1 has "up to one target" (CR 601.2c): it may be
    # activated with no target, for its loyalty; any creature with haste is a legal target.
    state = build_position({"battlefield": ["Black Lotus", "Mox Ruby"], "hand": [MINSC]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Island", "Mountain"]})
    act(state, f"cast {MINSC}")
    act(state, "no")
    assert sorted(state.names_in("battlefield", 0)) == [MINSC, "Mox Ruby"]
    act(state, f"activate {MINSC}: +1")
    assert set(options(state)) == {"target Goblin Guide", "no more targets"}   # haste: legal
    act(state, "no more targets")
    resolve(state)
    assert _loyalty(state, MINSC) == 4
    assert int(state.fields["objects"][state.find("Goblin Guide")]["p1p1"]) == 0


def test_card_minsc_boo_timeless_heroes_minus_two():
    # -2: the creature is sacrificed as the ability resolves, chosen then; "when you do" is a
    # reflexive trigger (CR 603.12) put on the stack afterwards, its target chosen then (CR
    # 603.3d): X is the sacrificed creature's power as it last existed (CR 608.2h). Boo is a
    # Hamster: draw X cards, which from an empty library draws nothing and does not lose (TB-2).
    state = build_position({"battlefield": [MINSC, "Memnite"], "hand": ["Island"]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Island", "Mountain"]},
                           tokens={0: ["Boo"]}, plus_counters={(0, "Boo"): 3})
    act(state, f"activate {MINSC}: −2")
    assert state.decision == "choose object" and int(state.fields["stack_len"]) == 0
    assert set(options(state)) == {"sacrifice: Memnite", "sacrifice: Boo"}
    act(state, "sacrifice: Boo")
    assert sorted(state.names_in("battlefield", 0)) == ["Memnite", MINSC]
    assert _loyalty(state, MINSC) == 1
    assert state.decision == "target" and int(state.fields["stack_len"]) == 1
    item = state.fields["stack"][0]
    assert int(item["lki"]) == 4 and int(item["x"]) == 4    # a Hamster: X cards to draw
    assert "target P1" in options(state) and "target Goblin Guide" in options(state)
    act(state, "target P1")
    resolve(state)
    assert state.life(1) == 16 and state.life(0) == 20 and state.winner is None
    # the draw happens (TB-2): with Jace, Wielder of Mysteries out, drawing from an empty
    # library wins instead (CR 614.1a)
    state = build_position({"battlefield": [MINSC, JACE], "hand": ["Island"]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Island", "Mountain"]},
                           tokens={0: ["Boo"]})
    act(state, f"activate {MINSC}: −2")
    act(state, "target Goblin Guide")
    resolve(state)
    assert state.winner == 0
    assert int(state.fields["objects"][state.find("Goblin Guide")]["damage"]) == 1
    # a non-Hamster (Memnite with two counters, 3/3): 3 damage, no draw (x 0); with one
    # creature there is nothing to choose (TB-8)
    state = build_position({"battlefield": [MINSC, "Memnite"], "hand": ["Island"]},
                           {"battlefield": ["Obstinate Baloth"], "hand": ["Island", "Mountain"]},
                           plus_counters={(0, "Memnite"): 2})
    act(state, f"activate {MINSC}: −2")
    assert state.decision == "target" and state.names_in("graveyard", 0) == ["Memnite"]
    item = state.fields["stack"][0]
    assert int(item["lki"]) == 3 and int(item["x"]) == 0
    act(state, "target Obstinate Baloth")
    resolve(state)
    assert int(state.fields["objects"][state.find("Obstinate Baloth")]["damage"]) == 3
    # no creature to sacrifice: nothing triggers (CR 603.12), only the loyalty is paid
    state = build_position({"battlefield": [MINSC, "Island"], "hand": ["Swamp"]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Island", "Mountain"]})
    act(state, f"activate {MINSC}: −2")
    resolve(state)
    assert state.decision == "priority" and int(state.fields["stack_len"]) == 0
    assert _loyalty(state, MINSC) == 1 and state.life(1) == 20


VIAL_TEXT = "activate Aether Vial"


def test_card_aether_vial():
    """"You may" (TB-8: a yes/no as the upkeep trigger resolves, CR 603.5) puts a charge
    counter on it; {T} puts a creature card with mana value equal to the counters from the hand
    onto the battlefield (not cast, CR 601: nothing to pay), at instant speed (CR 602)."""
    state = build_position({"battlefield": ["Aether Vial"],
                            "hand": ["Goblin Guide", "Thalia, Guardian of Thraben"]},
                           {"battlefield": ["Mountain"], "hand": ["Forest", "Island"]},
                           active=1, step="end")
    until_decision(state, "yes/no")
    assert state.current_player() == 0
    act(state, "yes")                                          # one charge counter
    vial = state.find("Aether Vial")
    assert int(state.fields["objects"][vial]["counters"]) == 1
    act(state, VIAL_TEXT)
    assert set(options(state)) == {"put onto the battlefield: Goblin Guide", "none"}
    act(state, "put onto the battlefield: Goblin Guide")
    assert state.names_in("battlefield", 0) == ["Aether Vial", "Goblin Guide"]
    assert state.names_in("hand", 0) == ["Thalia, Guardian of Thraben"]
    assert not can(state, VIAL_TEXT)                           # tapped
    # next upkeep: declining keeps one counter; accepting makes two, and Thalia (MV 2) can come
    next_turn(state, 1)
    until_decision(state, "yes/no")
    act(state, "yes")
    assert int(state.fields["objects"][vial]["counters"]) == 2
    act(state, VIAL_TEXT)
    assert set(options(state)) == {"put onto the battlefield: Thalia, Guardian of Thraben", "none"}


def test_card_aether_vial_decline_counter():
    """Declining the counter (CR 603.5) leaves it at one."""
    state = build_position({"battlefield": ["Aether Vial"], "hand": ["Goblin Guide", "Forest"]},
                           {"battlefield": ["Mountain"], "hand": ["Forest", "Island"]},
                           active=1, step="end", counters={(0, "Aether Vial"): 1})
    until_decision(state, "yes/no")
    act(state, "no")
    assert int(state.fields["objects"][state.find("Aether Vial")]["counters"]) == 1


def test_card_aether_vial_destroyed_in_response():
    """Destroyed in response, the ability still uses the Vial's count as it last existed on the
    battlefield (CR 608.2h, last known information): Goblin Guide still comes."""
    state = build_position({"battlefield": ["Aether Vial"], "hand": ["Goblin Guide", "Forest"]},
                           {"battlefield": ["Forest"], "hand": ["Nature's Claim", "Island"]},
                           counters={(0, "Aether Vial"): 1})
    act(state, VIAL_TEXT)
    act_as(state, 1, "cast Nature's Claim")
    resolve(state)
    assert "Aether Vial" in state.names_in("graveyard", 0)
    act(state, "put onto the battlefield: Goblin Guide")
    assert state.names_in("battlefield", 0) == ["Goblin Guide"]


def test_card_aether_vial_counter_cap():
    """TB-8: the counters only matter to its own ability, so they stop one above the largest
    mana value of its owner's creature cards (Thalia, 2: at 3); with a card that removes a
    number of counters from a permanent (Hex Parasite) in the game, every count matters and
    only the general cap (60) applies."""
    mine = {"battlefield": ["Aether Vial"], "hand": ["Goblin Guide", "Thalia, Guardian of Thraben"]}
    for theirs, expected in (({"battlefield": ["Mountain"], "hand": ["Forest", "Island"]}, 3),
                             ({"battlefield": ["Mountain"], "hand": ["Hex Parasite", "Island"]}, 4)):
        state = build_position(mine, theirs, active=1, step="end", counters={(0, "Aether Vial"): 3})
        until_decision(state, "yes/no")
        act(state, "yes")
        assert int(state.fields["objects"][state.find("Aether Vial")]["counters"]) == expected


def test_card_restore_balance():
    # Suspend 6—{W} (CR 702.62a), then Balance's effect in Restore Balance's order: lands, then
    # creatures, then cards in hand. P1's Obstinate Baloth, discarded by P0's spell, enters the
    # battlefield after the creatures were counted, so it stays (under Balance's order, cards
    # then creatures, it would be sacrificed with the Goblin Guide).
    state = build_position({"battlefield": ["Plains", "Island"], "hand": ["Restore Balance"]},
                           {"battlefield": ["Mountain", "Goblin Guide"], "hand": ["Obstinate Baloth"]})
    assert not can(state, "cast Restore Balance")              # no mana cost (CR 202.1b)
    act(state, "suspend Restore Balance")
    card = state.find("Restore Balance")
    assert int(state.fields["objects"][card]["counters"]) == 6
    pass_until(state, lambda s: s.decision == "yes/no")
    assert int(state.fields["turn_number"]) == 13              # suspended on turn 1; P0's upkeeps
    assert int(state.fields["active"]) == 0                     # on turns 3, 5, ..., 13
    act(state, "cast Restore Balance")
    act_as(state, 0, "sacrifice: Island")                      # one land each; the rest is forced
    assert state.names_in("battlefield", 0) == ["Plains"]
    assert state.names_in("battlefield", 1) == ["Mountain", "Obstinate Baloth"]
    assert state.names_in("graveyard", 1) == ["Goblin Guide"]
    assert "Restore Balance" in state.names_in("graveyard", 0)
    assert state.life(1) == 24                                  # the Baloth's enters trigger
BOMB_TICK = "activate Ratchet Bomb: {T}: Put a charge counter"
BOMB_BLOW = "activate Ratchet Bomb: {T}, Sacrifice Ratchet Bomb"


def test_card_ratchet_bomb():
    """{T} puts a charge counter on it (CR 122.1); {T}, sacrificing it (a cost, CR 602.2b)
    destroys each nonland permanent, whoever controls it, with mana value equal to the counters
    it had as it last existed on the battlefield (CR 608.2h, 202.3): Goblin Guide (1) goes,
    Memnite (0) and the lands stay."""
    state = build_position({"battlefield": ["Ratchet Bomb", "Memnite", "Island"]},
                           {"battlefield": ["Goblin Guide", "Mountain"], "hand": ["Forest"]},
                           counters={(0, "Ratchet Bomb"): 1})
    bomb = state.find("Ratchet Bomb")
    act(state, BOMB_TICK)
    resolve(state)
    assert int(state.fields["objects"][bomb]["counters"]) == 2
    assert not can(state, BOMB_BLOW)                            # tapped: {T} can't be paid
    state = build_position({"battlefield": ["Ratchet Bomb", "Memnite", "Island"]},
                           {"battlefield": ["Goblin Guide", "Mountain"], "hand": ["Forest"]},
                           counters={(0, "Ratchet Bomb"): 1})
    act(state, BOMB_BLOW)
    assert "Ratchet Bomb" in state.names_in("graveyard", 0)    # sacrificed as the cost
    resolve(state)
    assert sorted(state.names_in("graveyard", 1)) == sorted(["Goblin Guide"])
    assert sorted(state.names_in("battlefield", 0)) == sorted(["Memnite", "Island"])
    assert sorted(state.names_in("battlefield", 1)) == sorted(["Mountain"])


def test_card_ratchet_bomb_zero_counters():
    """With no charge counters it destroys each nonland permanent with mana value 0 (Memnite,
    its controller's own too), and not Goblin Guide (1)."""
    state = build_position({"battlefield": ["Ratchet Bomb", "Memnite", "Island"]},
                           {"battlefield": ["Goblin Guide", "Mountain"], "hand": ["Forest"]})
    act(state, BOMB_BLOW)
    resolve(state)
    assert sorted(state.names_in("graveyard", 0)) == ["Memnite", "Ratchet Bomb"]
    assert sorted(state.names_in("battlefield", 1)) == sorted(["Goblin Guide", "Mountain"])


def test_card_ratchet_bomb_counter_cap():
    """TB-8: its counters matter only to its own ability, which no permanent's mana value above
    the game's largest card mana value can match: they stop one above it (here Ratchet Bomb's
    own 2: at 3; with Ensnaring Bridge, 3: at 4). With a card that removes a number of counters
    (Hex Parasite) in the game, every count matters: only the general cap (60)."""
    mine = {"battlefield": ["Ratchet Bomb", "Memnite", "Island"]}
    for theirs, start, expected in (
            ({"battlefield": ["Goblin Guide", "Mountain"], "hand": ["Forest"]}, 3, 3),
            ({"battlefield": ["Goblin Guide", "Mountain"], "hand": ["Ensnaring Bridge"]}, 3, 4),
            ({"battlefield": ["Goblin Guide", "Mountain"], "hand": ["Ensnaring Bridge"]}, 4, 4),
            ({"battlefield": ["Goblin Guide", "Mountain"], "hand": ["Hex Parasite"]}, 3, 4)):
        state = build_position(mine, theirs, counters={(0, "Ratchet Bomb"): start})
        act(state, BOMB_TICK)
        resolve(state)
        assert int(state.fields["objects"][state.find("Ratchet Bomb")]["counters"]) == expected


SYLEX_TICK = "activate The Filigree Sylex: {T}: Put an oil counter"
SYLEX_BLOW = "activate The Filigree Sylex: {T}, Sacrifice The Filigree Sylex"
SYLEX_FIRE = "activate The Filigree Sylex: {T}, Remove ten oil counters"


def test_card_the_filigree_sylex():
    """As Ratchet Bomb, with oil counters (CR 122.1): {T} puts one on it; {T}, sacrificing it
    destroys each nonland permanent with mana value equal to the counters it had (CR 608.2h):
    with two, Vault Skirge (2) goes, Goblin Guide (1) and Memnite (0) stay."""
    state = build_position({"battlefield": ["The Filigree Sylex", "Memnite", "Island"]},
                           {"battlefield": ["Goblin Guide", "Vault Skirge"], "hand": ["Forest"]},
                           counters={(0, "The Filigree Sylex"): 1})
    sylex = state.find("The Filigree Sylex")
    act(state, SYLEX_TICK)
    resolve(state)
    assert int(state.fields["objects"][sylex]["counters"]) == 2
    assert not can(state, SYLEX_BLOW)                           # tapped
    state = build_position({"battlefield": ["The Filigree Sylex", "Memnite", "Island"]},
                           {"battlefield": ["Goblin Guide", "Vault Skirge"], "hand": ["Forest"]},
                           counters={(0, "The Filigree Sylex"): 2})
    act(state, SYLEX_BLOW)
    resolve(state)
    assert sorted(state.names_in("graveyard", 0)) == sorted(["The Filigree Sylex"])
    assert sorted(state.names_in("graveyard", 1)) == sorted(["Vault Skirge"])
    assert sorted(state.names_in("battlefield", 0)) == sorted(["Memnite", "Island"])
    assert sorted(state.names_in("battlefield", 1)) == sorted(["Goblin Guide"])


def test_card_the_filigree_sylex_ten_oil_counters():
    """{T}, removing ten oil counters and sacrificing it (costs, CR 602.2b; not payable with
    nine, CR 118.3): it deals 10 damage to any target (its last known information as the
    source, CR 608.2h)."""
    state = build_position({"battlefield": ["The Filigree Sylex", "Memnite", "Island"]},
                           {"battlefield": ["Goblin Guide", "Mountain"], "hand": ["Forest"]},
                           counters={(0, "The Filigree Sylex"): 9})
    assert not can(state, SYLEX_FIRE)
    state = build_position({"battlefield": ["The Filigree Sylex", "Memnite", "Island"]},
                           {"battlefield": ["Goblin Guide", "Mountain"], "hand": ["Forest"]},
                           counters={(0, "The Filigree Sylex"): 10})
    act(state, SYLEX_FIRE)
    act(state, "target P1")
    assert sorted(state.names_in("graveyard", 0)) == sorted(["The Filigree Sylex"])
    resolve(state)
    assert state.life(1) == 10
    assert sorted(state.names_in("battlefield", 1)) == sorted(["Goblin Guide", "Mountain"])


def test_card_the_filigree_sylex_counter_cap():
    """TB-8: its counters are read by its destroy ability (a mana value up to the game's
    largest, 2 here) and by the cost removing ten, which also sacrifices it: every count from
    10 on does the same, so they stop at 10. With Hex Parasite in the game every count
    matters: only the general cap."""
    mine = {"battlefield": ["The Filigree Sylex", "Memnite", "Island"]}
    for theirs, start, expected in (
            ({"battlefield": ["Goblin Guide", "Mountain"], "hand": ["Forest"]}, 9, 10),
            ({"battlefield": ["Goblin Guide", "Mountain"], "hand": ["Forest"]}, 10, 10),
            ({"battlefield": ["Goblin Guide", "Mountain"], "hand": ["Hex Parasite"]}, 10, 11)):
        state = build_position(mine, theirs, counters={(0, "The Filigree Sylex"): start})
        act(state, SYLEX_TICK)
        resolve(state)
        assert int(state.fields["objects"][state.find("The Filigree Sylex")]["counters"]) == expected


ELIXIR = "activate Elixir of Immortality"


def test_card_elixir_of_immortality():
    """{2}, {T}: its controller gains 5 life, then it (from the battlefield) and their graveyard
    are shuffled into their library (CR 701.20); TB-3: the opponent orders the shuffled cards.
    The opponent's graveyard stays ("your graveyard")."""
    state = build_position({"battlefield": ["Elixir of Immortality"], "graveyard": ["Lightning Bolt"],
                            "library": ["Memnite"]},
                           {"battlefield": ["Mountain"], "graveyard": ["Thoughtseize"],
                            "hand": ["Forest"]},
                           pool={0: {"C": 2}})
    act(state, ELIXIR)
    resolve(state)
    assert state.life(0) == 25
    assert state.decision == "library order" and state.current_player() == 1
    act(state, "put Memnite next from the top")
    act(state, "put Lightning Bolt next from the top")
    assert state.library(0) == ["Memnite", "Lightning Bolt", "Elixir of Immortality"]
    assert state.names_in("battlefield", 0) == [] and state.names_in("graveyard", 0) == []
    assert state.names_in("graveyard", 1) == ["Thoughtseize"]
    assert state.life(1) == 20


def test_card_elixir_of_immortality_destroyed_in_response():
    """Destroyed in response (Nature's Claim: its controller gains 4 life), it is a new object
    in the graveyard (CR 400.7), and goes into the library with the rest of the graveyard."""
    state = build_position({"battlefield": ["Elixir of Immortality"], "graveyard": ["Lightning Bolt"],
                            "library": ["Memnite"]},
                           {"battlefield": ["Forest"], "hand": ["Nature's Claim", "Island"]},
                           pool={0: {"C": 2}})
    act(state, ELIXIR)
    act_as(state, 1, "cast Nature's Claim")
    resolve(state)                                   # Nature's Claim, then the Elixir's ability
    assert state.life(0) == 29
    assert state.decision == "library order" and state.current_player() == 1
    act(state, "put Elixir of Immortality next from the top")
    act(state, "put Memnite next from the top")
    assert state.library(0) == ["Elixir of Immortality", "Memnite", "Lightning Bolt"]
    assert state.names_in("graveyard", 0) == []


def test_card_ensoul_artifact():
    """Enchant artifact (CR 303.4a, 702.5): any artifact may be the target, nothing else.
    Enchanted artifact is a creature in addition to its types (layer 4, CR 613.1d) with base
    power and toughness 5/5 (layer 7b, CR 613.4b): Sol Ring, on the battlefield since before
    the turn (CR 302.6), attacks for 5."""
    state = build_position({"battlefield": ["Island", "Sol Ring"], "hand": ["Ensoul Artifact"]},
                           {"battlefield": ["Mana Vault", "Swamp"], "hand": ["Forest"]},
                           pool={0: {"U": 2}})
    ring = state.find("Sol Ring")
    assert not state.view(ring)["types"] & kernel.CODES["types"]["Creature"]
    act(state, "cast Ensoul Artifact")
    assert sorted(options(state)) == ["target Mana Vault", "target Sol Ring"]
    act(state, "target Sol Ring")
    _pay(state, "pay with mana already in the pool")
    resolve(state)
    assert _attached(state, "Ensoul Artifact") == 1 + ring
    view = state.view(ring)
    assert view["types"] & kernel.CODES["types"]["Creature"]
    assert view["types"] & kernel.CODES["types"]["Artifact"]
    assert (view["power"], view["toughness"]) == (5, 5)
    until_decision(state, "attack")
    act(state, "attack with Sol Ring")
    pass_to_step(state, "main 2")
    assert state.life(1) == 15


def test_card_ensoul_artifact_removed_from_combat():
    """When the Aura leaves mid-combat, the artifact stops being a creature and is removed
    from combat (CR 506.4): it deals no combat damage. Nature's Claim's controller-of-the-target
    gains 4 life."""
    state = build_position({"battlefield": ["Island", "Sol Ring"], "hand": ["Ensoul Artifact"]},
                           {"battlefield": ["Forest"], "hand": ["Nature's Claim", "Swamp"]},
                           pool={0: {"U": 2}})
    act(state, "cast Ensoul Artifact")
    assert state.decision == "pay"                # the one legal target is taken
    _pay(state, "pay with mana already in the pool")
    resolve(state)
    until_decision(state, "attack")
    act(state, "attack with Sol Ring")
    ring = state.find("Sol Ring")
    assert "attacking" in state.flags(ring)
    pass_until(state, lambda s: s.current_player() == 1 and s.decision == "priority")
    act_as(state, 1, "cast Nature's Claim")
    act(state, "target Ensoul Artifact")
    resolve(state)
    assert "Ensoul Artifact" in state.names_in("graveyard", 0)
    assert "attacking" not in state.flags(ring)
    pass_to_step(state, "main 2")
    assert state.life(1) == 20 and state.life(0) == 24


def test_card_evil_presence():
    """As Sea's Claim (CR 303.4a, 305.7): the enchanted land is a Swamp only: it loses its
    other land types and rules-text abilities (Crystal Vein's {C}{C}) and taps for {B}."""
    state = build_position({"battlefield": ["Swamp"], "hand": ["Evil Presence", "Island"]},
                           {"battlefield": ["Tropical Island", "Crystal Vein"], "hand": ["Island"]})
    act(state, "cast Evil Presence")
    act(state, "target Tropical Island")
    _pay(state, "pay with Swamp")
    resolve(state)
    trop = state.find("Tropical Island")
    assert _attached(state, "Evil Presence") == 1 + trop
    assert state.view(trop)["land_types"] == SWAMP
    assert state.view(state.find("Crystal Vein"))["land_types"] == 0


def test_card_evil_presence_timestamp():
    """Layer 4 in timestamp order (CR 613.7a, 613.7e: an Aura's timestamp is when it became
    attached): Magus of the Moon's effect comes first and makes Crystal Vein a Mountain, the
    Aura's later one makes it a Swamp, with no {C}{C} ability (CR 305.7)."""
    state = build_position({"battlefield": ["Swamp"], "hand": ["Evil Presence", "Island"]},
                           {"battlefield": ["Magus of the Moon", "Crystal Vein"], "hand": ["Island"]})
    vein = state.find("Crystal Vein")
    assert state.view(vein)["land_types"] == MOUNTAIN
    act(state, "cast Evil Presence")
    act(state, "target Crystal Vein")
    _pay(state, "pay with Swamp")
    resolve(state)
    assert state.view(vein)["land_types"] == SWAMP and not state.view(vein)["abilities"]


def test_card_curse_of_the_pierced_heart():
    """Enchant player (CR 303.4a: the Aura spell targets the player, CR 702.5a). At the
    beginning of the enchanted player's upkeep (CR 503.1a), not its controller's, 1 damage to
    that player (CR 120.3a: loss of life)."""
    state = build_position({"hand": ["Curse of the Pierced Heart", "Island", "Swamp"]},
                           {"hand": ["Plains", "Forest", "Mountain"]}, pool={0: {"R": 1, "C": 1}})
    act(state, "cast Curse of the Pierced Heart")
    act(state, "target P1")
    resolve(state)
    assert _attached(state, "Curse of the Pierced Heart") == 1 + CODES_TGT_PLAYER1
    next_turn(state, 1)
    assert state.life(1) == 19 and state.life(0) == 20
    next_turn(state, 0)
    assert state.life(1) == 19 and state.life(0) == 20
    next_turn(state, 1)
    assert state.life(1) == 18 and state.life(0) == 20


def test_card_curse_of_the_pierced_heart_planeswalker():
    """"That player or a planeswalker that player controls": no target; the Curse's controller
    chooses as the trigger resolves (CR 608.2b). The damage to a planeswalker removes loyalty
    counters (CR 120.3c)."""
    state = build_position({"hand": ["Curse of the Pierced Heart", "Island", "Swamp"]},
                           {"battlefield": ["Vraska, Relic Seeker"], "hand": ["Plains", "Forest"]},
                           pool={0: {"R": 1, "C": 1}})
    act(state, "cast Curse of the Pierced Heart")
    act(state, "target P1")
    resolve(state)
    vraska = state.find("Vraska, Relic Seeker")
    loyalty = int(state.fields["objects"][vraska]["counters"])
    pass_until(state, lambda s: s.decision == "choose object")
    assert state.current_player() == 0
    assert set(options(state)) == {"deal the damage to: Vraska, Relic Seeker",
                                   "deal the damage to the player"}
    act(state, "deal the damage to: Vraska, Relic Seeker")
    assert int(state.fields["objects"][vraska]["counters"]) == loyalty - 1
    assert state.life(1) == 20
