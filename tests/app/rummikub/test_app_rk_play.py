"""The Rummikub play page through its widgets: whole rounds against each bot level (the person
laying what "help me arrange" finds), people at one screen, undo and reset, the reason under
every bot move, both languages, and clicks from a stale page that act once."""

from __future__ import annotations

import io
import json
import random
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import streamlit as st
from streamlit.testing.v1 import AppTest

from app.common.i18n import LANGUAGES, WORDS
from app.rummikub import match as m
from app.rummikub import play_state
from tests.apptest import text
from tests.rummikub.test_rk_save import passing_save
from wormlib.core.errors import SaveGameError
from wormlib.rummikub import game, save, tournament
from wormlib.rummikub.actions import Draw, Lay, TimeOut
from wormlib.rummikub.bots import BOTS, make_bot
from wormlib.rummikub.rules import SEED, parse_rules
from wormlib.rummikub.save import MAX_BYTES
from wormlib.rummikub.solver import Budget, best_move
from wormlib.rummikub.state import GameState

ROOT = Path(__file__).resolve().parents[3]
LOCALES = {"en": "en-GB", "nl": "nl-NL", "de": "de-DE", "fr": "fr-FR"}
P = "rummikub_play."


def open_page(lang: str = "en") -> AppTest:
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=120)
    at.context["locale"] = LOCALES[lang]
    at.query_params["lang"] = lang
    at.run()
    at.switch_page("pages/rummikub-play.py").run()
    assert not at.exception, [e.message for e in at.exception]
    return at


def start(at: AppTest, levels: list[str], people: int = 1, seed: int = 4, **extra: Any) -> None:
    at.number_input(key=P + "setup.people").set_value(people).run()
    at.number_input(key=P + "setup.bots").set_value(len(levels)).run()
    for i, level in enumerate(levels):
        at.selectbox(key=f"{P}setup.level{i}").set_value(text(f"{P}level.{level}"))
    for i in range(people):
        at.text_input(key=f"{P}setup.name{i}").set_value(f"P{i}")
    if "rules" in extra:
        at.multiselect(key=P + "setup.rules").set_value(extra["rules"])
    at.number_input(key=P + "setup.rounds").set_value(extra.get("rounds", 1))
    at.number_input(key=P + "setup.seed").set_value(seed)
    at.button(key=P + "start").click().run()
    assert not at.exception, [e.message for e in at.exception]


def match_of(at: AppTest) -> m.Match:
    found = at.session_state[play_state.MATCH]
    assert isinstance(found, m.Match)
    return found


def button(at: AppTest, prefix: str) -> Any | None:
    """The button whose key starts with ``prefix`` (keys carry the move and step numbers)."""
    found = [b for b in at.button if b.key and b.key.startswith(P + prefix)]
    return found[0] if found else None


def pills(at: AppTest, suffix: str) -> Any:
    found = [g for g in at.button_group if g.key and g.key.endswith(suffix)]
    assert found, suffix
    return found[0]


def person_turn(at: AppTest) -> None:
    """Pick every rack tile, ask for help, take the arrangement if any and end; else draw."""
    rack = pills(at, ".r")
    rack.set_value(list(range(len(rack.options)))).run()
    help_ = button(at, "help.")
    assert help_ is not None and not help_.disabled
    help_.click().run()
    use = button(at, "use.")
    if use is not None:
        use.click().run()
        end = button(at, "end.")
        assert end is not None and not end.disabled, [w.value for w in at.warning]
        end.click().run()
    else:
        draw = button(at, "draw.")
        assert draw is not None
        draw.click().run()
    assert not at.exception, [e.message for e in at.exception]


def play_round(at: AppTest, limit: int = 400) -> m.Match:
    for _ in range(limit):
        match = match_of(at)
        if match.between_rounds or match.over:
            return match
        if match.bot_to_move:
            bots = button(at, "bots.")
            assert bots is not None
            bots.click().run()
            assert not at.exception, [e.message for e in at.exception]
        else:
            person_turn(at)
    raise AssertionError("the round did not end")


# --- whole rounds --------------------------------------------------------------------------


@pytest.mark.parametrize("level", tuple(BOTS))
def test_a_whole_round_against_each_bot_level(level: str) -> None:
    at = open_page()
    start(at, [level], seed=31)
    match = play_round(at)
    result = game.round_result(match.state)
    assert result is not None and sum(result.scores) == 0
    subheaders = [s.value for s in at.subheader]
    assert text(P + "round_over", n=1) in subheaders
    assert text(P + "report") in subheaders  # the decision report of the person
    # The report, row by row, against the solver asked here about each position the person
    # decided in, and against what the person's move laid.
    decisions = [mv for mv in match.moves if mv.player == 0 and mv.before is not None]
    assert decisions
    could, laid = [], []
    for mv in decisions:
        before = mv.before
        assert before is not None
        best = best_move(before.racks[0], before.table, opened=before.opened[0], rules=before.rules)
        could.append(str(best.tiles_laid))
        laid.append(str(len(mv.action.laid)) if isinstance(mv.action, Lay) else "0")
    frame = at.dataframe[-1].value
    assert list(frame[text(P + "col.could")]) == could
    assert list(frame[text(P + "col.laid")]) == laid


