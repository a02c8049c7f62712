"""Rummikub tiles, racks, melds and the table as SVG pictures.

Every function returns one self-contained ``<svg>`` string built with ElementTree (text is
always escaped), with a ``<title>`` and an ``aria-label`` (pass ``title=`` in the reader's
language; the default is the notation). A tile shows its number in its colour AND a symbol
per colour (red circle, blue square, yellow triangle, black diamond), so that colour is
never the only signal: the colours are told apart by a colour-blind reader and on a washed
out projector. The joker is a smiling face with a ``J``. Picked tiles get a thick outline
and a tick; a meld that is not valid gets a dashed frame and a ``!`` (never colour alone).

Sizes are pixel widths of one tile; pictures scale without blur (viewBox). The app puts a
rack's tiles and each meld in their own picture in a wrapping row, so a 390 px phone shows
tiles at a readable size: ``meld`` and ``tiles`` take ``per_row`` to break long rows.
No ``id`` attributes are used: many pictures can share one page.
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Collection, Sequence

from wormlib.core.svg import INK, attrs, markup, picture
from wormlib.rummikub.melds import Table, is_valid_meld
from wormlib.rummikub.tiles import (
    COLOUR_NAMES,
    JOKER,
    Tile,
    colour_of,
    counts,
    number_of,
    tiles_str,
)

#: Tile colours (dark enough for a bold number on cream: contrast >= 4.5 for each).
COLOUR_FILLS = ("#c92a2a", "#1864ab", "#a35200", "#212529")
#: The symbol drawn on every tile of a colour, in COLOURS order.
SYMBOLS = ("circle", "square", "triangle", "diamond")
TILE_FILL = "#fff8e8"
PICKED = "#5f3dc4"  # violet: a hue none of the four tile colours has
INVALID = "#c92a2a"

TILE_W, TILE_H = 100, 136
GAP = 10  # between tiles of one meld or rack
MELD_PAD = 12  # frame around a meld
LABEL_W = 56  # room for a meld's number on its left
LINE_GAP = 24  # between lines of a table
FLAG_W = 40  # room for the "!" right of a meld that is not valid


def tile(
    t: Tile,
    *,
    size: int = 48,
    picked: bool = False,
    dim: bool = False,
    new: bool = False,
    title: str | None = None,
) -> str:
    """One tile ``size`` pixels wide; ``picked`` outlines it with a tick, ``dim`` fades it,
    ``new`` (just laid from the rack) gives it a small star."""
    counts((t,))  # a tile kind, or InvalidTileNotationError
    svg = picture(TILE_W, TILE_H, size / TILE_W, title or tiles_str((t,)))
    _tile(svg, 0, 0, t, picked=picked, dim=dim, new=new)
    return markup(svg)


def meld_label(label: str, *, valid: bool = True, size: int = 48, title: str) -> str:
    """A table meld's number, one tile high, as drawn left of a meld; a meld that is not a
    valid group or run gets the ``!`` of its picture below the number. ``title`` names the
    whole meld, for a screen (a play page) that draws the meld's tiles as buttons beside it."""
    svg = picture(LABEL_W, TILE_H, size / TILE_W, title)
    _centred(svg, LABEL_W / 2 - 2, TILE_H / 2 + (0 if valid else -8), label, 40, 700, INK)
    if not valid:
        _badge(svg, LABEL_W / 2 - 2, TILE_H - 22, "!", INVALID)
    return markup(svg)


def tiles(
    row: Sequence[Tile],
    *,
    size: int = 48,
    picked: Collection[int] = (),
    per_row: int | None = None,
    title: str | None = None,
) -> str:
    """Loose tiles such as a rack, in the order given; ``picked`` holds positions.

    ``per_row`` breaks the row into lines of that many tiles. No tiles give an empty
    picture one tile high, so that a layout does not jump.
    """
    counts(row)
    lines = _lines(len(row), per_row)
    width = max(_row_w(min(len(row), per_row or len(row))), TILE_W)
    height = max(len(lines), 1) * (TILE_H + GAP) - GAP
    svg = picture(width, height, size / TILE_W, title or tiles_str(row))
    for i, t in enumerate(row):
        line, col = divmod(i, per_row or max(len(row), 1))
        x, y = col * (TILE_W + GAP), line * (TILE_H + GAP)
        _tile(svg, x, y, t, picked=i in picked, dim=False)
    return markup(svg)


