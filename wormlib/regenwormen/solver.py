"""Exact turn solver: the value of every decision of a turn, by backward induction.

What is left of a turn depends only on the faces set aside, how many dice and their total, so a
state "between rolls" is that triple (1,939 states, 1,287 of which can still roll). A roll
matters only through what it shows of the unused faces: rolls are grouped that way with exact
multinomial probabilities. These transition tables are built once per process; a solve then
fills the value of stopping in every state from the context and runs backward induction over
numpy arrays, one layer of states per number of dice kept, most dice first, values and bust
chances in one pass. A context matters only through what stopping with each total is worth
(its "stops"): contexts with the same stops share one solve, from a bounded cache.

Ties (values within ``EPS``) matter for the bust chance and how the turn ends; the policy then
takes a tile rather than roll on, rolls on rather than stop with a bust, takes the higher tile
and keeps the higher face (the worm first). With this rule the expected-worms policy ends with
a tile with probability 0.767762, the published figure.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Literal, get_args

import numpy as np
import numpy.typing as npt

from wormlib.core.errors import IllegalActionError, SituationError, shown
from wormlib.regenwormen import dice, game
from wormlib.regenwormen.actions import Action, Keep, Roll, Take
from wormlib.regenwormen.dice import FACE_VALUES, Counts
from wormlib.regenwormen.rules import OFFICIAL, Rules
from wormlib.regenwormen.tiles import ALL_TILES, MIN_TOTAL, worms

if TYPE_CHECKING:
    from wormlib.regenwormen.state import GameState, Turn

Objective = Literal["tile", "worms", "score", "target"]
OBJECTIVES: tuple[Objective, ...] = get_args(Objective)

#: Values closer than this count as equal (then the tie rules above decide).
EPS = 1e-9

Floats = npt.NDArray[np.float64]
Ints = npt.NDArray[np.intp]
Bools = npt.NDArray[np.bool_]

_MAX_TOTAL = dice.DICE * max(FACE_VALUES)
_ALL_FACES = (1 << 6) - 1


@dataclass(frozen=True, slots=True)
class Context:
    """Everything outside the dice that a turn's value depends on (hashable: a cache key)."""

    middle: tuple[int, ...] = ALL_TILES
    steal: tuple[int, ...] = ()
    own_top: int | None = None
    rules: Rules = OFFICIAL
    objective: Objective = "worms"
    target: int = 21
    exact: bool = False
    #: Replaces the objective's value of taking a tile (for tiles listed here).
    tile_values: tuple[tuple[int, float], ...] | None = None
    #: Replaces the objective's value of a bust.
    bust_value: float | None = None

    def __post_init__(self) -> None:
        if self.objective not in OBJECTIVES:
            raise SituationError(
                f"unknown objective {shown(self.objective)}: choose one of {', '.join(OBJECTIVES)}"
            )
        if not self.middle:
            raise SituationError("the middle is empty: the game is over, no turn is played")
        own = () if self.own_top is None else (self.own_top,)
        places = [*self.middle, *self.steal, *own]
        for tile in places:
            worms(tile)  # raises for a tile outside 21..36
        if len(set(places)) != len(places):
            twice = sorted({t for t in places if places.count(t) > 1})
            raise SituationError(
                f"tile(s) {', '.join(map(str, twice))} in two places: middle "
                f"{list(self.middle)}, steal {list(self.steal)}, own top {self.own_top}"
            )
        object.__setattr__(self, "middle", tuple(sorted(self.middle)))
        object.__setattr__(self, "steal", tuple(sorted(self.steal)))

    @classmethod
    def from_state(
        cls,
        state: GameState,
        objective: Objective = "worms",
        *,
        target: int = 21,
        exact: bool = False,
        tile_values: tuple[tuple[int, float], ...] | None = None,
        bust_value: float | None = None,
    ) -> Context:
        """The context of the current player's turn in a game."""
        tops = (state.top(p) for p in range(state.players) if state.is_opponent(p))
        return cls(
            middle=state.middle,
            steal=tuple(t for t in tops if t is not None),
            own_top=state.top(state.current),
            rules=state.rules,
            objective=objective,
            target=target,
            exact=exact,
            tile_values=tile_values,
            bust_value=bust_value,
        )

    def take_value(self, tile: int, total: int) -> float:
        """What taking this tile with this total is worth to the objective."""
        if self.tile_values is not None:
            for t, v in self.tile_values:
                if t == tile:
                    return v
        if self.objective == "tile":
            return 1.0
        if self.objective == "worms":
            return float(worms(tile))
        if self.objective == "score":
            return float(total)
        hit = total == self.target if self.exact else total >= self.target
        return 1.0 if hit else 0.0

    def bust(self) -> float:
        """What a bust is worth: the own top tile's worms lost (objective worms), else 0."""
        if self.bust_value is not None:
            return self.bust_value
        if self.objective == "worms" and self.own_top is not None:
            return -float(worms(self.own_top))
        return 0.0

    def takes(self) -> tuple[tuple[int, float] | None, ...]:
        """Per total 0..40: the tile stopping takes with it (and a worm) and its value, or None.

        The middle tile the total takes (as ``tiles.middle_tile_for``: the equal one, else the
        highest below it) or an exact steal, whichever is worth more; the steal, the higher
        tile, on a tie. One pass over the totals, as every solve starts from it.
        """
        values = dict(self.tile_values or ())

        def value(tile: int, total: int) -> float:
            return values[tile] if tile in values else self.take_value(tile, total)

        exact_only = self.rules.exact_tile_only
        middle = iter(self.middle)
        upcoming, below = next(middle, None), None
        table: list[tuple[int, float] | None] = [None] * MIN_TOTAL
        for total in range(MIN_TOTAL, _MAX_TOTAL + 1):
            while upcoming is not None and upcoming <= total:
                below, upcoming = upcoming, next(middle, None)
            tile = below if below == total or not exact_only else None
            take = None if tile is None else (tile, value(tile, total))
            if total in self.steal:
                steal = value(total, total)
                if take is None or steal >= take[1] - EPS:
                    take = total, steal
            table.append(take)
        return tuple(table)


