"""The odds of one moment of a turn, and turns played from it: the explorer's numbers.

One way to ask, for the app's explorer and for a pupil in a notebook alike::

    >>> from wormlib.regenwormen.odds import odds, simulate_turns
    >>> report = odds("WW444", roll="125", steal=[27])
    >>> report.best.action, round(report.bust_next_roll, 3)
    (Keep(face=5), 0.25)
    >>> turns = simulate_turns(report, 1000, seed=1)

A report prints as a table and shows as a picture with a table and a chart in Jupyter or
marimo (``lang="nl"`` for Dutch labels; "de" and "fr" alike). Nothing here is mutable:
reports and simulations are frozen values, so the app may cache them and share them between
sessions.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType
from typing import TYPE_CHECKING

from wormlib.core import i18n
from wormlib.core.errors import InvalidNotationError, SituationError, shown
from wormlib.regenwormen import dice, display, game
from wormlib.regenwormen.actions import Action, Keep, Roll, Stop, Take
from wormlib.regenwormen.game import check_position
from wormlib.regenwormen.rules import OFFICIAL, Rules, default_middle, rules_named
from wormlib.regenwormen.solver import Context, Objective, Option, Solution, advise, solve
from wormlib.regenwormen.state import GameState, Turn
from wormlib.regenwormen.tiles import format_tiles, parse_tiles

if TYPE_CHECKING:
    from wormlib.regenwormen.dice import Counts

#: The most turns one call simulates (100,000 take some seconds).
MAX_TURNS = 1_000_000


def most_opponents(rules: Rules) -> int:
    """How many opponents' top tiles a moment of a turn can hold: one per other player, or
    with teams one per player of the other team."""
    return rules.max_players // 2 if rules.teams else rules.max_players - 1


def most_mates(rules: Rules) -> int:
    """How many teammates' top tiles (never stolen) a moment can hold: none without teams."""
    return (rules.max_players + 1) // 2 - 1 if rules.teams else 0


def check_steal(steal: Collection[int], rules: Rules) -> None:
    """SituationError unless the rules have an opponent for every tile to steal (the one
    rule of the CLI, the app's explorer and ``turn_position``)."""
    most = most_opponents(rules)
    if len(steal) > most:
        raise SituationError(
            f"{len(steal)} tiles to steal ({format_tiles(sorted(steal))}), but the "
            f"{rules.name!r} rules have at most {most} opponent{'s' if most > 1 else ''}"
        )


def check_mates(mates: Collection[int], rules: Rules) -> None:
    """SituationError unless the rules have a teammate for every teammate's top tile."""
    most = most_mates(rules)
    if len(mates) > most:
        raise SituationError(
            f"{len(mates)} teammates' top tiles ({format_tiles(sorted(mates))}), but the "
            f"{rules.name!r} rules have "
            + (f"at most {most} teammates" if most else "no teams: use the 'teams' rules")
        )


def turn_position(
    kept: Counts,
    roll: Counts | None = None,
    *,
    middle: Iterable[int] | None = None,
    steal: Iterable[int] = (),
    own_top: int | None = None,
    rules: Rules = OFFICIAL,
    mates: Iterable[int] = (),
) -> GameState:
    """A game position for one moment of a turn: player 0 to move, one opponent per tile to steal
    (with teams, in the odd seats, and a teammate per tile of ``mates`` in the even ones).

    ``middle`` defaults to every tile of the rules not on top of a stack; the tiles nobody
    holds and that are not in the middle count as turned. InvalidNotationError (or
    SituationError, for more tiles to steal than opponents) says what cannot happen in a game.
    """
    steal, own = tuple(sorted(steal)), () if own_top is None else (own_top,)
    mates = tuple(sorted(mates))
    check_steal(steal, rules)
    check_mates(mates, rules)
    held = {*steal, *own, *mates}
    face_up = default_middle(rules, held) if middle is None else tuple(middle)
    stacks: tuple[tuple[int, ...], ...] = (own, *((t,) for t in steal)) if steal else (own, ())
    if rules.teams:
        seats: list[tuple[int, ...]] = [()] * max(4, 2 * len(steal), 2 * len(mates) + 1)
        seats[0] = own
        for i, t in enumerate(steal):
            seats[2 * i + 1] = (t,)
        for i, t in enumerate(mates):
            seats[2 * i + 2] = (t,)
        stacks = tuple(seats)
    turned = tuple(t for t in rules.tiles if t not in {*face_up, *held})
    state = GameState(rules, tuple(sorted(face_up)), turned, stacks, 0, Turn(kept, roll))
    check_position(state)
    return state


