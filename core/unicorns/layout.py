"""The Unstable Unicorns state buffer as named fields.

The layout is declared once, as the UUState struct in fastcore/unicorns.pxd; this module only
exposes it as a NumPy structured dtype so Python code (renderer, tests, positions) can read and
write fields by name through a zero-copy view of a state's buffer.
"""
from core.cardsets import card_set, words_of  # noqa: F401  (re-exported)
from fastcore import unicorns as _kernel

STATE_DTYPE = _kernel.layout()
PHASES = _kernel.PHASES
ACTIONS = _kernel.ACTIONS
CONSTANTS = _kernel.CONSTANTS
INVARIANT_ERRORS = _kernel.INVARIANT_ERRORS
END_REASONS = _kernel.END_REASONS
EFFECT_FLAGS = _kernel.EFFECT_FLAGS
A_PLAYER = ACTIONS["player"]
A_YES = ACTIONS["yes"]
A_NO = ACTIONS["no"]
A_DRAW = ACTIONS["draw"]
A_END = ACTIONS["end"]
A_OPTION = ACTIONS["option"]
NUM_ACTIONS = ACTIONS["count"]
MAX_PLAYERS = CONSTANTS["MAX_PLAYERS"]


def fields(state):
    """A writable record view of the state's buffer: fields(state)["hand_count"][2] and so on."""
    return state.buffer.view(STATE_DTYPE)[0]


