"""The play page's parts in screen order: the set-up, the scores, the die and the turn, the
buttons, the coach's chances, the end of the game."""

from __future__ import annotations

import streamlit as st

from app.classroom import ask
from app.common.i18n import t
from app.pig import class_poll, pictures
from app.pig import play_state as state
from app.pig import play_words as words
from app.pig.match import Match
from wormlib.pig import game, solver
from wormlib.pig.actions import Hold


def setup() -> None:
    with st.form(state.P + "form", border=True):
        st.selectbox(t("pig_play.goal"), state.GOALS, index=len(state.GOALS) - 1, key=state.GOAL)
        st.selectbox(t("pig_play.bot"), list(words.BOTS), format_func=words.bot_name, key=state.BOT)
        st.checkbox(t("pig_play.first"), value=True, key=state.FIRST)
        st.form_submit_button(t("pig_play.start"), on_click=state.start, type="primary")


def dice() -> None:
    """Before a game: the die, a face that counts and the 1 that loses the turn total."""
    pictures.show(pictures.die(6, size=56), pictures.die(1, size=56))


def scores(match: Match) -> None:
    you, bot = match.state.scores[match.seat], match.state.scores[1 - match.seat]
    left, right, goal = st.columns(3)
    left.metric(t("pig_play.you"), you)
    right.metric(t("pig_play.opponent"), bot)
    goal.metric(t("pig_play.goal"), match.rules.goal)


def table(match: Match) -> None:
    """The bot's last turn and the person's last roll, in the order they happened: a 1 ended
    the person's turn before the bot played."""
    parts = [_bot_turn, _your_roll]
    for part in reversed(parts) if match.rolled == 1 else parts:
        part(match)


def _bot_turn(match: Match) -> None:
    said = words.bot_turn(match)
    if said:
        st.info(said)


def _your_roll(match: Match) -> None:
    if match.rolled is not None:
        pictures.show(pictures.die(match.rolled))
    mine = words.your_roll(match)
    if mine:
        st.markdown(mine)


def turn(match: Match) -> None:
    """The person's buttons and, when asked, the coach's chance to win of each."""
    moves = len(match.actions)
    st.metric(t("pig_play.turn_total"), match.state.turn_total)
    roll_column, hold_column = st.columns(2)
    roll_column.button(
        t("pig_play.roll"), key=state.P + "roll", on_click=state.roll, args=(moves,),
        type="primary", use_container_width=True,
    )  # fmt: skip
    hold_column.button(
        t("pig_play.hold"), key=state.P + "hold", on_click=state.hold, args=(moves,),
        disabled=not game.is_legal(match.state, Hold()), use_container_width=True,
    )  # fmt: skip
    if st.toggle(t("pig_play.coach"), key=state.COACH):
        roll, hold = words.coach(solver.choice(match.state))
        st.markdown(f"- {roll}\n- {hold}")
    if match.state.turn_total:  # roll or hold? (for a teacher running a class)
        ask.button(class_poll.describe(match.state), state.P + "ask")


def end(match: Match) -> None:
    if match.person_won:
        st.success(t("pig_play.you_won"))
    else:
        st.warning(t("pig_play.you_lost"))
