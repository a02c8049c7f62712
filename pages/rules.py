"""The rules explainer: the whole game in short sections with pictures, an example turn to
step through, quiz cards answered by the engine, common mistakes and the variants."""

import streamlit as st

from app.common import frame, styles
from app.common.i18n import t
from app.games import SECTIONS
from app.regenwormen import rules_screen as screen

frame.around_page(SECTIONS)

styles.projector()
st.title(t("rules.title"))
st.markdown(f"#### {t('rules.intro')}")

(material, turn, tiles, bust, end, example, quiz, mistakes, variants) = st.tabs(
    [
        t("rules.tab.material"),
        t("rules.tab.turn"),
        t("rules.tab.tiles"),
        t("rules.tab.bust"),
        t("rules.tab.end"),
        t("rules.tab.example"),
        t("rules.tab.quiz"),
        t("rules.tab.mistakes"),
        t("rules.tab.variants"),
    ],
    key="rules.tabs",
    on_change="rerun",  # the quiz knows when it is opened
)
with material:
    screen.material_tab()
with turn:
    screen.turn_tab()
with tiles:
    screen.tiles_tab()
with bust:
    screen.bust_tab()
with end:
    screen.end_tab()
with example:
    screen.example_tab()
with quiz:
    screen.quiz_tab(bool(quiz.open))
with mistakes:
    screen.mistakes_tab()
with variants:
    screen.variants_tab()
