"""Runs the speed benchmarks and prints the README's Markdown table, ratios included.

    python benchmarks/report.py                  # run `pytest benchmarks/`, print the table
    python benchmarks/report.py --json out.json  # ... and keep pytest-benchmark's JSON there
    python benchmarks/report.py --from out.json  # print the table of an earlier run

Every number comes from one run, so the ratios compare like with like on the same machine
under the same load. Times are medians per call; the rates of batches are work per median batch time,
and the rates of single games (whose lengths vary) are total work over total measured time.
Targets are the ones in DESIGN.md, "How we judge ourselves".
"""
from __future__ import annotations

import argparse
import importlib
import json
import subprocess
import sys
import tempfile
from pathlib import Path

BENCHMARKS_DIR = Path(__file__).resolve().parent
REPO_ROOT = BENCHMARKS_DIR.parent

CLONE_RATIO_TARGET = 0.5           # our clone at most half of OpenSpiel's Hearts clone
KERNEL_ACTIONS_TARGET = 10_000_000  # King Taco actions/s in a kernel rollout, one core
KERNEL_CLONE_TARGET = 50e-9        # seconds: a clone inside a kernel
LOOP_SHARE_TARGET = 0.20           # the search loop's own share of an iteration
TRUNCATED_SEARCH_TARGET = 100_000  # ISMCTS iterations/s on King Taco, truncated rollouts
UNICORNS_GAMES_TARGET = 10_000     # six-player random Unstable Unicorns games/s, one core
SOLVER_STATES_TARGET = 2_000_000   # 3 Card Blind solver states/s, one core
SOLVER_PAIRING_TARGET = 0.1        # seconds: the median 3 Card Blind pairing
SEARCHES = (
    ("search::test_so_ismcts_kingtaco_random_rollouts", "SO-ISMCTS, King Taco (4p), random rollouts"),
    ("search::test_so_ismcts_kingtaco_rule_rollouts", "SO-ISMCTS, King Taco (4p), rule-based rollouts"),
    ("search::test_so_ismcts_kingtaco_truncated", "SO-ISMCTS, King Taco (4p), rollouts cut at depth 8"),
    ("search::test_so_ismcts_kingtaco_loop_only", "SO-ISMCTS, King Taco (4p), loop only (depth 0)"),
    ("search::test_mo_ismcts_kingtaco_random_rollouts", "MO-ISMCTS, King Taco (4p), random rollouts"),
    ("search::test_openspiel_ismcts_hearts", "OpenSpiel C++ ISMCTS, Hearts, one random rollout each"),
)

PEER_MODULES = {"openspiel": "pyspiel", "rlcard": "rlcard"}
PEER_BENCHMARKS = {
    "search::test_openspiel_ismcts_hearts": "openspiel",
    "peers::test_openspiel_hearts_clone": "openspiel",
    "peers::test_openspiel_hearts_clone_dealt": "openspiel",
    "peers::test_rlcard_uno_game": "rlcard",
    "peers::test_rlcard_uno_raw_game": "rlcard",
    "peers::test_rlcard_uno_deepcopy": "rlcard",
}


# --- formatting -------------------------------------------------------------------------------

def format_time(seconds: float) -> str:
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("µs", 1e-6)):
        if seconds >= scale:
            return f"{seconds / scale:.3g} {unit}"
    return f"{seconds / 1e-9:.3g} ns"


def format_rate(per_second: float, what: str) -> str:
    for suffix, scale in (("M", 1e6), ("k", 1e3)):
        if per_second >= scale:
            return f"{per_second / scale:.3g} {suffix} {what}/s"
    return f"{per_second:.3g} {what}/s"


def format_ratio(ratio: float) -> str:
    return f"{ratio:,.0f}×" if ratio >= 100 else f"{ratio:.3g}×"


def importable(module: str) -> bool:
    try:
        importlib.import_module(module)
    except ImportError:
        return False
    return True


# --- reading a run ----------------------------------------------------------------------------

def suite_of(fullname: str) -> str:
    """The benchmark file's short name: "benchmarks/test_unicorns_speed.py::..." -> "unicorns"."""
    stem = Path(fullname.split("::")[0]).stem
    return stem.removeprefix("test_").removesuffix("_speed")


