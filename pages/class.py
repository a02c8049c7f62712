"""The teacher's class: start it, show the code and the QR code, follow the votes live."""

import streamlit as st

from app.classroom import teacher_screen as screen
from app.common import frame
from app.common.i18n import t
from app.games import CLASS_GAMES, SECTIONS

frame.around_page(SECTIONS)

st.title(t("class.title"))

view = screen.start_form()
if view is None:
    st.stop()

screen.dashboard(CLASS_GAMES)  # the join panel, the question and votes, pupils, challenge
