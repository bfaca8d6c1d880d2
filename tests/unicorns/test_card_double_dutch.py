"""Double Dutch: if this card is in your Stable at the beginning of your turn, you may play 2
cards during your Action phase."""
from uu_helpers import A_END, build_position, play, stable


def test_double_dutch_allows_a_second_play_or_ending_the_phase():
    state = build_position(3, hands={0: ["Basic Unicorn", "Narwhal", "Rhinocorn"]}, stables={0: ["Double Dutch"]},
                           deck=["Neigh"] * 6, start="beginning_of_turn")
    play(state, "Basic Unicorn")
    assert state.phase == "action" and state.current_player() == 0
    assert A_END in state.legal_actions()
    play(state, "Narwhal")
    assert int(state.fields["turn_player"]) == 1                 # two plays: the turn is over
    assert stable(state, 0) == ["Basic Unicorn", "Double Dutch", "Narwhal"]


def test_without_double_dutch_one_play_ends_the_action_phase():
    state = build_position(3, hands={0: ["Basic Unicorn", "Narwhal"]}, start="beginning_of_turn")
    play(state, "Basic Unicorn")
    assert int(state.fields["turn_player"]) == 1