@dataclass(frozen=True, slots=True)
class KeepChoice:
    """A keep for the roll on the table: its value, and the roll-or-stop situation after it."""

    face: int
    count: int
    value: float
    stop: float | None
    roll: float | None
    bust_next_roll: float


@dataclass(frozen=True, slots=True)
class Option:
    """A legal action of an engine state with its value under optimal play afterwards."""

    action: Action
    value: float
    #: P(the turn ends in a bust) after this action, optimal play.
    bust_chance: float


@dataclass(frozen=True, slots=True)
class Advice:
    """Every legal action of a decision state, the policy's choice first, then by value."""

    options: tuple[Option, ...]  # best first
    #: Chance that the next roll busts, when the decision is roll-or-stop.
    bust_next_roll: float | None

    @property
    def best(self) -> Option:
        return self.options[0]

    def _repr_html_(self) -> str:
        """Every choice with its value and bust chance, as a table in Jupyter or marimo."""
        from wormlib.regenwormen import display  # it shows solver results: imported on use

        return display.advice_html(self)


# --- transition tables, built once per process ---------------------------------------------

_StateKey = tuple[int, int, int]  # (mask of used faces, dice kept, total)


@dataclass(frozen=True, slots=True)
class _Layer:
    """The states that can roll with one number of dice kept, and their transitions.

    A group is one state and one roll, ordered by number of keeps (most first) so that column j
    of the keeps, ``keeps[j]``, covers a prefix of the groups: the inner max over keeps is then
    a few whole-array maxima. Keeps are in order of preference (higher face first); a bust roll
    has one keep, to the BUST pseudo-state.
    """

    lo: int
    hi: int
    keeps: tuple[Ints, ...]  # keeps[j][g]: state after the j-th keep of group g
    gprob: Floats  # per group: probability of the roll
    gstate: Ints  # per group: its state, counted from lo


@dataclass(frozen=True, slots=True)
class _Tables:
    index: dict[_StateKey, int]
    total: Ints
    worm: Bools
    totals: tuple[int, ...]  # ``total`` and ``worm`` for a look-up of one state
    worms: tuple[bool, ...]
    start: int
    rolling: int  # the first state that can roll: the final states come first
    bust: int  # index of the BUST pseudo-state (= number of states)
    layers: tuple[_Layer, ...]  # most dice kept first


