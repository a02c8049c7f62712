"""The lessons page: how to open a notebook, then each lesson with what it teaches, its file
and its moment in the game's explorer.

The notebooks themselves live in ``notebooks/<language>/``; the page only lists them.
"""

from __future__ import annotations

import streamlit as st

from app.common.i18n import language, t
from app.common.lessons import NOTEBOOKS, Lesson


def how_to_open() -> None:
    st.subheader(t("lessons.open_h"))
    st.markdown(t("lessons.open_steps"))


def lesson_card(lesson: Lesson) -> None:
    """What the lesson teaches, its file to download, and a link to its explorer moment."""
    lang = language()
    path = lesson.path(lang)
    link = lesson.link
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
