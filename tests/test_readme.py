"""The README's Quick start is what CI runs: exactly two commands, the second the test command."""
import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def load_quickstart():
    spec = importlib.util.spec_from_file_location("quickstart", ROOT / ".ci" / "quickstart.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.quickstart_commands((ROOT / "README.md").read_text())


def test_quick_start_has_exactly_two_commands():
    install, test = load_quickstart()
    assert "pip install" in install and "cardtree play kingtaco" in install
    assert 'pip install -e ".[test]"' in test and "pytest" in test


def test_ci_runs_the_readme_test_command():
    ci = (ROOT / ".ci" / "run").read_text()
    assert "quickstart.py test" in ci and "venv" in ci
