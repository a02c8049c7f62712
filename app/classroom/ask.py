"""The "Ask the class" button of the explorers: shown only while this session is the teacher
of a running class; it pushes the page's moment to every pupil's phone.

While the class votes, the page that asked is often still on the projector: it hides its
verdict until the teacher shows the best answer on the class page, or clicks to see it here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import streamlit as st

from app.classroom import teacher_state as state
from app.classroom import words
from app.classroom.contract import CLASS
from app.common.i18n import t


def button(description: Mapping[str, Any], key: str, *, verdict: bool = True) -> bool:
    """The button, then what its last press did; on a page with a ``verdict``, whether it
    hides it now (a vote of this teacher's class is on: then it says so)."""
    if not state.live():
        return False
    with st.container(horizontal=True, vertical_alignment="center"):
        st.button(t("class.ask"), key=key, icon="🙋", on_click=state.push, args=(description, key))
        st.page_link(CLASS.path, label=t("class.to_dashboard"), icon=CLASS.icon)
    refused = state.error()
    if refused is not None:
        st.warning(words.error_text(refused), icon="✋")
    pushed = state.pushed(key)
    if pushed is not None:
        st.success(t("class.asked", number=pushed), icon="✅")
    return verdict and hidden()


def hidden() -> bool:
    """A vote of the class is on and the teacher has not asked to see the verdict: the
    notice (the link to the class page is beside "Ask the class") and the one click that
    shows the verdict here."""
    now = state.voting()
    if now is None or st.session_state.get(state.PEEK) == now:
        return False
    st.info(t("class.verdict_hidden", number=now[1]), icon="🙈")
    st.button(t("class.peek"), key="class.peek", on_click=state.peek, args=(now,))
    return True
