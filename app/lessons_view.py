"""The lessons page: each lesson notebook with what it teaches, its file and its explorer moment.

The notebooks themselves live in ``notebooks/<language>/``; the page only lists them.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import streamlit as st

from app.i18n import language, t
from app.situation import Situation, to_query
from wormlib.dice import parse_dice
from wormlib.i18n import SOURCE

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"


@dataclass(frozen=True, slots=True)
class Lesson:
    """A lesson: its texts (``lessons.<key>.*``), its file per language, its explorer moment."""

    key: str
    files: dict[str, str]
    moment: Situation

    def language(self, lang: str) -> str:
        """The notebook's language: the reader's, or English where it has no notebook."""
        return lang if lang in self.files else SOURCE

    def path(self, lang: str) -> str:
        """The notebook's path under notebooks/, in this language (or in English)."""
        return f"{self.language(lang)}/{self.files[self.language(lang)]}"


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
)


def how_to_open() -> None:
    st.subheader(t("lessons.open_h"))
    st.markdown(t("lessons.open_steps"))


def lesson_card(lesson: Lesson) -> None:
    """What the lesson teaches, its file to download, and a link to its explorer moment."""
    lang = language()
    path = lesson.path(lang)
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
            st.page_link(
                "pages/explorer.py",
                label=t("lessons.explore"),
                icon="🔎",
                query_params=to_query(lesson.moment),
            )
