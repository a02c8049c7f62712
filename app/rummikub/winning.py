"""Who will win the round: each side's chance from the start of the turn under way, for the
Rummikub play page's meter. The chances are ``wormlib.rummikub.winprob``'s (a model fitted to
expert bots' rounds that reads only what every player sees). Pure (no streamlit).
"""

from __future__ import annotations

from app.rummikub import match as m
from wormlib.core.errors import SituationError
from wormlib.rummikub import winprob

Chances = tuple[float, ...]  # one per side (player, or team A, B[, C]), summing to 1


def chances_now(match: m.Match) -> Chances | None:
    """Each side's chance to win the round under way (None between rounds, at the end, or
    for a player count without a model)."""
    if match.over or not match.state.dealt:
        return None
    try:
        return winprob.win_chances(match.state)
    except SituationError:
        return None


def said_for(match: m.Match, found: Chances) -> int:
    """The side the meter's sentence speaks of: the first person's at the table, else the
    likeliest winner."""
    people = [p for p, seat in enumerate(match.seats) if seat.bot is None]
    if people:
        return match.state.team(people[0])
    return max(range(len(found)), key=found.__getitem__)


__all__ = ["Chances", "chances_now", "said_for"]
