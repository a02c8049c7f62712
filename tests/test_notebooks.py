"""The lesson notebooks: committed without outputs, the same lessons in both languages, links
that open a real explorer situation or Rummikub rack, and every notebook runs top to bottom
without an error."""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path
from urllib.parse import parse_qsl, urlsplit

import nbformat
import pytest
from nbclient import NotebookClient
from streamlit.testing.v1 import AppTest

from app import rk_situation
from app.situation import LINK_NAMES, from_query
from wormlib.rummikub.tiles import parse_tiles, tiles_str

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
LANGUAGES = ("en", "nl")
LESSONS_PER_LANGUAGE = 5
LESSONS = {lang: sorted((NOTEBOOKS / lang).glob("*.ipynb")) for lang in LANGUAGES}
EVERY = sorted(NOTEBOOKS.glob("*/*.ipynb"))  # every notebook, whatever its language
#: What a lesson may import: wormlib, numpy, plotly and the standard library.
ALLOWED = {"wormlib", "numpy", "plotly", *sys.stdlib_module_names}
EXPLORER_LINK = re.compile(r"http://localhost:8501/explorer\?[^)\s\"']+")
RUMMIKUB_LINK = re.compile(r"http://localhost:8501/rummikub-best\?[^)\s\"']+")
#: The lessons that open a rack on the Rummikub best-move page.
RUMMIKUB_LESSONS = [path for path in EVERY if RUMMIKUB_LINK.search(path.read_text("utf-8"))]
#: Seconds one cell may take on a busy test machine (a lesson runs in well under a minute).
CELL_TIMEOUT = 300


def read(path: Path) -> nbformat.NotebookNode:
    return nbformat.read(path, as_version=4)


def name(path: Path) -> str:
    return f"{path.parent.name}/{path.name}"


def test_the_lessons_in_each_language_in_the_same_order() -> None:
    assert [len(LESSONS[lang]) for lang in LANGUAGES] == [LESSONS_PER_LANGUAGE] * len(LANGUAGES)
    for english, dutch in zip(LESSONS["en"], LESSONS["nl"], strict=True):
        assert english.name[:2] == dutch.name[:2]  # numbered alike
        en, nl = read(english), read(dutch)
        assert [c.cell_type for c in en.cells] == [c.cell_type for c in nl.cells]
        for link in (EXPLORER_LINK, RUMMIKUB_LINK):
            assert len(link.findall(_markdown(en))) == len(link.findall(_markdown(nl)))


@pytest.mark.parametrize("path", EVERY, ids=name)
def test_committed_without_outputs(path: Path) -> None:
    notebook = read(path)
    nbformat.validate(notebook)
    for cell in notebook.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None, cell.source[:60]


@pytest.mark.parametrize("path", EVERY, ids=name)
def test_links_open_a_real_explorer_situation(path: Path) -> None:
    markdown = _markdown(read(path))
    links = EXPLORER_LINK.findall(markdown)
    assert links or RUMMIKUB_LINK.search(markdown), "each lesson links to its explorer moment"
    for link in links:
        query = _query(link, path)
        assert set(query) <= LINK_NAMES
        from_query(query).state()  # a whole, valid situation (SituationError otherwise)


@pytest.mark.parametrize("path", RUMMIKUB_LESSONS, ids=name)
def test_rummikub_links_open_their_rack_on_the_best_move_page(path: Path) -> None:
    for link in RUMMIKUB_LINK.findall(_markdown(read(path))):
        query = _query(link, path)
        assert set(query) <= set(rk_situation.LINK_NAMES)
        at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60)
        at.query_params.update({**query, "lang": path.parent.name})
        at.run()
        at.switch_page("pages/rummikub_best.py").run()
        assert not at.exception and not at.warning, link  # a rack the page reads
        rack = at.text_input(key="rummikub_best.rack").value
        assert rack == tiles_str(parse_tiles(query["rack"])), link


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


def _query(link: str, path: Path) -> dict[str, str]:
    """The link's query without the language, which must be the notebook's."""
    query = dict(parse_qsl(urlsplit(link).query, keep_blank_values=True))
    lang = query.pop("lang", path.parent.name)
    assert lang == path.parent.name, f"{link} opens the app in another language"
    return query


def _markdown(notebook: nbformat.NotebookNode) -> str:
    return "\n".join(c.source for c in notebook.cells if c.cell_type == "markdown")
