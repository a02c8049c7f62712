"""The lessons as the Lessons page shows them without Jupyter (notebooks/pages/): one per
lesson and language, made from the notebook as it is now (tools/lesson_pages.py), with the
engine's pictures and results and nothing that could run in a browser."""

from __future__ import annotations

import re

import nbformat
import pytest

from app.common import lesson_pages
from app.common.lessons import NOTEBOOKS, Lesson
from app.games import GAMES
from tests.test_glossary import occurs, tables
from wormlib.core.i18n import LANGUAGES

LESSONS = [lesson for game in GAMES for lesson in game.lessons]
EVERY = [(lesson, lang) for lesson in LESSONS for lang in LANGUAGES]


#: What a page's reader never sees as prose: code (``keep W``, wormlib's notation in every
#: language) and the notation in the engine's tables and printed lines.
_CODE = re.compile(r"```.*?```|`[^`]*`", re.S)
_NOTATION = re.compile(r"\b(?:keep|take|steal) [1-5W]\b|\b(?:keep|take|steal) \d\d\b")
#: Python's own way of printing, which a pupil should not have to read: a dict, a list of
#: tuples, True/False, a numpy type (``np.float64(0.0361)``) or a field left unfilled.
_PYTHON = re.compile(r"\{'|\[\('|\bTrue\b|\bFalse\b|\bnp\.\w+\(|\{\w*\}")


#: A number written with a decimal point where the language writes a comma: in nl and de a
#: point only groups thousands (5.000), in fr never.
_DECIMAL_POINT = {
    "nl": re.compile(r"\b0\.\d|\b\d+\.(?:\d{1,2}|\d{4,})\b"),
    "de": re.compile(r"\b0\.\d|\b\d+\.(?:\d{1,2}|\d{4,})\b"),
    "fr": re.compile(r"\d\.\d"),
}


def ids(value: object) -> str:
    return getattr(value, "key", str(value))


def _shown(block: lesson_pages.Block) -> str:
    """The words of a block as the page shows them (code only when asked for: left out)."""
    if "markdown" in block:
        return _CODE.sub("", block["markdown"])
    if "table" in block:
        return "\n".join(" ".join(row) for row in block["table"])
    return str(block.get("text", block.get("caption", "")))


@pytest.mark.parametrize(("lesson", "lang"), EVERY, ids=ids)
def test_each_page_is_its_notebook_as_it_is_now(lesson: Lesson, lang: str) -> None:
    """The cells' text in order: a notebook changed without rerunning the tool fails here."""
    blocks = lesson_pages.blocks(lesson, lang)
    notebook = nbformat.read(NOTEBOOKS / lesson.path(lang), as_version=4)
    cells = [{c.cell_type: c.source} for c in notebook.cells]
    assert [b for b in blocks if {"markdown", "code"} & set(b)] == cells, (
        "run tools/lesson_pages.py"
    )


@pytest.mark.parametrize(("lesson", "lang"), EVERY, ids=ids)
def test_each_page_shows_the_engines_pictures_and_results(lesson: Lesson, lang: str) -> None:
    blocks = lesson_pages.blocks(lesson, lang)
    kinds = {kind for block in blocks for kind in block}
    assert {"svg", "text"} <= kinds
    assert {"markdown", "code", "text", "caption", "svg", "table", "chart"} >= kinds
    assert all(lesson_pages.svg_is_safe(b["svg"]) for b in blocks if "svg" in b)
    assert all(isinstance(cell, str) for b in blocks if "table" in b for row in b["table"]
               for cell in row)  # fmt: skip


@pytest.mark.parametrize(("lesson", "lang"), EVERY, ids=ids)
def test_no_word_the_glossary_rejects(lesson: Lesson, lang: str) -> None:
    """The page's words and the engine's outputs on it, held to docs/glossary.md."""
    text = _NOTATION.sub("", "\n".join(_shown(b) for b in lesson_pages.blocks(lesson, lang)))
    rejected = [w for _, words in tables()[lang] for w in words]
    assert {w: occurs(w, text) for w in rejected if occurs(w, text)} == {}


