"""Rule tests for King Taco stacks: KT-19..KT-24 (docs/kingtaco-rules.md).

Every test lists every hand explicitly (no random fillers), so who is asked what is fixed.
Unless a test says otherwise: four players, top card "green 1", empty playability slot,
direction +1, player 0 to play, everyone 4 mana, and nobody but the named players holds a
NOPE (so no unexpected NOPE polls happen).
"""
import pytest

from core.kingtaco import card_id, card_name
from core.kingtaco.layout import A_ALLOW, A_COLOUR, A_DECLINE, A_DRAW, A_SYMBOL, PHASES, card_set
from core.kingtaco.position import build_position


# --- helpers (phase/hand_names/play copied from tests/kingtaco/conftest.py) ------------------
def phase(state) -> str:
    return PHASES[int(state.fields["phase"])]


def hand_names(state, player) -> list[str]:
    return sorted(card_name(c) for c in state.hand(player))


def play(state, name):
    state.apply_action(card_id(name))


def ids(names) -> list[int]:
    return [card_id(n) for n in names]


def legal(state) -> list[int]:
    return sorted(state.legal_actions())


def cards_then(names, *extra) -> list[int]:
    """The sorted legal-action list made of the named cards plus the extra fixed actions."""
    return sorted(ids(names) + list(extra))


def hand_counts(state) -> list[int]:
    return [int(x) for x in state.fields["hand_count"][:4]]


def timeouts(state) -> list[int]:
    return [int(x) for x in state.fields["timeout"][:4]]


def decline_polls(state) -> list[int]:
    """Declines every pending NOPE poll; returns the players asked, in order."""
    asked = []
    while phase(state) == "nope_poll":
        asked.append(state.current_player())
        state.apply_action(A_DECLINE)
    return asked


def expect_decision(state, name, player):
    assert (phase(state), state.current_player()) == (name, player), str(state)


# Two number cards per player that are never playable on a green non-number top card under
# the default condition: padding that keeps hands non-empty and the game predictable.
FILL = {0: ["red 2", "red 3"], 1: ["yellow 2", "yellow 3"], 2: ["cyan 2", "cyan 3"],
        3: ["magenta 2", "magenta 3"]}


def position(extra=None, *, mana=None, top="green 1", **kwargs):
    """Four players; hand p = FILL[p] + extra[p]; everyone 4 mana unless `mana` says otherwise."""
    extra = extra or {}
    hands = {p: FILL[p] + list(extra.get(p, [])) for p in range(4)}
    full_mana = {p: 4 for p in range(4)}
    full_mana.update(mana or {})
    return build_position(4, hands=hands, top=top, mana=full_mana, **kwargs)


def run_stack(state, plays):
    """Applies [(player, card name), ...]: the first is P's play, the rest answers to the stack.

    NOPE polls in between are declined. Asserts each card is played by the expected player in
    the expected decision (play for the first, respond for the rest).
    """
    for i, (player, name) in enumerate(plays):
        decline_polls(state)
        expect_decision(state, "play" if i == 0 else "respond", player)
        play(state, name)
        if phase(state) == "wild_colour":
            state.apply_action(A_COLOUR + 2)          # WILDs in these tests become green
    decline_polls(state)


# =============================================================================================
# KT-19: the next player answers a stack (stack or allow); answering is their turn
# =============================================================================================
def test_kt19_next_player_answers_and_stacking_passes_the_answer_on():
    s = position({0: ["green += 2"], 1: ["blue += 2"]}, mana={0: 1, 1: 3})
    play(s, "green += 2")
    expect_decision(s, "respond", 1)
    assert int(s.fields["turn_player"]) == 1          # answering is P1's turn
    assert int(s.fields["turn_count"]) == 1
    assert int(s.fields["mana"][0]) == 0              # the base's cost was paid
    assert legal(s) == cards_then(["blue += 2"], A_ALLOW)
    play(s, "blue += 2")
    assert int(s.fields["mana"][1]) == 2              # the stacker pays (3 - 1)
    assert int(s.fields["stack_len"]) == 2
    assert hand_counts(s) == [2, 2, 2, 2]
    expect_decision(s, "respond", 2)                  # the answer passed to the next player
    assert int(s.fields["turn_player"]) == 2
    assert int(s.fields["turn_count"]) == 2
    assert legal(s) == [A_ALLOW]                      # P2 holds nothing stackable


def test_kt19_nothing_stackable_leaves_allow_as_the_only_choice():
    # green 4 is playable but a number card; blue skip is in the row but not playable on
    # green += 2 (neither its colour nor its symbol); a plain WILD never stacks.
    s = position({0: ["green += 2"], 1: ["green 4", "blue skip", "WILD"]})
    play(s, "green += 2")
    expect_decision(s, "respond", 1)
    assert legal(s) == [A_ALLOW]


