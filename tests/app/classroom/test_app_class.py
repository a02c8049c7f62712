"""Class mode's screens: the teacher's page and the pupils' join page, each an AppTest
session, sharing one SQLite class store in a temporary folder (as browsers share a server)."""

from __future__ import annotations

import csv
import io
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, select
from streamlit.testing.v1 import AppTest

from app.classroom import client as client_module
from app.classroom import (
    pupil_state,
    remember,
    results,
    settings,
    teacher_screen,
    teacher_state,
)
from app.classroom.schema import classes
from app.classroom.views import Client, PupilPass, TeacherPass
from app.games import CLASS_GAMES
from app.regenwormen import class_poll
from app.regenwormen.explore import report
from app.regenwormen.situation import Situation
from tests.apptest import ROOT, text
from tests.classroom.conftest import Clock
from wormlib.regenwormen.dice import parse_dice

#: A roll to set aside from: the 5s are best (values from the explorer's own solver).
SITUATION = Situation(kept=parse_dice("WW4"), roll=parse_dice("12555"))


@pytest.fixture(autouse=True)
def class_store(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, clock: Clock) -> None:
    """A fresh SQLite class store for each test, on a clock the test moves by hand; a step's
    buttons wake at once (a test clicks faster than a teacher:
    ``test_a_steps_buttons_wait_a_moment`` checks the wait)."""
    monkeypatch.setenv("WORMLIB_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("WORMLIB_CLASS_DB", raising=False)
    monkeypatch.setattr(settings, "clock", clock)
    monkeypatch.setattr(teacher_state, "SETTLE", 0.0)


def page(script: str, locale: str = "en-GB", query: dict[str, str] | None = None) -> AppTest:
    """The page in the whole app, as a browser opens its address."""
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60)
    at.context["locale"] = locale
    at.query_params.update(query or {})
    return at.switch_page(f"pages/{script}").run()


def started(allow_names: bool = False) -> AppTest:
    teacher = page("class.py")
    if allow_names:
        teacher.checkbox(key=teacher_state.ALLOW_NAMES).check().run()
    teacher.button(key="class.start").click().run()
    assert not teacher.exception, [e.message for e in teacher.exception]
    return teacher


def teacher_pass(teacher: AppTest) -> TeacherPass:
    found = teacher.session_state[teacher_state.TEACHER]
    assert isinstance(found, TeacherPass)
    return found


def joined(code: str, locale: str = "en-GB", name: str | None = None) -> AppTest:
    pupil = page("join.py", locale, {"code": code})
    if name is not None:
        pupil.text_input(key=pupil_state.NAME).input(name)
    pupil.button(key="FormSubmitter:join.form-" + text("join.join", locale[:2])).click().run()
    assert not pupil.exception, [e.message for e in pupil.exception]
    return pupil


def shown(at: AppTest) -> str:
    parts = [m.value for m in at.markdown] + [m.value for m in at.caption]
    parts += [m.value for m in at.warning] + [m.value for m in at.info]
    parts += [m.value for m in at.subheader] + [b.label for b in at.button]
    return "\n".join(str(p) for p in parts)


def push(teacher: AppTest, situation: Situation = SITUATION) -> dict[str, Any]:
    """The explorer's moment of ``situation``, asked to the class (as its button does)."""
    description = class_poll.describe(report(situation))
    settings.open_store().push_moment(teacher_pass(teacher), description)
    return description


def choose(pupil: AppTest, index: int, moment: int = 1, round_number: int = 1) -> None:
    pupil.button(key=f"join.choice.{moment}.{round_number}.{index}").click().run()
    assert not pupil.exception, [e.message for e in pupil.exception]


def test_a_teacher_starts_a_class_and_the_projector_shows_its_code() -> None:
    teacher = started()
    pass_ = teacher_pass(teacher)
    page_text = shown(teacher) + "".join(c.value for c in teacher.code)
    assert pass_.code in page_text
    assert f"/join?code={pass_.code}" in page_text
    assert pass_.key not in page_text + str(teacher.query_params)
    (qr,) = [m.value for m in teacher.markdown if "<svg" in m.value]
    assert f'<svg role="img" aria-label="{text("class.qr_label")}"' in qr
    assert pass_.code not in qr and "?code=" not in qr, "a picture of the address, not its text"
    assert text("class.no_pupils") in shown(teacher)


