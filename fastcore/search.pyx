"""The compiled search loops: one call runs N iterations (or a time budget) of

- SO-ISMCTS (Cowling, Powley and Whitehouse 2012): every iteration re-deals what the root
  player cannot see, descends one tree choosing among the children whose actions are legal in
  this determinization by UCB with availability counts, expands one node, rolls out and backs
  up the result;
- open-loop UCT (the same loop without re-dealing: chance is reseeded each iteration) for
  perfect-information games, or as a cheating baseline that sees every hand;
- UCT on one fixed determinization (neither re-dealt nor reseeded): the inner search of
  determinized UCT;
- MO-ISMCTS: one tree per player; the player to move chooses in their own tree while every
  other tree follows the move as that player observes it (GameKernel.action_observation).

Children are keyed by (action, mover): in some games who decides next depends on hidden cards.
Rewards are the game's returns (or its heuristic value at the rollout depth cap); each node
sums the rewards of the player who moved into it.
"""
from libc.math cimport INFINITY, log, sqrt
from libc.stdint cimport int32_t, uint32_t, uint64_t
from libc.stdlib cimport free, malloc
from libc.string cimport memcpy
from posix.time cimport CLOCK_MONOTONIC, clock_gettime, timespec

from fastcore.rng cimport rng_below, rng_next, rng_seed
from fastcore.state cimport (GameKernel, GameState, MAX_ACTIONS, StateHeader, TERMINAL_PLAYER,
                             random_action_from_list)
from fastcore.tree cimport NO_NODE, SearchTree, TreeData, tree_add_child, tree_clear, tree_find_child

cdef enum:
    MAX_SEARCH_PLAYERS = 16
    MAX_PATH = 8192
    LOG_TABLE_SIZE = 1 << 16
    TIME_CHECK_EVERY = 16

ROLLOUT_POLICIES = {"random": 0, "rule": 1}

cdef double LOG_TABLE[LOG_TABLE_SIZE]
cdef int _i
LOG_TABLE[0] = 0.0
for _i in range(1, LOG_TABLE_SIZE):
    LOG_TABLE[_i] = log(_i)


ctypedef struct SearchConfig:
    long long iterations        # 0: no iteration limit
    double seconds              # 0: no time limit
    double exploration
    int determinize_player      # -1: never re-deal
    bint reseed_chance          # reseed the chance RNG every iteration
    int rollout_policy          # 0 random, 1 the game's rule-based policy
    int rollout_depth           # actions before the heuristic value stands in; -1: to the end


ctypedef struct Workspace:
    int32_t actions[MAX_ACTIONS]
    int32_t untried[MAX_ACTIONS]         # legal actions without a child, in choose()
    double rewards[MAX_SEARCH_PLAYERS]
    int32_t path[MAX_SEARCH_PLAYERS][MAX_PATH]
    int depth[MAX_SEARCH_PLAYERS]


cdef inline double now() noexcept nogil:
    cdef timespec t
    clock_gettime(CLOCK_MONOTONIC, &t)
    return t.tv_sec + 1e-9 * t.tv_nsec


cdef inline double ucb(const TreeData* t, int32_t child, double c) noexcept nogil:
    cdef int32_t n = t.visits[child]
    cdef int32_t available = t.availability[child]
    cdef double log_available = LOG_TABLE[available] if available < LOG_TABLE_SIZE else log(available)
    return t.value[child] / n + c * sqrt(log_available / n)


cdef inline uint64_t next_seed(uint32_t* rng) noexcept nogil:
    return (<uint64_t>rng_next(rng) << 32) | rng_next(rng)


cdef void prepare_world(const GameKernel* k, int32_t* scratch, const SearchConfig* cfg,
                        uint32_t* rng) noexcept nogil:
    """Re-deals and/or reseeds chance for one iteration (see the module doc)."""
    cdef StateHeader* header = <StateHeader*>scratch
    if cfg.determinize_player >= 0 or cfg.reseed_chance:
        rng_seed(header.rng, next_seed(rng))
    if cfg.determinize_player >= 0:
        k.redeal(scratch, cfg.determinize_player)


cdef void rollout(const GameKernel* k, int32_t* buf, const SearchConfig* cfg, uint32_t* rng,
                  double* rewards) noexcept nogil:
    cdef int taken = 0
    cdef int32_t action
    while k.current_player(buf) != TERMINAL_PLAYER:
        if cfg.rollout_depth >= 0 and taken >= cfg.rollout_depth:
            k.heuristic_value(buf, rewards)
            return
        if cfg.rollout_policy == 1:
            action = k.policy_action(buf, rng)
        elif k.random_action != NULL:
            action = k.random_action(buf, rng)
        else:
            action = random_action_from_list(k, buf, rng)
        k.apply_action(buf, action)
        taken += 1
    k.returns(buf, rewards)


