"""`auto`'s look for a win forced within a few turns (search.solver.win_within_turn_caps): a
proof search of the game cut off after N turns (ThreeCBState.with_turn_limit). A win there is
a win of the game itself, by the same moves; a draw there decides nothing (TB-4), and the
whole game's search goes on."""
import pytest

import core
from search import solver
from search.threecb import describe, solve_3cb

REGISAUR_RACE = ("Mountain, Goblin Guide, Lightning Bolt", "Swamp, Dark Ritual, Rotting Regisaur")
THALIA_AGAINST_GUIDE = ("Plains, Mox Pearl, Thalia, Guardian of Thraben", "Mountain, Mox Ruby, Goblin Guide")
MAZE_AGAINST_GUIDE = ("Maze of Ith, Plains, Plains", "Mountain, Mox Ruby, Goblin Guide")
# Tokens against Show and Tell: the whole game's proof search needs millions of states (it
# was unknown after 30 s a game), while Emrakul's win comes within 16 turns in both games.
TOKENS_AGAINST_EMRAKUL = ("Bitterblossom, Mox Jet, Sheltered Valley",
                          "Emrakul, the Aeons Torn, Lotus Bloom, Show and Tell")
LOOPING = ("Cavern of Souls, Island Sanctuary, Lotus Petal", "Fury, Mishra's Factory, Plains")


def initial(on_play, on_draw):
    return core.load_game("threecb", decks=(on_play, on_draw), banlist="none").new_initial_state(0)


def test_with_turn_limit_cuts_the_game_off_after_that_many_turns():
    state = initial(*REGISAUR_RACE)
    turn = int(state.fields["turn_number"])
    cut = state.with_turn_limit(3)
    assert int(cut.fields["turn_limit"]) == turn + 3
    assert int(state.fields["turn_limit"]) == 0                # the state itself is not cut
    assert int(cut.with_turn_limit(10).fields["turn_limit"]) == turn + 3   # the earlier cut holds
    while not cut.is_terminal():
        cut.apply_action(cut.legal_actions()[0])                # passing, nobody wins
    assert cut.returns()[0] == cut.returns()[1]
    assert int(cut.fields["turn_number"]) == turn + 4           # drawn as turn + 4 began
    for bad in (0, -2, 2.5, True):
        with pytest.raises(ValueError, match="positive int"):
            state.with_turn_limit(bad)


@pytest.mark.parametrize("on_play, on_draw", [
    REGISAUR_RACE, REGISAUR_RACE[::-1], THALIA_AGAINST_GUIDE, THALIA_AGAINST_GUIDE[::-1],
    MAZE_AGAINST_GUIDE, MAZE_AGAINST_GUIDE[::-1]])
def test_a_win_within_a_cut_is_the_whole_games_result(on_play, on_draw):
    """Cut after 4, 8, 16 or 24 turns, a game is either won by the side that wins it without
    the cut, or drawn (the cut came first); a game drawn without the cut is never won with
    it. Thalia's race on the play (2 damage a turn) is won within 24 turns, not within 16."""
    state = initial(on_play, on_draw)
    whole = solver.solve(state, "retrograde", lines=False).value
    cut_values = [solver.solve(state.with_turn_limit(turns), method, lines=False).value
                  for turns in (4, 8, 16, 24) for method in ("alphabeta", "retrograde")]
    assert set(cut_values) <= {0, whole}
    assert cut_values[-2:] == [whole, whole]                    # every win here comes by then


def test_auto_finds_the_quick_win_the_whole_games_search_misses(monkeypatch):
    """The proof search stops at its 1,000,000 states without an answer; `auto`, once it has
    searched 20,000 other than through remembered successors (by the end of its second
    attempt, at 40,000 in all), cuts the game off after 8 turns (a draw there: nothing), then
    after 16: Emrakul's deck wins both games, and the lines replay to its win in the uncut
    game."""
    monkeypatch.setattr(solver, "TURN_CAPS_AFTER", 20_000)
    alone = solver.solve(initial(*TOKENS_AGAINST_EMRAKUL), "alphabeta", max_states=1_000_000,
                         lines=False)
    assert (alone.value, alone.status) == (None, "state limit")
    r = solve_3cb(*TOKENS_AGAINST_EMRAKUL, banlist="none", max_states=1_000_000)
    assert (r.on_play, r.on_draw, r.points_a, r.points_b) == ("L", "L", 0, 6)
    for game, emrakul in zip(r.games, (1, 0)):
        assert (game.method, game.turn_cap, game.proof_states) == ("turn cap", 16, 40_000)
        assert game.states > 40_000 and game.positions > game.states
        state = initial(", ".join(game.on_play), ", ".join(game.on_draw))
        turn = int(state.fields["turn_number"])
        for action in game.actions:
            state.apply_action(action)
        assert state.is_terminal() and state.returns()[emrakul] > state.returns()[1 - emrakul]
        assert int(state.fields["turn_number"]) <= turn + 16
    assert describe(r).count("with a proof search of the game cut off after 16 turns: the win "
                             "is forced within them (the whole game's proof search went first: "
                             "40,000 states)") == 2


