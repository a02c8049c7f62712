"""Play Rummikub against bots or at one screen: pick tiles by clicks, ask for help, see why."""

import streamlit as st

from app.common import frame
from app.common.i18n import t
from app.rummikub import play_screen as view

frame.around_page()

st.title(t("rummikub_play.title"))
st.caption(t("rummikub_play.intro"))
view.show_flash()

match = view.current()
view.setup_form(has_match=match is not None)
if match is None:
    view.files(None)
    st.stop()

view.scores(match)
if match.between_rounds or match.over:
    view.round_end(match)
else:
    view.bot_moves(match)
    if match.bot_to_move:
        view.table_now(match)
        view.bot_controls(match)
    else:
        view.timer(match)
        view.turn_area(match, coach=st.toggle(t("rummikub_play.coach_toggle"), key=view.COACH))
view.files(match)
