"""The registry of the games and their pages: the frame's navigation, the home page's cards,
the lessons page, class mode and the tests read it, so that a game is added here, in one place.

Only the top imports it (streamlit_app.py, pages/, tools/, tests/): it hands the frame its
``SECTIONS``, the home and lessons pages their ``GAMES``, and class mode its ``CLASS_GAMES``
(app/classroom/contract.py), so that no module below imports a game through it.
"""

from __future__ import annotations

from app.classroom.contract import CLASS, JOIN, ClassGames
from app.common.pages import Game, Page, Sections
from app.pig import class_poll as pig_poll
from app.pig import pictures as pig_pictures
from app.regenwormen import challenge_screen as regenwormen_challenge
from app.regenwormen import class_poll as regenwormen_poll
from app.regenwormen import lessons as regenwormen_lessons
from app.regenwormen import pictures as regenwormen_pictures
from app.rummikub import challenge_screen as rummikub_challenge
from app.rummikub import class_poll as rummikub_poll
from app.rummikub import lessons as rummikub_lessons
from app.rummikub import pictures as rummikub_pictures
from wormlib.regenwormen.dice import parse_dice
from wormlib.rummikub.tiles import parse_tiles


def _dice() -> None:
    regenwormen_pictures.show(regenwormen_pictures.dice(parse_dice("2355WW"), size=44))


def _melds() -> None:
    melds = (parse_tiles("R7 R8 R9"), parse_tiles("B5 Y5 K5 J"))
    rummikub_pictures.show(*(rummikub_pictures.meld(m, size=40) for m in melds))


def _pig_dice() -> None:
    pig_pictures.show(*(pig_pictures.die(face, size=44) for face in (6, 1)))


HOME = Page("home.py", "home.page", "🏠", default=True)
LESSONS = Page("lessons.py", "common.page_lessons", "📓")  # every game's lessons

GAMES = (
    Game(
        "common.app_title",
        "home.regenwormen",
        _dice,
        (
            Page("rules.py", "common.page_rules", "📖"),
            Page("play.py", "common.page_play", "🎲"),
            Page(
                "explorer.py",
                "common.page_explorer",
                "📊",
                moment=regenwormen_poll.from_link,
            ),
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
            Page(
                "rummikub-best.py",
                "rummikub.page_best",
                "🧩",
                moment=rummikub_poll.moment_of_link,
            ),
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

#: The pages by section of the navigation (its heading's text key), in its order: the home
#: page, then each game's, then class mode's.
CLASSROOM = "class.section"
SECTIONS: Sections = {
    "": (HOME,),
    **{g.name: g.pages for g in GAMES},
    CLASSROOM: (CLASS, JOIN),
}
#: Every page once, in the navigation's order.
PAGES = tuple(page for pages in SECTIONS.values() for page in pages)

#: Every game's lessons, in the lessons page's order.
LESSONS_OF_ALL = tuple(lesson for game in GAMES for lesson in game.lessons)

#: What class mode knows of the games (it imports none): each game's poll and challenge by the
#: description's ``game`` (mypy checks each module against the Protocol), the pages that can
#: ask the class, the lessons whose moments it offers.
CLASS_GAMES = ClassGames(
    polls={
        regenwormen_poll.GAME: regenwormen_poll,
        rummikub_poll.GAME: rummikub_poll,
        pig_poll.GAME: pig_poll,
    },
    challenges={
        regenwormen_poll.GAME: regenwormen_challenge,
        rummikub_poll.GAME: rummikub_challenge,
    },
    pages=PAGES,
    lessons=LESSONS_OF_ALL,
)
