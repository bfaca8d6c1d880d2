"""Exact solving of two-player perfect-information games (3 Card Blind above all; TB-9).

Two independent methods, both driven through the game's C-level kernel:

- `explore_graph`: the whole state graph reachable from a state, found by depth-first search
  through the game's canonical hash, as arrays (per node: player to move or -1 at the end,
  the terminal value, the first edge and the number of edges; per edge: the successor and
  the action). search.solver solves it by backward induction (retrograde analysis, numba).
- `alphabeta_solve`: a depth-first proof search whose transposition table stores only results
  that do not depend on the path: wins, losses, and draws whose repetitions all come back to
  the state itself or to states below it. A state repeated on the current path counts as a
  draw for that path; a draw that leans on repeating a state *above* it is path-dependent and
  is never stored (TB-9), so no path-dependent result is ever reused.

Values are from player 0's point of view: +1 a win for player 0, -1 a win for player 1,
0 a draw. Both stop at a state cap, a memory cap or a time limit and say which.
"""
from cpython.exc cimport PyErr_CheckSignals
from cpython.mem cimport PyMem_Free, PyMem_Malloc
from cpython.ref cimport PyObject, Py_INCREF, Py_XDECREF
from libc.stdint cimport INT64_MAX, int8_t, int32_t, int64_t, uint8_t, uint32_t, uint64_t
from libc.stdlib cimport free, malloc, realloc
from libc.string cimport memcpy, memset
from posix.time cimport CLOCK_MONOTONIC, clock_gettime, timespec

cdef extern from "<pthread.h>" nogil:
    ctypedef struct pthread_attr_t:
        pass
    ctypedef unsigned long pthread_t
    pthread_t pthread_self()
    int pthread_getattr_np(pthread_t thread, pthread_attr_t* attr)    # GNU (Python.h asks for it)
    int pthread_attr_getstack(const pthread_attr_t* attr, void** addr, size_t* size)
    int pthread_attr_destroy(pthread_attr_t* attr)

import numpy as np

from fastcore.build_info cimport CARDTREE_PROFILE_BUILD
from fastcore.hashing cimport mix64, words_print
from fastcore.state cimport GameKernel, GameState, MAX_ACTIONS, StateHeader, TERMINAL_PLAYER

cdef enum:
    CHECK_EVERY = 4096            # expansions between looks at the clock, memory and Python
    ABORTED = 2                   # an alpha-beta result meaning "a limit was hit"
    INTERRUPTED = 4               # a STATUS index: Python raised (Ctrl-C, or the progress callback)
    DEPTH_LIMIT = 5               # a STATUS index: the path grew deeper than the thread's stack allows
    OPTION_LIMIT = 6              # a STATUS index: a decision may have had more options than listed

BUILT_WITH_PROFILE = bool(CARDTREE_PROFILE_BUILD)   # profile-guided (setup.py)

STATUS = ("complete", "state limit", "memory limit", "time limit", "interrupted", "depth limit",
          "option limit")

# The proof search is recursive, a few C frames a ply: prove and expand about 0.5 KB, up to
# about 1.1 KB where the lines' distance search runs quick proofs. A ply is given 2 KB, and the
# engine's deepest call below the last ply (a decision's options: about 24 KB), the Python frames
# above and the C library 1 MB.
cdef enum:
    STACK_BYTES_PER_PLY = 2048
    STACK_RESERVE = 1 << 20
DEEP_STACK_BYTES = 96 << 20       # what allow_deep_stack asks for the main thread (Linux keeps at
                                  #   least 128 MB free below it for its growth)


def allow_deep_stack(int64_t target=DEEP_STACK_BYTES):
    """Raises this process's soft stack limit to `target` (within the hard limit): the main
    thread's stack grows up to that limit, so its proof searches may go deeper. Other threads
    keep the stack they were created with (search.background gives its own a large one)."""
    import resource
    soft, hard = resource.getrlimit(resource.RLIMIT_STACK)
    if soft == resource.RLIM_INFINITY or soft >= target:
        return
    resource.setrlimit(resource.RLIMIT_STACK,
                       (target if hard == resource.RLIM_INFINITY else min(target, hard), hard))
    forget_stack_bottom()


cdef void forget_stack_bottom() noexcept nogil:
    """The main thread's stack may now grow further: look its bottom up again."""
    global cardtree_stack_low
    cardtree_stack_low = NULL


cdef extern from *:
    """
    static __thread char* cardtree_stack_low = 0;   /* this thread's stack bottom, once known */
    """
    char* cardtree_stack_low


cdef int64_t stack_depth_limit() noexcept nogil:
    """How many plies a recursive search may go down from this call without overflowing the
    calling thread's stack (0 if it cannot tell: then nothing limits the depth). The stack's
    bottom is looked up once a thread (for the main thread glibc reads /proc/self/maps: a
    quarter of a millisecond)."""
    global cardtree_stack_low
    cdef pthread_attr_t attr
    cdef void* low
    cdef size_t size
    cdef char here = 0
    cdef int64_t room
    if cardtree_stack_low == NULL:
        if pthread_getattr_np(pthread_self(), &attr) != 0:
            return 0
        pthread_attr_getstack(&attr, &low, &size)
        pthread_attr_destroy(&attr)
        cardtree_stack_low = <char*>low
    room = <int64_t>(<char*>&here - cardtree_stack_low) - STACK_RESERVE
    return room // STACK_BYTES_PER_PLY if room > STACK_BYTES_PER_PLY else 1


def search_depth_limit():
    """The plies a proof search started from here may go (see stack_depth_limit)."""
    return stack_depth_limit()


cdef inline double now() noexcept nogil:
    cdef timespec t
    clock_gettime(CLOCK_MONOTONIC, &t)
    return t.tv_sec + 1e-9 * t.tv_nsec


# ---------------------------------------------------------------------------------------------
# Python's turn during a long compiled search: Ctrl-C and progress reports
# ---------------------------------------------------------------------------------------------
ctypedef struct Poll:
    PyObject* on_progress         # called with the states searched so far, or NULL
    PyObject* error               # what Python raised (a reference held), or NULL
    double every                  # seconds between two progress reports
    double next_report


cdef void poll_start(Poll* poll, object on_progress, double every):
    poll.on_progress = NULL if on_progress is None else <PyObject*>on_progress
    poll.error = NULL
    poll.every = every
    poll.next_report = now() + every


cdef bint poll_python(Poll* poll, int64_t states) noexcept with gil:
    """Runs Python's signal handlers (Ctrl-C would otherwise wait for the whole search) and,
    every poll.every seconds, the progress callback. True when either raised; the exception is
    kept in poll.error for poll_finish to raise once the search has let go of its memory."""
    cdef double t
    if poll.error != NULL:
        return True
    try:
        PyErr_CheckSignals()
        if poll.on_progress != NULL:
            t = now()
            if t >= poll.next_report:
                poll.next_report = t + poll.every
                (<object>poll.on_progress)(states)
    except BaseException as error:
        Py_INCREF(error)
        poll.error = <PyObject*>error
        return True
    return False