@dataclass(frozen=True, slots=True)
class Odds:
    """What best play from a moment of a turn is worth, and how the turn then ends."""

    state: GameState
    context: Context
    #: Every choice now with its value under best play afterwards, best first.
    options: tuple[Option, ...]
    #: Chance the next roll busts: rolling now, or after the best keep of the roll showing.
    bust_next_roll: float | None
    #: How the turn ends under best play: tile -> probability, None -> a bust (read-only).
    ends: Mapping[int | None, float]
    #: The tile stopping now would take (None: stopping now busts, or a roll is showing).
    take_now: int | None
    #: The language of the labels when shown (one of wormlib.core.i18n.LANGUAGES).
    lang: str = "en"

    @property
    def best(self) -> Option:
        return self.options[0]

    @property
    def value(self) -> float:
        """What the turn is worth with best play: expected worms (or the goal's measure)."""
        return self.best.value

    @property
    def bust_chance(self) -> float:
        """Chance that the turn ends in a bust with best play."""
        return self.best.bust_chance

    def dice_of(self, option: Option) -> int:
        """How many dice a keep sets aside (0 for other choices)."""
        roll = self.state.turn.roll
        if isinstance(option.action, Keep) and roll is not None:
            return roll[option.action.face - 1]
        return 0

    def __str__(self) -> str:
        return display.odds_text(self)

    def _repr_html_(self) -> str:
        return display.odds_html(self)


def odds(
    kept: str | Counts = "",
    roll: str | Counts | None = None,
    *,
    middle: str | Iterable[int] | None = None,
    steal: str | Iterable[int] = (),
    own_top: int | None = None,
    mates: str | Iterable[int] = (),
    rules: str | Rules = OFFICIAL,
    goal: Objective = "worms",
    target: int = 21,
    exact: bool = False,
    lang: str = "en",
) -> Odds:
    """The odds of a moment of a turn written the short way: ``odds("WW444", roll="125")``.

    Dice as text ("WW444", "W W 4 4 4") or face counts; tiles as text ("21-28,30") or
    numbers. ``goal`` is what best play aims at: "worms" (expected worms, the default),
    "tile" (the chance of a tile), "score" (the expected total) or "target" (the chance of
    a total of at least ``target``, or exactly it with ``exact``). With the ``teams``
    rules, ``mates`` are teammates' top tiles: neither in the middle nor to steal.
    """
    chosen = rules_named(rules) if isinstance(rules, str) else rules
    state = turn_position(
        _dice(kept),
        None if roll is None else _dice(roll),
        middle=None if middle is None else _tiles(middle),
        steal=_tiles(steal),
        own_top=None if own_top is None else _tiles((own_top,))[0],
        rules=chosen,
        mates=_tiles(mates),
    )
    return odds_at(state, goal, target=target, exact=exact, lang=lang)


def odds_at(
    state: GameState,
    goal: Objective = "worms",
    *,
    target: int = 21,
    exact: bool = False,
    lang: str = "en",
    tile_values: tuple[tuple[int, float], ...] | None = None,
    bust_value: float | None = None,
) -> Odds:
    """The odds of the player to move in a game position (a decision, not dice in the air);
    ``tile_values`` and ``bust_value`` replace the goal's values (``Context.from_state``),
    as the master bot's chances to win do."""
    i18n.check(lang)
    advice = advise(
        state, goal, target=target, exact=exact, tile_values=tile_values, bust_value=bust_value
    )
    context = Context.from_state(
        state, goal, target=target, exact=exact, tile_values=tile_values, bust_value=bust_value
    )
    solution = solve(context)
    turn = state.turn
    if turn.roll is None:
        bust_next = advice.bust_next_roll if game.can_roll(state) else None
    else:
        best_keep = solution.keep_choices(turn.kept, turn.roll)[0]
        bust_next = best_keep.bust_next_roll if best_keep.roll is not None else None
    takes = [o.action.tile for o in advice.options if isinstance(o.action, Take)]
    return Odds(
        state,
        context,
        advice.options,
        bust_next,
        MappingProxyType(solution.end_distribution(turn.kept, turn.roll)),
        takes[0] if takes else None,
        lang,
    )


@dataclass(frozen=True, slots=True)
class Simulation:
    """Turns played the best way with real (pseudo-random) dice: how each ended, its worth."""

    #: The tile each turn ended with (None: a bust).
    ends: tuple[int | None, ...]
    #: What each turn was worth to the goal (worms won or lost, for the default goal).
    values: tuple[float, ...]
    #: The exact values the samples estimate, for comparison.
    odds: Odds

    def share(self, end: int | None) -> float:
        """The share of turns that ended with this tile (None: with a bust)."""
        return self.ends.count(end) / len(self.ends)

    @property
    def mean(self) -> float:
        """The average worth of the sampled turns: close to ``odds.value`` for many turns."""
        return sum(self.values) / len(self.values)

    def __len__(self) -> int:
        return len(self.ends)

    def __str__(self) -> str:
        return display.simulation_text(self)

    def _repr_html_(self) -> str:
        return display.simulation_html(self)


def simulate_turns(report: Odds, n: int = 1000, *, seed: int | None = None) -> Simulation:
    """Play ``n`` turns from the report's moment with best play and random dice.

    The same ``seed`` gives the same turns; without one the dice differ on every call.
    """
    if not 1 <= n <= MAX_TURNS:
        raise InvalidNotationError(f"cannot simulate {n!r} turns: choose 1 to {MAX_TURNS:,}")
    walk = _walk(report.state, report.context)
    rng = random.Random(seed)
    ends: list[int | None] = []
    values: list[float] = []
    for _ in range(n):
        end, value = walk.turn(rng)
        ends.append(end)
        values.append(value)
    return Simulation(tuple(ends), tuple(values), report)


