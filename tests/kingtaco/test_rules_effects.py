"""Rule tests for King Taco's lasting effects: KT-28..KT-34 (docs/kingtaco-rules.md).

Every position lists all hands explicitly (fillers are random and may hold NOPEs), and players
who should not be asked for NOPEs hold none.
"""
import pytest

from core.kingtaco import card_id, card_name
from core.kingtaco.layout import (A_ALLOW, A_COLOUR, A_DECLINE, A_DRAW, A_SYMBOL, A_TARGET,
                                  PHASES, card_set)
from core.kingtaco.position import build_position

RED, YELLOW, GREEN, CYAN, BLUE, MAGENTA = range(6)
SLOT_NONE, SLOT_INV_DEFAULT, SLOT_RAGE, SLOT_CALM, SLOT_LOCK, SLOT_INV_LOCK = range(6)
SLOTS = {"none": 0, "inverted default": 1, "rage": 2, "calm": 3, "lock": 4, "inverted lock": 5}


def phase(state) -> str:
    return PHASES[int(state.fields["phase"])]


def hand_names(state, player) -> list[str]:
    return sorted(card_name(c) for c in state.hand(player))


def play(state, name):
    state.apply_action(card_id(name))


def ids(*names) -> list[int]:
    return sorted(card_id(n) for n in names)


def legal(state) -> list[int]:
    return sorted(state.legal_actions())


def f(state, name, index=None):
    value = state.fields[name]
    return int(value if index is None else value[index])


def waiting(state, what, player):
    assert (phase(state), state.current_player()) == (what, player), str(state)


# ---------------------------------------------------------------------------------------------
# KT-28: rage, calm and lock fill the slot for their lifespan when their stack resolves.
# ---------------------------------------------------------------------------------------------
def test_kt28_rage_fills_slot_for_one_round_then_expires():
    s = build_position(4, hands={0: ["red rage", "blue 3", "magenta 1"],
                                 1: ["red 2", "green 4", "WILD", "blue rage"],
                                 2: ["yellow 2", "magenta 3"],
                                 3: ["blue 1", "cyan 4"]},
                       top="red 1", mana={0: 1})
    play(s, "red rage")
    waiting(s, "respond", 1)
    assert f(s, "slot_kind") == SLOT_NONE                 # not before the stack resolves
    s.apply_action(A_ALLOW)
    assert (f(s, "slot_kind"), f(s, "slot_life")) == (SLOT_RAGE, 4)
    waiting(s, "play", 1)
    # rage: anything, except what the allowed rage stack would have accepted (KT-20)
    assert legal(s) == ids("red 2", "green 4", "WILD")
    play(s, "green 4")
    assert (f(s, "slot_kind"), f(s, "slot_life")) == (SLOT_RAGE, 3)
    waiting(s, "play", 2)
    assert legal(s) == ids("yellow 2", "magenta 3")       # neither matches green 4
    play(s, "yellow 2")
    assert f(s, "slot_life") == 2
    waiting(s, "play", 3)
    assert legal(s) == ids("blue 1", "cyan 4")            # neither matches yellow 2
    play(s, "blue 1")
    assert f(s, "slot_life") == 1
    waiting(s, "play", 0)
    play(s, "blue 3")
    # one round of four turns, counted from the turn it resolved on: gone now
    assert (f(s, "slot_kind"), f(s, "slot_life")) == (SLOT_NONE, 0)
    waiting(s, "play", 1)
    assert legal(s) == ids("WILD", "blue rage")           # default again: red 2 is out


def test_kt28_calm_fills_slot_and_forbids_wilds():
    s = build_position(4, hands={0: ["red calm", "yellow 3"],
                                 1: ["WILD", "WILD rage", "green 2", "red 4"],
                                 2: ["green 3"], 3: ["cyan 3"]},
                       top="red 1", mana={0: 1})
    play(s, "red calm")
    s.apply_action(A_ALLOW)
    assert (f(s, "slot_kind"), f(s, "slot_life")) == (SLOT_CALM, 4)
    waiting(s, "play", 1)
    assert legal(s) == ids("green 2", "red 4")


def test_kt28_lock_fills_slot_with_the_chosen_colour_and_symbol():
    s = build_position(4, hands={0: ["red lock", "yellow 3"],
                                 1: ["blue 3", "green 2", "WILD", "yellow 4", "red 1",
                                     "blue skip", "blue lock"],
                                 2: ["green 3"], 3: ["cyan 3"]},
                       top="red 4", mana={0: 2})
    play(s, "red lock")
    assert f(s, "mana", 0) == 0
    s.apply_action(A_ALLOW)
    waiting(s, "lock_colour", 0)                          # a lone lock: its player chooses
    assert legal(s) == [A_COLOUR + c for c in range(6)]
    s.apply_action(A_COLOUR + BLUE)
    waiting(s, "lock_symbol", 0)
    assert legal(s) == [A_SYMBOL + k for k in range(18) if k != 14]   # not NOPE
    s.apply_action(A_SYMBOL + 1)                          # the number 2
    assert (f(s, "slot_kind"), f(s, "slot_life")) == (SLOT_LOCK, 4)
    assert (f(s, "lock_colour"), f(s, "lock_symbol")) == (BLUE, 1)
    waiting(s, "play", 1)
    # colour blue, symbol 2 or a WILD; blue lock is barred by KT-20 (the lock row)
    assert legal(s) == ids("blue 3", "green 2", "WILD", "blue skip")


