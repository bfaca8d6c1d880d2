"""Ginormous Unicorn: counts for 2 Unicorns. You cannot play any Instant cards."""
from uu_helpers import build_position, play, stable


def test_ginormous_unicorn_counts_twice():
    state = build_position(6, stables={0: ["Ginormous Unicorn", "Basic Unicorn"]})
    assert state.unicorns(0) == 3


def test_ginormous_unicorn_owner_is_never_asked_to_neigh():
    state = build_position(3, hands={0: ["Unicorn Poison", "Basic Unicorn"], 1: ["Neigh"], 2: ["Neigh"]},
                           stables={1: ["Ginormous Unicorn"]}, plays=2)
    play(state, "Unicorn Poison")
    assert state.phase == "poll" and state.current_player() == 2      # P1 is skipped


def test_ginormous_unicorn_can_win_with_five_cards_at_six_players():
    state = build_position(6, hands={0: ["Basic Unicorn"]},
                           stables={0: ["Ginormous Unicorn", "Narwhal", "Basic Unicorn", "Basic Unicorn"]})
    play(state, "Basic Unicorn")
    assert state.is_terminal() and state.winner == 0 and state.unicorns(0) == 6
    assert len(stable(state, 0)) == 5
