"""The lessons page: every lesson listed in every language with its notebook in that language
to download, a link to the same explorer moment (or Rummikub rack) that the notebook itself
links to, its teacher's guide, and the lesson itself to read without Jupyter."""

from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import parse_qsl

import nbformat
import pytest
from streamlit.testing.v1 import AppTest

from app.common import guides, lesson_pages, lessons_screen
from app.common.i18n import CATALOG, SEPARATORS
from app.common.lessons import NOTEBOOKS, Lesson
from app.games import GAMES
from app.regenwormen import situation
from app.rummikub import situation as rk_situation
from wormlib.core.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[3]
#: Every game's lessons, in the page's order.
LESSONS = [lesson for game in GAMES for lesson in game.lessons]
#: The address of each page a lesson's moment opens on.
URL_PATHS = {"pages/explorer.py": "explorer", "pages/rummikub-best.py": "rummikub-best"}


def open_lessons(locale: str) -> AppTest:
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60)
    at.context["locale"] = locale
    at.run()
    at.switch_page("pages/lessons.py").run()
    assert not at.exception, [e.message for e in at.exception]
    return at


def notebook_query(path: str, url_path: str) -> dict[str, str]:
    """The query of the notebook's first link to the page at ``url_path``, without the
    language."""
    notebook = nbformat.read(NOTEBOOKS / path, as_version=4)
    text = "\n".join(c.source for c in notebook.cells if c.cell_type == "markdown")
    match = re.search(rf"http://localhost:8501/{url_path}\?([^)\s]+)", text)
    assert match, f"{path} links to {url_path}"
    return {name: value for name, value in parse_qsl(match[1]) if name != "lang"}


@pytest.mark.parametrize(
    ("locale", "lang"), [("en-GB", "en"), ("nl-NL", "nl"), ("de-DE", "de"), ("fr-FR", "fr")]
)
def test_every_lesson_is_listed_with_its_notebook_and_explorer_moment(
    locale: str, lang: str
) -> None:
    at = open_lessons(locale)
    headers = [h.value for h in at.subheader]
    assert [CATALOG[f"lessons.{lesson.key}.h"][lang] for lesson in LESSONS] == headers[1:]
    captions = " ".join(c.value for c in at.caption)
    assert all(f"notebooks/{lang}/{lesson.files[lang]}" in captions for lesson in LESSONS)
    assert captions.count(CATALOG["lessons.worksheet_print"][lang]) == len(LESSONS)  # how to print
    # the notebook, the guide, the worksheet and its answer key
    assert len(at.get("download_button")) == 4 * len(LESSONS)
    links = [link.proto for link in at.get("page_link") if link.proto.page in URL_PATHS.values()]
    assert [(link.page, link.label, dict(parse_qsl(link.query_string))) for link in links] == [
        (URL_PATHS[link.page], CATALOG[link.label][lang], link.query)
        for link in (lesson.link for lesson in LESSONS)
    ]


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.key)
def test_the_page_and_the_notebooks_agree_on_each_moment(lesson: Lesson) -> None:
    assert set(lesson.files) == set(LANGUAGES)  # a notebook in every language of the app
    url_path = URL_PATHS[lesson.link.page]
    for lang in LANGUAGES:
        assert (NOTEBOOKS / lesson.path(lang)).is_file()
        query = notebook_query(lesson.path(lang), url_path)
        if url_path == "explorer":  # the situation the explorer reads from each link
            assert situation.from_query(query) == situation.from_query(lesson.link.query)
        else:  # the form the page fills from the link
            assert rk_situation.from_query(query) == rk_situation.from_query(lesson.link.query)


@pytest.mark.parametrize(("locale", "lang"), [("en-GB", "en"), ("nl-NL", "nl")])
def test_each_lesson_with_its_guide_and_its_text(locale: str, lang: str) -> None:
    at = open_lessons(locale)
    switches = [w for w in at.toggle if w.label == CATALOG["lessons.guide"][lang]]
    assert len(switches) == len(LESSONS)
    assert not any(m.value.startswith("**") for m in at.markdown)  # no guide shown yet
    for lesson in LESSONS:
        at.toggle(key=f"lessons.guide.{lesson.key}").set_value(True).run()
    shown = " ".join(m.value for m in at.markdown)
    for lesson in LESSONS:
        title, _ = guides.split(guides.guide(lesson, lang))
        assert f"**{title}**" in shown  # the guide, in the page's language
    assert not any(m.value.startswith("### ") for m in at.markdown)  # no lesson shown yet

    at.toggle(key="lessons.show.odds").set_value(True).run()
    assert not at.exception, [e.message for e in at.exception]
    blocks = lesson_pages.blocks(LESSONS[0], lang)
    texts = [m.value for m in at.markdown]
    first = blocks[0]["markdown"].split("\n")[0]  # the notebook's own title, in its language
    assert first.startswith("# ") and any(text.startswith(f"##{first}") for text in texts)
    fences = sum(b.get("markdown", "").count("```") // 2 for b in blocks)  # drawn as pictures
    assert sum("<svg" in text for text in texts) == sum("svg" in b for b in blocks) + fences
    assert len(at.expander) == 1  # the exercises' folded answers
    assert not [c for c in at.code if c.language == "python"]  # code only when asked for
    intro = blocks[0]["markdown"]
    steps = intro[len(lesson_pages.without_notebook_steps(intro)) :].strip()  # Shift + Enter
    assert "Shift + Enter" in steps and not [text for text in texts if steps[:40] in text]

    at.toggle(key="lessons.code.odds").set_value(True).run()
    assert len([c for c in at.code if c.language == "python"]) == sum("code" in b for b in blocks)


@pytest.mark.parametrize(("locale", "lang"), [("de-DE", "de"), ("fr-FR", "fr")])
def test_every_lesson_shows_on_the_page(locale: str, lang: str) -> None:
    at = open_lessons(locale)
    for lesson in LESSONS:
        at.toggle(key=f"lessons.show.{lesson.key}").set_value(True).run()
        at.toggle(key=f"lessons.guide.{lesson.key}").set_value(True).run()
        assert not at.exception, (lesson.key, [e.message for e in at.exception])
    charts = sum("chart" in b for lesson in LESSONS for b in lesson_pages.blocks(lesson, lang))
    assert len(at.get("plotly_chart")) == charts
    layouts = [json.loads(chart.proto.spec)["layout"] for chart in at.get("plotly_chart")]
    assert {layout.get("separators") for layout in layouts} == {SEPARATORS[lang]}  # "0,2"
    assert len(at.expander) == len(LESSONS)  # each lesson's folded answers


def test_the_page_opens_without_computing_a_guide(monkeypatch: pytest.MonkeyPatch) -> None:
    """A guide's numbers cost seconds on a fresh server: made only when shown or printed."""
    asked: list[str] = []
    real = guides.guide

    def guide(lesson: Lesson, lang: str) -> str:
        asked.append(lesson.key)
        return real(lesson, lang)

    monkeypatch.setattr(guides, "guide", guide)
    at = open_lessons("en-GB")
    assert asked == []
    at.toggle(key=f"lessons.guide.{LESSONS[0].key}").set_value(True).run()
    assert asked == [LESSONS[0].key]


def test_the_printed_guide_is_the_guide_as_a_page() -> None:
    lesson = LESSONS[0]
    page = lessons_screen._printable_guide(lesson, "nl", "De les")
    title, _ = guides.split(guides.guide(lesson, "nl"))
    assert page.startswith("<!DOCTYPE html>") and '<html lang="nl">' in page
    assert guides._inline(title) in page and "De les" in page
