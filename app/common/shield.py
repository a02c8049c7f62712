"""A page's unexpected error becomes a friendly message in the user's language, never a
traceback: a pupil sees what to do, the server's log keeps the traceback for us.

An error the app foresees (an illegal move, a wrong form) has its own message where it
happens; this is the net under everything else. What the session holds stays as it was, so
the pupil's game goes on with the next click. Set ``WORMLIB_SHOW_ERRORS=1`` (the tests do,
tests/conftest.py) to see Streamlit's own traceback instead.
"""

from __future__ import annotations

import functools
import logging
import os
from collections.abc import Callable
from typing import ParamSpec

import streamlit as st

from app.common.i18n import t

LOG = logging.getLogger(__name__)
SHOW_ERRORS = "WORMLIB_SHOW_ERRORS"
P = ParamSpec("P")


def shielded(run: Callable[[], None]) -> None:
    """Run a page; an exception it raises is logged and shown as a friendly message.

    Streamlit's own stops and reruns are BaseExceptions, so they pass through."""
    try:
        run()
    except Exception:
        if os.environ.get(SHOW_ERRORS) == "1":
            raise
        LOG.exception("a page failed")
        st.error(t("common.unexpected_error"), icon="🛠️")


def shield(draw: Callable[P, None]) -> Callable[P, None]:
    """``draw``, shielded: for a fragment, which Streamlit reruns alone, outside its page."""

    @functools.wraps(draw)
    def shielded_draw(*args: P.args, **kwargs: P.kwargs) -> None:
        shielded(lambda: draw(*args, **kwargs))

    return shielded_draw
