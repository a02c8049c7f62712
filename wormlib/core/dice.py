"""Fair six-sided dice, shared by every dice game: one throw, a throw of several as face
counts, and the exact chance of each distinct throw.

Randomness is always passed in (a ``random.Random``), never the global generator, so a seed
replays a game. Counting faces instead of listing dice makes equal throws equal and lets a
solver enumerate the 1,287 distinct throws of 8 dice instead of 6**8 sequences.
"""

from __future__ import annotations

import random
from functools import cache
from math import factorial

SIDES = 6
FACES = (1, 2, 3, 4, 5, 6)

#: A throw of several dice: how many show each face 1 to 6.
Counts = tuple[int, int, int, int, int, int]


def throw(rng: random.Random) -> int:
    """One fair die, 1 to 6."""
    return rng.randrange(SIDES) + 1


def sample_roll(n: int, rng: random.Random) -> Counts:
    """Throw n fair dice; how many show each face."""
    counts = [0] * SIDES
    for _ in range(n):
        counts[throw(rng) - 1] += 1
    return as_counts(counts)


@cache
def all_rolls(n: int) -> tuple[tuple[Counts, float], ...]:
    """Every distinct throw of n dice with its multinomial probability."""
    out: list[tuple[Counts, float]] = []
    denominator = SIDES**n
    for counts in _compositions(n, SIDES):
        ways = factorial(n)
        for c in counts:
            ways //= factorial(c)
        out.append((as_counts(counts), ways / denominator))
    return tuple(out)


def _compositions(n: int, parts: int) -> list[list[int]]:
    if parts == 1:
        return [[n]]
    return [
        [first, *rest] for first in range(n, -1, -1) for rest in _compositions(n - first, parts - 1)
    ]


def as_counts(values: list[int]) -> Counts:
    """Six counts as the Counts type (the list must hold six)."""
    a, b, c, d, e, f = values
    return (a, b, c, d, e, f)
