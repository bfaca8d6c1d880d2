"""Rules of the turn (CR 500-514, 103, 302, 305) and TB-1, TB-2, TB-8 as the engine plays them."""
from threecb_helpers import (act, build_position, can, new_game, next_turn, pass_until, resolve,
                             until_decision)

NO_CARDS = {"hand": ["Plains", "Forest", "Island"]}


def test_tb1_the_whole_deck_starts_in_hand_and_libraries_are_empty():
    state = new_game("Mountain, Goblin Guide, Lightning Bolt", "Swamp, Dark Ritual, Rotting Regisaur")
    assert state.names_in("hand", 0) == ["Goblin Guide", "Lightning Bolt", "Mountain"]
    assert state.names_in("hand", 1) == ["Dark Ritual", "Rotting Regisaur", "Swamp"]
    assert state.objects_in("library") == [] and state.life(0) == state.life(1) == 20


def test_cr_103_8a_the_player_on_the_play_skips_their_first_draw():
    state = new_game("Island Sanctuary, Plains, Mox Pearl", "Swamp, Forest, Mountain")
    # Turn 1: no draw, so Island Sanctuary's replacement has nothing to replace.
    act(state, "play Plains")
    act(state, "cast Mox Pearl")
    resolve(state)
    act(state, "cast Island Sanctuary")
    resolve(state)
    for _ in range(100):
        if state.decision == "yes/no":
            break
        act(state, "pass priority")
    assert state.decision == "yes/no" and int(state.fields["turn_number"]) == 3   # turn 3: it asks


def test_tb2_drawing_from_an_empty_library_does_not_lose():
    state = new_game("Mountain, Forest, Plains", "Swamp, Island, Memnite", turn_limit=8)
    pass_until(state, lambda s: s.is_terminal())
    assert state.winner == "draw" and int(state.fields["turn_number"]) == 9   # the play limit


def test_cr_305_2_one_land_per_turn():
    state = build_position({"hand": ["Plains", "Island", "Swamp"]}, NO_CARDS)
    act(state, "play Plains")
    assert state.current_player() == 1                       # no second land: P0's turn had no more
    next_turn(state, 0)
    assert can(state, "play Island")


def test_cr_307_1_sorceries_only_in_a_main_phase_with_an_empty_stack():
    state = build_position({"battlefield": ["Swamp", "Mox Jet"], "hand": ["Thoughtseize"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Forest"]},
                           step="upkeep", active=0)
    assert state.step == "upkeep" and state.current_player() == 1   # P1 may Bolt in P0's upkeep
    act(state, "cast Lightning Bolt")
    act(state, "target P0")
    # P0's only spell is a sorcery: no window for P0 in the upkeep or draw step.
    assert state.step == "main 1" and state.current_player() == 0
    assert can(state, "cast Thoughtseize")


def test_cr_302_6_summoning_sickness_and_haste():
    state = build_position({"battlefield": ["Mountain"], "hand": ["Goblin Guide", "Stromkirk Noble"]},
                           NO_CARDS, pool={0: {"R": 1}})
    act(state, "cast Goblin Guide")                           # paid from the pool
    resolve(state)
    act(state, "cast Stromkirk Noble")
    resolve(state)
    until_decision(state, "attack")
    assert int(state.fields["ctx"][0]) == state.find("Goblin Guide")   # haste: it may attack
    act(state, "attack with Goblin Guide")
    assert state.decision != "attack"                        # the Noble is summoning sick


def test_cr_500_4_mana_empties_between_steps():
    state = build_position({"battlefield": ["Swamp"], "hand": ["Dark Ritual", "Rotting Regisaur"]}, NO_CARDS)
    act(state, "cast Dark Ritual")
    resolve(state)
    assert int(state.fields["players"][0]["pool"][2]) == 3
    act(state, "pass priority")                               # main 1 ends
    assert int(state.fields["players"][0]["pool"][2]) == 0


def test_cr_502_3_untap_step_untaps_the_active_players_permanents_only():
    state = build_position({"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Island"]},
                           {"battlefield": ["Swamp"], "hand": ["Dark Ritual", "Forest"]},
                           tapped=[(0, "Mountain"), (1, "Swamp")], active=1, step="untap")
    assert not (int(state.fields["objects"][state.find("Swamp")]["flags"]) & 1)
    assert int(state.fields["objects"][state.find("Mountain")]["flags"]) & 1


def test_cr_514_2_damage_wears_off_in_the_cleanup_step():
    state = build_position({"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Island"]},
                           {"battlefield": ["Rotting Regisaur"], "hand": ["Forest", "Swamp"]})
    act(state, "cast Lightning Bolt")
    act(state, "target Rotting Regisaur")
    resolve(state)
    assert int(state.fields["objects"][state.find("Rotting Regisaur")]["damage"]) == 3
    next_turn(state, 1)
    assert int(state.fields["objects"][state.find("Rotting Regisaur")]["damage"]) == 0


