"""The play page's session state and button callbacks.

The match lives in ``st.session_state`` only. Every button carries the number of the page it
was drawn on (the move number, or the set-up form's number); its callback ignores a click
when the game has moved on since (a double click, a stale page after a rerun), so a click can
never act twice or in the wrong position.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from typing import TypeVar

import streamlit as st

from app.common import session, teams
from app.common.i18n import nt, t
from app.common.i18n import number as written
from app.common.markup import cut, escape
from app.regenwormen import match as m
from app.regenwormen import play_words as words
from wormlib.core.errors import WormError
from wormlib.regenwormen.actions import Action
from wormlib.regenwormen.bots import BOTS
from wormlib.regenwormen.rules import Rules, rules_named
from wormlib.regenwormen.save import MAX_BYTES, MAX_NAME

MATCH = "play.match"
SETUP_OPEN = "play.setup_open"
FLASH = "play.flash"
REPORT = "play.report_cache"
JUDGED = "play.judged"  # the solver's verdicts on the people's clicks, made as they happen
UPLOAD = "play.upload"
SHOWN = "play.shown_at"  # (move number, when that position first showed), for autoplay
TICKING = "play.ticking"  # the last full run started the autoplay timer
WHOLE_PAGE = "play.whole_page"  # a run of the whole page is under way (not a fragment's)
SETUP = "play.setup."  # prefix of the set-up widgets' keys
LAST_SETUP = "play.last_setup"
SEED = "play.offered_seed"  # the seed the set-up form offers, drawn afresh each time it opens
FORM = "play.setup_form"  # which set-up form is open: its Start button carries this number
BUST_SEEN = "play.bust_seen"  # the move number of the last bust the players went on from
LINK = "game"  # the address's query parameter that holds the game (m.link)
LINK_READ = "play.link_read"  # the address was read once in this session

LEVELS = tuple(BOTS)
DEFAULT_LEVEL = "rule-of-thumb" if "rule-of-thumb" in BOTS else LEVELS[0]
SPEEDS = {"slow": 2.0, "normal": 1.0, "fast": 0.4}  # seconds between bot steps
T = TypeVar("T")


# --- session state ------------------------------------------------------------------------


def current() -> m.Match | None:
    found = st.session_state.get(MATCH)
    return found if isinstance(found, m.Match) else None


def _set(match: m.Match) -> None:
    st.session_state[MATCH] = match


def flash(kind: str, text: str) -> None:
    """A message shown once, on the next page: above a set-up form or a finished game, under
    the turn's buttons during a game (its going must not move a button under the pointer)."""
    st.session_state[FLASH] = (kind, text)


def take_flash() -> tuple[str, str]:
    """The message for this page, if any (then it is gone)."""
    found = st.session_state.pop(FLASH, ("", ""))
    return found if isinstance(found, tuple) else ("", "")


def setup_open() -> bool:
    return current() is None or bool(st.session_state.get(SETUP_OPEN))


def setup_default(name: str, fallback: T) -> T:
    """A set-up widget's value when the last game started (Streamlit forgets it)."""
    last = st.session_state.get(LAST_SETUP)
    found = last.get(SETUP + name) if isinstance(last, dict) else None
    return found if type(found) is type(fallback) else fallback


def offered_seed() -> int:
    return session.get(SEED, m.random_seed)


def open_setup(show: bool) -> None:
    if show and not setup_open():
        st.session_state[FORM] = form_number() + 1  # a new form: its Start acts once
    st.session_state[SETUP_OPEN] = show
    for seed in (SEED, SETUP + "seed"):
        st.session_state.pop(seed, None)  # a fresh random seed each time


def form_number() -> int:
    """The number of the set-up form on screen; it goes up when a game starts from it."""
    found = st.session_state.get(FORM, 0)
    return found if isinstance(found, int) else 0


def names(match: m.Match) -> tuple[str, ...]:
    """The seats' names for markdown: escaped, default names in the session's language."""
    return tuple(escape(name) for name in words.names(match))


def message(error: Exception) -> str:
    """An error's own words for markdown, bounded (a file's values are cut inside it)."""
    return escape(cut(str(error), 200))


# --- callbacks ----------------------------------------------------------------------------


def act(number: int, action: Action) -> None:
    """A person's decision from a button drawn at move ``number``."""
    match = current()
    if match is None or match.number != number or not match.human_to_move:
        flash("info", t("play.stale"))
        return
    try:
        after = m.play(match, action)
    except WormError:
        flash("warning", t("play.illegal"))
        return
    _judge(match, action)
    _set(after)


def _judge(match: m.Match, action: Action) -> None:
    """Rate the click now (a millisecond), so that the report at the end costs nothing."""
    judged = st.session_state.get(JUDGED)
    if not isinstance(judged, dict):
        judged = st.session_state[JUDGED] = {}
    verdict = m.judge(match.state, action)
    if verdict is not None:
        judged[(match.state, action)] = verdict


