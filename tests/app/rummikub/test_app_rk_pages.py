"""The first page and the Rummikub rules and best-move pages through their widgets: every page
in both languages, the example turn checked by the engine, quiz answers judged as the engine
judges them, the explorer's numbers equal to the solver's, tile pickers, the link, and
friendly messages for bad input."""

from __future__ import annotations

from collections import Counter
from itertools import permutations
from pathlib import Path
from typing import Any

import pytest
import streamlit as st
from streamlit.testing.v1 import AppTest

from app.common.i18n import LANGUAGES
from app.common.stepper import Step
from app.common.words import odds_words
from app.rummikub import best_screen
from app.rummikub import pictures as rk_pictures
from app.rummikub import quiz as rk_quiz
from app.rummikub import situation as rk_situation
from app.rummikub import team_example as rk_team_example
from app.rummikub import worked_example as rk_example
from tests.apptest import text
from wormlib.rummikub import game
from wormlib.rummikub.actions import Lay
from wormlib.rummikub.melds import check_meld, is_valid_meld, parse_table
from wormlib.rummikub.rules import parse_rules
from wormlib.rummikub.solver import best_move, helpful_tiles
from wormlib.rummikub.tiles import JOKER, number_of, parse_tiles, tile_str

ROOT = Path(__file__).resolve().parents[3]
PAGES = ("pages/home.py", "pages/rummikub-rules.py", "pages/rummikub-best.py")
LOCALES = {"en": "en-GB", "nl": "nl-NL", "de": "de-DE", "fr": "fr-FR"}  # browser locales
SEEDS = (0, 1, 2, 3)


def app(lang: str = "en", query: dict[str, str] | None = None) -> AppTest:
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60)
    at.context["locale"] = LOCALES[lang]
    at.query_params.update(query or {})
    return at


def page(name: str, query: dict[str, str] | None = None, lang: str = "en") -> AppTest:
    """A page of the whole app, opened with ``query`` in its address."""
    at = app(lang, query).run()
    at.switch_page(name).run()
    assert not at.exception, [e.message for e in at.exception]
    return at


def notation(at: AppTest, key: str = "rummikub_best.rack") -> str:
    """The rack (or table) as the page's text field shows it."""
    return str(at.text_input(key=key).value)


def type_in(at: AppTest, key: str, typed: str) -> None:
    """Type into the rack's (or table's) field and use the text."""
    at.text_input(key=key).input(typed)
    at.button(key="rummikub_best.use_text").click().run()


def pick(at: AppTest, kind: int) -> None:
    """Click a tile picker's button."""
    at.button(key=f"rummikub_best.pick.{tile_str(kind)}").click().run()


def markdown(at: AppTest) -> str:
    return "\n".join(m.value for m in at.markdown)


# --- every page ----------------------------------------------------------------------------


