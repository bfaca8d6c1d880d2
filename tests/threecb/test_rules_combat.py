"""Combat (CR 506-511) and the combat keywords (CR 702)."""
import re

import pytest

from threecb_helpers import (act, build_position, can, options, pass_to_step, pass_until, resolve,
                             until_decision)

NO_CARDS = {"hand": ["Plains", "Forest", "Island"]}


def fight(attacker_side, blocker_side, attackers, blocks, **kw):
    """P0 attacks with `attackers`; P1 blocks as `blocks` says (blocker -> attacker)."""
    state = build_position(attacker_side, blocker_side, step="declare attackers", **kw)
    for name in attackers:
        act(state, f"attack with {name}")
    pass_until(state, lambda s: s.decision != "attack")
    if blocks is not None:
        until_decision(state, "block")
        for blocker, attacker in blocks:
            act(state, f"{blocker} blocks {attacker}")
        pass_until(state, lambda s: s.decision != "block")
    return state


def test_cr_510_1a_unblocked_attackers_damage_the_defending_player():
    state = fight({"battlefield": ["Rotting Regisaur"], "hand": ["Island", "Swamp"]}, NO_CARDS,
                  ["Rotting Regisaur"], None)
    pass_to_step(state, "main 2")
    assert state.life(1) == 13


def test_cr_702_7_first_strike_kills_before_regular_damage():
    state = fight({"battlefield": ["Vampire Hexmage"], "hand": ["Island", "Swamp"]},
                  {"battlefield": ["Goblin Guide"], "hand": ["Plains", "Forest"]},
                  ["Vampire Hexmage"], [("Goblin Guide", "Vampire Hexmage")])
    pass_to_step(state, "main 2")
    assert state.names_in("graveyard", 1) == ["Goblin Guide"]          # dead before it struck
    assert state.names_in("battlefield", 0) == ["Vampire Hexmage"]


def test_cr_702_4_double_strike_deals_damage_twice():
    state = fight({"battlefield": ["Student of Warfare"], "hand": ["Island", "Swamp"]}, NO_CARDS,
                  ["Student of Warfare"], None, counters={(0, "Student of Warfare"): 7})
    pass_to_step(state, "main 2")
    assert state.life(1) == 12                                          # 4 in each damage step


def test_cr_702_19_trample_assigns_lethal_then_the_rest():
    state = fight({"battlefield": ["Phyrexian Dreadnought"], "hand": ["Island", "Swamp"]},
                  {"battlefield": ["Goblin Guide"], "hand": ["Plains", "Forest"]},
                  ["Phyrexian Dreadnought"], [("Goblin Guide", "Phyrexian Dreadnought")])
    until_decision(state, "assign damage")
    texts = set(options(state))
    assert "Phyrexian Dreadnought assigns 1 to Goblin Guide, 11 to P1" not in texts   # not lethal
    assert "Phyrexian Dreadnought assigns 2 to Goblin Guide, 10 to P1" in texts
    act(state, "Phyrexian Dreadnought assigns 2 to Goblin Guide, 10 to P1")
    pass_to_step(state, "main 2")
    assert state.life(1) == 10


def test_tb8_damage_beyond_lethal_is_one_option():
    """Assigning 2, 3, ... 12 to a 2-toughness blocker kills it all the same: without trample,
    a single blocker takes everything, so there is no decision at all."""
    state = fight({"battlefield": ["Rotting Regisaur"], "hand": ["Island", "Swamp"]},
                  {"battlefield": ["Goblin Guide"], "hand": ["Plains", "Forest"]},
                  ["Rotting Regisaur"], [("Goblin Guide", "Rotting Regisaur")])
    assert state.decision != "assign damage"
    pass_to_step(state, "main 2")
    assert state.names_in("graveyard", 1) == ["Goblin Guide"] and state.life(1) == 20


