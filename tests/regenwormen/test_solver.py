"""The exact turn solver: published figures, closed forms, the engine's view, Monte Carlo."""

from __future__ import annotations

import math
import random

import pytest

from wormlib.core.errors import IllegalActionError, SituationError, WormError
from wormlib.regenwormen import dice, game
from wormlib.regenwormen.actions import Keep, Roll, Stop, Take
from wormlib.regenwormen.dice import NO_DICE, Counts, parse_dice
from wormlib.regenwormen.game import parse_position
from wormlib.regenwormen.rules import EXACT_TILE_ONLY, OFFICIAL, SHORT_POT, VARIANTS
from wormlib.regenwormen.solver import (
    OBJECTIVES,
    Context,
    _policy,
    _tables,
    advise,
    solve,
    solve_uncached,
)
from wormlib.regenwormen.state import GameState, initial_state
from wormlib.regenwormen.tiles import worms

# --- published figures (docs/REFERENCE_NUMBERS.md), each to the precision it is published with


def test_the_first_roll_never_busts() -> None:
    assert solve(Context()).bust_next_roll(NO_DICE) == 0.0


def test_best_chance_of_a_tile() -> None:
    assert solve(Context(objective="tile")).value(NO_DICE) == pytest.approx(0.893027, abs=5e-7)


PUBLISHED_AT_LEAST = [85.560, 80.774, 74.837, 68.033, 60.699, 52.476, 43.542, 34.629, 26.379]
PUBLISHED_AT_LEAST += [19.401, 13.581, 8.678, 5.262, 2.891, 1.568]


@pytest.mark.parametrize(
    ("target", "percent"), list(zip(range(22, 37), PUBLISHED_AT_LEAST, strict=True))
)
def test_best_chance_of_a_total_of_at_least(target: int, percent: float) -> None:
    value = solve(Context(objective="target", target=target)).value(NO_DICE)
    assert 100 * value == pytest.approx(percent, abs=5e-4)


def test_best_chance_of_stopping_on_exactly_21() -> None:
    context = Context(objective="target", target=21, exact=True)
    assert solve(context).value(NO_DICE) == pytest.approx(0.4395967896, abs=5e-11)


def test_expected_worms() -> None:
    assert solve(Context()).value(NO_DICE) == pytest.approx(1.64473, abs=5e-6)


def test_expected_worms_when_a_bust_costs_one_worm() -> None:
    solution = solve(Context(bust_value=-1.0))
    assert solution.value(NO_DICE) == pytest.approx(1.435428, abs=5e-7)


def test_chance_of_a_tile_when_playing_for_worms() -> None:
    solution = solve(Context())
    assert 1 - solution.bust_chance(NO_DICE) == pytest.approx(0.767762, abs=5e-7)
    ends = solution.end_distribution(NO_DICE)
    assert sum(p for tile, p in ends.items() if tile is not None) == pytest.approx(
        0.767762, abs=5e-7
    )


@pytest.mark.parametrize(
    ("face", "published"),
    [(1, 0.737978), (2, 1.168626), (3, 1.200205), (5, 1.122053), (6, 2.127968)],
)
def test_worked_example_first_roll(face: int, published: float) -> None:
    choices = solve(Context()).keep_choices(NO_DICE, parse_dice("1 1 2 3 5 W W W"))
    assert [c.face for c in choices] == [6, 3, 2, 5, 1]  # best first
    (choice,) = [c for c in choices if c.face == face]
    assert choice.value == pytest.approx(published, abs=5e-7)


# --- closed forms and the meaning of each number


def all_kept() -> list[Counts]:
    return [kept for n in range(dice.DICE + 1) for kept, _ in dice.all_rolls(n)]


def test_next_roll_bust_is_k_over_6_to_the_n() -> None:
    solution = solve(Context())
    for kept in all_kept():
        k, n = len(dice.faces_in(kept)), dice.DICE - sum(kept)
        no_new_face = sum(
            p
            for roll, p in dice.all_rolls(n)
            if n and set(dice.faces_in(roll)) <= set(dice.faces_in(kept))
        )
        assert solution.bust_next_roll(kept) == pytest.approx((k / 6) ** n if n else 0.0, abs=1e-15)
        assert solution.bust_next_roll(kept) == pytest.approx(no_new_face, abs=1e-12)


