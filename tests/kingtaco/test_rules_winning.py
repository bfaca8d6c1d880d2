"""Rule tests for King Taco's auctions and the end of the game: KT-35..KT-38.

Chance (tie-breaks, the 1/goto roll) comes from the state's RNG, so probabilities are checked
by building the same position with many seeds and comparing frequencies with a tolerance of
four binomial standard deviations; certain outcomes are checked exactly.
"""
import math

import pytest

import core
from core.kingtaco import card_id, card_name
from core.kingtaco.layout import A_ALLOW, A_COLOUR, PHASES, card_set
from core.kingtaco.position import build_position

RED, YELLOW, GREEN, CYAN, BLUE, MAGENTA = range(6)


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


def scores(state) -> list[int]:
    return [f(state, "auction_score", p) for p in range(4)]


def waiting(state, what, player):
    assert (phase(state), state.current_player()) == (what, player), str(state)


def within(count, n, p, sds=4.0) -> bool:
    return abs(count - n * p) <= sds * math.sqrt(n * p * (1 - p))


def discard_pile(state) -> set[int]:
    return set(card_set(state.fields["discard_rest"])) | {f(state, "top_card")}


# A position where p0 empties their hand by playing red 3 with 2 mana (mana 4 afterwards).
# p1 holds one card of each of two numbers, p2 one number, p3 none.
def scoring_position(goto=4, seed=0, **extra):
    return build_position(4, hands={0: ["red 3"], 1: ["blue 4", "green 2", "blue skip"],
                                    2: ["yellow 1", "yellow rage"], 3: ["cyan rage", "WILD"]},
                          top="red 1", mana={0: 2}, goto=goto, seed=seed, **extra)


# ---------------------------------------------------------------------------------------------
# KT-35: who starts an auction and how it is scored.
# ---------------------------------------------------------------------------------------------
def test_kt35_auction_scores_one_each_plus_emptiers_mana_and_number_plus_discards():
    s = scoring_position()
    play(s, "red 3")
    assert f(s, "mana", 0) == 4
    # everyone 1; the emptier adds mana 4 and the number 3
    assert scores(s) == [8, 1, 1, 1]
    waiting(s, "auction_discard", 1)                      # turn order after the emptier
    assert legal(s) == ids("green 2", "blue 4")
    play(s, "green 2")
    assert scores(s) == [8, 3, 1, 1]
    assert hand_names(s, 1) == ["blue 4", "blue skip"]
    assert card_id("green 2") in discard_pile(s)
    waiting(s, "auction_discard", 2)
    assert legal(s) == ids("yellow 1")
    play(s, "yellow 1")
    # p3 holds no number card and is not asked; the auction resolves
    assert scores(s) == [8, 3, 2, 1]
    assert f(s, "last_auction_chosen") == 0
    assert f(s, "auctions_held") == 1
    assert hand_names(s, 3) == ["WILD", "cyan rage"]


def test_kt35_auction_discard_may_be_any_number_card_of_the_players_choice():
    # "every other player who holds a number card discards one of their choice": the choice
    # includes which card, not only which number (colours matter for the rest of the game).
    s = build_position(4, hands={0: ["red 3"], 1: ["yellow 3", "blue 3", "green 1", "blue skip"],
                                 2: ["green rage"], 3: ["cyan rage"]},
                       top="red 1", mana={0: 2})
    play(s, "red 3")
    waiting(s, "auction_discard", 1)
    assert legal(s) == ids("yellow 3", "blue 3", "green 1")
    play(s, "blue 3")
    assert f(s, "auction_score", 1) == 4
    assert hand_names(s, 1) == ["blue skip", "green 1", "yellow 3"]


def test_kt35_discards_are_asked_in_turn_order_after_the_emptier():
    s = build_position(4, hands={0: ["red 3"], 1: ["blue 4", "blue skip"],
                                 2: ["yellow 1", "yellow rage"], 3: ["cyan 2", "cyan rage"]},
                       top="red 1", direction=-1)
    play(s, "red 3")
    asked = []
    while phase(s) == "auction_discard":
        asked.append(s.current_player())
        s.apply_action(s.legal_actions()[0])
    assert asked == [3, 2, 1]
    assert scores(s) == [1 + 2 + 3, 5, 2, 3]