def test_cr_510_1c_damage_divided_among_two_blockers():
    state = fight({"battlefield": ["Goblin Guide"], "hand": ["Island", "Swamp"]},
                  {"battlefield": ["Memnite", "Vault Skirge"], "hand": ["Plains"]},
                  ["Goblin Guide"], [("Memnite", "Goblin Guide"), ("Vault Skirge", "Goblin Guide")])
    until_decision(state, "assign damage")
    # 2 damage, two 1-toughness blockers: 2-0, 1-1, 0-2 (distinct outcomes only).
    assert len(options(state)) == 3
    act(state, "Goblin Guide assigns 1 to Memnite, 1 to Vault Skirge")
    pass_to_step(state, "main 2")
    assert state.names_in("graveyard", 1) == ["Memnite", "Vault Skirge"]


def test_cr_702_15_lifelink():
    state = fight({"battlefield": ["Vault Skirge"], "hand": ["Island", "Swamp"]}, NO_CARDS,
                  ["Vault Skirge"], None, life={0: 10})
    pass_to_step(state, "main 2")
    assert state.life(0) == 11 and state.life(1) == 19


def animated_inkmoth_attacks(blockers):
    """An Inkmoth Nexus animated in the beginning of combat attacks; P1 has `blockers`."""
    state = build_position({"battlefield": ["Inkmoth Nexus", "Mox Pearl"], "hand": ["Island"]},
                           {"battlefield": blockers, "hand": ["Plains", "Forest", "Swamp"][len(blockers):]},
                           step="beginning of combat")
    act(state, "activate Inkmoth Nexus")
    act(state, "pay with Mox Pearl")
    resolve(state)
    until_decision(state, "attack")
    act(state, "attack with Inkmoth Nexus")
    return state


def test_cr_702_90_infect_gives_poison_to_players():
    state = animated_inkmoth_attacks([])
    pass_to_step(state, "main 2")
    assert state.poison(1) == 1 and state.life(1) == 20


def test_cr_702_90_infect_gives_minus_counters_to_creatures():
    state = animated_inkmoth_attacks(["Vault Skirge"])
    until_decision(state, "block")
    act(state, "Vault Skirge blocks Inkmoth Nexus")
    pass_to_step(state, "main 2")
    # The 1/1 Skirge gets a -1/-1 counter and dies; its 1 damage kills the 1/1 Nexus, and its
    # lifelink gains P1 1 life.
    assert state.names_in("graveyard", 1) == ["Vault Skirge"]
    assert state.names_in("graveyard", 0) == ["Inkmoth Nexus"]
    assert state.poison(1) == 0 and state.life(1) == 21


def test_cr_702_9_flying_can_only_be_blocked_by_flyers():
    state = fight({"battlefield": ["Vault Skirge"], "hand": ["Island", "Swamp"]},
                  {"battlefield": ["Goblin Guide", "Memnite"], "hand": ["Plains"]},
                  ["Vault Skirge"], None)
    assert state.decision != "block"                         # nobody can block it
    pass_to_step(state, "main 2")
    assert state.life(1) == 19


def test_cr_702_14_landwalk():
    state = build_position({"battlefield": ["Goblin Guide", "Swamp"], "hand": ["Funeral Charm"]},
                           {"battlefield": ["Memnite", "Swamp"], "hand": ["Plains"]},
                           step="beginning of combat")
    act(state, "cast Funeral Charm")
    act(state, "mode: target creature gains swampwalk")
    act(state, "target Goblin Guide")
    resolve(state)
    until_decision(state, "attack")
    act(state, "attack with Goblin Guide")
    assert state.decision != "block"                         # P1 controls a Swamp
    pass_to_step(state, "main 2")
    assert state.life(1) == 18


def test_cr_702_16_protection_stops_blocks_targets_and_damage():
    state = build_position({"battlefield": ["Goblin Guide", "Mother of Runes"], "hand": ["Island"]},
                           {"battlefield": ["Memnite", "Mountain"], "hand": ["Lightning Bolt"]},
                           step="beginning of combat")
    act(state, "activate Mother of Runes")
    act(state, "target Goblin Guide")
    resolve(state)
    act(state, "protection from red")
    resolve(state)
    pass_until(state, lambda s: s.decision == "attack")
    act(state, "attack with Goblin Guide")
    pass_until(state, lambda s: s.decision != "attack")
    if state.current_player() == 1 and can(state, "cast Lightning Bolt"):
        act(state, "cast Lightning Bolt")
        assert "target Goblin Guide" not in options(state)


