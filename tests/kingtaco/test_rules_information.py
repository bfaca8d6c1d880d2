"""Rule tests for King Taco's information (KT-39): determinize and information_key."""
import math
import random

import numpy as np
import pytest

import core
from core.kingtaco import card_id, card_name
from core.kingtaco.layout import A_ALLOW, A_TARGET, PHASES, card_set
from core.kingtaco.position import build_position

HIDDEN_FIELDS = ("hand", "deck", "rng")                   # what determinize may change


def phase(state) -> str:
    return PHASES[int(state.fields["phase"])]


def hand_names(state, player) -> list[str]:
    return sorted(card_name(c) for c in state.hand(player))


def play(state, name):
    state.apply_action(card_id(name))


def f(state, name, index=None):
    value = state.fields[name]
    return int(value if index is None else value[index])


def revealed(state) -> list[int]:
    return card_set(state.fields["revealed"])


def hidden_from(state, observer) -> set[int]:
    """The cards `observer` cannot see: other hands minus revealed cards, and the deck."""
    cards = set(card_set(state.fields["deck"]))
    for q in range(4):
        if q != observer:
            cards |= set(state.hand(q))
    return cards - set(revealed(state))


def public_fields_equal(a, b) -> list[str]:
    """Names of the fields (other than hands, deck and RNG) in which a and b differ."""
    fa, fb = a.fields, b.fields
    return [name for name in fa.dtype.names
            if name not in HIDDEN_FIELDS and not np.array_equal(fa[name], fb[name])]


def mid_game_state():
    """A real game after some play, with a card given face up in go fishing."""
    game = core.load_game("kingtaco", num_players=4)
    s = game.new_initial_state(11)
    choose = random.Random(3)
    for _ in range(25):
        s.apply_action(choose.choice(s.legal_actions()))
    assert not s.is_terminal()
    # hand a card face up from p1 to p2, as go fishing does (KT-33), then carry on
    hand1 = s.hand(1)
    given = hand1[0]
    s.fields["hand"][1] = _words([c for c in hand1 if c != given])
    s.fields["hand"][2] = _words(s.hand(2) + [given])
    s.fields["hand_count"][1] -= 1
    s.fields["hand_count"][2] += 1
    s.fields["revealed"] = _words([given])
    assert s.check_invariants() == 0
    return s, given


def _words(cards):
    low = high = 0
    for c in cards:
        if c < 64:
            low |= 1 << c
        else:
            high |= 1 << (c - 64)
    return np.array([low, high], dtype=np.uint64)


def fishing_position():
    """p1 has given red 2 to p2 face up during go fishing."""
    s = build_position(4, hands={0: ["red 3", "blue 1", "yellow rage"],
                                 1: ["red 2", "green 4", "cyan skip"],
                                 2: ["yellow 2", "cyan 1", "magenta harvest"],
                                 3: ["blue 4", "WILD", "green 1"]},
                       top="red 1", fishing=3, turn=1)
    s.apply_action(A_TARGET + 2)
    play(s, "red 2")
    assert revealed(s) == [card_id("red 2")]
    return s


# ---------------------------------------------------------------------------------------------
# determinize(p): keeps everything p knows, re-deals everything p cannot see
# ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("observer", [0, 1, 2, 3])
def test_kt39_determinize_keeps_what_the_observer_knows(observer):
    for base, given in (mid_game_state(), (fishing_position(), card_id("red 2"))):
        holder = next(q for q in range(4) if given in base.hand(q))
        key = base.information_key(observer)
        hidden = hidden_from(base, observer)
        for seed in range(20):
            d = base.clone()
            d.determinize(observer, seed)
            assert d.check_invariants() == 0
            assert d.hand(observer) == base.hand(observer)
            assert public_fields_equal(base, d) == []     # mana, counts, pile, slot, stack ...
            for q in range(4):
                assert len(d.hand(q)) == f(base, "hand_count", q)
            assert f(d, "deck_count") == f(base, "deck_count")
            assert given in d.hand(holder)                # revealed cards stay put
            assert hidden_from(d, observer) == hidden     # the same cards, re-dealt
            assert d.information_key(observer) == key
            if d.current_player() == observer:
                assert d.legal_actions() == base.legal_actions()


@pytest.mark.parametrize("observer", [0, 2])
def test_kt39_determinize_changes_the_hidden_cards_over_seeds(observer):
    base, _ = mid_game_state()
    others = [q for q in range(4) if q != observer]
    deals = set()
    for seed in range(20):
        d = base.clone()
        d.determinize(observer, seed)
        deals.add(tuple(tuple(d.hand(q)) for q in others) + (tuple(card_set(d.fields["deck"])),))
    assert len(deals) == 20


