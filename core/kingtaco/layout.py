"""The King Taco state buffer as named fields.

The layout is declared once, as the KTState struct in fastcore/kingtaco.pxd; this module only
exposes it as a NumPy structured dtype so Python code (renderer, tests, positions) can read
and write fields by name through a zero-copy view of a state's buffer.
"""
from core.cardsets import card_set, words_of  # noqa: F401  (re-exported)
from fastcore import kingtaco as _kernel

STATE_DTYPE = _kernel.layout()
PHASES = _kernel.PHASES
SLOTS = _kernel.SLOTS
ROWS = _kernel.ROWS
ACTIONS = _kernel.ACTIONS
CONSTANTS = _kernel.CONSTANTS
INVARIANT_ERRORS = _kernel.INVARIANT_ERRORS
A_DRAW = ACTIONS["draw"]
A_ALLOW = ACTIONS["allow"]
A_DECLINE = ACTIONS["decline"]
A_COLOUR = ACTIONS["colour"]
A_SYMBOL = ACTIONS["symbol"]
A_TARGET = ACTIONS["target"]
NUM_ACTIONS = ACTIONS["count"]


def fields(state):
    """A writable record view of the state's buffer: fields(state)["mana"][2] and so on."""
    return state.buffer.view(STATE_DTYPE)[0]


