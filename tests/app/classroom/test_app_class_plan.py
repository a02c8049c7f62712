"""A lesson's plan on the class page: the teacher picks the lesson, asks its class questions
in the order of its guide (each on every phone, in the phone's language, with the values the
page's own poll computes), and starts its suggested challenge, each in one click."""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from app.classroom import lesson_plan, settings, teacher_state
from app.common.lessons import QUESTION, Lesson
from app.games import CLASS_GAMES, GAMES
from tests.app.classroom.test_app_class import (
    class_store,  # noqa: F401 (the fixture: a fresh class store per test)
    joined,
    shown,
    started,
    teacher_pass,
    teacher_view,
)
from tests.apptest import text

LESSONS = lesson_plan.lessons(CLASS_GAMES)


def test_every_lesson_has_a_plan_of_two_to_four_questions_and_a_challenge() -> None:
    every = [lesson.key for game in GAMES for lesson in game.lessons]
    assert [lesson.key for lesson in LESSONS] == every
    for lesson in LESSONS:
        assert 2 <= len(lesson.moments) <= 4, lesson.key
        assert lesson.challenge is not None
        game = CLASS_GAMES.challenge(lesson.challenge.game)
        assert game is not None and lesson.challenge.bot in game.LEVELS


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.key)
def test_each_question_of_the_plan_is_asked_in_order_with_its_question(lesson: Lesson) -> None:
    teacher = started()
    pupil = joined(teacher_pass(teacher).code, "fr-FR")
    teacher.radio(key=lesson_plan.PICKED).set_value(lesson.key).run()
    for number, moment in enumerate(lesson.moments, 1):
        key = f"class.plan.ask.{lesson.key}.{number}"
        assert teacher.button(key=key).proto.type == "primary"  # the next one stands out
        teacher.button(key=key).click().run()
        assert not teacher.exception, [e.message for e in teacher.exception]
        asked = teacher_view(teacher).moment
        assert asked.number == number
        # the page's own poll made it: the explorer's choices and the solver's values
        made = CLASS_GAMES.moment(moment)
        assert made is not None
        assert asked.description == {**made, QUESTION: moment.question}
        question = text(moment.question)
        assert text("class.moment_q", number=number, question=question) in shown(teacher)
        pupil.run()
        assert text(moment.question, "fr") in shown(pupil)
        assert [b for b in pupil.button if str(b.key).startswith(f"join.choice.{number}.1.")]
    done = text("class.plan_item", number=len(lesson.moments))
    assert f"**{done}** ✓" in shown(teacher)


def _plan_buttons() -> None:
    """The plan's callbacks on buttons that stay on the page, as a second click finds them
    when it reaches the server before the page has redrawn."""
    import streamlit as st

    from app.classroom import lesson_plan, teacher_state
    from app.games import CLASS_GAMES

    (moment, *_) = lesson_plan.lessons(CLASS_GAMES)[1].moments
    st.button("start", key="start", on_click=teacher_state.start)
    st.button(
        "ask", key="ask", on_click=lesson_plan.ask, args=("value", 1, moment, "ask", CLASS_GAMES)
    )
    form = (None, False)  # no challenge yet
    st.button(
        "go",
        key="go",
        on_click=teacher_state.start_this,
        args=("rummikub", "expert", form, CLASS_GAMES),
    )


def test_a_double_click_asks_once_and_starts_one_challenge() -> None:
    at = AppTest.from_function(_plan_buttons, default_timeout=60).run()
    at.button(key="start").click().run()
    at.button(key="ask").click().run()
    at.button(key="ask").click().run()
    assert teacher_state.ERROR not in at.session_state
    assert teacher_view(at).moment.number == 1, "asked once"
    at.button(key="go").click().run()
    first = teacher_view(at).challenge.description
    assert (first["game"], first["bot"]) == ("rummikub", "expert")
    at.button(key="go").click().run()
    assert teacher_view(at).challenge.description == first, "one challenge"


def test_a_second_press_of_ask_on_the_class_page_asks_nothing_new() -> None:
    teacher = started()
    teacher.radio(key=lesson_plan.PICKED).set_value("value").run()
    teacher.button(key="class.plan.ask.value.1").click().run()
    teacher.button(key="class.plan.ask.value.1").click().run()
    assert teacher_view(teacher).moment.number == 1


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.key)
def test_the_suggested_challenge_starts_against_its_bot(lesson: Lesson) -> None:
    assert lesson.challenge is not None
    teacher = started()
    teacher.radio(key=lesson_plan.PICKED).set_value(lesson.key).run()
    label = lesson_plan.challenge_label(lesson.challenge, CLASS_GAMES)
    assert label is not None and label in shown(teacher)
    key = f"class.plan.challenge.{lesson.key}"
    start = teacher.button(key=key)
    start.click().run()
    found = teacher_view(teacher).challenge
    assert found is not None and found.open
    assert (found.description["game"], found.description["bot"]) == lesson.challenge
    assert teacher.button(key=key).disabled
    assert text("class.plan_running") in shown(teacher)


def test_a_question_key_of_another_version_shows_the_games_own_question() -> None:
    lesson = LESSONS[0]
    made = lesson_plan.description(lesson.moments[0], CLASS_GAMES)
    assert made is not None
    teacher = started()
    settings.open_store().push_moment(teacher_pass(teacher), {**made, QUESTION: "lessons.gone.q9"})
    teacher.run()
    own = text("class.q_roll_stop")
    assert text("class.moment_q", number=1, question=own) in shown(teacher)
