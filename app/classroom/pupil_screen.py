"""A pupil's join page, in screen order: the join form (the code from the QR code or the
address, or typed), then the pupil's nickname and the live moment with its answer buttons.

During a class challenge the pupil plays their own game of it here too (each game's
``challenge_screen``, handed down by the page in ``ClassGames``), in a fragment of its own.
The moment is a fragment that reruns every few seconds: it asks the store for the class's
version and reads a new snapshot only when it grew (``pupil_state.view``); when the challenge
started or ended since the page drew it, the whole page is drawn again. A pupil sees their
own answer and, once the teacher reveals them, the class's counts: never who answered what.
"""

from __future__ import annotations

import streamlit as st

from app.classroom import pupil_state as state
from app.classroom import pupil_words, tally, words
from app.classroom.contract import ClassGames
from app.classroom.inputs import Limits
from app.classroom.views import Moment, PupilView
from app.common.attention import bring_into_view
from app.common.i18n import t
from app.common.shield import shield

POLL_SECONDS = 2  # how often a waiting phone asks whether the class changed


def message() -> None:
    refused = state.error()
    if refused is not None:
        st.warning(words.error_text(refused), icon="✋")


def join_form() -> PupilView | None:
    """The pupil's class, or the form to join one (then None)."""
    state.follow_address()
    state.recall()
    view = state.view()
    state.remembered()
    message()
    if view is not None:
        return view
    st.markdown(t("join.intro"))
    with st.form("join.form", enter_to_submit=True):
        st.text_input(t("join.code"), key=state.CODE, max_chars=20, placeholder="ABC234")
        if not st.session_state.get(state.REMOVED):
            typed = bool(st.session_state.get(state.NAME))  # a refused name: open, at hand
            with st.expander(t("join.name_h"), expanded=typed):
                st.text_input(t("join.name"), key=state.NAME, max_chars=Limits().name_length)
        st.form_submit_button(t("join.join"), on_click=state.join, type="primary")
    return None


def me(view: PupilView) -> None:
    name = words.pupil_name(view.me.nickname, view.me.first_name, show_first=True)
    st.subheader(t("join.you_are", name=name))


@st.fragment(run_every=POLL_SECONDS)
@shield
def live(games: ClassGames) -> None:
    """The current moment, kept up to date."""
    view = state.view()
    if view is None:
        if state.pupil() is None:
            st.rerun()  # the class is gone: the whole page says so
        message()  # the store is down for a moment: the next poll tries again
        return
    if state.challenge_changed(view):
        state.drew_challenge(view)
        st.rerun(scope="app")  # the teacher started or ended the challenge: redraw it
    message()
    if view.paused:
        st.info(t("join.paused"), icon="👀")
        return
    running = view.challenge is not None and view.challenge.open
    if view.moment is not None and (view.moment.open or not running):
        with st.container(key="join-moment"):
            if state.moment_is_new(view.moment):
                bring_into_view("join-moment")
            moment(view.moment, view.choice, games)
    elif not running:
        st.info(t("join.wait"), icon="⏳")


@st.fragment
@shield
def challenge(games: ClassGames) -> None:
    """The pupil's own game of the class challenge and their own result: a fragment of its
    own without a timer, so a click redraws the game alone and a poll never does."""
    view = state.view()
    state.drew_challenge(view)
    if view is None or view.challenge is None or view.paused:
        return
    found = view.challenge
    with st.container(key="join-challenge"):
        if state.challenge_is_new(view) and found.open:
            bring_into_view("join-challenge")
        game = games.challenge(found.description.get("game"))
        if game is None:
            st.info(t("challenge.other_game"), icon="🧩")
            return
        mine = found.results[0] if found.results else None
        game.pupil(found.description, found.open, mine, words.nickname(view.me.nickname))


def moment(m: Moment, mine: int | None, games: ClassGames) -> None:
    """The question and its picture, then the answer buttons (or the vote's outcome)."""
    poll = games.poll(m.description)
    if poll is not None:
        st.markdown(f"**{poll.question(m.description)}**")
        poll.show(m.description)
    choices = words.choices(m.description, poll)
    current = m.round
    if m.open:
        st.caption(pupil_words.status(choices, mine, current.number))
        for i, choice in enumerate(choices):
            st.button(
                choice,
                key=f"join.choice.{m.number}.{current.number}.{i}",
                on_click=state.vote,
                args=(i, m.number, current.number),
                type="primary" if i == mine else "secondary",
                icon="✔️" if i == mine else None,
                width="stretch",
            )
    elif current.tally is None:
        st.info(pupil_words.closed(choices, mine), icon="🔒")
    else:
        title = t("class.round", round=current.number)
        st.markdown(
            tally.bars(pupil_words.outcome(m, mine, poll), title=title, size=20),
            unsafe_allow_html=True,
        )
        if not m.answer_shown:
            st.info(t("join.votes_only"), icon="👀")
        else:
            st.caption(t("join.why"))
            if poll is not None:
                poll.answer(m.description)
