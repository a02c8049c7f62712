"""The rules page through its widgets: it loads in both languages, the example turn steps
through, and every kind of quiz check is answered right and wrong, judged by the engine."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl

import pytest
from streamlit.testing.v1 import AppTest

from app.common import i18n, quiz_state
from app.common.stepper import Step
from app.regenwormen import quiz, rules_screen
from app.regenwormen.situation import from_query, situation_query
from app.regenwormen.worked_example import SCRIPT
from tests.apptest import text
from wormlib.regenwormen import dice, game
from wormlib.regenwormen.actions import Dice, Keep, Stop, Take
from wormlib.regenwormen.state import GameState

ROOT = Path(__file__).resolve().parents[3]
SEEDS = (0, 1, 2, 3)


def open_rules(locale: str = "en-GB", seeds: dict[str, int] | None = None) -> AppTest:
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60)
    at.context["locale"] = locale
    for kind, seed in (seeds or {}).items():
        at.session_state[f"rules.quiz.{kind}.seed"] = seed
    at.run()
    # AppTest runs a switched-to page file alone, as Streamlit's legacy mode does: the page
    # reruns once inside the frame (app/common/frame.py), and AppTest's widgets settle one run
    # later.
    at.switch_page("pages/rules.py").run().run()
    assert not at.exception, [e.message for e in at.exception]
    return at


def shown_question(at: AppTest, kind: quiz.Kind) -> quiz.Question:
    return quiz.question(kind, at.session_state[f"rules.quiz.{kind}.seed"])


def answer(at: AppTest, kind: quiz.Kind) -> str:
    """The key of the answer widget of the question shown now."""
    return f"rules.quiz.{kind}.answer.{at.session_state[f'rules.quiz.{kind}.seed']}"


def check(at: AppTest, kind: quiz.Kind) -> None:
    at.button(key=f"rules.quiz.{kind}.check.{at.session_state[f'rules.quiz.{kind}.seed']}").click()
    at.run()


def reason(q: quiz.Question) -> str:
    return text(f"rules.why.{q.reason}", **dict(q.fields))


def feedback(at: AppTest) -> tuple[list[str], list[str]]:
    return [s.value for s in at.success], [e.value for e in at.error]


# --- the engine's answers, asked afresh (not taken from the question) -----------------------


def engine_keep(state: GameState) -> set[str]:
    return {str(f) for f in dice.FACES if game.is_legal(state, Keep(f))}


def engine_bust(q: quiz.Question) -> str:
    if q.roll is not None:
        after = game.apply(q.state, Dice(q.roll))
        return "yes" if after.current != q.state.current else "no"
    return "yes" if game.is_legal(q.state, Stop()) else "no"


def engine_tile(state: GameState) -> str:
    tiles = [t for t in state.middle if game.is_legal(state, Take(t))]
    return str(tiles[0]) if tiles else "none"


def engine_steal(state: GameState) -> str:
    total = state.turn.total
    if total in state.middle or not game.is_legal(state, Take(total)):
        return "none"
    after = game.apply(state, Take(total))
    (victim,) = [p for p in range(state.players) if len(after.stacks[p]) < len(state.stacks[p])]
    return str(victim)


# --- tests ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("locale", "lang"), [("en-GB", "en"), ("nl-NL", "nl")])
def test_the_page_loads_in_both_languages(locale: str, lang: str) -> None:
    at = open_rules(locale)
    assert at.title[0].value == text("rules.title", lang)
    labels = [tab.label for tab in at.tabs]
    assert labels[0] == text("rules.tab.material", lang)
    assert text("rules.tab.variants", lang) in labels
    assert {text(f"rules.quiz.{kind}.h", lang) for kind in quiz.KINDS} <= set(labels)
    assert len(at.pills) == 4
    links = {link.proto.label for link in at.get("page_link")}
    assert {text("rules.explore", lang), text("rules.play", lang)} <= links


def engine_answer(q: quiz.Question) -> str | list[str]:
    """The engine's answer in the form the answer buttons take it."""
    if q.kind == "keep":
        return sorted(engine_keep(q.state))
    if q.kind == "bust":
        return engine_bust(q)
    return engine_tile(q.state) if q.kind == "tile" else engine_steal(q.state)


