"""Every supported card has its own test of what it does in a game (test_card_<name> in the
card test modules, or a parameter of a test_card_ function that covers several)."""
import importlib
import re

from core.threecb.pool import supported_cards

MODULES = ["test_cards_lands", "test_cards_mana", "test_cards_creatures", "test_cards_spells",
           "test_cards_permanents"]


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower().replace("'", "")).strip("_")


def covered_names() -> tuple[set, set]:
    functions, parameters = set(), set()
    for module_name in MODULES:
        module = importlib.import_module(module_name)
        for attribute, value in vars(module).items():
            if not attribute.startswith("test_card_"):
                continue
            functions.add(attribute[len("test_card_"):])
            for mark in getattr(value, "pytestmark", []):
                if mark.name == "parametrize":
                    for values in mark.args[1]:
                        values = values if isinstance(values, tuple) else (values,)
                        parameters.update(v for v in values if isinstance(v, str))
    return functions, parameters


def test_every_supported_card_has_a_card_test():
    functions, parameters = covered_names()
    missing = [name for name in supported_cards()
               if not any(f == slug(name) or f.startswith(slug(name) + "_") for f in functions)
               and name not in parameters]
    assert not missing, f"cards without a test: {missing}"