def test_a_pupil_joins_by_the_code_and_gets_a_nickname_in_their_language() -> None:
    teacher = started()
    pupil = joined(teacher_pass(teacher).code, "nl-NL")
    heading = pupil.subheader[0].value
    assert heading.startswith("Jij bent ")
    assert any(text(f"class.noun.{n}", "nl") in heading for n in range(8))
    assert text("join.wait", "nl") in shown(pupil)
    teacher.run()
    assert "1 pupil has joined" in shown(teacher)


def test_a_typed_code_with_spaces_and_small_letters_joins() -> None:
    teacher = started()
    code = teacher_pass(teacher).code
    pupil = page("join.py")
    pupil.text_input(key=pupil_state.CODE).input(f" {code[:3].lower()} {code[3:]}")
    pupil.button(key="FormSubmitter:join.form-Join").click().run()
    assert isinstance(pupil.session_state[pupil_state.PUPIL], PupilPass)


@pytest.mark.parametrize("code", ["ZZZZZZ", "abc", "<b>x</b>"])
def test_a_wrong_code_says_so_in_the_pupils_language(code: str) -> None:
    pupil = joined(code, "nl-NL")
    assert [w.value for w in pupil.warning] == [text("class.err_not_found", "nl")]
    assert pupil_state.PUPIL not in pupil.session_state


def bars(at: AppTest) -> list[str]:
    """The tallies drawn as bars (HTML), in screen order."""
    return [m.value for m in at.markdown if 'class="class-tally"' in m.value]


def test_the_reveal_shows_the_votes_first_and_the_best_answer_only_when_asked() -> None:
    teacher = started()
    code = teacher_pass(teacher).code
    ada, bo = joined(code), joined(code)
    description = push(teacher)
    best = description["best"][0]
    other = next(i for i in range(len(description["choices"])) if i not in description["best"])
    for pupil in (ada, bo):
        pupil.run()
        assert text("class.q_keep") in shown(pupil)
    choose(ada, best)
    choose(bo, other)
    assert text("join.answered", choice=ada.button(key=f"join.choice.1.1.{best}").label) in shown(
        ada
    )
    choose(bo, best)  # changed
    teacher.run()
    assert teacher.metric[0].value == "2 / 2"
    assert "Answers: 2 of 2 pupils" in shown(teacher)
    assert not bars(teacher), "the tally stays hidden until the teacher reveals it"
    teacher.button(key="class.reveal").click().run()
    assert not teacher.exception
    (tally,) = bars(teacher)
    assert "2 (100%)" in tally and "0 (0%)" in tally
    assert "✓" not in tally and "Worms" not in tally, "the votes only: no best, no values"
    assert text("class.next_explain") in [i.value for i in teacher.info]
    ada.run()
    (phone,) = bars(ada)
    assert "2 votes" in phone and "your answer" in phone and "✓" not in phone
    assert text("join.votes_only") in shown(ada)
    teacher.button(key="class.show_answer").click().run()
    (tally,) = bars(teacher)
    assert tally.count("✓") == len(description["best"]) and "Worms" in tally
    assert "Chose one of the best answers: 2 of 2 pupils (100%)" in shown(teacher)
    best_label = class_poll.choice(description, best)
    assert f"✓ {best_label}" in shown(teacher), "the best answer large, above the picture"
    assert not teacher.info, "the advice was for the first vote"
    ada.run()
    (phone,) = bars(ada)
    assert "✓" in phone and "Worms" in phone
    assert text("join.why") in shown(ada)