@pytest.mark.parametrize("old_slot, old_lock", [("calm", None), ("lock", ("green", "4")),
                                                 ("inverted default", None)])
def test_kt28_new_rage_replaces_whatever_the_slot_holds(old_slot, old_lock):
    s = build_position(4, hands={0: ["green rage", "yellow 3"], 1: ["cyan 2", "blue 1"],
                                 2: ["green 3"], 3: ["cyan 3"]},
                       top="red 4" if old_slot == "inverted default" else "green 1",
                       slot=old_slot, slot_life=10, lock=old_lock, mana={0: 1})
    assert card_id("green rage") in s.legal_actions()
    play(s, "green rage")
    assert (f(s, "slot_kind"), f(s, "slot_life")) == (SLOTS[old_slot], 9)
    s.apply_action(A_ALLOW)
    assert (f(s, "slot_kind"), f(s, "slot_life")) == (SLOT_RAGE, 4)   # fresh, not 9 + 4

def test_kt28_new_lock_replaces_rage_in_the_slot():
    s = build_position(4, hands={0: ["magenta lock", "yellow 3"], 1: ["cyan 2", "blue 1"],
                                 2: ["green 3"], 3: ["cyan 3"]},
                       top="green 1", slot="rage", slot_life=10, mana={0: 2})
    play(s, "magenta lock")
    s.apply_action(A_ALLOW)
    s.apply_action(A_COLOUR + CYAN)
    s.apply_action(A_SYMBOL + 0)
    assert (f(s, "slot_kind"), f(s, "slot_life")) == (SLOT_LOCK, 4)
    assert (f(s, "lock_colour"), f(s, "lock_symbol")) == (CYAN, 0)


def test_kt28_stacked_rage_lasts_one_more_round():
    s = build_position(4, hands={0: ["red rage", "yellow 3"], 1: ["yellow rage", "blue 1"],
                                 2: ["green 3", "green 4"], 3: ["cyan 3"]},
                       top="red 1", mana={0: 1, 1: 1})
    play(s, "red rage")
    play(s, "yellow rage")
    waiting(s, "respond", 2)
    s.apply_action(A_ALLOW)
    assert (f(s, "slot_kind"), f(s, "slot_life")) == (SLOT_RAGE, 8)


# ---------------------------------------------------------------------------------------------
# KT-29: shield protects its holder from stack draws, timeouts, discards, curses and harvest
# collection; x2 moves it; an odd number of NOPEs cancels it.
# ---------------------------------------------------------------------------------------------
def test_kt29_shield_goes_to_its_base_player_for_one_round():
    s = build_position(4, hands={0: ["red shield", "blue 3"], 1: ["red 2", "green 4"],
                                 2: ["green 3"], 3: ["cyan 3"]},
                       top="red 1", mana={0: 1})
    play(s, "red shield")
    s.apply_action(A_ALLOW)
    assert [f(s, "shield_life", p) for p in range(4)] == [4, 0, 0, 0]
    waiting(s, "play", 1)                                 # nothing happened to the allower
    play(s, "red 2")
    assert f(s, "shield_life", 0) == 3


def test_kt29_shield_blocks_a_draw_stack_on_the_allower():
    s = build_position(4, hands={0: ["red += 2", "blue 3"], 1: ["red 2", "blue 4"],
                                 2: ["green 3"], 3: ["cyan 3"]},
                       top="red 1", mana={0: 1}, shield={1: 8})
    deck = f(s, "deck_count")
    play(s, "red += 2")
    s.apply_action(A_ALLOW)
    assert hand_names(s, 1) == ["blue 4", "red 2"]        # the draw did not happen
    assert f(s, "deck_count") == deck
    waiting(s, "play", 1)                                 # not made to draw: plays on (KT-20)
    assert legal(s) == ids("red 2")


def test_kt29_shield_blocks_a_timeout_stack_on_the_allower():
    s = build_position(4, hands={0: ["red skip", "blue 3"], 1: ["red 2", "blue 4"],
                                 2: ["green 3"], 3: ["cyan 3"]},
                       top="red 1", mana={0: 2}, shield={1: 8})
    play(s, "red skip")
    s.apply_action(A_ALLOW)
    assert f(s, "timeout", 1) == 0
    waiting(s, "play", 1)
    play(s, "red 2")
    waiting(s, "play", 2)                                 # p1 really took its turn


