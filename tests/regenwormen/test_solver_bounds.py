"""The Regenwormen solver needs no work budget (issue 19): a turn's states are fixed by the 8
dice, whatever the variant, objective or target, and a solve is one pass of backward induction
over tables built once. ``benchmarks/bench_rummikub.py --worst`` bounds the Rummikub solver;
this pins the reason the Regenwormen one is bounded (measured: the tables take 0.4 s once, a
solve at most 13 ms, the process 33 MB)."""

from __future__ import annotations

import pytest

from wormlib.regenwormen import solver
from wormlib.regenwormen.rules import VARIANTS, Rules
from wormlib.regenwormen.solver import OBJECTIVES, Context


def test_the_turn_has_a_fixed_number_of_states_and_rolls() -> None:
    tables = solver._tables()
    can_roll = sum(layer.hi - layer.lo for layer in tables.layers)
    groups = sum(len(layer.gprob) for layer in tables.layers)  # a state and what a roll shows
    assert (len(tables.index), can_roll, groups) == (1_939, 1_287, 34_389)


@pytest.mark.parametrize("rules", list(VARIANTS.values()), ids=lambda r: r.name)
def test_every_variant_and_objective_solves_over_the_same_tables(rules: Rules) -> None:
    tables = solver._tables()
    can_roll = sum(layer.hi - layer.lo for layer in tables.layers)
    for objective in OBJECTIVES:
        for exact in (False, True):
            context = Context(middle=rules.tiles, rules=rules, objective=objective, exact=exact)
            solution = solver.solve_uncached(context)
            # one value per state that can roll, over the same tables
            assert solution._solved.roll.shape == (can_roll,)
    assert solver._tables() is tables  # built once, never again
