"""Per-player knowledge of hidden cards (UU-12): what each effect shows to whom, and that
determinize(p) re-deals exactly what p does not know while information_key(p) hashes what p
knows."""
import random

import numpy as np

import core
from uu_helpers import act, build_position, card_id, known, play, player, yes


def hidden_zones(state):
    zones = state.zones()
    return {z: ids for z, ids in zones.items() if z.startswith("hand") or z == "deck"}


def test_at_the_start_each_player_knows_exactly_their_own_hand():
    state = core.load_game("unicorns", num_players=5).new_initial_state(11)
    for p in range(5):
        assert known(state, p) == set(state.hand(p))


def test_a_drawn_card_is_known_to_the_drawer_only():
    state = build_position(3, hands={0: ["Basic Unicorn"]}, stables={0: ["Yay"]})
    play(state, "Basic Unicorn")                 # P1's turn begins: P1 draws
    drawn = state.hand(1)[0]
    assert drawn in known(state, 1) and drawn not in known(state, 0) | known(state, 2)


def test_determinize_keeps_the_cards_a_player_looked_at():
    state = build_position(4, hands={0: ["Blatant Thievery", "Basic Unicorn"],
                                     1: ["Rhinocorn", "Yay", "Slowdown"], 2: ["Narwhal", "Good Deal"]}, plays=2)
    play(state, "Blatant Thievery")
    player(state, 1)
    act(state, "Rhinocorn")                      # P0 still knows P1's Yay and Slowdown
    for seed in range(20):
        world = state.clone()
        world.determinize(0, seed)
        assert world.hand(1) == state.hand(1) and world.hand(0) == state.hand(0)
        assert world.information_key(0) == state.information_key(0)
    moved = 0
    for seed in range(20):                       # but P2's hand is unknown to P0
        world = state.clone()
        world.determinize(0, seed)
        moved += world.hand(2) != state.hand(2)
    assert moved > 10


def test_determinize_for_a_third_player_moves_knowledge_with_the_slots():
    state = build_position(4, hands={0: ["Blatant Thievery", "Basic Unicorn"],
                                     1: ["Rhinocorn", "Yay", "Slowdown"]}, plays=2)
    play(state, "Blatant Thievery")
    player(state, 1)
    act(state, "Rhinocorn")
    for seed in range(10):
        world = state.clone()
        world.determinize(3, seed)
        assert set(world.hand(1)) <= known(world, 0)          # P0 still knows all of P1's hand
        assert world.check_invariants() == 0


def test_unfair_bargain_partners_know_both_hands_after_the_trade():
    state = build_position(3, hands={0: ["Unfair Bargain", "Yay", "Basic Unicorn"], 1: ["Rhinocorn", "Good Deal"]},
                           plays=2)
    play(state, "Unfair Bargain")
    player(state, 1)
    for p, q in ((0, 1), (1, 0)):
        world = state.clone()
        world.determinize(p, 5)
        assert world.hand(q) == state.hand(q)


def test_a_search_shows_the_deck_only_while_choosing():
    state = build_position(3, hands={0: ["Classy Narwhal", "Basic Unicorn"]}, plays=2)
    play(state, "Classy Narwhal")
    yes(state)
    assert set(state.zones()["deck"]) <= known(state, 0)       # looking through the deck
    legal = state.legal_actions()
    world = state.clone()
    world.determinize(0, 1)
    assert world.legal_actions() == legal
    act(state, "Yay")
    assert not set(state.zones()["deck"]) & known(state, 0)    # shuffled: forgotten


def test_information_key_ignores_what_the_player_cannot_see():
    one = build_position(3, hands={0: ["Yay"], 1: ["Rhinocorn"]})
    two = build_position(3, hands={0: ["Yay"], 1: ["Narwhal"]})
    assert one.information_key(0) == two.information_key(0)
    assert one.information_key(1) != two.information_key(1)


def test_information_key_does_not_tell_identical_copies_apart():
    a = build_position(3, hands={0: ["Neigh"]})
    b = build_position(3, hands={0: ["Neigh", "Neigh"]})
    b_single = b.clone()
    f = b_single.fields
    first, second = b.hand(0)
    f["hand"][0] = [0, 0]
    f["hand"][0][second // 64] = 1 << (second % 64)          # hold the second copy instead
    f["known"][0] = f["hand"][0]
    f["hand_count"][0] = 1
    f["deck"][first // 64] |= np.uint64(1 << (first % 64))
    f["deck_count"] += 1
    assert b_single.check_invariants() == 0
    assert a.information_key(0) == b_single.information_key(0)


def test_determinize_on_random_play_keeps_every_invariant():
    game = core.load_game("unicorns", num_players=6)
    rng = random.Random(4)
    for seed in range(15):
        state = game.new_initial_state(seed)
        steps = 0
        while not state.is_terminal() and steps < 400:
            if rng.random() < 0.1:
                world = state.clone()
                observer = rng.randrange(6)
                world.determinize(observer, rng.randrange(2**32))
                assert world.check_invariants() == 0
                assert world.information_key(observer) == state.information_key(observer)
                world.rollout(rng.randrange(2**32))
                assert world.is_terminal() and world.check_invariants() == 0
            state.apply_action(rng.choice(state.legal_actions()))
            steps += 1
