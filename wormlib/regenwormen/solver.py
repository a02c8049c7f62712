"""Exact turn solver: the value of every decision of a turn, by backward induction.

What is left of a turn depends only on the faces set aside, how many dice and their total, so a
state "between rolls" is that triple (1,939 states, 1,287 of which can still roll). A roll
matters only through what it shows of the unused faces: rolls are grouped that way with exact
multinomial probabilities. These transition tables are built once per process; a solve then
fills the value of stopping in every state from the context and runs backward induction over
numpy arrays, one layer of states per number of dice kept, most dice first.

Ties (values within ``EPS``) matter for the bust chance and how the turn ends; the policy then
takes a tile rather than roll on, rolls on rather than stop with a bust, takes the higher tile
and keeps the higher face (the worm first). With this rule the expected-worms policy ends with
a tile with probability 0.767762, the published figure.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
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
from wormlib.regenwormen.tiles import ALL_TILES, MIN_TOTAL, middle_tile_for, worms

if TYPE_CHECKING:
    from wormlib.regenwormen.state import GameState

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
        tops = (state.top(p) for p in range(state.players) if p != state.current)
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

    def take_options(self, total: int) -> tuple[int, ...]:
        """Tiles a total with a worm can take: the middle one and exact steals."""
        if total < MIN_TOTAL:
            return ()
        tile = middle_tile_for(total, self.middle, exact_only=self.rules.exact_tile_only)
        steal = (total,) if total in self.steal else ()
        return steal + (() if tile is None else (tile,))

    def best_take(self, total: int) -> tuple[int, float] | None:
        """The tile stopping takes with this total (and a worm), and its value."""
        options = sorted(self.take_options(total), reverse=True)
        if not options:
            return None
        values = [self.take_value(t, total) for t in options]
        best = _best(values)
        return options[best], values[best]


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
    start: int
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
    return _Tables(
        index,
        np.array([s[2] for s in order], np.intp),
        np.array([bool(s[0] & 1 << 5) for s in order], np.bool_),
        index[(0, 0, 0)],
        bust,
        tuple(layers),
    )


# --- solving --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Policy:
    """What the optimal policy does (with the tie rules) and how often it busts."""

    bust: Floats  # per state (and BUST): P(the turn ends in a bust), optimal play
    bust_roll: Floats  # per state: the same after rolling
    rolls: Bools  # per state: the policy rolls (else it stops)
    chosen: tuple[Ints, ...]  # per layer and group: the state after the chosen keep


class Solution:
    """Optimal values of every state of a turn in one context (see ``solve``)."""

    __slots__ = ("_policy", "_roll", "_stop", "_takeable", "_tile", "_value", "context")

    def __init__(self, context: Context) -> None:
        self.context = context
        t = _tables()
        bust = context.bust()
        tile = np.zeros(_MAX_TOTAL + 1, np.intp)
        take = np.zeros(_MAX_TOTAL + 1, np.float64)
        for total in range(MIN_TOTAL, _MAX_TOTAL + 1):
            taken = context.best_take(total)
            if taken is not None:
                tile[total], take[total] = taken
        self._tile = tile
        self._takeable: Bools = t.worm & (tile[t.total] > 0)
        stop = np.where(self._takeable, take[t.total], bust)
        stop[t.start] = -np.inf  # a turn cannot stop before its first roll
        self._stop: Floats = stop
        value = np.append(stop, bust)
        roll = np.full(t.bust, np.nan)
        for layer in t.layers:
            here = slice(layer.lo, layer.hi)
            best = _best_keep(value, layer)
            roll[here] = np.bincount(layer.gstate, layer.gprob * best, layer.hi - layer.lo)
            value[here] = np.maximum(stop[here], roll[here])
        self._value: Floats = value
        self._roll: Floats = roll
        self._policy: _Policy | None = None

    # -- values between rolls

    def value(self, kept: Counts) -> float:
        """Optimal value with `kept` set aside and no roll showing (the best of stop/roll)."""
        return float(self._value[_index(kept)])

    def stop_value(self, kept: Counts) -> float | None:
        """Value of stopping now; None when stopping takes no tile (a bust)."""
        i = _index(kept)
        return float(self._stop[i]) if self._takeable[i] else None

    def roll_value(self, kept: Counts) -> float | None:
        """Value of rolling on; None when no dice or faces are left to roll."""
        v = self._roll[_index(kept)]
        return None if np.isnan(v) else float(v)

    def bust_next_roll(self, kept: Counts) -> float:
        """(k/6)**n with k faces used and n dice to roll; 0 with nothing kept."""
        _index(kept)
        return dice.bust_probability(len(dice.faces_in(kept)), dice.DICE - sum(kept))

    def rolls(self, kept: Counts) -> bool:
        """The optimal policy rolls on here (else it stops)."""
        return bool(self._plan().rolls[_index(kept)])

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

    # -- the optimal policy

    def _plan(self) -> _Policy:
        """The optimal policy, worked out on first use (the values alone are cheaper)."""
        if self._policy is None:
            self._policy = _solve_policy(self)
        return self._policy

    def bust_chance(self, kept: Counts, roll: Counts | None = None) -> float:
        """P(the turn ends in a bust) under the optimal policy."""
        after = self._after(kept, roll)
        return 1.0 if after is None else float(self._plan().bust[_index(after)])

    def end_distribution(self, kept: Counts, roll: Counts | None = None) -> dict[int | None, float]:
        """How the turn ends under the optimal policy: tile -> probability, None -> bust."""
        after = self._after(kept, roll)
        if after is None:
            return {None: 1.0}
        t, policy = _tables(), self._plan()
        reach = np.zeros(t.bust + 1)
        reach[_index(after)] = 1.0
        for layer, chosen in reversed(list(zip(t.layers, policy.chosen, strict=True))):
            here = reach[layer.lo : layer.hi] * policy.rolls[layer.lo : layer.hi]
            if here.any():
                flow = here[layer.gstate] * layer.gprob
                reach += np.bincount(chosen, weights=flow, minlength=t.bust + 1)
                reach[layer.lo : layer.hi] -= here
        stops = reach[: t.bust] * self._takeable
        ends = np.bincount(self._tile[t.total], weights=stops, minlength=ALL_TILES[-1] + 1)
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


def _best_keep(value: Floats, layer: _Layer) -> Floats:
    """Per group of the layer: the value of the best keep."""
    best = value[layer.keeps[0]]
    for column in layer.keeps[1:]:
        head = best[: len(column)]
        np.maximum(head, value[column], out=head)
    return best


def _solve_policy(s: Solution) -> _Policy:
    """Apply the tie rules to the solved values and work out bust chances backwards."""
    t = _tables()
    stop_bust = np.where(s._takeable, 0.0, 1.0)
    bust = np.append(stop_bust, 1.0)
    bust_roll = np.full(t.bust, np.nan)
    rolls = np.zeros(t.bust, np.bool_)
    chosen = []
    for layer in t.layers:
        near = _best_keep(s._value, layer) - EPS
        after = np.zeros(len(near), np.intp)
        for column in reversed(layer.keeps):  # the first keep within EPS of the best wins
            head = after[: len(column)]
            np.copyto(head, column, where=s._value[column] >= near[: len(column)])
        chosen.append(after)
        here = slice(layer.lo, layer.hi)
        stop, roll = s._stop[here], s._roll[here]
        rolls[here] = np.where(s._takeable[here], roll > stop + EPS, roll >= stop - EPS)
        bust_roll[here] = np.bincount(layer.gstate, layer.gprob * bust[after], layer.hi - layer.lo)
        bust[here] = np.where(rolls[here], bust_roll[here], stop_bust[here])
    return _Policy(bust, bust_roll, rolls, tuple(chosen))


def _index(kept: Counts) -> int:
    """The state's row in the tables; SituationError for counts that are not dice set aside."""
    return _checked_index(tuple(kept))


