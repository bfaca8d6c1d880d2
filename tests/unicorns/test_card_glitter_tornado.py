"""Glitter Tornado: return a card in each player's Stable (including yours) to their hand."""
from uu_helpers import act, build_position, hand, play, stable


def test_glitter_tornado_returns_one_card_from_every_stable():
    state = build_position(3, hands={0: ["Glitter Tornado", "Basic Unicorn"]},
                           stables={0: ["Yay"], 1: ["Rhinocorn", "Slowdown"], 2: ["Baby Unicorn"]}, plays=2)
    play(state, "Glitter Tornado")
    act(state, "Yay", owner=0)
    act(state, "Rhinocorn", owner=1)             # the caster chooses in every Stable
    assert state.current_player() == 0
    act(state, "Baby Unicorn", owner=2)
    assert stable(state, 0) == [] and stable(state, 1) == ["Slowdown"] and stable(state, 2) == []
    assert hand(state, 0) == ["Basic Unicorn", "Yay"] and hand(state, 1) == ["Rhinocorn"]
    assert hand(state, 2) == []                  # the baby went to the Nursery
