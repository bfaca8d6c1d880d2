"""Rule tests for King Taco KT-1..KT-13: cards, setup, symbols and playability.

The spec is docs/kingtaco-rules.md; every test names the ruling it checks. Expected values
are derived from the rulings, never copied from the engine.
"""
from __future__ import annotations

import pytest

import core
from core.kingtaco import CARD_NAMES, card_id, card_ids, card_name
from core.kingtaco.layout import (A_ALLOW, A_COLOUR, A_DRAW, A_SYMBOL, PHASES, SLOTS,
                                  card_set)
from core.kingtaco.position import build_position

# The spec's own lists (KT-1, KT-2), written out here so the tests do not trust the table.
SPEC_COLOURS = ("red", "yellow", "green", "cyan", "blue", "magenta")
SPEC_EFFECTS = ("inverse", "+= 2", "all ++", "skip", "rage", "calm", "lock", "go fishing",
                "shield", "curse", "NOPE", "x2", "--", "harvest")
SPEC_COST = {"inverse": 1, "+= 2": 1, "all ++": 2, "skip": 2, "rage": 1, "calm": 1, "lock": 2,
             "go fishing": 3, "shield": 1, "curse": 1, "NOPE": 3, "x2": 2, "--": 1,
             "harvest": 4}
SPEC_SYMBOLS = ("1", "2", "3", "4") + SPEC_EFFECTS
PLAIN_WILD = card_id("WILD")          # the one action that plays any plain WILD


def phase(state) -> str:
    return PHASES[int(state.fields["phase"])]


def hand_names(state, player) -> list[str]:
    return sorted(card_name(c) for c in state.hand(player))


def play(state, name):
    state.apply_action(card_id(name))


def actions(*names) -> set[int]:
    """The action set for cards named (any plain WILD is the one plain-WILD action)."""
    return {card_id(n) for n in names}


def legal(state) -> set[int]:
    return set(state.legal_actions())


def slot(state) -> str:
    return SLOTS[int(state.fields["slot_kind"])]


def colour(name: str) -> int:
    return SPEC_COLOURS.index(name)


def card_colour(card: int):
    """Colour index from the KT-1 id formula, None for WILDs."""
    return card // 18 if card < 108 else None


def card_symbol(card: int):
    """Symbol index from the KT-1 id formula (plain WILD: None)."""
    if card < 108:
        return card % 18
    if card < 112:
        return None
    return 4 + (card - 112)


# Quiet hands for players a test does not care about: no NOPE (so nobody is polled, KT-26),
# enough cards that nobody empties their hand (KT-35).
QUIET = {
    1: ["magenta 2", "magenta 3", "magenta shield"],
    2: ["magenta 4", "magenta curse", "magenta harvest"],
    3: ["magenta 1", "magenta calm", "magenta go fishing"],
}


def hands_with(**given):
    """Hands for 4 players: QUIET for those not given (keys p0..p3)."""
    out = {p: list(cards) for p, cards in QUIET.items()}
    for key, cards in given.items():
        out[int(key[1:])] = list(cards)
    return out


# ---------------------------------------------------------------------------------------------
# KT-1 cards and ids
# ---------------------------------------------------------------------------------------------
def test_kt01_card_table_has_126_cards_with_spec_ids():
    assert len(CARD_NAMES) == 126
    for k, colour_name in enumerate(SPEC_COLOURS):
        for s, symbol_name in enumerate(SPEC_SYMBOLS):
            assert card_name(18 * k + s) == f"{colour_name} {symbol_name}"
            assert card_id(f"{colour_name} {symbol_name}") == 18 * k + s
    assert [card_name(c) for c in range(108, 112)] == ["WILD"] * 4
    assert card_ids("WILD") == [108, 109, 110, 111]
    for e, effect in enumerate(SPEC_EFFECTS):
        assert card_name(112 + e) == f"WILD {effect}"
        assert card_id(f"WILD {effect}") == 112 + e
    # 108 coloured cards, each exactly once; 18 WILDs.
    coloured = [n for n in CARD_NAMES if not n.startswith("WILD")]
    assert len(coloured) == len(set(coloured)) == 108
    assert sum(n.startswith("WILD") for n in CARD_NAMES) == 18


@pytest.mark.parametrize("num_players", range(2, 9))
def test_kt01_fresh_deal_places_each_of_the_126_cards_exactly_once(num_players):
    game = core.load_game("kingtaco", num_players=num_players)
    for seed in range(5):
        state = game.new_initial_state(seed)
        f = state.fields
        zones = [state.hand(p) for p in range(num_players)]
        zones.append(card_set(f["deck"]))
        zones.append(card_set(f["discard_rest"]))
        zones.append([int(f["top_card"])])
        everything = [c for zone in zones for c in zone]
        assert sorted(everything) == list(range(126))
        assert state.check_invariants() == 0


