"""Rule tests for King Taco KT-14..KT-18: forced play, mana, timeouts and lifespans.

The spec is docs/kingtaco-rules.md; every test names the ruling it checks. Expected values
are derived from the rulings, never copied from the engine.
"""
from __future__ import annotations

import pytest

from core.kingtaco import card_id, card_ids, card_name
from core.kingtaco.layout import A_ALLOW, A_COLOUR, A_DRAW, PHASES, SLOTS, card_set
from core.kingtaco.position import build_position

SPEC_COLOURS = ("red", "yellow", "green", "cyan", "blue", "magenta")


def phase(state) -> str:
    return PHASES[int(state.fields["phase"])]


def hand_names(state, player) -> list[str]:
    return sorted(card_name(c) for c in state.hand(player))


def play(state, name):
    state.apply_action(card_id(name))


def actions(*names) -> set[int]:
    return {card_id(n) for n in names}


def legal(state) -> set[int]:
    return set(state.legal_actions())


def slot(state) -> str:
    return SLOTS[int(state.fields["slot_kind"])]


def colour(name: str) -> int:
    return SPEC_COLOURS.index(name)


# Quiet hands: no NOPE (nobody is polled, KT-26), three cards (nobody empties, KT-35).
QUIET = {
    1: ["magenta 2", "magenta 3", "magenta shield"],
    2: ["magenta 4", "magenta curse", "magenta harvest"],
    3: ["magenta 1", "magenta calm", "magenta go fishing"],
}


def hands_with(**given):
    out = {p: list(cards) for p, cards in QUIET.items()}
    for key, cards in given.items():
        out[int(key[1:])] = list(cards)
    return out


# ---------------------------------------------------------------------------------------------
# KT-14 forced play, or draw one and lose one mana
# ---------------------------------------------------------------------------------------------
def test_kt14_player_who_can_play_must_play_even_an_unaffordable_effect():
    state = build_position(4, hands=hands_with(p0=["red skip", "blue 3"]), top="red 1",
                           mana={0: 0})
    assert legal(state) == actions("red skip")          # no draw while a card is playable
    with pytest.raises(ValueError):
        state.apply_action(A_DRAW)
    play(state, "red skip")
    assert int(state.fields["mana"][0]) == 1             # inert: +1 (KT-15)
    assert state.current_player() == 1


def test_kt14_player_who_cannot_play_draws_one_loses_one_mana_and_turn_ends():
    # The one card in the deck (red 2) would be playable: the turn still ends.
    state = build_position(4, hands=hands_with(p0=["blue 3", "green 4"]), top="red 1",
                           deck=["red 2"], mana={0: 2})
    f = state.fields
    assert legal(state) == {A_DRAW}
    state.apply_action(A_DRAW)
    assert hand_names(state, 0) == sorted(["blue 3", "green 4", "red 2"])
    assert int(f["mana"][0]) == 1
    assert int(f["deck_count"]) == 0
    assert int(f["top_card"]) == card_id("red 1")
    assert int(f["turn_count"]) == 1
    assert int(f["turn_player"]) == 1
    assert phase(state) == "play" and state.current_player() == 1


def test_kt14_draw_at_zero_mana_keeps_mana_at_zero():
    state = build_position(4, hands=hands_with(p0=["blue 3", "green 4"]), top="red 1",
                           deck=["cyan 3"], mana={0: 0})
    state.apply_action(A_DRAW)
    assert int(state.fields["mana"][0]) == 0
    assert hand_names(state, 0) == sorted(["blue 3", "green 4", "cyan 3"])
    assert state.current_player() == 1


# ---------------------------------------------------------------------------------------------
# KT-15 mana from plays
# ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("before,after", [(0, 2), (1, 3), (2, 4)])
def test_kt15_number_card_gains_two_mana(before, after):
    state = build_position(4, hands=hands_with(p0=["red 3", "blue 4"]), top="red 1",
                           mana={0: before})
    play(state, "red 3")
    f = state.fields
    assert int(f["mana"][0]) == after
    assert int(f["stack_len"]) == 0
    assert int(f["top_card"]) == card_id("red 3")
    assert phase(state) == "play" and state.current_player() == 1


