"""The fast solver against a brute-force reference written apart from it.

The reference is plain recursion over engine states: it tries every action that
``game.legal_actions`` offers, applies it with ``game.apply`` and expands every
throw from ``chance_outcomes`` (all distinct rolls, not grouped), so it checks the solver's
model of the rules as well as its arithmetic. It shares only the published tie rules: among
actions worth the same (within 1e-9) take a tile, then keep the higher face, then roll, then
stop with a bust; several tiles: the higher.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest

from wormlib.regenwormen import dice, game
from wormlib.regenwormen.actions import Action, Keep, Roll, Stop, Take
from wormlib.regenwormen.dice import Counts
from wormlib.regenwormen.game import check_position
from wormlib.regenwormen.rules import VARIANTS, Rules
from wormlib.regenwormen.solver import OBJECTIVES, Context, Objective, solve_uncached
from wormlib.regenwormen.state import GameState, Turn
from wormlib.regenwormen.tiles import worms

TOL = 1e-9

Ends = dict[int | None, float]


@dataclass
class Reference:
    """Optimal value and end distribution of every node of one turn, by plain recursion."""

    objective: Objective
    target: int = 21
    exact: bool = False
    tile_values: dict[int, float] | None = None
    bust_value: float | None = None
    memo: dict[Turn, tuple[float, Ends]] = field(default_factory=dict)

    def node(self, state: GameState) -> tuple[float, Ends]:
        """(value, how the turn ends) from this state of the turn, optimal play."""
        if state.turn not in self.memo:
            if state.turn.rolling:
                value, ends = 0.0, Ends()
                for throw, p in game.chance_outcomes(state):
                    v, e = self.after(state, throw)
                    value += p * v
                    for end, q in e.items():
                        ends[end] = ends.get(end, 0.0) + p * q
                self.memo[state.turn] = value, ends
            else:
                options = self.options(state)
                top = max(v for _, v, _ in options)
                self.memo[state.turn] = next((v, e) for _, v, e in options if v >= top - TOL)
        return self.memo[state.turn]

    def options(self, state: GameState) -> list[tuple[Action, float, Ends]]:
        """Every legal action with its value and ends, in the order the tie rules prefer."""

        def rank(action: Action) -> tuple[int, int]:
            if isinstance(action, Take):
                return 0, -action.tile
            if isinstance(action, Keep):
                return 1, -action.face
            return (2, 0) if isinstance(action, Roll) else (3, 0)

        actions = sorted(game.legal_actions(state), key=rank)
        return [(a, *self.after(state, a)) for a in actions]

    def after(self, state: GameState, action: Action) -> tuple[float, Ends]:
        nxt = game.apply(state, action)
        if nxt.current == state.current and nxt.turn != Turn():
            return self.node(nxt)
        me = state.current
        if isinstance(action, Take):  # the turn ended with a tile (with teams, maybe a mate's)
            tile = action.tile
            return self.tile_value(tile, state.turn.total), {tile: 1.0}
        own = state.stacks[me][-1] if state.stacks[me] else None
        if self.bust_value is not None:
            bust = self.bust_value
        else:
            bust = -worms(own) if self.objective == "worms" and own is not None else 0.0
        return bust, {None: 1.0}

    def tile_value(self, tile: int, total: int) -> float:
        if self.tile_values is not None and tile in self.tile_values:
            return self.tile_values[tile]
        return {
            "tile": 1.0,
            "worms": float(worms(tile)),
            "score": float(total),
            "target": float(total == self.target if self.exact else total >= self.target),
        }[self.objective]


def position(context: Context, turn: Turn) -> GameState:
    """A game position with this context: the player to move first, one opponent per steal."""
    opponents: list[tuple[int, ...]] = [(t,) for t in context.steal] or [()]
    own = () if context.own_top is None else (context.own_top,)
    held = {*context.middle, *context.steal, *own}
    turned = tuple(t for t in context.rules.tiles if t not in held)
    stacks = [own, *opponents]
    if context.rules.teams:  # opponents in the odd seats, empty-handed teammates between
        stacks = [own]
        for stack in opponents + [()] * (2 - len(opponents)):
            stacks += [stack, ()]
        stacks.pop()
    state = GameState(context.rules, context.middle, turned, tuple(stacks), 0, turn)
    check_position(state)
    return state


def reference_for(context: Context) -> Reference:
    values = None if context.tile_values is None else dict(context.tile_values)
    return Reference(context.objective, context.target, context.exact, values, context.bust_value)


def random_context(rng: random.Random) -> Context:
    rules: Rules = rng.choice(list(VARIANTS.values()))
    tiles = list(rules.tiles)
    rng.shuffle(tiles)
    middle = tuple(tiles[: rng.randint(1, len(tiles))])
    rest = tiles[len(middle) :]
    most = rules.max_players // 2 if rules.teams else rules.max_players - 1  # opponents
    steal = tuple(rest[: rng.randint(0, min(most, len(rest)))])
    rest = rest[len(steal) :]
    own_top = rest[0] if rest and rng.random() < 0.6 else None
    objective = rng.choice(OBJECTIVES)
    tile_values = None
    if rng.random() < 0.15:
        tile_values = tuple((t, rng.uniform(-2, 5)) for t in rng.sample(tiles, 4))
    return Context(
        middle,
        steal,
        own_top,
        rules,
        objective,
        target=rng.randint(21, 40),
        exact=rng.random() < 0.4,
        tile_values=tile_values,
        bust_value=rng.uniform(-3, 1) if rng.random() < 0.15 else None,
    )


def random_turn(rng: random.Random, context: Context, *, least_kept: int = 2) -> Turn:
    """A turn under way: random keeps until at least `least_kept` dice are set aside."""
    while True:
        kept: Counts = dice.NO_DICE
        while True:
            left = dice.DICE - sum(kept)
            roll = dice.sample_roll(left, rng)
            new = [f for f in dice.faces_in(roll) if not kept[f - 1]]
            if not new:
                break
            if sum(kept) >= least_kept and rng.random() < 0.5:
                return Turn(kept, roll)
            face = rng.choice(new)
            kept = dice.add(kept, dice.only(face, roll[face - 1]))
            if sum(kept) >= least_kept and rng.random() < 0.5 and sum(kept) < dice.DICE:
                return Turn(kept)


def assert_ends(got: Ends, want: Ends) -> None:
    for end in set(got) | set(want):
        assert got.get(end, 0.0) == pytest.approx(want.get(end, 0.0), abs=TOL), end


@pytest.mark.parametrize("seed", range(300))
def test_solver_agrees_with_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    context = random_context(rng)
    turn = random_turn(rng, context)
    state = position(context, turn)
    ref = reference_for(context)
    solution = solve_uncached(context)
    kept = turn.kept
    if turn.roll is not None:
        expected = {a: (v, e) for a, v, e in ref.options(state)}
        choices = solution.keep_choices(kept, turn.roll)
        assert {Keep(c.face) for c in choices} == set(expected)
        for c in choices:
            assert c.value == pytest.approx(expected[Keep(c.face)][0], abs=TOL)
        value, ends = ref.node(state)
        assert choices[0].value == pytest.approx(value, abs=TOL)
        assert solution.bust_chance(kept, turn.roll) == pytest.approx(ends.get(None, 0), abs=TOL)
        assert_ends(solution.end_distribution(kept, turn.roll), ends)
        return
    value, ends = ref.node(state)
    assert solution.value(kept) == pytest.approx(value, abs=TOL)
    assert solution.bust_chance(kept) == pytest.approx(ends.get(None, 0.0), abs=TOL)
    assert_ends(solution.end_distribution(kept), ends)
    by_action = {a: v for a, v, _ in ref.options(state)}
    takes = [v for a, v in by_action.items() if isinstance(a, Take)]
    stop = solution.stop_value(kept)
    assert (stop is None) == (not takes)
    if stop is not None:
        assert stop == pytest.approx(max(takes), abs=TOL)
    roll = solution.roll_value(kept)
    assert (roll is None) == (Roll() not in by_action)
    if roll is not None:
        assert roll == pytest.approx(by_action[Roll()], abs=TOL)
    if Stop() in by_action:
        assert by_action[Stop()] == pytest.approx(context.bust(), abs=TOL)


@pytest.mark.parametrize("objective", OBJECTIVES)
def test_whole_turn_agrees_with_brute_force(objective: Objective) -> None:
    """From the first roll, in a context with steals, an own tile and a gap in the middle."""
    context = Context(
        middle=(21, 22, 24, 25, 26, 28, 29, 30, 33, 35),
        steal=(27, 31),
        own_top=23,
        objective=objective,
        target=27,
    )
    state = position(context, Turn())
    value, ends = reference_for(context).node(state)
    solution = solve_uncached(context)
    assert solution.value(dice.NO_DICE) == pytest.approx(value, abs=TOL)
    assert_ends(solution.end_distribution(dice.NO_DICE), ends)
