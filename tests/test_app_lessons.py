"""The lessons page: every lesson listed in every language with its notebook in that language
to download, and a link to the same explorer moment that the notebook itself links to."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import parse_qsl

import nbformat
import pytest
from streamlit.testing.v1 import AppTest

from app.i18n import CATALOG
from app.lessons_view import LESSONS, NOTEBOOKS, Lesson
from app.situation import from_query, to_query
from wormlib.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parent.parent
LINK = re.compile(r"http://localhost:8501/explorer\?([^)\s]+)")


def open_lessons(locale: str) -> AppTest:
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60)
    at.context["locale"] = locale
    at.run()
    at.switch_page("pages/lessons.py").run()
    assert not at.exception, [e.message for e in at.exception]
    return at


def notebook_query(path: str) -> dict[str, str]:
    """The query of the notebook's first explorer link, without the language."""
    notebook = nbformat.read(NOTEBOOKS / path, as_version=4)
    text = "\n".join(c.source for c in notebook.cells if c.cell_type == "markdown")
    match = LINK.search(text)
    assert match, f"{path} links to the explorer"
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
    assert len(at.get("download_button")) == len(LESSONS)
    links = [link.proto for link in at.get("page_link") if link.proto.page == "explorer"]
    assert [dict(parse_qsl(link.query_string)) for link in links] == [
        to_query(lesson.moment) for lesson in LESSONS
    ]


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.key)
def test_the_page_and_the_notebooks_agree_on_each_moment(lesson: Lesson) -> None:
    assert set(lesson.files) == set(LANGUAGES)  # a notebook in every language of the app
    for lang in LANGUAGES:
        assert (NOTEBOOKS / lesson.path(lang)).is_file()
        assert from_query(notebook_query(lesson.path(lang))) == lesson.moment
