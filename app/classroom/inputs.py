"""The bounds of a class and the checks of everything that comes from a browser.

Each check runs before the database is touched, so bad input changes nothing.
"""

from __future__ import annotations

import json
import re
import secrets
import unicodedata
from collections.abc import Container, Mapping
from dataclasses import dataclass
from typing import Any

from app.classroom.errors import (
    ClassNotFoundError,
    InvalidMomentError,
    InvalidNameError,
    InvalidResultError,
)
from wormlib.core.errors import shown

#: Class codes: 6 characters without look-alikes (no 0/O, 1/I/L): 31**6, about 9 * 10**8.
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6

#: How many adjectives and nouns the nickname word lists will have, and the numbers 1..NUMBERS
#: ("Blauwe Worm 17"). A nickname is stored as indices, so every viewer renders it in their
#: own language; the words themselves belong in the catalogs.
ADJECTIVES = 16
NOUNS = 8
NUMBERS = 99


@dataclass(frozen=True)
class Limits:
    """The bounds of one server's classes (times in seconds)."""

    pupils: int = 60  # per class
    classes: int = 100  # live classes on the server (all replicas of one database)
    moments: int = 100  # per class
    lifetime: float = 3 * 3600.0  # a class is deleted this long after it was made
    # Wrong codes per window on the server before joining waits: 30 a minute for 3 hours hit
    # one of 100 live classes with odds of about 1 in 1600 (31**6 codes).
    join_failures: int = 30
    join_window: float = 60.0
    name_length: int = 20  # characters of a first name
    description_bytes: int = 4000  # of a moment's or a challenge's JSON
    choices: int = 12  # per moment
    choice_length: int = 60  # characters of a choice
    turns: int = 10_000  # a pupil's turns in one challenge
    decisions_per_turn: int = 100
    loss_per_decision: float = 100.0
    position_length: int = 200  # characters of a position's text in the challenge
    positions: int = 2000  # different positions a class challenge keeps (more are not kept)
    missed_shown: int = 5  # the most-missed positions the teacher's dashboard shows
    moves: int = 100_000  # characters of a pupil's decisions in one challenge (for a reload)

    def __post_init__(self) -> None:
        if self.pupils * 10 > ADJECTIVES * NOUNS * NUMBERS:
            raise ValueError(f"{self.pupils} pupils a class leave too few free nicknames")


def new_code() -> str:
    """A fresh random class code (the store makes sure no live class has it)."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normalize_code(text: object) -> str:
    """The code as typed, in capitals without spaces or dashes; a malformed one is not found."""
    if isinstance(text, str) and len(text) <= 3 * CODE_LENGTH:
        code = "".join(text.split()).replace("-", "").upper()
        if len(code) == CODE_LENGTH and all(char in CODE_ALPHABET for char in code):
            return code
    raise ClassNotFoundError(
        f"{shown(text)} is not a class code: a code has {CODE_LENGTH} letters and digits"
    )


_NAME = re.compile(r"[^\W\d_]+(?:[ '’-][^\W\d_]+)*")


def clean_first_name(text: object, limits: Limits) -> str:
    """A first name as it is stored: letters, single spaces, hyphens and apostrophes."""
    if isinstance(text, str) and len(text) <= 4 * limits.name_length:
        name = " ".join(unicodedata.normalize("NFC", text).split())
        if 0 < len(name) <= limits.name_length and _NAME.fullmatch(name):
            return name
    raise InvalidNameError(
        f"a first name has 1 to {limits.name_length} letters (with spaces, hyphens or "
        f"apostrophes between them), not {shown(text)}"
    )


def json_object(value: object, what: str, limits: Limits) -> dict[str, Any]:
    """A plain copy of a small JSON object (text keys, no NaN), or InvalidMomentError."""
    if not isinstance(value, Mapping) or not all(isinstance(key, str) for key in value):
        raise InvalidMomentError(f"a {what} is a JSON object with text keys, not {shown(value)}")
    try:
        text = json.dumps(dict(value), allow_nan=False, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError) as error:
        raise InvalidMomentError(f"the {what} {shown(value)} is not JSON: {error}") from error
    if len(text.encode()) > limits.description_bytes:
        raise InvalidMomentError(
            f"the {what} {shown(value)} has {len(text.encode())} bytes of JSON, "
            f"more than {limits.description_bytes}"
        )
    copy: dict[str, Any] = json.loads(text)
    return copy


def moment_description(value: object, limits: Limits) -> dict[str, Any]:
    """A moment: a JSON object (game, situation, question kind, ...) whose ``choices`` are
    2 to ``limits.choices`` different, non-empty texts; a pupil answers with a choice's index."""
    description = json_object(value, "moment", limits)
    choices = description.get("choices")
    if (
        not isinstance(choices, list)
        or not 2 <= len(choices) <= limits.choices
        or not all(isinstance(c, str) and 0 < len(c) <= limits.choice_length for c in choices)
        or len(set(choices)) != len(choices)
    ):
        raise InvalidMomentError(
            f"a moment's choices are 2 to {limits.choices} different texts of at most "
            f"{limits.choice_length} characters, not {shown(choices)}"
        )
    return description