cdef poll_finish(Poll* poll):
    """Raises what poll_python caught, if anything."""
    if poll.error == NULL:
        return
    error = <object>poll.error
    Py_XDECREF(poll.error)
    poll.error = NULL
    raise error


cdef inline uint64_t state_hash(const GameKernel* k, const int32_t* buf) noexcept nogil:
    cdef uint64_t h
    if k.canonical_hash != NULL:
        h = k.canonical_hash(buf)
    else:
        h = k.information_key(buf, 0)
    return h if h != 0 else 1            # 0 marks an empty slot of the hash table


cdef inline int32_t turns_begun(const GameKernel* k, const int32_t* before,
                                const int32_t* after) noexcept nogil:
    """Turns begun between two states; every move is a turn in a game without turn numbers."""
    if k.turn_number == NULL:
        return 1
    return k.turn_number(after) - k.turn_number(before)


def turns_between(GameState before, GameState after):
    """Turns begun from `before` to `after`, as solver lines count them (the game's turn
    numbers; in a game without them every move is a turn)."""
    return turns_begun(before.kernel, before.buf, after.buf)


cdef inline int8_t terminal_value(const GameKernel* k, const int32_t* buf) noexcept nogil:
    cdef double r[16]
    k.returns(buf, r)
    return 1 if r[0] > r[1] else (-1 if r[1] > r[0] else 0)


# ---------------------------------------------------------------------------------------------
# An open-addressing hash table: state hash -> int32 (node index or table entry)
# ---------------------------------------------------------------------------------------------
ctypedef struct HashTable:
    uint64_t* keys
    int32_t* values
    int64_t capacity              # a power of two
    int64_t size


cdef int ht_init(HashTable* t, int64_t capacity) noexcept nogil:
    t.capacity = capacity
    t.size = 0
    t.keys = <uint64_t*>malloc(capacity * sizeof(uint64_t))
    t.values = <int32_t*>malloc(capacity * sizeof(int32_t))
    if t.keys == NULL or t.values == NULL:
        return -1
    memset(t.keys, 0, capacity * sizeof(uint64_t))
    return 0


cdef void ht_free(HashTable* t) noexcept nogil:
    free(t.keys)
    free(t.values)


cdef inline int64_t ht_slot(const HashTable* t, uint64_t key) noexcept nogil:
    cdef int64_t slot = <int64_t>(key & <uint64_t>(t.capacity - 1))
    while t.keys[slot] != 0 and t.keys[slot] != key:
        slot = (slot + 1) & (t.capacity - 1)
    return slot


cdef int ht_grow(HashTable* t) noexcept nogil:
    cdef HashTable bigger
    cdef int64_t i, slot
    if ht_init(&bigger, 2 * t.capacity) != 0:
        ht_free(&bigger)
        return -1
    for i in range(t.capacity):
        if t.keys[i] != 0:
            slot = ht_slot(&bigger, t.keys[i])
            bigger.keys[slot] = t.keys[i]
            bigger.values[slot] = t.values[i]
    bigger.size = t.size
    ht_free(t)
    t[0] = bigger
    return 0


cdef inline int32_t ht_get(const HashTable* t, uint64_t key) noexcept nogil:
    cdef int64_t slot = ht_slot(t, key)
    return t.values[slot] if t.keys[slot] == key else -1


cdef inline int ht_put(HashTable* t, uint64_t key, int32_t value) noexcept nogil:
    """Stores key -> value (the key must be new); -1 when memory runs out."""
    cdef int64_t slot
    if 2 * (t.size + 1) > t.capacity and ht_grow(t) != 0:
        return -1
    slot = ht_slot(t, key)
    t.keys[slot] = key
    t.values[slot] = value
    t.size += 1
    return 0


# ---------------------------------------------------------------------------------------------
# Growable arrays
# ---------------------------------------------------------------------------------------------
cdef inline int grow(void** array, int64_t* capacity, int64_t needed, size_t item) noexcept nogil:
    cdef int64_t new_capacity = capacity[0]
    cdef void* grown
    if needed <= capacity[0]:
        return 0
    while new_capacity < needed:
        new_capacity = 2 * new_capacity if new_capacity else 1024
    grown = realloc(array[0], new_capacity * item)
    if grown == NULL:
        return -1
    array[0] = grown
    capacity[0] = new_capacity
    return 0


cdef inline int grow_column(void** array, int64_t capacity, int64_t needed, size_t item,
                            int64_t* grown) noexcept nogil:
    """grow() for one of several arrays that share `capacity`: each column starts from the
    shared capacity and all reach the same new one (in `grown`), which the caller stores
    once every column has grown."""
    grown[0] = capacity
    return grow(array, grown, needed, item)


ctypedef struct Graph:
    int8_t* player                # to move, or -1 at a terminal state
    int8_t* value                 # terminal value (player 0's view); 0 elsewhere
    uint64_t* hash
    int64_t* first_edge
    int32_t* edge_count
    int64_t nodes
    int64_t node_capacity
    int32_t* successor
    int32_t* action
    int8_t* turns                 # turns each edge begins (capped at 127)
    int64_t edges
    int64_t edge_capacity
    int32_t* stack                # buffers of discovered, unexpanded states
    int32_t* stack_node
    int64_t stack_size
    int64_t stack_capacity
    int64_t stack_node_capacity


cdef void graph_free(Graph* g) noexcept nogil:
    free(g.player)
    free(g.value)
    free(g.hash)
    free(g.first_edge)
    free(g.edge_count)
    free(g.successor)
    free(g.action)
    free(g.turns)
    free(g.stack)
    free(g.stack_node)


cdef int graph_add_node(Graph* g, uint64_t h) noexcept nogil:
    cdef int64_t n = g.nodes + 1
    cdef int64_t capacity = g.node_capacity, grown
    if n > capacity:
        if (grow_column(<void**>&g.player, capacity, n, sizeof(int8_t), &grown)
                or grow_column(<void**>&g.value, capacity, n, sizeof(int8_t), &grown)
                or grow_column(<void**>&g.hash, capacity, n, sizeof(uint64_t), &grown)
                or grow_column(<void**>&g.first_edge, capacity, n, sizeof(int64_t), &grown)
                or grow_column(<void**>&g.edge_count, capacity, n, sizeof(int32_t), &grown)):
            return -1
        g.node_capacity = grown
    g.player[g.nodes] = -1
    g.value[g.nodes] = 0
    g.hash[g.nodes] = h
    g.first_edge[g.nodes] = 0
    g.edge_count[g.nodes] = 0
    g.nodes += 1
    return 0


