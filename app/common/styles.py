"""Styles more than one page uses."""

from __future__ import annotations

import streamlit as st

#: Larger text and answer buttons, for a classroom projector.
_PROJECTOR = """<style>
[data-testid="stMain"] [data-testid="stMarkdownContainer"] p,
[data-testid="stMain"] [data-testid="stMarkdownContainer"] li {font-size: 1.3rem; line-height: 1.5}
[data-testid="stMain"] [data-testid="stTab"] p {font-size: 1.15rem}
[data-testid="stMain"] [role="tablist"] {flex-wrap: wrap; row-gap: .25rem}
[data-testid="stMain"] [data-testid="stButtonGroup"] button {min-height: 3rem; min-width: 3.5rem}
[data-testid="stMain"] [data-testid="stButtonGroup"] button p {font-size: 1.5rem}
</style>"""


def projector() -> None:
    """Text and answer buttons large enough to read from the back of a classroom."""
    st.html(_PROJECTOR)
