"""The Pig rules: the game in short, an example, and most points against best chance to win."""

import streamlit as st

from app.common import frame, styles
from app.common.i18n import t
from app.games import SECTIONS
from app.pig import rules_screen as screen

frame.around_page(SECTIONS)

styles.projector()
st.title(t("pig_rules.title"))
st.markdown(f"#### {t('pig_rules.intro')}")
screen.rules()
screen.example()
screen.points_or_winning()