@lru_cache(maxsize=4096)  # every valid state fits (3,003); errors are not cached
def _checked_index(kept: Counts) -> int:
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
    """Solve every state of a turn in this context (about a millisecond)."""
    return Solution(context)


@lru_cache(maxsize=256)
def solve(context: Context) -> Solution:
    """``solve_uncached`` with a bounded cache: repeated contexts cost nothing."""
    return solve_uncached(context)


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
    solution = solve(context)
    turn = state.turn
    actions = sorted(game.legal_actions(state), key=_preference)
    scored = [_score(solution, state, a) for a in actions]
    ranked = _ranked([value for value, _ in scored])
    options = tuple(Option(actions[i], *scored[i]) for i in ranked)
    next_bust = None if turn.roll is not None else solution.bust_next_roll(turn.kept)
    return Advice(options, next_bust)


def _preference(action: Action) -> tuple[int, int]:
    """Order of the tie rules: take (higher tile first) or keep (higher face), roll, stop."""
    if isinstance(action, Take):
        return 0, -action.tile
    if isinstance(action, Keep):
        return 0, -action.face
    return (1, 0) if isinstance(action, Roll) else (2, 0)


def _score(solution: Solution, state: GameState, action: Action) -> tuple[float, float]:
    """(value, bust chance) of an action under optimal play afterwards."""
    turn = state.turn
    if isinstance(action, Keep):
        assert turn.roll is not None
        after = dice.add(turn.kept, dice.only(action.face, turn.roll[action.face - 1]))
        return solution.value(after), solution.bust_chance(after)
    if isinstance(action, Take):
        return solution.context.take_value(action.tile, turn.total), 0.0
    if isinstance(action, Roll):
        i = _index(turn.kept)
        return float(solution._roll[i]), float(solution._plan().bust_roll[i])
    return solution.context.bust(), 1.0


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
    "solve",
    "solve_uncached",
]
