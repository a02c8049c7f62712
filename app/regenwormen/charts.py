"""Plotly charts of the explorer (and any page that shows odds), with large projector fonts.

Pure builders: data and already translated labels in, a figure out. Each chart is built once
per distinct input and remembered (see ``_remembered``): building and validating a Plotly
figure costs tens of milliseconds, and a class asks for the same charts again and again. The
language (``lang``) is an input like any other: the numbers on the bars, the ticks and the
hover texts are written by Babel (app.common.chart_numbers: Plotly alone writes "80%" where
German and French write "80 %"), so a figure comes out finished and no page changes it.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from functools import cache, wraps
from typing import Any, ParamSpec

import numpy as np
import plotly.graph_objects as go  # type: ignore[import-untyped]

from app.common.chart_numbers import in_language
from app.common.once import shared
from wormlib.core.i18n import number
from wormlib.core.i18n import percent as percent_of

PRIMARY = "#b8461f"
MUTED = "#cdbb9f"
SAMPLED = "#4f7a5a"
BUST = "#8c2f2a"
INK = "#2b2118"
FONT = {"size": 16, "color": INK}
P = ParamSpec("P")


def _remembered(build: Callable[P, go.Figure]) -> Callable[P, go.Figure]:
    """The builder with a bounded cache keyed by its arguments' values (lists as tuples).

    The cache holds the finished figure, shared by every session and handed out as it is
    (copying it cost as much as drawing it): a figure from here is read-only, and pages only
    pass it to ``st.plotly_chart``, which reads it.
    """

    @shared(maxsize=256)
    def built(args: tuple[object, ...], kwargs: tuple[tuple[str, object], ...]) -> go.Figure:
        return build(*args, **dict(kwargs))  # type: ignore[arg-type]

    @wraps(build)
    def remembered(*args: P.args, **kwargs: P.kwargs) -> go.Figure:
        key = _frozen(args), tuple(sorted((k, _frozen(v)) for k, v in kwargs.items()))
        return built(*key)

    return remembered


def _frozen(value: Any) -> Any:
    """Lists and tuples of values as (nested) tuples: hashable, and the same key either way."""
    if isinstance(value, list | tuple):
        return tuple(_frozen(v) for v in value)
    return value


@_remembered
def choices(
    labels: Sequence[str],
    values: Sequence[float],
    *,
    axis: str,
    best: str,
    percent: bool,
    hover: Sequence[str] = (),
    tied: int = 1,
    lang: str,
) -> go.Figure:
    """Horizontal bars, best first (on top). The ``tied`` first choices are equally good: each
    gets the highlight colour and the mark, so none of them is ranked above the others.
    ``best`` is their label with ``{value}`` where the value goes (French: "meilleur : 1,98")."""
    written = [percent_of(v, lang, 1) if percent else number(v, lang, 2) for v in values]
    n = len(values)
    figure = go.Figure(
        go.Bar(
            x=list(values),
            y=list(labels),
            orientation="h",
            marker_color=[PRIMARY] * tied + [MUTED] * (n - tied),
            text=[f"★ {best.format(value=w)}" for w in written[:tied]] + written[tied:],
            texttemplate="%{text}",
            textposition="auto",
            textfont={"size": 16},
            cliponaxis=False,
            hovertext=list(hover)
            or [f"{label}: {w}" for label, w in zip(labels, written, strict=True)],
            hoverinfo="text",
        )
    )
    shown = [_lines(label) for label in labels]  # narrow: a phone shows them whole
    figure.update_yaxes(
        autorange="reversed", tickmode="array", tickvals=list(labels), ticktext=shown
    )
    figure.update_xaxes(title=axis, tickformat=".0%" if percent else None, zeroline=True)
    return _layout(figure, height=90 + 52 * n, lang=lang)


def _lines(label: str, width: int = 14) -> str:
    """A label on lines of at most ``width`` characters (a longer word keeps a line)."""
    lines: list[str] = []
    for word in label.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return "<br>".join(lines)


@_remembered
def ends(
    categories: Sequence[str],
    exact: Sequence[float],
    *,
    axis_x: str,
    axis_y: str,
    bust: str,
    labels: Sequence[str],
    sampled: Sequence[float] | None = None,
    names: tuple[str, str] = ("", ""),
    lang: str,
) -> go.Figure:
    """How a turn ends: a bar per tile and one for a bust, sampled shares beside the exact.

    The bars lie down (a row per end) so that their labels never overlap or get cut off on
    a narrow phone, however many tiles there are. ``labels`` are the exact bars' chances,
    written by the page (app.common.i18n.percent); they show while no sampled bars stand beside.
    """
    colours = [BUST if c == bust else PRIMARY for c in categories]
    figure = go.Figure(
        go.Bar(
            y=list(categories),
            x=list(exact),
            name=names[0],
            orientation="h",
            marker_color=colours,
            text=None if sampled is not None else list(labels),
            textposition="outside",
            cliponaxis=False,
        )
    )
    if sampled is not None:
        figure.add_bar(
            y=list(categories),
            x=list(sampled),
            name=names[1],
            orientation="h",
            marker_color=SAMPLED,
        )
    figure.update_layout(barmode="group", showlegend=sampled is not None)
    row = 44 if sampled is not None else 28
    figure.update_yaxes(title=axis_x, type="category", showgrid=False, autorange="reversed")
    top = max([*exact, *(sampled or ())], default=0.0)
    figure.update_xaxes(title=axis_y, tickformat=".0%", range=[0, top * 1.2 or 1])
    return _layout(figure, height=110 + row * len(categories), lang=lang)


@_remembered
def bust_heatmap(
    grid: Sequence[Sequence[float | None]],
    *,
    text: Sequence[Sequence[str]],
    here: tuple[int, int] | None,
    axis_x: str,
    axis_y: str,
    lang: str,
) -> go.Figure:
    """Rows: faces used 0..5; columns: dice left 1..8. ``here`` = (faces used, dice left).
    ``text`` is each cell's chance as the page writes it (app.common.i18n.percent)."""
    z = [[np.nan if v is None else v for v in row] for row in grid]
    figure = go.Figure(
        go.Heatmap(
            z=z,
            x=list(range(1, len(grid[0]) + 1)),
            y=list(range(len(grid))),
            text=[list(row) for row in text],
            texttemplate="%{text}",
            hovertext=[list(row) for row in text],  # z itself would read 0.23
            hoverinfo="text",
            textfont={"size": 15},
            colorscale=[[0, "#fbf3e4"], [0.5, "#e39a6b"], [1, BUST]],
            zmin=0,
            zmax=1,
            showscale=False,
            hoverongaps=False,
            xgap=3,
            ygap=3,
        )
    )
    if here is not None:
        used, left = here
        figure.add_shape(
            type="rect",
            x0=left - 0.5,
            x1=left + 0.5,
            y0=used - 0.5,
            y1=used + 0.5,
            line={"color": INK, "width": 4},
        )
    figure.update_xaxes(title=axis_x, dtick=1, zeroline=False, showgrid=False)
    figure.update_yaxes(title=axis_y, dtick=1, zeroline=False, showgrid=False)
    return _layout(figure, height=360, lang=lang)


