"""Narwhal: a basic unicorn with "Narwhal" in its name."""
from core.unicorns import effects
from uu_helpers import build_position, play, stable


def test_narwhal_is_a_basic_unicorn():
    state = build_position(4, hands={0: ["Narwhal"], 1: ["Basic Unicorn"]})
    play(state, "Narwhal")
    assert stable(state, 0) == ["Narwhal"] and state.unicorns(0) == 1


def test_narwhal_has_narwhal_in_its_name_for_the_great_narwhal():
    narwhal = [k.name for k in effects.KINDS if effects.TABLES.kind_is_narwhal[k.id]]
    assert "Narwhal" in narwhal and "Basic Unicorn" not in narwhal
    assert sorted(narwhal) == sorted(["Baby Narwhal", "Narwhal", "Alluring Narwhal", "Classy Narwhal",
                                      "Narwhal Torpedo", "Shabby The Narwhal", "The Great Narwhal"])
