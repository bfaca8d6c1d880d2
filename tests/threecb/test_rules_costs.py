"""Costs (CR 117, 118, 601.2f-h) and the payments TB-8 allows: only those whose outcomes
differ, identical sources interchangeable."""
from fastcore import threecb as kernel
from threecb_helpers import act, act_as, build_position, can, options, pass_to_step, resolve

NO_CARDS = {"hand": ["Plains", "Forest", "Island"]}


def test_tb8_identical_sources_are_one_option():
    state = build_position({"battlefield": ["Swamp", "Swamp"], "hand": ["Dark Ritual"]}, NO_CARDS)
    act(state, "cast Dark Ritual")                            # either Swamp: the same outcome
    assert state.decision == "priority"


def test_tb8_one_source_in_any_colour_is_one_option_when_its_mana_is_all_spent():
    state = build_position({"battlefield": ["Black Lotus"], "hand": ["Trinisphere", "Island"]},
                           NO_CARDS)
    act(state, "cast Trinisphere")                # {3} from three mana of one colour: any
    assert state.decision == "priority"           # colour ends the same, so no choice is posed
    assert state.names_in("graveyard", 0) == ["Black Lotus"]


def test_tb8_payments_with_different_outcomes_are_all_offered():
    state = build_position({"battlefield": ["Swamp", "Mountain"], "hand": ["Sol Ring"]}, NO_CARDS)
    act(state, "cast Sol Ring")
    assert set(options(state)) == {"pay with Swamp (B)", "pay with Mountain (R)"}


def test_tb8_no_payment_taps_a_land_just_to_float_its_mana():
    state = build_position({"battlefield": ["Swamp", "Sol Ring"], "hand": ["Vampire Hexmage"]},
                           NO_CARDS, pool={0: {"B": 1}})
    act(state, "cast Vampire Hexmage")                        # {B}{B}: the pool's B and the Swamp
    assert state.decision == "priority"
    assert int(state.fields["players"][0]["pool"][2]) == 0


def test_cr_107_4f_phyrexian_mana_by_mana_or_life():
    state = build_position({"battlefield": ["Swamp", "Mox Jet"], "hand": ["Vault Skirge"]}, NO_CARDS)
    act(state, "cast Vault Skirge")
    assert set(options(state)) == {"pay with Swamp (B), Mox Jet", "pay with Swamp (B) and 2 life",
                                   "pay with Mox Jet and 2 life"}


