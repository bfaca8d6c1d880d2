"""Exact values of two-player perfect-information games (TB-9), with their principal lines.

    result = solve(state)                       # retrograde analysis of the whole state graph
    result = solve(state, method="alphabeta")   # proof search, proven results only
    result = solve(state, method="auto")        # the proof search, quick wins, retrograde
    result.value        # +1: player 0 wins, -1: player 1 wins, 0: draw, None: a limit hit
    result.line         # the principal line as actions from `state`

Retrograde analysis (backward induction on the graph from fastcore.solver.explore_graph):
terminal wins and losses are propagated backwards; a state whose mover has a successor won
for them is won; a state all of whose successors are lost for its mover is lost; every state
left over is a draw, which is how loops with no turn cap are decided exactly. No depth or
turn limit ever decides a value: when a state, memory or time limit stops the search, the
value is None and `status` names the limit. The principal line then follows line_distances:
counted in turns and then in the winner's moves, the winner takes the quickest win and the
loser the longest resistance.

A draw that leans on a repetition above it cannot be stored by the proof search, so in games
that loop it may search the same states again along path after path, without end in sight,
while the graph is small. `method="auto"` runs the proof search and, when it stops at the
state limit having mostly searched states again, retrograde analysis with the same limits
(and the time left): the result's `method` names the one that answered, its `states` count
both. In a game that has `with_turn_limit` (3 Card Blind), a proof search still without an
answer after TURN_CAPS_AFTER new states pauses for proof searches of the game cut off after 8,
16 and 32 turns (win_within_turn_caps): a win forced within them is a win of the game, and
the loser's stalling, which makes the whole game's search long, ends at the cut. A draw
there decides nothing: the whole game's search then goes on, and pauses again, for larger
cut searches, each time its new states have grown LOOK_GROWTH times (QuickWinLook; new:
not searched again through remembered successors). No cut ever decides a draw (TB-4).

The proof search is recursive in C, a few hundred bytes of the thread's stack a ply: it stops
with status "depth limit" before a path outgrows the stack (a game whose counters or life can
grow turn after turn may go that deep without repeating), and `method="auto"` then turns to
retrograde analysis, which has no depth to run out of. solve() first raises the process's soft
stack limit (allow_deep_stack) so that the main thread's searches may go about 48,000 plies;
search.background gives its threads as much.

A game's option arrays hold only so many options of one decision (GameKernel.options_cap; 3
Card Blind's damage splits and payments stop at 800). A decision that lists that many may have
had more: both methods stop there with status "option limit", except that the proof search
keeps a win for the mover found among the options listed, which more options cannot undo.

The proof search (fastcore.solver.ProofSearch) knows values, not distances, so its line is
followed move by move: every successor of the current state is solved (mostly a lookup in the
table of proven results the search keeps) and the mover takes one that keeps their value. In
a won game, distances measured over the proven results (ProofSearch.distance, an alpha-beta
search in turns and then in the winner's moves) pick the winner's quickest win and the
loser's longest resistance; in a drawn game the mover prefers a position the line has not
passed, then doing something over passing.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field

import numba
import numpy as np

from fastcore.solver import (ProofSearch, allow_deep_stack, explore_graph, state_key,
                             turns_between)

METHODS = ("retrograde", "alphabeta", "auto")


@dataclass
class SolveResult:
    value: int | None                 # for player 0: +1 win, 0 draw, -1 loss; None: unknown
    status: str                       # "complete" or the limit that stopped the search
    method: str
    states: int                       # states explored (graph) or searched (alpha-beta)
    seconds: float
    line: list[int] = field(default_factory=list)   # principal line, as actions
    line_ends_in_loop: bool = False   # a drawn line that comes back to a state it passed
    proof_states: int = 0             # method "auto" turned to retrograde analysis or to turn
                                      #   caps: the states the proof search had searched
                                      #   (included in `states`)
    turn_cap: int = 0                 # method "turn cap": the win is forced within this many
                                      #   turns (win_within_turn_caps)
    positions: int = 0                # positions reached: every one a search entered to look
                                      #   up or expand (ProofSearch.positions; the graph's
                                      #   edges), as the one open 3CB solver counts nodes

    @property
    def outcome(self) -> str:
        return {1: "player 0 wins", -1: "player 1 wins", 0: "draw", None: "unknown"}[self.value]


def solve(state, method: str = "retrograde", max_states: int = 50_000_000,
          max_bytes: int = 8 * 2**30, seconds: float | None = None,
          lines: bool = True, on_progress=None) -> SolveResult:
    """The exact value of `state` (perfect information, two players) and its principal line
    (none with lines=False, which saves the proof search the cost of following it). Limits:
    states, bytes of memory, seconds. on_progress(states searched so far) is called about
    twice a second while searching, for progress reports; Ctrl-C stops the search at once."""
    if method not in METHODS:
        raise ValueError(f"method must be one of {', '.join(METHODS)}, got {method!r}")
    if not getattr(state.game, "perfect_information", False):
        raise ValueError(f"{state.game.name} hides information; exact solving needs a "
                         "perfect-information game")
    if state.num_players != 2:
        raise ValueError(f"exact solving needs two players, {state.game.name} has {state.num_players}")
    started = time.perf_counter()
    if method == "retrograde":
        return solve_by_graph(state, max_states, max_bytes, seconds, started, lines, on_progress)
    allow_deep_stack()
    result, mostly_repeats = solve_by_proof(state, max_states, max_bytes, seconds, started,
                                            lines, on_progress, try_turn_caps=method == "auto")
    if method == "auto" and (result.status == "depth limit"
                             or (result.status == "state limit" and mostly_repeats)):
        return graph_after_proof(state, result, max_states, max_bytes, seconds, started, lines,
                                 on_progress)
    return result


def graph_after_proof(state, proof: SolveResult, max_states, max_bytes, seconds, started,
                      lines=True, on_progress=None) -> SolveResult:
    """Retrograde analysis once the proof search gave up (method "auto"), in the time left;
    the proof search's result if none is left. Its states count both searches."""
    left = None if not seconds else seconds - (time.perf_counter() - started)
    if left is not None and left <= 0:
        return proof
    report = counting_from(on_progress, proof.states)
    result = solve_by_graph(state, max_states, max_bytes, left, time.perf_counter(), lines,
                            report)
    result.states += proof.states
    result.positions += proof.positions
    result.proof_states = proof.states
    result.seconds = time.perf_counter() - started
    return result


