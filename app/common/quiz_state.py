"""A quiz card's round: ROUND questions, each graded once by "Check", and the score at the end.

A card's session keys start with its prefix ("rules.quiz.keep"): ``.seed`` is the question
shown (question generation stays seeded), ``.start`` the round's first seed and ``.results``
the verdict of each checked seed. Only st.session_state holds the score.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from app.common import session

ROUND = 5  # questions in a round: a few minutes of a lesson


@dataclass(frozen=True, slots=True)
class Card:
    """The round of one quiz card as it stands in this run."""

    prefix: str
    seed: int
    start: int
    results: dict[int, bool]

    @property
    def answer_key(self) -> str:
        """The answer widget's key holds the seed: a new question starts with nothing picked."""
        return f"{self.prefix}.answer.{self.seed}"

    @property
    def number(self) -> int:
        """The question's place in the round, from 1."""
        return self.seed - self.start + 1

    @property
    def result(self) -> bool | None:
        """The verdict of the question shown, None before "Check"."""
        return self.results.get(self.seed)

    @property
    def finished(self) -> bool:
        return self.number == ROUND and self.result is not None

    @property
    def right(self) -> int:
        return sum(self.results.values())


def card(prefix: str) -> Card:
    """The card's round, a fresh one when the seed lies outside it (a seed set elsewhere)."""
    seed = session.get(f"{prefix}.seed", lambda: random.randrange(1_000_000))
    start = session.get(f"{prefix}.start", lambda: seed)
    if not start <= seed < start + ROUND:
        start = seed
        session.put(f"{prefix}.start", start)
        session.put(f"{prefix}.results", {})
    results: dict[int, bool] = session.get(f"{prefix}.results", dict)
    return Card(prefix, seed, start, results)


def check(c: Card, judge: Callable[[Any], bool]) -> None:
    """Grade the picked answer once: a second press (even one sent before the page has redrawn)
    finds the verdict stored and counts nothing, so the results are read afresh here."""
    results: dict[int, bool] = session.get(f"{c.prefix}.results", dict)
    if c.seed not in results:
        session.put(f"{c.prefix}.results", {**results, c.seed: judge(session.widget(c.answer_key))})


def next_question(c: Card) -> None:
    """Pressed twice, it still moves one question on: it sets the seed, never adds to it."""
    session.put(f"{c.prefix}.seed", c.seed + 1)


def new_round(c: Card) -> None:
    session.put(f"{c.prefix}.seed", c.seed + 1)
    session.put(f"{c.prefix}.start", c.seed + 1)
    session.put(f"{c.prefix}.results", {})
