"""Planeswalkers (CR 306, 606, 120.3c, 506.4c, 508.1b, 510.1, 704.5i), with the first one of the
engine's cards, Jace, Wielder of Mysteries (loyalty 4; +1 and -8 loyalty abilities). A library
card for P0 keeps Jace's "draw from an empty library wins" from ending the tests early."""
from threecb_helpers import act, build_position, can, next_turn, options, pass_to_step, resolve

from core.threecb.layout import CODES
from core.threecb.render import board

JACE = "Jace, Wielder of Mysteries"


def loyalty(state, player=0, name=JACE):
    return int(state.fields["objects"][state.find(name, "battlefield", player)]["counters"])


def test_cr_306_5b_a_planeswalker_enters_with_its_printed_loyalty():
    state = build_position({"hand": [JACE, "Island", "Swamp"]}, {"hand": ["Plains", "Forest", "Mountain"]},
                           pool={0: {"U": 3, "C": 1}})
    act(state, f"cast {JACE}")
    resolve(state)
    assert state.names_in("battlefield", 0) == [JACE]
    assert loyalty(state) == 4
    assert "loyalty 4" in board(state)


def test_cr_606_3_loyalty_abilities_once_per_turn_at_sorcery_speed():
    state = build_position({"battlefield": [JACE], "library": ["Island", "Swamp"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Goblin Guide"]})
    assert can(state, f"activate {JACE}: +1")
    act(state, f"activate {JACE}: +1")
    act(state, "target P1")                      # P1's library is empty: nothing is milled
    assert loyalty(state) == 5                   # CR 606.4: the cost is paid on activation
    resolve(state)
    assert state.names_in("hand", 0) == ["Island"] and not state.is_terminal()
    assert not can(state, f"activate {JACE}")    # CR 606.3: one loyalty ability per turn
    next_turn(state, 0)                          # P0's next turn: usable again
    assert can(state, f"activate {JACE}: +1")
    # Sorcery speed: in P1's turn P0 may cast Lightning Bolt, but not activate Jace.
    state = build_position({"battlefield": [JACE, "Mountain"], "hand": ["Lightning Bolt"]},
                           {"battlefield": ["Mountain"], "hand": ["Goblin Guide", "Forest"]},
                           active=1)
    act(state, "cast Goblin Guide")
    assert state.current_player() == 0
    assert set(options(state)) == {"pass priority", "cast Lightning Bolt"}


def test_cr_606_6_a_minus_ability_needs_enough_loyalty():
    state = build_position({"battlefield": [JACE], "library": ["Island", "Swamp"]},
                           {"hand": ["Plains", "Forest", "Mountain"]}, counters={(0, JACE): 7})
    assert not can(state, f"activate {JACE}: \u22128")
    state = build_position({"battlefield": [JACE], "library": ["Island", "Swamp"]},
                           {"hand": ["Plains", "Forest", "Mountain"]}, counters={(0, JACE): 8})
    act(state, f"activate {JACE}: \u22128")
    # 8 - 8 = 0 loyalty: CR 704.5i puts Jace into the graveyard before anyone gets priority,
    # and the ability resolves without it: P0 draws both cards, then wins with an empty library.
    assert state.names_in("graveyard", 0) == [JACE] or state.is_terminal()
    resolve(state)
    assert state.is_terminal() and state.winner == 0
    assert sorted(state.names_in("hand", 0)) == ["Island", "Swamp"]


def test_cr_704_5i_a_planeswalker_with_no_loyalty_goes_to_the_graveyard():
    state = build_position({"battlefield": [JACE], "library": ["Island", "Swamp"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Forest"]},
                           active=1, counters={(0, JACE): 3})
    act(state, "cast Lightning Bolt")
    act(state, f"target {JACE}")                 # CR 115.4: "any target" includes planeswalkers
    resolve(state)
    assert state.names_in("graveyard", 0) == [JACE] and state.life(0) == 20


def test_cr_120_3c_damage_to_a_planeswalker_removes_loyalty_counters():
    state = build_position({"battlefield": [JACE], "library": ["Island", "Swamp"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Forest"]},
                           active=1, counters={(0, JACE): 5})
    act(state, "cast Lightning Bolt")
    act(state, f"target {JACE}")
    resolve(state)
    jace = state.find(JACE, "battlefield", 0)
    assert loyalty(state) == 2 and int(state.fields["objects"][jace]["damage"]) == 0


def attack_jace(attacker, p1_rest, **kw):
    state = build_position({"battlefield": [JACE], "library": ["Island", "Swamp"]},
                           {"battlefield": [attacker, *p1_rest[:1]], "hand": p1_rest[1:]},
                           active=1, step="declare attackers", **kw)
    return state


def test_cr_508_1b_a_creature_may_attack_a_planeswalker_and_its_damage_removes_loyalty():
    state = attack_jace("Vault Skirge", ["Mountain", "Forest"], life={1: 10})
    assert set(options(state)) == {"attack with Vault Skirge", f"attack with Vault Skirge: {JACE}",
                                   "Vault Skirge doesn't attack"}
    act(state, f"attack with Vault Skirge: {JACE}")
    pass_to_step(state, "main 2")
    # CR 510.1a / 120.3c: 1 loyalty counter removed, the player untouched; lifelink still
    # gains life (CR 702.15b).
    assert loyalty(state) == 3 and state.life(0) == 20 and state.life(1) == 11
    assert state.check_invariants() == 0


def test_cr_510_1c_a_blocked_creature_attacking_a_planeswalker_deals_it_no_damage():
    state = build_position({"battlefield": [JACE, "Memnite"], "library": ["Island"]},
                           {"battlefield": ["Goblin Guide", "Mountain"], "hand": ["Forest"]},
                           active=1, step="declare attackers")
    act(state, f"attack with Goblin Guide: {JACE}")
    act(state, "Memnite blocks Goblin Guide")
    pass_to_step(state, "main 2")
    assert loyalty(state) == 4 and state.names_in("graveyard", 0) == ["Memnite"]


def test_cr_506_4c_an_attacker_whose_planeswalker_left_deals_no_combat_damage():
    state = attack_jace("Goblin Guide", ["Mountain", "Lightning Bolt"], counters={(0, JACE): 3})
    act(state, f"attack with Goblin Guide: {JACE}")
    assert f"attacking {JACE}" in board(state)
    act(state, "cast Lightning Bolt")
    act(state, f"target {JACE}")                 # then no one can act: combat plays out
    assert state.names_in("graveyard", 0) == [JACE] and state.step == "main 1"
    assert state.check_invariants() == 0
    assert state.life(0) == 20                   # still attacking, but neither player nor walker


def test_cr_508_1b_island_sanctuary_protects_the_player_not_their_planeswalkers():
    state = build_position({"battlefield": [JACE, "Island Sanctuary"], "library": ["Island"]},
                           {"battlefield": ["Goblin Guide", "Mountain"], "hand": ["Forest"]},
                           active=1, step="declare attackers", player_flags={0: ["sanctuary"]})
    assert set(options(state)) == {f"attack with Goblin Guide: {JACE}", "Goblin Guide doesn't attack"}


def test_cr_115_4_planeswalkers_are_among_the_targets_of_their_filters():
    # Scalding Tongs: "target opponent or planeswalker" (any planeswalker, its controller's too).
    state = build_position({"battlefield": ["Scalding Tongs"], "hand": ["Island", "Swamp"]},
                           {"battlefield": [JACE], "library": ["Island", "Swamp"]},
                           step="upkeep")
    assert set(options(state)) == {"target P1", f"target {JACE}"}
    act(state, f"target {JACE}")
    resolve(state)
    assert loyalty(state, 1) == 3
    # Fury: "any number of target creatures and/or planeswalkers".
    state = build_position({"hand": ["Fury", "Mountain", "Island"]},
                           {"battlefield": [JACE, "Memnite"], "library": ["Island"]},
                           pool={0: {"R": 2, "C": 3}})
    act(state, "cast Fury")
    resolve(state)
    assert f"target {JACE}" in options(state)


def test_cr_606_3_508_1b_loyalty_its_once_per_turn_mark_and_attack_targets_are_hashed():
    """The exact solver's transpositions: states differing only there hash apart."""
    def jace_state(**kw):
        return build_position({"battlefield": [JACE], "library": ["Island", "Swamp"]},
                              {"battlefield": ["Goblin Guide", "Mountain"], "hand": ["Forest"]}, **kw)
    base = jace_state()
    assert jace_state(counters={(0, JACE): 5}).canonical_hash() != base.canonical_hash()
    used = jace_state()
    used.fields["objects"][used.find(JACE)]["eot"] |= CODES["eot"]["loyalty used"]
    assert used.canonical_hash() != base.canonical_hash()
    at_player = attack_jace("Goblin Guide", ["Mountain", "Lightning Bolt"])
    at_jace = at_player.clone()
    act(at_player, "attack with Goblin Guide")
    act(at_jace, f"attack with Goblin Guide: {JACE}")
    assert at_player.decision == at_jace.decision == "priority"
    assert at_player.canonical_hash() != at_jace.canonical_hash()
