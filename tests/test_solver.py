"""The exact solvers (TB-9) on Nim, whose values are known: retrograde analysis and the proof
search must agree, loops must come out as draws, limits must give "unknown", never a guess."""
import itertools
import signal
import threading
import time
from functools import reduce
from operator import xor

import numpy as np
import pytest

import core
from fastcore.solver import ProofSearch, explore_graph
from search import solver
from search.solver import solve


def nim(heaps, passing=False, first_player=0, interchangeable=False):
    return core.load_game("nim", heaps=heaps, passing=passing, first_player=first_player,
                          interchangeable=interchangeable).new_initial_state(0)


POSITIONS = [h for h in itertools.product(range(4), repeat=3) if sum(h) > 0]


@pytest.mark.parametrize("method", ["retrograde", "alphabeta"])
def test_nim_values_are_the_nim_sum_rule(method):
    for heaps in POSITIONS:
        expected = 1 if reduce(xor, heaps) else -1           # the player to move (0) wins?
        assert solve(nim(heaps), method=method).value == expected, heaps


def test_values_are_from_player_zeros_point_of_view():
    assert solve(nim((2, 3), first_player=1)).value == -1      # player 1 moves and wins
    assert solve(nim((2, 2), first_player=1)).value == 1


@pytest.mark.parametrize("method", ["retrograde", "alphabeta"])
def test_loops_are_draws_not_guesses(method):
    # With passing, only a lone heap can be won (take it all); otherwise both pass forever.
    for heaps in [(1,), (4,), (0, 3)]:
        assert solve(nim(heaps, passing=True), method=method).value == 1
    for heaps in [(1, 1), (2, 3), (1, 2, 3), (3, 3, 1)]:
        assert solve(nim(heaps, passing=True), method=method).value == 0


def test_both_methods_agree_on_every_small_position():
    for heaps, passing in itertools.product(POSITIONS, (False, True)):
        a = solve(nim(heaps, passing), method="retrograde")
        b = solve(nim(heaps, passing), method="alphabeta")
        assert a.value == b.value, (heaps, passing)


def test_remembered_successors_change_nothing_but_speed():
    """A draw that leans on a repetition above it is not stored, so every other path to it
    searches it again; the proof search remembers its successors and reads their settled
    values instead of generating them. The search must be the very same one: same values,
    same states searched, same table, under both move orders."""
    reused = 0
    for heaps, last_first in itertools.product(POSITIONS, (False, True)):
        results = []
        for remember in (True, False):
            state = nim(heaps, passing=True)
            r = ProofSearch(state, remember=remember).solve(state, last_first=last_first)
            results.append(r)
        kept, plain = results
        assert (kept["value"], kept["nodes"], kept["stored"]) == \
            (plain["value"], plain["nodes"], plain["stored"]), heaps
        assert plain["remembered"] == plain["reused"] == 0
        reused += kept["reused"]
    assert reused > 1000


def test_a_position_met_in_another_layout_than_its_list_searches_as_without_lists():
    """With interchangeable heaps, heaps (1, 2) and (2, 1) are one position to the proof
    search's table, but not to its actions: "take from heap 0" takes from another heap. So a
    remembered successor list holds only for its own layout. Solving one root after another
    with one table (as following a principal line does) meets remembered positions laid out
    otherwise; the search must be the very one it is without remembering. (Here every
    successor such a position reads is settled, and settled values are read by entry, the
    same in any layout: reading the other layout's list would not change these searches.
    What this pins is that the branch is taken and changes nothing. A 3CB search where the
    print check does matter is in tests/threecb/test_solve.py.)"""
    for heaps, last_first in itertools.product([(1, 2), (1, 2, 3), (1, 1, 2), (2, 3, 3)],
                                               (False, True)):
        # Player 0 to move first: each search remembers the list of player 1's turn after a
        # pass. Then player 1 to move, the layouts in reverse: the first of those searches
        # meets a list remembered for another layout.
        layouts = sorted(set(itertools.permutations(heaps)))
        roots = [nim(layout, passing=True, first_player=first, interchangeable=True)
                 for first, order in ((0, layouts), (1, layouts[::-1])) for layout in order]
        searches = {}
        for remember in (True, False):
            prover = ProofSearch(roots[0], remember=remember)
            searches[remember] = [prover.solve(root, last_first=last_first) for root in roots]
        kept, plain = searches[True], searches[False]
        assert [(r["value"], r["nodes"], r["stored"]) for r in kept] == \
            [(r["value"], r["nodes"], r["stored"]) for r in plain], heaps
        assert [r["value"] for r in kept] == [0] * len(roots)
        assert kept[-1]["relaid"] >= 1 and plain[-1]["relaid"] == 0, heaps