def wrong_answer(q: quiz.Question) -> str | list[str]:
    right = engine_answer(q)
    if q.kind == "keep":
        return sorted(q.choices) if set(q.choices) != set(right) else []
    return next(c for c in q.choices if c != right)


@pytest.mark.parametrize("kind", quiz.KINDS)
@pytest.mark.parametrize("seed", SEEDS)
def test_every_kind_is_answered_the_same_way_pick_then_check(kind: quiz.Kind, seed: int) -> None:
    """Issue 22 (8): some questions needed "Check", some answered at once."""
    at = open_rules(seeds={kind: seed})
    q = shown_question(at, kind)
    widget = at.pills(key=answer(at, kind))
    assert len(widget.options) == len(q.choices)
    widget.set_value(engine_answer(q)).run()
    assert feedback(at) == ([], [])  # no verdict before "Check", whatever the kind
    check(at, kind)
    assert feedback(at) == ([text("rules.quiz.right", why=reason(q))], [])
    assert at.pills(key=answer(at, kind)).disabled  # a checked answer is locked
    at.button(key=f"rules.quiz.{kind}.new").click().run()
    q = shown_question(at, kind)
    at.pills(key=answer(at, kind)).set_value(wrong_answer(q)).run()
    assert feedback(at) == ([], [])
    check(at, kind)
    assert feedback(at) == ([], [text("rules.quiz.wrong", why=reason(q))])


