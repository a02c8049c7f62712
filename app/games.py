"""The registry of the games and their pages: the frame's navigation, the home page's cards,
the lessons page and the tests all read it, so that a game is added here, in one place.

A page's script in pages/ is named as its address (see app/common/frame.py).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from app.common.lessons import Lesson
from app.pig import class_poll as pig_poll
from app.pig import pictures as pig_pictures
from app.regenwormen import class_poll as regenwormen_poll
from app.regenwormen import lessons as regenwormen_lessons
from app.regenwormen import pictures as regenwormen_pictures
from app.rummikub import class_poll as rummikub_poll
from app.rummikub import lessons as rummikub_lessons
from app.rummikub import pictures as rummikub_pictures
from wormlib.regenwormen.dice import parse_dice
from wormlib.rummikub.tiles import parse_tiles


@dataclass(frozen=True)
class Page:
    """A page of the app: its script in pages/, whose name (without .py) is its address."""

    script: str
    title: str  # text key
    icon: str
    default: bool = False  # the first page, at the app's own address

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


Description = Mapping[str, Any]  # a class moment, as the class store keeps it


@dataclass(frozen=True)
class Poll:
    """How a game's class moment is shown (class mode knows no game: it looks them up here by
    the description's ``game``). Each function reads the description only, never solves."""

    question: Callable[[Description], str]
    show: Callable[[Description], None]  # draws the situation
    choice: Callable[[Description, int], str]  # a choice in the viewer's language
    unit: Callable[[Description], str]  # what the values count
    value: Callable[[Description, int], str | None]  # the computer's value of a choice
    answer: Callable[[Description], None]  # draws the computer's best move, where it has one
    picture: Callable[[Description], list[tuple[str, str]]]  # (caption, SVG) rows, no widgets


def _poll(module: Any) -> Poll:
    return Poll(
        module.question,
        module.show,
        module.choice,
        module.unit,
        module.value,
        module.answer,
        module.picture,
    )


@dataclass(frozen=True)
class Game:
    """A game: its section of the navigation and its card on the home page (one name, in the
    reader's language: Heckmeck in German), its lessons."""

    name: str  # text key of its name: the home page's card and the navigation's heading
    about: str  # text key of the card's one sentence
    picture: Callable[[], None]  # draws the card's picture
    pages: tuple[Page, ...]
    lessons: tuple[Lesson, ...] = ()


def _dice() -> None:
    regenwormen_pictures.show(regenwormen_pictures.dice(parse_dice("2355WW"), size=44))


def _melds() -> None:
    melds = (parse_tiles("R7 R8 R9"), parse_tiles("B5 Y5 K5 J"))
    rummikub_pictures.show(*(rummikub_pictures.meld(m, size=40) for m in melds))


def _pig_dice() -> None:
    pig_pictures.show(*(pig_pictures.die(face, size=44) for face in (6, 1)))


HOME = Page("home.py", "home.page", "🏠", default=True)
CLASS = Page("class.py", "class.page", "🧑‍🏫")  # the teacher's class
JOIN = Page("join.py", "join.page", "🙋")  # a pupil joins a class
LESSONS = Page("lessons.py", "common.page_lessons", "📓")  # every game's lessons

GAMES = (
    Game(
        "common.app_title",
        "home.regenwormen",
        _dice,
        (
            Page("rules.py", "common.page_rules", "📖"),
            Page("play.py", "common.page_play", "🎲"),
            Page("explorer.py", "common.page_explorer", "📊"),
            LESSONS,
        ),
        regenwormen_lessons.LESSONS,
    ),
    Game(
        "rummikub.name",
        "home.rummikub",
        _melds,
        (
            Page("rummikub-rules.py", "rummikub.page_rules", "📘"),
            Page("rummikub-play.py", "rummikub.page_play", "🀄"),
            Page("rummikub-best.py", "rummikub.page_best", "🧩"),
        ),
        rummikub_lessons.LESSONS,
    ),
    Game(
        "pig.name",
        "home.pig",
        _pig_dice,
        (
            Page("pig-rules.py", "pig.page_rules", "📕"),
            Page("pig-play.py", "pig.page_play", "🐷"),
        ),
    ),
)

#: The games of a class challenge, by the description's ``game``, and their modules (``NAME``,
#: ``INTRO``, ``LOSS_NOTE``, ``describe``, ``DEFAULT_BOT``, ``bot_choice``, ``opponent``,
#: ``pupil``, ``missed_moment``), imported when class mode first asks: such a module draws
#: with class mode's parts, which read this registry.
CHALLENGES = {
    regenwormen_poll.GAME: "app.regenwormen.challenge_screen",
    rummikub_poll.GAME: "app.rummikub.challenge_screen",
}


def challenge(game: object) -> ModuleType | None:
    """The class challenge of ``game`` (class mode knows no game); None for a game that has
    none (a description from elsewhere)."""
    found = CHALLENGES.get(game) if isinstance(game, str) else None
    return None if found is None else importlib.import_module(found)


#: A lesson's link opens one of these pages: its moment can go to the class as it is.
LESSON_MOMENTS: dict[str, Callable[[Mapping[str, str]], dict[str, Any] | None]] = {
    "pages/explorer.py": regenwormen_poll.from_link,
    "pages/rummikub-best.py": rummikub_poll.moment_of_link,
}

#: The class moments of each game, by the description's ``game``.
POLLS = {
    regenwormen_poll.GAME: _poll(regenwormen_poll),
    rummikub_poll.GAME: _poll(rummikub_poll),
    pig_poll.GAME: _poll(pig_poll),
}

#: The pages by section of the navigation (its heading's text key), in its order: the home
#: page, then each game's, then class mode's.
CLASSROOM = "class.section"
SECTIONS: dict[str, tuple[Page, ...]] = {
    "": (HOME,),
    **{g.name: g.pages for g in GAMES},
    CLASSROOM: (CLASS, JOIN),
}
#: Every page once, in the navigation's order.
PAGES = tuple(page for pages in SECTIONS.values() for page in pages)