cdef int32_t choose(const GameKernel* k, TreeData* t, int32_t node, int32_t* scratch,
                    const SearchConfig* cfg, uint32_t* rng, Workspace* w, bint* expand,
                    int32_t* chosen_child) noexcept nogil:
    """At `node`, for the player to move in `scratch`: marks the available children (their
    availability grows by one) and returns the action to take; `expand` says whether it is an
    untried one (to be added), drawn uniformly, or the UCB choice among the available
    children, which is then written to `chosen_child`."""
    cdef int player = k.current_player(scratch)
    cdef int n = k.legal_actions(scratch, w.actions)
    cdef int untried = 0, i
    cdef int32_t child, best = NO_NODE
    cdef double score, best_score = -INFINITY
    for i in range(n):
        child = tree_find_child(t, node, w.actions[i], player)
        if child == NO_NODE:
            w.untried[untried] = w.actions[i]
            untried += 1
        else:
            t.availability[child] += 1
            score = ucb(t, child, cfg.exploration)
            if score > best_score:
                best_score = score
                best = child
    if untried > 0:
        expand[0] = True
        return w.untried[rng_below(rng, untried)]
    expand[0] = False
    chosen_child[0] = best
    return t.action[best]


cdef int so_iteration(const GameKernel* k, TreeData* t, const int32_t* root, int32_t* scratch,
                      Py_ssize_t words, const SearchConfig* cfg, uint32_t* rng,
                      Workspace* w) noexcept nogil:
    """One iteration on one tree; -1 when the tree is full (the search stops)."""
    cdef int32_t node = 0, child, action
    cdef int depth = 1, player, i
    cdef bint expand
    memcpy(scratch, root, words * sizeof(int32_t))
    prepare_world(k, scratch, cfg, rng)
    w.path[0][0] = 0
    while k.current_player(scratch) != TERMINAL_PLAYER and depth < MAX_PATH:
        player = k.current_player(scratch)
        action = choose(k, t, node, scratch, cfg, rng, w, &expand, &child)
        if expand:
            child = tree_add_child(t, node, action, player)
            if child == NO_NODE:
                return -1
            t.availability[child] = 1
        k.apply_action(scratch, action)
        w.path[0][depth] = child
        depth += 1
        node = child
        if expand:
            break
    rollout(k, scratch, cfg, rng, w.rewards)
    for i in range(depth):
        node = w.path[0][i]
        t.visits[node] += 1
        if t.mover[node] >= 0:
            t.value[node] += w.rewards[t.mover[node]]
    return 0


cdef int mo_iteration(const GameKernel* k, TreeData** trees, int n_trees, const int32_t* root,
                      int32_t* scratch, Py_ssize_t words, const SearchConfig* cfg, uint32_t* rng,
                      Workspace* w) noexcept nogil:
    """One MO-ISMCTS iteration over one tree per player; -1 when a tree is full."""
    cdef int32_t nodes[MAX_SEARCH_PLAYERS]
    cdef int32_t action, seen, child, chosen
    cdef int player, q, i
    cdef bint expand = False
    cdef TreeData* t
    memcpy(scratch, root, words * sizeof(int32_t))
    prepare_world(k, scratch, cfg, rng)
    for q in range(n_trees):
        nodes[q] = 0
        w.path[q][0] = 0
        w.depth[q] = 1
    while k.current_player(scratch) != TERMINAL_PLAYER and w.depth[0] < MAX_PATH:
        player = k.current_player(scratch)
        action = choose(k, trees[player], nodes[player], scratch, cfg, rng, w, &expand, &chosen)
        for q in range(n_trees):
            t = trees[q]
            seen = action
            if q != player and k.action_observation != NULL:
                seen = k.action_observation(scratch, action, q)
            child = tree_find_child(t, nodes[q], seen, player)
            if child == NO_NODE:
                child = tree_add_child(t, nodes[q], seen, player)
                if child == NO_NODE:
                    return -1
            if q != player or expand:
                t.availability[child] += 1
            nodes[q] = child
            w.path[q][w.depth[q]] = child
            w.depth[q] += 1
        k.apply_action(scratch, action)
        if expand:
            break
    rollout(k, scratch, cfg, rng, w.rewards)
    for q in range(n_trees):
        t = trees[q]
        for i in range(w.depth[q]):
            child = w.path[q][i]
            t.visits[child] += 1
            if t.mover[child] >= 0:
                t.value[child] += w.rewards[t.mover[child]]
    return 0


