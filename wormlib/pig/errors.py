"""Pig's own errors: subclasses of the core's, split the same way (notation / action).

Messages quote outside text with ``wormlib.core.errors.shown``, cut to about 40 characters.
"""

from __future__ import annotations

from wormlib.core.errors import IllegalActionError, InvalidNotationError


class InvalidPigNotationError(InvalidNotationError):
    """Text that is not a Pig action, position or rule set."""


class IllegalPigActionError(IllegalActionError):
    """A well-formed Pig action that the rules do not allow in this position (the message
    names the action and the position)."""
