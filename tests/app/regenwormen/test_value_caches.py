"""The caches a whole class shares (pictures, charts, the solver's state rows and solves) hold
values only: a cached result is what a fresh computation gives, and it depends on every input
(the language included)."""

from __future__ import annotations

import json
import random
import xml.etree.ElementTree as ET
from typing import Any

import numpy as np
import plotly.graph_objects as go  # type: ignore[import-untyped]
import plotly.io as pio  # type: ignore[import-untyped]
import pytest
from streamlit.testing.v1 import AppTest

from app.common.chart_numbers import in_language
from app.common.i18n import CATALOG
from app.regenwormen import charts
from tests.regenwormen.test_solver_reference import position, reference_for
from wormlib.core.errors import SituationError
from wormlib.core.svg import picture
from wormlib.regenwormen import dice, svg
from wormlib.regenwormen.dice import format_dice
from wormlib.regenwormen.solver import (
    SOLVES_KEPT,
    Context,
    _shared_induction,
    solve,
    solve_uncached,
)
from wormlib.regenwormen.state import Turn


def _spec(figure: object) -> object:
    return json.loads(pio.to_json(figure, validate=False))


def test_a_remembered_chart_is_the_chart_built_afresh() -> None:
    args = (["keep 5", "keep 1"], [1.25, 0.5])
    kwargs: dict[str, Any] = {"axis": "worms", "best": "best", "percent": False, "lang": "en"}
    fresh = charts.choices.__wrapped__(*args, **kwargs)  # type: ignore[attr-defined]
    assert _spec(charts.choices(*args, **kwargs)) == _spec(fresh)
    assert _spec(charts.choices(*args, **kwargs)) == _spec(fresh)  # from the cache


