"""What the play page's "Who will win?" costs per turn start (issue 39, item 2).

The meter (``winprob.win_chances``) plays the endgame's next turns out as experts play them,
a solve per position it reaches; the model alone is one small matrix product. Both are timed
(CPU time, this process) at every turn start of ``--games`` expert games of ``--players``
(``--rules``, official by default; seeds ``speed:<players>:<g>``, ``speed:<rules>:<players>:<g>``
for other rules): once with the solver's caches emptied at the
start of each game (one game alone on a server), once emptied before every turn start (the
worst case: nothing shared). Budget: 20 ms a turn start on average (30 pupils, one server).

    uv run python benchmarks/bench_meter_speed.py --players 4 --games 10
    uv run python benchmarks/bench_meter_speed.py --rules teams --players 4 --games 10

The last line is ``rules=<name> players=<p> turn_starts=<n> meter_ms=<a> meter_cold_ms=<b>
worst_ms=<w> model_ms=<m> ratio=<a/m>``.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable

from wormlib.regenwormen import solver, winprob
from wormlib.regenwormen.calibration import self_play
from wormlib.regenwormen.rules import OFFICIAL, VARIANTS
from wormlib.regenwormen.state import GameState


def empty_caches() -> None:
    winprob._win_chances_at.cache_clear()
    winprob._turn_ends.cache_clear()
    solver.solve.cache_clear()
    solver._shared_induction.cache_clear()


def timed(
    games: list[list[GameState]], ask: Callable[[GameState], object], cold: bool
) -> tuple[float, float]:
    """Mean and worst CPU milliseconds of ``ask`` per turn start."""
    total, worst, count = 0.0, 0.0, 0
    for starts in games:
        empty_caches()
        for state in starts:
            if cold:
                empty_caches()
            start = time.process_time()
            ask(state)
            spent = time.process_time() - start
            total, worst, count = total + spent, max(worst, spent), count + 1
    return 1000 * total / count, 1000 * worst


def meter(state: GameState) -> object:
    return winprob.win_chances(state)


def model_alone(state: GameState) -> object:
    return winprob.win_chances_of([state], looking_ahead=False)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--rules", choices=sorted(VARIANTS), default=OFFICIAL.name)
    args = parser.parse_args(argv)
    rules = VARIANTS[args.rules]
    if not rules.min_players <= args.players <= min(rules.max_players, 7):
        parser.error(f"--players: {rules.min_players} to 7 for the {rules.name} rules")
    if not 1 <= args.games <= 1000:
        parser.error("--games: 1 to 1,000")
    named = "" if rules == OFFICIAL else f"{rules.name}:"
    games = [
        self_play(rules, args.players, random.Random(f"speed:{named}{args.players}:{g}"))[0]
        for g in range(args.games)
    ]
    count = sum(len(starts) for starts in games)
    model_ms, _ = timed(games, model_alone, cold=False)
    meter_ms, worst = timed(games, meter, cold=False)
    cold_ms, cold_worst = timed(games, meter, cold=True)
    print(
        f"{rules.name}, {args.players} players, {args.games} games, "
        f"{count} turn starts (CPU ms each)"
    )
    print(f"model alone: {model_ms:.2f}")
    print(f"meter: {meter_ms:.2f} (worst {worst:.1f}), caches emptied every game")
    print(f"meter: {cold_ms:.2f} (worst {cold_worst:.1f}), caches emptied every turn start")
    print(
        f"rules={rules.name} players={args.players} turn_starts={count} meter_ms={meter_ms:.2f} "
        f"meter_cold_ms={cold_ms:.2f} worst_ms={max(worst, cold_worst):.1f} "
        f"model_ms={model_ms:.3f} ratio={meter_ms / model_ms:.0f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
