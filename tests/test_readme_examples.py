"""Every example the README and wormlib's docstrings give runs as written.

The command-line examples of README.md run in a subprocess and exit 0; every position, action
and doctest in README.md and in wormlib's docstrings parses or passes.
"""

from __future__ import annotations

import ast
import doctest
import importlib
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from wormlib.cli import COMMANDS
from wormlib.regenwormen.actions import parse_action
from wormlib.regenwormen.game import parse_position

ROOT = Path(__file__).parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
#: Every module of wormlib, in the core and in each game.
WORMLIB = sorted((ROOT / "wormlib").rglob("*.py"))
POSITION = re.compile(r"m:\S+ x:\S+ s:\S+ p:\S+ k:\S+ r:[^\s`'\"]+")


def readme_commands() -> list[str]:
    """The ``python -m wormlib`` lines of the README's shell blocks (continuations joined)."""
    blocks = re.findall(r"```sh\n(.*?)```", README, re.DOTALL)
    lines = "\n".join(blocks).replace("\\\n", " ").splitlines()
    return [line.strip() for line in lines if line.strip().startswith("uv run python -m wormlib")]


def docstrings(path: Path) -> list[str]:
    """The docstrings of a module, its classes and its functions."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    kinds = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
    return [
        text
        for node in ast.walk(tree)
        if isinstance(node, kinds)
        if (text := ast.get_docstring(node))
    ]


def test_the_readme_shows_every_command() -> None:
    commands = readme_commands()
    named = {module.__name__.rsplit(".", 1)[-1] for module in COMMANDS}
    assert {shlex.split(c)[5] for c in commands} == named


@pytest.mark.parametrize("command", readme_commands())
def test_a_readme_command_runs(command: str) -> None:
    words = shlex.split(command)
    assert words[:3] == ["uv", "run", "python"]
    done = subprocess.run(
        [sys.executable, *words[3:]],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert (done.returncode, done.stderr) == (0, ""), command
    assert done.stdout.strip()


def readme_positions() -> list[str]:
    return POSITION.findall(README)


def test_the_readme_gives_a_position() -> None:
    assert readme_positions()


@pytest.mark.parametrize("text", readme_positions())
def test_a_readme_position_parses_and_writes_back(text: str) -> None:
    assert parse_position(text).notation() == text


def readme_actions() -> list[str]:
    (line,) = [line for line in README.splitlines() if line.startswith("Actions:")]
    return re.findall(r"`([^`]+)`", line)


@pytest.mark.parametrize("text", readme_actions())
def test_a_readme_action_parses_and_writes_back(text: str) -> None:
    assert str(parse_action(text)) == text


def test_the_readme_refuses_the_position_it_says_is_unreachable() -> None:
    assert "`k:11111111 r:-` is refused" in README
    with pytest.raises(ValueError, match="already busted"):
        parse_position("m:21-36 x:- s:-/- p:0 k:11111111 r:-")


def docstring_positions() -> list[tuple[str, str]]:
    return [
        (path.name, text)
        for path in WORMLIB
        for doc in docstrings(path)
        for text in POSITION.findall(doc)
    ]


def test_wormlib_docstrings_give_positions() -> None:
    assert docstring_positions()


@pytest.mark.parametrize(("module", "text"), docstring_positions())
def test_a_docstring_position_parses(module: str, text: str) -> None:
    assert parse_position(text).notation() == text


def docstring_actions() -> list[str]:
    """The notation column of the table in wormlib.regenwormen.actions."""
    (doc, *_) = docstrings(ROOT / "wormlib" / "regenwormen" / "actions.py")
    rows = re.findall(r"^(\S+(?: \S+)?)\s{2,}\w+\(", doc, re.MULTILINE)
    return [row for row in rows if row != "notation"]


def test_the_actions_table_lists_five_actions() -> None:
    assert docstring_actions() == ["roll", "11245WWW", "keep W", "take 27", "stop"]


@pytest.mark.parametrize("text", docstring_actions())
def test_a_docstring_action_parses_and_writes_back(text: str) -> None:
    assert str(parse_action(text)) == text


def module_name(path: Path) -> str:
    """wormlib/rummikub/melds.py -> wormlib.rummikub.melds; a package's __init__ is the package."""
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules_with_doctests() -> list[str]:
    return [module_name(p) for p in WORMLIB if ">>>" in p.read_text(encoding="utf-8")]


def test_doctests_are_found_in_every_game() -> None:
    """Examples under wormlib/rummikub/ run too, not only those of the top folder."""
    found = modules_with_doctests()
    assert any(name.startswith("wormlib.regenwormen") for name in found), found
    assert any(name.startswith("wormlib.rummikub") for name in found), found


@pytest.mark.parametrize("name", modules_with_doctests())
def test_docstring_examples_pass(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)  # examples name files such as examples/sample_game.json
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0
