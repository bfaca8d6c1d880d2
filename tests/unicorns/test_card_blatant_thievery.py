"""Blatant Thievery: look at any player's hand and take a card from it."""
from uu_helpers import act, build_position, card_id, hand, known, play, player


def test_blatant_thievery_takes_a_card_from_a_hand_it_has_seen():
    rhino, yay = card_id("Rhinocorn"), card_id("Yay")
    state = build_position(4, hands={0: ["Blatant Thievery", "Basic Unicorn"], 1: ["Rhinocorn", "Yay"]},
                           known={2: [rhino, yay]}, plays=2)
    play(state, "Blatant Thievery")
    player(state, 1)
    assert state.phase == "take" and state.current_player() == 0
    assert {rhino, yay} <= known(state, 0)       # P0 looked at P1's hand
    act(state, "Rhinocorn")
    assert hand(state, 0) == ["Basic Unicorn", "Rhinocorn"] and hand(state, 1) == ["Yay"]
    assert rhino in known(state, 1)              # P1 knows where it went
    assert yay in known(state, 0)
    assert not {rhino, yay} & known(state, 2)    # seed 001: a Choose wipes what others knew


def test_blatant_thievery_cannot_be_played_when_every_hand_is_empty():
    state = build_position(4, hands={0: ["Blatant Thievery"]})
    assert [state.action_to_string(a) for a in state.legal_actions()] == ["draw a card instead of playing"]
