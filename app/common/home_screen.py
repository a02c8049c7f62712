"""The first page's parts: the game cards (a picture, one sentence, and links to the game's
pages) and the way into class mode, for a pupil and for a teacher."""

from __future__ import annotations

import streamlit as st

from app.classroom.contract import CLASS, JOIN
from app.common import styles
from app.common.i18n import t
from app.common.pages import Game


def game_card(game: Game) -> None:
    styles.page_links()
    with st.container(border=True):
        st.header(t(game.name))
        game.picture()
        st.markdown(t(game.about))
        for page in game.pages:
            st.page_link(page.path, label=t(page.title), icon=page.icon)


def class_links() -> None:
    """Class mode, found on the first page (not only in a sidebar that a phone folds away):
    the pupil's way in first, the larger one."""
    styles.page_links()
    with st.container(horizontal=True):
        st.page_link(JOIN.path, label=t(JOIN.title), icon=JOIN.icon)
        st.page_link(CLASS.path, label=t(CLASS.title), icon=CLASS.icon)
