"""GameState: one contiguous int32 buffer per state, driven by a game's C-level kernel.

The Python protocol of DESIGN.md lives here once for every game: validation of arguments and
actions happens in this module, the rules happen in the game's kernel.
"""
cimport cython
from cpython.mem cimport PyMem_Free, PyMem_Malloc
from libc.stdint cimport int32_t, uint32_t, uint64_t
from libc.string cimport memcpy, memcmp

import numpy as np

from fastcore.rng cimport rng_below, rng_seed

TERMINAL = TERMINAL_PLAYER
_SEED_LIMIT = 2 ** 64


cdef uint64_t _as_seed(object seed) except? 0:
    if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)):
        raise TypeError(f"seed must be an int, got {type(seed).__name__}")
    if not 0 <= seed < _SEED_LIMIT:
        raise ValueError(f"seed must be in 0..2**64-1, got {seed}")
    return <uint64_t>int(seed)


cdef int32_t random_action_from_list(const GameKernel* kernel, const int32_t* buf,
                                     uint32_t* rng) noexcept nogil:
    """A uniformly random legal action: the i-th of the legal list, i drawn uniformly.

    A game's own random_action must give the same action for the same RNG state, so that
    rollouts do not depend on which of the two paths runs.
    """
    cdef int32_t actions[MAX_ACTIONS]
    cdef int n = kernel.legal_actions(buf, actions)
    return actions[rng_below(rng, n)]


cdef int rollout_buffer(const GameKernel* kernel, int32_t* buf, uint32_t* policy_rng,
                        int max_actions) noexcept nogil:
    """Plays uniformly random legal actions until the end (or max_actions); returns the count."""
    cdef int taken = 0
    cdef int32_t action
    while taken < max_actions and kernel.current_player(buf) != TERMINAL_PLAYER:
        if kernel.random_action != NULL:
            action = kernel.random_action(buf, policy_rng)
        else:
            action = random_action_from_list(kernel, buf, policy_rng)
        kernel.apply_action(buf, action)
        taken += 1
    return taken


