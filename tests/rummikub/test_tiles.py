"""Tiles: kinds, notation round-trips, bad input."""

from __future__ import annotations

import pytest

from wormlib.core.i18n import LANGUAGES
from wormlib.rummikub.errors import InvalidTileNotationError
from wormlib.rummikub.melds import parse_table, table_str
from wormlib.rummikub.tiles import (
    COLOURS,
    FULL_SET,
    JOKER,
    TOTAL_TILES,
    colour_of,
    counts,
    from_counts,
    letters,
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


# --- the colour letters of each language (issue 22, 9) ---------------------------------------


@pytest.mark.parametrize(
    ("lang", "written"),
    [("en", "R7 B8 Y9 K10 J"), ("nl", "R7 B8 G9 Z10 J"), ("de", "R7 B8 G9 S10 J"),
     ("fr", "R7 B8 Y9 N10 J")],
)  # fmt: skip
def test_each_language_writes_and_reads_its_own_colour_letters(lang: str, written: str) -> None:
    tiles_ = parse_tiles("R7 B8 Y9 K10 J")
    assert tiles_str(tiles_, lang) == written
    assert parse_tiles(written, lang) == tiles_ == parse_tiles(written.lower(), lang)
    assert parse_tiles("R7 B8 Y9 K10 J", lang) == tiles_  # the canonical letters too
    assert tiles_str(tiles_) == "R7 B8 Y9 K10 J"  # saves and addresses: canonical


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_letter_means_two_things_in_a_language(lang: str) -> None:
    """A language's letters and the canonical ones together: one colour per letter, and J
    is the joker (French yellow, jaune, stays Y)."""
    own = letters(lang)
    assert len(own) == 4 and "J" not in own
    for letter_set in (own, COLOURS):
        for colour, letter in enumerate(letter_set):
            assert parse_tile(f"{letter}5", lang) == tile(colour, 5)


def test_another_languages_letter_is_refused_naming_the_letters() -> None:
    with pytest.raises(InvalidTileNotationError, match="R, B, Y or K"):
        parse_tile("Z5")  # Dutch black is not an English letter
    with pytest.raises(InvalidTileNotationError, match="R, B, G or Z"):
        parse_tile("S5", "nl")  # German black is not Dutch
    assert parse_table("G1 G2 G3 | Z5 R5 B5", "nl") == parse_table("Y1 Y2 Y3 | K5 R5 B5")
    assert table_str(parse_table("Y1 Y2 Y3"), "de") == "G1 G2 G3"
