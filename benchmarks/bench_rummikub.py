"""Rummikub best-move speed: wormlib's exact solver beside the public ``rummikub-solver``.

Positions come from simulated rounds of expert bots (2-4 players, the engine's own game loop):
every decision of a player who has opened is a table solve (table of 0-60 tiles, rack of 1-20),
every decision before that an opening from the rack. Both solvers get the same positions in
the same run; the peer (den Hertog-Hulshof integer programme through cvxpy) is the optional
``bench`` dependency. Also prints rounds per second of expert against expert.

    .tools/bin/uv run --group bench python benchmarks/bench_rummikub.py [--rounds 8] [--seed 1]
        [--repeat 3]

Last line: ``solve_ms=<median> max_ms=<max> peer_ms=<median> speedup=<ratio>`` (table solves).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable, Sequence

from wormlib.rummikub.bots import Decision, ExpertBot
from wormlib.rummikub.melds import Table
from wormlib.rummikub.rules import SEED
from wormlib.rummikub.solver import best_move
from wormlib.rummikub.state import GameState
from wormlib.rummikub.tiles import JOKER, Tile
from wormlib.rummikub.tournament import play_round

Position = tuple[tuple[Tile, ...], Table, bool]
MAX_TABLE, MAX_RACK = 60, 20
SAMPLE = 300  # positions of each kind timed (the peer takes ~20 ms a solve)


class Recorder(ExpertBot):
    """The expert bot, keeping every position it decides in."""

    def __init__(self, positions: list[Position]) -> None:
        self.positions = positions

    def decide(self, state: GameState, rng: random.Random) -> Decision:
        p = state.current
        self.positions.append((state.racks[p], state.table, state.opened[p]))
        return super().decide(state, rng)


def simulate(rounds: int, seed: int) -> tuple[list[Position], float]:
    """Positions of ``rounds`` expert rounds of 2, 3, 4, 2, ... players, and rounds per second
    of the 2-player ones (expert against expert)."""
    rng = random.Random(seed)
    positions: list[Position] = []
    duels, seconds = 0, 0.0
    for r in range(rounds):
        players = 2 + r % 3
        start = time.perf_counter()
        play_round([Recorder(positions) for _ in range(players)], SEED, rng)
        if players == 2:
            duels, seconds = duels + 1, seconds + time.perf_counter() - start
    return positions, duels / seconds


def timed(
    solve: Callable[[Position], object], positions: Sequence[Position], repeat: int
) -> list[float]:
    """Milliseconds of each solve, the fastest of ``repeat`` (a shared machine's pauses are
    not the solver's), after one untimed solve to warm caches."""
    if positions:
        solve(positions[0])
    out = []
    for position in positions:
        best = float("inf")
        for _ in range(repeat):
            start = time.perf_counter()
            solve(position)
            best = min(best, time.perf_counter() - start)
        out.append(best * 1000)
    return out


def ours(position: Position) -> object:
    rack, table, opened = position
    return best_move(rack, table, opened=opened, rules=SEED)


def peer() -> Callable[[Position], object] | None:
    """The public solver on the same position (its opening from the rack alone, like ours)."""
    try:
        from rummikub_solver import RuleSet
    except ImportError:
        return None
    ruleset = RuleSet()  # 4 colours x 13 numbers x 2, 2 jokers, runs of 3+, opening 30

    def solve(position: Position) -> object:
        rack, table, opened = position
        state = ruleset.new_game()
        state.add_rack(*(t + 1 for t in rack))  # its tiles count from 1, the joker is 53
        if opened:
            state.add_table(*(t + 1 for meld in table for t in meld))
        state.initial = not opened
        return ruleset.solve(state)

    return solve


def sample(positions: list[Position], k: int) -> list[Position]:
    step = max(1, len(positions) // k)
    return positions[::step][:k]


def report(name: str, mine: list[float], theirs: list[float] | None) -> None:
    line = f"{name:<14} n={len(mine):<4} median {statistics.median(mine):6.2f} ms  "
    line += f"p90 {sorted(mine)[int(0.9 * (len(mine) - 1))]:6.2f} ms  max {max(mine):6.2f} ms"
    if theirs:
        ratio = statistics.median(theirs) / statistics.median(mine)
        line += f"   peer median {statistics.median(theirs):6.2f} ms  max {max(theirs):6.2f} ms"
        line += f"  speedup {ratio:.1f}x"
    print(line)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=8, help="expert rounds to draw positions")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3, help="solves per position, fastest kept")
    args = parser.parse_args(argv)
    positions, rounds_per_s = simulate(args.rounds, args.seed)
    tables = [
        p
        for p in positions
        if p[2] and 1 <= len(p[0]) <= MAX_RACK and sum(map(len, p[1])) <= MAX_TABLE
    ]
    openings = [p for p in positions if not p[2]]
    tables, openings = sample(tables, SAMPLE), sample(openings, SAMPLE)
    with_jokers = [p for p in tables if JOKER in p[0] or any(JOKER in m for m in p[1])]
    print(
        f"{args.rounds} expert rounds; expert vs expert {rounds_per_s:.2f} rounds/s; "
        f"{len(positions)} positions, "
        f"timed {len(tables)} table solves ({len(with_jokers)} with jokers, tables of "
        f"{min(sum(map(len, p[1])) for p in tables)}-{max(sum(map(len, p[1])) for p in tables)}"
        f" tiles) and {len(openings)} openings"
    )
    other = peer()
    mine_tables, mine_openings = (
        timed(ours, tables, args.repeat),
        timed(ours, openings, args.repeat),
    )
    theirs_tables = timed(other, tables, args.repeat) if other else None
    theirs_openings = timed(other, openings, args.repeat) if other else None
    if other is None:
        print("rummikub-solver is not installed (uv run --group bench ...): no peer figures")
    report("table solves", mine_tables, theirs_tables)
    report("  with jokers", timed(ours, with_jokers, args.repeat), None)
    report("openings", mine_openings, theirs_openings)
    peer_ms = statistics.median(theirs_tables) if theirs_tables else float("nan")
    solve_ms = statistics.median(mine_tables)
    print(
        f"solve_ms={solve_ms:.2f} max_ms={max(mine_tables):.2f} peer_ms={peer_ms:.2f} "
        f"speedup={peer_ms / solve_ms:.1f}"
    )


if __name__ == "__main__":
    main()
