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
at the opening threshold, only for openings); each state keeps its best score. A choice that
leaves a run too short for what the next two numbers hold is left out. Each step's states are
kept in arrays, and the way back from the best final state is found by undoing the step's
options (``_trace``), not by back pointers.

Jokers without a points threshold: a joker at an end of a run of 4+ or in a group of 4 is
"spare" (the meld is valid without it), and an arrangement with a run can take 2 spare jokers
(at a run's ends, cutting a run of 13 first), so spare jokers are laid at the end rather than
tried at every place; extra jokers in groups are tried only while no run exists. A run that
starts with a joker can have it moved to its top unless the run ends at 13, so a joker starts a
run only at 11 or 12. Points change with these moves, so openings try every place.

With ``wrap`` (12-13-1), real 1s may be set aside at number 1 as high ends of runs through 13,
and at the end each run of length 2 takes one, the others may. A joker never needs to be a high
1 (it can stand below the run instead). The count set aside (0..2 per colour) matters only at
the two ends, so it is not part of a state (that made every state up to 3 × 3 × 3 × 3 states:
8 runs of 13 on the table took 8 GB): a state's value holds its best score for each choice of
counts instead, a few shapes shared by all states (``_Profiles``).

Each answer has a ``Budget`` of work (states taken up times their options): past it, and past
``LAYER`` states in one step, ``SolveTooLargeError``.

Checked against a brute force and an integer programme in tests/rummikub/test_solver_reference.py.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import product
from typing import Union

from wormlib.core.errors import SituationError
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
_NRUNS = len(RUNS)  # 35; an option's colour state is run_id + _NRUNS * high 1s set aside

_CBITS = 7  # bits per colour state (a run vector, < 35)
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

#: The steps' states and values; None for a step that changed nothing.
_Layers = list["_Layer | None"]


class _Layer:
    """A step's states and their values (a big step's in two arrays of 8-byte numbers: a
    tenth of a dict's memory), the step, its options by state key and the profiles."""

    __slots__ = ("moves", "profiles", "states", "step", "values")

    def __init__(
        self,
        states: dict[int, int],
        step: _Step,
        moves: dict[int, tuple[tuple[int, ...], ...]],
        profiles: _Profiles,
    ) -> None:
        self.states: dict[int, int] | array[int] = states
        self.values = array("q")
        if len(states) > 2048:
            self.states, self.values = array("q", states), array("q", states.values())
        self.step = step
        self.moves = moves
        self.profiles = profiles

    def lookup(self) -> dict[int, int]:
        """The step's states and their values."""
        if isinstance(self.states, dict):
            return self.states
        return dict(zip(self.states, self.values, strict=True))


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
    budget: Budget | None = None,
) -> Plan | None:
    """The best arrangement using all of ``required`` and any of ``optional`` (counts by kind).

    ``weights[k]`` scores each optional tile of kind k laid, ``joker_weight`` (> 0) each
    optional joker; the melds' points (jokers worth what they stand for) must reach
    ``min_points``. SolveTooLargeError once the search has spent ``budget``.
    """
    jokers_max = required[JOKER] + optional[JOKER]
    if jokers_max > 2 or min_points >= 1 << 7:
        raise ValueError("at most 2 jokers and 127 opening points")
    budget = budget or Budget("this position")
    task = _Task(required, optional, weights, joker_weight, min_points, wrap)
    layers, final, profiles = _forward(task, budget)
    found = _best(task, final, profiles)
    if found is None:
        return None
    score, state, choice, spare = found
    choices = _trace(task, layers, state, final[state], choice, profiles)
    orders = [_order(required, optional, n) for n in range(NUMBERS)]
    return Plan(_rebuild(choices, orders, spare), score)


#: Most work one answer may take (states taken up times their options, over every search
#: it needs), and most states one step may keep; see ``Budget``.
WORK = 2_500_000
LAYER = 400_000


class SolveTooLargeError(SituationError):
    """A position whose exact search would take more than its ``Budget``: the solver refuses
    it as it refuses a position that cannot occur."""


