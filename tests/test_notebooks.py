"""The lesson notebooks: committed without outputs, the same lessons in both languages, links
that open a real explorer situation, and every notebook runs top to bottom without an error."""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path
from urllib.parse import parse_qsl, urlsplit

import nbformat
import pytest
from nbclient import NotebookClient

from app.situation import LINK_NAMES, from_query

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
LANGUAGES = ("en", "nl")
LESSONS = {lang: sorted((NOTEBOOKS / lang).glob("*.ipynb")) for lang in LANGUAGES}
EVERY = [path for lang in LANGUAGES for path in LESSONS[lang]]
#: What a lesson may import: wormlib, numpy, plotly and the standard library.
ALLOWED = {"wormlib", "numpy", "plotly", *sys.stdlib_module_names}
EXPLORER_LINK = re.compile(r"http://localhost:8501/explorer\?[^)\s\"']+")
#: Seconds one cell may take on a busy test machine (a lesson runs in well under a minute).
CELL_TIMEOUT = 300


def read(path: Path) -> nbformat.NotebookNode:
    return nbformat.read(path, as_version=4)


def name(path: Path) -> str:
    return f"{path.parent.name}/{path.name}"


def test_four_lessons_in_each_language_in_the_same_order() -> None:
    assert [len(LESSONS[lang]) for lang in LANGUAGES] == [4, 4]
    for english, dutch in zip(LESSONS["en"], LESSONS["nl"], strict=True):
        assert english.name[:2] == dutch.name[:2]  # numbered alike
        en, nl = read(english), read(dutch)
        assert [c.cell_type for c in en.cells] == [c.cell_type for c in nl.cells]
        assert len(EXPLORER_LINK.findall(_markdown(en))) == len(
            EXPLORER_LINK.findall(_markdown(nl))
        )


@pytest.mark.parametrize("path", EVERY, ids=name)
def test_committed_without_outputs(path: Path) -> None:
    notebook = read(path)
    nbformat.validate(notebook)
    for cell in notebook.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None, cell.source[:60]


@pytest.mark.parametrize("path", EVERY, ids=name)
def test_links_open_a_real_explorer_situation(path: Path) -> None:
    links = EXPLORER_LINK.findall(_markdown(read(path)))
    assert links, "each lesson links to the matching explorer situation"
    for link in links:
        query = dict(parse_qsl(urlsplit(link).query, keep_blank_values=True))
        lang = query.pop("lang", path.parent.name)
        assert lang == path.parent.name, f"{link} opens the app in another language"
        assert set(query) <= LINK_NAMES
        from_query(query).state()  # a whole, valid situation (SituationError otherwise)


@pytest.mark.parametrize("path", EVERY, ids=name)
def test_exercises_with_hidden_answers(path: Path) -> None:
    cells = [c.source for c in read(path).cells if "<details>" in c.source]
    assert len(cells) == 1 and read(path).cells[-1].source == cells[0]
    questions, answers = cells[0].split("<details>")
    assert re.search(r"^1\. .+^2\. ", questions, re.M | re.S), "numbered questions first"
    assert re.match(r"\s*<summary>[^<]+</summary>.*^1\. .*</details>", answers, re.M | re.S)


@pytest.mark.parametrize("path", EVERY, ids=name)
def test_only_wormlib_numpy_plotly_and_the_standard_library(path: Path) -> None:
    for cell in read(path).cells:
        if cell.cell_type != "code":
            continue
        for node in ast.walk(ast.parse(cell.source)):
            if isinstance(node, ast.Import):
                modules = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                modules = [node.module or ""]
            else:
                continue
            for module in modules:
                assert module.split(".")[0] in ALLOWED, module


@pytest.mark.parametrize("path", EVERY, ids=name)
def test_runs_top_to_bottom(path: Path) -> None:
    notebook = read(path)
    client = NotebookClient(
        notebook,
        timeout=CELL_TIMEOUT,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
    )
    client.execute()  # CellExecutionError on the first cell that raises
    shown = [o for cell in notebook.cells for o in cell.get("outputs", [])]
    assert not [o for o in shown if o.output_type == "error"]
    rich = [o for o in shown if {"text/html", "image/svg+xml"} & set(o.get("data", {}))]
    assert rich, "the lesson shows wormlib's pictures or tables"


def _markdown(notebook: nbformat.NotebookNode) -> str:
    return "\n".join(c.source for c in notebook.cells if c.cell_type == "markdown")