def test_kt01_engine_reads_colour_and_symbol_from_the_id():
    # Cards given by id only: top cyan 2 = 18*3 + 1. Under default (KT-7) the playable ones
    # are the cyan cards (ids 54..71), the symbol-1 cards (ids 18k + 1) and WILDs (108..125).
    cyan_2 = 18 * 3 + 1
    hand = [18 * 3 + 3,       # cyan 4: colour
            18 * 4 + 1,       # blue 2: symbol
            18 * 4 + 3,       # blue 4: neither
            18 * 3 + 8,       # cyan rage: colour
            18 * 0 + 10,      # red lock: neither
            109,              # a plain WILD (not the first one)
            125]              # WILD harvest
    state = build_position(4, hands=hands_with(p0=hand), top=cyan_2)
    assert phase(state) == "play" and state.current_player() == 0
    assert legal(state) == {18 * 3 + 3, 18 * 4 + 1, 18 * 3 + 8, PLAIN_WILD, 125}
    assert card_name(cyan_2) == "cyan 2"


# ---------------------------------------------------------------------------------------------
# KT-2 effect costs
# ---------------------------------------------------------------------------------------------
def test_kt02_cost_table_matches_the_spec():
    from core.kingtaco.cards import EFFECT_COST
    assert dict(EFFECT_COST) == SPEC_COST


def _cost_position(effect, mana):
    return build_position(4, hands=hands_with(p0=[f"red {effect}", "blue 4", "blue 3"]),
                          top="red 1", mana={0: mana})


@pytest.mark.parametrize("effect", SPEC_EFFECTS)
def test_kt02_effect_activates_with_exactly_its_cost(effect):
    cost = SPEC_COST[effect]
    state = _cost_position(effect, cost)
    card = card_id(f"red {effect}")
    assert card in legal(state)
    state.apply_action(card)
    f = state.fields
    if effect == "x2":                  # KT-23 closed base: pay 2, draw 1, gain 1
        assert int(f["mana"][0]) == 1
        assert int(f["hand_count"][0]) == 3
        assert int(f["stack_len"]) == 0
    elif effect == "NOPE":              # KT-23 closed base: pay 3, leave the game
        assert int(f["in_game"][0]) == 0
        assert int(f["players_in_game"]) == 3
        assert int(f["mana"][0]) == 0
    else:                               # a stack opens and the cost is paid in full
        assert int(f["mana"][0]) == 0
        assert int(f["stack_len"]) == 1
        assert phase(state) == "respond"
        # KT-13: an inverse reverses at once, so P3 answers; otherwise P1.
        assert state.current_player() == (3 if effect == "inverse" else 1)


@pytest.mark.parametrize("effect", SPEC_EFFECTS)
def test_kt02_effect_one_mana_short_is_inert(effect):
    cost = SPEC_COST[effect]
    state = _cost_position(effect, cost - 1)
    state.apply_action(card_id(f"red {effect}"))
    f = state.fields
    assert int(f["mana"][0]) == cost          # cost - 1, plus 1 for the inert card (KT-15)
    assert int(f["stack_len"]) == 0
    assert int(f["in_game"][0]) == 1
    assert int(f["top_card"]) == card_id(f"red {effect}")
    assert int(f["direction"]) == 1
    assert slot(state) == "none"
    assert phase(state) == "play" and state.current_player() == 1


# ---------------------------------------------------------------------------------------------
# KT-3 players, deal, mana
# ---------------------------------------------------------------------------------------------
def test_kt03_two_to_eight_players_four_by_default():
    assert core.load_game("kingtaco").num_players == 4
    assert core.load_game("kingtaco").new_initial_state(0).num_players == 4
    for bad in (0, 1, 9, 12):
        with pytest.raises(ValueError):
            core.load_game("kingtaco", num_players=bad)
    for n in range(2, 9):
        assert core.load_game("kingtaco", num_players=n).new_initial_state(1).num_players == n


@pytest.mark.parametrize("num_players", range(2, 9))
def test_kt03_seven_cards_each_and_zero_mana(num_players):
    game = core.load_game("kingtaco", num_players=num_players)
    for seed in range(10):
        state = game.new_initial_state(seed)
        f = state.fields
        for p in range(num_players):
            assert len(state.hand(p)) == 7
            assert int(f["hand_count"][p]) == 7
            assert int(f["mana"][p]) == 0
        assert int(f["deck_count"]) == 126 - 7 * num_players - 1


