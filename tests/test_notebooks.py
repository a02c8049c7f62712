"""The lesson notebooks: committed without outputs, the same lessons in every language (the
same cells, links and wormlib calls as the English), links that open a real explorer situation
or Rummikub rack, each language's own words, and every notebook runs top to bottom."""

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

from app.regenwormen.situation import LINK_NAMES, from_query
from app.rummikub import situation as rk_situation
from tests.test_glossary import occurs, tables
from wormlib.rummikub.tiles import parse_tiles, tiles_str

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
LANGUAGES = ("en", "nl", "de", "fr")
LESSONS_PER_LANGUAGE = 5
LESSONS = {lang: sorted((NOTEBOOKS / lang).glob("*.ipynb")) for lang in LANGUAGES}
EVERY = [path for lang in LANGUAGES for path in LESSONS[lang]]
#: Each lesson beside its English original (the count test checks that none is missing).
TRANSLATED = [
    pair for lang in LANGUAGES[1:] for pair in zip(LESSONS["en"], LESSONS[lang], strict=False)
]
#: The word a language's lessons use for a probability, and the words they never use for one.
PROBABILITY = {
    "en": ("chance", ()),
    "nl": ("kans", ()),
    "de": ("Wahrscheinlichkeit", ("Chance", "Chancen")),
    "fr": ("probabilité", ("chance", "chances")),
}
#: What a lesson may import: wormlib, numpy, plotly and the standard library.
ALLOWED = {"wormlib", "numpy", "plotly", *sys.stdlib_module_names}
EXPLORER_LINK = re.compile(r"http://localhost:8501/explorer\?[^)\s\"']+")
RUMMIKUB_LINK = re.compile(r"http://localhost:8501/rummikub-best\?[^)\s\"']+")
#: The lessons that open a rack on the Rummikub best-move page.
RUMMIKUB_LESSONS = [path for path in EVERY if RUMMIKUB_LINK.search(path.read_text("utf-8"))]
#: Seconds one cell may take on a busy test machine (a lesson runs in well under a minute).
CELL_TIMEOUT = 300


def read(path: Path) -> nbformat.NotebookNode:
    notebook: nbformat.NotebookNode = nbformat.read(path, as_version=4)
    return notebook


def name(path: Path) -> str:
    return f"{path.parent.name}/{path.name}"


def test_five_lessons_in_each_language() -> None:
    assert {lang: len(LESSONS[lang]) for lang in LANGUAGES} == dict.fromkeys(
        LANGUAGES, LESSONS_PER_LANGUAGE
    )


@pytest.mark.parametrize(("english", "path"), TRANSLATED, ids=lambda path: name(path))
def test_the_same_lesson_as_in_english(english: Path, path: Path) -> None:
    """Numbered alike, the same cells in the same order, the same explorer situations, and
    the same wormlib calls with the same arguments (only the language differs)."""
    assert english.name[:2] == path.name[:2]
    en, other = read(english), read(path)
    assert [c.cell_type for c in other.cells] == [c.cell_type for c in en.cells]
    assert _situations(other) == _situations(en)
    assert _racks(other) == _racks(en)
    assert _wormlib_calls(other) == _wormlib_calls(en)


@pytest.mark.parametrize("path", EVERY, ids=name)
def test_wormlib_speaks_the_lessons_language(path: Path) -> None:
    lang = path.parent.name
    given = {value for _, value in _languages_given(read(path))}
    assert given == {lang} if lang != "en" else given <= {lang}, "the notebook's language only"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_languages_word_for_a_probability(lang: str) -> None:
    word, avoided = PROBABILITY[lang]
    text = "\n".join(_prose(read(path)) for path in LESSONS[lang])
    assert occurs(word, text)
    assert {w: occurs(w, text) for w in avoided if occurs(w, text)} == {}


