"""Shabby The Narwhal: on entering, you may search the deck for a Downgrade card and add it to
your hand. Shuffle the deck."""
from uu_helpers import act, build_position, hand, play, yes


def test_shabby_the_narwhal_finds_a_downgrade():
    state = build_position(3, hands={0: ["Shabby The Narwhal", "Basic Unicorn"]},
                           deck=["Yay", "Slowdown", "Barbed Wire", "Basic Unicorn"], plays=2)
    play(state, "Shabby The Narwhal")
    yes(state)
    assert sorted(state.action_to_string(a) for a in state.legal_actions()) == [
        "Shabby The Narwhal: take Barbed Wire from the deck", "Shabby The Narwhal: take Slowdown from the deck"]
    act(state, "Slowdown")
    assert hand(state, 0) == ["Basic Unicorn", "Slowdown"]
