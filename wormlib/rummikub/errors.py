"""Rummikub errors: the shared wormlib classes, split the same way (notation / meld / move).

Messages quote outside text cut to ``MAX_QUOTE`` characters, so that a huge input never
makes a huge message.
"""

from __future__ import annotations

from wormlib.errors import IllegalActionError, InvalidNotationError, RulesError, SaveGameError

__all__ = [
    "MAX_QUOTE",
    "IllegalMoveError",
    "InvalidMeldError",
    "InvalidTileNotationError",
    "RulesError",
    "SaveGameError",
    "quote",
]

MAX_QUOTE = 40


class InvalidTileNotationError(InvalidNotationError):
    """Text that is not a tile, a list of tiles or a table in the Rummikub notation."""


class InvalidMeldError(IllegalActionError):
    """Tiles that are neither a group nor a run (the message names the meld and says why)."""


class IllegalMoveError(IllegalActionError):
    """A well-formed Rummikub action that the rules do not allow in this position."""


def quote(text: object) -> str:
    """``repr`` of outside text, cut to about MAX_QUOTE characters for an error message."""
    s = str(text)
    return repr(s if len(s) <= MAX_QUOTE else s[: MAX_QUOTE - 1] + "…")