def test_nim_options_must_be_booleans():
    for option in ("passing", "interchangeable"):
        with pytest.raises(ValueError, match=option):
            core.load_game("nim", heaps=(1, 2), **{option: "yes"})


def test_interchangeable_heaps_give_one_position_to_the_table():
    for passing in (False, True):
        one = nim((1, 2), passing, interchangeable=True)
        other = nim((2, 1), passing, interchangeable=True)
        assert solver.state_key(one) == solver.state_key(other)
        assert solver.state_key(nim((1, 2), passing)) != solver.state_key(nim((2, 1), passing))


def test_a_winning_line_plays_out_to_the_win_in_the_fewest_moves():
    state = nim((3, 4, 5))
    result = solve(state)
    replay = state.clone()
    for action in result.line:
        assert action in replay.legal_actions()
        replay.apply_action(action)
    assert replay.is_terminal() and replay.returns() == [1.0, 0.0]
    assert not result.line_ends_in_loop
    # The loser delays: every object is taken one by one except the winner's first move (2).
    assert len(result.line) == 1 + (3 - 2) + 4 + 5


def test_a_drawn_line_keeps_to_draws_and_comes_back_to_a_state_it_passed():
    state = nim((2, 3), passing=True)
    result = solve(state)
    assert result.value == 0 and result.line_ends_in_loop
    replay, passed = state.clone(), []
    for action in result.line:
        assert solve(replay).value == 0
        passed.append(replay.information_key(0))
        replay.apply_action(action)
    assert replay.information_key(0) in passed
    # It plays before it waits: the first move takes objects rather than passing.
    assert state.action_to_string(result.line[0]) != "pass"


def test_both_move_orders_of_the_proof_search_agree():
    for heaps, passing in itertools.product(POSITIONS, (False, True)):
        values = []
        for last_first in (False, True):
            state = nim(heaps, passing)
            values.append(ProofSearch(state).solve(state, last_first=last_first)["value"])
        assert values[0] == values[1] == solve(nim(heaps, passing)).value, (heaps, passing)


def test_restarts_keep_proofs_and_finish_within_the_state_limit(monkeypatch):
    """With a first budget of 2 nodes, the search needs many restarts: it still gets the
    value, and a state limit below what it needs still stops it ("state limit")."""
    monkeypatch.setattr(solver, "FIRST_PROOF_BUDGET", 2)
    state = nim((2, 3, 3), passing=True)
    exact = solve(state).value
    assert solve(state, method="alphabeta").value == exact
    stopped = solve(state, method="alphabeta", max_states=20)
    assert stopped.value is None and stopped.status == "state limit" and stopped.states <= 20


def test_a_proof_search_line_plays_out_to_the_proven_win():
    for heaps, winner in [((3, 4, 5), [1.0, 0.0]), ((1, 2, 3), [0.0, 1.0])]:
        state = nim(heaps)
        result = solve(state, method="alphabeta")
        replay = state.clone()
        for action in result.line:
            assert action in replay.legal_actions()
            replay.apply_action(action)
        assert replay.is_terminal() and replay.returns() == winner, heaps
        assert not result.line_ends_in_loop


def test_a_proof_search_line_resists_and_wins_as_retrograde_analysis_does():
    """In these Nim positions a short search finds every winning reply, so the proof search's
    line is as long as the optimal one (shortest win against the longest resistance). The
    rule it replaced (the loser takes the successor proven last) gave 9 moves, not 11, for
    (1, 4, 6)."""
    for heaps in [(3, 4, 5), (1, 2, 3), (2, 5, 6), (1, 4, 6)]:
        optimal = solve(nim(heaps)).line
        assert len(solve(nim(heaps), method="alphabeta").line) == len(optimal), heaps


@pytest.mark.parametrize("method", ["retrograde", "alphabeta"])
def test_without_lines_the_value_is_the_same_and_the_line_empty(method):
    with_line, without = solve(nim((3, 4, 5)), method=method), solve(nim((3, 4, 5)), method=method, lines=False)
    assert without.value == with_line.value == 1 and with_line.line and without.line == []