def test_half_right_suggests_a_second_round_and_both_votes_show_side_by_side() -> None:
    teacher = started()
    code = teacher_pass(teacher).code
    ada, bo = joined(code), joined(code)
    description = push(teacher)
    best = description["best"][0]
    other = next(i for i in range(len(description["choices"])) if i not in description["best"])
    ada.run()
    bo.run()
    choose(ada, best)
    choose(bo, other)
    teacher.run()
    teacher.button(key="class.reveal").click().run()
    assert text("class.next_discuss") in [i.value for i in teacher.info]
    teacher.button(key="class.again").click().run()
    assert teacher.metric[0].label == text("class.round", round=2)
    assert teacher.metric[0].value == "0 / 2"
    bo.run()
    assert text("join.tap_again") in shown(bo)
    choose(bo, best, round_number=2)
    teacher.run()
    assert len(bars(teacher)) == 1, "the first vote stays up while the second is open"
    teacher.button(key="class.reveal").click().run()
    (both,) = bars(teacher)
    assert both.index("1 (50%)") < both.index("1 (100%)"), "each choice: round 1, then 2"
    assert text("class.round", round=1) in both and text("class.round", round=2) in both
    assert [i.value for i in teacher.info] == [text("class.next_explain")], "discussed: explain"
    assert "class.again" not in [b.key for b in teacher.button], "two rounds at most"
    teacher.button(key="class.show_answer").click().run()
    assert "Chose one of the best answers: 1 of 1 pupil (100%)" in shown(teacher)


def test_next_clears_a_finished_question_from_every_screen() -> None:
    teacher = started()
    pupil = joined(teacher_pass(teacher).code)
    push(teacher)
    pupil.run()
    choose(pupil, 0)
    teacher.run()
    teacher.button(key="class.reveal").click().run()
    teacher.button(key="class.show_answer").click().run()
    teacher.button(key="class.next").click().run()
    assert not bars(teacher) and text("class.no_moment") in shown(teacher)
    pupil.run()
    assert not bars(pupil) and text("join.wait") in shown(pupil)
    assert settings.open_store().export(teacher_pass(teacher))["moments"][0]["answer_shown"]


def test_a_tap_on_an_old_question_answers_nothing() -> None:
    teacher = started()
    pupil = joined(teacher_pass(teacher).code)
    push(teacher)
    pupil.run()
    push(teacher, Situation(kept=parse_dice("WW4"), roll=parse_dice("11233")))
    choose(pupil, 0)  # the button of question 1, still on the phone
    teacher.run()
    assert teacher.metric[0].value == "0 / 1"
    assert "Answers: 0 of 1 pupil" in shown(teacher)


def test_a_locked_class_refuses_new_pupils_and_opens_again() -> None:
    teacher = started()
    code = teacher_pass(teacher).code
    teacher.button(key="class.lock").click().run()
    assert text("class.locked_note") in shown(teacher)
    late = joined(code, "nl-NL")
    assert [w.value for w in late.warning] == [text("class.err_locked", "nl")]
    teacher.button(key="class.unlock").click().run()
    assert isinstance(joined(code).session_state[pupil_state.PUPIL], PupilPass)


def test_ending_the_class_deletes_it_and_the_pupil_sees_it_ended() -> None:
    teacher = started()
    code = teacher_pass(teacher).code
    pupil = joined(code, "de-DE")
    teacher.button(key="class.end").click().run()
    assert teacher_state.TEACHER in teacher.session_state, "asked to confirm first"
    teacher.button(key="class.end_yes").click().run()
    assert not teacher.exception
    assert teacher_state.TEACHER not in teacher.session_state
    assert teacher.button(key="class.start"), "the start form again"
    pupil.run()
    assert not pupil.exception
    assert [w.value for w in pupil.warning] == [text("class.err_ended", "de")]
    again = joined(code)
    assert [w.value for w in again.warning] == [text("class.err_ended")]


def test_first_names_are_refused_unless_the_teacher_allows_them() -> None:
    teacher = started()
    pupil = joined(teacher_pass(teacher).code, "fr-FR", name="Anna")
    assert [w.value for w in pupil.warning] == [text("class.err_no_names", "fr")]
    (box,) = pupil.expander
    assert box.proto.expanded, "the refused name is at hand: one tap to clear it"
    teacher.run()
    assert text("class.no_pupils") in shown(teacher)


def test_first_names_show_escaped_and_only_when_the_teacher_turns_them_on() -> None:
    teacher = started(allow_names=True)
    pupil = joined(teacher_pass(teacher).code, name="Anne-Marie")
    assert "Anne\\-Marie" in pupil.subheader[0].value  # the hyphen cannot start a list
    teacher.run()
    assert "Anne" not in shown(teacher)
    teacher.toggle(key=teacher_state.SHOW_NAMES).set_value(True).run()
    assert "(Anne\\-Marie)" in shown(teacher)


