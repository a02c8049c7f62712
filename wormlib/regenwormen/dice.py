"""Regenwormen's dice: the core's six-sided dice with a worm for the 6, worth 5 points.

A roll (or a set of kept dice) is a tuple of six counts, one per face 1, 2, 3, 4, 5, worm
(``wormlib.core.dice``, which throws them and gives each roll's exact chance).
"""

from __future__ import annotations

from wormlib.core.dice import FACES as FACES
from wormlib.core.dice import Counts as Counts
from wormlib.core.dice import all_rolls as all_rolls
from wormlib.core.dice import as_counts
from wormlib.core.dice import sample_roll as sample_roll
from wormlib.core.errors import InvalidNotationError, shown

DICE = 8
WORM = 6
FACE_VALUES = (1, 2, 3, 4, 5, 5)  # the worm counts 5 points
SYMBOLS = "12345W"
NO_DICE: Counts = (0, 0, 0, 0, 0, 0)


def face_symbol(face: int) -> str:
    """'1'..'5' or 'W' for the worm."""
    return SYMBOLS[face - 1]


def parse_face(text: str) -> int:
    """Read one face written 1..5 or W (a worm; 'w' and '6' are accepted too)."""
    t = text.strip().upper()
    if t == "6":
        t = "W"
    if len(t) != 1 or t not in SYMBOLS:
        raise InvalidNotationError(f"unknown face {shown(text)}: write 1, 2, 3, 4, 5 or W")
    return SYMBOLS.index(t) + 1


def parse_dice(text: str) -> Counts:
    """Read dice such as 'W W 4 4 4', '11245WWW' or '-' (no dice) into face counts."""
    counts = [0] * 6
    body = text.replace(",", " ").strip()
    if body in ("", "-"):
        return NO_DICE
    for ch in body:
        if ch.isspace():
            continue
        counts[parse_face(ch) - 1] += 1
    if sum(counts) > DICE:
        raise InvalidNotationError(f"too many dice in {shown(text)}: there are only {DICE}")
    return as_counts(counts)


def format_dice(counts: Counts, sep: str = "") -> str:
    """Write face counts as a sorted dice string, '11245WWW' ('-' for no dice)."""
    text = sep.join(SYMBOLS[i] for i in range(6) for _ in range(counts[i]))
    return text or "-"


def count(counts: Counts) -> int:
    return sum(counts)


def total(counts: Counts) -> int:
    """Points of the dice: faces 1..5 at face value, a worm 5."""
    return sum(c * v for c, v in zip(counts, FACE_VALUES, strict=True))


def add(a: Counts, b: Counts) -> Counts:
    return as_counts([x + y for x, y in zip(a, b, strict=True)])


def only(face: int, n: int) -> Counts:
    """n dice all showing one face."""
    counts = [0] * 6
    counts[face - 1] = n
    return as_counts(counts)


def faces_in(counts: Counts) -> tuple[int, ...]:
    """The faces that show at least once."""
    return tuple(f for f in FACES if counts[f - 1])


def bust_probability(used_faces: int, n: int) -> float:
    """Chance that n dice show only faces already used: (k/6)**n (0 for a first roll)."""
    return 0.0 if n == 0 else (used_faces / 6) ** n
