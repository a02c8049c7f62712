"""``wormlib simulate --players expert,careful``: a tournament between bots, with intervals."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from wormlib.bots import BOTS
from wormlib.cli.arguments import whole
from wormlib.rules import rules_named
from wormlib.tournament import CHUNK, MAX_GAMES, MAX_JOBS, Report, cores, simulate


def register(commands: Any) -> None:
    parser = commands.add_parser(
        "simulate", help="play bots against each other (seats rotated) and compare them"
    )
    parser.add_argument(
        "--players",
        required=True,
        type=lambda text: [name.strip() for name in text.split(",")],
        help=f"2 to 7 bot names separated by commas, from: {', '.join(BOTS)}",
    )
    parser.add_argument(
        "--games",
        type=whole(1, MAX_GAMES),
        default=1000,
        help=f"games to play, 1 to {MAX_GAMES:,} (default 1000)",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="official", help="official or a variant's name")
    parser.add_argument(
        "--jobs",
        type=whole(1, MAX_JOBS),
        default=1,
        help=f"processes to play in, 1 to {MAX_JOBS}; never more than the cores free "
        f"(here {cores()}) nor than blocks of {CHUNK} games",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    progress = _Bar(args.games) if sys.stderr.isatty() else None
    report = simulate(
        args.players,
        games=args.games,
        seed=args.seed,
        rules=rules_named(args.rules),
        jobs=args.jobs,
        progress=progress,
    )
    if progress:
        progress.close()
    print(json.dumps(report.as_dict()) if args.json else _table(report))
    return 0


def _table(report: Report) -> str:
    lines = [
        f"{report.games} games, {len(report.players)} players, rules {report.rules.name}, "
        f"seed {report.seed}, seats rotated",
        f"{'bot':<16}{'wins':>9}{'win %':>8}  {'95% interval':<15}"
        f"{'mean worms':>12}{'bust rate':>12}{'mean tiles':>12}",
    ]
    if len(set(report.players)) < len(report.players):
        lines.insert(
            1, "a bot in several seats: wins count games any of them won, means are per seat"
        )
    for s in report.standings:
        lo, hi = s.interval
        lines.append(
            f"{s.bot:<16}{s.wins:>9g}{s.win_rate:>8.1%}  {f'{lo:.1%} to {hi:.1%}':<15}"
            f"{s.mean_worms:>12.2f}{s.bust_rate:>12.1%}{s.mean_tiles:>12.2f}"
        )
    return "\n".join(lines)


class _Bar:
    """A one-line progress bar on stderr (only used when stderr is a terminal)."""

    def __init__(self, total: int) -> None:
        self.total = total

    def __call__(self, done: int) -> None:
        filled = 30 * done // self.total
        sys.stderr.write(f"\r[{'#' * filled}{'.' * (30 - filled)}] {done}/{self.total} games")
        sys.stderr.flush()

    def close(self) -> None:
        sys.stderr.write("\n")