def judged() -> m.Judged:
    found = st.session_state.get(JUDGED)
    return found if isinstance(found, dict) else {}


def bot_step(number: int) -> None:
    """One bot decision; a click from an older page is ignored."""
    match = current()
    if match is None or match.number != number or not match.bot_to_move:
        flash("info", t("play.stale"))
        return
    _bot(m.advance_bot, match)


def skip() -> None:
    """All bot decisions up to a person's turn (harmless whenever it comes)."""
    match = current()
    if match is not None:
        _bot(m.skip_to_human, match)


def mark_shown(number: int, at: float) -> None:
    """Note when the position of move ``number`` first showed (a redraw keeps the time)."""
    shown = st.session_state.get(SHOWN)
    if not (isinstance(shown, tuple) and shown[0] == number):
        st.session_state[SHOWN] = (number, at)


def bust_waits(match: m.Match) -> bool:
    """A bust was just played and nobody has pressed "Go on" yet: the game waits for it."""
    last = m.last_step(match)
    return (
        last is not None
        and last.bust
        and not match.over
        and st.session_state.get(BUST_SEEN) != match.number
    )


def go_on(number: int) -> None:
    """The players have seen the bust of move ``number``: the next turn may begin."""
    match = current()
    if match is not None and match.number == number:
        st.session_state[BUST_SEEN] = number


@contextmanager
def whole_page_run(ticking: bool) -> Iterator[None]:
    """A run of the whole page, which starts the bots' timer (``ticking``) or stops it: the
    fragment's own reruns, outside this, compare the two to know when to ask for another."""
    st.session_state[TICKING] = ticking
    st.session_state[WHOLE_PAGE] = True
    try:
        yield
    finally:
        st.session_state[WHOLE_PAGE] = False


def in_whole_page_run() -> bool:
    return bool(st.session_state.get(WHOLE_PAGE))


def timer_ticking() -> bool:
    """The last run of the whole page started the bots' timer."""
    return bool(st.session_state.get(TICKING))


def due(pace: float) -> bool:
    """The autoplay timer fired and the position has shown long enough: a bot step is due.

    The timer runs on its own, so a tick may come a little early (0.8) or during a pause.
    """
    shown = st.session_state.get(SHOWN)
    since = float(shown[1]) if isinstance(shown, tuple) else 0.0
    return time.monotonic() - since >= 0.8 * pace


def _bot(advance: Callable[[m.Match], m.Match], match: m.Match) -> None:
    """Let the bots play; should one fail, say so and keep the game as it was."""
    try:
        _set(advance(match))
    except WormError as e:
        flash("error", t("play.bot_failed", why=message(e)))


def start(form: int) -> None:
    """Start the game set up in set-up form number ``form`` (widget keys start with SETUP).

    A second click on the same Start button (a double click, or a click queued while the
    first one ran) finds the form already used and does nothing.
    """
    if form != form_number() or not setup_open():
        return
    state = st.session_state
    rules = form_rules()
    problem = lineup_problem(rules)
    if problem is not None:
        flash("error", problem)
        return
    match = m.new_match(lineup(rules), rules, _widget("seed", offered_seed()))
    _set(match)
    st.session_state[JUDGED] = {}
    st.session_state[LAST_SETUP] = {
        key: value
        for key, value in state.to_dict().items()
        if key.startswith(SETUP) and key != SETUP + "seed"
    }
    st.session_state[FORM] = form + 1
    open_setup(False)
    flash("success", t("play.started", seed=match.seed))


def form_rules() -> Rules:
    return rules_named(_widget("variant", "official"))


def form_seats() -> list[m.Seat]:
    """The players of the set-up form in its order: the people, then the bots."""
    humans, bots = _widget("humans", 1), _widget("bots", 1)
    typed = [_name(st.session_state.get(f"{SETUP}name{i}", "")) for i in range(humans)]
    levels = [_widget(f"bot{j}", DEFAULT_LEVEL) for j in range(bots)]
    people = [
        m.Seat(name or words.default_name(i), None, bool(name)) for i, name in enumerate(typed)
    ]
    robots = [
        m.Seat(name, level, False)
        for name, level in zip(words.bot_names(levels), levels, strict=True)
    ]
    return [*people, *robots]


def team_keys() -> list[str]:
    """The keys of the team choices, one per player of the form (people, then bots)."""
    humans, bots = _widget("humans", 1), _widget("bots", 1)
    return [f"{SETUP}team.p{i}" for i in range(humans)] + [f"{SETUP}team.b{j}" for j in range(bots)]