def _key(kept: Counts) -> _StateKey:
    mask = sum(1 << i for i in range(6) if kept[i])
    return mask, sum(kept), dice.total(kept)


def _compositions(n: int, parts: int) -> Iterator[tuple[int, ...]]:
    """Every way to put at most n dice on `parts` faces."""
    if parts == 0:
        yield ()
        return
    for first in range(n + 1):
        for rest in _compositions(n - first, parts - 1):
            yield (first, *rest)


@cache
def _tables() -> _Tables:
    states = {_key(kept) for n in range(dice.DICE + 1) for kept, _ in dice.all_rolls(n)}
    final = sorted(s for s in states if s[1] == dice.DICE or s[0] == _ALL_FACES)
    rolling = sorted(set(states) - set(final), key=lambda s: (-s[1], s))
    order = final + rolling
    index = {s: i for i, s in enumerate(order)}
    bust = len(order)
    layers = []
    for kept in sorted({s[1] for s in rolling}, reverse=True):
        members = [s for s in rolling if s[1] == kept]
        groups: list[tuple[list[int], float, int]] = []
        for local, (mask, _, total) in enumerate(members):
            unused = [f for f in range(6, 0, -1) if not mask & 1 << (f - 1)]
            n, used = dice.DICE - kept, 6 - len(unused)
            for faces_shown in _compositions(n, len(unused)):
                rest = n - sum(faces_shown)
                ways = math.factorial(n) // math.factorial(rest)
                for c in faces_shown:
                    ways //= math.factorial(c)
                if ways * used**rest:
                    after = [
                        index[(mask | 1 << (f - 1), kept + c, total + c * FACE_VALUES[f - 1])]
                        for f, c in zip(unused, faces_shown, strict=True)
                        if c
                    ]
                    groups.append((after or [bust], ways * used**rest / 6**n, local))
        groups.sort(key=lambda g: -len(g[0]))
        keeps = tuple(
            np.array([g[0][j] for g in groups if len(g[0]) > j], np.intp)
            for j in range(len(groups[0][0]))
        )
        lo = index[members[0]]
        layers.append(
            _Layer(
                lo,
                lo + len(members),
                keeps,
                np.array([g[1] for g in groups], np.float64),
                np.array([g[2] for g in groups], np.intp),
            )
        )
    totals = tuple(s[2] for s in order)
    worms = tuple(bool(s[0] & 1 << 5) for s in order)
    return _Tables(
        index,
        np.array(totals, np.intp),
        np.array(worms, np.bool_),
        totals,
        worms,
        index[(0, 0, 0)],
        len(final),
        bust,
        tuple(layers),
    )


# --- solving --------------------------------------------------------------------------------

#: All a turn's values depend on: per total 21..40 what stopping with it (and a worm) is worth
#: (None: no tile), and what a bust is worth. Contexts with the same stops share one solve.
_Stops = tuple[tuple[float | None, ...], float]

#: The most solves kept for the contexts that share them. Each takes 11 KB with the cache's
#: bookkeeping, 22 KB once its bust chances are asked for: at most 46 MB in self-play, 90 MB
#: where every turn is explained (256 solutions with their policies took 85 MB before).
SOLVES_KEPT = 4096


class _Solved:
    """The backward induction for one set of stops, per state that can roll (read-only).

    The rest follows from these and the stops at once (``Solution``): a state's value is the
    better of stopping and rolling, the policy rolls when rolling is worth more (with the tie
    rules), and its bust chance is that of rolling on or of stopping. Choosing needs the
    values only: the bust chances are worked out when first asked for (a tournament never
    asks). Each is 1,287 float64s: 10.3 KB.
    """

    __slots__ = ("_bust_roll", "roll", "stops")

    def __init__(self, stops: _Stops, roll: Floats) -> None:
        self.stops = stops
        self.roll = roll  # the value of rolling on, optimal play
        self._bust_roll: Floats | None = None

    def bust_roll(self) -> Floats:
        """P(the turn ends in a bust) after rolling on, optimal play."""
        if self._bust_roll is None:  # a pure function of the stops: computing it twice is fine
            self._bust_roll = _bust_induction(self.stops, self.roll)
        return self._bust_roll