class Run:
    """The benchmarks of one pytest-benchmark JSON, by "suite::test name" (e.g.
    "kingtaco::test_clone"): several files have a test_clone."""

    def __init__(self, data: dict):
        self.data = data
        self.by_name = {f"{suite_of(bench['fullname'])}::{bench['name']}": bench
                        for bench in data.get("benchmarks", [])}

    def median(self, name: str) -> float | None:
        """The median time of one call (of a round divided by its calls_per_round, if any)."""
        bench = self.by_name.get(name)
        if bench is None:
            return None
        return bench["stats"]["median"] / bench.get("extra_info", {}).get("calls_per_round", 1)

    def info(self, name: str) -> dict:
        bench = self.by_name.get(name)
        return bench.get("extra_info", {}) if bench else {}

    def names(self, prefix: str) -> list[str]:
        return [name for name in self.by_name if name.startswith(prefix)]

    def missing(self, name: str) -> str:
        """Why `name` has no result: a peer that is not installed, or it was not measured."""
        peer = PEER_BENCHMARKS.get(name)
        if peer and not importable(PEER_MODULES[peer]):
            return "peer not installed"
        return "not measured"

    def machine(self) -> str:
        info = self.data.get("machine_info", {})
        cpu = info.get("cpu", {})
        parts = [cpu.get("brand_raw") or info.get("machine", "?")]
        if cpu.get("count"):
            parts.append(f"{cpu['count']} cores")
        parts.append(f"Python {info.get('python_version', '?')}")
        return ", ".join(parts)


# --- the measurement tables -------------------------------------------------------------------

class Rows:
    """(measurement, median, notes) rows of one table."""

    def __init__(self, run: Run):
        self.run = run
        self.rows: list[tuple[str, str, str]] = []

    def add(self, name: str, label: str, notes: str = "") -> None:
        median = self.run.median(name)
        self.rows.append((label, format_time(median) if median is not None
                          else self.run.missing(name), notes if median is not None else ""))


def game_rates(info: dict, what: str = "actions") -> str:
    """"x M actions/s; y k games/s; mean length ..." from a benchmark's extra_info."""
    parts = []
    if "actions_per_s" in info:
        parts.append(format_rate(info["actions_per_s"], what))
    if "games_per_s" in info:
        parts.append(format_rate(info["games_per_s"], "games"))
    if "mean_game_length" in info:
        turns = f" ({info['mean_turns']:.1f} turns)" if "mean_turns" in info else ""
        parts.append(f"mean length {info['mean_game_length']:.1f} {what}{turns}")
    return "; ".join(parts)


def protocol_rows(rows: Rows, suite: str, game: str) -> None:
    """The state protocol from Python, and the clone a kernel pays, for one game."""
    run = rows.run
    size = run.info(f"{suite}::test_kernel_clone").get("state_bytes")
    rows.add(f"{suite}::test_clone", f"{game} `clone()` from Python")
    rows.add(f"{suite}::test_kernel_clone", f"{game} clone inside a kernel",
             f"memcpy of the {size}-byte state into a preallocated buffer" if size else "")
    rows.add(f"{suite}::test_determinize", f"{game} `determinize(player, seed)`")
    legal = run.info(f"{suite}::test_legal_actions").get("num_legal_actions")
    rows.add(f"{suite}::test_legal_actions", f"{game} `legal_actions()`",
             f"{legal} legal actions" if legal is not None else "")
    action = run.info(f"{suite}::test_clone_and_apply_action").get("action", "")
    rows.add(f"{suite}::test_clone_and_apply_action", f"{game} `clone()` + `apply_action(a)`",
             f"a = {action}" if action else "")
    rows.add(f"{suite}::test_information_key", f"{game} `information_key(player)`")


