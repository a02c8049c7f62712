"""The teachers' guides (docs/guides/): one per lesson and language, in that language, with
the same sections, every number a placeholder that the engine fills in, and a page to print."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from functools import cache
from math import comb

import pytest

from app.common import guides
from app.common.guides import GUIDES, PLACEHOLDER, SECTIONS, GuideError
from app.common.lessons import NOTEBOOKS
from app.games import GAMES
from app.regenwormen import lessons, worksheets
from tests.apptest import text
from tests.test_glossary import occurs, tables
from wormlib import calibrate, odds, replay, wilson_interval, win_chances
from wormlib.core.i18n import LANGUAGES, number, percent
from wormlib.regenwormen.calibration import Calibration
from wormlib.regenwormen.odds import Odds
from wormlib.regenwormen.winprob import MODEL_FILE
from wormlib.rummikub.solver import best_move
from wormlib.rummikub.tiles import parse_tiles

LESSONS = {lesson.key: lesson for game in GAMES for lesson in game.lessons}
EVERY = [(key, lang) for key in LESSONS for lang in LANGUAGES]
#: The English guides' sections; every language has its own words for the same seven.
ENGLISH_SECTIONS = [
    "Learning goals",
    "Prior knowledge",
    "In the curriculum",
    "A 50-minute lesson",
    "Misconceptions",
    "Discussion questions",
    "Answers to the exercises",
]


@cache
def _calibration() -> Calibration:
    """The bots lesson's calibration, played once for all its figures."""
    return calibrate(100, seed=1)


def _fitted_positions() -> float:
    """The model file's positions: the whole fit's, and a refit's that it had not seen."""
    shipped = json.loads(MODEL_FILE.read_text("utf-8"))
    refits = shipped.get("refits", {}).values()
    return float(shipped["positions"] + sum(r["positions"] - r["replaces"] for r in refits))


#: Figures recomputed here, straight from wormlib, to hold the lessons' figures to.
ENGINE: dict[tuple[str, str], Callable[[], float]] = {
    ("odds", "bust"): lambda: odds("WW444").bust_next_roll or 0,
    ("odds", "ex1"): lambda: odds("WWW555").bust_next_roll or 0,
    ("odds", "tree_bust"): lambda: 11 / 81,
    ("value", "roll"): lambda: odds("WWW4443").options[1].value,
    ("value", "own_tile_roll"): lambda: odds("WWW4443", own_top=25).options[1].value,
    ("value", "keep_3"): lambda: _value(odds(roll="11235WWW"), "keep 3"),
    ("value", "keep_5"): lambda: _value(odds(roll="11235WWW"), "keep 5"),
    ("simulate", "exact"): lambda: odds("WW444").value,
    ("bots", "low_10"): lambda: wilson_interval(6, 10)[0],
    ("bots", "high_10"): lambda: wilson_interval(6, 10)[1],
    ("bots", "half_ann"): lambda: win_chances(replay(lessons.SAMPLE_GAME).turns()[18].before)[0],
    ("bots", "half_cor"): lambda: win_chances(replay(lessons.SAMPLE_GAME).turns()[18].before)[2],
    ("bots", "early_ann"): lambda: win_chances(replay(lessons.SAMPLE_GAME).turns()[2].before)[0],
    ("bots", "fitted_positions"): _fitted_positions,
    ("bots", "cal_positions"): lambda: _calibration().positions,
    ("bots", "cal_gap_points"): lambda: 100 * _calibration().gap,
    ("bots", "cal_lowest"): lambda: _calibration().bins[0].predicted,
    ("bots", "cal_highest"): lambda: _calibration().bins[-1].predicted,
    ("opening", "hand_points"): lambda: (
        sum(int(tile[1:]) for tile in ["R10", "R11", "R12"])
        if best_move(
            parse_tiles("R10 R11 R12 B2 B5 B9 Y1 Y4 Y7 Y13 K3 K6 K8 K13"), (), opened=False
        ).opening_possible
        else 0
    ),
    ("opening", "hands_30"): lambda: 224,  # 28 melds, each of 2 x 2 x 2 pairs of tiles
    ("opening", "joker"): lambda: 1 - comb(104, 14) / comb(106, 14),
}


def _value(moment: Odds, choice: str) -> float:
    return next(o.value for o in moment.options if str(o.action) == choice)


def raw(key: str, lang: str) -> str:
    return (GUIDES / lang / f"{key}.md").read_text("utf-8")


@pytest.mark.parametrize(("key", "lang"), EVERY)
def test_a_guide_for_every_lesson_and_language(key: str, lang: str) -> None:
    assert (GUIDES / lang / f"{key}.md").is_file()
    assert guides.guide_path(LESSONS[key], lang) == GUIDES / lang / f"{key}.md"
    assert raw(key, lang).startswith("# ")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_same_sections_in_every_guide_of_a_language(lang: str) -> None:
    found = {key: guides.sections(raw(key, lang)) for key in LESSONS}
    first = found[next(iter(LESSONS))]
    assert len(first) == SECTIONS
    assert found == dict.fromkeys(LESSONS, first)
    if lang == "en":
        assert first == ENGLISH_SECTIONS


