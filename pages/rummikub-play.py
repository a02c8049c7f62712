"""Play Rummikub against bots or at one screen: pick tiles by clicks, ask for help, see why."""

import streamlit as st

from app.common import frame
from app.common.i18n import t
from app.games import SECTIONS
from app.rummikub import play_screen as screen
from app.rummikub import play_state as state

frame.around_page(SECTIONS)

st.title(t("rummikub_play.title"))
st.caption(t("rummikub_play.intro"))
screen.flash()

match = state.current()
screen.setup_form(has_match=match is not None)
if match is None:
    screen.files(None)
    st.stop()

screen.scores(match)
if match.between_rounds or match.over:
    screen.round_end(match)
else:
    screen.win_meter(match)
    screen.bot_moves(match)
    if match.bot_to_move:
        screen.table_now(match)
        screen.bot_controls(match)
    else:
        screen.timer(match)
        screen.turn_area(match, coach=screen.coach_toggle())
screen.files(match)
