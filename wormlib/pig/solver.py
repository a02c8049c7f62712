"""The exact play-to-win solver: value iteration over (own score, opponent's score, turn total),
as in Neller and Presser, "Optimal Play of the Dice Game Pig" (UMAP Journal 25, 2004).

``chances(goal)[i, j, k]`` is the chance that the player to move wins, with ``i`` banked,
the opponent ``j`` and a turn total ``k``, when both play to win. Each sweep plays every turn
out exactly, from the highest turn total down, taking the chances at the start of the next
turn from the sweep before; sweeps repeat until no chance moves by more than ``TOLERANCE``.
For the standard game the table is 106 × 100 × 100 float64 (8.5 MB) and the solve takes
about a second. It is bounded: goals up to ``MAX_GOAL`` only, at most ``MAX_SWEEPS`` sweeps,
and at most ``CACHED`` tables kept. The same sweep with each player's decisions fixed gives
the exact chance that one policy beats another (``match``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from wormlib.core.dice import SIDES
from wormlib.core.errors import SituationError
from wormlib.pig.rules import MAX_GOAL, MIN_GOAL
from wormlib.pig.state import PigState

#: Chances settle to this (the published figures have 4 digits).
TOLERANCE = 1e-12
#: A bound on the work of one solve; the standard game settles in far fewer sweeps.
MAX_SWEEPS = 2_000
#: Tables kept in memory: at most 4 × 8.5 MB.
CACHED = 4

#: Win chances of the player to move, [i, j, k].
Table = npt.NDArray[np.float64]
#: Each player's chance to win at the start of a turn, [own score, opponent's score].
Start = npt.NDArray[np.float64]
#: A policy: True where the player to move at [i, j, k] rolls.
Policy = npt.NDArray[np.bool_]


class SolverError(SituationError):
    """A goal the solver does not solve, or sweeps that did not settle within their bound."""


@dataclass(frozen=True, slots=True)
class Choice:
    """The chance to win of each decision now, when both play to win from then on;
    ``hold`` is None at the start of a turn (there is nothing to hold)."""

    roll: float
    hold: float | None

    @property
    def best(self) -> str:
        return "roll" if self.hold is None or self.roll >= self.hold else "hold"


def chances(goal: int) -> Table:
    """The win chances under optimal play by both, [i, j, k] (read-only; cached)."""
    return _solved(_checked(goal))


def optimal_policy(goal: int) -> Policy:
    """True where rolling wins at least as often as holding (always at a turn's start)."""
    g = _checked(goal)
    table = chances(g)
    their_turn = table[:, :, 0].T  # [i, j] = table[j, i, 0]
    roll = (1 - their_turn[:, :, None] + sum(table[:, :, r : r + g] for r in range(2, 7))) / SIDES
    banked = np.minimum(np.arange(g)[:, None] + np.arange(g), g - 1)  # [i, k]
    hold = 1 - their_turn[banked].transpose(0, 2, 1)  # [i, j, k] = 1 - table[j, i + k, 0]
    return np.asarray((roll >= hold) | (np.arange(g) == 0))


def hold_at(threshold: int, goal: int) -> Policy:
    """ "Hold at ``threshold`` or at the goal": roll while the turn total is below it
    (a turn total that reaches the goal wins at once)."""
    g = _checked(goal)
    k = np.arange(g)[None, None, :]
    return np.broadcast_to(k < max(threshold, 1), (g, g, g)).copy()


def choice(state: PigState) -> Choice:
    """The chance to win of rolling and of holding now, for the player to move."""
    goal = state.rules.goal
    i, j, k = state.scores[state.current], state.scores[state.opponent], state.turn_total
    if state.rolling or max(i, j, i + k) >= goal or state.players != 2:
        raise SolverError(f"no decision to make in {state}: the die is rolling or the game over")
    table = chances(goal)
    rolled = (float(table[i, j, k + r]) if i + k + r < goal else 1.0 for r in range(2, 7))
    roll = (1 - float(table[j, i, 0]) + sum(rolled)) / SIDES
    return Choice(roll, None if k == 0 else 1 - float(table[j, i + k, 0]))


def match(first: Policy, second: Policy, goal: int) -> float:
    """The exact chance that ``first`` wins when it moves first against ``second``."""
    g = _checked(goal)
    a, b = np.full((g, g), 0.5), np.full((g, g), 0.5)
    for _ in range(MAX_SWEEPS):
        new_a = _turn(b, first)[0]
        new_b = _turn(new_a, second)[0]  # Gauss-Seidel: half the sweeps of Jacobi
        moved = max(_moved(a, new_a), _moved(b, new_b))
        a, b = new_a, new_b
        if moved < TOLERANCE:
            return float(a[0, 0])
    raise SolverError(f"the match did not settle in {MAX_SWEEPS} sweeps")


def both_seats(mine: Policy, theirs: Policy, goal: int) -> float:
    """The chance that ``mine`` wins, averaged over moving first and moving second."""
    return (match(mine, theirs, goal) + 1 - match(theirs, mine, goal)) / 2


@lru_cache(maxsize=CACHED)
def _solved(goal: int) -> Table:
    start = np.full((goal, goal), 0.5)
    for _ in range(MAX_SWEEPS):
        new, by_total = _turn(start, None)
        moved = _moved(start, new)
        start = new
        if moved < TOLERANCE:
            table = by_total.transpose(1, 2, 0)
            table.flags.writeable = False
            return table
    raise SolverError(f"the table for goal {goal} did not settle in {MAX_SWEEPS} sweeps")


def _checked(goal: int) -> int:
    if type(goal) is not int or not MIN_GOAL <= goal <= MAX_GOAL:
        raise SolverError(f"the solver takes a goal from {MIN_GOAL} to {MAX_GOAL}, not {goal!r}")
    return goal


def _turn(theirs: Start, policy: Policy | None) -> tuple[Start, Table]:
    """One sweep: the mover's chances [k, i, j] for every turn total, the highest first,
    with the opponent's chances at the start of a turn (``theirs[j, i]``) taken as known.

    A 1 hands the opponent a turn at [j, i]; holding at k hands one at [j, i + k]; a turn
    total that reaches the goal has won. There is nothing to hold at k = 0.
    """
    g = theirs.shape[0]
    i = np.arange(g)[:, None]
    their_turn = theirs.T  # [i, j] = theirs[j, i]
    lose = 1 - their_turn
    table = np.ones((g + SIDES, g, g))
    for k in range(g - 1, -1, -1):
        roll = (lose + table[k + 2 : k + SIDES + 1].sum(axis=0)) / SIDES
        if k == 0:
            best = roll
        else:
            hold = 1 - their_turn[np.minimum(i[:, 0] + k, g - 1)]
            best = (
                np.maximum(roll, hold) if policy is None else np.where(policy[:, :, k], roll, hold)
            )
        table[k] = np.where(i + k >= g, 1.0, best)
    return table[0].copy(), table


def _moved(old: Start, new: Start) -> float:
    return float(np.max(np.abs(new - old)))
