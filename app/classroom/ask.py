"""The "Ask the class" button of the explorers: shown only while this session is the teacher
of a running class; it pushes the page's moment to every pupil's phone."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import streamlit as st

from app.classroom import teacher_state as state
from app.classroom import words
from app.common.i18n import t
from app.games import CLASS


def button(description: Mapping[str, Any], key: str) -> None:
    """The button, then what its last press did."""
    if not state.live():
        return
    with st.container(horizontal=True, vertical_alignment="center"):
        st.button(t("class.ask"), key=key, icon="🙋", on_click=state.push, args=(description,))
        st.page_link(CLASS.path, label=t("class.to_dashboard"), icon=CLASS.icon)
    refused = state.error()
    if refused is not None:
        st.warning(words.error_text(refused), icon="✋")
    pushed = st.session_state.pop(state.PUSHED, None)
    if pushed is not None:
        st.success(t("class.asked", number=pushed), icon="✅")