def test_kt15_effect_without_enough_mana_gains_one_and_does_nothing():
    state = build_position(4, hands=hands_with(p0=["red skip", "blue 4"]), top="red 1",
                           mana={0: 1})
    play(state, "red skip")
    f = state.fields
    assert int(f["mana"][0]) == 2
    assert int(f["stack_len"]) == 0                       # no stack
    assert int(f["top_card"]) == card_id("red skip")
    # Nobody sits out: P1 simply plays (no respond phase, no timeout).
    assert phase(state) == "play" and state.current_player() == 1
    assert int(f["timeout"][1]) == 0


def test_kt15_inert_inverse_neither_reverses_nor_touches_the_slot():
    state = build_position(4, hands=hands_with(p0=["red inverse", "blue 4"]), top="red 1",
                           mana={0: 0})
    play(state, "red inverse")
    f = state.fields
    assert int(f["mana"][0]) == 1
    assert int(f["direction"]) == 1
    assert slot(state) == "none"
    assert int(f["stack_len"]) == 0
    assert phase(state) == "play" and state.current_player() == 1


def test_kt15_effect_with_enough_mana_is_activated_and_paid():
    state = build_position(4, hands=hands_with(p0=["red skip", "blue 4"]), top="red 1",
                           mana={0: 3})
    play(state, "red skip")
    f = state.fields
    assert int(f["mana"][0]) == 1                          # 3 - cost 2
    assert int(f["stack_len"]) == 1
    assert phase(state) == "respond" and state.current_player() == 1


@pytest.mark.parametrize("mana", [0, 2, 4])
def test_kt15_plain_wild_changes_no_mana(mana):
    state = build_position(4, hands=hands_with(p0=["WILD", "blue 4"]), top="red 1",
                           mana={0: mana})
    play(state, "WILD")
    f = state.fields
    assert phase(state) == "wild_colour" and state.current_player() == 0
    assert legal(state) == {A_COLOUR + k for k in range(6)}
    state.apply_action(A_COLOUR + colour("cyan"))
    assert int(f["mana"][0]) == mana
    assert int(f["stack_len"]) == 0
    assert int(f["top_card"]) in card_ids("WILD")
    assert int(f["top_colour"]) == colour("cyan")
    assert phase(state) == "play" and state.current_player() == 1


def test_kt15_wild_effect_without_mana_only_chooses_colour_and_gains_one():
    state = build_position(4, hands=hands_with(p0=["WILD skip", "blue 4"],
                                               p1=["green 3", "blue skip", "blue 1"]),
                           top="red 1", mana={0: 1})
    play(state, "WILD skip")
    f = state.fields
    assert phase(state) == "wild_colour" and state.current_player() == 0
    state.apply_action(A_COLOUR + colour("green"))
    assert int(f["mana"][0]) == 2
    assert int(f["stack_len"]) == 0
    assert int(f["top_card"]) == card_id("WILD skip")
    assert int(f["top_colour"]) == colour("green")
    assert int(f["timeout"][1]) == 0
    assert phase(state) == "play" and state.current_player() == 1
    # P1 is judged against a green card with the skip symbol.
    assert legal(state) == actions("green 3", "blue skip")


def test_kt15_wild_effect_with_mana_chooses_colour_right_away_and_activates():
    state = build_position(4, hands=hands_with(p0=["WILD skip", "blue 4"],
                                               p2=["green 3", "blue skip", "blue 1"]),
                           top="red 1", mana={0: 2})
    play(state, "WILD skip")
    f = state.fields
    assert phase(state) == "wild_colour" and state.current_player() == 0
    assert int(f["mana"][0]) == 0 and int(f["stack_len"]) == 1
    state.apply_action(A_COLOUR + colour("green"))
    assert phase(state) == "respond" and state.current_player() == 1
    hand1 = state.hand(1)
    state.apply_action(A_ALLOW)
    # P1 sits out this turn (the skip), P2 plays against WILD skip as green.
    assert state.hand(1) == hand1
    assert int(f["top_card"]) == card_id("WILD skip")
    assert int(f["top_colour"]) == colour("green")
    assert phase(state) == "play" and state.current_player() == 2
    assert legal(state) == actions("green 3", "blue skip")


def test_kt15_discards_never_change_mana():
    state = build_position(4, hands=hands_with(p0=["red --", "blue 3", "green 4"]),
                           top="red 1", mana={0: 3, 1: 1})
    f = state.fields
    play(state, "red --")
    assert int(f["mana"][0]) == 2                          # 3 - cost 1
    assert state.current_player() == 1
    state.apply_action(A_ALLOW)
    assert phase(state) == "discard" and state.current_player() == 0
    assert legal(state) == actions("blue 3", "green 4")
    play(state, "blue 3")                                  # a number card, discarded
    assert int(f["mana"][0]) == 2
    assert int(f["mana"][1]) == 1
    assert hand_names(state, 0) == ["green 4"]
    assert card_id("blue 3") in card_set(f["discard_rest"])
    assert int(f["top_card"]) == card_id("red --")
    assert phase(state) == "play" and state.current_player() == 1