def test_distances_fall_along_the_proof_and_are_none_off_it():
    state = nim((3, 4, 5))
    prover = ProofSearch(state)
    assert prover.distance(state)[0] is None                    # nothing proven yet
    value = prover.solve(state)["value"]
    assert prover.distance(state, max_nodes=1)[0] is None       # not measured yet: no budget
    distance, visited = prover.distance(state)
    assert distance == (11, 6) and visited > 1        # 11 moves, each a turn; 6 by the winner
    assert prover.distance(state, max_nodes=1) == ((11, 6), 0)  # kept from the first call
    line, loop, nodes = solver.proof_line(prover, state, value)
    replay = state.clone()
    for action in line:
        (turns, winner_moves), mover = prover.distance(replay)[0], replay.current_player()
        replay.apply_action(action)
        assert prover.distance(replay)[0] == (turns - 1, winner_moves - (mover == 0))
    assert replay.is_terminal() and prover.distance(replay) == ((0, 0), 0)
    drawn = nim((2, 3), passing=True)
    drawn_prover = ProofSearch(drawn)
    assert drawn_prover.solve(drawn)["value"] == 0 and drawn_prover.distance(drawn)[0] is None


@pytest.mark.parametrize("heaps", [(1, 2, 3), (2, 3, 4), (3, 4, 5), (2, 3, 4, 5), (3, 3, 3, 3)])
def test_proof_search_distances_equal_retrograde_distances_everywhere(heaps):
    """ProofSearch.distance is an alpha-beta search that keeps bounds between calls; the
    distance retrograde analysis gives every node of the full graph is the reference. Every
    won or lost state is measured by one proof search, in breadth-first order from the
    root, so later calls start from the bounds earlier ones kept."""
    state = nim(heaps)
    graph = explore_graph(state)
    values = solver.retrograde(graph["player"], graph["value"], graph["first_edge"],
                               graph["edge_count"], graph["successor"])
    distances = solver.line_distances(graph["player"], values, graph["first_edge"],
                                      graph["edge_count"], graph["successor"], graph["turns"])
    node_of = {int(key): node for node, key in enumerate(graph["hash"])}
    prover = ProofSearch(state)
    assert prover.solve(state)["value"] == values[0] != 0
    frontier, seen, measured = [state], {prover.key(state)}, 0
    while frontier:
        node = frontier.pop(0)
        expected = int(distances[node_of[prover.key(node)]])
        if prover.lookup(node)[0] is not None and not node.is_terminal():
            assert prover.distance(node)[0] == divmod(expected, solver.TURN), node
            measured += 1
        for action in node.legal_actions():
            child = node.clone()
            child.apply_action(action)
            if prover.key(child) not in seen:
                seen.add(prover.key(child))
                frontier.append(child)
    assert measured > 20


def test_a_proof_search_line_of_a_draw_keeps_to_draws_and_loops():
    state = nim((2, 3), passing=True)
    result = solve(state, method="alphabeta")
    assert result.value == 0 and result.line_ends_in_loop
    replay, passed = state.clone(), []
    for action in result.line:
        assert solve(replay, method="alphabeta").value == 0
        passed.append(replay.information_key(0))
        replay.apply_action(action)
    assert replay.information_key(0) in passed
    assert state.action_to_string(result.line[0]) != "pass"


def test_positions_count_every_position_entered_and_nodes_only_those_expanded():
    """ProofSearch.positions counts as the one open 3CB solver counts nodes: every position the
    search enters, finished games and table hits too; `nodes` only the states expanded.
    Nim (2): taking 1 leaves a heap of 1, which the other player wins; taking 2 wins."""
    state = nim((2,))
    assert state.legal_actions() == [1, 2]                 # take 1, take 2
    take_one_first = ProofSearch(state)
    r = take_one_first.solve(state)
    # The root and heap (1) expanded; entered: root, heap (1), its end, the end after take 2.
    assert (r["value"], r["nodes"], take_one_first.positions) == (1, 2, 4)
    take_two_first = ProofSearch(state)
    r = take_two_first.solve(state, last_first=True)
    assert (r["value"], r["nodes"], take_two_first.positions) == (1, 1, 2)
    r = take_two_first.solve(state)                         # a table hit: entered, not expanded
    assert (r["value"], r["nodes"], take_two_first.positions) == (1, 0, 3)


@pytest.mark.parametrize("heaps, passing", [((2, 3), False), ((1, 2, 3), True)])
def test_solve_reports_the_positions_its_searches_entered(heaps, passing):
    """Retrograde analysis enters each successor of each state once: the graph's edges. A
    proof search enters every state it expands and more (table hits, finished games)."""
    graph = explore_graph(nim(heaps, passing))
    assert solve(nim(heaps, passing), method="retrograde").positions == graph["edges"]
    proof = solve(nim(heaps, passing), method="alphabeta")
    assert proof.positions > proof.states > 0