def test_kt29_shield_blocks_everyone_draws_for_its_holder_only():
    s = build_position(4, hands={0: ["red all ++", "blue 3"], 1: ["red 2", "blue 4"],
                                 2: ["green 3", "green 1"], 3: ["cyan 3"]},
                       top="red 1", mana={0: 2}, shield={2: 8})
    play(s, "red all ++")
    s.apply_action(A_ALLOW)
    assert [f(s, "hand_count", p) for p in range(4)] == [2, 3, 2, 2]
    waiting(s, "play", 2)                                 # the allower drew: turn over


def test_kt29_shield_blocks_the_discarder_role():
    s = build_position(4, hands={0: ["red --", "blue 3", "green 4"], 1: ["red 2", "blue 4"],
                                 2: ["green 3"], 3: ["cyan 3"]},
                       top="red 1", mana={0: 1}, shield={0: 8})
    play(s, "red --")
    s.apply_action(A_ALLOW)
    assert hand_names(s, 0) == ["blue 3", "green 4"]
    waiting(s, "play", 1)


def test_kt29_shield_blocks_a_curse():
    s = build_position(4, hands={0: ["red curse", "blue 3"], 1: ["red 2", "blue 4"],
                                 2: ["green 3"], 3: ["cyan 3"]},
                       top="red 1", mana={0: 1}, shield={1: 8})
    play(s, "red curse")
    s.apply_action(A_ALLOW)
    assert f(s, "curse_life", 1) == 0
    assert f(s, "shield_life", 1) == 7


def test_kt29_shield_blocks_harvest_collection():
    s = build_position(4, hands={0: ["red 3", "blue 3"], 1: ["green 2"], 2: ["green 3"],
                                 3: ["cyan 3"]},
                       top="red 1", mana={0: 0, 1: 1}, harvest=(1, 0, 8), shield={0: 8})
    play(s, "red 3")
    assert (f(s, "mana", 0), f(s, "mana", 1)) == (2, 1)


def test_kt29_shield_does_not_stop_the_forced_draw():
    s = build_position(4, hands={0: ["blue 3", "green 4"], 1: ["green 2"], 2: ["green 3"],
                                 3: ["cyan 3"]},
                       top="red 1", mana={0: 2}, shield={0: 8})
    assert legal(s) == [A_DRAW]
    s.apply_action(A_DRAW)
    assert f(s, "hand_count", 0) == 3
    assert f(s, "mana", 0) == 1


def test_kt29_shield_does_not_stop_the_go_fishing_draw():
    s = build_position(4, hands={0: ["red 3", "blue 1"], 1: ["green 2", "cyan 4"],
                                 2: ["green 3"], 3: ["cyan 3"]},
                       top="red 1", fishing=8, deck=["magenta 4"], shield={0: 8})
    s.apply_action(A_TARGET + 1)
    play(s, "red 3")                                      # p1 holds no 3: p0 draws
    assert hand_names(s, 0) == ["blue 1", "magenta 4", "red 3"]


def test_kt29_x2_doubles_the_shield_and_moves_it_to_its_player():
    s = build_position(4, hands={0: ["red shield", "blue 3"], 1: ["red x2", "blue 4"],
                                 2: ["green 3", "red 2"], 3: ["cyan 3"]},
                       top="red 1", mana={0: 1, 1: 2})
    play(s, "red shield")
    play(s, "red x2")
    waiting(s, "respond", 2)
    s.apply_action(A_ALLOW)
    assert [f(s, "shield_life", p) for p in range(4)] == [0, 8, 0, 0]
    assert f(s, "mana", 1) == 0


def test_kt29_a_stacked_shield_adds_a_round():
    s = build_position(4, hands={0: ["red shield", "blue 3"], 1: ["yellow shield", "blue 4"],
                                 2: ["green 3", "red 2"], 3: ["cyan 3"]},
                       top="red 1", mana={0: 1, 1: 1})
    play(s, "red shield")
    play(s, "yellow shield")
    s.apply_action(A_ALLOW)
    assert [f(s, "shield_life", p) for p in range(4)] == [8, 0, 0, 0]


@pytest.mark.parametrize("nopes, life", [(1, 0), (2, 4)])
def test_kt29_odd_nopes_cancel_the_shield(nopes, life):
    s = build_position(4, hands={0: ["red shield", "blue 3"], 1: ["red NOPE", "blue 4"],
                                 2: ["green NOPE", "green 3"], 3: ["cyan 3", "red 3"]},
                       top="red 1", mana={0: 1, 1: 3, 2: 3 if nopes == 2 else 0})
    play(s, "red shield")
    decline_polls(s)                                      # p2 may hold a NOPE here
    play(s, "red NOPE")
    waiting(s, "respond", 2)
    if nopes == 2:
        play(s, "green NOPE")
        waiting(s, "respond", 3)
    s.apply_action(A_ALLOW)
    assert [f(s, "shield_life", p) for p in range(4)] == [life, 0, 0, 0]


