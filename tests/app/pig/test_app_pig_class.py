"""Pig asks a class "roll or hold?": the play page's button pushes the moment to the pupils,
whose phones show the position and the two choices; the values are the solver's."""

from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from app.classroom import teacher_state
from app.classroom.views import TeacherPass
from app.pig import class_poll
from app.pig import match as m
from app.pig import play_state as view
from tests.apptest import ROOT, en
from wormlib.pig import game, solver
from wormlib.pig.actions import Roll
from wormlib.pig.rules import Rules


@pytest.fixture(autouse=True)
def class_store(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A fresh SQLite class store for each test."""
    monkeypatch.setenv("WORMLIB_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("WORMLIB_CLASS_DB", raising=False)


def page(script: str, query: dict[str, str] | None = None) -> AppTest:
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60)
    at.context["locale"] = "en-GB"
    at.query_params.update(query or {})
    return at.switch_page(f"pages/{script}").run()


def test_the_description_carries_the_solver_s_chances() -> None:
    state = game.parse_position("s:40/60 p:0 t:12 r:-", Rules())
    description = class_poll.describe(state)
    chosen = solver.choice(state)
    assert description["choices"] == ["roll", "hold"]
    assert description["values"] == [chosen.roll, chosen.hold]
    assert description["best"] == [0 if chosen.best == "roll" else 1]


def test_the_play_page_asks_the_class_roll_or_hold() -> None:
    teacher = page("class.py")
    teacher.button(key="class.start").click().run()
    found = teacher.session_state[teacher_state.TEACHER]
    assert isinstance(found, TeacherPass)
    pupil = page("join.py", {"code": found.code})
    pupil.button(key="FormSubmitter:join.form-" + en("join.join")).click().run()
    teacher.switch_page("pages/pig-play.py").run()
    # a game where the person has a turn total to hold: found by seed, as the page plays it
    seed = next(s for s in range(100) if m.act(m.new(Rules(), "optimal", 0, s), Roll()).rolled != 1)
    teacher.session_state[view.GAME] = m.act(m.new(Rules(), "optimal", 0, seed), Roll())
    teacher.run()
    teacher.button(key="pig_play.ask").click().run()
    assert not teacher.exception, [e.message for e in teacher.exception]
    pupil.run()
    assert not pupil.exception, [e.message for e in pupil.exception]
    shown = [block.value for block in pupil.markdown]
    assert any(en("pig_class.question") in str(text) for text in shown)
    labels = [b.label for b in pupil.button if str(b.key).startswith("join.choice.")]
    assert labels == [en("pig_play.roll"), en("pig_play.hold")]
