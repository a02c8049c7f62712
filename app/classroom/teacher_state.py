"""The teacher's session: the class's TeacherPass (only here: never in an address nor in a
pupil's page), the last snapshot of the class, and the callbacks of the teacher's buttons.

Every callback catches the store's refusal and keeps it for the screen to word; one pressed
twice acts once (a class is started once, a moment that is showing is not pushed again, a
class that is gone is forgotten). The store is opened per call (``settings.open_store``
keeps only a connection pool).
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Mapping
from typing import Any

import streamlit as st

from app.classroom import client, inputs, remember, settings
from app.classroom.contract import ClassGames
from app.classroom.errors import (
    ClassEndedError,
    ClassNotFoundError,
    ClassroomError,
    NotTeacherError,
    PupilNotFoundError,
)
from app.classroom.store import ClassStore
from app.classroom.views import ClassView, Nickname, TeacherPass
from app.common import session
from app.common.seats import random_seed

TEACHER = "class.teacher"  # the TeacherPass
VIEW = "class.view"  # the last ClassView read
ERROR = "class.error"  # the last refusal, shown once
ALLOW_NAMES = "class.allow_names"  # widget: pupils may give a first name
SHOW_NAMES = "class.show_names"  # widget: first names on the projector
CONFIRM_END = "class.confirm_end"  # the teacher pressed "End the class" once
PUSHED = "class.pushed"  # (the button, the moment's number) of the last "Ask the class"
CHALLENGE_GAME = "class.challenge_game"  # widget: the game of the next challenge
CHALLENGE_BOT = "class.challenge_bot"  # widget per game (``bot_key``): the next one's bot
RECALLED = "class.recalled"  # this session looked for a class the browser kept
GONE = "class.gone"  # this session's class ended or is gone: the browser forgets it
START_KEY = "class.start_key"  # the key of the class the start button makes (see ``start``)
PEEK = "class.peek"  # (code, moment) whose verdict the teacher chose to see on an explorer
STEPPED = "class.stepped"  # when this session last moved a moment on a step (monotonic)

#: After a step, the next step's buttons (drawn where the pressed one was) wait this long
#: (seconds; the dashboard's next poll wakes them): a double click's second press lands on
#: nothing, never on "Show the best answer".
SETTLE = 1.0

#: Refusals after which this session has no class any more.
_GONE = (ClassEndedError, ClassNotFoundError, NotTeacherError)
_KEPT = remember.Kept(remember.TEACHER, TEACHER, RECALLED, GONE)


def teacher() -> TeacherPass | None:
    found = st.session_state.get(TEACHER)
    return found if isinstance(found, TeacherPass) else None


def error() -> ClassroomError | None:
    """The last refusal, once."""
    found = st.session_state.pop(ERROR, None)
    return found if isinstance(found, ClassroomError) else None


def _forget() -> None:
    for key in (TEACHER, VIEW, CONFIRM_END, PUSHED, START_KEY):
        st.session_state.pop(key, None)
    session.put(GONE, True)


def recall() -> None:
    """The class this browser kept (a reload, a second tab, a phone that slept)."""
    remember.recall(_KEPT, TeacherPass, lambda p: settings.open_store().teacher_view(p), _GONE)


def remembered() -> None:
    remember.remembered(_KEPT, settings.limits().lifetime)


def _guarded(act: Callable[[ClassStore, TeacherPass], None]) -> None:
    """Do ``act`` with the store and the pass; keep a refusal for the screen."""
    pass_ = teacher()
    if pass_ is None:
        return
    try:
        act(settings.open_store(), pass_)
    except ClassroomError as e:
        session.put(ERROR, e)
        if isinstance(e, _GONE):
            _forget()


def start_key() -> str:
    """The key of the class the start button drawn now makes: the button passes it to
    ``start``, so a double click asks the store twice for the same class and gets one."""
    return session.get(START_KEY, inputs.new_key)


def start(key: str | None = None) -> None:
    """A new class (none if this session already has one)."""
    if teacher() is not None:
        return
    try:
        pass_ = settings.open_store().create_class(
            allow_names=bool(st.session_state.get(ALLOW_NAMES)),
            client=client.current(),
            key=key,
        )
    except ClassroomError as e:
        session.put(ERROR, e)
        return
    session.put(TEACHER, pass_)
    st.session_state.pop(GONE, None)


def view() -> ClassView | None:
    """The class now: the kept snapshot, read anew only when the class changed (its version,
    or a new answer)."""
    pass_ = teacher()
    if pass_ is None:
        return None
    kept = st.session_state.get(VIEW)
    try:
        store = settings.open_store()
        if (
            not isinstance(kept, ClassView)
            or store.dashboard_version(pass_.code) != kept.dashboard_version
            or _stale(kept)
        ):
            kept = store.teacher_view(pass_)
            session.put(VIEW, kept)
    except ClassroomError as e:
        session.put(ERROR, e)
        if isinstance(e, _GONE):
            _forget()
        return None
    return kept


#: How old a snapshot may grow during a challenge (seconds): the phones' "seen" leaves the
#: version as it is, and the table marks a pupil not seen for a while.
FRESH = 15.0


def _stale(kept: ClassView) -> bool:
    return kept.challenge is not None and kept.challenge.open and time.time() - kept.read_at > FRESH


def set_paused(paused: bool) -> None:
    _guarded(lambda store, p: store.set_paused(p, paused))


def remove_pupil(nickname: Nickname) -> None:
    """Take a pupil out of the class (a second press finds them gone and does nothing)."""

    def act(store: ClassStore, p: TeacherPass) -> None:
        with contextlib.suppress(PupilNotFoundError):
            store.remove_pupil(p, nickname)

    _guarded(act)


def set_locked(locked: bool) -> None:
    _guarded(lambda store, p: store.set_locked(p, locked))


def _at(number: int, step: str, act: Callable[[ClassStore, TeacherPass], None]) -> None:
    """Do ``act`` only while the moment ``number`` stands at the ``step`` its button was
    drawn at: a second press, or a press on a screen that is behind, does nothing."""

    def checked(store: ClassStore, p: TeacherPass) -> None:
        now = store.teacher_view(p).moment
        if now is not None and (now.number, now.step) == (number, step):
            act(store, p)
            session.put(STEPPED, time.monotonic())

    _guarded(checked)


def settling() -> bool:
    """This session moved a moment on a step a moment ago (``SETTLE``)."""
    stepped = st.session_state.get(STEPPED)
    return isinstance(stepped, float) and time.monotonic() - stepped < SETTLE


def close_vote(number: int, step: str) -> None:
    _at(number, step, lambda store, p: store.close_vote(p))


def reveal(number: int, step: str) -> None:
    """The reveal's first step: the votes alone."""
    _at(number, step, lambda store, p: store.reveal(p))


