"""``wormlib rummikub simulate|replay``: output, seat rotation, bounds and one-line errors."""

from __future__ import annotations

import json
import random
from fractions import Fraction
from pathlib import Path

import pytest

from wormlib.cli import main
from wormlib.core.tournament import wilson_interval
from wormlib.rummikub import save
from wormlib.rummikub.bots import make_bot
from wormlib.rummikub.rules import SEED
from wormlib.rummikub.tournament import play_round, simulate


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["rummikub", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_simulate_json_counts_every_round_once(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, "simulate", "--players", "careful,beginner", "--rounds", "6", "--json"
    )
    report = json.loads(out)
    assert code == 0 and report["rounds"] == 6 and report["rules"] == "seed"
    results = {r["bot"]: r for r in report["results"]}
    assert sum(r["wins"] for r in results.values()) == 6
    for r in results.values():
        assert list(wilson_interval(r["wins"], 6)) == r["ci95"]
        assert r["ci95"][0] <= r["win_rate"] <= r["ci95"][1]
    assert results["careful"]["mean_score"] == -results["beginner"]["mean_score"]


def test_simulate_table_and_rules(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys,
        "simulate",
        "--players",
        "beginner,beginner,careful",
        "--rounds",
        "3",
        "--rules",
        "opening-20,wrap-13-1",
    )
    assert code == 0 and "rules opening-20,wrap-13-1" in out and "several seats" in out


def test_results_do_not_depend_on_the_jobs() -> None:
    one = simulate(["beginner", "beginner"], rounds=21, seed=3, jobs=1)
    two = simulate(["beginner", "beginner"], rounds=21, seed=3, jobs=2)
    assert one.as_dict() == two.as_dict()


def test_seats_rotate_so_each_bot_starts_half_the_rounds() -> None:
    report = simulate(["beginner", "beginner"], rounds=4, seed=1)
    (standing,) = report.standings
    assert standing.tally.seats == 8 and standing.wins == 4


@pytest.mark.parametrize(
    "argv",
    [
        ["--players", "careful,beginner", "--rounds", "0"],
        ["--players", "careful,beginner", "--rounds", "99999999999999999999999"],
        ["--players", "careful,beginner", "--rounds", "ten"],
        ["--players", "careful,beginner", "--jobs", "0"],
        ["--players", "careful,beginner", "--jobs", "100000"],
        ["--players", "careful"],
        ["--players", "careful,careful,careful,careful,careful"],
        ["--players", "careful,grandmaster"],
        ["--players", "careful,beginner", "--rules", "chess"],
        ["--players", "careful,beginner", "--rules", "x" * 5000],
    ],
)
def test_simulate_bad_input_is_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    code, out, err = run(capsys, "simulate", *argv)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("error:") and len(err) < 300


def _saved(tmp_path: Path) -> Path:
    record = play_round([make_bot("careful"), make_bot("beginner")], SEED, random.Random(1))
    path = tmp_path / "round.json"
    path.write_text(save.dumps(SEED, ["Ann", "Bob"], record.actions))
    return path


def test_replay_prints_the_result(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = _saved(tmp_path)
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 0 and "winner:" in out and "1 of 1 rounds played" in out
    code, out, _ = run(capsys, "replay", str(path), "--json")
    doc = json.loads(out)
    assert doc["finished"] and doc["players"] == ["Ann", "Bob"] and len(doc["winners"]) >= 1
    assert sum(Fraction(s) for s in doc["scores"]) == 0


@pytest.mark.parametrize("content", ["{}", "not json", '{"format": "wormlib-rummikub-save"}'])
def test_replay_bad_files_are_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, content: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    code, _, err = run(capsys, "replay", str(path))
    assert code == 2 and err.count("\n") == 1


def test_replay_refuses_a_directory_and_a_missing_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    for name in (str(tmp_path), str(tmp_path / "missing.json")):
        code, _, err = run(capsys, "replay", name)
        assert code == 2 and err.count("\n") == 1


def test_best_is_passed_on_to_the_solver_command(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "best", "--rack", "R1 R2 R3 B7", "--json")
    assert code == 0 and json.loads(out)["tiles_laid"] == 3
