"""Entry point: only routes to the pages. Logic lives in wormlib and app/."""

import streamlit as st

from app.i18n import language_picker, t

st.set_page_config(page_title=t("common.app_title"), page_icon="🪱", layout="wide")
language_picker()
st.navigation(
    [
        st.Page("pages/rules.py", title=t("common.page_rules"), icon="📖", default=True),
        st.Page("pages/play.py", title=t("common.page_play"), icon="🎲", url_path="play"),
        st.Page(
            "pages/explorer.py", title=t("common.page_explorer"), icon="📊", url_path="explorer"
        ),
    ]
).run()