def show_answer(number: int, step: str) -> None:
    """The reveal's second step: the best answer and the values."""
    _at(number, step, lambda store, p: store.show_answer(p))


def second_round(number: int, step: str) -> None:
    """Vote again after a discussion (once: the second round stands at another step)."""
    _at(number, step, lambda store, p: store.second_round(p))


def clear_moment(number: int, step: str) -> None:
    """ "Next": the finished question leaves every screen."""
    _at(number, step, lambda store, p: store.clear_moment(p))


def export() -> dict[str, Any] | None:
    """The lesson in numbers (``ClassStore.export``), None when the store refuses."""
    pass_ = teacher()
    if pass_ is None:
        return None
    try:
        return settings.open_store().export(pass_)
    except ClassroomError as e:
        session.put(ERROR, e)
        return None


def ask_end() -> None:
    session.put(CONFIRM_END, True)


def cancel_end() -> None:
    st.session_state.pop(CONFIRM_END, None)


def end() -> None:
    """End the class: the store deletes everything in it, this session forgets it."""
    _guarded(lambda store, p: store.end_class(p))
    _forget()


def push(description: Mapping[str, Any], origin: str = "") -> None:
    """Ask the class about this moment, unless it is the moment showing now; ``origin`` (the
    button's key) says under which button the page confirms it (``pushed``)."""

    def act(store: ClassStore, p: TeacherPass) -> None:
        now = store.teacher_view(p).moment
        if now is not None and now.description == dict(description) and now.open:
            return
        session.put(PUSHED, (origin, store.push_moment(p, description)))

    _guarded(act)


def pushed(origin: str) -> int | None:
    """The number of the moment the button ``origin`` just asked, once."""
    found = st.session_state.get(PUSHED)
    if not isinstance(found, tuple) or found[0] != origin:
        return None
    del st.session_state[PUSHED]
    return int(found[1])


def chosen_game(games: ClassGames) -> str:
    """The game the teacher chose for the next challenge (the first of ``games`` at first)."""
    found = st.session_state.get(CHALLENGE_GAME)
    if isinstance(found, str) and found in games.challenges:
        return found
    return next(iter(games.challenges))


def bot_key(game: str) -> str:
    """The key of the bot's choice of a game (each game has its own bots)."""
    return f"{CHALLENGE_BOT}.{game}"


def keep_choice(description: Mapping[str, Any], games: ClassGames) -> None:
    """The next challenge's form starts from this one's game and bot (Streamlit forgets a
    widget's value while the running challenge hides the form)."""
    kind, bot = description.get("game"), description.get("bot")
    game = games.challenge(kind)
    if game is not None and bot in game.LEVELS:
        session.seed_widgets({CHALLENGE_GAME: kind, bot_key(str(kind)): bot})


def start_challenge(form: tuple[object, bool], games: ClassGames) -> None:
    """Everyone plays a new game of the chosen kind with the same dice or tiles (a fresh
    seed) against the chosen bot; a click from an older form (a double click) starts nothing."""
    kind = chosen_game(games)
    game = games.challenges[kind]
    start_this(kind, str(st.session_state.get(bot_key(kind)) or game.DEFAULT_BOT), form, games)


def start_this(kind: str, bot: str, form: tuple[object, bool], games: ClassGames) -> None:
    """A new challenge of this game against this bot (a lesson's suggested one), from the
    challenge form ``form``: a second press, or one from an older screen, starts nothing."""
    game = games.challenge(kind)
    if game is None or bot not in game.LEVELS:
        return

    def act(store: ClassStore, p: TeacherPass) -> None:
        if challenge_form(store.teacher_view(p)) == form:
            store.start_challenge(p, game.describe(bot, random_seed()))

    _guarded(act)


def challenge_form(view: ClassView) -> tuple[object, bool]:
    """Which challenge form is on screen: it changes when a challenge starts or stops (a
    button drawn for an older one acts on nothing)."""
    challenge = view.challenge
    return (
        (None, False) if challenge is None else (challenge.description.get("seed"), challenge.open)
    )


def stop_challenge() -> None:
    _guarded(lambda store, p: store.stop_challenge(p))


def live() -> bool:
    """This session is the teacher of a class that is still running."""
    return view() is not None


def voting() -> tuple[str, int] | None:
    """The class and moment whose best answer is not shown yet (the vote is on, or only its
    votes are out), None when there is none."""
    found = view()
    if found is None or found.moment is None or found.moment.answer_shown:
        return None
    return found.code, found.moment.number


def peek(moment: tuple[str, int]) -> None:
    """The teacher sees an explorer's verdict during this moment's vote."""
    session.put(PEEK, moment)