def kingtaco_rows(run: Run) -> list[tuple[str, str, str]]:
    rows = Rows(run)
    protocol_rows(rows, "kingtaco", "King Taco (4p)")
    rows.add("kingtaco::test_copy_from", "King Taco (4p) `copy_from(state)` from Python",
             "restore, no allocation")
    calls = run.info("kingtaco::test_apply_action_batch").get("calls_per_round")
    rows.add("kingtaco::test_apply_action_batch", "King Taco (4p) `apply_action(a)` alone",
             f"same a, on fresh clones made outside the timing ({calls} per round)")
    rows.add("kingtaco::test_rollout", "King Taco (4p) `state.rollout(seed)`, one game",
             game_rates(run.info("kingtaco::test_rollout")))
    for players in (2, 4, 8):
        name = f"kingtaco::test_play_random_games[{players}]"
        info = run.info(name)
        rows.add(name, f"King Taco ({players}p) `play_random_games`, "
                       f"{info.get('games', 'N')} games per call", game_rates(info))
    hearts_decisions = run.info("peers::test_openspiel_hearts_clone").get("decisions_after_deal", "?")
    rows.add("peers::test_openspiel_hearts_clone", "OpenSpiel Hearts `state.clone()` (mid-game)",
             f"after the deal and {hearts_decisions} random decisions")
    rows.add("peers::test_openspiel_hearts_clone_dealt", "OpenSpiel Hearts `state.clone()` (just dealt)",
             "for comparison: no history past the deal")
    for name, label in (("peers::test_rlcard_uno_game", "RLCard UNO, one random game via `env.run()`"),
                        ("peers::test_rlcard_uno_raw_game", "RLCard UNO, one random game, raw game loop")):
        info = run.info(name)
        notes = ""
        if "games_per_s" in info:
            notes = (f"{info.get('num_players', '?')} players; "
                     f"{format_rate(info['games_per_s'], 'games')}; "
                     f"{format_rate(info['decisions_per_s'], 'decisions')}; "
                     f"mean {info['mean_decisions_per_game']:.1f} decisions")
        rows.add(name, label, notes)
    rows.add("peers::test_rlcard_uno_deepcopy", "RLCard UNO `copy.deepcopy(env.game)` (mid-game)")
    return rows.rows


def search_rows(run: Run) -> list[tuple[str, str, str]]:
    rows = Rows(run)
    for name, label in SEARCHES:
        per_iteration = run.median(name)
        rows.add(name, label + ", per iteration",
                 format_rate(1 / per_iteration, "iterations") if per_iteration else "")
    return rows.rows


def unicorns_rows(run: Run) -> list[tuple[str, str, str]]:
    rows = Rows(run)
    for players in (2, 4, 6, 8):
        name = f"unicorns::test_play_random_games[{players}]"
        info = run.info(name)
        rows.add(name, f"Unstable Unicorns ({players}p) `play_random_games`, "
                       f"{info.get('games', 'N')} games per call", game_rates(info))
    rows.add("unicorns::test_rollout", "Unstable Unicorns (6p) `state.rollout(seed)`, one game",
             game_rates(run.info("unicorns::test_rollout")))
    protocol_rows(rows, "unicorns", "Unstable Unicorns (6p)")
    return rows.rows


def threecb_rows(run: Run) -> list[tuple[str, str, str]]:
    rows = Rows(run)
    info = run.info("threecb::test_play_random_games")
    rows.add("threecb::test_play_random_games",
             f"3 Card Blind `play_random_games`, {info.get('games', 'N')} games per call "
             "(8 real pairings)", game_rates(info))
    rows.add("threecb::test_rollout", "3 Card Blind `state.rollout(seed)`, one game",
             game_rates(run.info("threecb::test_rollout")))
    for name in run.names("threecb::test_explore_graph["):
        info = run.info(name)
        pairing = name.split("[", 1)[1].rstrip("]")
        notes = ""
        if "states_per_s" in info:
            notes = (f"{info['states']:,} states, {info['edges']:,} edges; "
                     f"{format_rate(info['states_per_s'], 'states')}")
        rows.add(name, f"3 Card Blind: explore the whole state graph, {pairing}", notes)
    protocol_rows(rows, "threecb", "3 Card Blind (mid-game)")
    rows.add("threecb::test_canonical_hash", "3 Card Blind (mid-game) `canonical_hash()`")
    options = run.info("threecb::test_block_a_huge_trampler_and_list_its_assignments").get("options")
    rows.add("threecb::test_block_a_huge_trampler_and_list_its_assignments",
             "3 Card Blind: block a 112-power trampler with a third creature, list its damage "
             "assignments", f"{options} options" if options else "")
    rows.add("threecb::test_apply_last_assignment_of_a_huge_trampler",
             "3 Card Blind: `clone()` + apply that trampler's last assignment")
    return [row for row in rows.rows if "determinize" not in row[0]]   # nothing hidden


