"""Every error wormlib raises is a ValueError subclass, split by layer (as in python-chess)."""


class WormError(ValueError):
    """Base class of all wormlib errors."""


class InvalidNotationError(WormError):
    """Text that is not valid notation for dice, an action, tiles or a position."""


class IllegalActionError(WormError):
    """A well-formed action that the rules do not allow in this state."""


class RulesError(WormError):
    """An unknown variant or a setup the rules do not allow (such as the number of players)."""


class SaveGameError(WormError):
    """A save-game document that is malformed, truncated, oversized or inconsistent."""
