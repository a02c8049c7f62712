"""The teacher's sentences: how far the class is, the revealed answers beside the computer's
values, and what to do next by the Peer Instruction rule (Crouch and Mazur, 2001). No
widgets here."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.classroom import words
from app.classroom.views import Challenge, Moment, Pupil
from app.common.i18n import nt, percent, t

#: Peer Instruction: under 35% right, teach it again; 35 to 70%, let neighbours discuss and
#: vote again; over 70%, explain briefly and move on.
RETEACH, DISCUSS = 0.35, 0.70


def suggestion(share: float, round_number: int) -> str:
    """What to do after a reveal with this share of right answers (a second round is
    suggested once: after it, the teacher explains)."""
    if share < RETEACH:
        return t("class.next_reteach")
    if share <= DISCUSS and round_number == 1:
        return t("class.next_discuss")
    return t("class.next_explain")


def answered(count: int, pupils: int) -> str:
    return nt("class.answered", pupils, answered=count)


def right(share: float) -> str:
    return t("class.right", pct=percent(share, 0))


def tally_rows(moment: Moment) -> list[dict[str, str]]:
    """One row a choice: the choice, the computer's value, each revealed round's count."""
    description: Mapping[str, Any] = moment.description
    poll = words.poll(description)
    best = set(description.get("best", []))
    rows = []
    for i, choice in enumerate(words.choices(description)):
        row = {t("class.col_choice"): f"✓ {choice}" if i in best else choice}
        if poll is not None:
            value = poll.value(description, i)
            row[poll.unit(description)] = "" if value is None else value
        for r in moment.rounds:
            if r.tally is not None:
                share = r.tally[i] / r.answered if r.answered else 0.0
                row[t("class.col_round", round=r.number)] = f"{r.tally[i]} ({percent(share, 0)})"
        rows.append(row)
    return rows


def challenge_rows(
    challenge: Challenge, pupils: tuple[Pupil, ...], *, show_first: bool
) -> list[dict[str, str]]:
    """One row a pupil, in the order they joined: turns played, the mean loss per decision
    (against the best play, 0 is perfect) and whether their game is over."""
    results = {r.nickname: r for r in challenge.results}
    rows = []
    for pupil in pupils:
        result = results.get(pupil.nickname)
        rows.append(
            {
                t("challenge.col_pupil"): words.pupil_name(
                    pupil.nickname, pupil.first_name, show_first=show_first
                ),
                t("challenge.col_turns"): str(0 if result is None else result.turns),
                t("challenge.col_loss"): words.loss_text(result),
                t("challenge.col_done"): "✓" if result is not None and result.finished else "",
            }
        )
    return rows