def test_kt03_mana_stays_within_zero_and_four_in_random_play():
    import random
    game = core.load_game("kingtaco", num_players=4)
    for seed in range(4):
        rng = random.Random(seed)
        state = game.new_initial_state(seed)
        for _ in range(400):
            if state.is_terminal():
                break
            state.apply_action(rng.choice(state.legal_actions()))
            mana = [int(m) for m in state.fields["mana"][:4]]
            assert all(0 <= m <= 4 for m in mana), mana


# ---------------------------------------------------------------------------------------------
# KT-4 the first discard
# ---------------------------------------------------------------------------------------------
def test_kt04_first_discard_is_never_a_wild_and_wilds_go_back_to_the_deck():
    tops = set()
    for num_players in (2, 4, 8):
        game = core.load_game("kingtaco", num_players=num_players)
        for seed in range(700):
            state = game.new_initial_state(seed)
            f = state.fields
            top = int(f["top_card"])
            assert top < 108, f"seed {seed}: first discard {card_name(top)} is a WILD"
            assert int(f["top_colour"]) == card_colour(top)
            # A turned WILD goes back into the deck, not onto the discard pile.
            assert card_set(f["discard_rest"]) == []
            assert int(f["deck_count"]) == 126 - 7 * num_players - 1
            tops.add(top)
    assert tops == set(range(108))     # every coloured card, effects included, can be first


def _expected_default_play(state, player):
    """KT-7 (plus KT-27: a NOPE ignores colour and symbol) against the discard's top."""
    f = state.fields
    top = int(f["top_card"])
    top_colour, top_symbol = int(f["top_colour"]), card_symbol(top)
    out = set()
    for c in state.hand(player):
        if c >= 108 or card_colour(c) == top_colour or card_symbol(c) == top_symbol \
                or card_symbol(c) == 14:
            out.add(PLAIN_WILD if 108 <= c < 112 else c)
    return out or {A_DRAW}


def test_kt04_first_discard_effect_never_applies_but_colour_and_symbol_do():
    seen_effects = set()
    for num_players in (2, 4, 8):
        game = core.load_game("kingtaco", num_players=num_players)
        for seed in range(700):
            state = game.new_initial_state(seed)
            f = state.fields
            top = int(f["top_card"])
            if card_symbol(top) >= 4:
                seen_effects.add(card_symbol(top))
            n = num_players
            assert int(f["turn_player"]) == 0 and state.current_player() == 0
            assert phase(state) == "play"
            assert int(f["direction"]) == 1
            assert int(f["turn_count"]) == 0
            assert slot(state) == "none" and int(f["slot_life"]) == 0
            assert int(f["stack_len"]) == 0
            assert int(f["harvester"]) == -1
            assert int(f["fishing_life"]) == 0
            assert int(f["players_in_game"]) == n
            for p in range(n):
                assert int(f["hand_count"][p]) == 7
                assert int(f["mana"][p]) == 0
                assert int(f["timeout"][p]) == 0
                assert int(f["pending_draw"][p]) == 0
                assert int(f["shield_life"][p]) == 0
                assert int(f["curse_life"][p]) == 0
            assert legal(state) == _expected_default_play(state, 0)
    assert seen_effects == set(range(4, 18))


def test_kt04_draws_take_a_uniformly_random_card_from_the_deck():
    deck = ["blue 4", "blue 3", "blue 2"]
    counts = {card_id(n): 0 for n in deck}
    for seed in range(300):
        state = build_position(4, hands=hands_with(p0=["green 2", "cyan 3"]),
                               top="red 1", deck=deck, seed=seed)
        assert legal(state) == {A_DRAW}
        state.apply_action(A_DRAW)
        drawn = set(state.hand(0)) - actions("green 2", "cyan 3")
        assert len(drawn) == 1
        counts[drawn.pop()] += 1
        assert int(state.fields["deck_count"]) == 2
    # 300 draws of 3 equally likely cards: each near 100 (binomial sd ~8.2).
    assert all(60 <= k <= 140 for k in counts.values()), counts


def test_kt04_same_seed_same_deal_different_seed_different_deal():
    game = core.load_game("kingtaco", num_players=4)
    a, b, c = game.new_initial_state(5), game.new_initial_state(5), game.new_initial_state(6)
    assert [a.hand(p) for p in range(4)] == [b.hand(p) for p in range(4)]
    assert [a.hand(p) for p in range(4)] != [c.hand(p) for p in range(4)]


