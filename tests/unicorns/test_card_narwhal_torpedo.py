"""Narwhal Torpedo: on entering, SACRIFICE all Downgrade cards."""
from uu_helpers import build_position, discard_pile, play, stable


def test_narwhal_torpedo_sacrifices_every_downgrade_in_your_stable():
    state = build_position(3, hands={0: ["Narwhal Torpedo", "Basic Unicorn"]},
                           stables={0: ["Slowdown", "Barbed Wire", "Yay"], 1: ["Pandamonium"]}, plays=2)
    play(state, "Narwhal Torpedo")
    assert stable(state, 0) == ["Narwhal Torpedo", "Yay"] and stable(state, 1) == ["Pandamonium"]
    assert discard_pile(state) == ["Barbed Wire", "Slowdown"]
