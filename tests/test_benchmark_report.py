"""benchmarks/report.py turns one pytest-benchmark JSON into the README's speed tables."""
import importlib.util
from pathlib import Path

REPORT = Path(__file__).resolve().parents[1] / "benchmarks" / "report.py"


def load_report():
    spec = importlib.util.spec_from_file_location("benchmark_report", REPORT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def bench(file, name, median, **extra_info):
    return {"fullname": f"benchmarks/{file}::{name}", "name": name,
            "stats": {"median": median}, "extra_info": extra_info}


def test_same_test_name_in_two_files_stays_apart():
    report = load_report()
    run = report.Run({"benchmarks": [
        bench("test_kingtaco_speed.py", "test_clone", 300e-9),
        bench("test_unicorns_speed.py", "test_clone", 900e-9),
        bench("test_threecb_speed.py", "test_clone", 2e-6),
    ]})
    assert run.median("kingtaco::test_clone") == 300e-9
    assert run.median("unicorns::test_clone") == 900e-9
    assert run.median("threecb::test_clone") == 2e-6
    text = report.render(run)
    assert "| King Taco (4p) `clone()` from Python | 300 ns |" in text
    assert "| Unstable Unicorns (6p) `clone()` from Python | 900 ns |" in text
    assert "| 3 Card Blind (mid-game) `clone()` from Python | 2 µs |" in text


def test_targets_are_judged_from_the_run():
    report = load_report()
    run = report.Run({"benchmarks": [
        bench("test_unicorns_speed.py", "test_play_random_games[6]", 0.05, games_per_s=20_000.0,
              games=1000),
        bench("test_threecb_solver_speed.py", "test_solve_real_pairings[retrograde]", 10.0,
              pairings=16, game_seconds=30.0, median_pairing_seconds=0.5,
              max_pairing_seconds=9.0, states=1_000_000, states_per_s=400_000.0,
              unknown_pairings=1),
        bench("test_threecb_solver_speed.py", "test_solve_real_pairings[alphabeta]", 1.0,
              pairings=16, game_seconds=30.0, median_pairing_seconds=0.05,
              max_pairing_seconds=0.5, states=1_000_000, states_per_s=450_000.0,
              positions=2_500_000, positions_per_s=2_250_000.0, unknown_pairings=0),
    ]})
    rows = {row[0]: row for row in report.ratio_rows(run)}
    positions = rows["3 Card Blind solver positions/s, as nodes are counted by the one open "
                     "solver (alphabeta, real pairings)"]
    assert positions[1:] == ("2.25 M positions/s", "≥ 2 M positions/s", "met")
    assert not any(label.startswith("3 Card Blind solver positions/s") and "retrograde" in label
                   for label in rows)                      # not measured there in this run
    assert rows["3 Card Blind solver, median pairing (alphabeta, real pairings)"][1:] == \
        ("50 ms", "< 100 ms", "met")
    assert rows["3 Card Blind solver states/s (alphabeta, real pairings)"][3] == "**not met**"
    assert rows["Unstable Unicorns (6p) random games/s in a kernel, one core"][3] == "met"
    states = rows["3 Card Blind solver states/s (retrograde, real pairings)"]
    assert states[1:] == ("400 k states/s", "≥ 2 M states/s", "**not met**")
    median = rows["3 Card Blind solver, median pairing (retrograde, real pairings)"]
    assert median[1:] == ("500 ms", "< 100 ms", "**not met**")
    solver = report.solver_rows(run)[0]
    assert solver[1] == "500 ms" and "1 pairing(s) hit the 30.0 s limit" in solver[2]


def test_the_solver_rows_give_the_rate_of_the_games_solved_apart():
    report = load_report()
    run = report.Run({"benchmarks": [
        bench("test_threecb_solver_speed.py", "test_solve_real_pairings[alphabeta]", 40.0,
              pairings=16, game_seconds=30.0, median_pairing_seconds=0.03,
              max_pairing_seconds=36.0, states=40_000_000, states_per_s=1_000_000.0,
              finished_states=8_000_000, finished_states_per_s=450_000.0,
              positions=60_000_000, positions_per_s=1_500_000.0,
              finished_positions=16_000_000, finished_positions_per_s=900_000.0,
              unknown_pairings=1),
    ]})
    alphabeta = {row[0]: row for row in report.solver_rows(run)}[
        "3 Card Blind exact solver (alphabeta), median pairing of 16 real pairings"]
    assert alphabeta[2].startswith("1 M states/s over 40,000,000 states (450 k states/s over the "
                                   "8,000,000 states of the games solved); 1.5 M positions/s "
                                   "reached, counted as the one open solver counts nodes (900 k "
                                   "positions/s in the games solved); slowest pairing 36 s")


def test_the_jobs_rows_give_both_times_and_their_ratio():
    report = load_report()
    pairing = "Deck A vs Deck B"
    run = report.Run({"benchmarks": [
        bench("test_threecb_solver_speed.py", "test_solve_a_pairing_with_jobs[1]", 9.0,
              pairing=pairing, jobs=1, states=4_658_031),
        bench("test_threecb_solver_speed.py", "test_solve_a_pairing_with_jobs[2]", 5.0,
              pairing=pairing, jobs=2, states=4_658_031),
    ]})
    rows = {row[0]: row for row in report.solver_rows(run)}
    one = rows["3 Card Blind `solve` of one pairing with lines, --jobs 1 (Deck A vs Deck B)"]
    two = rows["3 Card Blind `solve` of one pairing with lines, --jobs 2 (Deck A vs Deck B)"]
    assert one[1:] == ("9 s", "4,658,031 states")
    assert two[1:] == ("5 s", "4,658,031 states; 1.8× as fast as --jobs 1")
