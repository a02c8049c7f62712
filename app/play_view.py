"""The play page's session state, button callbacks and words.

The match lives in ``st.session_state`` only. Every button carries the move number of the
page it was drawn on; its callback ignores a click when the game has moved on since (a
double click, a stale page after a rerun), so a click can never play a move twice or in the
wrong position.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TypeVar

import streamlit as st

from app import match as m
from app import session
from app.i18n import CATALOG, language, t
from wormlib import dice, game
from wormlib.actions import Action, Dice, Keep, Roll, Stop, Take
from wormlib.bots import BOTS
from wormlib.errors import RulesError, WormError
from wormlib.rules import rules_named
from wormlib.save import MAX_BYTES, MAX_NAME
from wormlib.state import GameState
from wormlib.tiles import worms

MATCH = "play.match"
SETUP_OPEN = "play.setup_open"
FLASH = "play.flash"
REPORT = "play.report_cache"
UPLOAD = "play.upload"
DRAWN = "play.drawn_at"  # when the page was last drawn in full (for the autoplay timer)
SETUP = "play.setup."  # prefix of the set-up widgets' keys
LAST_SETUP = "play.last_setup"
SEED = "play.offered_seed"  # the seed the set-up form offers, drawn afresh each time it opens
FORM = "play.setup_form"  # which set-up form is open: its Start button carries this number

LEVELS = tuple(BOTS)
DEFAULT_LEVEL = "rule-of-thumb" if "rule-of-thumb" in BOTS else LEVELS[0]
SPEEDS = {"slow": 2.0, "normal": 1.0, "fast": 0.4}  # seconds between bot steps
WORM = "🪱"
T = TypeVar("T")


# --- session state ------------------------------------------------------------------------


def current() -> m.Match | None:
    found = st.session_state.get(MATCH)
    return found if isinstance(found, m.Match) else None


def _set(match: m.Match) -> None:
    st.session_state[MATCH] = match


def flash(kind: str, text: str) -> None:
    """A message shown once, at the top of the next page."""
    st.session_state[FLASH] = (kind, text)


def show_flash() -> None:
    kind, text = st.session_state.pop(FLASH, ("", ""))
    if text:
        {"error": st.error, "warning": st.warning, "success": st.success}.get(kind, st.info)(text)


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


# --- callbacks ----------------------------------------------------------------------------


def act(number: int, action: Action) -> None:
    """A person's decision from a button drawn at move ``number``."""
    match = current()
    if match is None or match.number != number or not match.human_to_move:
        flash("info", t("play.stale"))
        return
    try:
        _set(m.play(match, action))
    except WormError:
        flash("warning", t("play.illegal"))


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


def mark_drawn() -> None:
    st.session_state[DRAWN] = time.monotonic()


def due(pace: float) -> bool:
    """The autoplay timer fired: a bot step is due (not on the page's own drawing)."""
    return time.monotonic() - float(st.session_state.get(DRAWN, 0.0)) >= 0.8 * pace


def _bot(advance: Callable[[m.Match], m.Match], match: m.Match) -> None:
    """Let the bots play; should one fail, say so and keep the game as it was."""
    try:
        _set(advance(match))
    except WormError as e:
        flash("error", t("play.bot_failed", why=e))


def start(form: int) -> None:
    """Start the game set up in set-up form number ``form`` (widget keys start with SETUP).

    A second click on the same Start button (a double click, or a click queued while the
    first one ran) finds the form already used and does nothing.
    """
    if form != form_number() or not setup_open():
        return
    state = st.session_state
    humans = _widget("humans", 1)
    bots = _widget("bots", 1)
    rules = rules_named(_widget("variant", "official"))
    names = [_name(state.get(f"{SETUP}name{i}", ""), i) for i in range(humans)]
    levels = [_widget(f"bot{j}", DEFAULT_LEVEL) for j in range(bots)]
    seats = [m.Seat(name) for name in names] + _bot_seats(levels)
    try:
        match = m.new_match(seats, rules, _widget("seed", offered_seed()))
    except RulesError:
        flash(
            "error",
            t(
                "play.bad_count",
                variant=variant_label(rules.name),
                lo=rules.min_players,
                hi=rules.max_players,
                n=len(seats),
            ),
        )
        return
    _set(match)
    st.session_state[LAST_SETUP] = {
        key: value
        for key, value in state.to_dict().items()
        if key.startswith(SETUP) and key != SETUP + "seed"
    }
    st.session_state[FORM] = form + 1
    open_setup(False)
    flash("success", t("play.started", seed=match.seed))


