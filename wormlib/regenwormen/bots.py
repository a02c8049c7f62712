"""Bots from beginner to master: one small class per level behind one interface.

Like OpenSpiel's bots they see only the public game API (``legal_actions``,
``take_options``, the state's fields and the solver's advice), decide only where a
player decides (the game loop throws the dice), and are deterministic for a given random
generator. Each decision comes with one sentence a pupil understands, with the numbers
behind it: a ``Reason`` (wormlib.core.reason), worded in every language by the catalogs
(wormlib/locale, ``Reason.text(lang)``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import FrozenInstanceError, dataclass
from typing import ClassVar, Protocol

from wormlib.core import reason as core
from wormlib.core.errors import UnknownBotError, shown
from wormlib.core.i18n import ntr, number
from wormlib.core.reason import Pct, Value, worded
from wormlib.regenwormen import game
from wormlib.regenwormen.actions import Action, Keep, Roll, Stop, Take
from wormlib.regenwormen.dice import FACE_VALUES, WORM, bust_probability, faces_in
from wormlib.regenwormen.solver import (
    Advice,
    Context,
    Option,
    Solution,
    expert_context,
    solve,
    solve_uncached,
)
from wormlib.regenwormen.state import GameState
from wormlib.regenwormen.tiles import worms
from wormlib.regenwormen.winprob import win_chances_of

# --- the pupil's sentence -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Reason(core.Reason):
    """Why a Regenwormen bot decided as it did: the sentence is ``bot.<key>`` (wormlib/locale)."""

    SECTION: ClassVar[str] = "bot."


@dataclass(frozen=True, slots=True)
class Worms:
    """A number of worms (whole or an average), shown with its unit (an average to 2 digits)."""

    n: float
    digits: int = 2

    def text(self, lang: str) -> str:
        digits = 0 if self.n == int(self.n) else self.digits
        return ntr(lang, "unit.worms", self.n, n=number(self.n, lang, digits))


@dataclass(frozen=True, slots=True)
class Kept:
    """The dice of one face set aside, shown in words ('the 2 worms')."""

    face: int
    count: int

    def text(self, lang: str) -> str:
        if self.face == WORM:
            return ntr(lang, "bot.dice_worm", self.count)
        return ntr(lang, "bot.dice_face", self.count, face=self.face)


def reason(key: str, **values: Value) -> Reason:
    return Reason(key, tuple(values.items()))


# --- the interface --------------------------------------------------------------------


class Decision:
    """An action and why: a value, as a frozen dataclass would be. The reason may be given as
    a function that works it out when first read (the solver's levels do: a tournament never
    reads it)."""

    __slots__ = ("_reason", "action")
    action: Action
    _reason: Reason | Callable[[], Reason]

    def __init__(self, action: Action, reason: Reason | Callable[[], Reason]) -> None:
        object.__setattr__(self, "action", action)
        object.__setattr__(self, "_reason", reason)

    @property
    def reason(self) -> Reason:
        reason = self._reason
        if not isinstance(reason, Reason):
            reason = reason()
            object.__setattr__(self, "_reason", reason)
        return reason

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Decision):
            return NotImplemented
        return (self.action, self.reason) == (other.action, other.reason)

    def __hash__(self) -> int:
        return hash((self.action, self.reason))

    def __repr__(self) -> str:
        return f"Decision(action={self.action!r}, reason={self.reason!r})"

    def __reduce__(self) -> tuple[type[Decision], tuple[Action, Reason]]:
        return Decision, (self.action, self.reason)  # copies and pickles hold the sentence


class Bot(Protocol):
    name: str

    def decide(self, state: GameState, rng: random.Random) -> Decision:
        """Choose a legal action in a decision state (not chance, not terminal)."""
        ...


def _forced(state: GameState) -> Decision | None:
    """The decisions every level makes the same way: the first roll, a single new face."""
    turn = state.turn
    if turn.roll is not None:
        faces = _new_faces(state)
        if len(faces) == 1:
            return Decision(Keep(faces[0]), reason("only_keep", dice=_kept(state, faces[0])))
        return None
    if turn.dice_left == 8:
        return Decision(Roll(), reason("first_roll"))
    return None


def _kept(state: GameState, face: int) -> Kept:
    assert state.turn.roll is not None
    return Kept(face, state.turn.roll[face - 1])


#: The reason to roll for each answer of ``game.why_no_tile``.
_MISSING = {"no worm": "need_worm", "low total": "need_total", "out of reach": "no_tile"}


def _must_roll(state: GameState) -> Decision:
    """No tile can be taken yet, so every sensible bot rolls; say what is missing."""
    missing = game.why_no_tile(state)
    assert missing is not None, "a tile can be taken"
    return Decision(Roll(), reason(_MISSING[missing], total=state.turn.total))


def _new_faces(state: GameState) -> list[int]:
    kept, roll = state.turn.kept, state.turn.roll
    assert roll is not None
    return [f for f in faces_in(roll) if not kept[f - 1]]


def _next_bust(state: GameState) -> float:
    return bust_probability(len(state.turn.used_faces), state.turn.dice_left)


# --- the levels -----------------------------------------------------------------------


class RandomBot:
    """Uniformly random legal choices: a floor for the others and a fuzzer for tests."""

    name = "random"

    def decide(self, state: GameState, rng: random.Random) -> Decision:
        actions = game.legal_actions(state)
        action = rng.choice(actions)
        n = len(actions)
        if isinstance(action, Keep):
            return Decision(action, reason("random_keep", dice=_kept(state, action.face), n=n))
        if isinstance(action, Take):
            return Decision(action, reason("random_take", tile=action.tile, n=n))
        return Decision(action, reason("random_roll" if action == Roll() else "random_stop", n=n))


class CarefulBot:
    """Keeps worms when it can, else the most points, and takes the first tile it can."""

    name = "careful"

    def decide(self, state: GameState, rng: random.Random) -> Decision:
        forced = _forced(state)
        if forced:
            return forced
        if state.turn.roll is not None:
            faces = _new_faces(state)
            if WORM in faces:
                return Decision(Keep(WORM), reason("careful_worm", dice=_kept(state, WORM)))
            face = max(faces, key=lambda f: (_points(state, f), f))
            why = reason("careful_points", dice=_kept(state, face), points=_points(state, face))
            return Decision(Keep(face), why)
        takes = game.take_options(state)
        if not takes:
            return _must_roll(state)
        tile = max(takes, key=lambda t: (worms(t), t))
        if not game.can_roll(state):
            return Decision(Take(tile), reason("take_last", tile=tile, worms=Worms(worms(tile))))
        bust = Pct(_next_bust(state))
        why = reason("careful_take", tile=tile, worms=Worms(worms(tile)), bust=bust)
        return Decision(Take(tile), why)


class RuleOfThumbBot:
    """Plays like a decent human: worms early, high faces, a stop rule, steals on sight.

    It rolls on past a tile only while the next roll is unlikely to bust (the limit is
    lower when the tile in hand has more worms or its own top tile is at stake) and a tile
    with more worms is still within reach in the middle or on an opponent's stack.
    """

    name = "rule-of-thumb"

    LIMITS: ClassVar[tuple[float, float]] = (0.25, 0.1)
    MIN_LEFT: ClassVar[int] = 3

    def decide(self, state: GameState, rng: random.Random) -> Decision:
        forced = _forced(state)
        if forced:
            return forced
        if state.turn.roll is not None:
            return self._keep(state)
        takes = game.take_options(state)
        if not takes:
            return _must_roll(state)
        return self._roll_or_take(state, takes)

    def _keep(self, state: GameState) -> Decision:
        turn = state.turn

        def merit(face: int) -> float:
            count = _kept(state, face).count
            left = turn.dice_left - count
            score = _points(state, face) + left  # a die still to roll is worth a point
            if face == WORM and not turn.has_worm:
                score += 3  # a worm is needed for any tile
            elif not turn.has_worm and left == 0:
                score -= 100  # the last dice without a worm: certain bust
            return score

        face = max(_new_faces(state), key=lambda f: (merit(f), f))
        dice = _kept(state, face)
        if face == WORM and not turn.has_worm:
            return Decision(Keep(face), reason("thumb_worm", dice=dice))
        left = turn.dice_left - dice.count
        why = reason("thumb_high", dice=dice, points=_points(state, face), left=left)
        return Decision(Keep(face), why)

    def _roll_or_take(self, state: GameState, takes: tuple[int, ...]) -> Decision:
        turn = state.turn
        steals = [t for t in takes if t not in state.middle]
        if steals:
            tile = steals[0]
            victim = state.opponent_with_top(tile)
            assert victim is not None
            why = reason("thumb_steal", tile=tile, worms=Worms(worms(tile)), victim=victim + 1)
            return Decision(Take(tile), why)
        tile = takes[0]
        facts: dict[str, Value] = {"tile": tile, "worms": Worms(worms(tile))}
        if not game.can_roll(state):
            return Decision(Take(tile), reason("take_last", **facts))
        reach = turn.total + 5 * turn.dice_left
        tops = [state.top(p) for p in range(state.players) if state.is_opponent(p)]
        better = [
            t
            for t in (*state.middle, *(t for t in tops if t is not None))
            if worms(t) > worms(tile) and turn.total < t <= reach
        ]
        if not better:
            return Decision(Take(tile), reason("thumb_best", **facts))
        bust = _next_bust(state)
        own_top = state.top(state.current)
        limit = self.LIMITS[0] if worms(tile) == 1 else self.LIMITS[1]
        if own_top is not None and worms(own_top) >= 3:
            limit /= 2
        if turn.dice_left >= self.MIN_LEFT and bust <= limit:
            return Decision(Roll(), reason("thumb_roll", bust=Pct(bust), tile=tile))
        why = reason("thumb_stop", **facts, left=turn.dice_left, bust=Pct(bust))
        return Decision(Take(tile), why)


class ExpertBot:
    """Plays each turn optimally for the expected worms it gains, in the real game context.

    The solver's ``worms`` objective sees what is in the middle, which tops can be stolen
    and the own top tile lost on a bust; the game standing does not enter. A turn is solved
    once (``solution``) and its decisions looked up; the sentence is written when read.
    """

    name = "expert"

    def __init__(self, *, fresh: bool = False) -> None:
        """``fresh``: solve afresh at every decision, with no cache, and work out the whole
        advice and the sentence at once: the slow path the fast one is checked against (the
        tests, ``bench_games.py --check``)."""
        self.fresh = fresh
        self._turn: tuple[tuple[object, ...], Solution] | None = None

    def decide(self, state: GameState, rng: random.Random) -> Decision:
        forced = _forced(state)
        if forced:
            return forced
        solution = self.solution(state)
        if self.fresh:  # the whole advice and the sentence at once
            advice = solution.advise(state)
            return Decision(advice.best.action, self.explain(state, advice))
        return Decision(solution.best(state), lambda: self.explain(state, solution.advise(state)))

    def solution(self, state: GameState) -> Solution:
        """The solve of the turn under way, remembered for its next decisions."""
        if self.fresh:
            return solve_uncached(self.context(state))
        turn = state.rules, state.middle, state.stacks, state.current
        last = self._turn
        if last is None or last[0] != turn:
            last = self._turn = turn, solve(self.context(state))
        return last[1]

    def context(self, state: GameState) -> Context:
        """What the turn is played for: the worms it gains, where it is played (with teams,
        the worms it gains the team over the other: ``solver.expert_context``)."""
        return expert_context(state)

    def figure(self, value: float, more: int = 0) -> Value:
        """How this level shows a value of the solver: worms on average (``more`` digits)."""
        return Worms(value, 2 + more)

    def figures(self, chosen: float, other: float) -> tuple[Value, Value]:
        """Two values a sentence compares, with digits enough (up to 3 more) to tell them apart."""
        for more in range(4):
            pair = self.figure(chosen, more), self.figure(other, more)
            if worded(pair[0], "en") != worded(pair[1], "en"):
                break
        return pair

    def explain(self, state: GameState, advice: Advice) -> Reason:
        """The sentence for the advice's best action, filled in with the solver's figures.

        One path for every level that plays the solver's advice: the kind of sentence follows
        from the action itself (keep, take, steal, roll, stop), the level names the sentence
        and shows the values its own way (``figure``).
        """
        best, action = advice.best, advice.best.action
        roll = _option(advice, Roll())
        if isinstance(action, Keep):
            alt = advice.options[1]
            assert isinstance(alt.action, Keep)
            value, alt_value = self.figures(best.value, alt.value)
            return reason(
                f"{self.name}_keep",
                dice=_kept(state, action.face),
                value=value,
                alt=_kept(state, alt.action.face),
                alt_value=alt_value,
            )
        if isinstance(action, Take):
            tile = action.tile
            facts: dict[str, Value] = {"tile": tile, "worms": Worms(worms(tile))}
            if roll is None:
                return reason("take_last", **facts)
            take_value, roll_value = self.figures(best.value, roll.value)
            facts |= {"take": take_value, "roll": roll_value, "bust": Pct(roll.bust_chance)}
            victim, top = state.opponent_with_top(tile), state.top(state.current)
            if victim is not None:
                return reason(f"{self.name}_steal", **facts, victim=victim + 1)
            if top is not None:
                return reason(f"{self.name}_take_risk", **facts, top=top)
            return reason(f"{self.name}_take", **facts)
        assert roll is not None, "a level that plays the advice stops only when it may roll"
        bust = Pct(roll.bust_chance)
        if isinstance(action, Stop):
            stop_value, roll_value = self.figures(best.value, roll.value)
            return reason(f"{self.name}_stop", roll=roll_value, bust=bust, stop=stop_value)
        takes = [o for o in advice.options if isinstance(o.action, Take)]
        if not takes:
            return reason(f"{self.name}_must", roll=self.figure(roll.value), bust=bust)
        assert isinstance(takes[0].action, Take)
        tile = takes[0].action.tile
        roll_value, take_value = self.figures(roll.value, takes[0].value)
        return reason(
            f"{self.name}_roll",
            roll=roll_value,
            bust=bust,
            tile=tile,
            worms=Worms(worms(tile)),
            take=take_value,
        )


class MasterBot(ExpertBot):
    """Plays each turn to maximise its chance to win the whole game.

    A tile is worth what it does to the standing: the solver gets, for every tile it could
    take and for a bust, the chance to win from the position the turn leaves to the next
    player (``winprob``: a model fitted to expert self-play, which also weighs how likely
    the new top tile is to be stolen), or who wins when the turn ends the game. So a steal
    from the leader counts more than one from the last player, a bust that turns a tile is
    weighed by how it shortens the game, and near the end only winning counts. With teams
    the chance is the team's (a steal from the other team moves the tile to a teammate).
    """

    name = "master"

    def context(self, state: GameState) -> Context:
        """What the turn is played for: each tile, and a bust, valued by the chance to win
        after it."""
        tiles, bust = self.chances_after(state)
        return Context.from_state(state, "worms", tile_values=tiles, bust_value=bust)

    def chances_after(
        self, state: GameState, hidden: Sequence[int] | None = None
    ) -> tuple[tuple[tuple[int, float], ...], float]:
        """The mover's chance to win after taking each tile it could (from the middle or a
        steal), and after a bust; ``hidden``: worms under the top tiles that the stacks leave
        out (``winprob.win_chances_of``)."""
        tiles = [*state.middle]
        tiles += [t for p in range(state.players) if state.is_opponent(p) and (t := state.top(p))]
        ends = [game.end_turn(state, tile) for tile in (*tiles, None)]
        chances = self.chances_of(state, ends, hidden)
        return tuple(sorted(zip(tiles, chances[:-1], strict=True))), chances[-1]

    def chances_of(
        self, state: GameState, ends: Sequence[GameState], hidden: Sequence[int] | None
    ) -> list[float]:
        """The mover's chance to win from each position its turn in ``state`` may end in:
        the model's (benchmarks/bench_master_ceiling.py measures what a perfect one adds)."""
        chances = win_chances_of(ends, hidden, looking_ahead=False)
        return [float(c) for c in chances[:, state.current]]

    def figure(self, value: float, more: int = 0) -> Value:
        """How this level shows a value of the solver: a chance to win, to 0.1% (or finer)."""
        return Pct(value, 1 + more)


def _points(state: GameState, face: int) -> int:
    return _kept(state, face).count * FACE_VALUES[face - 1]


def _option(advice: Advice, action: Action) -> Option | None:
    return next((o for o in advice.options if o.action == action), None)


BOTS: dict[str, Callable[[], Bot]] = {
    bot.name: bot for bot in (RandomBot, CarefulBot, RuleOfThumbBot, ExpertBot, MasterBot)
}


def make_bot(name: str) -> Bot:
    """A bot of the named level; UnknownBotError lists the levels when there is none."""
    try:
        return BOTS[name]()
    except KeyError:
        raise UnknownBotError(
            f"unknown bot {shown(name)}: choose one of {', '.join(BOTS)}"
        ) from None
