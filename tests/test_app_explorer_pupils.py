"""The explorer for pupils on phones (issue 12, items 2 and 10): every count of the dice form
sits in one unwrapping row with the picture of its face, the charts fit a narrow screen, a
bust is explained with its dice, ties are not ranked, and the first view has real choices."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from streamlit.proto.Block_pb2 import Block as BlockProto
from streamlit.testing.v1 import AppTest
from streamlit.testing.v1.element_tree import Block, Element, Node

from app.i18n import CATALOG
from wormlib.dice import FACES, face_symbol

ROOT = Path(__file__).resolve().parent.parent
PAGE = str(ROOT / "pages" / "explorer.py")


def explorer(query: dict[str, str] | None = None, locale: str = "en-GB") -> AppTest:
    at = AppTest.from_file(PAGE, default_timeout=60)
    at.context["locale"] = locale
    at.query_params.update(query or {})
    return at.run()


def text(key: str, lang: str = "en", **fields: object) -> str:
    return CATALOG[key][lang].format(**fields)


def rows(node: Node) -> list[Block]:
    """Every horizontal flex block (a row) under node."""
    found: list[Block] = []
    if isinstance(node, Block):
        proto = getattr(node, "proto", None)
        flex = proto.flex_container if isinstance(proto, BlockProto) else None
        if flex is not None and flex.direction == flex.HORIZONTAL:
            found.append(node)
        for child in node.children.values():
            found.extend(rows(child))
    return found


def leaves(node: Node) -> list[Element]:
    if isinstance(node, Block):
        return [leaf for child in node.children.values() for leaf in leaves(child)]
    assert isinstance(node, Element)
    return [node]


def test_every_dice_count_sits_in_one_row_with_the_picture_of_its_face() -> None:
    """Issue 12.2: on a phone the counts stacked under six dice without visible labels."""
    at = explorer({"kept": "WW4", "roll": "11235"})
    for face in FACES:
        keys = {f"explorer.kept.{face}", f"explorer.roll.{face}"}
        (row,) = [r for r in rows(at._tree) if keys <= {getattr(e, "key", None) for e in leaves(r)}]
        assert not row.proto.flex_container.wrap  # a phone keeps the row in one line
        pictures = " ".join(e.value for e in leaves(row) if e.type == "markdown")
        die = text("common.pic_die", face=face_symbol(face))
        assert f'aria-label="{die}"' in pictures
        for key in keys:
            label = at.number_input(key=key).proto.label
            assert label.endswith(face_symbol(face) if face < 6 else text("explorer.worm"))


def test_the_dice_form_names_its_columns_above_the_counts() -> None:
    at = explorer({"kept": "WW4", "roll": "11235"}, locale="nl-NL")
    header = [
        e.value
        for r in rows(at._tree)
        for e in leaves(r)
        if e.type == "markdown" and "<svg" not in e.value
    ]
    assert f"**{text('explorer.kept', 'nl')}**" in header
    assert f"**{text('explorer.roll', 'nl')}**" in header


def chart(at: AppTest, n: int) -> dict[str, Any]:
    spec: dict[str, Any] = json.loads(at.get("plotly_chart")[n].proto.spec)
    return spec
