"""Dice and tile pictures on a page: wormlib.regenwormen.svg drawings, titled in the session's
language.

The pictures go into the page as inline SVG through ``st.markdown`` (``st.html`` strips
inline SVG in Streamlit 1.67): vector graphics stay sharp
at any zoom and on a projector, and a row of pictures wraps on a narrow screen.

A page redraws its pictures on every rerun, and a class draws the same few positions over
and over: each drawing is a pure function of immutable values (the title included, so the
language is part of the key), kept in a bounded cache shared by all sessions. Only strings
are cached, never game state.
"""

from __future__ import annotations

import base64
from collections.abc import Collection, Iterable, Sequence
from functools import lru_cache

import streamlit as st

from app.common.i18n import nt, t
from wormlib.regenwormen import svg
from wormlib.regenwormen.dice import Counts, face_symbol, format_dice
from wormlib.regenwormen.state import GameState
from wormlib.regenwormen.tiles import ALL_TILES, format_tiles, worms

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


# Bounded caches of the drawings (each at most a few MB when full).
_die = lru_cache(maxsize=256)(svg.die)
_dice = lru_cache(maxsize=1024)(svg.dice)
_tile = lru_cache(maxsize=256)(svg.tile)
_stack = lru_cache(maxsize=1024)(svg.stack)
_middle = lru_cache(maxsize=1024)(svg.middle)
_table = lru_cache(maxsize=256)(svg.table)


def die(face: int, *, size: int = 64, highlight: bool = False, dim: bool = False) -> str:
    title = t("common.pic_die", face=face_symbol(face))
    return _die(face, size=size, highlight=highlight, dim=dim, title=title)


def dice_label(face: int, count: int, *, size: int = 44) -> str:
    """``count`` dice showing ``face`` for a button's Markdown label (a label takes images,
    not inline SVG): one image per die, so that a row wraps; no alt text, since the
    label's words name the choice for a screen reader."""
    return " ".join([f"![]({_die_image(face, size)})"] * count)


@lru_cache(maxsize=64)
def _die_image(face: int, size: int) -> str:
    drawing = svg.die(face, size=size, title=face_symbol(face)).encode()
    return "data:image/svg+xml;base64," + base64.b64encode(drawing).decode("ascii")


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
    return _dice(
        tuple(counts), size=size, highlight=frozenset(highlight), dim=frozenset(dim), title=title
    )


def tile(number: int, *, face_up: bool = True, size: int = 64, highlight: bool = False) -> str:
    title = (
        nt("common.pic_tile", worms(number), tile=number)
        if face_up
        else t("common.pic_tile_turned", tile=number)
    )
    return _tile(number, face_up=face_up, size=size, highlight=highlight, title=title)


def stack(tiles: Sequence[int], *, size: int = 64) -> str:
    title = (
        nt("common.pic_stack", len(tiles), top=tiles[-1]) if tiles else t("common.pic_stack_empty")
    )
    return _stack(tuple(tiles), size=size, title=title)


def middle(
    face_up: Iterable[int],
    turned: Iterable[int] = (),
    *,
    tiles: Sequence[int] = ALL_TILES,
    size: int = 48,
    highlight: Collection[int] = (),
) -> str:
    """The middle row as two halves side by side: on a phone the halves wrap into two rows,
    so that a tile stays about 40 px wide instead of shrinking to 20 (each half is read out
    with its own face-up tiles)."""
    up, down, half = tuple(face_up), tuple(turned), (len(tiles) + 1) // 2
    return "".join(
        _middle(
            tuple(n for n in up if n in part),
            tuple(n for n in down if n in part),
            tiles=part,
            size=size,
            highlight=frozenset(highlight) & frozenset(part),
            title=t("common.pic_middle", tiles=format_tiles(tuple(n for n in up if n in part))),
        )
        for part in (tuple(tiles[:half]), tuple(tiles[half:]))
        if part
    )


def table(state: GameState, *, names: Sequence[str] | None = None, size: int = 48) -> str:
    shown = None if names is None else tuple(names)
    return _table(state, names=shown, size=size, title=t("common.pic_table"))
