"""``python -m wormlib pig odds|match|replay``: the solver's chances, exact matches, replays,
and bad input in one line with exit code 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wormlib.cli import main
from wormlib.pig import solver
from wormlib.pig.rules import Rules
from wormlib.pig.state import PigState

EXAMPLE = Path(__file__).parents[2] / "examples" / "pig_game.json"


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_odds_gives_the_solver_s_chances(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(
        ["pig", "odds", "--me", "20", "--them", "35", "--turn", "9", "--goal", "40", "--json"],
        capsys,
    )
    choice = solver.choice(PigState(Rules(goal=40), (20, 35), 0, 9))
    assert (code, err) == (0, "")
    assert json.loads(out) == {
        "position": "s:20/35 p:0 t:9 r:-",
        "goal": 40,
        "roll": choice.roll,
        "hold": choice.hold,
        "best": choice.best,
    }


def test_match_is_exact_over_both_seats(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["pig", "match", "optimal", "hold-at-20", "--goal", "30", "--json"], capsys)
    found = json.loads(out)
    mine, theirs = solver.optimal_policy(30), solver.hold_at(20, 30)
    assert code == 0
    assert found["both_seats"] == pytest.approx(solver.both_seats(mine, theirs, 30), abs=1e-12)
    assert found["both_seats"] == pytest.approx((found["first"] + found["second"]) / 2)


def test_replay_prints_the_winner(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["pig", "replay", str(EXAMPLE)], capsys)
    assert code == 0 and "rules: goal-30" in out and "winner: Ann" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["pig", "odds", "--me", "500"], "'500' is not from 0 to 100"),
        (["pig", "odds", "--turn", "1"], "a turn total is 0, or from 2"),
        (["pig", "odds", "--me", "100"], "the game is over"),
        (["pig", "match", "optimal", "x" * 100], "unknown bot 'xxxxxxxx"),
        (["pig", "replay", "/nonexistent.json"], "No such file"),
    ],
)
def test_bad_input_is_one_line_and_exit_code_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(argv, capsys)
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and message in err and len(err) < 200