def test_cr_509_1a_tapped_creatures_cannot_block():
    state = fight({"battlefield": ["Goblin Guide"], "hand": ["Island", "Swamp"]},
                  {"battlefield": ["Memnite"], "hand": ["Plains", "Forest"]},
                  ["Goblin Guide"], None, tapped=[(1, "Memnite")])
    assert state.decision != "block"
    pass_to_step(state, "main 2")
    assert state.life(1) == 18


def test_cr_508_8_no_attackers_skips_blocks_and_damage():
    state = build_position({"battlefield": ["Goblin Guide"], "hand": ["Island", "Swamp"]},
                           {"battlefield": ["Mountain"], "hand": ["Lightning Bolt", "Forest"]},
                           step="declare attackers")
    act(state, "Goblin Guide doesn't attack")
    steps = set()
    while state.step != "main 2":
        steps.add(state.step)
        act(state, "pass priority")
    assert "declare blockers" not in steps and "combat damage" not in steps


def test_tb8_identical_attackers_attack_in_order():
    """Two identical tokens: attack with none, the first, or both - never "only the second"."""
    state = build_position({"battlefield": ["Plains"], "hand": ["Island", "Swamp"]}, NO_CARDS,
                           tokens={0: ["Cat", "Cat"]}, step="declare attackers")
    assert set(options(state)) == {"attack with Cat (untapped, #6)", "Cat (untapped, #6) doesn't attack"}
    act(state, "Cat (untapped, #6) doesn't attack")
    assert state.decision != "attack"                        # the second Cat is not asked


def test_tb8_a_big_attacker_has_one_option_per_outcome_among_three_blockers():
    """CR 510.1c: without trample all 7 damage goes to the blockers. TB-8: damage beyond
    lethal changes nothing, so the options are the distinct outcomes. With blockers of
    toughness 1, 1 and 2 the outcomes are every (0-1, 0-1, 0-2) but the two that leave all
    three below lethal (they cannot take all 7): 10 options."""
    state = fight({"battlefield": ["Rotting Regisaur"], "hand": ["Island", "Swamp"]},
                  {"battlefield": ["Memnite", "Vault Skirge", "Goblin Guide"]},
                  ["Rotting Regisaur"], [("Memnite", "Rotting Regisaur"),
                                          ("Vault Skirge", "Rotting Regisaur"),
                                          ("Goblin Guide", "Rotting Regisaur")])
    until_decision(state, "assign damage")
    lethal = {"Memnite": 1, "Vault Skirge": 1, "Goblin Guide": 2}
    outcomes = []
    for text in options(state):
        parts = text.removeprefix("Rotting Regisaur assigns ").split(", ")
        amounts = {name: int(amount) for amount, name in (p.split(" to ") for p in parts)}
        assert set(amounts) == set(lethal) and sum(amounts.values()) == 7, text
        outcomes.append(tuple(min(amounts[name], lethal[name]) for name in sorted(lethal)))
    expected = {(goblin, memnite, skirge) for goblin in range(3) for memnite in range(2)
                for skirge in range(2) if (goblin, memnite, skirge) not in {(0, 0, 0), (1, 0, 0)}}
    assert sorted(outcomes) == sorted(expected)
    act(state, "Rotting Regisaur assigns 0 to Memnite, 0 to Vault Skirge, 7 to Goblin Guide")
    pass_to_step(state, "main 2")
    assert state.names_in("graveyard", 1) == ["Goblin Guide"]
    assert state.life(1) == 21                                 # Vault Skirge's lifelink


def splits_of(power: int, parts: int):
    """Every split of `power` into `parts` shares, the most on the earliest share first."""
    if parts == 1:
        yield (power,)
        return
    for amount in range(power, -1, -1):
        for rest in splits_of(power - amount, parts - 1):
            yield (amount,) + rest


