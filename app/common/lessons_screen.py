"""The lessons page: how to open a notebook, then each lesson with what it teaches, its file,
its moment in the game's explorer, the lesson itself to read (and project) without Jupyter,
its teacher's guide, on the page and to print, and its worksheet with an answer key.

The notebooks themselves live in ``notebooks/<language>/``; what they show is stored beside
them by tools/lesson_pages.py (app/common/lesson_pages.py), the guides in ``docs/guides/``
(app/common/guides.py).
"""

from __future__ import annotations

import functools
import re
from typing import Any

import streamlit as st

from app.classroom import lesson_plan, teacher_state
from app.classroom.contract import ClassGames
from app.common import guides, lesson_pages
from app.common.chart_numbers import in_language
from app.common.i18n import language, t
from app.common.lesson_pages import Block
from app.common.lessons import NOTEBOOKS, Lesson
from app.common.markup import escape
from app.worksheets import worksheet

#: A wormlib picture: as wide as it is drawn, never wider than the page (a phone).
_PICTURE = (
    "<style>.wl-lesson-picture{margin-bottom:1rem}"
    ".wl-lesson-picture svg{max-width:100%;height:auto}</style>"
)
#: On a phone a lesson's table (Dutch headers, an interval column) wraps its cells to the
#: screen's width rather than pushing the page wider than the screen (a scrolling table would
#: need keyboard focus, which a Markdown table cannot have).
_TABLES = (
    '<style>@media (max-width: 640px) {[data-testid="stMain"] [data-testid="stMarkdownContainer"]'
    ' table{width:100%;table-layout:fixed} [data-testid="stMain"]'
    ' [data-testid="stMarkdownContainer"] :is(td, th){overflow-wrap:anywhere;padding:.3rem}}'
    "</style>"
)


def how_to_open() -> None:
    st.subheader(t("lessons.open_h"))
    st.markdown(t("lessons.open_steps"))
    st.markdown(t("lessons.read_here"))


def lesson_card(lesson: Lesson, games: ClassGames) -> None:
    """What the lesson teaches, its file to download, a link to its explorer moment, its plan
    for a running class (its questions and challenge, from ``games``), the lesson to read, and
    the teacher's guide."""
    lang = language()
    path = lesson.path(lang)
    link = lesson.link
    with st.container(border=True):
        st.subheader(t(f"lessons.{lesson.key}.h"))
        st.markdown(t(f"lessons.{lesson.key}.about"))
        st.caption(t("lessons.file", path=path))
        download, explore = st.columns(2)
        with download:
            st.download_button(
                t("lessons.download"),
                data=(NOTEBOOKS / path).read_bytes(),
                file_name=lesson.files[lesson.language(lang)],
                mime="application/x-ipynb+json",
                key=f"lessons.download.{lesson.key}",
                icon="📓",
            )
        with explore:
            st.page_link(link.page, label=t(link.label), icon="🔎", query_params=link.query)
        ask_the_class(lesson, games)
        teacher_guide(lesson, lang)
        worksheets(lesson, lang)
        if st.toggle(t("lessons.show"), key=f"lessons.show.{lesson.key}"):
            lesson_page(lesson, lang)


def ask_the_class(lesson: Lesson, games: ClassGames) -> None:
    """For the teacher of a running class: the lesson's plan, each of its questions on every
    phone in one click (instead of "write down a guess"), and its suggested challenge;
    nothing for anyone else."""
    if teacher_state.live():
        lesson_plan.on_lessons_page(lesson, games)


def teacher_guide(lesson: Lesson, lang: str) -> None:
    """The guide on the page when asked for (a switch, so that a page projected to the class
    shows no answers by accident), and as a page of its own to print. A guide's numbers are
    the lesson's own computations (seconds on a fresh server), so the guide is made only
    when it is shown or printed: the page itself opens at once."""
    st.download_button(
        t("lessons.guide_print"),
        data=functools.partial(_printable_guide, lesson, lang, t(f"lessons.{lesson.key}.h")),
        file_name=f"{guides.guide_path(lesson, lang).stem}-{lang}.html",
        mime="text/html",
        key=f"lessons.guide_print.{lesson.key}",
        icon="🖨️",
        help=t("lessons.guide_print_help"),
        on_click="ignore",
    )
    if st.toggle(t("lessons.guide"), key=f"lessons.guide.{lesson.key}"):
        title, body = guides.split(guides.guide(lesson, lang))
        with st.container(border=True):
            st.markdown(f"**{title}**\n\n" + re.sub(r"^## ", "#### ", body, flags=re.M))


