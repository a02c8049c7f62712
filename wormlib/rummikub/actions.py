"""Actions as small values with a text notation that parses back.

As in the Regenwormen engine (and OpenSpiel), chance is an action too: the deal of a round and
the tiles a draw brings are chosen by the chance player, so a save game replays exactly.

==================================  ==============================================
notation                            meaning
==================================  ==============================================
``deal R1 R5 ... / B2 J ...``       chance: each player's 14 tiles, seat after seat
``draw``                            take a tile from the pool (a pass when it is empty)
``drawn R7``                        chance: the tile(s) a draw brings
``lay R9 J : R7 R8 R9 | B5 Y5 J``   lay these rack tiles, leaving this whole table
``timeout``                         time ran out (variant timer-N): the table stays as it
                                    was and the player draws the penalty tiles
==================================  ==============================================
"""

from __future__ import annotations

from dataclasses import dataclass

from wormlib.core.errors import shown
from wormlib.rummikub.errors import InvalidTileNotationError
from wormlib.rummikub.melds import Table, parse_table, table_str
from wormlib.rummikub.tiles import MAX_TEXT, Tile, parse_tiles, tiles_str


@dataclass(frozen=True, slots=True)
class Deal:
    """Chance: the racks of a new round (the pool is every other tile)."""

    racks: tuple[tuple[Tile, ...], ...]

    def __str__(self) -> str:
        return "deal " + " / ".join(tiles_str(r) for r in self.racks)


@dataclass(frozen=True, slots=True)
class Draw:
    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class Drawn:
    """Chance: the tiles a draw (or a time-out penalty) brings to the player's rack."""

    tiles: tuple[Tile, ...]

    def __str__(self) -> str:
        return "drawn " + tiles_str(self.tiles)


@dataclass(frozen=True, slots=True)
class Lay:
    """A whole move: the rack tiles laid and the new table (every meld, old tiles included)."""

    laid: tuple[Tile, ...]
    table: Table

    def __str__(self) -> str:
        return f"lay {tiles_str(self.laid)} : {table_str(self.table)}"


@dataclass(frozen=True, slots=True)
class TimeOut:
    def __str__(self) -> str:
        return "timeout"


Action = Deal | Draw | Drawn | Lay | TimeOut


def parse_action(text: str) -> Action:
    """Read an action from its notation; InvalidTileNotationError names the text if it is none."""
    if not isinstance(text, str):
        raise InvalidTileNotationError(f"an action is text, not {type(text).__name__}")
    if len(text) > MAX_TEXT:
        raise InvalidTileNotationError(f"action too long: more than {MAX_TEXT} characters")
    word, _, rest = text.strip().partition(" ")
    word = word.lower()
    try:
        if word == "draw" and not rest.strip():
            return Draw()
        if word == "timeout" and not rest.strip():
            return TimeOut()
        if word == "drawn":
            tiles = parse_tiles(rest)
            if tiles:
                return Drawn(tiles)
        if word == "deal":
            return Deal(tuple(parse_tiles(part) for part in rest.split("/")))
        if word == "lay":
            laid, colon, table = rest.partition(":")
            if colon:
                return Lay(parse_tiles(laid), parse_table(table))
    except InvalidTileNotationError as e:
        raise InvalidTileNotationError(f"bad action {shown(text)}: {e}") from None
    raise InvalidTileNotationError(
        f"unknown action {shown(text)}: write draw, timeout, drawn R7, deal RACKS or "
        "lay TILES : TABLE"
    )