@pytest.mark.parametrize("objective", ["tile", "worms", "score", "target"])
def test_value_is_the_best_of_stopping_and_rolling(objective: str) -> None:
    middle, steal = (25, 26, 30, 34), (22,)  # totals 22 and 25 up take a tile
    context = Context(middle, steal, own_top=31, objective=objective)  # type: ignore[arg-type]
    solution = solve(context)
    for kept in all_kept():
        stop, roll = solution.stop_value(kept), solution.roll_value(kept)
        total, worm = dice.total(kept), kept[dice.WORM - 1] > 0
        assert (stop is None) == (not worm or (total < 25 and total != 22))
        can_roll = sum(kept) < dice.DICE and len(dice.faces_in(kept)) < 6
        assert (roll is None) == (not can_roll)
        options = [x for x in (stop, roll) if x is not None]
        if kept != NO_DICE:
            options.append(context.bust())  # stopping without a tile is a bust
        assert solution.value(kept) == max(options)


def test_values_of_a_stop_per_objective() -> None:
    kept = parse_dice("W W W W 4 4 4")  # 32: tile 30 from the middle, or steal 32
    middle, steal = (21, 30), (32,)
    assert solve(Context(middle, steal, objective="worms")).stop_value(kept) == worms(32)
    assert solve(Context(middle, (), objective="worms")).stop_value(kept) == worms(30)
    assert solve(Context(middle, steal, objective="tile")).stop_value(kept) == 1
    assert solve(Context(middle, steal, objective="score")).stop_value(kept) == 32
    for target, exact, hit in [(32, True, 1), (31, True, 0), (30, False, 1), (33, False, 0)]:
        context = Context(middle, steal, objective="target", target=target, exact=exact)
        assert solve(context).stop_value(kept) == hit
    ends = solve(Context(middle, steal)).end_distribution(kept)
    assert ends == {32: 1.0, None: 0.0}  # the steal is worth more: the policy takes it


def test_a_bust_costs_the_own_top_tile_only_for_worms() -> None:
    kept = parse_dice("1 1 1 1 1 1 1 2")  # no worm: a bust
    assert solve(Context(middle=(21,), own_top=33)).value(kept) == -4
    assert solve(Context(middle=(21,), own_top=33, objective="tile")).value(kept) == 0


def test_exact_tile_only_needs_the_equal_tile() -> None:
    kept = parse_dice("W W W W 3")  # 23
    official = solve(Context(middle=(21, 22), rules=OFFICIAL))
    exact = solve(Context(middle=(21, 22), rules=EXACT_TILE_ONLY))
    assert official.stop_value(kept) == worms(22)
    assert exact.stop_value(kept) is None
    assert exact.value(dice.NO_DICE) < official.value(dice.NO_DICE)


def test_keep_choices_are_the_legal_keeps_with_their_values() -> None:
    solution = solve(Context())
    kept, roll = parse_dice("W W 4 4 4"), parse_dice("1 2 4")
    choices = solution.keep_choices(kept, roll)
    assert sorted(c.face for c in choices) == [1, 2]
    for c in choices:
        after = dice.add(kept, dice.only(c.face, c.count))
        assert c.value == solution.value(after)
        assert (c.stop, c.roll) == (solution.stop_value(after), solution.roll_value(after))
        assert c.bust_next_roll == pytest.approx((3 / 6) ** 2)
    assert choices[0].value >= choices[1].value
    assert solution.keep_choices(kept, parse_dice("4 4 W")) == []
    assert solution.bust_chance(kept, parse_dice("4 4 W")) == 1.0


@pytest.mark.parametrize("objective", OBJECTIVES)
def test_best_keep_is_the_first_keep_choice(objective: str) -> None:
    """The simulation asks only for the best face: it must be ``keep_choices``' first,
    ties included (the solver's preference order), and None exactly when the roll busts."""
    solution = solve(Context(objective=objective, target=27))  # type: ignore[arg-type]
    rng = random.Random(11)
    for _ in range(400):
        kept = dice.sample_roll(rng.randrange(0, 7), rng)
        kept = tuple(c if c and rng.random() < 0.6 else 0 for c in kept)  # type: ignore[assignment]
        roll = dice.sample_roll(dice.DICE - sum(kept), rng)
        choices = solution.keep_choices(kept, roll)
        assert solution.best_keep(kept, roll) == (choices[0].face if choices else None)


def test_end_distribution_adds_up_and_agrees_with_the_bust_chance() -> None:
    rng = random.Random(7)
    for _ in range(40):
        middle = tuple(sorted(rng.sample(range(21, 37), rng.randint(1, 16))))
        solution = solve_uncached(Context(middle=middle, objective=rng.choice(["tile", "worms"])))
        kept = rng.choice(all_kept()[:300])
        ends = solution.end_distribution(kept)
        assert sum(ends.values()) == pytest.approx(1.0, abs=1e-12)
        assert ends[None] == pytest.approx(solution.bust_chance(kept), abs=1e-12)
        assert all(tile is None or tile in middle for tile in ends)