def test_cr_500_7_extra_turn_comes_after_this_one():
    state = build_position({"hand": ["Emrakul, the Aeons Torn", "Island", "Swamp"]}, NO_CARDS,
                           pool={0: {"C": 15}})
    act(state, "cast Emrakul, the Aeons Torn")
    resolve(state)
    start = int(state.fields["turn_number"])
    pass_until(state, lambda s: int(s.fields["turn_number"]) == start + 1)
    assert int(state.fields["active"]) == 0                  # P0 again
    pass_until(state, lambda s: int(s.fields["turn_number"]) == start + 2)
    assert int(state.fields["active"]) == 1


def test_tb8_no_priority_window_when_nobody_can_act():
    """With no instant, ability or land to use, a whole turn passes without a decision."""
    state = build_position({"battlefield": ["Plains"], "hand": ["Swamp", "Island"]},
                           {"battlefield": ["Forest"], "hand": ["Mountain", "Memnite"]},
                           lands_played={0: 1})
    assert state.current_player() == 1 and state.step == "main 1"


def test_tb4_turns_that_repeat_with_no_decision_are_a_draw():
    """Once neither player can ever do anything again, the turns repeat unchanged: the game
    ends in a draw right there, not at a turn cap (there is none here)."""
    state = new_game("Island, Island, Island", "Plains, Plains, Plains")
    for turn in range(6):                                   # each player plays their 3 lands
        assert not state.is_terminal()
        act(state, "play Island" if turn % 2 == 0 else "play Plains")
    assert state.is_terminal() and state.winner == "draw"
    assert state.returns() == [0.0, 0.0]


def test_tb4_repeated_turns_with_a_decision_between_are_left_to_the_solver():
    """Memnite may attack each turn: declining repeats the position, but P0 chose that, so the
    game goes on (TB-9: the solver sees the cycle); attacking wins it."""
    state = build_position({"battlefield": ["Memnite", "Island"], "hand": ["Island"]},
                           {"battlefield": ["Plains"], "hand": ["Plains", "Plains"]},
                           lands_played={0: 1}, step="main 2")
    for _ in range(30):
        pass_until(state, lambda s: s.decision == "attack")
        act(state, "Memnite doesn't attack")
    assert not state.is_terminal() and state.life(1) == 20
    while not state.is_terminal():
        pass_until(state, lambda s: s.decision == "attack" or s.is_terminal())
        if not state.is_terminal():
            act(state, "attack with Memnite")
    assert state.winner == 0


def test_tb8_a_player_with_an_instant_gets_each_window():
    state = build_position({"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Island"]},
                           {"battlefield": ["Forest"], "hand": ["Plains", "Swamp"]}, lands_played={0: 1})
    steps = []
    for _ in range(6):
        steps.append(state.step)
        act(state, "pass priority")
    assert steps == ["main 1", "beginning of combat", "declare attackers", "end of combat",
                     "main 2", "end"]


def test_cr_117_3c_a_player_who_casts_keeps_priority():
    state = build_position({"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Lightning Bolt"]},
                           {"battlefield": ["Goblin Guide"], "hand": ["Plains", "Swamp"]},
                           pool={0: {"R": 1}})
    act(state, "cast Lightning Bolt")
    act(state, "target P1")                    # paid from the pool (the Mountain stays untapped)
    assert state.current_player() == 0 and can(state, "cast Lightning Bolt")   # the caster first
    act(state, "cast Lightning Bolt")                          # in response to its own spell
    act(state, "target P1")
    resolve(state)
    assert state.life(1) == 14
