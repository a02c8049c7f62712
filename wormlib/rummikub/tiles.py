"""Tiles as small integers (kinds), and their notation.

A tile KIND is ``colour * 13 + (number - 1)`` for colours 0..3 (red, blue, yellow, black) and
numbers 1..13, and ``JOKER = 52``. The two physical copies of a kind are not distinguished: a
rack, the pool and the table are multisets of kinds, often held as a counts vector of length 53.

Notation: colour letter + number (``R7``, ``K13``), ``J`` for a joker, case-insensitive on
input; lists separated by spaces and/or commas. The letters R B Y K are the canonical ones
(saves, addresses, the command line); a pupil writes and reads the letters of their own
language (``letters``: Dutch R B G Z, German R B G S, French R B Y N, jaune keeping Y since J
is the joker), and reading in a language accepts the canonical letters as well.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from functools import cache

from wormlib.core.errors import shown
from wormlib.core.i18n import engine
from wormlib.rummikub.errors import InvalidTileNotationError

Tile = int

COLOURS = ("R", "B", "Y", "K")
COLOUR_NAMES = ("red", "blue", "yellow", "black")
NUMBERS = tuple(range(1, 14))
JOKER: Tile = 52
KINDS = 53
COPIES = 2
JOKER_POINTS = 30
FULL_SET: tuple[int, ...] = (COPIES,) * KINDS
TOTAL_TILES = COPIES * KINDS  # 106
MAX_TEXT = 2000  # longest tile list accepted as text (106 tiles take < 400 characters)

_TILE = re.compile(r"([A-Z])(1[0-3]|[1-9])|J", re.IGNORECASE)


def tile(colour: int, number: int) -> Tile:
    """The kind of the tile with this colour (0..3) and number (1..13)."""
    if colour not in range(4) or number not in range(1, 14):
        raise InvalidTileNotationError(
            f"no tile with colour {colour!r} and number {number!r}: colours 0..3, numbers 1..13"
        )
    return colour * 13 + number - 1


def colour_of(t: Tile) -> int:
    """0..3; InvalidTileNotationError for the joker, which has no colour."""
    _check_numbered(t)
    return t // 13


def number_of(t: Tile) -> int:
    """1..13; InvalidTileNotationError for the joker, which has no number."""
    _check_numbered(t)
    return t % 13 + 1


def points(t: Tile) -> int:
    """What a tile left on a rack costs: its number, a joker 30."""
    return JOKER_POINTS if t == JOKER else number_of(t)


def letters(lang: str = "en") -> tuple[str, ...]:
    """The colour letters of ``lang`` in colour order (the engine's words; English's are the
    canonical ones, so that the solver and the saves never load a catalog)."""
    if lang == "en":
        return COLOURS
    return tuple(engine().text(lang, "rummikub.letters").split())


@cache
def _colours_of(lang: str) -> Mapping[str, int]:
    """Letter -> colour for reading in ``lang``: its own letters and the canonical ones. A
    letter that would mean two colours, or the joker, is an error in the catalog."""
    found: dict[str, int] = {}
    for written in (letters(lang), COLOURS):
        for colour, letter in enumerate(written):
            if found.setdefault(letter, colour) != colour or letter == "J" or len(written) != 4:
                raise ValueError(f"the colour letters of {lang!r} are ambiguous: {written}")
    return found


def tile_str(t: Tile, lang: str = "en") -> str:
    if t == JOKER:
        return "J"
    return f"{letters(lang)[colour_of(t)]}{number_of(t)}"


def parse_tile(text: str, lang: str = "en") -> Tile:
    """Read ``R7``, ``k13`` or ``J`` (in ``lang``'s letters or the canonical ones);
    InvalidTileNotationError names the text otherwise."""
    if not isinstance(text, str):
        raise InvalidTileNotationError(f"a tile is text, not {type(text).__name__}")
    m = _TILE.fullmatch(text.strip())
    colours = _colours_of(lang)
    if not m or (m.group(1) is not None and m.group(1).upper() not in colours):
        own = letters(lang)
        raise InvalidTileNotationError(
            f"unknown tile {shown(text)}: write a colour {', '.join(own[:3])} or {own[3]} "
            f"and 1..13 ({own[0]}7), or J"
        )
    if m.group(1) is None:
        return JOKER
    return tile(colours[m.group(1).upper()], int(m.group(2)))


def parse_tiles(text: str, lang: str = "en") -> tuple[Tile, ...]:
    """Read tiles separated by spaces and/or commas (``"R7 R8, J"``); ``""`` or ``-`` is none."""
    if not isinstance(text, str):
        raise InvalidTileNotationError(f"tiles are text, not {type(text).__name__}")
    if len(text) > MAX_TEXT:
        raise InvalidTileNotationError(f"too much text for tiles: more than {MAX_TEXT} characters")
    words = text.replace(",", " ").split()
    if words == ["-"]:
        return ()
    return tuple(parse_tile(w, lang) for w in words)


def tiles_str(tiles: Iterable[Tile], lang: str = "en") -> str:
    """Tiles in notation separated by spaces (``-`` for none), in the order given."""
    return " ".join(tile_str(t, lang) for t in tiles) or "-"


def counts(tiles: Iterable[Tile]) -> tuple[int, ...]:
    """How many of each kind: a vector of length 53 (index = kind)."""
    out = [0] * KINDS
    for t in tiles:
        _check_kind(t)
        out[t] += 1
    return tuple(out)


def from_counts(vector: Iterable[int]) -> tuple[Tile, ...]:
    """The sorted tiles of a counts vector (inverse of ``counts``)."""
    return tuple(t for t, n in enumerate(vector) for _ in range(n))


def sort_key(t: Tile) -> tuple[int, int]:
    """Rack order: by colour, then number; jokers last."""
    return (4, 0) if t == JOKER else (t // 13, t % 13)


def _check_kind(t: object) -> None:
    if type(t) is not int or not 0 <= t < KINDS:
        raise InvalidTileNotationError(f"no tile kind {shown(t)}: kinds are 0..52")


def _check_numbered(t: Tile) -> None:
    _check_kind(t)
    if t == JOKER:
        raise InvalidTileNotationError("the joker has no colour or number")