def solver_rows(run: Run) -> list[tuple[str, str, str]]:
    rows = []
    for method in ("retrograde", "alphabeta"):
        info = run.info(f"threecb_solver::test_solve_real_pairings[{method}]")
        label = (f"3 Card Blind exact solver ({method}), median pairing of "
                 f"{info.get('pairings', 'N')} real pairings")
        if "median_pairing_seconds" not in info:
            rows.append((label, "not measured", ""))
            continue
        unknown = info["unknown_pairings"]
        notes = f"{format_rate(info['states_per_s'], 'states')} over {info['states']:,} states"
        if "finished_states_per_s" in info:
            notes += (f" ({format_rate(info['finished_states_per_s'], 'states')} over the "
                      f"{info['finished_states']:,} states of the games solved)")
        if "positions_per_s" in info:
            notes += (f"; {format_rate(info['positions_per_s'], 'positions')} reached, counted "
                      "as the one open solver counts nodes")
            if "finished_positions_per_s" in info:
                notes += (f" ({format_rate(info['finished_positions_per_s'], 'positions')} "
                          "in the games solved)")
        notes += (f"; slowest pairing {format_time(info['max_pairing_seconds'])}; "
                 f"{unknown} pairing(s) hit the {info.get('game_seconds', '?')} s limit per game")
        rows.append((label, format_time(info["median_pairing_seconds"]), notes))
    one = run.median("threecb_solver::test_solve_a_pairing_with_jobs[1]")
    for jobs in (1, 2):
        name = f"threecb_solver::test_solve_a_pairing_with_jobs[{jobs}]"
        info, median = run.info(name), run.median(name)
        label = (f"3 Card Blind `solve` of one pairing with lines, --jobs {jobs} "
                 f"({info.get('pairing', 'Forge/Rack')})")
        if median is None:
            rows.append((label, run.missing(name), ""))
            continue
        notes = f"{info['states']:,} states"
        if jobs == 2 and one:
            notes += f"; {format_ratio(one / median)} as fast as --jobs 1"
        rows.append((label, format_time(median), notes))
    return rows


# --- the ratios -----------------------------------------------------------------------------

def verdict(met: bool) -> str:
    return "met" if met else "**not met**"