def test_kt39_determinize_deals_hidden_cards_uniformly():
    # Every hidden card is equally likely to land in any hidden slot: a card of p1's hand
    # ends up in p1's hand with probability (p1's hidden slots) / (hidden cards).
    base = fishing_position()
    observer = 0
    hidden = hidden_from(base, observer)
    card = base.hand(1)[0]
    slots = len([c for c in base.hand(1) if c not in revealed(base)])
    p = slots / len(hidden)
    n = 2000
    count = 0
    for seed in range(n):
        d = base.clone()
        d.determinize(observer, seed)
        count += card in d.hand(1)
    assert abs(count - n * p) <= 4 * math.sqrt(n * p * (1 - p)), (count, n * p)


def test_kt39_determinize_reseeds_the_chance_rng():
    base, _ = mid_game_state()
    a, b = base.clone(), base.clone()
    a.determinize(0, 1)
    b.determinize(0, 2)
    assert not np.array_equal(a.fields["rng"], b.fields["rng"])


# ---------------------------------------------------------------------------------------------
# information_key(p): equal exactly when p cannot tell the states apart
# ---------------------------------------------------------------------------------------------
def two_positions(p1_card, deck_card, **extra):
    """Identical positions but for one card that p1 holds (the other is in the deck)."""
    out = []
    for held, spare in ((p1_card, deck_card), (deck_card, p1_card)):
        out.append(build_position(4, hands={0: ["red rage", "blue 3"],
                                            1: [held, "blue 4", "green 2"],
                                            2: ["green 3", "green 1"], 3: ["cyan 3", "cyan 1"]},
                                  top="red 1", mana={0: 1, 1: 1}, seed=7, **extra))
    return out


def test_kt39_information_key_ignores_cards_the_player_cannot_see():
    a, b = two_positions("yellow rage", "magenta 4")
    assert a.hand(1) != b.hand(1)
    for p in (0, 2, 3):
        assert a.information_key(p) == b.information_key(p)
    assert a.information_key(1) != b.information_key(1)   # p1 sees their own hand


def test_kt39_information_key_ignores_the_rng():
    a, _ = two_positions("yellow rage", "magenta 4")
    b = a.clone()
    b.fields["rng"] = np.array([1, 2, 3, 4], dtype=np.uint32)
    for p in range(4):
        assert a.information_key(p) == b.information_key(p)


def test_kt39_information_key_sees_public_information():
    a, _ = two_positions("yellow rage", "magenta 4")
    for name, change in (("mana", lambda s: s.fields["mana"].__setitem__(2, 3)),
                         ("goto", lambda s: s.fields.__setitem__("goto", 3)),
                         ("timeout", lambda s: s.fields["timeout"].__setitem__(3, 1)),
                         ("shield_life", lambda s: s.fields["shield_life"].__setitem__(2, 4))):
        b = a.clone()
        change(b)
        for p in range(4):
            assert a.information_key(p) != b.information_key(p), (name, p)


def test_kt39_information_key_sees_revealed_cards_in_other_hands():
    a, b = two_positions("yellow rage", "magenta 4", revealed=["blue 4"])
    assert a.information_key(0) == b.information_key(0)  # the hidden card still hidden
    c, _ = two_positions("yellow rage", "magenta 4")
    assert a.information_key(0) != c.information_key(0)  # knowing blue 4 is with p1 counts
    # a revealed card that differs is seen by everyone
    e, g = (build_position(4, hands={0: ["red rage", "blue 3"], 1: [card, "blue 4", "green 2"],
                                     2: ["green 3", "green 1"], 3: ["cyan 3", "cyan 1"]},
                           top="red 1", mana={0: 1, 1: 1}, seed=7, revealed=[card])
            for card in ("magenta 4", "yellow rage"))
    for p in range(4):
        assert e.information_key(p) != g.information_key(p)


def test_kt39_allowing_reveals_nothing():
    # p1 could stack yellow rage on red rage in one position and has nothing to stack in the
    # other; after allowing, nobody else can tell the two apart.
    a, b = two_positions("yellow rage", "magenta 4")
    for s in (a, b):
        play(s, "red rage")
        assert phase(s) == "respond" and s.current_player() == 1
    assert card_id("yellow rage") in a.legal_actions()
    assert b.legal_actions() == [A_ALLOW]
    for s in (a, b):
        s.apply_action(A_ALLOW)
        assert phase(s) == "play" and s.current_player() == 1
    for p in (0, 2, 3):
        assert a.information_key(p) == b.information_key(p)


def test_kt39_a_card_given_face_up_stays_known_until_it_leaves_the_hand():
    s = build_position(4, hands={0: ["blue 1", "blue 2"], 1: ["green 4", "green 3"],
                                 2: ["red 2", "cyan 1"], 3: ["yellow 2", "blue 3"]},
                       top="red 1", fishing=1, turn=2, revealed=["red 2"])
    s.apply_action(A_TARGET + 3)
    play(s, "red 2")                                      # p3 holds a 2: given face up again
    assert revealed(s) == [card_id("red 2")]
    assert card_id("red 2") in s.hand(3)
    assert phase(s) == "play" and s.current_player() == 3 # go fishing is over
    d = s.clone()
    d.determinize(0, 1)
    assert card_id("red 2") in d.hand(3)
    play(s, "red 2")                                      # played: public as a played card
    assert revealed(s) == []