def _widget(name: str, fallback: T) -> T:
    """A set-up widget's value, or ``fallback`` when the widget is gone or of another type."""
    found = st.session_state.get(SETUP + name)
    return found if type(found) is type(fallback) else fallback


def load() -> None:
    """Replace the game by the uploaded one; a bad file leaves the game as it was."""
    upload = st.session_state.get(UPLOAD)
    if upload is None:
        return
    try:
        data = upload.read(MAX_BYTES + 1)
        loaded = m.loads(data, LEVELS)
    except WormError as e:  # m.loads raises SaveGameError only (tests/test_match.py fuzzes it)
        flash("error", t("play.load_failed", why=escape(str(e))))
        return
    _set(loaded)
    open_setup(False)
    if loaded.over:
        flash("success", t("play.loaded_over", n=loaded.number))
    else:
        name = escape(loaded.names[loaded.state.current])
        flash("success", t("play.loaded", n=loaded.number, name=name))


def _name(typed: object, i: int) -> str:
    name = "".join(ch for ch in str(typed) if ch.isprintable()).strip()[:MAX_NAME].strip()
    return name or t("play.default_name", n=i + 1)


def _bot_seats(levels: list[str]) -> list[m.Seat]:
    """Bots named after their level, numbered when a level plays more than once."""
    seats = []
    for j, level in enumerate(levels):
        name = t("play.bot_name", level=level_label(level))
        if levels.count(level) > 1:
            name += f" {levels[: j + 1].count(level)}"
        seats.append(m.Seat(name[:MAX_NAME], level))
    return seats


# --- words --------------------------------------------------------------------------------


def level_label(level: str) -> str:
    return _label("play.level.", level)


def variant_label(name: str) -> str:
    return _label("play.variant.", name)


def _label(prefix: str, name: str) -> str:
    return t(prefix + name) if prefix + name in CATALOG else name


def number(x: float) -> str:
    """A value with two decimals, a decimal comma in Dutch."""
    text = f"{x:.2f}"
    return text.replace(".", ",") if language() == "nl" else text


def percent(p: float) -> str:
    return f"{100 * p:.0f}%"


def face_text(face: int) -> str:
    return WORM if face == dice.WORM else str(face)


def dice_text(counts: dice.Counts) -> str:
    return " ".join(face_text(f) for f in dice.FACES for _ in range(counts[f - 1]))


def kept_text(face: int, count: int) -> str:
    return f"{count} × {face_text(face)}"


def action_text(state: GameState, action: Action) -> str:
    """A decision in a few words, for the coach and the report."""
    if isinstance(action, Keep):
        assert state.turn.roll is not None
        return t("play.act.keep", dice=kept_text(action.face, kept_count(state, action)))
    if isinstance(action, Take):
        key = "play.act.take" if action.tile in state.middle else "play.act.steal"
        return t(key, tile=action.tile)
    return t("play.act.roll") if isinstance(action, Roll) else t("play.act.stop")


def position_text(state: GameState) -> str:
    turn = state.turn
    if turn.roll is not None:
        return t("play.report.at_roll", roll=dice_text(turn.roll), total=turn.total)
    return t("play.report.at_stop", total=turn.total, left=turn.dice_left)


def kept_count(state: GameState, keep: Keep) -> int:
    assert state.turn.roll is not None
    return state.turn.roll[keep.face - 1]


def victim(state: GameState, tile: int) -> int:
    """The opponent whose top tile a steal takes."""
    return next(p for p in range(state.players) if p != state.current and state.top(p) == tile)


@dataclass(frozen=True, slots=True)
class TurnLog:
    number: int
    player: int
    lines: tuple[str, ...]