@pytest.mark.parametrize(
    ("kept", "roll"),
    [
        ((0, 0, 0, 0, 0, 9), None),
        ((0, 0, -1, 0, 0, 1), None),
        (NO_DICE, parse_dice("1 2 3")),
        (parse_dice("W W"), parse_dice("1 1 1 1 1 1 1")),
    ],
)
def test_bad_dice_raise(kept: Counts, roll: Counts | None) -> None:
    solution = solve(Context())
    with pytest.raises(SituationError):
        if roll is None:
            solution.value(kept)
        else:
            solution.keep_choices(kept, roll)


@pytest.mark.parametrize(
    "kwargs",
    [
        {"middle": (20, 21)},
        {"middle": (21, 22), "steal": (22,)},
        {"middle": (21, 22), "own_top": 21},
        {"steal": (37,)},
        {"objective": "money"},
    ],
)
def test_bad_contexts_raise(kwargs: dict[str, object]) -> None:
    with pytest.raises(WormError):
        Context(**kwargs)  # type: ignore[arg-type]


def test_repeated_contexts_hit_the_cache() -> None:
    assert solve(Context(middle=(23, 21, 22))) is solve(Context(middle=(21, 22, 23)))
    assert solve_uncached(Context()) is not solve_uncached(Context())


def test_contexts_whose_tiles_are_worth_the_same_share_one_solve() -> None:
    # stealing 22 is worth the 1 worm that the middle's 21 gives a 22: the same stops
    middle = (21, *range(23, 37))
    plain, steal = solve(Context(middle=middle)), solve(Context(middle=middle, steal=(22,)))
    assert plain is not steal and plain._solved is steal._solved
    assert [plain.value(k) for k in all_kept()] == [steal.value(k) for k in all_kept()]
    assert 22 in steal.end_distribution(NO_DICE) and 22 not in plain.end_distribution(NO_DICE)
    # losing tile 22 on a bust costs a worm: other stops, another solve
    assert solve(Context(middle=middle, own_top=22))._solved is not plain._solved


def test_one_state_reads_as_the_induction_settles_them_all() -> None:
    """A solution reads one state at a time, the induction settles a layer at once."""
    t = _tables()
    rng = random.Random(9)
    for _ in range(20):
        middle = tuple(sorted(rng.sample(range(21, 37), rng.randint(1, 16))))
        solution = solve(Context(middle=middle, bust_value=rng.choice([None, -1.0, 0.5])))
        stop, takeable, value, rolls = _policy(solution._solved.stops, solution._solved.roll)
        everywhere = range(t.bust)
        assert [solution._stop(i) for i in everywhere] == list(zip(stop, takeable, strict=True))
        assert [solution._state(i) for i in everywhere] == list(
            zip(value[: t.bust], rolls, strict=True)
        )
        # the bust chances of the states that can roll, worked out when first asked for
        rolling = range(t.rolling, t.bust)
        busts = solution._solved.bust_roll()[[i - t.rolling for i in rolling]]
        assert [solution._bust(i) for i in rolling] == [
            b if r else (0.0 if k else 1.0)
            for b, r, k in zip(busts, rolls[t.rolling :], takeable[t.rolling :], strict=True)
        ]


def test_takes_are_the_tiles_the_engine_lets_a_stop_take() -> None:
    for state in random_decision_states(11, 400):
        turn = state.turn
        if turn.roll is not None or turn.rolling or not turn.has_worm:
            continue
        context = Context.from_state(state, "worms")
        options = game.take_options(state)
        take = context.takes()[turn.total]
        assert (take is None) == (not options), state
        if take is not None:
            tile, value = take
            assert tile == max(options, key=lambda t: (worms(t), t))
            assert value == worms(tile)


# --- the engine's view: advise() on engine states


def random_decision_states(seed: int, count: int) -> list[GameState]:
    """Decision states met while playing random games (every variant, 2 to 4 players)."""
    rng = random.Random(seed)
    states: list[GameState] = []
    while len(states) < count:
        rules = rng.choice(list(VARIANTS.values()))
        state = initial_state(rng.randint(rules.min_players, min(4, rules.max_players)), rules)
        while not game.is_terminal(state) and len(states) < count:
            states.append(state)
            state = game.step(state, rng.choice(game.legal_actions(state)), rng)
    return states


