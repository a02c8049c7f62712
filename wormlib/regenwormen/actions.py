"""Actions as small values with a text notation that parses back (like UCI moves).

A turn alternates a player's decision and chance, as in OpenSpiel: ``Roll`` is the
decision to throw, ``Dice`` the outcome the dice show.

=========  ================  ==============================================
notation   action            meaning
=========  ================  ==============================================
roll       Roll()            throw the dice not set aside
11245WWW   Dice(counts)      the outcome of a throw (chance)
keep W     Keep(6)           set aside all dice of one face
take 27    Take(27)          stop and take tile 27 (middle, or steal a top)
stop       Stop()            stop without a tile: a bust
=========  ================  ==============================================
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from wormlib.core.errors import InvalidNotationError, shown
from wormlib.regenwormen.dice import Counts, face_symbol, format_dice, parse_dice, parse_face


@dataclass(frozen=True, slots=True)
class Roll:
    def __str__(self) -> str:
        return "roll"


@dataclass(frozen=True, slots=True)
class Dice:
    counts: Counts

    def __str__(self) -> str:
        return format_dice(self.counts)

    def _repr_svg_(self) -> str:
        """The dice drawn in Jupyter or marimo."""
        from wormlib.regenwormen import svg  # svg needs this module: imported on use

        return svg.dice(self.counts)


@dataclass(frozen=True, slots=True)
class Keep:
    face: int

    def __str__(self) -> str:
        return f"keep {face_symbol(self.face)}"

    def _repr_svg_(self) -> str:
        """The face kept, drawn as a die in Jupyter or marimo."""
        from wormlib.regenwormen import svg  # svg needs this module: imported on use

        return svg.die(self.face)


@dataclass(frozen=True, slots=True)
class Take:
    tile: int

    def __str__(self) -> str:
        return f"take {self.tile}"

    def _repr_svg_(self) -> str:
        """The tile taken, drawn in Jupyter or marimo."""
        from wormlib.regenwormen import svg  # svg needs this module: imported on use

        return svg.tile(self.tile)


@dataclass(frozen=True, slots=True)
class Stop:
    def __str__(self) -> str:
        return "stop"


Action = Roll | Dice | Keep | Take | Stop


def parse_action(text: str) -> Action:
    """Read an action from its notation; InvalidNotationError names the text when it is not one."""
    if not isinstance(text, str):
        raise InvalidNotationError(f"an action is text, not {type(text).__name__}")
    words = text.strip().lower().split()
    if words == ["roll"]:
        return Roll()
    if words == ["stop"]:
        return Stop()
    if len(words) == 2 and words[0] == "keep":
        try:
            return Keep(parse_face(words[1]))
        except InvalidNotationError as e:
            raise InvalidNotationError(f"bad action {shown(text)}: {e}") from None
    if len(words) == 2 and words[0] == "take" and re.fullmatch("[0-9]{2}", words[1]):
        return Take(int(words[1]))
    if len(words) >= 1 and all(ch in "12345w " for ch in text.strip().lower()):
        counts = parse_dice(text)
        if sum(counts):
            return Dice(counts)
    raise InvalidNotationError(
        f"unknown action {shown(text)}: write roll, dice such as 1124W, keep W, take 27 or stop"
    )
