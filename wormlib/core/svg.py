"""The SVG primitives and colours every game's pictures share (built with ElementTree, so that
text is always escaped): the ``<svg>`` element with its title, attributes and numbers."""

from __future__ import annotations

import xml.etree.ElementTree as ET

#: The colour of outlines and text in every picture.
INK = "#2b2118"
DIE_FILL = "#fffdf8"
#: Pip centres on a 100-unit die, per face (Regenwormen draws its 6 as a worm instead).
PIPS = {
    1: ((50, 50),),
    2: ((27, 27), (73, 73)),
    3: ((27, 27), (50, 50), (73, 73)),
    4: ((27, 27), (73, 27), (27, 73), (73, 73)),
    5: ((27, 27), (73, 27), (50, 50), (27, 73), (73, 73)),
    6: ((27, 25), (73, 25), (27, 50), (73, 50), (27, 75), (73, 75)),
}
FONT = "system-ui, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"


def picture(width: float, height: float, scale: float, title: str) -> ET.Element:
    """An ``<svg>`` of ``width`` by ``height`` units drawn ``scale`` pixels a unit, titled
    ``title`` for screen readers (``<title>`` and ``aria-label``)."""
    svg = ET.Element(
        "svg",
        attrs(
            xmlns="http://www.w3.org/2000/svg",
            viewBox=f"0 0 {num(width)} {num(height)}",
            width=width * scale,
            height=height * scale,
            role="img",
        ),
    )
    svg.set("aria-label", title)
    svg.set("font-family", FONT)
    ET.SubElement(svg, "title").text = title
    return svg


def attrs(**values: object) -> dict[str, str]:
    """Keyword arguments as SVG attributes: stroke_width -> stroke-width, numbers compact."""
    return {
        key.replace("_", "-"): num(v) if isinstance(v, int | float) else str(v)
        for key, v in values.items()
    }


def num(value: float) -> str:
    """A number as SVG writes it, without trailing zeros: 12, 0.5."""
    return f"{value:g}"


def markup(svg: ET.Element) -> str:
    """The picture as one self-contained ``<svg>`` string."""
    return ET.tostring(svg, encoding="unicode")