def check_positions(found: object, decisions: int, limits: Limits) -> list[tuple[str, bool]]:
    """A turn's positions: at most one per decision, each a text of 1 to
    ``position_length`` characters with whether the pupil missed the best move there."""
    if isinstance(found, list | tuple) and len(found) <= decisions:
        checked = [
            (p[0], p[1])
            for p in found
            if isinstance(p, tuple)
            and len(p) == 2
            and isinstance(p[0], str)
            and 0 < len(p[0]) <= limits.position_length
            and isinstance(p[1], bool)
        ]
        if len(checked) == len(found) and len({p for p, _ in checked}) == len(checked):
            return checked
    raise InvalidResultError(
        f"a turn's positions are different (text, missed) pairs of at most "
        f"{limits.position_length} characters, one per decision at most, not {shown(found)}"
    )


def check_turn(decisions: object, loss: object, limits: Limits) -> tuple[int, float]:
    """A reported turn: 0 to ``decisions_per_turn`` decisions, each losing 0 to
    ``loss_per_decision`` against the best play (NaN and infinity fail the comparison)."""
    if (
        isinstance(decisions, int)
        and not isinstance(decisions, bool)
        and 0 <= decisions <= limits.decisions_per_turn
        and isinstance(loss, int | float)
        and not isinstance(loss, bool)
        and 0 <= loss <= decisions * limits.loss_per_decision
    ):
        return decisions, float(loss)
    raise InvalidResultError(
        f"a turn has 0 to {limits.decisions_per_turn} decisions, each losing 0 to "
        f"{limits.loss_per_decision}, not {shown(decisions)} decisions losing {shown(loss)}"
    )


def check_moves(moves: object, limits: Limits) -> str:
    """A turn's decisions in the game's notation: text, kept whole for the game's rebuild."""
    if isinstance(moves, str) and len(moves) <= limits.moves:
        return moves
    raise InvalidResultError(
        f"a turn's decisions are text of at most {limits.moves} characters, not {shown(moves)}"
    )


def challenge_key(
    description: Mapping[str, Any], game: str, most_seed: int, bots: Container[str]
) -> tuple[int, str] | None:
    """A stored challenge's game number and bot, None unless it is one of ``game``'s with a
    seed up to ``most_seed`` and one of its ``bots`` (class mode knows no game)."""
    seed, bot = description.get("seed"), description.get("bot")
    if description.get("game") != game or not isinstance(seed, int) or isinstance(seed, bool):
        return None
    if not 0 <= seed <= most_seed or not isinstance(bot, str) or bot not in bots:
        return None
    return seed, bot
