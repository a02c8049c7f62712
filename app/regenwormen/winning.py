"""Who is winning: each player's chance to win through a game, and the chance to win after
each choice of a turn, for the play page's win meter, its coach and the report's chart.

The chances are ``wormlib.regenwormen.winprob``'s (a model fitted to bot games) and the
master bot's solve of the turn, whose values are those chances after the turn with the best
play afterwards. Pure (no streamlit). Teams have no model: everything here is then None.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from app.regenwormen import match as m
from wormlib.core.errors import SituationError
from wormlib.regenwormen.actions import Action
from wormlib.regenwormen.bots import MasterBot
from wormlib.regenwormen.state import GameState, initial_state
from wormlib.regenwormen.winprob import win_chances, win_chances_of

Chances = tuple[float, ...]  # one per seat, summing to 1


def chances_now(state: GameState) -> Chances | None:
    """Each player's chance to win from the start of the turn under way."""
    if state.rules.teams:
        return None
    try:
        return win_chances(state)
    except SituationError:  # a variant or player count without a model
        return None


def chances_by_turn(match: m.Match) -> list[Chances] | None:
    """Each player's chance to win at the start and after every finished turn."""
    if match.rules.teams:
        return None
    states = [initial_state(len(match.seats), match.rules)]
    states.extend(step.after for step in m.history(match) if step.ends_turn)
    try:
        return [tuple(float(p) for p in row) for row in win_chances_of(states)]
    except SituationError:
        return None


@dataclass(frozen=True, slots=True)
class Swing:
    """The turn that changed a player's chance to win the most."""

    turn: int  # 1 for the game's first turn
    mover: int  # whose turn it was
    before: float
    after: float


def turning_point(match: m.Match, series: Sequence[Chances], player: int) -> Swing | None:
    """The moment the game turned for ``player``: the finished turn after which their chance
    to win had moved the most (None before any turn, or when nothing moved)."""
    movers = [step.before.current for step in m.history(match) if step.ends_turn]
    swings = [(abs(series[i + 1][player] - series[i][player]), i) for i in range(len(series) - 1)]
    if not swings or max(swings)[0] == 0:
        return None
    i = max(swings)[1]
    return Swing(i + 1, movers[i], series[i][player], series[i + 1][player])


def choice_chances(state: GameState) -> dict[Action, float] | None:
    """The mover's chance to win the game after each legal choice, when everyone plays on
    the way the master bot does; None with teams or without a model."""
    if chances_now(state) is None:
        return None
    bot = MasterBot()
    advice = bot.solution(state).advise(state)
    return {option.action: option.value for option in advice.options}


__all__ = ["Chances", "Swing", "chances_by_turn", "chances_now", "choice_chances", "turning_point"]
