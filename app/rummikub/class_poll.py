"""A best-move question asked to a class: how many tiles can you lay from this rack at most?

The description carries the position as the page's link (``situation.to_query``), the
counts to choose from, and the computer's best move (the table after it and the tiles it
lays, in the engine's notation): it marks the right count and is drawn once the teacher shows
the best answer, so a pupil's server draws the moment without solving it.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from typing import Any

import streamlit as st

from app.common.i18n import number, t
from app.common.lessons import question_of
from app.rummikub import pictures
from app.rummikub.situation import (
    Analysis,
    Situation,
    SituationError,
    analyse,
    from_query,
    read,
    to_query,
)
from wormlib.core.errors import WormError
from wormlib.rummikub.melds import parse_table, table_str
from wormlib.rummikub.tiles import parse_tiles, tiles_str

GAME = "rummikub"
MOST = 12  # choices a class moment may have (app.classroom.inputs.Limits.choices)


def describe(s: Situation, a: Analysis) -> dict[str, Any]:
    """The moment of the page's position: counts 0, 1, 2, ... around the best one."""
    best, top = a.move.tiles_laid, len(s.rack)
    first = max(0, min(best - MOST // 2, top + 1 - MOST))
    counts = list(range(first, min(top, first + MOST - 1) + 1))
    return {
        "game": GAME,
        "situation": to_query(s),
        "choices": [str(n) for n in counts],
        "best": [counts.index(best)],
        "move": {"table": table_str(a.move.table), "laid": tiles_str(a.move.laid)},
    }


def _situation(description: Mapping[str, Any]) -> Situation:
    return from_link(description["situation"])


def moment_of_link(query: Mapping[str, str]) -> dict[str, Any] | None:
    """The moment of a best-move link (a lesson's), None when it is not one to ask."""
    try:
        s = from_link(query)
    except (SituationError, WormError, KeyError):
        return None
    found = analyse(s)
    return None if found is None else describe(s, found)


def from_link(query: Mapping[str, str]) -> Situation:
    """The situation of a best-move link (SituationError when it is not a readable one)."""
    values = from_query(query)
    return read(
        str(values["rack"]),
        str(values["table"]),
        opened=bool(values["opened"]),
        rules=str(values["rules"]),
        objective=str(values["goal"]),
    )


def question(description: Mapping[str, Any]) -> str:
    """What the class is asked: the lesson's question, or how many tiles at most."""
    asked = question_of(description)
    if asked is not None:
        with contextlib.suppress(KeyError):  # a key of another version of the app
            return t(asked)
    opened = _situation(description).opened
    return t("class.q_tiles") if opened else t("class.q_tiles_opening")


def show(description: Mapping[str, Any]) -> None:
    """The rack, then the table."""
    for caption, drawn in picture(description):
        st.caption(caption)
        if drawn:
            pictures.show(drawn)
        else:
            st.markdown(t("rummikub.none"))


def picture(description: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The rack and the table as (caption, SVG) rows ("" for an empty table)."""
    s = _situation(description)
    table = pictures.table(s.table, size=36, wrap=s.rules.wrap_13_1) if s.table else ""
    return [
        (t("rummikub_best.rack"), pictures.tiles(s.rack, size=36)),
        (t("rummikub_best.table"), table),
    ]


def choice(description: Mapping[str, Any], index: int) -> str:
    return number(int(description["choices"][index]), 0)


def unit(description: Mapping[str, Any]) -> str:
    return t("rummikub_best.laid")


def value(description: Mapping[str, Any], index: int) -> str | None:
    """A count has no value of its own: the right one is marked."""
    return None


def answer(description: Mapping[str, Any]) -> None:
    """The computer's best move: the table after it, the tiles it lays marked (nothing for a
    description without a readable move)."""
    move = description.get("move")
    try:
        table = parse_table(str(move["table"]))  # type: ignore[index]
        laid = parse_tiles(str(move["laid"]))  # type: ignore[index]
    except (TypeError, KeyError, WormError):
        return
    st.markdown(f"**{t('class.best_move')}**")
    if not laid:
        st.markdown(t("rummikub_best.nothing"))
        return
    wrap = _situation(description).rules.wrap_13_1
    pictures.show(pictures.table(table, size=36, new=laid, wrap=wrap))
