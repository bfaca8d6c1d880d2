"""Mermaid Unicorn: on entering, you may choose any player; return a card in their Stable to
their hand."""
from uu_helpers import act, build_position, card_id, hand, known, play, player, stable, yes


def test_mermaid_unicorn_returns_a_card_to_its_owner():
    state = build_position(3, hands={0: ["Mermaid Unicorn", "Basic Unicorn"]},
                           stables={2: ["Rhinocorn", "Yay"]}, plays=2)
    play(state, "Mermaid Unicorn")
    yes(state)
    assert sorted(a - 126 for a in state.legal_actions()) == [0, 2]   # players with a card there
    player(state, 2)
    act(state, "Rhinocorn")
    assert stable(state, 2) == ["Yay"] and hand(state, 2) == ["Rhinocorn"]
    assert card_id("Rhinocorn") in known(state, 1)                    # it was face up
