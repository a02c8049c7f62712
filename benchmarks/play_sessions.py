"""Play-page sessions for bench_app.py: each function brings a fresh AppTest session to a
position and prepares one click, whose rerun bench_app times.

The pupil is the one of tests/test_app_play.py (first keep, roll below 25, then stop).
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

from streamlit.testing.v1 import AppTest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from test_app_play import current, next_click, start
from test_match import simple_choice

from app import match as m
from app import play_view as view
from wormlib.rules import OFFICIAL


def game(at: AppTest, *bots: str, coach: bool = False, clicks: int = 0) -> AppTest:
    """A started game (bots step only when asked), then ``clicks`` of the pupil."""
    at.sidebar.toggle(key="play.autoplay").set_value(False).run()
    at.sidebar.toggle(key="play.coach").set_value(coach).run()
    start(at, bots=bots or ("careful",))
    for _ in range(clicks):
        next_click(at).click().run()
    return at


def pupil(at: AppTest) -> object:
    """Prepare the pupil's next click."""
    return next_click(at).click()


def bot_step(at: AppTest) -> object:
    """Click on until a bot is to move, then prepare its next step."""
    while not current(at).bot_to_move:
        next_click(at).click().run()
    return at.button(key=f"play.next_step.{current(at).number}").click()


@cache
def saved(finished: bool) -> bytes:
    """A game of the pupil against the expert: nearly finished (two tiles left), or over."""
    match = m.new_match((m.Seat("Ann"), m.Seat("Expert bot", "expert")), OFFICIAL, 2)
    while not match.over and (finished or len(match.state.middle) > 2 or match.bot_to_move):
        if match.bot_to_move:
            match = m.advance_bot(match)
        else:
            match = m.play(match, simple_choice(match.state))
    return m.dumps(match).encode()


def upload(at: AppTest, *, finished: bool) -> object:
    """Prepare the upload of a saved game (its rerun loads it and draws the page)."""
    document = saved(finished)
    return at.file_uploader(key=view.UPLOAD).set_value(("game.json", document, "text/json"))


def late_click(at: AppTest) -> object:
    """A click of the pupil late in a long game (the log and history are long)."""
    upload(at, finished=False).run()
    return pupil(at)
