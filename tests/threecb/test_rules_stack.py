"""The stack, priority, responses and triggered abilities (CR 117, 405, 601, 603, 608)."""
from threecb_helpers import act, act_as, build_position, can, options, pass_until, resolve

NO_CARDS = {"hand": ["Plains", "Forest", "Island"]}


def test_cr_405_5_last_in_first_out():
    state = build_position({"battlefield": ["Mountain", "Goblin Guide"], "hand": ["Lightning Bolt"]},
                           {"battlefield": ["Plains"], "hand": ["Swords to Plowshares", "Mana Tithe"]},
                           pool={1: {"W": 1}})
    act(state, "cast Lightning Bolt")
    act(state, "target P1")
    act_as(state, 1, "cast Swords to Plowshares")            # its one target: the Guide
    stack = state.fields["stack"]
    assert state.current_player() == 1                        # Mana Tithe is still possible
    assert [state.name_of(int(stack[k]["source"])) for k in range(2)] == ["Lightning Bolt",
                                                                          "Swords to Plowshares"]
    act(state, "pass priority")
    # The response resolved first: P0 gained 2, the Bolt still waits.
    assert state.life(0) == 22 and state.life(1) == 20 and int(state.fields["stack_len"]) == 1
    resolve(state)
    assert state.life(1) == 17


def test_cr_608_2b_a_spell_whose_targets_are_all_gone_does_not_resolve():
    state = build_position({"battlefield": ["Mountain", "Goblin Guide"], "hand": ["Lightning Bolt"]},
                           {"battlefield": ["Island", "Mox Sapphire"], "hand": ["Snapback"]})
    act(state, "cast Lightning Bolt")
    act(state, "target Goblin Guide")
    act_as(state, 1, "cast Snapback")                        # bounce the Bolt's target
    resolve(state)
    assert state.names_in("graveyard", 0) == ["Lightning Bolt"]
    assert "Goblin Guide" in state.names_in("hand", 0) and state.life(0) == 20


def test_cr_701_6_counterspells_in_a_war():
    state = build_position({"hand": ["Lightning Bolt", "Force of Will", "Snapback"]},
                           {"hand": ["Force of Will", "Snapback", "Island"]}, pool={0: {"R": 1}})
    act(state, "cast Lightning Bolt")
    act(state, "target P1")
    act_as(state, 0, "pass priority")                         # (P0 could counter its own Bolt)
    act_as(state, 1, "cast Force of Will: pay 1 life")       # pitching Snapback
    act_as(state, 0, "cast Force of Will: pay 1 life")       # P0 pitches their Snapback
    act(state, "target Force of Will")                        # counter P1's counter
    resolve(state)
    assert state.life(1) == 16 and state.life(0) == 19       # 1 life for Force, 3 from the Bolt
    assert state.names_in("graveyard", 1) == ["Force of Will"]