# ---------------------------------------------------------------------------------------------
# KT-16 mana cap, free inverse during a harvest
# ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("before,card,after", [
    (3, "red 2", 4),        # +2 from 3: one is lost
    (4, "red 3", 4),        # +2 from 4: both lost
    (4, "red x2", 3),       # x2 base: pay 2, gain 1 (KT-23)
    (3, "red harvest", 4),  # inert harvest: +1 from 3
])
def test_kt16_mana_above_four_is_lost(before, card, after):
    state = build_position(4, hands=hands_with(p0=[card, "blue 4", "blue 2"]), top="red 1",
                           mana={0: before})
    play(state, card)
    assert int(state.fields["mana"][0]) == after


def test_kt16_mana_cap_on_repeated_gains():
    state = build_position(4, hands={0: ["red 2", "red 3", "red 4", "blue 1"],
                                     1: ["blue 2", "blue 3", "blue 4", "yellow 1"],
                                     2: ["green 1", "green 2", "green 3", "green 4"],
                                     3: ["cyan 1", "cyan 2", "cyan 3", "cyan 4"]},
                           top="red 1", mana={0: 0}, slot="rage", slot_life=40)
    f = state.fields
    for card, expected in (("red 2", 2), ("red 3", 4), ("red 4", 4)):
        play(state, card)
        assert int(f["mana"][0]) == expected
        for p in (1, 2, 3):                # the others play a number card each
            assert state.current_player() == p
            state.apply_action(min(state.hand(p)))
        assert state.current_player() == 0


@pytest.mark.parametrize("harvester", [0, 2])
def test_kt16_inverse_costs_nothing_while_a_harvest_is_active(harvester):
    state = build_position(4, hands=hands_with(p0=["red inverse", "blue 4", "blue 2"],
                                               p3=["blue inverse", "red x2", "green 4"]),
                           top="red 1", mana={0: 0, 3: 0}, harvest=(harvester, 0, 12))
    f = state.fields
    play(state, "red inverse")
    assert int(f["stack_len"]) == 1                       # activated with 0 mana
    assert int(f["mana"][0]) == 0
    assert int(f["direction"]) == -1
    assert phase(state) == "respond" and state.current_player() == 3
    # Stacking an inverse is free too; x2 still costs 2.
    assert legal(state) == actions("blue inverse") | {A_ALLOW}
    play(state, "blue inverse")
    assert int(f["mana"][3]) == 0
    assert int(f["stack_len"]) == 2
    assert int(f["direction"]) == 1


def test_kt16_inverse_is_not_free_while_the_harvest_is_still_delayed():
    state = build_position(4, hands=hands_with(p0=["red inverse", "blue 4", "blue 2"]),
                           top="red 1", mana={0: 0}, harvest=(2, 3, 12))
    f = state.fields
    play(state, "red inverse")
    assert int(f["stack_len"]) == 0                       # inert
    assert int(f["mana"][0]) == 1                          # and the gain is P0's own
    assert int(f["mana"][2]) == 0
    assert int(f["direction"]) == 1
    assert phase(state) == "play" and state.current_player() == 1


# ---------------------------------------------------------------------------------------------
# KT-17 timeouts (and pending draws, engine reading)
# ---------------------------------------------------------------------------------------------
TIMEOUT_HANDS = {
    0: ["red 2", "red 3", "red 4", "blue 1", "blue 2"],
    1: ["green 1", "green 2", "green 3", "green 4", "yellow 1"],
    2: ["cyan 1", "cyan 2", "cyan 3", "cyan 4", "yellow 2"],
    3: ["magenta 1", "magenta 2", "magenta 3", "magenta 4", "yellow 3"],
}


def act_simply(state):
    """One plain action for the player to move: the lowest legal one."""
    assert phase(state) == "play"
    state.apply_action(min(state.legal_actions()))


