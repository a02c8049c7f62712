"""A lesson's plan in class mode: its class questions in the order of its teacher's guide
(where the guide has pupils "write down a guess"), each one click from every phone, and its
suggested challenge, one click from every pupil's game. The class page lists the plan of the
lesson the teacher picks; the Lessons page lists each lesson's under its card.

The plan's data is the lesson's own (``Lesson.moments`` and ``Lesson.challenge``, in
app/<game>/lessons.py). Each question is made by its page's poll, as the page's "Ask the
class" makes it, so that its choices and the solver's values are the page's; it carries the
lesson's question, which every phone words in its own language.
"""

from __future__ import annotations

from typing import Any

import streamlit as st

from app.classroom import teacher_state as state
from app.classroom.contract import CLASS, ClassGames
from app.classroom.views import ClassView
from app.common import session
from app.common.i18n import t
from app.common.lessons import QUESTION, Lesson, Moment, Suggested

PICKED = "class.plan.lesson"  # widget: the lesson whose plan the class page shows
ASKED = "class.plan.asked"  # {lesson: how far this session has asked its questions}


def lessons(games: ClassGames) -> tuple[Lesson, ...]:
    """Every lesson with a plan, in the registry's order."""
    return tuple(lesson for lesson in games.lessons if lesson.moments)


def description(moment: Moment, games: ClassGames) -> dict[str, Any] | None:
    """The class moment of a lesson's question (None when its page cannot ask the class)."""
    found = games.moment(moment)
    return None if found is None else {**found, QUESTION: moment.question}


def ask(lesson: str, number: int, moment: Moment, origin: str, games: ClassGames) -> None:
    """Put question ``number`` of the lesson to the class (a second press of a question that
    is still open asks nothing: ``teacher_state.push``)."""
    found = description(moment, games)
    if found is None:
        return
    state.push(found, origin)
    if st.session_state.get(state.ERROR) is None:
        done: dict[str, int] = session.get(ASKED, dict)
        done[lesson] = max(done.get(lesson, 0), number)


def asked(lesson: str) -> int:
    """How many of the lesson's questions, in order, this session has asked."""
    done = st.session_state.get(ASKED)
    return done.get(lesson, 0) if isinstance(done, dict) else 0


def challenge_label(suggested: Suggested, games: ClassGames) -> str | None:
    """The suggested challenge in words: the game and its bot."""
    game = games.challenge(suggested.game)
    if game is None:
        return None
    bot = game.opponent(game.describe(suggested.bot, 0))
    return t("class.plan_challenge", game=t(game.NAME), bot=bot)


def plan(lesson: Lesson, where: str, view: ClassView, games: ClassGames) -> None:
    """The lesson's questions, each with its button (the next one to ask stands out, the
    asked ones are ticked), then its suggested challenge."""
    done = asked(lesson.key)
    for number, moment in enumerate(lesson.moments, 1):
        origin = f"{where}.ask.{lesson.key}.{number}"
        with st.container(horizontal=True, vertical_alignment="center"):
            tick = " ✓" if number <= done else ""
            item = t("class.plan_item", number=number)
            st.markdown(f"**{item}**{tick} · {t(moment.question)}")
            st.button(
                t("class.ask"),
                key=origin,
                icon="🙋",
                on_click=ask,
                args=(lesson.key, number, moment, origin, games),
                type="primary" if number == done + 1 else "secondary",
            )
        pushed = state.pushed(origin)
        if pushed is not None:
            st.success(t("class.asked", number=pushed), icon="✅")
    suggested = lesson.challenge
    label = None if suggested is None else challenge_label(suggested, games)
    if suggested is None or label is None:
        return
    running = view.challenge is not None and view.challenge.open
    with st.container(horizontal=True, vertical_alignment="center"):
        st.markdown(t("class.plan_running") if running else label)
        st.button(
            t("class.plan_start"),
            key=f"{where}.challenge.{lesson.key}",
            icon="🏁",
            on_click=state.start_this,
            args=(suggested.game, suggested.bot, state.challenge_form(view), games),
            disabled=running,
        )


def section(view: ClassView, games: ClassGames) -> None:
    """The class page's lesson plan: pick a lesson (one click: the dashboard's poll would
    close a select box's list), then its plan."""
    st.markdown(f"**{t('class.plan_h')}**")
    found = {lesson.key: lesson for lesson in lessons(games)}
    picked = st.radio(
        t("class.plan_pick"),
        tuple(found),
        format_func=lambda key: t(f"lessons.{key}.h"),
        key=PICKED,
        horizontal=True,
        index=None,
    )
    if picked in found:
        plan(found[picked], "class.plan", view, games)


def on_lessons_page(lesson: Lesson, games: ClassGames) -> None:
    """The lesson's plan under its card on the Lessons page, with the way to the class page."""
    view = state.view()
    if view is None:
        return
    with st.expander(t("class.plan_h"), expanded=True, icon="🧑‍🏫"):
        plan(lesson, "lessons", view, games)
        st.page_link(CLASS.path, label=t("class.to_dashboard"), icon=CLASS.icon)
