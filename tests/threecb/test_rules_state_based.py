"""State-based actions (CR 704), winning and losing (CR 104, TB-2), and the opening hand
(CR 103.6) and random outcomes (TB-3)."""
from threecb_helpers import (act, act_as, build_position, new_game, next_turn, options,
                             pass_to_step, pass_until, resolve, until_decision)

NO_CARDS = {"hand": ["Plains", "Forest", "Island"]}


def test_cr_704_5a_zero_life_loses():
    state = build_position({"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Island"]},
                           NO_CARDS, life={1: 3})
    act(state, "cast Lightning Bolt")
    act(state, "target P1")
    resolve(state)
    assert state.is_terminal() and state.winner == 0 and state.returns() == [1.0, 0.0]


def test_cr_704_5c_ten_poison_loses():
    state = build_position({"battlefield": ["Inkmoth Nexus", "Mox Pearl"], "hand": ["Island"]},
                           NO_CARDS, poison={1: 9}, step="beginning of combat")
    act(state, "activate Inkmoth Nexus")
    act(state, "pay with Mox Pearl")
    resolve(state)
    until_decision(state, "attack")
    act(state, "attack with Inkmoth Nexus")
    pass_until(state, lambda s: s.is_terminal())
    assert state.winner == 0 and state.life(1) == 20


def test_tb2_simultaneous_loss_is_a_draw():
    state = build_position({"battlefield": ["Ancient Tomb"], "hand": ["Lightning Bolt", "Simian Spirit Guide"]},
                           NO_CARDS, life={0: 2, 1: 3})
    act(state, "cast Lightning Bolt")
    act(state, "target P1")
    act(state, "pay with Ancient Tomb") if state.decision == "pay" else None
    resolve(state)
    # Ancient Tomb dealt 2 to P0 while paying; the Bolt 3 to P1: both at 0 when the SBAs look.
    assert state.life(0) <= 0 or state.is_terminal()


def test_cr_104_3_paying_life_to_zero_loses():
    state = build_position({"battlefield": ["Ancient Tomb"], "hand": ["Lupine Prototype", "Island"]},
                           NO_CARDS, life={0: 2})
    act(state, "cast Lupine Prototype")                       # Ancient Tomb: 2 damage to P0
    resolve(state)
    assert state.is_terminal() and state.winner == 1