def first_split_of_each_outcome(power: int, lethal: list[int],
                                twins=()) -> list[tuple[int, ...]]:
    """The options TB-8 asks for, by brute force: every split of `power` over the blockers
    (no trample, so they take it all), the most on the earliest blocker first, keeping the
    first split of each outcome (each share capped at the blocker's lethal damage). `twins`:
    pairs (earlier, later) of interchangeable blockers; of the outcomes that differ only in
    which of them takes which share, the one with the larger share on the earlier is kept."""
    kept, outcomes = [], set()
    for split in splits_of(power, len(lethal)):
        outcome = tuple(min(a, cap) for a, cap in zip(split, lethal))
        if any(outcome[earlier] < outcome[later] for earlier, later in twins):
            continue
        if outcome not in outcomes:
            outcomes.add(outcome)
            kept.append(split)
    return kept


def test_tb8_a_huge_attacker_among_four_blockers_lists_the_first_split_of_each_outcome():
    """CR 510.1c, TB-8: a 27-power attacker blocked by four small creatures has 22 outcomes
    (every capped share but the 2 that leave all four below lethal); the options are the
    first split met of each, in order, although its splits number in the thousands."""
    state = fight({"battlefield": ["Rotting Regisaur"], "hand": ["Island", "Swamp"]},
                  {"battlefield": ["Memnite", "Vault Skirge", "Goblin Guide"]},
                  ["Rotting Regisaur"], [("Memnite", "Rotting Regisaur"),
                                          ("Vault Skirge", "Rotting Regisaur"),
                                          ("Goblin Guide", "Rotting Regisaur"),
                                          ("Cat", "Rotting Regisaur")],
                  tokens={1: ["Cat"]}, plus_counters={(0, "Rotting Regisaur"): 20})
    until_decision(state, "assign damage")
    listed = []
    for text in options(state):
        parts = text.removeprefix("Rotting Regisaur assigns ").split(", ")
        listed.append([(name, int(amount)) for amount, name in (p.split(" to ") for p in parts)])
    order = [name for name, _ in listed[0]]
    lethal = {"Memnite": 1, "Vault Skirge": 1, "Goblin Guide": 2, "Cat": 1}
    assert all([name for name, _ in option] == order for option in listed)
    expected = first_split_of_each_outcome(27, [lethal[name.split(" (")[0]] for name in order])
    assert len(expected) == 22
    assert [tuple(amount for _, amount in option) for option in listed] == expected


def first_split_of_each_trample_outcome(power: int, lethal: list[int],
                                        twins=()) -> list[tuple[int, ...]]:
    """As first_split_of_each_outcome with trample (CR 702.19b): the rest, the last entry, goes
    to the player, which it may only once every blocker has lethal damage."""
    kept, outcomes = [], set()
    for split in splits_of(power, len(lethal) + 1):
        *shares, player = split
        if player and any(a < cap for a, cap in zip(shares, lethal)):
            continue
        outcome = tuple(min(a, cap) for a, cap in zip(shares, lethal)) + (player,)
        if any(outcome[earlier] < outcome[later] for earlier, later in twins):
            continue
        if outcome not in outcomes:
            outcomes.add(outcome)
            kept.append(split)
    return kept


