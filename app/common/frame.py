"""The frame around every page: the tab's title, the language switch and the navigation.

streamlit_app.py draws the frame and then runs the page the address asks for; the
navigation's pages come from the registry (app/games.py) through the caller, which is the top
of the app (streamlit_app.py, a page script): the frame imports no game. Streamlit
runs an app that has a ``pages/`` folder in its legacy mode until some session calls
st.navigation ("as soon as any session of your app executes the st.navigation command,
your app will ignore the pages/ directory (across all sessions)", st.navigation's
documentation). So the first visit of a fresh server that goes straight to a page (a shared
link, a class opening it at once) runs that page script alone, found by its file's name: a
page's address is therefore its file's name in both modes (an address Streamlit's legacy mode
did not know showed its English "Page not found" dialog). Every page script starts with
``around_page(SECTIONS)``: when streamlit_app.py did not draw the frame, it calls st.navigation,
which ends legacy mode for the whole server, and reruns this session so that the page runs
inside the frame from its first drawn widget on (a widget drawn in legacy mode would lose its
value on the first click). Nothing happens while a module is imported, so concurrent first
visits cannot disturb each other.

pandas is imported here, whole, before any page draws a chart: Plotly takes pandas from
``sys.modules`` without importing it, so while one session's thread was still importing pandas
(Streamlit does so lazily) another session's chart found it half-initialised and failed.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pandas  # type: ignore[import-untyped]  # noqa: F401  (see the docstring)
import streamlit as st

from app.common.i18n import follow_address, language, language_picker, t
from app.common.pages import Page, Sections
from app.common.shield import shielded

PAGES = Path(__file__).resolve().parents[2] / "pages"
_FRAMED = "frame.framed"  # set while streamlit_app.py runs a page inside its frame
_RERUN = "frame.rerun"  # set while a page that ran alone reruns inside the frame


def run(sections: Sections) -> None:
    """The entry script: the frame with the navigation's ``sections``, then the page."""
    st.session_state.pop(_RERUN, None)
    run_page = _draw(sections)
    st.session_state[_FRAMED] = True
    try:
        shielded(run_page)
    finally:
        st.session_state.pop(_FRAMED, None)


def around_page(sections: Sections) -> None:
    """A page script's first call: the frame, unless streamlit_app.py has drawn it.

    Run alone (legacy mode), the page ends that mode and reruns inside the frame. AppTest
    starts every run in legacy mode: each of its runs then ends in the frame too, so a widget
    keeps its identity from one run to the next."""
    if st.session_state.get(_FRAMED):
        return
    _draw(sections)
    if not st.session_state.get(_RERUN):  # a page file that is the main script (tests) is
        st.session_state[_RERUN] = True  # never framed: it reruns once, not for ever
        st.rerun()


def _draw(sections: Sections) -> Callable[[], None]:
    """The frame; the page the address asks for, to run."""
    follow_address()
    st.set_page_config(page_title=t("common.app_title"), page_icon="🪱", layout="wide")
    language_picker()
    declare_language()
    drawn = {
        t(name) if name else "": [
            st.Page(PAGES / page.script, title=t(page.title), icon=page.icon, default=page.default)
            for page in pages
        ]
        for name, pages in sections.items()
    }
    aliases = [  # /rummikub_best (the spelling of a Python file's name) for /rummikub-best
        st.Page(
            _moves_on_to(page),
            title=t(page.title),
            url_path=page.address.replace("-", "_"),
            visibility="hidden",
        )
        for pages in sections.values()
        for page in pages
        if "-" in page.address
    ]
    return st.navigation({**drawn, "": [*drawn[""], *aliases]}).run


def _moves_on_to(page: Page) -> Callable[[], None]:
    """A hidden page's script: on to ``page``, with the address's query."""
    return lambda: st.switch_page(page.path, query_params=st.query_params.to_dict())


def declare_language() -> None:
    """Tell the browser the page's language (Streamlit writes ``<html lang="en">`` whatever
    the app says), so that a screen reader reads Dutch as Dutch and the browser hyphenates and
    translates correctly. The code comes from the app's own list of languages."""
    code = json.dumps(language())
    st.sidebar.html(
        f"<script>document.documentElement.lang = {code};</script>", unsafe_allow_javascript=True
    )
