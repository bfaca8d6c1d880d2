# The C-level game interface and the generic state object every game uses.
from libc.stdint cimport int32_t, uint32_t, uint64_t

cdef enum:
    TERMINAL_PLAYER = -4   # current_player() of a finished game, as in OpenSpiel
    MAX_ACTIONS = 1024     # upper bound on any game's number of distinct actions

# Every state buffer starts with this header, so generic code finds the RNG and the size.
ctypedef struct StateHeader:
    int32_t game_id
    int32_t size_words
    int32_t num_players
    int32_t reserved
    uint32_t rng[4]

ctypedef int (*legal_actions_fn)(const int32_t* buf, int32_t* out) noexcept nogil
ctypedef void (*apply_action_fn)(int32_t* buf, int32_t action) noexcept nogil
ctypedef int (*current_player_fn)(const int32_t* buf) noexcept nogil
ctypedef void (*returns_fn)(const int32_t* buf, double* out) noexcept nogil
ctypedef void (*redeal_fn)(int32_t* buf, int player) noexcept nogil
ctypedef uint64_t (*information_key_fn)(const int32_t* buf, int player) noexcept nogil
ctypedef int (*check_fn)(const int32_t* buf) noexcept nogil
ctypedef int32_t (*random_action_fn)(const int32_t* buf, uint32_t* rng) noexcept nogil
ctypedef void (*heuristic_fn)(const int32_t* buf, double* out) noexcept nogil
ctypedef int32_t (*observation_fn)(const int32_t* buf, int32_t action, int observer) noexcept nogil
ctypedef int32_t (*turn_fn)(const int32_t* buf) noexcept nogil
ctypedef uint64_t (*state_hash_fn)(const int32_t* buf) noexcept nogil

ctypedef struct GameKernel:
    int32_t num_distinct_actions
    legal_actions_fn legal_actions     # writes the legal actions, returns how many
    apply_action_fn apply_action       # assumes a legal action; runs chance from the buffer's RNG
    current_player_fn current_player   # TERMINAL_PLAYER once the game is over
    returns_fn returns                 # one value per player; all zero before the end
    redeal_fn redeal                   # re-deals what `player` cannot see, using the buffer's RNG
    information_key_fn information_key
    check_fn check_invariants          # 0 when the buffer is consistent, else an error code
    random_action_fn random_action     # a uniformly random legal action (rollouts' fast path)
    # Optional hooks for search (NULL when a game does not provide them):
    random_action_fn policy_action     # the game's rule-based rollout policy
    heuristic_fn heuristic_value       # estimated returns of a non-terminal state, in [0, 1]
    observation_fn action_observation  # how `observer` sees `action` (MO-ISMCTS); NULL: fully
    state_hash_fn canonical_hash       # equal for states that play out alike (exact solvers);
                                       # NULL: information_key(buf, 0) of a perfect-info game
    turn_fn turn_number                # turns begun so far (solver lines count turns);
                                       # NULL: every move is a turn
    state_hash_fn play_print           # a hash of every word that play depends on, object
                                       # slots and all: equal prints, equal legal actions
                                       # leading to equal states (the proof search keeps
                                       # successor lists by it); NULL: every word
    int32_t options_cap                # a decision with this many legal actions may have had
                                       # more, cut off by the game's option arrays: exact
                                       # solvers stop at it ("option limit"); 0: never

cdef class GameState:
    cdef int32_t* buf
    cdef Py_ssize_t size
    cdef const GameKernel* kernel
    cdef readonly object game
    cdef void _attach(self, const GameKernel* kernel, object game, Py_ssize_t size)
    cpdef GameState clone(self)
    cpdef list legal_actions(self)
    cpdef int current_player(self)
    cpdef bint is_terminal(self)

cdef int32_t random_action_from_list(const GameKernel* kernel, const int32_t* buf,
                                     uint32_t* rng) noexcept nogil
cdef int rollout_buffer(const GameKernel* kernel, int32_t* buf, uint32_t* policy_rng,
                        int max_actions) noexcept nogil
