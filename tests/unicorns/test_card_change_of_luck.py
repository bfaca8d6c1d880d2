"""Change of Luck: DRAW 2 cards and DISCARD 3 cards, then take another turn."""
from uu_helpers import act, build_position, discard_pile, hand


def test_change_of_luck_draws_two_discards_three_and_gives_another_turn():
    state = build_position(4, hands={0: ["Change of Luck", "Yay"]},
                           deck=["Basic Unicorn"] * 8)
    act(state, "Change of Luck")
    assert hand(state, 0) == ["Basic Unicorn", "Basic Unicorn", "Yay"]      # drawn first
    for _ in range(3):
        assert state.phase == "hand" and state.current_player() == 0
        act(state, hand(state, 0)[0])
    assert hand(state, 0) == ["Basic Unicorn"]                              # the next turn's draw
    assert state.phase == "action" and state.current_player() == 0          # another turn
    assert int(state.fields["turn_count"]) == 1
    assert discard_pile(state).count("Basic Unicorn") >= 2 and "Change of Luck" in discard_pile(state)
