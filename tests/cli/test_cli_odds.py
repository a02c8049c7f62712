"""``python -m wormlib odds``: the solver's numbers for one moment of a turn, or one error line."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import pytest

from app.common.links import SituationError as AppSituationError
from app.regenwormen.situation import Situation
from wormlib.cli import main
from wormlib.core.errors import SituationError
from wormlib.regenwormen.dice import parse_dice
from wormlib.regenwormen.odds import most_opponents
from wormlib.regenwormen.rules import OFFICIAL, SHORT_POT, TWO_PLAYERS, Rules
from wormlib.regenwormen.solver import Context, solve
from wormlib.regenwormen.tiles import format_tiles, parse_tiles


def odds(args: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(["odds", *args.split("|")]) if args else main(["odds"])
    out, err = capsys.readouterr()
    return code, out, err


def odds_json(args: str, capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    code, out, err = odds(f"{args}|--json" if args else "--json", capsys)
    assert (code, err) == (0, "")
    result: dict[str, Any] = json.loads(out)
    return result


def test_between_rolls(capsys: pytest.CaptureFixture[str]) -> None:
    r = odds_json("--kept|W W 4 4 4", capsys)
    assert (r["dice_left"], r["total"]) == (3, 22)
    assert r["bust_next_roll"] == pytest.approx((2 / 6) ** 3)
    assert r["stop"] == 1  # tile 22: one worm
    kept = parse_dice("W W 4 4 4")
    solution = solve(Context())
    assert r["roll"] == pytest.approx(solution.roll_value(kept))
    assert r["best"] == ("roll" if r["roll"] > r["stop"] else "stop")
    assert sum(r["ends"].values()) == pytest.approx(1)


def test_the_start_of_a_turn_matches_the_published_figure(
    capsys: pytest.CaptureFixture[str],
) -> None:
    r = odds_json("--objective|tile", capsys)
    assert (r["dice_left"], r["total"], r["bust_next_roll"]) == (8, 0, 0)
    assert r["stop"] is None  # a turn cannot stop before its first roll
    assert r["roll"] == pytest.approx(0.893027, abs=5e-7)
    assert r["best"] == "roll"


def test_keep_choices_match_the_worked_example(capsys: pytest.CaptureFixture[str]) -> None:
    r = odds_json("--roll|1 1 2 3 5 W W W", capsys)
    assert (r["dice_left"], r["total"], r["bust"], r["best"]) == (8, 0, False, "W")
    published = {"1": 0.737978, "2": 1.168626, "3": 1.200205, "5": 1.122053, "W": 2.127968}
    assert [c["keep"] for c in r["choices"]] == ["W", "3", "2", "5", "1"]
    for c in r["choices"]:
        assert c["value"] == pytest.approx(published[c["keep"]], abs=5e-7)
        assert c["count"] == {"1": 2, "W": 3}.get(c["keep"], 1)
        assert c["stop"] is None  # no keep reaches 21
        assert c["roll"] == pytest.approx(c["value"])


def test_a_roll_without_a_new_face_busts(capsys: pytest.CaptureFixture[str]) -> None:
    r = odds_json("--kept|W W 4 4 4|--roll|4 W 4|--middle|21-28,30-36|--own-top|29", capsys)
    assert (r["bust"], r["best"], r["choices"]) == (True, None, [])
    assert r["value"] == -3  # tile 29 goes back
    assert r["ends"] == {"bust": 1.0}


def test_no_stop_without_a_tile_and_no_roll_without_dice(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert odds_json("--kept|1 1", capsys)["stop"] is None  # no worm
    full = odds_json("--kept|5 5 5 5 W W W W", capsys)
    assert (full["roll"], full["stop"], full["best"]) == (None, 4, "stop")  # 40 takes 36


def test_context_options_reach_the_solver(capsys: pytest.CaptureFixture[str]) -> None:
    tiles = "--middle|21-26,28-30|--steal|27|--own-top|31|--target|27|--exact"
    middle = (21, 22, 23, 24, 25, 26, 28, 29, 30)
    context = Context(middle, (27,), 31, objective="target", target=27, exact=True)
    r = odds_json(f"--kept|W W W 4 4 4|{tiles}", capsys)
    assert r["stop"] == 1  # exactly 27: the steal
    r = odds_json(f"--kept|W W 4 4|{tiles}", capsys)
    assert r["stop"] is None  # 18
    assert r["roll"] == pytest.approx(solve(context).roll_value(parse_dice("W W 4 4")))
    r = odds_json(f"--kept|W W W 4 4 4 1|{tiles}", capsys)
    assert r["stop"] == 0  # 28 takes a tile, but not exactly 27
    pot = odds_json("--kept|W W W W W 5 5 5|--rules|short-pot", capsys)
    assert pot["stop"] == solve(Context(middle=SHORT_POT.tiles, rules=SHORT_POT)).stop_value(
        parse_dice("W W W W W 5 5 5")
    )
    assert pot["stop"] == 3  # 40 takes 32, the highest of the short pot


def test_readable_table(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = odds("--kept|W W 4 4 4|--roll|1 2 5", capsys)
    assert (code, err) == (0, "")
    assert "keep" in out and "best: keep 5" in out
    code, out, _ = odds("--kept|W W 4 4 4", capsys)
    assert "next roll busts: 3.70 %" in out


@pytest.mark.parametrize(
    "args",
    [
        "--kept|W W 4 X",
        "--kept|1 1 1 1 1 1 1 1 1",
        "--kept|1 1 1 1|--roll|2 2 2 2 2",
        "--kept|1 1|--roll|2 2",
        "--middle|20-22",
        "--steal|37",
        "--own-top|19",
        "--middle|21-24|--steal|24",
        "--middle|21-24|--own-top|22",
        "--steal|27|--own-top|27",
        "--rules|short-pot|--middle|21-33",
        "--rules|no-such-rules",
        "--objective|money",
        "--target|50",
        "--objective|worms|--exact",
        "--middle|-",
        "--kept|" + "x" * 100_000,
        "--middle|" + "2" * 100_000,
        "--own-top|" + "9" * 100_000,
        "--rules|" + "r" * 100_000,
        "--objective|" + "o" * 100_000,
    ],
)
def test_bad_input_is_one_line_and_exit_2(args: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = odds(args, capsys)
    assert code == 2 and out == ""
    assert err.startswith("error: ") and err.count("\n") == 1
    assert len(err) < 300  # a long value is cut short


def test_an_empty_middle_is_refused_as_the_app_refuses_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, _, err = odds("--middle|-", capsys)
    assert code == 2 and "the middle is empty" in err
    with pytest.raises(SituationError, match="the middle is empty"):
        Context(middle=())


@pytest.mark.parametrize("rules", [TWO_PLAYERS, OFFICIAL], ids=lambda r: r.name)
def test_the_cli_and_the_explorer_allow_as_many_tiles_to_steal(
    rules: Rules, capsys: pytest.CaptureFixture[str]
) -> None:
    """The issue: the CLI took ``--rules two-players --steal 25,26,27``, which the app
    refused. One rule, wormlib.regenwormen.odds.check_steal: one tile per opponent."""
    most = most_opponents(rules)
    for count in (most, most + 1):
        steal, middle = rules.tiles[-count:], rules.tiles[:-count]
        code, _, err = odds(f"--rules|{rules.name}|--steal|{format_tiles(steal)}|--json", capsys)
        try:
            Situation(middle=middle, steal=steal, rules=rules).check()
            explorer = True
        except AppSituationError as e:
            explorer = e.key != "explorer.err_opponents"
        assert (code == 0) == explorer == (count == most), (count, err)
    code, _, err = odds("--rules|two-players|--steal|25,26,27", capsys)
    assert code == 2 and "3 tiles to steal (25-27)" in err and "at most 1 opponent" in err


@pytest.mark.parametrize(
    ("args", "steal", "own", "middle"),
    [("--steal|27", (27,), None, "21-26,28-36"), ("--own-top|25", (), 25, "21-24,26-36")],
)
def test_the_default_middle_leaves_out_the_top_tiles(
    args: str,
    steal: tuple[int, ...],
    own: int | None,
    middle: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    r = odds_json(f"--kept|W W W 4 4 4|{args}", capsys)  # the README's synopsis, total 27
    expected = solve(Context(parse_tiles(middle), steal, own)).roll_value(parse_dice("WWW444"))
    assert r["roll"] == pytest.approx(expected)
    code, out, _ = odds(f"--kept|W W W 4 4 4|{args}", capsys)
    assert code == 0 and f"middle {middle}," in out


def test_python_dash_m() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "wormlib", "odds", "--kept", "W W 4 4 4", "--json"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0
    assert json.loads(done.stdout)["dice_left"] == 3


@pytest.mark.parametrize("option", ["--mates", "--steal", "--middle"])
def test_a_tile_given_twice_is_refused(option: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = odds(f"--rules|teams|{option}|25,25", capsys)
    assert (code, out) == (2, "")
    assert err == "error: bad tile list '25,25': tile 25 given twice\n"
    code, out, err = odds(f"--rules|teams|{option}|21-26,24", capsys)
    assert "tile 24 given twice" in err


def test_rules_are_named_in_any_case_as_rummikubs_are(capsys: pytest.CaptureFixture[str]) -> None:
    assert odds_json("--rules| TEAMS|--mates|25", capsys) == odds_json(
        "--rules|teams|--mates|25", capsys
    )
