"""One test per removal spell, counterspell and discard spell of the pool."""
import pytest

from threecb_helpers import (act, act_as, build_position, can, next_turn, options, pass_until,
                             resolve, until_decision)
from core.threecb.layout import CODES

NO_CARDS = {"hand": ["Plains", "Forest", "Island"]}


def test_card_lightning_bolt():
    state = build_position({"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Island"]},
                           {"battlefield": ["Rotting Regisaur"], "hand": ["Plains", "Forest"]})
    act(state, "cast Lightning Bolt")
    assert set(options(state)) == {"target Rotting Regisaur", "target P0", "target P1"}
    act(state, "target Rotting Regisaur")
    resolve(state)
    assert int(state.fields["objects"][state.find("Rotting Regisaur")]["damage"]) == 3


def test_card_swords_to_plowshares():
    state = build_position({"battlefield": ["Plains"], "hand": ["Swords to Plowshares", "Island"]},
                           {"battlefield": ["Rotting Regisaur"], "hand": ["Mountain", "Forest"]})
    act(state, "cast Swords to Plowshares")
    resolve(state)
    assert state.names_in("exile", 1) == ["Rotting Regisaur"] and state.life(1) == 27


def test_card_path_to_exile():
    state = build_position({"battlefield": ["Plains"], "hand": ["Path to Exile", "Island"]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Mountain"], "library": ["Forest"]})
    act(state, "cast Path to Exile")
    resolve(state)
    assert state.decision == "choose object" and state.current_player() == 1
    act(state, "put onto the battlefield from the library: Forest")
    assert state.names_in("exile", 1) == ["Goblin Guide"]
    forest = state.find("Forest")
    assert forest in state.objects_in("battlefield", 1) and "tapped" in state.flags(forest)


def test_card_dismember():
    state = build_position({"battlefield": ["Swamp"], "hand": ["Dismember", "Island"]},
                           {"battlefield": ["Rotting Regisaur"], "hand": ["Mountain", "Forest"]})
    act(state, "cast Dismember")                              # {1} from the Swamp... and life
    assert state.decision in ("pay", "priority")
    if state.decision == "pay":
        act(state, "pay with Swamp (B) and 4 life")
    resolve(state)
    assert state.life(0) == 16
    assert state.view(state.find("Rotting Regisaur"))["power"] == 2   # 7/6 -5/-5 = 2/1


def test_card_solitude():
    state = build_position({"hand": ["Solitude", "Swords to Plowshares", "Island"]},
                           {"battlefield": ["Rotting Regisaur"], "hand": ["Mountain", "Forest"]}, active=1)
    act_as(state, 1, "pass priority")
    act_as(state, 0, "cast Solitude: evoke")                  # flash, for a white card from hand
    resolve(state)
    act(state, "put next on the stack: When Solitude enters, if it was evoked")  # resolves last
    act(state, "target Rotting Regisaur")                     # "up to one other target creature"
    resolve(state)
    assert state.names_in("exile", 1) == ["Rotting Regisaur"] and state.life(1) == 27
    assert state.names_in("graveyard", 0) == ["Solitude"]    # evoked: sacrificed
    assert state.names_in("exile", 0) == ["Swords to Plowshares"]


def test_card_fury():
    state = build_position({"hand": ["Fury", "Lightning Bolt", "Island"]},
                           {"battlefield": ["Goblin Guide", "Stromkirk Noble"], "hand": ["Mountain"]})
    act(state, "cast Fury: evoke")
    resolve(state)
    act(state, "put next on the stack: When Fury enters, it deals")   # resolves after the sacrifice
    act(state, "target Goblin Guide")
    act(state, "target Stromkirk Noble")
    act(state, "no more targets")
    act(state, "divide: 2 to Goblin Guide, 2 to Stromkirk Noble")
    resolve(state)
    assert state.names_in("graveyard", 1) == ["Goblin Guide", "Stromkirk Noble"]
    assert state.names_in("graveyard", 0) == ["Fury"]


def test_card_force_of_despair():
    state = build_position({"hand": ["Force of Despair", "Dark Ritual", "Island"]},
                           {"battlefield": ["Mountain"], "hand": ["Goblin Guide", "Forest"]}, active=1)
    act(state, "cast Goblin Guide")
    resolve(state)
    until_decision(state, "attack")
    act(state, "attack with Goblin Guide")
    act_as(state, 0, "cast Force of Despair: exile a black")  # not its controller's turn: free
    resolve(state)
    assert state.names_in("graveyard", 1) == ["Goblin Guide"]
    assert state.names_in("exile", 0) == ["Dark Ritual"]


def test_card_pick_your_poison():
    state = build_position({"battlefield": ["Forest"], "hand": ["Pick Your Poison", "Island"]},
                           {"battlefield": ["Sol Ring", "Vault Skirge"], "hand": ["Mountain"]})
    act(state, "cast Pick Your Poison")
    act(state, "mode: each opponent sacrifices a creature with flying")
    resolve(state)
    assert state.names_in("graveyard", 1) == ["Vault Skirge"]


def test_card_pyrokinesis():
    state = build_position({"hand": ["Pyrokinesis", "Lightning Bolt", "Island"]},
                           {"battlefield": ["Rotting Regisaur"], "hand": ["Mountain", "Forest"]}, active=1)
    act_as(state, 1, "pass priority")
    act_as(state, 0, "cast Pyrokinesis: exile a red")
    act(state, "target Rotting Regisaur")                     # the only creature: all 4 to it
    resolve(state)
    assert int(state.fields["objects"][state.find("Rotting Regisaur")]["damage"]) == 4


def test_card_contagion():
    """The pitch cost (CR 118.9): 1 life and a black card; two -2/-1 counters divided one each
    (CR 601.2d): Goblin Guide becomes 0/1, Stromkirk Noble -1/0 dies (CR 704.5f)."""
    state = build_position({"hand": ["Contagion", "Dark Ritual", "Island"]},
                           {"battlefield": ["Goblin Guide", "Stromkirk Noble"], "hand": ["Mountain"]},
                           active=1)
    act_as(state, 1, "pass priority")
    act_as(state, 0, "cast Contagion: pay 1 life")
    act(state, "target Goblin Guide")
    act(state, "target Stromkirk Noble")
    resolve(state)
    guide = state.find("Goblin Guide")
    assert (state.view(guide)["power"], state.view(guide)["toughness"]) == (0, 1)
    assert state.names_in("graveyard", 1) == ["Stromkirk Noble"]
    assert state.life(0) == 19 and state.names_in("exile", 0) == ["Dark Ritual"]
    assert state.names_in("graveyard", 0) == ["Contagion"]


def test_card_contagion_both_counters_on_one_creature():
    """One target gets both counters; -2/-1 counters don't cancel +1/+1 counters (CR 704.5q is
    about -1/-1 counters only): a 3/3 Goblin Guide (one +1/+1 counter) becomes -1/1."""
    state = build_position({"hand": ["Contagion", "Dark Ritual", "Island"]},
                           {"battlefield": ["Goblin Guide", "Mountain"], "hand": ["Forest"]},
                           plus_counters={(1, "Goblin Guide"): 1}, active=1)
    act_as(state, 1, "pass priority")
    act_as(state, 0, "cast Contagion: pay 1 life")      # the one creature: both counters to it
    resolve(state)
    guide = state.find("Goblin Guide")
    assert (state.view(guide)["power"], state.view(guide)["toughness"]) == (-1, 1)
    assert int(state.fields["objects"][guide]["p1p1"]) == 1


def test_card_smallpox():
    state = build_position({"battlefield": ["Swamp", "Mox Jet"], "hand": ["Smallpox"]},
                           {"battlefield": ["Goblin Guide", "Mountain"], "hand": ["Lightning Bolt"]})
    act(state, "cast Smallpox")
    resolve(state)
    # P1 discards the Bolt, sacrifices the Guide and the Mountain; P0 had no card, creature:
    # only the Swamp (its one land) goes.
    assert state.life(0) == 19 and state.life(1) == 19
    assert state.names_in("graveyard", 1) == ["Goblin Guide", "Lightning Bolt", "Mountain"]
    assert state.names_in("graveyard", 0) == ["Smallpox", "Swamp"]


def test_card_force_of_will():
    state = build_position({"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Forest"]},
                           {"hand": ["Force of Will", "Snapback", "Island"]})
    act(state, "cast Lightning Bolt")
    act(state, "target P1")
    act_as(state, 1, "cast Force of Will: pay 1 life")
    resolve(state)
    assert state.life(1) == 19 and state.names_in("graveyard", 0) == ["Lightning Bolt"]
    assert state.names_in("exile", 1) == ["Snapback"]


def test_card_force_of_negation():
    state = build_position({"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Goblin Guide"]},
                           {"hand": ["Force of Negation", "Snapback", "Island"]})
    act(state, "cast Goblin Guide")
    assert not can(state, "cast Force of Negation")          # creature spells can't be targeted
    resolve(state)
    next_turn(state, 0)
    act(state, "cast Lightning Bolt")
    act(state, "target P1")
    act_as(state, 1, "cast Force of Negation: exile a blue")  # not P1's turn: free
    resolve(state)
    assert state.names_in("exile") == ["Lightning Bolt", "Snapback"]   # countered: exiled