def test_kt35_only_players_in_the_game_score_and_discard():
    s = build_position(4, hands={0: ["red 3"], 1: ["blue 4", "blue skip"],
                                 3: ["cyan 2", "cyan rage"]},
                       top="red 1", out_of_game=(2,))
    play(s, "red 3")
    waiting(s, "auction_discard", 1)
    play(s, "blue 4")
    waiting(s, "auction_discard", 3)
    play(s, "cyan 2")
    assert scores(s) == [6, 5, 0, 3]


@pytest.mark.parametrize("last, mana, score", [
    ("red 3", 0, 1 + 2 + 3),          # number: gains 2, adds its number
    ("red 3", 1, 1 + 3 + 3),
    ("red rage", 0, 1 + 1),           # unpaid effect: gains 1, no number
    ("WILD", 2, 1 + 2),               # plain WILD: no mana change, no number
])
def test_kt35_emptier_adds_mana_and_the_number_of_a_last_number_card(last, mana, score):
    s = build_position(4, hands={0: [last], 1: ["blue skip"], 2: ["yellow rage"],
                                 3: ["cyan rage"]},
                       top="red 1", mana={0: mana})
    play(s, last)
    if last == "WILD":
        waiting(s, "wild_colour", 0)
        assert f(s, "auctions_held") == 0
        s.apply_action(A_COLOUR + BLUE)
    assert f(s, "auctions_held") == 1
    assert scores(s) == [score, 1, 1, 1]
    assert f(s, "last_auction_chosen") == 0


def test_kt35_a_hand_emptied_off_turn_starts_the_auction_at_the_start_of_that_turn():
    s = build_position(4, hands={0: ["red --", "blue 3"], 1: ["red rage", "yellow rage"],
                                 2: ["red calm", "yellow 4"], 3: ["red skip", "yellow skip"]},
                       top="red 1", mana={0: 1}, goto=1)
    play(s, "red --")
    s.apply_action(A_ALLOW)                               # p0 must discard its last card
    assert f(s, "hand_count", 0) == 0
    assert f(s, "auctions_held") == 0                     # not p0's play: no auction yet
    waiting(s, "play", 1)
    play(s, "red rage")                                   # 0 mana: no effect
    play(s, "red calm")                                   # p2
    assert f(s, "auctions_held") == 0
    play(s, "red skip")                                   # p3; then p0's turn starts
    assert f(s, "turn_player") == 0
    assert f(s, "auction_emptier") == 0
    # p0: 1, no mana, last played card (--) is no number
    waiting(s, "auction_discard", 2)
    assert legal(s) == ids("yellow 4")
    play(s, "yellow 4")
    assert scores(s) == [1, 1, 5, 1]
    assert s.is_terminal()
    assert s.returns() == [0.0, 0.0, 1.0, 0.0]


def test_kt35_stacking_ones_last_card_on_an_answer_turn_starts_an_auction():
    s = build_position(4, hands={0: ["red += 2", "blue rage"], 1: ["yellow += 2"],
                                 2: ["green rage"], 3: ["cyan rage"]},
                       top="red 1", mana={0: 1, 1: 4}, goto=1)
    play(s, "red += 2")
    waiting(s, "respond", 1)
    play(s, "yellow += 2")                                # p1's last card; mana 4 - 1 = 3
    assert f(s, "auctions_held") == 1
    assert f(s, "auction_emptier") == 1
    assert scores(s) == [1, 4, 1, 1]
    assert s.is_terminal()
    assert s.returns() == [0.0, 1.0, 0.0, 0.0]


# ---------------------------------------------------------------------------------------------
# KT-36: who must try to win.
# ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("slot, top, lock, chosen", [
    ("none", "blue 1", None, 0),
    ("rage", "red 1", None, 0),
    ("calm", "red 1", None, 0),
    ("lock", "red 1", ("blue", "2"), 0),
    ("inverted default", "red 1", None, 3),
    ("inverted lock", "red 1", ("red", "1"), 3),
])
def test_kt36_highest_score_tries_unless_the_slot_is_inverted(slot, top, lock, chosen):
    s = build_position(4, hands={0: ["blue 3"], 1: ["yellow 1", "blue rage"],
                                 2: ["green 2", "green rage"], 3: ["cyan rage"]},
                       top=top, slot=slot, slot_life=0 if slot == "none" else 8, lock=lock,
                       mana={0: 2}, goto=1)
    play(s, "blue 3")
    play(s, "yellow 1")
    play(s, "green 2")
    assert scores(s) == [8, 2, 3, 1]
    assert f(s, "last_auction_chosen") == chosen
    assert s.is_terminal()
    assert s.returns() == [1.0 if p == chosen else 0.0 for p in range(4)]


