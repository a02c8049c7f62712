"""Entry point: only routes to the pages. Logic lives in wormlib and app/."""

import streamlit as st

from app.i18n import language_picker

st.set_page_config(page_title="Regenwormen", page_icon="🪱", layout="wide")
language_picker()
st.navigation(
    [
        st.Page("pages/rules.py", title="Rules", icon="📖", default=True),
        st.Page("pages/play.py", title="Play", icon="🎲"),
        st.Page("pages/explorer.py", title="Explorer", icon="📊"),
    ]
).run()