# ---------------------------------------------------------------------------------------------
# KT-30: curse hits the allower; no shield works on them; a curse on a shielded player does
# nothing.
# ---------------------------------------------------------------------------------------------
def test_kt30_curse_hits_the_allower_for_one_round():
    s = build_position(4, hands={0: ["red curse", "blue 3"], 1: ["red 2", "blue 4"],
                                 2: ["green 3"], 3: ["cyan 3"]},
                       top="red 1", mana={0: 1})
    play(s, "red curse")
    s.apply_action(A_ALLOW)
    assert [f(s, "curse_life", p) for p in range(4)] == [0, 4, 0, 0]
    waiting(s, "play", 1)                                 # a curse does not end the turn
    play(s, "red 2")
    assert f(s, "curse_life", 1) == 3


def test_kt30_a_doubled_curse_still_hits_the_allower():
    s = build_position(4, hands={0: ["red curse", "blue 3"], 1: ["red x2", "blue 4"],
                                 2: ["green 3", "red 2"], 3: ["cyan 3"]},
                       top="red 1", mana={0: 1, 1: 2})
    play(s, "red curse")
    play(s, "red x2")
    s.apply_action(A_ALLOW)
    assert [f(s, "curse_life", p) for p in range(4)] == [0, 0, 8, 0]


@pytest.mark.parametrize("curse_left, drawn", [(2, 2), (1, 0)])
def test_kt30_a_curse_switches_the_shield_off_while_it_lasts(curse_left, drawn):
    # The curse ticks at the end of p0's turn: with 1 turn left it is gone when p1 allows.
    s = build_position(4, hands={0: ["red += 2", "blue 3"], 1: ["red 2", "blue 4"],
                                 2: ["green 3"], 3: ["cyan 3"]},
                       top="red 1", mana={0: 1}, shield={1: 8}, curse={1: curse_left})
    play(s, "red += 2")
    s.apply_action(A_ALLOW)
    assert f(s, "hand_count", 1) == 2 + drawn
    if drawn:
        waiting(s, "play", 2)                             # drew: the allower's turn is over
    else:
        waiting(s, "play", 1)


def test_kt30_a_cursed_players_shield_does_not_stop_a_discard():
    s = build_position(4, hands={0: ["red --", "blue 3", "green 4"], 1: ["red 2", "blue 4"],
                                 2: ["green 3"], 3: ["cyan 3"]},
                       top="red 1", mana={0: 1}, shield={0: 8}, curse={0: 8})
    play(s, "red --")
    s.apply_action(A_ALLOW)
    waiting(s, "discard", 0)


def test_kt30_a_curse_on_a_shielded_player_does_nothing():
    s = build_position(4, hands={0: ["red curse", "blue 3"], 1: ["red 2", "blue 4"],
                                 2: ["green 3"], 3: ["cyan 3"]},
                       top="red 1", mana={0: 1}, shield={1: 8})
    play(s, "red curse")
    s.apply_action(A_ALLOW)
    assert f(s, "curse_life", 1) == 0
    assert f(s, "shield_life", 1) == 7                    # still on, ticking as before


# ---------------------------------------------------------------------------------------------
# KT-31: -- : the discarder discards N cards of their choice.
# ---------------------------------------------------------------------------------------------
def decline_polls(s):
    while phase(s) == "nope_poll":
        s.apply_action(A_DECLINE)


def test_kt31_discarder_chooses_and_discards_go_under_the_top():
    s = build_position(4, hands={0: ["red --", "blue 3", "green 4", "yellow 2"],
                                 1: ["red 2", "blue 4"], 2: ["green 3"], 3: ["cyan 3"]},
                       top="red 1", mana={0: 1})
    play(s, "red --")
    s.apply_action(A_ALLOW)
    waiting(s, "discard", 0)
    assert legal(s) == ids("blue 3", "green 4", "yellow 2")
    play(s, "green 4")
    assert hand_names(s, 0) == ["blue 3", "yellow 2"]
    assert card_name(f(s, "top_card")) == "red --"        # the discard went under the top
    assert card_id("green 4") in card_set(s.fields["discard_rest"])
    assert f(s, "mana", 0) == 0                           # discards never change mana
    waiting(s, "play", 1)                                 # the allower plays on


def test_kt31_stacking_a_minus_steals_the_discard_and_adds_one():
    s = build_position(4, hands={0: ["red --", "blue 3", "green 4"],
                                 1: ["yellow --", "blue 4", "cyan 1", "magenta 2"],
                                 2: ["green 3", "yellow 1"], 3: ["cyan 3"]},
                       top="red 1", mana={0: 1, 1: 1})
    play(s, "red --")
    play(s, "yellow --")
    s.apply_action(A_ALLOW)
    waiting(s, "discard", 1)
    assert f(s, "discards_left") == 2
    assert legal(s) == ids("blue 4", "cyan 1", "magenta 2")
    play(s, "cyan 1")
    waiting(s, "discard", 1)
    play(s, "blue 4")
    assert hand_names(s, 1) == ["magenta 2"]
    assert hand_names(s, 0) == ["blue 3", "green 4"]      # the base player discards nothing
    assert card_name(f(s, "top_card")) == "yellow --"
    assert {card_id("cyan 1"), card_id("blue 4")} <= set(card_set(s.fields["discard_rest"]))
    waiting(s, "play", 2)