@pytest.mark.parametrize(("locale", "lang"), [("en-GB", "en"), ("nl-NL", "nl")])
def test_a_round_of_five_ends_with_the_score_and_a_new_round(
    locale: str, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # AppTest labels a picked answer outside the session, in the default language
    monkeypatch.setattr(i18n, "language", lambda: lang)
    at = open_rules(locale, seeds={"bust": 10})
    for n in range(1, quiz_state.ROUND + 1):
        assert text("common.quiz.progress", lang, n=n, count=quiz_state.ROUND) in [
            c.value for c in at.caption
        ]
        q = shown_question(at, "bust")
        pick = engine_answer(q) if n < quiz_state.ROUND else wrong_answer(q)  # the last one wrong
        at.pills(key=answer(at, "bust")).set_value(pick).run()
        check(at, "bust")
        if n < quiz_state.ROUND:
            assert text("common.quiz.score", lang, right=n, count=5) not in markdown(at)
            at.button(key="rules.quiz.bust.new").click().run()
    assert f"### {text('common.quiz.score', lang, right=4, count=5)}" in markdown(at)
    assert "rules.quiz.bust.new" not in [b.key for b in at.button]  # the round is over
    at.button(key="rules.quiz.bust.new_round").click().run()
    assert at.session_state["rules.quiz.bust.seed"] == 15
    assert text("common.quiz.progress", lang, n=1, count=5) in [c.value for c in at.caption]
    assert not any(text("common.quiz.score", lang, right=4, count=5) in m for m in markdown(at))
    assert at.pills(key=answer(at, "bust")).value is None


def markdown(at: AppTest) -> list[str]:
    return [m.value for m in at.markdown]


def test_check_pressed_twice_counts_once() -> None:
    """A second press sent before the page redraws carries the same card: it adds nothing."""

    def script() -> None:
        import streamlit as st

        from app.common import quiz_state

        card = quiz_state.card("t.quiz")
        st.session_state[card.answer_key] = "yes"
        quiz_state.check(card, lambda picked: picked == "yes")
        st.session_state[card.answer_key] = "no"  # changed between the presses
        quiz_state.check(card, lambda picked: picked == "yes")
        quiz_state.next_question(card)
        quiz_state.next_question(card)  # "Next question" pressed twice: one question on

    at = AppTest.from_function(script)
    at.session_state["t.quiz.seed"] = 7
    at.run()
    assert not at.exception
    assert at.session_state["t.quiz.results"] == {7: True}
    assert at.session_state["t.quiz.seed"] == 8


def test_the_reasons_name_the_engine_facts() -> None:
    at = open_rules(seeds={"tile": 0, "steal": 0})
    q = shown_question(at, "tile")
    at.pills(key=answer(at, "tile")).set_value(engine_tile(q.state)).run()
    check(at, "tile")
    (verdict,) = feedback(at)[0]
    assert str(q.state.turn.total) in verdict


@pytest.mark.parametrize("kind", ["bust", "tile", "steal"])
def test_a_new_question_starts_with_nothing_picked_and_no_verdict(kind: quiz.Kind) -> None:
    at = open_rules(seeds={kind: 5})
    first = shown_question(at, kind)
    at.pills(key=answer(at, kind)).set_value(first.choices[0]).run()
    check(at, kind)
    assert feedback(at) != ([], [])
    at.button(key=f"rules.quiz.{kind}.new").click().run()
    assert not at.exception
    assert at.session_state[f"rules.quiz.{kind}.seed"] == 6
    assert at.pills(key=answer(at, kind)).value is None
    assert feedback(at) == ([], [])


def test_old_picks_never_carry_into_the_next_keep_question() -> None:
    """Issue 12.1: a right answer to the new question was graded with the old picks."""
    at = open_rules(seeds={"keep": 3})
    first = shown_question(at, "keep")
    at.pills(key=answer(at, "keep")).set_value(list(first.choices)).run()
    check(at, "keep")
    at.button(key="rules.quiz.keep.new").click().run()
    q = shown_question(at, "keep")
    assert at.pills(key=answer(at, "keep")).value == []
    assert feedback(at) == ([], [])  # the old "checked" does not grade the new question
    at.pills(key=answer(at, "keep")).set_value(sorted(engine_keep(q.state))).run()
    check(at, "keep")
    assert feedback(at) == ([text("rules.quiz.right", why=reason(q))], [])


def test_clicking_the_picked_answer_again_keeps_it_for_check() -> None:
    at = open_rules(seeds={"bust": 2})
    widget = at.pills(key=answer(at, "bust"))
    assert widget.proto.required  # the browser cannot clear a single-choice answer
    widget.set_value("yes").run()
    at.pills(key=answer(at, "bust")).set_value("yes").run()
    assert at.pills(key=answer(at, "bust")).value == "yes"
    check(at, "bust")
    assert feedback(at) != ([], [])


def test_the_example_turn_steps_forward_and_back() -> None:
    at = open_rules("nl-NL")
    next_, back = at.button(key="rules.example.next"), at.button(key="rules.example.back")
    assert (next_.label, back.label) == (
        text("rules.example.next", "nl"),
        text("rules.example.back", "nl"),
    )

    def step_text() -> str:
        return next(m.value for m in at.markdown if m.value.startswith("### "))[4:]

    assert step_text() == text("rules.example.start", "nl")
    assert at.button(key="rules.example.back").disabled
    for key, _, _ in SCRIPT[1:]:
        at.button(key="rules.example.next").click().run()
        assert not at.exception
        assert step_text() == text(f"rules.example.{key}", "nl")
    assert at.button(key="rules.example.next").disabled
    at.button(key="rules.example.back").click().run()
    assert step_text() == text(f"rules.example.{SCRIPT[-2][0]}", "nl")


def example_step(at: AppTest, key: str) -> AppTest:
    """The example turn at the step with this text key."""
    at.session_state["rules.example.step"] = Step([k for k, _, _ in SCRIPT].index(key))
    return at.run()


def pictures_shown(at: AppTest) -> str:
    return "\n".join(m.value for m in at.markdown if "<svg" in m.value)


def test_the_example_speaks_like_a_teacher_not_like_the_engine() -> None:
    """Issue 12.11/12.8: not 'You may now: set aside 1 · take 25'; a steal is called one."""
    at = example_step(open_rules(), "keep_ones")
    sentences = [m.value for m in at.markdown]
    (choices,) = [s for s in sentences if s.startswith("Now you may")]
    assert "steal tile 25 from Anna" in choices and "take tile 24" in choices
    assert "roll the last die" in choices
    assert " · " not in choices and ":" not in choices
    # one die left and three faces used: half of all rolls bust, said in words too
    said = "If you roll again, your turn busts with a chance of 50% (about 1 in 2)."
    assert said in [c.value for c in at.caption]
    at = example_step(at, "roll5")
    # the roll 1 2 4 4 W: one 1, one 2, two 4s
    assert "Now you may set aside the 1, the 2 or the 4s." in [m.value for m in at.markdown]
    at = example_step(open_rules("nl-NL"), "roll5")
    assert "Je mag nu de één, de twee of de vieren apart leggen." in [m.value for m in at.markdown]


def test_a_step_that_talks_about_a_die_shows_it() -> None:
    at = example_step(open_rules(), "what_if")  # "It shows a 4 ...": the 4 is drawn
    assert 'aria-label="Dice: 4"' in pictures_shown(at)
    at = example_step(at, "steal")  # the dice that make the 25 stay on the table
    assert 'aria-label="Dice: 1 1 4 4 W W W"' in pictures_shown(at)
    assert any(m.value.endswith(text("rules.total", total=25)) for m in at.markdown)


def test_every_explorer_link_opens_a_situation_the_explorer_accepts() -> None:
    at = open_rules(seeds=dict.fromkeys(quiz.KINDS, 1))
    links = [link.proto for link in at.get("page_link") if link.proto.page == "explorer"]
    with_moment = [link for link in links if link.query_string]
    assert len(with_moment) >= 10
    for link in with_moment:
        from_query(dict(parse_qsl(link.query_string))).state()  # raises if not a position
    plays = [link for link in at.get("page_link") if link.proto.page == "play"]
    assert len(plays) == len(links)


def test_a_link_without_a_moment_does_not_promise_one() -> None:
    at = open_rules("nl-NL")
    links = [link.proto for link in at.get("page_link") if link.proto.page == "explorer"]
    moment, any_moment = text("rules.explore", "nl"), text("rules.explore_any", "nl")
    assert {link.label for link in links if link.query_string} == {moment}
    assert any_moment in {link.label for link in links if not link.query_string}


@pytest.mark.parametrize("kind", quiz.KINDS)
def test_a_quiz_position_links_to_the_same_moment_in_the_explorer(kind: quiz.Kind) -> None:
    for seed in SEEDS:
        state = quiz.question(kind, seed).state
        moment = from_query(situation_query(state))
        assert moment.kept == state.turn.kept
        assert moment.roll in (state.turn.roll, None)
        assert moment.middle == state.middle
        assert moment.own_top == state.top(state.current)
        tops = [state.top(p) for p in range(state.players) if p != state.current]
        assert sorted(moment.steal) == sorted(top for top in tops if top is not None)


def _in_order(node: Any) -> list[Any]:
    """Every element under ``node`` in screen order."""
    out: list[Any] = []
    for _, child in sorted(getattr(node, "children", {}).items()):
        out.append(child)
        out += _in_order(child)
    return out


@pytest.mark.parametrize("kind", quiz.KINDS)
def test_each_quiz_card_asks_its_question_before_its_pictures(kind: quiz.Kind) -> None:
    """Issue 22 (8): the question came two screens down, after the pictures."""
    at = open_rules(seeds={k: 0 for k in quiz.KINDS})
    q = shown_question(at, kind)
    elements = _in_order(at.main)
    pills = [i for i, e in enumerate(elements) if getattr(e, "key", None) == answer(at, kind)]
    texts = [str(getattr(e, "value", "")) for e in elements[: pills[0]]]
    asked = [i for i, x in enumerate(texts) if x == f"**{rules_screen._prompt(q)}**"]
    pictured = [i for i, x in enumerate(texts) if "<svg" in x]
    assert asked and pictured, texts[-6:]
    assert asked[-1] < pictured[-1], "the question first, then the position it is about"


@pytest.mark.parametrize("kind", ["bust", "tile", "steal"])
def test_a_quiz_card_draws_only_the_stacks_that_hold_tiles(kind: quiz.Kind) -> None:
    """Issue 22 (8): four mostly empty stacks pushed the answers off a phone's first screen."""
    seed = next(
        s
        for s in range(60)
        if quiz.question(kind, s).roll is None and not all(quiz.question(kind, s).state.stacks)
    )
    at = open_rules(seeds={kind: seed})
    q = shown_question(at, kind)
    (card,) = [tab for tab in at.tabs if tab.label == text(f"rules.quiz.{kind}.h")]
    shown = [m.value for m in card.markdown]
    assert not any(text("common.pic_stack_empty") in m for m in shown)
    player_names = [f"**{name}**" for name in rules_screen.names(q.state)]
    filled = [player_names[p] for p in range(q.state.players) if q.state.stacks[p]]
    assert [m for m in shown if m in player_names] == filled