def test_card_mental_misstep():
    state = build_position({"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Forest"]},
                           {"hand": ["Mental Misstep", "Plains", "Swamp"]})
    act(state, "cast Lightning Bolt")
    act(state, "target P1")
    act_as(state, 1, "cast Mental Misstep")                   # {U/P}: 2 life
    resolve(state)
    assert state.life(1) == 18 and state.names_in("graveyard", 0) == ["Lightning Bolt"]


def test_card_daze():
    state = build_position({"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Forest"]},
                           {"battlefield": ["Island"], "hand": ["Daze", "Swamp"]})
    act(state, "cast Lightning Bolt")
    act(state, "target P1")
    act_as(state, 1, "cast Daze: return an Island")
    resolve(state)                                            # P0 has no mana left for {1}
    assert state.life(1) == 20 and "Island" in state.names_in("hand", 1)


def test_card_mana_tithe():
    state = build_position({"battlefield": ["Mountain", "Forest"], "hand": ["Lightning Bolt"]},
                           {"battlefield": ["Plains"], "hand": ["Mana Tithe", "Swamp"]})
    act(state, "cast Lightning Bolt")                         # only the Mountain makes {R}
    act(state, "target P1")
    act_as(state, 1, "cast Mana Tithe")
    resolve(state)
    assert state.decision == "pay or decline" and state.current_player() == 0
    act(state, "pay with Forest")
    resolve(state)
    assert state.life(1) == 17


def test_card_pact_of_negation():
    state = build_position({"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Forest"]},
                           {"hand": ["Pact of Negation", "Plains", "Swamp"]})
    act(state, "cast Lightning Bolt")
    act(state, "target P1")
    act_as(state, 1, "cast Pact of Negation")
    resolve(state)
    assert state.life(1) == 20
    next_turn(state, 1) if not state.is_terminal() else None
    assert state.winner == 0                                  # couldn't pay {3}{U}{U}: P1 loses


def test_card_snapback():
    state = build_position({"battlefield": ["Island", "Mox Sapphire"], "hand": ["Snapback"]},
                           {"battlefield": ["Rotting Regisaur"], "hand": ["Mountain", "Forest"]})
    act(state, "cast Snapback")
    resolve(state)
    assert state.names_in("hand", 1) == ["Forest", "Mountain", "Rotting Regisaur"]


def test_card_thoughtseize():
    state = build_position({"battlefield": ["Swamp"], "hand": ["Thoughtseize", "Island"]},
                           {"hand": ["Lightning Bolt", "Goblin Guide", "Mountain"]})
    act(state, "cast Thoughtseize")
    act(state, "target P1")
    resolve(state)
    assert set(options(state)) == {"discard: Lightning Bolt", "discard: Goblin Guide"}   # nonland
    act(state, "discard: Goblin Guide")
    assert state.names_in("hand", 1) == ["Lightning Bolt", "Mountain"] and state.life(0) == 18


def test_card_inquisition_of_kozilek():
    state = build_position({"battlefield": ["Swamp"], "hand": ["Inquisition of Kozilek", "Island"]},
                           {"hand": ["Emrakul, the Aeons Torn", "Goblin Guide", "Mountain"]})
    act(state, "cast Inquisition of Kozilek")
    act(state, "target P1")
    resolve(state)                                            # Emrakul's mana value is too high
    assert state.names_in("graveyard", 1) == ["Goblin Guide"]


def test_card_unmask():
    state = build_position({"hand": ["Unmask", "Dark Ritual", "Island"]},
                           {"hand": ["Lightning Bolt", "Mountain", "Forest"]})
    act(state, "cast Unmask: exile a black")
    act(state, "target P1")
    resolve(state)
    assert state.names_in("graveyard", 1) == ["Lightning Bolt"]
    assert state.names_in("exile", 0) == ["Dark Ritual"]


def test_card_cabal_therapy():
    state = build_position({"battlefield": ["Swamp"], "hand": ["Cabal Therapy", "Island"]},
                           {"hand": ["Lightning Bolt", "Goblin Guide", "Mountain"]})
    act(state, "cast Cabal Therapy")
    act(state, "target P1")
    resolve(state)
    assert set(options(state)) == {"name Lightning Bolt", "name Goblin Guide",
                                   "name a card not in this game"}
    act(state, "name Lightning Bolt")
    assert state.names_in("graveyard", 1) == ["Lightning Bolt"]


def test_card_cabal_therapy_flashback():
    state = build_position({"battlefield": ["Memnite"], "graveyard": ["Cabal Therapy"], "hand": ["Island"]},
                           {"hand": ["Lightning Bolt", "Goblin Guide", "Mountain"]})
    act(state, "cast Cabal Therapy with flashback")          # sacrifice a creature
    act(state, "target P1")
    resolve(state)
    act(state, "name Goblin Guide")
    assert state.names_in("exile", 0) == ["Cabal Therapy"]
    assert state.names_in("graveyard", 0) == ["Memnite"]


def test_card_blackmail():
    state = build_position({"battlefield": ["Swamp"], "hand": ["Blackmail", "Island"]},
                           {"hand": ["Lightning Bolt", "Goblin Guide", "Mountain"]})
    act(state, "cast Blackmail")
    act(state, "target P1")
    resolve(state)
    assert "discard: Mountain" in options(state)             # any card, lands too
    act(state, "discard: Mountain")
    assert state.names_in("graveyard", 1) == ["Mountain"]