def test_kt31_x2_doubles_the_count_and_steals_the_discard():
    s = build_position(4, hands={0: ["red --", "blue 3", "green 4"],
                                 1: ["red x2", "blue 4", "cyan 1", "magenta 2"],
                                 2: ["green 3", "yellow 1"], 3: ["cyan 3"]},
                       top="red 1", mana={0: 1, 1: 2})
    play(s, "red --")
    play(s, "red x2")
    s.apply_action(A_ALLOW)
    waiting(s, "discard", 1)
    assert f(s, "discards_left") == 2


def test_kt31_at_count_zero_only_nope_may_be_added():
    # -- (1), -- (2), += 2 (0)
    s = build_position(4, hands={0: ["red --", "blue 3"], 1: ["yellow --", "blue 4"],
                                 2: ["yellow += 2", "green 3"],
                                 3: ["yellow x2", "blue += 2", "yellow NOPE", "green 1"]},
                       top="red 1", mana={0: 1, 1: 1, 2: 1, 3: 3})
    play(s, "red --")
    decline_polls(s)
    play(s, "yellow --")
    decline_polls(s)
    play(s, "yellow += 2")
    decline_polls(s)
    waiting(s, "respond", 3)
    assert f(s, "stack_count") == 0
    assert legal(s) == sorted([card_id("yellow NOPE"), A_ALLOW])
    s.apply_action(A_ALLOW)
    # nothing to discard: the discarder (p2, the last stacker) keeps their hand
    assert hand_names(s, 2) == ["green 3"]
    waiting(s, "play", 3)


def test_kt31_below_zero_the_stack_becomes_a_plus2_stack_for_the_allower():
    s = build_position(4, hands={0: ["red --", "blue 3"], 1: ["red += 2", "blue 4"],
                                 2: ["red skip", "red x2", "WILD --", "blue 1"],
                                 3: ["cyan 3"]},
                       top="red 1", mana={0: 1, 1: 1, 2: 2})
    play(s, "red --")
    play(s, "red += 2")                                   # count 1 - 2 = -1
    waiting(s, "respond", 2)
    # a += 2 stack takes skip, but no longer x2 or --
    assert legal(s) == sorted([card_id("red skip"), A_ALLOW])
    s.apply_action(A_ALLOW)
    assert f(s, "hand_count", 2) == 5                     # drew |N| = 1
    assert hand_names(s, 0) == ["blue 3"]
    assert hand_names(s, 1) == ["blue 4"]
    waiting(s, "play", 3)                                 # the allower drew: turn over


def test_kt31_with_fewer_cards_than_the_count_the_discarder_discards_all():
    s = build_position(4, hands={0: ["red --", "blue 3"], 1: ["yellow --", "blue 4"],
                                 2: ["green 3", "red 2"], 3: ["cyan 3"]},
                       top="red 1", mana={0: 1, 1: 1})
    play(s, "red --")
    play(s, "yellow --")                                  # count 2; p1 holds one card
    s.apply_action(A_ALLOW)
    assert f(s, "hand_count", 1) == 0
    assert card_id("blue 4") in card_set(s.fields["discard_rest"])
    assert card_name(f(s, "top_card")) == "yellow --"
    waiting(s, "play", 2)


def test_kt31_a_nope_resets_the_count_to_one_and_takes_the_discard():
    s = build_position(4, hands={0: ["red --", "blue 3"], 1: ["yellow --", "blue 4"],
                                 2: ["green NOPE", "green 3", "red 2"], 3: ["cyan 3"]},
                       top="red 1", mana={0: 1, 1: 1, 2: 3})
    play(s, "red --")
    decline_polls(s)
    play(s, "yellow --")                                  # count 2
    decline_polls(s)
    waiting(s, "respond", 2)
    play(s, "green NOPE")
    decline_polls(s)
    waiting(s, "respond", 3)
    s.apply_action(A_ALLOW)
    waiting(s, "discard", 2)                              # not cancelled: count 1, p2 discards
    assert f(s, "discards_left") == 1
    play(s, "red 2")
    assert hand_names(s, 2) == ["green 3"]
    assert hand_names(s, 1) == ["blue 4"]
    waiting(s, "play", 3)


# ---------------------------------------------------------------------------------------------
# KT-32: harvest
# ---------------------------------------------------------------------------------------------
def test_kt32_harvest_redirects_other_players_gains_to_its_base_player():
    s = build_position(4, hands={0: ["red harvest", "blue 3"], 1: ["red 2", "green 1"],
                                 2: ["green 3"], 3: ["cyan 3"]},
                       top="red 1", mana={0: 4, 1: 1})
    play(s, "red harvest")
    assert f(s, "mana", 0) == 0
    s.apply_action(A_ALLOW)
    assert (f(s, "harvester"), f(s, "harvest_delay"), f(s, "harvest_life")) == (0, 0, 4)
    play(s, "red 2")
    assert (f(s, "mana", 0), f(s, "mana", 1)) == (2, 1)
    assert f(s, "harvest_life") == 3


