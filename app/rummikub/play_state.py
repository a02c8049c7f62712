"""The Rummikub play page's session state and button callbacks.

The match (``app.rummikub.match``) and the turn being built (``app.rummikub.play_turn``) live
in ``st.session_state`` only. Every button carries the move number and the turn's step number
it was drawn with; its callback ignores a click when either has moved on (a double click, a
stale page), so a button pressed twice acts once.

The turn's callbacks take ``where``, the prefix of the session keys of the match and its turn:
the play page's own (``P``) by default, the class challenge's on the join page
(``app.rummikub.challenge_state``), so that one game's turn never touches the other's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

import streamlit as st

from app.common import markup, session, teams
from app.common.i18n import t
from app.rummikub import match as m
from app.rummikub import play_turn as turns
from app.rummikub import play_words as words
from app.rummikub.play_turn import Turn
from wormlib.core.errors import WormError
from wormlib.rummikub.actions import Draw, Lay, TimeOut
from wormlib.rummikub.rules import TEAM_PLAYERS, VARIANTS, Rules, parse_rules
from wormlib.rummikub.save import MAX_BYTES, MAX_NAME
from wormlib.rummikub.solver import BestMove

P = "rummikub_play."  # the page's keys in the session; its texts' keys start the same
MATCH, STEPS, FLASH, HELP, STARTED = (P + k for k in ("match", "steps", "flash", "help", "started"))
SORT, COACH, UPLOAD, SETUP, FORM = (P + k for k in ("sort", "coach", "upload", "setup.", "form"))
REPORT, COACHED = P + "report_rows", P + "coach_count"
RACK_TILES = P + "rack_tiles"  # the rack's tile buttons (app/common/styles.py styles them)
TABLE_TILES = P + "table_tiles"  # a table meld's frame with its tile buttons, and its number
TABLE_BOX = P + "table_box"  # all the turn's melds: on a phone it scrolls within its own box
NOT_VALID = "_not_valid_"  # in the key of a meld's frame that is not a valid group or run
LEVELS = words.LEVELS
OTHER_RULES = tuple(name for name in VARIANTS if name != "seed")


# --- the match, the turn on screen, messages ---------------------------------------------------


def current(where: str = P) -> m.Match | None:
    found = st.session_state.get(where + "match")
    return found if isinstance(found, m.Match) else None


def _set(match: m.Match, where: str = P) -> None:
    st.session_state[where + "match"] = match
    st.session_state.pop(where + "help", None)


def _replace_game(match: m.Match) -> None:
    """Another game (started or loaded): forget the old turn, clock and picked tiles, whose
    keys carry move numbers that the new game reaches too."""
    for key in [k for k in st.session_state if str(k).startswith(P + "pick.")]:
        del st.session_state[key]
    for key in (STEPS, STARTED):
        st.session_state.pop(key, None)
    _set(match)


def flash(kind: str, text: str) -> None:
    """A message shown once, at the top of the next page: "success" or a warning."""
    st.session_state[FLASH] = (kind, text)


def take_flash() -> tuple[str, str]:
    """The message for this page, if any (then it is gone)."""
    found = st.session_state.pop(FLASH, ("", ""))
    return found if isinstance(found, tuple) else ("", "")


def steps(match: m.Match, where: str = P) -> list[Turn]:
    """The turn's steps so far (the first is the turn's start), for the move on screen."""
    found = st.session_state.get(where + "steps")
    if not (isinstance(found, tuple) and found[0] == match.number):
        found = (match.number, [turns.start(match.state)])
        st.session_state[where + "steps"] = found
    kept: list[Turn] = found[1]
    return kept


def pick_key(number: int, version: int, which: str, where: str = P) -> str:
    """The key of the pills that pick tiles of the rack (``which`` "r") or of table meld i
    ("t<i>"), drawn at this move and step of the turn."""
    return f"{where}pick.{number}.{version}.{which}"


def form_number() -> int:
    """The number of the set-up form on screen: its Start button acts once."""
    return session.get(FORM, int)


@dataclass(frozen=True, slots=True)
class Help:
    """The solver's answer to "help me arrange" at this move and step of the turn: its
    arrangement, or None when the table must be fixed first."""

    number: int
    version: int
    move: BestMove | None


def help_for(match: m.Match, version: int, where: str = P) -> Help | None:
    """The answer asked for the turn on screen, if any."""
    found = st.session_state.get(where + "help")
    if isinstance(found, Help) and (found.number, found.version) == (match.number, version):
        return found
    return None


def coach_count(match: m.Match) -> int | None:
    """The solver's count for this position, asked once per move (not on every click)."""
    found = st.session_state.get(COACHED)
    if not (isinstance(found, tuple) and found[0] == match.state):
        found = (match.state, m.could_lay(match.state))
        st.session_state[COACHED] = found
    count: int | None = found[1]
    return count