# ---------------------------------------------------------------------------------------------
# KT-5 refilling the deck
# ---------------------------------------------------------------------------------------------
ALL_NAMES = list(CARD_NAMES)           # "WILD" four times: build_position takes the next one


def _split_rest(exclude, parts):
    rest = list(ALL_NAMES)
    for name in exclude:
        rest.remove(name)
    return [rest[i::parts] for i in range(parts)]


def test_kt05_empty_deck_refills_from_discard_pile_minus_its_top():
    state = build_position(4, hands=hands_with(p0=["green 2", "cyan 3"]), top="red 1",
                           deck=[], mana={0: 2})
    f = state.fields
    before_rest = set(card_set(f["discard_rest"]))
    assert int(f["deck_count"]) == 0 and len(before_rest) == 126 - 11 - 1
    assert legal(state) == {A_DRAW}
    state.apply_action(A_DRAW)
    drawn = set(state.hand(0)) - actions("green 2", "cyan 3")
    assert len(drawn) == 1
    assert drawn <= before_rest
    assert int(f["top_card"]) == card_id("red 1")            # the top stays
    assert card_set(f["discard_rest"]) == []
    assert set(card_set(f["deck"])) == before_rest - drawn
    assert int(f["deck_count"]) == len(before_rest) - 1


def test_kt05_refill_takes_the_old_top_but_never_the_current_top():
    # Every card but three is in P2's and P3's hands: top red 1, deck = blue 4 only.
    p0 = ["red += 2", "green 2"]
    p1 = ["yellow 3", "yellow 2"]
    p2, p3 = _split_rest(p0 + p1 + ["red 1", "blue 4"], 2)
    state = build_position(4, hands={0: p0, 1: p1, 2: p2, 3: p3}, top="red 1",
                           deck=["blue 4"], mana={0: 1})
    f = state.fields
    assert card_set(f["discard_rest"]) == []
    play(state, "red += 2")
    assert phase(state) == "respond" and state.current_player() == 1
    state.apply_action(A_ALLOW)
    # P1 draws 2: blue 4 from the deck, then the pile minus its new top (red += 2) = red 1.
    assert hand_names(state, 1) == sorted(["yellow 3", "yellow 2", "blue 4", "red 1"])
    assert int(f["top_card"]) == card_id("red += 2")
    assert int(f["deck_count"]) == 0
    assert card_set(f["deck"]) == [] and card_set(f["discard_rest"]) == []
    assert state.check_invariants() == 0


def test_kt05_nothing_to_draw_means_the_draw_does_nothing():
    p0 = ["yellow 2", "green 3", "cyan 4"]                   # nothing playable on red 1
    p1, p2, p3 = _split_rest(p0 + ["red 1"], 3)
    state = build_position(4, hands={0: p0, 1: p1, 2: p2, 3: p3}, top="red 1", deck=[],
                           mana={0: 2})
    f = state.fields
    assert card_set(f["discard_rest"]) == [] and int(f["deck_count"]) == 0
    assert legal(state) == {A_DRAW}
    hands_before = [state.hand(p) for p in range(4)]
    state.apply_action(A_DRAW)
    assert [state.hand(p) for p in range(4)] == hands_before
    assert int(f["deck_count"]) == 0 and card_set(f["discard_rest"]) == []
    assert int(f["top_card"]) == card_id("red 1")
    # KT-14 still applies: one mana lost and the turn ends.
    assert int(f["mana"][0]) == 1
    assert int(f["turn_player"]) == 1 and state.current_player() == 1
    assert phase(state) == "play"


# ---------------------------------------------------------------------------------------------
# KT-6 symbols and matching
# ---------------------------------------------------------------------------------------------
def test_kt06_a_number_cards_symbol_is_its_number():
    state = build_position(4, hands=hands_with(p0=["blue 3", "blue 4", "green 2"]),
                           top="red 3")
    assert legal(state) == actions("blue 3")


def test_kt06_an_effect_cards_symbol_is_its_effect():
    state = build_position(4, hands=hands_with(p0=["green skip", "green 4", "WILD skip",
                                                   "yellow rage"]), top="red skip")
    assert legal(state) == actions("green skip", "WILD skip")


def test_kt06_wild_with_effect_on_table_has_chosen_colour_and_its_symbol():
    state = build_position(4, hands=hands_with(p0=["green 1", "red skip", "red 1", "blue 4"]),
                           top="WILD skip", top_colour="green")
    assert legal(state) == actions("green 1", "red skip")


