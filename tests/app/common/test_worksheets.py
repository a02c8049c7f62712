"""The printable worksheets (issue 24 item 4): a pupil's sheet and an answer key for every
lesson and language, standalone pages with the same questions in every language, every text
translated, and the key's answers equal to what the engine computes here."""

from __future__ import annotations

import re
import string
from fractions import Fraction
from functools import cache
from itertools import product
from math import comb

import pytest

from app.common.worksheet import Question, fraction, texts, worms
from app.games import GAMES, LESSONS_OF_ALL
from app.regenwormen import worksheets as rw
from app.rummikub import worksheets as rk
from app.worksheets import UnknownLessonError, find, questions, worksheet
from tests.test_glossary import FIELD, occurs, tables
from wormlib.core.errors import UnknownLanguageError
from wormlib.core.i18n import LANGUAGES, SOURCE, percent
from wormlib.core.tournament import wilson_interval
from wormlib.regenwormen.calibration import calibrate
from wormlib.regenwormen.odds import odds, simulate_turns
from wormlib.regenwormen.tournament import simulate
from wormlib.rummikub.melds import table_value
from wormlib.rummikub.rules import parse_rules
from wormlib.rummikub.solver import best_move
from wormlib.rummikub.tiles import parse_tiles

LESSONS = [lesson.key for game in GAMES for lesson in game.lessons]
CASES = [(lesson, lang) for lesson in LESSONS for lang in LANGUAGES]


@cache
def sheet(lesson: str, lang: str, key: bool) -> str:
    return worksheet(find(LESSONS_OF_ALL, lesson), lang, key=key)


@cache
def asked(lesson: str, lang: str) -> tuple[Question, ...]:
    return questions(find(LESSONS_OF_ALL, lesson), lang)


def test_every_lesson_is_found_by_its_key() -> None:
    assert [find(LESSONS_OF_ALL, key).key for key in LESSONS] == LESSONS


@pytest.mark.parametrize(("lesson", "lang"), CASES)
def test_both_sheets_are_standalone_pages_of_four_to_eight_questions(
    lesson: str, lang: str
) -> None:
    n = len(asked(lesson, lang))
    assert 4 <= n <= 8
    for key in (False, True):
        html = sheet(lesson, lang, key)
        assert html.startswith("<!doctype html>") and f'<html lang="{lang}">' in html
        assert "@page { size: A4" in html and "<svg" in html
        outside = r'<(script|link|img|iframe)\b|\burl\(|src=|(?<!xmlns=")https?://'
        assert not re.search(outside, html), "a page that needs nothing from outside"
        assert html.count('<li class="question">') == n
        assert html.count('<div class="key">') == (n if key else 0)
        assert "{" not in html.split("</style>")[1], "a name left unfilled"
        note = html.split('<p class="print-note">')[1].split("</p>")[0]
        assert "+ P" in note, "how to print (Ctrl + P), on the screen"
        assert "@media print { .print-note { display: none; } }" in html, "not on paper"


@pytest.mark.parametrize(("lesson", "lang"), CASES)
def test_the_pupil_sheet_leaves_the_answers_out(lesson: str, lang: str) -> None:
    pupil, key = sheet(lesson, lang, False), sheet(lesson, lang, True)
    assert '<td class="blank"></td>' in pupil or '<div class="line">' in pupil
    assert '<td class="blank"></td>' not in key
    assert pupil.count('<td class="blank">') == key.count('<td class="blank">')
    assert '<div class="line">' not in key


def test_every_language_asks_the_same_questions_with_the_same_names() -> None:
    """The questions are built once for all languages; each data file gives every question
    of every lesson the same fields as English, with the same names in braces."""
    english = texts(SOURCE)
    for lang in LANGUAGES:
        assert [q.name for q in asked("odds", lang)] == [q.name for q in asked("odds", SOURCE)]
        words = texts(lang)
        assert words.keys() == english.keys() == set(LESSONS)
        for lesson in LESSONS:
            assert words[lesson].keys() == english[lesson].keys(), (lang, lesson)
            for name, fields in english[lesson].items():
                assert words[lesson][name].keys() == fields.keys(), (lang, lesson, name)
                for field, text in fields.items():
                    assert _names(words[lesson][name][field]) == _names(text), (lang, name, field)
            assert {q.name for q in asked(lesson, lang)} | {"sheet"} == english[lesson].keys()