cdef int graph_push(Graph* g, const int32_t* buf, Py_ssize_t words, int32_t node) noexcept nogil:
    cdef int64_t capacity = g.stack_capacity
    if grow(<void**>&g.stack, &capacity, (g.stack_size + 1) * words, sizeof(int32_t)) != 0:
        return -1
    g.stack_capacity = capacity
    capacity = g.stack_node_capacity
    if grow(<void**>&g.stack_node, &capacity, g.stack_size + 1, sizeof(int32_t)) != 0:
        return -1
    g.stack_node_capacity = capacity
    memcpy(&g.stack[g.stack_size * words], buf, words * sizeof(int32_t))
    g.stack_node[g.stack_size] = node
    g.stack_size += 1
    return 0


cdef int64_t graph_bytes(const Graph* g, const HashTable* t, Py_ssize_t words) noexcept nogil:
    return (g.node_capacity * (2 + 8 + 8 + 4) + g.edge_capacity * 9
            + g.stack_capacity * 4 + g.stack_node_capacity * 4 + t.capacity * 12)


cdef inline bint options_cut_off(const GameKernel* k, int n) noexcept nogil:
    """Whether a decision with n legal actions may have had more (GameKernel.options_cap)."""
    return k.options_cap > 0 and n >= k.options_cap


cdef int explore(const GameKernel* k, const int32_t* root, Py_ssize_t words, Graph* g,
                 HashTable* seen, int64_t max_states, int64_t max_bytes,
                 double seconds, Poll* poll) noexcept nogil:
    """Depth-first discovery of every state reachable from `root`; returns a STATUS index."""
    cdef int32_t actions[MAX_ACTIONS]
    cdef int32_t* buf = <int32_t*>malloc(words * sizeof(int32_t))
    cdef int32_t* child = <int32_t*>malloc(words * sizeof(int32_t))
    cdef int32_t node, known
    cdef int n, i, status = 0
    cdef int64_t expanded = 0, capacity, needed, have
    cdef uint64_t h
    cdef double start = now()
    if buf == NULL or child == NULL:
        free(buf)
        free(child)
        return 2
    h = state_hash(k, root)
    if graph_add_node(g, h) != 0 or ht_put(seen, h, 0) != 0 or graph_push(g, root, words, 0) != 0:
        status = 2
    while status == 0 and g.stack_size > 0:
        g.stack_size -= 1
        memcpy(buf, &g.stack[g.stack_size * words], words * sizeof(int32_t))
        node = g.stack_node[g.stack_size]
        g.first_edge[node] = g.edges
        if k.current_player(buf) == TERMINAL_PLAYER:
            g.value[node] = terminal_value(k, buf)
            continue
        g.player[node] = k.current_player(buf)
        n = k.legal_actions(buf, actions)
        if options_cut_off(k, n):
            status = OPTION_LIMIT
            break
        needed = g.edges + n
        have = g.edge_capacity
        if (grow_column(<void**>&g.successor, have, needed, sizeof(int32_t), &capacity)
                or grow_column(<void**>&g.action, have, needed, sizeof(int32_t), &capacity)
                or grow_column(<void**>&g.turns, have, needed, sizeof(int8_t), &capacity)):
            status = 2
            break
        g.edge_capacity = capacity
        for i in range(n):
            memcpy(child, buf, words * sizeof(int32_t))
            k.apply_action(child, actions[i])
            h = state_hash(k, child)
            known = ht_get(seen, h)
            if known < 0:
                if g.nodes >= max_states:
                    status = 1
                    break
                known = <int32_t>g.nodes
                if (graph_add_node(g, h) != 0 or ht_put(seen, h, known) != 0
                        or graph_push(g, child, words, known) != 0):
                    status = 2
                    break
            g.successor[g.edges] = known
            g.action[g.edges] = actions[i]
            g.turns[g.edges] = <int8_t>min(turns_begun(k, buf, child), 127)
            g.edges += 1
        g.edge_count[node] = <int32_t>(g.edges - g.first_edge[node])
        expanded += 1
        if expanded % CHECK_EVERY == 0:
            if max_bytes > 0 and graph_bytes(g, seen, words) > max_bytes:
                status = 2
            elif seconds > 0 and now() - start > seconds:
                status = 3
            elif poll_python(poll, g.nodes):
                status = INTERRUPTED
    free(buf)
    free(child)
    return status


cdef object _copy_out(void* data, int64_t n, object dtype):
    out = np.empty(n, dtype=dtype)
    if n:
        memcpy(<void*><size_t>out.ctypes.data, data, n * out.itemsize)
    return out


def state_key(GameState state):
    """The key both methods identify states by (the canonical hash; equal for equal
    positions): explore_graph's per-node hash and the proof search's table key."""
    return state_hash(state.kernel, state.buf)


def explore_graph(GameState root, max_states=50_000_000, max_bytes=8 * 2**30, seconds=0.0,
                  on_progress=None, progress_every=0.5):
    """The state graph reachable from `root` (see the module doc) as a dict of NumPy arrays:
    player, value, hash (per node; node 0 is the root), first_edge, edge_count, successor,
    action, turns (per edge: the turns it begins); plus status ("complete" or the limit
    that stopped it), states, edges and seconds. Only a complete graph may be solved.
    on_progress(states found so far) is called every `progress_every` seconds (checked each
    4,096 states); what it raises, or Ctrl-C, stops the search and is raised."""
    cdef Graph g
    cdef HashTable seen
    cdef Poll poll
    cdef int status
    cdef double start = now()
    cdef int64_t cap_states = int(max_states), cap_bytes = int(max_bytes or 0)
    cdef double limit = float(seconds or 0.0)
    if cap_states < 1:
        raise ValueError(f"max_states must be positive, got {max_states}")
    memset(&g, 0, sizeof(Graph))
    if ht_init(&seen, 1 << 16) != 0:
        ht_free(&seen)
        raise MemoryError()
    poll_start(&poll, on_progress, progress_every)
    with nogil:
        status = explore(root.kernel, root.buf, root.size, &g, &seen, cap_states, cap_bytes,
                         limit, &poll)
    if status == INTERRUPTED:
        graph_free(&g)
        ht_free(&seen)
        poll_finish(&poll)
    try:
        result = {
            "player": _copy_out(g.player, g.nodes, np.int8),
            "value": _copy_out(g.value, g.nodes, np.int8),
            "hash": _copy_out(g.hash, g.nodes, np.uint64),
            "first_edge": _copy_out(g.first_edge, g.nodes, np.int64),
            "edge_count": _copy_out(g.edge_count, g.nodes, np.int32),
            "successor": _copy_out(g.successor, g.edges, np.int32),
            "action": _copy_out(g.action, g.edges, np.int32),
            "turns": _copy_out(g.turns, g.edges, np.int8),
        }
    finally:
        graph_free(&g)
        ht_free(&seen)
    result.update(status=STATUS[status], states=len(result["player"]),
                  edges=len(result["successor"]), seconds=now() - start)
    return result


