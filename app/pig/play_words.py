"""The play page's sentences (no streamlit): what the dice did, what the coach says."""

from __future__ import annotations

from app.common.i18n import percent, t
from app.pig.match import Match
from wormlib.pig.solver import Choice

#: The bots, and the key of each one's name (a pupil reads a description, not a code).
BOTS = {"hold-at-20": "pig_play.bot_thumb", "optimal": "pig_play.bot_optimal"}


def bot_name(bot: str) -> str:
    return t(BOTS[bot])


def your_roll(match: Match) -> str | None:
    """What the person's last roll did, or None when there was none."""
    if match.rolled is None:
        return None
    if match.rolled == 1:
        return t("pig_play.you_lost_turn")
    return t("pig_play.you_rolled", face=match.rolled, total=match.state.turn_total)


def bot_turn(match: Match) -> str | None:
    """What the bot's last turn did, or None before it has played."""
    if not match.bot_rolled:
        return None
    faces = ", ".join(map(str, match.bot_rolled))
    if match.bot_held:
        return t("pig_play.bot_held", faces=faces, total=sum(match.bot_rolled))
    if match.over and not match.person_won:
        return t("pig_play.bot_won", faces=faces)
    return t("pig_play.bot_lost_turn", faces=faces)


def coach(choice: Choice) -> tuple[str, str]:
    """The chance to win of rolling and of holding (or why there is nothing to hold)."""
    roll = t("pig_play.coach_roll", chance=percent(choice.roll))
    if choice.hold is None:
        return roll, t("pig_play.coach_no_hold")
    return roll, t("pig_play.coach_hold", chance=percent(choice.hold))
