"""Summoning Ritual: at the beginning of your turn you may DISCARD 2 Unicorn cards; if you do,
bring a Unicorn card from the discard pile into your Stable."""
from uu_helpers import act, build_position, discard_pile, hand, stable, yes


def test_summoning_ritual_discards_two_unicorns_to_bring_one_back():
    state = build_position(3, hands={0: ["Narwhal", "Rhinocorn", "Yay"]}, stables={0: ["Summoning Ritual"]},
                           discard=["Stabby The Unicorn"], deck=["Neigh"] * 4, start="beginning_of_turn")
    yes(state)
    act(state, "Narwhal")
    act(state, "Rhinocorn")
    act(state, "Stabby The Unicorn")
    assert stable(state, 0) == ["Stabby The Unicorn", "Summoning Ritual"]
    assert discard_pile(state)[:2] == ["Narwhal", "Rhinocorn"] or {"Narwhal", "Rhinocorn"} <= set(discard_pile(state))
    assert hand(state, 0) == ["Neigh", "Yay"]


def test_summoning_ritual_with_one_unicorn_card_discards_nothing():
    state = build_position(3, hands={0: ["Narwhal", "Yay"]}, stables={0: ["Summoning Ritual"]},
                           discard=["Stabby The Unicorn"], start="beginning_of_turn")
    yes(state)
    assert state.phase == "action" and "Narwhal" in hand(state, 0)
    assert stable(state, 0) == ["Summoning Ritual"]