def _stop_values(stops: _Stops) -> tuple[Floats, Bools]:
    """Per state: the value of stopping (a bust's without a tile; -inf at the start of the
    turn, which cannot stop) and whether stopping takes a tile."""
    t = _tables()
    values, bust = stops
    none = (None,) * MIN_TOTAL
    take = np.array([0.0 if v is None else v for v in none + values], np.float64)
    tile = np.array([v is not None for v in none + values], np.bool_)
    takeable: Bools = t.worm & tile[t.total]
    stop: Floats = np.where(takeable, take[t.total], bust)
    stop[t.start] = -np.inf
    return stop, takeable


def _induction(stops: _Stops) -> _Solved:
    """The value of rolling on, one layer of states at a time, most dice kept first."""
    t = _tables()
    stop, _ = _stop_values(stops)
    value = np.append(stop, stops[1])
    roll = np.empty(t.bust - t.rolling)
    for layer in t.layers:
        here, local = slice(layer.lo, layer.hi), slice(layer.lo - t.rolling, layer.hi - t.rolling)
        _, best = _keep_values(value, layer)
        roll[local] = np.bincount(layer.gstate, layer.gprob * best, layer.hi - layer.lo)
        value[here] = np.maximum(stop[here], roll[local])
    roll.flags.writeable = False
    return _Solved(stops, roll)


@lru_cache(maxsize=SOLVES_KEPT)
def _shared_induction(stops: _Stops) -> _Solved:
    """``_induction`` remembered: turns of many games meet the same stops again.

    A pure function of its argument whose results are read-only (their bust chances are
    filled in once, the same for every reader), bounded to ``SOLVES_KEPT`` entries: one per
    process may serve every game and every user of a server alike.
    """
    return _induction(stops)


def _policy(stops: _Stops, roll: Floats) -> tuple[Floats, Bools, Floats, Bools]:
    """Per state: the value of stopping, whether it takes a tile, the value (BUST included)
    and whether the policy rolls on (``Solution._state`` is the same for one state)."""
    t = _tables()
    stop, takeable = _stop_values(stops)
    rolling = slice(t.rolling, t.bust)
    value = np.append(stop, stops[1])
    value[rolling] = np.maximum(stop[rolling], roll)
    rolls = np.zeros(t.bust, np.bool_)  # on a tie: take a tile rather than roll on, but
    rolls[rolling] = np.where(  # roll on rather than stop with a bust
        takeable[rolling], roll > stop[rolling] + EPS, roll >= stop[rolling] - EPS
    )
    return stop, takeable, value, rolls


def _bust_induction(stops: _Stops, roll: Floats) -> Floats:
    """P(bust) after rolling on under the policy, per state that can roll, backwards."""
    t = _tables()
    _, takeable, value, rolls = _policy(stops, roll)
    stop_bust = np.where(takeable, 0.0, 1.0)
    bust = np.append(stop_bust, 1.0)
    bust_roll = np.empty(t.bust - t.rolling)
    for layer in t.layers:
        here, local = slice(layer.lo, layer.hi), slice(layer.lo - t.rolling, layer.hi - t.rolling)
        after = _chosen(layer, *_keep_values(value, layer))
        bust_roll[local] = np.bincount(layer.gstate, layer.gprob * bust[after], layer.hi - layer.lo)
        bust[here] = np.where(rolls[here], bust_roll[local], stop_bust[here])
    bust_roll.flags.writeable = False
    return bust_roll


def _keep_values(value: Floats, layer: _Layer) -> tuple[list[Floats], Floats]:
    """Per keep column of the layer the values after it, and per group the best of them."""
    columns = [value[keep] for keep in layer.keeps]
    best = columns[0].copy()
    for column in columns[1:]:
        head = best[: len(column)]
        np.maximum(head, column, out=head)
    return columns, best


