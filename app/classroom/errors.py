"""What the class store refuses, one ValueError subclass per reason, so a screen can word it.

Every message names the input and the state; nothing is changed when one is raised (the
transaction is rolled back), so the screen can keep what the user typed and let them retry.
"""

from __future__ import annotations


class ClassroomError(ValueError):
    """Base class of every error the class store raises."""


class StoreUnavailableError(ClassroomError):
    """The database is down, locked by another writer for too long, or of a newer schema."""


class ClassNotFoundError(ClassroomError):
    """No live class has this code (a typing error, or a guess)."""


class ClassEndedError(ClassroomError):
    """The class was ended by its teacher or reached its time limit; its data are gone."""


class ClassFullError(ClassroomError):
    """The class has as many pupils as a class may have."""


class ClassLockedError(ClassroomError):
    """The teacher closed the class to new pupils."""


class TooManyClassesError(ClassroomError):
    """The server runs as many classes as it may at once."""


class RateLimitedError(ClassroomError):
    """Something was done too often lately: it waits ``retry_after`` seconds."""

    def __init__(self, message: str, retry_after: float) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class JoinRateLimitedError(RateLimitedError):
    """Too many wrong codes were tried lately from this browser or address (or on the whole
    server, by a browser that tried a wrong one too): joining waits a moment."""


class TooManyStartsError(RateLimitedError):
    """This browser or address started as many classes lately as it may: starting waits."""


class TooManyJoinsError(RateLimitedError):
    """This browser or address joined as many times lately as it may: joining waits."""


class StoreEmptiedError(ClassEndedError):
    """The class database was emptied or replaced (a volume recreated, the file deleted):
    every class in it is gone; the store has made its tables again."""


class NotTeacherError(ClassroomError):
    """The teacher key does not belong to this class."""


class PupilNotFoundError(ClassroomError):
    """The pupil key does not belong to this class (never joined, or from another class)."""


class PupilRemovedError(PupilNotFoundError):
    """The teacher removed this pupil from the class (they may join again, with a nickname)."""


class NamesNotAllowedError(ClassroomError):
    """A first name was given in a class whose teacher did not allow first names."""


class InvalidNameError(ClassroomError):
    """A first name that is empty, too long, or not made of letters."""


class InvalidMomentError(ClassroomError):
    """A moment or challenge description that is not a small JSON object with valid choices."""


class TooManyMomentsError(ClassroomError):
    """The class has had as many moments as a class may have."""


class NoMomentError(ClassroomError):
    """The class has no moment to vote on, close, reveal or repeat."""


class VoteClosedError(ClassroomError):
    """The vote of this moment is closed: answers can no longer change."""


class ClassPausedError(VoteClosedError):
    """The teacher paused the phones: the answers wait until the class goes on."""


class VoteStateError(ClassroomError):
    """A step of a vote that does not fit its state (a third round, or a round still open)."""


class InvalidAnswerError(ClassroomError):
    """An answer that is not the number of one of the moment's choices."""


class NoChallengeError(ClassroomError):
    """A turn was reported while the class runs no challenge."""


class InvalidResultError(ClassroomError):
    """A reported turn with a number of decisions or a loss out of bounds."""
