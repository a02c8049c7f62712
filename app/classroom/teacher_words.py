"""The teacher's sentences: how far the class is, the revealed answers beside the computer's
values, and what to do next by the Peer Instruction rule (Crouch and Mazur, 2001). No
widgets here."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.classroom import words
from app.classroom.contract import Poll
from app.classroom.tally import Bar
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


def right(tally: tuple[int, ...], best: list[int]) -> str | None:
    """'2 of 3 pupils chose a best answer (67%)': of how many, not only the share."""
    share = words.right_share(tally, best)
    if share is None:
        return None
    answered = sum(tally)
    chose = round(share * answered)
    return nt("class.right", answered, right=chose, pct=percent(share, 0))


def best_choices(moment: Moment, poll: Poll | None) -> str:
    """The best choices in words, ' / ' between equally good ones."""
    choices = words.choices(moment.description, poll)
    best = [i for i in moment.description.get("best", []) if 0 <= i < len(choices)]
    return " / ".join(choices[i] for i in best)


def amount(count: int, answered: int) -> str:
    """A choice's votes: '2 (67%)'."""
    return f"{count} ({percent(count / answered if answered else 0.0, 0)})"


def moment_bars(moment: Moment, poll: Poll | None) -> list[Bar]:
    """The revealed rounds' votes, a bar each under every choice: only the votes until the
    best answer is shown; then the best marked and each choice's value under it."""
    description: Mapping[str, Any] = moment.description
    best = set(description.get("best", [])) if moment.answer_shown else set()
    shown = [r for r in moment.rounds if r.tally is not None]
    rows = []
    for i, choice in enumerate(words.choices(description, poll)):
        note = ""
        if moment.answer_shown and poll is not None:
            value = poll.value(description, i)
            note = (
                ""
                if value is None
                else t("class.value_note", unit=poll.unit(description), value=value)
            )
        counts = tuple(r.tally[i] for r in shown if r.tally is not None)
        amounts = tuple(amount(c, r.answered) for c, r in zip(counts, shown, strict=True))
        rows.append(Bar(choice, counts, amounts, i in best, note))
    return rows


#: A pupil whose phone has not said it is open for this long (seconds) is marked during a
#: challenge: a page that slept or closed (``pupil_state.SEEN_EVERY``).
AWAY = 60.0


def away(pupil: Pupil, now: float) -> str:
    """'not seen for 3 min' for a pupil whose page is quiet, else nothing."""
    if pupil.seen_at is None or now - pupil.seen_at < AWAY:
        return ""
    return nt("challenge.away", int((now - pupil.seen_at) // 60))


def challenge_rows(
    challenge: Challenge, pupils: tuple[Pupil, ...], *, show_first: bool, now: float
) -> list[dict[str, str]]:
    """One row a pupil, in the order they joined: turns played, the mean loss per decision
    (against the best play, 0 is perfect) and whether their game is over; while it runs, a
    pupil not seen for a while is marked (at ``now``)."""
    results = {r.nickname: r for r in challenge.results}
    rows = []
    for pupil in pupils:
        result = results.get(pupil.nickname)
        name = words.pupil_name(pupil.nickname, pupil.first_name, show_first=show_first)
        finished = result is not None and result.finished
        quiet = away(pupil, now) if challenge.open and not finished else ""
        rows.append(
            {
                t("challenge.col_pupil"): f"{name} · {quiet}" if quiet else name,
                t("challenge.col_turns"): str(0 if result is None else result.turns),
                t("challenge.col_loss"): words.loss_text(result),
                t("challenge.col_done"): "✓" if result is not None and result.finished else "",
            }
        )
    return rows
