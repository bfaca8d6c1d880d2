"""Neigh polls (UU-10): who is asked and in which order, the random pick of the fastest as a
chance event, Neighs of Neighs, Super Neigh, Yay, Slowdown, Ginormous Unicorn."""
from collections import Counter

from scipy import stats

from core.unicorns.layout import A_NO
from uu_helpers import (act, build_position, card_id, discard_pile, hand, known, let_it_be, play,
                        stable)


def test_players_are_asked_in_seat_order_after_the_player():
    state = build_position(4, hands={2: ["Basic Unicorn"], 0: ["Neigh"], 1: ["Neigh"], 3: ["Super Neigh"]},
                           turn=2)
    play(state, "Basic Unicorn")
    asked = []
    while state.phase == "poll":
        asked.append(state.current_player())
        state.apply_action(A_NO)
    assert asked == [3, 0, 1]
    assert stable(state, 2) == ["Basic Unicorn"]


def test_only_holders_who_may_play_an_instant_are_asked():
    state = build_position(4, hands={0: ["Basic Unicorn"], 1: ["Yay"], 2: ["Neigh"], 3: ["Neigh"]},
                           stables={3: ["Slowdown"]})
    play(state, "Basic Unicorn")
    assert state.current_player() == 2
    state.apply_action(A_NO)
    assert state.phase != "poll"


def test_instants_cannot_be_played_in_the_action_phase():
    state = build_position(3, hands={0: ["Neigh", "Super Neigh"]})
    assert state.legal_actions() == [136]


def test_the_fastest_is_a_uniform_chance_pick_and_the_others_keep_their_cards():
    picked = Counter()
    trials = 300
    for seed in range(trials):
        state = build_position(4, hands={0: ["Basic Unicorn"], 1: ["Neigh"], 2: ["Neigh"], 3: ["Neigh"]}, seed=seed)
        play(state, "Basic Unicorn")
        for _ in range(3):
            act(state, "Neigh")                  # everyone offers
        stack_top = int(state.fields["stack_player"][1])
        picked[stack_top] += 1
        others = [p for p in (1, 2, 3) if p != stack_top]
        assert all(hand(state, p) == ["Neigh"] for p in others)
        assert all(state.hand(p)[0] in known(state, 0) for p in others)   # offered face up
    assert set(picked) == {1, 2, 3}
    assert stats.chisquare([picked[p] for p in (1, 2, 3)]).pvalue > 1e-3


def test_a_neighed_card_can_be_neighed_again_after_a_neigh_war():
    """[card, Neigh, Neigh]: the top Neigh cancels the one below; the card is polled again."""
    state = build_position(3, hands={0: ["Basic Unicorn", "Neigh"], 1: ["Neigh", "Neigh"]})
    play(state, "Basic Unicorn")
    act(state, "Neigh")                          # P1 Neighs the unicorn
    act(state, "Neigh")                          # P0 Neighs the Neigh
    state.apply_action(A_NO)                     # P1 lets that Neigh be
    assert state.phase == "poll" and state.current_player() == 1      # the unicorn again
    act(state, "Neigh")
    assert stable(state, 0) == [] and discard_pile(state) == ["Basic Unicorn"] + ["Neigh"] * 3


def test_a_neighed_magic_card_does_nothing_and_uses_the_action():
    state = build_position(3, hands={0: ["Unicorn Poison", "Basic Unicorn"], 1: ["Neigh"]},
                           stables={1: ["Narwhal"]}, plays=2)
    play(state, "Unicorn Poison")
    act(state, "Neigh")
    assert stable(state, 1) == ["Narwhal"] and state.phase == "action"
    assert int(state.fields["plays_made"]) == 1
    assert discard_pile(state) == ["Neigh", "Unicorn Poison"]


def test_super_neigh_ends_the_poll_and_yay_protects_only_its_owner():
    state = build_position(3, hands={0: ["Basic Unicorn"], 1: ["Super Neigh"], 2: ["Neigh"]},
                           stables={2: ["Yay"]})
    play(state, "Basic Unicorn")
    act(state, "Super Neigh")
    state.apply_action(A_NO)                     # P2 passes on the Basic Unicorn
    assert state.phase != "poll" and stable(state, 0) == []


def test_offering_reveals_the_instant_even_if_another_is_faster():
    neigh_of_2 = card_id("Neigh") + 1
    state = build_position(3, hands={0: ["Basic Unicorn"], 1: ["Neigh"], 2: ["Neigh"]}, seed=3)
    play(state, "Basic Unicorn")
    act(state, "Neigh")
    assert card_id("Neigh") in known(state, 2) and card_id("Neigh") in known(state, 0)
    act(state, "Neigh")
    assert neigh_of_2 in known(state, 1)
    let_it_be(state)
