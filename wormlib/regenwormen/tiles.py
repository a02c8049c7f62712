"""Tiles 21..36, their worms, and which tile a total can take from the middle."""

from __future__ import annotations

from collections.abc import Iterable

from wormlib.core.errors import InvalidNotationError, SituationError, shown

ALL_TILES = tuple(range(21, 37))
MIN_TOTAL = 21


def worms(tile: int) -> int:
    """Worms on a tile: 21-24 one, 25-28 two, 29-32 three, 33-36 four."""
    if tile not in ALL_TILES:
        raise SituationError(f"there is no tile {shown(tile)}: tiles are 21..36")
    return (tile - 21) // 4 + 1


def middle_tile_for(total: int, middle: Iterable[int], *, exact_only: bool = False) -> int | None:
    """The middle tile a total takes: the equal one, else the highest face-up one below it.

    With ``exact_only`` (a house rule) only the equal tile counts.
    """
    below = [t for t in middle if t <= total]
    if not below:
        return None
    best = max(below)
    if exact_only and best != total:
        return None
    return best


def parse_tiles(text: str) -> tuple[int, ...]:
    """Read a tile list with ranges, '21-24,27,30-36' (or '-' for none), sorted."""
    body = text.strip()
    if body in ("", "-"):
        return ()
    tiles: set[int] = set()
    for part in body.split(","):
        lo, dash, hi = part.strip().partition("-")
        try:
            first, last = int(lo), int(hi if dash else lo)
        except ValueError:
            raise InvalidNotationError(f"bad tile list {shown(text)} at {shown(part)}") from None
        if not (21 <= first <= last <= 36):
            raise InvalidNotationError(
                f"bad tile range {shown(part)} in {shown(text)}: tiles are 21..36"
            )
        twice = tiles.intersection(range(first, last + 1))
        if twice:  # each tile exists once: "25,25" names one tile twice, not two
            raise InvalidNotationError(
                f"bad tile list {shown(text)}: tile {min(twice)} given twice"
            )
        tiles.update(range(first, last + 1))
    return tuple(sorted(tiles))


def format_tiles(tiles: Iterable[int]) -> str:
    """Write tiles compactly with ranges: (21, 22, 23, 27) -> '21-23,27' ('-' for none)."""
    ordered = sorted(tiles)
    runs: list[str] = []
    i = 0
    while i < len(ordered):
        j = i
        while j + 1 < len(ordered) and ordered[j + 1] == ordered[j] + 1:
            j += 1
        runs.append(str(ordered[i]) if i == j else f"{ordered[i]}-{ordered[j]}")
        i = j + 1
    return ",".join(runs) or "-"
