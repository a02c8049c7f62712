"""``python -m wormlib replay FILE [--json]``: the final position and scores, or one error line."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from wormlib.cli import main
from wormlib.regenwormen import game, save
from wormlib.regenwormen.actions import parse_action
from wormlib.regenwormen.rules import OFFICIAL, TEAMS
from wormlib.regenwormen.state import initial_state

EXAMPLE = Path(__file__).parents[2] / "examples" / "sample_game.json"

# Ann throws eight worms and takes the highest tile; Bram throws eight ones: a bust with an
# empty stack turns the highest tile. Ann ends with 36, 34, ..., 22 (20 worms), Bram with none.
ANN_TURN = "roll; WWWWWWWW; keep W; take {}"
BRAM_TURN = "roll; 11111111; keep 1"
ROUNDS = [f"{ANN_TURN.format(high)}; {BRAM_TURN}" for high in range(36, 21, -2)]
FINAL = "m:- x:21,23,25,27,29,31,33,35 s:36.34.32.30.28.26.24.22/- p:0 k:- r:-"


def write_game(path: Path, turns: list[str]) -> Path:
    actions = [parse_action(a) for a in "; ".join(turns).split("; ")]
    path.write_text(save.dumps(OFFICIAL, ["Ann", "Bram"], actions))
    return path


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_replay_prints_the_final_position_and_scores(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(["replay", str(write_game(tmp_path / "g.json", ROUNDS))], capsys)
    assert (code, err) == (0, "")
    assert out.splitlines() == [
        "rules: official, 56 moves",
        f"position: {FINAL}",
        "  Ann: 20 worms (tiles 36 34 32 30 28 26 24 22)",
        "  Bram: 0 worms (tiles -)",
        "winner: Ann (decided by worms)",
    ]


def test_replay_json_prints_one_object(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write_game(tmp_path / "g.json", ROUNDS)
    code, out, _ = run(["replay", str(path), "--json"], capsys)
    assert code == 0
    assert json.loads(out) == {
        "rules": "official",
        "players": ["Ann", "Bram"],
        "moves": 56,
        "position": FINAL,
        "scores": [20, 0],
        "finished": True,
        "winners": ["Ann"],
        "decided_by": "worms",
    }


def test_replay_of_an_unfinished_game_says_who_is_to_play(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write_game(tmp_path / "g.json", [ROUNDS[0], ANN_TURN.format(34)])
    code, out, _ = run(["replay", str(path)], capsys)
    assert code == 0
    assert "position: m:21-33 x:35 s:36.34/- p:1 k:- r:-" in out
    assert out.splitlines()[-1] == "game not finished: Bram to play"
    code, out, _ = run(["replay", str(path), "--json"], capsys)
    result = json.loads(out)
    assert (result["finished"], result["winners"], result["scores"]) == (False, None, [8, 0])


def test_the_example_game_replays(capsys: pytest.CaptureFixture[str]) -> None:
    loaded = save.loads(EXAMPLE.read_text())
    code, out, _ = run(["replay", str(EXAMPLE), "--json"], capsys)
    result = json.loads(out)
    assert code == 0 and result["finished"]
    assert result["position"] == loaded.state.notation()
    assert result["scores"] == [
        sum((t - 21) // 4 + 1 for t in stack) for stack in loaded.state.stacks
    ]
    outcome = game.outcome(loaded.state)
    assert outcome is not None
    assert result["winners"] == [loaded.players[p] for p in outcome.winners]


def bad_inputs(tmp_path: Path) -> dict[str, list[str]]:
    (tmp_path / "not.json").write_text("{roll")
    (tmp_path / "big.json").write_text(" " * (save.MAX_BYTES + 1))
    illegal = json.loads(write_game(tmp_path / "x.json", ROUNDS[:1]).read_text())
    illegal["actions"][2] = "keep 5"
    (tmp_path / "illegal.json").write_text(json.dumps(illegal))
    return {
        "no such file": ["replay", str(tmp_path / "nope.json")],
        "not a regular file": ["replay", str(tmp_path)],
        "not valid JSON": ["replay", str(tmp_path / "not.json")],
        "too large": ["replay", str(tmp_path / "big.json")],
        "move 3": ["replay", str(tmp_path / "illegal.json"), "--json"],
        "the following arguments are required": ["replay"],
        "unrecognized arguments": ["replay", str(tmp_path / "x.json"), "--fast"],
        "invalid choice": ["replya", "x.json"],
    }


def test_bad_input_gives_one_error_line_and_exit_code_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for why, argv in bad_inputs(tmp_path).items():
        code, out, err = run(argv, capsys)
        assert (code, out) == (2, ""), why
        assert err.startswith("error: ") and err.count("\n") == 1, err
        assert why.lower() in err.lower()


def test_python_m_wormlib_replay(tmp_path: Path) -> None:
    path = write_game(tmp_path / "g.json", ROUNDS)
    command = [sys.executable, "-m", "wormlib", "replay", str(path), "--json"]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    assert (done.returncode, done.stderr) == (0, "")
    assert json.loads(done.stdout)["position"] == FINAL
    path.write_text(path.read_text().replace('"keep 1"', '"keep 2"', 1))
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.startswith("error: move 7: illegal action 'keep 2'")
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


def test_a_fifo_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)  # no writer: a plain open() would wait forever
    command = [sys.executable, "-m", "wormlib", "replay", str(fifo)]
    done = subprocess.run(command, capture_output=True, text=True, check=False, timeout=60)
    assert (done.returncode, done.stdout) == (2, "")
    assert "is not a regular file" in done.stderr and done.stderr.count("\n") == 1


def test_a_dash_reads_standard_input(tmp_path: Path) -> None:
    text = write_game(tmp_path / "g.json", ROUNDS).read_text()
    command = [sys.executable, "-m", "wormlib", "replay", "-", "--json"]
    done = subprocess.run(command, input=text, capture_output=True, text=True, check=False)
    assert (done.returncode, done.stderr) == (0, "")
    assert json.loads(done.stdout)["position"] == FINAL


def test_a_long_file_name_is_cut_in_the_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(["replay", str(tmp_path / ("x" * 200))], capsys)
    assert code == 2 and err.count("\n") == 1 and len(err) < 120


def team_game(path: Path) -> Path:
    """Ann (team A) takes the highest tile each round, the three others bust: Cas, of team
    A, ends with no worms and wins with Ann."""
    state = initial_state(4, TEAMS)
    actions = []
    while not game.is_terminal(state):
        turn = ANN_TURN.format(max(state.middle)) if state.current == 0 else BRAM_TURN
        for text in turn.split("; "):
            action = parse_action(text)
            actions.append(action)
            state = game.apply(state, action)
    path.write_text(save.dumps(TEAMS, ["Ann", "Bram", "Cas", "Dirk"], actions))
    return path


def test_replay_of_a_team_game_says_the_teams_and_why_a_player_without_worms_won(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    file = str(team_game(tmp_path / "teams.json"))
    code, out, err = run(["replay", file], capsys)
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[2:] == [
        "  Ann (team A): 10 worms (tiles 36 32 28 24)",
        "  Bram (team B): 0 worms (tiles -)",
        "  Cas (team A): 0 worms (tiles -)",
        "  Dirk (team B): 0 worms (tiles -)",
        "  team A: 10 worms",
        "  team B: 0 worms",
        "winner: team A (Ann and Cas) (decided by worms)",
    ]
    code, out, err = run(["replay", file, "--json"], capsys)
    found = json.loads(out)
    assert found["teams"] == [
        {"team": "A", "players": ["Ann", "Cas"], "score": 10},
        {"team": "B", "players": ["Bram", "Dirk"], "score": 0},
    ]
    assert found["winning_teams"] == ["A"]