def test_kt06_plain_wild_has_no_symbol_but_wild_with_effect_has_one():
    # Under inverted default a card is excluded by sharing the top's symbol (KT-8).
    hand = ["red 1", "red rage", "green 2", "yellow skip", "WILD"]
    plain = build_position(4, hands=hands_with(p0=hand), top="WILD", top_colour="green",
                           slot="inverted default", slot_life=8)
    assert legal(plain) == actions("red 1", "red rage", "yellow skip")
    rage = build_position(4, hands=hands_with(p0=hand), top="WILD rage", top_colour="green",
                          slot="inverted default", slot_life=8)
    assert legal(rage) == actions("red 1", "yellow skip")


# ---------------------------------------------------------------------------------------------
# KT-7..KT-10 playability conditions
# ---------------------------------------------------------------------------------------------
MIXED = ["red 1", "blue 3", "WILD", "WILD", "WILD calm", "blue 1", "green skip", "red harvest"]


def test_kt07_default_allows_same_colour_same_symbol_or_wild():
    state = build_position(4, hands=hands_with(p0=MIXED), top="red 3")
    assert slot(state) == "none"
    assert legal(state) == actions("red 1", "blue 3", "WILD", "WILD calm", "red harvest")
    with pytest.raises(ValueError):
        play(state, "blue 1")


def test_kt07_next_player_is_judged_against_the_card_just_played():
    state = build_position(4, hands=hands_with(p0=["blue 3", "red 2"],
                                               p1=["blue 2", "red 4", "yellow 3"]),
                           top="red 3")
    play(state, "blue 3")
    assert state.current_player() == 1 and phase(state) == "play"
    assert legal(state) == actions("blue 2", "yellow 3")


def test_kt08_inverted_default_allows_only_different_colour_and_symbol_non_wild():
    state = build_position(4, hands=hands_with(p0=MIXED), top="red 3",
                           slot="inverted default", slot_life=8)
    assert legal(state) == actions("blue 1", "green skip")
    with pytest.raises(ValueError):
        play(state, "WILD")


def test_kt08_inverted_default_judges_the_next_player_against_the_new_top():
    state = build_position(4, hands=hands_with(p0=["blue 1", "red 2"],
                                               p1=["blue 2", "red 1", "yellow 3", "WILD"]),
                           top="red 3", slot="inverted default", slot_life=8)
    play(state, "blue 1")
    assert state.current_player() == 1 and slot(state) == "inverted default"
    assert legal(state) == actions("yellow 3")


def test_kt09_rage_allows_anything():
    state = build_position(4, hands=hands_with(p0=MIXED), top="red 3", slot="rage",
                           slot_life=8)
    assert legal(state) == actions(*MIXED)


def test_kt09_calm_allows_anything_but_a_wild():
    state = build_position(4, hands=hands_with(p0=MIXED), top="red 3", slot="calm",
                           slot_life=8)
    assert legal(state) == actions("red 1", "blue 3", "blue 1", "green skip", "red harvest")


LOCK_HAND = ["green 4", "blue 2", "red 3", "red 1", "WILD", "WILD skip", "yellow 2",
             "cyan skip"]


def test_kt10_lock_allows_its_colour_its_symbol_or_a_wild():
    state = build_position(4, hands=hands_with(p0=LOCK_HAND), top="red 4", slot="lock",
                           slot_life=8, lock=("green", "2"))
    # red 3 and red 1 match the top card, which no longer matters under a lock.
    assert legal(state) == actions("green 4", "blue 2", "yellow 2", "WILD", "WILD skip")


def test_kt10_lock_on_an_effect_symbol():
    state = build_position(4, hands=hands_with(p0=["red skip", "blue 1", "red 1", "WILD",
                                                   "WILD skip", "green 3"]),
                           top="green 1", slot="lock", slot_life=8, lock=("blue", "skip"))
    assert legal(state) == actions("red skip", "blue 1", "WILD", "WILD skip")


def test_kt10_inverted_lock_allows_neither_colour_nor_symbol_nor_wild():
    state = build_position(4, hands=hands_with(p0=LOCK_HAND), top="red 4",
                           slot="inverted lock", slot_life=8, lock=("green", "2"))
    assert legal(state) == actions("red 3", "red 1", "cyan skip")


# ---------------------------------------------------------------------------------------------
# KT-11 after a plain WILD
# ---------------------------------------------------------------------------------------------
WILD_TEST_HAND = ["blue 2", "red 3", "WILD", "green rage", "blue skip", "WILD rage"]