def test_cr_603_3b_active_players_triggers_go_on_the_stack_first():
    """P0's Bitterblossom (active player) and P1's The Rack (aimed at P0) trigger together:
    P0's goes on the stack first, so P1's is on top and resolves first."""
    state = build_position({"battlefield": ["Bitterblossom"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["The Rack", "Mountain"], "hand": ["Lightning Bolt"]},
                           step="upkeep")                    # the Rack's chosen player: P0
    assert state.decision == "priority" and int(state.fields["stack_len"]) == 2
    stack = state.fields["stack"]
    assert [int(stack[k]["controller"]) for k in range(2)] == [0, 1]
    resolve(state)
    assert state.life(0) == 18 and "Faerie Rogue" in state.names_in("battlefield", 0)


def test_cr_603_3b_a_player_orders_their_own_triggers():
    state = build_position({"hand": ["Solitude", "Swords to Plowshares", "Island"]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Mountain", "Forest"]})
    act(state, "cast Solitude: evoke")
    resolve(state)
    assert state.decision == "trigger order" and len(options(state)) == 2
    act(state, "put next on the stack: When Solitude enters, exile")   # goes on the stack first
    act(state, "target Goblin Guide")
    resolve(state)
    # The sacrifice trigger went on top, so Solitude left before its exile trigger resolved;
    # the exile still happens (the ability is independent of its source).
    assert state.names_in("exile", 1) == ["Goblin Guide"]


def test_cr_603_3b_triggers_that_read_alike_name_their_sources():
    # Crashing Footfalls and Lotus Bloom share their time-counter trigger's text: the order
    # options say which is which (the random-games test found two options reading the same).
    state = build_position({"battlefield": ["Forest"], "hand": ["Crashing Footfalls", "Lotus Bloom"]},
                           {"hand": ["Plains", "Island", "Mountain"]})
    act(state, "suspend Crashing Footfalls")
    act(state, "suspend Lotus Bloom")
    pass_until(state, lambda s: s.decision == "trigger order")
    text = "put next on the stack: At the beginning of your upkeep, remove a time counter from it."
    assert sorted(options(state)) == [f"{text} (Crashing Footfalls)", f"{text} (Lotus Bloom)"]


def test_cr_603_4_intervening_if_is_checked_on_resolution():
    """Sheltered Valley's "if you control three or fewer lands" is checked when it triggers
    and again on resolution: a fourth land in response stops it."""
    state = build_position({"battlefield": ["Sheltered Valley", "Plains", "Swamp"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Forest"]},
                           step="upkeep", life={0: 10})
    resolve(state)
    assert state.life(0) == 11
    state = build_position({"battlefield": ["Sheltered Valley", "Plains", "Swamp"]},
                           NO_CARDS, step="upkeep", life={0: 10}, tokens={0: ["Cat"]})
    resolve(state)
    assert state.life(0) == 11                                # a Cat is no land


def test_cr_603_8_state_trigger_fires_once():
    state = build_position({"battlefield": ["Dark Depths"], "hand": ["Island", "Swamp"]}, NO_CARDS)
    # Dark Depths with no ice counters: the trigger fires once; the token is made once.
    assert state.names_in("battlefield", 0) == ["Marit Lage"]


def test_cr_117_4_both_passing_with_an_empty_stack_ends_the_step():
    state = build_position({"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Island"]},
                           {"battlefield": ["Swamp"], "hand": ["Dark Ritual", "Forest"]}, lands_played={0: 1})
    assert state.step == "main 1"
    act_as(state, 0, "pass priority")
    assert state.step == "main 1" and state.current_player() == 1
    act_as(state, 1, "pass priority")
    assert state.step == "beginning of combat"


def test_cr_601_2_casting_steps_come_in_order():
    state = build_position({"battlefield": ["Black Lotus"], "hand": ["Chalice of the Void", "Island"]},
                           NO_CARDS)
    act(state, "cast Chalice of the Void")
    assert state.decision == "x"                              # 601.2b: X first
    act(state, "X = 1")
    assert state.decision == "pay"                            # 601.2g-h: then the cost


def test_cr_603_4_intervening_if_fails_on_resolution():
    """Nether Spirit triggers alone in the graveyard; in response P1 kills Memnite, so on
    resolution the Spirit is no longer the only creature card there: nothing happens."""
    state = build_position({"battlefield": ["Memnite"], "graveyard": ["Nether Spirit"], "hand": ["Island"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Forest"]},
                           step="upkeep")
    act_as(state, 1, "cast Lightning Bolt")
    act(state, "target Memnite")
    resolve(state)
    assert state.names_in("graveyard", 0) == ["Memnite", "Nether Spirit"]
    assert state.decision != "yes/no"


def test_tb8_an_identical_creature_that_a_spell_targets_is_a_target_apart():
    """Two Memnites are one target choice (TB-8), until one is the target of a spell on the
    stack: then a second Lightning Bolt may aim at either, and they give different games."""
    state = build_position({"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Lightning Bolt"]},
                           {"battlefield": ["Memnite", "Memnite"], "hand": ["Plains"]},
                           pool={0: {"R": 1}})
    act(state, "cast Lightning Bolt")
    assert target_names(state) == ["target Memnite", "target P0", "target P1"]
    act(state, "target Memnite")
    pass_until(state, lambda s: s.decision == "priority" and s.current_player() == 0
               and can(s, "cast Lightning Bolt"))
    assert int(state.fields["stack_len"]) == 1                # the first Bolt waits on the stack
    act(state, "cast Lightning Bolt")
    assert target_names(state) == ["target Memnite", "target Memnite", "target P0", "target P1"]


def target_names(state) -> list[str]:
    """The target options, sorted, without the "(untapped, #3)" that tells objects apart."""
    return sorted(state.action_to_string(a).split(" (")[0] for a in state.legal_actions())
