"""The proof search recurses a ply at a time in C. A path deeper than the thread's stack allows
stops it with status "depth limit" (the result unknown, never a crash), and method "auto" then
answers by retrograde analysis. Each test runs in a process of its own, whose stack limit it
sets: an overflow there would kill that process, not the test run."""
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run_with_stack(stack_bytes: int, code: str) -> subprocess.CompletedProcess:
    """`code` run by a fresh Python whose stack limit (soft and hard) is `stack_bytes`."""
    program = textwrap.dedent(f"""
        import resource
        resource.setrlimit(resource.RLIMIT_STACK, ({stack_bytes}, {stack_bytes}))
        import core
        from search.solver import solve
    """) + textwrap.dedent(code)
    return subprocess.run([sys.executable, "-c", program], capture_output=True, text=True,
                          cwd=ROOT, timeout=300)


def test_a_game_deeper_than_the_stack_stops_at_the_depth_limit_instead_of_crashing():
    # Autonomous Assembler grows a counter a turn and Isochron Scepter's Lightning Helix gains
    # 3 life a turn: the proof search's path went deeper than an 8 MB stack and the process
    # died (SIGSEGV) in the dev-set run of stop 25.
    result = run_with_stack(8 << 20, """
        game = core.load_game("threecb", decks=("Autonomous Assembler, Mox Sapphire, Plains",
                                                "City of Traitors, Isochron Scepter, Lightning Helix"),
                              banlist="none")
        r = solve(game.new_initial_state(0), method="alphabeta", lines=False, seconds=120)
        print(r.status, r.value)
    """)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["depth", "limit", "None"]


def test_auto_answers_a_game_too_deep_for_the_stack_by_retrograde_analysis():
    # With about 1.2 MB of stack the proof search may go some 80 plies: not deep enough for
    # Goblin Guide against a turn-one Rotting Regisaur (see test_solve.py: the Regisaur deck
    # wins on the draw). `auto` turns to the graph, which has no depth to run out of.
    result = run_with_stack(1200 << 10, """
        game = core.load_game("threecb", decks=("Mountain, Goblin Guide, Lightning Bolt",
                                                "Swamp, Dark Ritual, Rotting Regisaur"),
                              banlist="none")
        state = game.new_initial_state(0)
        for method in ("alphabeta", "auto"):
            r = solve(state, method=method, lines=False)
            print(method, r.status, r.value, r.method)
    """)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == ["alphabeta depth limit None alphabeta",
                                          "auto complete -1 retrograde"]
