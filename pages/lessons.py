"""Lessons: the lesson notebooks, how to open them, and each one's moment in the explorer."""

import streamlit as st

from app.common import frame
from app.common import lessons_screen as view
from app.common.i18n import t

frame.around_page()

st.title(t("lessons.title"))
st.markdown(t("lessons.intro"))
view.how_to_open()

for lesson in view.LESSONS:
    view.lesson_card(lesson)
