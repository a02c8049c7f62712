"""Every lesson's printable worksheet, a pupil's sheet and its answer key (each game's
lessons name their worksheet's questions): ``worksheet(lesson, "nl", key=True)`` is a
standalone A4 HTML page to download or print; tools/make_worksheets.py prints them all to PDF.
The lessons come from the caller (the registry's ``LESSONS``): no game is imported here.
"""

from __future__ import annotations

from collections.abc import Iterable

from app.common.lessons import Lesson
from app.common.worksheet import Question, page
from wormlib.core.i18n import check


class UnknownLessonError(ValueError):
    """There is no worksheet for this lesson."""


def find(lessons: Iterable[Lesson], key: str) -> Lesson:
    """The lesson ``key`` of ``lessons`` (``Lesson.key``)."""
    found = {lesson.key: lesson for lesson in lessons}
    if key not in found:
        raise UnknownLessonError(f"no worksheet for lesson {key!r}: one of {', '.join(found)}")
    return found[key]


def questions(lesson: Lesson, lang: str) -> tuple[Question, ...]:
    """The lesson's questions with their facts written in ``lang``."""
    return lesson.worksheet(check(lang))


def worksheet(lesson: Lesson, lang: str, *, key: bool = False) -> str:
    """The lesson's worksheet in ``lang`` as a standalone HTML page (A4, print style, inline
    SVG pictures, nothing from outside); ``key`` gives the answer key instead of the pupil's
    sheet."""
    return page(lesson.key, questions(lesson, lang), lang, key=key)
