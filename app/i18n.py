"""Translations per session. The language lives in st.session_state, never in a global:
gettext's install() would switch the language for every user of the server at once."""

from __future__ import annotations

import importlib
import pkgutil

import streamlit as st

import app.text

#: The app's languages, the one list of them: the switch, the address and the catalogs.
LANGUAGES = {"nl": "Nederlands", "en": "English"}
_KEY = "lang"
PARAMETER = "lang"  # the address names the language: ?lang=nl
_PICKER = "lang.picker"  # the widget's own key: Streamlit drops it on runs that do not draw it
#: Decimal mark and thousands separator per language (Plotly's ``separators`` order).
SEPARATORS = {"en": ".,", "nl": ",."}


def _load_catalog() -> dict[str, dict[str, str]]:
    catalog: dict[str, dict[str, str]] = {}
    for info in pkgutil.iter_modules(app.text.__path__):
        module = importlib.import_module(f"app.text.{info.name}")
        for key, texts in module.TEXT.items():
            if key in catalog:
                raise KeyError(f"text key {key!r} defined twice (in app/text/{info.name}.py)")
            catalog[key] = texts
    return catalog


CATALOG = _load_catalog()  # read-only after import: safe to share between sessions


def default_language() -> str:
    """Dutch when the browser asks for it, else English."""
    locale = st.context.locale or ""
    return "nl" if locale.lower().startswith("nl") else "en"


def follow_address() -> None:
    """A language named in the address wins (a teacher's link, a reload); then the address
    names the session's language, so that every link copied from it carries it."""
    asked = st.query_params.get(PARAMETER)
    if asked in LANGUAGES:
        st.session_state[_KEY] = asked
    if asked != language():
        st.query_params[PARAMETER] = language()


def language() -> str:
    """The session's language: from the address or the switch, else the browser's."""
    lang = st.session_state.get(_KEY)  # one look-up: every t() call of a page comes here
    if lang is None:
        lang = st.session_state[_KEY] = default_language()
    return str(lang)


def t(key: str, **fields: object) -> str:
    """The string for this key in the session's language, with fields filled in."""
    text = CATALOG[key][language()]
    return text.format(**fields) if fields else text


def number(value: float, digits: int = 2) -> str:
    """A number written the session's way: 1.64 in English, 1,64 in Dutch."""
    return _localize(f"{value:,.{digits}f}")


def percent(value: float, digits: int = 1) -> str:
    """A chance as a percentage: 23.2% in English, 23,2% in Dutch.

    A chance that is neither 0 nor 1 never reads as 0% or 100%: it shows as <0.1% or >99.9%.
    """
    step = 10.0 ** -(digits + 2)
    if 0 < value < step / 2:
        return "<" + _localize(f"{step:.{digits}%}")
    if 1 - step / 2 <= value < 1:
        return ">" + _localize(f"{1 - step:.{digits}%}")
    return _localize(f"{value:,.{digits}%}")


def _localize(text: str) -> str:
    return text.translate(str.maketrans(".,", SEPARATORS[language()]))


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
