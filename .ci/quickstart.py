"""Prints a command from the README's Quick start block: `install` (the first) or `test` (the second).

.ci/run uses it so that CI runs exactly the test command the README gives.
"""
import re
import sys
from pathlib import Path


def quickstart_commands(readme: str) -> list[str]:
    section = readme.split("## Quick start", 1)[1]
    block = re.search(r"```(?:bash|sh)?\n(.*?)```", section, re.S).group(1)
    return [line.strip() for line in block.splitlines() if line.strip() and not line.startswith("#")]


if __name__ == "__main__":
    commands = quickstart_commands(Path(__file__).resolve().parent.parent.joinpath("README.md").read_text())
    print(commands[{"install": 0, "test": 1}[sys.argv[1]]])