def ratio_rows(run: Run) -> list[tuple[str, str, str, str]]:
    """(ratio, value, target, verdict): the comparisons DESIGN.md judges us by."""
    rows = []
    clone = run.median("kingtaco::test_clone")

    for name, label in (("peers::test_openspiel_hearts_clone",
                         "King Taco clone ÷ OpenSpiel Hearts clone (mid-game)"),
                        ("peers::test_openspiel_hearts_clone_dealt",
                         "King Taco clone ÷ OpenSpiel Hearts clone (just dealt)")):
        hearts = run.median(name)
        if clone is None or hearts is None:
            why = run.missing(name) if hearts is None else "not measured"
            rows.append((label, why, f"≤ {CLONE_RATIO_TARGET}×", ""))
        else:
            ratio = clone / hearts
            rows.append((label, format_ratio(ratio), f"≤ {CLONE_RATIO_TARGET}×",
                         verdict(ratio <= CLONE_RATIO_TARGET)))

    kernel_clone = run.median("kingtaco::test_kernel_clone")
    if kernel_clone is not None:
        rows.append(("King Taco clone inside a kernel", format_time(kernel_clone),
                     f"≤ {format_time(KERNEL_CLONE_TARGET)}",
                     verdict(kernel_clone <= KERNEL_CLONE_TARGET)))

    target = format_rate(KERNEL_ACTIONS_TARGET, "actions")
    for name, label in (("kingtaco::test_play_random_games[4]", "King Taco (4p) kernel actions/s, "
                                                      "`play_random_games`"),
                        ("kingtaco::test_rollout", "King Taco (4p) kernel actions/s, `state.rollout`")):
        info = run.info(name)
        if "actions_per_s" in info:
            rows.append((label, format_rate(info["actions_per_s"], "actions"), f"≥ {target}",
                         verdict(info["actions_per_s"] >= KERNEL_ACTIONS_TARGET)))
        else:
            rows.append((label, "not measured", f"≥ {target}", ""))

    rows += search_ratio_rows(run)
    rows += game_target_rows(run)

    uno = run.info("peers::test_rlcard_uno_game")
    ours_2p = run.info("kingtaco::test_play_random_games[2]")
    ours_4p = run.info("kingtaco::test_play_random_games[4]")
    if "games_per_s" not in uno:
        why = run.missing("peers::test_rlcard_uno_game")
        rows.append(("King Taco (2p) games/s ÷ RLCard UNO (2p) games/s", why, "", ""))
        rows.append(("King Taco (4p) kernel actions/s ÷ RLCard UNO env decisions/s", why, "", ""))
    else:
        if "games_per_s" in ours_2p:
            rows.append(("King Taco (2p) games/s ÷ RLCard UNO (2p) games/s",
                         format_ratio(ours_2p["games_per_s"] / uno["games_per_s"]), "", ""))
        if "actions_per_s" in ours_4p:
            rows.append(("King Taco (4p) kernel actions/s ÷ RLCard UNO env decisions/s",
                         format_ratio(ours_4p["actions_per_s"] / uno["decisions_per_s"]), "", ""))

    deepcopy = run.median("peers::test_rlcard_uno_deepcopy")
    if clone is None or deepcopy is None:
        why = run.missing("peers::test_rlcard_uno_deepcopy") if deepcopy is None else "not measured"
        rows.append(("RLCard UNO deepcopy ÷ King Taco clone", why, "", ""))
    else:
        rows.append(("RLCard UNO deepcopy ÷ King Taco clone", format_ratio(deepcopy / clone),
                     "", ""))
    return rows


def search_ratio_rows(run: Run) -> list[tuple[str, str, str, str]]:
    rows = []
    full = run.median("search::test_so_ismcts_kingtaco_random_rollouts")
    loop = run.median("search::test_so_ismcts_kingtaco_loop_only")
    truncated = run.median("search::test_so_ismcts_kingtaco_truncated")
    hearts = run.median("search::test_openspiel_ismcts_hearts")
    if full and loop:
        share = loop / full
        rows.append(("Search loop's share of a full-rollout ISMCTS iteration", f"{share:.1%}",
                     f"< {LOOP_SHARE_TARGET:.0%}", verdict(share < LOOP_SHARE_TARGET)))
    if truncated:
        rate = 1 / truncated
        rows.append(("SO-ISMCTS iterations/s, King Taco, truncated rollouts",
                     format_rate(rate, "iterations"),
                     f"≥ {format_rate(TRUNCATED_SEARCH_TARGET, 'iterations')}",
                     verdict(rate >= TRUNCATED_SEARCH_TARGET)))
    if full:
        if hearts:
            rows.append(("SO-ISMCTS (King Taco, full rollouts) ÷ OpenSpiel ISMCTS (Hearts), iterations/s",
                         format_ratio(hearts / full), "≥ 1×", verdict(hearts / full >= 1)))
        else:
            rows.append(("SO-ISMCTS (King Taco, full rollouts) ÷ OpenSpiel ISMCTS (Hearts)",
                         run.missing("search::test_openspiel_ismcts_hearts"), "≥ 1×", ""))
    return rows