def test_limits_give_unknown_and_say_which():
    state = nim((7, 7, 7, 7))
    for method in ("retrograde", "alphabeta"):
        result = solve(state, method=method, max_states=50)
        assert result.value is None and result.status == "state limit"
        assert result.outcome == "unknown"


def test_line_distances_count_turns_then_the_winners_moves():
    """A hand-made graph. Node 0: player 0 to move, lost. Moving to node 1 begins no turn;
    there player 0 moves again and the game ends a turn later. Moving to node 2 begins a
    turn; there player 1 makes the winning move. Both resist one turn, but only node 2
    makes the winner move, so the loser goes there."""
    player = np.array([0, 0, 1, -1], np.int8)
    value = np.array([0, 0, 0, -1], np.int8)
    first_edge = np.array([0, 2, 3, 4], np.int64)
    edge_count = np.array([2, 1, 1, 0], np.int32)
    successor = np.array([1, 2, 3, 3], np.int32)
    turns = np.array([0, 1, 1, 0], np.int8)
    values = solver.retrograde(player, value, first_edge, edge_count, successor)
    assert list(values) == [-1, -1, -1, -1]
    distances = solver.line_distances(player, values, first_edge, edge_count, successor, turns)
    assert list(distances) == [solver.TURN + 1, solver.TURN, 1, 0]
    graph = {"player": player, "successor": successor, "action": np.array([10, 11, 12, 13]),
             "first_edge": first_edge, "edge_count": edge_count, "turns": turns}
    assert solver.principal_line(graph, values, distances) == ([11, 13], False)


class Stop(Exception):
    pass


def stop_at_third_report(seen):
    def report(states):
        seen.append(states)
        if len(seen) == 3:
            raise Stop
    return report


def test_exploring_reports_progress_and_stops_at_what_the_report_raises():
    seen = []
    with pytest.raises(Stop):
        explore_graph(nim((15, 15, 15, 15), passing=True), on_progress=stop_at_third_report(seen),
                      progress_every=0)
    assert len(seen) == 3 and 0 < seen[0] < seen[1] < seen[2] < 2 * 16 ** 4


def test_a_proof_search_stopped_by_its_report_keeps_a_sound_table():
    state = nim((15, 15, 15, 15), passing=True)
    prover, seen = ProofSearch(state), []
    with pytest.raises(Stop):
        prover.solve(state, on_progress=stop_at_third_report(seen), progress_every=0)
    assert len(seen) == 3 and seen == sorted(seen) and seen[0] > 0
    assert prover.solve(nim((3, 5, 6)))["value"] == -1        # nim sum 0: the mover loses
    assert prover.solve(nim((3, 5, 7)))["value"] == 1


@pytest.mark.parametrize("method", ["retrograde", "alphabeta"])
def test_solve_reports_the_states_searched_so_far_while_searching(method, monkeypatch):
    monkeypatch.setattr(solver, "PROGRESS_EVERY", 0)            # at every check, 4,096 states
    monkeypatch.setattr(solver, "FIRST_PROOF_BUDGET", 10_000)   # several proof attempts
    seen = []
    result = solve(nim((15, 15, 15, 3), passing=True), method=method, on_progress=seen.append,
                   lines=False)
    assert result.value == 0                                     # both pass forever
    assert len(seen) >= 2 and seen == sorted(seen) and seen[-1] <= result.states


@pytest.mark.parametrize("method", ["retrograde", "alphabeta"])
def test_ctrl_c_stops_a_long_search_at_once(method):
    """The search runs compiled without the GIL; a signal must still reach Python within a
    few thousand states, not when the search ends (this one takes over 20 s)."""
    def interrupt(signum, frame):
        raise Stop

    previous = signal.signal(signal.SIGUSR1, interrupt)
    main_thread = threading.main_thread().ident
    timer = threading.Timer(0.3, signal.pthread_kill, (main_thread, signal.SIGUSR1))
    started = time.perf_counter()
    try:
        timer.start()
        with pytest.raises(Stop):
            solve(nim((15,) * 6, passing=True), method=method, lines=False, max_states=5_000_000)
    finally:
        timer.cancel()
        signal.signal(signal.SIGUSR1, previous)
    assert time.perf_counter() - started < 10


def test_hidden_information_and_bad_methods_are_refused():
    with pytest.raises(ValueError, match="perfect-information"):
        solve(core.load_game("kingtaco").new_initial_state(0))
    with pytest.raises(ValueError, match="method"):
        solve(nim((1, 2)), method="guess")