def test_tb8_a_huge_trampler_among_three_blockers_lists_the_first_split_of_each_outcome():
    """CR 702.19b, TB-8: a 32-power trampler blocked by three creatures may give the player
    anything once each has lethal damage; the options are the first split met of each
    outcome, in order (brute force over its 6,545 splits)."""
    state = fight({"battlefield": ["Phyrexian Dreadnought"], "hand": ["Island", "Swamp"]},
                  {"battlefield": ["Memnite", "Vault Skirge", "Goblin Guide"]},
                  ["Phyrexian Dreadnought"], [("Memnite", "Phyrexian Dreadnought"),
                                               ("Vault Skirge", "Phyrexian Dreadnought"),
                                               ("Goblin Guide", "Phyrexian Dreadnought")],
                  plus_counters={(0, "Phyrexian Dreadnought"): 20}, life={1: 40})
    until_decision(state, "assign damage")
    listed, order = [], None
    for text in options(state):
        parts = text.removeprefix("Phyrexian Dreadnought assigns ").split(", ")
        named = [(name, int(amount)) for amount, name in (p.split(" to ") for p in parts)]
        player = named.pop()[1] if named[-1][0] == "P1" else 0
        order = order or [name for name, _ in named]
        assert [name for name, _ in named] == order, text
        listed.append(tuple(amount for _, amount in named) + (player,))
    lethal = {"Memnite": 1, "Vault Skirge": 1, "Goblin Guide": 2}
    expected = first_split_of_each_trample_outcome(32, [lethal[name] for name in order])
    assert len(expected) == 38          # 10 with nothing to the player, then 1..28 to it
    assert listed == expected
    act(state, "Phyrexian Dreadnought assigns 1 to Memnite, 1 to Vault Skirge, 2 to Goblin Guide, "
               "28 to P1")
    pass_to_step(state, "main 2")
    assert sorted(state.names_in("graveyard", 1)) == ["Goblin Guide", "Memnite", "Vault Skirge"]
    assert state.life(1) == 40 - 28 + 1                              # Vault Skirge's lifelink


def test_cr_510_1c_an_attacker_among_five_blockers_can_damage_every_one():
    """CR 510.1c: an attacker divides its damage among all its blockers, however many. Five
    blockers of one 7-power attacker: the options are the brute-force first split of each
    outcome over all five, and one of them kills them all."""
    state = fight({"battlefield": ["Rotting Regisaur"], "hand": ["Island", "Swamp"]},
                  {"battlefield": ["Memnite", "Vault Skirge", "Goblin Guide"]},
                  ["Rotting Regisaur"], [("Memnite", "Rotting Regisaur"),
                                          ("Vault Skirge", "Rotting Regisaur"),
                                          ("Goblin Guide", "Rotting Regisaur"),
                                          ("Cat (untapped, #6)", "Rotting Regisaur"),
                                          ("Cat (untapped, #7)", "Rotting Regisaur")],
                  tokens={1: ["Cat", "Cat"]})
    until_decision(state, "assign damage")
    listed = []
    for text in options(state):
        parts = re.split(r", (?=\d)", text.removeprefix("Rotting Regisaur assigns "))
        listed.append([(name, int(amount)) for amount, name in (p.split(" to ") for p in parts)])
    order = [name for name, _ in listed[0]]
    assert len(order) == 5 and all([name for name, _ in option] == order for option in listed)
    lethal = {"Memnite": 1, "Vault Skirge": 1, "Goblin Guide": 2, "Cat": 1}
    cats = [k for k, name in enumerate(order) if name.startswith("Cat")]
    expected = first_split_of_each_outcome(7, [lethal[name.split(" (")[0]] for name in order],
                                           twins=[tuple(cats)])
    assert [tuple(amount for _, amount in option) for option in listed] == expected
    kill_all = next(text for text, option in zip(options(state), listed)
                    if all(amount >= lethal[name.split(" (")[0]] for name, amount in option))
    act(state, kill_all)
    pass_to_step(state, "main 2")
    assert sorted(state.names_in("graveyard", 1)) == ["Goblin Guide", "Memnite", "Vault Skirge"]
    assert not [i for i in range(24) if int(state.fields["objects"][i]["controller"]) == 1
                and int(state.fields["objects"][i]["zone"]) == 3]        # the Cats are gone too


def regisaur_blocked_by(cats: int, **kw):
    """Rotting Regisaur (7/6) attacks and `cats` Cat tokens (1/1) block it."""
    tokens = [f"Cat (untapped, #{6 + k})" for k in range(cats)]
    state = fight({"battlefield": ["Rotting Regisaur"], "hand": ["Island", "Swamp"]},
                  {"battlefield": ["Plains", "Forest", "Island"]}, ["Rotting Regisaur"],
                  [(token, "Rotting Regisaur") for token in tokens],
                  tokens={1: ["Cat"] * cats}, **kw)
    until_decision(state, "assign damage")
    return state


