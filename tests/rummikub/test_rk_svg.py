"""Rummikub pictures: well-formed, one tile group per tile, colour told by a symbol too."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from wormlib.rummikub import svg
from wormlib.rummikub.errors import InvalidTileNotationError
from wormlib.rummikub.melds import parse_table
from wormlib.rummikub.tiles import JOKER, parse_tiles, tile

NS = "{http://www.w3.org/2000/svg}"


def parse(picture: str) -> ET.Element:
    root = ET.fromstring(picture)
    for element in root.iter():
        element.tag = element.tag.removeprefix(NS)
    assert root.tag == "svg" and root.get("role") == "img" and root.get("viewBox")
    node = root.find("title")
    assert node is not None and node.text == root.get("aria-label")
    return root


def classed(root: ET.Element, name: str) -> list[ET.Element]:
    return [g for g in root.iter("g") if name in (g.get("class") or "").split()]


def test_a_tile_shows_its_number_in_its_colour() -> None:
    root = parse(svg.tile(tile(1, 13)))
    texts = [n for n in root.iter("text")]
    assert [n.text for n in texts] == ["13"]
    assert texts[0].get("fill") == svg.COLOUR_FILLS[1]
    assert root.get("aria-label") == "B13"


def test_each_colour_has_its_own_symbol_beyond_hue() -> None:
    drawn = []
    for colour in range(4):
        marks = [
            n for n in parse(svg.tile(tile(colour, 5))).iter() if "symbol" in n.get("class", "")
        ]
        assert len(marks) == 1
        drawn.append((marks[0].tag, len(marks[0].get("points", "").split())))
    assert drawn == [("circle", 0), ("rect", 0), ("polygon", 3), ("polygon", 4)]
    assert svg.SYMBOLS == ("circle", "square", "triangle", "diamond")


def test_the_joker_is_a_face_with_a_j_and_no_colour_class() -> None:
    root = parse(svg.tile(JOKER, title="joker"))
    g = classed(root, "tile")[0]
    assert "joker" in g.get("class", "")
    assert [n.text for n in root.iter("text")] == ["J"]
    assert len(root.findall(".//circle")) == 3  # the face and two eyes
    assert root.get("aria-label") == "joker"


def test_size_is_the_pixel_width_of_a_tile() -> None:
    root = parse(svg.tile(tile(0, 1), size=40))
    assert root.get("width") == "40"
    assert float(root.get("height", "0")) == pytest.approx(40 * svg.TILE_H / svg.TILE_W)


def test_a_rack_draws_every_tile_and_marks_the_picked_ones() -> None:
    rack = parse_tiles("R1 R1 B7 J K13")
    root = parse(svg.tiles(rack, picked={1, 3}))
    drawn = classed(root, "tile")
    assert len(drawn) == 5
    assert [i for i, g in enumerate(drawn) if "picked" in g.get("class", "")] == [1, 3]
    assert sum(1 for n in root.iter("text") if n.text == "✓") == 2


def test_per_row_breaks_a_rack_into_lines() -> None:
    rack = parse_tiles("R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12 R13 J")
    one = parse(svg.tiles(rack))
    two = parse(svg.tiles(rack, per_row=7))
    w1, h1 = (float(x) for x in one.get("viewBox", "").split()[2:])
    w2, h2 = (float(x) for x in two.get("viewBox", "").split()[2:])
    assert w2 < w1 / 1.9 and h2 > h1 * 1.9
    ys = {g.get("transform", "").split()[1] for g in classed(two, "tile")}
    assert len(ys) == 2


def test_an_empty_rack_keeps_a_tile_height() -> None:
    root = parse(svg.tiles(()))
    assert float(root.get("viewBox", "").split()[3]) == svg.TILE_H
    assert root.get("aria-label") == "-"


def test_a_valid_meld_has_a_plain_frame_and_an_invalid_one_a_flag() -> None:
    good = parse(svg.meld(parse_tiles("R7 R8 J"), label="1"))
    bad = parse(svg.meld(parse_tiles("R7 B8 Y9"), label="2"))
    assert not classed(good, "invalid")
    assert classed(bad, "invalid")
    assert "!" in [n.text for n in bad.iter("text")]
    assert "!" not in [n.text for n in good.iter("text")]
    assert next(n.text for n in good.iter("text")) == "1"


def test_the_wrap_variant_decides_whether_12_13_1_is_flagged() -> None:
    run = parse_tiles("R12 R13 R1")
    assert classed(parse(svg.meld(run)), "invalid")
    assert not classed(parse(svg.meld(run, wrap=True)), "invalid")


def test_new_tiles_carry_a_star() -> None:
    root = parse(svg.meld(parse_tiles("K3 K4 K5"), new={2}))
    stars = [p for p in root.iter("polygon") if p.get("class") == "new"]
    assert len(stars) == 1


def test_a_table_numbers_its_melds_and_draws_every_tile() -> None:
    table = parse_table("R1 R2 R3 R4 R5 R6 R7 R8 R9 | B5 Y5 K5 J | Y10 Y11 Y12 | K3 K4 K5")
    root = parse(svg.table(table, per_row=12))
    assert len(classed(root, "meld")) == 4
    assert len(classed(root, "tile")) == sum(len(m) for m in table)
    labels = [n.text for n in root.iter("text") if n.get("font-size") == "40"]
    assert labels == ["1", "2", "3", "4"]
    lines = {g.get("transform", "").split()[1] for g in classed(root, "meld")}
    assert len(lines) == 2  # 9 + 4 tiles fill a line of 12; the rest go below


def test_an_empty_table_is_a_dashed_outline() -> None:
    root = parse(svg.table(()))
    assert root.get("aria-label") == "-"
    assert any(r.get("stroke-dasharray") for r in root.iter("rect"))


def test_titles_are_escaped_text() -> None:
    picture = svg.tile(tile(0, 1), title='<script>alert("x")</script>')
    assert "<script>" not in picture
    assert parse(picture).get("aria-label") == '<script>alert("x")</script>'


def test_no_ids_so_pictures_can_share_a_page() -> None:
    table = parse_table("R1 R2 R3 | B5 Y5 K5 J")
    assert "id=" not in svg.table(table) + svg.tiles(parse_tiles("R1 J"))


@pytest.mark.parametrize("bad", [53, -1, "R7", 7.0])
def test_no_such_tile(bad: object) -> None:
    with pytest.raises(InvalidTileNotationError):
        svg.tile(bad)  # type: ignore[arg-type]
    with pytest.raises(InvalidTileNotationError):
        svg.tiles([0, bad])  # type: ignore[list-item]


def test_per_row_must_be_positive() -> None:
    with pytest.raises(ValueError, match="per_row"):
        svg.tiles(parse_tiles("R1 R2"), per_row=0)


def test_an_unjudged_meld_does_not_tell_whether_it_is_valid() -> None:
    bad = parse_tiles("R7 B8 Y9")
    root = parse(svg.meld(bad, judged=False))
    assert not classed(root, "invalid")
    assert "!" not in [n.text for n in root.iter("text")]
    assert svg.meld(bad, judged=False) == svg.meld(parse_tiles("R7 B8 Y9"), judged=False)
    good = parse(svg.meld(parse_tiles("R7 R8 R9"), judged=False))
    assert root.get("viewBox") == good.get("viewBox")  # same frame, whatever the tiles


def _luminance(colour: str) -> float:
    """Relative luminance (WCAG 2) of a #rrggbb colour."""
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


@pytest.mark.parametrize("colour", svg.COLOUR_FILLS)
def test_every_number_colour_reads_on_the_tile(colour: str) -> None:
    """WCAG AA for text: a contrast of at least 4.5 against the tile."""
    light, dark = sorted((_luminance(svg.TILE_FILL), _luminance(colour)), reverse=True)
    assert (light + 0.05) / (dark + 0.05) >= 4.5