# ---------------------------------------------------------------------------------------------
# Alpha-beta proof search with a transposition table of proven results only
# ---------------------------------------------------------------------------------------------
cdef enum:
    UNKNOWN = 0
    ON_PATH = 1
    PROVEN_WIN_P0 = 2
    PROVEN_WIN_P1 = 3
    PROVEN_DRAW = 4

cdef enum:
    NO_CYCLE = 1 << 30            # "relied on no repetition" for a result's cycle depth
    UNSETTLED = 3                 # settled_value: the entry's value needs a search
    ENTRY_BYTES = 1 + 4 + 8 + 8 + 8 + 4   # per table entry: entry, path_depth, proof_order,
                                          # distance_low, distance_high, successors_of
    RECORD_BYTES = 8 + 8 + 4 + 1  # per remembered successor list: print, first, count, mover
    SUCCESSOR_BYTES = 4 + 4 + 1   # per remembered successor: its code, action, print match
    # successor_match: does the successor's buffer have the print of its entry's own list?
    MATCH_UNKNOWN = 0             # not looked at yet
    MATCH_YES = 1                 # yes: its print is known without its buffer
    MATCH_NO = 2                  # no: the list is not its (its buffer is made and searched)

# A state on the search path. A state searched through a remembered successor list may need no
# buffer of its own (all of its successors settled): it is made only when asked for
# (path_buffer), from its parent's by `action`.
ctypedef struct PathState:
    const int32_t* buf            # its buffer, or NULL until it is made
    int32_t* space                # where it is made: its parent's child buffer
    int32_t action


ctypedef struct Prover:
    const GameKernel* k
    Py_ssize_t words
    HashTable table               # state hash -> entry
    int8_t* entry                 # UNKNOWN / ON_PATH / PROVEN_*
    int32_t* path_depth           # the depth at which an ON_PATH entry sits on the path
    int64_t* proof_order          # when a PROVEN_* entry was proven (1, 2, ...): a proven
                                  #   state's proof uses only states proven before it
    int64_t* distance_low         # bounds on a won or lost entry's distance_key (equal when
    int64_t* distance_high        #   it is known); distance_low is MEASURING while on the path
    int32_t* successors_of        # the entry's remembered successor list, or -1
    int64_t proofs
    int64_t entries
    int64_t entry_capacity
    int32_t** levels              # per recursion depth: legal actions and right after them
                                  #   the successors' codes, then a child buffer
    PathState* path               # per recursion depth: the state searched there
    int64_t path_capacity
    # Remembered successors (see remember_successors): per list, the print of the buffer that
    # was expanded, and where its successors start in the pool and how many there are.
    uint64_t* record_print
    int64_t* record_first
    int32_t* record_count
    int8_t* record_mover          # the player to move in the list's state
    int64_t records
    int64_t record_capacity
    int32_t* successor_code       # an entry index, or terminal_code(value) for a finished game
    int32_t* successor_action
    uint8_t* successor_match      # MATCH_*
    int64_t successors
    int64_t successor_capacity
    int64_t reused                # searches that read a remembered list (statistics)
    int64_t positions             # positions reached, over the search's life (statistics; see
                                  #   ProofSearch.positions)
    int64_t relaid                # searches of a state with a list kept for another layout
    bint remember                 # keep successor lists at all (off: for comparison)
    int64_t level_count
    int64_t nodes
    int64_t max_nodes
    int64_t max_bytes
    double deadline
    int status
    int64_t max_depth             # the deepest ply the path may reach (the thread's stack), 0: none
    bint last_first               # try the legal actions in reverse order
    Poll poll


cdef int32_t* prover_level(Prover* p, int64_t depth) noexcept nogil:
    cdef int64_t capacity = p.level_count
    cdef int64_t i
    if depth >= p.level_count:
        if grow(<void**>&p.levels, &capacity, depth + 1, sizeof(int32_t*)) != 0:
            return NULL
        # A level's child is the state one deeper on the path.
        if grow(<void**>&p.path, &p.path_capacity, capacity + 1, sizeof(PathState)) != 0:
            return NULL
        for i in range(p.level_count, capacity):
            p.levels[i] = NULL
        p.level_count = capacity
    if p.levels[depth] == NULL:
        p.levels[depth] = <int32_t*>malloc((2 * MAX_ACTIONS + p.words) * sizeof(int32_t))
    return p.levels[depth]


cdef int32_t prover_entry(Prover* p, uint64_t h) noexcept nogil:
    cdef int32_t index = ht_get(&p.table, h)
    cdef int64_t capacity = p.entry_capacity, needed = p.entries + 1, grown
    if index >= 0:
        return index
    if (grow_column(<void**>&p.entry, capacity, needed, sizeof(int8_t), &grown)
            or grow_column(<void**>&p.path_depth, capacity, needed, sizeof(int32_t), &grown)
            or grow_column(<void**>&p.proof_order, capacity, needed, sizeof(int64_t), &grown)
            or grow_column(<void**>&p.distance_low, capacity, needed, sizeof(int64_t), &grown)
            or grow_column(<void**>&p.distance_high, capacity, needed, sizeof(int64_t), &grown)
            or grow_column(<void**>&p.successors_of, capacity, needed, sizeof(int32_t), &grown)):
        return -1
    p.entry_capacity = grown
    index = <int32_t>p.entries
    if ht_put(&p.table, h, index) != 0:
        return -1
    p.entry[index] = UNKNOWN
    p.distance_low[index] = 0
    p.distance_high[index] = INT64_MAX
    p.successors_of[index] = -1
    p.entries += 1
    return index


cdef inline int32_t terminal_code(int value) noexcept nogil:
    """A finished game's value as a successor code: negative, unlike every entry index."""
    return -2 - value


cdef inline int settled_value(const Prover* p, int32_t index, int32_t* cycle) noexcept nogil:
    """The value an entry gives without a search (+1, -1, 0; a state on the path is a draw
    for this path, and `cycle` receives its depth), or UNSETTLED."""
    cdef int8_t e = p.entry[index]
    if e == PROVEN_WIN_P0:
        return 1
    if e == PROVEN_WIN_P1:
        return -1
    if e == PROVEN_DRAW:
        return 0
    if e == ON_PATH:
        cycle[0] = p.path_depth[index]              # a repetition: a draw on this path
        return 0
    return UNSETTLED


