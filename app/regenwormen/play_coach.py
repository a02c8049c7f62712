"""The coach beside a person's choices: what each choice brings on average, how often the turn
then busts, the chance to win the game, and a word when playing to win means another choice.

The numbers come from wormlib's solver and app/regenwormen/winning.py; this module says them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import streamlit as st

from app.common.i18n import percent, t
from app.common.words import chance_text
from app.regenwormen import play_words as words
from app.regenwormen import winning
from wormlib.regenwormen import solver
from wormlib.regenwormen.actions import Action, Roll
from wormlib.regenwormen.state import GameState


@dataclass(frozen=True, slots=True)
class Advice:
    """The coach's view of one decision (``wins``: None without a model of the game)."""

    best: Action
    options: Mapping[Action, solver.Option]
    wins: Mapping[Action, float] | None
    bust_next_roll: float | None


def advise(state: GameState) -> Advice:
    found = solver.advise(state, "worms")
    return Advice(
        found.best.action,
        {o.action: o for o in found.options},
        winning.choice_chances(state),
        found.bust_next_roll,
    )


def intro(advice: Advice, state: GameState, legal: Sequence[Action], shown: Sequence[str]) -> None:
    """What the coach's numbers mean, above the choices, and its word on this decision."""
    st.caption(t("play.coach_intro"))
    if advice.wins is not None:
        st.caption(t("play.coach_win_intro"))
        for_the_win(state, advice.best, advice.wins, shown)
    if advice.bust_next_roll is not None and Roll() in legal:
        st.info(t("play.coach_bust", p=chance_text(advice.bust_next_roll)))


def value(advice: Advice, action: Action) -> None:
    """Under a choice's button: its worms on average, its chance to bust, to win."""
    option = advice.options.get(action)
    if option is None:
        return
    said = t(
        "play.coach_value",
        value=words.worms_text(round(option.value, 2)),
        bust=chance_text(option.bust_chance),
    )
    if advice.wins is not None:
        said += " · " + t("play.coach_win_value", p=percent(advice.wins[action], 0))
    st.caption(said)


def for_the_win(
    state: GameState, best: Action, wins: Mapping[Action, float], shown: Sequence[str]
) -> None:
    """When another choice than the ★ one gives a better chance to win the game (by a
    whole percentage point), the coach says so: worms on average are not the whole game."""
    top = max(wins, key=wins.__getitem__)
    if wins[top] - wins[best] < 0.01:
        return
    st.info(
        t(
            "play.coach_win_differs",
            choice=words.choice_label(state, top, shown),
            p=percent(wins[top], 0),
            q=percent(wins[best], 0),
        ),
        icon="🏆",
    )
