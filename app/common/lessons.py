"""A lesson notebook as the lessons page lists it (pure, no streamlit); each game lists its
own lessons (``LESSONS`` of app/regenwormen/lessons.py, app/rummikub/lessons.py)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from wormlib.core.i18n import SOURCE

if TYPE_CHECKING:
    from app.common.worksheet import Question

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


class Link(NamedTuple):
    """Where a lesson's moment opens: the page's script, the key of the link's words, the query."""

    page: str
    label: str
    query: dict[str, str]


@dataclass(frozen=True, slots=True)
class Lesson:
    """A lesson: its texts (``lessons.<key>.*``), its file per language, the link to its
    moment on one of the game's explorer pages, the numbers its teacher's guide states
    (computed by the engine: app/common/guides.py) and its worksheet's questions in a
    language (app/worksheets.py)."""

    key: str
    files: dict[str, str]
    link: Link
    figures: Callable[[], Mapping[str, float]]
    worksheet: Callable[[str], tuple[Question, ...]]

    def language(self, lang: str) -> str:
        """The notebook's language: the reader's, or English where it has no notebook."""
        return lang if lang in self.files else SOURCE

    def path(self, lang: str) -> str:
        """The notebook's path under notebooks/, in this language (or in English)."""
        return f"{self.language(lang)}/{self.files[self.language(lang)]}"