cdef inline uint64_t buffer_print(const Prover* p, const int32_t* buf) noexcept nogil:
    """The game's print of the buffer (GameKernel.play_print), else a hash of every word."""
    if p.k.play_print != NULL:
        return p.k.play_print(buf)
    return words_print(buf, p.words)


cdef inline int64_t prover_bytes(const Prover* p) noexcept nogil:
    return (p.table.capacity * 12 + p.entry_capacity * ENTRY_BYTES
            + p.record_capacity * RECORD_BYTES + p.successor_capacity * SUCCESSOR_BYTES)


cdef void remember_successors(Prover* p, int32_t index, const int32_t* buf,
                              const int32_t* actions, const int32_t* codes, int n) noexcept nogil:
    """Keeps the successors of an entry whose result leaned on a repetition above it. Such a
    result is not stored, so every other path to the state searches it again; with its
    successors remembered, that search reads the settled ones from the table instead of
    applying their actions and hashing them. The list holds for buffers of this one's print
    (buffer_print): an equal position whose objects sit in other slots has other action
    codes. Out of memory, nothing is remembered, which only costs speed."""
    cdef int64_t capacity, grown, first = p.successors
    cdef int64_t record = p.records
    cdef int i
    if p.successors_of[index] >= 0:
        return
    capacity = p.successor_capacity
    if (grow_column(<void**>&p.successor_code, capacity, first + n, sizeof(int32_t), &grown)
            or grow_column(<void**>&p.successor_action, capacity, first + n, sizeof(int32_t), &grown)
            or grow_column(<void**>&p.successor_match, capacity, first + n, sizeof(uint8_t), &grown)):
        return
    p.successor_capacity = grown
    capacity = p.record_capacity
    if (grow_column(<void**>&p.record_print, capacity, record + 1, sizeof(uint64_t), &grown)
            or grow_column(<void**>&p.record_first, capacity, record + 1, sizeof(int64_t), &grown)
            or grow_column(<void**>&p.record_count, capacity, record + 1, sizeof(int32_t), &grown)
            or grow_column(<void**>&p.record_mover, capacity, record + 1, sizeof(int8_t), &grown)):
        return
    p.record_capacity = grown
    for i in range(n):
        p.successor_code[first + i] = codes[i]
        p.successor_action[first + i] = actions[i]
        p.successor_match[first + i] = MATCH_UNKNOWN
    p.successors = first + n
    p.record_print[record] = buffer_print(p, buf)
    p.record_first[record] = first
    p.record_count[record] = n
    p.record_mover[record] = <int8_t>p.k.current_player(buf)
    p.records = record + 1
    p.successors_of[index] = <int32_t>record


cdef const int32_t* path_buffer(Prover* p, int32_t depth) noexcept nogil:
    """The buffer of the state at `depth` on the path, made now if it was not yet (and its
    parent's before it, if need be)."""
    cdef PathState* state = &p.path[depth]
    if state.buf == NULL:
        memcpy(state.space, path_buffer(p, depth - 1), p.words * sizeof(int32_t))
        p.k.apply_action(state.space, state.action)
        state.buf = state.space
    return state.buf


cdef int search_remembered(Prover* p, int32_t depth, int32_t* child, int64_t slot,
                           int32_t child_code, int32_t* child_cycle) noexcept nogil:
    """expand() for unsettled successor `slot` of the remembered list of the state at `depth`,
    its buffer to be made in `child`. The same action from buffers of the same print (the
    list's print matched) gives buffers of the same print, and the same state: the
    successor's entry is known without hashing it. Whether the successor's print is that of
    its entry's own list (a list is never replaced) is worked out once and kept with the
    successor: when it is, the successor may not need its buffer at all (made only if
    asked)."""
    cdef PathState* state = &p.path[depth + 1]
    cdef int32_t action = p.successor_action[slot]
    cdef int32_t record = p.successors_of[child_code]
    cdef uint64_t known_print = 0
    p.positions += 1
    if record >= 0 and p.successor_match[slot] == MATCH_YES:
        state.buf = NULL
        state.space = child
        state.action = action
        return expand(p, NULL, child_code, depth + 1, child_cycle, p.record_print[record])
    memcpy(child, path_buffer(p, depth), p.words * sizeof(int32_t))
    p.k.apply_action(child, action)
    if record >= 0:
        known_print = buffer_print(p, child)
        p.successor_match[slot] = MATCH_YES if known_print == p.record_print[record] else MATCH_NO
    return expand(p, child, child_code, depth + 1, child_cycle, known_print)


cdef int prove(Prover* p, const int32_t* buf, int32_t depth, int32_t* cycle,
               int32_t* code) noexcept nogil:
    """The value of `buf` for player 0 (+1, -1, or 0 for a draw), or ABORTED when a limit
    stops the search. `cycle` receives the shallowest path depth of a repetition the result
    relied on (NO_CYCLE if none): only a draw can rely on one, and a draw is path-independent,
    hence stored, when that depth is not above `depth`. `code` receives the state's successor
    code: its table entry, or its terminal_code."""
    cdef int v
    p.positions += 1
    cycle[0] = NO_CYCLE
    if p.k.current_player(buf) == TERMINAL_PLAYER:
        v = terminal_value(p.k, buf)
        code[0] = terminal_code(v)
        return v
    return prove_hashed(p, buf, state_hash(p.k, buf), depth, cycle, code)


cdef inline int prove_hashed(Prover* p, const int32_t* buf, uint64_t key, int32_t depth,
                             int32_t* cycle, int32_t* code) noexcept nogil:
    """prove() for a state whose game goes on and whose hash is `key`, once it is counted
    and `cycle` is set."""
    cdef int32_t index = prover_entry(p, key)
    cdef int v
    code[0] = index
    if index < 0:
        p.status = 2
        return ABORTED
    v = settled_value(p, index, cycle)
    if v != UNSETTLED:
        return v
    return expand(p, buf, index, depth, cycle, 0)


