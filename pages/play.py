"""Play against bots or at one screen, with a coach and a report on every decision."""

import streamlit as st

from app.common import frame
from app.common.i18n import t
from app.games import SECTIONS
from app.regenwormen import play_screen as screen

frame.around_page(SECTIONS)

st.title(t("play.title"))
st.caption(t("play.intro"))
options = screen.options()
screen.style()

screen.play_area(options)
