"""Issue 37: a chart's percentages are written the way its language writes them. Plotly's own
percent format gives "80%" in every language (its ``separators`` change only the marks), while
German and French write "80 %"; the ticks, the bars' numbers and the hover texts of every chart
in the app (the explorer's, the play report's, the lessons' stored charts) go through Babel."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from app.common import lesson_pages, lessons_screen
from app.common.chart_numbers import in_language, ticks
from app.games import GAMES
from app.regenwormen import charts
from app.regenwormen.play_report import win_figure
from wormlib.core.i18n import LANGUAGES, percent

#: The figure's fields that Plotly writes on the chart: ticks, bar numbers, hover texts.
WRITTEN = {"ticktext", "text", "texttemplate", "hovertext", "hovertemplate"}
#: d3 formats that Plotly would write as "80%": a percent tick or hover format, a template's.
D3_PERCENT = re.compile(r"%\{[^}]*%\}")
SPACED = {"de", "fr"}  # the languages that write a space before % (Babel: a no-break one)


def figures(lang: str) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every chart the app draws with percentages, as the page hands it to Plotly."""
    yield (
        "choices",
        charts.choices(
            ["a", "b"], [0.8, 0.234], axis="x", best="best: {value}", percent=True, lang=lang
        ).to_dict(),
    )
    yield (
        "ends",
        charts.ends(
            ["21", "bust"],
            [0.25, 0.5],
            axis_x="x",
            axis_y="y",
            bust="bust",
            labels=[percent(0.25, lang, 0), percent(0.5, lang, 0)],
            sampled=[0.3, 0.45],
            names=("exact", "sampled"),
            lang=lang,
        ).to_dict(),
    )
    yield (
        "heatmap",
        charts.bust_heatmap(
            [[0.5, 0.25]],
            text=[[percent(0.5, lang, 0), percent(0.25, lang, 0)]],
            here=None,
            axis_x="x",
            axis_y="y",
            lang=lang,
        ).to_dict(),
    )
    yield (
        "running",
        charts.running_average(
            [1.0, 0.0, 0.0, 1.0] * 50,
            0.4,
            axis_x="x",
            axis_y="y",
            names=("exact", "sampled"),
            percent=True,
            lang=lang,
        ).to_dict(),
    )
    yield (
        "win",
        win_figure(
            [[0.5, 0.5], [0.62, 0.38], [0.9, 0.1]],
            ["Ann", "Bram"],
            1,
            title="",
            axes=("", ""),
            lang=lang,
        ),
    )
    for game in GAMES:
        for lesson in game.lessons:
            for n, block in enumerate(lesson_pages.blocks(lesson, lang)):
                if "chart" in block:
                    yield f"{lesson.key}.{n}", lessons_screen._numbers_of(block["chart"], lang)


def written(node: object, field: str = "") -> Iterator[tuple[str, str]]:
    """Every (field, text) that Plotly writes on a figure, and its percent formats."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key in ("tickformat", "hoverformat") and "%" in str(value):
                yield key, "d3 " + str(value)
            yield from written(value, key)
    elif isinstance(node, list | tuple):
        for value in node:
            yield from written(value, field)
    elif isinstance(node, str) and field in WRITTEN:
        yield field, node


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_charts_percentages_are_written_as_its_language_writes_them(lang: str) -> None:
    seen = 0
    for name, figure in figures(lang):
        texts = list(written(figure))
        assert not [t for t in texts if t[1].startswith("d3 ") or D3_PERCENT.search(t[1])], name
        percents = [text for _, text in texts if re.search(r"[\d}]\s?%", text)]
        if not percents:  # a lesson's chart of worms or turns; the explorer's all have some
            assert "." in name, (name, "no percentage drawn: the chart changed, update the test")
            continue
        # de/fr: "80 %"; en/nl: "80%" (and a hover template's "%{customdata[0]:.1f} %")
        wrong = r"[\d}]%" if lang in SPACED else r"[\d}]\s%"
        assert not [text for text in percents if re.search(wrong, text)], (name, percents)
        seen += 1
    assert seen > 5 + 4  # the explorer's four, the play report's and the lessons' (six)


@pytest.mark.parametrize(
    ("low", "high", "expected"),
    [
        (0, 1, [0, 0.2, 0.4, 0.6, 0.8, 1]),
        (0, 0.6, [0, 0.2, 0.4, 0.6]),
        (0.3, 0.45, [0.3, 0.35, 0.4, 0.45]),
    ],
)
def test_percent_ticks_are_round_and_few(low: float, high: float, expected: list[float]) -> None:
    assert ticks(low, high) == pytest.approx(expected)


def test_a_tick_or_hover_text_of_the_chart_itself_is_kept() -> None:
    figure: dict[str, Any] = {
        "data": [{"type": "scatter", "x": [1, 2], "y": [0.5, 0.25], "hovertext": ["own", "own"]}],
        "layout": {"yaxis": {"tickformat": ".0%", "range": [0, 1]}},
    }
    german = in_language(figure, "de")
    assert german["data"][0]["hovertext"] == ["own", "own"]
    assert german["layout"]["yaxis"]["ticktext"][-1] == "100\u00a0%"
    assert figure["layout"]["yaxis"]["tickformat"] == ".0%"  # the stored chart is left as it was


def test_a_thousand_on_an_axis_is_grouped_as_the_language_groups_it() -> None:
    """Plotly writes "1000" and "10k"; a lesson's log axis showed them beside Babel's "1 000"
    in French. Every axis of a chart with axes writes them in full, grouped; no axis is added
    to a pie."""
    figure: dict[str, Any] = {
        "data": [{"type": "scatter", "x": [1, 1000], "y": [1, 2]}, {"type": "bar", "y": [3]}],
        "layout": {"xaxis": {"type": "log"}},
    }
    french = in_language(figure, "fr")["layout"]
    assert french["separators"] == ",\u202f"
    grouped = {"separatethousands": True, "exponentformat": "none"}
    assert french["xaxis"] == {"type": "log", **grouped}
    assert french["yaxis"] == grouped
    pie = in_language({"data": [{"type": "pie", "values": [1, 2]}]}, "fr")["layout"]
    assert not [key for key in pie if key.endswith("axis")]
