"""A pupil's finished challenge turns on their way to the class store, for every game.

A turn the store cannot take now (the database busy for a moment) waits in the session and
goes with the next one, or with the next poll; any other refusal (the challenge stopped, the
class gone) drops them, and the pupil's screen follows the class.
"""

from __future__ import annotations

from dataclasses import dataclass

import streamlit as st

from app.classroom import pupil_state, settings
from app.classroom.errors import ClassroomError, StoreUnavailableError
from app.common import session


@dataclass(frozen=True, slots=True)
class Turn:
    """A finished turn as the store counts it: its judged decisions, their summed loss, the
    position of each (the game's own text) with whether the pupil missed the best move; and
    the pupil's decisions in the game's notation, which rebuild the game after a reload."""

    decisions: int
    loss: float
    positions: tuple[tuple[str, bool], ...]
    finished: bool
    moves: str = ""


def queue(key: str, turn: Turn) -> None:
    """Keep a finished turn under the session's ``key`` until ``send`` hands it over."""
    unsent: list[Turn] = session.get(key, list)
    unsent.append(turn)


def send(key: str) -> None:
    """Hand the finished turns to the store, oldest first (see the module docstring; a busy
    database's refusal is shown)."""
    unsent: list[Turn] = session.get(key, list)
    pass_ = pupil_state.pupil()
    if pass_ is None:
        unsent.clear()
        return
    while unsent:
        turn = unsent[0]
        try:
            settings.open_store().record_turn(
                pass_,
                decisions=turn.decisions,
                loss=turn.loss,
                positions_met=list(turn.positions),
                finished=turn.finished,
                moves=turn.moves,
            )
        except StoreUnavailableError as e:
            session.put(pupil_state.ERROR, e)
            return
        except ClassroomError:
            unsent.clear()
            return
        unsent.pop(0)


def waiting(key: str) -> int:
    """How many finished turns the store has not taken yet."""
    found = st.session_state.get(key)
    return len(found) if isinstance(found, list) else 0
