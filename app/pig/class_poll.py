"""A moment of a Pig game asked to a class: roll or hold?

The description carries the position in Pig's notation, the goal, the two choices and the
computer's chance to win of each (computed once, on the teacher's server), so that a pupil's
server draws the moment without solving anything. Roll comes first, hold second, always:
the order gives nothing away.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import streamlit as st

from app.common.i18n import percent, t
from wormlib.pig import game, solver
from wormlib.pig.rules import Rules
from wormlib.pig.state import PigState

GAME = "pig"
CHOICES = ("roll", "hold")
#: Each choice in the pupil's language: the play page's buttons.
_WORDS = ("pig_play.roll", "pig_play.hold")


def describe(state: PigState) -> dict[str, Any]:
    """The moment of a position where the player to move can both roll and hold."""
    chosen = solver.choice(state)
    assert chosen.hold is not None, "a class is asked only once there is something to hold"
    values = [chosen.roll, chosen.hold]
    return {
        "game": GAME,
        "position": state.notation(),
        "goal": state.rules.goal,
        "choices": list(CHOICES),
        "values": values,
        "best": [CHOICES.index(chosen.best)],
    }


def _state(description: Mapping[str, Any]) -> PigState:
    """The position (a WormError when the description is not a Pig moment)."""
    return game.parse_position(str(description["position"]), Rules(goal=int(description["goal"])))


def question(description: Mapping[str, Any]) -> str:
    return t("pig_class.question")


def show(description: Mapping[str, Any]) -> None:
    """The two scores, the goal, and the turn total at stake."""
    state = _state(description)
    mine, theirs, goal = st.columns(3)
    mine.metric(t("pig_class.mover"), state.scores[state.current])
    theirs.metric(t("pig_play.opponent"), state.scores[state.opponent])
    goal.metric(t("pig_play.goal"), state.rules.goal)
    st.metric(t("pig_play.turn_total"), state.turn_total)


def picture(description: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The moment for a page of its own (the lesson's results): the standing in words."""
    state = _state(description)
    return [
        (f"{t('pig_class.mover')}: {state.scores[state.current]}", ""),
        (f"{t('pig_play.opponent')}: {state.scores[state.opponent]}", ""),
        (f"{t('pig_play.goal')}: {state.rules.goal}", ""),
        (f"{t('pig_play.turn_total')}: {state.turn_total}", ""),
    ]


def answer(description: Mapping[str, Any]) -> None:
    """Nothing beyond the values: the better choice is marked in the answers."""


def choice(description: Mapping[str, Any], index: int) -> str:
    return t(_WORDS[index])


def unit(description: Mapping[str, Any]) -> str:
    return t("pig_class.unit")


def value(description: Mapping[str, Any], index: int) -> str | None:
    """The computer's chance to win after this choice."""
    return percent(float(description["values"][index]))
