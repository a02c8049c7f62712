"""Tiles: kinds, notation round-trips, bad input."""

from __future__ import annotations

import pytest

from wormlib.rummikub.errors import InvalidTileNotationError
from wormlib.rummikub.tiles import (
    FULL_SET,
    JOKER,
    TOTAL_TILES,
    colour_of,
    counts,
    from_counts,
    number_of,
    parse_tile,
    parse_tiles,
    points,
    tile,
    tile_str,
    tiles_str,
)


def test_the_set_has_106_tiles_two_of_each_kind() -> None:
    assert sum(FULL_SET) == TOTAL_TILES == 106
    assert len(FULL_SET) == 53 and set(FULL_SET) == {2}


def test_kind_is_colour_times_13_plus_number_minus_1() -> None:
    assert tile(0, 1) == 0
    assert tile(3, 13) == 51
    assert tile(2, 7) == 2 * 13 + 6
    assert JOKER == 52


@pytest.mark.parametrize("kind", range(52))
def test_colour_and_number_give_the_kind_back(kind: int) -> None:
    assert tile(colour_of(kind), number_of(kind)) == kind


def test_every_kind_notation_round_trips() -> None:
    for kind in range(53):
        assert parse_tile(tile_str(kind)) == kind


def test_notation_examples_and_case() -> None:
    assert parse_tile("R7") == tile(0, 7)
    assert parse_tile("k13") == tile(3, 13)
    assert parse_tile(" y1 ") == tile(2, 1)
    assert parse_tile("j") == JOKER
    assert parse_tiles("R7 R8, J") == (tile(0, 7), tile(0, 8), JOKER)
    assert parse_tiles("R7,R8,,B1") == (tile(0, 7), tile(0, 8), tile(1, 1))
    assert parse_tiles("") == parse_tiles("-") == ()
    assert tiles_str(()) == "-"


@pytest.mark.parametrize("text", ["R0", "R14", "X7", "7R", "JJ", "R", "", "R07", "B1 3"])
def test_bad_tiles_are_refused_with_the_text(text: str) -> None:
    with pytest.raises(InvalidTileNotationError):
        parse_tiles(text) if " " in text else parse_tile(text)


def test_error_message_quotes_cut_input() -> None:
    with pytest.raises(InvalidTileNotationError) as e:
        parse_tile("X" * 500)
    assert "XXXX" in str(e.value) and len(str(e.value)) < 150


def test_joker_has_no_colour_or_number_but_costs_30() -> None:
    with pytest.raises(InvalidTileNotationError):
        colour_of(JOKER)
    with pytest.raises(InvalidTileNotationError):
        number_of(JOKER)
    assert points(JOKER) == 30
    assert points(tile(1, 10)) == 10


def test_counts_round_trip_and_refuse_non_kinds() -> None:
    tiles = parse_tiles("R7 R7 J K13")
    c = counts(tiles)
    assert len(c) == 53 and c[tile(0, 7)] == 2 and c[JOKER] == 1
    assert from_counts(c) == tuple(sorted(tiles))
    for bad in (53, -1, "R7", 1.0, True):
        with pytest.raises(InvalidTileNotationError):
            counts([bad])  # type: ignore[list-item]


def test_oversized_text_is_refused() -> None:
    with pytest.raises(InvalidTileNotationError):
        parse_tiles("R1 " * 1000)