@pytest.mark.parametrize("mode", ["discard", "pump", "swampwalk"])
def test_card_funeral_charm(mode):
    state = build_position({"battlefield": ["Swamp", "Goblin Guide"], "hand": ["Funeral Charm"]},
                           {"battlefield": ["Swamp"], "hand": ["Lightning Bolt", "Mountain"]},
                           step="beginning of combat")
    act(state, "cast Funeral Charm")
    act(state, {"discard": "mode: target player discards", "pump": "mode: target creature gets",
                "swampwalk": "mode: target creature gains swampwalk"}[mode])
    if mode == "discard":
        act(state, "target P1")
        resolve(state)
        act(state, "discard: Lightning Bolt")
        assert state.names_in("hand", 1) == ["Mountain"]
    else:
        resolve(state)
        guide = state.view(state.find("Goblin Guide"))
        if mode == "pump":
            assert (guide["power"], guide["toughness"]) == (4, 1)
        else:
            assert "swampwalk" in state.keywords(state.find("Goblin Guide"))


def test_card_noxious_revival():
    """Target card from any graveyard (here the opponent's) goes on top of its owner's library;
    {G/P} paid with 2 life (CR 107.4f); the owner draws it next (CR 504.1)."""
    state = build_position({"hand": ["Noxious Revival", "Island"], "graveyard": ["Swamp"]},
                           {"battlefield": ["Mountain"], "hand": ["Plains"],
                            "graveyard": ["Lightning Bolt"]})
    act(state, "cast Noxious Revival")
    assert set(options(state)) == {"target Swamp", "target Lightning Bolt"}   # either graveyard
    act(state, "target Lightning Bolt")                     # no land: {G/P} is 2 life
    resolve(state)
    assert state.library(1) == ["Lightning Bolt"] and state.life(0) == 18
    assert state.names_in("graveyard", 0) == ["Noxious Revival", "Swamp"]
    next_turn(state, 1)
    assert "Lightning Bolt" in state.names_in("hand", 1)


def test_card_noxious_revival_on_top():
    """On top of what the library already holds (CR 401.4): the card is drawn first; {G/P}
    paid with {G}."""
    state = build_position({"battlefield": ["Forest"], "hand": ["Noxious Revival", "Island"]},
                           {"battlefield": ["Mountain"], "graveyard": ["Lightning Bolt"],
                            "library": ["Swamp"]})
    act(state, "cast Noxious Revival")                      # the one card in a graveyard
    act(state, "pay with Forest (G)")
    resolve(state)
    assert state.library(1) == ["Lightning Bolt", "Swamp"] and state.life(0) == 20


def test_card_grief():
    # Evoke (CR 702.74a): cast for its alternative cost, exiling a black card from the hand; the
    # enters trigger targets an opponent (CR 603.3d), who discards the nonland card its
    # controller chooses; the evoke trigger sacrifices it.
    state = build_position({"hand": ["Grief", "Thoughtseize", "Island"]},
                           {"battlefield": ["Mountain"],
                            "hand": ["Lightning Bolt", "Goblin Guide"]})
    act(state, "cast Grief: evoke")
    resolve(state)
    act(state, "put next on the stack: When Grief enters, if it was evoked")  # resolves last
    resolve(state)
    assert set(options(state)) == {"discard: Lightning Bolt", "discard: Goblin Guide"}
    act(state, "discard: Goblin Guide")
    resolve(state)
    assert state.names_in("hand", 1) == ["Lightning Bolt"]
    assert state.names_in("graveyard", 1) == ["Goblin Guide"]
    assert state.names_in("graveyard", 0) == ["Grief"]          # evoked: sacrificed
    assert state.names_in("exile", 0) == ["Thoughtseize"]       # the black card paid
    assert state.names_in("hand", 0) == ["Island"]


def test_card_grief_evoke_needs_a_black_card():
    state = build_position({"hand": ["Grief", "Lightning Bolt", "Island"]},
                           {"hand": ["Lightning Bolt", "Mountain", "Island"]})
    assert state.decision == "priority" and can(state, "play Island")
    assert not can(state, "cast Grief")       # no black card to exile, no {2}{B}{B} to pay


def grief_attacks(blockers, **kw):
    """P0's Grief (menace) attacks P1, who controls `blockers` (and lands to fill the deck)."""
    p1 = {"battlefield": list(blockers), "hand": ["Plains", "Forest", "Island"][:3 - len(blockers)]}
    state = build_position({"battlefield": ["Grief", "Swamp"], "hand": ["Island"]}, p1,
                           step="declare attackers", **kw)
    act(state, "attack with Grief")
    return state


def test_card_grief_menace_needs_two_blockers():
    # CR 702.111b: a creature with menace can't be blocked except by two or more creatures.
    # Blocks are declared one creature at a time (CR 509.1a); the declaration may only end with
    # Grief blocked by none or by two creatures (CR 509.1b-c).
    state = grief_attacks(["Memnite", "Stromkirk Noble"])
    assert set(options(state)) == {"Memnite blocks Grief", "Memnite blocks nothing (more)"}
    act(state, "Memnite blocks Grief")
    # Stromkirk Noble must then block too (blocking nothing is not offered; one option is taken
    # at once, TB-8), and Grief divides its 3 damage between its two blockers (CR 510.1c).
    assert set(options(state)) == {"Grief assigns 3 to Memnite, 0 to Stromkirk Noble",
                                   "Grief assigns 2 to Memnite, 1 to Stromkirk Noble",
                                   "Grief assigns 0 to Memnite, 3 to Stromkirk Noble"}
    act(state, "Grief assigns 2 to Memnite, 1 to Stromkirk Noble")
    assert state.names_in("graveyard", 1) == ["Memnite", "Stromkirk Noble"]
    assert state.names_in("graveyard", 0) == ["Grief"]            # 2 damage from the two
    assert state.life(1) == 20


def damage_grief_deals(state) -> set:
    """Passes until Grief's damage to P1; returns the decisions asked on the way."""
    asked = set()
    pass_until(state, lambda s: asked.add((s.decision, s.current_player())) or s.life(1) < 20)
    return asked


def test_card_grief_menace_one_blocker_cannot_block_alone():
    state = grief_attacks(["Memnite", "Stromkirk Noble"], tapped=[(1, "Stromkirk Noble")])
    # Only Memnite could block: alone it can't (CR 702.111b), so no block is asked at all and
    # Grief is unblocked (CR 509.1h, 510.1a).
    assert ("block", 1) not in damage_grief_deals(state)
    assert state.life(1) == 17
    assert state.names_in("battlefield", 1) == ["Memnite", "Stromkirk Noble"]


def test_card_grief_menace_unblocked_when_the_first_declines():
    state = grief_attacks(["Memnite", "Stromkirk Noble"])
    act(state, "Memnite blocks nothing (more)")
    # Stromkirk Noble alone can't block Grief: it is asked nothing, and Grief deals 3 to P1.
    assert ("block", 1) not in damage_grief_deals(state)
    assert state.life(1) == 17