def test_no_text_is_left_untranslated() -> None:
    """Every text of more than one word differs from the English one."""
    english = texts(SOURCE)
    same = []
    for lang in LANGUAGES:
        if lang == SOURCE:
            continue
        for lesson, lesson_words in english.items():
            for name, fields in lesson_words.items():
                for field, text in fields.items():
                    theirs = _strings(texts(lang)[lesson][name][field])
                    same += [
                        f"{lang} {lesson}.{name}.{field}: {a}"
                        for a, b in zip(_strings(text), theirs, strict=True)
                        if a == b and len(a.split()) > 1
                    ]
    assert same == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_word_the_glossary_rejects(lang: str) -> None:
    """A sheet speaks the glossary's words, as the app and the lessons do (a worksheet said
    "houd" for setting aside)."""
    text = FIELD.sub(
        "{}",
        "\n".join(
            string
            for lesson in texts(lang).values()
            for fields in lesson.values()
            for value in fields.values()
            for string in _strings(value)
        ),
    )
    rejected = [w for _, words in tables()[lang] for w in words]
    assert {w: occurs(w, text) for w in rejected if occurs(w, text)} == {}


def test_bad_lesson_or_language_is_refused() -> None:
    with pytest.raises(UnknownLessonError):
        find(LESSONS_OF_ALL, "chess")
    with pytest.raises(UnknownLanguageError):
        worksheet(find(LESSONS_OF_ALL, "odds"), "xx")


def test_worms_for_sure_are_a_whole_number_and_expected_worms_have_decimals() -> None:
    assert (worms(3.0000000000000004, "nl"), worms(10 / 6, "nl"), worms(2, "en")) == (
        "3",
        "1,67",
        "2",
    )


def test_a_chance_is_written_as_the_fraction_a_pupil_writes() -> None:
    assert fraction(odds("WW444").bust_next_roll or 0) == "1/27"
    assert fraction(5 / 6) == "5/6"


# --- the key's answers are the engine's ------------------------------------------------------


def _answers(lesson: str) -> dict[str, dict[str, float | bool | str]]:
    return {q.name: dict(q.answers) for q in asked(lesson, SOURCE)}


def _on_key(lesson: str, fact: str, question: str) -> None:
    """A fact as it stands on every language's key."""
    for lang in LANGUAGES:
        q = next(q for q in asked(lesson, lang) if q.name == question)
        assert q.facts[fact] in sheet(lesson, lang, True), (lang, question, fact)


def test_odds_key() -> None:
    a = _answers("odds")
    assert a["three"]["bust"] == odds("WW444").bust_next_roll == pytest.approx(1 / 27)
    three_dice = list(product(range(1, 7), repeat=3))
    busting = [roll for roll in three_dice if set(roll) <= {4, 6}]  # 6 is the worm
    assert a["count"]["busts"] == pytest.approx(len(busting)) == 8
    assert a["two"]["bust"] == odds("WWW555").bust_next_roll == pytest.approx(1 / 9)
    assert a["compare"] == {"a": pytest.approx(5 / 6), "b": pytest.approx(1 / 16)}
    first, second = odds("55WW").bust_next_roll or 0, odds("455WW").bust_next_roll or 0
    assert a["tree"]["any"] == pytest.approx(1 - (1 - first) * (1 - second))
    assert Fraction(1 - (1 - first) * (1 - second)).limit_denominator(1000) == Fraction(11, 81)
    assert "1/27" in sheet("odds", "nl", True) and "11/81" in sheet("odds", "fr", True)
    for fact, question in (
        ("p", "three"),
        ("busts", "count"),
        ("a", "compare"),
        ("any", "tree"),
        ("busts", "many"),
    ):
        _on_key("odds", fact, question)


def _value(kept: str = "", roll: str | None = None, action: str = "roll", **kw: int) -> float:
    moment = odds(kept, roll, **kw)  # type: ignore[arg-type]
    return next(o.value for o in moment.options if str(o.action) == action)


