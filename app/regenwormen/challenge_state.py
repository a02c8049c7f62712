"""A pupil's game in the class challenge: the match, its buttons' callback, and each finished
turn sent to the class store.

Every pupil plays the teacher's seed with duplicate dice (``match.duplicate_roll``) against
the teacher's bot, so the whole class meets the same throws. Each click is judged as it
happens (``match.judge``); when the pupil's turn ends the bot plays its turn at once, and the
turn goes to the store: its decisions, their summed loss, the position of each decision
(its explorer link) with whether the pupil missed the best move there, and the decisions
themselves, a character each (``outbox``). After a reload the game is played again from the
seed and those decisions (the dice and the bot follow from the seed); the decisions of the
turn under way, which the store gets only when the turn ends, the browser keeps in a cookie
of its own (``keep_turn``), so that the game goes on where it was, each of them judged again.
On another device, or without the cookie, the turn starts again from its start (with the
same dice: they follow the seed, the turn and the roll).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any
from urllib.parse import urlencode

import streamlit as st

from app.classroom import inputs, outbox, pupil_state, remember, settings
from app.common import session
from app.regenwormen import match as m
from app.regenwormen import play_words
from app.regenwormen.situation import situation_query
from wormlib.core.errors import WormError
from wormlib.regenwormen.actions import Action
from wormlib.regenwormen.bots import BOTS
from wormlib.regenwormen.rules import OFFICIAL
from wormlib.regenwormen.state import GameState

GAME = "regenwormen"
MATCH = "join.challenge.match"  # (the challenge's seed and bot, the pupil's Match)
JUDGED = "join.challenge.judged"  # the solver's verdicts on the pupil's clicks
TURN = "join.challenge.turn"  # the rated decisions of the turn being played
UNSENT = "join.challenge.unsent"  # finished turns the store has not taken yet
SENT = "join.challenge.sent"  # how many of the pupil's decisions went to the outbox
MISSED = 1e-9  # a loss above this is a miss of the best move
POSITION_LENGTH = 200  # app.classroom.inputs.Limits.position_length
TURN_COOKIE = "wl_class_turn"  # the browser's copy of the turn under way
#: The turn under way as the browser keeps it: the class's code, the challenge's seed, how
#: many of the pupil's decisions the store had, and the decisions since, a character each.
HALF_TURN = re.compile(
    rf"([{inputs.CODE_ALPHABET}]{{{inputs.CODE_LENGTH}}})\.(\d{{1,12}})\.(\d{{1,5}})\.([1-5wrsa-p]{{1,60}})"
)


def describe(bot: str, seed: int) -> dict[str, Any]:
    """A Regenwormen challenge for the class store: the official rules, one bot."""
    return {"game": GAME, "seed": seed, "bot": bot}


def _key(description: Mapping[str, Any]) -> tuple[int, str] | None:
    """The challenge's seed and bot, None when it is not a Regenwormen challenge of ours."""
    return inputs.challenge_key(description, GAME, m.MAX_SEED, BOTS)


def is_ours(description: Mapping[str, Any]) -> bool:
    return _key(description) is not None


def current() -> m.Match | None:
    found = st.session_state.get(MATCH)
    return found[1] if isinstance(found, tuple) else None


def game(description: Mapping[str, Any], name: str, moves: str = "") -> m.Match | None:
    """The pupil's match of this challenge (``name`` is the pupil's seat), made on first
    sight from the decisions the store has (``moves``: none in a new game, some after a
    reload); a new challenge starts a new game. None for a challenge that is not ours, or
    decisions that make no game of it."""
    key = _key(description)
    if key is None:
        return None
    kept = st.session_state.get(MATCH)
    if isinstance(kept, tuple) and kept[0] == key:
        found: m.Match = kept[1]
        return found
    seed, bot = key
    seats = [m.Seat(name, None, True), m.Seat(play_words.bot_names([bot])[0], bot, False)]
    try:
        match = m.replay_duplicate(seats, OFFICIAL, seed, moves)
    except m.GameLinkError:
        return None
    session.put(MATCH, (key, match))
    for part in (JUDGED, TURN, UNSENT):
        st.session_state.pop(part, None)
    session.put(SENT, len(moves))
    _resume(seed, len(moves))
    return current()