@pytest.mark.parametrize("mana, stackable", [
    (1, ["blue += 2"]),
    (2, ["blue += 2", "green skip", "green all ++"]),
    (3, ["blue += 2", "green skip", "green all ++", "green NOPE"]),
])
def test_kt19_only_affordable_cards_stack(mana, stackable):
    s = position({0: ["green += 2"],
                  1: ["blue += 2", "green skip", "green all ++", "green NOPE"]}, mana={1: mana})
    play(s, "green += 2")
    expect_decision(s, "respond", 1)
    assert legal(s) == cards_then(stackable, A_ALLOW)


@pytest.mark.parametrize("slot, base, answer_hand, stackable", [
    # calm: anything but a WILD, whatever the top card
    ("calm", "green += 2", ["red skip", "WILD += 2", "blue += 2"], ["red skip", "blue += 2"]),
    # inverted default judged against the stack's top card (red += 2): not red, not += 2,
    # not a WILD, so a += 2 cannot go on this += 2
    ("inverted default", "red += 2", ["blue += 2", "blue skip", "red skip", "WILD skip"],
     ["blue skip"]),
])
def test_kt19_stacked_card_must_be_playable_under_the_current_condition(slot, base, answer_hand,
                                                                        stackable):
    s = position({0: [base], 1: answer_hand}, slot=slot, slot_life=8)
    play(s, base)
    expect_decision(s, "respond", 1)
    assert legal(s) == cards_then(stackable, A_ALLOW)


# =============================================================================================
# KT-20: after allowing
# =============================================================================================
def test_kt20_allower_of_rage_stack_plays_on_but_not_cards_of_the_rage_row():
    s = position({0: ["green rage"],
                  1: ["red 4", "WILD", "blue rage", "yellow += 2", "cyan x2", "magenta inverse",
                      "red calm", "blue NOPE"]}, mana={1: 0})
    play(s, "green rage")
    expect_decision(s, "respond", 1)
    assert legal(s) == [A_ALLOW]                      # 0 mana: nothing affordable
    s.apply_action(A_ALLOW)
    assert int(s.fields["slot_kind"]) == 2            # rage: anything is playable ...
    expect_decision(s, "play", 1)                     # ... and P1's turn goes on
    # ... except the rage row's cards: inverse, += 2, rage, x2, NOPE.
    assert legal(s) == cards_then(["yellow 2", "yellow 3", "red 4", "WILD", "red calm"])
    play(s, "red 4")
    expect_decision(s, "play", 2)                     # that play was P1's whole turn
    assert hand_counts(s)[1] == 9


def test_kt20_allower_with_only_row_cards_playable_must_draw():
    s = build_position(4, hands={0: FILL[0] + ["green rage"], 1: ["blue rage", "cyan x2"],
                                 2: FILL[2], 3: FILL[3]},
                       top="green 1", mana={0: 4, 1: 0})
    play(s, "green rage")
    expect_decision(s, "respond", 1)
    s.apply_action(A_ALLOW)
    expect_decision(s, "play", 1)
    assert legal(s) == [A_DRAW]                       # both cards are rage-row cards
    s.apply_action(A_DRAW)
    assert hand_counts(s)[1] == 3
    assert int(s.fields["mana"][1]) == 0
    expect_decision(s, "play", 2)


def test_kt20_forbidden_row_is_the_stack_as_it_stands_rage_then_inverse_is_calm():
    s = position({0: ["green rage"], 1: ["green inverse"],
                  2: ["red rage", "red calm", "WILD", "blue x2", "yellow += 2", "magenta inverse"]},
                 mana={2: 0})
    run_stack(s, [(0, "green rage"), (1, "green inverse")])
    expect_decision(s, "respond", 2)
    s.apply_action(A_ALLOW)
    assert (int(s.fields["slot_kind"]), int(s.fields["slot_life"])) == (3, 4)   # calm, 1 round
    expect_decision(s, "play", 2)
    # calm forbids WILDs; the calm row forbids inverse, += 2, calm, x2, NOPE; red rage is fine.
    assert legal(s) == cards_then(["cyan 2", "cyan 3", "red rage"])


def test_kt20_allower_of_inverse_stack_plays_on_under_inverted_default_without_row_cards():
    s = position({0: ["green inverse"],
                  3: ["green 3", "red 4", "blue inverse", "red x2", "WILD"]}, mana={3: 0})
    play(s, "green inverse")
    expect_decision(s, "respond", 3)                  # the inverse reversed the direction
    s.apply_action(A_ALLOW)
    assert (int(s.fields["slot_kind"]), int(s.fields["slot_life"])) == (1, 4)
    expect_decision(s, "play", 3)
    # inverted default on green inverse: not green, not inverse, not WILD; red x2 is an
    # inverse-row card, so it is forbidden too.
    assert legal(s) == cards_then(["magenta 2", "magenta 3", "red 4"])


