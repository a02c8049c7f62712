"""The best-move solver on named positions: the rules it must get right and the known bugs of
the public solver, the teaching numbers, and ``rummikub best`` on the command line."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from wormlib.cli import main as cli
from wormlib.core.errors import SituationError
from wormlib.rummikub.errors import InvalidMeldError, InvalidTileNotationError
from wormlib.rummikub.melds import check_table, parse_table
from wormlib.rummikub.rules import SEED, parse_rules
from wormlib.rummikub.solver import BestMove, Objective, best_move, helpful_tiles
from wormlib.rummikub.tiles import JOKER, parse_tile, parse_tiles, tiles_str


def best(
    rack: str,
    table: str = "-",
    *,
    opened: bool = True,
    rules: str = "seed",
    objective: Objective = "tiles",
) -> BestMove:
    """The best move, after checking that its table is valid."""
    move = best_move(
        parse_tiles(rack),
        parse_table(table),
        opened=opened,
        rules=parse_rules(rules),
        objective=objective,
    )
    check_table(move.table, wrap=parse_rules(rules).wrap_13_1)
    return move


def test_ten_ten_ten_is_worth_30_and_opens() -> None:
    move = best("R10 B10 Y10 K2", opened=False)
    assert move.opening_possible and move.tiles_laid == 3 and move.value_laid == 30
    assert tiles_str(move.rack_left) == "K2"


def test_29_points_do_not_open() -> None:
    move = best("R8 R9 R12 B12 Y12", opened=False, rules="opening-37")
    assert not move.opening_possible and move.tiles_laid == 0
    assert best("R9 B9 Y9 K2", opened=False).opening_possible is False  # 27 points


def test_seven_eight_nine_joker_is_a_run() -> None:
    assert best("R7 R8 R9 J").tiles_laid == 4
    # worth 7+8+9+10 = 34 as an opening when a joker may open, 24 without the joker
    assert best("R7 R8 R9 J", opened=False, rules="joker-in-opening").tiles_laid == 4
    assert not best("R7 R8 R9 J", opened=False).opening_possible


def test_the_opening_never_uses_table_tiles() -> None:
    # R11 R12 R13 with the table's R10 would be 46 points, but only the rack counts
    move = best("R11 R12 B1", "R8 R9 R10", opened=False)
    assert not move.opening_possible and move.table == parse_table("R8 R9 R10")
    # from the rack alone it opens, and the table is left as it was
    move = best("R11 R12 R13 B1", "R8 R9 R10", opened=False)
    assert move.table == parse_table("R8 R9 R10 | R11 R12 R13")


def test_table_after_opening_may_then_use_the_table() -> None:
    rack = "R10 R11 R12 R5"
    assert best(rack, "R4 J R6", opened=False).tiles_laid == 3
    move = best(rack, "R4 J R6", opened=False, rules="table-after-opening")
    assert move.tiles_laid == 4 and move.joker_freed


def test_no_lay_leaves_the_table_as_it_was() -> None:
    table = "R1 R2 R3 | B7 Y7 K7"
    move = best("K11 B2", table)
    assert move.tiles_laid == 0 and move.table == parse_table(table)
    assert move.rack_left == parse_tiles("B2 K11") and not move.joker_freed


def test_a_freed_joker_stays_on_the_table() -> None:
    move = best("R5 K9", "R4 J R6")
    assert move.laid == (parse_tile("R5"),) and move.joker_freed
    assert Counter(t for meld in move.table for t in meld)[JOKER] == 1


def test_the_whole_table_may_be_rearranged() -> None:
    # R8 fits nowhere as the table stands; it joins when the runs are cut differently
    move = best("R8", "R5 R6 R7 R8 R9 R10 | R7 B7 Y7")
    assert move.tiles_laid == 1


def test_a_group_takes_no_colour_twice() -> None:
    assert best("R7 R7 B7").tiles_laid == 0


def test_wrap_13_1_only_as_a_variant() -> None:
    assert best("R12 R13 R1").tiles_laid == 0
    assert best("R12 R13 R1", rules="wrap-13-1").tiles_laid == 3
    assert best("R13 R1 R2", rules="wrap-13-1").tiles_laid == 0


def test_objectives_differ_where_tiles_and_points_disagree() -> None:
    rack = "R1 R2 R4 R5 J K12 K13"
    by_tiles = best(rack)  # the joker as R3: 5 tiles worth 42
    by_value = best(rack, objective="value")  # the joker with K12 K13: 3 tiles worth 55
    assert (by_tiles.tiles_laid, by_tiles.value_laid) == (5, 42)
    assert (by_value.tiles_laid, by_value.value_laid) == (3, 55)


def test_bad_positions_name_the_input() -> None:
    with pytest.raises(SituationError, match="3 × R5"):
        best("R5 R5", "R5 R6 R7")
    with pytest.raises(InvalidMeldError, match="R4 R4 R6"):
        best("R5", "R4 R4 R6")
    with pytest.raises(SituationError, match="at most 40"):
        best_move([0] * 41, (), opened=True)
    with pytest.raises(InvalidTileNotationError, match="no tile kind"):
        best_move([53], (), opened=True)
    with pytest.raises(InvalidTileNotationError, match="no tile kind"):
        best_move(["R5"], (), opened=True)  # type: ignore[list-item]
    with pytest.raises(SituationError, match="objective"):
        best_move([0], (), opened=True, objective="points")  # type: ignore[arg-type]


def test_helpful_tiles_and_their_chances() -> None:
    rack = parse_tiles("R10 R11 B3")
    found = dict(helpful_tiles(rack, (), opened=False, rules=SEED))
    # R9 (30 points) and R12 (33) open; 103 tiles are unseen, 2 of each of these
    assert found == {parse_tile("R9"): 2 / 103, parse_tile("R12"): 2 / 103}
    # opened, the rack lays R10 R11 with the table's joker; these let it lay a third tile
    # (K4 frees the joker, R8/R13 use it in a gap). 99 unseen, of them 1 joker.
    table = parse_table("K1 K2 K3 J")
    found = dict(helpful_tiles(rack, table, opened=True, rules=SEED))
    assert found[JOKER] == 1 / 99 and found[parse_tile("K4")] == 2 / 99
    assert set(found) == set(parse_tiles("R8 R9 R12 R13 K4 J"))


def test_helpful_tiles_counts_only_what_is_unseen() -> None:
    rack = parse_tiles("R10 R11 B3")
    unseen = [0] * 53
    unseen[parse_tile("R9")] = 1
    unseen[parse_tile("K5")] = 3 - 2  # one K5 the player cannot see, which does not help
    assert helpful_tiles(rack, (), opened=False, unseen=unseen) == [(parse_tile("R9"), 0.5)]
    unseen[parse_tile("R9")] = 2 + 1
    with pytest.raises(SituationError, match="unseen"):
        helpful_tiles(rack, (), opened=False, unseen=unseen)


def run_cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = cli(["rummikub", "best", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_json_fields(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "--rack", "R5 K9", "--table", "R4 J R6", "--json")
    assert code == 0
    assert json.loads(out) == {
        "tiles_laid": 1,
        "value_laid": 5,
        "table": [["R4", "R5", "R6", "J"]],
        "laid": ["R5"],
        "rack_left": ["K9"],
        "opening_possible": True,
        "joker_freed": True,
    }


def test_cli_initial_meld(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "--rack", "R7 R8 R9 J", "--initial", "--json")
    assert code == 0 and json.loads(out)["opening_possible"] is False
    code, out, _ = run_cli(
        capsys, "--rack", "R7 R8 R9 J", "--initial", "--rules", "joker-in-opening", "--json"
    )
    assert json.loads(out)["tiles_laid"] == 4
    code, out, _ = run_cli(capsys, "--rack", "R7 R8 K1", "--initial")
    assert code == 0 and "no opening possible" in out


@pytest.mark.parametrize(
    "args",
    [
        ["--rack", "R5 X9"],
        ["--rack", "R5", "--table", "R4 R4 R6"],
        ["--rack", "R5 R5", "--table", "R5 R6 R7"],
        ["--rack", " ".join(["R1"] * 41)],
        ["--rack", "R5", "--rules", "nope"],
        ["--rack", "R5", "--objective", "points"],
        ["--table", "R1 R2 R3"],
        ["--rack", "R" * 5000],
    ],
)
def test_cli_bad_input_is_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], args: list[str]
) -> None:
    code, out, err = run_cli(capsys, *args)
    assert code == 2 and out == ""
    assert err.startswith("error: ") and err.count("\n") == 1 and len(err) < 300