def test_kt17_player_in_timeout_skips_turns_and_timeout_drops_by_one():
    state = build_position(4, hands=TIMEOUT_HANDS, top="red 1", timeout={1: 2},
                           mana={1: 2})
    f = state.fields
    hand1 = state.hand(1)
    act_simply(state)                                     # P0
    assert int(f["timeout"][1]) == 1
    assert int(f["turn_count"]) == 2                      # P0's turn and P1's skipped turn
    assert state.current_player() == 2 and phase(state) == "play"
    for p in (2, 3, 0):
        assert state.current_player() == p
        act_simply(state)
    assert int(f["timeout"][1]) == 0
    assert int(f["turn_count"]) == 6
    assert state.current_player() == 2
    assert state.hand(1) == hand1 and int(f["mana"][1]) == 2   # skipping is not drawing
    for p in (2, 3, 0):
        assert state.current_player() == p
        act_simply(state)
    assert state.current_player() == 1 and phase(state) == "play"


def test_kt17_timeout_at_the_start_of_a_built_turn():
    state = build_position(4, hands=TIMEOUT_HANDS, top="red 1", timeout={0: 1})
    f = state.fields
    assert int(f["timeout"][0]) == 0
    assert int(f["turn_count"]) == 1
    assert state.current_player() == 1 and phase(state) == "play"
    assert hand_names(state, 0) == sorted(TIMEOUT_HANDS[0])


def test_kt17_pending_draws_are_drawn_at_turn_start_and_end_the_turn():
    state = build_position(4, hands=TIMEOUT_HANDS, top="red 1", pending_draw={1: 2},
                           deck=["blue 3", "blue 4"])
    f = state.fields
    act_simply(state)                                     # P0
    assert hand_names(state, 1) == sorted(TIMEOUT_HANDS[1] + ["blue 3", "blue 4"])
    assert int(f["pending_draw"][1]) == 0
    assert int(f["turn_count"]) == 2
    assert state.current_player() == 2 and phase(state) == "play"


def test_kt17_response_turn_of_a_player_in_timeout_passes_to_the_next():
    hands = dict(TIMEOUT_HANDS)
    hands[0] = ["red += 2", "red 3", "blue 1"]
    state = build_position(4, hands=hands, top="red 1", timeout={1: 1}, mana={0: 1},
                           deck=["blue 3", "blue 4"])
    f = state.fields
    play(state, "red += 2")
    assert int(f["timeout"][1]) == 0
    assert phase(state) == "respond" and state.current_player() == 2
    state.apply_action(A_ALLOW)
    assert hand_names(state, 2) == sorted(TIMEOUT_HANDS[2] + ["blue 3", "blue 4"])
    assert hand_names(state, 1) == sorted(TIMEOUT_HANDS[1])
    assert state.current_player() == 3 and phase(state) == "play"


# ---------------------------------------------------------------------------------------------
# KT-18 lifespans in turns
# ---------------------------------------------------------------------------------------------
POOL = [f"{c} {n}" for c in ("yellow", "green", "cyan", "blue", "magenta") for n in (1, 2, 3, 4)]
POOL += [f"{c} shield" for c in ("yellow", "green", "cyan", "blue", "magenta")]


def quiet_hands(num_players, out_of_game=()):
    pool = list(POOL)
    hands = {}
    for p in range(1, num_players):
        if p not in out_of_game:
            hands[p], pool = pool[:3], pool[3:]
    return hands


@pytest.mark.parametrize("num_players,out,expected", [
    (2, (), 2), (4, (), 4), (6, (), 6), (8, (), 8), (4, (3,), 3), (8, (1, 5), 6),
])
def test_kt18_one_round_is_one_turn_per_player_still_in_the_game(num_players, out, expected):
    hands = quiet_hands(num_players, out)
    hands[0] = ["red rage", "red 2", "red 3"]
    state = build_position(num_players, hands=hands, top="red 1", mana={0: 1},
                           out_of_game=out)
    play(state, "red rage")
    responder = next(p for p in range(1, num_players) if p not in out)
    assert phase(state) == "respond" and state.current_player() == responder
    state.apply_action(A_ALLOW)
    assert slot(state) == "rage"
    assert int(state.fields["slot_life"]) == expected
    assert state.current_player() == responder and phase(state) == "play"