def test_kt20_allower_of_draw_stack_draws_and_turn_ends():
    s = position({0: ["green += 2"], 1: ["green 4"]}, mana={1: 0})
    play(s, "green += 2")
    expect_decision(s, "respond", 1)
    s.apply_action(A_ALLOW)
    assert hand_counts(s) == [2, 5, 2, 2]
    assert int(s.fields["turn_player"]) == 2          # P1 could have played green 4: no
    expect_decision(s, "play", 2)


def test_kt20_allower_of_timeout_stack_sits_out_this_turn():
    s = position({0: ["green skip"], 1: ["green 4"]}, mana={1: 0})
    play(s, "green skip")
    expect_decision(s, "respond", 1)
    s.apply_action(A_ALLOW)
    assert hand_counts(s) == [2, 3, 2, 2]
    assert timeouts(s) == [0, 0, 0, 0]                # the one turn was this one
    assert int(s.fields["turn_count"]) == 2
    expect_decision(s, "play", 2)


# =============================================================================================
# KT-21: what each stack accepts
# =============================================================================================
EFFECT_NAMES = ("inverse", "+= 2", "all ++", "skip", "rage", "calm", "lock", "go fishing",
                "shield", "curse", "NOPE", "x2", "--", "harvest")

# (row, the cards building the stack as (player, card), the player answering next, the green or
# blue cards of that player's test hand that the row accepts). The test hand holds every green
# effect not used to build the stack, the blue card of each used symbol (playable on the top
# card only through the symbol), and green 2, a plain WILD and red 4, which never stack.
ROW_CASES = [
    ("inverse", [(0, "green inverse")], 3, ["blue inverse", "green x2", "green NOPE"]),
    ("+= 2", [(0, "green += 2")], 1,
     ["green inverse", "blue += 2", "green all ++", "green skip", "green NOPE"]),
    ("all ++", [(0, "green all ++")], 1,
     ["green inverse", "green += 2", "blue all ++", "green skip", "green NOPE"]),
    # (+= 2 in between keeps the row "all ++"; the answer after the inverse goes back to P1,
    # who still has the 3 mana a NOPE costs)
    ("all ++ then inverse", [(0, "green all ++"), (1, "green += 2"), (2, "green inverse")], 1,
     ["blue inverse", "green NOPE"]),
    ("all ++ then skip", [(0, "green all ++"), (1, "green skip")], 2, ["green NOPE"]),
    ("skip", [(0, "green skip")], 1,
     ["green inverse", "green += 2", "green all ++", "blue skip", "green NOPE"]),
    ("rage", [(0, "green rage")], 1,
     ["green inverse", "green += 2", "blue rage", "green x2", "green NOPE"]),
    ("calm", [(0, "green calm")], 1,
     ["green inverse", "green += 2", "blue calm", "green x2", "green NOPE"]),
    ("lock", [(0, "green lock")], 1,
     ["green inverse", "green += 2", "blue lock", "green x2", "green NOPE"]),
    ("go fishing", [(0, "green go fishing")], 1, ["blue go fishing", "green x2", "green NOPE"]),
    ("shield", [(0, "green shield")], 1, ["blue shield", "green x2", "green NOPE"]),
    ("curse", [(0, "green curse")], 1, ["blue curse", "green x2", "green NOPE"]),
    ("--", [(0, "green --")], 1, ["green += 2", "green x2", "blue --", "green NOPE"]),
    ("harvest", [(0, "green harvest")], 1, ["blue harvest", "green x2", "green NOPE"]),
    ("ends in NOPE", [(0, "green rage"), (1, "green NOPE")], 2, ["blue NOPE"]),
]


@pytest.mark.parametrize("row, plays, tester, accepted", ROW_CASES, ids=[c[0] for c in ROW_CASES])
def test_kt21_each_row_accepts_exactly_its_cards(row, plays, tester, accepted):
    used = [name.split(" ", 1)[1] for _, name in plays]
    test_hand = ([f"green {e}" for e in EFFECT_NAMES if e not in used]
                 + [f"blue {e}" for e in used] + ["green 2", "WILD", "red 4"])
    extra = {p: [] for p in range(4)}
    for player, name in plays:
        extra[player].append(name)
    extra[tester] += test_hand
    s = position(extra)
    run_stack(s, plays)
    expect_decision(s, "respond", tester)
    assert legal(s) == cards_then(accepted, A_ALLOW)


def test_kt21_card_stacked_on_a_wild_must_match_its_chosen_colour():
    s = position({0: ["WILD rage"],
                  1: ["green x2", "red x2", "red rage", "WILD x2", "red += 2", "green 2", "WILD"]})
    play(s, "WILD rage")
    expect_decision(s, "wild_colour", 0)
    s.apply_action(A_COLOUR + 2)                      # green
    expect_decision(s, "respond", 1)
    # rage row: green (the WILD's colour) or rage (its symbol) or a WILD; red += 2 and red x2
    # are in the row but do not match.
    assert legal(s) == cards_then(["green x2", "red rage", "WILD x2"], A_ALLOW)