def _chosen(layer: _Layer, columns: list[Floats], best: Floats) -> Ints:
    """Per group: the state after the policy's keep, the first within EPS of the best."""
    near = best - EPS
    after = np.zeros(len(near), np.intp)
    for keep, column in zip(reversed(layer.keeps), reversed(columns), strict=True):
        head = after[: len(keep)]
        np.copyto(head, keep, where=column >= near[: len(keep)])
    return after


class Solution:
    """Optimal values of every state of a turn in one context (see ``solve``)."""

    __slots__ = ("_solved", "_takes", "context")

    def __init__(
        self, context: Context, induction: Callable[[_Stops], _Solved] = _induction
    ) -> None:
        self.context = context
        self._takes = takes = context.takes()
        values = tuple(None if take is None else take[1] for take in takes[MIN_TOTAL:])
        self._solved = induction((values, context.bust()))

    def _stop(self, i: int) -> tuple[float, bool]:
        """State i's value of stopping and whether it takes a tile (``_stop_values`` of one)."""
        t, (values, bust) = _tables(), self._solved.stops
        total = t.totals[i]
        if t.worms[i] and total >= MIN_TOTAL:
            take = values[total - MIN_TOTAL]
            if take is not None:
                return take, True
        return (-math.inf if i == t.start else bust), False

    def _state(self, i: int) -> tuple[float, bool]:
        """State i's value and whether the policy rolls on, BUST included (``_policy`` of one)."""
        t = _tables()
        if i == t.bust:
            return self._solved.stops[1], False
        stop, takeable = self._stop(i)
        if i < t.rolling:
            return stop, False
        roll = float(self._solved.roll[i - t.rolling])
        return max(stop, roll), roll > stop + EPS if takeable else roll >= stop - EPS

    def _bust(self, i: int) -> float:
        """State i's chance to end the turn in a bust, BUST included."""
        t = _tables()
        if i == t.bust:
            return 1.0
        if self._state(i)[1]:
            return float(self._solved.bust_roll()[i - t.rolling])
        return 0.0 if self._stop(i)[1] else 1.0

    # -- values between rolls

    def value(self, kept: Counts) -> float:
        """Optimal value with `kept` set aside and no roll showing (the best of stop/roll)."""
        return self._state(_index(kept))[0]

    def stop_value(self, kept: Counts) -> float | None:
        """Value of stopping now; None when stopping takes no tile (a bust)."""
        stop, takeable = self._stop(_index(kept))
        return stop if takeable else None

    def roll_value(self, kept: Counts) -> float | None:
        """Value of rolling on; None when no dice or faces are left to roll."""
        i = _index(kept) - _tables().rolling
        return None if i < 0 else float(self._solved.roll[i])

    def bust_next_roll(self, kept: Counts) -> float:
        """(k/6)**n with k faces used and n dice to roll; 0 with nothing kept."""
        _index(kept)
        return dice.bust_probability(len(dice.faces_in(kept)), dice.DICE - sum(kept))

    def rolls(self, kept: Counts) -> bool:
        """The optimal policy rolls on here (else it stops)."""
        return self._state(_index(kept))[1]

    def _repr_html_(self) -> str:
        """The turn seen from its start (its value, how it ends) in Jupyter or marimo."""
        from wormlib.regenwormen import display  # it shows solver results: imported on use

        return display.solution_html(self)

    # -- a roll on the table

    def keep_choices(self, kept: Counts, roll: Counts) -> list[KeepChoice]:
        """Every legal keep for the roll, best first (empty when the roll busts)."""
        keeps = _keeps(kept, roll)
        choices = [
            KeepChoice(
                face,
                roll[face - 1],
                self.value(after),
                self.stop_value(after),
                self.roll_value(after),
                self.bust_next_roll(after),
            )
            for face, after in keeps
        ]
        return [choices[i] for i in _ranked([c.value for c in choices])]

    def best_keep(self, kept: Counts, roll: Counts) -> int | None:
        """The face of ``keep_choices``' first choice (None when the roll busts), without
        working out the other choices' figures: what a simulated turn asks at every roll."""
        keeps = _keeps(kept, roll)
        if not keeps:
            return None
        return keeps[_best([self.value(after) for _, after in keeps])][0]

    # -- the optimal policy

    def bust_chance(self, kept: Counts, roll: Counts | None = None) -> float:
        """P(the turn ends in a bust) under the optimal policy."""
        after = self._after(kept, roll)
        return 1.0 if after is None else self._bust(_index(after))

    def end_distribution(self, kept: Counts, roll: Counts | None = None) -> dict[int | None, float]:
        """How the turn ends under the optimal policy: tile -> probability, None -> bust."""
        after = self._after(kept, roll)
        if after is None:
            return {None: 1.0}
        t = _tables()
        _, takeable, value, rolls = _policy(self._solved.stops, self._solved.roll)
        reach = np.zeros(t.bust + 1)
        reach[_index(after)] = 1.0
        for layer in reversed(t.layers):
            here = reach[layer.lo : layer.hi] * rolls[layer.lo : layer.hi]
            if here.any():
                chosen = _chosen(layer, *_keep_values(value, layer))
                flow = here[layer.gstate] * layer.gprob
                reach += np.bincount(chosen, weights=flow, minlength=t.bust + 1)
                reach[layer.lo : layer.hi] -= here
        stops = reach[: t.bust] * takeable
        tile = np.array([0 if take is None else take[0] for take in self._takes], np.intp)
        ends = np.bincount(tile[t.total], weights=stops, minlength=ALL_TILES[-1] + 1)
        out: dict[int | None, float] = {
            tile: float(ends[tile]) for tile in range(ALL_TILES[0], len(ends)) if ends[tile] > 0
        }
        out[None] = float(reach.sum() - stops.sum())
        return out

    def _after(self, kept: Counts, roll: Counts | None) -> Counts | None:
        """The dice set aside after the policy's keep (None: the roll busts)."""
        if roll is None:
            _index(kept)
            return kept
        choices = self.keep_choices(kept, roll)
        return dice.add(kept, dice.only(choices[0].face, choices[0].count)) if choices else None

    # -- advice on an engine state

    def advise(self, state: GameState) -> Advice:
        """Every legal action of a decision state with its value, best first (see ``advise``).

        The state must be a turn in this solution's context (``Context.from_state``; it is
        not checked, to keep a decision cheap): a bot that solves a turn once asks here at
        each of its decisions.
        """
        turn, actions = state.turn, _actions(state)
        values = [self._value_of(turn, action) for action in actions]
        busts = [self._bust_of(turn, action) for action in actions]
        options = tuple(Option(actions[i], values[i], busts[i]) for i in _ranked(values))
        next_bust = None if turn.roll is not None else self.bust_next_roll(turn.kept)
        return Advice(options, next_bust)

    def best(self, state: GameState) -> Action:
        """The policy's action: ``advise(state).best.action`` (for a state of this context
        too), without the bust chances that choosing does not need."""
        turn, actions = state.turn, _actions(state)
        return actions[_best([self._value_of(turn, action) for action in actions])]

    def _value_of(self, turn: Turn, action: Action) -> float:
        """The value of an action under optimal play afterwards."""
        if isinstance(action, Keep):
            return self._state(_kept_after(turn, action))[0]
        if isinstance(action, Take):
            return self.context.take_value(action.tile, turn.total)
        if isinstance(action, Roll):
            return float(self._solved.roll[_index(turn.kept) - _tables().rolling])
        return self.context.bust()

    def _bust_of(self, turn: Turn, action: Action) -> float:
        """The chance that the turn ends in a bust after an action, optimal play afterwards."""
        if isinstance(action, Keep):
            return self._bust(_kept_after(turn, action))
        if isinstance(action, Take):
            return 0.0
        if isinstance(action, Roll):
            return float(self._solved.bust_roll()[_index(turn.kept) - _tables().rolling])
        return 1.0


