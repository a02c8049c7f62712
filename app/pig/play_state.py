"""The play page's session state and button callbacks (keys start with "pig_play.").

The game (``app.pig.match.Match``) lives in ``st.session_state`` only. A button carries the
number of actions it was drawn with; its callback ignores a click once the game has moved on
(a double click, a stale page), so a button pressed twice acts once.
"""

from __future__ import annotations

import secrets

import streamlit as st

from app.pig import match as m
from app.pig.play_words import BOTS
from wormlib.pig.actions import Action, Hold, Roll
from wormlib.pig.rules import STANDARD_GOAL, Rules

P = "pig_play."
GAME, COACH = P + "game", P + "coach"
GOAL, BOT, FIRST = P + "goal", P + "bot", P + "first"
#: The goals the set-up offers: a short game for a lesson, the classic 100.
GOALS = (20, 50, STANDARD_GOAL)


def current() -> m.Match | None:
    found = st.session_state.get(GAME)
    return found if isinstance(found, m.Match) else None


def start() -> None:
    """A new game from the set-up's widgets."""
    goal, bot = st.session_state.get(GOAL, STANDARD_GOAL), st.session_state.get(BOT)
    seat = 0 if st.session_state.get(FIRST, True) else 1
    if goal not in GOALS or bot not in BOTS:
        return  # widgets from another version of the page: nothing to start
    st.session_state[GAME] = m.new(Rules(goal=goal), bot, seat, secrets.randbits(32))


def roll(moves: int) -> None:
    _act(Roll(), moves)


def hold(moves: int) -> None:
    _act(Hold(), moves)


def _act(action: Action, moves: int) -> None:
    match = current()
    if match is None or match.over or len(match.actions) != moves:
        return  # a stale click
    st.session_state[GAME] = m.act(match, action)