class Budget:
    """The work the searches of one answer may still do, counted in states taken up times
    their options (not in seconds, so that a position is refused alike on every machine);
    ``position`` names it in the refusal."""

    __slots__ = ("left", "limit", "position")

    def __init__(self, position: str, limit: int | None = None) -> None:
        self.position = position
        self.limit = self.left = WORK if limit is None else limit

    @property
    def spent(self) -> int:
        return self.limit - self.left

    def spend(self, work: int) -> None:
        self.left -= work
        if self.left < 0:
            raise self.refusal()

    def refusal(self) -> SolveTooLargeError:
        return SolveTooLargeError(
            f"{self.position}: too big to solve exactly (more than {self.limit:,} search "
            f"steps, or {LAYER:,} states at once)"
        )


@dataclass(frozen=True, slots=True)
class _Task:
    """What one search is asked (see ``solve``)."""

    required: Sequence[int]
    optional: Sequence[int]
    weights: Sequence[int]
    joker_weight: int
    min_points: int
    wrap: bool


def _wraps(task: _Task) -> tuple[bool, ...]:
    """For each colour, whether its 1s may end runs 12-13-1 (with ``wrap``: it has a 1, and
    a 12 and a 13 or a joker)."""
    have = [r + o for r, o in zip(task.required, task.optional, strict=True)]
    return tuple(
        task.wrap
        and bool(have[c * 13])
        and bool(have[JOKER] or (have[c * 13 + 11] and have[c * 13 + 12]))
        for c in range(COLOURS)
    )


#: A step of the programme: a colour at a number (the arguments of ``_moves``), or the
#: groups of a number (its points per tile laid, for openings).
_Step = Union["_StepArgs", int]


def _schedule(task: _Task) -> Iterator[_Step]:
    """The steps in order: at each number every colour (fewest tiles first), then the groups."""
    required, optional = task.required, task.optional
    jokers_max = required[JOKER] + optional[JOKER]
    wraps = _wraps(task)
    for n in range(NUMBERS):
        point = (n + 1) << _PSHIFT if task.min_points else 0
        groups = sum(required[c * 13 + n] + optional[c * 13 + n] > 0 for c in range(COLOURS))
        joker_starts = bool(task.min_points) or n >= NUMBERS - 3
        order = _order(required, optional, n)
        for i, c in enumerate(order):
            later = tuple(
                min(2, required[d * 13 + n] + optional[d * 13 + n]) for d in order[i + 1 :]
            )
            k = c * 13 + n
            ahead = (
                *_reach(task, c, n + 1, wraps[c]),
                *_reach(task, c, n + 2, wraps[c]),
                groups + jokers_max >= 3,
            )
            yield (
                required[k],
                optional[k],
                jokers_max,
                n,
                wraps[c],
                ahead,
                joker_starts,
                later,
                c * _CBITS,
                task.weights[k],
                point,
            )
        yield point


def _quiet(step: _StepArgs, current: dict[int, int]) -> bool:
    """A colour step that changes nothing: no tile, no joker to start a run, no run open."""
    t, r, jokers_max, joker_starts, shift = step[0], step[1], step[2], step[6], step[8]
    if t + r or (jokers_max and joker_starts):
        return False
    return not any(state >> shift & _CMASK for state in current)


@lru_cache(maxsize=1 << 12)
def _group_moves(
    key: int, jokers_max: int, min_points: int, point: int
) -> tuple[tuple[int, int], ...]:
    """The group step of the states sharing ``key`` (their bits from the jokers used on):
    (state change, jokers in groups) for each joker count that completes the groups."""
    state = key << _JSHIFT
    ones, twos = (state >> _G1SHIFT) & 7, (state >> _G2SHIFT) & 7
    free = jokers_max - (key & 3)
    fits = _group_jokers(ones, twos)
    # more jokers than the groups need are spare: laid at the end once a run exists
    if state & _RUNBIT and not min_points:
        fits = fits[:1]
    return tuple(
        ((jokers << _JSHIFT) + jokers * point - (state & _GMASK), jokers)
        for jokers in fits
        if jokers <= free
    )


def _spare(state: int, task: _Task) -> int | None:
    """The spare jokers a final state lays at the end, or None if it lays too few jokers or
    too few points."""
    jokers_max = task.required[JOKER] + task.optional[JOKER]
    used = (state >> _JSHIFT) & 3
    spare = 0 if task.min_points or not state & _RUNBIT else min(2, jokers_max - used)
    if used + spare < task.required[JOKER] or (state >> _PSHIFT) < task.min_points:
        return None
    return spare


