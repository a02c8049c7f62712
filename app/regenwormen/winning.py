"""Who is winning: each player's chance to win through a game, and the chance to win after
each choice of a turn, for the play page's win meter, its coach and the report's chart.

The chances are ``wormlib.regenwormen.winprob``'s (a model fitted to bot games) and the
master bot's solve of the turn, whose values are those chances after the turn with the best
play afterwards. The chances are per side: per player, or with teams per team (A, B).
Pure (no streamlit).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from app.regenwormen import match as m
from wormlib.core.errors import SituationError
from wormlib.regenwormen.actions import Action
from wormlib.regenwormen.bots import MasterBot
from wormlib.regenwormen.rules import Rules
from wormlib.regenwormen.state import GameState, initial_state
from wormlib.regenwormen.winprob import win_chances, win_chances_of

Chances = tuple[float, ...]  # one per side, summing to 1


def person_side(match: m.Match) -> int | None:
    """The side of the first person at the table (None when only bots play)."""
    people = [p for p, seat in enumerate(match.seats) if seat.bot is None]
    return match.rules.team(people[0]) if people else None


def _per_side(rules: Rules, row: Sequence[float]) -> Chances:
    """A row of the seats' chances as the sides': with teams a seat's chance is its team's,
    and seats 0 and 1 are in teams A and B."""
    return tuple(float(p) for p in (row[:2] if rules.teams else row))


def chances_now(state: GameState) -> Chances | None:
    """Each side's chance to win from the start of the turn under way."""
    try:
        return _per_side(state.rules, win_chances(state))
    except SituationError:  # a variant or player count without a model
        return None


def chances_by_round(match: m.Match) -> list[Chances] | None:
    """Each player's chance to win at the start and after every round (each player one
    turn), and at the end: the same player to move at every point, so that the line shows
    the standing rather than whose turn it is (the mover's own turn to come is worth a few
    points, which would zigzag a line drawn turn by turn)."""
    states = [initial_state(len(match.seats), match.rules)]
    states.extend(step.after for step in m.history(match) if step.ends_turn)
    players = len(match.seats)
    rounds = states[::players] + ([states[-1]] if (len(states) - 1) % players else [])
    try:
        return [_per_side(match.rules, row) for row in win_chances_of(rounds)]
    except SituationError:
        return None


@dataclass(frozen=True, slots=True)
class Swing:
    """The round that changed a player's chance to win the most."""

    round: int  # 1 for the game's first round
    before: float
    after: float


def turning_point(series: Sequence[Chances], player: int) -> Swing | None:
    """The moment the game turned for side ``player``: the round after which its chance to
    win had moved the most (None before any round, or when nothing moved)."""
    swings = [(abs(b[player] - a[player]), i) for i, (a, b) in enumerate(pairwise(series))]
    if not swings or max(swings)[0] == 0:
        return None
    i = max(swings)[1]
    return Swing(i + 1, series[i][player], series[i + 1][player])


def choice_chances(state: GameState) -> dict[Action, float] | None:
    """The mover's (with teams its team's) chance to win the game after each legal choice,
    as the model sees it (fitted to expert bots' games, so everyone plays on as an expert
    would); None without a model."""
    if chances_now(state) is None:
        return None
    bot = MasterBot()
    advice = bot.solution(state).advise(state)
    return {option.action: option.value for option in advice.options}


__all__ = [
    "Chances",
    "Swing",
    "chances_by_round",
    "chances_now",
    "choice_chances",
    "person_side",
    "turning_point",
]
