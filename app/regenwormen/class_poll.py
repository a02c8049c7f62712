"""A moment of the explorer asked to a class: its description for the class store, and how a
phone or the projector shows it.

The description carries the situation as the explorer's link (``situation.to_query``), every
choice in the engine's notation (``keep 5``, ``roll``, ``take 27``) and the computer's value of
each: a pupil's server draws the moment and words its choices in the pupil's language without
solving anything. Choices are listed in a fixed order (faces, then roll, stop, take), never
best first, so that the order gives nothing away.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from typing import Any
from urllib.parse import parse_qsl

import streamlit as st

from app.common.i18n import t
from app.common.lessons import question_of
from app.common.links import SituationError
from app.regenwormen import explorer_words as words
from app.regenwormen import pictures
from app.regenwormen.explore import Report, report
from app.regenwormen.situation import Situation, from_query, to_query
from wormlib.core.errors import WormError
from wormlib.regenwormen import dice
from wormlib.regenwormen.actions import Keep, Roll, Stop, Take, parse_action
from wormlib.regenwormen.solver import Option

GAME = "regenwormen"
MOST = 12  # choices a class moment may have (app.classroom.inputs.Limits.choices)


def describe(r: Report) -> dict[str, Any]:
    """The moment of the explorer's report, as the class store keeps it."""
    s = r.situation
    best = words.value(r.best.value, s)
    options = sorted(r.options[:MOST], key=_order)
    return {
        "game": GAME,
        "situation": to_query(s),
        "choices": [str(o.action) for o in options],
        "values": [o.value for o in options],
        "best": [i for i, o in enumerate(options) if words.value(o.value, s) == best],
    }


def from_link(query: Mapping[str, str]) -> dict[str, Any] | None:
    """The moment of an explorer link (a lesson's), None when it is not one to ask."""
    try:
        return describe(report(from_query(dict(query))))
    except (SituationError, WormError, ValueError):
        return None


def from_position(position: str) -> dict[str, Any] | None:
    """The moment of a position that a class challenge kept (its explorer link, as
    ``urlencode(situation_query(state))`` wrote it); None when it is not one."""
    try:
        situation = from_query(dict(parse_qsl(position, strict_parsing=True)))
        return describe(report(situation))
    except (SituationError, WormError, ValueError):
        return None


def _order(option: Option) -> tuple[int, int]:
    action = option.action
    if isinstance(action, Keep):
        return 0, action.face
    if isinstance(action, Roll):
        return 1, 0
    if isinstance(action, Stop):
        return 2, 0
    return 3, action.tile if isinstance(action, Take) else 0


def _situation(description: Mapping[str, Any]) -> Situation:
    return from_query(description["situation"])


def question(description: Mapping[str, Any]) -> str:
    """What the class is asked: the lesson's question, or which face to set aside, or roll or
    stop."""
    asked = question_of(description)
    if asked is not None:
        with contextlib.suppress(KeyError):  # a key of another version of the app
            return t(asked)
    rolled = _situation(description).roll is not None
    return t("class.q_keep") if rolled else t("class.q_roll_stop")


def show(description: Mapping[str, Any]) -> None:
    """The moment drawn: the middle, the dice set aside and the roll, the stacks' tops."""
    middle, rows = _pictures(description)
    pictures.show(middle)
    for caption, picture in rows:
        st.caption(caption)
        pictures.show(picture)


def picture(description: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The moment as (caption, SVG) rows, for a page of its own (the lesson's results)."""
    middle, rows = _pictures(description)
    return [("", middle), *rows]


def _pictures(description: Mapping[str, Any]) -> tuple[str, list[tuple[str, str]]]:
    s = _situation(description)
    turned = [tile for tile in s.rules.tiles if tile not in {*s.middle, *s.held}]
    middle = pictures.middle(s.middle, turned, tiles=s.rules.tiles, size=40)
    rows = []
    if any(s.kept):
        rows.append((t("explorer.kept"), pictures.dice(s.kept, size=44)))
    if s.roll is not None:
        rows.append((t("explorer.roll"), pictures.dice(s.roll, size=44, dim=dice.faces_in(s.kept))))
    if s.own_top is not None:
        rows.append((t("explorer.own_short"), pictures.stack((s.own_top,), size=40)))
    if s.steal:
        rows.append(
            (t("explorer.steal_short"), "".join(pictures.tile(x, size=40) for x in s.steal))
        )
    return middle, rows


def choice(description: Mapping[str, Any], index: int) -> str:
    """A choice in the viewer's language: 'set aside two 5s', 'roll again'."""
    return words.action_label(parse_action(description["choices"][index]), _situation(description))


def unit(description: Mapping[str, Any]) -> str:
    return words.unit(_situation(description))


def value(description: Mapping[str, Any], index: int) -> str | None:
    """The computer's value of a choice, in the goal's own terms."""
    return words.value(float(description["values"][index]), _situation(description))


def answer(description: Mapping[str, Any]) -> None:
    """Nothing beyond the values: the best choice is marked in the answers."""
