"""The play-to-win solver against Neller and Presser's published figures (computed here, then
compared within the figures' rounding), against a plain value iteration written separately,
and against games played out."""

from __future__ import annotations

import random
from functools import cache

import numpy as np
import pytest

from wormlib.pig import solver
from wormlib.pig.bots import HoldAt, Optimal, play
from wormlib.pig.rules import MAX_GOAL, Rules
from wormlib.pig.state import PigState


def test_the_first_player_wins_53_06_percent_when_both_play_to_win() -> None:
    """Neller and Presser (2004): "the first player has a 53.06% chance of winning"."""
    assert solver.chances(100)[0, 0, 0] == pytest.approx(0.5306, abs=0.00005)


def test_optimal_play_beats_hold_at_20_in_54_0_percent_over_both_seats() -> None:
    """Neller and Presser: optimal play wins 54.0% against "hold at 20 or at the goal"."""
    mine, theirs = Optimal().policy(100), HoldAt(20).policy(100)
    assert solver.both_seats(mine, theirs, 100) == pytest.approx(0.540, abs=0.0005)


def test_optimal_against_itself_is_the_solved_value() -> None:
    policy = solver.optimal_policy(30)
    assert solver.match(policy, policy, 30) == pytest.approx(solver.chances(30)[0, 0, 0], abs=1e-9)


GOAL = 12


@cache
def reference(i: int, j: int, k: int) -> float:
    """The same chances by plain value iteration over a dictionary, one state at a time."""
    states = [(a, b, c) for a in range(GOAL) for b in range(GOAL) for c in range(GOAL - a)]
    p = dict.fromkeys(states, 0.5)

    def value(a: int, b: int, c: int) -> float:
        return 1.0 if a + c >= GOAL else p[a, b, c]

    for _ in range(10_000):
        moved = 0.0
        for a, b, c in states:
            roll = (1 - p[b, a, 0] + sum(value(a, b, c + r) for r in range(2, 7))) / 6
            new = roll if c == 0 else max(roll, 1 - p[b, a + c, 0])
            moved, p[a, b, c] = max(moved, abs(new - p[a, b, c])), new
        if moved < 1e-13:
            return p[i, j, k]
    raise AssertionError("the reference did not settle")


def test_the_table_agrees_with_a_plain_value_iteration() -> None:
    table = solver.chances(GOAL)
    for i, j, k in [(0, 0, 0), (5, 9, 2), (11, 0, 0), (0, 11, 8), (7, 7, 4), (3, 10, 0)]:
        assert table[i, j, k] == pytest.approx(reference(i, j, k), abs=1e-9)


def test_the_coach_s_chances_are_the_table_s() -> None:
    table = solver.chances(40)
    for i, j, k in [(0, 0, 0), (10, 30, 12), (35, 38, 4), (20, 0, 19)]:
        choice = solver.choice(PigState(Rules(goal=40), (i, j), 0, k))
        best = max(choice.roll, -1 if choice.hold is None else choice.hold)
        assert table[i, j, k] == pytest.approx(best, abs=1e-12)
        assert 0 <= choice.roll <= 1 and (k == 0) == (choice.hold is None)


def test_the_exact_match_agrees_with_games_played_out() -> None:
    rules, games, rng = Rules(goal=30), 4000, random.Random(40)
    bots = (HoldAt(20), Optimal())
    wins = sum(play(bots, rng, rules)[0].scores[0] >= 30 for _ in range(games))
    exact = solver.match(bots[0].policy(30), bots[1].policy(30), 30)
    assert abs(wins / games - exact) < 4 * np.sqrt(exact * (1 - exact) / games)


def test_every_solve_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(solver.SolverError, match="goal from"):
        solver.chances(MAX_GOAL + 1)
    monkeypatch.setattr(solver, "MAX_SWEEPS", 3)
    with pytest.raises(solver.SolverError, match="did not settle in 3 sweeps"):
        solver.match(solver.hold_at(20, 50), solver.hold_at(25, 50), 50)
    solver._solved.cache_clear()
    with pytest.raises(solver.SolverError, match="did not settle in 3 sweeps"):
        solver.chances(17)
    assert solver._solved.cache_info().maxsize == solver.CACHED


def test_the_table_is_read_only_and_its_size_is_known() -> None:
    table = solver.chances(100)
    assert table.shape == (100, 100, 106) and table.nbytes == 8_480_000
    with pytest.raises(ValueError, match="read-only"):
        table[0, 0, 0] = 1.0
