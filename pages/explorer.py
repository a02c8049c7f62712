"""Probability explorer: set up any moment of a turn and see the odds of every choice."""

import streamlit as st

from app.common import frame
from app.common.i18n import t
from app.regenwormen import explorer_screen as view

frame.around_page()

st.title(t("explorer.title"))
st.caption(t("explorer.intro"))

situation = view.situation_form()
report = view.report_or_message(situation)
if report is None:
    st.stop()

view.table(report)
view.key_numbers(report)
view.explanation(report)

view.choices_chart(report)
view.ends_chart(report)
view.bust_heatmap(report)
view.simulation(report)
