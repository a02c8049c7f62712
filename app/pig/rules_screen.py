"""The Pig rules page's parts: the rules with a die, and "most points or best chance to win?"
with the computer's figures, computed here by wormlib.pig.solver, never typed in."""

from __future__ import annotations

from functools import lru_cache

import streamlit as st

from app.common.i18n import percent, t
from app.pig import pictures
from wormlib.pig import solver
from wormlib.pig.bots import THUMB, HoldAt, Optimal
from wormlib.pig.rules import STANDARD_GOAL


def rules() -> None:
    st.markdown(t("pig_rules.goal", goal=STANDARD_GOAL))
    pictures.show(*(pictures.die(face, size=56) for face in range(1, 7)))
    for key in ("pig_rules.turn", "pig_rules.one", "pig_rules.hold", "pig_rules.win"):
        st.markdown(t(key))
    st.page_link("pages/pig-play.py", label=t("pig_rules.to_play"), icon="🐷")


def example() -> None:
    st.subheader(t("pig_rules.example_heading"))
    pictures.show(*(pictures.die(face, size=44) for face in (4, 6, 3)))
    st.markdown(t("pig_rules.example_hold", total=4 + 6 + 3))
    pictures.show(*(pictures.die(face, size=44) for face in (5, 1)))
    st.markdown(t("pig_rules.example_one"))


def points_or_winning() -> None:
    """Why 20 gives the most points per turn, and what playing to win does better."""
    first, versus = figures()
    st.subheader(t("pig_rules.plan_heading"))
    st.markdown(t("pig_rules.thumb", total=THUMB, lost=THUMB, won=4))
    st.markdown(t("pig_rules.optimal", first=percent(first), versus=percent(versus)))
    st.caption(t("pig_rules.source"))


@lru_cache(maxsize=1)
def figures() -> tuple[float, float]:
    """The first player's chance when both play to win, and playing to win against "hold at
    20" over both seats (about 2 seconds once per process; two numbers, shared)."""
    table = solver.chances(STANDARD_GOAL)
    mine, theirs = Optimal().policy(STANDARD_GOAL), HoldAt(THUMB).policy(STANDARD_GOAL)
    return float(table[0, 0, 0]), solver.both_seats(mine, theirs, STANDARD_GOAL)
