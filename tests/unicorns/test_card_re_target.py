"""Re-target: move an Upgrade or Downgrade card from any player's Stable to any other player's."""
from uu_helpers import act, build_position, play, player, stable


def test_re_target_moves_your_downgrade_to_another_player():
    state = build_position(4, hands={0: ["Re-target", "Basic Unicorn"]},
                           stables={0: ["Barbed Wire"], 1: ["Yay"]}, plays=2)
    play(state, "Re-target")
    act(state, "Barbed Wire")
    legal = sorted(a - 126 for a in state.legal_actions())
    assert legal == [1, 2, 3]                    # "any other player": never the caster
    player(state, 3)
    assert stable(state, 0) == [] and stable(state, 3) == ["Barbed Wire"]


def test_re_target_cannot_move_a_card_to_its_own_stable_or_the_caster():
    state = build_position(2, hands={0: ["Re-target", "Basic Unicorn"]}, stables={1: ["Yay"]})
    assert [state.action_to_string(a) for a in state.legal_actions()] == [
        "play Basic Unicorn", "draw a card instead of playing"]   # Yay has nowhere to go