def test_kt21_lifespan_rage_x2_rage_is_three_rounds():
    s = position({0: ["green rage"], 1: ["green x2"], 2: ["WILD rage"], 3: ["red 4"]})
    run_stack(s, [(0, "green rage"), (1, "green x2"), (2, "WILD rage")])
    expect_decision(s, "respond", 3)
    s.apply_action(A_ALLOW)
    assert (int(s.fields["slot_kind"]), int(s.fields["slot_life"])) == (2, 12)   # 3 x 4 turns
    expect_decision(s, "play", 3)
    play(s, "red 4")
    assert int(s.fields["slot_life"]) == 11           # the resolving turn counts


def test_kt21_lifespan_rage_rage_x2_is_four_rounds():
    s = position({0: ["green rage"], 1: ["blue rage"], 2: ["blue x2"], 3: ["red 4"]})
    run_stack(s, [(0, "green rage"), (1, "blue rage"), (2, "blue x2")])
    expect_decision(s, "respond", 3)
    s.apply_action(A_ALLOW)
    assert (int(s.fields["slot_kind"]), int(s.fields["slot_life"])) == (2, 16)   # 4 x 4 turns
    expect_decision(s, "play", 3)
    play(s, "red 4")
    assert int(s.fields["slot_life"]) == 15


def test_kt21_plus_one_round_counts_players_in_the_game():
    s = build_position(3, hands={0: ["red 2", "green calm"], 1: ["yellow 2", "blue calm"],
                                 2: ["cyan 2", "cyan 3"]},
                       top="green 1", mana={0: 4, 1: 4, 2: 4})
    run_stack(s, [(0, "green calm"), (1, "blue calm")])
    expect_decision(s, "respond", 2)
    s.apply_action(A_ALLOW)
    assert (int(s.fields["slot_kind"]), int(s.fields["slot_life"])) == (3, 6)    # 2 x 3 turns


def test_kt21_plus2_on_rage_adds_two_turns_and_stacker_draws_two_at_next_turn():
    s = position({0: ["green rage", "red 4"], 1: ["green += 2"], 2: ["cyan 4"], 3: ["magenta 4"]})
    run_stack(s, [(0, "green rage"), (1, "green += 2")])
    expect_decision(s, "respond", 2)
    s.apply_action(A_ALLOW)
    assert (int(s.fields["slot_kind"]), int(s.fields["slot_life"])) == (2, 6)    # 4 + 2 turns
    assert int(s.fields["pending_draw"][1]) == 2
    assert hand_counts(s) == [3, 2, 3, 3]             # nobody drew yet
    expect_decision(s, "play", 2)                     # rage, not a draw stack: P2 plays on
    play(s, "cyan 4")
    expect_decision(s, "play", 3)
    play(s, "magenta 4")
    expect_decision(s, "play", 0)
    play(s, "red 4")
    # P1's turn: the 2 cards are drawn at its start and the turn ends.
    assert hand_counts(s) == [2, 4, 2, 2]
    assert int(s.fields["pending_draw"][1]) == 0
    assert int(s.fields["slot_life"]) == 2            # 6 - P2, P3, P0, P1's turns
    expect_decision(s, "play", 2)


def test_kt21_rage_then_inverse_is_a_calm_stack():
    s = position({0: ["green rage"], 1: ["green inverse"], 2: ["WILD rage", "WILD calm"]})
    run_stack(s, [(0, "green rage"), (1, "green inverse")])
    assert int(s.fields["direction"]) == 1            # KT-34: no reversal on rage
    expect_decision(s, "respond", 2)
    assert legal(s) == cards_then(["WILD calm"], A_ALLOW)


def test_kt21_inverse_on_inverse_puts_direction_and_condition_back():
    s = position({0: ["green inverse"], 3: ["blue inverse"]})
    play(s, "green inverse")
    expect_decision(s, "respond", 3)
    play(s, "blue inverse")
    assert int(s.fields["direction"]) == 1
    expect_decision(s, "respond", 0)
    s.apply_action(A_ALLOW)
    assert (int(s.fields["slot_kind"]), int(s.fields["direction"])) == (0, 1)
    expect_decision(s, "play", 0)                     # not hit: plays on
    assert legal(s) == [A_DRAW]                       # red 2 / red 3 do not match blue inverse


def test_kt21_x2_on_inverse_doubles_the_inversion_lifespan():
    s = position({0: ["green inverse"], 3: ["green x2"]})
    play(s, "green inverse")
    play(s, "green x2")
    expect_decision(s, "respond", 2)
    s.apply_action(A_ALLOW)
    assert (int(s.fields["slot_kind"]), int(s.fields["slot_life"])) == (1, 8)
    assert int(s.fields["direction"]) == -1
    expect_decision(s, "play", 2)


