"""Every lesson's printable worksheet, a pupil's sheet and its answer key (each game's
lessons name their worksheet's questions: app/games.py): ``worksheet("odds", "nl",
key=True)`` is a standalone A4 HTML page to download or print; tools/make_worksheets.py
prints them all to PDF.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from app.common.worksheet import Question, page
from app.games import GAMES
from wormlib.core.i18n import check

#: Each lesson's questions in a language, by the lesson's key (``Lesson.key``), in lesson order.
SHEETS: Mapping[str, Callable[[str], tuple[Question, ...]]] = {
    lesson.key: lesson.worksheet for game in GAMES for lesson in game.lessons
}


class UnknownLessonError(ValueError):
    """There is no worksheet for this lesson."""


def questions(lesson: str, lang: str) -> tuple[Question, ...]:
    """The lesson's questions with their facts written in ``lang``."""
    if lesson not in SHEETS:
        raise UnknownLessonError(f"no worksheet for lesson {lesson!r}: one of {', '.join(SHEETS)}")
    return SHEETS[lesson](check(lang))


def worksheet(lesson: str, lang: str, *, key: bool = False) -> str:
    """The lesson's worksheet in ``lang`` as a standalone HTML page (A4, print style, inline
    SVG pictures, nothing from outside); ``key`` gives the answer key instead of the pupil's
    sheet."""
    return page(lesson, questions(lesson, lang), lang, key=key)
