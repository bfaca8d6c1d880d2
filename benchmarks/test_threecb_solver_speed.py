"""3 Card Blind exact solver speed (issue 5): states/s and the time per pairing on real decks.

Run with `python -m pytest benchmarks/test_threecb_solver_speed.py` (a few minutes).
test_solve_real_pairings solves every pairing of SOLVER_PAIRINGS once per method (both games,
each deck on the play once) and records, in `benchmark.extra_info`, the median wall time per
pairing and the states per second over the whole list; test_solve_a_pairing_with_jobs times
one pairing solved one game after the other and both at once (`jobs=2`, two threads). Nothing
is asserted about speed.

The pairings are a systematic sample of real decks, not a choice of easy ones: every fifth
pairing of the Metashape league file (../shared/data/threecb-metashape-dev.json) whose six
cards the engine's 118-card starting pool supports, in the file's order (the 1st, 6th, 11th,
... of 76). The list stays fixed as cards beyond the pool make more pairings solvable, so that
figures stay comparable from one version to the next. A game that hits GAME_SECONDS counts as
unknown; its time enters the median as the limit, a lower bound.
The states/s over all games is dominated by such a game when there is one, and the states a
time-limited proof search reaches swing by a third from run to run: its rate changes by
phases (re-searches through remembered successors run several times as fast as first
searches), and a small change in speed moves the cut to either side of a fast phase. So the
states/s of the finished games alone (`finished_states_per_s`) is recorded too.

States are the states a search expands (alpha-beta) or the graph's states (retrograde). The
one open 3CB solver counts as a node every position its search enters, a table hit or a
finished game as much as a state it expands: `positions_per_s` counts so (the positions
alpha-beta reaches, the graph's edges for retrograde analysis).

Targets (issue 5): at least 2,000,000 states/s on one core; median pairing under 0.1 s. The
one open 3CB solver reports 16-23 thousand nodes/s and 0.3-7.6 s a game (its published
figures; it is not run here).
"""
import statistics
import time

import pytest

from search.threecb import solve_3cb

SOLVER_PAIRINGS = [
    ("Black Lotus, Strip Mine, Thassa's Oracle", "Chalice of the Void, Leyline of Anticipation, Memnite"),
    ("Chancellor of the Annex, Chancellor of the Forge, Strip Mine", "Mana Tithe, Mental Misstep, Plains"),
    ("Black Lotus, Chancellor of the Annex, Thassa's Oracle", "Chancellor of the Annex, Icatian Store, Strip Mine"),
    ("Black Lotus, Leyline of Anticipation, Thassa's Oracle", "Island, Mox Sapphire, Thassa's Oracle"),
    ("Balance, Inquisition of Kozilek, Sol Ring", "Black Lotus, Leyline of Anticipation, Thassa's Oracle"),
    ("Chancellor of the Forge, Leyline of Sanctity, Pyrokinesis", "Mishra's Factory, The Rack, Wasteland"),
    ("City of Traitors, Magus of the Moon, Simian Spirit Guide", "Emrakul, the Aeons Torn, Sand Silos, Show and Tell"),
    ("City of Traitors, Magus of the Moon, Simian Spirit Guide", "Crashing Footfalls, Dismember, Forest"),
    ("Black Lotus, Elite Spellbinder, Strip Mine", "Chancellor of the Annex, Chancellor of the Annex, Icatian Store"),
    ("Chancellor of the Forge, Chancellor of the Forge, Chancellor of the Forge", "Dryad Arbor, Hexdrinker, Mox Emerald"),
    ("Dismember, Forest, Hexdrinker", "Luminarch Aspirant, Mox Pearl, Wasteland"),
    ("Bitterblossom, Mishra's Factory, Mox Jet", "Chancellor of the Forge, Force of Negation, Force of Will"),
    ("Ancient Tomb, Magus of the Moon, Mox Ruby", "Ancient Tomb, Magus of the Moon, Mox Ruby"),
    ("Inkmoth Nexus, Luminarch Aspirant, Mox Pearl", "Mox Pearl, Rishadan Port, Thalia, Guardian of Thraben"),
    ("Bottomless Vault, Emrakul, the Aeons Torn, Smallpox", "Bottomless Vault, Emrakul, the Aeons Torn, Smallpox"),
    ("Chancellor of the Annex, Icatian Store, Maze of Ith", "Chancellor of the Annex, Memnite, Solitude"),
]
GAME_SECONDS = 30.0
WARMUP_PAIRING = ("Mountain, Goblin Guide, Lightning Bolt", "Swamp, Dark Ritual, Rotting Regisaur")


