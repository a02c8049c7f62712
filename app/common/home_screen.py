"""The game cards of the first page: a picture, one sentence, and links to the game's pages."""

from __future__ import annotations

import streamlit as st

from app.common import styles
from app.common.i18n import t
from app.games import Game


def game_card(game: Game) -> None:
    styles.page_links()
    with st.container(border=True):
        st.header(t(game.name))
        game.picture()
        st.markdown(t(game.about))
        for page in game.pages:
            st.page_link(page.path, label=t(page.title), icon=page.icon)