def test_kt21_calm_stacked_with_inverse_becomes_rage_and_calm_adds_a_round():
    s = position({0: ["green calm"], 1: ["green inverse"]})
    run_stack(s, [(0, "green calm"), (1, "green inverse")])
    s.apply_action(A_ALLOW)
    assert (int(s.fields["slot_kind"]), int(s.fields["slot_life"])) == (2, 4)
    s = position({0: ["green calm"], 1: ["blue calm"]})
    run_stack(s, [(0, "green calm"), (1, "blue calm")])
    s.apply_action(A_ALLOW)
    assert (int(s.fields["slot_kind"]), int(s.fields["slot_life"])) == (3, 8)


def test_kt21_shield_copies_add_a_round_and_x2_moves_the_shield_to_its_player():
    s = position({0: ["green shield"], 1: ["blue shield"]})
    run_stack(s, [(0, "green shield"), (1, "blue shield")])
    s.apply_action(A_ALLOW)
    assert [int(x) for x in s.fields["shield_life"][:4]] == [8, 0, 0, 0]
    expect_decision(s, "play", 2)
    s = position({0: ["green shield"], 1: ["green x2"]})
    run_stack(s, [(0, "green shield"), (1, "green x2")])
    s.apply_action(A_ALLOW)
    assert [int(x) for x in s.fields["shield_life"][:4]] == [0, 8, 0, 0]
    expect_decision(s, "play", 2)


def test_kt21_go_fishing_copy_adds_a_round():
    s = position({0: ["green go fishing"], 1: ["blue go fishing"]})
    run_stack(s, [(0, "green go fishing"), (1, "blue go fishing")])
    s.apply_action(A_ALLOW)
    assert int(s.fields["fishing_life"]) == 8
    expect_decision(s, "fish_target", 2)              # the allower's turn goes on, fishing


def test_kt21_curse_x2_doubles_and_hits_the_allower():
    s = position({0: ["green curse"], 1: ["green x2"]})
    run_stack(s, [(0, "green curse"), (1, "green x2")])
    s.apply_action(A_ALLOW)
    assert [int(x) for x in s.fields["curse_life"][:4]] == [0, 0, 8, 0]
    expect_decision(s, "play", 2)


def test_kt21_harvest_copy_adds_a_round_and_a_round_of_delay():
    s = position({0: ["green harvest"], 1: ["blue harvest"]})
    run_stack(s, [(0, "green harvest"), (1, "blue harvest")])
    s.apply_action(A_ALLOW)
    assert [int(s.fields[k]) for k in ("harvester", "harvest_delay", "harvest_life")] == [0, 4, 8]
    expect_decision(s, "play", 2)


def test_kt21_minus_count_changes_in_stack_order():
    # --, x2, --: (1 x 2) + 1 = 3 cards, discarded by the last stacker.
    s = position({0: ["green --"], 1: ["green x2"], 2: ["WILD --", "cyan 4", "cyan 1"]})
    run_stack(s, [(0, "green --"), (1, "green x2"), (2, "WILD --")])
    expect_decision(s, "respond", 3)
    s.apply_action(A_ALLOW)
    expect_decision(s, "discard", 2)
    assert int(s.fields["discards_left"]) == 3
    assert legal(s) == cards_then(["cyan 1", "cyan 2", "cyan 3", "cyan 4"])


# =============================================================================================
# KT-22: draw and timeout stacks
# =============================================================================================
# --- += 2 ---------------------------------------------------------------------------------
def test_kt22_plus2_alone_allower_draws_two_and_turn_ends():
    s = position({0: ["green += 2"]})
    play(s, "green += 2")
    s.apply_action(A_ALLOW)
    assert hand_counts(s) == [2, 4, 2, 2]
    assert timeouts(s) == [0, 0, 0, 0]
    expect_decision(s, "play", 2)


def test_kt22_plus2_stacked_with_inverse_reverses_and_stacker_gets_one_timeout():
    s = position({0: ["green += 2"], 1: ["green inverse"]})
    run_stack(s, [(0, "green += 2"), (1, "green inverse")])
    assert int(s.fields["direction"]) == -1
    expect_decision(s, "respond", 0)                  # the next player in the new direction
    s.apply_action(A_ALLOW)
    assert hand_counts(s) == [4, 2, 2, 2]             # the allower (P0) draws 2
    assert timeouts(s) == [0, 1, 0, 0]
    assert int(s.fields["direction"]) == -1
    expect_decision(s, "play", 3)
    s.apply_action(A_DRAW)
    expect_decision(s, "play", 2)
    s.apply_action(A_DRAW)
    expect_decision(s, "play", 0)                     # P1 sat out its timeout turn
    assert timeouts(s) == [0, 0, 0, 0]
    assert hand_counts(s)[1] == 2


def test_kt22_plus2_stacked_with_plus2_allower_draws_four():
    s = position({0: ["green += 2"], 1: ["blue += 2"]})
    run_stack(s, [(0, "green += 2"), (1, "blue += 2")])
    expect_decision(s, "respond", 2)
    s.apply_action(A_ALLOW)
    assert hand_counts(s) == [2, 2, 6, 2]
    assert timeouts(s) == [0, 0, 0, 0]
    expect_decision(s, "play", 3)