def solve_by_graph(state, max_states, max_bytes, seconds, started, lines=True,
                   on_progress=None) -> SolveResult:
    """Retrograde analysis of the whole state graph (see the module doc)."""
    graph = explore_graph(state, max_states=max_states, max_bytes=max_bytes,
                          seconds=seconds or 0.0, on_progress=on_progress,
                          progress_every=PROGRESS_EVERY)
    if graph["status"] != "complete":
        return SolveResult(None, graph["status"], "retrograde", graph["states"],
                           time.perf_counter() - started, positions=graph["edges"])
    values = retrograde(graph["player"], graph["value"], graph["first_edge"],
                        graph["edge_count"], graph["successor"])
    line, loop = [], False
    if lines:
        distances = line_distances(graph["player"], values, graph["first_edge"],
                                   graph["edge_count"], graph["successor"], graph["turns"])
        line, loop = principal_line(graph, values, distances, state=state)
    # The time covers exploring, backward induction and the principal line.
    return SolveResult(int(values[0]), "complete", "retrograde", graph["states"],
                       time.perf_counter() - started, line, loop, positions=graph["edges"])


PROGRESS_EVERY = 0.5                  # seconds between progress reports during a search
FIRST_PROOF_BUDGET = 20_000           # nodes for each move order's first attempt
DISTANCE_BUDGET_PER_PROOF_STATE = 2   # states a won line may visit to find distances, per
MIN_DISTANCE_BUDGET = 2_000           #   state of the proof, and at least this many