def solve_all(method):
    """Solves every pairing once; returns (pairing, seconds, PairingResult) per pairing."""
    solved = []
    for deck_a, deck_b in SOLVER_PAIRINGS:
        started = time.perf_counter()
        result = solve_3cb(deck_a, deck_b, banlist="none", method=method, seconds=GAME_SECONDS)
        solved.append(((deck_a, deck_b), time.perf_counter() - started, result))
    return solved


@pytest.mark.benchmark(group="threecb-solver")
@pytest.mark.parametrize("method", ["retrograde", "alphabeta"])
def test_solve_real_pairings(benchmark, method):
    """Every pairing of SOLVER_PAIRINGS, both games, by one method (alpha-beta counts the
    nodes it searches as its states)."""
    solve_3cb(*WARMUP_PAIRING, banlist="none", method=method)   # numba's first compile, imports
    solved = benchmark.pedantic(solve_all, args=(method,), rounds=1, warmup_rounds=0)
    assert len(solved) == len(SOLVER_PAIRINGS)
    seconds = [elapsed for _, elapsed, _ in solved]
    states = sum(result.states for _, _, result in solved)
    unknown = [", ".join(f"{game.on_play} on the play: {game.status}" for game in result.games
                         if game.winner is None)
               for _, _, result in solved if result.points_a is None]
    finished = [game for _, _, result in solved for game in result.games if game.winner is not None]
    finished_states = sum(game.states for game in finished)
    finished_positions = sum(game.positions for game in finished)
    finished_seconds = max(sum(game.seconds for game in finished), 1e-9)
    positions = sum(result.positions for _, _, result in solved)
    benchmark.extra_info.update(
        pairings=len(solved),
        game_seconds=GAME_SECONDS,
        median_pairing_seconds=statistics.median(seconds),
        max_pairing_seconds=max(seconds),
        states=states,
        states_per_s=states / sum(seconds),
        finished_states=finished_states,
        finished_states_per_s=finished_states / finished_seconds,
        positions=positions,
        positions_per_s=positions / sum(seconds),
        finished_positions=finished_positions,
        finished_positions_per_s=finished_positions / finished_seconds,
        unknown_pairings=len(unknown),
        unknown=unknown,
        points_a=[result.points_a for _, _, result in solved],
    )


TWO_GAME_PAIRING = SOLVER_PAIRINGS[5]   # Forge/Rack: both games take seconds, with lines


@pytest.mark.benchmark(group="threecb-solver-jobs")
@pytest.mark.parametrize("jobs", [1, 2])
def test_solve_a_pairing_with_jobs(benchmark, jobs):
    """One pairing whose two games both take seconds, solved with its lines (the default
    method) one game after the other (jobs=1) or both at once in two threads (jobs=2). The
    games are the same either way; the ratio of the two times is what two cores buy."""
    solve_3cb(*WARMUP_PAIRING, banlist="none")
    result = benchmark.pedantic(solve_3cb, args=TWO_GAME_PAIRING,
                                kwargs=dict(banlist="none", jobs=jobs), rounds=3, warmup_rounds=0)
    assert all(game.status == "complete" for game in result.games)
    benchmark.extra_info.update(pairing=" vs ".join(TWO_GAME_PAIRING), jobs=jobs,
                                states=result.states, points_a=result.points_a)