def test_kt22_plus2_stacked_with_skip_stacker_gets_one_timeout_allower_draws_two():
    s = position({0: ["green += 2"], 1: ["green skip"]})
    run_stack(s, [(0, "green += 2"), (1, "green skip")])
    expect_decision(s, "respond", 2)
    s.apply_action(A_ALLOW)
    assert hand_counts(s) == [2, 2, 4, 2]
    assert timeouts(s) == [0, 1, 0, 0]
    expect_decision(s, "play", 3)


def test_kt22_plus2_stacked_with_all_pp_allower_draws_count_plus_players_others_one():
    s = position({0: ["green += 2"], 1: ["green all ++"]})
    run_stack(s, [(0, "green += 2"), (1, "green all ++")])
    expect_decision(s, "respond", 2)
    s.apply_action(A_ALLOW)
    assert hand_counts(s) == [3, 3, 2 + 6, 3]         # 2 + 4 players; everyone else 1
    assert timeouts(s) == [0, 0, 0, 0]
    expect_decision(s, "play", 3)


# --- all ++ --------------------------------------------------------------------------------
def test_kt22_all_pp_alone_everyone_draws_one_its_player_included():
    s = position({0: ["green all ++"]})
    play(s, "green all ++")
    s.apply_action(A_ALLOW)
    assert hand_counts(s) == [3, 3, 3, 3]
    expect_decision(s, "play", 2)                     # the allower drew: turn over


def test_kt22_all_pp_stacked_with_inverse_allower_alone_draws_count_times_players():
    s = position({0: ["green all ++"], 1: ["green inverse"]})
    run_stack(s, [(0, "green all ++"), (1, "green inverse")])
    assert int(s.fields["direction"]) == -1
    expect_decision(s, "respond", 0)
    s.apply_action(A_ALLOW)
    assert hand_counts(s) == [2 + 4, 2, 2, 2]
    expect_decision(s, "play", 3)


def test_kt22_all_pp_stacked_with_plus2_each_draws_two_more():
    s = position({0: ["green all ++"], 1: ["green += 2"]})
    run_stack(s, [(0, "green all ++"), (1, "green += 2")])
    s.apply_action(A_ALLOW)
    assert hand_counts(s) == [5, 5, 5, 5]
    expect_decision(s, "play", 3)


def test_kt22_all_pp_stacked_with_all_pp_each_draws_one_more():
    s = position({0: ["green all ++"], 1: ["blue all ++"]})
    run_stack(s, [(0, "green all ++"), (1, "blue all ++")])
    s.apply_action(A_ALLOW)
    assert hand_counts(s) == [4, 4, 4, 4]
    expect_decision(s, "play", 3)


def test_kt22_all_pp_stacked_with_skip_nobody_draws_everyone_sits_out_one_turn():
    s = position({0: ["green all ++"], 1: ["green skip"]})
    run_stack(s, [(0, "green all ++"), (1, "green skip")])
    expect_decision(s, "respond", 2)
    assert legal(s) == [A_ALLOW]                      # closed (only a NOPE could be added)
    turns = int(s.fields["turn_count"])
    s.apply_action(A_ALLOW)
    assert hand_counts(s) == [2, 2, 2, 2]
    # P2 sits out this turn, then P3, P0 and P1 sit out theirs: P2 is next to play.
    expect_decision(s, "play", 2)
    assert int(s.fields["turn_count"]) == turns + 4
    assert timeouts(s) == [0, 0, 0, 0]


def test_kt22_all_pp_twice_then_skip_everyone_sits_out_two_turns():
    s = position({0: ["green all ++"], 1: ["blue all ++"], 2: ["blue skip"]})
    run_stack(s, [(0, "green all ++"), (1, "blue all ++"), (2, "blue skip")])
    expect_decision(s, "respond", 3)
    s.apply_action(A_ALLOW)
    # each would have drawn 2: two turns each; P3's first one is this turn.
    assert hand_counts(s) == [2, 2, 2, 2]
    first = int(s.fields["turn_count"])
    assert phase(s) == "play"
    assert s.current_player() == 3
    assert first == 3 + 8                             # 3 stack turns, then 8 turns sat out
    assert timeouts(s) == [0, 0, 0, 0]


# --- skip ----------------------------------------------------------------------------------
def test_kt22_skip_alone_allower_sits_out_one_turn():
    s = position({0: ["green skip"]})
    play(s, "green skip")
    s.apply_action(A_ALLOW)
    assert hand_counts(s) == [2, 2, 2, 2]
    assert timeouts(s) == [0, 0, 0, 0]
    assert int(s.fields["turn_count"]) == 2
    expect_decision(s, "play", 2)


def test_kt22_skip_stacked_with_skip_recipient_is_the_allower():
    s = position({0: ["green skip"], 1: ["blue skip"]})
    run_stack(s, [(0, "green skip"), (1, "blue skip")])
    expect_decision(s, "respond", 2)
    s.apply_action(A_ALLOW)
    assert hand_counts(s) == [2, 2, 2, 2]
    assert timeouts(s) == [0, 0, 0, 0]
    assert int(s.fields["turn_count"]) == 3
    expect_decision(s, "play", 3)


