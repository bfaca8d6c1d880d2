"""Reset Button: each player sacrifices all Upgrades and Downgrades; shuffle the discard pile in."""
from uu_helpers import build_position, deck_size, discard_pile, play, stable


def test_reset_button_clears_every_upgrade_and_downgrade():
    state = build_position(3, hands={0: ["Reset Button", "Basic Unicorn"]},
                           stables={0: ["Yay", "Rhinocorn"], 1: ["Slowdown", "Extra Tail", "Basic Unicorn"],
                                    2: ["Pandamonium"]}, discard=["Neigh"], plays=2)
    deck_before = deck_size(state)
    play(state, "Reset Button")
    assert stable(state, 0) == ["Rhinocorn"] and stable(state, 1) == ["Basic Unicorn"] and stable(state, 2) == []
    assert deck_size(state) == deck_before + 5   # four sacrificed and the Neigh
    assert discard_pile(state) == ["Reset Button"]
