"""Time a full solve of a fresh context against the brute-force reference of the tests.

    uv run python benchmarks/bench_solver.py [--contexts 200] [--reference 3]

A full solve is ``solve_uncached``: the value of every state, stop and roll, of a turn in one
context (the cache bypassed). The reference is the plain recursion over engine states in
tests/regenwormen/test_solver_reference.py, from the first roll of a turn: it works out the
values *and* how the turn ends (the end distribution) in one pass. So the speedup compares it
with the same work of ours: a full solve plus the policy, the bust chances and the end
distribution from the start of the turn. The last line printed is
``solve_ms=<values only> solve_with_ends_ms=<same work as the reference> speedup=<ratio>``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from tests.regenwormen.test_solver_reference import position, random_context, reference_for
from wormlib.regenwormen.dice import NO_DICE
from wormlib.regenwormen.solver import Context, solve_uncached
from wormlib.regenwormen.state import Turn


def median_ms(work: Callable[[int], object], runs: int) -> float:
    times = []
    for i in range(runs):
        start = time.perf_counter()
        work(i)
        times.append(time.perf_counter() - start)
    return 1000 * statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--contexts", type=int, default=200)
    parser.add_argument("--reference", type=int, default=3, help="reference solves (seconds each)")
    args = parser.parse_args()
    rng = random.Random(1)
    contexts = [random_context(rng) for _ in range(args.contexts)]

    start = time.perf_counter()
    solve_uncached(Context())
    print(f"first solve, building the tables: {1000 * (time.perf_counter() - start):.0f} ms")

    solve_ms = median_ms(lambda i: solve_uncached(contexts[i]), len(contexts))
    print(f"full solve, {len(contexts)} fresh contexts: median {solve_ms:.3f} ms")

    def with_policy(i: int) -> None:
        solution = solve_uncached(contexts[i])
        solution.bust_chance(NO_DICE)
        solution.end_distribution(NO_DICE)

    policy_ms = median_ms(with_policy, len(contexts))
    print(f"  + policy, bust chances and the end distribution: median {policy_ms:.3f} ms")

    def reference(i: int) -> None:
        reference_for(contexts[i]).node(position(contexts[i], Turn()))

    ref_ms = median_ms(reference, args.reference)
    print(f"brute-force reference (values and ends), {args.reference} contexts: {ref_ms:.0f} ms")
    print(f"  speedup, values and ends both sides: {ref_ms / policy_ms:.0f}x")
    print(
        f"solve_ms={solve_ms:.3f} solve_with_ends_ms={policy_ms:.3f} "
        f"speedup={ref_ms / policy_ms:.0f}"
    )


if __name__ == "__main__":
    main()