@pytest.mark.parametrize(("key", "lang"), EVERY)
def test_the_plan_names_the_lessons_class_questions_in_order(key: str, lang: str) -> None:
    """A teacher sees which class question of the lesson plan (the class page) belongs to
    which moment of the lesson: the plan names each, the first time in their order."""
    plan = guides.sections(raw(key, lang))[3]
    section = raw(key, lang).split(f"## {plan}\n", 1)[1].split("\n## ", 1)[0]
    count = len(LESSONS[key].moments)
    names = [f"**{text('class.plan_item', lang, number=n)}**" for n in range(1, count + 2)]
    firsts = [section.find(name) for name in names]
    assert -1 not in firsts[:count] and firsts[:count] == sorted(firsts[:count])
    assert firsts[count] == -1, "no class question the plan does not have"


@pytest.mark.parametrize(("key", "lang"), EVERY)
def test_every_placeholder_is_filled_with_a_figure(key: str, lang: str) -> None:
    text = guides.guide(LESSONS[key], lang)
    assert "{{" not in text and "}}" not in text
    names = {m[1] for m in PLACEHOLDER.finditer(raw(key, lang))}
    assert names <= set(LESSONS[key].figures())
    english = {m.group(0) for m in PLACEHOLDER.finditer(raw(key, "en"))}
    assert {m.group(0) for m in PLACEHOLDER.finditer(raw(key, lang))} == english


@pytest.mark.parametrize(("key", "name"), ENGINE)
def test_the_figures_are_the_engines(key: str, name: str) -> None:
    figure = LESSONS[key].figures()[name]
    assert figure == pytest.approx(ENGINE[key, name](), abs=1e-12)
    for lang in LANGUAGES:  # and each guide that states it writes it in its language's style
        for match in PLACEHOLDER.finditer(raw(key, lang)):
            if match[1] == name:
                style = match[2] or "n2"
                write, digits = guides.FORMATS[style]
                assert write(figure, lang, digits) in guides.guide(LESSONS[key], lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_bots_guide_asks_the_model_about_the_notebooks_positions(lang: str) -> None:
    """The guide's chances are those of the turns and games the notebook's cells ask about."""
    notebook = (NOTEBOOKS / LESSONS["bots"].path(lang)).read_text("utf-8")
    assert f".turns()[{lessons.HALFWAY}].before" in notebook
    assert f".turns()[{lessons.EARLY}].before" in notebook
    games, seed = worksheets.CALIBRATION_GAMES, worksheets.CALIBRATION_SEED
    assert f"calibrate({games}, seed={seed})" in notebook


def test_figures_written_in_each_languages_style() -> None:
    figures = {"p": 0.037037, "n": 1234.5}
    assert guides.fill("{{p:pct}} {{n:n1}}", figures, "en") == "3.7% 1,234.5"
    assert guides.fill("{{p:pct}} {{n:n1}}", figures, "nl") == f"{percent(0.037037, 'nl')} 1.234,5"
    assert guides.fill("{{n:n0}}", figures, "de") == number(1234.5, "de", 0)


@pytest.mark.parametrize("text", ["{{nothing}}", "{{p:percentage}}"])
def test_a_placeholder_without_its_figure_or_format_is_refused(text: str) -> None:
    with pytest.raises(GuideError):
        guides.fill(text, {"p": 0.5}, "en")


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_no_word_the_glossary_rejects(lang: str) -> None:
    text = re.sub(r"`[^`]*`", "", "\n".join(raw(key, lang) for key in LESSONS))
    rejected = [w for _, words in tables()[lang] for w in words]
    assert {w: occurs(w, text) for w in rejected if occurs(w, text)} == {}


@pytest.mark.parametrize(("key", "lang"), EVERY)
def test_a_page_to_print(key: str, lang: str) -> None:
    text = guides.guide(LESSONS[key], lang)
    page = guides.printable(text, lang=lang, lesson_title="Lesson <1>")
    assert page.startswith("<!DOCTYPE html>") and f'<html lang="{lang}">' in page
    assert "@page" in page and "<script" not in page
    assert "Lesson &lt;1&gt;" in page
    for heading in guides.sections(text):
        assert f"<h2>{guides._inline(heading)}</h2>" in page
    assert page.count("<li>") == sum(
        1 for line in text.splitlines() if re.match(r"(- |\d+\. )", line)
    )


def test_the_printed_text_is_escaped() -> None:
    page = guides.to_html("## A <b>\n\n- **bold** <script>x</script>\n- `a<b`\n\nText & more")
    assert page == (
        "<h2>A &lt;b&gt;</h2>\n<ul><li><strong>bold</strong> &lt;script&gt;x&lt;/script&gt;</li>"
        "<li><code>a&lt;b</code></li></ul>\n<p>Text &amp; more</p>"
    )
