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
SEARCHES = (
    ("test_so_ismcts_kingtaco_random_rollouts", "SO-ISMCTS, King Taco (4p), random rollouts"),
    ("test_so_ismcts_kingtaco_rule_rollouts", "SO-ISMCTS, King Taco (4p), rule-based rollouts"),
    ("test_so_ismcts_kingtaco_truncated", "SO-ISMCTS, King Taco (4p), rollouts cut at depth 8"),
    ("test_so_ismcts_kingtaco_loop_only", "SO-ISMCTS, King Taco (4p), loop only (depth 0)"),
    ("test_mo_ismcts_kingtaco_random_rollouts", "MO-ISMCTS, King Taco (4p), random rollouts"),
    ("test_openspiel_ismcts_hearts", "OpenSpiel C++ ISMCTS, Hearts, one random rollout each"),
)

PEER_MODULES = {"openspiel": "pyspiel", "rlcard": "rlcard"}
PEER_BENCHMARKS = {
    "test_openspiel_ismcts_hearts": "openspiel",
    "test_openspiel_hearts_clone": "openspiel",
    "test_openspiel_hearts_clone_dealt": "openspiel",
    "test_rlcard_uno_game": "rlcard",
    "test_rlcard_uno_raw_game": "rlcard",
    "test_rlcard_uno_deepcopy": "rlcard",
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

class Run:
    """The benchmarks of one pytest-benchmark JSON, by test name (e.g. "test_clone")."""

    def __init__(self, data: dict):
        self.data = data
        self.by_name = {bench["name"]: bench for bench in data.get("benchmarks", [])}

    def median(self, name: str) -> float | None:
        """The median time of one call (of a round divided by its calls_per_round, if any)."""
        bench = self.by_name.get(name)
        if bench is None:
            return None
        return bench["stats"]["median"] / bench.get("extra_info", {}).get("calls_per_round", 1)

    def info(self, name: str) -> dict:
        bench = self.by_name.get(name)
        return bench.get("extra_info", {}) if bench else {}

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


# --- the tables -------------------------------------------------------------------------------

def measurement_rows(run: Run) -> list[tuple[str, str, str]]:
    """(measurement, median, notes) for every benchmark the README reports."""
    rows = []

    def add(name, label, notes=""):
        median = run.median(name)
        rows.append((label, format_time(median) if median is not None else run.missing(name),
                     notes if median is not None else ""))

    legal = run.info("test_legal_actions").get("num_legal_actions")
    add("test_clone", "King Taco (4p) `clone()` from Python")
    add("test_copy_from", "King Taco (4p) `copy_from(state)` from Python", "restore, no allocation")
    size = run.info("test_kernel_clone").get("state_bytes")
    add("test_kernel_clone", "King Taco (4p) clone inside a kernel",
        f"memcpy of the {size}-byte state into a preallocated buffer" if size else "")
    add("test_determinize", "King Taco (4p) `determinize(player, seed)`")
    add("test_legal_actions", "King Taco (4p) `legal_actions()`",
        f"{legal} legal actions" if legal is not None else "")
    action = run.info("test_clone_and_apply_action").get("action", "")
    add("test_clone_and_apply_action", "King Taco (4p) `clone()` + `apply_action(a)`",
        f"a = {action}" if action else "")
    calls = run.info("test_apply_action_batch").get("calls_per_round")
    add("test_apply_action_batch", "King Taco (4p) `apply_action(a)` alone",
        f"same a, on fresh clones made outside the timing ({calls} per round)")
    add("test_information_key", "King Taco (4p) `information_key(player)`")

    rollout = run.info("test_rollout")
    add("test_rollout", "King Taco (4p) `state.rollout(seed)`, one game", "; ".join(filter(None, [
        format_rate(rollout["actions_per_s"], "actions") if "actions_per_s" in rollout else "",
        format_rate(rollout["games_per_s"], "games") if "games_per_s" in rollout else "",
        f"mean length {rollout['mean_game_length']:.1f} actions"
        if "mean_game_length" in rollout else "",
    ])))
    for players in (2, 4, 8):
        name = f"test_play_random_games[{players}]"
        info = run.info(name)
        notes = ""
        if "actions_per_s" in info:
            notes = (f"{format_rate(info['actions_per_s'], 'actions')}; "
                     f"{format_rate(info['games_per_s'], 'games')}; "
                     f"mean length {info['mean_game_length']:.1f} actions "
                     f"({info['mean_turns']:.1f} turns)")
        games = info.get("games", "N")
        add(name, f"King Taco ({players}p) `play_random_games`, {games} games per call", notes)

    hearts_decisions = run.info("test_openspiel_hearts_clone").get("decisions_after_deal", "?")
    add("test_openspiel_hearts_clone", "OpenSpiel Hearts `state.clone()` (mid-game)",
        f"after the deal and {hearts_decisions} random decisions")
    add("test_openspiel_hearts_clone_dealt", "OpenSpiel Hearts `state.clone()` (just dealt)",
        "for comparison: no history past the deal")
    for name, label in (("test_rlcard_uno_game", "RLCard UNO, one random game via `env.run()`"),
                        ("test_rlcard_uno_raw_game", "RLCard UNO, one random game, raw game loop")):
        info = run.info(name)
        notes = ""
        if "games_per_s" in info:
            notes = (f"{info.get('num_players', '?')} players; "
                     f"{format_rate(info['games_per_s'], 'games')}; "
                     f"{format_rate(info['decisions_per_s'], 'decisions')}; "
                     f"mean {info['mean_decisions_per_game']:.1f} decisions")
        add(name, label, notes)
    add("test_rlcard_uno_deepcopy", "RLCard UNO `copy.deepcopy(env.game)` (mid-game)")
    for name, label in SEARCHES:
        per_iteration = run.median(name)
        add(name, label + ", per iteration",
            format_rate(1 / per_iteration, "iterations") if per_iteration else "")
    return rows


def verdict(met: bool) -> str:
    return "met" if met else "**not met**"


def ratio_rows(run: Run) -> list[tuple[str, str, str, str]]:
    """(ratio, value, target, verdict): the comparisons DESIGN.md judges us by."""
    rows = []
    clone = run.median("test_clone")

    for name, label in (("test_openspiel_hearts_clone",
                         "King Taco clone ÷ OpenSpiel Hearts clone (mid-game)"),
                        ("test_openspiel_hearts_clone_dealt",
                         "King Taco clone ÷ OpenSpiel Hearts clone (just dealt)")):
        hearts = run.median(name)
        if clone is None or hearts is None:
            why = run.missing(name) if hearts is None else "not measured"
            rows.append((label, why, f"≤ {CLONE_RATIO_TARGET}×", ""))
        else:
            ratio = clone / hearts
            rows.append((label, format_ratio(ratio), f"≤ {CLONE_RATIO_TARGET}×",
                         verdict(ratio <= CLONE_RATIO_TARGET)))

    kernel_clone = run.median("test_kernel_clone")
    if kernel_clone is not None:
        rows.append(("King Taco clone inside a kernel", format_time(kernel_clone),
                     f"≤ {format_time(KERNEL_CLONE_TARGET)}",
                     verdict(kernel_clone <= KERNEL_CLONE_TARGET)))

    target = format_rate(KERNEL_ACTIONS_TARGET, "actions")
    for name, label in (("test_play_random_games[4]", "King Taco (4p) kernel actions/s, "
                                                      "`play_random_games`"),
                        ("test_rollout", "King Taco (4p) kernel actions/s, `state.rollout`")):
        info = run.info(name)
        if "actions_per_s" in info:
            rows.append((label, format_rate(info["actions_per_s"], "actions"), f"≥ {target}",
                         verdict(info["actions_per_s"] >= KERNEL_ACTIONS_TARGET)))
        else:
            rows.append((label, "not measured", f"≥ {target}", ""))

    rows += search_ratio_rows(run)

    uno = run.info("test_rlcard_uno_game")
    ours_2p = run.info("test_play_random_games[2]")
    ours_4p = run.info("test_play_random_games[4]")
    if "games_per_s" not in uno:
        why = run.missing("test_rlcard_uno_game")
        rows.append(("King Taco (2p) games/s ÷ RLCard UNO (2p) games/s", why, "", ""))
        rows.append(("King Taco (4p) kernel actions/s ÷ RLCard UNO env decisions/s", why, "", ""))
    else:
        if "games_per_s" in ours_2p:
            rows.append(("King Taco (2p) games/s ÷ RLCard UNO (2p) games/s",
                         format_ratio(ours_2p["games_per_s"] / uno["games_per_s"]), "", ""))
        if "actions_per_s" in ours_4p:
            rows.append(("King Taco (4p) kernel actions/s ÷ RLCard UNO env decisions/s",
                         format_ratio(ours_4p["actions_per_s"] / uno["decisions_per_s"]), "", ""))

    deepcopy = run.median("test_rlcard_uno_deepcopy")
    if clone is None or deepcopy is None:
        why = run.missing("test_rlcard_uno_deepcopy") if deepcopy is None else "not measured"
        rows.append(("RLCard UNO deepcopy ÷ King Taco clone", why, "", ""))
    else:
        rows.append(("RLCard UNO deepcopy ÷ King Taco clone", format_ratio(deepcopy / clone),
                     "", ""))
    return rows


def search_ratio_rows(run: Run) -> list[tuple[str, str, str, str]]:
    rows = []
    full = run.median("test_so_ismcts_kingtaco_random_rollouts")
    loop = run.median("test_so_ismcts_kingtaco_loop_only")
    truncated = run.median("test_so_ismcts_kingtaco_truncated")
    hearts = run.median("test_openspiel_ismcts_hearts")
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
                         run.missing("test_openspiel_ismcts_hearts"), "≥ 1×", ""))
    return rows


def markdown_table(header: tuple[str, ...], rows: list[tuple[str, ...]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


def render(run: Run) -> str:
    when = run.data.get("datetime", "?")[:19].replace("T", " ")
    return "\n\n".join([
        f"Speed, medians of one `pytest benchmarks/` run ({run.machine()}; {when} UTC).",
        markdown_table(("Measurement", "Median", "Notes"), measurement_rows(run)),
        "Ratios, from the same run:",
        markdown_table(("Ratio", "Value", "Target", "Verdict"), ratio_rows(run)),
    ])


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