@pytest.mark.parametrize("objective", ["tile", "worms", "score", "target"])
def test_advise_covers_every_legal_action_with_its_value(objective: str) -> None:
    for state in random_decision_states(OBJECTIVES.index(objective), 150):
        advice = advise(state, objective, target=28)  # type: ignore[arg-type]
        actions = [o.action for o in advice.options]
        assert sorted(map(str, actions)) == sorted(map(str, game.legal_actions(state)))
        context = Context.from_state(state, objective, target=28)  # type: ignore[arg-type]
        solution = solve(context)
        turn = state.turn
        top = max(o.value for o in advice.options)
        assert advice.best.value == pytest.approx(top, abs=1e-9)
        for option in advice.options:
            assert 0.0 <= option.bust_chance <= 1.0 + 1e-12
            action = option.action
            if isinstance(action, Keep):
                assert turn.roll is not None
                after = dice.add(turn.kept, dice.only(action.face, turn.roll[action.face - 1]))
                assert option.value == solution.value(after)
            elif isinstance(action, Roll):
                assert option.value == solution.roll_value(turn.kept)
            elif isinstance(action, Take):
                assert option.value == context.take_value(action.tile, turn.total)
                assert option.bust_chance == 0.0
            else:
                assert isinstance(action, Stop)
                assert (option.value, option.bust_chance) == (context.bust(), 1.0)
        # the best option is the policy's choice, the one behind bust chances and end charts
        if turn.roll is None:
            assert advice.bust_next_roll == solution.bust_next_roll(turn.kept)
            if turn.kept != NO_DICE:
                assert advice.best.value == pytest.approx(solution.value(turn.kept), abs=1e-12)
                assert isinstance(advice.best.action, Roll) == solution.rolls(turn.kept)
        else:
            assert advice.bust_next_roll is None
            best_keep = solution.keep_choices(turn.kept, turn.roll)[0]
            assert advice.best.action == Keep(best_keep.face)
            assert advice.best.bust_chance == solution.bust_chance(turn.kept, turn.roll)


def test_advise_refuses_states_without_a_decision() -> None:
    state = initial_state(2)
    rolling = game.apply(state, Roll())
    with pytest.raises(IllegalActionError):
        advise(rolling)
    over = parse_position("m:- x:21-36 s:-/- p:0 k:- r:-")
    with pytest.raises(IllegalActionError):
        advise(over)


def test_context_from_state() -> None:
    state = parse_position("m:21-24,26,29 x:32 s:25.27/28/30.31 p:1 k:- r:-", SHORT_POT)
    context = Context.from_state(state, "score")
    assert context.middle == (21, 22, 23, 24, 26, 29)
    assert (context.steal, context.own_top) == ((27, 31), 28)
    assert (context.rules, context.objective) == (SHORT_POT, "score")


# --- Monte Carlo: the engine playing the solver's policy


@pytest.mark.parametrize(
    ("position", "objective"),
    [
        ("m:21-36 x:- s:-/- p:0 k:- r:-", "worms"),
        ("m:21-24,26,29-30,32-36 x:- s:25.31/27/28 p:0 k:- r:-", "worms"),
        ("m:22-23,25-36 x:- s:24/21 p:1 k:- r:-", "tile"),
    ],
)
def test_simulated_turns_match_the_predictions(position: str, objective: str) -> None:
    start = parse_position(position)
    solution = solve(Context.from_state(start, objective))  # type: ignore[arg-type]
    expected = solution.end_distribution(NO_DICE)
    rng = random.Random(2024)
    turns = 3000
    counts: dict[int | None, int] = {}
    total_value = 0.0
    for _ in range(turns):
        state = start
        while state.current == start.current:
            state = game.step(state, advise(state, objective).best.action, rng)  # type: ignore[arg-type]
        gained = [t for t in state.stacks[start.current] if t not in start.stacks[start.current]]
        end = gained[0] if gained else None
        counts[end] = counts.get(end, 0) + 1
        if objective == "worms":
            own_top = start.top(start.current)
            total_value += worms(end) if end else -(worms(own_top) if own_top else 0)
        else:
            total_value += end is not None
    for end in set(counts) | set(expected):
        p = expected.get(end, 0.0)
        se = math.sqrt(p * (1 - p) / turns)
        assert counts.get(end, 0) / turns == pytest.approx(p, abs=4 * se + 1e-12), end
    mean = total_value / turns
    value = solution.value(NO_DICE)
    spread = math.sqrt(sum(p * (v - value) ** 2 for v, p in values_of(expected, start, objective)))
    assert mean == pytest.approx(value, abs=4 * spread / math.sqrt(turns))


def values_of(
    ends: dict[int | None, float], start: GameState, objective: str
) -> list[tuple[float, float]]:
    own_top = start.top(start.current)
    out = []
    for end, p in ends.items():
        if objective == "tile":
            out.append((float(end is not None), p))
        else:
            out.append((worms(end) if end else -(worms(own_top) if own_top else 0), p))
    return out
