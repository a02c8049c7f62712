"""A round's votes as large bars that the back of a classroom reads: one row a choice, its
label and count at least 28 px. HTML built here, drawn by the screens; no widgets.

Every text that goes in is escaped (a label is the game's words, or a description's own
text), so nothing from outside becomes markup. One line, no blank one: Markdown takes an
HTML block whole up to a blank line.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass

#: The bars: a blue and, for the best answer once shown, a green, each 4.5:1 or more against
#: white; the track behind a bar.
_BAR, _BEST, _TRACK = "#1c5fb8", "#1e7a3a", "rgba(128,128,128,.18)"


@dataclass(frozen=True)
class Bar:
    """One choice: its votes in each round shown (one bar a round)."""

    label: str  # the choice, as the viewer reads it
    counts: tuple[int, ...]  # a round each
    amounts: tuple[str, ...]  # the counts in words: "2 (67%)"
    best: bool = False  # marked ✓ (only once the best answer is shown)
    note: str = ""  # under the bars: "your answer", the computer's value


def bars(rows: Sequence[Bar], *, title: str, rounds: Sequence[str] = (), size: int = 28) -> str:
    """The HTML of the bars under ``title``; ``size`` is the labels' pixels. With two rounds,
    each bar is named by ``rounds`` (so that colour is not the only sign)."""
    most = max((c for r in rows for c in r.counts), default=0) or 1
    small = max(16, size * 2 // 3)
    items = "".join(_row(r, most, size, small, rounds) for r in rows)
    return (
        f'<div class="class-tally"><p style="font-size:{size}px;font-weight:700;'
        f'margin:0 0 .3em 0">{html.escape(title)}</p>'
        f'<ul style="list-style:none;padding:0;margin:0">{items}</ul></div>'
    )


def _row(r: Bar, most: int, size: int, small: int, rounds: Sequence[str]) -> str:
    weight = 700 if r.best else 400
    note = f'<div style="font-size:{small}px">{html.escape(r.note)}</div>' if r.note else ""
    lines = "".join(
        _bar(count, amount, most, size, small, rounds[i] if len(rounds) > 1 else "", r.best, i)
        for i, (count, amount) in enumerate(zip(r.counts, r.amounts, strict=True))
    )
    return (
        f'<li style="margin:0 0 .35em 0">'
        f'<div style="font-size:{size}px;line-height:1.2;font-weight:{weight}">'
        f"{'✓ ' if r.best else ''}{html.escape(r.label)}</div>{lines}{note}</li>"
    )


def _bar(
    count: int, amount: str, most: int, size: int, small: int, name: str, best: bool, index: int
) -> str:
    colour = _BEST if best else _BAR
    opacity = "1" if index else ".55" if name else "1"  # the first of two rounds paler
    named = (
        f'<span style="font-size:{small}px;white-space:nowrap;min-width:5em">{html.escape(name)}'
        "</span>"
        if name
        else ""
    )
    return (
        f'<div style="display:flex;align-items:center;gap:.4em;line-height:1.15">{named}'
        f'<span aria-hidden="true" style="flex:1;display:block;height:{size * 3 // 5}px;'
        f'background:{_TRACK};border-radius:6px"><span style="display:block;height:100%;'
        f"width:{100 * count / most:.1f}%;background:{colour};opacity:{opacity};"
        f'border-radius:6px"></span></span>'
        f'<span style="font-size:{size}px;font-weight:700;white-space:nowrap">'
        f"{html.escape(amount)}</span></div>"
    )