def round_report(match: m.Match, round_index: int) -> tuple[m.Decision, ...]:
    """The round's report, solved once: every later rerun (any click) reads it back."""
    found = st.session_state.get(REPORT)
    if not (isinstance(found, tuple) and found[:2] == (round_index, match.moves)):
        found = (round_index, match.moves, m.report(match, round_index))
        st.session_state[REPORT] = found
    rows: tuple[m.Decision, ...] = found[2]
    return rows


def seconds_left(match: m.Match, now: float) -> float | None:
    """Seconds left in this turn under the variant's timer (None without one)."""
    limit = match.rules.turn_seconds
    if limit is None or not match.human_to_move:
        return None
    started = st.session_state.get(STARTED)
    if not (isinstance(started, tuple) and started[0] == match.number):
        started = (match.number, now)
        st.session_state[STARTED] = started
    return max(0.0, limit - (now - float(started[1])))


# --- set-up and files --------------------------------------------------------------------------


def start(form: int) -> None:
    """A new match from the set-up widgets (once per form on screen)."""
    if form_number() != form:
        return
    rules = form_rules()
    problem = lineup_problem(rules)
    if problem is not None:
        flash("warning", problem)
        return
    rounds = int(st.session_state.get(SETUP + "rounds", 1))
    seed = int(st.session_state.get(SETUP + "seed", 1))
    _replace_game(m.new_match(lineup(rules), rules, seed, rounds=rounds))
    st.session_state[FORM] = form + 1
    st.session_state.pop(SETUP + "seed", None)
    flash("success", t("rummikub_play.started", seed=seed))


def form_rules() -> Rules:
    """The rules the form asks for: the variants picked, and teams when asked."""
    names = [str(name) for name in st.session_state.get(SETUP + "rules", []) or []]
    names += ["teams"] if st.session_state.get(SETUP + "teams") is True else []
    return parse_rules(",".join(names) or "seed")


def form_seats() -> list[m.Seat]:
    """The players of the set-up form in its order: the people, then the bots."""
    people = int(st.session_state.get(SETUP + "people", 1))
    bots = int(st.session_state.get(SETUP + "bots", 1))
    seats = []
    for i in range(people):
        typed = str(st.session_state.get(f"{SETUP}name{i}", ""))
        name = "".join(ch for ch in typed if ch.isprintable()).strip()[:MAX_NAME]
        seats.append(m.Seat(name or f"Player {i + 1}", None, bool(name)))
    shown = words.level_names()
    for i in range(bots):
        picked = st.session_state.get(f"{SETUP}level{i}")
        level = LEVELS[shown.index(picked)] if picked in shown else LEVELS[0]
        seats.append(m.Seat(level, level, False))
    return seats


def team_keys() -> list[str]:
    """The keys of the team choices, one per player of the form (people, then bots)."""
    people = int(st.session_state.get(SETUP + "people", 1))
    bots = int(st.session_state.get(SETUP + "bots", 1))
    return [f"{SETUP}team.p{i}" for i in range(people)] + [f"{SETUP}team.b{j}" for j in range(bots)]


def lineup_problem(rules: Rules) -> str | None:
    """Why the form's players cannot start a game of ``rules`` (how many, or teams of the
    wrong sizes), in the reader's words; None when they can."""
    n = len(form_seats())
    if rules.teams and n not in TEAM_PLAYERS:
        return t("teams.rk_count", n=n)
    if not rules.teams and not 2 <= n <= 4:
        return t("rummikub_play.err_seats", n=n)
    try:
        lineup(rules)
    except teams.UnevenTeamsError as e:
        return teams.uneven_text(e)
    return None


def seat_order(rules: Rules) -> list[int]:
    """Which player of the form (people, then bots) takes each seat: with teams each in a
    seat of the team chosen for them (UnevenTeamsError when the sizes do not fit)."""
    n = len(form_seats())
    if not rules.teams:
        return list(range(n))
    wanted = teams.chosen(team_keys(), range(n), rules.team_count(n))
    return teams.seating(wanted, [rules.team(s, n) for s in range(n)])


def lineup(rules: Rules) -> list[m.Seat]:
    """The form's players in their seats (``seat_order``).

    A person without a typed name who moves to another seat keeps the form's default name
    ("Player 2"): the table names people without a name by their seat.
    """
    seats = form_seats()
    return [
        seats[i]
        if seats[i].bot is not None or seats[i].named or seat == i
        else _keep_name(seats[i], i)
        for seat, i in enumerate(seat_order(rules))
    ]


