"""The Pig pages through their widgets: the rules page's figures are the solver's, and a game
against a bot: roll, hold, the coach's chances equal to the solver's, a stale click ignored,
and the game played to its end."""

from __future__ import annotations

from pathlib import Path

import pytest
import streamlit as st
from streamlit.testing.v1 import AppTest

from app.pig import match as m
from app.pig import play_state as view
from tests.apptest import en
from wormlib.core.i18n import percent
from wormlib.pig import game, solver
from wormlib.pig.actions import Hold, Roll
from wormlib.pig.bots import HoldAt, Optimal
from wormlib.pig.rules import Rules

ROOT = Path(__file__).resolve().parents[3]


def page(name: str) -> AppTest:
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60)
    at.context["locale"] = "en-GB"
    at.run()
    at.switch_page(name).run()
    assert not at.exception, [e.message for e in at.exception]
    return at


def markdown(at: AppTest) -> str:
    return "\n".join(block.value for block in at.markdown)


def current(at: AppTest) -> m.Match:
    found = at.session_state[view.GAME]
    assert isinstance(found, m.Match)
    return found


def test_the_rules_page_shows_the_solver_s_figures() -> None:
    at = page("pages/pig-rules.py")
    first = solver.chances(100)[0, 0, 0]
    versus = solver.both_seats(Optimal().policy(100), HoldAt(20).policy(100), 100)
    shown = en(
        "pig_rules.optimal",
        first=percent(first, "en"),
        versus=percent(versus, "en"),
    )
    assert shown in markdown(at)
    assert "53.1%" in shown and "54.0%" in shown


def start(goal: int = 20, bot: str = "hold-at-20", first: bool = True) -> AppTest:
    at = page("pages/pig-play.py")
    at.selectbox(key=view.GOAL).set_value(goal)
    at.selectbox(key=view.BOT).set_value(bot)
    at.checkbox(key=view.FIRST).set_value(first)
    at.button(key="FormSubmitter:pig_play.form-" + en("pig_play.start")).click().run()
    assert not at.exception, [e.message for e in at.exception]
    return at


def test_a_game_starts_with_the_person_to_roll_and_nothing_to_hold() -> None:
    at = start()
    match = current(at)
    assert (match.rules, match.bot, match.seat, match.actions) == (
        Rules(goal=20),
        "hold-at-20",
        0,
        (),
    )
    assert at.button(key="pig_play.hold").disabled
    assert not at.button(key="pig_play.roll").disabled


def test_roll_throws_the_die_and_the_coach_shows_the_solver_s_chances() -> None:
    at = start(goal=50, bot="optimal")
    at.session_state[view.GAME] = m.new(Rules(goal=50), "optimal", 0, 5)  # a fixed die
    at.run()
    at.button(key="pig_play.roll").click().run()
    match = current(at)
    assert match.actions[:1] == (Roll(),) and match.rolled is not None
    at.toggle(key=view.COACH).set_value(True).run()
    assert game.current_player(match.state) == match.seat  # a roll never ends a game to 50
    choice = solver.choice(match.state)
    assert en("pig_play.coach_roll", chance=percent(choice.roll, "en")) in markdown(at)


def test_a_stale_click_is_ignored() -> None:
    """A button carries the number of actions it was drawn with: a second click of the same
    button (a double click) finds the game moved on and does nothing."""
    st.session_state[view.GAME] = m.new(Rules(goal=20), "hold-at-20", 0, 1)
    view.roll(0)
    once = view.current()
    view.roll(0)
    assert once is not None and view.current() is once and len(once.actions) == 2


def test_a_game_plays_to_its_end() -> None:
    at = start(goal=20)
    for _ in range(200):
        match = current(at)
        if match.over:
            break
        key = "pig_play.hold" if match.state.turn_total >= 6 else "pig_play.roll"
        at.button(key=key).click().run()
        assert not at.exception, [e.message for e in at.exception]
    match = current(at)
    assert match.over
    message = at.success if match.person_won else at.warning
    assert message[0].value == en("pig_play.you_won" if match.person_won else "pig_play.you_lost")


@pytest.mark.parametrize("seed", range(5))
def test_the_bot_plays_its_whole_turn_after_the_person_holds(seed: int) -> None:
    match = m.act(m.act(m.new(Rules(goal=50), "hold-at-20", 0, seed), Roll()), Roll())
    if match.state.turn_total:
        match = m.act(match, Hold())
    assert match.over or game.current_player(match.state) == 0
    assert match.bot_rolled and (match.bot_held == (match.bot_rolled[-1] != 1) or match.over)
    assert m.act(m.new(Rules(goal=50), "hold-at-20", 0, seed), Roll()) == m.act(
        m.new(Rules(goal=50), "hold-at-20", 0, seed), Roll()
    )


def test_a_one_is_told_before_the_bot_s_turn_that_follows() -> None:
    seed = next(
        s for s in range(200) if m.act(m.new(Rules(goal=20), "optimal", 0, s), Roll()).rolled == 1
    )
    at = start(goal=20, bot="optimal")
    at.session_state[view.GAME] = m.act(m.new(Rules(goal=20), "optimal", 0, seed), Roll())
    at.run()
    order = [str(getattr(e, "value", "")) for e in at.main if e.type in ("markdown", "info")]
    mine = order.index(en("pig_play.you_lost_turn"))
    bot = next(i for i, text in enumerate(order) if text.startswith("The opponent rolled"))
    assert mine < bot