def _actions(state: GameState) -> list[Action]:
    """The legal actions of a decision state in the order of the tie rules."""
    if game.current_player(state) < 0:
        raise IllegalActionError(f"no decision to advise on in {state}: it is not a player's turn")
    return sorted(game.legal_actions(state), key=_preference)


def _kept_after(turn: Turn, keep: Keep) -> int:
    """The state after a keep of the roll on the table."""
    kept, face, roll = turn.kept, keep.face, turn.roll
    assert roll is not None
    return _index((*kept[: face - 1], kept[face - 1] + roll[face - 1], *kept[face:]))


def _index(kept: Sequence[int]) -> int:
    """The state's row in the tables; SituationError for counts that are not dice set aside."""
    return _checked_index(tuple(kept))


@lru_cache(maxsize=4096)  # every valid state fits (3,003); errors are not cached
def _checked_index(kept: tuple[int, ...]) -> int:
    if len(kept) != 6 or min(kept) < 0 or sum(kept) > dice.DICE:
        raise SituationError(f"kept dice {shown(kept)} are not counts of at most 8 dice")
    return _tables().index[_key(kept)]


def _keeps(kept: Counts, roll: Counts) -> list[tuple[int, Counts]]:
    """Each legal keep of the roll (higher face first) with the dice set aside after it."""
    _index(kept)
    left = dice.DICE - sum(kept)
    if len(roll) != 6 or min(roll) < 0 or sum(roll) != left:
        raise SituationError(
            f"the roll {dice.format_dice(roll)} must show the {left} dice left "
            f"after {dice.format_dice(kept)}"
        )
    return [
        (f, dice.add(kept, dice.only(f, roll[f - 1])))
        for f in range(6, 0, -1)
        if roll[f - 1] and not kept[f - 1]
    ]


