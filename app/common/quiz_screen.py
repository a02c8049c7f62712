"""The widgets every quiz card shares, in screen order: where the round stands, the answer
buttons with one "Check" for every kind of question, then "Next question" or the score.

The game's screen draws the question, its pictures and the verdict with its reason.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import streamlit as st

from app.common.attention import bring_into_view
from app.common.i18n import t
from app.common.quiz_state import ROUND, Card, check, new_round, next_question


def progress(c: Card) -> None:
    st.caption(t("common.quiz.progress", n=c.number, count=ROUND))


def answer(
    c: Card,
    prompt: str,
    choices: Sequence[str],
    label: Callable[[str], str],
    judge: Callable[[Any], bool],
    *,
    multi: bool = False,
) -> bool | None:
    """Pick the answer(s), then "Check": the same for every kind. Returns the verdict (None
    before "Check"); once checked the answer is locked, as on a test paper."""
    locked = c.result is not None
    if multi:
        st.pills(
            prompt,
            choices,
            selection_mode="multi",
            format_func=label,
            key=c.answer_key,
            disabled=locked,
            label_visibility="collapsed",  # asked above; still the buttons' name
        )
        empty = False  # "none of them" is an answer too
    else:
        # required: a second click on the picked answer keeps it
        picked = st.pills(
            prompt,
            choices,
            format_func=label,
            key=c.answer_key,
            required=True,
            disabled=locked,
            label_visibility="collapsed",
        )
        empty = picked is None
    if not locked:
        st.button(
            t("common.quiz.check"),
            key=f"{c.prefix}.check.{c.seed}",
            on_click=check,
            args=(c, judge),
            type="primary",
            disabled=empty,
        )
    return c.result


def next_or_score(c: Card) -> None:
    """After "Check": the next question, or at the end of the round the score and a new round."""
    if c.result is None:
        return
    if c.finished:
        st.markdown(f"### {t('common.quiz.score', right=c.right, count=ROUND)}")
        st.button(
            t("common.quiz.new_round"), key=f"{c.prefix}.new_round", on_click=new_round, args=(c,)
        )
    else:
        st.button(t("common.quiz.next"), key=f"{c.prefix}.new", on_click=next_question, args=(c,))


Kind = TypeVar("Kind", bound=str)


def quiz_tab(
    prefix: str, key: str, kinds: Sequence[Kind], card: Callable[[Kind], None], opened: bool
) -> None:
    """A rules page's quiz: one card per kind of question (texts ``<prefix>.quiz.<kind>.h``),
    each in its own tab; ``opened`` (the pupil just opened the quiz) brings it up to the top
    of a phone's screen, below the page's tab bar."""
    with st.container(key=key):
        if opened:
            bring_into_view(key)
        st.header(t(f"{prefix}.quiz.h"))
        st.markdown(t(f"{prefix}.quiz.intro"))
        tabs = st.tabs([t(f"{prefix}.quiz.{kind}.h") for kind in kinds])
        for kind, tab in zip(kinds, tabs, strict=True):
            with tab:
                card(kind)
