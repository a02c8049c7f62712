"""Melds: one test per meld rule of RUMMIKUB_RULES.md, and the table notation."""

from __future__ import annotations

import pytest

from wormlib.rummikub.errors import InvalidMeldError, InvalidTileNotationError
from wormlib.rummikub.melds import (
    arrange_meld,
    check_meld,
    check_table,
    is_valid_meld,
    parse_table,
    table_str,
)
from wormlib.rummikub.tiles import parse_tiles


def meld(text: str, wrap: bool = False) -> tuple[str, tuple[int, ...], int]:
    info = check_meld(parse_tiles(text), wrap=wrap)
    return info.kind, info.stands_for, info.value


def refused(text: str, wrap: bool = False) -> str:
    with pytest.raises(InvalidMeldError) as e:
        check_meld(parse_tiles(text), wrap=wrap)
    return str(e.value)


def test_group_of_three_and_four_different_colours() -> None:
    assert meld("R7 B7 Y7") == ("group", parse_tiles("R7 B7 Y7"), 21)
    assert meld("R7 B7 Y7 K7")[0] == "group"


def test_group_with_a_repeated_colour_is_refused() -> None:
    message = refused("R7 R7 B7")
    assert "R7 R7 B7" in message and "colour" in message


def test_group_of_five_is_refused() -> None:
    assert "at most 4" in refused("R7 B7 Y7 K7 J")


def test_ten_ten_ten_is_worth_30() -> None:
    assert meld("R10 B10 K10")[2] == 30


def test_run_of_three_consecutive_one_colour() -> None:
    assert meld("B4 B5 B6") == ("run", parse_tiles("B4 B5 B6"), 15)


def test_run_of_mixed_colours_is_refused() -> None:
    assert "colour" in refused("B4 B5 R6")


def test_run_with_a_gap_is_refused() -> None:
    assert "R7" in refused("R5 R7 R8")


def test_run_written_descending_is_refused() -> None:
    refused("R9 R8 R7")


def test_runs_max_13_tiles() -> None:
    full = " ".join(f"K{n}" for n in range(1, 14))
    assert meld(full)[2] == sum(range(1, 14))
    assert "at most 13" in refused(full + " J")
    refused(full + " K1", wrap=True)


def test_two_tiles_are_no_meld() -> None:
    assert "at least 3" in refused("R7 R8")


def test_12_13_1_is_no_run_by_default() -> None:
    assert "after 13" in refused("R12 R13 R1")


def test_12_13_1_is_a_run_in_wrap_13_1_with_the_1_worth_1() -> None:
    assert meld("R12 R13 R1", wrap=True) == ("run", parse_tiles("R12 R13 R1"), 26)
    assert meld("R11 R12 R13 J", wrap=True)[1] == parse_tiles("R11 R12 R13 R1")


def test_13_1_2_is_never_a_run() -> None:
    refused("R13 R1 R2")
    refused("R13 R1 R2", wrap=True)
    refused("R13 J R2", wrap=True)


def test_joker_stands_for_the_tile_its_run_position_needs() -> None:
    assert meld("J R5 R6") == ("run", parse_tiles("R4 R5 R6"), 15)
    assert meld("R7 R8 J") == ("run", parse_tiles("R7 R8 R9"), 24)
    assert meld("R7 J R9")[1] == parse_tiles("R7 R8 R9")


def test_7_8_9_joker_is_a_run() -> None:
    assert meld("Y7 Y8 Y9 J") == ("run", parse_tiles("Y7 Y8 Y9 Y10"), 34)


def test_joker_in_a_group_stands_for_the_lowest_missing_colour() -> None:
    assert meld("Y5 K5 J") == ("group", parse_tiles("Y5 K5 R5"), 15)


def test_joker_cannot_stand_below_1_or_above_13() -> None:
    assert meld("J J R1")[0] == "group"  # as a run it would need -1 and 0
    refused("J R1 R2")
    refused("R12 R13 J")


def test_one_tile_and_two_jokers_reads_the_way_worth_more() -> None:
    assert meld("R5 J J") == ("run", parse_tiles("R5 R6 R7"), 18)
    assert meld("R13 J J")[0:1] == ("group",) and meld("R13 J J")[2] == 39


def test_only_jokers_is_no_meld() -> None:
    refused("J J J")


def test_mixed_numbers_and_colours_say_why() -> None:
    assert "mixes" in refused("R5 B6 Y7")


def test_meld_names_are_cut_in_messages() -> None:
    long = "R1 " * 14
    assert len(refused(long)) < 120


def test_table_notation_round_trips() -> None:
    text = "R7 R8 R9 | B5 Y5 K5 J"
    table = parse_table(text)
    assert table == (parse_tiles("R7 R8 R9"), parse_tiles("B5 Y5 K5 J"))
    assert table_str(table) == text
    assert parse_table(table_str(())) == () == parse_table("")


def test_table_with_an_empty_meld_is_bad_notation() -> None:
    with pytest.raises(InvalidTileNotationError):
        parse_table("R7 R8 R9 || B1 B2 B3")


def test_check_table_names_the_invalid_meld_by_number() -> None:
    with pytest.raises(InvalidMeldError) as e:
        check_table(parse_table("R7 R8 R9 | B5 B5 Y5"))
    assert "meld 2" in str(e.value) and "B5 B5 Y5" in str(e.value)


def test_arrange_meld_orders_tiles_into_a_valid_meld() -> None:
    arranged = arrange_meld(parse_tiles("R9 J R7"))
    assert arranged is not None and sorted(arranged) == sorted(parse_tiles("R9 J R7"))
    assert check_meld(arranged).stands_for == parse_tiles("R7 R8 R9")
    assert arrange_meld(parse_tiles("R1 R13 R12"), wrap=True) == parse_tiles("R12 R13 R1")
    assert arrange_meld(parse_tiles("R1 R13 R12")) is None
    assert is_valid_meld(arrange_meld(parse_tiles("K7 R7 B7")) or ())
    assert arrange_meld(parse_tiles("R7 R7 B7")) is None


def test_arrange_meld_never_changes_the_tiles_it_is_given() -> None:
    """A repeated number is no run: R8 R8 R9 R11 must not come back as R8 R9 J R11."""
    assert arrange_meld(parse_tiles("R8 R8 R9 R11")) is None
    assert arrange_meld(parse_tiles("R8 R8 R9 J")) is None
