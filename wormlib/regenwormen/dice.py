"""Dice: six faces, rolls as face counts, and exact roll probabilities.

A roll (or a set of kept dice) is a tuple of six counts, one per face 1, 2, 3, 4, 5, worm.
Counting faces instead of listing dice makes equal rolls equal and lets the solver
enumerate the 1,287 distinct rolls of 8 dice instead of 6**8 sequences.
"""

from __future__ import annotations

import random
from functools import cache
from math import factorial

from wormlib.core.errors import InvalidNotationError, shown

DICE = 8
FACES = (1, 2, 3, 4, 5, 6)
WORM = 6
FACE_VALUES = (1, 2, 3, 4, 5, 5)  # the worm counts 5 points
SYMBOLS = "12345W"

Counts = tuple[int, int, int, int, int, int]
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
    return _counts(counts)


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
    return _counts([x + y for x, y in zip(a, b, strict=True)])


def only(face: int, n: int) -> Counts:
    """n dice all showing one face."""
    counts = [0] * 6
    counts[face - 1] = n
    return _counts(counts)


def faces_in(counts: Counts) -> tuple[int, ...]:
    """The faces that show at least once."""
    return tuple(f for f in FACES if counts[f - 1])


def sample_roll(n: int, rng: random.Random) -> Counts:
    """Roll n fair dice with the given generator (never the global one)."""
    counts = [0] * 6
    for _ in range(n):
        counts[rng.randrange(6)] += 1
    return _counts(counts)


@cache
def all_rolls(n: int) -> tuple[tuple[Counts, float], ...]:
    """Every distinct roll of n dice with its multinomial probability."""
    out: list[tuple[Counts, float]] = []
    denominator = 6**n
    for counts in _compositions(n, 6):
        ways = factorial(n)
        for c in counts:
            ways //= factorial(c)
        out.append((_counts(counts), ways / denominator))
    return tuple(out)


def bust_probability(used_faces: int, n: int) -> float:
    """Chance that n dice show only faces already used: (k/6)**n (0 for a first roll)."""
    return 0.0 if n == 0 else (used_faces / 6) ** n


def _compositions(n: int, parts: int) -> list[list[int]]:
    if parts == 1:
        return [[n]]
    return [
        [first, *rest] for first in range(n, -1, -1) for rest in _compositions(n - first, parts - 1)
    ]


def _counts(values: list[int]) -> Counts:
    a, b, c, d, e, f = values
    return (a, b, c, d, e, f)
