"""Class mode's words that the teacher's and the pupils' screens share: nicknames, a moment's
choices, and what a refusal of the store means, in the session's language.

A nickname is kept as indices ("Blauwe Worm 17" is adjective 0, noun 0, number 17), so each
viewer reads it in their own language; the word lists are the catalogs' ``class.adj.*`` and
``class.noun.*``. No widgets here.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from app.classroom import errors
from app.classroom.contract import Poll
from app.classroom.views import Nickname, Result
from app.common import markup
from app.common.i18n import number, t

#: The text of each refusal, by the error's class (a subclass not named falls back to its
#: nearest named base class, the last one to ``class.err_other``).
_ERRORS: dict[type[errors.ClassroomError], str] = {
    errors.StoreUnavailableError: "class.err_unavailable",
    errors.ClassNotFoundError: "class.err_not_found",
    errors.ClassEndedError: "class.err_ended",
    errors.ClassFullError: "class.err_full",
    errors.ClassLockedError: "class.err_locked",
    errors.TooManyClassesError: "class.err_too_many_classes",
    errors.JoinRateLimitedError: "class.err_rate",
    errors.TooManyStartsError: "class.err_starts",
    errors.TooManyJoinsError: "class.err_joins",
    errors.StoreEmptiedError: "class.err_emptied",
    errors.NotTeacherError: "class.err_not_teacher",
    errors.PupilNotFoundError: "class.err_not_pupil",
    errors.PupilRemovedError: "class.err_removed",
    errors.NamesNotAllowedError: "class.err_no_names",
    errors.InvalidNameError: "class.err_name",
    errors.InvalidMomentError: "class.err_moment",
    errors.TooManyMomentsError: "class.err_too_many_moments",
    errors.NoMomentError: "class.err_no_moment",
    errors.VoteClosedError: "class.err_vote_closed",
    errors.ClassPausedError: "class.err_paused",
    errors.VoteStateError: "class.err_vote_state",
    errors.InvalidAnswerError: "class.err_answer",
    errors.NoChallengeError: "class.err_no_challenge",
    errors.InvalidResultError: "class.err_result",
}


def error_text(error: errors.ClassroomError) -> str:
    """A refusal in plain words (the store's message, for developers, is not shown)."""
    for kind in type(error).__mro__:
        key = _ERRORS.get(kind)
        if key is not None and isinstance(error, errors.RateLimitedError):
            seconds = max(1, math.ceil(error.retry_after))
            minutes = max(1, math.ceil(error.retry_after / 60))
            return t(key, seconds=number(seconds, 0), minutes=number(minutes, 0))
        if key is not None:
            return t(key)
    return t("class.err_other")


def nickname(name: Nickname) -> str:
    """'Blauwe Worm 17', 'Ver Bleu 17': the words in the viewer's language."""
    return t(
        "class.nickname",
        adjective=t(f"class.adj.{name.adjective}"),
        noun=t(f"class.noun.{name.noun}"),
        number=name.number,
    )


def loss_text(result: Result | None) -> str:
    """A challenge result's mean loss per decision in the viewer's language, '–' before the
    first judged decision."""
    mean = None if result is None else result.mean_loss
    return "–" if mean is None else number(mean, 2)


def pupil_name(name: Nickname, first_name: str | None, *, show_first: bool) -> str:
    """A pupil as a screen shows them: the nickname, with the first name (escaped) where the
    teacher allowed and shows first names."""
    if show_first and first_name:
        return t("class.named", nickname=nickname(name), name=markup.escape(first_name))
    return nickname(name)


def choices(description: Mapping[str, Any], poll: Poll | None) -> list[str]:
    """The moment's choices in the viewer's language, by its game's ``poll`` (as stored when
    no game knows them)."""
    count = len(description["choices"])
    if poll is None:
        return [markup.escape(str(c)) for c in description["choices"]]
    return [poll.choice(description, i) for i in range(count)]


def right_share(tally: tuple[int, ...], best: list[int]) -> float | None:
    """The share of the answers that chose a best choice; None without answers."""
    answered = sum(tally)
    if not answered:
        return None
    return sum(tally[i] for i in best if 0 <= i < len(tally)) / answered
