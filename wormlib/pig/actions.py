"""Pig's actions as small values whose text parses back.

As in OpenSpiel, rolling is the player's decision and the die's face is chance's action.

========  ==========  ===================================================
notation  action      meaning
========  ==========  ===================================================
roll      Roll()      throw the die
1 .. 6    Die(face)   the face the die shows (chance)
hold      Hold()      bank the turn total; the other player's turn begins
========  ==========  ===================================================
"""

from __future__ import annotations

from dataclasses import dataclass

from wormlib.core.dice import FACES
from wormlib.core.errors import shown
from wormlib.pig.errors import InvalidPigNotationError


@dataclass(frozen=True, slots=True)
class Roll:
    def __str__(self) -> str:
        return "roll"


@dataclass(frozen=True, slots=True)
class Hold:
    def __str__(self) -> str:
        return "hold"


@dataclass(frozen=True, slots=True)
class Die:
    face: int

    def __str__(self) -> str:
        return str(self.face)

    def _repr_svg_(self) -> str:
        """The die drawn in Jupyter or marimo."""
        from wormlib.pig import svg  # svg needs this module: imported on use

        return svg.die(self.face)


Action = Roll | Hold | Die


def parse_action(text: str) -> Action:
    """An action from its notation; InvalidPigNotationError names the text otherwise."""
    if not isinstance(text, str):
        raise InvalidPigNotationError(f"an action is text, not {type(text).__name__}")
    word = text.strip().lower()
    if word == "roll":
        return Roll()
    if word == "hold":
        return Hold()
    if len(word) == 1 and word.isdigit() and int(word) in FACES:
        return Die(int(word))
    raise InvalidPigNotationError(
        f"unknown action {shown(text)}: write roll, hold or a face 1 to 6"
    )
