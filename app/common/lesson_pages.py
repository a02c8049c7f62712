"""A lesson to read on the Lessons page, without Jupyter (pure, no streamlit).

tools/lesson_pages.py runs each notebook and stores what it shows as a list of blocks in
``notebooks/pages/<lang>/<notebook>.json``, one key each: ``markdown`` and ``code`` (the
cells' text), ``text`` (printed), ``caption``, ``svg`` (a wormlib picture), ``table`` (rows
of cell text) and ``chart`` (a Plotly figure as JSON). The page reads those, so a lesson
shows at once and costs the server nothing but reading a file.
"""

from __future__ import annotations

import html
import json
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from app.common.lessons import NOTEBOOKS, Lesson

#: One thing a lesson shows (see the module's docstring for the keys).
Block = dict[str, Any]
PAGES = NOTEBOOKS / "pages"
#: The address the notebooks give the app (``make run``); on the page a link stays in the app.
_APP = re.compile(r"http://localhost:8501/")
#: The exercises' folded answers: ``<details><summary>Answers</summary> ... </details>``.
_ANSWERS = re.compile(r"<details>\s*<summary>(.*?)</summary>(.*?)</details>", re.S)
#: A fenced block of the markdown (its language line left out): the pieces of the text.
_FENCE = re.compile(r"^```[^\n]*\n(.*?)^```[ \t]*$", re.S | re.M)
_HEADING = re.compile(r"^(#{1,4}) ", re.M)
#: A notebook's paragraph on running it (``*How to use this notebook:* click a grey code cell
#: and press Shift + Enter ...``): an italic lead ending in a colon, at a paragraph's start.
_NOTEBOOK_STEPS = re.compile(r"^\*[^*\n]+:\*.*?(?:\n\n|\Z)", re.S | re.M)
#: What an SVG picture from wormlib never holds (it is shown as it is).
_UNSAFE_SVG = re.compile(r"<script|<foreignObject|\son\w+\s*=|javascript:|href", re.I)


class LessonPageMissing(ValueError):
    """A lesson whose page tools/lesson_pages.py has not made yet."""


def page_path(lesson: Lesson, lang: str) -> Path:
    """Where the lesson's page in this language (or in English) is kept."""
    return PAGES / (lesson.path(lang).removesuffix(".ipynb") + ".json")


@lru_cache(maxsize=64)
def _read(path: str) -> tuple[Block, ...]:
    """The blocks of one stored page; a bounded cache of files that only a commit changes."""
    return tuple(json.loads(Path(path).read_text("utf-8")))


def blocks(lesson: Lesson, lang: str) -> tuple[Block, ...]:
    path = page_path(lesson, lang)
    if not path.is_file():
        raise LessonPageMissing(f"no page for {lesson.key} in {lang}: run tools/lesson_pages.py")
    return _read(str(path))


def in_app(markdown: str) -> str:
    """A notebook's markdown for the page: its links to the app stay inside the app."""
    return _APP.sub("/", markdown)


def pieces(markdown: str) -> list[tuple[str, str]]:
    """The markdown as ("text", ...) and ("svg", ...) pieces: a fenced block (the lessons draw
    a probability tree in characters) becomes a picture of its text, which shrinks to fit a
    phone where code would scroll sideways; the headings of the text are two levels smaller
    (a lesson is shown in a card on a page that has its own title)."""
    found: list[tuple[str, str]] = []
    for index, piece in enumerate(_FENCE.split(markdown)):
        if index % 2:
            found.append(("svg", text_picture(piece.strip("\n"))))
        elif piece.strip():
            found.append(("text", _HEADING.sub(r"##\1 ", piece).strip()))
    return found


def text_picture(text: str, *, size: int = 14) -> str:
    """Lines of monospaced text as an SVG picture named by its words (its lines in one)."""
    lines = text.splitlines() or [""]
    step, width = round(size * 1.4), max(map(len, lines)) * size * 0.6 + 2 * size
    name = html.escape(" ".join(" ".join(lines).split()))
    rows = "".join(
        f'<text x="{size}" y="{size + (i + 1) * step}" xml:space="preserve">'
        f"{html.escape(line)}</text>"
        for i, line in enumerate(lines)
    )
    height = (len(lines) + 1) * step + size
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.0f} {height}" '
        f'width="{width:.0f}" height="{height}" role="img" aria-label="{name}" '
        f'font-family="\'DejaVu Sans Mono\', Menlo, Consolas, monospace" font-size="{size}" '
        f'fill="currentColor"><title>{name}</title>{rows}</svg>'
    )


def without_notebook_steps(markdown: str) -> str:
    """The markdown without its steps for running the notebook: the page runs nothing, so a
    reader told to click a code cell and press Shift + Enter would look for what is not there."""
    return _NOTEBOOK_STEPS.sub("", markdown).rstrip()


def split_answers(markdown: str) -> tuple[str, str | None, str]:
    """The text before the folded answers, the answers' heading, and the answers (the heading
    is None when the text folds nothing)."""
    match = _ANSWERS.search(markdown)
    if match is None:
        return markdown, None, ""
    before = markdown[: match.start()] + markdown[match.end() :]
    return before.strip(), match[1].strip(), match[2].strip()


def svg_is_safe(svg: str) -> bool:
    """A picture as wormlib draws it: one SVG element, no script, event or link."""
    return svg.startswith("<svg") and svg.count("<svg") == 1 and not _UNSAFE_SVG.search(svg)