def test_a_game_of_two_rounds_deals_the_second_and_ends_with_a_winner() -> None:
    at = open_page()
    start(at, ["expert", "master"], rounds=2, seed=8)
    play_round(at)
    button(at, "next.").click().run()  # type: ignore[union-attr]
    match = play_round(at)
    assert match.over and len(match.state.history) == 2
    assert any(text(P + "game_over", names="")[:10] in s.value for s in at.success)


# --- the turn through widgets ----------------------------------------------------------------


def test_pick_new_meld_undo_and_reset_change_the_table_on_screen() -> None:
    at = open_page()
    start(at, ["beginner"], seed=12)
    match = match_of(at)
    pills(at, ".r").set_value([0, 1]).run()
    button(at, "new.").click().run()  # type: ignore[union-attr]
    steps = at.session_state[play_state.STEPS][1]
    assert len(steps) == 2 and len(steps[-1].table) == 1
    assert len(steps[-1].rack) == len(match.state.racks[0]) - 2
    assert at.warning, "an unfinished turn is explained in one sentence"
    assert button(at, "end.").disabled  # type: ignore[union-attr]
    pills(at, ".r").set_value([0]).run()
    button(at, "add.").click().run()  # type: ignore[union-attr]
    assert len(at.session_state[play_state.STEPS][1]) == 3
    button(at, "undo.").click().run()  # type: ignore[union-attr]
    assert len(at.session_state[play_state.STEPS][1]) == 2
    button(at, "reset.").click().run()  # type: ignore[union-attr]
    turn = at.session_state[play_state.STEPS][1][-1]
    assert turn.table == match.state.table and turn.rack == match.state.racks[0]
    assert not at.warning


def test_the_rack_sorts_by_number_at_a_click() -> None:
    at = open_page()
    start(at, ["careful"], seed=2)
    rack = match_of(at).state.racks[0]

    def numbers() -> list[int]:
        labels = pills(at, ".r").options
        assert len(labels) == len(rack)
        names = [re.sub(r"^!\[([^\]]*)\]\(.*", r"\1", label) for label in labels]
        return [int(re.sub(r"[^0-9]", "", name) or 99) for name in names]

    by_colour = numbers()
    at.button_group(key=play_state.SORT).set_value("number").run()
    assert numbers() == sorted(by_colour) != by_colour


def test_people_at_one_screen_each_see_their_own_rack() -> None:
    at = open_page()
    start(at, [], people=2, seed=3)
    assert text(P + "your_turn", name="P0") in [s.value for s in at.subheader]
    button(at, "draw.").click().run()  # type: ignore[union-attr]
    assert text(P + "your_turn", name="P1") in [s.value for s in at.subheader]
    assert match_of(at).number > 1


def test_bot_moves_are_shown_one_step_at_a_time_with_their_reasons() -> None:
    at = open_page()
    start(at, ["expert", "beginner"], seed=6)
    button(at, "draw.").click().run()  # type: ignore[union-attr]
    button(at, "bot.").click().run()  # type: ignore[union-attr]
    match = match_of(at)
    moves = m.last_bot_moves(match)
    assert len(moves) == 1 and moves[0].reason is not None
    assert match.bot_to_move  # the second bot waits for the next click
    captions = [c.value for c in at.caption]
    assert view_reason(moves[0].reason) in captions