def running_average(
    values: Sequence[float],
    exact: float,
    *,
    axis_x: str,
    axis_y: str,
    names: tuple[str, str],
    percent: bool,
    lang: str,
) -> go.Figure:
    """The average of the first n sampled turns for every n, against the exact value.

    A plain (linear) turns axis: pupils read it like a ruler; the wild start is short, and
    the long flat end is the point (more turns, closer to the exact value).

    Every "simulate" click samples new turns, so this chart is new on every click: its frame
    (axes, the exact line, the look) is built with Plotly once (``_running_frame``) and only
    the sampled line is laid into it, under 1 ms where building it all cost about 10 ms.
    """
    frame = _running_frame(
        len(values),
        exact,
        axis_x=axis_x,
        axis_y=axis_y,
        names=names,
        percent=percent,
    )
    sampled, *rest = frame["data"]
    mean = np.cumsum(values) / np.arange(1, len(values) + 1)
    spec = {"data": [{**sampled, "y": mean}, *rest], "layout": frame["layout"]}
    return go.Figure(in_language(spec, lang), _validate=False)  # a copy: the frame stays


@shared(maxsize=64)
def _running_frame(
    turns: int,
    exact: float,
    *,
    axis_x: str,
    axis_y: str,
    names: tuple[str, str],
    percent: bool,
) -> dict[str, Any]:
    """The running average's figure as Plotly writes it, its sampled line still flat and its
    numbers not yet in a language (read-only: ``running_average`` copies what it changes)."""
    n = np.arange(1, turns + 1)
    figure = go.Figure(
        go.Scatter(x=n, y=np.zeros(turns), mode="lines", name=names[1], line_color=SAMPLED)
    )
    figure.add_scatter(
        x=[1, turns],
        y=[exact, exact],
        mode="lines",
        name=names[0],
        line={"color": PRIMARY, "dash": "dash", "width": 3},
    )
    figure.update_xaxes(
        title=axis_x, tickformat=",d", range=[0, turns], tick0=0, dtick=max(turns // 4, 1)
    )
    figure.update_yaxes(title=axis_y, tickformat=".0%" if percent else None)
    return _styled(figure, height=360)


def _layout(figure: go.Figure, *, height: int, lang: str) -> go.Figure:
    """Our own look (the app's colours and large type), not Streamlit's chart theme.

    The look is the same for every chart: it is worked out once with Plotly (``_look``) and
    merged into the figure's dict here: Plotly's update calls cost about 12 ms a chart, the
    merge about 1 ms. The result is the figure that those calls give, its numbers then written
    in ``lang`` (app.common.chart_numbers).
    """
    return go.Figure(in_language(_styled(figure, height=height), lang), _validate=False)


def _styled(figure: go.Figure, *, height: int) -> dict[str, Any]:
    """The figure's dict with our look merged in, its numbers not yet in a language."""
    spec: dict[str, Any] = figure.to_dict()
    spec["layout"] = _merged(spec["layout"], {**_look(), "height": height})
    return spec


@cache
def _look() -> dict[str, Any]:
    """The layout every chart shares, as Plotly writes it (read-only: merged into copies)."""
    figure = go.Figure()
    figure.update_layout(
        margin={"l": 10, "r": 10, "t": 30, "b": 10},
        font={**FONT, "family": "Source Sans Pro, Source Sans 3, sans-serif"},
        paper_bgcolor="rgba(0,0,0,0)",
        plot_bgcolor="rgba(0,0,0,0)",
        # under the chart, in its own room: on a phone a legend over the plot covers lines
        legend={"orientation": "h", "yref": "container", "y": 0, "yanchor": "bottom", "x": 0},
    )
    axes = {
        "gridcolor": "#e6dccb",
        "tickfont": {"size": 15},
        "title_font": {"size": 16},
        "automargin": True,
    }
    figure.update_xaxes(**axes)
    figure.update_yaxes(**axes)
    look: dict[str, Any] = figure.to_dict()["layout"]
    look.pop("template", None)
    return look


def _merged(into: dict[str, Any], extra: dict[str, Any]) -> dict[str, Any]:
    """``into`` with ``extra`` laid over it, nested dicts merged (as Plotly's update does)."""
    out = dict(into)
    for key, value in extra.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = _merged(out[key], value)
        else:
            out[key] = copy.deepcopy(value)
    return out