def _resume(seed: int, stored: int) -> None:
    """Go on where the pupil was: the decisions of the turn under way before a reload, as
    the browser kept them, played and judged again; a cookie of another class, challenge or
    point of the game is left alone (the turn starts again)."""
    pass_ = pupil_state.pupil()
    found = remember.recalled_text(TURN_COOKIE, HALF_TURN)
    half = None if found is None else HALF_TURN.fullmatch(found)
    if pass_ is None or half is None:
        return
    code, kept_seed, kept_stored, decisions = half.groups()
    if (code, int(kept_seed), int(kept_stored)) != (pass_.code, seed, stored):
        return
    for character in decisions:
        match = current()
        if match is None or not match.human_to_move:
            return
        act(match.number, m.decision(character))  # the cookie's alphabet: each is one
        if current() is match:  # not a legal decision here: the rest cannot follow
            return


def keep_turn() -> None:
    """Have the browser keep the pupil's decisions of the turn under way (forgotten once
    the turn is over), so that a reload goes on where the pupil was."""
    kept = st.session_state.get(MATCH)
    pass_ = pupil_state.pupil()
    value = ""
    if isinstance(kept, tuple) and pass_ is not None:
        (seed, _), match = kept
        sent = session.get(SENT, int)
        half = m.people_decisions(match)[sent:]
        if half and not match.over:
            value = f"{pass_.code}.{seed}.{sent}.{half}"
    if HALF_TURN.fullmatch(value) or not value:  # a turn longer than the cookie: not kept
        remember.keep_text(TURN_COOKIE, value, HALF_TURN, settings.limits().lifetime)


def judged() -> m.Judged:
    found = st.session_state.get(JUDGED)
    return found if isinstance(found, dict) else {}


def position(state: GameState) -> str | None:
    """The decision's position as the explorer's link (None if too long to keep)."""
    text = urlencode(situation_query(state))
    return text if 0 < len(text) <= POSITION_LENGTH else None


def act(number: int, action: Action) -> None:
    """The pupil's decision from a button drawn at move ``number`` (an older page's click,
    or one after the game, does nothing)."""
    kept = st.session_state.get(MATCH)
    if not isinstance(kept, tuple):
        return
    key, match = kept
    if match.number != number or not match.human_to_move:
        return
    try:
        after = m.play(match, action)
    except WormError:
        return
    verdict = m.judge(match.state, action)
    turn: list[tuple[str | None, float]] = session.get(TURN, list)
    if verdict is not None:
        verdicts: dict[tuple[GameState, Action], m.Judgement] = session.get(JUDGED, dict)
        verdicts[(match.state, action)] = verdict
        turn.append((position(match.state), max(0.0, verdict.best_value - verdict.value)))
    if after.to_move != match.state.current:  # the pupil's turn is over: the bot plays
        decided = m.people_decisions(after)
        moves = decided[session.get(SENT, int) :]  # this turn's, a character each
        session.put(SENT, len(decided))
        after = m.skip_to_human(after)
        places = {place: loss > MISSED for place, loss in turn if place is not None}
        total = sum(loss for _, loss in turn)
        outbox.queue(
            UNSENT, outbox.Turn(len(turn), total, tuple(places.items()), after.over, moves)
        )
        st.session_state[TURN] = []
    session.put(MATCH, (key, after))
    send()


def send() -> None:
    """Hand the finished turns to the store (``outbox.send``)."""
    outbox.send(UNSENT)


def waiting() -> int:
    """How many finished turns the store has not taken yet."""
    return outbox.waiting(UNSENT)