def game_target_rows(run: Run) -> list[tuple[str, str, str, str]]:
    """The Unstable Unicorns and 3 Card Blind solver targets of their issues."""
    rows = []
    info = run.info("unicorns::test_play_random_games[6]")
    target = f"≥ {format_rate(UNICORNS_GAMES_TARGET, 'games')}"
    label = "Unstable Unicorns (6p) random games/s in a kernel, one core"
    if "games_per_s" in info:
        rows.append((label, format_rate(info["games_per_s"], "games"), target,
                     verdict(info["games_per_s"] >= UNICORNS_GAMES_TARGET)))
    else:
        rows.append((label, "not measured", target, ""))
    states_target = f"≥ {format_rate(SOLVER_STATES_TARGET, 'states')}"
    pairing_target = f"< {format_time(SOLVER_PAIRING_TARGET)}"
    for method in ("alphabeta", "retrograde"):        # the default method first
        info = run.info(f"threecb_solver::test_solve_real_pairings[{method}]")
        states_label = f"3 Card Blind solver states/s ({method}, real pairings)"
        pairing_label = f"3 Card Blind solver, median pairing ({method}, real pairings)"
        if "states_per_s" not in info:
            rows.append((states_label, "not measured", states_target, ""))
            rows.append((pairing_label, "not measured", pairing_target, ""))
            continue
        rows.append((states_label, format_rate(info["states_per_s"], "states"), states_target,
                     verdict(info["states_per_s"] >= SOLVER_STATES_TARGET)))
        if "positions_per_s" in info:
            rows.append((f"3 Card Blind solver positions/s, as nodes are counted by the one "
                         f"open solver ({method}, real pairings)",
                         format_rate(info["positions_per_s"], "positions"),
                         f"≥ {format_rate(SOLVER_STATES_TARGET, 'positions')}",
                         verdict(info["positions_per_s"] >= SOLVER_STATES_TARGET)))
        rows.append((pairing_label, format_time(info["median_pairing_seconds"]), pairing_target,
                     verdict(info["median_pairing_seconds"] < SOLVER_PAIRING_TARGET)))
    return rows


def markdown_table(header: tuple[str, ...], rows: list[tuple[str, ...]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


def render(run: Run) -> str:
    when = run.data.get("datetime", "?")[:19].replace("T", " ")
    header = ("Measurement", "Median", "Notes")
    parts = [f"Speed, medians of one `pytest benchmarks/` run ({run.machine()}; {when} UTC)."]
    for title, rows in (("King Taco and its peers", kingtaco_rows(run)),
                        ("Search", search_rows(run)),
                        ("Unstable Unicorns", unicorns_rows(run)),
                        ("3 Card Blind engine", threecb_rows(run)),
                        ("3 Card Blind exact solver", solver_rows(run))):
        parts += [f"{title}:", markdown_table(header, rows)]
    parts += ["Ratios and targets, from the same run:",
              markdown_table(("Ratio", "Value", "Target", "Verdict"), ratio_rows(run))]
    return "\n\n".join(parts)


# --- running the benchmarks -------------------------------------------------------------------

def run_benchmarks(json_path: Path) -> int:
    """Runs `pytest benchmarks/` writing pytest-benchmark JSON; pytest's output goes to stderr."""
    command = [sys.executable, "-m", "pytest", str(BENCHMARKS_DIR), "-q",
               f"--benchmark-json={json_path}"]
    print("running:", " ".join(command), file=sys.stderr, flush=True)
    return subprocess.run(command, cwd=REPO_ROOT, stdout=sys.stderr).returncode


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", type=Path, metavar="FILE",
                        help="keep the run's pytest-benchmark JSON in FILE")
    parser.add_argument("--from", dest="source", type=Path, metavar="FILE",
                        help="print the table of an existing pytest-benchmark JSON; run nothing")
    args = parser.parse_args(argv)

    status = 0
    if args.source is not None:
        data = json.loads(args.source.read_text())
    else:
        with tempfile.TemporaryDirectory() as scratch:
            json_path = args.json if args.json is not None else Path(scratch) / "benchmarks.json"
            status = run_benchmarks(json_path)
            if not json_path.exists():
                print(f"pytest exited with status {status} and wrote no results",
                      file=sys.stderr)
                return status or 1
            data = json.loads(json_path.read_text())
        if status != 0:
            print(f"warning: pytest exited with status {status}; the table shows what ran",
                  file=sys.stderr)

    print(render(Run(data)))
    return status


if __name__ == "__main__":
    sys.exit(main())