def test_auto_goes_on_with_the_whole_game_where_no_cut_gives_a_win(monkeypatch):
    """A drawn game: the cut-off searches find no win, and `auto` carries on as without them
    (here the proof search to its state limit, then retrograde analysis: a draw). It looks
    more than once, each look with four times the budget of the one before, for the cuts the
    one before left open. Every search's states count; the cut-off searches' do not count
    against the state limit."""
    monkeypatch.setattr(solver, "TURN_CAPS_AFTER", 400)   # few new states: it loops
    monkeypatch.setattr(solver, "TURN_CAP_STATES", 2_000)
    state = initial(*LOOPING)
    look = solver.win_within_turn_caps(state, 0, 2**30, None, 0.0, lines=False)
    assert look.value is None and 0 < look.states <= 3 * 2_000
    looks = []
    look_for_quick_win = solver.look_for_quick_win

    def recorded(state, caps, budget, searched, *args, **kwargs):
        result, still_open = look_for_quick_win(state, caps, budget, searched, *args, **kwargs)
        looks.append((caps, budget, result.states - searched, still_open, result.positions))
        return result, still_open

    monkeypatch.setattr(solver, "look_for_quick_win", recorded)
    auto = solver.solve(state, "auto", max_states=100_000)
    assert (auto.value, auto.status, auto.method, auto.turn_cap) == (0, "complete", "retrograde", 0)
    assert len(looks) >= 2
    assert looks[0][:3] == (solver.TURN_CAPS, 6_000, look.states)
    for k, (caps, budget, searched, _, entered) in enumerate(looks):
        assert budget == 6_000 * 4 ** k and 0 < searched <= budget and entered >= searched
        if k:
            assert caps == looks[k - 1][3]
    assert auto.proof_states == 100_000 + sum(searched for _, _, searched, _, _ in looks)
    graph = solver.solve(state, "retrograde", lines=False)
    assert auto.states == auto.proof_states + graph.states
    # The positions entered add up too: the proof search's (the looks only pause it), the
    # looks' and the graph's.
    proof = solver.solve(state, "alphabeta", max_states=100_000, lines=False)
    assert proof.status == "state limit"
    assert auto.positions == (proof.positions + sum(entered for *_, entered in looks)
                              + graph.positions)


def test_a_cut_drawn_within_its_turns_is_settled_and_one_out_of_states_stays_open():
    """Tokens vs Emrakul cut after 8 turns is a draw (a few thousand states): that cut is
    settled. Cut after 16, Emrakul's win needs far more than the look's 10,000 states: that
    cut stays open for the next look."""
    state = initial(*TOKENS_AGAINST_EMRAKUL)
    result, still_open = solver.look_for_quick_win(state, (8, 16), 10_000, 0, 2**30, None,
                                                   0.0, lines=False)
    assert result.value is None and result.states <= 10_000
    assert still_open == (16,)
    # A cut given nothing (no budget left) is left open, not taken for a draw.
    result, still_open = solver.look_for_quick_win(state, (8, 16), 0, 0, 2**30, None, 0.0,
                                                   lines=False)
    assert (result.states, still_open) == (0, (8, 16))


def test_a_later_look_with_a_larger_budget_finds_the_win_the_first_missed(monkeypatch):
    """The first look (after 20,000 proof-search states not searched again through
    remembered successors) may search 120,000 states: the 8-turn cut is a draw, and the
    16-turn cut runs out of its share (Emrakul's win there takes about 175,000 and 205,000).
    The second, once the proof search has spent 80,000 so counted (at the end of its attempt
    that ends at 120,000 in all), shares four times as much between the two open cuts and
    finds the win within 16 turns, in both games."""
    monkeypatch.setattr(solver, "TURN_CAPS_AFTER", 20_000)
    monkeypatch.setattr(solver, "TURN_CAP_STATES", 40_000)
    r = solve_3cb(*TOKENS_AGAINST_EMRAKUL, banlist="none", max_states=1_000_000, lines=False)
    assert (r.on_play, r.on_draw, r.points_a, r.points_b) == ("L", "L", 0, 6)
    for game in r.games:
        assert (game.method, game.turn_cap, game.proof_states) == ("turn cap", 16, 120_000)
        assert game.states > 120_000 + 120_000


def test_searches_again_through_remembered_successors_do_not_bring_a_look_nearer(monkeypatch):
    """In a game that loops, the proof search's states are nearly all searches again through
    remembered successors, many times as fast as the cut-off searches (a real pairing made
    50 M of them in 1.5 s). Counting them would make the looks' budgets outgrow the proof
    search's time, so they do not count: 100,000 states of this one hold about 2,000 new
    ones, short of the 20,000 a look waits for, and `auto` goes from the proof search
    straight to retrograde analysis."""
    monkeypatch.setattr(solver, "TURN_CAPS_AFTER", 20_000)
    monkeypatch.setattr(solver, "TURN_CAP_STATES", 10_000)
    auto = solver.solve(initial(*LOOPING), "auto", max_states=100_000, lines=False)
    assert (auto.value, auto.method, auto.proof_states) == (0, "retrograde", 100_000)


def test_a_look_searches_within_the_memory_the_proof_search_leaves(monkeypatch):
    """--max-memory bounds a game: a look's cut-off searches get what the whole game's proof
    search, paused but kept, leaves of it."""
    monkeypatch.setattr(solver, "TURN_CAPS_AFTER", 20_000)
    limits = []
    look_for_quick_win = solver.look_for_quick_win

    def recorded(state, caps, budget, searched, max_bytes, *args, **kwargs):
        limits.append(max_bytes)
        return look_for_quick_win(state, caps, budget, searched, max_bytes, *args, **kwargs)

    monkeypatch.setattr(solver, "look_for_quick_win", recorded)
    limit = 2**30
    auto = solver.solve(initial(*TOKENS_AGAINST_EMRAKUL), "auto", max_bytes=limit, lines=False)
    assert (auto.method, auto.turn_cap) == ("turn cap", 16)
    assert len(limits) == 1
    paused = solver.ProofSearch(initial(*TOKENS_AGAINST_EMRAKUL), max_bytes=limit)
    solver.prove_with_restarts(paused, initial(*TOKENS_AGAINST_EMRAKUL), auto.proof_states)
    assert limits[0] == limit - paused.memory()
    assert 0 < paused.memory() < limit
