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
    label: str  # the choice, as the viewer reads it
    count: int
    amount: str  # the count in words: "2 (67%)"
    best: bool = False  # marked ✓ (only once the best answer is shown)
    note: str = ""  # under the bar: "your answer", the computer's value


def bars(rows: Sequence[Bar], *, title: str, size: int = 28) -> str:
    """The HTML of one round's bars under ``title``; ``size`` is the labels' pixels."""
    most = max((r.count for r in rows), default=0) or 1
    small = max(16, size * 2 // 3)
    items = "".join(_row(r, 100 * r.count / most, size, small) for r in rows)
    return (
        f'<div class="class-tally"><p style="font-size:{size}px;font-weight:700;'
        f'margin:0 0 .3em 0">{html.escape(title)}</p>'
        f'<ul style="list-style:none;padding:0;margin:0">{items}</ul></div>'
    )


def _row(r: Bar, width: float, size: int, small: int) -> str:
    colour = _BEST if r.best else _BAR
    weight = 700 if r.best else 400
    note = f'<div style="font-size:{small}px">{html.escape(r.note)}</div>' if r.note else ""
    return (
        f'<li style="margin:0 0 .4em 0">'
        f'<div style="font-size:{size}px;line-height:1.2;font-weight:{weight}">'
        f"{'✓ ' if r.best else ''}{html.escape(r.label)}</div>"
        f'<div style="display:flex;align-items:center;gap:.4em">'
        f'<span aria-hidden="true" style="flex:1;display:block;height:{size}px;'
        f'background:{_TRACK};border-radius:6px"><span style="display:block;height:100%;'
        f'width:{width:.1f}%;background:{colour};border-radius:6px"></span></span>'
        f'<span style="font-size:{size}px;font-weight:700;white-space:nowrap">'
        f"{html.escape(r.amount)}</span></div>{note}</li>"
    )
