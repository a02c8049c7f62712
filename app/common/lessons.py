"""A lesson notebook as the lessons page lists it (pure, no streamlit); each game lists its
own lessons (``LESSONS`` of app/regenwormen/lessons.py, app/rummikub/lessons.py)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from wormlib.core.i18n import SOURCE

if TYPE_CHECKING:
    from app.common.worksheet import Question

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
#: A class moment's key for the lesson's question it was asked as (a text key), so that every
#: phone words that question in its own language.
QUESTION = "lesson_question"
_QUESTION_KEY = re.compile(r"lessons\.[a-z_]+\.q[1-9]")


class Link(NamedTuple):
    """Where a lesson's moment opens: the page's script, the key of the link's words, the query."""

    page: str
    label: str
    query: dict[str, str]


class Moment(NamedTuple):
    """A situation the lesson's guide asks the class about (where a guide would say "write down
    a guess"): the page and query it opens at, as a lesson's link, and the text key of the
    question put to the class (``lessons.<key>.q<n>``, the guide names it "class question n")."""

    page: str
    query: dict[str, str]
    question: str

    def link(self, label: str) -> Link:
        """The link that opens the moment's page at its situation (a lesson's card opens its
        first class question's), worded by the text key ``label``."""
        return Link(self.page, label, self.query)


class Suggested(NamedTuple):
    """The class challenge that ends a lesson: the game (class mode's name of it, as a
    challenge's description has it) and the bot every pupil plays against."""

    game: str
    bot: str


@dataclass(frozen=True, slots=True)
class Lesson:
    """A lesson: its texts (``lessons.<key>.*``), its file per language, the link to its
    moment on one of the game's explorer pages, the numbers its teacher's guide states
    (computed by the engine: app/common/guides.py) and its worksheet's questions in a
    language (app/worksheets.py); the lesson's plan for class mode: its ``moments``, in the
    order of its guide, and its suggested ``challenge`` (app/classroom/lesson_plan.py)."""

    key: str
    files: dict[str, str]
    link: Link
    figures: Callable[[], Mapping[str, float]]
    worksheet: Callable[[str], tuple[Question, ...]]
    moments: tuple[Moment, ...] = ()
    challenge: Suggested | None = None

    def language(self, lang: str) -> str:
        """The notebook's language: the reader's, or English where it has no notebook."""
        return lang if lang in self.files else SOURCE

    def path(self, lang: str) -> str:
        """The notebook's path under notebooks/, in this language (or in English)."""
        return f"{self.language(lang)}/{self.files[self.language(lang)]}"


def question_of(description: Mapping[str, Any]) -> str | None:
    """The text key of the lesson's question a class moment was asked as; None for a moment
    asked from an explorer (or a key that is no lesson question's)."""
    found = description.get(QUESTION)
    return found if isinstance(found, str) and _QUESTION_KEY.fullmatch(found) else None