def test_kt32_the_harvester_keeps_their_own_gains():
    s = build_position(4, hands={0: ["red 3", "blue 3"], 1: ["green 2"], 2: ["green 3"],
                                 3: ["cyan 3"]},
                       top="red 1", mana={0: 1}, harvest=(0, 0, 8))
    play(s, "red 3")
    assert f(s, "mana", 0) == 3


def test_kt32_redirected_gains_are_capped_at_four():
    s = build_position(4, hands={0: ["red 3", "blue 3"], 1: ["green 2"], 2: ["green 3"],
                                 3: ["cyan 3"]},
                       top="red 1", mana={0: 0, 1: 3}, harvest=(1, 0, 8))
    play(s, "red 3")
    assert (f(s, "mana", 0), f(s, "mana", 1)) == (0, 4)


def test_kt32_others_still_pay_costs():
    s = build_position(4, hands={0: ["red skip", "blue 3"], 1: ["green 2"], 2: ["green 3"],
                                 3: ["cyan 3"]},
                       top="red 1", mana={0: 2, 1: 1}, harvest=(1, 0, 8))
    play(s, "red skip")
    assert (f(s, "mana", 0), f(s, "mana", 1)) == (0, 1)


def test_kt32_an_unpaid_effects_gain_goes_to_the_harvester():
    s = build_position(4, hands={0: ["red rage", "blue 3"], 1: ["green 2"], 2: ["green 3"],
                                 3: ["cyan 3"]},
                       top="red 1", mana={0: 0, 1: 1}, harvest=(1, 0, 8))
    play(s, "red rage")
    assert (f(s, "mana", 0), f(s, "mana", 1)) == (0, 2)


def test_kt32_others_still_pay_the_draw_penalty():
    s = build_position(4, hands={0: ["blue 3", "green 4"], 1: ["green 2"], 2: ["green 3"],
                                 3: ["cyan 3"]},
                       top="red 1", mana={0: 2, 1: 1}, harvest=(1, 0, 8))
    s.apply_action(A_DRAW)
    assert (f(s, "mana", 0), f(s, "mana", 1)) == (1, 1)


def test_kt32_an_x2_base_gain_goes_to_the_harvester():
    s = build_position(4, hands={0: ["red x2", "blue 3"], 1: ["green 2"], 2: ["green 3"],
                                 3: ["cyan 3"]},
                       top="red 1", mana={0: 2, 1: 1}, harvest=(1, 0, 8))
    play(s, "red x2")                                     # pay 2, draw 1, gain 1 (redirected)
    assert f(s, "hand_count", 0) == 2
    assert (f(s, "mana", 0), f(s, "mana", 1)) == (0, 2)


def test_kt32_a_new_harvest_replaces_the_running_one():
    s = build_position(4, hands={0: ["red harvest", "blue 3"], 1: ["red 2", "green 1"],
                                 2: ["green 3"], 3: ["cyan 3"]},
                       top="red 1", mana={0: 4, 1: 1}, harvest=(2, 0, 12))
    play(s, "red harvest")
    s.apply_action(A_ALLOW)
    assert (f(s, "harvester"), f(s, "harvest_delay"), f(s, "harvest_life")) == (0, 0, 4)
    play(s, "red 2")
    assert [f(s, "mana", p) for p in range(4)] == [2, 1, 0, 0]


def test_kt32_go_fishing_played_or_stacked_gives_the_harvester_one_mana():
    s = build_position(4, hands={0: ["red go fishing", "blue 3"],
                                 1: ["yellow go fishing", "green 1"],
                                 2: ["green 3"], 3: ["cyan 3"]},
                       top="red 1", mana={0: 3, 1: 3, 3: 1}, harvest=(3, 0, 8))
    play(s, "red go fishing")
    assert [f(s, "mana", p) for p in range(4)] == [0, 3, 0, 2]
    play(s, "yellow go fishing")
    assert [f(s, "mana", p) for p in range(4)] == [0, 0, 0, 3]


def test_kt32_go_fishing_without_a_harvest_gives_nobody_mana():
    s = build_position(4, hands={0: ["red go fishing", "blue 3"], 1: ["green 1"],
                                 2: ["green 3"], 3: ["cyan 3"]},
                       top="red 1", mana={0: 3, 3: 1})
    play(s, "red go fishing")
    assert [f(s, "mana", p) for p in range(4)] == [0, 0, 0, 1]


