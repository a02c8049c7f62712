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


#: Rummikub tiles as the pills that pick them, on the rack and in each table meld: each pill
#: is its tile's picture, at least 44x44 px (a finger), a picked tile lifted and outlined in
#: violet (a hue no tile has) with a tick that a screen reader skips (the button says it is
#: pressed). A table meld that is not a valid group or run has a dashed red frame.
_TILES = ':is(.st-key-rummikub_play-rack_tiles, [class*="st-key-rummikub_play-table_tiles"])'
_TILE_BUTTONS = """<style>
TILES [role="toolbar"] {gap: .5rem .4rem; flex-wrap: wrap}
TILES [data-testid="stButtonGroup"] button {
  min-width: 44px; min-height: 44px; height: auto; overflow: visible; padding: 2px;
  border: none; border-radius: 8px;
  position: relative; background: transparent; transition: transform .1s; flex: 0 0 auto}
TILES [data-testid="stButtonGroup"] button * {overflow: visible; line-height: 0; margin: 0}
TILES [data-testid="stButtonGroup"] button img {
  height: 64px; max-height: none; width: auto; display: block}
TILES [data-testid="stButtonGroup"] button[aria-pressed="true"] {
  outline: 4px solid #5f3dc4; outline-offset: 0; transform: translateY(-6px)}
TILES [data-testid="stButtonGroup"] button[aria-pressed="true"]::after {
  content: "✓" / ""; position: absolute; bottom: 2px; right: 2px; width: 16px; height: 16px;
  border-radius: 8px 0 6px 0; background: #5f3dc4; color: #fff; font: bold 12px/16px sans-serif}
[class*="st-key-rummikub_play-table_tiles_not_valid_"] {
  border: 4px dashed #c92a2a !important; background: #fff0f0}
</style>""".replace("TILES", _TILES)


def tile_buttons() -> None:
    """Rummikub tiles that are their own buttons, a finger's size on a phone."""
    st.html(_TILE_BUTTONS)


#: Links to pages in the main block (Streamlit draws them 28 px tall): a finger's size.
_PAGE_LINKS = """<style>
[data-testid="stMain"] [data-testid="stPageLink-NavLink"] {
  min-height: 44px; display: flex; align-items: center}
</style>"""


def page_links() -> None:
    """Links to pages at least 44 px tall, for a finger on a phone."""
    st.html(_PAGE_LINKS)


#: A metric's label wraps onto a second line instead of ending in "…" in a narrow column, and
#: its value shrinks with its card (a container) so that the widest, ">99,9 %" with the space
#: German and French put before the sign, stays whole: 23% of the card's width is about a
#: seventh of it per character.
_METRIC_LABELS = """<style>
[data-testid="stMetricLabel"], [data-testid="stMetricLabel"] * {
  white-space: normal !important; overflow: visible !important; text-overflow: clip !important}
[data-testid="stMetric"] {container-type: inline-size}
[data-testid="stMetricValue"] {font-size: min(2.25rem, 23cqi) !important}
</style>"""


def metric_labels() -> None:
    """Metric labels that wrap and values that fit, read whole in a column beside the form."""
    st.html(_METRIC_LABELS)
