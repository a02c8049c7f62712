"""The lessons as the Lessons page shows them without Jupyter (notebooks/pages/): one per
lesson and language, made from the notebook as it is now (tools/lesson_pages.py), with the
engine's pictures and results and nothing that could run in a browser."""

from __future__ import annotations

import nbformat
import pytest

from app.common import lesson_pages
from app.common.lessons import NOTEBOOKS, Lesson
from app.games import GAMES
from wormlib.core.i18n import LANGUAGES

LESSONS = [lesson for game in GAMES for lesson in game.lessons]
EVERY = [(lesson, lang) for lesson in LESSONS for lang in LANGUAGES]


def ids(value: object) -> str:
    return getattr(value, "key", str(value))


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


def test_a_fenced_block_becomes_a_picture_of_its_text() -> None:
    found = lesson_pages.pieces("# Tree\n\n```\nstart ── <roll>\n  └ ok\n```\n\n## End")
    assert [kind for kind, _ in found] == ["text", "svg", "text"]
    assert found[0][1] == "### Tree" and found[2][1] == "#### End"
    picture = found[1][1]
    assert lesson_pages.svg_is_safe(picture)
    assert 'role="img" aria-label="start ── &lt;roll&gt; └ ok"' in picture
    assert "<title>start ── &lt;roll&gt; └ ok</title>" in picture
    assert '<text x="14" y="54" xml:space="preserve">  └ ok</text>' in picture