def assigned_shares(state, attacker: str) -> list[list[tuple[str, int]]]:
    """The assignment options of an attacking `attacker`, as (recipient, amount) lists."""
    listed = []
    for text in options(state):
        parts = re.split(r", (?=\d)", text.removeprefix(f"{attacker} assigns "))
        listed.append([(name, int(amount)) for amount, name in (p.split(" to ") for p in parts)])
    return listed


def test_tb8_identical_blockers_take_an_attackers_damage_in_one_order():
    """CR 510.1c, TB-8 (identical cards are interchangeable): eight identical Cat tokens block
    a 7-power attacker. Which Cats die changes nothing, only how many: one option for each
    number from 1 to 7, the shares in non-increasing order (not the 254 sets of Cats)."""
    state = regisaur_blocked_by(8)
    listed = assigned_shares(state, "Rotting Regisaur")
    assert [name for name, _ in listed[0]] == [f"Cat (untapped, #{6 + k})" for k in range(8)]
    expected = first_split_of_each_outcome(7, [1] * 8, twins=[(k, k + 1) for k in range(7)])
    assert [tuple(amount for _, amount in option) for option in listed] == expected
    assert [sum(1 for _, amount in option if amount) for option in listed] == list(range(1, 8))
    three = next(text for text, option in zip(options(state), listed)
                 if sum(1 for _, amount in option if amount) == 3)
    act(state, three)
    pass_to_step(state, "main 2")
    assert state.names_in("battlefield", 1).count("Cat") == 5
    assert state.life(1) == 20


def test_tb8_blockers_that_differ_keep_their_own_shares():
    """TB-8: a Cat with a +1/+1 counter is not interchangeable with the other two, so it keeps
    its own shares; only the two plain Cats are taken in one order (brute force)."""
    state = regisaur_blocked_by(3, plus_counters={(1, "Cat"): 1})
    listed = assigned_shares(state, "Rotting Regisaur")
    assert [name for name, _ in listed[0]] == [f"Cat (untapped, #{6 + k})" for k in range(3)]
    expected = first_split_of_each_outcome(7, [2, 1, 1], twins=[(1, 2)])
    assert [tuple(amount for _, amount in option) for option in listed] == expected
    assert len(expected) == 7        # 0-2 to the big Cat, 0-2 plain ones die: 9, less the 2
                                     # that leave all three alive


@pytest.mark.parametrize("attacker, power", [("Rotting Regisaur", 7), ("Rotting Regisaur", 12),
                                             ("Phyrexian Dreadnought", 12),
                                             ("Phyrexian Dreadnought", 15)])
@pytest.mark.parametrize("cats", [2, 3, 5])
def test_tb8_identical_and_different_blockers_match_brute_force(attacker, power, cats):
    """CR 510.1c, 702.19b, TB-8: Memnite, Goblin Guide and `cats` identical Cats block an
    attacker of `power` (trample for Phyrexian Dreadnought): the options are the brute-force
    first split of each outcome, with the Cats' capped shares in non-increasing order."""
    base = {"Rotting Regisaur": 7, "Phyrexian Dreadnought": 12}[attacker]
    tokens = [f"Cat (untapped, #{6 + k})" for k in range(cats)]
    blockers = ["Memnite", "Goblin Guide"] + tokens
    state = fight({"battlefield": [attacker], "hand": ["Island", "Swamp"]},
                  {"battlefield": ["Memnite", "Goblin Guide", "Plains"]}, [attacker],
                  [(name, attacker) for name in blockers], tokens={1: ["Cat"] * cats},
                  plus_counters={(0, attacker): power - base}, life={1: 40})
    until_decision(state, "assign damage")
    trample = attacker == "Phyrexian Dreadnought"
    listed, order = [], None
    for named in assigned_shares(state, attacker):
        player = named.pop()[1] if named[-1][0] == "P1" else 0
        order = order or [name for name, _ in named]
        assert [name for name, _ in named] == order, named
        listed.append(tuple(amount for _, amount in named) + ((player,) if trample else ()))
    lethal = [{"Memnite": 1, "Goblin Guide": 2}.get(name, 1) for name in order]
    cat_slots = [k for k, name in enumerate(order) if name.startswith("Cat")]
    twins = list(zip(cat_slots, cat_slots[1:]))
    if trample:
        expected = first_split_of_each_trample_outcome(power, lethal, twins)
    else:
        expected = first_split_of_each_outcome(power, lethal, twins)
    assert listed == expected


