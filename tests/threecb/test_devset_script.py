"""benchmarks/threecb_devset.py's report (TB-10): coverage, agreement with the judged points,
the disagreements with their lines, and why each unknown pairing is unknown."""
import importlib.util
from pathlib import Path

from search.threecb import GameSolution
from search.threecb_metagame import crashed_game

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"

ORACLE = ("Island", "Island", "Thassa's Oracle")
PLAINS = ("Plains", "Plains", "Plains")
BOLTS = ("Lightning Bolt", "Lightning Bolt", "Mountain")


def load_script(monkeypatch):
    monkeypatch.syspath_prepend(str(BENCHMARKS))      # the script imports benchmarks_support
    spec = importlib.util.spec_from_file_location("threecb_devset", BENCHMARKS / "threecb_devset.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def game(play, draw, winner):
    return GameSolution(play, draw, winner, "complete", 10, 0.01, [], [f"{winner} line"])


def test_report_counts_agreement_lists_disagreements_and_says_why_games_are_unknown(monkeypatch):
    script = load_script(monkeypatch)
    pairings = [("a", "b", 6), ("c", "d", 0), ("e", "f", 3), ("g", "h", 2)]   # one unsupported
    usable = [(ORACLE, PLAINS, 6, "r1"), (PLAINS, BOLTS, 0, "Judges missed the draw."),
              (ORACLE, BOLTS, 3, "r3")]
    games = {(ORACLE, PLAINS): game(ORACLE, PLAINS, "play"),
             (PLAINS, ORACLE): game(PLAINS, ORACLE, "draw"),         # Oracle wins both: A 6
             (PLAINS, BOLTS): game(PLAINS, BOLTS, "none"),
             (BOLTS, PLAINS): game(BOLTS, PLAINS, "none"),           # two draws: A 2, judged 0
             (ORACLE, BOLTS): crashed_game(ORACLE, BOLTS, -11)}
    report = script.render(pairings, usable, games, "not solved within 30 s per game", "auto",
                           respelled=1)
    assert ("- Pairings whose six cards the engine supports (coverage): 3 (75.0%; "
            "1 of them with a card name misspelled in the data, read through "
            "benchmarks/threecb_devset_spellings.py)") in report
    assert "- Solved exactly: 2; unknown (not solved within 30 s per game): 1" in report
    assert "- Agreement with the judged points: 1 of 2 (50.0%)" in report
    disagreements = report.split("## Disagreements")[1].split("## Unknown")[0]
    assert "### Plains, Plains, Plains vs Lightning Bolt, Lightning Bolt, Mountain" in disagreements
    assert "Judged: A 0 points. Solver: A 2 (A on the play: D; on the draw: D)." in disagreements
    assert "Review: Judges missed the draw." in disagreements
    assert "Thassa's Oracle" not in disagreements
    assert report.split("## Unknown")[1].strip() == (
        "- Island, Island, Thassa's Oracle vs Lightning Bolt, Lightning Bolt, Mountain "
        "(judged 3); crashed: the solver's process died (killed by SIGSEGV)")


def test_misspelled_names_in_the_data_are_read_as_the_card_they_name(monkeypatch):
    script = load_script(monkeypatch)
    assert script.supported("Mox Saphire|Magus of the Mooooon|Swarm Shambler 🍄") == (
        "Magus of the Moon", "Mox Sapphire", "Swarm Shambler")
    assert script.misspelled("Island|Mox Saphire|Plains")
    assert not script.misspelled("Island|Mox Sapphire|Plains")
    assert script.supported("Cabal Therapist|Island|Island") is None    # a real card, not a typo


def test_every_spelling_is_no_card_of_its_own_and_names_a_supported_card(monkeypatch):
    from core.threecb.decks import lookup, normalize
    from core.threecb.pool import POOL_NAMES
    script = load_script(monkeypatch)
    known = {normalize(name) for name in POOL_NAMES}
    for spelling, card in script.SPELLINGS.items():
        assert spelling == normalize(spelling) and spelling not in known, spelling
        assert lookup(card) == card