def test_the_explorer_asks_the_class_only_for_its_teacher() -> None:
    stranger = page("explorer.py")
    assert not [b for b in stranger.button if b.key == "explorer.ask"]
    teacher = started()
    pupil = joined(teacher_pass(teacher).code)
    teacher.switch_page("pages/explorer.py").run()
    teacher.button(key="explorer.ask").click().run()
    assert not teacher.exception
    assert [s.value for s in teacher.success] == [text("class.asked", number=1)]
    teacher.button(key="explorer.ask").click().run()  # pressed twice: asked once
    assert not teacher.success
    pupil.run()
    assert text("class.q_keep") in shown(pupil)
    assert text("class.moment_h", number=1) in shown(teacher.switch_page("pages/class.py").run())


def test_the_rummikub_page_asks_how_many_tiles() -> None:
    teacher = started()
    pupil = joined(teacher_pass(teacher).code)
    teacher.switch_page("pages/rummikub-best.py").run()
    teacher.button(key="rummikub_best.ask").click().run()
    assert not teacher.exception
    pupil.run()
    assert text("class.q_tiles") in shown(pupil)
    labels = [b.label for b in pupil.button if str(b.key).startswith("join.choice.")]
    assert labels == [str(n) for n in range(len(labels))]
    store = settings.open_store()
    store.reveal(teacher_pass(teacher))
    teacher.switch_page("pages/class.py").run()
    assert text("class.best_move") not in shown(teacher), "the votes alone first"
    store.show_answer(teacher_pass(teacher))
    teacher.run()
    values = [str(m.value) for m in teacher.markdown]
    heading = values.index(f"**{text('class.best_move')}**")
    assert "<svg" in values[heading + 1], "the best move drawn as tiles"


def test_while_the_class_votes_the_explorer_hides_its_verdict_until_asked() -> None:
    teacher = started()
    joined(teacher_pass(teacher).code)
    teacher.switch_page("pages/explorer.py").run()
    assert teacher.metric, "no vote yet: the verdict shows"
    teacher.button(key="explorer.ask").click().run()
    assert not teacher.metric, "the verdict waits"
    assert text("class.verdict_hidden", number=1) in [i.value for i in teacher.info]
    assert not [m for m in teacher.markdown if "Best choice" in m.value]
    teacher.button(key="class.peek").click().run()
    assert teacher.metric, "one click shows it"
    teacher.button(key="explorer.ask").click().run()  # the same moment: nothing new to hide
    assert teacher.metric
    store = settings.open_store()
    store.push_moment(teacher_pass(teacher), {"game": "x", "choices": ["a", "b"]})
    teacher.run()
    assert not teacher.metric, "a new question hides it again"
    store.show_answer(teacher_pass(teacher))
    teacher.run()
    assert teacher.metric, "the best answer is out"


def test_while_the_class_votes_the_rummikub_page_hides_its_best_move() -> None:
    teacher = started()
    teacher.switch_page("pages/rummikub-best.py").run()
    answer = text("rummikub_best.answer")
    assert answer in [h.value for h in teacher.subheader]
    teacher.button(key="rummikub_best.ask").click().run()
    assert answer not in [h.value for h in teacher.subheader]
    teacher.button(key="class.peek").click().run()
    assert answer in [h.value for h in teacher.subheader]


def test_pause_the_phones_look_at_the_board_and_go_on() -> None:
    teacher = started()
    pupil = joined(teacher_pass(teacher).code, "fr-FR")
    push(teacher)
    pupil.run()
    teacher.run()
    teacher.button(key="class.pause").click().run()
    pupil.run()
    assert text("join.paused", "fr") in [i.value for i in pupil.info]
    assert not [b for b in pupil.button if str(b.key).startswith("join.choice.")]
    teacher.button(key="class.resume").click().run()
    pupil.run()
    choose(pupil, 0)
    assert pupil.session_state[pupil_state.VIEW].choice == 0


