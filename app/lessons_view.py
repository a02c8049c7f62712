"""The lessons page: each lesson notebook with what it teaches, its file and its explorer moment.

The notebooks themselves live in ``notebooks/<language>/``; the page only lists them. A
Regenwormen lesson's moment opens in the explorer, a Rummikub lesson's on the best-move page.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

import streamlit as st

from app import rk_situation
from app.i18n import language, t
from app.situation import Situation, to_query
from wormlib.core.i18n import SOURCE
from wormlib.regenwormen.dice import parse_dice
from wormlib.rummikub.tiles import parse_tiles

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"


class Link(NamedTuple):
    """Where a lesson's moment opens: the page's script, the key of the link's words, the query."""

    page: str
    label: str
    query: dict[str, str]


@dataclass(frozen=True, slots=True)
class Lesson:
    """A lesson: its texts (``lessons.<key>.*``), its file per language, its moment (a
    Regenwormen situation or a Rummikub position)."""

    key: str
    files: dict[str, str]
    moment: Situation | rk_situation.Situation

    def language(self, lang: str) -> str:
        """The notebook's language: the reader's, or English where it has no notebook."""
        return lang if lang in self.files else SOURCE

    def path(self, lang: str) -> str:
        """The notebook's path under notebooks/, in this language (or in English)."""
        return f"{self.language(lang)}/{self.files[self.language(lang)]}"

    def link(self) -> Link:
        """The page that opens the moment, and the link to it."""
        if isinstance(self.moment, Situation):
            return Link("pages/explorer.py", "lessons.explore", to_query(self.moment))
        return Link(
            "pages/rummikub-best.py", "lessons.explore_best", rk_situation.to_query(self.moment)
        )


LESSONS = (
    Lesson(
        "odds",
        {
            "en": "1_what_are_the_odds.ipynb",
            "nl": "1_hoe_groot_is_de_kans.ipynb",
            "de": "1_wie_wahrscheinlich.ipynb",
            "fr": "1_quelle_probabilite.ipynb",
        },
        Situation(kept=parse_dice("WW444")),
    ),
    Lesson(
        "value",
        {
            "en": "2_expected_value.ipynb",
            "nl": "2_verwachtingswaarde.ipynb",
            "de": "2_erwartungswert.ipynb",
            "fr": "2_esperance.ipynb",
        },
        Situation(kept=parse_dice("WWW4443")),
    ),
    Lesson(
        "simulate",
        {
            "en": "3_simulate_or_compute.ipynb",
            "nl": "3_simuleren_of_uitrekenen.ipynb",
            "de": "3_simulieren_oder_berechnen.ipynb",
            "fr": "3_simuler_ou_calculer.ipynb",
        },
        Situation(kept=parse_dice("WW444")),
    ),
    Lesson(
        "bots",
        {
            "en": "4_bots_against_each_other.ipynb",
            "nl": "4_bots_tegen_elkaar.ipynb",
            "de": "4_bots_gegeneinander.ipynb",
            "fr": "4_bots_contre_bots.ipynb",
        },
        Situation(kept=parse_dice("WW5555")),
    ),
    Lesson(
        "opening",
        {
            "en": "5_can_i_open.ipynb",
            "nl": "5_kan_ik_openen.ipynb",
            "de": "5_kann_ich_auslegen.ipynb",
            "fr": "5_premiere_pose.ipynb",
        },
        rk_situation.Situation(
            parse_tiles("R10 R11 R12 B2 B5 B9 Y1 Y4 Y7 Y13 K3 K6 K8 K13"), opened=False
        ),
    ),
)


def how_to_open() -> None:
    st.subheader(t("lessons.open_h"))
    st.markdown(t("lessons.open_steps"))


def lesson_card(lesson: Lesson) -> None:
    """What the lesson teaches, its file to download, and a link to its explorer moment."""
    lang = language()
    path = lesson.path(lang)
    link = lesson.link()
    with st.container(border=True):
        st.subheader(t(f"lessons.{lesson.key}.h"))
        st.markdown(t(f"lessons.{lesson.key}.about"))
        st.caption(t("lessons.file", path=path))
        download, explore = st.columns(2)
        with download:
            st.download_button(
                t("lessons.download"),
                data=(NOTEBOOKS / path).read_bytes(),
                file_name=lesson.files[lesson.language(lang)],
                mime="application/x-ipynb+json",
                key=f"lessons.download.{lesson.key}",
                icon="📓",
            )
        with explore:
            st.page_link(link.page, label=t(link.label), icon="🔎", query_params=link.query)
