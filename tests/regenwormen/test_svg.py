"""The SVG pictures: well-formed, the right number of pips, worms and tiles, escaped text."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from wormlib.core.errors import InvalidNotationError
from wormlib.core.svg import INK
from wormlib.regenwormen import svg
from wormlib.regenwormen.dice import parse_dice
from wormlib.regenwormen.game import parse_position
from wormlib.regenwormen.rules import SHORT_POT
from wormlib.regenwormen.tiles import ALL_TILES, worms


def parse(picture: str) -> ET.Element:
    """The picture's tree, with tags stripped of the SVG namespace."""
    root = ET.fromstring(picture)
    for element in root.iter():
        element.tag = element.tag.removeprefix("{http://www.w3.org/2000/svg}")
    assert root.tag == "svg"
    assert root.get("viewBox")
    assert root.get("role") == "img"
    return root


def groups(root: ET.Element, kind: str) -> list[ET.Element]:
    """The <g> elements whose class list holds ``kind``."""
    return [g for g in root.iter("g") if kind in (g.get("class") or "").split()]


def title(root: ET.Element) -> str:
    node = root.find("title")
    assert node is not None and node.text is not None
    assert root.get("aria-label") == node.text
    return node.text


@pytest.mark.parametrize("face", [1, 2, 3, 4, 5])
def test_a_die_shows_as_many_pips_as_its_face(face: int) -> None:
    root = parse(svg.die(face))
    assert len(root.findall(".//circle")) == face
    assert not groups(root, "worm")
    assert title(root) == str(face)


def test_the_worm_face_is_a_worm_without_pips() -> None:
    root = parse(svg.die(6))
    assert len(groups(root, "worm")) == 1
    assert title(root) == "W"


@pytest.mark.parametrize("face", [0, 7, -1])
def test_no_such_face(face: int) -> None:
    with pytest.raises(InvalidNotationError, match=str(face)):
        svg.die(face)


def test_the_size_is_the_pixel_width_of_a_die() -> None:
    root = parse(svg.die(3, size=80))
    assert (root.get("width"), root.get("height")) == ("80", "80")
    row = parse(svg.dice(parse_dice("1 2 W"), size=50))
    assert float(row.get("height", "0")) == 50
    assert float(row.get("width", "0")) > 3 * 50


def test_a_row_of_dice_is_sorted_by_face() -> None:
    root = parse(svg.dice(parse_dice("W 4 1 4 W")))
    faces = [g.get("class") for g in groups(root, "die")]
    assert faces == ["die face-1", "die face-4", "die face-4", "die face-6", "die face-6"]
    assert title(root) == "1 4 4 W W"


def test_highlighted_faces_get_a_coloured_rim_and_dimmed_faces_fade() -> None:
    root = parse(svg.dice(parse_dice("1 3 3 W"), highlight={3}, dim={1}))
    by_face: dict[str, list[ET.Element]] = {}
    for g in groups(root, "die"):
        by_face.setdefault(g.get("class", ""), []).append(g)
    for g in by_face["die face-3"]:
        rim = g.find("rect")
        assert rim is not None and rim.get("stroke") == svg.HIGHLIGHT
    for face in ("die face-1", "die face-6"):
        rim = by_face[face][0].find("rect")
        assert rim is not None and rim.get("stroke") == INK
    assert by_face["die face-1"][0].get("opacity") == "0.35"
    assert by_face["die face-6"][0].get("opacity") is None


def test_no_dice_is_an_empty_picture_of_the_same_height() -> None:
    root = parse(svg.dice((0, 0, 0, 0, 0, 0)))
    assert not groups(root, "die")
    assert root.get("height") == parse(svg.dice(parse_dice("5"))).get("height")


@pytest.mark.parametrize("number", ALL_TILES)
def test_a_tile_shows_its_number_and_its_worms(number: int) -> None:
    root = parse(svg.tile(number))
    texts = [t.text for t in root.iter("text")]
    assert texts == [str(number)]
    assert len(groups(root, "worm")) == worms(number)


def test_a_turned_tile_shows_neither_number_nor_worms() -> None:
    root = parse(svg.tile(30, face_up=False))
    assert not list(root.iter("text"))
    assert not groups(root, "worm")
    assert groups(root, "turned")