def test_card_misdirection():
    """Pitched (CR 118.9); on resolution its controller changes the Bolt's single target to
    another target legal for the Bolt (CR 115.7): never the one it has."""
    state = build_position({"battlefield": ["Mountain", "Goblin Guide"], "hand": ["Lightning Bolt"]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Misdirection", "Snapback"]})
    act(state, "cast Lightning Bolt")
    act(state, "target Goblin Guide (P1's)")
    act_as(state, 1, "cast Misdirection: exile a blue")
    assert state.decision == "new target" and state.current_player() == 1
    assert set(options(state)) == {"change the target to Goblin Guide (P0's)",
                                   "change the target to P0", "change the target to P1"}
    act(state, "change the target to Goblin Guide (P0's)")
    resolve(state)
    assert state.names_in("battlefield", 1) == ["Goblin Guide"]
    assert "Goblin Guide" not in state.names_in("battlefield", 0)
    assert state.names_in("exile", 1) == ["Snapback"]


def test_card_misdirection_counterspell_to_itself():
    """Force of Will's only other legal target is Misdirection itself, still on the stack as it
    resolves (CR 608.2n); Misdirection then leaves, Force of Will's target is illegal and it
    doesn't resolve (CR 608.2b): the Bolt does. Misdirection hard-cast from the pool."""
    state = build_position({"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Misdirection"]},
                           {"hand": ["Force of Will", "Snapback", "Island"]},
                           pool={0: {"U": 2, "C": 3}})
    act(state, "cast Lightning Bolt")
    act(state, "target P1")
    act_as(state, 0, "pass priority")                         # P0 keeps priority first (CR 117.3c)
    act_as(state, 1, "cast Force of Will: pay 1 life")
    act_as(state, 0, "cast Misdirection")
    assert set(options(state)) == {"target Lightning Bolt", "target Force of Will"}
    act(state, "target Force of Will")
    resolve(state)
    assert state.life(1) == 16                                # 1 for Force of Will, 3 from the Bolt
    assert state.names_in("graveyard", 1) == ["Force of Will"]
    assert state.names_in("graveyard", 0) == ["Lightning Bolt", "Misdirection"]


def test_card_stifle():
    """Counters the Pact of Negation's upkeep trigger (CR 701.6b): its controller doesn't lose."""
    state = build_position({"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Forest"]},
                           {"battlefield": ["Island"], "hand": ["Pact of Negation", "Stifle"]})
    act(state, "cast Lightning Bolt")
    act(state, "target P1")
    act_as(state, 1, "cast Pact of Negation")
    resolve(state)
    next_turn(state, 1, "upkeep")
    assert int(state.fields["stack_len"]) == 1               # the Pact's trigger
    act_as(state, 1, "cast Stifle")
    assert state.decision == "priority"                       # its one target was taken
    resolve(state)
    assert not state.is_terminal() and state.life(1) == 20
    assert state.names_in("graveyard", 1) == ["Pact of Negation", "Stifle"]


def test_card_stifle_state_trigger_triggers_again():
    """Stifling Dark Depths' state trigger: with still no ice counters it triggers again (CR
    603.8), so Marit Lage comes all the same; an activated ability is a target too."""
    state = build_position({"battlefield": ["Dark Depths", "Vampire Hexmage"], "hand": ["Forest"]},
                           {"battlefield": ["Island"], "hand": ["Stifle", "Stifle"]},
                           counters={(0, "Dark Depths"): 3})
    act(state, "activate Vampire Hexmage")
    act(state, "target Dark Depths")
    assert can(state, "cast Stifle")                          # could counter the activation
    act_as(state, 1, "pass priority")
    assert int(state.fields["stack_len"]) == 1 and int(state.fields["stack"][0]["kind"]) == 3
    act_as(state, 1, "cast Stifle")
    resolve(state)
    assert "Marit Lage" in state.names_in("battlefield", 0)
    assert state.names_in("graveyard", 1) == ["Stifle"]


def test_card_foil():
    """The alternative cost discards an Island card, then another card (CR 118.9)."""
    state = build_position({"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Forest"]},
                           {"hand": ["Foil", "Island", "Swamp"]})
    act(state, "cast Lightning Bolt")
    act(state, "target P1")
    act_as(state, 1, "cast Foil: discard")
    resolve(state)
    assert state.life(1) == 20 and state.names_in("graveyard", 0) == ["Lightning Bolt"]
    assert state.names_in("graveyard", 1) == ["Foil", "Island", "Swamp"]


def test_card_foil_needs_an_island_and_another_card():
    state = build_position({"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Forest"]},
                           {"battlefield": ["Plains"], "hand": ["Foil", "Island"]})
    act(state, "cast Lightning Bolt")
    act(state, "target P1")
    assert state.is_terminal() or not can(state, "cast Foil")   # P1 is never asked
    assert state.life(1) == 17
    state = build_position({"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Forest"]},
                           {"hand": ["Foil", "Plains", "Swamp"]})     # two cards, no Island
    act(state, "cast Lightning Bolt")
    act(state, "target P1")
    assert state.life(1) == 17


@pytest.mark.parametrize("mode", ["pump", "exile", "knight"])
def test_card_selesnya_charm(mode):
    """Cast in P1's main phase (P1 still has a land to play, so the turn doesn't run on)."""
    state = build_position({"battlefield": ["Forest", "Plains"], "hand": ["Selesnya Charm"]},
                           {"battlefield": ["Rotting Regisaur", "Goblin Guide"], "hand": ["Swamp"]},
                           active=1)
    act_as(state, 1, "pass priority")
    act_as(state, 0, "cast Selesnya Charm")
    act(state, {"pump": "mode: target creature gets +2/+2", "exile": "mode: exile target",
                "knight": "mode: create a 2/2"}[mode])
    if mode == "pump":
        act(state, "target Goblin Guide")
        resolve(state)
        guide = state.find("Goblin Guide")
        assert (state.view(guide)["power"], state.view(guide)["toughness"]) == (4, 4)
        assert "trample" in state.keywords(guide)
    elif mode == "exile":
        assert state.decision == "priority"                   # Goblin Guide (power 2) isn't a target
        resolve(state)
        assert state.names_in("exile", 1) == ["Rotting Regisaur"]
    else:
        resolve(state)
        knight = state.find("Knight")
        assert "vigilance" in state.keywords(knight) and state.view(knight)["power"] == 2
        pass_until(state, lambda s: s.decision == "attack" and s.current_player() == 0)
        act(state, "attack with Knight")
        until_decision(state, "block")
        flags = int(state.fields["objects"][knight]["flags"])
        assert flags & CODES["object_flags"]["attacking"]
        assert not flags & CODES["object_flags"]["tapped"]   # CR 702.20b


@pytest.mark.parametrize("mode", ["islandwalk", "pump", "discard"])
def test_card_piracy_charm(mode):
    state = build_position({"battlefield": ["Island", "Goblin Guide"], "hand": ["Piracy Charm"]},
                           {"battlefield": ["Island", "Rotting Regisaur"], "hand": ["Lightning Bolt"]},
                           step="beginning of combat")
    act(state, "cast Piracy Charm")
    act(state, {"islandwalk": "mode: target creature gains islandwalk",
                "pump": "mode: target creature gets", "discard": "mode: target player"}[mode])
    if mode == "discard":
        act(state, "target P1")
        resolve(state)
        assert state.names_in("graveyard", 1) == ["Lightning Bolt"]
        return
    act(state, "target Goblin Guide")
    resolve(state)
    guide = state.find("Goblin Guide")
    if mode == "pump":
        assert (state.view(guide)["power"], state.view(guide)["toughness"]) == (4, 1)
        return
    assert "islandwalk" in state.keywords(guide)
    until_decision(state, "attack")
    act(state, "attack with Goblin Guide")
    # CR 702.14c: P1 controls an Island, so the Regisaur can't block it: no block decision
    pass_until(state, lambda s: s.decision == "block" or s.life(1) < 20)
    assert state.decision != "block" and state.life(1) == 18