def test_value_key() -> None:
    a = _answers("value")
    assert a["stop_or_roll"] == {"roll": pytest.approx(10 / 6), "stop": 3, "best": "take 30"}
    assert a["stop_or_roll"]["roll"] == _value("WWW4443")
    assert a["last_die"] == {"roll": _value("WW55544"), "stop": 4, "best": "take 33"}
    assert a["own_tile"]["roll"] == _value("WWW4443", own_top=25) == pytest.approx(4 / 6)
    assert a["own_tile"]["best"] == "take 30"
    first = a["first_roll"]
    assert first["best"] == "keep 5" and first["keep W"] == _value("", "5555WW12", "keep W")
    assert first["keep 5"] == _value("", "5555WW12", "keep 5")
    assert a["twos"]["best"] == "keep 5"
    assert a["twos"]["keep 2"] == _value("", "22222255", "keep 2") < a["twos"]["keep 5"]  # type: ignore[operator]
    for fact, question in (("roll", "stop_or_roll"), ("v5", "first_roll"), ("v2", "twos")):
        _on_key("value", fact, question)


def test_simulate_key() -> None:
    a = _answers("simulate")
    moment = odds("WW444")
    tens = [simulate_turns(moment, 10, seed=s).mean for s in rw.SEEDS]
    assert a["seeds"] == {"gap": max(tens) - min(tens), "exact": moment.value}
    assert a["more"]["off 10"] == max(abs(t - moment.value) for t in tens)
    offs = [float(a["more"][f"off {n}"]) for n in rw.TURNS]
    assert offs == sorted(offs, reverse=True), "the words say: the more turns, the closer"
    assert a["busts"]["expected"] == pytest.approx(1000 * moment.bust_chance)
    assert a["busts"]["sampled"] == 1000 * simulate_turns(moment, 1000, seed=1).share(None)
    for fact, question in (("gap", "seeds"), ("s100", "spread"), ("n", "busts")):
        _on_key("simulate", fact, question)


def test_bots_key() -> None:
    a = _answers("bots")
    assert a["who"] == {"roll": _value("WW5555"), "stop": 3, "best": "roll"}
    assert (a["six"]["low"], a["six"]["high"]) == wilson_interval(6, 10)
    assert a["six"]["low"] < 0.5 < a["six"]["high"]  # type: ignore[operator]
    for n in rw.GAMES:
        low, high = wilson_interval(0.6 * n, n)
        assert a["intervals"][f"width {n}"] == high - low
        assert a["intervals"][f"above {n}"] == (low > 0.5)
    assert [a["intervals"][f"above {n}"] for n in rw.GAMES] == [False, True, True]
    standings = {
        s.bot: s for s in simulate(["expert", "careful"], games=rw.MATCH, seed=1).standings
    }
    assert a["match"] == {"expert low": standings["expert"].interval[0], "better": True}
    low, high = wilson_interval(240, 400)
    assert a["half"]["w400"] == high - low
    _on_key("bots", "interval", "six")
    _on_key("bots", "einterval", "match")
    group = calibrate(100, seed=1).bins[7]  # the group nearest 70%, as the words say
    assert min(abs(b.predicted - 0.7) for b in calibrate(100, seed=1).bins) == pytest.approx(
        abs(group.predicted - 0.7)
    )
    assert a["forecast"] == {"said": group.predicted, "won": group.observed, "calibrated": True}
    _on_key("bots", "interval", "forecast")


def test_opening_key() -> None:
    a = _answers("opening")
    move = best_move(parse_tiles(rk.HANDS["A"]), (), opened=False)
    assert (
        a["hand"]
        == {"opens": True, "points": table_value(move.table)}
        == {
            "opens": True,
            "points": 33,
        }
    )
    assert a["three30"]["melds"] == 28 and a["three25"]["melds"] == 36  # the notebook's counts
    assert a["three30"]["share"] == 28 * 8 / comb(104, 3)
    for h, tiles in rk.HANDS.items():
        for r in rk.RULES:
            opens = best_move(parse_tiles(tiles), (), opened=False, rules=parse_rules(r))
            assert a["rules"][f"{h} {r}"] == opens.opening_possible
    assert a["joker"]["joker"] == pytest.approx(1 - comb(104, 14) / comb(106, 14))
    assert percent(a["joker"]["joker"], "en") == "24.8%"  # type: ignore[arg-type]
    _on_key("opening", "laid", "hand")
    _on_key("opening", "hands", "three30")


def _strings(value: object) -> list[str]:
    """A data file's field: one text, or a list of them (a table's header)."""
    return [str(v) for v in value] if isinstance(value, list) else [str(value)]


def _names(text: object) -> set[str]:
    return {
        name
        for item in _strings(text)
        for _, name, _, _ in string.Formatter().parse(item)
        if name is not None
    }