def solve_by_proof(state, max_states, max_bytes, seconds, started, lines=True,
                   on_progress=None, try_turn_caps=False) -> tuple[SolveResult, bool]:
    """The proof search's result, and whether most of its states were searches again of a
    state through its remembered successors (draws leaning on a repetition above them).
    try_turn_caps (method "auto"): once the search has spent TURN_CAPS_AFTER new states
    without an answer, it pauses for a look for a win forced within a few turns
    (QuickWinLook); if none is found it goes on where it was, and looks again, with a larger
    budget, each time it has spent LOOK_GROWTH times as many. The looks' states count in the
    result's, not against `max_states`."""
    prover = ProofSearch(state, max_nodes=max_states, max_bytes=max_bytes)
    deadline = None if not seconds else started + seconds
    look = None
    if try_turn_caps and max_states > TURN_CAPS_AFTER and hasattr(state, "with_turn_limit"):
        look = QuickWinLook(state, max_bytes, deadline, started, lines, on_progress,
                            memory_in_use=prover.memory)
    progress = on_progress
    if look is not None and on_progress is not None:
        progress = lambda states: on_progress(states + look.states)
    r, nodes = prove_with_restarts(prover, state, max_states, deadline, progress, look=look)
    looked = look.positions if look else 0
    if look is not None and look.found is not None:
        look.found.positions = prover.positions + looked
        return look.found, False
    extra = look.states if look else 0
    # Most states searched again through remembered successors: a game that loops (module doc).
    repeated = 2 * r.get("reused", 0) > nodes
    if r["value"] is None:
        return SolveResult(None, r["status"], "alphabeta", nodes + extra,
                           time.perf_counter() - started,
                           positions=prover.positions + looked), repeated
    if not lines:
        return SolveResult(r["value"], "complete", "alphabeta", nodes + extra,
                           time.perf_counter() - started,
                           positions=prover.positions + looked), repeated
    budget = max(DISTANCE_BUDGET_PER_PROOF_STATE * nodes, MIN_DISTANCE_BUDGET)
    line, loop, line_nodes = proof_line(prover, state, r["value"], deadline, max_states,
                                        distance_budget=budget)
    # The time covers the proof and the line; the states count every search.
    return SolveResult(r["value"], "complete", "alphabeta", nodes + extra + line_nodes,
                       time.perf_counter() - started, line, loop,
                       positions=prover.positions + looked), repeated


class QuickWinLook:
    """`auto`'s pauses in the proof search (prove_with_restarts' `look`) to look for a win
    forced within TURN_CAPS turns. The first comes once the proof search has spent
    TURN_CAPS_AFTER states (not counting its searches again through remembered successors:
    see `due`), and may search TURN_CAP_STATES a cap; each later one comes once it has spent
    LOOK_GROWTH times as many as at the previous one, with LOOK_GROWTH times the budget,
    shared by the cuts not yet settled: a cut whose search ended in a draw is settled, for a
    draw within N turns stays one. So each look costs at most one and a half times the
    states the proof search has spent so counted, and a cut that needs more states than the
    first look gave it can still be found while the proof search goes on. A look's searches
    may use the memory the proof search leaves of `max_bytes` (`memory_in_use()`: the bytes
    it takes), so that the two together keep to the limit. `found` is the answer if a look
    found one; `states` what the looks searched, `positions` the positions they reached."""

    def __init__(self, state, max_bytes, deadline, started, lines, on_progress,
                 memory_in_use=None):
        self.state, self.max_bytes, self.deadline = state, max_bytes, deadline
        self.started, self.lines, self.on_progress = started, lines, on_progress
        self.memory_in_use = memory_in_use
        self.open_caps = TURN_CAPS
        self.looks = 0
        self.found = None
        self.states = 0
        self.positions = 0

    def due(self, new_states: int) -> bool:
        """Whether to look now, the proof search having searched `new_states` states other
        than through remembered successors. Searches again through those run many times as
        fast as the cut-off searches (tens of millions of states in a few seconds, in games
        that loop), so they would make the looks' budgets far outgrow the proof search's
        time."""
        return bool(self.open_caps) and new_states >= TURN_CAPS_AFTER * LOOK_GROWTH ** self.looks

    def __call__(self, searched: int) -> bool:
        """Looks, the proof search having spent `searched` states; True if a win was found."""
        budget = TURN_CAP_STATES * len(TURN_CAPS) * LOOK_GROWTH ** self.looks
        self.looks += 1
        max_bytes = self.max_bytes
        if max_bytes and self.memory_in_use is not None:
            max_bytes -= self.memory_in_use()
            if max_bytes <= 0:
                return False
        before = searched + self.states
        result, self.open_caps = look_for_quick_win(
            self.state, self.open_caps, budget, before, max_bytes, self.deadline,
            self.started, self.lines, self.on_progress)
        self.states += result.states - before
        self.positions += result.positions
        if result.value is None:
            return False
        result.proof_states = searched
        self.found = result
        return True


