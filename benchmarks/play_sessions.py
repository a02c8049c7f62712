"""Play-page sessions for bench_app.py: each function brings a fresh AppTest session to a
position and prepares one click, whose rerun bench_app times.

The pupil is the one of tests/app/regenwormen/test_app_play.py (first keep, roll below 25,
then stop).
"""

from __future__ import annotations

from functools import cache

from streamlit.testing.v1 import AppTest
from streamlit.testing.v1.element_tree import Button, FileUploader

from app.regenwormen import match as m
from app.regenwormen import play_state as view
from tests.app.regenwormen.test_app_play import current, decision_buttons, next_click, start
from tests.app.regenwormen.test_match import simple_choice
from wormlib.regenwormen.actions import Action
from wormlib.regenwormen.game import legal_actions
from wormlib.regenwormen.rules import OFFICIAL

MAX_CLICKS = 300  # a game is over long before: a bound, not a limit that is ever reached


def game(at: AppTest, *bots: str, coach: bool = False, clicks: int = 0) -> AppTest:
    """A started game (bots step only when asked), then ``clicks`` of the pupil."""
    at.toggle(key="play.autoplay").set_value(False).run()
    at.toggle(key="play.coach").set_value(coach).run()
    start(at, bots=bots or ("careful",))
    for _ in range(clicks):
        next_click(at).click().run()
    return at


def pupil(at: AppTest) -> Button:
    """Prepare the pupil's next click."""
    return next_click(at).click()


def bot_decision(at: AppTest) -> object:
    """Play on until a bot is to move with a real choice (two or more legal actions, so not
    the forced first roll of its turn), then prepare that step."""
    for _ in range(MAX_CLICKS):
        match = current(at)
        if any(b.key and b.key.startswith("play.go_on.") for b in at.button):
            next_click(at).click().run()  # "Go on" after a bust
            continue
        if match.bot_to_move and len(legal_actions(match.state)) > 1:
            return at.button(key=f"play.next_step.{match.number}").click()
        if match.bot_to_move:
            at.button(key=f"play.next_step.{match.number}").click().run()
        else:
            next_click(at).click().run()
    raise RuntimeError("no bot decision with a choice in a whole game")


@cache
def before_the_end() -> tuple[bytes, Action]:
    """A game of the pupil against the expert one decision before its end, and the pupil's
    action that ends it."""
    for seed in range(1, 100):
        match = m.new_match((m.Seat("Ann"), m.Seat("Expert bot", "expert")), OFFICIAL, seed)
        while not match.over:
            if match.bot_to_move:
                match = m.advance_bot(match)
                continue
            action = simple_choice(match.state)
            after = m.play(match, action)
            if after.over:
                return m.dumps(match).encode(), action
            match = after
    raise RuntimeError("no game in 100 seeds ends on the pupil's decision")


def ending_click(at: AppTest) -> object:
    """Load a game one decision before its end; prepare the pupil's click that ends it."""
    document, action = before_the_end()
    at.file_uploader(key=view.UPLOAD).set_value(("game.json", document, "text/json")).run()
    return decision_buttons(at)[str(action)].click()


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


def upload(at: AppTest, *, finished: bool) -> FileUploader:
    """Prepare the upload of a saved game (its rerun loads it and draws the page)."""
    document = saved(finished)
    return at.file_uploader(key=view.UPLOAD).set_value(("game.json", document, "text/json"))


def late_click(at: AppTest) -> Button:
    """A click of the pupil late in a long game (the log and history are long)."""
    upload(at, finished=False).run()
    return pupil(at)