N_TIES = 600


def test_kt36_ties_for_highest_are_broken_uniformly_at_random():
    counts = [0, 0, 0, 0]
    for seed in range(N_TIES):
        s = build_position(4, hands={0: ["red rage"], 1: ["yellow 1", "blue rage"],
                                     2: ["green 1", "green rage"], 3: ["cyan rage"]},
                           top="red 4", seed=seed)
        play(s, "red rage")                               # 0 mana: gains 1 -> score 2
        play(s, "yellow 1")
        play(s, "green 1")
        assert scores(s) == [2, 2, 2, 1]
        counts[f(s, "last_auction_chosen")] += 1
    assert counts[3] == 0
    assert all(within(counts[p], N_TIES, 1 / 3) for p in range(3)), counts


def test_kt36_ties_for_lowest_are_broken_uniformly_at_random():
    counts = [0, 0, 0, 0]
    for seed in range(N_TIES):
        s = build_position(4, hands={0: ["blue 3"], 1: ["blue rage"], 2: ["green rage"],
                                     3: ["cyan rage"]},
                           top="red 1", slot="inverted default", slot_life=8, mana={0: 2},
                           seed=seed)
        play(s, "blue 3")
        assert scores(s) == [8, 1, 1, 1]
        counts[f(s, "last_auction_chosen")] += 1
    assert counts[0] == 0
    assert all(within(counts[p], N_TIES, 1 / 3) for p in (1, 2, 3)), counts


# ---------------------------------------------------------------------------------------------
# KT-37: the chosen player wins with probability 1/goto; what happens when they do not.
# ---------------------------------------------------------------------------------------------
def chosen_p1_position(goto, seed, **extra):
    # p0 empties with red rage (0 mana: gains 1, score 2); p1 discards yellow 4 (score 5).
    return build_position(4, hands={0: ["red rage"], 1: ["yellow 4", "blue rage"],
                                    2: ["green rage"], 3: ["cyan rage"]},
                          top="red 1", mana={0: 0, 1: 3}, goto=goto, seed=seed, **extra)


def test_kt37_goto_one_always_wins():
    for seed in range(50):
        s = chosen_p1_position(1, seed)
        play(s, "red rage")
        play(s, "yellow 4")
        assert f(s, "last_auction_chosen") == 1
        assert s.is_terminal()
        assert s.winner == 1
        assert f(s, "last_auction_won") == 1


N_ROLLS = 600


@pytest.mark.parametrize("goto", [2, 3, 4])
def test_kt37_chosen_player_wins_with_probability_one_over_goto(goto):
    wins = 0
    for seed in range(N_ROLLS):
        s = chosen_p1_position(goto, seed)
        play(s, "red rage")
        play(s, "yellow 4")
        wins += s.is_terminal()
    assert within(wins, N_ROLLS, 1 / goto), (wins, N_ROLLS / goto)


def test_kt37_after_a_failed_auction_goto_drops_emptier_draws_7_and_chosen_loses_mana():
    outcomes = set()
    for seed in range(40):
        s = chosen_p1_position(4, seed)
        deck = f(s, "deck_count")
        play(s, "red rage")
        play(s, "yellow 4")
        assert f(s, "last_auction_chosen") == 1
        if s.is_terminal():
            outcomes.add("won")
            assert s.winner == 1
            assert f(s, "goto") == 4
            continue
        outcomes.add("lost")
        assert f(s, "last_auction_won") == 0
        assert f(s, "goto") == 3
        assert f(s, "hand_count", 0) == 7                 # the emptier drew 7
        assert f(s, "deck_count") == deck - 7
        assert f(s, "mana", 1) == 0                       # the chosen player's mana
        assert f(s, "mana", 0) == 1                       # the emptier keeps theirs
        assert f(s, "turn_count") == 1                    # the emptier's turn ended
        waiting(s, "play", 1)
        assert s.returns() == [0.0, 0.0, 0.0, 0.0]
    assert outcomes == {"won", "lost"}