@pytest.mark.parametrize(("lesson", "lang"), EVERY, ids=ids)
def test_outputs_read_as_the_lesson_not_as_python(lesson: Lesson, lang: str) -> None:
    """Printed lines and tables in words and numbers: no dict, tuple list, True/False or
    unfilled field (the pages showed all of these)."""
    blocks = lesson_pages.blocks(lesson, lang)
    shown = [_shown(b) for b in blocks if {"text", "caption", "table"} & set(b)]
    assert [line for line in shown if _PYTHON.search(line)] == []


@pytest.mark.parametrize(("lesson", "lang"), [c for c in EVERY if c[1] != "en"], ids=ids)
def test_tables_speak_the_lessons_language(lesson: Lesson, lang: str) -> None:
    """No table of a translated page has the English page's header (lesson 4's tournament
    and replay tables were English in nl, de and fr)."""

    def headers(lang: str) -> list[list[str]]:
        return [b["table"][0] for b in lesson_pages.blocks(lesson, lang) if b.get("table")]

    english = headers("en")
    assert [row for row in headers(lang) if row in english] == []


@pytest.mark.parametrize(("lesson", "lang"), [c for c in EVERY if c[1] != "en"], ids=ids)
def test_printed_sentences_write_numbers_the_languages_way(lesson: Lesson, lang: str) -> None:
    """A printed line with words writes its decimals as the language does ("1,67" in
    "weiterwürfeln: 1,67"); a line of bare numbers is a Python value the pupil computed."""
    lines = [
        line
        for block in lesson_pages.blocks(lesson, lang)
        if "text" in block
        for line in str(block["text"]).splitlines()
        if re.search(r"[^\W\d_]", line)
    ]
    assert [line for line in lines if _DECIMAL_POINT[lang].search(line)] == []


def test_an_unsafe_picture_is_refused() -> None:
    safe = '<svg role="img" aria-label="dice"><title>dice</title><rect/></svg>'
    assert lesson_pages.svg_is_safe(safe)
    for bad in ("<svg onload='x()'/>", "<svg><script>x()</script></svg>",
                '<svg><a href="https://x">x</a></svg>', "<div><svg/></div>",
                "<svg><foreignObject/></svg>", "<svg></svg><svg></svg>"):  # fmt: skip
        assert not lesson_pages.svg_is_safe(bad), bad


def test_links_stay_in_the_app_and_answers_fold() -> None:
    text = (
        "[Open](http://localhost:8501/explorer?kept=WW444)\n\n1. Why?\n\n"
        "<details>\n<summary>Answers</summary>\n\n1. Because.\n</details>"
    )
    before, summary, answers = lesson_pages.split_answers(lesson_pages.in_app(text))
    assert before == "[Open](/explorer?kept=WW444)\n\n1. Why?"
    assert (summary, answers) == ("Answers", "1. Because.")
    assert lesson_pages.split_answers("no answers") == ("no answers", None, "")


@pytest.mark.parametrize(("lesson", "lang"), EVERY, ids=ids)
def test_the_page_leaves_out_the_steps_for_running_the_notebook(lesson: Lesson, lang: str) -> None:
    """Only the notebook's "click a code cell and press Shift + Enter" paragraph goes."""
    first, *rest = [b["markdown"] for b in lesson_pages.blocks(lesson, lang) if "markdown" in b]
    shown = lesson_pages.without_notebook_steps(first)
    assert not re.search(r"Shift|Umschalt|Maj \+", shown) and re.search(
        r"Shift|Umschalt|Maj", first
    )
    assert first.startswith(shown) and len(first) - len(shown) < 500
    assert [lesson_pages.without_notebook_steps(text) for text in rest] == [
        t.rstrip() for t in rest
    ]


def test_a_fenced_block_becomes_a_picture_of_its_text() -> None:
    found = lesson_pages.pieces("# Tree\n\n```\nstart ── <roll>\n  └ ok\n```\n\n## End")
    assert [kind for kind, _ in found] == ["text", "svg", "text"]
    assert found[0][1] == "### Tree" and found[2][1] == "#### End"
    picture = found[1][1]
    assert lesson_pages.svg_is_safe(picture)
    assert 'role="img" aria-label="start ── &lt;roll&gt; └ ok"' in picture
    assert "<title>start ── &lt;roll&gt; └ ok</title>" in picture
    assert '<text x="14" y="54" xml:space="preserve">  └ ok</text>' in picture
