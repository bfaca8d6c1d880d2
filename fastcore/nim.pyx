"""Nim (normal play: whoever takes the last object wins): the smallest complete cardtree game.

Perfect information, no chance, two players. It exists to test searchers against known
optimal play (a move is winning exactly when it leaves heaps whose XOR is zero) and to show
in a few lines what a game kernel provides. With `passing`, a player may also pass (action
0), so play can loop forever: the test game for exact solvers that must find draws by loops.
With `interchangeable`, the canonical hash (what exact solvers key transpositions by) ignores
which heap is which, as 3 Card Blind's ignores which of two identical cards is which: the test
game for solvers that meet one position with its heaps (objects) in other slots.
"""
from libc.stdint cimport int32_t, uint32_t, uint64_t
from libc.string cimport memset

from fastcore.hashing cimport hash_int32s, mix64
from fastcore.rng cimport rng_seed
from fastcore.state cimport GameKernel, GameState, StateHeader, TERMINAL_PLAYER

cdef enum:
    GAME_ID = 2
    MAX_HEAPS = 8
    MAX_HEAP = 15
    NUM_ACTIONS = MAX_HEAPS * 16     # action = 16 * heap + objects taken (1..15)
    A_PASS = 0

ctypedef struct NimState:
    StateHeader header
    int32_t heaps[MAX_HEAPS]
    int32_t num_heaps
    int32_t to_move
    int32_t winner
    int32_t passing


cdef int nim_legal_actions(const int32_t* buf, int32_t* out) noexcept nogil:
    cdef const NimState* s = <const NimState*>buf
    cdef int n = 0, heap, take
    if s.passing:
        out[0] = A_PASS
        n = 1
    for heap in range(s.num_heaps):
        for take in range(1, s.heaps[heap] + 1):
            out[n] = 16 * heap + take
            n += 1
    return n


cdef void nim_apply_action(int32_t* buf, int32_t action) noexcept nogil:
    cdef NimState* s = <NimState*>buf
    cdef int heap
    if action == A_PASS:
        s.to_move = 1 - s.to_move
        return
    s.heaps[action // 16] -= action % 16
    for heap in range(s.num_heaps):
        if s.heaps[heap] > 0:
            s.to_move = 1 - s.to_move
            return
    s.winner = s.to_move                 # took the last object


cdef int nim_current_player(const int32_t* buf) noexcept nogil:
    cdef const NimState* s = <const NimState*>buf
    return TERMINAL_PLAYER if s.winner >= 0 else s.to_move


cdef void nim_returns(const int32_t* buf, double* out) noexcept nogil:
    cdef const NimState* s = <const NimState*>buf
    out[0] = 1.0 if s.winner == 0 else 0.0
    out[1] = 1.0 if s.winner == 1 else 0.0


cdef void nim_redeal(int32_t* buf, int player) noexcept nogil:
    pass                                 # nothing is hidden


cdef uint64_t nim_information_key(const int32_t* buf, int player) noexcept nogil:
    cdef const NimState* s = <const NimState*>buf
    return mix64(hash_int32s(GAME_ID, &s.heaps[0], MAX_HEAPS + 4))


cdef uint64_t nim_interchangeable_hash(const int32_t* buf) noexcept nogil:
    """The state with its heaps sorted: equal for the same heap sizes in any order."""
    cdef const NimState* s = <const NimState*>buf
    cdef int32_t words[MAX_HEAPS + 4]
    cdef int i, j
    cdef int32_t size
    memset(words, 0, sizeof(words))
    for i in range(s.num_heaps):
        size = s.heaps[i]
        j = i
        while j > 0 and words[j - 1] > size:
            words[j] = words[j - 1]
            j -= 1
        words[j] = size
    words[MAX_HEAPS] = s.num_heaps
    words[MAX_HEAPS + 1] = s.to_move
    words[MAX_HEAPS + 2] = s.winner
    words[MAX_HEAPS + 3] = s.passing
    return mix64(hash_int32s(GAME_ID, words, MAX_HEAPS + 4))


cdef int nim_check_invariants(const int32_t* buf) noexcept nogil:
    cdef const NimState* s = <const NimState*>buf
    cdef int heap
    for heap in range(MAX_HEAPS):
        if s.heaps[heap] < 0 or s.heaps[heap] > MAX_HEAP:
            return 1
    return 0


cdef void nim_heuristic_value(const int32_t* buf, double* out) noexcept nogil:
    out[0] = 0.5
    out[1] = 0.5


cdef GameKernel KERNEL
KERNEL.num_distinct_actions = NUM_ACTIONS
KERNEL.legal_actions = nim_legal_actions
KERNEL.apply_action = nim_apply_action
KERNEL.current_player = nim_current_player
KERNEL.returns = nim_returns
KERNEL.redeal = nim_redeal
KERNEL.information_key = nim_information_key
KERNEL.check_invariants = nim_check_invariants
KERNEL.heuristic_value = nim_heuristic_value

cdef GameKernel INTERCHANGEABLE_KERNEL = KERNEL
INTERCHANGEABLE_KERNEL.canonical_hash = nim_interchangeable_hash

LIMITS = {"max_heaps": MAX_HEAPS, "max_heap": MAX_HEAP, "num_actions": NUM_ACTIONS}


def new_state(state_class, game, heaps, int to_move, seed, bint passing=False,
              bint interchangeable=False):
    cdef GameState state = state_class.__new__(state_class)
    cdef NimState* s
    cdef int i
    state._attach(&INTERCHANGEABLE_KERNEL if interchangeable else &KERNEL, game,
                  sizeof(NimState) // 4)
    s = <NimState*>state.buf
    memset(s, 0, sizeof(NimState))
    s.header.game_id = GAME_ID
    s.header.size_words = sizeof(NimState) // 4
    s.header.num_players = 2
    rng_seed(s.header.rng, <uint64_t>seed)
    s.num_heaps = len(heaps)
    for i in range(s.num_heaps):
        s.heaps[i] = heaps[i]
    s.to_move = to_move
    s.winner = -1
    s.passing = passing
    return state


def heaps_of(GameState state):
    cdef NimState* s = <NimState*>state.buf
    return [s.heaps[i] for i in range(s.num_heaps)]
