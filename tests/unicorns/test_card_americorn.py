"""Americorn: when this card enters your Stable, choose any player; pull a card from their hand."""
from uu_helpers import build_position, card_id, hand, known, play, player


def test_americorn_pulls_a_random_card_that_the_puller_then_knows():
    yay = card_id("Yay")
    state = build_position(3, hands={0: ["Americorn", "Basic Unicorn"], 1: ["Yay"], 2: ["Rhinocorn"]},
                           known={2: [yay]}, plays=2)
    play(state, "Americorn")
    assert sorted(a - 126 for a in state.legal_actions()) == [0, 1, 2]    # "any player"
    player(state, 1)
    assert hand(state, 0) == ["Basic Unicorn", "Yay"] and hand(state, 1) == []
    assert yay in known(state, 0) and yay in known(state, 1)
    assert yay not in known(state, 2)            # P2 does not know which card was pulled


def test_americorn_pull_is_a_chance_event_from_the_state_rng():
    outcomes = set()
    for seed in range(30):
        state = build_position(3, hands={0: ["Americorn", "Basic Unicorn"], 1: ["Yay", "Slowdown"]},
                               plays=2, seed=seed)
        play(state, "Americorn")
        player(state, 1)
        outcomes.add(tuple(hand(state, 1)))
    assert outcomes == {("Yay",), ("Slowdown",)}