@pytest.mark.parametrize("number", [20, 37])
def test_no_such_tile(number: int) -> None:
    with pytest.raises(InvalidNotationError, match=str(number)):
        svg.tile(number)


def test_titles_are_escaped() -> None:
    nasty = 'Tile <b>"27"</b> & co'
    picture = svg.tile(27, title=nasty)
    assert "<b>" not in picture
    assert title(parse(picture)) == nasty


def test_a_stack_shows_its_top_tile_and_its_height() -> None:
    root = parse(svg.stack((21, 25, 30)))
    texts = [t.text for t in root.iter("text")]
    assert texts == ["30", "3"]  # the top tile's number and the height badge
    assert len(groups(root, "tile")) == 1


def test_a_single_tile_stack_has_no_badge_and_an_empty_stack_is_a_slot() -> None:
    assert [t.text for t in parse(svg.stack((33,))).iter("text")] == ["33"]
    empty = parse(svg.stack(()))
    assert groups(empty, "slot")
    assert not groups(empty, "tile")


def test_a_high_stack_stays_a_bounded_picture() -> None:
    low = parse(svg.stack(tuple(range(21, 27))))
    high = parse(svg.stack(ALL_TILES))
    assert low.get("viewBox") == high.get("viewBox")
    assert [t.text for t in high.iter("text")] == ["36", "16"]


def test_the_middle_row_keeps_each_tile_in_its_place() -> None:
    root = parse(svg.middle((21, 22, 30), turned=(36,), highlight=(22,)))
    kinds = [g.get("class") for g in root if g.tag == "g"]
    assert len(kinds) == len(ALL_TILES)
    assert kinds[0] == "tile tile-21"
    assert kinds[1] == "tile tile-22"
    assert kinds[2] == "slot"  # 23 is held by a player
    assert kinds[9] == "tile tile-30"
    assert kinds[15] == "tile tile-36 turned"
    highlighted = [r for r in root.iter("rect") if r.get("stroke") == svg.HIGHLIGHT]
    assert len(highlighted) == 2  # the rim and the broad frame of tile 22 only


def test_the_middle_row_follows_the_rules_tiles() -> None:
    root = parse(svg.middle(SHORT_POT.tiles, tiles=SHORT_POT.tiles))
    assert len(groups(root, "tile")) == len(SHORT_POT.tiles) == 12


def test_the_table_draws_middle_stacks_names_and_dice() -> None:
    state = parse_position("m:21-24,26-30,32-35 x:36 s:25.31/- p:1 k:WW444 r:125")
    root = parse(svg.table(state, names=["Ann & <Bob>", "Cor"]))
    texts = [t.text for t in root.iter("text")]
    assert "Ann & <Bob>" in texts and "Cor" in texts
    names = [t for t in root.iter("text") if t.text in ("Ann & <Bob>", "Cor")]
    assert [n.get("fill") for n in names] == [INK, svg.HIGHLIGHT]  # Cor is to move
    assert len(groups(root, "die")) == 8
    dimmed = [g for g in groups(root, "die") if g.get("opacity")]
    assert dimmed == []  # the roll 1 2 5 shows no face that is set aside
    assert len(groups(root, "turned")) == 1
    assert title(root) == state.notation()


def test_the_table_dims_roll_dice_of_faces_already_set_aside() -> None:
    state = parse_position("m:21-36 x:- s:-/- p:0 k:WW r:114455")
    root = parse(svg.table(state))
    dimmed = [g.get("class") for g in groups(root, "die") if g.get("opacity")]
    assert dimmed == []
    state = parse_position("m:21-36 x:- s:-/- p:0 k:44 r:14455W")
    dimmed = [g.get("class") for g in groups(parse(svg.table(state)), "die") if g.get("opacity")]
    assert dimmed == ["die face-4", "die face-4"]


def test_the_table_wants_one_name_per_player() -> None:
    state = parse_position("m:21-36 x:- s:-/-/- p:0 k:- r:-")
    with pytest.raises(InvalidNotationError, match="2 names for the 3 players"):
        svg.table(state, names=["a", "b"])
