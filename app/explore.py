"""The explorer's numbers: the solver's values for a situation, and sampled turns to compare.

Pure (no streamlit). The solver is reached through ``wormlib.solver.solve`` (a bounded LRU
cache); the simulations are pure functions of immutable inputs, so they are cached the same
way. Nothing here is mutable or shared between sessions.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache, lru_cache, partial
from types import MappingProxyType

from app.situation import Situation
from wormlib import dice, game
from wormlib.actions import Action, Keep, Roll, Stop, Take
from wormlib.solver import Option, Solution, advise, solve
from wormlib.state import GameState

TURNS = 1000


@dataclass(frozen=True, slots=True)
class Report:
    """What best play from the situation is worth and how the turn ends."""

    situation: Situation
    #: Every choice now with its value under best play afterwards, best first.
    options: tuple[Option, ...]
    #: Chance the next roll busts: rolling now, or after the best keep of the roll showing.
    bust_next_roll: float | None
    #: How the turn ends under best play: tile -> probability, None -> a bust (read-only:
    #: reports are cached and shared by every session).
    ends: Mapping[int | None, float]
    #: The tile stopping now would take (None: stopping now busts, or a roll is showing).
    take_now: int | None

    @property
    def best(self) -> Option:
        return self.options[0]

    def dice_of(self, option: Option) -> int:
        """How many dice a keep sets aside (0 for other choices)."""
        roll = self.situation.roll
        if isinstance(option.action, Keep) and roll is not None:
            return roll[option.action.face - 1]
        return 0


@lru_cache(maxsize=256)
def report(situation: Situation) -> Report:
    """The solver's view of the situation (SituationError when it cannot happen)."""
    state = situation.state()
    advice = advise(state, situation.objective, target=situation.target, exact=situation.exact)
    solution = solve(situation.context())
    kept, roll = situation.kept, situation.roll
    if roll is None:
        bust_next = advice.bust_next_roll if game.can_roll(state) else None
    else:
        best_keep = solution.keep_choices(kept, roll)[0]
        bust_next = best_keep.bust_next_roll if best_keep.roll is not None else None
    takes = [o.action.tile for o in advice.options if isinstance(o.action, Take)]
    return Report(
        situation,
        advice.options,
        bust_next,
        MappingProxyType(solution.end_distribution(kept, roll)),
        takes[0] if takes else None,
    )


@dataclass(frozen=True, slots=True)
class Simulation:
    """Sampled turns played the best way: how each ended and what it was worth."""

    ends: tuple[int | None, ...]
    values: tuple[float, ...]

    def share(self, end: int | None) -> float:
        return self.ends.count(end) / len(self.ends)


@lru_cache(maxsize=64)
def simulate(situation: Situation, seed: int, turns: int = TURNS) -> Simulation:
    """Play ``turns`` turns from the situation with the solver's policy and real dice."""
    start = situation.state()
    solution = solve(situation.context())
    policy = cache(partial(_best_action, solution))  # states repeat often across turns
    rng = random.Random(seed)
    ends: list[int | None] = []
    values: list[float] = []
    for _ in range(turns):
        state = start
        while True:
            action = policy(state)
            total = state.turn.total
            state = game.step(state, action, rng)
            if state.current != start.current:  # the turn is over
                break
        if isinstance(action, Take):
            ends.append(action.tile)
            values.append(solution.context.take_value(action.tile, total))
        else:
            ends.append(None)
            values.append(solution.context.bust())
    return Simulation(tuple(ends), tuple(values))


def _best_action(solution: Solution, state: GameState) -> Action:
    """What the optimal policy does now (with the solver's tie rules: the higher tile)."""
    turn = state.turn
    if turn.roll is not None:
        return Keep(solution.keep_choices(turn.kept, turn.roll)[0].face)
    if solution.rolls(turn.kept):
        return Roll()
    takes = game.take_options(state)
    if not takes:
        return Stop()
    return Take(max(takes, key=lambda t: (solution.context.take_value(t, turn.total), t)))


def bust_grid() -> list[list[float | None]]:
    """Next-roll bust odds by faces used (rows 0..5) and dice left (columns 1..8).

    None where no turn gets: k faces used need k dice set aside, and nothing used means
    all eight dice are still to roll.
    """
    return [
        [
            dice.bust_probability(used, left)
            if left <= dice.DICE - used and (used > 0 or left == dice.DICE)
            else None
            for left in range(1, dice.DICE + 1)
        ]
        for used in range(6)
    ]
