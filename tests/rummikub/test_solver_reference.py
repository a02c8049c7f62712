"""The solver against two methods written apart from it, on random positions.

- ``brute_force``: every sub-multiset of the tiles that the engine's ``arrange_meld`` accepts
  is a candidate meld; plain recursion covers the table tiles one by one (the lowest first)
  and then tries to lay or keep each rack tile. Small positions only.
- ``milp``: the integer programme of den Hertog and Hulshof (2006): a count for every group
  and every run of 3..5 tiles (longer runs split into those), jokers in any places, solved
  exactly with scipy's HiGHS (relative gap 0). Realistic positions.

Both score a move as the solver does (tiles then points, or points then tiles) and the test
compares both measures, then checks the solver's table with the engine.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Iterator
from functools import cache
from itertools import combinations

import numpy as np
import pytest
from scipy.optimize import Bounds, LinearConstraint, milp  # type: ignore[import-untyped]

from wormlib.rummikub.melds import (
    Table,
    arrange_meld,
    check_meld,
    check_table,
    is_valid_meld,
    parse_table,
)
from wormlib.rummikub.rules import SEED, Rules, parse_rules
from wormlib.rummikub.solver import OBJECTIVES, BestMove, Objective, best_move
from wormlib.rummikub.tiles import COPIES, JOKER, KINDS, Tile, parse_tiles, points, tile

Counts = tuple[int, ...]


def score(tiles: Counter[Tile], objective: Objective) -> tuple[int, int]:
    """(tiles, points) or (points, tiles) of laid tiles, jokers 30."""
    n, v = sum(tiles.values()), sum(points(t) * k for t, k in tiles.items())
    return (n, v) if objective == "tiles" else (v, n)


def meld_points(tiles: tuple[Tile, ...], wrap: bool) -> int:
    """The most points the engine gives these tiles laid out as one meld (-1: no meld)."""
    reals = [t for t in tiles if t != JOKER]
    layouts = [(*reals, *[JOKER] * (len(tiles) - len(reals)))]  # as a group
    for start in range(1, 15):  # as a run from ``start``; 14 is a high 1
        left, layout = list(reals), []
        for m in range(start, start + len(tiles)):
            here = [t for t in left if t % 13 + 1 == (m if m <= 13 else 1)]
            layout.append(here[0] if here else JOKER)
            if here:
                left.remove(here[0])
        if not left and layout.count(JOKER) == len(tiles) - len(reals):
            layouts.append(tuple(layout))
    valid = [check_meld(m, wrap=wrap).value for m in layouts if is_valid_meld(m, wrap=wrap)]
    return max(valid, default=-1)


def brute_force(
    rack: Counts, table: Counts, *, objective: Objective, min_points: int = 0, wrap: bool = False
) -> tuple[int, int] | None:
    """Best (objective, tie-break) over every lay, or None; ``min_points``: an opening."""
    pool = tuple(r + t for r, t in zip(rack, table, strict=True))
    kinds = [k for k in range(KINDS) for _ in range(pool[k])]
    melds: dict[Counts, int] = {}
    for size in range(3, min(13, len(kinds)) + 1):
        for combo in set(combinations(kinds, size)):
            arranged = arrange_meld(combo, wrap=wrap)
            # (the same tiles: arrange_meld once turned R8 R8 R9 R11 into R8 R9 J R11)
            if arranged is not None and sorted(arranged) == sorted(combo):
                c = Counter(combo)
                melds[tuple(c[k] for k in range(KINDS))] = meld_points(combo, wrap)
    by_tile: dict[int, list[tuple[Counts, int]]] = {}
    for m, value in melds.items():
        for k in range(KINDS):
            if m[k]:
                by_tile.setdefault(k, []).append((m, value))

    @cache
    def best(t_left: Counts, r_left: Counts, pts: int) -> tuple[int, int] | None:
        if any(t_left):
            x = next(k for k in range(KINDS) if t_left[k])
            options = []
            for m, value in by_tile.get(x, []):
                from_t = tuple(min(a, b) for a, b in zip(m, t_left, strict=True))
                from_r = tuple(a - b for a, b in zip(m, from_t, strict=True))
                if any(a > b for a, b in zip(from_r, r_left, strict=True)):
                    continue
                rest = best(
                    tuple(a - b for a, b in zip(t_left, from_t, strict=True)),
                    tuple(a - b for a, b in zip(r_left, from_r, strict=True)),
                    min(min_points, pts + value),
                )
                if rest is not None:
                    gain = score(Counter({k: n for k, n in enumerate(from_r) if n}), objective)
                    options.append((rest[0] + gain[0], rest[1] + gain[1]))
            return max(options, default=None)
        if not any(r_left):
            return (0, 0) if pts >= min_points else None
        x = next(k for k in range(KINDS) if r_left[k])
        skip = list(r_left)
        skip[x] -= 1
        options = [o for o in [best(t_left, tuple(skip), pts)] if o is not None]
        for m, value in by_tile.get(x, []):
            if all(a <= b for a, b in zip(m, r_left, strict=True)):
                rest = best(
                    t_left,
                    tuple(a - b for a, b in zip(r_left, m, strict=True)),
                    min(min_points, pts + value),
                )
                if rest is not None:
                    gain = score(Counter({k: n for k, n in enumerate(m) if n}), objective)
                    options.append((rest[0] + gain[0], rest[1] + gain[1]))
        return max(options, default=None)

    return best(table, rack, 0)


def _templates(wrap: bool) -> list[tuple[Counts, int]]:
    """Every group and every run of 3..5 places (jokers in any places) with its points."""
    out: list[tuple[Counts, int]] = []

    def add(tiles: list[Tile], value: int) -> None:
        if any(t != JOKER for t in tiles):
            c = Counter(tiles)
            out.append((tuple(c[k] for k in range(KINDS)), value))

    for n in range(1, 14):
        for size in (3, 4):
            for colours in combinations(range(4), size):
                for jokers in range(3):
                    for spots in combinations(range(size), jokers):
                        add(
                            [JOKER if i in spots else tile(c, n) for i, c in enumerate(colours)],
                            n * size,
                        )
    top = 14 if wrap else 13
    for c in range(4):
        for start in range(1, top - 1):
            for length in (3, 4, 5):
                numbers = list(range(start, start + length))
                if numbers[-1] > top:
                    continue
                value = sum(m if m <= 13 else 1 for m in numbers)
                for jokers in range(3):
                    for spots in combinations(range(length), jokers):
                        add(
                            [
                                JOKER if i in spots else tile(c, (m - 1) % 13 + 1)
                                for i, m in enumerate(numbers)
                            ],
                            value,
                        )
    return sorted(set(out))


@cache
def _matrix(wrap: bool) -> tuple[np.ndarray, np.ndarray]:
    templates = _templates(wrap)
    a = np.array([m for m, _ in templates], dtype=float).T  # kinds x templates
    return a, np.array([v for _, v in templates], dtype=float)


def milp_best(
    rack: Counts, table: Counts, *, objective: Objective, min_points: int = 0, wrap: bool = False
) -> tuple[int, int] | None:
    """Best (objective, tie-break) by integer programming, or None if infeasible."""
    a, values = _matrix(wrap)
    pool = np.array(rack) + np.array(table)
    fits = (a <= pool[:, None]).all(axis=0)  # only melds these tiles can make
    a, values = a[:, fits], values[fits]
    m = a.shape[1]
    primary = np.array([1 if objective == "tiles" else points(k) for k in range(KINDS)], float)
    secondary = np.array([points(k) if objective == "tiles" else 1 for k in range(KINDS)], float)
    # variables: template counts, then rack tiles laid by kind
    c = np.concatenate([np.zeros(m), -(primary * 1024 + secondary)])
    rows = [LinearConstraint(np.hstack([a, -np.eye(KINDS)]), np.array(table), np.array(table))]
    if min_points:
        rows.append(LinearConstraint(np.concatenate([values, np.zeros(KINDS)]), min_points))
    bounds = Bounds(np.zeros(m + KINDS), np.concatenate([np.full(m, 2.0), np.array(rack)]))
    res = milp(
        c,
        constraints=rows,
        bounds=bounds,
        integrality=np.ones(m + KINDS),
        options={"mip_rel_gap": 0},
    )
    if res.status != 0:
        assert res.status == 2, res.message  # infeasible
        return None
    laid = np.rint(res.x[m:])
    return int(primary @ laid), int(secondary @ laid)


def solver_score(move: BestMove, objective: Objective) -> tuple[int, int]:
    return score(Counter(move.laid), objective)


def check_move(
    move: BestMove, rack: tuple[Tile, ...], table: Table, rules: Rules, opened: bool
) -> None:
    """The move is legal: valid melds, the old tiles all there, laid tiles from the rack."""
    infos = check_table(move.table, wrap=rules.wrap_13_1)
    after = Counter(t for meld in move.table for t in meld)
    before = Counter(t for meld in table for t in meld)
    assert after - before == Counter(move.laid) and not before - after
    assert not Counter(move.laid) - Counter(rack)
    assert Counter(move.rack_left) + Counter(move.laid) == Counter(rack)
    assert move.tiles_laid == len(move.laid)
    if not opened and move.tiles_laid:
        assert move.table[: len(table)] == table  # the table is left as it is
        new = infos[len(table) :]
        assert sum(i.value for i in new) >= rules.opening_points
        if not rules.joker_in_opening:
            assert JOKER not in move.laid


def counts_of(tiles: Iterable[Tile]) -> Counts:
    c = Counter(tiles)
    return tuple(c[k] for k in range(KINDS))


def random_table(
    rng: random.Random,
    size: int,
    bag: Counter[Tile],
    kinds: list[Tile],
    *,
    wrap: bool = False,
    lengths: tuple[int, int] = (3, 5),
) -> Table:
    """Valid melds drawn from ``bag`` (runs and groups, sometimes with a joker) up to ``size``;
    with ``wrap`` runs may end at a high 1."""
    melds: list[tuple[Tile, ...]] = []
    tries = 0
    top = 14 if wrap else 13
    while sum(map(len, melds)) < size and tries < 200:
        tries += 1
        base = rng.choice(kinds)
        c, n = base // 13, base % 13 + 1
        if rng.random() < 0.5:
            length = rng.randint(*lengths)
            candidate = [tile(c, (m - 1) % 13 + 1) for m in range(n, n + length) if m <= top]
        else:
            colours = rng.sample(range(4), rng.randint(3, 4))
            candidate = [tile(x, n) for x in colours]
        if len(candidate) >= 3 and bag[JOKER] and rng.random() < 0.3:
            candidate[rng.randrange(len(candidate))] = JOKER
        need = Counter(candidate)
        enough = all(bag[k] >= v for k, v in need.items())
        if len(candidate) >= 3 and enough and is_valid_meld(candidate, wrap=wrap):
            bag.subtract(need)
            melds.append(tuple(candidate))
    return tuple(melds)


def small_positions(seed: int, count: int) -> Iterator[tuple[tuple[Tile, ...], Table]]:
    """Few tiles from a corner of the set (3 colours, 5 numbers), so that they interact."""
    rng = random.Random(seed)
    for _ in range(count):
        lo = rng.randint(1, 9)
        kinds = [tile(c, n) for c in rng.sample(range(4), 3) for n in range(lo, lo + 5)]
        bag = Counter({k: COPIES for k in kinds})
        bag[JOKER] = rng.choice([0, 0, 1, 2])
        table = random_table(rng, rng.choice([0, 3, 3, 6]), bag, kinds)
        left = list(bag.elements())
        rng.shuffle(left)
        yield tuple(left[: rng.randint(1, 7 - min(6, sum(map(len, table))) // 2 + 1)]), table


def realistic_positions(seed: int, count: int) -> Iterator[tuple[tuple[Tile, ...], Table]]:
    """A table of 0..60 tiles as random melds, a rack of 1..20 of the other tiles."""
    rng = random.Random(seed)
    kinds = list(range(JOKER))
    for _ in range(count):
        bag = Counter({k: COPIES for k in range(KINDS)})
        table = random_table(rng, rng.randint(0, 60), bag, kinds)
        left = list(bag.elements())
        rng.shuffle(left)
        yield tuple(left[: rng.randint(1, 20)]), table


def wrap_positions(seed: int, count: int) -> Iterator[tuple[tuple[Tile, ...], Table]]:
    """Few tiles around the wrap (3 colours, 11 12 13 1 2) for the brute force: runs
    12-13-1, 1s that go low or high."""
    rng = random.Random(seed)
    for _ in range(count):
        kinds = [tile(c, n) for c in rng.sample(range(4), 3) for n in (11, 12, 13, 1, 2)]
        bag = Counter({k: COPIES for k in kinds})
        bag[JOKER] = rng.choice([0, 0, 1, 2])
        table = random_table(rng, rng.choice([0, 3, 3, 6]), bag, kinds, wrap=True)
        left = list(bag.elements())
        rng.shuffle(left)
        yield tuple(left[: rng.randint(1, 7 - min(6, sum(map(len, table))) // 2 + 1)]), table


def long_wrap_positions(seed: int, count: int) -> Iterator[tuple[tuple[Tile, ...], Table]]:
    """Tables of 30..80 tiles in long runs, many of them through 13 to a high 1, and a rack
    of 1..20 of the other tiles: where the high 1s of every colour are a choice."""
    rng = random.Random(seed)
    kinds = list(range(JOKER))
    for _ in range(count):
        bag = Counter({k: COPIES for k in range(KINDS)})
        size = rng.randint(30, 80)
        table = random_table(rng, size, bag, kinds, wrap=True, lengths=(8, 13))
        left = list(bag.elements())
        rng.shuffle(left)
        yield tuple(left[: rng.randint(1, 20)]), table


VARIANTS = [SEED, parse_rules("wrap-13-1"), parse_rules("joker-in-opening,opening-25")]
WRAP = parse_rules("wrap-13-1")


@pytest.mark.parametrize("objective", ["tiles", "value"])
def test_wrap_table_solves_match_brute_force(objective: Objective) -> None:
    for rack, table in wrap_positions(seed=5 + len(objective), count=80):
        move = best_move(rack, table, opened=True, rules=WRAP, objective=objective)
        check_move(move, rack, table, WRAP, opened=True)
        table_counts = counts_of([t for meld in table for t in meld])
        expected = brute_force(counts_of(list(rack)), table_counts, objective=objective, wrap=True)
        assert solver_score(move, objective) == expected, (rack, table)


@pytest.mark.parametrize("objective", ["tiles", "value"])
def test_wrap_table_solves_match_integer_programming(objective: Objective) -> None:
    for rack, table in long_wrap_positions(seed=OBJECTIVES.index(objective), count=8):
        move = best_move(rack, table, opened=True, rules=WRAP, objective=objective)
        check_move(move, rack, table, WRAP, opened=True)
        table_counts = counts_of([t for meld in table for t in meld])
        expected = milp_best(counts_of(list(rack)), table_counts, objective=objective, wrap=True)
        assert solver_score(move, objective) == expected, (rack, table)


@pytest.mark.parametrize("objective", ["tiles", "value"])
@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: r.name)
def test_table_solves_match_brute_force(objective: Objective, rules: Rules) -> None:
    for rack, table in small_positions(seed=len(rules.name) + len(objective), count=80):
        move = best_move(rack, table, opened=True, rules=rules, objective=objective)
        check_move(move, rack, table, rules, opened=True)
        table_counts = counts_of([t for meld in table for t in meld])
        expected = brute_force(
            counts_of(list(rack)), table_counts, objective=objective, wrap=rules.wrap_13_1
        )
        assert expected is not None  # the table as it is
        assert solver_score(move, objective) == expected, (rack, table)


@pytest.mark.parametrize("objective", ["tiles", "value"])
@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: r.name)
def test_openings_match_brute_force(objective: Objective, rules: Rules) -> None:
    for rack, _ in small_positions(seed=7 + len(rules.name), count=80):
        rack = rack + rack[:2]  # more tiles for an opening
        rack = tuple(t for t in rack if Counter(rack)[t] <= COPIES)
        move = best_move(rack, (), opened=False, rules=rules, objective=objective)
        check_move(move, rack, (), rules, opened=False)
        usable = [t for t in rack if t != JOKER or rules.joker_in_opening]
        expected = brute_force(
            counts_of(usable),
            (0,) * KINDS,
            objective=objective,
            min_points=rules.opening_points,
            wrap=rules.wrap_13_1,
        )
        assert move.opening_possible == (expected is not None)
        assert solver_score(move, objective) == (expected or (0, 0)), rack


@pytest.mark.parametrize("objective", ["tiles", "value"])
def test_table_solves_match_integer_programming(objective: Objective) -> None:
    for rack, table in realistic_positions(seed=len(objective), count=10):
        move = best_move(rack, table, opened=True, objective=objective)
        check_move(move, rack, table, SEED, opened=True)
        table_counts = counts_of([t for meld in table for t in meld])
        expected = milp_best(counts_of(list(rack)), table_counts, objective=objective)
        assert solver_score(move, objective) == expected, (rack, table)


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda r: r.name)
def test_openings_match_integer_programming(rules: Rules) -> None:
    for rack, _ in realistic_positions(seed=3, count=40):
        move = best_move(rack, (), opened=False, rules=rules)
        check_move(move, rack, (), rules, opened=False)
        usable = [t for t in rack if t != JOKER or rules.joker_in_opening]
        expected = milp_best(
            counts_of(usable),
            (0,) * KINDS,
            objective="tiles",
            min_points=rules.opening_points,
            wrap=rules.wrap_13_1,
        )
        assert move.opening_possible == (expected is not None)
        assert solver_score(move, "tiles") == (expected or (0, 0)), rack


def test_the_references_agree_with_each_other() -> None:
    """The two references on the same small positions (so that neither is wrong alone)."""
    for rack, table in small_positions(seed=99, count=20):
        table_counts = counts_of([t for meld in table for t in meld])
        for wrap in (False, True):
            assert brute_force(
                counts_of(list(rack)), table_counts, objective="tiles", wrap=wrap
            ) == milp_best(counts_of(list(rack)), table_counts, objective="tiles", wrap=wrap)


def brute_force_after_opening(
    rack: tuple[Tile, ...], table: Counts, rules: Rules, objective: Objective
) -> tuple[int, int] | None:
    """Variant table-after-opening: the best lay whose tiles hold an opening from the rack
    alone and, with the table, make valid melds; every part of the rack is tried."""
    found = []
    for size in range(len(rack) + 1):
        for laid in set(combinations(sorted(rack), size)):
            usable = [t for t in laid if t != JOKER or rules.joker_in_opening]
            opens = brute_force(
                counts_of(usable),
                (0,) * KINDS,
                objective="tiles",
                min_points=rules.opening_points,
                wrap=rules.wrap_13_1,
            )
            if opens is None:
                continue
            whole = tuple(a + b for a, b in zip(table, counts_of(list(laid)), strict=True))
            if brute_force((0,) * KINDS, whole, objective=objective, wrap=rules.wrap_13_1):
                found.append(score(Counter(laid), objective))
    return max(found, default=None)


@pytest.mark.parametrize(
    "rules",
    [
        parse_rules("table-after-opening,opening-20"),
        parse_rules("table-after-opening,joker-in-opening,opening-15"),
    ],
    ids=lambda r: r.name,
)
def test_table_after_opening_matches_brute_force(rules: Rules) -> None:
    for rack, table in small_positions(seed=11, count=15):
        table_counts = counts_of([t for meld in table for t in meld])
        seen = Counter(rack) + Counter(t for meld in table for t in meld)
        rack = rack + tuple(t for t in rack[:2] if seen[t] < COPIES)  # more tiles to open
        move = best_move(rack, table, opened=False, rules=rules)
        check_move(move, rack, table, rules, opened=True)  # the table may change
        expected = brute_force_after_opening(rack, table_counts, rules, "tiles")
        assert move.opening_possible == (expected is not None), (rack, table)
        assert solver_score(move, "tiles") == (expected or (0, 0)), (rack, table)


@pytest.mark.parametrize(
    ("threshold", "rack", "table"),
    [  # found by search: here the best lay holds no opening and beats every lay that does
        (10, "K12 Y11 B9 Y13 B12 K13 Y12 Y11", "J K12 K13"),
        (10, "R8 R6 Y6 K7 K6 K9 Y7 R8 R6", "R5 Y5 J"),
        (15, "R8 B9 Y6 B8 B10 R10 Y9 B9", "Y8 J R8"),
        (10, "R7 B8 Y6 R6 R5 B8", "Y5 Y6 Y7 | R7 B7 J"),
    ],
)
def test_table_after_opening_when_the_best_lay_holds_no_opening(
    threshold: int, rack: str, table: str
) -> None:
    rules = parse_rules(f"table-after-opening,opening-{threshold}")
    tiles, melds = parse_tiles(rack), parse_table(table)
    move = best_move(tiles, melds, opened=False, rules=rules)
    check_move(move, tiles, melds, rules, opened=True)
    free = best_move(tiles, melds, opened=True, rules=rules)
    assert solver_score(free, "tiles") > solver_score(move, "tiles")  # opening costs here
    table_counts = counts_of([t for meld in melds for t in meld])
    assert solver_score(move, "tiles") == brute_force_after_opening(
        tiles, table_counts, rules, "tiles"
    )


def one_off(method: str, count: int, seed: int) -> int:
    """Check the solver on ``count`` positions against ``brute`` (small positions: a table
    solve and an opening each) or ``milp`` (realistic ones: a table solve each, an opening
    every fourth); the variants and objectives take turns. Prints mismatches; returns them."""
    mismatches = checked = 0

    def compare(got: tuple[int, int], expected: tuple[int, int] | None, *what: object) -> None:
        nonlocal mismatches, checked
        checked += 1
        if got != (expected or (0, 0)):
            mismatches += 1
            print("MISMATCH", got, expected, *what, flush=True)

    reference = brute_force if method == "brute" else milp_best
    positions = small_positions if method == "brute" else realistic_positions
    for i, (rack, table) in enumerate(positions(seed, count)):
        rules = VARIANTS[i % 3]
        objective: Objective = "tiles" if i // 3 % 2 == 0 else "value"
        table_counts = counts_of([t for meld in table for t in meld])
        move = best_move(rack, table, opened=True, rules=rules, objective=objective)
        check_move(move, rack, table, rules, opened=True)
        expected = reference(
            counts_of(list(rack)), table_counts, objective=objective, wrap=rules.wrap_13_1
        )
        compare(solver_score(move, objective), expected, rack, table, rules.name, objective)
        if method == "milp" and i % 4:
            continue
        move = best_move(rack, (), opened=False, rules=rules, objective=objective)
        check_move(move, rack, (), rules, opened=False)
        usable = [t for t in rack if t != JOKER or rules.joker_in_opening]
        expected = reference(
            counts_of(usable),
            (0,) * KINDS,
            objective=objective,
            min_points=rules.opening_points,
            wrap=rules.wrap_13_1,
        )
        compare(solver_score(move, objective), expected, rack, "opening", rules.name, objective)
    print(f"{method}: {checked} solves checked, {mismatches} mismatches (seed {seed})")
    return mismatches


if (
    __name__ == "__main__"
):  # a one-off run: python tests/rummikub/test_solver_reference.py milp 400 1
    import sys

    sys.exit(one_off(sys.argv[1], int(sys.argv[2]), int(sys.argv[3])) > 0)