cdef class GameState:
    """A game state. Create one with `game.new_initial_state(seed)`, never directly."""

    def __cinit__(self):
        self.buf = NULL
        self.size = 0
        self.kernel = NULL

    def __dealloc__(self):
        PyMem_Free(self.buf)

    cdef void _attach(self, const GameKernel* kernel, object game, Py_ssize_t size):
        self.buf = <int32_t*>PyMem_Malloc(size * sizeof(int32_t))
        if self.buf == NULL:
            raise MemoryError()
        self.size = size
        self.kernel = kernel
        self.game = game

    # --- the protocol -------------------------------------------------------------------
    cpdef GameState clone(self):
        """An independent copy: one allocation and one memory copy."""
        cdef GameState other = GameState.__new__(type(self))
        other.buf = <int32_t*>PyMem_Malloc(self.size * sizeof(int32_t))
        if other.buf == NULL:
            raise MemoryError()
        memcpy(other.buf, self.buf, self.size * sizeof(int32_t))
        other.size = self.size
        other.kernel = self.kernel
        other.game = self.game
        return other

    def copy_from(self, GameState other):
        """Overwrites this state with `other` (a state of the same game): one memcpy, no
        allocation. Searchers use it to restore a root state into a scratch state."""
        if other.kernel != self.kernel or other.size != self.size or other.game != self.game:
            raise ValueError("copy_from needs a state of the same game and parameters")
        memcpy(self.buf, other.buf, self.size * sizeof(int32_t))

    cpdef int current_player(self):
        """The player to decide now, or TERMINAL once the game is over."""
        return self.kernel.current_player(self.buf)

    cpdef bint is_terminal(self):
        return self.kernel.current_player(self.buf) == TERMINAL_PLAYER

    cpdef list legal_actions(self):
        cdef int32_t actions[MAX_ACTIONS]
        cdef int n, i
        if self.kernel.current_player(self.buf) == TERMINAL_PLAYER:
            return []
        n = self.kernel.legal_actions(self.buf, actions)
        return [actions[i] for i in range(n)]

    def apply_action(self, action):
        """Applies a legal action. An illegal one raises ValueError and changes nothing."""
        cdef int32_t actions[MAX_ACTIONS]
        cdef int n, i
        cdef int32_t a
        if isinstance(action, bool) or not isinstance(action, (int, np.integer)):
            raise TypeError(f"an action is an int, got {type(action).__name__} {action!r}")
        if self.kernel.current_player(self.buf) == TERMINAL_PLAYER:
            raise ValueError(f"the game is over; action {action} cannot be applied")
        if -2**31 <= action < 2**31:
            a = <int32_t>action
            n = self.kernel.legal_actions(self.buf, actions)
            for i in range(n):
                if actions[i] == a:
                    self.kernel.apply_action(self.buf, a)
                    return
        raise ValueError(self._illegal_message(action))

    def _illegal_message(self, action):
        legal = self.legal_actions()
        try:
            name = self.action_to_string(action)
        except Exception:
            name = "not an action of this game"
        shown = ", ".join(f"{a} ({self.action_to_string(a)})" for a in legal)
        return (f"illegal action {action} ({name}) for player {self.current_player()}; "
                f"legal actions: {shown}")

    def returns(self):
        """One value per player: the winner 1, everyone else 0; all 0 before the end."""
        cdef double values[64]
        cdef int n = (<StateHeader*>self.buf).num_players
        self.kernel.returns(self.buf, values)
        return [values[i] for i in range(n)]

    def determinize(self, player, seed):
        """Re-deals, in place, every card `player` cannot see, and reseeds the chance RNG."""
        self._check_player(player)
        cdef uint64_t s = _as_seed(seed)
        rng_seed((<StateHeader*>self.buf).rng, s)
        self.kernel.redeal(self.buf, <int>player)

    def information_key(self, player):
        """An int hash of exactly what `player` knows (equal for states they cannot tell apart)."""
        self._check_player(player)
        return self.kernel.information_key(self.buf, <int>player)

    def rollout(self, seed, max_actions=None):
        """Plays uniformly random legal actions to the end inside the kernel.

        `seed` drives the action choices; chance still comes from the state's own RNG.
        Returns the number of actions taken.
        """
        cdef uint32_t policy_rng[4]
        cdef int limit = 2**31 - 1 if max_actions is None else int(max_actions)
        cdef int taken
        rng_seed(policy_rng, _as_seed(seed))
        with nogil:
            taken = rollout_buffer(self.kernel, self.buf, policy_rng, limit)
        return taken

    def check_invariants(self):
        """0 when the buffer is internally consistent, else the game's error code."""
        return self.kernel.check_invariants(self.buf)

    @property
    def num_players(self):
        return (<StateHeader*>self.buf).num_players

    @property
    def buffer(self):
        """A zero-copy int32 NumPy view of the state buffer (writes change the state)."""
        return np.asarray(memoryview(self))

    def same_as(self, GameState other):
        """True when both buffers hold exactly the same words."""
        return self.size == other.size and memcmp(self.buf, other.buf, self.size * 4) == 0

    def _check_player(self, player):
        if isinstance(player, bool) or not isinstance(player, (int, np.integer)):
            raise TypeError(f"player must be an int, got {type(player).__name__}")
        n = (<StateHeader*>self.buf).num_players
        if not 0 <= player < n:
            raise ValueError(f"player must be in 0..{n - 1}, got {player}")

    def __getbuffer__(self, Py_buffer* view, int flags):
        view.buf = self.buf
        view.obj = self
        view.len = self.size * sizeof(int32_t)
        view.readonly = 0
        view.itemsize = sizeof(int32_t)
        view.format = "i"
        view.ndim = 1
        view.shape = &self.size
        view.strides = &view.itemsize
        view.suboffsets = NULL
        view.internal = NULL

    def __releasebuffer__(self, Py_buffer* view):
        pass

    def __reduce__(self):
        return (_restore_state, (self.game, bytes(memoryview(self))))


def measure_kernel_clones(GameState state, int copies):
    """Copies `state` `copies` times into one preallocated buffer inside compiled code.

    For benchmarks: the time of a call divided by `copies` is the in-kernel clone cost that
    searchers pay (DESIGN.md: at most 50 ns). Returns a checksum so the copies are not
    optimised away.
    """
    cdef int32_t* scratch = <int32_t*>PyMem_Malloc(state.size * sizeof(int32_t))
    cdef long long checksum = 0
    cdef int i
    if scratch == NULL:
        raise MemoryError()
    with nogil:
        for i in range(copies):
            memcpy(scratch, state.buf, state.size * sizeof(int32_t))
            scratch[i % state.size] ^= i
            checksum += scratch[(i * 7) % state.size]
    PyMem_Free(scratch)
    return checksum


def _restore_state(game, data):
    """Unpickles a state: the game rebuilds an empty state and the words are copied in."""
    state = game.new_initial_state(0)
    state.buffer[:] = np.frombuffer(data, dtype=np.int32)
    return state