def test_a_removed_pupil_is_told_politely_and_rejoins_with_a_nickname_only() -> None:
    teacher = started(allow_names=True)
    pupil = joined(teacher_pass(teacher).code, "nl-NL", name="Rudeword")
    other = joined(teacher_pass(teacher).code)
    teacher.run()
    (named,) = [p for p in teacher_view(teacher).pupils if p.first_name]
    n = named.nickname
    key = f"class.remove.{n.adjective}.{n.noun}.{n.number}"
    teacher.button(key=key).click().run()
    assert not teacher.exception and "Rudeword" not in shown(teacher)
    assert not [b for b in teacher.button if b.key == key]
    pupil.run()
    assert text("class.err_removed", "nl") in [w.value for w in pupil.warning]
    assert not [i for i in pupil.text_input if i.key == pupil_state.NAME], "a nickname only"
    pupil.button(key="FormSubmitter:join.form-" + text("join.join", "nl")).click().run()
    assert not pupil.exception, [w.value for w in pupil.warning]
    assert pupil.subheader[0].value.startswith("Jij bent "), [w.value for w in pupil.warning]
    assert [p.first_name for p in teacher_view(teacher).pupils] == [None, None]
    other.run()
    assert not other.warning


def teacher_view(teacher: AppTest) -> Any:
    return settings.open_store().teacher_view(teacher_pass(teacher))


def _buttons() -> None:
    """The class mode's callbacks on buttons that stay on the page, as a second click finds
    them when it reaches the server before the page has redrawn."""
    import streamlit as st

    from app.classroom import pupil_state, teacher_state

    st.button("start", key="start", on_click=teacher_state.start)
    st.button("again", key="again", on_click=teacher_state.second_round, args=(1, "votes"))
    st.button("reveal", key="reveal", on_click=teacher_state.reveal, args=(1, "open"))
    st.button("show", key="show", on_click=teacher_state.show_answer, args=(1, "votes"))
    st.button("next", key="next", on_click=teacher_state.clear_moment, args=(1, "answer"))
    st.button("join", key="join", on_click=pupil_state.join)
    st.button("end", key="end", on_click=teacher_state.end)


def test_buttons_pressed_twice_act_once() -> None:
    at = AppTest.from_function(_buttons, default_timeout=60).run()
    at.button(key="start").click().run()
    first = teacher_pass(at)
    at.button(key="start").click().run()
    assert teacher_pass(at) == first, "one class"
    at.session_state[pupil_state.CODE] = first.code
    at.button(key="join").click().run()
    pupil = at.session_state[pupil_state.PUPIL]
    at.button(key="join").click().run()
    assert at.session_state[pupil_state.PUPIL] == pupil, "one pupil"
    store = settings.open_store()
    assert len(store.teacher_view(first).pupils) == 1
    store.push_moment(first, class_poll.describe(report(SITUATION)))
    store.reveal(first)
    at.button(key="again").click().run()
    at.button(key="again").click().run()
    assert teacher_state.ERROR not in at.session_state, "no refusal of a third round"
    moment = store.teacher_view(first).moment
    assert moment is not None and moment.round.number == 2
    for step in ("reveal", "show", "next"):
        at.button(key=step).click().run()
        at.button(key=step).click().run()
        assert teacher_state.ERROR not in at.session_state, step
    assert store.teacher_view(first).moment is None, "cleared"
    at.button(key="end").click().run()
    at.button(key="end").click().run()
    assert teacher_state.ERROR not in at.session_state
    assert teacher_state.TEACHER not in at.session_state


def submit(pupil: AppTest, code: str, locale: str = "nl") -> None:
    pupil.text_input(key=pupil_state.CODE).input(code)
    pupil.button(key="FormSubmitter:join.form-" + text("join.join", locale)).click().run()
    assert not pupil.exception, [e.message for e in pupil.exception]