def test_cr_118_9_alternative_cost_pitch():
    state = build_position({"hand": ["Force of Will", "Snapback", "Mental Misstep"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Forest"]}, active=1)
    act(state, "cast Lightning Bolt")
    act(state, "target P0")
    act_as(state, 0, "cast Force of Will: pay 1 life")
    # Two blue cards could be exiled: a choice between different cards.
    assert set(options(state)) == {"pay with Snapback", "pay with Mental Misstep"}
    act(state, "pay with Mental Misstep")
    resolve(state)
    assert state.names_in("exile", 0) == ["Mental Misstep"] and state.life(0) == 19


def test_cr_107_3_x_costs():
    state = build_position({"battlefield": ["Sol Ring", "Mox Pearl"], "hand": ["Chalice of the Void"]},
                           NO_CARDS)
    act(state, "cast Chalice of the Void")
    assert set(options(state)) == {"X = 0", "X = 1"}          # {X}{X} with three mana


def test_cr_601_2f_increases_then_trinisphere():
    """Thalia adds {1} to Lightning Bolt, then Trinisphere raises it to three mana."""
    state = build_position({"battlefield": ["Thalia, Guardian of Thraben", "Trinisphere"], "hand": ["Island"]},
                           {"battlefield": ["Mountain", "Sol Ring"], "hand": ["Lightning Bolt"]}, active=1)
    cost = kernel.spell_cost(state, state.find("Lightning Bolt"),
                             kernel.play_option_ability(int(state.fields["objects"][state.find("Lightning Bolt")]["card"]), 0))
    assert cost["generic"] == 2 and cost["colored"][3] == 1
    assert can(state, "cast Lightning Bolt")


def test_cr_601_2f_cost_increases_add_up():
    """Thalia (noncreature), Lodestone Golem (nonartifact) and Sphere of Resistance (every
    spell): each increase that applies to a spell is added to its total cost."""
    state = build_position({"battlefield": ["Thalia, Guardian of Thraben", "Lodestone Golem",
                                            "Sphere of Resistance"]},
                           {"hand": ["Lightning Bolt", "Goblin Guide", "Memnite"]}, active=1)

    def generic(name):
        obj = state.find(name)
        card = int(state.fields["objects"][obj]["card"])
        return kernel.spell_cost(state, obj, kernel.play_option_ability(card, 0))["generic"]

    assert generic("Lightning Bolt") == 3                     # all three
    assert generic("Goblin Guide") == 2                       # a creature: not Thalia's
    assert generic("Memnite") == 1                            # an artifact creature: Sphere's only


def test_trinisphere_makes_free_spells_cost_three():
    state = build_position({"battlefield": ["Trinisphere"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Mountain"], "hand": ["Force of Will", "Snapback"]},
                           active=0, step="main 1")
    obj = state.find("Force of Will")
    alternative = kernel.play_option_ability(int(state.fields["objects"][obj]["card"]), 1)
    cost = kernel.spell_cost(state, obj, alternative)
    assert cost["generic"] == 3 and cost["life"] == 1         # {3}, 1 life and a blue card


def test_cr_702_74_evoke_sacrifices_on_entry():
    state = build_position({"hand": ["Solitude", "Swords to Plowshares", "Island"]}, NO_CARDS)
    act(state, "cast Solitude: evoke")                        # exiles the only other white card
    assert state.names_in("exile", 0) == ["Swords to Plowshares"]
    assert state.decision == "trigger order"                  # it resolved: its two ETB triggers
    act(state, "put next on the stack: When Solitude enters, if it was evoked")
    resolve(state)
    assert state.names_in("graveyard", 0) == ["Solitude"] and state.names_in("battlefield", 0) == []


def test_counter_unless_pay_is_the_spells_controllers_choice():
    state = build_position({"battlefield": ["Mountain", "Forest"], "hand": ["Lightning Bolt"]},
                           {"battlefield": ["Plains"], "hand": ["Mana Tithe", "Swamp"]})
    act(state, "cast Lightning Bolt")
    act(state, "target P1")
    act_as(state, 1, "cast Mana Tithe")
    resolve(state)
    assert state.decision == "pay or decline" and state.current_player() == 0
    assert set(options(state)) == {"pay with Forest (G)", "don't pay"}
    act(state, "don't pay")
    resolve(state)
    assert state.life(1) == 20 and state.names_in("graveyard", 0) == ["Lightning Bolt"]


# TB-8 (mana abilities at priority): CR 605.3a lets a player activate a mana ability whenever
# they have priority; the mana empties at the end of the step (CR 106.4). In a game with Death's
# Shadow (its toughness depends on its controller's life), mana abilities that cost life or
# change anything else besides the pool are offered on their own.
SHADOW_DECK = "Blackmail, Death's Shadow, Tarnished Citadel"
CITADEL_ALONE = ("activate Tarnished Citadel: add one mana of any colour (3 damage to you), "
                 "with nothing to pay")


def shadow_mirror_after_blackmail():
    """P0 plays Tarnished Citadel, casts Blackmail with its coloured mana (20 -> 17) and takes
    P1's Citadel; the first decision after it is P0's, on turn 3."""
    from threecb_helpers import new_game
    state = new_game(SHADOW_DECK, SHADOW_DECK)
    act(state, "play Tarnished Citadel")
    act(state, "cast Blackmail")
    act(state, "target P1")
    act(state, "discard: Tarnished Citadel")
    assert state.life(0) == 17 and state.names_in("graveyard", 1) == ["Tarnished Citadel"]
    return state


def test_tb8_life_costing_mana_ability_offered_alone_with_deaths_shadow():
    """CR 605.3a: tapping Tarnished Citadel for coloured mana with nothing to cast lowers P0's
    life (17 -> 14 -> 11): Death's Shadow (13/13 minus your life, CR 208.3) then lives. The
    engine used to offer only passing and a Shadow that dies at 17 life: a draw. P0 wins."""
    from search.solver import solve
    state = shadow_mirror_after_blackmail()
    assert state.current_player() == 0 and CITADEL_ALONE in options(state)
    assert state.step == "upkeep" and solve(state, method="alphabeta").value == 1
    pass_to_step(state, "main 1", 0)                              # the upkeep and draw step too
    assert int(state.fields["turn_number"]) == 3 and CITADEL_ALONE in options(state)
    act(state, CITADEL_ALONE)
    assert set(options(state)) == {"add one white", "add one blue", "add one black",
                                   "add one red", "add one green"}
    act(state, "add one black")
    assert state.life(0) == 14 and state.decision == "priority" and state.current_player() == 0
    assert pool_of(state, 0)[2] == 1                              # {B} floats (CR 106.4)
    act(state, "cast Death's Shadow")                             # paid from the pool
    resolve(state)
    assert state.life(0) == 14 and state.names_in("graveyard", 0) == ["Blackmail", "Death's Shadow"]
    assert pool_of(state, 0) == [0] * 7


def pool_of(state, player):
    return [int(x) for x in state.fields["players"][player]["pool"][:7]]


def test_tb8_no_mana_ability_alone_without_deaths_shadow():
    """The same window without Death's Shadow in the game: the options are as before (tapping
    a land only to float its mana is not offered); with a Shadow in a hand the Citadel's
    coloured mana (3 damage) is offered on its own, but not its {C} (no side effect)."""
    without = build_position({"battlefield": ["Tarnished Citadel"],
                              "hand": ["Blackmail", "Blackmail"]}, NO_CARDS)
    assert set(options(without)) == {"pass priority", "cast Blackmail"}
    with_shadow = build_position({"battlefield": ["Tarnished Citadel"],
                                  "hand": ["Blackmail", "Blackmail"]},
                                 {"hand": ["Death's Shadow", "Forest", "Island"]})
    assert set(options(with_shadow)) == {"pass priority", "cast Blackmail", CITADEL_ALONE}


def test_tb8_fixed_mana_alone_and_sacrifice_with_deaths_shadow():
    """Ancient Tomb on its own: {C}{C} float and 2 damage, no colour to choose; Lotus Petal
    on its own: sacrificed. Two identical Petals are one option (TB-8)."""
    state = build_position({"battlefield": ["Ancient Tomb", "Lotus Petal", "Lotus Petal"]},
                           {"hand": ["Death's Shadow", "Forest", "Island"]})
    legal = options(state)
    assert sum(t.startswith("activate Lotus Petal") for t in legal) == 1
    act(state, "activate Ancient Tomb")
    assert state.life(0) == 18 and pool_of(state, 0)[5] == 2 and state.decision == "priority"
    act(state, "activate Lotus Petal")
    act(state, "add one black")
    assert pool_of(state, 0)[2] == 1 and state.names_in("graveyard", 0) == ["Lotus Petal"]


def test_tb8_deaths_shadow_mirror_goes_to_the_deck_on_the_play():
    """The league's judges gave each deck of the Blackmail, Death's Shadow, Tarnished Citadel
    mirror its game on the play (3-3): Blackmail takes the other Citadel, then the Citadel
    taps for coloured mana on turns with nothing to cast until the Shadow lives."""
    from search.threecb import solve_3cb
    r = solve_3cb(SHADOW_DECK, SHADOW_DECK, banlist="none", method="alphabeta")
    assert (r.on_play, r.points_a, r.points_b) == ("W", 3, 3)