cdef int expand(Prover* p, const int32_t* buf, int32_t index, int32_t depth,
                int32_t* cycle, uint64_t known_print) noexcept nogil:
    """prove() for a state whose entry (`index`) needs a search: tries its successors.
    `known_print` is buf's print when the caller knows it (else 0). `buf` is NULL when the
    state's buffer is not made yet (search_remembered): then its print is known, and
    path_buffer makes the buffer if the state needs it."""
    cdef int32_t* level
    cdef int32_t* actions
    cdef int32_t* codes
    cdef int32_t* child
    cdef int32_t child_cycle, child_code, draw_cycle = NO_CYCLE
    cdef int64_t first = 0
    cdef int32_t record
    cdef int n, i, j, v, result, want
    cdef bint draw_seen = False, cut_off = False
    p.nodes += 1
    if p.nodes >= p.max_nodes:
        p.status = 1
        return ABORTED
    if p.nodes % CHECK_EVERY == 0:
        if p.deadline > 0 and now() > p.deadline:
            p.status = 3
            return ABORTED
        if p.max_bytes > 0 and prover_bytes(p) > p.max_bytes:
            p.status = 2
            return ABORTED
        if poll_python(&p.poll, p.nodes):
            p.status = INTERRUPTED
            return ABORTED
    if p.max_depth > 0 and depth >= p.max_depth:
        p.status = DEPTH_LIMIT
        return ABORTED
    level = prover_level(p, depth)
    if level == NULL:
        p.status = 2
        return ABORTED
    actions = level
    child = level + 2 * MAX_ACTIONS
    if buf != NULL:
        p.path[depth].buf = buf
    p.entry[index] = ON_PATH
    p.path_depth[index] = depth
    record = p.successors_of[index]
    if known_print == 0 and record >= 0:
        known_print = buffer_print(p, buf)
    if record >= 0 and p.record_print[record] == known_print:
        first = p.record_first[record]
        n = p.record_count[record]
        want = 1 if p.record_mover[record] == 0 else -1
        p.reused += 1
    else:
        if record >= 0:
            p.relaid += 1             # the same position, its objects in other slots
        record = -1
        buf = path_buffer(p, depth)
        want = 1 if p.k.current_player(buf) == 0 else -1
        n = p.k.legal_actions(buf, actions)
        cut_off = options_cut_off(p.k, n)
        codes = actions + n           # on the actions' memory page when there are few
    result = -want
    for i in range(n):
        j = n - 1 - i if p.last_first else i
        child_cycle = NO_CYCLE
        if record >= 0:
            # The pool may move while the search goes deeper: read it by offset each time.
            child_code = p.successor_code[first + j]
            if child_code < 0:
                v = -2 - child_code
            else:
                v = settled_value(p, child_code, &child_cycle)
                if v == UNSETTLED:
                    v = search_remembered(p, depth, child, first + j, child_code, &child_cycle)
        else:
            memcpy(child, buf, p.words * sizeof(int32_t))
            p.k.apply_action(child, actions[j])
            v = prove(p, child, depth + 1, &child_cycle, &codes[j])
        if v == ABORTED:
            p.entry[index] = UNKNOWN
            return ABORTED
        if v == want:
            result = want
            break
        if v == 0:
            draw_seen = True
            draw_cycle = min(draw_cycle, child_cycle)
    if cut_off and result != want:
        # Options beyond those listed might do better than a draw or a loss (a win among
        # them is a win all the same)
        p.status = OPTION_LIMIT
        p.entry[index] = UNKNOWN
        return ABORTED
    if result != want and draw_seen:
        result = 0
    if result == 1:
        p.entry[index] = PROVEN_WIN_P0
    elif result == -1:
        p.entry[index] = PROVEN_WIN_P1
    elif draw_cycle >= depth:
        p.entry[index] = PROVEN_DRAW                # its repetitions all lie at or below it
    else:
        p.entry[index] = UNKNOWN                     # leans on a repetition above: not stored
        cycle[0] = draw_cycle
        if record < 0 and p.remember:                # every successor was tried (no win)
            remember_successors(p, index, buf, actions, codes, n)
        return result
    p.proofs += 1
    p.proof_order[index] = p.proofs
    return result


cdef enum:
    NOT_PROVEN = -2               # proof_distance: not a proven win or loss
    OUT_OF_BUDGET = -1
    MEASURING = -3                # p.distance_low of an entry on the path being measured
    REPEATS = -4                  # the loser can come back to a state on the path: no win here
    QUICK_PROOF_NODES = 64        # a winner's move not in the table gets a proof search this big


cdef int proven_value(const Prover* p, const int32_t* buf, uint64_t* key,
                      int32_t* index) noexcept nogil:
    """+1 / -1 for a finished game (key 0, index -1) or a proven win or loss in the table
    (`key` receives the state's hash, `index` its entry or -1); 0 for anything else."""
    key[0] = 0
    index[0] = -1
    if p.k.current_player(buf) == TERMINAL_PLAYER:
        return terminal_value(p.k, buf)
    key[0] = state_hash(p.k, buf)
    index[0] = ht_get(&p.table, key[0])
    if index[0] < 0 or (p.entry[index[0]] != PROVEN_WIN_P0 and p.entry[index[0]] != PROVEN_WIN_P1):
        return 0
    return 1 if p.entry[index[0]] == PROVEN_WIN_P0 else -1


cdef bint quick_proof(Prover* p, const int32_t* buf, uint64_t key, int32_t depth, int value,
                      int32_t* index) noexcept nogil:
    """Whether a proof search of at most QUICK_PROOF_NODES states (acting first) proves `buf`
    a `value` win: the proof stopped at the first winning move it found, and a quicker win
    may lie among the others. Its states count against the distance's budget. `key` is the
    state's hash (0 for a finished game); `index` receives its entry once proven (a win or
    loss is always stored)."""
    cdef int64_t max_nodes = p.max_nodes
    cdef bint last_first = p.last_first
    cdef int32_t cycle = NO_CYCLE
    cdef int result
    if key == 0:                             # a finished game: proven_value said what it is
        return False
    if p.nodes + QUICK_PROOF_NODES >= max_nodes:
        return False
    p.max_nodes = p.nodes + QUICK_PROOF_NODES
    p.last_first = True
    p.positions += 1                         # as prove() counts it
    result = prove_hashed(p, buf, key, depth, &cycle, index)
    p.max_nodes = max_nodes
    p.last_first = last_first
    p.status = 0
    return result == value


cdef inline int64_t distance_key(int64_t turns, int64_t moves) noexcept nogil:
    """A distance as one number that orders distances as lines compare them: turns begun,
    then the winner's moves."""
    return (turns << 32) + moves


cdef int32_t proof_distance(Prover* p, const int32_t* buf, int32_t* turns) noexcept nogil:
    """The distance of a proven win or loss to its end: the turns begun (in `turns`) and the
    winner's moves (returned), the winner taking the quickest win and the loser the longest
    resistance, both counted in turns and then in the winner's moves (so the loser's own
    moves neither help nor hurt it: it does not pad the line with them). The winner may use
    any successor the table holds as a win, or that a quick proof search proves one (the
    proof stopped at its first winning move), the loser any successor; a winner's move back
    to a state on the path is not taken, and a state whose loser can come back to one is no
    win there. NOT_PROVEN, or OUT_OF_BUDGET after p.max_nodes states. Distances that did not
    depend on the path are memoised per table entry."""
    cdef int64_t key
    cdef uint64_t hash_key
    cdef int32_t index, cycle
    turns[0] = 0
    p.positions += 1
    if proven_value(p, buf, &hash_key, &index) == 0:
        return NOT_PROVEN
    if index < 0:
        return 0
    key = entry_distance(p, buf, index, 0, &cycle, -1, INT64_MAX)   # a full window: exact
    if key == REPEATS:               # only through the root itself, which cannot happen
        return NOT_PROVEN
    if key < 0:
        return <int32_t>key
    turns[0] = <int32_t>(key >> 32)
    return <int32_t>(key - ((key >> 32) << 32))