TURN_CAPS_AFTER = 500_000       # proof-search states before `auto` first looks for quick wins
TURN_CAPS = (8, 16, 32)         # turns within which it looks, in this order
TURN_CAP_STATES = 250_000       # states for each at the first look
LOOK_GROWTH = 4                 # from one look to the next, the proof search's states and the
                                #   look's budget grow this many times


def counting_from(on_progress, before: int):
    """on_progress for a search whose states come after `before` others (or None)."""
    if on_progress is None:
        return None
    return lambda states: on_progress(before + states)


def win_within_turn_caps(state, searched, max_bytes, deadline, started, lines=True,
                         on_progress=None) -> SolveResult:
    """A win forced within TURN_CAPS turns, looked for by proof searches of the game cut off
    after them (state.with_turn_limit), TURN_CAP_STATES each: a win in the cut game is a
    win in the game, by the same moves, so it is exact; a draw there proves nothing, for the
    game goes on (TB-4). Where no loop stands in its way, such a search can be far smaller
    than the whole game's, whose loser can stall and loop. `searched`: the states already
    spent, counted in. The result's value is None when no cap gave a win (its states count
    every search); its `proof_states` are `searched`."""
    result, _ = look_for_quick_win(state, TURN_CAPS, TURN_CAP_STATES * len(TURN_CAPS),
                                   searched, max_bytes, deadline, started, lines, on_progress)
    return result


def look_for_quick_win(state, caps, budget, searched, max_bytes, deadline, started,
                       lines=True, on_progress=None) -> tuple[SolveResult, tuple[int, ...]]:
    """win_within_turn_caps over the cuts after `caps` turns, in order, within `budget`
    states in all: each cut may use an equal share of what the cuts before it left. Returns
    the result and the caps still open, those not proven drawn (a draw within a cut settles
    that cut; after a win none are open). The result's `positions` are the cut searches'
    alone."""
    nodes = searched
    positions = 0
    still_open = []
    for k, turns in enumerate(caps):
        share = (budget - (nodes - searched)) // (len(caps) - k)
        if share < 1 or (deadline is not None and time.perf_counter() >= deadline):
            still_open.extend(caps[k:])
            break
        cut = state.with_turn_limit(turns)
        prover = ProofSearch(cut, max_nodes=share, max_bytes=max_bytes)
        r, spent = prove_with_restarts(prover, cut, share, deadline,
                                       counting_from(on_progress, nodes))
        nodes += spent
        if r["value"] in (1, -1):
            line, line_nodes = [], 0
            if lines:
                line_budget = max(DISTANCE_BUDGET_PER_PROOF_STATE * spent, MIN_DISTANCE_BUDGET)
                line, _, line_nodes = proof_line(prover, cut, r["value"], deadline, share,
                                                 distance_budget=line_budget)
            return SolveResult(r["value"], "complete", "turn cap", nodes + line_nodes,
                               time.perf_counter() - started, line, proof_states=searched,
                               turn_cap=turns, positions=positions + prover.positions), ()
        positions += prover.positions
        if r["value"] is None:
            still_open.append(turns)
            if r["status"] != "state limit":
                # time, memory or a decision's option limit: larger cuts would meet it too
                still_open.extend(caps[k + 1:])
                break
    result = SolveResult(None, "no quick win", "turn cap", nodes, time.perf_counter() - started,
                         positions=positions)
    return result, tuple(still_open)