def test_kt22_skip_stacked_with_plus2_allower_three_timeouts_stacker_draws_two():
    s = position({0: ["green skip"], 1: ["green += 2"]})
    run_stack(s, [(0, "green skip"), (1, "green += 2")])
    expect_decision(s, "respond", 2)
    s.apply_action(A_ALLOW)
    assert hand_counts(s) == [2, 4, 2, 2]             # the stacker draws 2
    assert timeouts(s) == [0, 0, 2, 0]                # 1 + 2, the first of them this turn
    expect_decision(s, "play", 3)


def test_kt22_skip_stacked_with_all_pp_everyone_but_the_stacker_sits_out():
    s = position({0: ["green skip"], 1: ["green all ++"]})
    run_stack(s, [(0, "green skip"), (1, "green all ++")])
    expect_decision(s, "respond", 2)
    turns = int(s.fields["turn_count"])
    s.apply_action(A_ALLOW)
    assert hand_counts(s) == [2, 2, 2, 2]
    # P2 sits out this turn, P3 and P0 theirs; P1 (the stacker) plays.
    expect_decision(s, "play", 1)
    assert int(s.fields["turn_count"]) == turns + 3
    assert timeouts(s) == [0, 0, 0, 0]


def test_kt22_skip_stacked_with_inverse_reverses_and_allower_sits_out():
    s = position({0: ["green skip"], 1: ["green inverse"]})
    run_stack(s, [(0, "green skip"), (1, "green inverse")])
    assert int(s.fields["direction"]) == -1
    expect_decision(s, "respond", 0)
    s.apply_action(A_ALLOW)
    assert hand_counts(s) == [2, 2, 2, 2]
    assert timeouts(s) == [0, 0, 0, 0]                # no timeout for the inverse's player
    assert int(s.fields["turn_count"]) == 3
    expect_decision(s, "play", 3)


# =============================================================================================
# KT-23: closed bases (x2, NOPE)
# =============================================================================================
@pytest.mark.parametrize("mana, after", [(2, 1), (4, 3)])
def test_kt23_x2_base_pays_two_draws_one_gains_one_and_takes_no_stack(mana, after):
    s = position({0: ["green x2"], 1: ["blue x2"]}, mana={0: mana})
    deck = int(s.fields["deck_count"])
    play(s, "green x2")
    assert int(s.fields["mana"][0]) == after          # mana - 2 + 1
    assert hand_counts(s) == [3, 3, 2, 2]             # 3 - 1 played + 1 drawn
    assert int(s.fields["deck_count"]) == deck - 1
    assert int(s.fields["stack_len"]) == 0
    expect_decision(s, "play", 1)                     # P1 plays; nobody answers the x2


def test_kt23_x2_base_without_mana_gains_one_and_draws_nothing():
    s = position({0: ["green x2"]}, mana={0: 1})
    play(s, "green x2")
    assert int(s.fields["mana"][0]) == 2
    assert hand_counts(s) == [2, 2, 2, 2]
    expect_decision(s, "play", 1)


def test_kt23_nope_base_leaves_the_game_hand_to_deck_and_play_closes_up():
    s = position({1: ["blue NOPE"], 2: ["blue 4"], 3: ["blue 3"], 0: ["blue 2"]},
                 mana={0: 0, 1: 3, 2: 0, 3: 0}, turn=1)
    expect_decision(s, "play", 1)
    assert legal(s) == ids(["blue NOPE"])             # forced: the only playable card
    deck = int(s.fields["deck_count"])
    play(s, "blue NOPE")
    assert int(s.fields["in_game"][1]) == 0
    assert int(s.fields["players_in_game"]) == 3
    assert int(s.fields["mana"][1]) == 0
    assert hand_counts(s) == [3, 0, 3, 3]
    assert int(s.fields["deck_count"]) == deck + 2
    assert set(ids(["yellow 2", "yellow 3"])) <= set(card_set(s.fields["deck"]))
    assert int(s.fields["stack_len"]) == 0
    assert not s.is_terminal()
    expect_decision(s, "play", 2)
    play(s, "blue 4")
    expect_decision(s, "play", 3)
    play(s, "blue 3")
    expect_decision(s, "play", 0)
    play(s, "blue 2")
    expect_decision(s, "play", 2)                     # P1's seat is skipped


def test_kt23_nope_base_with_too_little_mana_has_no_effect():
    s = position({0: ["blue NOPE"]}, mana={0: 2})
    assert legal(s) == ids(["blue NOPE"])
    play(s, "blue NOPE")
    assert int(s.fields["in_game"][0]) == 1
    assert int(s.fields["mana"][0]) == 3              # gains 1 (KT-15)
    assert int(s.fields["stack_len"]) == 0
    expect_decision(s, "play", 1)


