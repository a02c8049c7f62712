"""The class challenge in Rummikub: the pupil's game on the join page, and the teacher's
choice of the bot and the moments most of the class missed.

The pupil's game is drawn with the play page's parts (the racks' sizes, the bot's last moves,
the turn without "help me arrange" and without the coach, the round's end with its decision
report); the turn's clicks go to ``play_state``'s callbacks in the challenge's own session
keys, and ``challenge_state`` judges and sends each finished turn. A pupil sees only their
own game and result.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any
from urllib.parse import parse_qsl

import streamlit as st

from app.classroom.views import Result
from app.classroom.words import loss_text
from app.common import session
from app.common.i18n import number, t
from app.rummikub import challenge_state as state
from app.rummikub import class_poll, play_screen
from app.rummikub import play_words as words
from app.rummikub.situation import SituationError, analyse
from wormlib.rummikub.bots import BOTS

LEVELS = tuple(BOTS)
#: Class mode's names (the Challenge of app/classroom/contract.py): the game's name, the teacher's
#: introduction and what the loss counts (text keys).
NAME, INTRO, LOSS_NOTE = "rummikub.name", "rk_challenge.intro", "rk_challenge.loss_note"
describe = state.describe
DEFAULT_BOT = "careful"


def bot_choice(key: str) -> None:
    """The teacher's choice of the bot every pupil plays against (its default given through
    the session, which the last challenge's choice may have set: never both)."""
    session.seed_widgets({key: DEFAULT_BOT})
    st.selectbox(t("challenge.bot"), LEVELS, format_func=words.level_name, key=key)


def opponent(description: Mapping[str, Any]) -> str:
    """The challenge's bot in words ('Careful bot')."""
    bot = description.get("bot")
    level = words.level_name(str(bot)) if bot in BOTS else "?"
    return t("rummikub_play.bot_name", level=level)


def pupil(description: Mapping[str, Any], running: bool, mine: Result | None, name: str) -> None:
    """The pupil's part of the challenge: the game while it runs, then their own result."""
    st.subheader(t("challenge.pupil_h"), anchor=False)
    if state.game(description, name, "" if mine is None else mine.moves) is None:
        st.info(t("challenge.other_game"), icon="🧩")
        return
    settled = state.settle()  # the bot answers the pupil's move, the move goes to the outbox
    if state.waiting():
        state.send()
        if settled and not state.waiting():
            st.rerun()  # the page reads the pupil's result anew, this turn counted
    match = state.current()
    assert match is not None  # made by state.game
    st.caption(t("rk_challenge.pupil_intro", bot=opponent(description)))
    if state.waiting():
        st.caption(t("challenge.unsent"))
    if not running:
        st.info(t("challenge.pupil_stopped"), icon="🏁")
    if mine is not None:
        st.markdown(t("challenge.mine", turns=mine.turns, loss=loss_text(mine)))
    play_screen.flash()
    if match.over:
        st.success(t("challenge.over"), icon="🏁")
        play_screen.round_end(match)
    elif running:
        play_screen.scores(match)
        play_screen.bot_moves(match)
        play_screen.turn_area(match, False, where=state.WHERE, helper=False)


def missed_moment(position: str, met: int, missed: int) -> dict[str, Any] | None:
    """A moment most of the class missed, drawn for the teacher; its poll description
    (None, and nothing drawn, for a position that is not one or that the solver refuses)."""
    query = dict(parse_qsl(position))
    try:
        s = class_poll.from_link(query) if "rack" in query else None
    except SituationError:
        s = None
    if s is None:
        return None
    found = analyse(s)
    if found is None:
        return None
    description = class_poll.describe(s, found)
    st.markdown(f"**{class_poll.question(description)}**")
    class_poll.show(description)
    best = number(found.move.tiles_laid, 0)
    st.markdown(t("rk_challenge.missed", missed=missed, met=met, best=best))
    return description