@pytest.mark.parametrize("path", EVERY, ids=name)
def test_no_word_the_glossary_rejects(path: Path) -> None:
    """Every language's lessons are held to docs/glossary.md, as its app and guides are."""
    text = _prose(read(path))
    rejected = [w for _, words in tables()[path.parent.name] for w in words]
    assert {w: occurs(w, text) for w in rejected if occurs(w, text)} == {}


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
        at.switch_page("pages/rummikub-best.py").run()
        assert not at.exception and not at.warning, link  # a rack the page reads
        rack = at.text_input(key="rummikub_best.rack").value  # in the pupil's letters
        lang = path.parent.name
        assert rack == tiles_str(parse_tiles(query["rack"]), lang), link


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


@pytest.mark.slow
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


def _prose(notebook: nbformat.NotebookNode) -> str:
    """The markdown without code (`keep W` is wormlib's notation in every language)."""
    return re.sub(r"```.*?```|`[^`]*`", "", _markdown(notebook), flags=re.S)


def _situations(notebook: nbformat.NotebookNode) -> list[dict[str, str]]:
    """Each explorer link's situation, in order, without the language it opens in."""
    return [
        {k: v for k, v in parse_qsl(urlsplit(link).query, keep_blank_values=True) if k != "lang"}
        for link in EXPLORER_LINK.findall(_markdown(notebook))
    ]


def _racks(notebook: nbformat.NotebookNode) -> list[dict[str, str]]:
    """Each Rummikub link's rack and settings, in order, without the language it opens in."""
    return [
        {k: v for k, v in parse_qsl(urlsplit(link).query, keep_blank_values=True) if k != "lang"}
        for link in RUMMIKUB_LINK.findall(_markdown(notebook))
    ]


def _calls(notebook: nbformat.NotebookNode) -> list[list[ast.Call]]:
    """Per code cell, its calls of what the notebook imports from wormlib (``odds(...)``,
    ``tournament.simulate(...)``), in the order they are written."""
    cells = [ast.parse(c.source) for c in notebook.cells if c.cell_type == "code"]
    imported = {
        alias.asname or alias.name
        for tree in cells
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("wormlib")
        for alias in node.names
    }

    def of_wormlib(call: ast.Call) -> bool:
        func = call.func.value if isinstance(call.func, ast.Attribute) else call.func
        return isinstance(func, ast.Name) and func.id in imported

    return [
        [n for n in ast.walk(tree) if isinstance(n, ast.Call) and of_wormlib(n)] for tree in cells
    ]


def _wormlib_calls(notebook: nbformat.NotebookNode) -> list[list[str]]:
    """Per code cell, each wormlib call with its literal arguments, a variable as ``·`` (a
    translation names its own variables) and the language left out: ``odds(roll='11235WWW')``."""

    def literal(node: ast.expr) -> str:
        try:
            return repr(ast.literal_eval(node))
        except ValueError:
            return "·"

    def shown(call: ast.Call) -> str:
        args = [literal(a) for a in call.args if not _language(a)]
        args += [f"{k.arg}={literal(k.value)}" for k in call.keywords if k.arg != "lang"]
        return f"{ast.unparse(call.func)}({', '.join(args)})"

    return [[shown(call) for call in calls] for calls in _calls(notebook)]


def _language(node: ast.expr) -> bool:
    """Whether an argument is a language code, such as ``percent(p, "de")``'s."""
    return isinstance(node, ast.Constant) and node.value in LANGUAGES


def _languages_given(notebook: nbformat.NotebookNode) -> list[tuple[str, str]]:
    """Each language a wormlib call is given (``lang=`` or a language code): the call's
    function and the language."""
    return [
        (ast.unparse(call.func), ast.literal_eval(node))
        for calls in _calls(notebook)
        for call in calls
        for node in [*(k.value for k in call.keywords if k.arg == "lang"), *call.args]
        if _language(node) or node in (k.value for k in call.keywords if k.arg == "lang")
    ]