def _forward(task: _Task, budget: Budget) -> tuple[_Layers, dict[int, int], _Profiles]:
    """The dynamic programme: each step's states with their values (see ``_Profiles``), the
    final states and the profiles. Colours whose 1s may end runs 12-13-1 choose at number 1
    how many to set aside as high ends, in the values (see ``_Profiles``)."""
    min_points = task.min_points
    jokers_max = task.required[JOKER] + task.optional[JOKER]
    profiles = _Profiles()
    merge, shifted = profiles.merge, profiles.shifted
    layers: _Layers = []
    current: dict[int, int] = {0: 0}
    # Points only count towards the opening threshold, kept in the top field and capped.
    cap_at, low = (min_points + 1) << _PSHIFT, (1 << _PSHIFT) - 1
    left = budget.left
    for step in _schedule(task):
        nxt: dict[int, int] = {}
        get = nxt.get
        moves: dict[int, tuple[tuple[int, ...], ...]] = {}
        if isinstance(step, int):
            if not any(state & _GMASK for state in current):
                layers.append(None)  # no tile for groups
                continue
            for state, value in current.items():
                key = state >> _JSHIFT & 511
                these = moves.get(key)
                if these is None:
                    these = moves[key] = _group_moves(key, jokers_max, min_points, step)
                left -= len(these)
                for delta, _ in these:
                    ns = state + delta
                    if ns >= cap_at:
                        ns = (ns & low) + (min_points << _PSHIFT)
                    old = get(ns)
                    if old is None:
                        nxt[ns] = value
                    elif old != value:
                        nxt[ns] = merge(old, value)
        else:
            if _quiet(step, current):
                layers.append(None)  # no tile, no run of this colour: nothing changes
                continue
            shift = step[8]
            for state, value in current.items():
                key = (state >> shift) & _CMASK | (state >> _JSHIFT & 511) << _CBITS
                these = moves.get(key)
                if these is None:
                    these = moves[key] = _moves(key, *step)[0]
                left -= len(these)
                if left < 0 or len(nxt) > LAYER:
                    raise budget.refusal()
                for delta, gain, by in these:
                    ns = state + delta
                    if ns >= cap_at:
                        ns = (ns & low) + (min_points << _PSHIFT)
                    nv = value + gain
                    if by:
                        nv = shifted(nv, by)
                    old = get(ns)
                    if old is None:
                        nxt[ns] = nv
                    elif old != nv:
                        if (old ^ nv) & _SHAPE:
                            nxt[ns] = merge(old, nv)
                        elif nv > old:
                            nxt[ns] = nv
        left -= profiles.made  # a merge of two shapes costs about one step
        profiles.made = 0
        if left < 0 or len(nxt) > LAYER:
            raise budget.refusal()
        layers.append(_Layer(nxt, step, moves, profiles))
        current = nxt
    budget.left = left
    return layers, current, profiles


def _best(
    task: _Task, final: dict[int, int], profiles: _Profiles
) -> tuple[int, int, int, int] | None:
    """The best final state: (score, state, choice of high 1s, spare jokers), or None."""
    best: tuple[int, int, int, int] | None = None
    for state, value in final.items():
        spare = _spare(state, task)
        if spare is None:
            continue
        runs = tuple((state >> (c * _CBITS)) & _CMASK for c in range(COLOURS))
        found = profiles.best(value, _takes(runs))
        if found is None:
            continue
        used = (state >> _JSHIFT) & 3
        total = found[0] + (used + spare - task.required[JOKER]) * task.joker_weight
        if best is None or total > best[0]:
            best = total, state, found[1], spare
    return best


def _trace(
    task: _Task, layers: _Layers, state: int, value: int, choice: int, profiles: _Profiles
) -> list[Option | int | None]:
    """The option of each step (None: a step skipped; the jokers in groups at a group step)
    on a best way to the final ``state`` with ``choice`` of high 1s, step by step back."""
    kept = [layer for layer in layers if layer is not None]
    target = profiles.score(value, choice)
    choices: list[Option | int | None] = []
    k = len(kept)
    for layer in reversed(layers):
        if layer is None:
            choices.append(None)
            continue
        k -= 1
        before = kept[k - 1].lookup() if k else {0: 0}
        picked, state, choice, gain = _came_from(task, layer, before, (state, choice, target))
        choices.append(picked)
        target -= gain
    choices.reverse()
    return choices