def view_reason(reason: Any) -> str:
    return str(reason.text("en"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_page_speaks_every_language(lang: str) -> None:
    at = open_page(lang)
    assert at.title[0].value == text(P + "title", lang)
    at.selectbox(key=f"{P}setup.level0").set_value(text(f"{P}level.master", lang))
    at.text_input(key=f"{P}setup.name0").set_value("P0")
    at.button(key=P + "start").click().run()
    assert not at.exception and match_of(at).seats[1].bot == "master"
    assert at.button(key=P + "start").label == text(P + "start", lang)
    assert text(P + "your_turn", lang, name="P0") in [s.value for s in at.subheader]


def test_too_many_seats_get_a_friendly_message_and_no_game() -> None:
    at = open_page()
    start(at, ["beginner", "beginner", "beginner"], people=2)
    assert play_state.MATCH not in at.session_state
    assert [w.value for w in at.warning] == [text(P + "err_seats", n=5)]


def test_the_timer_variant_draws_a_clock() -> None:
    at = open_page()
    start(at, ["careful"], rules=["timer-60"], seed=5)
    assert match_of(at).rules == parse_rules("timer-60")
    assert any("60" in str(p.proto) or "59" in str(p.proto) for p in at.get("progress"))


# --- callbacks outside a page run (a stale click, a bad file) -----------------------------------


@pytest.fixture
def session(monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    state: dict[str, Any] = {"lang": "en"}
    monkeypatch.setattr(st, "session_state", state)
    return state


def test_a_button_pressed_twice_acts_once(session: dict[str, Any]) -> None:
    match = m.new_match((m.Seat("Ann"), m.Seat("b", "beginner", False)), SEED, 3)
    session[play_state.MATCH] = match
    play_state.decide(match.number, Draw())
    once = session[play_state.MATCH]
    play_state.decide(match.number, Draw())  # the same button again: its move number is old
    assert session[play_state.MATCH] is once and once.number == match.number + 2
    play_state.bot_step(once.number)
    twice = session[play_state.MATCH]
    play_state.bot_step(once.number)
    assert session[play_state.MATCH] is twice


def test_a_bad_file_is_refused_with_a_message_and_the_game_goes_on(session: dict[str, Any]) -> None:
    match = m.new_match((m.Seat("Ann"), m.Seat("b", "beginner", False)), SEED, 3)
    session[play_state.MATCH] = match
    doc = json.loads(m.dumps(match))
    for bad in (
        b"x" * (MAX_BYTES + 10),
        b"[1, 2]",
        json.dumps({**doc, "actions": ["lay R1 : [x](javascript:1)"]}).encode(),
    ):
        session[play_state.UPLOAD] = io.BytesIO(bad)
        play_state.load()
        kind, message = session.pop(play_state.FLASH)
        assert kind == "warning" and message.startswith(text(P + "load_failed", why="")[:20])
        assert "](" not in message  # outside text never becomes a link
        assert session[play_state.MATCH] is match
    session[play_state.UPLOAD] = io.BytesIO(m.dumps(m.play(match, Draw())).encode())
    play_state.load()
    assert session[play_state.MATCH].number == match.number + 2


def test_the_save_of_a_round_passing_for_ever_gets_the_friendly_refusal(
    session: dict[str, Any],
) -> None:
    """Issue 19.4: the crafted 220 KB file loaded, then every click took seconds."""
    match = m.new_match((m.Seat("Ann"), m.Seat("Bo")), SEED, 3)
    session[play_state.MATCH] = match
    session[play_state.UPLOAD] = io.BytesIO(passing_save(19_997).encode())
    play_state.load()
    kind, message = session.pop(play_state.FLASH)
    assert kind == "warning" and message.startswith(text(P + "load_failed", why="")[:20])
    assert session[play_state.MATCH] is match


def test_a_round_everyone_passed_says_so() -> None:
    """Issue 19.4: time-outs without penalty by both end the round, tiles left in the pool."""
    at = open_page()
    at.session_state[play_state.MATCH] = m.loads(passing_save(2, out=False))
    at.run()
    assert text(P + "ended.passed", names="Bo") in [s.value for s in at.success]


def test_the_set_up_form_offers_the_rounds_a_save_may_hold() -> None:
    """Issue 19.7: one bound for the rounds of a game, read by the form and the loader."""
    at = open_page()
    most = at.number_input(key=P + "setup.rounds").max
    assert most is not None
    doc = json.loads(m.dumps(m.new_match((m.Seat("Ann"), m.Seat("Bo")), SEED, 3)))
    assert m.loads(json.dumps({**doc, "rounds": int(most)})).state.rounds == most
    with pytest.raises(SaveGameError, match="rounds"):
        m.loads(json.dumps({**doc, "rounds": int(most) + 1}))


def test_the_round_report_is_solved_once_not_on_every_rerun(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 19.4: a loaded round's report asked the solver for every decision on every
    rerun (any click on the page); it is worked out once per round."""
    rules = parse_rules("seed")
    record = tournament.play_round(
        [make_bot("careful"), make_bot("beginner")], rules, random.Random(7)
    )
    loaded = m.loads(
        save.dumps(rules, ["Ann", "beginner"], record.actions,
                   meta={"seed": 7, "bots": [None, "beginner"], "named": [True, False]})
    )  # fmt: skip
    decisions = len(m.report(loaded, 0))
    assert loaded.over and decisions > 5
    calls = []
    solve = m.could_lay

    def counted(state: GameState, budget: Budget | None = None) -> int | None:
        calls.append(state)
        return solve(state, budget)

    monkeypatch.setattr(m, "could_lay", counted)
    at = open_page()
    at.session_state[play_state.MATCH] = loaded
    at.run()
    assert text(P + "report") in [s.value for s in at.subheader]
    at.run()
    at.run()
    assert not at.exception, [e.message for e in at.exception]
    assert len(calls) == decisions


def test_the_coach_shows_what_the_solver_lays() -> None:
    at = open_page()
    start(at, ["expert"], seed=14)
    at.toggle(key=play_state.COACH).set_value(True).run()
    could = m.could_lay(match_of(at).state)
    assert could is not None
    assert WORDS.plural("en", P + "coach", could) in [i.value for i in at.info]


def test_time_running_out_plays_the_engines_time_out(session: dict[str, Any]) -> None:
    rules = parse_rules("timer-60,penalty-3")
    match = m.new_match((m.Seat("Ann"), m.Seat("b", "beginner", False)), rules, 3)
    session[play_state.MATCH] = match
    assert play_state.seconds_left(match, now=100.0) == 60
    assert play_state.seconds_left(match, now=130.5) == 29.5
    assert play_state.seconds_left(match, now=999.0) == 0
    play_state.decide(match.number, TimeOut())
    after = session[play_state.MATCH]
    assert len(after.state.racks[0]) == len(match.state.racks[0]) + 3
    assert after.state.table == match.state.table


def test_a_hostile_name_is_shown_as_itself() -> None:
    at = open_page()
    start(at, ["beginner"], seed=1)
    at.text_input(key=P + "setup.name0").set_value("[x](https://e.vil) **b**")
    at.button(key=P + "start").click().run()
    shown = [s.value for s in at.subheader] + [mk.value for mk in at.markdown]
    assert not any("](https" in value for value in shown)
    assert any(r"\[x\]" in value for value in shown)


def test_a_new_game_starts_with_its_own_rack_and_nothing_picked() -> None:
    """Move numbers repeat from game to game: nothing of the old turn may leak into the new."""
    at = open_page()
    start(at, ["beginner"], seed=1)
    pills(at, ".r").set_value([0, 1]).run()
    start(at, ["beginner"], seed=2)
    match = match_of(at)
    turn = at.session_state[play_state.STEPS][1][-1]
    assert turn.rack == match.state.racks[0] and not turn.picked
    assert pills(at, ".r").value == []


@pytest.mark.parametrize(
    ("lang", "one"), [("en", "1 tile"), ("nl", "1 tegel"), ("de", "1 Stein"), ("fr", "1 tuile")]
)
def test_a_rack_of_one_tile_says_one_tile(lang: str, one: str) -> None:
    """The issue: the count above each rack had no plural form ("1 tiles")."""
    at = open_page()
    start(at, ["beginner"])
    at.session_state["lang"] = lang  # the switch
    match = match_of(at)
    racks = (match.state.racks[0][:1], *match.state.racks[1:])
    at.session_state[play_state.MATCH] = replace(match, state=replace(match.state, racks=racks))
    at.run()
    assert not at.exception, [e.message for e in at.exception]
    assert at.metric[0].value == one


def test_after_undo_and_reset_no_tile_is_picked_and_help_counts_every_tap() -> None:
    """Issue 22 (6): after "Undo" the tiles came back picked, so the next taps unpicked them
    and "help me arrange" counted 11 of the 14 tiles tapped."""
    at = open_page()
    start(at, ["beginner"], seed=12)
    rack = match_of(at).state.racks[0]
    for back in ("undo.", "reset."):
        pills(at, ".r").set_value([0, 1, 2]).run()
        button(at, "new.").click().run()  # type: ignore[union-attr]
        button(at, back).click().run()  # type: ignore[union-attr]
        turn = at.session_state[play_state.STEPS][1][-1]
        assert turn.rack == rack and not turn.picked, back
        assert pills(at, ".r").value == [], back
    pills(at, ".r").set_value(list(range(len(rack)))).run()
    button(at, "help.").click().run()  # type: ignore[union-attr]
    said = [s.value for s in at.success] + [i.value for i in at.info]
    assert any(f" {len(rack)} " in s for s in said), said


def test_each_rack_tile_is_its_own_button_named_in_the_pupils_language() -> None:
    """Issue 22 (2b): a rack pill is the tile's picture named (alt text) as the page names
    the tile; two alike tiles are two pills."""
    at = open_page("nl")
    start(at, ["beginner"], seed=12)
    rack = match_of(at).state.racks[0]
    labels = pills(at, ".r").options
    assert len(set(labels)) == len(rack) and all("data:image/svg+xml" in x for x in labels)
    names = {re.sub(r"^!\[([^\]]*)\].*", r"\1", x) for x in labels}
    assert names <= {
        text("rummikub.tile_name", "nl", colour=text(f"rummikub.colour.{c}", "nl"), number=n)
        for c in range(4)
        for n in range(1, 14)
    } | {"joker"}
