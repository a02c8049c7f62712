"""The layers: in the engine a game imports only the core, the core imports no game, and only
the Jupyter display hooks import on use (as python-chess's ``Board._repr_svg_`` does); in the
app class mode (app/classroom) and the shared parts (app/common) import no game and not the
registry (app/games.py), which only the top imports (streamlit_app.py, pages/, tools/, tests/),
and nothing in app/ imports through importlib: every arrow runs one way, and mypy sees it."""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from pathlib import Path

import pytest

import wormlib
from wormlib.core import game as core

ROOT = Path(__file__).resolve().parents[2]
WORMLIB = ROOT / "wormlib"
APP = ROOT / "app"
#: Every game: a package beside the core with its rules (game.py) and saves (save.py), found
#: on disk, so that a game added is checked without an edit here.
GAMES = tuple(
    sorted(p.parent.name for p in WORMLIB.glob("*/game.py") if p.with_name("save.py").exists())
)
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


def test_the_games_are_found() -> None:
    assert {"regenwormen", "rummikub", "pig"} <= set(GAMES)


@pytest.mark.parametrize("game", GAMES)
def test_each_game_offers_the_core_vocabulary(game: str) -> None:
    assert isinstance(importlib.import_module(f"wormlib.{game}"), core.Game)


@pytest.mark.parametrize("game", GAMES)
def test_each_game_saves_the_same_way(game: str) -> None:
    assert isinstance(importlib.import_module(f"wormlib.{game}.save"), core.Saves)


def test_one_chance_and_one_terminal_marker() -> None:
    """OpenSpiel's values, defined once in the core and spoken by every game."""
    assert (core.CHANCE, core.TERMINAL) == (-1, -4)
    for name in GAMES:
        game = importlib.import_module(f"wormlib.{name}.game")
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


#: The app's game packages (app/<game>/, a package beside class mode and the shared parts).
APP_GAMES = tuple(
    sorted(
        p.parent.name
        for p in APP.glob("*/__init__.py")
        if p.parent.name not in ("classroom", "common")
    )
)
#: Where the registry may be imported from: the top of the app and what runs it.
TOP = ("streamlit_app.py", "pages", "tools", "tests")
#: Every Python file of the project: the top's scripts and each folder's (not the virtual
#: environment's, nor a hidden folder's).
PROJECT = sorted(
    [
        *ROOT.glob("*.py"),
        *(
            path
            for folder in ROOT.iterdir()
            if folder.is_dir() and not folder.name.startswith(".")
            for path in folder.rglob("*.py")
        ),
    ]
)


def app_modules(*packages: str) -> list[Path]:
    return sorted(path for package in packages for path in (APP / package).rglob("*.py"))


def test_the_app_games_are_found() -> None:
    assert {"regenwormen", "rummikub", "pig"} <= set(APP_GAMES)


@pytest.mark.parametrize(
    "path", app_modules("classroom", "common"), ids=lambda p: str(p.relative_to(APP))
)
def test_class_mode_and_the_shared_parts_import_no_game_and_not_the_registry(path: Path) -> None:
    games = tuple(f"{package}.{game}" for package in ("app", "wormlib") for game in APP_GAMES)
    wrong = [
        name
        for name, _ in imports(path)
        if name == "app.games" or name.startswith("app.games.") or name.startswith(games)
    ]
    assert wrong == []


@pytest.mark.parametrize("path", PROJECT, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_registry_is_imported_only_from_the_top(path: Path) -> None:
    top = path.relative_to(ROOT).parts[0] in TOP
    wrong = [name for name, _ in imports(path) if name.split(".")[:2] == ["app", "games"]]
    assert top or wrong == []


@pytest.mark.parametrize("path", sorted(APP.rglob("*.py")), ids=lambda p: str(p.relative_to(APP)))
def test_nothing_in_the_app_imports_through_importlib(path: Path) -> None:
    """An import by name hides an arrow from mypy and from these tests (the registry once
    imported class mode's challenges so, which hid a cycle)."""
    assert [name for name, _ in imports(path) if name.split(".")[0] == "importlib"] == []
