"""Magical Flying Unicorn: on entering, you may take a Magic card from the discard pile into your
hand; sacrificed or destroyed, it returns to your hand."""
from uu_helpers import act, build_position, card_id, discard_pile, hand, known, play, stable, yes


def test_magical_flying_unicorn_takes_a_magic_card_everyone_saw():
    state = build_position(3, hands={0: ["Magical Flying Unicorn", "Basic Unicorn"]},
                           discard=["Unicorn Poison", "Yay", "Rhinocorn"], plays=2)
    play(state, "Magical Flying Unicorn")
    yes(state)
    assert [state.action_to_string(a) for a in state.legal_actions()] == [
        "Magical Flying Unicorn: take Unicorn Poison from the discard pile"]
    act(state, "Unicorn Poison")
    assert hand(state, 0) == ["Basic Unicorn", "Unicorn Poison"]
    assert discard_pile(state) == ["Rhinocorn", "Yay"]
    assert card_id("Unicorn Poison") in known(state, 2)


def test_magical_flying_unicorn_destroyed_returns_to_hand():
    state = build_position(3, hands={0: ["Unicorn Poison", "Basic Unicorn"]},
                           stables={1: ["Magical Flying Unicorn"]}, plays=2)
    play(state, "Unicorn Poison")
    act(state, "Magical Flying Unicorn")
    assert stable(state, 1) == [] and hand(state, 1) == ["Magical Flying Unicorn"]
