"""A Plotly chart's numbers written the way its language writes them.

Plotly writes numbers with d3-format: its ``separators`` swap the decimal mark and the
thousands separator, but a percentage stays "80%", while German and French write "80 %"
(with a no-break space). So every percent axis here gets its ticks as text written by Babel
(``tickvals`` + ``ticktext``), and every point on it a hover text written by Babel: the same
words as the numbers around the chart. Pure functions on the figure's dict (as
``Figure.to_dict()`` or Plotly's JSON gives it), so the explorer, the play report and the
lessons' stored charts all go through the one place.
"""

from __future__ import annotations

import base64
import copy
import math
import re
from collections.abc import Sequence
from typing import Any

import numpy as np

from wormlib.core.i18n import percent, separators

#: An axis of the layout: xaxis, yaxis, xaxis2, ...
_AXIS = re.compile(r"^([xy])axis(\d*)$")
#: A d3 percent format (".0%", ",.1%"): its decimals.
_PERCENT = re.compile(r"^[^%]*?\.?(\d*)%$")
#: Steps between ticks on a percent axis (as shares), the first that gives few enough.
_STEPS = (0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1.0)
#: Traces drawn without x and y axes.
_NO_AXES = frozenset({"pie", "sunburst", "treemap", "icicle", "funnelarea", "indicator", "table"})
#: At most this many ticks: a 390 px phone shows them without overlap.
_TICKS = 6


def in_language(spec: dict[str, Any], lang: str) -> dict[str, Any]:
    """A copy of the figure ``spec`` whose axes, hover texts and separators follow ``lang``."""
    out = copy.deepcopy(spec)
    layout: dict[str, Any] = out.setdefault("layout", {})
    layout["separators"] = separators(lang)
    traces: list[dict[str, Any]] = out.get("data", [])
    shares: dict[str, int] = {}  # "x", "y2", ...: the percent axes and their decimals
    for key, axis in list(layout.items()):
        found = _AXIS.match(key)
        if not found or not isinstance(axis, dict):
            continue
        fmt = axis.get("tickformat")
        spelled = _PERCENT.match(fmt) if isinstance(fmt, str) else None
        if spelled is None:
            continue
        name = found[1] + found[2]
        digits = int(spelled[1] or 0)
        low, high = _extent(axis, traces, name)
        values = ticks(low, high)
        del axis["tickformat"]
        axis.update(
            tickmode="array",
            tickvals=values,
            ticktext=[percent(v, lang, digits) for v in values],
        )
        shares[name] = digits
    for trace in traces:
        _hover(trace, shares, lang)
    _thousands(layout, traces)
    return out


def _thousands(layout: dict[str, Any], traces: list[dict[str, Any]]) -> None:
    """Every axis writes its numbers in full with thousands grouped, 1,000 included, with the
    language's separator: "1 000" and "10 000" in French, as Babel writes the text around
    (Plotly by itself writes "1000" and "10k")."""
    names = {key for key in layout if _AXIS.match(key)}
    for trace in traces:
        if trace.get("type", "scatter") not in _NO_AXES:
            names.add(_layout_key(trace.get("xaxis") or "x"))
            names.add(_layout_key(trace.get("yaxis") or "y"))
    for key in names:
        axis = layout.setdefault(key, {})
        if isinstance(axis, dict):
            axis.setdefault("separatethousands", True)
            axis.setdefault("exponentformat", "none")


def _layout_key(name: str) -> str:
    """The layout's key of a trace's axis: "x" -> "xaxis", "y2" -> "yaxis2"."""
    return f"{name[0]}axis{name[1:]}"


def ticks(low: float, high: float) -> list[float]:
    """Round shares from ``low`` to ``high`` (both included when they are on a step), at most
    ``_TICKS`` of them."""
    span = max(high - low, 1e-9)
    step = next((s for s in _STEPS if span / s <= _TICKS - 1), _STEPS[-1])
    first = math.floor(low / step + 1e-9)
    last = math.ceil(high / step - 1e-9)
    return [round(i * step, 10) for i in range(first, last + 1)]


def _extent(axis: dict[str, Any], traces: list[dict[str, Any]], name: str) -> tuple[float, float]:
    """The axis's range as set, or else the lowest and highest value drawn on it (bars from 0)."""
    given = axis.get("range")
    if isinstance(given, list | tuple) and len(given) == 2 and None not in given:
        return float(min(given)), float(max(given))
    values: list[float] = []
    for trace in traces:
        data = _on(trace, name)
        if data is not None:
            values.extend(v for v in data if v is not None and math.isfinite(v))
            if trace.get("type") == "bar":
                values.append(0.0)
    return (min(values), max(values)) if values else (0.0, 1.0)


def _on(trace: dict[str, Any], name: str) -> list[float] | None:
    """The trace's numbers along the axis ``name`` ("x", "y2"), or None if it is not on it."""
    letter = name[0]
    if trace.get("type") == "heatmap" or (trace.get(f"{letter}axis") or letter) != name:
        return None
    raw = trace.get(letter)
    if raw is None:
        return None
    values = _decoded(raw)
    return [float(v) for v in values if isinstance(v, int | float)]


def _decoded(raw: object) -> Sequence[object]:
    """Plotly's JSON keeps a numpy array as {"dtype", "bdata"} (base64): its values."""
    if isinstance(raw, dict) and "bdata" in raw:
        array = np.frombuffer(base64.b64decode(raw["bdata"]), dtype=np.dtype(raw["dtype"]))
        if "shape" in raw:
            array = array.reshape([int(n) for n in str(raw["shape"]).split(",")])
        return list(array.tolist())
    if isinstance(raw, np.ndarray):
        return list(raw.tolist())
    return list(raw) if isinstance(raw, list | tuple) else []


def _hover(trace: dict[str, Any], shares: dict[str, int], lang: str) -> None:
    """Give a trace on a percent axis a hover template that writes its shares as ``lang``
    does (a trace that brings its own hover text or template keeps it).

    The shares go in as percentages (``customdata``) with Plotly writing the digits (with the
    page's separators) and Babel's sign around them ("83,2 %"): one template, not a text per
    point (a lesson's line has 2,000 points; Babel takes 0.1 ms a number).
    """
    x_name = trace.get("xaxis") or "x"
    y_name = trace.get("yaxis") or "y"
    if x_name not in shares and y_name not in shares:
        return
    if trace.get("hovertemplate") or trace.get("hovertext") or trace.get("type") == "heatmap":
        return
    before, after = _sign(lang)
    columns: list[list[float]] = []
    parts: list[str] = []
    for letter, name in (("x", x_name), ("y", y_name)):
        if name not in shares:
            parts.append(f"%{{{letter}}}")
            continue
        values = _decoded(trace.get(letter))
        if not values:
            return
        digits = shares[name] + 1
        parts.append(f"{before}%{{customdata[{len(columns)}]:.{digits}f}}{after}")
        columns.append([float(v) * 100 if isinstance(v, int | float) else math.nan for v in values])
    if trace.get("orientation") == "h":  # a lying bar: its category is y, its value x
        parts.reverse()
    trace["customdata"] = [list(row) for row in zip(*columns, strict=True)]
    # without an <extra> tag Plotly shows the trace's name beside it, as it did before
    trace["hovertemplate"] = f"{parts[0]}: {parts[1]}" + (
        "" if trace.get("name") else "<extra></extra>"
    )


def _sign(lang: str) -> tuple[str, str]:
    """What ``lang`` writes before and after a percentage's digits: ("", " %") in German."""
    written = percent(0.5, lang, 0)
    head, _, tail = written.partition("50")
    return head, tail