def prove_with_restarts(prover, state, max_states, deadline=None, on_progress=None,
                        look=None):
    """Proof search restarted with alternating move orders and doubling node budgets.

    How fast a proof is found depends on the order moves are tried in, and no one order wins
    everywhere (on real 3CB pairings, acting before passing is up to 300x faster on won
    games and 7x slower on some others). Restarts keep the table of proven results, so an
    attempt stopped by its budget leaves its proofs to the next. Between two attempts, when
    look.due(the nodes searched so far but for searches again through remembered
    successors), look(nodes searched so far) is called (QuickWinLook); if it returns True
    the search stops there (status "paused"). Returns (the last attempt's result, nodes
    searched in all)."""
    budget, nodes = FIRST_PROOF_BUDGET, 0
    while True:
        for last_first in (True, False):
            allowed = min(budget, max_states - nodes)
            left = None if deadline is None else deadline - time.perf_counter()
            if left is not None and left <= 0:
                return {"value": None, "status": "time limit"}, nodes
            report = counting_from(on_progress, nodes)
            r = prover.solve(state, left or 0.0, max_nodes=allowed, last_first=last_first,
                             on_progress=report, progress_every=PROGRESS_EVERY)
            nodes += r["nodes"]
            if on_progress is not None:
                on_progress(nodes)
            if r["value"] is not None:
                return r, nodes
            if r["status"] != "state limit" or nodes >= max_states:
                return r, nodes
            if look is not None and look.due(nodes - r.get("reused", 0)) and look(nodes):
                return {"value": None, "status": "paused"}, nodes
        budget *= 2


def proof_line(prover, state, value: int, deadline: float | None = None,
               max_states: int = 50_000_000, max_plies: int = 1000,
               distance_budget: int = MIN_DISTANCE_BUDGET):
    """The principal line of a state the proof search has solved (see the module doc).
    Returns (actions, ended_in_a_loop, nodes searched).

    In a won game the line keeps to proven results: the winner takes the quickest win, among
    the winning successors the table holds or a short proof search proves, and the loser the
    longest resistance (ProofSearch.distance: turns, then the winner's moves), when
    `distance_budget` states suffice to measure them; otherwise the line keeps to the proof
    (every state a proof leans on was proven before it, so that line ends): the winner takes
    the winning successor proven first and the loser the one proven last. A drawn line is
    followed as in principal_line. A line that runs out of time ends where it got to; the
    value it shows is proven regardless."""
    node, line, seen, nodes = state.clone(), [], set(), 0
    by_distance = False
    if value != 0:
        left = None if deadline is None else deadline - time.perf_counter()
        if left is None or left > 0:
            distance, nodes = prover.distance(node, distance_budget, left or 0.0)
            by_distance = distance is not None
    while not node.is_terminal() and len(line) < max_plies:
        key = prover.key(node)
        if key in seen:
            return line, value == 0, nodes
        seen.add(key)
        want = 1 if node.current_player() == 0 else -1
        successors = [successor_value(prover, node, action) for action in node.legal_actions()]
        keeping = [s for s in successors if s[2] == value]
        if value == 0 or not keeping:
            # A draw needs every successor's value; so does a won position reached through an
            # equal one (same canonical hash) whose proof went through differently keyed
            # successors.
            try:
                successors, searched = solve_unknown(prover, successors, deadline, max_states)
            except TimeoutError:
                return line, False, nodes
            nodes += searched
            keeping = [s for s in successors if s[2] == value]
        chosen = None
        if by_distance:
            if value == want:
                keeping, searched = try_other_wins(prover, successors, keeping, value,
                                                   distance_budget - nodes, deadline)
                nodes += searched
            chosen, searched = keep_to_distances(prover, node, keeping, value == want,
                                                 max(distance_budget - nodes, 1))
            nodes += searched
        if chosen:
            action, node = chosen
        elif value == want:
            action, node = min(keeping, key=lambda s: s[3])[:2]
        elif value == -want:
            action, node = max(keeping, key=lambda s: s[3])[:2]
        else:
            fresh = [s for s in keeping if prover.key(s[1]) not in seen]
            action, node = (fresh or keeping)[-1][:2]
        line.append(action)
    return line, False, nodes


QUICK_PROOF_BUDGET = 1_000              # nodes per order to try proving another winning move


