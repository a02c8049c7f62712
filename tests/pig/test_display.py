"""Pig's objects show themselves as pictures in Jupyter, as the other games' do."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from wormlib.pig.actions import Die

SVG = "{http://www.w3.org/2000/svg}"


@pytest.mark.parametrize("face", range(1, 7))
def test_a_die_shows_its_face_as_pips(face: int) -> None:
    root = ET.fromstring(Die(face)._repr_svg_())
    assert root.tag == f"{SVG}svg"
    assert len(root.findall(f"{SVG}circle")) == face


def test_a_one_has_a_red_rim_that_the_other_faces_lack() -> None:
    def rim(face: int) -> str | None:
        return ET.fromstring(Die(face)._repr_svg_()).find(f"{SVG}rect").get("stroke")  # type: ignore[union-attr]

    assert rim(1) != rim(2)
    assert len({rim(face) for face in range(2, 7)}) == 1
