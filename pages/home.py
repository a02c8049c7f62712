"""The first page: pick a game, then one of its pages."""

import streamlit as st

from app.common import frame
from app.common import home_screen as screen
from app.common.i18n import t
from app.games import GAMES, SECTIONS

frame.around_page(SECTIONS)

st.title(t("home.title"))
st.markdown(t("home.intro"))
screen.class_links()

for game, column in zip(GAMES, st.columns(len(GAMES), gap="large"), strict=True):
    with column:
        screen.game_card(game)
