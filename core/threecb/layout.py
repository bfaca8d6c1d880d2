"""The 3 Card Blind state buffer as named fields.

The layout is declared once, as the TCBState struct in fastcore/threecb.pxd; this module exposes
it as a NumPy structured dtype so Python code (renderer, tests, positions) can read and write
fields by name through a zero-copy view of a state's buffer.
"""
import numpy as np

from fastcore import threecb as _kernel

STATE_DTYPE = _kernel.layout()
CODES = _kernel.CODES
SIZES = _kernel.SIZES
ZONES = {code: name for name, code in CODES["zones"].items()}
STEPS = CODES["steps"]
DECISIONS = CODES["decisions"]
A_PASS = SIZES["A_PASS"]
A_PLAY = SIZES["A_PLAY"]
A_CHOICE = SIZES["A_CHOICE"]
NUM_ACTIONS = SIZES["NUM_ACTIONS"]
PLAY_OPTIONS = SIZES["PLAY_OPTIONS"]
MAX_OBJECTS = SIZES["MAX_OBJECTS"]
NO_OBJECT = SIZES["NO_OBJECT"]
NO_CARD = SIZES["NO_CARD"]
INVARIANT_ERRORS = _kernel.INVARIANT_ERRORS


def fields(state):
    """A writable record view of the state's buffer: fields(state)["players"][0]["life"]."""
    return np.frombuffer(state, dtype=STATE_DTYPE)[0]     # 6x faster than .buffer.view()


def play_action(obj: int, option: int) -> int:
    return A_PLAY + obj * PLAY_OPTIONS + option


def flag(group: str, name: str) -> int:
    return CODES[group][name]
