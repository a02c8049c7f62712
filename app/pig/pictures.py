"""Pig's die on a page: wormlib.pig.svg's drawing, titled in the session's language.

A drawing is a pure function of its face, size and title, kept in a small bounded cache that
all sessions share (strings only, never game state).
"""

from __future__ import annotations

from functools import lru_cache

import streamlit as st

from app.common.i18n import t
from wormlib.pig import svg

_die = lru_cache(maxsize=64)(svg.die)


def die(face: int, *, size: int = 72) -> str:
    return _die(face, size=size, title=t("common.pic_die", face=face))


def show(*pictures: str) -> None:
    """Dice side by side; the markup is the engine's own SVG, never outside text. The bottom
    margin makes up for Streamlit's -1rem under a markdown block (as app/regenwormen's)."""
    row = f'<div style="display:flex;gap:.5rem;margin-bottom:1rem">{"".join(pictures)}</div>'
    st.markdown(row, unsafe_allow_html=True)