def test_too_many_wrong_codes_make_joining_wait_with_a_message(clock: Clock) -> None:
    code = teacher_pass(started()).code
    wrong = "ZZZZZZ" if code != "ZZZZZZ" else "YYYYYY"
    pupil = page("join.py", "nl-NL")
    window = settings.limits().join_window
    clock.now = (clock.now // window + 1) * window - 3  # the wrong codes straddle an edge
    for _ in range(settings.limits().failures_per_session):
        submit(pupil, wrong)
        clock.advance(1)
    submit(pupil, code)
    (warning,) = pupil.warning
    assert warning.value.startswith("Er zijn net te veel verkeerde codes geprobeerd. Wacht ")
    assert pupil_state.PUPIL not in pupil.session_state
    other = joined(code, "nl-NL")  # another phone in the class: never tried a wrong code
    assert isinstance(other.session_state[pupil_state.PUPIL], PupilPass)


def test_a_store_that_is_down_says_so_and_keeps_the_form(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    (tmp_path / "a-file").write_text("not a folder")
    monkeypatch.setenv("WORMLIB_DATA_DIR", str(tmp_path / "a-file" / "data"))
    teacher = page("class.py", "nl-NL")
    teacher.button(key="class.start").click().run()
    assert [w.value for w in teacher.warning] == [text("class.err_unavailable", "nl")]
    assert teacher.button(key="class.start"), "the start button, to try again"
    pupil = joined("ABCDEF", "fr-FR")
    assert [w.value for w in pupil.warning] == [text("class.err_unavailable", "fr")]
    assert pupil.text_input(key=pupil_state.CODE).value == "ABCDEF", "what was typed is kept"


def _start_button() -> None:
    import streamlit as st

    from app.classroom import teacher_state

    st.button("start", key="start", on_click=teacher_state.start, args=(teacher_state.start_key(),))


def test_a_start_clicked_twice_makes_one_class_even_if_the_session_lost_the_first() -> None:
    at = AppTest.from_function(_start_button, default_timeout=60).run()
    at.button(key="start").click().run()
    first = teacher_pass(at)
    del at.session_state[teacher_state.TEACHER]  # as if the second click's run began first
    at.button(key="start").click().run()
    assert teacher_pass(at) == first
    with settings.open_store().engine.connect() as conn:
        assert conn.execute(select(func.count()).select_from(classes)).scalar_one() == 1


def test_a_teacher_who_started_many_classes_is_told_to_wait(clock: Clock) -> None:
    teacher = page("class.py", "fr-FR")
    teacher.session_state[client_module.TOKEN] = "this-browser-session"
    store = settings.open_store()
    for _ in range(store.limits.starts_per_session):
        store.end_class(store.create_class(client=Client("this-browser-session")))
    teacher.button(key="class.start").click().run()
    waits = round(2 * store.limits.start_window / 60)  # the clock is at a window's start
    assert [w.value for w in teacher.warning] == [text("class.err_starts", "fr", minutes=waits)]
    assert teacher.button(key="class.start"), "the start button, to try later"


def test_a_deleted_class_file_tells_teacher_and_pupils_the_class_is_gone(
    tmp_path: Path, clock: Clock
) -> None:
    teacher = started()
    pupil = joined(teacher_pass(teacher).code, "fr-FR")
    for found in tmp_path.glob("classroom.sqlite3*"):  # a cleanup job mid-lesson
        found.unlink()
    clock.advance(settings.VERSION_EVERY)  # the next poll after the read the phones share
    pupil.run()
    teacher.run()
    assert [w.value for w in pupil.warning] == [text("class.err_emptied", "fr")]
    assert [w.value for w in teacher.warning] == [text("class.err_emptied")]
    assert not pupil.exception and not teacher.exception
    teacher.button(key="class.start").click().run()
    assert isinstance(teacher.session_state[teacher_state.TEACHER], TeacherPass)


def test_before_the_end_the_teacher_downloads_the_lessons_results() -> None:
    teacher = started()
    ada, bo = joined(teacher_pass(teacher).code), joined(teacher_pass(teacher).code)
    description = push(teacher)
    best = description["best"][0]
    other = next(i for i in range(len(description["choices"])) if i not in description["best"])
    ada.run()
    bo.run()
    choose(ada, best)
    choose(bo, other)
    store = settings.open_store()
    store.reveal(teacher_pass(teacher))
    store.second_round(teacher_pass(teacher))  # a second vote never revealed: left out
    bo.run()
    choose(bo, best, round_number=2)
    export = store.export(teacher_pass(teacher))
    found = results.questions(export, CLASS_GAMES)
    (question,) = found
    assert [r[0] for r in question.rounds] == [1]
    assert question.right() == ["1 / 2 (50%)"]
    rows = list(csv.reader(io.StringIO(results.csv_text(found, []))))
    assert rows[0][:4] == [text("results.col_question"), "Answer", "Best", "Computer's value"]
    best_row = rows[1 + best]
    assert best_row[2] == "✓" and best_row[4] == "1" and best_row[3]
    assert rows[-1][1:] == [text("results.right"), "", "", "1 / 2 (50%)"]
    page = results.printable(found, [{"Pupil": "<b>x</b>"}], lang="en", code="ABC234")
    assert "<svg" in page and "size: A4" in page and "&lt;b&gt;x&lt;/b&gt;" in page

    teacher.run()
    teacher.button(key="class.end").click().run()
    keys = [b.key for b in teacher.get("download_button")]
    assert keys == ["class.results_csv", "class.results_print"]
    assert text("results.note") in shown(teacher)


@pytest.mark.parametrize(
    ("address", "loopback"),
    [
        ("http://127.0.0.1:8501/join?code=ABC234", True),
        ("http://localhost:8501/join?code=ABC234", True),
        ("http://[::1]:8501/join?code=ABC234", True),
        ("http://192.168.1.20:8501/join?code=ABC234", False),
        ("https://worms.example.org/join?code=ABC234", False),
        ("/join?code=ABC234", False),
    ],
)
def test_a_loopback_join_address_is_named_as_such(address: str, loopback: bool) -> None:
    assert teacher_screen.is_loopback(address) is loopback


def test_the_home_page_leads_to_class_mode() -> None:
    home = page("home.py", "nl-NL")
    links = [str(link.proto.page) for link in home.get("page_link")]
    assert links[:2] == ["join", "class"], links


def test_a_lessons_plan_goes_to_the_class_from_the_lessons_page() -> None:
    stranger = page("lessons.py")
    assert not [b for b in stranger.button if str(b.key).startswith("lessons.ask.")]
    teacher = started()
    pupil = joined(teacher_pass(teacher).code, "de-DE")
    teacher.switch_page("pages/lessons.py").run()
    assert not teacher.exception, [e.message for e in teacher.exception]
    teacher.button(key="lessons.ask.odds.1").click().run()
    assert [s.value for s in teacher.success] == [text("class.asked", number=1)]
    pupil.run()
    assert [b for b in pupil.button if str(b.key).startswith("join.choice.1.1.")]
    assert text("lessons.odds.q1", "de") in shown(pupil)
    teacher.button(key="lessons.ask.opening.1").click().run()  # the Rummikub lesson's
    pupil.run()
    assert text("lessons.opening.q1", "de") in shown(pupil)


def test_a_removed_pupil_who_reloads_still_joins_with_a_nickname_only(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    teacher = started(allow_names=True)
    pupil = joined(teacher_pass(teacher).code, name="Rudeword")
    kept: PupilPass = pupil.session_state[pupil_state.PUPIL]
    (named,) = teacher_view(teacher).pupils
    settings.open_store().remove_pupil(teacher_pass(teacher), named.nickname)
    monkeypatch.setattr(remember, "recalled", lambda _name: (kept.code, kept.key))
    again = page("join.py")  # the reload: the pass comes back from the browser's cookie
    assert [w.value for w in again.warning] == [text("class.err_removed")]
    assert not [i for i in again.text_input if i.key == pupil_state.NAME]


def test_a_steps_buttons_wait_a_moment_after_the_press_that_brought_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """ "Show the best answer" comes where "Show the votes" was: the second press of a double
    click must not land on it."""
    monkeypatch.setattr(teacher_state, "SETTLE", 60.0)
    teacher = started()
    pupil = joined(teacher_pass(teacher).code)
    push(teacher)
    pupil.run()
    choose(pupil, 0)
    teacher.run()
    assert not teacher.button(key="class.reveal").disabled, "no press yet: ready"
    teacher.button(key="class.reveal").click().run()
    assert teacher.button(key="class.show_answer").disabled
    assert teacher.button(key="class.again").disabled
    monkeypatch.setattr(teacher_state, "SETTLE", 0.0)
    teacher.run()  # the dashboard's next poll
    assert not teacher.button(key="class.show_answer").disabled