def test_cr_702_15b_lifelink_gains_all_of_a_huge_blocked_attackers_damage():
    """CR 702.15b, 510.2: a 40-power lifelink Vault Skirge blocked by another deals all 40 and
    its controller gains 40, not some ceiling of an option's code (the blocker's gains 1)."""
    state = fight({"battlefield": ["Vault Skirge"], "hand": ["Island", "Swamp"]},
                  {"battlefield": ["Vault Skirge"], "hand": ["Plains", "Forest"]},
                  ["Vault Skirge"], [("Vault Skirge (P1's)", "Vault Skirge (P0's)")],
                  plus_counters={(0, "Vault Skirge"): 39})
    pass_to_step(state, "main 2")
    assert state.names_in("graveyard", 1) == ["Vault Skirge"]
    assert (state.life(0), state.life(1)) == (60, 21)


def test_cr_510_2_a_huge_attacker_marks_all_its_damage_on_a_huger_blocker():
    """CR 510.2: a 47-power attacker blocked by a 51/51 marks 47 damage on it (it survives)."""
    state = fight({"battlefield": ["Rotting Regisaur"], "hand": ["Island", "Swamp"]},
                  {"battlefield": ["Memnite"], "hand": ["Plains", "Forest"]},
                  ["Rotting Regisaur"], [("Memnite", "Rotting Regisaur")],
                  plus_counters={(0, "Rotting Regisaur"): 40, (1, "Memnite"): 50})
    pass_to_step(state, "main 2")
    memnite = next(i for i in range(24) if state.name_of(i) == "Memnite")
    assert state.names_in("battlefield", 1) == ["Memnite"]
    assert int(state.fields["objects"][memnite]["damage"]) == 47
    assert state.names_in("graveyard", 0) == ["Rotting Regisaur"]


def _final_blocks(state) -> tuple:
    """The declaration as it ended: for each attacker, the names of its blockers (sorted), the
    attackers' entries sorted (identical attackers and blockers can't be told apart, TB-8)."""
    entries = []
    for i in range(24):
        o = state.fields["objects"][i]
        if int(o["zone"]) == 3 and int(o["controller"]) == 0 and state.name_of(i) == "Grief":
            combat = int(o["combat"])
            entries.append(tuple(sorted(state.name_of(j) for j in range(24) if combat >> j & 1)))
    return tuple(sorted(entries))


def _declarations(state, out: set) -> None:
    """Every declaration of blockers the defending player can make from here (all orders)."""
    if state.decision != "block":
        out.add(_final_blocks(state))
        return
    for action in state.legal_actions():
        child = state.clone()
        child.apply_action(action)
        _declarations(child, out)


def _legal_menace_declarations(blockers, capacity) -> set:
    """Brute force: each blocker blocks up to `capacity[b]` of the two Griefs; legal when each
    Grief has no blocker or two or more (CR 702.111b)."""
    import itertools
    per_blocker = [[c for c in ((), (0,), (1,), (0, 1)) if len(c) <= capacity.get(b, 1)]
                   for b in blockers]
    legal = set()
    for choice in itertools.product(*per_blocker):
        groups = [tuple(sorted(b for b, c in zip(blockers, choice) if g in c)) for g in (0, 1)]
        if all(len(g) != 1 for g in groups):
            legal.add(tuple(sorted(groups)))
    return legal