def test_kt11_default_after_plain_wild_is_chosen_colour_or_wild():
    state = build_position(4, hands=hands_with(p0=["WILD", "yellow 4"], p1=WILD_TEST_HAND),
                           top="red 1", mana={0: 2})
    play(state, "WILD")
    assert phase(state) == "wild_colour" and state.current_player() == 0
    assert legal(state) == {A_COLOUR + k for k in range(6)}
    state.apply_action(A_COLOUR + colour("blue"))
    f = state.fields
    assert int(f["top_card"]) in card_ids("WILD")
    assert int(f["top_colour"]) == colour("blue")
    assert state.current_player() == 1 and phase(state) == "play"
    # red 3 is neither blue nor a WILD; the plain WILD has no symbol to match.
    assert legal(state) == actions("blue 2", "blue skip", "WILD", "WILD rage")


def test_kt11_inverted_default_after_plain_wild_is_neither_colour_nor_wild():
    state = build_position(4, hands=hands_with(p0=WILD_TEST_HAND), top="WILD",
                           top_colour="blue", slot="inverted default", slot_life=8)
    assert legal(state) == actions("red 3", "green rage")


def test_kt11_rage_after_plain_wild_restricts_nothing():
    state = build_position(4, hands=hands_with(p0=WILD_TEST_HAND), top="WILD",
                           top_colour="blue", slot="rage", slot_life=8)
    assert legal(state) == actions(*WILD_TEST_HAND)


def test_kt11_lock_after_plain_wild_ignores_the_wild_colour():
    state = build_position(4, hands=hands_with(p0=WILD_TEST_HAND), top="WILD",
                           top_colour="blue", slot="lock", slot_life=8, lock=("green", "4"))
    assert legal(state) == actions("green rage", "WILD", "WILD rage")


def test_kt11_inverted_lock_after_plain_wild_ignores_the_wild_colour():
    state = build_position(4, hands=hands_with(p0=WILD_TEST_HAND), top="WILD",
                           top_colour="blue", slot="inverted lock", slot_life=8,
                           lock=("green", "4"))
    assert legal(state) == actions("blue 2", "red 3", "blue skip")


def test_kt11_calm_after_plain_wild_allows_no_wild():
    state = build_position(4, hands=hands_with(p0=WILD_TEST_HAND), top="WILD",
                           top_colour="blue", slot="calm", slot_life=8)
    assert legal(state) == actions("blue 2", "red 3", "green rage", "blue skip")


# ---------------------------------------------------------------------------------------------
# KT-12 the slot: replacement, and the top card while a stack is open
# ---------------------------------------------------------------------------------------------
REPLACE_CASES = [
    # (slot before, lock before, card played (playable under that slot), slot after)
    ("inverted default", None, "blue rage", "rage"),
    ("rage", None, "green calm", "calm"),
    ("calm", None, "green rage", "rage"),
    ("rage", None, "red lock", "lock"),
    ("lock", ("red", "3"), "red calm", "calm"),
    ("inverted lock", ("red", "3"), "blue rage", "rage"),
    ("lock", ("red", "3"), "red rage", "rage"),
    ("inverted default", None, "blue lock", "lock"),
]


@pytest.mark.parametrize("before,lock,card,after", REPLACE_CASES)
def test_kt12_new_rage_calm_or_lock_replaces_the_slot(before, lock, card, after):
    state = build_position(4, hands=hands_with(p0=[card, "yellow 4", "yellow 3"]),
                           top="red 1", slot=before, slot_life=10, lock=lock,
                           mana={0: 2})
    play(state, card)
    assert phase(state) == "respond" and state.current_player() == 1
    assert slot(state) == before and int(state.fields["slot_life"]) == 9   # P0's turn ended
    state.apply_action(A_ALLOW)
    f = state.fields
    if after == "lock":                   # KT-24: a lone lock's player chooses
        assert phase(state) == "lock_colour" and state.current_player() == 0
        state.apply_action(A_COLOUR + colour("cyan"))
        assert phase(state) == "lock_symbol" and state.current_player() == 0
        state.apply_action(A_SYMBOL + SPEC_SYMBOLS.index("2"))
        assert (int(f["lock_colour"]), int(f["lock_symbol"])) == (colour("cyan"), 1)
    assert slot(state) == after
    assert int(f["slot_life"]) == 4        # a fresh one-round lifespan, nothing carried over
    assert phase(state) == "play" and state.current_player() == 1


