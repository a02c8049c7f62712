"""Rummikub best-move explorer: enter a rack and a table, see the computer's best move."""

import streamlit as st

from app.common import frame
from app.common.i18n import t
from app.games import SECTIONS
from app.rummikub import best_screen as view

frame.around_page(SECTIONS)

st.title(t("rummikub_best.title"))
st.caption(t("rummikub_best.intro"))

situation = view.situation_form()
if situation is None:
    st.stop()
analysis = view.analysis_or_message(situation)
if analysis is None:
    st.stop()

view.position(situation)
if view.ask_the_class(situation, analysis):  # while the class votes, the verdict waits
    st.stop()
view.opening_check(situation, analysis)
view.best_move(situation, analysis)
view.teaching_numbers(analysis)
view.link_note()
