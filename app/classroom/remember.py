"""A class found again after a reload: the teacher's and each pupil's pass kept in a cookie
of their own browser.

A reload, a second tab on the projector or a phone that slept starts a new Streamlit session,
which knows nothing of the class. Streamlit reads the browser's cookies
(``st.context.cookies``, as they were when the page loaded) but cannot set one, so a short
script of the app's own writes it, with nothing from outside in it: the code and the key are
checked against their alphabets and written as JSON. The cookie lives no longer than a class
may (``settings.limits().lifetime``), is sent only to this site (SameSite=Strict, path /,
Secure on https) and is deleted when the class ends; the state modules delete a cookie whose
class is gone too.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol, TypeVar

import streamlit as st

from app.classroom.errors import ClassroomError
from app.classroom.inputs import CODE_ALPHABET, CODE_LENGTH

TEACHER = "wl_class_teacher"
PUPIL = "wl_class_pupil"
_WRITTEN = "class.cookie."  # + the cookie's name: what this session last wrote there
_PASS = re.compile(rf"([{CODE_ALPHABET}]{{{CODE_LENGTH}}})\.([A-Za-z0-9_-]{{20,64}})")

_SCRIPT = """<script>(() => {{
const secure = location.protocol === "https:" ? "; Secure" : "";
const rest = "; Max-Age=" + {age} + "; Path=/; SameSite=Strict" + secure;
document.cookie = {name} + "=" + {value} + rest;
}})();</script>"""


class Pass(Protocol):
    @property
    def code(self) -> str: ...
    @property
    def key(self) -> str: ...


P = TypeVar("P", bound=Pass)


@dataclass(frozen=True, slots=True)
class Kept:
    """Where one kind of session (the teacher's, a pupil's) keeps its pass: the browser's
    cookie and the session's keys of the pass, of the one look for the cookie, and of the
    note that the class ended or is gone (so the cookie goes too)."""

    cookie: str
    session: str
    recalled: str
    gone: str


def recall(
    kept: Kept,
    make: Callable[[str, str], P],
    check: Callable[[P], object],
    gone: tuple[type[ClassroomError], ...],
) -> None:
    """The class this browser kept, taken back once a session if ``check`` (the store's
    view of the pass) finds it still there; a database that is down is asked again at the
    next run, a class that is ``gone`` is forgotten."""
    if st.session_state.get(kept.session) is not None or st.session_state.get(kept.recalled):
        return
    found = recalled(kept.cookie)
    if found is not None:
        pass_ = make(*found)
        try:
            check(pass_)
        except ClassroomError as e:
            if not isinstance(e, gone):
                return
            st.session_state[kept.gone] = True
        else:
            st.session_state[kept.session] = pass_
    st.session_state[kept.recalled] = True


def remembered(kept: Kept, lifetime: float) -> None:
    """The browser keeps this session's pass, and forgets one whose class ended or is gone."""
    pass_ = st.session_state.get(kept.session)
    if pass_ is not None:
        keep(kept.cookie, (pass_.code, pass_.key), lifetime)
    elif st.session_state.get(kept.gone):
        keep(kept.cookie, None, 0)


def recalled(name: str) -> tuple[str, str] | None:
    """The (code, key) the browser kept under ``name`` when the page loaded, if well formed."""
    found = _PASS.fullmatch(str(st.context.cookies.get(name) or ""))
    return None if found is None else (found[1], found[2])


def keep(name: str, code_key: tuple[str, str] | None, lifetime: float) -> None:
    """Have the browser keep this (code, key) under ``name`` for ``lifetime`` seconds, or
    with None forget it: written once per change (a cookie the page did not load with and
    that this session never wrote is left alone only when there is nothing to forget)."""
    value = "" if code_key is None else ".".join(code_key)
    keep_text(name, value, _PASS, lifetime)


def recalled_text(name: str, pattern: re.Pattern[str]) -> str | None:
    """The text the browser kept under ``name`` when the page loaded, if all of it matches
    ``pattern`` (a cookie is outside input)."""
    found = str(st.context.cookies.get(name) or "")
    return found if pattern.fullmatch(found) else None


def keep_text(name: str, value: str, pattern: re.Pattern[str], lifetime: float) -> None:
    """Have the browser keep ``value`` (all of it matching ``pattern``) under ``name`` for
    ``lifetime`` seconds, or with "" forget it: written once per change."""
    if value and pattern.fullmatch(value) is None:
        raise ValueError(f"a text that does not look like one of {name} is not kept")
    written = st.session_state.get(_WRITTEN + name)
    if written == value or (written is None and not value and recalled_text(name, pattern) is None):
        return
    script = _SCRIPT.format(
        name=json.dumps(name), value=json.dumps(value), age=int(lifetime) if value else 0
    )
    st.html(script, unsafe_allow_javascript=True)
    st.session_state[_WRITTEN + name] = value


__all__ = [
    "PUPIL",
    "TEACHER",
    "Kept",
    "keep",
    "keep_text",
    "recall",
    "recalled",
    "recalled_text",
    "remembered",
]
