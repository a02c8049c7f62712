"""The exact best move of a Rummikub position, and which single tiles would help.

``best_move`` lays the most tiles from the rack (objective ``tiles``, ties: the most points)
or the most points (objective ``value``, ties: the most tiles), rearranging the whole table,
jokers included. Points laid are counted as on a rack at the end of a round: a tile its
number, a joker 30. The search itself (a dynamic programme over the numbers 1..13) is in
``_search``; this module turns positions and rules into its counts and its plan into a move.

Before the initial meld (``opened=False``) the move is the best opening from the rack alone,
worth at least ``rules.opening_points`` (jokers worth the tile they stand for, only with
``joker_in_opening``); the table is left as it is. With ``table_after_opening`` the player may
then also add to and rearrange the table: the move is the best lay of the whole turn that
contains some opening from the rack alone.

A position that cannot occur (more than 2 of a tile on the rack and the table, a rack over
``MAX_RACK`` tiles) raises ``SituationError``, an invalid table ``InvalidMeldError``. Each
answer's searches share a ``Budget`` of work (``_search.WORK`` steps unless given): past it,
``SolveTooLargeError`` (a ``SituationError``) says the position is too big to solve exactly.

``joker_freed`` says that a joker of the old table stands for another tile afterwards (in a
group it stands for the lowest missing colour, as ``melds.check_meld`` reads it).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations_with_replacement
from typing import Literal, get_args

from wormlib.core.errors import SituationError, shown
from wormlib.rummikub import _search
from wormlib.rummikub._search import Budget, SolveTooLargeError
from wormlib.rummikub.melds import Table, check_table, table_str
from wormlib.rummikub.rules import SEED, Rules
from wormlib.rummikub.tiles import (
    COPIES,
    JOKER,
    JOKER_POINTS,
    KINDS,
    Tile,
    counts,
    from_counts,
    points,
    sort_key,
    tile_str,
    tiles_str,
)

__all__ = [
    "MAX_RACK",
    "OBJECTIVES",
    "BestMove",
    "Budget",
    "Objective",
    "SolveTooLargeError",
    "best_move",
    "helpful_tiles",
]

Objective = Literal["tiles", "value"]
OBJECTIVES: tuple[Objective, ...] = get_args(Objective)

#: Most tiles a rack may hold here (a rack that keeps drawing stays far below).
MAX_RACK = 40

_SCALE = _search.SCALE


@dataclass(frozen=True, slots=True)
class BestMove:
    """The best move of a position; ``tiles_laid == 0`` and the old table if none."""

    table: Table
    laid: tuple[Tile, ...]
    rack_left: tuple[Tile, ...]
    tiles_laid: int
    value_laid: int
    opening_possible: bool
    joker_freed: bool


def best_move(
    rack: Iterable[Tile],
    table: Table,
    *,
    opened: bool,
    rules: Rules = SEED,
    objective: Objective = "tiles",
    budget: Budget | None = None,
) -> BestMove:
    """The move laying the most tiles (or points) from ``rack`` onto ``table``."""
    rack, table = tuple(rack), tuple(tuple(meld) for meld in table)
    rack_counts, table_counts = _check_position(rack, table, rules)
    rack = tuple(sorted(rack, key=sort_key))
    if objective not in OBJECTIVES:
        raise SituationError(f"unknown objective {shown(objective)}: choose tiles or value")
    budget = budget or Budget(_named(rack, table, rules))
    weights, joker_weight = _weights(objective)
    wrap = rules.wrap_13_1
    if opened:
        plan = _search.solve(
            table_counts,
            rack_counts,
            weights=weights,
            joker_weight=joker_weight,
            wrap=wrap,
            budget=budget,
        )
        return _move(rack, table, plan.melds if plan else None, opening_possible=True, rules=rules)
    opening = _opening(rack_counts, rules, objective, budget)
    if opening is None:
        return _move(rack, table, None, opening_possible=False, rules=rules)
    if not rules.table_after_opening:
        return _move(rack, table, table + opening.melds, opening_possible=True, rules=rules)
    return _move(
        rack,
        table,
        _open_and_play(rack_counts, table_counts, rules, objective, budget),
        opening_possible=True,
        rules=rules,
    )


def _named(rack: Sequence[Tile], table: Table, rules: Rules) -> str:
    """The position as a refusal names it."""
    return (
        f"the rack {shown(tiles_str(rack))} with the table {shown(table_str(table))} "
        f"(rules {rules.name})"
    )


def helpful_tiles(
    rack: Iterable[Tile],
    table: Table,
    *,
    opened: bool,
    rules: Rules = SEED,
    unseen: Sequence[int] | None = None,
    budget: Budget | None = None,
) -> list[tuple[Tile, float]]:
    """Single tiles that would let the player lay (or open), or lay more than now, with the
    chance that the next draw is that tile: ``[(tile, probability)]``, likeliest first.

    ``unseen`` counts the tiles the player cannot see by kind (53 numbers); by default every
    tile that is neither on the rack nor on the table. Its up to 54 searches share one
    ``budget``, as one answer.
    """
    rack = tuple(rack)
    table = tuple(tuple(meld) for meld in table)
    rack_counts, table_counts = _check_position(rack, table, rules)
    if unseen is None:
        unseen = [COPIES - r - t for r, t in zip(rack_counts, table_counts, strict=True)]
    unseen = list(unseen)
    if len(unseen) != KINDS or any(
        type(u) is not int or u < 0 or u + r + t > COPIES
        for u, r, t in zip(unseen, rack_counts, table_counts, strict=True)
    ):
        raise SituationError(
            f"unseen tiles {shown(unseen)}: 53 counts, none making more than 2 of a tile "
            "with the rack and the table"
        )
    total = sum(unseen)
    if not total:
        return []
    shared = budget or Budget(_named(rack, table, rules))

    def laid(tiles: tuple[Tile, ...]) -> int:
        return best_move(tiles, table, opened=opened, rules=rules, budget=shared).tiles_laid

    now = laid(rack)
    helpful = [
        (kind, unseen[kind] / total)
        for kind in range(KINDS)
        if unseen[kind] and laid((*rack, kind)) > now
    ]
    return sorted(helpful, key=lambda item: (-item[1], sort_key(item[0])))


def _check_position(
    rack: Sequence[Tile], table: Table, rules: Rules
) -> tuple[list[int], list[int]]:
    """Counts of the rack and the table; an error unless they fit in one set of tiles."""
    if len(rack) > MAX_RACK:
        raise SituationError(
            f"a rack of {len(rack)} tiles: at most {MAX_RACK} here ({shown(tiles_str(rack))})"
        )
    rack_counts = list(counts(rack))
    check_table(table, wrap=rules.wrap_13_1)
    table_counts = list(counts(t for meld in table for t in meld))
    for kind in range(KINDS):
        if rack_counts[kind] + table_counts[kind] > COPIES:
            raise SituationError(
                f"{rack_counts[kind] + table_counts[kind]} × {tile_str(kind)} on the rack "
                f"{shown(tiles_str(rack))} and the table {shown(table_str(table))}: "
                f"the set has {COPIES}"
            )
    return rack_counts, table_counts


def _weights(objective: Objective) -> tuple[list[int], int]:
    """Score of each optional tile: the objective first, the other measure to break ties."""
    if objective == "tiles":
        return [_SCALE + points(k) for k in range(JOKER)] + [0], _SCALE + JOKER_POINTS
    return [points(k) * _SCALE + 1 for k in range(JOKER)] + [0], JOKER_POINTS * _SCALE + 1


def _opening(
    rack_counts: Sequence[int], rules: Rules, objective: Objective, budget: Budget
) -> _search.Plan | None:
    """The best opening from the rack alone, or None."""
    optional = list(rack_counts)
    if not rules.joker_in_opening:
        optional[JOKER] = 0
    weights, joker_weight = _weights(objective)
    return _search.solve(
        [0] * KINDS,
        optional,
        weights=weights,
        joker_weight=joker_weight,
        min_points=rules.opening_points,
        wrap=rules.wrap_13_1,
        budget=budget,
    )


def _open_and_play(
    rack_counts: list[int],
    table_counts: list[int],
    rules: Rules,
    objective: Objective,
    budget: Budget,
) -> Table:
    """Variant ``table-after-opening``: the best whole turn that contains an opening.

    The best lay with the table, if its tiles hold an opening, is the answer. Otherwise (rare:
    a freed joker that lays more, say) every opening that is minimal (its melds in a fixed
    order, the last one reaching the threshold) is laid first and the rest of the rack played
    with the table; the best of those wins. Each combination of melds tried and each search
    counts against ``budget``.
    """
    weights, joker_weight = _weights(objective)
    wrap = rules.wrap_13_1
    free = _search.solve(
        table_counts,
        rack_counts,
        weights=weights,
        joker_weight=joker_weight,
        wrap=wrap,
        budget=budget,
    )
    assert free is not None  # the table as it is
    laid = _minus(counts(t for meld in free.melds for t in meld), table_counts)
    if laid == rack_counts or _opening(laid, rules, objective, budget) is not None:
        return free.melds  # (the whole rack holds an opening: the caller found it)
    best: tuple[int, Table] = (-1, ())
    for opening in _minimal_openings(rack_counts, rules, budget):
        required = [t + o for t, o in zip(table_counts, opening, strict=True)]
        rest = _minus(rack_counts, opening)
        plan = _search.solve(
            required, rest, weights=weights, joker_weight=joker_weight, wrap=wrap, budget=budget
        )
        if plan is None:
            continue
        score = plan.score + sum(
            n * (joker_weight if k == JOKER else weights[k]) for k, n in enumerate(opening)
        )
        if score > best[0]:
            best = (score, plan.melds)
    assert best[0] >= 0  # _opening found one
    return best[1]


def _minimal_openings(rack_counts: Sequence[int], rules: Rules, budget: Budget) -> list[list[int]]:
    """Tile counts of every opening whose melds, in a fixed order, reach the threshold only
    with the last one (each opening contains one of them). Each combination tried is a step
    of ``budget``."""
    melds = _rack_melds(rack_counts, rules)
    found: set[tuple[int, ...]] = set()
    for size in range(1, 1 + len(from_counts(rack_counts)) // 3):
        progress = False
        for combo in combinations_with_replacement(range(len(melds)), size):
            budget.spend(1)
            total = sum(melds[i][1] for i in combo)
            if total < rules.opening_points:
                progress = True
                continue
            if sum(melds[i][1] for i in combo[:-1]) >= rules.opening_points:
                continue
            used = Counter(t for i in combo for t in melds[i][0])
            if all(used[k] <= rack_counts[k] for k in used):
                found.add(tuple(used[k] for k in range(KINDS)))
        if not progress:
            break
    return [list(f) for f in sorted(found)]


def _rack_melds(rack_counts: Sequence[int], rules: Rules) -> list[tuple[tuple[Tile, ...], int]]:
    """Every group and every run of 3..5 tiles the rack can make alone, with its points."""
    jokers = rack_counts[JOKER] if rules.joker_in_opening else 0
    melds: list[tuple[tuple[Tile, ...], int]] = []
    for n in range(1, 14):
        have = [c for c in range(4) if rack_counts[c * 13 + n - 1]]
        for size in (3, 4):
            for j in range(min(jokers, size - 1) + 1):
                for colours in combinations_with_replacement(have, size - j):
                    if len(set(colours)) == len(colours):
                        tiles = tuple(c * 13 + n - 1 for c in colours) + (JOKER,) * j
                        melds.append((tiles, n * size))
    top = 14 if rules.wrap_13_1 else 13
    for c in range(4):
        for start in range(1, top - 1):
            for length in (3, 4, 5):
                if start + length - 1 > top:
                    continue
                numbers = range(start, start + length)
                kinds = [c * 13 + (m - 1) % 13 for m in numbers]
                missing = [i for i, k in enumerate(kinds) if not rack_counts[k]]
                value = sum(m if m <= 13 else 1 for m in numbers)
                for j in range(jokers + 1):
                    for spots in _joker_spots(len(kinds), missing, j):
                        tiles = tuple(JOKER if i in spots else k for i, k in enumerate(kinds))
                        if any(t != JOKER for t in tiles):
                            melds.append((tiles, value))
    return melds


def _joker_spots(length: int, missing: list[int], jokers: int) -> list[set[int]]:
    """Places for ``jokers`` jokers in a run of ``length`` covering the ``missing`` places."""
    if len(missing) > jokers:
        return []
    others = [i for i in range(length) if i not in missing]
    return [
        set(missing) | set(extra)
        for extra in combinations_with_replacement(others, jokers - len(missing))
        if len(set(extra)) == len(extra)
    ]


def _minus(a: Sequence[int], b: Sequence[int]) -> list[int]:
    return [x - y for x, y in zip(a, b, strict=True)]


def _move(
    rack: tuple[Tile, ...],
    table: Table,
    new_table: Table | None,
    *,
    opening_possible: bool,
    rules: Rules,
) -> BestMove:
    """The move from the old table to ``new_table`` (None: no lay), with what it lays."""
    before = Counter(t for meld in table for t in meld)
    after = Counter(t for meld in new_table or () for t in meld)
    laid = tuple(sorted((after - before).elements(), key=sort_key))
    if new_table is None or not laid:
        return BestMove(table, (), rack, 0, 0, opening_possible, False)
    left = Counter(rack) - Counter(laid)
    return BestMove(
        table=new_table,
        laid=laid,
        rack_left=tuple(sorted(left.elements(), key=sort_key)),
        tiles_laid=len(laid),
        value_laid=sum(points(t) for t in laid),
        opening_possible=opening_possible,
        joker_freed=_joker_freed(table, new_table, rules),
    )


def _joker_freed(old: Table, new: Table, rules: Rules) -> bool:
    """Does some joker of the old table stand for another tile in the new one?"""

    def jokers(table: Table) -> Counter[Tile]:
        infos = check_table(table, wrap=rules.wrap_13_1)
        return Counter(
            stands
            for meld, info in zip(table, infos, strict=True)
            for t, stands in zip(meld, info.stands_for, strict=True)
            if t == JOKER
        )

    return bool(jokers(old) - jokers(new))
