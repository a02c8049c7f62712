"""The frame around every page: the tab's title, the language switch and the navigation.

streamlit_app.py draws the frame and then runs the page the address asks for. Streamlit
runs an app that has a ``pages/`` folder in its legacy mode until some session calls
st.navigation ("as soon as any session of your app executes the st.navigation command,
your app will ignore the pages/ directory (across all sessions)", st.navigation's
documentation). So the first visit of a fresh server that goes straight to a page (a shared
link, a class opening it at once) runs that page script alone, found by its file's name: a
page's address is therefore its file's name in both modes (an address Streamlit's legacy mode
did not know showed its English "Page not found" dialog). Every page script starts with
``around_page()``: when streamlit_app.py did not draw the frame, it calls st.navigation,
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
from dataclasses import dataclass
from pathlib import Path

import pandas  # type: ignore[import-untyped]  # noqa: F401  (see the docstring)
import streamlit as st
from streamlit.navigation.page import StreamlitPage

from app.common.i18n import follow_address, language, language_picker, t

PAGES = Path(__file__).resolve().parents[2] / "pages"
_FRAMED = "frame.framed"  # set while streamlit_app.py runs a page inside its frame
_RERUN = "frame.rerun"  # set while a page that ran alone reruns inside the frame


def run() -> None:
    """The entry script: the frame, then the page."""
    st.session_state.pop(_RERUN, None)
    page = _draw()
    st.session_state[_FRAMED] = True
    try:
        page.run()
    finally:
        st.session_state.pop(_FRAMED, None)


def around_page() -> None:
    """A page script's first call: the frame, unless streamlit_app.py has drawn it.

    Run alone (legacy mode), the page ends that mode and reruns inside the frame. AppTest
    starts every run in legacy mode: each of its runs then ends in the frame too, so a widget
    keeps its identity from one run to the next."""
    if st.session_state.get(_FRAMED):
        return
    _draw()
    if not st.session_state.get(_RERUN):  # a page file that is the main script (tests) is
        st.session_state[_RERUN] = True  # never framed: it reruns once, not for ever
        st.rerun()


@dataclass(frozen=True)
class Screen:
    """A page of the app: its script in pages/, whose name (without .py) is its address."""

    script: str
    title: str  # text key
    icon: str
    default: bool = False  # the first page, at the app's own address

    @property
    def path(self) -> str:
        """The script relative to streamlit_app.py, as st.page_link takes it."""
        return f"pages/{self.script}"

    @property
    def address(self) -> str:
        """The path after the app's address."""
        return "" if self.default else self.script.removesuffix(".py")


#: The pages by section of the navigation, in its order.
SECTIONS: dict[str, tuple[Screen, ...]] = {
    "": (Screen("home.py", "home.page", "🏠", default=True),),
    "Regenwormen": (
        Screen("rules.py", "common.page_rules", "📖"),
        Screen("play.py", "common.page_play", "🎲"),
        Screen("explorer.py", "common.page_explorer", "📊"),
        Screen("lessons.py", "common.page_lessons", "📓"),
    ),
    "Rummikub": (
        Screen("rummikub-rules.py", "rummikub.page_rules", "📘"),
        Screen("rummikub-play.py", "rummikub.page_play", "🀄"),
        Screen("rummikub-best.py", "rummikub.page_best", "🧩"),
    ),
}


def _draw() -> StreamlitPage:
    follow_address()
    st.set_page_config(page_title=t("common.app_title"), page_icon="🪱", layout="wide")
    language_picker()
    declare_language()
    sections = {name: [_page(screen) for screen in screens] for name, screens in SECTIONS.items()}
    aliases = [
        _alias(page) for pages in sections.values() for page in pages if "-" in page.url_path
    ]
    return st.navigation({**sections, "": [*sections[""], *aliases]})


def _page(screen: Screen) -> StreamlitPage:
    """A page with its title in the session's language."""
    return st.Page(
        PAGES / screen.script, title=t(screen.title), icon=screen.icon, default=screen.default
    )


def _alias(page: StreamlitPage) -> StreamlitPage:
    """``/rummikub_best`` for ``/rummikub-best`` (the spelling of a Python file's name): a
    hidden page that moves on to the page, with the address's query."""
    return st.Page(
        lambda: st.switch_page(page, query_params=st.query_params.to_dict()),
        title=page.title,
        url_path=page.url_path.replace("-", "_"),
        visibility="hidden",
    )


def declare_language() -> None:
    """Tell the browser the page's language (Streamlit writes ``<html lang="en">`` whatever
    the app says), so that a screen reader reads Dutch as Dutch and the browser hyphenates and
    translates correctly. The code comes from the app's own list of languages."""
    code = json.dumps(language())
    st.sidebar.html(
        f"<script>document.documentElement.lang = {code};</script>", unsafe_allow_javascript=True
    )
