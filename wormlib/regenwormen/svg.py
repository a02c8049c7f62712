"""Dice, tiles, stacks and the table as SVG pictures (like ``chess.svg``).

Every function returns one self-contained ``<svg>`` string, built with ElementTree so that
text is always escaped. Pictures scale without blur (viewBox) and use thick strokes and
large bold numbers so that they stay legible on a classroom projector. Each picture carries
a ``<title>`` and an ``aria-label``; pass ``title=`` to put it in the reader's language.
No ``id`` attributes are used: many pictures can share one HTML page.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Collection, Iterable, Sequence
from typing import TYPE_CHECKING

from wormlib.core.errors import InvalidNotationError
from wormlib.core.svg import DIE_FILL, INK, attrs, markup, num, picture
from wormlib.core.svg import PIPS as _PIPS
from wormlib.regenwormen.dice import FACES, WORM, Counts, face_symbol, format_dice
from wormlib.regenwormen.tiles import ALL_TILES, worms

if TYPE_CHECKING:
    from wormlib.regenwormen.state import GameState

TILE_FILL = "#f6ead2"
TILE_BACK = "#7a5534"
WORM_FILL = "#e8857f"
WORM_EDGE = "#8c2f2a"
HIGHLIGHT = "#d9480f"

DIE = 100  # die side in picture units
TILE_W, TILE_H = 100, 150
GAP = 16
STACK_SHIFT = 10  # offset of each tile beneath the top of a stack
NAME_H = 44  # room for a player's name above the stack
BADGE_R = 17

# Where the worms sit on a tile: (x, y, scale) of each 100x60 worm glyph, per worm count.
_TILE_WORMS = {
    1: ((20, 92, 0.6),),
    2: ((25, 80, 0.5), (25, 112, 0.5)),
    3: ((6, 84, 0.42), (52, 84, 0.42), (29, 114, 0.42)),
    4: ((6, 84, 0.42), (52, 84, 0.42), (6, 114, 0.42), (52, 114, 0.42)),
}


def die(
    face: int,
    *,
    size: int = 64,
    highlight: bool = False,
    dim: bool = False,
    title: str | None = None,
) -> str:
    """One die showing ``face`` (1..5 with pips, 6 as a worm), ``size`` pixels wide."""
    _check_face(face)
    svg = picture(DIE, DIE, size / DIE, title or face_symbol(face))
    _die(svg, 0, 0, face, highlight=highlight, dim=dim)
    return markup(svg)


def dice(
    counts: Counts,
    *,
    size: int = 64,
    highlight: Collection[int] = (),
    dim: Collection[int] = (),
    title: str | None = None,
) -> str:
    """A row of dice sorted by face; faces in ``highlight`` get a coloured rim, in ``dim`` fade.

    ``size`` is the width of one die in pixels. No dice gives an empty picture of the same
    height, so that a layout does not jump.
    """
    svg = picture(_dice_width(counts), DIE, size / DIE, title or format_dice(counts, " "))
    _dice(svg, 0, 0, counts, highlight=highlight, dim=dim)
    return markup(svg)


def tile(
    number: int,
    *,
    face_up: bool = True,
    size: int = 64,
    highlight: bool = False,
    title: str | None = None,
) -> str:
    """A tile ``size`` pixels wide: its number and worms, or its back when turned."""
    label = title or (f"{number}" if face_up else f"{number} turned")
    svg = picture(TILE_W, TILE_H, size / TILE_W, label)
    _tile(svg, 0, 0, number, face_up=face_up, highlight=highlight)
    return markup(svg)


def stack(tiles: Sequence[int], *, size: int = 64, title: str | None = None) -> str:
    """A player's stack, bottom to top: the top tile face up on the edges of those beneath.

    An empty stack is a dashed outline. At most five tiles beneath are drawn; a badge
    gives the height when the stack holds more than one tile. ``size`` is a tile's width.
    """
    width, height = _stack_size(tiles)
    svg = picture(width, height, size / TILE_W, title or (".".join(map(str, tiles)) or "-"))
    _stack(svg, 0, 0, tiles)
    return markup(svg)


def middle(
    face_up: Iterable[int],
    turned: Iterable[int] = (),
    *,
    tiles: Sequence[int] = ALL_TILES,
    size: int = 48,
    highlight: Collection[int] = (),
    title: str | None = None,
) -> str:
    """The row of tiles in the middle in their fixed places, lowest left.

    Each tile of ``tiles`` (the rules' tiles) shows face up, turned, or as an empty slot when
    a player holds it. ``size`` is the width of one tile in pixels.
    """
    up, down = frozenset(face_up), frozenset(turned)
    label = title or " ".join(map(str, sorted(up))) or "-"
    svg = picture(_row_width(len(tiles)), TILE_H, size / TILE_W, label)
    _middle(svg, 0, 0, tiles, up, down, highlight)
    return markup(svg)


def table(
    state: GameState,
    *,
    names: Sequence[str] | None = None,
    size: int = 48,
    title: str | None = None,
) -> str:
    """The whole table: the middle row, each player's stack, and the dice of the turn.

    The name of the player to move is drawn in the highlight colour.
    """
    labels = list(names) if names is not None else [f"P{p + 1}" for p in range(state.players)]
    if len(labels) != state.players:
        raise InvalidNotationError(
            f"{len(labels)} names for the {state.players} players of {state}"
        )
    room = 5 * STACK_SHIFT + BADGE_R + 6  # what the highest stack adds to a tile
    column = TILE_W + room + 2 * GAP
    stacks_y = TILE_H + 2 * GAP
    dice_y = stacks_y + NAME_H + TILE_H + room + GAP
    turn = state.turn
    kept_w = _dice_width(turn.kept) + 3 * GAP
    roll_w = _dice_width(turn.roll) if turn.roll is not None else 0
    width = max(_row_width(len(state.rules.tiles)), state.players * column, kept_w + roll_w)
    svg = picture(width, dice_y + DIE, size / TILE_W, title or state.notation())
    _middle(svg, 0, 0, state.rules.tiles, frozenset(state.middle), frozenset(state.turned), ())
    for p, tiles in enumerate(state.stacks):
        name = ET.SubElement(
            svg, "text", attrs(x=p * column, y=stacks_y + 30, font_size=32, font_weight=700)
        )
        name.set("fill", HIGHLIGHT if p == state.current else INK)
        name.text = labels[p]
        _stack(svg, p * column, stacks_y + NAME_H, tiles)
    _dice(svg, 0, dice_y, turn.kept, highlight=(), dim=())
    if turn.roll is not None:
        _dice(svg, kept_w, dice_y, turn.roll, highlight=(), dim=turn.used_faces)
    return markup(svg)


BAR_SLOT, BAR_H = 110, 300  # room per bar (or pair of bars) and the tallest bar
SAMPLED = "#4f7a5a"


def bars(
    labels: Sequence[str],
    values: Sequence[float],
    *,
    texts: Sequence[str] = (),
    second: Sequence[float] | None = None,
    highlight: Collection[int] = (),
    size: int = 40,
    title: str | None = None,
) -> str:
    """A bar chart of shares, such as how a turn ends: one bar per label, the tallest full.

    ``texts`` (already written in the reader's language) go above the bars; ``second`` puts
    a green bar beside each (sampled beside exact); bars at indices in ``highlight`` are red.
    ``size`` is the width of one label's room in pixels.
    """
    if len(values) != len(labels) or (second is not None and len(second) != len(labels)):
        raise InvalidNotationError(f"{len(labels)} labels for {len(values)} values: one each")
    top = max([*values, *(second or ()), 1e-12])
    width = max(len(labels), 1) * BAR_SLOT
    svg = picture(width, BAR_H + 90, size / BAR_SLOT, title or " ".join(labels))
    bar_w = 40 if second is not None else 70
    for i, label in enumerate(labels):
        centre = i * BAR_SLOT + BAR_SLOT / 2
        series = [(values[i], WORM_EDGE if i in highlight else TILE_BACK)]
        if second is not None:
            series.append((second[i], SAMPLED))
        left = centre - bar_w * len(series) / 2
        for j, (value, fill) in enumerate(series):
            h = BAR_H * max(value, 0) / top
            box = attrs(x=left + j * bar_w, y=40 + BAR_H - h, width=bar_w, height=h, fill=fill)
            ET.SubElement(svg, "rect", box)
        first = BAR_H * max(values[i], 0) / top
        for y, text, weight in ((BAR_H + 80, label, 700), (32 + BAR_H - first, _at(texts, i), 400)):
            mark = ET.SubElement(
                svg, "text", attrs(x=centre, y=y, font_size=30, font_weight=weight, fill=INK)
            )
            mark.set("text-anchor", "middle")
            mark.text = text
    ET.SubElement(svg, "path", attrs(d=f"M0 {40 + BAR_H} H{width}", stroke=INK, stroke_width=3))
    return markup(svg)


def _at(texts: Sequence[str], i: int) -> str:
    return texts[i] if i < len(texts) else ""


# --- drawing on an ElementTree ------------------------------------------------------------


def _dice_width(counts: Counts) -> int:
    return max(sum(counts), 1) * (DIE + GAP) - GAP


def _row_width(tiles: int) -> int:
    return tiles * (TILE_W + GAP) - GAP


def _beneath(tiles: Sequence[int]) -> int:
    """How many tiles are drawn beneath the top one (at most five)."""
    return min(max(len(tiles) - 1, 0), 5)


def _stack_size(tiles: Sequence[int]) -> tuple[int, int]:
    """Room for the tiles and, beside the bottom right corner, the height badge."""
    extra = _beneath(tiles) * STACK_SHIFT + (BADGE_R + 6 if len(tiles) > 1 else 0)
    return TILE_W + extra, TILE_H + extra


def _dice(
    parent: ET.Element,
    x: float,
    y: float,
    counts: Counts,
    *,
    highlight: Collection[int],
    dim: Collection[int],
) -> None:
    faces = [f for f in FACES for _ in range(counts[f - 1])]
    for i, face in enumerate(faces):
        _die(parent, x + i * (DIE + GAP), y, face, highlight=face in highlight, dim=face in dim)


def _stack(parent: ET.Element, x: float, y: float, tiles: Sequence[int]) -> None:
    if not tiles:
        _slot(parent, x, y)
        return
    for i in range(_beneath(tiles)):
        _tile_shape(parent, x + i * STACK_SHIFT, y + i * STACK_SHIFT, fill=TILE_FILL)
    top = _beneath(tiles) * STACK_SHIFT
    _tile(parent, x + top, y + top, tiles[-1], face_up=True)
    if len(tiles) > 1:
        _badge(parent, x + top + TILE_W + 6, y + top + TILE_H + 6, f"{len(tiles)}")


def _middle(
    parent: ET.Element,
    x: float,
    y: float,
    tiles: Sequence[int],
    up: Collection[int],
    down: Collection[int],
    highlight: Collection[int],
) -> None:
    for i, number in enumerate(tiles):
        left = x + i * (TILE_W + GAP)
        if number in up or number in down:
            _tile(parent, left, y, number, face_up=number in up, highlight=number in highlight)
        else:
            _slot(parent, left, y)


def _die(parent: ET.Element, x: float, y: float, face: int, *, highlight: bool, dim: bool) -> None:
    g = _group(parent, x, y, f"die face-{face}")
    if dim:
        g.set("opacity", "0.35")
    edge = HIGHLIGHT if highlight else INK
    ET.SubElement(
        g,
        "rect",
        attrs(
            x=4, y=4, width=92, height=92, rx=18, fill=DIE_FILL, stroke=edge,
            stroke_width=10 if highlight else 5,
        ),
    )  # fmt: skip
    if face == WORM:
        _worm(g, 8, 22, 0.84)
        return
    for cx, cy in _PIPS[face]:
        ET.SubElement(g, "circle", attrs(cx=cx, cy=cy, r=10, fill=INK))


def _worm(parent: ET.Element, x: float, y: float, scale: float) -> None:
    """A friendly worm in a 100x60 box: an outlined wavy body, rings and an eye."""
    g = _group(parent, x, y, "worm", scale)
    # The strokes share their paint through an inner group (SVG attributes inherit): a page
    # shows dozens of worms, and every rerun sends them again.
    lines = ET.SubElement(g, "g", attrs(fill="none", stroke=WORM_EDGE, stroke_linecap="round"))
    body = "M14 40 C24 12 40 12 49 32 S72 56 84 26"
    ET.SubElement(lines, "path", attrs(d=body, stroke_width=22))
    ET.SubElement(lines, "path", attrs(d=body, stroke=WORM_FILL, stroke_width=14))
    ET.SubElement(lines, "path", attrs(d="M33 14 L29 27 M56 46 L61 33", stroke_width=3.5))
    ET.SubElement(g, "circle", attrs(cx=85, cy=24, r=5.5, fill="#ffffff"))
    ET.SubElement(g, "circle", attrs(cx=86.5, cy=23, r=2.8, fill=INK))


def _tile_shape(parent: ET.Element, x: float, y: float, *, fill: str, edge: str = INK) -> None:
    ET.SubElement(
        parent,
        "rect",
        attrs(
            x=x + 3, y=y + 3, width=TILE_W - 6, height=TILE_H - 6, rx=12, fill=fill, stroke=edge,
            stroke_width=5,
        ),
    )  # fmt: skip


def _tile(
    parent: ET.Element, x: float, y: float, number: int, *, face_up: bool, highlight: bool = False
) -> None:
    if number not in ALL_TILES:
        raise InvalidNotationError(f"there is no tile {number}: tiles are 21..36")
    g = _group(parent, x, y, f"tile tile-{number}" + ("" if face_up else " turned"))
    if not face_up:
        _tile_shape(g, 0, 0, fill=TILE_BACK)
        ET.SubElement(
            g,
            "rect",
            attrs(x=16, y=16, width=68, height=118, rx=6, fill="none", stroke="#a47c55",
                   stroke_width=4),
        )  # fmt: skip
        return
    _tile_shape(g, 0, 0, fill=TILE_FILL, edge=HIGHLIGHT if highlight else INK)
    if highlight:
        ET.SubElement(
            g,
            "rect",
            attrs(x=3, y=3, width=TILE_W - 6, height=TILE_H - 6, rx=12, fill="none",
                   stroke=HIGHLIGHT, stroke_width=10),
        )  # fmt: skip
    number_text = ET.SubElement(
        g, "text", attrs(x=50, y=56, font_size=50, font_weight=800, fill=INK)
    )
    number_text.set("text-anchor", "middle")
    number_text.text = str(number)
    ET.SubElement(g, "path", attrs(d="M14 74 H86", stroke=INK, stroke_width=3))
    for wx, wy, scale in _TILE_WORMS[worms(number)]:
        _worm(g, wx, wy, scale)


def _slot(parent: ET.Element, x: float, y: float) -> None:
    """The empty place of a tile that a player holds (or an empty stack)."""
    ET.SubElement(
        _group(parent, x, y, "slot"),
        "rect",
        attrs(
            x=5, y=5, width=TILE_W - 10, height=TILE_H - 10, rx=12, fill="none",
            stroke="#b9a88f", stroke_width=4, stroke_dasharray="10 8",
        ),
    )  # fmt: skip


def _badge(parent: ET.Element, cx: float, cy: float, text: str) -> None:
    ET.SubElement(parent, "circle", attrs(cx=cx, cy=cy, r=BADGE_R, fill=INK))
    label = ET.SubElement(
        parent, "text", attrs(x=cx, y=cy + 8, font_size=22, font_weight=700, fill="#ffffff")
    )
    label.set("text-anchor", "middle")
    label.text = text


def _group(parent: ET.Element, x: float, y: float, kind: str, scale: float = 1) -> ET.Element:
    """A ``<g>`` moved to (x, y); ``class`` names what it draws (die, tile, slot, worm)."""
    move = f"translate({num(x)} {num(y)})" + (f" scale({num(scale)})" if scale != 1 else "")
    return ET.SubElement(parent, "g", {"class": kind, "transform": move})


def _check_face(face: int) -> None:
    if face not in FACES:
        raise InvalidNotationError(f"there is no face {face}: faces are 1..6 (6 is the worm)")
