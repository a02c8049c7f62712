"""The class challenge's screens: the teacher starts it and follows the live table, each
pupil plays the same dice against the same bot on the join page, and at the end the moments
most of the class missed go to the phones as a poll. AppTest sessions on one SQLite store."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from sqlalchemy import update
from streamlit.testing.v1 import AppTest

from app.classroom import pupil_state, remember, settings, teacher_state
from app.classroom.errors import StoreUnavailableError
from app.classroom.schema import pupils
from app.classroom.store import ClassStore
from app.classroom.views import Challenge
from app.regenwormen import challenge_state
from app.regenwormen import match as m
from tests.app.classroom.test_app_class import (
    class_store,
    joined,
    page,
    shown,
    started,
    teacher_pass,
)
from tests.apptest import ntext, text
from wormlib.regenwormen import game
from wormlib.regenwormen.actions import Action, Keep, Roll, Stop, Take

__all__ = ["class_store"]  # the fixture: a fresh store for each test

Pick = Callable[[m.Match], Action]


def challenged(bot: str = "careful") -> AppTest:
    teacher = started()
    teacher.selectbox(key=teacher_state.bot_key("regenwormen")).set_value(bot).run()
    teacher.button(key="challenge.start").click().run()
    assert not teacher.exception, [e.message for e in teacher.exception]
    return teacher


def the_challenge(teacher: AppTest) -> Challenge:
    found = settings.open_store().teacher_view(teacher_pass(teacher)).challenge
    assert found is not None
    return found


def pupil_match(pupil: AppTest) -> m.Match:
    found = pupil.session_state[challenge_state.MATCH][1]
    assert isinstance(found, m.Match)
    return found


def plainly(match: m.Match) -> Action:
    """Take or stop when possible, else set aside the first face, else roll."""
    legal = game.legal_actions(match.state)
    for kind in (Take, Stop, Keep, Roll):
        for action in legal:
            if isinstance(action, kind):
                return action
    raise AssertionError(legal)


def worst(match: m.Match) -> Action:
    """The legal action the computer values lowest (a miss wherever there is a choice)."""
    legal = game.legal_actions(match.state)
    return min(legal, key=lambda a: v.value if (v := m.judge(match.state, a)) else 0.0)


def decide(pupil: AppTest, pick: Pick = plainly) -> None:
    match = pupil_match(pupil)
    assert match.human_to_move
    pupil.button(key=f"play.do.{match.number}.{pick(match)}").click().run()
    assert not pupil.exception, [e.message for e in pupil.exception]
    assert pupil_match(pupil).number > match.number


def own_turns(match: m.Match) -> int:
    """The turns the pupil (seat 0) has finished."""
    return sum(1 for step in match.steps if step.ends_turn and step.before.current == 0)


def play_turn(pupil: AppTest, pick: Pick = plainly) -> None:
    """Decide until the pupil's turn is over (the bot's turn follows at once)."""
    done = own_turns(pupil_match(pupil)) + 1
    while own_turns(pupil_match(pupil)) < done and not pupil_match(pupil).over:
        decide(pupil, pick)


def table(teacher: AppTest) -> list[dict[str, str]]:
    (found,) = teacher.table
    rows: list[dict[str, str]] = found.value.to_dict("records")
    return rows


def test_the_teacher_starts_a_challenge_against_the_chosen_bot() -> None:
    teacher = challenged("careful")
    found = the_challenge(teacher)
    assert found.open and found.description["bot"] == "careful"
    assert isinstance(found.description["seed"], int)
    bot = text("play.bot_name", level=text("play.level.careful"))
    assert text("challenge.running", bot=bot) in shown(teacher)
    keys = [b.key for b in teacher.button]
    assert "challenge.stop" in keys and "challenge.start" not in keys  # started once


def test_every_pupil_plays_the_same_dice_in_their_own_language() -> None:
    teacher = challenged()
    code = teacher_pass(teacher).code
    ada, bo = joined(code), joined(code, "nl-NL")
    bot = text("play.bot_name", level=text("play.level.careful"))
    assert text("challenge.pupil_intro", bot=bot) in shown(ada)
    bot_nl = text("play.bot_name", "nl", level=text("play.level.careful", "nl"))
    assert text("challenge.pupil_intro", "nl", bot=bot_nl) in shown(bo)
    for pupil in (ada, bo):
        assert pupil_match(pupil).duplicate
        decide(pupil)  # the first roll
    assert pupil_match(ada).state.turn.roll == pupil_match(bo).state.turn.roll
    assert not teacher.exception


def test_the_teachers_table_follows_each_pupils_turns_privately() -> None:
    teacher = challenged()
    code = teacher_pass(teacher).code
    ada, bo = joined(code), joined(code)
    teacher.run()
    assert [row[text("challenge.col_turns")] for row in table(teacher)] == ["0", "0"]
    play_turn(ada, worst)
    teacher.run()
    ada_row, bo_row = table(teacher)
    assert (ada_row[text("challenge.col_turns")], bo_row[text("challenge.col_turns")]) == ("1", "0")
    (result,) = the_challenge(teacher).results
    assert result.decisions >= 1 and result.loss > 0
    assert ada_row[text("challenge.col_loss")] == f"{result.mean_loss:.2f}"
    assert bo_row[text("challenge.col_loss")] == "–"
    bo.run()
    assert bo.session_state["join.view"].challenge.results == ()  # not Ada's
    ada.run()
    assert text("challenge.mine", turns=1, loss=f"{result.mean_loss:.2f}") in shown(ada)


def test_the_moments_most_of_the_class_missed_go_to_the_phones() -> None:
    teacher = challenged()
    code = teacher_pass(teacher).code
    ada, bo, cas = joined(code), joined(code, "fr-FR"), joined(code)
    play_turn(ada, worst)
    play_turn(bo, worst)
    play_turn(cas)  # plays on without missing the same moments
    teacher.run()
    assert text("challenge.missed_h") not in shown(teacher)  # at the end only
    teacher.button(key="challenge.stop").click().run()
    assert text("challenge.missed_h") in shown(teacher)
    assert "2 of 3" in shown(teacher) or "3 of 3" in shown(teacher)
    teacher.button(key="challenge.ask.0").click().run()
    assert not teacher.exception, [e.message for e in teacher.exception]
    assert text("class.asked", number=1) in [s.value for s in teacher.success]
    moment = settings.open_store().teacher_view(teacher_pass(teacher)).moment
    assert moment is not None and moment.description["game"] == "regenwormen"
    bo.run()
    assert text("challenge.pupil_stopped", "fr") in shown(bo)
    assert any(str(b.key).startswith("join.choice.1.1.") for b in bo.button)  # the poll
    assert not any(str(b.key).startswith("play.do.") for b in bo.button)  # no more turns


def test_a_new_challenge_starts_every_pupil_on_a_new_game() -> None:
    teacher = challenged()
    ada = joined(teacher_pass(teacher).code)
    play_turn(ada)
    first = the_challenge(teacher).description["seed"]
    teacher.button(key="challenge.stop").click().run()
    teacher.button(key="challenge.start").click().run()
    assert the_challenge(teacher).results == ()
    ada.run()
    assert pupil_match(ada).number == 0 and pupil_match(ada).seed != first
    assert [row[text("challenge.col_turns")] for row in table(teacher.run())] == ["0"]


def test_a_whole_game_ends_with_the_pupils_own_report_and_counts_as_finished() -> None:
    teacher = challenged("random")
    ada = joined(teacher_pass(teacher).code, "de-DE")
    for _ in range(400):
        if pupil_match(ada).over:
            break
        decide(ada)
    assert pupil_match(ada).over
    assert text("challenge.over", "de") in [s.value for s in ada.success]
    assert text("play.report", "de", name=pupil_match(ada).names[0]) in shown(ada)
    (result,) = the_challenge(teacher).results
    assert result.finished
    assert result.turns == len(m.report(pupil_match(ada))[0].turns)
    teacher.run()
    assert [row[text("challenge.col_done")] for row in table(teacher)] == ["✓"]


def test_a_turn_the_busy_store_refused_is_sent_with_the_next_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    teacher = challenged()
    ada = joined(teacher_pass(teacher).code)
    real = ClassStore.record_turn

    def busy(*args: object, **kwargs: object) -> None:
        raise StoreUnavailableError("the class database is unavailable (a test)")

    monkeypatch.setattr(ClassStore, "record_turn", busy)
    play_turn(ada)
    assert text("challenge.unsent") in shown(ada)
    assert text("class.err_unavailable") in shown(ada)
    assert the_challenge(teacher).results == ()
    monkeypatch.setattr(ClassStore, "record_turn", real)
    play_turn(ada)
    (result,) = the_challenge(teacher).results
    assert result.turns == 2 and text("challenge.unsent") not in shown(ada)


def reloaded(pupil: AppTest) -> AppTest:
    """The pupil's page after a reload: a new session, the pass back (as
    app.classroom.remember brings it from the browser), nothing else."""
    again = page("join.py")
    again.session_state[pupil_state.PUPIL] = pupil.session_state[pupil_state.PUPIL]
    again.run()
    assert not again.exception, [e.message for e in again.exception]
    return again


def test_after_a_reload_the_game_goes_on_where_it_was() -> None:
    teacher = challenged()
    ada = joined(teacher_pass(teacher).code)
    play_turn(ada)
    play_turn(ada)
    before = pupil_match(ada)
    again = reloaded(ada)
    after = pupil_match(again)
    assert (after.number, after.state) == (before.number, before.state), "the same game"
    play_turn(again)
    (result,) = the_challenge(teacher).results
    assert result.turns == 3, "the turns before the reload count once"
    assert reloaded(again).session_state[challenge_state.MATCH][1].state == pupil_match(again).state


def test_a_reload_in_the_middle_of_a_turn_plays_it_again_from_its_start() -> None:
    """Without the browser's copy of the turn under way (another device): the store has the
    finished turns, the turn under way starts again, with the same dice (duplicate dice
    follow the seed, the turn and the roll)."""
    teacher = challenged()
    ada = joined(teacher_pass(teacher).code)
    play_turn(ada)
    start = pupil_match(ada)
    decide(
        ada, lambda match: Roll() if Roll() in game.legal_actions(match.state) else plainly(match)
    )
    again = reloaded(ada)
    assert pupil_match(again).state == start.state
    (result,) = the_challenge(teacher).results
    assert result.turns == 1


@pytest.fixture
def cookies(monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """The browser's cookies, as app.classroom.remember writes and reads them: a reload in
    the same browser finds what the page before it kept."""
    jar: dict[str, str] = {}

    def keep_text(name: str, value: str, pattern: re.Pattern[str], lifetime: float) -> None:
        assert not value or pattern.fullmatch(value), value
        if value:
            jar[name] = value
        else:
            jar.pop(name, None)

    def recalled_text(name: str, pattern: re.Pattern[str]) -> str | None:
        found = jar.get(name, "")
        return found if pattern.fullmatch(found) else None

    monkeypatch.setattr(remember, "keep_text", keep_text)
    monkeypatch.setattr(remember, "recalled_text", recalled_text)
    return jar


def rolled(match: m.Match) -> Action:
    return Roll() if Roll() in game.legal_actions(match.state) else plainly(match)


def test_a_reload_in_the_middle_of_a_turn_goes_on_where_it_was(cookies: dict[str, str]) -> None:
    """The decisions of the turn under way come back from the browser, each judged again:
    the turn ends with them all, counted once, as for a pupil who never reloaded."""
    teacher = challenged()
    code = teacher_pass(teacher).code
    ada, bo = joined(code), joined(code)
    for pupil in (ada, bo):
        play_turn(pupil)
        decide(pupil, rolled)
        decide(pupil, worst)  # a miss, so that its loss must come back too
    before = pupil_match(ada)
    assert before.human_to_move and own_turns(before) == 1, "in the middle of turn 2"
    judged_before = ada.session_state[challenge_state.TURN]
    assert judged_before and cookies[challenge_state.TURN_COOKIE]
    again = reloaded(ada)
    after = pupil_match(again)
    assert (after.number, after.state) == (before.number, before.state), "where it was"
    assert again.session_state[challenge_state.TURN] == judged_before
    play_turn(again)
    play_turn(bo)
    assert challenge_state.TURN_COOKIE not in cookies, "forgotten once the turn is over"
    mine, theirs = the_challenge(teacher).results  # the same dice, the same decisions
    assert (mine.turns, mine.decisions, mine.moves) == (2, theirs.decisions, theirs.moves)
    assert mine.loss == pytest.approx(theirs.loss) and mine.loss > 0


def test_a_kept_turn_of_another_point_of_the_game_is_left_alone(cookies: dict[str, str]) -> None:
    teacher = challenged()
    ada = joined(teacher_pass(teacher).code)
    play_turn(ada)
    start = pupil_match(ada)
    decide(ada, rolled)
    code, seed, stored, decisions = cookies[challenge_state.TURN_COOKIE].split(".")
    cookies[challenge_state.TURN_COOKIE] = f"{code}.{seed}.{int(stored) + 1}.{decisions}"
    assert pupil_match(reloaded(ada)).state == start.state, "the turn starts again"


def test_a_game_finished_after_a_reload_counts_as_finished() -> None:
    teacher = challenged("random")
    ada = joined(teacher_pass(teacher).code)
    play_turn(ada)
    ada = reloaded(ada)
    for _ in range(400):
        if pupil_match(ada).over:
            break
        decide(ada)
    (result,) = the_challenge(teacher).results
    assert result.finished
    assert result.turns == len(m.report(pupil_match(ada))[0].turns)
    teacher.run()
    assert [row[text("challenge.col_done")] for row in table(teacher)] == ["✓"]


def test_the_teachers_table_marks_a_pupil_not_seen_for_a_while() -> None:
    teacher = challenged()
    ada = joined(teacher_pass(teacher).code)
    bo = joined(teacher_pass(teacher).code)
    ada.run()
    bo.run()
    assert [row[text("challenge.col_pupil")] for row in table(teacher.run())] == [
        shown_name(ada),
        shown_name(bo),
    ]
    with settings.open_store().engine.begin() as conn:  # Bo's phone went quiet 3 minutes ago
        conn.execute(update(pupils).where(pupils.c.id == 2).values(seen_at=settings.now() - 180))
    teacher.session_state[teacher_state.VIEW] = None  # as the snapshot's refresh does
    names = [row[text("challenge.col_pupil")] for row in table(teacher.run())]
    assert names == [shown_name(ada), f"{shown_name(bo)} · {ntext('challenge.away', 3)}"]


def shown_name(pupil: AppTest) -> str:
    heading = str(pupil.subheader[0].value)
    return heading.removeprefix(text("join.you_are", name=""))


def scrolls_to(pupil: AppTest) -> list[str]:
    """The parts the phone's last run brought into view (app.common.attention's scripts)."""
    scripts = [str(h.proto.body) for h in pupil.get("html")]
    return [key for key in ("join-moment", "join-challenge") if any(key in s for s in scripts)]


def test_the_phone_shows_what_is_current_first_and_drops_what_is_over() -> None:
    teacher = challenged()
    ada = joined(teacher_pass(teacher).code)
    assert scrolls_to(ada) == ["join-challenge"], "the challenge started: brought into view"
    play_turn(ada)
    assert scrolls_to(ada) == [], "once"
    store = settings.open_store()
    store.push_moment(teacher_pass(teacher), {"game": "x", "choices": ["a", "b"]})
    ada.run()
    assert scrolls_to(ada) == ["join-moment"]
    labels = [b.label for b in ada.button]
    assert labels[:2] == ["a", "b"] and len(labels) > 2, "the question above the game"
    store.reveal(teacher_pass(teacher))
    ada.run()
    assert not [b for b in ada.button if str(b.key).startswith("join.choice.")]
    assert "class-tally" not in shown(ada), "the vote is over: the game alone"
    assert pupil_match(ada).human_to_move


def test_the_next_challenges_form_keeps_the_bot_without_a_warning(
    caplog: pytest.LogCaptureFixture,
) -> None:
    teacher = challenged("expert")
    teacher.button(key="challenge.stop").click().run()
    teacher.run()
    assert teacher.selectbox(key=teacher_state.bot_key("regenwormen")).value == "expert"
    logged = [r.getMessage() for r in caplog.records] + [w.value for w in teacher.warning]
    assert not [m for m in logged if "Session State API" in m]
