"""Dice and tile pictures on a page: wormlib.svg drawings with titles in the session's language.

The pictures go into the page as inline SVG through ``st.markdown`` (``st.html`` strips
inline SVG in Streamlit 1.67): vector graphics stay sharp
at any zoom and on a projector, and a row of pictures wraps on a narrow screen.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence

import streamlit as st

from app.i18n import t
from wormlib import svg
from wormlib.dice import Counts, face_symbol, format_dice
from wormlib.state import GameState
from wormlib.tiles import ALL_TILES, format_tiles, worms

#: The bottom margin makes up for Streamlit's -1rem under every markdown block (meant for a
#: paragraph's own margin): without it a picture touches whatever comes next.
_STYLE = (
    "<style>.wl-pictures{display:flex;flex-wrap:wrap;gap:.75rem;align-items:flex-end;"
    "margin-bottom:1rem}"
    ".wl-pictures svg{max-width:100%;height:auto}</style>"
)


def show(*pictures: str) -> None:
    """Put pictures side by side (wrapping when the page is narrow)."""
    st.markdown(
        f'{_STYLE}<div class="wl-pictures">{"".join(pictures)}</div>', unsafe_allow_html=True
    )


def die(face: int, *, size: int = 64, highlight: bool = False, dim: bool = False) -> str:
    return svg.die(
        face,
        size=size,
        highlight=highlight,
        dim=dim,
        title=t("common.pic_die", face=face_symbol(face)),
    )


def dice(
    counts: Counts,
    *,
    size: int = 64,
    highlight: Collection[int] = (),
    dim: Collection[int] = (),
) -> str:
    """A row of dice; an empty row keeps its height."""
    title = (
        t("common.pic_dice", dice=format_dice(counts, " "))
        if sum(counts)
        else t("common.pic_no_dice")
    )
    return svg.dice(counts, size=size, highlight=highlight, dim=dim, title=title)


def tile(number: int, *, face_up: bool = True, size: int = 64, highlight: bool = False) -> str:
    title = (
        t("common.pic_tile", tile=number, worms=worms(number))
        if face_up
        else t("common.pic_tile_turned", tile=number)
    )
    return svg.tile(number, face_up=face_up, size=size, highlight=highlight, title=title)


def stack(tiles: Sequence[int], *, size: int = 64) -> str:
    title = (
        t("common.pic_stack", top=tiles[-1], height=len(tiles))
        if tiles
        else t("common.pic_stack_empty")
    )
    return svg.stack(tiles, size=size, title=title)


def middle(
    face_up: Iterable[int],
    turned: Iterable[int] = (),
    *,
    tiles: Sequence[int] = ALL_TILES,
    size: int = 48,
    highlight: Collection[int] = (),
) -> str:
    up = tuple(face_up)
    title = t("common.pic_middle", tiles=format_tiles(up))
    return svg.middle(up, turned, tiles=tiles, size=size, highlight=highlight, title=title)


def table(state: GameState, *, names: Sequence[str] | None = None, size: int = 48) -> str:
    return svg.table(state, names=names, size=size, title=t("common.pic_table"))
