"""Plotly charts of the explorer (and any page that shows odds), with large projector fonts.

Pure builders: data and already translated labels in, a figure out.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import plotly.graph_objects as go  # type: ignore[import-untyped]

PRIMARY = "#b8461f"
MUTED = "#cdbb9f"
SAMPLED = "#4f7a5a"
BUST = "#8c2f2a"
INK = "#2b2118"
FONT = {"size": 16, "color": INK}


def choices(
    labels: Sequence[str],
    values: Sequence[float],
    *,
    axis: str,
    best: str,
    percent: bool,
    hover: Sequence[str] = (),
) -> go.Figure:
    """Horizontal bars, best choice first (on top) in the highlight colour with a mark."""
    fmt = "%{x:.1%}" if percent else "%{x:.2f}"  # Plotly writes it, with the page's separators
    colours = [PRIMARY] + [MUTED] * (len(values) - 1)
    figure = go.Figure(
        go.Bar(
            x=list(values),
            y=list(labels),
            orientation="h",
            marker_color=colours,
            texttemplate=[f"★ {best}: {fmt}"] + [fmt] * (len(values) - 1),
            textposition="auto",
            textfont={"size": 16},
            hovertext=list(hover) or None,
            hoverinfo="text" if hover else "x",
        )
    )
    figure.update_yaxes(autorange="reversed")
    figure.update_xaxes(title=axis, tickformat=".0%" if percent else None, zeroline=True)
    return _layout(figure, height=90 + 52 * len(values))


def ends(
    categories: Sequence[str],
    exact: Sequence[float],
    *,
    axis_x: str,
    axis_y: str,
    bust: str,
    sampled: Sequence[float] | None = None,
    names: tuple[str, str] = ("", ""),
) -> go.Figure:
    """How a turn ends: a bar per tile and one for a bust; sampled shares beside the exact."""
    colours = [BUST if c == bust else PRIMARY for c in categories]
    figure = go.Figure(
        go.Bar(
            x=list(categories),
            y=list(exact),
            name=names[0],
            marker_color=colours,
            text=None if sampled is not None else [_shown_percent(p) for p in exact],
            textposition="outside",
        )
    )
    if sampled is not None:
        figure.add_bar(
            x=list(categories),
            y=list(sampled),
            name=names[1],
            marker_color=SAMPLED,
        )
    figure.update_layout(
        barmode="group",
        showlegend=sampled is not None,
        uniformtext={"minsize": 12, "mode": "show"},
    )
    figure = _layout(figure, height=380)
    figure.update_xaxes(title=axis_x, type="category", showgrid=False)
    figure.update_yaxes(title=axis_y, tickformat=".0%", rangemode="tozero")
    return figure


def bust_heatmap(
    grid: Sequence[Sequence[float | None]],
    *,
    here: tuple[int, int] | None,
    axis_x: str,
    axis_y: str,
) -> go.Figure:
    """Rows: faces used 0..5; columns: dice left 1..8. ``here`` = (faces used, dice left)."""
    z = [[np.nan if v is None else v for v in row] for row in grid]
    text = [["" if v is None else _rough_percent(v) for v in row] for row in grid]
    figure = go.Figure(
        go.Heatmap(
            z=z,
            x=list(range(1, len(grid[0]) + 1)),
            y=list(range(len(grid))),
            text=text,
            texttemplate="%{text}",
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
    return _layout(figure, height=360)


def running_average(
    values: Sequence[float],
    exact: float,
    *,
    axis_x: str,
    axis_y: str,
    names: tuple[str, str],
    percent: bool,
) -> go.Figure:
    """The average of the first n sampled turns for every n, against the exact value."""
    n = np.arange(1, len(values) + 1)
    mean = np.cumsum(values) / n
    figure = go.Figure(go.Scatter(x=n, y=mean, mode="lines", name=names[1], line_color=SAMPLED))
    figure.add_scatter(
        x=[1, len(values)],
        y=[exact, exact],
        mode="lines",
        name=names[0],
        line={"color": PRIMARY, "dash": "dash", "width": 3},
    )
    ticks = [10**k for k in range(len(str(len(values))))]  # 1, 10, 100, 1000
    figure.update_xaxes(title=axis_x, type="log", tickvals=ticks, tickformat=",d")
    figure.update_yaxes(title=axis_y, tickformat=".0%" if percent else None)
    return _layout(figure, height=340)


def _shown_percent(value: float) -> str:
    """A bar's label: whole percents, none under half a percent (too small to read)."""
    return f"{value:.0%}" if value >= 0.005 else ""


def _rough_percent(value: float) -> str:
    """Whole percents, but a chance that is not zero never shows as 0%."""
    return "<1%" if 0 < value < 0.005 else f"{value:.0%}"


def _layout(figure: go.Figure, *, height: int) -> go.Figure:
    """Our own look (the app's colours and large type), not Streamlit's chart theme."""
    figure.update_layout(
        height=height,
        margin={"l": 10, "r": 10, "t": 30, "b": 10},
        font={**FONT, "family": "Source Sans Pro, Source Sans 3, sans-serif"},
        paper_bgcolor="rgba(0,0,0,0)",
        plot_bgcolor="rgba(0,0,0,0)",
        legend={"orientation": "h", "y": 1.12, "x": 0},
    )
    axes = {
        "gridcolor": "#e6dccb",
        "tickfont": {"size": 15},
        "title_font": {"size": 16},
        "automargin": True,
    }
    figure.update_xaxes(**axes)
    figure.update_yaxes(**axes)
    return figure