def _came_from(
    task: _Task, layer: _Layer, before: dict[int, int], reached: tuple[int, int, int]
) -> tuple[Option | int, int, int, int]:
    """How a step reached a state with a choice of high 1s and a score (``reached``): (the
    option, the state before, the choice before, the score gained), found by undoing each
    option. The key of a step's options (a colour's runs and the state's bits from the
    jokers used on; a group step only the latter) holds every field the step changes, so the
    state before is the state with the key's fields put back, but for its points: a state
    whose points reached the opening threshold (capped) may have come from any that reach it."""
    state, choice, target = reached
    min_points, low, step = task.min_points, (1 << _PSHIFT) - 1, layer.step
    points = state >> _PSHIFT
    for key, these in layer.moves.items():
        if isinstance(step, int):  # a group step: (state change, jokers in groups)
            rest = state & low & ~(511 << _JSHIFT) | key << _JSHIFT
        else:
            shift = step[8]
            rest = state & low & ~(_CMASK << shift | 511 << _JSHIFT)
            rest |= (key & _CMASK) << shift | (key >> _CBITS) << _JSHIFT
        if not min_points and rest not in before:
            continue
        for number, move in enumerate(these):
            delta, gain, earlier = move[0], 0, choice
            if isinstance(step, int):
                picked: Option | int = move[1]
                laid = move[1] * step
            else:
                picked = option = _moves(key, *step)[1][number]
                gain, laid = move[1] >> _SHAPE_BITS, option[4] * step[10]
                if step[3] == 0:  # number 1: the colour's high 1s are set here
                    by, power = move[2], 3 ** (step[8] // _CBITS)
                    if choice // power % 3 != by // power:
                        continue
                    earlier = choice - by
            if rest + delta - laid != state & low:
                continue
            lowest = points - (laid >> _PSHIFT)
            if min_points and points == min_points:  # capped: from any points reaching it
                earlier_points = range(max(0, lowest), points + 1)
            else:
                earlier_points = range(lowest, lowest + 1) if lowest >= 0 else range(0)
            for p in earlier_points:
                came_from = rest + (p << _PSHIFT)
                found = before.get(came_from)
                if found is not None and layer.profiles.score(found, earlier) + gain == target:
                    return picked, came_from, earlier, gain
    raise AssertionError("no way back")  # pragma: no cover


def _takes(runs: tuple[int, ...]) -> int:
    """The choices of high 1s (a mask, as in ``_Profiles``) that runs ending at 13 can take:
    each run of 2 takes one, each run of 3 or more may."""
    return _choices(tuple(sum(_ends_well(r + _NRUNS * h) << h for h in range(3)) for r in runs))


@cache
def _choices(allowed: tuple[int, ...]) -> int:
    """The mask of choices whose count of each colour c is in ``allowed[c]`` (bit h: h)."""
    out = 0
    for choice in range(3**COLOURS):
        if all(allowed[c] >> (choice // 3**c % 3) & 1 for c in range(COLOURS)):
            out |= 1 << choice
    return out


_SHAPE_BITS = 32
_SHAPE = (1 << _SHAPE_BITS) - 1


class _Profiles:
    """Best scores per choice of high 1s, for ``_forward``.

    A choice (a_c high 1s of colour c) is bit ``sum(a_c * 3**c)`` of a mask. A state's value
    is ``score << 32 | shape``: ``score`` the best over its choices and the shape (numbered
    here) a tuple of (points below ``score``, mask of choices), the points rising and the
    masks disjoint. A step adds its gain to the score and keeps the shape, so that states
    share a few shapes; only where two ways reach one state with different shapes is a new
    one made.
    """

    def __init__(self) -> None:
        self.shapes: list[tuple[tuple[int, int], ...]] = [((0, 1),)]
        self.ids = {self.shapes[0]: 0}
        self.merged: dict[int, int] = {}
        self.moved: dict[tuple[int, int], int] = {}
        self.made = 0  # merges of two shapes since the count was last taken

    def _number(self, shape: tuple[tuple[int, int], ...]) -> int:
        found = self.ids.get(shape)
        if found is None:
            found = self.ids[shape] = len(self.shapes)
            self.shapes.append(shape)
        return found

    def shifted(self, value: int, by: int) -> int:
        """The value with every choice's colour count raised (``by`` = a * 3**c)."""
        shape = value & _SHAPE
        moved = self.moved.get((shape, by))
        if moved is None:
            moved = self.moved[shape, by] = self._number(
                tuple((points, mask << by) for points, mask in self.shapes[shape])
            )
        return value - shape + moved

    def merge(self, a: int, b: int) -> int:
        """The better score of the two values for each choice."""
        sa, sb = a & _SHAPE, b & _SHAPE
        if sa == sb:
            return a if a > b else b
        self.made += 1
        base = b >> _SHAPE_BITS << _SHAPE_BITS
        key = (a - base) << _SHAPE_BITS | sb  # a's lead over b, and both shapes
        found = self.merged.get(key)
        if found is None:
            ahead = (a - base) >> _SHAPE_BITS
            levels = sorted(
                [(ahead - p, m) for p, m in self.shapes[sa]]
                + [(-p, m) for p, m in self.shapes[sb]],
                reverse=True,
            )
            top, covered = levels[0][0], 0
            shape: list[tuple[int, int]] = []
            for score, mask in levels:
                mask &= ~covered
                if not mask:
                    continue
                covered |= mask
                if shape and shape[-1][0] == top - score:
                    shape[-1] = (top - score, shape[-1][1] | mask)
                else:
                    shape.append((top - score, mask))
            found = self.merged[key] = (top << _SHAPE_BITS) + self._number(tuple(shape))
        return found + base

    def score(self, value: int, choice: int) -> int:
        """The value's score for one choice (-1: none)."""
        for points, mask in self.shapes[value & _SHAPE]:
            if mask >> choice & 1:
                return (value >> _SHAPE_BITS) - points
        return -1

    def best(self, value: int, allowed: int) -> tuple[int, int] | None:
        """The best score of a value among the ``allowed`` choices, and a choice giving it."""
        for points, mask in self.shapes[value & _SHAPE]:
            if mask & allowed:
                hit = mask & allowed
                return (value >> _SHAPE_BITS) - points, (hit & -hit).bit_length() - 1
        return None


def _reach(task: _Task, colour: int, n: int, wraps: bool) -> tuple[int, bool]:
    """Real tiles of a colour at number index n (12 = 13, 13 = a high 1 if the colour
    ``wraps``) and if a joker may be there."""
    if n < NUMBERS:
        k = colour * 13 + n
        return task.required[k] + task.optional[k], True
    if n == NUMBERS and wraps:
        return task.required[colour * 13] + task.optional[colour * 13], False
    return 0, False


Option = tuple[int, int, int, int, int]
#: The options of a state key: (state change, score gain, change of the choice of high 1s)
#: and the options.
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
    runs, jokers used, a run laid, the group summary) as (state change, score gain in the
    value, change of the choice of high 1s: see ``_Profiles``) and the options, leaving out
    those after which the number's groups cannot be made. The high 1s set aside (``wrap``:
    the colour's 1s may end runs 12-13-1) go into the value, not the state: ``cstate`` is a
    run vector (``_trace`` asks again: a cache hit)."""
    cstate, used = key & _CMASK, (key >> _CBITS) & 3
    ran, ones, twos = key >> _CBITS + 2 & 1, key >> _CBITS + 3 & 7, key >> _CBITS + 6
    options = tuple(
        o
        for o in _options(cstate, t, r, jokers_max - used, n == 0, wrap, ahead, joker_starts)
        if _groups_possible(ones + (o[1] == 1), twos + (o[1] == 2), later, jokers_max - used - o[2])
    )
    power = 3 ** (shift // _CBITS)
    steps = tuple(
        (
            ((o[0] % _NRUNS - cstate) << shift)
            + (o[2] << _JSHIFT)
            + _GDELTA[o[1]]
            + o[4] * point
            + (_RUNBIT if o[4] > o[1] and not ran else 0),
            o[3] * w << _SHAPE_BITS,
            o[0] // _NRUNS * power,
        )
        for o in options
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
    choices: list[Option | int | None], orders: list[list[int]], spare: int
) -> tuple[tuple[Tile, ...], ...]:
    """Lay out the melds that the steps' options (``_trace``) describe."""
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
            aside = new_c // _NRUNS  # high 1s: set aside at number 1 only
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