@pytest.mark.parametrize("p1, tokens, counters, capacity", [
    ({"battlefield": ["Memnite", "Stromkirk Noble"], "hand": ["Plains"]}, ["Cat", "Cat"], {}, {}),
    ({"battlefield": ["Cenn's Tactician", "Memnite", "Stromkirk Noble"]}, [],
     {(1, "Cenn's Tactician"): 1}, {"Cenn's Tactician": 2}),
])
def test_cr_702_111b_menace_declarations_are_exactly_the_legal_ones(p1, tokens, counters, capacity):
    """CR 702.111b, 509.1b-c: with two menace attackers (Grief), the declarations the engine
    lets the defender make, one creature at a time, in every order of answers, are exactly
    those in which each Grief is blocked by none or by two or more creatures: two identical
    Cats (TB-8's order among identical blockers), or Cenn's Tactician blocking two."""
    state = build_position({"battlefield": ["Grief", "Grief", "Swamp"]}, p1,
                           tokens={1: tokens}, plus_counters=counters, step="declare attackers")
    act(state, "attack with Grief")
    act(state, "attack with Grief")
    until_decision(state, "block")
    reached: set = set()
    _declarations(state, reached)
    blockers = [n for n in p1["battlefield"]] + tokens
    legal = _legal_menace_declarations(blockers, capacity)
    assert reached == legal
    assert ((), ()) in legal and not any(len(g) == 1 for d in reached for g in d)


def test_cr_702_15b_lifelink_gains_the_same_however_unprevented_damage_is_split():
    """CR 702.15b, TB-8: lifelink gains all the damage dealt, so when none of it is prevented
    the split changes nothing about the life gained, and the options are those of an attacker
    without lifelink: the first split of each outcome, each share capped at lethal, the two
    identical Cats' shares in one order. A 40/40 Sacred Cat blocked by Memnite and two Cats
    once listed every split (861, cut at 800)."""
    state = fight({"battlefield": ["Sacred Cat"], "hand": ["Island", "Swamp"]},
                  {"battlefield": ["Memnite", "Plains", "Forest"]},
                  ["Sacred Cat"], [("Memnite", "Sacred Cat"), ("Cat (untapped, #6)", "Sacred Cat"),
                                   ("Cat (untapped, #7)", "Sacred Cat")],
                  tokens={1: ["Cat", "Cat"]}, plus_counters={(0, "Sacred Cat"): 39})
    until_decision(state, "assign damage")
    listed = assigned_shares(state, "Sacred Cat")
    lethal = {"Memnite": 1, "Cat": 1}
    names = [name for name, _ in listed[0]]
    cats = [k for k, name in enumerate(names) if name.startswith("Cat")]
    expected = first_split_of_each_outcome(40, [lethal[name.split(" (")[0]] for name in names],
                                           twins=[tuple(cats)])
    assert [tuple(amount for _, amount in option) for option in listed] == expected
    assert len(expected) == 5
    kill_all = next(text for text, option in zip(options(state), listed)
                    if all(amount >= 1 for _, amount in option))
    act(state, kill_all)
    pass_to_step(state, "main 2")
    assert state.life(0) == 60
    assert state.names_in("graveyard", 1) == ["Memnite"]


def test_cr_702_15b_lifelink_gains_only_what_protection_does_not_prevent():
    """CR 702.15b, 615.1: damage a level-8 Hexdrinker is assigned is prevented (protection
    from everything) and gains nothing, so each share to it is its own outcome: a 4/4 Sacred
    Cat blocked by it and Memnite has five options, one per amount Memnite is dealt."""
    state = fight({"battlefield": ["Sacred Cat"], "hand": ["Island", "Swamp"]},
                  {"battlefield": ["Hexdrinker", "Memnite", "Plains"]},
                  ["Sacred Cat"], [("Hexdrinker", "Sacred Cat"), ("Memnite", "Sacred Cat")],
                  plus_counters={(0, "Sacred Cat"): 3}, counters={(1, "Hexdrinker"): 8})
    until_decision(state, "assign damage")
    shares = [dict(option) for option in assigned_shares(state, "Sacred Cat")]
    assert sorted(share["Memnite"] for share in shares) == [0, 1, 2, 3, 4]
    act(state, "Sacred Cat assigns 1 to Hexdrinker, 3 to Memnite")
    pass_to_step(state, "main 2")
    assert state.life(0) == 23
    assert "Hexdrinker" in state.names_in("battlefield", 1)
