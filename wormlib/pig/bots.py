"""Pig's bots: "hold at 20" (the rule of thumb that maximises points per turn) and the
optimal player (which maximises the chance to win, from ``solver``). The gap between them
is the lesson: the most points is not the same as the best chance to win.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from wormlib.core import dice
from wormlib.core.errors import UnknownBotError, shown
from wormlib.pig import game, solver
from wormlib.pig.actions import Action, Die, Hold, Roll
from wormlib.pig.rules import STANDARD, Rules
from wormlib.pig.state import PigState, initial_state

#: Points per turn are at their most expected when holding at 20 (20 × 1/6 lost ≈ 5/6 × 4 won).
THUMB = 20


class Bot(Protocol):
    def decide(self, state: PigState) -> Action:
        """The decision for the player to move (never called at chance or the end)."""
        ...

    def policy(self, goal: int) -> solver.Policy:
        """Every decision at once, for the solver's exact match (True: roll)."""
        ...


@dataclass(frozen=True, slots=True)
class HoldAt:
    """Roll until the turn total reaches ``threshold`` (or the goal, which wins at once)."""

    threshold: int = THUMB

    def decide(self, state: PigState) -> Action:
        return Roll() if state.turn_total < max(self.threshold, 1) else Hold()

    def policy(self, goal: int) -> solver.Policy:
        return solver.hold_at(self.threshold, goal)


@dataclass(frozen=True, slots=True)
class Optimal:
    """Roll or hold, whichever wins more often when both play to win."""

    def decide(self, state: PigState) -> Action:
        return Roll() if solver.choice(state).best == "roll" else Hold()

    def policy(self, goal: int) -> solver.Policy:
        return solver.optimal_policy(goal)


BOTS: dict[str, Bot] = {f"hold-at-{THUMB}": HoldAt(), "optimal": Optimal()}


def make_bot(name: str) -> Bot:
    """The bot of this name; UnknownBotError lists the names otherwise."""
    try:
        return BOTS[name]
    except (KeyError, TypeError):
        raise UnknownBotError(f"unknown bot {shown(name)}: choose {' or '.join(BOTS)}") from None


def play(
    bots: Sequence[Bot], rng: random.Random, rules: Rules = STANDARD
) -> tuple[PigState, tuple[Action, ...]]:
    """One game with bot i in seat i, the die thrown with ``rng``: the end and every action."""
    state = initial_state(len(bots), rules)
    actions: list[Action] = []
    while (player := game.current_player(state)) != game.TERMINAL:
        if player == game.CHANCE:
            action: Action = Die(dice.throw(rng))
        else:
            action = bots[player].decide(state)
        state = game.apply(state, action)
        actions.append(action)
    return state, tuple(actions)