def meld(
    tiles_: Sequence[Tile],
    *,
    label: str | None = None,
    size: int = 48,
    picked: Collection[int] = (),
    new: Collection[int] = (),
    wrap: bool = False,
    per_row: int | None = None,
    judged: bool = True,
    title: str | None = None,
) -> str:
    """A meld in a frame, its ``label`` (such as its number on the table) on the left.

    ``picked`` and ``new`` hold positions: picked tiles are outlined, new ones (just laid
    from the rack) carry a small star. A meld that is not a valid group or run (``wrap``:
    the wrap-13-1 variant) has a dashed frame and a ``!``, unless ``judged`` is False (a
    quiz asks whether it is valid: the picture must not tell).
    """
    counts(tiles_)
    flagged = judged and not _valid(tiles_, wrap)
    width, height = _meld_size(len(tiles_), per_row, label is not None, flagged)
    svg = picture(width, height, size / TILE_W, title or tiles_str(tiles_))
    _meld(
        svg, 0, 0, tiles_, label=label, picked=picked, new=new, wrap=wrap, per_row=per_row,
        judged=judged,
    )  # fmt: skip
    return markup(svg)


def table(
    melds: Table,
    *,
    size: int = 48,
    per_row: int = 16,
    wrap: bool = False,
    title: str | None = None,
) -> str:
    """A whole table in one picture: numbered melds flowing into lines of ``per_row`` tiles.

    For a printout or a notebook; the app shows each meld as its own picture instead, so
    that the melds wrap to the width of the screen. An empty table is a dashed outline.
    """
    for m in melds:
        counts(m)
    label = title or (" | ".join(tiles_str(m) for m in melds) or "-")
    line_w = per_row * (TILE_W + GAP) + LABEL_W + 2 * MELD_PAD
    placed: list[tuple[float, float]] = []
    x = y = width = 0.0
    for m in melds:
        w, h = _meld_size(len(m), None, True, not _valid(m, wrap))
        if x and x + w > line_w:
            x, y = 0.0, y + h + LINE_GAP
        placed.append((x, y))
        x += w + GAP
        width = max(width, x - GAP)
    height = y + TILE_H + 2 * MELD_PAD if melds else TILE_H
    svg = picture(max(width, TILE_W), height, size / TILE_W, label)
    if not melds:
        ET.SubElement(
            svg, "rect",
            attrs(x=3, y=3, width=TILE_W - 6, height=TILE_H - 6, rx=12, fill="none",
                   stroke="#b9a88f", stroke_width=4, stroke_dasharray="10 8"),
        )  # fmt: skip
    for i, (m, (mx, my)) in enumerate(zip(melds, placed, strict=True)):
        _meld(
            svg, mx, my, m, label=str(i + 1), picked=(), new=(), wrap=wrap, per_row=None,
            judged=True,
        )  # fmt: skip
    return markup(svg)


# --- drawing on an ElementTree ------------------------------------------------------------


def _meld_size(n: int, per_row: int | None, labelled: bool, flagged: bool) -> tuple[float, float]:
    """Width and height of a meld's frame, its label and (``flagged``: invalid) its ``!``."""
    lines = _lines(n, per_row)
    inner_w = _row_w(min(max(n, 1), per_row or max(n, 1)))
    inner_h = len(lines) * (TILE_H + GAP) - GAP
    extra = (LABEL_W if labelled else 0) + (FLAG_W if flagged else 0)
    return extra + inner_w + 2 * MELD_PAD, inner_h + 2 * MELD_PAD


def _meld(
    parent: ET.Element,
    x: float,
    y: float,
    tiles_: Sequence[Tile],
    *,
    label: str | None,
    picked: Collection[int],
    new: Collection[int],
    wrap: bool,
    per_row: int | None,
    judged: bool,
) -> None:
    valid = not judged or _valid(tiles_, wrap)
    width, height = _meld_size(len(tiles_), per_row, label is not None, not valid)
    left = LABEL_W if label is not None else 0
    g = ET.SubElement(
        parent, "g", {"class": "meld" + ("" if valid else " invalid"), "transform": _move(x, y)}
    )
    frame = attrs(
        x=left + 2, y=2, width=width - left - 4 - (0 if valid else FLAG_W), height=height - 4,
        rx=16,
        fill="none" if valid else "#fff0f0", stroke="#8a7f6e" if valid else INVALID,
        stroke_width=3 if valid else 5,
    )  # fmt: skip
    if not valid:
        frame["stroke-dasharray"] = "14 9"
    ET.SubElement(g, "rect", frame)
    if label is not None:
        _centred(g, LABEL_W / 2 - 2, height / 2 + 14, label, 40, 700, INK)
    if not valid:
        _badge(g, width - FLAG_W / 2, height / 2, "!", INVALID)
    step = per_row or max(len(tiles_), 1)
    for i, t in enumerate(tiles_):
        line, col = divmod(i, step)
        tx = left + MELD_PAD + col * (TILE_W + GAP)
        ty = MELD_PAD + line * (TILE_H + GAP)
        _tile(g, tx, ty, t, picked=i in picked, dim=False, new=i in new)


