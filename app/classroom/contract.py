"""The seam between class mode and the games: what class mode asks of a game, as Protocols
that mypy checks against each game's modules (``app/<game>/class_poll.py`` is a ``Poll``,
``app/<game>/challenge_screen.py`` a ``Challenge``), and what the top of the app
(streamlit_app.py, pages/) hands class mode: ``ClassGames``. Class mode imports no game and
not the registry (app/games.py): the arrows run one way, from the games to class mode.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from app.classroom.views import Result
from app.common.lessons import Lesson, Link, Moment
from app.common.pages import Page, moment_of

Description = Mapping[str, Any]  # a class moment, as the class store keeps it

#: Class mode's own pages: the teacher's class, and the page where a pupil joins it.
CLASS = Page("class.py", "class.page", "🧑‍🏫")
JOIN = Page("join.py", "join.page", "🙋")


@runtime_checkable
class Poll(Protocol):
    """How a game's class moment is shown (class mode looks it up by the description's
    ``game``). Each function reads the description only, never solves."""

    def question(self, description: Description) -> str: ...

    def show(self, description: Description) -> None:
        """Draws the situation."""

    def choice(self, description: Description, index: int) -> str:
        """A choice in the viewer's language."""

    def unit(self, description: Description) -> str:
        """What the values count."""

    def value(self, description: Description, index: int) -> str | None:
        """The computer's value of a choice."""

    def answer(self, description: Description) -> None:
        """Draws the computer's best move, where it has one."""

    def picture(self, description: Description) -> list[tuple[str, str]]:
        """(caption, SVG) rows, no widgets: the moment on a page of its own."""


@runtime_checkable
class Challenge(Protocol):
    """A game's class challenge: every pupil plays the same game against the same bot. Its
    constants are read-only properties, so that a module's constants satisfy them."""

    @property
    def NAME(self) -> str:
        """The text key of the game's name."""

    @property
    def INTRO(self) -> str:
        """The text key of the teacher's introduction."""

    @property
    def LOSS_NOTE(self) -> str:
        """The text key of what the loss counts."""

    @property
    def LEVELS(self) -> tuple[str, ...]:
        """The bots a challenge can be played against."""

    @property
    def DEFAULT_BOT(self) -> str:
        """The bot a new challenge starts from."""

    def describe(self, bot: str, seed: int) -> dict[str, Any]:
        """A new challenge's description for the class store."""

    def bot_choice(self, key: str) -> None:
        """Draws the teacher's choice of the bot, in the widget ``key``."""

    def opponent(self, description: Description) -> str:
        """The challenge's bot in words."""

    def pupil(
        self, description: Description, running: bool, mine: Result | None, name: str
    ) -> None:
        """Draws the pupil's own game and result."""

    def missed_moment(self, position: str, met: int, missed: int) -> dict[str, Any] | None:
        """Draws a moment most of the class missed; its poll description."""


@dataclass(frozen=True)
class ClassGames:
    """What class mode knows of the games, handed down from the top: the polls and the
    challenges by the description's ``game`` (the challenges in the teacher's order), the
    pages (those with a ``moment`` can ask the class) and the lessons."""

    polls: Mapping[str, Poll]
    challenges: Mapping[str, Challenge]
    pages: tuple[Page, ...] = ()
    lessons: tuple[Lesson, ...] = ()

    def poll(self, description: Description) -> Poll | None:
        """The game's way to show the moment; None for a moment no game of this app knows."""
        return self.polls.get(str(description.get("game")))

    def challenge(self, game: object) -> Challenge | None:
        """The class challenge of ``game``; None for a game that has none."""
        return self.challenges.get(game) if isinstance(game, str) else None

    def moment(self, link: Link | Moment) -> dict[str, Any] | None:
        """The class moment of a lesson's link, None where its page cannot ask the class."""
        return moment_of(link, self.pages)

    @property
    def asking(self) -> tuple[Page, ...]:
        """The pages that can ask the class."""
        return tuple(page for page in self.pages if page.moment is not None)
