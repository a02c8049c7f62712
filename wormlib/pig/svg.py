"""Pig's die as an SVG picture (the core's primitives and pips, escaped by ElementTree)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from wormlib.core.dice import FACES
from wormlib.core.errors import shown
from wormlib.core.svg import DIE_FILL, INK, PIPS, attrs, markup, picture
from wormlib.pig.errors import InvalidPigNotationError

#: The rim of a 1, the face that loses the turn total.
LOST = "#c92a2a"


def die(face: int, *, size: int = 64, title: str | None = None) -> str:
    """One die showing ``face`` (1 to 6), ``size`` pixels wide; a 1 gets a red rim."""
    if face not in FACES:
        raise InvalidPigNotationError(f"a die shows 1 to 6, not {shown(face)}")
    svg = picture(100, 100, size / 100, title or str(face))
    edge, width = (LOST, 10) if face == 1 else (INK, 5)
    rect = attrs(
        x=4, y=4, width=92, height=92, rx=18, fill=DIE_FILL, stroke=edge, stroke_width=width
    )
    ET.SubElement(svg, "rect", rect)
    for cx, cy in PIPS[face]:
        ET.SubElement(svg, "circle", attrs(cx=cx, cy=cy, r=10, fill=INK))
    return markup(svg)
