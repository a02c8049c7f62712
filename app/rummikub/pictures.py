"""Rummikub pictures on a page: wormlib.rummikub.svg drawings with titles in the session's
language, in a row that wraps on a narrow screen.

A rack is one picture per tile, so that it wraps to the width of the screen and a phone
shows tiles at a readable size. A table is one picture per meld; a meld longer than
``phone_tiles(size)`` is also drawn in lines of that many tiles, shown instead on a narrow screen
(a CSS media query picks one; the other is not displayed, so a screen reader meets one).
The drawings are pure functions of immutable values (the title included), kept in bounded
caches shared by all sessions: only strings are cached, never game state.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from functools import lru_cache

import streamlit as st

from app.common.i18n import t
from wormlib.rummikub import svg
from wormlib.rummikub.melds import Meld, Table, is_valid_meld
from wormlib.rummikub.tiles import JOKER, Tile, colour_of, number_of

SIZE = 44  # a tile's width in pixels: at least ~36 on a phone, readable on a projector
PHONE_WIDTH = 350  # pixels a picture may take on a 390 px phone
_STYLE = (
    "<style>.rk-row{display:flex;flex-wrap:wrap;gap:.5rem .75rem;align-items:center;"
    "margin-bottom:1rem}.rk-row svg{max-width:100%;height:auto}"
    ".rk-narrow{display:none}@media (max-width:640px){.rk-wide{display:none}"
    ".rk-narrow{display:inline}}</style>"
)

_tile = lru_cache(maxsize=512)(svg.tile)
_meld = lru_cache(maxsize=2048)(svg.meld)


def show(*pictures: str) -> None:
    """Put pictures side by side, wrapping when the page is narrow."""
    st.markdown(f'{_STYLE}<div class="rk-row">{"".join(pictures)}</div>', unsafe_allow_html=True)


def phone_tiles(size: int) -> int:
    """How many tiles of a numbered meld fit on one line of a phone at this size."""
    room = PHONE_WIDTH * svg.TILE_W / size - svg.LABEL_W - 2 * svg.MELD_PAD + svg.GAP
    return max(3, int(room // (svg.TILE_W + svg.GAP)))


def tile_name(t_: Tile) -> str:
    """'red 7', 'rode 7', 'joker' in the session's language."""
    if t_ == JOKER:
        return t("rummikub.joker")
    return t(
        "rummikub.tile_name", colour=t(f"rummikub.colour.{colour_of(t_)}"), number=number_of(t_)
    )


def tiles_names(tiles_: Sequence[Tile]) -> str:
    return ", ".join(tile_name(x) for x in tiles_) or t("rummikub.none")


def tile(t_: Tile, *, size: int = SIZE, picked: bool = False, dim: bool = False) -> str:
    return _tile(t_, size=size, picked=picked, dim=dim, title=tile_name(t_))


def tiles(row: Sequence[Tile], *, size: int = SIZE, picked: Collection[int] = ()) -> str:
    """Loose tiles (a rack) as one picture per tile; nothing gives a note that says so."""
    if not row:
        return f"<span>{t('rummikub.no_tiles')}</span>"
    return "".join(tile(x, size=size, picked=i in picked) for i, x in enumerate(row))


def meld(
    m: Meld,
    *,
    label: str | None = None,
    size: int = SIZE,
    new: Collection[int] = (),
    wrap: bool = False,
    judged: bool = True,
) -> str:
    """One meld; its title says its number, whether it is valid (unless not ``judged``:
    a quiz question), and its tiles."""
    if not judged:
        key = "rummikub.pic_tiles"
    elif is_valid_meld(m, wrap=wrap):
        key = "rummikub.pic_meld"
    else:
        key = "rummikub.pic_meld_invalid"
    title = t(key, label=label or "", tiles=tiles_names(m)).strip()
    drawn = _meld(
        tuple(m), label=label, size=size, new=frozenset(new), wrap=wrap, judged=judged, title=title
    )
    per_row = phone_tiles(size)
    if len(m) <= per_row:
        return drawn
    narrow = _meld(
        tuple(m),
        label=label,
        size=size,
        new=frozenset(new),
        wrap=wrap,
        per_row=per_row,
        judged=judged,
        title=title,
    )
    return f'<span class="rk-wide">{drawn}</span><span class="rk-narrow">{narrow}</span>'


def table(melds: Table, *, size: int = SIZE, new: Collection[Tile] = (), wrap: bool = False) -> str:
    """Every meld numbered from 1; tiles of kinds in ``new`` (just laid) carry a star.

    An empty table is a sentence, not a blank space.
    """
    if not melds:
        return f"<span>{t('rummikub.empty_table')}</span>"
    return "".join(
        meld(m, label=str(i + 1), size=size, new=marks, wrap=wrap)
        for i, (m, marks) in enumerate(zip(melds, new_marks(melds, new), strict=True))
    )


def new_marks(melds: Table, new: Collection[Tile]) -> list[frozenset[int]]:
    """Per meld, the positions of the tiles just laid (drawn with a star): each tile of
    ``new`` marks one tile of its kind, in the order of the table."""
    fresh = list(new)
    out = []
    for m in melds:
        marks = set()
        for j, x in enumerate(m):
            if x in fresh:
                fresh.remove(x)
                marks.add(j)
        out.append(frozenset(marks))
    return out