def test_kt18_countdown_starts_with_the_resolving_turn_and_lasts_one_round():
    state = build_position(4, hands={0: ["red rage", "red 2", "red 3"],
                                     1: ["blue 2", "blue 3", "blue 4"],
                                     2: ["green 2", "green 3", "green 4"],
                                     3: ["cyan 2", "cyan 3", "cyan 4"]},
                           top="red 1", mana={0: 1})
    f = state.fields
    play(state, "red rage")
    state.apply_action(A_ALLOW)                           # P1 allows: resolving turn
    assert slot(state) == "rage" and int(f["slot_life"]) == 4
    play(state, "blue 2")                                 # end of P1's turn
    assert int(f["slot_life"]) == 3 and state.current_player() == 2
    play(state, "green 2")
    assert int(f["slot_life"]) == 2 and state.current_player() == 3
    play(state, "cyan 2")
    assert int(f["slot_life"]) == 1 and state.current_player() == 0
    # P0's turn is the rage's fourth and last: red 3 is playable on cyan 2 only by rage.
    assert slot(state) == "rage"
    assert legal(state) == actions("red 2", "red 3")
    play(state, "red 3")
    assert slot(state) == "none" and int(f["slot_life"]) == 0
    # P1 is back under default against red 3: blue 3 matches, blue 4 does not.
    assert state.current_player() == 1
    assert legal(state) == actions("blue 3")


def test_kt18_skipped_turns_count_down_every_lifespan():
    state = build_position(4, hands=TIMEOUT_HANDS, top="red 1", slot="rage", slot_life=4,
                           timeout={1: 1}, shield={3: 4}, curse={2: 4},
                           harvest=(0, 0, 4))
    f = state.fields
    act_simply(state)                                     # P0's turn, then P1 sits out
    assert state.current_player() == 2
    assert int(f["turn_count"]) == 2
    assert int(f["slot_life"]) == 2
    assert int(f["shield_life"][3]) == 2
    assert int(f["curse_life"][2]) == 2
    assert int(f["harvest_life"]) == 2


def test_kt18_player_leaving_does_not_shorten_running_lifespans():
    state = build_position(4, hands=hands_with(p0=["red NOPE", "blue 4", "green 4"]),
                           top="red 1", slot="rage", slot_life=8, shield={2: 8},
                           mana={0: 3})
    f = state.fields
    play(state, "red NOPE")                               # P0 NOPEs themself out (KT-23)
    assert int(f["in_game"][0]) == 0 and int(f["players_in_game"]) == 3
    assert int(f["slot_life"]) == 7                        # only P0's turn counted down
    assert int(f["shield_life"][2]) == 7
    for p, life in ((1, 6), (2, 5), (3, 4), (1, 3)):
        assert state.current_player() == p
        number = next(c for c in state.hand(p) if c % 18 < 4)
        state.apply_action(number)
        assert int(f["slot_life"]) == life
        assert int(f["shield_life"][2]) == life
    assert slot(state) == "rage"


def test_kt18_new_lifespan_after_a_player_left_counts_the_players_still_in():
    state = build_position(4, hands=hands_with(p0=["red NOPE", "blue 4", "green 4"],
                                               p1=["red rage", "yellow 2", "yellow 3"]),
                           top="red 1", mana={0: 3, 1: 1})
    f = state.fields
    play(state, "red NOPE")
    assert state.current_player() == 1
    play(state, "red rage")
    assert phase(state) == "respond" and state.current_player() == 2
    state.apply_action(A_ALLOW)
    assert slot(state) == "rage" and int(f["slot_life"]) == 3


@pytest.mark.parametrize("effect,cost", [("shield", 1), ("curse", 1), ("go fishing", 3),
                                         ("harvest", 4)])
def test_kt18_lasting_effects_start_at_one_round_and_count_the_resolving_turn(effect, cost):
    state = build_position(4, hands=hands_with(p0=[f"red {effect}", "yellow 4", "yellow 3"],
                                               p1=["green 4", "cyan 4", "blue 4", "blue 3"]),
                           top="red 1", mana={0: cost})
    f = state.fields

    def life():
        return {"shield": lambda: int(f["shield_life"][0]),      # the base player's shield
                "curse": lambda: int(f["curse_life"][1]),        # the allower is cursed
                "go fishing": lambda: int(f["fishing_life"]),
                "harvest": lambda: int(f["harvest_life"])}[effect]()

    play(state, f"red {effect}")
    assert state.current_player() == 1
    state.apply_action(A_ALLOW)
    assert life() == 4
    if effect == "harvest":
        assert int(f["harvester"]) == 0 and int(f["harvest_delay"]) == 0
    turns = int(f["turn_count"])
    while int(f["turn_count"]) == turns:                   # P1 finishes the resolving turn
        assert state.current_player() == 1
        state.apply_action(min(state.legal_actions()))
    assert life() == 3
