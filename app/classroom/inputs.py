"""The bounds of a class and the checks of everything that comes from a browser.

Each check runs before the database is touched, so bad input changes nothing.
"""

from __future__ import annotations

import ipaddress
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
    unjoined: float = 15 * 60.0  # ... or this long after, while no pupil has joined it
    # The rate limits count per window, this window and the one before together, so no
    # burst at a window's edge doubles them. Starts: a teacher starts one class a lesson, a
    # school's teachers behind one router hardly 20 an hour; so one address holds at most 20
    # of the server's places (and a class nobody joins only for ``unjoined``).
    start_window: float = 3600.0
    starts_per_session: int = 5
    starts_per_address: int = 20
    # Joins: one a lesson per browser; one address may be a whole school (ten classes).
    join_window: float = 600.0
    joins_per_session: int = 10
    joins_per_address: int = 300
    # Wrong codes (the same window). A browser or address past its limit waits, even with
    # the right code; past the server's limit, so does every browser or address that tried
    # a wrong code lately, while one that did not still joins. So at most ``failures`` codes
    # are tried per window plus one per new address: in a class's 3 hours (18 windows) fewer
    # than 10,000 guesses, which hit one of 100 live classes (31**6, about 8.9 * 10**8
    # codes) with odds of about 1 in 900. A school's typos (a few per class) stay far below.
    failures_per_session: int = 10
    failures_per_address: int = 100
    failures: int = 500
    purge_every: float = 60.0  # a read deletes expired classes at most this often
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


def new_key() -> str:
    """A fresh secret key for a teacher's or a pupil's pass."""
    return secrets.token_urlsafe(32)


_KEY = re.compile(r"[A-Za-z0-9_-]{20,64}")


def is_key(key: object) -> bool:
    """Whether ``key`` looks like one of ``new_key``'s (so a caller's own key may be used)."""
    return isinstance(key, str) and _KEY.fullmatch(key) is not None


def address_bucket(address: str) -> str:
    """The part of an address that names one network: an IPv6 address's /64 (one home or
    phone has a whole /64), an IPv4 address whole; text that is no address as it is."""
    try:
        ip = ipaddress.ip_address(address.strip())
    except ValueError:
        return address[:100]
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


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


_SEPARATOR = re.compile(r"[ '’-]")
MARKS_PER_LETTER = 4  # vowel signs, virama, nukta...: a script's letter has a few at most


def _is_word(word: str) -> bool:
    """Letters, each with its combining marks (अनुष्का's vowel signs), a few at most."""
    if not word or not unicodedata.category(word[0]).startswith("L"):
        return False
    marks = 0
    for char in word:
        kind = unicodedata.category(char)[0]
        marks = marks + 1 if kind == "M" else 0
        if kind not in "LM" or marks > MARKS_PER_LETTER:
            return False
    return True


def width(name: str) -> int:
    """How wide a name shows, in columns: a wide (East Asian) letter 2, a letter beyond the
    Basic Multilingual Plane (cuneiform, hieroglyphs) 3, a combining mark none."""
    return sum(
        0
        if unicodedata.category(char).startswith("M")
        else 3
        if ord(char) > 0xFFFF
        else 2
        if unicodedata.east_asian_width(char) in "WF"
        else 1
        for char in name
    )


def clean_first_name(text: object, limits: Limits) -> str:
    """A first name as it is stored: letters with their marks, single spaces, hyphens and
    apostrophes; at most ``name_length`` characters and twice that in ``width`` (so the
    projector's list of names stays a list)."""
    if isinstance(text, str) and len(text) <= 4 * limits.name_length:
        name = " ".join(unicodedata.normalize("NFC", text).split())
        if (
            0 < len(name) <= limits.name_length
            and all(_is_word(word) for word in _SEPARATOR.split(name))
            and width(name) <= 2 * limits.name_length
        ):
            return name
    raise InvalidNameError(
        f"a first name has 1 to {limits.name_length} letters (with spaces, hyphens or "
        f"apostrophes between them, and not too wide), not {shown(text)}"
    )


def json_object(value: object, what: str, limits: Limits) -> dict[str, Any]:
    """A plain copy of a small JSON object (text keys, no NaN), or InvalidMomentError."""
    if not isinstance(value, Mapping) or not all(isinstance(key, str) for key in value):
        raise InvalidMomentError(f"a {what} is a JSON object with text keys, not {shown(value)}")
    try:
        text = json.dumps(dict(value), allow_nan=False, ensure_ascii=False)
        size = len(text.encode())  # a lone surrogate is no UTF-8: UnicodeEncodeError
    except (TypeError, ValueError, RecursionError) as error:
        raise InvalidMomentError(f"the {what} {shown(value)} is not JSON: {error}") from error
    if size > limits.description_bytes:
        raise InvalidMomentError(
            f"the {what} {shown(value)} has {size} bytes of JSON, "
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
