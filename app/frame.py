"""The frame around every page: the tab's title, the language switch and the navigation.

streamlit_app.py draws the frame and then runs the page the address asks for. Streamlit
runs an app that has a ``pages/`` folder in its legacy mode until some session calls
st.navigation ("as soon as any session of your app executes the st.navigation command,
your app will ignore the pages/ directory (across all sessions)", st.navigation's
documentation). So the first visit of a fresh server that goes straight to a page (a shared
link, a class opening it at once) runs that page script alone. Every page script therefore
starts with ``around_page()``: when streamlit_app.py did not draw the frame, it calls
st.navigation, which ends legacy mode for the whole server, and reruns this session so that
the page runs inside the frame from its first drawn widget on (a widget drawn in legacy mode
would lose its value on the first click). Nothing happens while a module is imported, so
concurrent first visits cannot disturb each other.

pandas is imported here, whole, before any page draws a chart: Plotly takes pandas from
``sys.modules`` without importing it, so while one session's thread was still importing pandas
(Streamlit does so lazily) another session's chart found it half-initialised and failed.
"""

from __future__ import annotations

import json
from pathlib import Path

import pandas  # type: ignore[import-untyped]  # noqa: F401  (see the docstring)
import streamlit as st
from streamlit.navigation.page import StreamlitPage

from app.i18n import follow_address, language, language_picker, t

PAGES = Path(__file__).resolve().parent.parent / "pages"
_FRAMED = "frame.framed"  # set while streamlit_app.py runs a page inside its frame
_RERUN = "frame.rerun"  # set once this session has rerun a page that ran alone


def run() -> None:
    """The entry script: the frame, then the page."""
    page = _draw()
    st.session_state[_FRAMED] = True
    try:
        page.run()
    finally:
        st.session_state.pop(_FRAMED, None)


def around_page() -> None:
    """A page script's first call: the frame, unless streamlit_app.py has drawn it.

    Run alone (legacy mode), the page ends that mode and reruns inside the frame."""
    if st.session_state.get(_FRAMED):
        return
    _draw()
    if not st.session_state.get(_RERUN):  # once: a test may run a page file as the main script
        st.session_state[_RERUN] = True
        st.rerun()


def _draw() -> StreamlitPage:
    follow_address()
    st.set_page_config(page_title=t("common.app_title"), page_icon="🪱", layout="wide")
    language_picker()
    declare_language()
    return st.navigation(
        {
            "": [page("home.py", "home.page", "🏠", default=True)],
            "Regenwormen": [
                page("rules.py", "common.page_rules", "📖", url_path="rules"),
                page("play.py", "common.page_play", "🎲", url_path="play"),
                page("explorer.py", "common.page_explorer", "📊", url_path="explorer"),
                page("lessons.py", "common.page_lessons", "📓", url_path="lessons"),
            ],
            "Rummikub": [
                page("rummikub_rules.py", "rummikub.page_rules", "📘", url_path="rummikub-rules"),
                page("rummikub_play.py", "rummikub.page_play", "🀄", url_path="rummikub-play"),
                page("rummikub_best.py", "rummikub.page_best", "🧩", url_path="rummikub-best"),
            ],
        }
    )


def declare_language() -> None:
    """Tell the browser the page's language (Streamlit writes ``<html lang="en">`` whatever
    the app says), so that a screen reader reads Dutch as Dutch and the browser hyphenates and
    translates correctly. The code comes from the app's own list of languages."""
    code = json.dumps(language())
    st.sidebar.html(
        f"<script>document.documentElement.lang = {code};</script>", unsafe_allow_javascript=True
    )


def page(
    script: str, title: str, icon: str, *, url_path: str | None = None, default: bool = False
) -> StreamlitPage:
    """A page of pages/ with its title in the session's language."""
    return st.Page(PAGES / script, title=t(title), icon=icon, url_path=url_path, default=default)
