"""The app's one gateway to ``st.session_state`` (the language lives in app.common.i18n).

Keys are prefixed with the page name ("explorer.kept.6"). Everything a user changes lives
here, per browser session, never in a module global or st.cache_resource: those are shared
by every user of the server.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, cast

import streamlit as st

T = TypeVar("T")


def get(key: str, default: Callable[[], T]) -> T:
    """The session's value for ``key``, stored from ``default()`` on first use."""
    if key not in st.session_state:
        st.session_state[key] = default()
    return cast(T, st.session_state[key])


def put(key: str, value: object) -> None:
    st.session_state[key] = value


def seed_widgets(values: dict[str, Any], *, force: bool = False) -> None:
    """Give widgets their values before they are drawn.

    Only widgets without a value are set, unless ``force``: Streamlit forgets the values of
    widgets that a run did not draw, so after a visit to another page they come from here.
    """
    for key, value in values.items():
        if force or key not in st.session_state:
            st.session_state[key] = value


def widget(key: str) -> Any:
    """The current value of a widget drawn with ``key``."""
    return st.session_state[key]