cdef enum:
    KEEP_GOING = 0
    CUT_OFF = 1                   # the rest of the moves cannot change what the state above gets
    ABORT = 2                     # out of budget or interrupted


ctypedef struct DistanceSearch:
    int64_t alpha                 # the window (see entry_distance)
    int64_t beta
    int64_t best                  # the best distance_key found so far, -1 none, or REPEATS
    int32_t touched               # the shallowest state on the path a result depended on
    int32_t depth
    bint mover_wins


cdef int64_t entry_distance(Prover* p, const int32_t* buf, int32_t index, int32_t depth,
                            int32_t* cycle, int64_t alpha, int64_t beta) noexcept nogil:
    """The distance_key of `buf`, a proven win or loss whose table entry is `index`, or
    REPEATS, NOT_PROVEN, OUT_OF_BUDGET (see proof_distance). An alpha-beta search over the
    distance, the winner minimising it and the loser maximising it: a result strictly between
    alpha and beta is exact; at or below alpha, the distance is at most it; at or above beta,
    at least it. What it learns is kept per entry as bounds (distance_low, distance_high),
    unless it depended on a state on the path above `depth` (`cycle` receives the shallowest
    depth of one it depended on, NO_CYCLE if none)."""
    cdef int32_t* level
    cdef int32_t* actions
    cdef int32_t* child
    cdef int32_t child_index
    cdef uint64_t child_key
    cdef int64_t low = p.distance_low[index], high = p.distance_high[index]
    cdef int n, i, step = KEEP_GOING, value
    cdef DistanceSearch d
    cycle[0] = NO_CYCLE
    if low == MEASURING:
        cycle[0] = p.path_depth[index]
        return REPEATS
    if low == high or low >= beta:
        return low
    if high <= alpha:
        return high
    p.nodes += 1
    if p.nodes >= p.max_nodes:
        return OUT_OF_BUDGET
    if p.nodes % CHECK_EVERY == 0:
        if p.deadline > 0 and now() > p.deadline:
            return OUT_OF_BUDGET
        if poll_python(&p.poll, p.nodes):
            p.status = INTERRUPTED
            return OUT_OF_BUDGET
    if p.max_depth > 0 and depth >= p.max_depth:
        return OUT_OF_BUDGET
    level = prover_level(p, depth)
    if level == NULL:
        return OUT_OF_BUDGET
    actions = level
    child = level + 2 * MAX_ACTIONS
    value = 1 if p.entry[index] == PROVEN_WIN_P0 else -1
    d.alpha, d.beta, d.best = max(alpha, low), min(beta, high), -1
    d.touched, d.depth = NO_CYCLE, depth
    d.mover_wins = (value == 1) == (p.k.current_player(buf) == 0)
    p.distance_low[index] = MEASURING
    p.path_depth[index] = depth
    n = p.k.legal_actions(buf, actions)
    for i in range(n):
        memcpy(child, buf, p.words * sizeof(int32_t))
        p.k.apply_action(child, actions[i])
        p.positions += 1
        if proven_value(p, child, &child_key, &child_index) != value:
            if not d.mover_wins or not quick_proof(p, child, child_key, depth + 1, value,
                                                   &child_index):
                if p.poll.error != NULL:
                    step = ABORT
                    break
                continue             # the winner's other moves; or, for the loser, a position
                                     # equal to a proven one but keyed differently
        step = measure_child(p, buf, child, child_index, &d)
        if step != KEEP_GOING:
            break
    p.distance_low[index] = low
    if step == ABORT:
        return OUT_OF_BUDGET
    return keep_distance(p, index, &d, cycle)


cdef int measure_child(Prover* p, const int32_t* buf, const int32_t* child,
                       int32_t child_index, DistanceSearch* d) noexcept nogil:
    """Measures one successor that is proven the same win or loss (a finished game when
    child_index < 0) and folds its distance into d."""
    cdef int32_t child_cycle = NO_CYCLE
    cdef int64_t key = 0
    cdef int64_t delta = distance_key(turns_begun(p.k, buf, child), 1 if d.mover_wins else 0)
    if child_index >= 0:
        # Only a distance better than the best so far matters to this state.
        if d.mover_wins:
            key = entry_distance(p, child, child_index, d.depth + 1, &child_cycle, d.alpha - delta,
                                 (d.beta if d.best < 0 else min(d.beta, d.best)) - delta)
        else:
            key = entry_distance(p, child, child_index, d.depth + 1, &child_cycle,
                                 (d.alpha if d.best < 0 else max(d.alpha, d.best)) - delta,
                                 d.beta - delta)
    d.touched = min(d.touched, child_cycle)
    if key == OUT_OF_BUDGET:
        return ABORT
    if key == REPEATS:
        if d.mover_wins:
            return KEEP_GOING        # the winner does not go back
        d.best = REPEATS             # the loser would
        return CUT_OFF
    if key == NOT_PROVEN:
        return KEEP_GOING
    key += delta
    if d.best < 0 or (key < d.best if d.mover_wins else key > d.best):
        d.best = key
    if (d.best <= d.alpha) if d.mover_wins else (d.best >= d.beta):
        return CUT_OFF
    return KEEP_GOING


cdef int64_t keep_distance(Prover* p, int32_t index, const DistanceSearch* d,
                           int32_t* cycle) noexcept nogil:
    """entry_distance's result from its search d, kept as bounds on the entry's distance
    unless it depended on the path. Wins the table proves between two measurements (quick
    proofs) can move a distance either way, so a kept bound the new one contradicts is
    dropped."""
    if d.touched < d.depth or d.best == REPEATS:
        cycle[0] = d.touched         # depends on the path: measured again next time
        return d.best if d.best == REPEATS else (NOT_PROVEN if d.best < 0 else d.best)
    if d.best < 0:
        return NOT_PROVEN
    if d.best <= d.alpha:
        p.distance_high[index] = d.best
        if p.distance_low[index] > d.best:
            p.distance_low[index] = 0
    elif d.best >= d.beta:
        p.distance_low[index] = d.best
        if p.distance_high[index] < d.best:
            p.distance_high[index] = INT64_MAX
    else:
        p.distance_low[index] = p.distance_high[index] = d.best
    return d.best


