"""A pupil's session: the PupilPass (only here), the last snapshot of their screen, and the
callbacks of the join form and the answer buttons.

The pass stays in the session, so reruns and page changes keep the pupil; the browser keeps
it too (``app.classroom.remember``), so after a reload the pupil is back as the same pupil.
Every refusal of the store is kept for the screen to word; a join pressed twice joins once,
an answer pressed twice is one answer.
"""

from __future__ import annotations

import time

import streamlit as st

from app.classroom import client, remember, settings
from app.classroom.errors import (
    ClassEndedError,
    ClassNotFoundError,
    ClassroomError,
    PupilNotFoundError,
    PupilRemovedError,
)
from app.classroom.inputs import normalize_code
from app.classroom.views import Moment, PupilPass, PupilView
from app.common import session

PUPIL = "join.pupil"  # the PupilPass
VIEW = "join.view"  # the last PupilView read
ERROR = "join.error"  # the last refusal, shown once
CODE = "join.code"  # widget: the class code as typed
NAME = "join.name"  # widget: a first name, where the teacher allows them
ADDRESS = "join.address"  # the code the address brought, already put in the form
CHALLENGE_DRAWN = "join.challenge_drawn"  # the challenge as the page last drew it
CHALLENGE_SHOWN = "join.challenge_shown"  # the challenge last brought into view
MOMENT_SHOWN = "join.moment_shown"  # the moment (number, round, step) last brought into view
RECALLED = "join.recalled"  # this session looked for a class the browser kept
GONE = "join.gone"  # this pupil's class ended or is gone: the browser forgets it
REMOVED = "join.removed"  # the teacher took this pupil out: they join again with a nickname
SEEN = "join.seen"  # when this page last told the store it is open (time.time())

#: During a challenge a phone tells the store it is open this often (seconds): a page that
#: stops saying so is marked on the teacher's table (``teacher_words.AWAY``).
SEEN_EVERY = 20.0

#: Refusals after which this pupil is in no class any more.
_GONE = (ClassEndedError, ClassNotFoundError, PupilNotFoundError)
_KEPT = remember.Kept(remember.PUPIL, PUPIL, RECALLED, GONE)


def pupil() -> PupilPass | None:
    found = st.session_state.get(PUPIL)
    return found if isinstance(found, PupilPass) else None


def error() -> ClassroomError | None:
    found = st.session_state.pop(ERROR, None)
    return found if isinstance(found, ClassroomError) else None


def follow_address() -> None:
    """Put the code of the address (the QR code's, a teacher's link) into the form, once."""
    code = st.query_params.get("code")
    if code and st.session_state.get(ADDRESS) != code:
        session.put(ADDRESS, code)
        session.put(CODE, code[:20])


def _refused(e: ClassroomError) -> None:
    session.put(ERROR, e)
    known = pupil()
    if isinstance(e, PupilRemovedError) and known is not None:
        session.put(REMOVED, True)
        session.put(CODE, known.code)  # the form is ready to join again
    if isinstance(e, _GONE):
        for key in (PUPIL, VIEW):
            st.session_state.pop(key, None)
        session.put(GONE, True)


def recall() -> None:
    """The class this browser kept (a reload, a second tab, a phone that slept); a pupil the
    teacher took out hears why and joins again with a nickname, after a reload too."""

    def check(found: PupilPass) -> PupilView:
        try:
            return settings.open_store().pupil_view(found)
        except PupilRemovedError as e:
            session.put(REMOVED, True)
            session.put(ERROR, e)
            session.put(CODE, found.code)
            raise

    remember.recall(_KEPT, PupilPass, check, _GONE)


def remembered() -> None:
    remember.remembered(_KEPT, settings.limits().lifetime)


def join() -> None:
    """Join the class of the typed code (no second time into the same class)."""
    code = str(st.session_state.get(CODE) or "")
    name = str(st.session_state.get(NAME) or "").strip() or None
    if st.session_state.get(REMOVED):
        name = None  # taken out for their first name: back with a nickname only
    try:
        known = pupil()
        if known is not None and known.code == normalize_code(code):
            return
        found = settings.open_store().join(code, first_name=name, client=client.current())
        session.put(PUPIL, found)
        st.session_state.pop(VIEW, None)
        st.session_state.pop(GONE, None)
    except ClassroomError as e:
        _refused(e)


def view() -> PupilView | None:
    """The pupil's screen now, read anew only when the class's version grew."""
    pass_ = pupil()
    if pass_ is None:
        return None
    kept = st.session_state.get(VIEW)
    try:
        store = settings.open_store()
        if not isinstance(kept, PupilView) or store.version(pass_.code) > kept.version:
            kept = store.pupil_view(pass_)
            session.put(VIEW, kept)
        if kept.challenge is not None and kept.challenge.open:
            now = time.time()
            if now - float(st.session_state.get(SEEN, 0.0)) >= SEEN_EVERY:
                store.seen(pass_)
                session.put(SEEN, now)
    except ClassroomError as e:
        _refused(e)
        return None
    return kept


def vote(choice: int, moment: int, round_number: int) -> None:
    """Answer ``choice`` to this moment's round: a tap on a screen that a newer moment has
    replaced in the meantime answers nothing."""
    pass_ = pupil()
    if pass_ is None:
        return
    try:
        store = settings.open_store()
        now = store.pupil_view(pass_).moment
        if now is None or (now.number, now.round.number) != (moment, round_number):
            return
        store.vote(pass_, choice)
        st.session_state.pop(VIEW, None)  # an answer leaves the version: read my screen anew
    except ClassroomError as e:
        _refused(e)


def _challenge_key(view: PupilView | None) -> tuple[str, bool, bool] | None:
    """What redraws the challenge: it started or ended, or the phones were paused."""
    found = None if view is None else view.challenge
    if found is None:
        return None
    return repr(sorted(found.description.items())), found.open, view is not None and view.paused


def drew_challenge(view: PupilView | None) -> None:
    """Note the challenge (started or ended) that the page draws now."""
    session.put(CHALLENGE_DRAWN, _challenge_key(view))


def challenge_changed(view: PupilView) -> bool:
    """The teacher started or ended a challenge since the page drew it."""
    return bool(st.session_state.get(CHALLENGE_DRAWN) != _challenge_key(view))


def moment_is_new(moment: Moment) -> bool:
    """The moment has come, or moved on a step, since the phone last showed it."""
    now = (moment.number, moment.round.number, moment.step)
    if st.session_state.get(MOMENT_SHOWN) == now:
        return False
    session.put(MOMENT_SHOWN, now)
    return True


def challenge_is_new(view: PupilView) -> bool:
    """The challenge has started since the phone last showed it."""
    now = _challenge_key(view)
    if st.session_state.get(CHALLENGE_SHOWN) == now:
        return False
    session.put(CHALLENGE_SHOWN, now)
    return True
