"""3 Card Blind engine: Magic: The Gathering with 3-card decks (TB-1..TB-8 of rules/threecb.md).

The state is one TCBState struct (fastcore/threecb.pxd) inside the state's int32 buffer. Cards
are data: core/threecb compiles every card definition into the tables of threecb_tables.pxi and
installs them with configure(); one interpreter (threecb_effects.pxi) runs their effects. The
engine is a step machine (threecb_turn.pxi): applying a decision runs automatic steps until the
next decision, recorded in `decision`/`decider` with the step to `resume`; any state can be
cloned and resumed. docs/threecb-rules.md says what is modelled, citing the Comprehensive Rules.
"""
from libc.stdint cimport int8_t, int16_t, int32_t, int64_t, uint8_t, uint16_t, uint32_t, uint64_t
from libc.string cimport memcmp, memcpy, memset
from libc.stdlib cimport free, malloc

import numpy as np

from fastcore.bits cimport ctz64
from fastcore.build_info cimport CARDTREE_PROFILE_BUILD
from fastcore.hashing cimport hash_int32_pairs, hash_step, mix64, words_print
from fastcore.rng cimport rng_below, rng_seed
from fastcore.state cimport GameKernel, GameState, MAX_ACTIONS, TERMINAL_PLAYER, StateHeader

BUILT_WITH_PROFILE = bool(CARDTREE_PROFILE_BUILD)   # profile-guided (setup.py)

include "threecb_codes.pxi"
include "threecb_tables.pxi"
include "threecb_objects.pxi"
include "threecb_mana.pxi"
include "threecb_targets.pxi"
include "threecb_effects.pxi"
include "threecb_casting.pxi"
include "threecb_combat.pxi"
include "threecb_memo_lock.pxi"
include "threecb_quiet.pxi"
include "threecb_turn_runs.pxi"
include "threecb_turn.pxi"
include "threecb_payment_memo.pxi"
include "threecb_options_memo.pxi"
include "threecb_decisions.pxi"
include "threecb_hash.pxi"
include "threecb_python.pxi"
