"""The Great Narwhal: on entering, you may search the deck for a card with "Narwhal" in its name."""
from uu_helpers import act, build_position, hand, play, yes


def test_the_great_narwhal_finds_narwhals_only():
    state = build_position(3, hands={0: ["The Great Narwhal", "Basic Unicorn"]},
                           deck=["Narwhal", "Classy Narwhal", "Rhinocorn", "Basic Unicorn"], plays=2)
    play(state, "The Great Narwhal")
    yes(state)
    assert sorted(state.action_to_string(a) for a in state.legal_actions()) == [
        "The Great Narwhal: take Classy Narwhal from the deck", "The Great Narwhal: take Narwhal from the deck"]
    act(state, "Narwhal")
    assert hand(state, 0) == ["Basic Unicorn", "Narwhal"]
