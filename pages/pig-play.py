"""Play Pig against a bot: roll or hold, with a coach that knows the chance to win of each."""

import streamlit as st

from app.common import frame
from app.common.i18n import t
from app.games import SECTIONS
from app.pig import play_screen as screen
from app.pig import play_state as state

frame.around_page(SECTIONS)

st.title(t("pig_play.title"))
st.caption(t("pig_play.intro"))
screen.setup()
match = state.current()
if match is None:
    screen.dice()
    st.stop()

screen.scores(match)
screen.table(match)
if match.over:
    screen.end(match)
else:
    screen.turn(match)