def _keep_name(seat: m.Seat, i: int) -> m.Seat:
    return replace(seat, name=t("rummikub_play.default_name", n=i + 1), named=True)


def load() -> None:
    """Replace the match by the uploaded one; a bad file leaves the game as it was."""
    upload = st.session_state.get(UPLOAD)
    if upload is None:
        return
    try:
        loaded = m.loads(upload.read(MAX_BYTES + 1))
    except WormError as e:
        why = markup.escape(markup.cut(str(e), 200))
        flash("warning", t("rummikub_play.load_failed", why=why))
        return
    _replace_game(loaded)
    flash("success", t("rummikub_play.loaded"))


# --- a person's turn ---------------------------------------------------------------------------


def _fresh(number: int, version: int, where: str) -> list[Turn] | None:
    """The turn's steps if the click comes from the page now on screen, else None (stale)."""
    match = current(where)
    if match is None or match.number != number or not match.human_to_move:
        return None
    todo = steps(match, where)
    return todo if len(todo) == version else None


def picked(number: int, version: int, which: str, where: str = P) -> None:
    """The pills of the rack or of one meld changed: the turn's picked tiles follow them."""
    todo = _fresh(number, version, where)
    if todo is None:
        return
    turn = todo[-1]
    chosen = st.session_state.get(pick_key(number, version, which, where)) or []
    if which == "r":
        spots = {("rack", int(i), 0) for i in chosen}
        keep = {s for s in turn.picked if s[0] != "rack"}
    else:
        meld = int(which[1:])
        spots = {("table", meld, int(j)) for j in chosen}
        keep = {s for s in turn.picked if not (s[0] == "table" and s[1] == meld)}
    try:
        for spot in spots | keep:
            turns.toggle(Turn(turn.rack, turn.table), spot)  # every spot must exist
    except turns.TurnError:
        return
    todo[-1] = Turn(turn.rack, turn.table, turn.laid, frozenset(spots | keep))
    st.session_state.pop(where + "help", None)


def step(number: int, version: int, change: Callable[[Turn], Turn], where: str = P) -> None:
    """One step of the turn: the picked tiles into a meld, or the solver's arrangement."""
    todo = _fresh(number, version, where)
    if todo is None:
        return
    try:
        todo.append(change(todo[-1]))
    except (turns.TurnError, ValueError):
        flash("warning", t("rummikub_play.pick_first"))
    st.session_state.pop(where + "help", None)


def undo(number: int, version: int, everything: bool, where: str = P) -> None:
    """Back one step, or (``everything``) back to the turn's start, with nothing picked: the
    tiles picked before that step would otherwise come back picked, and a pupil's next taps
    on them would unpick them."""
    todo = _fresh(number, version, where)
    if todo is None or len(todo) < 2:
        return
    del todo[1 if everything else -1 :]
    todo[-1] = replace(todo[-1], picked=frozenset())
    st.session_state.pop(where + "help", None)


def ask_help(number: int, version: int, where: str = P) -> None:
    todo = _fresh(number, version, where)
    match = current(where)
    if todo is None or match is None:
        return
    st.session_state[where + "help"] = Help(number, version, turns.arrange(todo[-1], match.state))


def end_turn(number: int, version: int, where: str = P) -> None:
    """Lay the turn's table, or say why it cannot end yet."""
    todo = _fresh(number, version, where)
    match = current(where)
    if todo is None or match is None:
        return
    why = turns.why_not(todo[-1], match.state)
    if why is not None:
        flash("warning", words.why_text(*why))
        return
    decide(number, turns.lay(todo[-1]), where)


def decide(number: int, action: Draw | Lay | TimeOut, where: str = P) -> None:
    """A person's whole move, from a button drawn at move ``number``."""
    match = current(where)
    if match is None or match.number != number or not match.human_to_move:
        return
    try:
        _set(m.play(match, action), where)
    except WormError as e:
        flash("warning", t("rummikub_play.illegal", why=markup.echo(e)))


def time_up(number: int) -> None:
    """The turn's clock ran out: the engine's time-out is played, and the page says so."""
    decide(number, TimeOut())
    flash("warning", t("rummikub_play.time_up"))


# --- the bots and the rounds -------------------------------------------------------------------


def bot_step(number: int) -> None:
    match = current()
    if match is None or match.number != number or not match.bot_to_move:
        return
    _set(m.advance_bot(match))


def bots_until_person(number: int, where: str = P) -> None:
    match = current(where)
    if match is None or match.number != number:
        return
    while match.bot_to_move:
        match = m.advance_bot(match)
    _set(match, where)


def next_round(number: int) -> None:
    match = current()
    if match is None or match.number != number or not match.between_rounds:
        return
    _set(m.deal(match))