def test_kt32_inverse_is_free_during_a_harvest():
    s = build_position(4, hands={0: ["red inverse", "blue 3"], 1: ["green 2"], 2: ["green 3"],
                                 3: ["yellow inverse", "cyan 3"]},
                       top="red 1", mana={0: 0, 1: 1, 3: 0}, harvest=(1, 0, 8))
    play(s, "red inverse")
    assert f(s, "direction") == -1                        # activated although p0 has 0 mana
    assert (f(s, "mana", 0), f(s, "mana", 1)) == (0, 1)   # no cost, no "unpaid" gain
    waiting(s, "respond", 3)
    assert legal(s) == sorted([card_id("yellow inverse"), A_ALLOW])
    play(s, "yellow inverse")
    assert f(s, "direction") == 1
    assert f(s, "mana", 3) == 0


def test_kt32_a_delayed_harvest_is_not_yet_active():
    s = build_position(4, hands={0: ["red inverse", "red 3"], 1: ["green 2"], 2: ["green 3"],
                                 3: ["cyan 3"]},
                       top="red 1", mana={0: 0, 1: 1}, harvest=(1, 4, 8))
    play(s, "red inverse")                                # costs 1: no effect, gains 1
    assert f(s, "direction") == 1
    assert (f(s, "mana", 0), f(s, "mana", 1)) == (1, 1)
    assert f(s, "harvest_delay") == 3


def test_kt32_a_stacked_harvest_adds_a_round_of_life_and_of_delay():
    s = build_position(4, hands={0: ["red harvest", "red 2", "red 3"],
                                 1: ["yellow harvest", "yellow 2", "yellow 3"],
                                 2: ["green 1", "green 2", "green 3"],
                                 3: ["cyan 1", "cyan 2", "cyan 3"]},
                       top="red 1", slot="rage", slot_life=100, mana={0: 4, 1: 4})
    play(s, "red harvest")
    play(s, "yellow harvest")
    waiting(s, "respond", 2)
    s.apply_action(A_ALLOW)
    # the harvester is the base player (engine reading)
    assert (f(s, "harvester"), f(s, "harvest_delay"), f(s, "harvest_life")) == (0, 4, 8)
    play(s, "green 1")                                    # p2, delayed: keeps it
    play(s, "cyan 1")                                     # p3
    play(s, "red 2")                                      # p0
    play(s, "yellow 2")                                   # p1
    assert [f(s, "mana", p) for p in range(4)] == [2, 2, 2, 2]
    assert (f(s, "harvest_delay"), f(s, "harvest_life")) == (0, 8)
    play(s, "green 2")                                    # p2: now active
    assert [f(s, "mana", p) for p in range(4)] == [4, 2, 2, 2]
    assert f(s, "harvest_life") == 7


# ---------------------------------------------------------------------------------------------
# KT-33: go fishing
# ---------------------------------------------------------------------------------------------
def test_kt33_go_fishing_replaces_play_and_gives_a_card_face_up():
    s = build_position(4, hands={0: ["red go fishing", "blue 3"], 1: ["red 2", "green 4"],
                                 2: ["yellow 2", "cyan 1"], 3: ["blue 4"]},
                       top="red 1", mana={0: 3, 1: 1, 2: 2})
    play(s, "red go fishing")
    s.apply_action(A_ALLOW)
    assert f(s, "fishing_life") == 4
    waiting(s, "fish_target", 1)                          # the allower fishes at once
    assert legal(s) == [A_TARGET + 0, A_TARGET + 2, A_TARGET + 3]
    s.apply_action(A_TARGET + 2)
    waiting(s, "fish_offer", 1)
    assert legal(s) == ids("red 2", "green 4")
    play(s, "red 2")                                      # p2 holds a 2
    assert hand_names(s, 1) == ["green 4"]
    assert hand_names(s, 2) == ["cyan 1", "red 2", "yellow 2"]
    assert card_set(s.fields["revealed"]) == [card_id("red 2")]
    assert [f(s, "mana", p) for p in range(4)] == [0, 1, 2, 0]
    assert f(s, "fishing_life") == 3
    waiting(s, "fish_target", 2)


def test_kt33_when_the_opponent_lacks_the_symbol_the_player_draws():
    s = build_position(4, hands={0: ["red 3", "blue 1"], 1: ["green 2", "cyan 4"],
                                 2: ["green 3"], 3: ["cyan 3"]},
                       top="red 1", mana={0: 2}, fishing=8, deck=["magenta 4"])
    waiting(s, "fish_target", 0)
    s.apply_action(A_TARGET + 1)
    play(s, "red 3")                                      # p1 holds no 3
    assert hand_names(s, 0) == ["blue 1", "magenta 4", "red 3"]
    assert hand_names(s, 1) == ["cyan 4", "green 2"]
    assert f(s, "deck_count") == 0
    assert card_set(s.fields["revealed"]) == []
    assert f(s, "mana", 0) == 2
    waiting(s, "fish_target", 1)


