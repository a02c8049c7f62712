"""Melds (groups and runs), tables, and their notation.

A meld is a tuple of tiles in table order; a table is a tuple of melds. Runs are written
ascending, and a joker stands for the tile its position needs (``J R5 R6`` is R4 R5 R6).
Table notation separates melds by ``|``: ``R7 R8 R9 | B5 Y5 K5 J``; ``-`` (or nothing) is the
empty table. ``parse_table`` reads the notation only; ``check_table`` says whether every meld
is valid.

Decisions the rules text leaves open:

- A meld needs at least one numbered tile (only 2 jokers exist, so a 3-joker meld cannot occur).
- A joker in a group stands for the lowest missing colour (R, B, Y, K order); the colours of a
  group's jokers are interchangeable, the value does not depend on the choice.
- One numbered tile with jokers (``R5 J J``) may read as a group or as a run: it is read the way
  that is worth more, and as a run when both are worth the same.
- With ``wrap`` (variant ``wrap-13-1``) a run may end 12-13-1; the high 1 is worth 1 point.
  13-1-2 is never a run, and no run is longer than 13 tiles.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Literal

from wormlib.core.errors import shown
from wormlib.rummikub.errors import InvalidMeldError, InvalidTileNotationError
from wormlib.rummikub.tiles import (
    COLOURS,
    JOKER,
    MAX_TEXT,
    Tile,
    colour_of,
    counts,
    number_of,
    parse_tiles,
    tile,
    tile_str,
    tiles_str,
)

Meld = tuple[Tile, ...]
Table = tuple[Meld, ...]

MIN_MELD = 3
MAX_GROUP = 4
MAX_RUN = 13
EMPTY_TABLE: Table = ()


@dataclass(frozen=True, slots=True)
class MeldInfo:
    """What a valid meld is: its kind, the tile each position stands for, and its points."""

    kind: Literal["group", "run"]
    stands_for: tuple[Tile, ...]
    value: int


def check_meld(tiles: Iterable[Tile], *, wrap: bool = False) -> MeldInfo:
    """Read tiles as a group or a run; InvalidMeldError names the meld and says why not."""
    meld = tuple(tiles)
    counts(meld)  # every element a tile kind, or InvalidTileNotationError
    info = _read(meld, wrap)
    if isinstance(info, str):
        raise InvalidMeldError(f"meld {shown(tiles_str(meld))} {info}")
    return info


def is_valid_meld(tiles: Iterable[Tile], *, wrap: bool = False) -> bool:
    """Whether the tiles (known tile kinds) form a meld: a fast, cached check_meld."""
    return isinstance(_read(tuple(tiles), wrap), MeldInfo)


def check_table(table: Table, *, wrap: bool = False) -> tuple[MeldInfo, ...]:
    """Check every meld of a table; the error names the first invalid meld and its number."""
    infos = []
    for number, meld in enumerate(table, start=1):
        try:
            infos.append(check_meld(meld, wrap=wrap))
        except InvalidMeldError as e:
            raise InvalidMeldError(f"meld {number} of the table, {e}") from None
    return tuple(infos)


def table_value(table: Table, *, wrap: bool = False) -> int:
    """Sum of the points of a table's melds (jokers worth what they stand for): the value of
    an opening."""
    return sum(info.value for info in check_table(table, wrap=wrap))


def arrange_meld(tiles: Iterable[Tile], *, wrap: bool = False) -> Meld | None:
    """The tiles in a valid table order (a run ascending, jokers where needed), or None.

    Lets a player (or a bot) give a meld's tiles in any order.
    """
    meld = tuple(tiles)
    numbered = sorted(t for t in meld if t != JOKER)
    jokers = len(meld) - len(numbered)
    candidates: list[Meld] = [(*numbered, *(JOKER,) * jokers)]  # a group, colours in order
    if numbered and len({colour_of(t) for t in numbered}) == 1:
        colour = colour_of(numbered[0])
        numbers = sorted(number_of(t) for t in numbered)
        readings = [numbers]
        if wrap and numbers[0] == 1:
            readings.append(sorted([*numbers[1:], 14]))
        for ns in readings:
            candidates.extend(_run_layouts(colour, ns, jokers, wrap))
    for candidate in candidates:  # a layout may only reorder the given tiles
        if sorted(candidate) == sorted(meld) and is_valid_meld(candidate, wrap=wrap):
            return candidate
    return None


def rack_melds(rack: tuple[int, ...], *, wrap: bool = False, jokers: bool = True) -> list[Meld]:
    """Every distinct valid meld that the counts ``rack`` can make (jokers if allowed)."""
    j = rack[JOKER] if jokers else 0
    out: list[Meld] = []
    for number in range(1, 14):
        present = [c for c in range(4) if rack[tile(c, number)]]
        for size in (3, 4):
            for real in range(max(1, size - j), min(size, len(present)) + 1):
                for colours in combinations(present, real):
                    out.append((*(tile(c, number) for c in colours), *(JOKER,) * (size - real)))
    top = 14 if wrap else 13
    for colour in range(4):
        for start in range(1, 12):
            meld: list[Tile] = []
            missing = 0
            for n in range(start, min(start + 12, top) + 1):
                t = colour * 13 + (n - 1) % 13
                if rack[t]:
                    meld.append(t)
                else:
                    missing += 1
                    if missing > j:
                        break
                    meld.append(JOKER)
                if len(meld) >= 3 and missing < len(meld):
                    out.append(tuple(meld))
    return out


def parse_table(text: str, lang: str = "en") -> Table:
    """Read melds separated by ``|`` (syntax only; ``check_table`` checks the melds)."""
    if not isinstance(text, str):
        raise InvalidTileNotationError(f"a table is text, not {type(text).__name__}")
    if len(text) > MAX_TEXT:
        raise InvalidTileNotationError(f"too much text for a table: more than {MAX_TEXT} chars")
    if text.strip() in ("", "-"):
        return EMPTY_TABLE
    melds = []
    for number, part in enumerate(text.split("|"), start=1):
        meld = parse_tiles(part, lang)
        if not meld:
            raise InvalidTileNotationError(f"table {shown(text)}: meld {number} has no tiles")
        melds.append(meld)
    return tuple(melds)


def table_str(table: Sequence[Sequence[Tile]], lang: str = "en") -> str:
    """Melds separated by `` | `` (``-`` for the empty table); parse_table reads it back."""
    return " | ".join(tiles_str(m, lang) for m in table) or "-"


def table_tiles(table: Table) -> tuple[Tile, ...]:
    """All tiles on a table, meld after meld."""
    return tuple(t for meld in table for t in meld)


@lru_cache(maxsize=1 << 18)
def _read(meld: Meld, wrap: bool) -> MeldInfo | str:
    """The meld's reading, or why it is none (the end of a sentence naming the meld)."""
    if len(meld) < MIN_MELD:
        return f"has {len(meld)} tile(s): a meld needs at least {MIN_MELD}"
    if len(meld) > MAX_RUN:
        return f"has {len(meld)} tiles: even a run has at most {MAX_RUN}"
    numbered = [t for t in meld if t != JOKER]
    if not numbered:
        return "has only jokers: a meld needs at least one numbered tile"
    group = _as_group(meld)
    run = _as_run(meld, wrap)
    if isinstance(group, MeldInfo) and isinstance(run, MeldInfo):
        return group if group.value > run.value else run
    if isinstance(group, MeldInfo):
        return group
    if isinstance(run, MeldInfo):
        return run
    if len({t % 13 for t in numbered}) == 1:
        return group
    if len({t // 13 for t in numbered}) == 1:
        return run
    return "mixes numbers and colours: a group has one number, a run one colour"


def _as_group(meld: Meld) -> MeldInfo | str:
    numbered = [t for t in meld if t != JOKER]
    number = _num(numbered[0])
    if any(_num(t) != number for t in numbered):
        return "is no group: a group's tiles all have the same number"
    if len(meld) > MAX_GROUP:
        return f"has {len(meld)} tiles: a group has at most {MAX_GROUP}, one of each colour"
    colours = [_col(t) for t in numbered]
    for c in colours:
        if colours.count(c) > 1:
            return f"repeats {tile_str(tile(c, number))}: a group's tiles all differ in colour"
    missing = iter(c for c in range(len(COLOURS)) if c not in colours)
    stands_for = tuple(tile(next(missing), number) if t == JOKER else t for t in meld)
    return MeldInfo("group", stands_for, number * len(meld))


def _as_run(meld: Meld, wrap: bool) -> MeldInfo | str:
    first = next(i for i, t in enumerate(meld) if t != JOKER)
    colour = _col(meld[first])
    start = _num(meld[first]) - first
    numbers = []
    for i, t in enumerate(meld):
        n = start + i
        if t != JOKER:
            if _col(t) != colour:
                return "is no run: a run's tiles all have the same colour"
            if n == 14 and _num(t) == 1 and not wrap:
                return "is no run: 1 only comes before 2, not after 13 (variant wrap-13-1)"
            if _num(t) != n and not (wrap and n == 14 and _num(t) == 1):
                return f"is no run: {tile_str(t)} is not the next number (runs go up by one)"
        numbers.append(n)
    if start < 1:
        return "is no run: a joker would have to stand for a number below 1"
    top = 14 if wrap else 13
    if numbers[-1] > top:
        rule = "12-13-1 is the only run past 13" if wrap else "1 only comes before 2, not after 13"
        return f"is no run: it goes past 13 ({rule})"
    stands_for = tuple(tile(colour, (n - 1) % 13 + 1) for n in numbers)
    return MeldInfo("run", stands_for, sum(n if n <= 13 else 1 for n in numbers))


def _run_layouts(colour: int, numbers: list[int], jokers: int, wrap: bool) -> list[Meld]:
    """Runs through the given numbers (14 = a high 1), jokers in the gaps, the rest outside."""
    lo, hi = numbers[0], numbers[-1]
    gaps = hi - lo + 1 - len(numbers)
    if gaps < 0 or gaps > jokers:
        return []
    spare = jokers - gaps
    top = 14 if wrap else 13
    layouts = []
    for above in range(spare, -1, -1):
        below = spare - above
        start, stop = lo - below, hi + above
        if start < 1 or stop > top:
            continue
        present = set(numbers)
        layouts.append(
            tuple(
                tile(colour, (n - 1) % 13 + 1) if n in present else JOKER
                for n in range(start, stop + 1)
            )
        )
    return layouts


def _num(t: Tile) -> int:
    return t % 13 + 1


def _col(t: Tile) -> int:
    return t // 13