cdef dict run_search(GameState root, list trees, SearchConfig* cfg, uint64_t seed):
    """Runs iterations until the budget is spent; returns statistics."""
    cdef const GameKernel* k = root.kernel
    cdef Py_ssize_t words = root.size
    cdef int n_trees = len(trees), q
    cdef TreeData* tree_data[MAX_SEARCH_PLAYERS]
    cdef uint32_t rng[4]
    cdef long long done = 0
    cdef int status = 0
    cdef double start, elapsed = 0.0
    cdef int32_t* scratch = <int32_t*>malloc(words * sizeof(int32_t))
    cdef Workspace* w = <Workspace*>malloc(sizeof(Workspace))
    if scratch == NULL or w == NULL:
        free(scratch)
        free(w)
        raise MemoryError()
    for q in range(n_trees):
        tree_data[q] = &(<SearchTree>trees[q]).data
        tree_clear(tree_data[q])
    rng_seed(rng, seed)
    with nogil:
        start = now()
        while True:
            if cfg.iterations > 0 and done >= cfg.iterations:
                break
            if cfg.seconds > 0 and done % TIME_CHECK_EVERY == 0:
                elapsed = now() - start
                if elapsed >= cfg.seconds:
                    break
            if n_trees == 1:
                status = so_iteration(k, tree_data[0], root.buf, scratch, words, cfg, rng, w)
            else:
                status = mo_iteration(k, tree_data, n_trees, root.buf, scratch, words, cfg, rng, w)
            if status != 0:
                break
            done += 1
        elapsed = now() - start
    free(scratch)
    free(w)
    return {"iterations": done, "seconds": elapsed,
            "nodes": [tree_data[q].n_nodes for q in range(n_trees)],
            "stopped_by": "memory" if status != 0 else
                          ("iterations" if cfg.iterations > 0 and done >= cfg.iterations else "time")}


def search(GameState root, trees, *, long long iterations=0, double seconds=0.0,
           double exploration=0.7, int determinize_player=-1, bint reseed_chance=False,
           rollout="random", int rollout_depth=-1, seed=0):
    """Searches from `root` into `trees` (one SearchTree: SO loop; one per player: MO loop).

    Budget: `iterations` and/or `seconds` (whichever ends first; at least one must be set).
    Returns {"iterations", "seconds", "nodes", "stopped_by"}. The trees are cleared first.
    """
    cdef SearchConfig cfg
    cdef const GameKernel* k = root.kernel
    trees = list(trees) if isinstance(trees, (list, tuple)) else [trees]
    if not trees or not all(isinstance(t, SearchTree) for t in trees):
        raise TypeError("trees must be a SearchTree or a list of them")
    num_players = (<StateHeader*>root.buf).num_players
    if len(trees) not in (1, num_players) or len(trees) > MAX_SEARCH_PLAYERS:
        raise ValueError(f"give one tree (SO) or one per player ({num_players}), got {len(trees)}")
    if len(trees) > 1 and determinize_player < 0 and not reseed_chance:
        pass  # MO over a fixed world is allowed (it is simply MCTS with per-player trees)
    if iterations <= 0 and seconds <= 0:
        raise ValueError("give a budget: iterations > 0 or seconds > 0")
    if root.is_terminal():
        raise ValueError("cannot search from a finished game")
    if rollout not in ROLLOUT_POLICIES:
        raise ValueError(f"rollout must be one of {', '.join(ROLLOUT_POLICIES)}, got {rollout!r}")
    if rollout == "rule" and k.policy_action == NULL:
        raise ValueError(f"{root.game.name} has no rule-based rollout policy")
    if rollout_depth >= 0 and k.heuristic_value == NULL:
        raise ValueError(f"{root.game.name} has no heuristic value for truncated rollouts")
    if not -1 <= determinize_player < num_players:
        raise ValueError(f"determinize_player must be -1 or a player, got {determinize_player}")
    cfg.iterations = iterations
    cfg.seconds = seconds
    cfg.exploration = exploration
    cfg.determinize_player = determinize_player
    cfg.reseed_chance = reseed_chance
    cfg.rollout_policy = ROLLOUT_POLICIES[rollout]
    cfg.rollout_depth = rollout_depth
    return run_search(root, trees, &cfg, <uint64_t>seed)


def root_statistics(SearchTree tree, int player=-1):
    """{action: (visits, mean value)} of the root's children (of `player`'s moves, if given)."""
    cdef TreeData* t = &tree.data
    cdef int32_t child = t.first_child[0]
    out = {}
    while child != NO_NODE:
        if player < 0 or t.mover[child] == player:
            visits, total = out.get(t.action[child], (0, 0.0))
            out[t.action[child]] = (visits + t.visits[child], total + t.value[child])
        child = t.next_sibling[child]
    return {a: (n, total / n if n else 0.0) for a, (n, total) in out.items()}
