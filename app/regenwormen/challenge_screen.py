"""The class challenge in Regenwormen: the pupil's game on the join page, and the teacher's
choice of the bot and the moments most of the class missed.

The pupil's game is drawn with the play page's parts (the middle, the turn, the choices
without the coach, the players, the last turns, the decision report); its clicks go to
``challenge_state``, which sends each finished turn to the class store. A pupil sees only
their own game and result.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import streamlit as st

from app.classroom.views import Result
from app.classroom.words import loss_text
from app.common import session
from app.common.i18n import t
from app.regenwormen import challenge_state as state
from app.regenwormen import class_poll, play_report, play_state, play_table, play_turn
from app.regenwormen import match as m
from app.regenwormen import play_words as words
from app.regenwormen.play_style import style
from wormlib.regenwormen.bots import BOTS

LEVELS = tuple(BOTS)
#: Class mode's names (the Challenge of app/classroom/contract.py): the game's name, the teacher's
#: introduction and what the loss counts (text keys).
NAME, INTRO, LOSS_NOTE = "common.app_title", "challenge.intro", "challenge.loss_note"
describe = state.describe
DEFAULT_BOT = play_state.DEFAULT_LEVEL


def bot_choice(key: str) -> None:
    """The teacher's choice of the bot every pupil plays against."""
    session.seed_widgets({key: play_state.DEFAULT_LEVEL})  # never a default beside it
    st.selectbox(
        t("challenge.bot"),
        LEVELS,
        format_func={level: words.level_label(level) for level in LEVELS}.__getitem__,
        key=key,
    )


def opponent(description: Mapping[str, Any]) -> str:
    """The challenge's bot in words ('Greedy bot')."""
    return words.bot_names([str(description.get("bot"))])[0]


def pupil(description: Mapping[str, Any], running: bool, mine: Result | None, name: str) -> None:
    """The pupil's part of the challenge: the game while it runs, then their own result."""
    st.subheader(t("challenge.pupil_h"), anchor=False)
    match = state.game(description, name, "" if mine is None else mine.moves)
    if match is None:
        st.info(t("challenge.other_game"), icon="🧩")
        return
    if state.waiting():
        state.send()  # a turn the store could not take before
    st.caption(t("challenge.pupil_intro", bot=opponent(description)))
    if state.waiting():
        st.caption(t("challenge.unsent"))
    if not running:
        st.info(t("challenge.pupil_stopped"), icon="🏁")
    if mine is not None:
        st.markdown(t("challenge.mine", turns=mine.turns, loss=loss_text(mine)))
    if match.over:
        game_over(match)
    elif running:
        board(match)
    state.keep_turn()


def board(match: m.Match) -> None:
    """The game as on the play page, the choices without the coach (the bot's turn is
    played at once, so it shows as the previous turn)."""
    style()
    shown = play_state.names(match)
    play_table.middle(match)
    turn, table = st.columns([3, 2], gap="large")
    with turn:
        play_turn.turn_header(match.state, shown, choosing=True)
        play_turn.decisions(match, False, shown, act=state.act)
    with table:
        play_table.players(match, shown)
    logs = words.turns(match, shown, list(m.history(match)))
    play_table.recent_turns(logs, shown)
    play_table.game_log(logs, shown)  # the pupil's own last turn is here, the bot's above


def game_over(match: m.Match) -> None:
    """The final scores and the pupil's own decision report."""
    style()
    shown = play_state.names(match)
    st.success(t("challenge.over"), icon="🏁")
    play_report.scores(match)
    for report in m.report(match, state.judged()):
        play_report.decision_report(report, shown)


def missed_moment(position: str, met: int, missed: int) -> dict[str, Any] | None:
    """A moment most of the class missed, drawn for the teacher; its poll description
    (None, and nothing drawn, for a position that is not one)."""
    description = class_poll.from_position(position)
    if description is None:
        return None
    st.markdown(f"**{class_poll.question(description)}**")
    class_poll.show(description)
    best = ", ".join(class_poll.choice(description, i) for i in description["best"])
    st.markdown(t("challenge.missed", missed=missed, met=met, best=best))
    return description