def _tile(
    parent: ET.Element,
    x: float,
    y: float,
    t: Tile,
    *,
    picked: bool,
    dim: bool,
    new: bool = False,
) -> None:
    joker = t == JOKER
    kind = "joker" if joker else f"{COLOUR_NAMES[colour_of(t)]} n{number_of(t)}"
    g = ET.SubElement(
        parent,
        "g",
        {"class": f"tile {kind}" + (" picked" if picked else ""), "transform": _move(x, y)},
    )
    if dim:
        g.set("opacity", "0.35")
    ET.SubElement(
        g,
        "rect",
        attrs(x=3, y=3, width=TILE_W - 6, height=TILE_H - 6, rx=12, fill=TILE_FILL,
               stroke=PICKED if picked else "#6b5e4b", stroke_width=12 if picked else 4),
    )  # fmt: skip
    if joker:
        _joker(g)
    else:
        colour = colour_of(t)
        fill = COLOUR_FILLS[colour]
        _centred(g, 50, 72, str(number_of(t)), 60, 800, fill)
        _symbol(g, 50, 103, SYMBOLS[colour], fill)
    if picked:
        _badge(g, TILE_W - 16, 16, "✓", PICKED)
    if new:
        _star(g, 20, 119, 11, "#e8a400")


def _joker(g: ET.Element) -> None:
    """A smiling face in the four colours' ink, with a J above it."""
    _centred(g, 50, 44, "J", 38, 800, INK)
    ET.SubElement(g, "circle", attrs(cx=50, cy=88, r=27, fill="#ffd43b", stroke=INK,
                                      stroke_width=4))  # fmt: skip
    for cx in (40, 60):
        ET.SubElement(g, "circle", attrs(cx=cx, cy=80, r=4.5, fill=INK))
    ET.SubElement(
        g, "path",
        attrs(d="M36 93 Q50 108 64 93", fill="none", stroke=COLOUR_FILLS[0], stroke_width=5,
               stroke_linecap="round"),
    )  # fmt: skip


def _symbol(g: ET.Element, cx: float, cy: float, shape: str, fill: str) -> None:
    """The colour's symbol, about 24 units wide, centred on (cx, cy); its class names it."""
    r = 12
    if shape == "circle":
        mark = ET.SubElement(g, "circle", attrs(cx=cx, cy=cy, r=r, fill=fill))
    elif shape == "square":
        box = attrs(x=cx - r + 1, y=cy - r + 1, width=2 * r - 2, height=2 * r - 2, fill=fill)
        mark = ET.SubElement(g, "rect", box)
    else:
        corners = (
            [(cx, cy - r - 1), (cx + r + 2, cy + r), (cx - r - 2, cy + r)]
            if shape == "triangle"
            else [(cx, cy - r - 2), (cx + r, cy), (cx, cy + r + 2), (cx - r, cy)]
        )
        mark = ET.SubElement(g, "polygon", attrs(fill=fill))
        mark.set("points", " ".join(f"{x:g},{y:g}" for x, y in corners))
    mark.set("class", f"symbol {shape}")


def _star(g: ET.Element, cx: float, cy: float, r: float, fill: str) -> None:
    """A five-pointed star: marks a tile just laid from the rack."""
    points = []
    for k in range(10):
        radius = r if k % 2 == 0 else r * 0.45
        angle = math.pi / 2 + k * math.pi / 5
        points.append(f"{cx + radius * math.cos(angle):.1f},{cy - radius * math.sin(angle):.1f}")
    star = attrs(fill=fill, stroke=INK, stroke_width=1.5)
    star["points"] = " ".join(points)
    star["class"] = "new"
    ET.SubElement(g, "polygon", star)


def _badge(parent: ET.Element, cx: float, cy: float, text: str, fill: str) -> None:
    ET.SubElement(parent, "circle", attrs(cx=cx, cy=cy, r=15, fill=fill))
    _centred(parent, cx, cy + 8, text, 22, 800, "#ffffff")


def _centred(
    parent: ET.Element, x: float, y: float, text: str, size: int, weight: int, fill: str
) -> None:
    node = ET.SubElement(
        parent, "text", attrs(x=x, y=y, font_size=size, font_weight=weight, fill=fill)
    )
    node.set("text-anchor", "middle")
    node.text = text


def _valid(tiles_: Sequence[Tile], wrap: bool) -> bool:
    return bool(tiles_) and is_valid_meld(tiles_, wrap=wrap)


def _lines(n: int, per_row: int | None) -> range:
    if per_row is not None and per_row < 1:
        raise ValueError(f"per_row {per_row!r}: at least 1 tile a line")
    step = per_row or max(n, 1)
    return range(0, max(n, 1), step)


def _row_w(n: int) -> int:
    return max(n, 1) * (TILE_W + GAP) - GAP


def _move(x: float, y: float) -> str:
    return f"translate({x:g} {y:g})"
