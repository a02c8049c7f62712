"""The Rummikub rules: the game in short sections with pictures, an example turn that
rearranges the table, quiz cards answered by the engine, and the variants."""

import streamlit as st

from app.common import frame, styles
from app.common.i18n import t
from app.games import SECTIONS
from app.rummikub import rules_screen as screen

frame.around_page(SECTIONS)

styles.projector()
st.title(t("rummikub_rules.title"))
st.markdown(f"#### {t('rummikub_rules.intro')}")

(the_game, melds, turn, joker, end, example, quiz, variants) = st.tabs(
    [
        t("rummikub_rules.tab.game"),
        t("rummikub_rules.tab.melds"),
        t("rummikub_rules.tab.turn"),
        t("rummikub_rules.tab.joker"),
        t("rummikub_rules.tab.end"),
        t("rummikub_rules.tab.example"),
        t("rummikub_rules.tab.quiz"),
        t("rummikub_rules.tab.variants"),
    ],
    key="rummikub_rules.tabs",
    on_change="rerun",  # the quiz knows when it is opened
)
with the_game:
    screen.game_tab()
with melds:
    screen.melds_tab()
with turn:
    screen.turn_tab()
with joker:
    screen.joker_tab()
with end:
    screen.end_tab()
with example:
    screen.example_tab()
with quiz:
    screen.quiz_tab(bool(quiz.open))
with variants:
    screen.variants_tab()