@pytest.mark.parametrize("name", PAGES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_page_speaks_every_language(name: str, lang: str) -> None:
    at = page(name, {"lang": lang})
    assert at.title[0].value == text(f"{Path(name).stem.replace('-', '_')}.title", lang)
    assert at.query_params["lang"] == lang
    assert not at.warning


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_sidebar_heads_each_game_as_its_card_does(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The issue: German and French pages headed the sidebar "Regenwormen" while the cards on
    the same page said Heckmeck and Pickomino."""
    sections: list[list[str]] = []
    navigation = st.navigation

    def spy(pages: dict[str, list[st.Page]], **options: Any) -> Any:
        sections.append([name for name in pages if name])
        return navigation(pages, **options)

    monkeypatch.setattr(st, "navigation", spy)
    at = page("pages/home.py", lang=lang)
    cards = [h.value for h in at.header]
    assert cards == [text("common.app_title", lang), "Rummikub", text("pig.name", lang)]
    assert sections and all(names == [*cards, text("class.section", lang)] for names in sections)


def test_the_first_page_links_to_every_page_of_every_game() -> None:
    at = page("pages/home.py")
    headers = [h.value for h in at.header]
    assert headers == ["Regenwormen", "Rummikub", "Pig"]
    links = [p.proto.page for p in at.get("page_link")]
    paths = ("rules", "play", "explorer", "lessons", "rummikub-rules", "rummikub-best", "pig-play")
    for path in paths:
        assert path in links, (path, links)


# --- the rules page ------------------------------------------------------------------------


def test_the_example_script_is_a_legal_turn_by_the_engine() -> None:
    """Every step keeps every table tile on the table, and the whole move is legal."""
    start = Counter(t for meld in rk_example.START.table for t in meld)
    for step in rk_example.steps():
        now = Counter(t for meld in step.table for t in meld)
        assert not start - now, step.key
        assert now + Counter(step.rack) == start + Counter(rk_example.START.racks[0]), step.key
    last = rk_example.steps()[-1]
    after = game.apply(rk_example.START, Lay(last.laid, last.table))
    assert after.table == last.table
    # mid-turn, the loose tiles are flagged; at the end no meld is
    assert not all(is_valid_meld(m) for m in rk_example.steps()[1].table)
    assert all(is_valid_meld(m) for m in last.table)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_example_steps_to_the_engines_verdict(lang: str) -> None:
    at = page("pages/rummikub-rules.py", {"lang": lang})
    steps = rk_example.steps()
    assert text("rummikub_rules.example.start", lang) in markdown(at)
    assert at.button(key="rummikub_rules.example.back").disabled
    for _ in range(len(steps) - 1):
        at.button(key="rummikub_rules.example.next").click().run()
    assert at.button(key="rummikub_rules.example.next").disabled
    start = rk_example.START
    last = steps[-1]
    left = len(start.racks[0]) - len(last.laid)
    best = best_move(start.racks[0], start.table, opened=True).tiles_laid
    done = text("rummikub_rules.example.done", lang, laid=len(last.laid), left=left, best=best)
    assert done in [s.value for s in at.success]
    at.button(key="rummikub_rules.example.restart").click().run()
    assert text("rummikub_rules.example.start", lang) in markdown(at)


def test_a_step_outside_the_script_is_clamped() -> None:
    at = app()
    at.session_state["rummikub_rules.example.step"] = Step(99)
    at.run().switch_page("pages/rummikub-rules.py").run()
    assert not at.exception
    assert at.button(key="rummikub_rules.example.next").disabled


def test_the_meld_pictures_say_what_the_engine_says() -> None:
    at = page("pages/rummikub-rules.py")
    shown = markdown(at)
    for meld in ("R7 B7 K7", "B4 B5 B6 B7", "Y9 J Y11"):
        info = check_meld(parse_tiles(meld))
        kind = text(f"rummikub.kind.{info.kind}")
        assert text("rummikub_rules.melds.valid", kind=kind, value=info.value) in shown
    assert shown.count(text("rummikub_rules.melds.invalid", why="")) == 4


def some_order_is_valid(tiles: tuple[int, ...]) -> bool:
    """Brute force: some order of the tiles is a valid meld."""
    return any(is_valid_meld(p) for p in permutations(tiles))


# 613 and 709 deal a rack of two tiles late in a game, where a question of three or four of
# the rack's tiles once crashed the page (found by a sweep of seeds 0 to 2999, every kind).
@pytest.mark.parametrize("seed", (*SEEDS, 613, 709))
def test_meld_questions_are_answered_as_the_engine_reads_every_order(seed: int) -> None:
    q = rk_quiz.question("meld", seed)
    assert (q.answer == rk_quiz.YES) == some_order_is_valid(q.melds[0])


@pytest.mark.parametrize("seed", SEEDS)
def test_opening_questions_are_answered_by_a_lay_the_engine_accepts(seed: int) -> None:
    q = rk_quiz.question("opening", seed)
    laid = tuple(t for meld in q.melds for t in meld)
    assert not q.state.opened[q.state.current]
    assert (q.answer == rk_quiz.YES) == game.is_legal(q.state, Lay(laid, q.state.table + q.melds))
    value = sum(check_meld(m).value for m in q.melds)
    has_joker = JOKER in laid
    assert (q.answer == rk_quiz.YES) == (value >= 30 and not has_joker)  # the seed rules


@pytest.mark.parametrize("seed", SEEDS)
def test_joker_questions_have_one_tile_that_fits_the_jokers_place(seed: int) -> None:
    q = rk_quiz.question("joker", seed)
    (meld,) = q.melds
    assert meld.count(JOKER) == 1
    fits = []
    for choice in q.choices:
        replaced = tuple(parse_tiles(choice)[0] if t == JOKER else t for t in meld)
        if is_valid_meld(replaced):
            fits.append(choice)
    assert fits == [q.answer]


@pytest.mark.parametrize("seed", SEEDS)
def test_points_questions_count_numbers_and_30_a_joker(seed: int) -> None:
    q = rk_quiz.question("points", seed)
    (rack,) = q.melds
    cost = sum(30 if t == JOKER else number_of(t) for t in rack)
    assert q.answer == str(cost)
    assert len(set(q.choices)) == len(q.choices) >= 3
    assert q.state.racks[q.state.current] == rack  # the rack of a real game


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_the_variants_tab_explains_teams_with_the_engines_example(lang: str) -> None:
    at = page("pages/rummikub-rules.py", {"lang": lang})
    shown = markdown(at)
    ex = rk_team_example.example()
    assert text("rummikub_rules.variant.teams.text", lang) in shown
    partner, first = (text("rummikub_rules.player", lang, n=n) for n in (3, 1))
    assert text("rummikub_rules.teams.step_open", lang, name=first, value=33) in shown
    assert text("rummikub_rules.teams.step_partner", lang, name=partner, first=first) in shown
    why = text("rummikub_rules.teams.why", lang, name=partner, tiles=4, value=19, needed=30)
    assert why in [i.value for i in at.info]
    assert (ex.opening_points, ex.partner_points, len(ex.partner.laid)) == (33, 19, 4)
    assert ex.after.racks[rk_team_example.PARTNER_SEAT] == parse_tiles("B6 K11")


def test_yes_and_no_are_both_answers_across_seeds() -> None:
    for kind in ("meld", "opening"):
        answers = {rk_quiz.question(kind, seed).answer for seed in range(12)}
        assert answers == {rk_quiz.YES, rk_quiz.NO}, kind


def quiz_why(q: rk_quiz.Question, lang: str) -> str:
    """The reason line as the page writes it (a tile by its name)."""
    fields = dict(q.fields)
    if "tile" in fields:
        tile_ = parse_tiles(str(fields["tile"]))[0]
        colour = text(f"rummikub.colour.{tile_ // 13}", lang)
        fields["tile"] = text("rummikub.tile_name", lang, colour=colour, number=number_of(tile_))
    return text(f"rummikub_rules.why.{q.reason}", lang, **fields)


@pytest.mark.parametrize("kind", rk_quiz.KINDS)
@pytest.mark.parametrize("lang", ["en"])  # AppTest formats the picked option outside the session
def test_a_quiz_answer_gets_its_verdict_at_check_and_a_new_question_starts_empty(
    kind: rk_quiz.Kind, lang: str
) -> None:
    """Issue 22 (8): one way to answer, as on the Regenwormen quiz: pick, then "Check"."""
    at = app(lang, {"lang": lang})
    at.session_state[f"rummikub_rules.quiz.{kind}.seed"] = 5
    at.run().switch_page("pages/rummikub-rules.py").run()
    q = rk_quiz.question(kind, 5)
    key = f"rummikub_rules.quiz.{kind}.answer.5"
    wrong = next(c for c in q.choices if c != q.answer)
    at.pills(key=key).set_value(wrong).run()
    assert not at.error and not at.success  # no verdict before "Check"
    at.button(key=f"rummikub_rules.quiz.{kind}.check.5").click().run()
    assert text("rummikub_rules.quiz.wrong", lang, why=quiz_why(q, lang)) in [
        e.value for e in at.error
    ]
    assert at.pills(key=key).disabled  # a checked answer is locked
    at.button(key=f"rummikub_rules.quiz.{kind}.new").click().run()
    assert at.session_state[f"rummikub_rules.quiz.{kind}.seed"] == 6
    assert at.pills(key=f"rummikub_rules.quiz.{kind}.answer.6").value is None
    q = rk_quiz.question(kind, 6)
    at.pills(key=f"rummikub_rules.quiz.{kind}.answer.6").set_value(q.answer).run()
    at.button(key=f"rummikub_rules.quiz.{kind}.check.6").click().run()
    assert text("rummikub_rules.quiz.right", lang, why=quiz_why(q, lang)) in [
        s.value for s in at.success
    ]
    assert text("common.quiz.progress", lang, n=2, count=5) in [c.value for c in at.caption]
    assert not at.exception


def test_the_quiz_asks_in_dutch() -> None:
    at = page("pages/rummikub-rules.py", {"lang": "nl"}, "nl")
    labels = [p.label for p in at.pills]
    assert labels == [text(f"rummikub_rules.quiz.{kind}.q", "nl") for kind in rk_quiz.KINDS]
    assert at.pills[0].options == ["Ja", "Nee"]


def test_unknown_quiz_kind_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="no quiz kind 'dice'"):
        rk_quiz.question("dice", 0)  # type: ignore[arg-type]


# --- the best-move explorer ----------------------------------------------------------------

FORTY = " ".join(f"{c}{n}" for c in "RBY" for n in range(1, 14)) + " K1"  # 40 tiles
HOSTILE_ECHO = "\\[x\\]\\(http\\:\u2060\\/\\/a\\.b\\) \\*\\*R7\\*\\*"  # as typed, never markup

POSITIONS = [
    {"rack": "B7 K7 K9 K10 Y2 B12", "table": "R3 R4 R5 R6 R7 | R8 B8 Y8 K8", "opened": "1"},
    {"rack": "R10 B10 K10 Y1 Y2 Y3 J B5", "table": "-", "opened": "0"},
    {"rack": "R1 B5 Y9", "table": "K4 K5 K6", "opened": "0"},
    {"rack": "R6 B9 K9", "table": "R5 J R7", "opened": "1"},
    {"rack": "R12 R13 R1 K1", "table": "-", "opened": "1", "rules": "wrap-13-1"},
    {"rack": "R10 R11 R12 Y10 B10", "table": "-", "opened": "1", "goal": "value"},
]


def metrics(at: AppTest) -> dict[str, str]:
    return {m.label: m.value for m in at.metric}


@pytest.mark.parametrize("query", POSITIONS)
def test_the_explorers_numbers_are_the_solvers(query: dict[str, str]) -> None:
    at = page("pages/rummikub-best.py", query)
    rack, table = parse_tiles(query["rack"]), parse_table(query["table"])
    opened = query["opened"] == "1"
    rules = parse_rules(query.get("rules", "seed"))
    goal = query.get("goal", "tiles")
    move = best_move(rack, table, opened=opened, rules=rules, objective=goal)  # type: ignore[arg-type]
    assert metrics(at) == {
        text("rummikub_best.laid"): str(move.tiles_laid),
        text("rummikub_best.points"): str(move.value_laid),
        text("rummikub_best.left"): str(len(move.rack_left)),
    }
    helpful = helpful_tiles(rack, table, opened=opened, rules=rules)
    shown = markdown(at)
    if helpful:
        chance = sum(p for _, p in helpful)
        unseen = 106 - len(rack) - sum(map(len, table))
        copies = round(chance * unseen)
        assert all(round(p * unseen) in (1, 2) for _, p in helpful)  # one or two copies unseen
        sentence = text(
            "rummikub_best.help",
            kinds=len(helpful),
            copies=copies,
            unseen=unseen,
            chance=f"{round(100 * chance)}% ({odds_words(chance)})",
        )
        assert sentence in shown
    else:
        assert text("rummikub_best.help_none") in shown
    if not opened:
        checks = [s.value for s in at.success] + [i.value for i in at.info]
        opening = best_move(rack, (), opened=False, rules=rules, objective="value")
        if opening.opening_possible:
            worth = game.opening_value(opening.table, wrap=rules.wrap_13_1)
            assert text("rummikub_best.opening_yes", value=worth, needed=30) in checks
        else:
            assert text("rummikub_best.opening_no", needed=30) in checks
    if move.joker_freed:
        assert text("rummikub_best.joker_freed") in [i.value for i in at.info]
    for name, value in query.items():
        if name != "table" or value != "-":
            assert at.query_params[name] == value


def test_the_first_view_is_a_rearrangement_and_its_link_is_in_the_address() -> None:
    at = page("pages/rummikub-best.py")
    assert notation(at) == "B7 K7 K9 K10 Y2 B12"
    assert at.query_params["rack"] == "B7 K7 K9 K10 Y2 B12"
    assert at.query_params["table"] == "R3 R4 R5 R6 R7 | R8 B8 Y8 K8"
    assert at.query_params["opened"] == "1"


def test_typing_a_rack_rewrites_the_address() -> None:
    at = page("pages/rummikub-best.py")
    type_in(at, "rummikub_best.rack", "r7 r8 r9 j")
    assert at.query_params["rack"] == "R7 R8 R9 J"
    assert not at.warning


def test_tile_pickers_build_a_rack_and_a_table() -> None:
    at = page("pages/rummikub-best.py")
    at.button(key="rummikub_best.clear").click().run()
    assert notation(at) == ""
    assert text("rummikub_best.err_empty_rack") in [w.value for w in at.warning]
    for kind in (6, 6, 13 + 6):  # red 7 twice, blue 7
        pick(at, kind)
    assert notation(at) == "R7 R7 B7"
    at.button(key="rummikub_best.undo").click().run()
    assert notation(at) == "R7 R7"
    at.button(key="rummikub_best.to.table").click().run()
    at.button(key="rummikub_best.clear").click().run()
    for kind in (2 * 13 + 4, 2 * 13 + 5, 2 * 13 + 6):  # yellow 5 6 7
        pick(at, kind)
    at.button(key="rummikub_best.new_meld").click().run()
    for colour in (1, 2, 3):
        pick(at, colour * 13 + 8)  # 9s
    assert notation(at, "rummikub_best.table") == "Y5 Y6 Y7 | B9 Y9 K9"
    assert at.query_params["table"] == "Y5 Y6 Y7 | B9 Y9 K9"
    assert not at.exception


@pytest.mark.parametrize(
    ("query", "key", "fields"),
    [
        ({"rack": "R7 Q9"}, "err_rack", {"text": "R7 Q9"}),
        ({"rack": "R7", "table": "R1 R2 R9"}, "err_meld", {"n": 1, "meld": "R1 R2 R9"}),
        ({"rack": "R7 R7", "table": "R7 B7 K7"}, "err_copies", {"tile": "R7", "count": 3}),
        ({"rack": "-"}, "err_empty_rack", {}),
        ({"rack": "R7", "table": "R7 R8 | ]]"}, "err_table", {"text": "R7 R8 \\| \\]\\]"}),
        ({"rack": "R1 R1 R1"}, "err_copies", {"tile": "R1", "count": 3}),
        ({"rack": FORTY}, "err_rack_size", {"count": 40, "limit": 39}),
        ({"rack": "[x](http://a.b) **R7**"}, "err_rack", {"text": HOSTILE_ECHO}),
    ],
)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_bad_input_gets_a_friendly_message(
    query: dict[str, str], key: str, fields: dict[str, object], lang: str
) -> None:
    at = page("pages/rummikub-best.py", {**query, "lang": lang}, lang)
    assert text(f"rummikub_best.{key}", lang, **fields) in [w.value for w in at.warning]
    assert not at.metric  # no answer drawn for a position that cannot be


def test_an_unknown_variant_or_goal_in_a_link_is_named_and_left_out() -> None:
    query = {"rack": "R7 R8 R9", "rules": "wrap-13-1,house<b>", "goal": "luck"}
    at = page("pages/rummikub-best.py", query)
    warnings = [w.value for w in at.warning]
    assert text("rummikub_best.err_rules", text="house\\<b\\>") in warnings
    assert text("rummikub_best.err_goal", text="luck") in warnings
    assert at.multiselect(key="rummikub_best.rules").value == ["wrap-13-1"]
    assert at.radio(key="rummikub_best.goal").value == "tiles"
    assert at.metric  # the rest of the link still counts
    assert at.query_params["goal"] == "tiles" and at.query_params["rules"] == "wrap-13-1"


def test_input_is_bounded() -> None:
    at = page("pages/rummikub-best.py")
    for key in ("rummikub_best.rack", "rummikub_best.table"):
        assert at.text_input(key=key).max_chars is not None
    long_rack = "R1 " * 300
    at = page("pages/rummikub-best.py", {"rack": long_rack})
    assert notation(at) == long_rack[:401]  # one past the limit: "too long"
    assert at.warning


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "The text in “Your rack” is too long: at most 400 characters."),
        ("nl", "De tekst bij ‘Je rek’ is te lang: hoogstens 400 tekens."),
        ("de", "Der Text bei „Dein Aufstellbrett“ ist zu lang: höchstens 400 Zeichen."),
        ("fr", "Le texte de «\xa0Ton chevalet\xa0» est trop long\xa0: 400 caractères au plus."),
    ],
)
def test_a_too_long_rack_says_the_text_is_too_long(lang: str, said: str) -> None:
    """The issue: "The Your rack is too long"; the rack is not long, the text typed into its
    field is: the message names the field as its label says."""
    at = page("pages/rummikub-best.py", {"rack": "R1 " * 300}, lang)
    assert said in [w.value for w in at.warning]


def test_a_meld_question_does_not_give_its_answer_away() -> None:
    """The quiz's meld is drawn without the invalid flag that the table pictures carry."""
    seed = next(s for s in range(20) if rk_quiz.question("meld", s).answer == rk_quiz.NO)
    at = app()
    at.session_state["rummikub_rules.quiz.meld.seed"] = seed
    at.run().switch_page("pages/rummikub-rules.py").run()
    q = rk_quiz.question("meld", seed)
    names = ", ".join(rk_pictures.tile_name(t) for t in q.melds[0])
    quiz = [m.value for m in at.markdown if f'aria-label="Tiles: {names}"' in m.value]
    assert len(quiz) == 1
    assert "invalid" not in quiz[0] and "!</text>" not in quiz[0]


def test_a_position_the_solver_refuses_gets_a_friendly_message(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Should a check be missing, the solver's refusal is a message, not a traceback."""
    from app.rummikub import best_screen as rk_best_view

    def refuse(_: object) -> None:
        raise ValueError("refused")

    monkeypatch.setattr(rk_best_view, "analyse", refuse)
    at = page("pages/rummikub-best.py")
    assert text("rummikub_best.err_position") in [w.value for w in at.warning]
    assert not at.metric


#: The link of issue 19: the 104 numbered tiles as 8 runs, two jokers, wrap-13-1.
EIGHT_RUNS = " | ".join(" ".join(f"{c}{n}" for n in range(1, 14)) for c in "RBYK" for _ in (1, 2))


@pytest.mark.parametrize("lang", LOCALES)
def test_a_position_too_big_to_solve_exactly_is_said_in_the_pupils_language(
    monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """Past the solver's budget (made small here) the page says so, and shows no move."""
    from app.rummikub import situation as rk_situation
    from wormlib.rummikub import _search

    monkeypatch.setattr(_search, "WORK", 1_000)
    rk_situation.analyse.cache_clear()  # (a refusal is cached like an answer)
    query = {"rack": "J J", "table": EIGHT_RUNS, "rules": "wrap-13-1"}
    at = page("pages/rummikub-best.py", query, lang)
    rk_situation.analyse.cache_clear()
    assert text("rummikub_best.too_big", lang) in [w.value for w in at.warning]
    assert not at.metric


def test_when_only_the_helpful_tiles_are_too_many_the_move_is_shown(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The helpful tiles take a search for every tile that could be drawn, within one budget:
    past it the page shows the best move and says it cannot tell which tiles would help."""
    from app.rummikub import situation as rk_situation
    from wormlib.rummikub import _search
    from wormlib.rummikub.solver import Budget

    rack, table = "R7 B8 J", "R4 R5 R6 | B5 B6 B7 | Y7 K7 R7"
    budget = Budget("the position", 10**9)
    move = best_move(parse_tiles(rack), parse_table(table), opened=True, budget=budget)
    monkeypatch.setattr(_search, "WORK", 3 * budget.spent)  # one move fits, 54 do not
    rk_situation.analyse.cache_clear()
    at = page("pages/rummikub-best.py", {"rack": rack, "table": table})
    rk_situation.analyse.cache_clear()
    assert metrics(at)[text("rummikub_best.laid")] == str(move.tiles_laid) == "3"
    assert text("rummikub_best.help_too_big") in [i.value for i in at.info]
    assert not at.warning


def test_variants_that_do_not_change_a_move_are_not_offered() -> None:
    at = page("pages/rummikub-best.py", {"rack": "R7 R8 R9", "rules": "timer-60,opening-20"})
    options = at.multiselect(key="rummikub_best.rules").options  # as the page words them
    assert text("rummikub_rules.variant.opening-20") in options
    for name in ("timer-60", "penalty-3"):
        assert text(f"rummikub_rules.variant.{name}") not in options
    assert at.multiselect(key="rummikub_best.rules").value == ["opening-20"]
    assert not at.warning  # a known variant, just not one that changes the best move


def test_a_pupil_writes_and_reads_the_colour_letters_of_their_language() -> None:
    """Issue 22 (9): the form shows the tiles in the pupil's letters (nl: G geel, Z zwart),
    a click adds them so, the page reads them and the English ones, and the address keeps
    the canonical letters."""
    at = page("pages/rummikub-best.py", {"rack": "K7 Y2", "table": "-", "lang": "nl"})
    assert notation(at) == "Z7 G2"
    texts = best_screen.Texts("Z7 G2", "-")
    texts.pick(parse_tiles("K9")[0], "nl")
    assert texts.rack == "Z7 G2 Z9"
    s = rk_situation.read("G1 G2 g3 K4", "Z5 z6 K7", opened=True, lang="nl")
    assert s.rack == parse_tiles("Y1 Y2 Y3 K4") and s.table == (parse_tiles("K5 K6 K7"),)
    assert rk_situation.to_query(s)["rack"] == "Y1 Y2 Y3 K4"


@pytest.mark.parametrize("kind", rk_quiz.KINDS)
def test_each_rummikub_quiz_card_asks_before_its_tiles(kind: str) -> None:
    """Issue 22 (8): the question comes first, then the tiles it is about."""
    at = page("pages/rummikub-rules.py")
    prompt = f"**{text(f'rummikub_rules.quiz.{kind}.q')}**"
    seed = at.session_state[f"rummikub_rules.quiz.{kind}.seed"]
    elements = _in_order(at.main)
    (end,) = [
        i
        for i, e in enumerate(elements)
        if getattr(e, "key", None) == f"rummikub_rules.quiz.{kind}.answer.{seed}"
    ]
    texts = [str(getattr(e, "value", "")) for e in elements[:end]]
    asked = [i for i, x in enumerate(texts) if x == prompt]
    pictured = [i for i, x in enumerate(texts) if "<svg" in x]
    assert asked and pictured and asked[-1] < pictured[-1]


def _in_order(node: Any) -> list[Any]:
    """Every element under ``node`` in screen order."""
    out: list[Any] = []
    for _, child in sorted(getattr(node, "children", {}).items()):
        out.append(child)
        out += _in_order(child)
    return out


def test_a_joker_in_an_opening_counts_the_tile_it_stands_for() -> None:
    """A joker laid in an opening is worth the tile it stands for (RUMMIKUB_RULES.md), not the
    30 points it costs on a rack: R11 R12 J opens with 33 or 36, never 53."""
    rules = parse_rules("joker-in-opening")
    found = rk_situation.analyse(rk_situation.Situation(parse_tiles("R11 R12 J"), (), False, rules))
    assert found is not None and found.opening_value in (33, 36)