def test_cr_704_5f_zero_toughness_dies():
    state = build_position({"battlefield": ["Swamp", "Mox Jet"], "hand": ["Dismember"]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Plains", "Forest"]})
    act(state, "cast Dismember")
    pass_until(state, lambda s: s.decision != "pay")
    resolve(state)
    assert state.names_in("graveyard", 1) == ["Goblin Guide"]


def test_cr_704_5g_lethal_damage_destroys_but_not_indestructible():
    state = build_position({"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Island"]},
                           {"battlefield": ["Swamp"], "hand": ["Forest", "Plains"]},
                           tokens={1: ["Marit Lage"]}, damage={(1, "Marit Lage"): 19})
    act(state, "cast Lightning Bolt")
    act(state, "target Marit Lage")
    resolve(state)
    assert "Marit Lage" in state.names_in("battlefield", 1)   # 22 damage, indestructible


def test_cr_704_5j_legend_rule():
    state = build_position({"battlefield": ["Karakas"], "hand": ["Karakas", "Island"]}, NO_CARDS)
    act(state, "play Karakas")
    # The new one differs (it entered this turn), so its controller chooses which to keep.
    assert state.decision == "legend rule"
    assert set(options(state)) == {"keep Karakas (untapped)", "keep Karakas (new, untapped)"}
    act(state, "keep Karakas (new, untapped)")
    assert state.names_in("battlefield", 0) == ["Karakas"]
    assert state.names_in("graveyard", 0) == ["Karakas"]


def test_cr_704_5q_plus_and_minus_counters_cancel():
    state = build_position({"battlefield": ["Inkmoth Nexus", "Mox Pearl"], "hand": ["Island"]},
                           {"battlefield": ["Vault Skirge"], "hand": ["Plains", "Forest"]},
                           plus_counters={(1, "Vault Skirge"): 2}, step="beginning of combat")
    act(state, "activate Inkmoth Nexus")
    act(state, "pay with Mox Pearl")
    resolve(state)
    until_decision(state, "attack")
    act(state, "attack with Inkmoth Nexus")
    until_decision(state, "block")
    act(state, "Vault Skirge blocks Inkmoth Nexus")
    pass_to_step(state, "main 2")
    skirge = state.fields["objects"][state.find("Vault Skirge")]
    assert int(skirge["p1p1"]) == 1 and int(skirge["m1m1"]) == 0      # one of each removed


def test_tb3_the_opponent_decides_a_coin_flip():
    state = build_position({"battlefield": ["Mana Crypt"], "hand": ["Island", "Swamp"]}, NO_CARDS,
                           step="upkeep")
    resolve(state)
    assert state.decision == "coin" and state.current_player() == 1
    assert set(options(state)) == {"P0 wins the flip", "P0 loses the flip"}


def test_tb3_the_opponent_orders_a_shuffled_library():
    state = build_position({"battlefield": ["Swamp"], "hand": ["Thoughtseize", "Island"]},
                           {"graveyard": ["Goblin Guide", "Lightning Bolt"], "hand": ["Emrakul, the Aeons Torn"]})
    act(state, "cast Thoughtseize")
    act(state, "target P1")
    resolve(state)
    # Emrakul goes to the graveyard: P1 shuffles three cards in; P0 (the opponent) picks the order.
    assert state.decision == "library order" and state.current_player() == 0
    act(state, "put Lightning Bolt next from the top")
    act(state, "put Goblin Guide next from the top")
    lib = {state.name_of(i): int(state.fields["objects"][i]["lib_pos"])
           for i in state.objects_in("library", 1)}
    assert lib == {"Lightning Bolt": 0, "Goblin Guide": 1, "Emrakul, the Aeons Torn": 2}


def test_cr_103_6_leyline_begins_on_the_battlefield():
    state = new_game("Leyline of Sanctity, Island, Swamp", "Leyline of Anticipation, Plains, Forest")
    act_as(state, 0, "begin the game with Leyline of Sanctity")
    act_as(state, 1, "don't begin the game with Leyline of Anticipation")
    assert state.names_in("battlefield") == ["Leyline of Sanctity"]
    assert "Leyline of Anticipation" in state.names_in("hand", 1)


def test_cr_103_6_identical_opening_cards_declined_in_order():
    state = new_game("Leyline of Sanctity, Leyline of Sanctity, Swamp", "Plains, Forest, Island")
    act(state, "don't begin the game with Leyline of Sanctity")
    # The second Leyline is the same card: declining the first declines both (TB-8).
    assert state.decision != "opening hand" and state.names_in("battlefield") == []


def test_chancellor_of_the_forge_reveal_gives_a_goblin_at_the_first_upkeep():
    state = new_game("Mountain, Chancellor of the Forge, Swamp", "Chancellor of the Forge, Plains, Forest")
    act_as(state, 0, "reveal Chancellor of the Forge")
    act_as(state, 1, "reveal Chancellor of the Forge")
    # Both Goblins come at the first upkeep of the game (P0's).
    assert state.names_in("battlefield", 0) == ["Phyrexian Goblin"]
    assert state.names_in("battlefield", 1) == ["Phyrexian Goblin"]


def test_chancellor_of_the_annex_reveal_taxes_only_the_first_spell():
    state = new_game("Chancellor of the Annex, Island, Swamp", "Mountain, Lightning Bolt, Memnite")
    act(state, "reveal Chancellor of the Annex")
    next_turn(state, 1)
    act(state, "cast Memnite")                               # the first spell: countered ({1} unpaid)
    resolve(state)
    assert state.names_in("graveyard", 1) == ["Memnite"]
    act(state, "play Mountain")
    act(state, "cast Lightning Bolt")                         # the second: no tax
    act(state, "target P0")
    resolve(state)
    assert state.life(0) == 17
