"""Super Neigh: a Neigh that cannot be Neigh'd."""
from uu_helpers import act, build_position, discard_pile, hand, stable


def test_super_neigh_cannot_be_answered():
    state = build_position(3, hands={0: ["Basic Unicorn", "Neigh", "Yay"], 1: ["Super Neigh"], 2: ["Neigh"]}, plays=2)
    from uu_helpers import play
    play(state, "Basic Unicorn")
    act(state, "Super Neigh")                    # P1
    state.apply_action(135)                      # P2 passes
    assert state.phase == "action" and hand(state, 0) == ["Neigh", "Yay"]   # P0 never asked
    assert stable(state, 0) == [] and discard_pile(state) == ["Basic Unicorn", "Super Neigh"]