def test_kt37_a_failed_auction_sets_a_chosen_emptiers_mana_to_zero():
    for seed in range(40):
        s = scoring_position(goto=2, seed=seed)
        play(s, "red 3")
        play(s, "green 2")
        play(s, "yellow 1")
        if not s.is_terminal():
            break
    else:
        pytest.fail("no failed auction in 40 seeds at goto 2")
    assert f(s, "last_auction_chosen") == 0
    assert f(s, "goto") == 1
    assert f(s, "mana", 0) == 0
    assert f(s, "hand_count", 0) == 7
    waiting(s, "play", 1)


def test_kt37_an_auction_at_the_start_of_a_turn_ends_that_turn_on_failure():
    for seed in range(40):
        s = build_position(4, hands={0: [], 1: ["blue rage", "red 4"], 2: ["green rage"],
                                     3: ["cyan rage"]},
                           top="red 1", mana={0: 3}, last_played={0: "red 2"}, seed=seed)
        waiting(s, "auction_discard", 1)
        play(s, "red 4")
        assert scores(s) == [1 + 3 + 2, 5, 1, 1]
        if not s.is_terminal():
            break
    else:
        pytest.fail("no failed auction in 40 seeds")
    assert f(s, "goto") == 3
    assert f(s, "hand_count", 0) == 7
    assert f(s, "mana", 0) == 0                           # p0 (6) was chosen over p1 (5)
    assert f(s, "turn_count") == 1
    waiting(s, "play", 1)


def test_kt37_a_shield_does_not_stop_the_auction_draw():
    for seed in range(40):
        s = chosen_p1_position(4, seed, shield={0: 8})
        play(s, "red rage")
        play(s, "yellow 4")
        if not s.is_terminal():
            break
    else:
        pytest.fail("no failed auction in 40 seeds")
    assert f(s, "hand_count", 0) == 7


# ---------------------------------------------------------------------------------------------
# KT-38: returns and the turn cap.
# ---------------------------------------------------------------------------------------------
def test_kt38_returns_are_all_zero_before_the_end():
    game = core.load_game("kingtaco", num_players=4)
    s = game.new_initial_state(5)
    assert s.returns() == [0.0, 0.0, 0.0, 0.0]
    for _ in range(30):
        if s.is_terminal():
            break
        s.apply_action(s.legal_actions()[0])
        assert s.is_terminal() or s.returns() == [0.0, 0.0, 0.0, 0.0]


def test_kt38_the_winner_gets_one_everyone_else_zero():
    s = chosen_p1_position(1, 0)
    play(s, "red rage")
    play(s, "yellow 4")
    assert s.is_terminal()
    assert s.current_player() == core.TERMINAL
    assert s.legal_actions() == []
    assert s.returns() == [0.0, 1.0, 0.0, 0.0]


def test_kt38_the_game_ends_without_a_winner_after_2000_turns():
    s = build_position(4, hands={0: ["red 2", "red 3"], 1: ["red 4", "blue 4"],
                                 2: ["green 3"], 3: ["cyan 3"]},
                       top="red 1")
    s.fields["turn_count"] = 1998
    play(s, "red 2")                                      # the 1999th turn ends
    assert not s.is_terminal()
    assert f(s, "turn_count") == 1999
    waiting(s, "play", 1)
    play(s, "red 4")                                      # the 2000th turn ends
    assert s.is_terminal()
    assert f(s, "turn_count") == 2000
    assert s.winner is None
    assert s.current_player() == core.TERMINAL
    assert s.returns() == [0.0, 0.0, 0.0, 0.0]


def test_kt38_finished_random_games_have_one_winner_or_hit_the_cap():
    game = core.load_game("kingtaco", num_players=4)
    for seed in range(20):
        s = game.new_initial_state(seed)
        s.rollout(seed)
        assert s.is_terminal()
        r = s.returns()
        assert sorted(r) in ([0.0, 0.0, 0.0, 1.0], [0.0, 0.0, 0.0, 0.0])
        if s.winner is None:
            assert r == [0.0] * 4 and f(s, "turn_count") == 2000
        else:
            assert r[s.winner] == 1.0 and f(s, "turn_count") < 2000
