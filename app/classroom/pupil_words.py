"""A pupil's sentences: where their answer stands and, once revealed, how the class voted.
No widgets here."""

from __future__ import annotations

from app.classroom import words
from app.classroom.contract import Poll
from app.classroom.tally import Bar
from app.classroom.views import Moment
from app.common.i18n import nt, t


def status(choices: list[str], mine: int | None, round_number: int) -> str:
    if mine is None:
        return t("join.tap") if round_number == 1 else t("join.tap_again")
    return t("join.answered", choice=choices[mine])


def closed(choices: list[str], mine: int | None) -> str:
    if mine is None:
        return t("join.closed_none")
    return t("join.closed", choice=choices[mine])


def outcome(m: Moment, mine: int | None, poll: Poll | None) -> list[Bar]:
    """The current round's votes as bars, my answer named; the best marked, and each choice's
    value, only once the teacher shows the best answer."""
    tally = m.round.tally
    assert tally is not None
    best = set(m.description.get("best", [])) if m.answer_shown else set()
    rows = []
    for i, choice in enumerate(words.choices(m.description, poll)):
        notes = [t("join.mine")] if i == mine else []
        if m.answer_shown and poll is not None:
            value = poll.value(m.description, i)
            if value is not None:
                notes.append(t("class.value_note", unit=poll.unit(m.description), value=value))
        amount = nt("join.votes", tally[i])
        rows.append(Bar(choice, (tally[i],), (amount,), i in best, " · ".join(notes)))
    return rows
