"""What the store hands to the screens: the passes a session keeps, and read-only snapshots.

A snapshot carries the class's ``version``: a screen polls ``ClassStore.version(code)`` and
asks for a new snapshot only when that number has grown.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class TeacherPass:
    """What the teacher's session keeps. The key is secret: it never appears in a pupil's
    page nor in an address (so not in a QR code or a shared link), and it is not printed."""

    code: str
    key: str = field(repr=False)


@dataclass(frozen=True)
class PupilPass:
    """What a pupil's session keeps: with it the pupil answers, and comes back after a
    reconnect as the same pupil. The key is secret: with it one could answer for them."""

    code: str
    key: str = field(repr=False)


@dataclass(frozen=True)
class Client:
    """Who asks, for the rate limits: a browser session's own random token and the
    address it comes from (None when unknown, such as on localhost). The store keeps
    only their digests: in the limits' counts while they count, and a pupil's session
    with the pupil (so one the teacher removed comes back with a nickname only)."""

    session: str | None = None
    address: str | None = None


@dataclass(frozen=True)
class Nickname:
    """'Blauwe Worm 17' as indices into the word lists, rendered in each viewer's language."""

    adjective: int
    noun: int
    number: int


@dataclass(frozen=True)
class Pupil:
    nickname: Nickname
    first_name: str | None  # only where the teacher allowed first names and one was given
    answered: bool  # in the current round of the current moment
    seen_at: float | None = None  # the pupil's page last said it is open (during a challenge)


@dataclass(frozen=True)
class Round:
    number: int  # 1, or 2 after a discussion
    answered: int  # how many pupils answered
    tally: tuple[int, ...] | None  # pupils per choice, None until the teacher reveals it


@dataclass(frozen=True)
class Moment:
    number: int  # 1, 2, ... within the class
    description: dict[str, Any]
    open: bool  # answers can still change
    rounds: tuple[Round, ...]
    answer_shown: bool = False  # the best answer and the values are shown, not only the votes

    @property
    def round(self) -> Round:
        """The round being (or last) voted on."""
        return self.rounds[-1]

    @property
    def step(self) -> str:
        """Where the reveal stands: "open" (voting), "closed" (votes hidden), "votes" (the
        current round's tally shown) or "answer" (the best answer shown too). A button carries
        the step it was drawn at, so a second press of it acts on nothing."""
        if self.answer_shown:
            return "answer"
        if self.round.tally is not None:
            return "votes"
        return "open" if self.open else "closed"


@dataclass(frozen=True)
class Result:
    """One pupil's part of the class challenge."""

    nickname: Nickname
    first_name: str | None
    turns: int
    decisions: int
    loss: float  # summed over the decisions, against the best play
    finished: bool = False  # the pupil's game is over
    moves: str = ""  # the pupil's decisions in the game's notation (in their own view only)

    @property
    def mean_loss(self) -> float | None:
        """The mean loss per decision, None before the first decision."""
        return self.loss / self.decisions if self.decisions else None


@dataclass(frozen=True)
class Missed:
    """A position of the challenge where most of the class chose differently from the best
    move (with duplicate dice, many pupils meet the same positions)."""

    position: str  # the game's own text for it (for Regenwormen the explorer's link)
    met: int  # pupils who met it
    missed: int  # of them, those who chose differently from the best move


@dataclass(frozen=True)
class Challenge:
    description: dict[str, Any]
    open: bool  # pupils' turns still count
    results: tuple[Result, ...]  # in the order the pupils joined
    missed: tuple[Missed, ...] = ()  # the teacher's only, most missed first


@dataclass(frozen=True)
class ClassView:
    """The teacher's dashboard."""

    code: str
    version: int
    expires_at: float  # seconds since the epoch
    locked: bool  # no new pupils
    allow_names: bool
    pupils: tuple[Pupil, ...]  # in the order they joined
    moment: Moment | None
    challenge: Challenge | None
    read_at: float = 0.0  # when the store read it (seconds since the epoch)
    paused: bool = False  # the phones say "look at the board"

    @property
    def dashboard_version(self) -> tuple[int, int]:
        """The version and the answers to the moment (``ClassStore.dashboard_version``)."""
        answered = 0 if self.moment is None else sum(r.answered for r in self.moment.rounds)
        return self.version, answered


@dataclass(frozen=True)
class PupilView:
    """A pupil's screen: their own nickname, answer and result, never those of the others.
    Its moment's counts of answers may lag: other pupils' answers leave the version as it is."""

    code: str
    version: int
    me: Pupil
    moment: Moment | None
    choice: int | None  # my answer in the current round
    challenge: Challenge | None  # with my result only
    paused: bool = False  # the teacher asks everyone to look at the board
