"""Pig's rule set: the goal is the only thing a variant changes (100 by default).

``rules_named`` reads ``standard`` (100) or ``goal-N``; ``Rules.name`` writes that form back.
The goal is bounded because the solver's table grows with its cube (see ``solver``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from wormlib.core.errors import RulesError, shown

STANDARD_GOAL = 100
#: The goals a game may have: a short one for a lesson, at most the classic 100.
MIN_GOAL, MAX_GOAL = 5, 100
PLAYERS = 2


@dataclass(frozen=True, kw_only=True, slots=True)
class Rules:
    """The points that win; two players (the solver is exact for two, as Neller and
    Presser's)."""

    goal: int = STANDARD_GOAL
    min_players: int = PLAYERS
    max_players: int = PLAYERS

    def __post_init__(self) -> None:
        if type(self.goal) is not int or not MIN_GOAL <= self.goal <= MAX_GOAL:
            raise RulesError(
                f"a goal is a whole number from {MIN_GOAL} to {MAX_GOAL}, not {shown(self.goal)}"
            )

    @property
    def name(self) -> str:
        return "standard" if self.goal == STANDARD_GOAL else f"goal-{self.goal}"

    def check_players(self, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            raise RulesError(f"{players} players: Pig is played by {PLAYERS}")


STANDARD = Rules()


def rules_named(name: str) -> Rules:
    """``standard`` or ``goal-N`` (N from MIN_GOAL to MAX_GOAL); RulesError otherwise."""
    if name == "standard":
        return STANDARD
    found = re.fullmatch(r"goal-([0-9]{1,3})", name) if isinstance(name, str) else None
    if found is None:
        raise RulesError(f"unknown rules {shown(name)}: write standard or goal-N, such as goal-50")
    return Rules(goal=int(found[1]))