def test_kt12_while_a_stack_is_open_its_top_is_the_top_card():
    # P0 stacks base WILD += 2 as blue on discard top red 1; P1 must match the stack's top.
    p1 = ["blue skip", "red += 2", "red skip", "green inverse", "WILD all ++", "yellow 4"]
    state = build_position(4, hands=hands_with(p0=["WILD += 2", "yellow 3"], p1=p1),
                           top="red 1", mana={0: 1, 1: 4})
    play(state, "WILD += 2")
    assert phase(state) == "wild_colour" and state.current_player() == 0
    state.apply_action(A_COLOUR + colour("blue"))
    assert phase(state) == "respond" and state.current_player() == 1
    assert int(state.fields["top_card"]) == card_id("red 1")     # still the discard's top
    # blue skip: the WILD's colour; red += 2: its symbol; WILD all ++: a WILD.
    # red skip would match the discard's top (red 1) but not the stack's top.
    assert legal(state) == actions("blue skip", "red += 2", "WILD all ++") | {A_ALLOW}


def test_kt12_stacking_under_inverted_default_is_judged_against_the_stack_top():
    # Under inverted default a card must differ from the stack's top (blue += 2) in colour
    # and symbol: green += 2 shares the symbol, blue skip the colour; green skip is fine.
    # Against the discard's top (red 1) green += 2 and blue skip would have been fine.
    p1 = ["green += 2", "blue skip", "green skip", "yellow 4"]
    state = build_position(4, hands=hands_with(p0=["blue += 2", "yellow 3"], p1=p1),
                           top="red 1", slot="inverted default", slot_life=10,
                           mana={0: 1, 1: 4})
    play(state, "blue += 2")
    assert phase(state) == "respond" and state.current_player() == 1
    assert legal(state) == actions("green skip") | {A_ALLOW}


# ---------------------------------------------------------------------------------------------
# KT-13 inverse as a base card
# ---------------------------------------------------------------------------------------------
INVERSE_CASES = [
    # (slot before, lock, inverse played (playable there), slot after, life after)
    ("none", None, "red inverse", "inverted default", 4),
    ("inverted default", None, "blue inverse", "none", 0),
    ("lock", ("red", "3"), "red inverse", "inverted lock", 9),
    ("inverted lock", ("red", "3"), "blue inverse", "lock", 9),
    ("rage", None, "red inverse", "rage", 9),
    ("calm", None, "red inverse", "calm", 9),
]


@pytest.mark.parametrize("before,lock,card,after,life", INVERSE_CASES)
def test_kt13_inverse_base_reverses_and_changes_the_slot(before, lock, card, after, life):
    # A slot already running has 10 turns; P0's own turn counts it down to 9 (KT-18) before
    # the stack resolves, and the inverse leaves that lifespan unchanged.
    state = build_position(4, hands=hands_with(p0=[card, "yellow 4", "yellow 3"]),
                           top="red 1", slot=before, slot_life=0 if before == "none" else 10,
                           lock=lock, mana={0: 1})
    play(state, card)
    f = state.fields
    assert int(f["direction"]) == -1                       # at once, when played
    assert int(f["mana"][0]) == 0
    assert phase(state) == "respond" and state.current_player() == 3
    state.apply_action(A_ALLOW)
    assert slot(state) == after
    assert int(f["slot_life"]) == life
    assert int(f["direction"]) == -1
    if lock is not None:
        assert (int(f["lock_colour"]), int(f["lock_symbol"])) == (colour("red"), 2)
    assert phase(state) == "play" and state.current_player() == 3      # KT-20: P3 plays on


@pytest.mark.parametrize("x2s,life", [(0, 4), (1, 8), (2, 16)])
def test_kt13_inverted_default_lasts_one_round_doubled_per_x2(x2s, life):
    # P0 plays the inverse (direction now -1); P3, then P2 stack x2s; the next one allows.
    x2_cards = {3: "red x2", 2: "blue x2"}
    hands = hands_with(p0=["red inverse", "yellow 4", "yellow 3"],
                       p3=["red x2", "cyan 2", "cyan 3"],
                       p2=["blue x2", "green 2", "green 3"],
                       p1=["green 4", "cyan 4", "blue 4"])
    state = build_position(4, hands=hands, top="red 1", mana={0: 1, 2: 2, 3: 2})
    f = state.fields
    play(state, "red inverse")
    for stacker in (3, 2)[:x2s]:
        assert phase(state) == "respond" and state.current_player() == stacker
        play(state, x2_cards[stacker])
        assert int(f["mana"][stacker]) == 0
    allower = (3, 2, 1)[x2s]
    assert phase(state) == "respond" and state.current_player() == allower
    state.apply_action(A_ALLOW)
    assert slot(state) == "inverted default"
    assert int(f["slot_life"]) == life                     # 1 round x 4 players, x2 each
    assert int(f["direction"]) == -1
    assert phase(state) == "play" and state.current_player() == allower