def _printable_guide(lesson: Lesson, lang: str, lesson_title: str) -> str:
    return guides.printable(guides.guide(lesson, lang), lang=lang, lesson_title=lesson_title)


def worksheets(lesson: Lesson, lang: str) -> None:
    """The printable worksheet and its answer key, made only when asked for (the simulations
    behind a sheet cost seconds on a fresh server)."""
    pupil, key = st.columns(2)
    for column, answers in ((pupil, False), (key, True)):
        name = "worksheet.key" if answers else "worksheet.pupil"
        with column:
            st.download_button(
                t(name),
                data=functools.partial(worksheet, lesson, lang, key=answers),
                file_name=f"{lesson.key}-{'key' if answers else 'worksheet'}-{lang}.html",
                mime="text/html",
                key=f"lessons.{name}.{lesson.key}",
                icon="📝",
                on_click="ignore",
            )
    st.caption(t("lessons.worksheet_print"))


def lesson_page(lesson: Lesson, lang: str) -> None:
    """The lesson as its notebook shows it after a run: text, pictures, tables, charts."""
    try:
        blocks = lesson_pages.blocks(lesson, lang)
    except lesson_pages.LessonPageMissing:
        st.info(t("lessons.no_page"))
        return
    code = st.toggle(t("lessons.show_code"), key=f"lessons.code.{lesson.key}")
    st.html(_TABLES)
    for index, block in enumerate(blocks):
        _block(block, code=code, key=f"lessons.{lesson.key}.{index}", lang=lang)


def _block(block: Block, *, code: bool, key: str, lang: str) -> None:
    if "markdown" in block:
        markdown = lesson_pages.without_notebook_steps(block["markdown"])
        text, summary, answers = lesson_pages.split_answers(markdown)
        _markdown(text)
        if summary is not None:
            with st.expander(summary):
                _markdown(answers)
    elif "code" in block:
        if code:
            st.code(block["code"], language="python")
    elif "text" in block:
        st.code(block["text"], language=None, wrap_lines=True)
    elif "caption" in block:
        st.caption(escape(block["caption"]))
    elif "svg" in block:
        _picture(block["svg"])
    elif "table" in block:
        st.markdown(_table(block["table"]))
    elif "chart" in block:
        st.plotly_chart(_numbers_of(block["chart"], lang), key=key)  # as wide as the page


def _numbers_of(chart: dict[str, Any], lang: str) -> dict[str, Any]:
    """A stored chart whose axes and hover texts write numbers as the page's language does
    (0,2; 1.000; 80 %), as the explorer's charts do: the notebook drew it with Plotly's
    English default."""
    return in_language(chart, lang)


def _picture(svg: str) -> None:
    """One of the engine's pictures (only a safe one: see lesson_pages.svg_is_safe)."""
    if lesson_pages.svg_is_safe(svg):
        st.markdown(f'{_PICTURE}<div class="wl-lesson-picture">{svg}</div>', unsafe_allow_html=True)


def _markdown(text: str) -> None:
    for kind, piece in lesson_pages.pieces(lesson_pages.in_app(text)):
        if kind == "svg":
            _picture(piece)
        else:
            st.markdown(piece)


def _table(rows: list[list[str]]) -> str:
    """Rows of cell text as a Markdown table, every cell shown as itself."""
    if not rows:
        return ""

    def line(cells: list[str]) -> str:
        return "| " + " | ".join(cells) + " |"

    head, *body = [[escape(cell) for cell in row] for row in rows]
    return "\n".join([line(head), line(["---"] * len(head)), *map(line, body)])
