"""Every module the prose names exists: the paths (``app/common/frame.py``) and dotted names
(``wormlib.regenwormen.game``) in the docs, the notebooks, and the docstrings and comments of
the code. The modules moved into game folders once; a name left behind sends a reader to a
file that is not there."""

from __future__ import annotations

import importlib
import io
import json
import re
import tokenize
from functools import cache
from pathlib import Path

import pytest

from tests.test_readme_examples import docstrings

ROOT = Path(__file__).resolve().parent.parent
PATH = re.compile(
    r"(?<![\w./-])((?:app|wormlib|tests|benchmarks|pages|tools|docs|notebooks|deploy)/[\w/.-]*\w)"
)
DOTTED = re.compile(r"(?<![\w./-])((?:app|wormlib)(?:\.\w+)+)")
CODE = [
    path
    for folder in ("app", "wormlib", "tests", "benchmarks", "tools", "pages")
    for path in sorted((ROOT / folder).rglob("*.py"))
] + [ROOT / "streamlit_app.py", ROOT / "serve.py"]


def comments(path: Path) -> list[str]:
    source = io.StringIO(path.read_text(encoding="utf-8")).readline
    return [
        token.string for token in tokenize.generate_tokens(source) if token.type == tokenize.COMMENT
    ]


@cache
def prose() -> dict[str, str]:
    """Each file's prose: Markdown, notebook cells, Python docstrings and comments."""
    found = {
        path: path.read_text(encoding="utf-8")
        for path in [ROOT / "README.md", *ROOT.glob("docs/*.md")]
    }
    for path in sorted(ROOT.glob("notebooks/**/*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        found[path] = "\n".join("".join(cell["source"]) for cell in cells)
    for path in CODE:
        found[path] = "\n".join([*docstrings(path), *comments(path)])
    return {str(path.relative_to(ROOT)): text for path, text in found.items()}


def exists(path: str) -> bool:
    """A file or folder, or a module named without its ``.py``."""
    return (ROOT / path).exists() or (ROOT / f"{path}.py").exists()


def resolves(name: str) -> bool:
    """A module, or attributes of the longest module that the dotted name starts with."""
    parts = name.split(".")
    for end in range(len(parts), 0, -1):
        try:
            found: object = importlib.import_module(".".join(parts[:end]))
        except ImportError:
            continue
        for part in parts[end:]:
            if not hasattr(found, part):
                return False
            found = getattr(found, part)
        return True
    return False


def test_prose_is_read_from_every_kind_of_file() -> None:
    assert {Path(name).suffix for name in prose()} == {".md", ".ipynb", ".py"}


@pytest.mark.parametrize("name", prose())
def test_every_module_the_prose_names_exists(name: str) -> None:
    text = prose()[name]
    missing = [path for path in PATH.findall(text) if not exists(path)]
    missing += [dotted for dotted in DOTTED.findall(text) if not resolves(dotted)]
    assert not missing, f"{name} names {missing}"
