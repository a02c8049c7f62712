"""Rummikub's own errors: subclasses of the core's, split the same way (notation / meld / move).

Messages quote outside text with ``wormlib.core.errors.shown``, cut to about 40 characters.
"""

from __future__ import annotations

from wormlib.core.errors import IllegalActionError, InvalidNotationError, RulesError


class InvalidTileNotationError(InvalidNotationError):
    """Text that is not a tile, a list of tiles or a table in the Rummikub notation."""


class InvalidMeldError(IllegalActionError):
    """Tiles that are neither a group nor a run (the message names the meld and says why)."""


class IllegalMoveError(IllegalActionError):
    """A well-formed Rummikub action that the rules do not allow in this position."""


class TeamPlayersError(RulesError):
    """A number of players the ``teams`` rules cannot seat: teams of two, 4 or 6 players."""
