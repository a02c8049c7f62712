"""A page's unexpected error: a friendly message in the user's language, the traceback in
the server's log, the session kept (app/common/shield.py)."""

from __future__ import annotations

import logging

import pytest
from streamlit.testing.v1 import AppTest

from app.common.shield import SHOW_ERRORS
from tests.apptest import text


def failing_page() -> None:
    """A page that counts its runs in the session, then fails on its first and every odd
    run."""
    import streamlit as st

    from app.common.shield import shielded

    def run() -> None:
        st.session_state["runs"] = st.session_state.get("runs", 0) + 1
        st.write("before the failure")
        if st.session_state["runs"] % 2:
            raise KeyError("a bug of ours")
        st.write("a run that works")

    shielded(run)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_unexpected_error_is_a_friendly_message_not_a_traceback(
    lang: str, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.delenv(SHOW_ERRORS, raising=False)
    at = AppTest.from_function(failing_page, default_timeout=30)
    at.session_state["lang"] = lang
    with caplog.at_level(logging.ERROR, logger="app.common.shield"):
        at.run()
    assert not at.exception
    assert [e.value for e in at.error] == [text("common.unexpected_error", lang)]
    assert "before the failure" in [m.value for m in at.markdown]  # what it drew stays
    assert "KeyError: 'a bug of ours'" in caplog.text  # the traceback, for us
    at.run()
    assert not at.error and at.session_state["runs"] == 2  # the session went on


def failing_fragment() -> None:
    """A page whose fragment (which Streamlit may rerun alone, outside the page) fails."""
    import streamlit as st

    from app.common.shield import shield

    @st.fragment
    @shield
    def part() -> None:
        raise KeyError("a bug of ours")

    part()
    st.write("after the fragment")


def test_a_fragments_error_is_a_friendly_message_in_its_place(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv(SHOW_ERRORS, raising=False)
    at = AppTest.from_function(failing_fragment, default_timeout=30).run()
    assert not at.exception
    assert [e.value for e in at.error] == [text("common.unexpected_error", "en")]
    assert "after the fragment" in [m.value for m in at.markdown]  # the page goes on


def test_the_tests_see_the_traceback_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SHOW_ERRORS, "1")
    at = AppTest.from_function(failing_page, default_timeout=30).run()
    assert "a bug of ours" in at.exception[0].message
    assert not at.error
