"""A pupil joins a class with its code (from the QR code, the address or typed) and answers."""

import streamlit as st

from app.classroom import pupil_screen as screen
from app.common import frame
from app.common.i18n import t
from app.games import CLASS_GAMES, SECTIONS

frame.around_page(SECTIONS)

st.title(t("join.title"))

view = screen.join_form()
if view is None:
    st.stop()

screen.me(view)
screen.live(CLASS_GAMES)  # the question, first: what the class does now
screen.challenge(CLASS_GAMES)  # the pupil's own game of the class challenge
