"""The engine's layers: a game imports only the core, the core imports no game, and only the
Jupyter display hooks import on use (as python-chess's ``Board._repr_svg_`` does)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

import wormlib
import wormlib.pig
import wormlib.regenwormen
import wormlib.rummikub
from wormlib.core import game as core
from wormlib.pig import game as pig_game
from wormlib.pig import save as pig_save
from wormlib.regenwormen import game as regenwormen_game
from wormlib.regenwormen import save as regenwormen_save
from wormlib.rummikub import game as rummikub_game
from wormlib.rummikub import save as rummikub_save

WORMLIB = Path(__file__).resolve().parents[2] / "wormlib"
GAMES = ("regenwormen", "rummikub", "pig")
MODULES = sorted(WORMLIB.rglob("*.py"))


def imports(path: Path) -> list[tuple[str, list[str]]]:
    """Each module a file imports, with the functions the import statement sits in."""
    found: list[tuple[str, list[str]]] = []

    def walk(node: ast.AST, within: list[str]) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.Import):
                found.extend((alias.name, within) for alias in child.names)
            elif isinstance(child, ast.ImportFrom) and child.module:
                found.extend((f"{child.module}.{alias.name}", within) for alias in child.names)
            inner = [child.name] if isinstance(child, ast.FunctionDef) else []
            walk(child, within + inner)

    walk(ast.parse(path.read_text(encoding="utf-8")), [])
    return found


def layer(path: Path) -> str:
    """core, a game, cli, or the package's own files (wormlib)."""
    parts = path.relative_to(WORMLIB).parts
    return parts[0] if len(parts) > 1 else "wormlib"


def forbidden(part: str) -> tuple[str, ...]:
    if part == "core":
        return tuple(f"wormlib.{other}" for other in (*GAMES, "cli"))
    if part in GAMES:
        return tuple(f"wormlib.{other}" for other in (*GAMES, "cli") if other != part)
    return ()


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(WORMLIB)))
def test_a_game_imports_only_the_core_and_the_core_no_game(path: Path) -> None:
    below = forbidden(layer(path))
    wrong = [name for name, _ in imports(path) if below and name.startswith(below)]
    assert wrong == []


def test_only_the_display_hooks_import_on_use() -> None:
    lazy = [
        f"{path.relative_to(WORMLIB)}: {name} in {within[-1]}"
        for path in MODULES
        for name, within in imports(path)
        if within and not (within[-1].startswith("_repr_") and within[-1].endswith("_"))
    ]
    assert lazy == []


@pytest.mark.parametrize(
    ("game", "other"), [(game, other) for game in GAMES for other in GAMES if other != game]
)
def test_importing_a_game_loads_no_module_of_the_other(game: str, other: str) -> None:
    """The issue's check: ``import wormlib.rummikub.game`` loads no Regenwormen module."""
    code = (
        f"import sys, wormlib.{game}.game, wormlib.{game}.bots, wormlib.{game}.save; "
        "print(sorted(m for m in sys.modules if m.startswith('wormlib.')))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert f"'wormlib.{game}.game'" in done.stdout
    assert f"wormlib.{other}" not in done.stdout


@pytest.mark.parametrize("package", [wormlib.regenwormen, wormlib.rummikub, wormlib.pig])
def test_each_game_offers_the_core_vocabulary(package: object) -> None:
    assert isinstance(package, core.Game)


@pytest.mark.parametrize("module", [regenwormen_save, rummikub_save, pig_save])
def test_each_game_saves_the_same_way(module: object) -> None:
    assert isinstance(module, core.Saves)


def test_one_chance_and_one_terminal_marker() -> None:
    """OpenSpiel's values, defined once in the core and spoken by every game."""
    assert (core.CHANCE, core.TERMINAL) == (-1, -4)
    for game in (regenwormen_game, rummikub_game, pig_game):
        assert (game.CHANCE, game.TERMINAL) == (core.CHANCE, core.TERMINAL)


def test_the_notebook_api_loads_a_game_only_when_a_name_is_asked_for() -> None:
    code = (
        "import sys, wormlib; print(sorted(m for m in sys.modules if m.startswith('wormlib.'))); "
        "from wormlib import odds, replay, simulate, simulate_turns, wilson_interval, number, "
        "percent; print('wormlib.regenwormen.odds' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split("\n")[:2] == ["[]", "True"]
    assert set(wormlib.__all__) <= set(dir(wormlib))
    with pytest.raises(AttributeError, match="no attribute 'oods'"):
        wormlib.oods  # type: ignore[attr-defined]  # noqa: B018
