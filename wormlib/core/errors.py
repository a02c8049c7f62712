"""Every error wormlib raises is a ValueError subclass, split by layer (as in python-chess):
the bases every game shares are here, a game's own subclasses in its ``errors`` module.

A message names the input it rejects, but never whole: ``shown`` cuts a value from outside
to about ``SHOWN`` characters, so a 100,000-character argument gives a one-line message.
"""

from __future__ import annotations

import re
import reprlib

#: The most characters of an outside value an error message repeats.
SHOWN = 40

_LONG_WORD = re.compile(rf"\S{{{SHOWN + 1},}}")
_BRIEF = reprlib.Repr()
_BRIEF.maxstring = _BRIEF.maxother = _BRIEF.maxlong = SHOWN


def shown(value: object) -> str:
    """The value's repr as a message quotes it, cut to about SHOWN characters with '…'."""
    if isinstance(value, str):
        return repr(value) if len(value) <= SHOWN else repr(value[:SHOWN]) + "…"
    try:
        text = _BRIEF.repr(value)
    except ValueError:  # an int too long to write out
        return "a number too long to show"
    return text if len(text) <= SHOWN else text[:SHOWN] + "…"


def shorten(message: str) -> str:
    """A message written by others (argparse, the OS) with each long run of text cut."""
    return _LONG_WORD.sub(lambda word: word[0][: SHOWN - 1] + "…", message)


class WormError(ValueError):
    """Base class of all wormlib errors."""


class InvalidNotationError(WormError):
    """Text that is not valid notation for dice, an action, tiles or a position, or a position
    the rules cannot reach."""


class IllegalActionError(WormError):
    """A well-formed action that the rules do not allow in this state."""


class RulesError(WormError):
    """An unknown variant or a setup the rules do not allow (such as the number of players)."""


class SituationError(WormError):
    """A moment of a game that cannot occur (a tile that does not exist or lies in two places,
    an empty middle, dice that do not add up), or an objective the solver does not know."""


class SaveGameError(WormError):
    """A save-game document that is malformed, truncated, oversized or inconsistent."""


class UnknownLanguageError(WormError):
    """A language the bots' sentences are not written in."""


class UnknownBotError(WormError):
    """A bot name that is not one of the game's levels."""