def _best(values: Sequence[float]) -> int:
    """The best of values listed in order of preference: the first within EPS of the top."""
    top = max(values)
    return next(i for i, v in enumerate(values) if v >= top - EPS)


def _ranked(values: Sequence[float]) -> list[int]:
    """Indices of values listed in order of preference: the best first, then by value."""
    if not values:
        return []
    best = _best(values)
    rest = sorted((i for i in range(len(values)) if i != best), key=lambda i: -values[i])
    return [best, *rest]


def solve_uncached(context: Context) -> Solution:
    """Solve every state of a turn in this context afresh (a quarter of a millisecond; the
    bust chances take about as long again, when first asked for)."""
    return Solution(context)


def expert_context(state: GameState) -> Context:
    """What the expert plays the current player's turn for: the worms it gains, where it is
    played. With teams, the worms it gains the team over the other: a steal counts twice
    (the thieves' team gains the tile, the victims' loses it)."""
    if not state.rules.teams:
        return Context.from_state(state, "worms")
    tops = (state.top(p) for p in range(state.players) if state.is_opponent(p))
    steals = tuple((t, 2.0 * worms(t)) for t in sorted({t for t in tops if t is not None}))
    return Context.from_state(state, "worms", tile_values=steals)


@lru_cache(maxsize=256)
def solve(context: Context) -> Solution:
    """The solution of a context, from bounded caches: repeated contexts cost nothing, and
    contexts whose tiles are worth the same for every total share one solve."""
    return Solution(context, _shared_induction)


# --- advice on an engine state ---------------------------------------------------------------


def advise(
    state: GameState,
    objective: Objective = "worms",
    *,
    target: int = 21,
    exact: bool = False,
    tile_values: tuple[tuple[int, float], ...] | None = None,
    bust_value: float | None = None,
) -> Advice:
    """Every legal action of a decision state with its value under optimal play, best first.

    The keywords are those of ``Context.from_state``: the target objective's total, and values
    that replace the objective's for taking tiles or for a bust (the master bot's standing).
    """
    if game.current_player(state) < 0:
        raise IllegalActionError(f"no decision to advise on in {state}: it is not a player's turn")
    context = Context.from_state(
        state,
        objective,
        target=target,
        exact=exact,
        tile_values=tile_values,
        bust_value=bust_value,
    )
    return solve(context).advise(state)


def _preference(action: Action) -> tuple[int, int]:
    """Order of the tie rules: take (higher tile first) or keep (higher face), roll, stop."""
    if isinstance(action, Take):
        return 0, -action.tile
    if isinstance(action, Keep):
        return 0, -action.face
    return (1, 0) if isinstance(action, Roll) else (2, 0)


__all__ = [
    "EPS",
    "OBJECTIVES",
    "Advice",
    "Context",
    "KeepChoice",
    "Objective",
    "Option",
    "Solution",
    "advise",
    "expert_context",
    "solve",
    "solve_uncached",
]
