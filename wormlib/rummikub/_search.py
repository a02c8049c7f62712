"""The dynamic programme behind ``wormlib.rummikub.solver``: which tiles can make valid melds.

Input: how many tiles of each kind must be laid (the table) and may be laid (the rack), and how
many jokers must and may be laid. Output: an arrangement of melds using every required tile that
is best for a score per laid optional tile (and per laid optional joker), or None.

The numbers 1..13 are visited in order and, within a number, the colours one by one (fewest
tiles first: a colour without tiles only closes runs, which leaves fewer states for the others
to branch from). A colour's runs are a count vector ``(k1, k2, k3)``: open runs of length 1, 2
and 3 or more (at most 4 together: 2 copies + 2 jokers can stand for one tile). Each run
reaching a number must go on if it is shorter than 3; a run of 3+ goes on before a new one
starts (it can do everything a new run can, and may also stop), so the number of run tiles
("fillers", real or joker) of a colour at a number decides its next vector. The real tiles of a
number that go into groups are summed up as (colours giving 1 tile, colours giving 2 tiles);
the groups must be possible with some count of jokers at the end of the number, and a choice
after which they no longer can be is left out at once. A state is one int packing the four run
vectors, the jokers used, whether a run exists, the group summary and the points laid (capped
at the opening threshold, only for openings); each state keeps its best score and a back
pointer. A choice that leaves a run too short for what the next two numbers hold is left out.

Jokers without a points threshold: a joker at an end of a run of 4+ or in a group of 4 is
"spare" (the meld is valid without it), and an arrangement with a run can take 2 spare jokers
(at a run's ends, cutting a run of 13 first), so spare jokers are laid at the end rather than
tried at every place; extra jokers in groups are tried only while no run exists. A run that
starts with a joker can have it moved to its top unless the run ends at 13, so a joker starts a
run only at 11 or 12. Points change with these moves, so openings try every place.

With ``wrap`` (12-13-1), real 1s may be set aside at number 1 as high ends of runs through 13;
a colour's state then also counts those (0..2), and at the end each run of length 2 takes one,
the others may. A joker never needs to be a high 1 (it can stand below the run instead).

Checked against a brute force and an integer programme in tests/rummikub/test_solver_reference.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import product

from wormlib.rummikub.tiles import JOKER, KINDS, Tile

NUMBERS = 13
COLOURS = 4
MAX_FILLERS = 4  # run tiles of one kind at one number: 2 copies and 2 jokers
SCALE = 1024  # score = primary * SCALE + secondary; both stay below SCALE

#: Run vectors (k1, k2, k3) with at most MAX_FILLERS runs, and their index.
RUNS: tuple[tuple[int, int, int], ...] = tuple(
    (a, b, c) for a in range(5) for b in range(5) for c in range(5) if a + b + c <= MAX_FILLERS
)
_RUN_ID = {v: i for i, v in enumerate(RUNS)}
_NRUNS = len(RUNS)  # 35; a colour state is run_id + _NRUNS * wrap_ones

_CBITS = 7  # bits per colour state (< 3 * 35 = 105)
_JSHIFT = COLOURS * _CBITS  # jokers used (2 bits)
_RUNBIT = 1 << (_JSHIFT + 2)  # some run has been started
_G1SHIFT = _JSHIFT + 3  # colours giving 1 tile to groups at this number (3 bits)
_G2SHIFT = _G1SHIFT + 3  # colours giving 2 tiles (3 bits)
_PSHIFT = _G2SHIFT + 3  # points laid, capped (7 bits)
_CMASK = (1 << _CBITS) - 1
_GMASK = (1 << _PSHIFT) - (1 << _G1SHIFT)
_GDELTA = (0, 1 << _G1SHIFT, 1 << _G2SHIFT)

#: What the next two numbers offer a colour's runs: (real tiles, joker allowed) for each, and
#: whether the current number can have groups.
Ahead = tuple[int, bool, int, bool, bool]

#: Back pointers, one dict per step (with the colour step's arguments); None for a step that
#: changed nothing.
_Layers = list[tuple[dict[int, int], "_StepArgs | None"] | None]


@dataclass(frozen=True, slots=True)
class Plan:
    """The best arrangement found: the melds and its score."""

    melds: tuple[tuple[Tile, ...], ...]
    score: int


def _next_runs(run_id: int, fillers: int) -> int:
    """The run vector after ``fillers`` run tiles at the next number, or -1 if a run breaks."""
    k1, k2, k3 = RUNS[run_id]
    if fillers < k1 + k2:
        return -1
    go_on = min(k3, fillers - k1 - k2)
    return _RUN_ID[(fillers - k1 - k2 - go_on, k1, k2 + go_on)]


def _ends_well(state: int) -> bool:
    """After 13: no run shorter than 3, unless a high 1 set aside completes it."""
    (k1, k2, k3), ones = RUNS[state % _NRUNS], state // _NRUNS
    return k1 == 0 and k2 <= ones <= k2 + k3


@cache
def _options(
    cstate: int,
    table: int,
    rack: int,
    jokers_free: int,
    first: bool,
    wrap: bool,
    ahead: Ahead,
    joker_starts: bool,
) -> tuple[tuple[int, int, int, int, int], ...]:
    """Every way one colour can go on at one number, leaving runs that can still be completed.

    Tuples (new colour state, real tiles into groups, jokers into runs, rack tiles laid, tiles
    laid in all). ``first`` is number 1, where with ``wrap`` real 1s may be set aside; ``ahead``
    says how many tiles of the colour the next two numbers have, whether jokers may stand there
    and whether this number can have groups at all. Unless ``joker_starts``, a joker never
    starts a run (see ``solve``).
    """
    run_id, ones = cstate % _NRUNS, cstate // _NRUNS
    real1, joker1, real2, joker2, groups = ahead
    out = []
    for used in range(table, table + rack + 1):
        for grouped in range(used + 1 if groups else 1):
            for jokers in range(jokers_free + 1):
                for aside in range(used - grouped + 1 if first and wrap else 1):
                    runs = _next_runs(run_id, used - grouped - aside + jokers)
                    if runs < 0:
                        continue
                    k1, k2, _ = RUNS[runs]
                    if k1 > used - grouped - aside and not joker_starts:
                        continue
                    short1, short2 = max(0, k1 + k2 - real1), max(0, k1 - real2)
                    if (
                        (short1 and not joker1)
                        or (short2 and not joker2)
                        or short1 + short2 > jokers_free - jokers
                    ):
                        continue
                    out.append(
                        (
                            runs + _NRUNS * (ones + aside),
                            grouped,
                            jokers,
                            used - table,
                            used + jokers,
                        )
                    )
    return tuple(out)


@cache
def _group_split(given: tuple[int, ...], jokers: int) -> tuple[tuple[int, ...], ...] | None:
    """Groups (colour lists, -1 a joker) from ``given[c]`` tiles of colour c, or None.

    For 1, 2, 3 groups in turn, each tile goes to the smallest group without its colour (the
    most even split, which needs the fewest jokers and leaves the most room); checked against
    every assignment of tiles to groups for all 243 inputs.
    """
    tiles = [c for c in sorted(range(COLOURS), key=lambda c: -given[c]) for _ in range(given[c])]
    if not tiles:
        return () if jokers == 0 else None
    for count in range(1, 4):
        groups: list[list[int]] = [[] for _ in range(count)]
        for colour in tiles:
            seats = [g for g in groups if colour not in g]
            if not seats:
                break
            min(seats, key=len).append(colour)
        else:
            if any(not g or len(g) > 4 for g in groups):
                continue
            need = sum(max(0, 3 - len(g)) for g in groups)
            room = sum(4 - len(g) for g in groups)
            if need <= jokers <= room:
                spare = jokers - need
                for g in groups:
                    add = max(0, 3 - len(g)) + min(spare, 4 - max(3, len(g)))
                    spare -= add - max(0, 3 - len(g))
                    g.extend([-1] * add)
                return tuple(tuple(g) for g in groups)
    return None


@cache
def _group_jokers(ones: int, twos: int) -> tuple[int, ...]:
    """Joker counts that complete groups from ``ones`` colours giving 1 tile, ``twos`` 2."""
    given = (2,) * twos + (1,) * ones + (0,) * (COLOURS - ones - twos)
    return tuple(j for j in range(3) if _group_split(given, j) is not None)


def solve(
    required: Sequence[int],
    optional: Sequence[int],
    *,
    weights: Sequence[int],
    joker_weight: int,
    min_points: int = 0,
    wrap: bool = False,
) -> Plan | None:
    """The best arrangement using all of ``required`` and any of ``optional`` (counts by kind).

    ``weights[k]`` scores each optional tile of kind k laid, ``joker_weight`` (> 0) each
    optional joker; the melds' points (jokers worth what they stand for) must reach
    ``min_points``.
    """
    jokers_max = required[JOKER] + optional[JOKER]
    if jokers_max > 2 or min_points >= 1 << 7:
        raise ValueError("at most 2 jokers and 127 opening points")
    found = _pass(required, optional, weights, joker_weight, min_points, wrap)
    if found is None:
        return None
    score, layers, state, spare = found
    orders = [_order(required, optional, n) for n in range(NUMBERS)]
    return Plan(_rebuild(layers, orders, state, spare), score)


def _pass(
    required: Sequence[int],
    optional: Sequence[int],
    weights: Sequence[int],
    joker_weight: int,
    min_points: int,
    wrap: bool,
) -> tuple[int, _Layers, int, int] | None:
    """The dynamic programme: (best score, back pointers, final state, spare jokers) or None."""
    jokers_required = required[JOKER]
    jokers_max = jokers_required + optional[JOKER]
    layers: _Layers = []
    current: dict[int, int] = {0: 0}
    # Points only count towards the opening threshold, kept in the top field and capped.
    cap_at, low = (min_points + 1) << _PSHIFT, (1 << _PSHIFT) - 1
    for n in range(NUMBERS):
        point = (n + 1) << _PSHIFT if min_points else 0
        groups = sum(required[c * 13 + n] + optional[c * 13 + n] > 0 for c in range(COLOURS))
        groups_ok = groups + jokers_max >= 3
        joker_starts = bool(min_points) or n >= NUMBERS - 3
        order = _order(required, optional, n)
        for i, c in enumerate(order):
            later = tuple(
                min(2, required[d * 13 + n] + optional[d * 13 + n]) for d in order[i + 1 :]
            )
            k = c * 13 + n
            t, r, w = required[k], optional[k], weights[k]
            shift = c * _CBITS
            quiet = not t + r and not (jokers_max and joker_starts)
            if quiet and not any(state >> shift & _CMASK for state in current):
                layers.append(None)  # no tile, no run of this colour: nothing changes
                continue
            ahead = (
                *_reach(required, optional, c, n + 1, wrap),
                *_reach(required, optional, c, n + 2, wrap),
                groups_ok,
            )
            args = (t, r, jokers_max, n, wrap, ahead, joker_starts, later, shift, w, point)
            moves: dict[int, tuple[tuple[int, int, int], ...]] = {}
            nxt: dict[int, int] = {}
            back: dict[int, int] = {}  # state -> state before * 128 + option number
            get = nxt.get
            for state, score in current.items():
                key = (state >> shift) & _CMASK | (state >> _JSHIFT & 511) << _CBITS
                these = moves.get(key)
                if these is None:
                    these = moves[key] = _moves(key, *args)[0]
                before = state << 7
                for delta, gain, number in these:
                    ns = state + delta
                    if ns >= cap_at:
                        ns = (ns & low) + (min_points << _PSHIFT)
                    s = score + gain
                    if get(ns, -1) < s:
                        nxt[ns] = s
                        back[ns] = before + number
            layers.append((back, args))
            current = nxt
        if not any(state & _GMASK for state in current):
            layers.append(None)  # no tile for groups
            continue
        nxt, back = {}, {}  # back: state -> state before * 4 + jokers in groups
        get = nxt.get
        for state, score in current.items():
            ones, twos = (state >> _G1SHIFT) & 7, (state >> _G2SHIFT) & 7
            free = jokers_max - ((state >> _JSHIFT) & 3)
            base = state & ~_GMASK
            fits = _group_jokers(ones, twos)
            # more jokers than the groups need are spare: laid at the end once a run exists
            for jokers in fits[:1] if state & _RUNBIT and not min_points else fits:
                if jokers > free:
                    break
                ns = base + (jokers << _JSHIFT) + jokers * point
                if ns >= cap_at:
                    ns = (ns & low) + (min_points << _PSHIFT)
                if get(ns, -1) < score:
                    nxt[ns] = score
                    back[ns] = (state << 2) + jokers
        layers.append((back, None))
        current = nxt
    best, best_state, best_spare = -1, -1, 0
    for state, score in current.items():
        used = (state >> _JSHIFT) & 3
        spare = 0 if min_points or not state & _RUNBIT else min(2, jokers_max - used)
        if used + spare < jokers_required or (state >> _PSHIFT) < min_points:
            continue
        if not all(_ends_well((state >> (c * _CBITS)) & _CMASK) for c in range(COLOURS)):
            continue
        total = score + (used + spare - jokers_required) * joker_weight
        if total > best:
            best, best_state, best_spare = total, state, spare
    if best < 0:
        return None
    return best, layers, best_state, best_spare


def _reach(
    required: Sequence[int], optional: Sequence[int], colour: int, n: int, wrap: bool
) -> tuple[int, bool]:
    """Real tiles of a colour at number index n (12 = 13, 13 = a high 1) and if a joker may be."""
    if n < NUMBERS:
        k = colour * 13 + n
        return required[k] + optional[k], True
    if n == NUMBERS and wrap:
        return required[colour * 13] + optional[colour * 13], False
    return 0, False


Option = tuple[int, int, int, int, int]
#: The options of a state key: (state change, score gain, option number) and the options.
_Moves = tuple[tuple[tuple[int, int, int], ...], tuple[Option, ...]]
#: What a colour step's options depend on besides the state key (see ``_moves``).
_StepArgs = tuple[int, int, int, int, bool, "Ahead", bool, tuple[int, ...], int, int, int]


@lru_cache(maxsize=1 << 16)
def _moves(
    key: int,
    t: int,
    r: int,
    jokers_max: int,
    n: int,
    wrap: bool,
    ahead: Ahead,
    joker_starts: bool,
    later: tuple[int, ...],
    shift: int,
    w: int,
    point: int,
) -> _Moves:
    """The options of one colour at one number for the states sharing ``key`` (the colour's
    runs, jokers used, a run laid, the group summary) as (state change, score gain, option),
    leaving out those after which the number's groups cannot be made. Back pointers keep the
    option number, and the rebuild asks again (a cache hit)."""
    cstate, used = key & _CMASK, (key >> _CBITS) & 3
    ran, ones, twos = key >> _CBITS + 2 & 1, key >> _CBITS + 3 & 7, key >> _CBITS + 6
    options = tuple(
        o
        for o in _options(cstate, t, r, jokers_max - used, n == 0, wrap, ahead, joker_starts)
        if _groups_possible(ones + (o[1] == 1), twos + (o[1] == 2), later, jokers_max - used - o[2])
    )
    steps = tuple(
        (
            ((o[0] - cstate) << shift)
            + (o[2] << _JSHIFT)
            + _GDELTA[o[1]]
            + o[4] * point
            + (_RUNBIT if o[4] > o[1] and not ran else 0),
            o[3] * w,
            i,
        )
        for i, o in enumerate(options)
    )
    return steps, options


@cache
def _groups_possible(ones: int, twos: int, later: tuple[int, ...], jokers: int) -> bool:
    """Can the tiles given to groups so far (``ones`` colours 1, ``twos`` colours 2) still
    make groups, with what the colours still to come may give (at most ``later``) and
    ``jokers``?"""
    for extra in product(*(range(cap + 1) for cap in later)):
        fits = _group_jokers(ones + extra.count(1), twos + extra.count(2))
        if fits and fits[0] <= jokers:
            return True
    return False


def _order(required: Sequence[int], optional: Sequence[int], n: int) -> list[int]:
    """The colours of number index n, fewest tiles first: colours without tiles only close
    runs, so going through them first leaves fewer states for the others to branch from."""
    return sorted(range(COLOURS), key=lambda c: required[c * 13 + n] + 2 * optional[c * 13 + n])


def _rebuild(
    layers: _Layers, orders: list[list[int]], state: int, spare: int
) -> tuple[tuple[Tile, ...], ...]:
    """Follow the back pointers from the final state and lay out the melds they describe."""
    choices: list[Option | int | None] = []
    for layer in reversed(layers):
        if layer is None:
            choices.append(None)
            continue
        back, args = layer
        if args is None:  # a group step
            state, jokers = divmod(back[state], 4)
            choices.append(jokers)
            continue
        state, number = divmod(back[state], 128)
        shift = args[8]
        key = (state >> shift) & _CMASK | (state >> _JSHIFT & 511) << _CBITS
        choices.append(_moves(key, *args)[1][number])
    choices.reverse()
    melds: list[tuple[Tile, ...]] = []
    runs: list[list[_Run]] = [[] for _ in range(COLOURS)]  # open runs per colour
    done: list[_Run] = []
    high_ones = [0] * COLOURS
    step = iter(choices)
    for n in range(NUMBERS):
        given = [0] * COLOURS
        for c in orders[n]:
            option = next(step)
            if option is None:
                continue
            assert isinstance(option, tuple)
            new_c, grouped, jokers, _, placed = option
            if not placed and not runs[c]:
                continue
            given[c] = grouped
            aside = new_c // _NRUNS - high_ones[c]
            high_ones[c] += aside
            real = placed - jokers - grouped - aside
            open_runs = sorted(runs[c], key=lambda run: len(run.tiles))
            short = [run for run in open_runs if len(run.tiles) < 3]
            long = [run for run in open_runs if len(run.tiles) >= 3]
            go_on = short + long[: real + jokers - len(short)]
            done.extend(long[real + jokers - len(short) :])
            new = real + jokers - len(go_on)
            # New runs start with real tiles (a joker only starts a run where solve allows it).
            fillers = [c * 13 + n] * real + [JOKER] * jokers
            starts, rest = fillers[:new], fillers[new:]
            for run, t in zip(go_on, rest, strict=True):
                run.tiles.append(t)
            runs[c] = go_on + [_Run(n + 1, [t]) for t in starts]
        group_jokers = next(step) or 0
        assert isinstance(group_jokers, int)
        split = _group_split(tuple(given), group_jokers)
        assert split is not None
        for group in split:
            melds.append(tuple(JOKER if c < 0 else c * 13 + n for c in group))
    for c in range(COLOURS):
        open_runs = sorted(runs[c], key=lambda run: len(run.tiles))
        for run in open_runs:
            if high_ones[c] and len(run.tiles) < 13:  # runs of 2 first: they need it
                run.tiles.append(c * 13)
                high_ones[c] -= 1
        for run in open_runs:
            if high_ones[c]:  # a run 1..13 takes a high 1: split off its low end
                done.append(_Run(1, run.tiles[:3]))
                run.start, run.tiles = 4, [*run.tiles[3:], c * 13]
                high_ones[c] -= 1
            done.append(run)
    for _ in range(spare):
        run = min(done, key=lambda run: len(run.tiles))
        if len(run.tiles) == 13:  # 1..13 or, with wrap, 2..13-1: split off its low end
            done.append(_Run(run.start, run.tiles[:3]))
            run.start, run.tiles = run.start + 3, run.tiles[3:]
            run = done[-1]
        if run.start + len(run.tiles) <= 13:
            run.tiles.append(JOKER)
        else:
            run.start, run.tiles = run.start - 1, [JOKER, *run.tiles]
    melds.extend(tuple(run.tiles) for run in done)
    return tuple(melds)


@dataclass(slots=True)
class _Run:
    """A run being laid out: the number of its first tile and its tiles."""

    start: int
    tiles: list[Tile]


def counts_of(tiles: Sequence[Tile]) -> list[int]:
    out = [0] * KINDS
    for t in tiles:
        out[t] += 1
    return out
