"""Zombie Unicorn: at the beginning of your turn you may DISCARD a Unicorn card, then bring a
Unicorn card from the discard pile into your Stable. If you do, immediately end your turn."""
from uu_helpers import act, build_position, discard_pile, hand, stable, yes


def test_zombie_unicorn_discards_brings_and_ends_the_turn():
    state = build_position(3, hands={0: ["Narwhal", "Yay"]}, stables={0: ["Zombie Unicorn"]},
                           discard=["Rhinocorn"], start="beginning_of_turn")
    yes(state)
    assert [state.action_to_string(a) for a in state.legal_actions()] == [
        "Zombie Unicorn: discard Narwhal from the hand"]                 # Unicorn cards only
    act(state, "Narwhal")
    act(state, "Rhinocorn")
    assert stable(state, 0) == ["Rhinocorn", "Zombie Unicorn"]
    assert hand(state, 0) == ["Yay"]             # no draw: the turn ended
    assert discard_pile(state) == ["Narwhal"]
    assert int(state.fields["turn_player"]) == 1


def test_zombie_unicorn_without_a_unicorn_in_hand_does_nothing():
    state = build_position(3, hands={0: ["Yay"]}, stables={0: ["Zombie Unicorn"]},
                           discard=["Rhinocorn"], start="beginning_of_turn")
    yes(state)                                   # asked: the hand is hidden from the others
    assert state.phase == "action" and stable(state, 0) == ["Zombie Unicorn"]