cdef class ProofSearch:
    """A proof search whose table of proven results lives across calls, so that solving the
    successors of a solved state (to follow its principal line) mostly reads the table.
    `max_nodes` and `seconds` bound each call; `max_bytes` bounds the table. `remember=False`
    turns off remembering successor lists (remember_successors), which changes only speed."""
    cdef Prover p
    cdef object kernel_owner          # a state of the game, keeping its kernel alive
    cdef int64_t node_limit

    def __cinit__(self, GameState like, max_nodes=200_000_000, max_bytes=8 * 2**30,
                  remember=True):
        memset(&self.p, 0, sizeof(Prover))
        self.p.k = like.kernel
        self.p.words = like.size
        self.node_limit = int(max_nodes)
        self.p.max_bytes = int(max_bytes or 0)
        self.p.remember = bool(remember)
        self.kernel_owner = like
        if ht_init(&self.p.table, 1 << 16) != 0:
            raise MemoryError()

    def __dealloc__(self):
        cdef int64_t i
        for i in range(self.p.level_count):
            free(self.p.levels[i])
        free(self.p.levels)
        free(self.p.entry)
        free(self.p.path_depth)
        free(self.p.proof_order)
        free(self.p.distance_low)
        free(self.p.distance_high)
        free(self.p.successors_of)
        free(self.p.record_print)
        free(self.p.record_first)
        free(self.p.record_count)
        free(self.p.record_mover)
        free(self.p.path)
        free(self.p.successor_code)
        free(self.p.successor_action)
        free(self.p.successor_match)
        ht_free(&self.p.table)

    def solve(self, GameState state, seconds=0.0, max_nodes=None, last_first=False,
              on_progress=None, progress_every=0.5):
        """The value of `state` for player 0: a dict with value (+1, -1, 0, or None when a
        limit stopped it), status, nodes (searched in this call), stored and seconds; also,
        over the search's life, `remembered` successor lists, the searches that `reused`
        one (see remember_successors) and those that could not because the state's objects
        sat in other slots than the list's (`relaid`).
        `max_nodes` lowers this call's node limit; `last_first` tries each state's legal
        actions from the last (in 3CB: acting before passing). Proven results found under
        either order stay in the table for the next call. on_progress(nodes searched in this
        call) is called every `progress_every` seconds (checked each 4,096 nodes); what it
        raises, or Ctrl-C, stops the search and is raised (the table keeps what was proven)."""
        cdef int value
        cdef int32_t cycle, code
        cdef double start = now()
        if state.kernel != self.p.k or state.size != self.p.words:
            raise ValueError("this proof search belongs to another game")
        self.p.max_nodes = self.node_limit if max_nodes is None else min(int(max_nodes), self.node_limit)
        self.p.last_first = bool(last_first)
        self.p.nodes = 0
        self.p.status = 0
        self.p.deadline = start + float(seconds) if seconds else 0.0
        poll_start(&self.p.poll, on_progress, progress_every)
        with nogil:
            self.p.max_depth = stack_depth_limit()
            value = prove(&self.p, state.buf, 0, &cycle, &code)
        poll_finish(&self.p.poll)
        return {"value": None if value == ABORTED else value, "status": STATUS[self.p.status],
                "nodes": self.p.nodes, "stored": self.stored(), "seconds": now() - start,
                "remembered": self.p.records, "reused": self.p.reused,
                "relaid": self.p.relaid}

    @property
    def positions(self):
        """Positions the search has reached over its life: each it entered to look up or
        expand (a finished game, a table hit, a state searched), as the one open 3CB solver
        counts its nodes. `nodes` counts only the states expanded. Successors read from a
        remembered list without reaching them (their values settled) do not count."""
        return self.p.positions

    def memory(self):
        """Bytes the table and its successor lists take now (what `max_bytes` bounds)."""
        return prover_bytes(&self.p)

    def stored(self):
        """How many states the table holds as proven: every proof counts one, for a proven
        entry is never searched again."""
        return self.p.proofs

    def lookup(self, GameState state):
        """(value, order) of a state: a finished game's result with order 0, or a stored
        proven value with the order in which it was proven; (None, None) if neither. Every
        state a proven win or loss leans on was proven before it, so a line that always moves
        to a smaller order ends."""
        cdef int32_t index
        if state.is_terminal():
            return terminal_value(self.p.k, state.buf), 0
        index = ht_get(&self.p.table, state_hash(self.p.k, state.buf))
        if index < 0 or self.p.entry[index] < PROVEN_WIN_P0:
            return None, None
        value = {PROVEN_WIN_P0: 1, PROVEN_WIN_P1: -1, PROVEN_DRAW: 0}[self.p.entry[index]]
        return value, self.p.proof_order[index]

    def distance(self, GameState state, max_nodes=1_000_000, seconds=0.0):
        """(distance, nodes): the distance of a proven win or loss to its end, as (turns begun,
        the winner's moves), and the states visited to find it. The winner takes the quickest
        win and the loser the longest resistance, in turns and then in the winner's moves; the
        loser's own moves count for nothing, so it gains nothing by padding the line with
        them. The winner may use every successor the table holds as a win, not only those the
        proof leans on, and those a proof search of QUICK_PROOF_NODES states proves (their
        proofs stay in the table), but never comes back to a state on the way. In a game
        without turn numbers every move is a turn. The distance is None when the state is not
        a proven win or loss, or `max_nodes` states or `seconds` did not suffice. It is an
        alpha-beta search (entry_distance); the bounds it learns on the way are kept for the
        next call. Ctrl-C stops it and is raised."""
        cdef int32_t d, turns
        if state.kernel != self.p.k or state.size != self.p.words:
            raise ValueError("this proof search belongs to another game")
        self.p.max_nodes = int(max_nodes)
        self.p.nodes = 0
        self.p.deadline = now() + float(seconds) if seconds else 0.0
        poll_start(&self.p.poll, None, 0.0)
        with nogil:
            self.p.max_depth = stack_depth_limit()
            d = proof_distance(&self.p, state.buf, &turns)
        poll_finish(&self.p.poll)
        return (None if d < 0 else (turns, d)), self.p.nodes

    def key(self, GameState state):
        """The state's canonical hash, the key the table uses (equal for equal positions)."""
        return state_hash(self.p.k, state.buf)


def alphabeta_solve(GameState root, max_nodes=200_000_000, max_bytes=8 * 2**30, seconds=0.0):
    """The value of `root` for player 0 by proof search (see the module doc): a dict with
    value (+1, -1, 0, or None when a limit stopped it), status, nodes, stored and seconds."""
    return ProofSearch(root, max_nodes, max_bytes).solve(root, seconds)