def test_card_subtlety():
    """Flash; its enters trigger targets up to one creature spell (CR 115.1; not a noncreature
    spell), whose owner puts it on the top or bottom of their library: it leaves the stack
    without being countered (Leyline of Lifeforce doesn't stop it, CR 101.2) and in 3CB (TB-1,
    an empty library) it is simply the top card, drawn in its owner's next draw step (CR 504).
    Evoked (CR 702.74a), Subtlety is then sacrificed."""
    state = build_position({"battlefield": ["Leyline of Lifeforce"], "hand": ["Subtlety", "Force of Will"]},
                           {"battlefield": ["Mountain"], "hand": ["Goblin Guide", "Lightning Bolt"]},
                           active=1)
    act(state, "cast Goblin Guide")
    pass_until(state, lambda s: s.current_player() == 0 and s.decision == "priority")
    act(state, "cast Subtlety: evoke")
    resolve(state)                                            # Subtlety resolves: two triggers
    act(state, "put next on the stack: When Subtlety enters, if it was evoked")
    assert state.decision == "target"
    assert set(options(state)) == {"target Goblin Guide", "no more targets"}
    act(state, "target Goblin Guide")
    resolve(state)
    assert state.library(1) == ["Goblin Guide"] and state.names_in("stack") == []
    assert state.names_in("graveyard", 0) == ["Subtlety"]     # evoked: sacrificed
    assert state.names_in("exile", 0) == ["Force of Will"]
    next_turn(state, 1)
    assert "Goblin Guide" in state.names_in("hand", 1)        # drawn again
    # a library with a card: its owner chooses top or bottom; a noncreature spell is no target
    state = build_position({"battlefield": ["Island", "Island"], "hand": ["Subtlety"]},
                           {"battlefield": ["Mountain"], "hand": ["Goblin Guide"], "library": ["Forest"]},
                           active=1, pool={0: {"C": 2}})      # {C}{C} floating
    act(state, "cast Goblin Guide")
    pass_until(state, lambda s: s.current_player() == 0 and s.decision == "priority")
    act(state, "cast Subtlety")
    resolve(state)
    act(state, "target Goblin Guide")
    resolve(state)
    assert state.current_player() == 1
    assert set(options(state)) == {"put Goblin Guide on the top of the library",
                                   "put Goblin Guide on the bottom of the library"}
    act(state, "put Goblin Guide on the bottom")
    assert state.library(1) == ["Forest", "Goblin Guide"]
    assert "Subtlety" in state.names_in("battlefield", 0)
    state = build_position({"battlefield": ["Island", "Island"], "hand": ["Subtlety"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Plains"]},
                           active=1, pool={0: {"C": 2}})
    act(state, "cast Lightning Bolt")
    act(state, "target P0")
    pass_until(state, lambda s: s.current_player() == 0 and s.decision == "priority")
    act(state, "cast Subtlety")
    resolve(state)
    assert state.life(0) == 17 and "Subtlety" in state.names_in("battlefield", 0)


def test_card_lightning_helix():
    """3 damage to any target (CR 120.3) and its controller gains 3 life (CR 119.3)."""
    state = build_position({"battlefield": ["Mountain", "Plains"], "hand": ["Lightning Helix"]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Plains", "Forest"]})
    act(state, "cast Lightning Helix")
    assert set(options(state)) == {"target Goblin Guide", "target P0", "target P1"}
    act(state, "target Goblin Guide")
    resolve(state)
    assert state.names_in("graveyard", 1) == ["Goblin Guide"] and state.life(0) == 23
    state = build_position({"battlefield": ["Mountain", "Plains"], "hand": ["Lightning Helix"]},
                           NO_CARDS)
    act(state, "cast Lightning Helix")
    act(state, "target P1")
    resolve(state)
    assert state.life(1) == 17 and state.life(0) == 23
    state = build_position({"battlefield": ["Mountain", "Mox Ruby"], "hand": ["Lightning Helix"]},
                           NO_CARDS)
    assert not can(state, "cast Lightning Helix")             # {R}{W}


def test_card_lightning_helix_fizzles():
    """CR 608.2b: with its only target gone it does nothing, the life gain included."""
    state = build_position({"battlefield": ["Mountain", "Plains"], "hand": ["Lightning Helix"]},
                           {"battlefield": ["Goblin Guide", "Plains"], "hand": ["Swords to Plowshares"]})
    act(state, "cast Lightning Helix")
    act(state, "target Goblin Guide")
    act_as(state, 1, "cast Swords to Plowshares")             # its own Goblin Guide, in response
    resolve(state)
    assert state.names_in("exile", 1) == ["Goblin Guide"] and state.life(1) == 22
    assert state.names_in("graveyard", 0) == ["Lightning Helix"] and state.life(0) == 20


def test_card_natures_claim():
    """Destroys an artifact or an enchantment (not a creature, CR 115.1), and that permanent's
    controller gains 4 life: the opponent, here."""
    state = build_position({"battlefield": ["Forest"], "hand": ["Nature's Claim", "Island"]},
                           {"battlefield": ["Sol Ring", "Bitterblossom", "Goblin Guide"]})
    act(state, "cast Nature's Claim")
    assert set(options(state)) == {"target Sol Ring", "target Bitterblossom"}
    act(state, "target Bitterblossom")
    resolve(state)
    assert state.names_in("graveyard", 1) == ["Bitterblossom"]
    assert state.life(0) == 20 and state.life(1) == 24


def test_card_force_of_vigor():
    """Up to two different targets (CR 115.1d, 601.2c): two artifacts and/or enchantments are
    destroyed at once, never a creature; its pitch cost (CR 118.9) only on another player's
    turn."""
    state = build_position({"hand": ["Forest", "Force of Vigor", "Chancellor of the Tangle"]},
                           {"battlefield": ["Sol Ring", "Bitterblossom", "Goblin Guide"]})
    assert not can(state, "cast Force of Vigor")            # P0's turn: no pitch, no {2}{G}{G}
    act(state, "play Forest")
    pass_until(state, lambda s: int(s.fields["active"]) == 1 and s.current_player() == 0)
    act_as(state, 0, "cast Force of Vigor: exile a green")
    assert set(options(state)) == {"target Sol Ring", "target Bitterblossom", "no more targets"}
    act(state, "target Sol Ring")
    assert set(options(state)) == {"target Bitterblossom", "no more targets"}
    act(state, "target Bitterblossom")
    resolve(state)
    assert state.names_in("graveyard", 1) == ["Bitterblossom", "Sol Ring"]
    assert state.names_in("exile", 0) == ["Chancellor of the Tangle"]
    # Bitterblossom's upkeep trigger, below Force of Vigor, still makes its Faerie (CR 113.7a)
    assert state.names_in("battlefield", 1) == ["Faerie Rogue", "Goblin Guide"]
    assert state.names_in("graveyard", 0) == ["Force of Vigor"]


def test_card_encroach():
    """Its caster sees the target's hand and chooses a nonbasic land card there (CR 701.9b):
    Tundra or Volatile Fault, not a basic Plains or a spell; with none, nothing is discarded."""
    state = build_position({"battlefield": ["Swamp"], "hand": ["Encroach", "Island"]},
                           {"hand": ["Tundra", "Volatile Fault", "Lightning Bolt"]})
    act(state, "cast Encroach")
    act(state, "target P1")
    resolve(state)
    assert state.current_player() == 0
    assert set(options(state)) == {"discard: Tundra", "discard: Volatile Fault"}
    act(state, "discard: Volatile Fault")
    assert state.names_in("graveyard", 1) == ["Volatile Fault"]
    assert state.names_in("hand", 1) == ["Lightning Bolt", "Tundra"]
    state = build_position({"battlefield": ["Swamp"], "hand": ["Encroach", "Island"]},
                           {"hand": ["Plains", "Obstinate Baloth", "Lightning Bolt"]})
    act(state, "cast Encroach")
    act(state, "target P1")
    resolve(state)
    assert state.names_in("graveyard") == ["Encroach"]
    assert state.names_in("hand", 1) == ["Lightning Bolt", "Obstinate Baloth", "Plains"]


def test_card_burning_inquiry():
    # Each player draws three cards from an empty library (TB-2: nothing), then discards three
    # cards at random (TB-3: the caster's opponent would choose; a hand of three or fewer cards
    # is discarded whole, CR 701.9a). P1's Obstinate Baloth, discarded by an opponent's spell,
    # enters the battlefield instead and gains its 4 life; P0's own Baloth is just discarded.
    state = build_position({"battlefield": ["Mountain"],
                            "hand": ["Burning Inquiry", "Obstinate Baloth"]},
                           {"hand": ["Obstinate Baloth", "Lightning Bolt", "Forest"]})
    act(state, "cast Burning Inquiry")
    resolve(state)
    assert state.names_in("hand", 0) == [] and state.names_in("hand", 1) == []
    assert state.names_in("graveyard", 0) == ["Burning Inquiry", "Obstinate Baloth"]
    assert state.names_in("graveyard", 1) == ["Forest", "Lightning Bolt"]
    assert state.names_in("battlefield", 1) == ["Obstinate Baloth"] and state.life(1) == 24


def test_card_burning_inquiry_draws_from_an_empty_library():
    # TB-2: the draws from empty libraries still happen, the active player's first (CR 101.4):
    # P1's Laboratory Maniac replaces P1's first draw with a win (CR 104.2b).
    state = build_position({"battlefield": ["Mountain"], "hand": ["Burning Inquiry", "Island"]},
                           {"battlefield": ["Laboratory Maniac"], "hand": ["Forest"],
                            "graveyard": ["Island"]})
    act(state, "cast Burning Inquiry")
    resolve(state)
    assert state.is_terminal() and state.winner == 1


def test_card_burning_inquiry_draws_then_discards():
    # A card in a library (put there by a shuffle or Emrakul) is drawn, then discarded with the
    # rest of the hand (CR 701.9a).
    state = build_position({"battlefield": ["Mountain"], "hand": ["Burning Inquiry"],
                            "library": ["Lightning Bolt"]},
                           {"hand": ["Forest"], "library": ["Goblin Guide", "Island"]})
    act(state, "cast Burning Inquiry")
    resolve(state)
    assert state.names_in("library", 0) == [] and state.names_in("library", 1) == []
    assert state.names_in("graveyard", 0) == ["Burning Inquiry", "Lightning Bolt"]
    assert state.names_in("graveyard", 1) == ["Forest", "Goblin Guide", "Island"]


def test_card_mind_rake():
    # Target player discards two cards of their choice (CR 701.9a): from three, the choice is
    # the one card kept (TB-8), made by that player.
    state = build_position({"battlefield": ["Swamp", "Sol Ring"], "hand": ["Mind Rake"]},
                           {"hand": ["Lightning Bolt", "Goblin Guide", "Mountain"]})
    act(state, "cast Mind Rake")
    assert set(options(state)) == {"target P0", "target P1"}
    act(state, "target P1")
    resolve(state)
    assert state.decision == "choose object" and state.current_player() == 1
    assert set(options(state)) == {"keep: Lightning Bolt", "keep: Goblin Guide", "keep: Mountain"}
    act(state, "keep: Goblin Guide")
    assert state.names_in("hand", 1) == ["Goblin Guide"]
    assert state.names_in("graveyard", 1) == ["Lightning Bolt", "Mountain"]


def test_card_mind_rake_overload():
    # Overload (CR 702.96a): an alternative cost, {1}{B} where {2}{B} can't be paid; the spell
    # then says "each player" and has no target (702.96b), so Leyline of Sanctity's hexproof
    # doesn't stop it. Each player discards two cards, the active player first (CR 101.4).
    state = build_position({"battlefield": ["Swamp", "Mountain"], "hand": ["Mind Rake"]},
                           {"battlefield": ["Leyline of Sanctity"],
                            "hand": ["Lightning Bolt", "Goblin Guide"]})
    assert set(options(state)) == {"pass priority", "cast Mind Rake with overload"}
    act(state, "cast Mind Rake with overload")
    resolve(state)
    assert state.names_in("hand", 1) == [] and state.names_in("hand", 0) == []
    assert state.names_in("graveyard", 1) == ["Goblin Guide", "Lightning Bolt"]
    assert state.names_in("graveyard", 0) == ["Mind Rake"]
    assert state.names_in("battlefield", 0) == ["Mountain", "Swamp"]


def test_card_mind_rake_overload_each_player_chooses():
    # Each player keeps the card of their choice, the active player first (TB-3: openly).
    state = build_position({"battlefield": ["Swamp"], "hand": ["Mind Rake", "Dark Ritual"]},
                           {"hand": ["Lightning Bolt", "Goblin Guide", "Mountain"]},
                           pool={0: {"C": 1}})
    act(state, "cast Mind Rake with overload")              # {1}{B}: the pool and the Swamp
    resolve(state)
    # P0 holds only the Ritual: discarded whole, nothing to choose; then P1 keeps one. The
    # spell goes to the graveyard as the last step of its resolution (CR 608.2n).
    assert state.names_in("graveyard", 0) == ["Dark Ritual"]
    assert state.current_player() == 1
    assert set(options(state)) == {"keep: Lightning Bolt", "keep: Goblin Guide", "keep: Mountain"}
    act(state, "keep: Mountain")
    assert state.names_in("hand", 1) == ["Mountain"]
    assert state.names_in("graveyard", 0) == ["Dark Ritual", "Mind Rake"]


def test_card_gisas_bidding():
    """A sorcery for {2}{B}{B}: two 2/2 black Zombie creature tokens (CR 111.1), summoning
    sick."""
    state = build_position({"battlefield": ["Swamp"], "hand": ["Gisa's Bidding", "Island"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Plains"]},
                           pool={0: {"B": 2, "C": 1}})
    act(state, "cast Gisa's Bidding")
    resolve(state)
    zombies = [i for i in state.objects_in("battlefield", 0) if state.name_of(i) == "Zombie"]
    assert len(zombies) == 2
    for z in zombies:
        view = state.view(z)
        assert (view["power"], view["toughness"], view["colors"]) == (2, 2, CODES["colors"]["B"])
        assert {"token", "sick"} <= state.flags(z)
    assert state.names_in("graveyard", 0) == ["Gisa's Bidding"]
    assert state.names_in("battlefield", 0) == ["Swamp", "Zombie", "Zombie"]


def test_card_gisas_bidding_madness():
    """Madness {2}{B} (CR 702.35): Lion's Eye Diamond's cost discards the hand, the Bidding is
    discarded into exile, and its trigger casts it from the Diamond's {B}{B}{B} (the madness
    cost as an alternative cost, CR 702.35b); it then goes to the graveyard (CR 608.2n)."""
    state = build_position({"battlefield": ["Lion's Eye Diamond"], "hand": ["Gisa's Bidding", "Swamp"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Plains"]})
    act(state, "activate Lion's Eye Diamond")
    act(state, "add three black")
    assert state.names_in("exile", 0) == ["Gisa's Bidding"]
    until_decision(state, "yes/no")                       # the madness trigger resolving
    act_as(state, 0, "cast Gisa's Bidding for its madness cost")
    resolve(state)
    assert state.names_in("battlefield", 0) == ["Zombie", "Zombie"]
    assert state.names_in("graveyard", 0) == ["Gisa's Bidding", "Lion's Eye Diamond", "Swamp"]
    assert list(state.fields["players"][0]["pool"]) == [0] * len(state.fields["players"][0]["pool"])


def test_card_gisas_bidding_madness_on_the_opponents_turn():
    """A sorcery cast with madness ignores its timing (CR 702.35b rulings: cast as the trigger
    resolves, CR 608.2g): discarded by the opponent's Thoughtseize in their main phase, it is
    cast at once; with only {2} it can't be paid, nobody is asked, and it goes to the
    graveyard."""
    for pool, cast in (({"B": 1, "C": 2}, True), ({"C": 2}, False)):
        state = build_position({"battlefield": ["Swamp", "Swamp"], "hand": ["Gisa's Bidding"]},
                               {"battlefield": ["Swamp", "Goblin Guide"], "hand": ["Thoughtseize"]},
                               pool={0: pool}, active=1, tapped=[(0, "Swamp"), (0, "Swamp")])
        act_as(state, 1, "cast Thoughtseize")
        act_as(state, 1, "target P0")
        resolve(state)
        if cast:
            act_as(state, 0, "cast Gisa's Bidding for its madness cost")
            resolve(state)
            assert state.names_in("battlefield", 0) == ["Swamp", "Swamp", "Zombie", "Zombie"]
        else:
            assert state.names_in("battlefield", 0) == ["Swamp", "Swamp"]
        assert state.names_in("graveyard", 0) == ["Gisa's Bidding"]
        assert state.life(1) == 18


def test_card_sickening_shoal():
    """The alternative cost (CR 118.9) with X (CR 601.2b): X is announced, then a black card
    with mana value X is exiled, so X can only be 1 (Dark Ritual) or 3 (Rotting Regisaur);
    X = 3 gives Goblin Guide -3/-3 and it dies (CR 704.5f)."""
    state = build_position({"hand": ["Sickening Shoal", "Dark Ritual", "Rotting Regisaur"]},
                           {"battlefield": ["Goblin Guide", "Mountain"], "hand": ["Forest"]},
                           active=1)
    act_as(state, 1, "pass priority")
    act_as(state, 0, "cast Sickening Shoal: exile a black card with mana value X")
    assert set(options(state)) == {"X = 1", "X = 3"}
    act(state, "X = 3")
    resolve(state)
    assert state.names_in("exile", 0) == ["Rotting Regisaur"]
    assert state.names_in("hand", 0) == ["Dark Ritual"]
    assert state.names_in("graveyard", 1) == ["Goblin Guide"]
    assert state.names_in("graveyard", 0) == ["Sickening Shoal"]


def test_card_sickening_shoal_hard_cast():
    """Cast for {X}{B}{B} (CR 107.3): with four mana X is 0 to 2; X = 2 kills Goblin Guide."""
    state = build_position({"battlefield": ["Black Lotus", "Swamp"], "hand": ["Sickening Shoal"]},
                           {"battlefield": ["Goblin Guide", "Mountain"], "hand": ["Forest"]})
    assert set(options(state)) == {"pass priority", "cast Sickening Shoal"}   # no black card
    act(state, "cast Sickening Shoal")
    assert set(options(state)) == {"X = 0", "X = 1", "X = 2"}
    act(state, "X = 2")
    resolve(state)
    assert state.names_in("graveyard", 1) == ["Goblin Guide"]
    assert state.names_in("graveyard", 0) == ["Black Lotus", "Sickening Shoal"]


def test_card_vicious_rumors():
    # In order (CR 608.2c): 1 damage to the opponent (CR 120.3a), who discards a card of their
    # choice (CR 701.9a), then mills the top card of their library (CR 701.17a); the caster
    # gains 1 life (CR 119.1).
    state = build_position({"battlefield": ["Swamp"], "hand": ["Vicious Rumors", "Memnite"]},
                           {"hand": ["Lightning Bolt", "Goblin Guide"], "library": ["Plains"]},
                           life={0: 10})
    act(state, "cast Vicious Rumors")
    resolve(state)
    assert state.decision == "choose object" and state.current_player() == 1
    assert set(options(state)) == {"discard: Lightning Bolt", "discard: Goblin Guide"}
    act_as(state, 1, "discard: Goblin Guide")
    assert state.life(0) == 11 and state.life(1) == 19
    assert state.names_in("hand", 1) == ["Lightning Bolt"]
    assert state.names_in("graveyard", 1) == ["Goblin Guide", "Plains"]
    assert state.names_in("library", 1) == []
    assert state.names_in("graveyard", 0) == ["Vicious Rumors"]


def test_card_sonic_seizure():
    # CR 601.2f, 701.9: an additional cost, a card discarded at random; TB-3: the caster's
    # opponent picks it (P1 takes the Lightning Bolt, not the Forest).
    state = build_position({"hand": ["Sonic Seizure", "Forest", "Lightning Bolt"]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Plains", "Island"]},
                           pool={0: {"R": 1}})
    act(state, "cast Sonic Seizure")
    act(state, "target P1")
    assert state.decision == "cost object" and state.current_player() == 1
    assert set(options(state)) == {"discard Forest at random (the opponent's pick, TB-3)",
                                   "discard Lightning Bolt at random (the opponent's pick, TB-3)"}
    act(state, "discard Lightning Bolt")
    resolve(state)
    assert state.life(1) == 17 and state.names_in("hand", 0) == ["Forest"]
    assert state.names_in("graveyard", 0) == ["Lightning Bolt", "Sonic Seizure"]


def test_card_sonic_seizure_needs_another_card():
    # CR 601.2h / 118.3: no other card in hand, the cost can't be paid: no cast.
    state = build_position({"battlefield": ["Mountain"], "hand": ["Sonic Seizure"],
                            "graveyard": ["Forest"]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Plains", "Island"]})
    assert not can(state, "cast Sonic Seizure")


def test_card_sonic_seizure_mana_before_the_discard():
    # CR 601.2g-h: mana abilities are activated before the costs are paid. With a Mountain,
    # exiling Simian Spirit Guide for {R} would leave no card to discard: the Mountain pays
    # and the Guide is discarded.
    state = build_position({"battlefield": ["Mountain"],
                            "hand": ["Sonic Seizure", "Simian Spirit Guide"]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Plains", "Island"]})
    act(state, "cast Sonic Seizure")
    act(state, "target Goblin Guide")
    resolve(state)
    assert "tapped" in state.flags(state.find("Mountain"))
    assert state.names_in("graveyard", 0) == ["Simian Spirit Guide", "Sonic Seizure"]
    assert state.names_in("graveyard", 1) == ["Goblin Guide"]
    # The caster chooses the mana first: the Guide exiled for mana is not in hand when the
    # random discard is paid, so the Forest, the one card left, is discarded without a choice
    # for the opponent, and the Treasure stays.
    state = build_position({"hand": ["Sonic Seizure", "Simian Spirit Guide", "Forest"]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Plains", "Island"]},
                           tokens={0: ["Treasure"]})
    act(state, "cast Sonic Seizure")
    act(state, "target Goblin Guide")
    assert state.decision == "pay" and state.current_player() == 0
    act(state, "pay with Simian Spirit Guide")
    resolve(state)
    assert state.names_in("exile", 0) == ["Simian Spirit Guide"]
    assert state.names_in("graveyard", 0) == ["Forest", "Sonic Seizure"]
    assert state.names_in("hand", 0) == [] and state.names_in("graveyard", 1) == ["Goblin Guide"]
    assert state.names_in("battlefield", 0) == ["Treasure"]


def test_card_sonic_seizure_free_cast_still_discards():
    # CR 118.9d, 601.2f: casting Isochron Scepter's copy without paying its mana cost still
    # pays the additional cost; with an empty hand the copy can't be cast.
    for other, castable in (({"hand": ["Island"]}, True), ({"graveyard": ["Island"]}, False)):
        p0 = {"hand": ["Isochron Scepter", "Sonic Seizure", *other.get("hand", [])],
              "graveyard": other.get("graveyard", [])}
        state = build_position(p0, {"battlefield": ["Goblin Guide"], "hand": ["Plains", "Forest"]},
                               pool={0: {"C": 4}})
        act(state, "cast Isochron Scepter")
        resolve(state)
        act(state, "imprint: Sonic Seizure")
        act(state, "activate Isochron Scepter")
        resolve(state)
        if not castable:
            assert not can(state, "cast a copy") and state.life(1) == 20
            continue
        act(state, "cast a copy of Sonic Seizure")
        act(state, "target P1")
        resolve(state)
        assert state.life(1) == 17 and state.names_in("graveyard", 0) == ["Island"]


def test_card_geths_verdict():
    """Target player (CR 115.1) sacrifices a creature of their choice (CR 701.21a: not
    targeted, so the Mother's protection doesn't help) and loses 1 life."""
    state = build_position({"battlefield": ["Swamp"], "hand": ["Geth's Verdict", "Island"]},
                           {"battlefield": ["Goblin Guide", "Mother of Runes", "Mountain"]},
                           pool={0: {"B": 1}})
    act(state, "cast Geth's Verdict")
    assert set(options(state)) == {"target P0", "target P1"}
    act(state, "target P1")
    resolve(state)
    assert state.decision == "choose object" and state.current_player() == 1
    act(state, "sacrifice: Mother of Runes")
    assert state.names_in("graveyard", 1) == ["Mother of Runes"]
    assert state.names_in("battlefield", 1) == ["Goblin Guide", "Mountain"]
    assert state.life(1) == 19 and state.life(0) == 20


def test_card_geths_verdict_hexproof_player():
    """It targets: with Leyline of Sanctity (hexproof, CR 702.11d) the opponent can't be
    chosen; its caster may still target themselves, losing 1 life with no creature to lose."""
    state = build_position({"battlefield": ["Swamp"], "hand": ["Geth's Verdict", "Island"]},
                           {"battlefield": ["Leyline of Sanctity", "Goblin Guide", "Mountain"]},
                           pool={0: {"B": 1}})
    act(state, "cast Geth's Verdict")
    resolve(state)
    assert state.life(0) == 19 and state.life(1) == 20
    assert sorted(state.names_in("battlefield", 1)) == ["Goblin Guide", "Leyline of Sanctity", "Mountain"]


def test_card_gitaxian_probe():
    """{U/P} paid with 2 life (CR 107.4f: no Island to pay {U}). Looking at a public hand
    changes nothing (TB-3); the draw is from an empty library: nothing is drawn and nothing is
    lost (TB-2, CR 121.3 is not a loss by itself: only CR 704.5b's attempted draw counts, and
    3CB turns it off)."""
    state = build_position({"hand": ["Gitaxian Probe", "Island", "Swamp"]},
                           {"hand": ["Lightning Bolt", "Mountain", "Forest"]})
    act(state, "cast Gitaxian Probe")
    assert set(options(state)) == {"target P0", "target P1"}
    act(state, "target P1")
    resolve(state)
    assert state.life(0) == 18 and state.life(1) == 20
    assert state.names_in("graveyard", 0) == ["Gitaxian Probe"]
    assert sorted(state.names_in("hand", 0)) == ["Island", "Swamp"]
    assert sorted(state.names_in("hand", 1)) == ["Forest", "Lightning Bolt", "Mountain"]
    assert not state.is_terminal()


def test_card_gitaxian_probe_draws():
    """The draw happens (CR 121.1): from a library that holds a card (here one put there by
    hand) it is drawn; from an empty one, Laboratory Maniac replaces the draw with a win
    (CR 614.1a, 104.2b; TB-2)."""
    state = build_position({"battlefield": ["Island"], "hand": ["Gitaxian Probe"],
                            "library": ["Swamp"]},
                           {"hand": ["Lightning Bolt", "Mountain", "Forest"]})
    act(state, "cast Gitaxian Probe")
    act(state, "target P0")
    if state.decision == "pay":
        act(state, "pay with Island")
    resolve(state)
    assert state.names_in("hand", 0) == ["Swamp"] and state.life(0) == 20
    state = build_position({"battlefield": ["Laboratory Maniac"], "hand": ["Gitaxian Probe", "Island"]},
                           {"hand": ["Lightning Bolt", "Mountain", "Forest"]})
    act(state, "cast Gitaxian Probe")
    act(state, "target P1")
    resolve(state)
    assert state.is_terminal() and state.winner == 0


def test_card_lava_dart():
    """Cast from the hand, then from the graveyard by flashback (CR 702.34a): its cost is only
    a sacrifice, paid before any mana (here none) and possibly with the Mountain that tapped
    for the first cast; cast so, it is exiled as it resolves (CR 702.34a)."""
    state = build_position({"battlefield": ["Mountain", "Mountain"], "hand": ["Lava Dart"]},
                           {"battlefield": ["Vault Skirge"], "hand": ["Island", "Forest"]})
    act(state, "cast Lava Dart")
    act(state, "target Vault Skirge")
    resolve(state)
    assert state.names_in("graveyard", 1) == ["Vault Skirge"]
    assert state.names_in("graveyard", 0) == ["Lava Dart"]
    act(state, "cast Lava Dart with flashback")
    act(state, "target P1")                                     # targets first (CR 601.2c, h)
    assert set(options(state)) == {"pay with Mountain (tapped)", "pay with Mountain (untapped)"}
    act(state, "pay with Mountain (tapped)")
    resolve(state)
    assert state.life(1) == 19
    assert state.names_in("exile", 0) == ["Lava Dart"]
    assert state.names_in("graveyard", 0) == ["Mountain"]
    assert state.names_in("battlefield", 0) == ["Mountain"]
    assert "tapped" not in state.flags(state.find("Mountain", zone="battlefield"))


def test_card_lava_dart_land_type():
    """"Sacrifice a Mountain" reads the land type after layer 4 (CR 305.7, 613.1d): under P1's
    Magus of the Moon, P0's Tropical Island is a Mountain and pays; without it, an Island and
    a Tropical Island can't."""
    state = build_position({"battlefield": ["Tropical Island", "Island"], "graveyard": ["Lava Dart"]},
                           {"hand": ["Plains", "Swamp", "Forest"]})
    assert not can(state, "cast Lava Dart")
    state = build_position({"battlefield": ["Tropical Island", "Island"], "graveyard": ["Lava Dart"]},
                           {"battlefield": ["Magus of the Moon"], "hand": ["Plains", "Swamp"]})
    act(state, "cast Lava Dart with flashback")                 # one Mountain: no question
    act(state, "target P1")
    resolve(state)
    assert state.life(1) == 19
    assert state.names_in("graveyard", 0) == ["Tropical Island"]
    assert state.names_in("exile", 0) == ["Lava Dart"]