def try_other_wins(prover, successors, keeping, value, budget, deadline=None):
    """The winner's successors the table does not know, given a short proof search each (both
    move orders, QUICK_PROOF_BUDGET nodes, within `budget` and the deadline): a proof search
    stops at the first winning move it finds, so a faster win may never have been tried.
    Returns the winning successors found so far and the nodes searched."""
    searched = 0
    found = list(keeping)
    for action, successor, known, order in successors:
        if known is not None:
            continue
        for last_first in (True, False):
            left = None if deadline is None else deadline - time.perf_counter()
            if budget - searched < QUICK_PROOF_BUDGET or (left is not None and left <= 0):
                return found, searched
            r = prover.solve(successor, left or 0.0, max_nodes=QUICK_PROOF_BUDGET,
                             last_first=last_first)
            searched += r["nodes"]
            if r["value"] is not None:
                break
        if r["value"] == value:
            found.append((action, successor) + tuple(prover.lookup(successor)))
    return found, searched


def keep_to_distances(prover, node, keeping, winner: bool, budget: int):
    """((action, successor) or None, states visited): the quickest win for the winner, the
    longest resistance for the loser, by ProofSearch.distance: in turns, then in the winner's
    moves. Every move of the winner costs one move; the loser's cost nothing, so among equal
    resistances the loser takes the first in the order of the legal actions. None when no
    distance is known within `budget` states."""
    measured, searched = [], 0
    for action, successor, value, proven in keeping:
        distance, visited = prover.distance(successor, max_nodes=max(budget - searched, 1))
        searched += visited
        if distance is not None:
            turns, moves = distance
            measured.append(((turns + turns_between(node, successor), moves + winner),
                             action, successor))
    if not measured:
        return None, searched
    if winner:
        distance, action, successor = min(measured, key=lambda entry: entry[0])
    else:
        best = max(entry[0] for entry in measured)
        distance, action, successor = next(entry for entry in measured if entry[0] == best)
    return (action, successor), searched


def successor_value(prover, node, action):
    """(action, successor, its value or None, the order it was proven in or None)."""
    child = node.clone()
    child.apply_action(action)
    return (action, child) + tuple(prover.lookup(child))


def solve_unknown(prover, successors, deadline, max_states):
    """Solves the successors whose value the table does not hold (with the same restarts as
    the root); returns them and the nodes searched. Raises TimeoutError when the deadline
    passes or a limit stops a search."""
    done, searched = [], 0
    for action, child, value, order in successors:
        if value is None:
            r, nodes = prove_with_restarts(prover, child, max_states, deadline)
            searched += nodes
            if r["value"] is None:
                raise TimeoutError
            value, order = prover.lookup(child)
            value = r["value"] if value is None else value
        done.append((action, child, value, order))
    return done, searched


@numba.njit(cache=True, nogil=True)
def predecessors(first_edge, edge_count, successor):
    """The edges into each node, as CSR arrays (starts, edges), and each edge's source."""
    n = first_edge.shape[0]
    source = np.empty(successor.shape[0], np.int32)
    starts = np.zeros(n + 1, np.int64)
    for u in range(n):
        for e in range(first_edge[u], first_edge[u] + edge_count[u]):
            source[e] = u
            starts[successor[e] + 1] += 1
    for v in range(n):
        starts[v + 1] += starts[v]
    into = np.empty(starts[n], np.int64)
    fill = starts[:n].copy()
    for e in range(successor.shape[0]):
        v = successor[e]
        into[fill[v]] = e
        fill[v] += 1
    return starts, into, source


@numba.njit(cache=True, nogil=True)
def retrograde(player, value, first_edge, edge_count, successor):
    """Backward induction over a state graph: the value of every node for player 0 (0 for a
    draw: a state from which neither player can force a win)."""
    n = player.shape[0]
    starts, into, source = predecessors(first_edge, edge_count, successor)
    result = np.zeros(n, np.int8)
    decided = np.zeros(n, np.bool_)
    remaining = edge_count.astype(np.int64)
    queue = np.empty(n, np.int32)
    head = 0
    tail = 0
    for v in range(n):
        if player[v] < 0:
            result[v] = value[v]
            decided[v] = True
            if value[v] != 0:
                queue[tail] = v
                tail += 1
    while head < tail:
        v = queue[head]
        head += 1
        for i in range(starts[v], starts[v + 1]):
            u = source[into[i]]
            if decided[u]:
                continue
            want = 1 if player[u] == 0 else -1
            if result[v] == want:                       # a winning move for u's mover
                result[u] = want
            else:                                       # one more move lost for u's mover
                remaining[u] -= 1
                if remaining[u] > 0:
                    continue
                result[u] = -want
            decided[u] = True
            queue[tail] = u
            tail += 1
    return result


