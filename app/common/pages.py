"""What a page and a game of the app are (pure, no streamlit): the registry (app/games.py)
lists them, and the top (streamlit_app.py, pages/) hands them to the frame, the home page,
the lessons page and class mode, which import no game.

A page's script in pages/ is named as its address (see app/common/frame.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from app.common.lessons import Lesson, Link, Moment

#: What turns a page's link (its query) into a class moment; None for a link not to ask.
MomentOfLink = Callable[[Mapping[str, str]], dict[str, Any] | None]


@dataclass(frozen=True)
class Page:
    """A page of the app: its script in pages/, whose name (without .py) is its address; a
    page with a ``moment`` can ask the class about what its link shows."""

    script: str
    title: str  # text key
    icon: str
    default: bool = False  # the first page, at the app's own address
    moment: MomentOfLink | None = None

    @property
    def path(self) -> str:
        """The script relative to streamlit_app.py, as st.page_link takes it."""
        return f"pages/{self.script}"

    @property
    def address(self) -> str:
        """The path after the app's address."""
        return "" if self.default else self.script.removesuffix(".py")

    @property
    def heading(self) -> str:
        """The text key of the page's title (``rummikub-best.py``: ``rummikub_best.title``)."""
        return "home.title" if self.default else self.address.replace("-", "_") + ".title"


@dataclass(frozen=True)
class Game:
    """A game: its section of the navigation and its card on the home page (one name, in the
    reader's language: Heckmeck in German), its lessons."""

    name: str  # text key of its name: the home page's card and the navigation's heading
    about: str  # text key of the card's one sentence
    picture: Callable[[], None]  # draws the card's picture
    pages: tuple[Page, ...]
    lessons: tuple[Lesson, ...] = ()


#: The pages by section of the navigation (its heading's text key), in its order.
Sections = Mapping[str, tuple[Page, ...]]


def moment_of(link: Link | Moment, pages: Iterable[Page]) -> dict[str, Any] | None:
    """The class moment of a link (a lesson's), where the page it opens can ask the class."""
    for page in pages:
        if page.path == link.page and page.moment is not None:
            return page.moment(link.query)
    return None