def test_kt13_x2_on_an_inverse_over_a_lock_leaves_the_lifespan_unchanged():
    state = build_position(4, hands=hands_with(p0=["red inverse", "yellow 4", "yellow 3"],
                                               p3=["red x2", "cyan 2", "cyan 3"]),
                           top="red 1", slot="lock", slot_life=10, lock=("red", "3"),
                           mana={0: 1, 3: 2})
    f = state.fields
    play(state, "red inverse")
    play(state, "red x2")
    state.apply_action(A_ALLOW)                            # P2 allows
    assert slot(state) == "inverted lock"
    assert int(f["slot_life"]) == 8                        # 10 - P0's turn - P3's turn


def test_kt13_inverse_stacked_on_a_draw_stack_reverses_at_once():
    state = build_position(4, hands=hands_with(p0=["red += 2", "yellow 4", "yellow 3"],
                                               p1=["red inverse", "cyan 2", "cyan 3"]),
                           top="red 1", mana={0: 1, 1: 1})
    f = state.fields
    play(state, "red += 2")
    assert state.current_player() == 1
    play(state, "red inverse")
    assert int(f["direction"]) == -1
    # The answer goes to the next player in the new direction after P1: P0.
    assert phase(state) == "respond" and state.current_player() == 0
    state.apply_action(A_ALLOW)
    assert int(f["direction"]) == -1
    assert slot(state) == "none"                           # not a base inverse


def test_kt13_inverse_stacked_on_rage_does_not_reverse():
    state = build_position(4, hands=hands_with(p0=["red rage", "yellow 4", "yellow 3"],
                                               p1=["red inverse", "cyan 2", "cyan 3"]),
                           top="red 1", mana={0: 1, 1: 1})
    f = state.fields
    play(state, "red rage")
    play(state, "red inverse")
    assert int(f["direction"]) == 1
    assert phase(state) == "respond" and state.current_player() == 2


def test_kt13_two_inverses_in_one_stack_cancel():
    state = build_position(4, hands=hands_with(p0=["red inverse", "yellow 4", "yellow 3"],
                                               p3=["blue inverse", "cyan 2", "cyan 3"]),
                           top="red 1", mana={0: 1, 3: 1})
    play(state, "red inverse")
    assert int(state.fields["direction"]) == -1 and state.current_player() == 3
    play(state, "blue inverse")
    f = state.fields
    assert int(f["direction"]) == 1
    # The answer goes to the next player in the new direction after P3: P0.
    assert phase(state) == "respond" and state.current_player() == 0
    state.apply_action(A_ALLOW)
    assert slot(state) == "none" and int(f["slot_life"]) == 0
    assert int(f["direction"]) == 1
    assert phase(state) == "play" and state.current_player() == 0


def test_kt13_nope_does_not_undo_the_reversal():
    state = build_position(4, hands=hands_with(p0=["red inverse", "yellow 4", "yellow 3"],
                                               p3=["red NOPE", "cyan 2", "cyan 3"]),
                           top="red 1", mana={0: 1, 3: 3})
    play(state, "red inverse")
    play(state, "red NOPE")
    f = state.fields
    assert int(f["direction"]) == -1
    assert phase(state) == "respond" and state.current_player() == 2
    state.apply_action(A_ALLOW)
    assert slot(state) == "none"                  # cancelled: no inverted default
    assert int(f["direction"]) == -1              # but the reversal stands
    assert phase(state) == "play" and state.current_player() == 2


def test_kt13_second_inverse_base_clears_inverted_default_in_play():
    state = build_position(4, hands={0: ["red inverse", "yellow 2", "yellow 3"],
                                     1: ["green 1", "yellow 1", "yellow 4"],
                                     2: ["blue inverse", "magenta 1", "magenta 2"],
                                     3: ["green 4", "cyan 2", "cyan 3"]},
                           top="red 1", mana={0: 1, 2: 1})
    f = state.fields
    play(state, "red inverse")
    state.apply_action(A_ALLOW)                             # P3 allows
    assert slot(state) == "inverted default" and int(f["slot_life"]) == 4
    assert state.current_player() == 3
    # Against red inverse, under inverted default: green 4, cyan 2, cyan 3 are all fine.
    assert legal(state) == actions("green 4", "cyan 2", "cyan 3")
    play(state, "green 4")
    assert int(f["slot_life"]) == 3 and state.current_player() == 2
    assert legal(state) == actions("blue inverse", "magenta 1", "magenta 2")
    play(state, "blue inverse")
    assert int(f["direction"]) == 1
    assert int(f["slot_life"]) == 2
    assert phase(state) == "respond" and state.current_player() == 3
    state.apply_action(A_ALLOW)
    assert slot(state) == "none" and int(f["slot_life"]) == 0
    assert int(f["direction"]) == 1