TURN = 1 << 32                  # a line distance: turns begun * TURN + the winner's moves


@numba.njit(cache=True, nogil=True)
def line_distances(player, values, first_edge, edge_count, successor, turns):
    """The distance of every won or lost node to the end of optimal play (-1 for a draw), as
    turns begun * TURN + the winner's moves: the winner minimises it, the loser maximises
    it, and the loser's own moves add nothing, so it gains nothing by moves that only
    lengthen the line. Dijkstra's order over the reversed graph: a winner's node is settled
    by its nearest won successor, a loser's once all its successors are."""
    n = player.shape[0]
    starts, into, source = predecessors(first_edge, edge_count, successor)
    distance = np.full(n, -1, np.int64)
    furthest = np.zeros(n, np.int64)
    remaining = edge_count.astype(np.int64)
    heap_key = np.empty(successor.shape[0] + n + 1, np.int64)
    heap_node = np.empty(successor.shape[0] + n + 1, np.int32)
    size = 0
    for v in range(n):
        if player[v] < 0 and values[v] != 0:
            size = heap_push(heap_key, heap_node, size, 0, v)
    while size > 0:
        key, v = heap_key[0], heap_node[0]
        size = heap_pop(heap_key, heap_node, size)
        if distance[v] >= 0:
            continue
        distance[v] = key
        for i in range(starts[v], starts[v + 1]):
            e = into[i]
            u = source[e]
            if distance[u] >= 0 or values[u] == 0 or values[v] != values[u]:
                continue
            if values[u] == (1 if player[u] == 0 else -1):
                size = heap_push(heap_key, heap_node, size, key + turns[e] * TURN + 1, u)
            else:
                furthest[u] = max(furthest[u], key + turns[e] * TURN)
                remaining[u] -= 1
                if remaining[u] == 0:
                    size = heap_push(heap_key, heap_node, size, furthest[u], u)
    return distance


@numba.njit(cache=True, nogil=True)
def heap_push(keys, nodes, size, key, node):
    """Adds (key, node) to the binary min-heap in keys[:size], nodes[:size]; the new size."""
    i = size
    while i > 0:
        parent = (i - 1) // 2
        if keys[parent] <= key:
            break
        keys[i], nodes[i] = keys[parent], nodes[parent]
        i = parent
    keys[i], nodes[i] = key, node
    return size + 1


@numba.njit(cache=True, nogil=True)
def heap_pop(keys, nodes, size):
    """Removes the smallest entry of the heap; the new size."""
    size -= 1
    key, node = keys[size], nodes[size]
    i = 0
    while True:
        child = 2 * i + 1
        if child >= size:
            break
        if child + 1 < size and keys[child + 1] < keys[child]:
            child += 1
        if keys[child] >= key:
            break
        keys[i], nodes[i] = keys[child], nodes[child]
        i = child
    if size > 0:
        keys[i], nodes[i] = key, node
    return size


