"""Probability explorer: set up any moment of a turn and see the odds of every choice."""

import streamlit as st

from app.common import frame
from app.common.i18n import t
from app.games import SECTIONS
from app.regenwormen import explorer_screen as screen

frame.around_page(SECTIONS)

st.title(t("explorer.title"))
st.caption(t("explorer.intro"))

# the form and the results side by side: a projector shows both at once; a phone stacks them
inputs, results = st.columns([5, 6], gap="large")
with inputs:
    situation = screen.situation_form()
with results:
    report = screen.report_or_message(situation)
    if report is None:
        st.stop()
    voting = screen.ask_the_class(report)  # while the class votes, the verdict waits
    screen.table(report, marked=not voting)
    if voting:
        st.stop()
    screen.key_numbers(report)
    screen.explanation(report)

screen.choices_chart(report)
screen.ends_chart(report)
screen.bust_heatmap(report)
screen.simulation(report)