def test_kt23_forced_nope_out_leaves_last_player_the_winner():
    s = build_position(2, hands={0: ["blue NOPE", "red 2"], 1: ["yellow 2", "yellow 3"]},
                       top="green 1", mana={0: 3})
    expect_decision(s, "play", 0)
    assert legal(s) == ids(["blue NOPE"])             # no draw: the NOPE is playable
    play(s, "blue NOPE")
    assert s.is_terminal()
    assert phase(s) == "terminal"
    assert int(s.fields["winner"]) == 1
    assert list(s.returns()) == [0.0, 1.0]


def test_kt23_nope_out_with_one_seat_already_empty_ends_the_game():
    s = build_position(3, hands={1: ["blue NOPE", "red 2"], 2: ["cyan 2", "cyan 3"]},
                       top="green 1", mana={1: 4}, out_of_game=(0,), turn=1)
    expect_decision(s, "play", 1)
    play(s, "blue NOPE")
    assert s.is_terminal()
    assert list(s.returns()) == [0.0, 0.0, 1.0]


# =============================================================================================
# KT-24: who chooses the lock (the last adder); colour not WILD, symbol not NOPE
# =============================================================================================
ALL_COLOURS = [A_COLOUR + c for c in range(6)]
LOCK_SYMBOLS = [A_SYMBOL + x for x in range(18) if x != 14]      # 14 is NOPE


def test_kt24_lone_lock_its_player_chooses_colour_and_a_symbol_other_than_nope():
    s = position({0: ["green lock"]})
    play(s, "green lock")
    expect_decision(s, "respond", 1)
    s.apply_action(A_ALLOW)
    expect_decision(s, "lock_colour", 0)
    assert legal(s) == ALL_COLOURS
    s.apply_action(A_COLOUR + 4)                      # blue
    expect_decision(s, "lock_symbol", 0)
    assert legal(s) == LOCK_SYMBOLS
    s.apply_action(A_SYMBOL + 2)                      # 3
    assert [int(s.fields[k]) for k in ("slot_kind", "slot_life", "lock_colour", "lock_symbol")] \
        == [4, 4, 4, 2]
    expect_decision(s, "play", 1)                     # the allower plays on under the lock
    assert legal(s) == ids(["yellow 3"])              # blue or 3 (yellow 2 is neither)


def test_kt24_lock_then_inverse_the_inverse_player_chooses_the_black_list():
    s = position({0: ["green lock"], 1: ["green inverse"], 2: ["red 4"]})
    run_stack(s, [(0, "green lock"), (1, "green inverse")])
    expect_decision(s, "respond", 2)                  # no reversal on a lock stack
    s.apply_action(A_ALLOW)
    expect_decision(s, "lock_colour", 1)
    assert legal(s) == ALL_COLOURS
    s.apply_action(A_COLOUR + 3)                      # cyan
    expect_decision(s, "lock_symbol", 1)
    assert legal(s) == LOCK_SYMBOLS
    s.apply_action(A_SYMBOL + 1)                      # 2
    assert [int(s.fields[k]) for k in ("slot_kind", "slot_life", "lock_colour", "lock_symbol")] \
        == [5, 4, 3, 1]
    assert int(s.fields["direction"]) == 1
    expect_decision(s, "play", 2)
    assert legal(s) == ids(["red 4"])                 # not cyan, not 2, not a WILD


def test_kt24_lock_then_lock_the_second_locks_player_chooses():
    s = position({0: ["green lock"], 1: ["blue lock"]})
    run_stack(s, [(0, "green lock"), (1, "blue lock")])
    expect_decision(s, "respond", 2)
    s.apply_action(A_ALLOW)
    expect_decision(s, "lock_colour", 1)
    s.apply_action(A_COLOUR + 0)
    expect_decision(s, "lock_symbol", 1)
    s.apply_action(A_SYMBOL + 0)
    assert (int(s.fields["slot_kind"]), int(s.fields["slot_life"])) == (4, 8)
    expect_decision(s, "play", 2)


def test_kt24_lock_restored_by_two_nopes_the_last_nope_player_chooses():
    s = position({0: ["green lock"], 1: ["green NOPE"], 2: ["blue NOPE"]})
    run_stack(s, [(0, "green lock"), (1, "green NOPE"), (2, "blue NOPE")])
    expect_decision(s, "respond", 3)
    assert legal(s) == [A_ALLOW]
    s.apply_action(A_ALLOW)
    expect_decision(s, "lock_colour", 2)
    s.apply_action(A_COLOUR + 5)
    expect_decision(s, "lock_symbol", 2)
    assert legal(s) == LOCK_SYMBOLS
    s.apply_action(A_SYMBOL + 3)
    assert [int(s.fields[k]) for k in ("slot_kind", "slot_life", "lock_colour", "lock_symbol")] \
        == [4, 4, 5, 3]
    expect_decision(s, "play", 3)