def turns(match: m.Match) -> list[TurnLog]:
    """The game in plain words, turn by turn (bot explanations in italics)."""
    out: list[TurnLog] = []
    lines: list[str] = []
    names = tuple(escape(name) for name in match.names)
    for step in m.history(match):
        lines.extend(_describe(step, names))
        if step.ends_turn:
            out.append(TurnLog(step.turn, step.before.current, tuple(lines)))
            lines = []
    if not match.over:
        out.append(TurnLog(len(out) + 1, match.state.current, tuple(lines)))
    return out


def _describe(step: m.Step, names: tuple[str, ...]) -> Iterator[str]:
    before, action, after = step.before, step.move.action, step.after
    name = names[before.current]
    reason = step.move.explanation(language())
    if reason:
        yield f"*{escape(reason)}*"
    if isinstance(action, Dice):
        key = "play.log.roll_bust" if step.bust else "play.log.roll"
        yield t(key, name=name, dice=dice_text(action.counts))
    elif isinstance(action, Keep):
        assert before.turn.roll is not None
        count = before.turn.roll[action.face - 1]
        total = before.turn.total + dice.FACE_VALUES[action.face - 1] * count
        key = "play.log.keep_bust" if step.bust else "play.log.keep"
        yield t(key, name=name, dice=kept_text(action.face, count), total=total)
    elif isinstance(action, Take):
        tile, n = action.tile, worms(action.tile)
        if tile in before.middle:
            yield t("play.log.take", name=name, tile=tile, worms=n)
        else:
            thief = names[victim(before, tile)]
            yield t("play.log.steal", name=name, tile=tile, worms=n, victim=thief)
    elif isinstance(action, Stop):
        yield t("play.log.stop", name=name)
    if step.bust:
        yield from _bust_words(before, after)


def _bust_words(before: GameState, after: GameState) -> Iterator[str]:
    player = before.current
    returned = before.top(player) if after.stacks[player] != before.stacks[player] else None
    if returned is not None:
        yield t("play.log.returned", tile=returned)
    turned = sorted(set(after.turned) - set(before.turned))
    for tile in turned:
        yield t("play.log.turned", tile=tile)
    if returned is not None and not turned:
        yield t("play.log.spared")


def escape(text: str) -> str:
    """Text shown as markdown without its characters acting as markup."""
    return re.sub(r"([\\`*_\[\]<>#|~$])", r"\\\1", text)


def winner_text(match: m.Match, outcome: game.Outcome) -> str:
    """Who won, and how a tie was broken."""
    names = [escape(match.names[p]) for p in outcome.winners]
    best = outcome.scores[outcome.winners[0]]
    joined = t("play.and").join(names)
    if outcome.decided_by == "highest tile":
        tied = [escape(n) for p, n in enumerate(match.names) if outcome.scores[p] == best]
        tile = max(match.state.stacks[outcome.winners[0]])
        return t(
            "play.win.tile", tied=t("play.and").join(tied), worms=best, names=joined, tile=tile
        )
    key = "play.win.shared" if outcome.decided_by == "shared" else "play.win.worms"
    return t(key, names=joined, worms=best)


def reports(match: m.Match) -> tuple[m.PlayerReport, ...]:
    """The decision reports, worked out once per finished game and kept in the session."""
    cached = st.session_state.get(REPORT)
    if cached is not None and cached[0] == match:
        found: tuple[m.PlayerReport, ...] = cached[1]
        return found
    done = m.report(match)
    st.session_state[REPORT] = (match, done)
    return done


def rating_text(rating: m.Rating) -> str:
    return t(
        "play.report.item",
        turn=rating.turn,
        position=position_text(rating.state),
        chosen=action_text(rating.state, rating.action),
        value=number(rating.value),
        best=action_text(rating.state, rating.best),
        best_value=number(rating.best_value),
        loss=number(rating.loss),
    )


def rating_rows(ratings: tuple[m.Rating, ...]) -> list[dict[str, object]]:
    return [
        {
            t("play.col.turn"): r.turn,
            t("play.col.position"): position_text(r.state),
            t("play.col.choice"): action_text(r.state, r.action),
            t("play.col.value"): round(r.value, 3),
            t("play.col.best"): action_text(r.state, r.best),
            t("play.col.best_value"): round(r.best_value, 3),
            t("play.col.loss"): round(r.loss, 3),
        }
        for r in ratings
    ]
