"""Back, Next and Start again over the steps of a rules page's worked example, with a
progress bar; the step number lives in the session.

A click moves the number from its value when the click arrives, never from the value the
buttons were drawn with: a pupil's quick second click reaches a run that has not yet drawn
the buttons again, and would otherwise repeat a step instead of taking the next one.
"""

from __future__ import annotations

from dataclasses import dataclass

import streamlit as st

from app.common import session
from app.common.i18n import t


@dataclass(slots=True)
class Step:
    """The step shown, 0 to ``count - 1``. The buttons' callbacks get this object (kept in
    the session) and never touch ``st.session_state``: Streamlit checks for a newer click at
    every access to it, also inside a callback, and a callback stopped there loses its
    click."""

    n: int = 0

    def move(self, by: int, count: int) -> None:
        self.n = min(max(self.n + by, 0), count - 1)

    def restart(self) -> None:
        self.n = 0


def step(name: str, count: int) -> int:
    """Draw the progress bar and the buttons (in one row right above the picture, on a
    phone too; "Start again" wraps below if the row is too narrow) and return the step to
    show, 0 to ``count - 1``. Texts and keys are ``{name}.progress``, ``{name}.back``,
    ``{name}.next`` and ``{name}.restart``; the step is kept as ``{name}.step``."""
    shown = session.get(f"{name}.step", Step)
    shown.move(0, count)  # a step set from outside the script's range
    n = shown.n
    st.progress((n + 1) / count, text=t(f"{name}.progress", n=n + 1, of=count))
    with st.container(horizontal=True, gap="xsmall"):  # one row on a 390 px phone, in French too
        st.button(
            t(f"{name}.back"),
            key=f"{name}.back",
            on_click=shown.move,
            args=(-1, count),
            disabled=n == 0,
        )
        st.button(
            t(f"{name}.next"),
            key=f"{name}.next",
            on_click=shown.move,
            args=(1, count),
            disabled=n == count - 1,
            type="primary",
        )
        st.button(
            t(f"{name}.restart"), key=f"{name}.restart", on_click=shown.restart, disabled=n == 0
        )
    return n