def _running_average_built_whole(
    values: list[float],
    exact: float,
    *,
    axis_x: str,
    axis_y: str,
    names: tuple[str, str],
    percent: bool,
    lang: str,
) -> go.Figure:
    """The running average as Plotly builds it in one piece (what the chart must look like)."""
    n = np.arange(1, len(values) + 1)
    mean = np.cumsum(values) / n
    figure = go.Figure(go.Scatter(x=n, y=mean, mode="lines", name=names[1]))
    figure.update_traces(line_color=charts.SAMPLED)
    figure.add_scatter(
        x=[1, len(values)],
        y=[exact, exact],
        mode="lines",
        name=names[0],
        line={"color": charts.PRIMARY, "dash": "dash", "width": 3},
    )
    turns = len(values)
    figure.update_xaxes(title=axis_x, tickformat=",d", range=[0, turns], tick0=0, dtick=turns // 4)
    figure.update_yaxes(title=axis_y, tickformat=".0%" if percent else None)
    return charts._layout(figure, height=360, lang=lang)


@pytest.mark.parametrize(("percent", "lang"), [(False, "en"), (True, "fr")])
def test_each_click_s_running_average_is_the_chart_built_whole(percent: bool, lang: str) -> None:
    """The sampled line is laid into a remembered frame: the figure must be the one Plotly
    builds in one piece (its ticks and hover texts in the language, from the sampled line),
    and a later click's line must not change an earlier figure."""
    rng = random.Random(5)
    labels: dict[str, Any] = {
        "axis_x": "turns",
        "axis_y": "worms",
        "names": ("exact", "sampled"),
        "percent": percent,
        "lang": lang,
    }
    scale = 0.5 if percent else 4
    first, second = ([rng.uniform(0, scale) for _ in range(1000)] for _ in range(2))
    one = charts.running_average(first, 0.3, **labels)
    shown = _spec(one)
    two = charts.running_average(second, 0.3, **labels)
    assert shown == _spec(_running_average_built_whole(first, 0.3, **labels))
    assert _spec(two) == _spec(_running_average_built_whole(second, 0.3, **labels))
    assert _spec(one) == shown


def test_lists_and_tuples_give_the_same_chart() -> None:
    kwargs: dict[str, Any] = {"axis": "worms", "best": "best", "percent": False, "lang": "en"}
    as_lists = charts.choices(["a", "b"], [2.0, 1.0], **kwargs)
    as_tuples = charts.choices(("a", "b"), (2.0, 1.0), **kwargs)
    assert _spec(as_lists) == _spec(as_tuples)


def test_the_separators_are_part_of_the_chart() -> None:
    """A chart comes out finished (pages never change a shared chart): the decimal mark of
    the reader's language is one of its inputs."""
    kwargs: dict[str, Any] = {"axis": "worms", "best": "best", "percent": False}
    english = charts.choices(["a", "b"], [2.0, 1.0], **kwargs, lang="en")
    dutch = charts.choices(["a", "b"], [2.0, 1.0], **kwargs, lang="nl")
    assert (english.layout.separators, dutch.layout.separators) == (".,", ",.")
    assert charts.choices(["a", "b"], [2.0, 1.0], **kwargs, lang="en") is english


def test_other_values_give_another_chart() -> None:
    kwargs: dict[str, Any] = {"axis": "worms", "best": "best", "percent": False, "lang": "en"}
    one = charts.choices(["a", "b"], [2.0, 1.0], **kwargs)
    other = charts.choices(["a", "b"], [2.0, 1.5], **kwargs)
    assert _spec(one) != _spec(other)


PICTURES = """
from app.regenwormen import pictures
from app.common.i18n import t
import streamlit as st
st.session_state["lang"] = st.query_params.get("lang", "en")
st.text(pictures.dice((1, 0, 2, 0, 0, 1)))
st.text(pictures.middle([21, 22], [23], highlight=[21]))
st.text(pictures.stack([25, 26]))
"""


#: A picture no other test draws (61 px, die 3 lit), twice on the page.
PICTURE_TWICE = """
from app.regenwormen import pictures
import streamlit as st
st.session_state["lang"] = st.query_params.get("lang", "en")
for _ in range(2):
    st.text(pictures.dice((1, 0, 2, 0, 0, 1), size=61, highlight=[3]))
"""


def test_a_cached_picture_is_drawn_once_per_language_as_it_is_drawn_afresh(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """English, Dutch, then English again: each language's picture is the one drawn without
    the cache, with its own title, and a picture already drawn is not drawn again."""
    counts = (1, 0, 2, 0, 0, 1)
    titles = {
        lang: CATALOG["common.pic_dice"][lang].format(dice=format_dice(counts, " "))
        for lang in ("en", "nl")
    }
    fresh = {
        lang: svg.dice(counts, size=61, highlight=[3], title=title)
        for lang, title in titles.items()
    }
    drawn: list[str] = []  # the title of each picture drawn from now on

    def counted(width: float, height: float, scale: float, title: str) -> ET.Element:
        drawn.append(title)
        return picture(width, height, scale, title)

    monkeypatch.setattr(svg, "picture", counted)
    for lang in ("en", "nl", "en"):
        at = AppTest.from_string(PICTURE_TWICE)
        at.query_params["lang"] = lang
        at.run()
        assert [element.value for element in at.text] == [fresh[lang]] * 2
    assert drawn == [titles["en"], titles["nl"]]


def test_the_two_languages_get_their_own_pictures() -> None:
    drawn = {}
    for lang in ("en", "nl"):
        at = AppTest.from_string(PICTURES)
        at.query_params["lang"] = lang
        at.run()
        drawn[lang] = at.text[0].value
    assert drawn["en"] != drawn["nl"]


def test_the_solver_s_cached_state_rows_give_the_values_of_a_plain_recursion() -> None:
    """Every state of a turn, read through the cached rows twice in a shuffled order (as
    counts in a tuple or a list), has the value that tests/regenwormen/test_solver_reference.py
    works out by plain recursion over the game's rules, with no tables and no cache."""
    context = Context()
    reference = reference_for(context)
    states = [
        kept
        for n in range(dice.DICE)
        for kept, _ in dice.all_rolls(n)
        if len(dice.faces_in(kept)) < 6  # a roll or a stop is left to choose
    ]
    expected = {kept: reference.node(position(context, Turn(kept)))[0] for kept in states}
    rng = random.Random(3)
    order = states * 2
    rng.shuffle(order)
    solution = solve_uncached(context)  # its own tables: only the rows come from a cache
    for kept in order:
        counts = list(kept) if rng.random() < 0.5 else kept
        assert solution.value(counts) == pytest.approx(expected[kept], abs=1e-9), kept  # type: ignore[arg-type]


@pytest.mark.parametrize("bad", [(0, 0, 0, 0, 0, 9), (0, 0, 0, 0, -1, 0), (0, 0, 0)])
def test_the_solver_s_cached_state_rows_still_refuse_bad_counts(bad: tuple[int, ...]) -> None:
    solution = solve(Context())
    with pytest.raises(SituationError):
        solution.value(bad)  # type: ignore[arg-type]
    with pytest.raises(SituationError):  # an error is never cached as an answer
        solution.value(bad)  # type: ignore[arg-type]


def test_a_shared_solve_is_the_solve_afresh_and_cannot_be_changed() -> None:
    """Every game and every user of a server reads the same solved stops: values only."""
    rng = random.Random(2)
    for _ in range(20):
        middle = tuple(sorted(rng.sample(range(21, 37), rng.randint(1, 16))))
        context = Context(
            middle=middle, own_top=rng.choice([None, *sorted(set(range(21, 37)) - set(middle))])
        )
        shared, fresh = solve(context), solve_uncached(context)
        assert shared._solved is _shared_induction(shared._solved.stops)
        for kept in ((0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 2, 1), (1, 0, 0, 0, 3, 2)):
            assert shared.value(kept) == fresh.value(kept)
            assert shared.bust_chance(kept) == fresh.bust_chance(kept)
        for array in (shared._solved.roll, shared._solved.bust_roll()):
            with pytest.raises(ValueError, match="read-only"):
                array[0] = 0.0
    assert _shared_induction.cache_info().maxsize == SOLVES_KEPT


def test_the_shared_look_is_merged_as_plotly_would_update_it() -> None:
    def figure() -> go.Figure:
        built = go.Figure(go.Bar(x=[0.5, 0.25], y=["a", "b"], orientation="h"))
        built.update_xaxes(title="chance", tickformat=".0%")
        built.update_layout(legend={"x": 0.5}, font={"size": 12})
        return built

    expected = figure()
    expected.update_layout(charts._look())  # Plotly's own update, leaf by leaf
    expected.update_layout(height=300)
    written = in_language(expected.to_dict(), "nl")  # then the numbers in the language
    assert _spec(charts._layout(figure(), height=300, lang="nl")) == _spec(written)