def test_kt33_a_player_without_a_symbol_just_draws():
    s = build_position(4, hands={0: ["WILD", "WILD"], 1: ["green 2"], 2: ["green 3"],
                                 3: ["cyan 3"]},
                       top="red 1", mana={0: 1}, fishing=8, deck=["magenta 4"])
    waiting(s, "fish_target", 0)
    assert legal(s) == [A_DRAW]
    s.apply_action(A_DRAW)
    assert hand_names(s, 0) == ["WILD", "WILD", "magenta 4"]
    assert f(s, "mana", 0) == 1
    waiting(s, "fish_target", 1)


def test_kt33_go_fishing_doubled_by_x2_lasts_two_rounds():
    s = build_position(4, hands={0: ["red go fishing", "blue 3"], 1: ["red x2", "green 4"],
                                 2: ["yellow 2", "cyan 1"], 3: ["blue 4"]},
                       top="red 1", mana={0: 3, 1: 2})
    play(s, "red go fishing")
    play(s, "red x2")
    s.apply_action(A_ALLOW)
    assert f(s, "fishing_life") == 8
    waiting(s, "fish_target", 2)


def test_kt33_go_fishing_ends_with_its_lifespan():
    s = build_position(4, hands={0: ["red 3", "blue 1"], 1: ["green 3", "cyan 4"],
                                 2: ["green 1", "red 4"], 3: ["cyan 3"]},
                       top="red 1", fishing=2)
    s.apply_action(A_TARGET + 1)
    play(s, "red 3")                                      # to p1
    waiting(s, "fish_target", 1)
    s.apply_action(A_TARGET + 2)
    play(s, "cyan 4")                                     # to p2
    assert f(s, "fishing_life") == 0
    waiting(s, "play", 2)                                 # normal play is back
    assert legal(s) == ids("green 1", "red 4")
    assert sorted(card_set(s.fields["revealed"])) == ids("red 3", "cyan 4")


# ---------------------------------------------------------------------------------------------
# KT-34: inverse on a draw or skip stack reverses the direction for good; on rage, calm or
# lock it changes the condition and leaves the direction alone.
# ---------------------------------------------------------------------------------------------
def test_kt34_inverse_on_plus2_reverses_the_direction_for_good():
    s = build_position(4, hands={0: ["red += 2", "blue 3", "green 3"],
                                 1: ["red inverse", "blue 4"],
                                 2: ["green 2", "red 2"], 3: ["cyan 3", "red 4"]},
                       top="red 1", mana={0: 1, 1: 1})
    play(s, "red += 2")
    waiting(s, "respond", 1)
    play(s, "red inverse")
    assert f(s, "direction") == -1
    waiting(s, "respond", 0)                              # the answer goes back to p0
    s.apply_action(A_ALLOW)
    assert f(s, "hand_count", 0) == 4
    assert f(s, "timeout", 1) == 1
    assert f(s, "direction") == -1
    waiting(s, "play", 3)
    play(s, "red 4")
    waiting(s, "play", 2)
    assert f(s, "direction") == -1


def test_kt34_inverse_on_skip_reverses_the_direction_for_good():
    s = build_position(4, hands={0: ["red skip", "blue 3", "green 3"],
                                 1: ["red inverse", "blue 4"],
                                 2: ["green 2", "red 2"], 3: ["cyan 3", "red 4"]},
                       top="red 1", mana={0: 2, 1: 1})
    play(s, "red skip")
    play(s, "red inverse")
    assert f(s, "direction") == -1
    waiting(s, "respond", 0)
    s.apply_action(A_ALLOW)                               # p0 sits out this turn
    assert f(s, "timeout", 0) == 0
    assert f(s, "direction") == -1
    waiting(s, "play", 3)
    play(s, "red 4")
    waiting(s, "play", 2)


@pytest.mark.parametrize("base, new_slot", [("rage", SLOT_CALM), ("calm", SLOT_RAGE),
                                             ("lock", SLOT_INV_LOCK)])
def test_kt34_inverse_on_rage_calm_or_lock_changes_the_condition_not_the_direction(
        base, new_slot):
    s = build_position(4, hands={0: [f"red {base}", "blue 3"], 1: ["red inverse", "blue 4"],
                                 2: ["green 2", "red 2"], 3: ["cyan 3", "red 4"]},
                       top="red 1", mana={0: 2, 1: 1})
    play(s, f"red {base}")
    play(s, "red inverse")
    assert f(s, "direction") == 1
    waiting(s, "respond", 2)                              # still p0 -> p1 -> p2
    s.apply_action(A_ALLOW)
    if base == "lock":
        waiting(s, "lock_colour", 1)                      # the inverse's player (KT-24)
        s.apply_action(A_COLOUR + GREEN)
        s.apply_action(A_SYMBOL + 3)
    assert (f(s, "slot_kind"), f(s, "slot_life")) == (new_slot, 4)
    assert f(s, "direction") == 1
    waiting(s, "play", 2)
    if base == "lock":
        # inverted lock (green, 4): not green, not 4, not a WILD
        assert legal(s) == ids("red 2")
