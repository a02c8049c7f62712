"""wormlib.regenwormen.odds, the notebook-friendly API: golden figures, simulation and bad input."""

from __future__ import annotations

import math
import random

import pytest

from wormlib.core.errors import WormError
from wormlib.regenwormen import game
from wormlib.regenwormen.actions import Keep, Roll, Take
from wormlib.regenwormen.odds import (
    MAX_TURNS,
    Odds,
    best_action,
    odds,
    simulate_turns,
    turn_position,
)
from wormlib.regenwormen.rules import SHORT_POT
from wormlib.regenwormen.solver import solve

# docs/REFERENCE_NUMBERS.md: first roll 1 1 2 3 5 W W W, expected worms (bust = 0) of each keep.
WORKED_EXAMPLE = {6: 2.127968, 3: 1.200205, 2: 1.168626, 5: 1.122053, 1: 0.737978}


def test_worked_example_keeps_match_the_published_values() -> None:
    report = odds(roll="1 1 2 3 5 W W W")
    values = {o.action.face: o.value for o in report.options if isinstance(o.action, Keep)}
    assert values == pytest.approx(WORKED_EXAMPLE, abs=1e-6)
    assert report.best.action == Keep(6)
    assert report.dice_of(report.best) == 3


def test_start_of_a_turn_matches_the_published_values() -> None:
    report = odds()
    assert report.best.action == Roll()
    assert report.value == pytest.approx(1.64473, abs=1e-5)
    assert 1 - report.bust_chance == pytest.approx(0.767762, abs=1e-6)
    assert sum(report.ends.values()) == pytest.approx(1.0)
    tile = odds(goal="tile")
    assert tile.value == pytest.approx(0.893027, abs=1e-6)


def test_next_roll_bust_chance_is_counted_by_hand() -> None:
    # 4 and worm used, 3 dice left: each die busts with 2 of 6 faces
    assert odds("WW444").bust_next_roll == pytest.approx((2 / 6) ** 3)
    # after keeping the 5 of 1 2 5: 3 faces used, 2 dice left
    assert odds("WW444", roll="125").bust_next_roll == pytest.approx((3 / 6) ** 2)


def test_a_steal_is_a_choice_and_the_taken_tile_is_named() -> None:
    report = odds("WW5555", steal=[30])
    assert report.take_now == 30
    assert Take(30) in [o.action for o in report.options]
    assert 30 not in report.state.middle


def test_text_and_counts_describe_the_same_moment() -> None:
    by_text = odds("W W 4 4 4", roll="1,2,5", middle="21-26,28-36", steal="27")
    by_counts = odds((0, 0, 0, 3, 0, 2), (1, 1, 0, 0, 1, 0), steal=(27,))
    assert by_text == by_counts


def test_simulated_turns_agree_with_the_exact_value() -> None:
    report = odds("WW444")
    turns = simulate_turns(report, 3000, seed=7)
    assert len(turns) == 3000
    spread = math.sqrt(report.bust_chance * (1 - report.bust_chance) / 3000)
    assert abs(turns.share(None) - report.bust_chance) < 4 * spread
    assert sum(turns.share(end) for end in set(turns.ends)) == pytest.approx(1.0)
    assert set(turns.ends) <= set(report.ends)


def test_a_seed_repeats_the_same_turns() -> None:
    report = odds("WW55")
    assert simulate_turns(report, 200, seed=3) == simulate_turns(report, 200, seed=3)
    assert simulate_turns(report, 200, seed=3) != simulate_turns(report, 200, seed=4)


def _stepped(report: Odds, n: int, seed: int) -> tuple[list[int | None], list[float]]:
    """Turns played the plain way: every decision of the policy through ``game.step``."""
    solution, rng = solve(report.context), random.Random(seed)
    ends: list[int | None] = []
    values: list[float] = []
    for _ in range(n):
        state = report.state
        while True:
            action = best_action(solution, state)
            total = state.turn.total
            state = game.step(state, action, rng)
            if state.current != report.state.current:
                break
        tile = action.tile if isinstance(action, Take) else None
        ends.append(tile)
        values.append(
            solution.context.bust() if tile is None else solution.context.take_value(tile, total)
        )
    return ends, values


@pytest.mark.parametrize(
    "report",
    [
        odds(),
        odds(roll="1244455W"),
        odds("WW444", roll="125", steal=[27], own_top=22),
        odds("WW55", goal="tile"),
        odds("W", roll="1234555", goal="target", target=30, exact=True),
        odds("WW5555", steal=[30], goal="score", rules="short-pot"),
    ],
)
def test_simulated_turns_are_the_turns_game_step_plays(report: Odds) -> None:
    """The simulation looks decisions up instead of stepping the game: the same seed must
    give the very turns that stepping every decision through the rules gives."""
    for seed in (1, 2):
        turns = simulate_turns(report, 300, seed=seed)
        assert (list(turns.ends), list(turns.values)) == _stepped(report, 300, seed)


def test_other_rules_and_goals() -> None:
    short = odds("WW5555", rules="short-pot")
    assert short.state.rules == SHORT_POT
    assert all(end is None or end <= 32 for end in short.ends)
    target = odds("WW5555", goal="target", target=33)
    assert 0 < target.value < 1


@pytest.mark.parametrize(
    ("call", "words"),
    [
        (lambda: odds("WWWWW4444"), "too many dice"),
        (lambda: odds("WW444", roll="12"), "roll"),
        (lambda: odds("WW444", roll="444"), "bust"),
        (lambda: odds(steal=[27], own_top=27), "tile"),
        (lambda: odds(rules="chess"), "chess"),
        (lambda: odds("X" * 100_000), "X"),
        (lambda: odds(lang="xx"), "xx"),
        (lambda: odds((1, 2)), "six counts"),  # type: ignore[arg-type]
        (lambda: odds(steal=["27"]), "tiles"),  # type: ignore[list-item]
        (lambda: odds(own_top="25"), "tiles"),  # type: ignore[arg-type]
        (lambda: odds(("a",) * 6), "six counts"),  # type: ignore[arg-type]
        (lambda: odds("WW444", roll=[1, 1, 0, 0, 1, 0]), "six counts"),  # type: ignore[arg-type]
        (lambda: simulate_turns(odds(), 0), "0"),
        (lambda: simulate_turns(odds(), MAX_TURNS + 1), "turns"),
    ],
)
def test_bad_input_raises_a_worm_error_naming_it(call: object, words: str) -> None:
    with pytest.raises(WormError, match=words) as caught:
        call()  # type: ignore[operator]
    assert len(str(caught.value)) < 400


def test_turn_position_counts_unheld_tiles_outside_the_middle_as_turned() -> None:
    state = turn_position(
        (0,) * 6, middle=[21, 22, 23, 24, 26, 27, 28, 29], steal=[30, 31], own_top=25
    )
    assert state.turned == (32, 33, 34, 35, 36)
    assert state.stacks == ((25,), (30,), (31,))