def lineup_problem(rules: Rules) -> str | None:
    """Why the form's players cannot start a game of ``rules`` (a count out of range, teams
    of the wrong sizes), in the reader's words; None when they can."""
    n = len(form_seats())
    if not rules.min_players <= n <= rules.max_players:
        return t(
            "play.bad_count",
            variant=words.variant_label(rules.name),
            lo=rules.min_players,
            hi=rules.max_players,
            n=n,
        )
    try:
        lineup(rules)
    except teams.UnevenTeamsError as e:
        return teams.uneven_text(e)
    return None


def lineup(rules: Rules) -> list[m.Seat]:
    """The form's players in their seats: with teams each in a seat of the team chosen for
    them (UnevenTeamsError when the teams' sizes do not fit the seats).

    A person without a typed name who moves before another person keeps the default name
    of the form ("Player 2"), so that the table names them as the form did.
    """
    seats = form_seats()
    if not rules.teams:
        return seats
    wanted = teams.chosen(team_keys(), range(len(seats)), 2)
    order = teams.seating(wanted, [rules.team(s) for s in range(len(seats))])
    people = [i for i in order if seats[i].bot is None]
    return [
        seats[i]
        if seats[i].bot is not None or people.index(i) == i
        else replace(seats[i], named=True)
        for i in order
    ]


def _widget(name: str, fallback: T) -> T:
    """A set-up widget's value, or ``fallback`` when the widget is gone or of another type."""
    found = st.session_state.get(SETUP + name)
    return found if type(found) is type(fallback) else fallback


def _name(typed: object) -> str:
    return "".join(ch for ch in str(typed) if ch.isprintable()).strip()[:MAX_NAME].strip()


def load() -> None:
    """Replace the game by the uploaded one; a bad file leaves the game as it was."""
    upload = st.session_state.get(UPLOAD)
    if upload is None:
        return
    try:
        data = upload.read(MAX_BYTES + 1)
        loaded = m.loads(data, LEVELS)
    except WormError as e:  # only SaveGameError (tests/app/regenwormen/test_match.py fuzzes it)
        flash("error", t("play.load_failed", why=message(e)))
        return
    _set(loaded)
    st.session_state[JUDGED] = {}
    open_setup(False)
    if loaded.over:
        flash("success", plural_moves("play.loaded_over", loaded))
    else:
        flash(
            "success", plural_moves("play.loaded", loaded, name=names(loaded)[loaded.state.current])
        )


def plural_moves(key: str, match: m.Match, **fields: object) -> str:
    return nt(key, match.number, **fields)


def from_address() -> None:
    """A new session (a reload, a shared link) takes the game in the address, once; a bad
    or over-long one is refused with a message and taken out of the address."""
    if st.session_state.get(LINK_READ) or current() is not None:
        return
    st.session_state[LINK_READ] = True
    text = st.query_params.get(LINK)
    if text is None:
        return
    try:
        found = m.parse_link(text, LEVELS)
        levels = [bot for bot in found.bots if bot is not None]
        bots, people = iter(words.bot_names(levels)), iter(range(len(found.bots)))
        seats = [
            m.Seat(next(bots) if bot else words.default_name(next(people)), bot, False)
            for bot in found.bots
        ]
        match = m.play_link(seats, found)
    except m.GameLinkError as e:
        fields = {k: written(v, 0) if isinstance(v, int) else v for k, v in e.fields.items()}
        flash("error", t(e.key, **fields))
        del st.query_params[LINK]
        return
    _set(match)
    st.session_state[JUDGED] = {}
    st.session_state[BUST_SEEN] = match.number  # the bust before the reload was seen
    flash("success", t("play.link.restored", number=match.number))


def to_address(match: m.Match | None) -> bool:
    """Write the game on screen into the address (none: take it out); False when the game
    is too long for it."""
    text = None if match is None else m.link(match)
    fits = text is None or len(text) <= m.MAX_LINK
    if text is not None and fits:
        if st.query_params.get(LINK) != text:
            st.query_params[LINK] = text
    elif LINK in st.query_params:
        del st.query_params[LINK]
    return fits


def play_again(number: int) -> None:
    """The same players and rules again, with a fresh seed; once per finished game."""
    match = current()
    if match is None or match.number != number or not match.over:
        return
    again = m.new_match(match.seats, match.rules, m.random_seed())
    _set(again)
    st.session_state[JUDGED] = {}
    flash("success", t("play.started", seed=again.seed))


def reports(match: m.Match) -> tuple[m.PlayerReport, ...]:
    """The decision reports of a finished game, kept in the session (clicks judged already)."""
    cached = st.session_state.get(REPORT)
    if isinstance(cached, tuple) and cached[0] == match:
        found: tuple[m.PlayerReport, ...] = cached[1]
        return found
    done = m.report(match, judged())
    st.session_state[REPORT] = (match, done)
    return done
