"""Lessons: the lesson notebooks, how to open them, each one's moment in the explorer, its
teacher's guide, and the lesson itself to read without Jupyter."""

import streamlit as st

from app.common import frame
from app.common import lessons_screen as screen
from app.common.i18n import t
from app.games import CLASS_GAMES, GAMES, SECTIONS

frame.around_page(SECTIONS)

st.title(t("lessons.title"))
st.markdown(t("lessons.intro"))
screen.how_to_open()

for game in GAMES:
    for lesson in game.lessons:
        screen.lesson_card(lesson, CLASS_GAMES)
