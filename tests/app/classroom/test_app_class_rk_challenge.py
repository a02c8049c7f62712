"""The Rummikub class challenge's screens: the teacher chooses the game and the bot, every
pupil gets the same deal on the join page and builds their turn with the play page's tiles,
the teacher's table follows the turns and the tiles lost against the best move, and at the
end a moment most of the class missed goes to the phones as a poll. AppTest sessions on
one SQLite store, with the game number fixed so that the pupil can open at once."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from streamlit.testing.v1 import AppTest

from app.classroom import outbox, pupil_state, settings, teacher_state
from app.classroom.views import Challenge
from app.rummikub import challenge_state
from app.rummikub import match as m
from app.rummikub.play_turn import Turn
from tests.app.classroom.test_app_class import (
    class_store,
    joined,
    page,
    shown,
    started,
    teacher_pass,
)
from tests.apptest import text
from wormlib.rummikub.actions import Draw, Lay
from wormlib.rummikub.melds import parse_table
from wormlib.rummikub.rules import SEED
from wormlib.rummikub.solver import best_move

__all__ = ["class_store"]  # the fixture: a fresh store for each test

SEED_NUMBER = 9  # the first rack of this game number opens with 6 tiles
WHERE = challenge_state.WHERE


@pytest.fixture(autouse=True)
def game_number(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(teacher_state, "random_seed", lambda: SEED_NUMBER)


def challenged(bot: str = "careful") -> AppTest:
    teacher = started()
    teacher.radio(key=teacher_state.CHALLENGE_GAME).set_value("rummikub").run()
    teacher.selectbox(key=teacher_state.bot_key("rummikub")).set_value(bot).run()
    teacher.button(key="challenge.start").click().run()
    assert not teacher.exception, [e.message for e in teacher.exception]
    return teacher


def the_challenge(teacher: AppTest) -> Challenge:
    found = settings.open_store().teacher_view(teacher_pass(teacher)).challenge
    assert found is not None
    return found


def pupil_match(pupil: AppTest) -> m.Match:
    found = pupil.session_state[WHERE + "match"]
    assert isinstance(found, m.Match)
    return found


def turn_now(pupil: AppTest) -> Turn:
    found: Turn = pupil.session_state[WHERE + "steps"][1][-1]
    return found


def button(pupil: AppTest, prefix: str) -> Any:
    (found,) = [b for b in pupil.button if str(b.key).startswith("rummikub_play." + prefix)]
    return found


def ran(pupil: AppTest) -> None:
    assert not pupil.exception, [e.message for e in pupil.exception]


def draw(pupil: AppTest) -> None:
    before = pupil_match(pupil)
    button(pupil, "draw.").click().run()
    ran(pupil)
    assert pupil_match(pupil).number > before.number and pupil_match(pupil).human_to_move


def lay_best(pupil: AppTest) -> int:
    """Lay the best opening from the rack by the tiles' buttons, meld by meld (the table is
    empty at the start); the tiles laid."""
    match = pupil_match(pupil)
    assert not match.state.table
    best = best_move(match.state.racks[0], (), opened=False, rules=match.rules)
    for meld in best.table:
        rack, picked = list(turn_now(pupil).rack), []
        for tile in meld:
            picked.append(next(i for i, x in enumerate(rack) if x == tile and i not in picked))
        (pills,) = [g for g in pupil.button_group if str(g.key).endswith(".r")]
        pills.set_value(picked).run()
        button(pupil, "new.").click().run()
        ran(pupil)
    button(pupil, "end.").click().run()
    ran(pupil)
    mine = [mv for mv in pupil_match(pupil).moves if mv.player == 0][-1]
    assert isinstance(mine.action, Lay) and len(mine.action.laid) == best.tiles_laid
    return best.tiles_laid


def table(teacher: AppTest) -> list[dict[str, str]]:
    (found,) = teacher.table
    rows: list[dict[str, str]] = found.value.to_dict("records")
    return rows


def test_the_teacher_starts_a_rummikub_challenge_against_the_chosen_bot() -> None:
    teacher = started()
    teacher.radio(key=teacher_state.CHALLENGE_GAME).set_value("rummikub").run()
    assert text("rk_challenge.intro") in shown(teacher)
    teacher.selectbox(key=teacher_state.bot_key("rummikub")).set_value("expert").run()
    teacher.button(key="challenge.start").click().run()
    found = the_challenge(teacher)
    assert found.open
    assert found.description == {"game": "rummikub", "seed": SEED_NUMBER, "bot": "expert"}
    bot = text("rummikub_play.bot_name", level=text("rummikub_play.level.expert"))
    assert text("challenge.running", bot=bot) in shown(teacher)
    assert text("rk_challenge.loss_note") in shown(teacher)
    teacher.button(key="challenge.stop").click().run()
    assert teacher.radio(key=teacher_state.CHALLENGE_GAME).value == "rummikub"  # the last one's
    assert teacher.selectbox(key=teacher_state.bot_key("rummikub")).value == "expert"


def test_every_pupil_gets_the_same_deal_in_their_own_language_and_no_help() -> None:
    teacher = challenged()
    code = teacher_pass(teacher).code
    ada, bo = joined(code), joined(code, "nl-NL")
    bot = text("rummikub_play.bot_name", level=text("rummikub_play.level.careful"))
    assert text("rk_challenge.pupil_intro", bot=bot) in shown(ada)
    bot_nl = text("rummikub_play.bot_name", "nl", level=text("rummikub_play.level.careful", "nl"))
    assert text("rk_challenge.pupil_intro", "nl", bot=bot_nl) in shown(bo)
    assert pupil_match(ada).state == pupil_match(bo).state  # the same deal
    for pupil in (ada, bo):
        keys = [str(b.key) for b in pupil.button]
        assert any(k.startswith("rummikub_play.end.") for k in keys)
        assert not any(k.startswith("rummikub_play.help.") for k in keys)  # no arranging
        draw(pupil)
    assert pupil_match(ada).state == pupil_match(bo).state  # the same tiles drawn
    assert not teacher.exception


def test_the_teachers_table_shows_the_tiles_a_turn_lost() -> None:
    teacher = challenged()
    code = teacher_pass(teacher).code
    ada, bo = joined(code), joined(code)
    could = m.could_lay(pupil_match(ada).state)
    assert could == 6
    draw(ada)  # lays nothing where six tiles could go: loses 6
    assert lay_best(bo) == 6  # loses nothing
    teacher.run()
    ada_row, bo_row = table(teacher)
    assert [ada_row[text("challenge.col_turns")], bo_row[text("challenge.col_turns")]] == ["1"] * 2
    assert ada_row[text("challenge.col_loss")] == "6.00"
    assert bo_row[text("challenge.col_loss")] == "0.00"
    assert text("challenge.mine", turns=1, loss="6.00") in shown(ada)  # at once
    assert len(pupil_match(bo).state.table) >= 2  # Bo's melds on Bo's table only


def test_the_moment_most_of_the_class_missed_goes_to_the_phones_as_a_poll() -> None:
    teacher = challenged()
    code = teacher_pass(teacher).code
    ada, bo, cas = joined(code), joined(code, "fr-FR"), joined(code, "de-DE")
    draw(ada)
    draw(bo)
    lay_best(cas)
    teacher.run()
    assert text("challenge.missed_h") not in shown(teacher)  # at the end only
    teacher.button(key="challenge.stop").click().run()
    assert text("challenge.missed_h") in shown(teacher)
    assert text("rk_challenge.missed", missed=2, met=3, best="6") in shown(teacher)
    teacher.button(key="challenge.ask.0").click().run()
    assert not teacher.exception, [e.message for e in teacher.exception]
    assert text("class.asked", number=1) in [s.value for s in teacher.success]
    assert teacher.radio(key=teacher_state.CHALLENGE_GAME).value == "rummikub"  # as before
    assert teacher.selectbox(key=teacher_state.bot_key("rummikub")).value == "careful"
    moment = settings.open_store().teacher_view(teacher_pass(teacher)).moment
    assert moment is not None and moment.description["game"] == "rummikub"
    choices = moment.description["choices"]
    assert choices[moment.description["best"][0]] == "6"
    bo.run()
    assert text("challenge.pupil_stopped", "fr") in shown(bo)
    assert text("class.q_tiles_opening", "fr") in shown(bo)
    assert any(str(b.key).startswith("join.choice.1.1.") for b in bo.button)  # the poll
    assert not any(str(b.key).startswith("rummikub_play.end.") for b in bo.button)


def test_a_whole_game_ends_with_the_pupils_report_and_counts_as_finished() -> None:
    teacher = challenged("expert")
    ada = joined(teacher_pass(teacher).code, "de-DE")
    lay_best(ada)
    for _ in range(80):  # then draw (or pass) until the expert goes out or the pool is empty
        if pupil_match(ada).over:
            break
        button(ada, "draw.").click().run()
        ran(ada)
    assert pupil_match(ada).over
    assert text("challenge.over", "de") in [s.value for s in ada.success]
    assert text("rummikub_play.report", "de") in [s.value for s in ada.subheader]
    (result,) = the_challenge(teacher).results
    assert result.finished
    assert result.turns == len([mv for mv in pupil_match(ada).moves if mv.player == 0])
    teacher.run()
    assert [row[text("challenge.col_done")] for row in table(teacher)] == ["✓"]


def test_a_refused_position_is_no_judgement_and_a_long_one_is_not_kept() -> None:
    state = m.new_match([m.Seat("a", None, True), m.Seat("b", "careful", False)], SEED, 1).state
    refused = m.Move(Draw(), 0, None, 0, None, state)
    assert challenge_state.judged(refused, finished=False) == outbox.Turn(
        0, 0.0, (), False, "draw\n"
    )
    short = challenge_state.position(state)
    assert short is not None and "rack=" in short
    runs = " | ".join(f"{c}{n} {c}{n + 1} {c}{n + 2}" for c in "RBYK" for n in (1, 4, 7, 10))
    crowded = replace(state, table=parse_table(runs))
    assert challenge_state.position(crowded) is None
    missed = m.Move(Draw(), 0, None, 0, 6, crowded)  # judged, but its position not kept
    assert challenge_state.judged(missed, finished=True) == outbox.Turn(1, 6.0, (), True, "draw\n")


def test_after_a_reload_the_game_goes_on_where_it_was() -> None:
    """As in Regenwormen: the pass comes back from the browser, the game from the store (the
    seed and the pupil's moves)."""
    teacher = challenged()
    ada = joined(teacher_pass(teacher).code)
    draw(ada)
    before = pupil_match(ada)
    again = page("join.py")
    again.session_state[pupil_state.PUPIL] = ada.session_state[pupil_state.PUPIL]
    again.run()
    ran(again)
    assert not again.exception, [e.message for e in again.exception]
    after = pupil_match(again)
    assert (after.number, after.state) == (before.number, before.state)
    draw(again)
    (result,) = the_challenge(teacher).results
    assert result.turns == 2, "the move before the reload counts once"