@lru_cache(maxsize=64)
def _walk(start: GameState, context: Context) -> _TurnWalk:
    """The walk of one moment, shared by every call that simulates from it (a class clicks
    "simulate" on the same moment again and again: its decisions are looked up, not redone)."""
    return _TurnWalk(start, solve(context))


class _TurnWalk:
    """Turns from one moment under the optimal policy, the dice thrown as ``game.step`` throws
    them (the same seed, the same turns).

    Within a turn only the dice change, so each decision is worked out with the rules once
    per dice set aside (and roll showing) and then looked up: stepping every state through
    ``game`` cost about 70 ms per 1,000 turns, a look-up a few microseconds. The memos only
    grow with values that follow from the moment, so sharing the walk is safe.
    """

    __slots__ = ("_after_roll", "_between", "_goes_on", "_solution", "_start")

    def __init__(self, start: GameState, solution: Solution) -> None:
        self._start, self._solution = start, solution
        #: (kept, roll) -> the dice set aside after the best keep; None: the turn busts.
        self._after_roll: dict[tuple[Counts, Counts], Counts | None] = {}
        #: kept just after a keep -> whether the turn goes on (else the keep busts it).
        self._goes_on: dict[Counts, bool] = {}
        #: kept -> how the turn ends by stopping now (tile or None, its worth); None: roll on.
        self._between: dict[Counts, tuple[int | None, float] | None] = {}

    def turn(self, rng: random.Random) -> tuple[int | None, float]:
        """One turn: the tile it ends with (None: a bust) and its worth to the goal."""
        kept, roll = self._start.turn.kept, self._start.turn.roll
        while True:
            if roll is not None:
                if (kept, roll) not in self._after_roll:
                    self._after_roll[kept, roll] = self._keep(kept, roll)
                after = self._after_roll[kept, roll]
                if after is None:
                    return None, self._solution.context.bust()
                kept = after
            if kept not in self._between:
                self._between[kept] = self._stop(kept)
            end = self._between[kept]
            if end is not None:
                return end
            roll = dice.sample_roll(dice.DICE - sum(kept), rng)

    def _at(self, turn: Turn) -> GameState:
        s = self._start
        return GameState(s.rules, s.middle, s.turned, s.stacks, s.current, turn)

    def _keep(self, kept: Counts, roll: Counts) -> Counts | None:
        """The dice set aside after the roll and the policy's keep; None when the roll shows
        no face unused (a bust) or when the keep leaves no way on (``game.apply`` says)."""
        face = self._solution.best_keep(kept, roll)
        if face is None:
            return None
        after = dice.add(kept, dice.only(face, roll[face - 1]))
        if after not in self._goes_on:  # whether the keep busts depends on its dice alone
            state = game.apply(self._at(Turn(kept, roll)), Keep(face))
            self._goes_on[after] = state.current == self._start.current
        return after if self._goes_on[after] else None

    def _stop(self, kept: Counts) -> tuple[int | None, float] | None:
        """Stopping here under the policy: a tile and its worth, a bust, or None (roll on)."""
        state = self._at(Turn(kept))
        action = best_action(self._solution, state)
        if isinstance(action, Roll):
            return None
        if isinstance(action, Take):
            game.apply(state, action)  # the rules' check that the tile may be taken
            return action.tile, self._solution.context.take_value(action.tile, state.turn.total)
        return None, self._solution.context.bust()


def best_action(solution: Solution, state: GameState) -> Action:
    """What the optimal policy does now (with the solver's tie rules: the higher tile)."""
    turn = state.turn
    if turn.roll is not None:
        return Keep(solution.keep_choices(turn.kept, turn.roll)[0].face)
    if solution.rolls(turn.kept):
        return Roll()
    takes = game.take_options(state)
    if not takes:
        return Stop()
    return Take(max(takes, key=lambda t: (solution.context.take_value(t, turn.total), t)))


def _dice(value: str | Counts) -> Counts:
    """Dice as text, or six counts (one per face 1..5 and the worm)."""
    if isinstance(value, str):
        return dice.parse_dice(value)
    if not (
        isinstance(value, tuple)
        and len(value) == 6
        and all(type(c) is int and 0 <= c <= dice.DICE for c in value)
    ):
        raise InvalidNotationError(
            f"dice {shown(value)} are neither text such as 'WW444' nor six counts of dice"
        )
    return value


def _tiles(value: str | Iterable[int]) -> tuple[int, ...]:
    """Tiles as text ('21-24,27') or numbers."""
    tiles = parse_tiles(value) if isinstance(value, str) else tuple(value)
    if not all(type(tile) is int for tile in tiles):
        raise InvalidNotationError(f"tiles {shown(tiles)} are neither text nor numbers 21..36")
    return tiles


__all__ = [
    "MAX_TURNS",
    "Odds",
    "Simulation",
    "best_action",
    "odds",
    "odds_at",
    "simulate_turns",
    "turn_position",
]
