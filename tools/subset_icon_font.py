"""Cut Streamlit's icon font to the icons it can draw: ``uv run python tools/subset_icon_font.py``.

Streamlit draws its icons (the sidebar's arrows, a menu's dots, an expander's chevron) as
ligatures of the Material Symbols font: the text ``expand_more`` in that font is one glyph.
The font holds 4,309 icons in 375 kB, a third of what a phone fetches to join a class; every
page fetches it. This keeps the icons whose names occur in Streamlit's own JavaScript as a
string, or as ``:material/name:`` there or in our pages (a wide net: 501 icons, 51 kB), and
writes ``app/icon_font.woff2``, which serve.py sends in the font's place (app/icon_font.py).
Run it again after upgrading Streamlit: tests/test_icon_font.py says when.
"""

from __future__ import annotations

import io
import re
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import streamlit
from fontTools import subset
from fontTools.ttLib import TTFont
from streamlit.material_icon_names import ALL_MATERIAL_ICONS

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.icon_font import SUBSET_FILE  # noqa: E402

STATIC = Path(streamlit.__file__).parent / "static" / "static"
#: The characters icon names are spelled with.
LETTERS = "abcdefghijklmnopqrstuvwxyz0123456789_"
_QUOTED = re.compile(r"""["'`]([a-z0-9_]+)["'`]""")
_MATERIAL = re.compile(r":material/([a-z0-9_]+):")


def streamlit_font() -> Path:
    """The icon font of the installed Streamlit."""
    (found,) = STATIC.glob("media/MaterialSymbols-Rounded.*.woff2")
    return found


def names_in(texts: Iterable[str], *, quoted: bool = True) -> set[str]:
    """The icon names written in ``texts`` as ``:material/name:``, and with ``quoted`` also
    every quoted string that is an icon's name (how Streamlit's scripts name their own)."""
    names: set[str] = set()
    for text in texts:
        if quoted:
            names.update(n for n in _QUOTED.findall(text) if n in ALL_MATERIAL_ICONS)
        names.update(_MATERIAL.findall(text))
    return names


def icons_in_use() -> set[str]:
    """Every icon Streamlit's frontend or one of our pages may ask the font for (a page names
    one as ``icon=":material/name:"``)."""
    scripts = [p.read_text(encoding="utf-8") for p in STATIC.glob("js/*.js")]
    ours = [
        ROOT / "streamlit_app.py",
        *(ROOT / "app").rglob("*.py"),
        *(ROOT / "pages").glob("*.py"),
    ]
    pages = [p.read_text(encoding="utf-8") for p in ours]
    return names_in(scripts) | names_in(pages, quoted=False)


def _ligatures(font: TTFont) -> list[tuple[str, Any, str, Any]]:
    """(name, ligature subtable, first glyph, ligature) for every icon of ``font``."""
    cmap = font.getBestCmap()
    letter = {cmap[ord(c)]: c for c in LETTERS if ord(c) in cmap}
    found = []
    for lookup in font["GSUB"].table.LookupList.Lookup:
        for table in lookup.SubTable:
            table = getattr(table, "ExtSubTable", table)
            for first, ligatures in table.ligatures.items():
                for ligature in ligatures:
                    glyphs = [first, *ligature.Component]
                    if all(g in letter for g in glyphs):
                        name = "".join(letter[g] for g in glyphs)
                        found.append((name, table, first, ligature))
    return found


def icon_names(font_file: bytes) -> set[str]:
    """The icons a font draws: its ligatures spelled in letters."""
    return {name for name, *_ in _ligatures(TTFont(io.BytesIO(font_file)))}


def subset_font(font_file: bytes, names: set[str]) -> bytes:
    """``font_file`` with only the icons ``names`` (and the letters that spell them); the same
    bytes every time (the original's timestamp kept), so a new cut shows in git only when it
    changes."""
    font = TTFont(io.BytesIO(font_file), recalcTimestamp=False)
    kept: dict[int, dict[str, list[Any]]] = {}
    glyphs = set()
    for name, table, first, ligature in _ligatures(font):
        if name in names:
            kept.setdefault(id(table), {}).setdefault(first, []).append(ligature)
            glyphs.add(ligature.LigGlyph)
    for lookup in font["GSUB"].table.LookupList.Lookup:
        for table in lookup.SubTable:
            table = getattr(table, "ExtSubTable", table)
            table.ligatures = kept.get(id(table), {})
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = ["rlig"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    cutter = subset.Subsetter(options)
    cutter.populate(glyphs=sorted(glyphs), unicodes=[ord(c) for c in LETTERS])
    cutter.subset(font)
    out = io.BytesIO()
    font.save(out)
    return out.getvalue()


def main() -> None:
    original = streamlit_font().read_bytes()
    names = icons_in_use()
    packed = subset_font(original, names)
    SUBSET_FILE.write_bytes(packed)
    print(
        f"{SUBSET_FILE.relative_to(ROOT)}: {len(icon_names(packed))} icons, {len(packed):,} bytes "
        f"(Streamlit {streamlit.__version__}'s font: {len(original):,} bytes)"
    )


if __name__ == "__main__":
    main()
