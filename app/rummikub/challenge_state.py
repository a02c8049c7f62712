"""A pupil's game in the Rummikub class challenge: the match, and each finished turn judged
and sent to the class store.

Every pupil plays the teacher's seed (the same deal, and the same tiles drawn as long as the
play is the same) in seat 1 against the teacher's bot. The turn is built with the play page's
callbacks (``play_state``, its session keys under ``WHERE``), without "help me arrange".
When the pupil's move is made the bot plays at once, and the move goes to the store
(``outbox``), judged in **tiles**, as the play page's decision report counts: the loss is the
tiles the exact best move lays (``match.could_lay``, within the solver's work budget) minus
the tiles the pupil laid. A position the solver refuses counts as a turn with no judged
decision. Each move goes with its notation (a line), so that after a reload the game is
played again from the seed and the pupil's moves (the tiles and the bot follow from the
seed). A missed position is kept as the best-move page's link (``situation.to_query``),
when it fits the store's length.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any
from urllib.parse import urlencode

import streamlit as st

from app.classroom import inputs, outbox
from app.common import session
from app.rummikub import match as m
from app.rummikub import play_state
from app.rummikub.situation import Situation, to_query
from wormlib.core.errors import WormError
from wormlib.rummikub.actions import Lay, parse_action
from wormlib.rummikub.bots import BOTS
from wormlib.rummikub.rules import SEED
from wormlib.rummikub.state import GameState

GAME = "rummikub"
WHERE = "join.rk_challenge."  # the session's place of the pupil's match and turn
KEY = WHERE + "key"  # the challenge (seed, bot) the match is of
SENT = WHERE + "sent"  # how many of the pupil's moves went to the outbox
UNSENT = WHERE + "unsent"  # finished turns the store has not taken yet
PUPIL = 0  # the pupil's seat
POSITION_LENGTH = 200  # app.classroom.inputs.Limits.position_length


def describe(bot: str, seed: int) -> dict[str, Any]:
    """A Rummikub challenge for the class store: the seed rules, one bot."""
    return {"game": GAME, "seed": seed, "bot": bot}


def _key(description: Mapping[str, Any]) -> tuple[int, str] | None:
    """The challenge's seed and bot, None when it is not a Rummikub challenge of ours."""
    return inputs.challenge_key(description, GAME, m.MAX_SEED, BOTS)


def game(description: Mapping[str, Any], name: str, moves: str = "") -> m.Match | None:
    """The pupil's match of this challenge (``name`` is the pupil's seat), made on first
    sight from the moves the store has (``moves``: none in a new game, some after a reload);
    a new challenge starts a new game. None for a challenge that is not ours, or moves that
    make no game of it."""
    key = _key(description)
    if key is None:
        return None
    if st.session_state.get(KEY) != key or play_state.current(WHERE) is None:
        for old in [k for k in st.session_state if str(k).startswith(WHERE)]:
            del st.session_state[old]
        seed, bot = key
        seats = [m.Seat(name, None, True), m.Seat(bot, bot, False)]
        lines = moves.splitlines()
        try:
            match = replay(m.new_match(seats, SEED, seed), lines)
        except WormError:
            return None
        session.put(WHERE + "match", match)
        session.put(KEY, key)
        session.put(SENT, len(lines))
    return play_state.current(WHERE)


def replay(match: m.Match, moves: list[str]) -> m.Match:
    """The match after the pupil's ``moves`` (in notation), the bot answering each; a
    WormError when they are not a legal game."""
    for move in moves:
        while match.bot_to_move:
            match = m.advance_bot(match)
        match = m.play(match, parse_action(move))
    while match.bot_to_move:
        match = m.advance_bot(match)
    return match


def settle() -> bool:
    """After the pupil's move (made by the play page's callbacks): the bot plays until the
    pupil is to move again, then each new move of the pupil goes to the outbox; whether
    one did."""
    match = play_state.current(WHERE)
    if match is None:
        return False
    if match.bot_to_move:
        play_state.bots_until_person(match.number, WHERE)
        match = play_state.current(WHERE)
        assert match is not None
    mine = [move for move in match.moves if move.player == PUPIL and move.reason is None]
    sent = session.get(SENT, int)
    for i, move in enumerate(mine[sent:], start=sent + 1):
        outbox.queue(UNSENT, judged(move, finished=match.over and i == len(mine)))
    session.put(SENT, len(mine))
    return len(mine) > sent


def judged(move: m.Move, *, finished: bool) -> outbox.Turn:
    """A pupil's move as the store counts it: one decision losing the tiles the best move
    would have laid more, with its position; no decision where the solver refused."""
    notation = f"{move.action}\n"
    if move.best is None or move.before is None:
        return outbox.Turn(0, 0.0, (), finished, notation)
    laid = len(move.action.laid) if isinstance(move.action, Lay) else 0
    loss = max(0, move.best - laid)
    place = position(move.before)
    met = () if place is None else ((place, loss > 0),)
    return outbox.Turn(1, float(loss), met, finished, notation)


def position(state: GameState) -> str | None:
    """The position of the player to move as the best-move page's link (None if too long)."""
    p = state.current
    s = Situation(state.racks[p], state.table, state.plays_as_opened(p), state.rules)
    text = urlencode(to_query(s))
    return text if len(text) <= POSITION_LENGTH else None


def send() -> None:
    """Hand the finished turns to the store (``outbox.send``)."""
    outbox.send(UNSENT)


def waiting() -> int:
    """How many finished turns the store has not taken yet."""
    return outbox.waiting(UNSENT)


def current() -> m.Match | None:
    """The pupil's match as the session has it now."""
    return play_state.current(WHERE)
