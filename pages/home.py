"""The first page: pick a game, then one of its pages."""

import streamlit as st

from app.common import frame
from app.common import home_screen as view
from app.common.i18n import t

frame.around_page()

st.title(t("home.title"))
st.markdown(t("home.intro"))

regenwormen, rummikub = st.columns(2, gap="large")
with regenwormen:
    view.game_card(view.REGENWORMEN)
with rummikub:
    view.game_card(view.RUMMIKUB)
