"""``python -m wormlib simulate``: the table, --json, and one-line errors with exit code 2."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from wormlib.cli import main
from wormlib.core.tournament import cores, wilson_interval


def test_json_output_sums_to_the_games(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["simulate", "--players", "careful,random", "--games", "12", "--json"])
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 12 and out["rules"] == "official" and out["seed"] == 1
    assert [r["bot"] for r in out["results"]] == ["careful", "random"]
    assert sum(r["wins"] for r in out["results"]) == pytest.approx(12)
    for r in out["results"]:
        assert r["ci95"] == pytest.approx(wilson_interval(r["wins"], 12))
        assert {"mean_worms", "bust_rate", "mean_tiles"} <= set(r)


def test_table_lists_each_bot(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "--players", "careful,rule-of-thumb", "--games", "4", "--seed", "3"]
    assert main([*args, "--rules", "short-pot"]) == 0
    out, err = capsys.readouterr()
    lines = out.splitlines()
    assert lines[0].startswith("4 games, 2 players, rules short-pot, seed 3")
    assert "95% interval" in lines[1]
    assert lines[2].startswith("careful") and lines[3].startswith("rule-of-thumb")
    assert err == ""  # no progress bar when stderr is not a terminal


def test_same_seed_same_output_with_more_jobs(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "--players", "careful,random", "--games", "25", "--json"]
    main(args)
    one = capsys.readouterr().out
    main([*args, "--jobs", "2"])
    assert capsys.readouterr().out == one


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--players", "careful,grandmaster"], "unknown bot 'grandmaster'"),
        (["--players", "careful"], "1 players"),
        (["--players", ",".join(["careful"] * 8)], "8 players"),
        (["--players", "careful,random", "--games", "0"], "--games"),
        (["--players", "careful,random", "--games", "many"], "not a whole number: 'many'"),
        (["--players", "careful,random", "--games", str(10**18)], "not from 1 to 1,000,000"),
        (["--players", "careful,random", "--games", "1000001"], "not from 1 to 1,000,000"),
        (["--players", "careful,random", "--jobs", "1000"], "not from 1 to 256"),
        (["--players", "careful,random", "--jobs", str(10**9)], "not from 1 to 256"),
        (["--players", "careful,random", "--jobs", "9" * 100_000], "not from 1 to 256"),
        (["--players", "careful,random", "--rules", "chess"], "unknown rules 'chess'"),
        (["--players", "careful,random", "--jobs", "0"], "--jobs"),
        ([], "--players"),
    ],
)
def test_bad_input_is_one_line_with_exit_code_2(
    args: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["simulate", *args]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("error:") and words in err
    assert len(err) < 200  # a long value is cut short


def test_help_says_that_jobs_are_capped_at_the_cores(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["simulate", "--help"])
    assert done.value.code == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "1 to 1,000,000" in text
    assert f"never more than the cores free (here {cores()})" in text


def test_module_entry_point_exits_2_on_bad_input() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "wormlib", "simulate", "--players", "expert"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


@pytest.mark.parametrize(
    ("command", "seats"),
    [
        (["simulate"], "the teams rules 4 to 7"),
        (["rummikub", "simulate"], "the teams rules 4 or 6"),
    ],
)
def test_help_says_how_many_each_games_teams_seat(
    command: list[str], seats: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main([*command, "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert f"under the default rules; {seats})" in text
    assert "Rummikub's" not in text
