"""Classy Narwhal: on entering, you may search the deck for an Upgrade card and add it to your
hand. Shuffle the deck."""
from uu_helpers import act, build_position, card_id, hand, known, play, yes


def test_classy_narwhal_finds_an_upgrade_that_everyone_then_knows():
    state = build_position(3, hands={0: ["Classy Narwhal", "Basic Unicorn"]},
                           deck=["Yay", "Neigh", "Rhinocorn", "Basic Unicorn"], plays=2)
    play(state, "Classy Narwhal")
    yes(state)
    assert state.phase == "deck"
    assert [state.action_to_string(a) for a in state.legal_actions()] == ["Classy Narwhal: take Yay from the deck"]
    act(state, "Yay")
    assert hand(state, 0) == ["Basic Unicorn", "Yay"]
    assert all(card_id("Yay") in known(state, p) for p in range(3))     # searched: revealed
    assert not any(known(state, p) & set(state.zones()["deck"]) for p in range(3))


def test_classy_narwhal_finds_nothing_without_an_upgrade_in_the_deck():
    state = build_position(3, hands={0: ["Classy Narwhal", "Basic Unicorn"]},
                           deck=["Neigh", "Rhinocorn", "Basic Unicorn"], plays=2)
    play(state, "Classy Narwhal")
    yes(state)                                   # asked anyway: the deck is hidden
    assert state.phase == "action" and hand(state, 0) == ["Basic Unicorn"]