def principal_line(graph, values, distances, root: int = 0, max_plies: int = 1000, state=None):
    """Optimal play from `root` by line_distances: the winner takes the quickest win, the
    loser the longest resistance (ties: the first move); in a draw both keep to drawn states
    until the line comes back to a state it passed (a loop) or the game ends. Returns
    (actions, ended_in_a_loop).

    A graph node stands for every state with its key, and its edges hold the actions of the
    one state explored. Given `state` (the root's actual state), the line is replayed on it
    and each move is the action that reaches the chosen successor's key there: with two
    identical cards, the one the explored state cast may be the other one here. Where no
    action does (equal positions whose declarations walk identical cards in another slot
    order get different keys), the line takes the best successor the graph knows, looking
    two moves ahead if it must (best_known_move)."""
    player, successor, action = graph["player"], graph["successor"], graph["action"]
    first, count, turns = graph["first_edge"], graph["edge_count"], graph["turns"]
    node, line, seen = root, [], set()
    actual = None if state is None else state.clone()
    index = None
    while player[node] >= 0 and len(line) < max_plies:
        if node in seen:                       # a drawn line's loop; a won line never comes
            return line, values[node] == 0     # back unless it left the graph's edges
        seen.add(node)
        want = 1 if player[node] == 0 else -1
        edges = range(first[node], first[node] + count[node])
        if values[node] == want:
            edge = min((e for e in edges if values[successor[e]] == want),
                       key=lambda e: distances[successor[e]] + int(turns[e]) * TURN)
        elif values[node] == -want:
            edge = max(edges, key=lambda e: distances[successor[e]] + int(turns[e]) * TURN)
        else:
            edge = drawing_edge(edges, successor, values, seen)
        node = int(successor[edge])
        if actual is None:
            line.append(int(action[edge]))
            continue
        step = move_to_key(actual, int(graph["hash"][node]))
        if step is None:
            index = index or KeyIndex(graph["hash"])
            step = best_known_move(actual, index, values, distances, want, seen)
            if step is None:
                return line, False
            node = step[2]
            line.extend(step[0])
        else:
            line.append(step[0])
        actual = step[1]
    return line, False


class KeyIndex:
    """Graph nodes by key (a sorted copy of the keys; built only when a line needs it)."""

    def __init__(self, keys):
        self.order = np.argsort(keys, kind="stable")
        self.sorted = keys[self.order]

    def node(self, key: int):
        at = int(np.searchsorted(self.sorted, np.uint64(key)))
        if at < len(self.sorted) and int(self.sorted[at]) == key:
            return int(self.order[at])
        return None


def best_known_move(state, index, values, distances, want, seen):
    """(actions, successor, node) keeping the value of `state` among the successors whose keys
    the graph holds, chosen as principal_line chooses (quickest win, longest resistance, a
    fresh draw); None if the graph holds none that keeps it. A successor whose key the graph
    does not hold is looked at one move further: a declaration under way can key an equal
    position differently, and the next decision usually has a known key again."""
    value = values[index.node(state_key(state))]
    moves = []
    for action, child in successors_of(state):
        node = index.node(state_key(child))
        if node is not None:
            if values[node] == value:
                moves.append(([action], child, node))
        elif not child.is_terminal():
            later = known_moves(child, index, values, value)
            if later:
                mover = 1 if child.current_player() == 0 else -1
                then = choose_move(child, later, value, mover, distances, seen)
                moves.append(([action] + then[0], then[1], then[2]))
    if not moves:
        return None
    return choose_move(state, moves, value, want, distances, seen)


def successors_of(state):
    """(action, successor) for every legal action of `state`, in order."""
    for action in state.legal_actions():
        child = state.clone()
        child.apply_action(action)
        yield action, child


def known_moves(state, index, values, value):
    """([action], successor, node) for every successor whose key the graph holds with `value`."""
    moves = []
    for action, child in successors_of(state):
        node = index.node(state_key(child))
        if node is not None and values[node] == value:
            moves.append(([action], child, node))
    return moves


def choose_move(state, moves, value, want, distances, seen):
    """The move principal_line would choose among `moves` from `state`."""
    def distance(move):
        return int(distances[move[2]]) + turns_between(state, move[1]) * TURN
    if value == want:
        return min(moves, key=distance)
    if value == -want:
        return max(moves, key=distance)
    fresh = [move for move in moves if move[2] not in seen]
    return (fresh or moves)[-1]


def move_to_key(state, key):
    """(action, successor) of the first legal action of `state` whose successor has `key`,
    or None."""
    for action, child in successors_of(state):
        if state_key(child) == key:
            return action, child
    return None


def drawing_edge(edges, successor, values, seen):
    """The move a drawn line takes: a drawn successor it has not passed, the last such (moves
    come pass first, so this prefers doing something over waiting, which shows what each side
    tries and why it is not enough); when every drawn successor was passed, the loop closes."""
    drawn = [e for e in edges if values[successor[e]] == 0]
    fresh = [e for e in drawn if int(successor[e]) not in seen]
    return (fresh or drawn)[-1]
