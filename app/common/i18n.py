"""Translations per session. The language lives in st.session_state, never in a global:
gettext's install() would switch the language for every user of the server at once.

The words are gettext catalogs, ``app/locale/<lang>.po`` (msgid: the key the code asks for),
read once per process into read-only lookups (``wormlib.core.i18n.Words``); numbers and
percentages are written by Babel in the session's language.
"""

from __future__ import annotations

import re
from pathlib import Path

import streamlit as st

from wormlib.core import i18n
from wormlib.core.i18n import Words

#: The app's languages, the one list of them (wormlib.core.i18n.LANGUAGES) with their own names:
#: the switch, the address and the catalogs.
LANGUAGES = {lang: i18n.language_name(lang) for lang in i18n.LANGUAGES}
_KEY = "lang"
PARAMETER = "lang"  # the address names the language: ?lang=nl
_PICKER = "lang.picker"  # the widget's own key: Streamlit drops it on runs that do not draw it
#: Decimal mark and thousands separator per language (Plotly's ``separators`` order).
SEPARATORS = {lang: i18n.separators(lang) for lang in LANGUAGES}

WORDS = Words(Path(__file__).resolve().parents[1] / "locale")  # read-only: shared by sessions
#: Every text that has no plural, per key and language (for tests and key look-ups).
CATALOG = WORDS.singular()


def spoken(code: str) -> str | None:
    """The app's language for a language code in any case, with or without a region
    (``NL``, ``nl-NL``, ``nl_nl``, ``nl-BE``); None when the app does not speak it."""
    lang = re.split(r"[-_]", code.strip().lower(), maxsplit=1)[0]
    return lang if lang in LANGUAGES else None


def default_language() -> str:
    """The browser's language when the app speaks it, else English."""
    return spoken(st.context.locale or "") or i18n.SOURCE


def follow_address() -> None:
    """A language named in the address wins (a teacher's link, a reload; of two, the first);
    then the address names the session's language once, as the app writes it, so that every
    link copied from it carries it."""
    asked = st.query_params.get_all(PARAMETER)
    lang = spoken(asked[0]) if asked else None
    if lang is not None:
        st.session_state[_KEY] = lang
    if asked != [language()]:
        st.query_params[PARAMETER] = language()


def language() -> str:
    """The session's language: from the address or the switch, else the browser's."""
    lang = st.session_state.get(_KEY)  # one look-up: every t() call of a page comes here
    if lang is None:
        lang = st.session_state[_KEY] = default_language()
    return str(lang)


def t(key: str, **fields: object) -> str:
    """The string for this key in the session's language, with fields filled in."""
    return WORDS.text(language(), key, **fields)


def nt(key: str, count: float, **fields: object) -> str:
    """The form of ``key`` for ``count`` (gettext's ngettext); ``{n}`` is the count itself."""
    return WORDS.plural(language(), key, count, **fields)


def number(value: float, digits: int = 2) -> str:
    """A number written the session's way: 1.64 in English, 1,64 in Dutch."""
    return i18n.number(value, language(), digits)


def percent(value: float, digits: int = 1) -> str:
    """A chance as a percentage: 23.2% in English, 23,2% in Dutch, 23,2 % in German.

    A chance that is neither 0 nor 1 never reads as 0% or 100%: it shows as <0.1% or >99.9%.
    """
    return i18n.percent(value, language(), digits)


def language_picker() -> None:
    """The sidebar switch; the choice is kept for the session."""
    st.session_state[_PICKER] = language()
    st.sidebar.radio(
        t("common.language"),
        options=list(LANGUAGES),
        format_func=LANGUAGES.__getitem__,
        key=_PICKER,
        on_change=_picked,
        horizontal=True,
    )


def _picked() -> None:
    st.session_state[_KEY] = st.session_state[_PICKER]
    st.query_params[PARAMETER] = st.session_state[_KEY]
