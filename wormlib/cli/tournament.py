"""The tournament command both games share (``simulate``, ``rummikub simulate``).

The same options with the same bounds and help, a progress bar only on a terminal, and a
table or one JSON object: a game names its unit ("games", "rounds"), how to play, and the
columns of its own means.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterable, Sequence
from typing import Protocol, TypeVar

from wormlib.cli.arguments import whole
from wormlib.tournament_core import CHUNK, MAX_GAMES, MAX_JOBS, cores


class _Standing(Protocol):
    @property
    def bot(self) -> str: ...
    @property
    def wins(self) -> float: ...
    @property
    def win_rate(self) -> float: ...
    @property
    def interval(self) -> tuple[float, float]: ...


class _Named(Protocol):
    @property
    def name(self) -> str: ...


StandingT_co = TypeVar("StandingT_co", bound=_Standing, covariant=True)
StandingT = TypeVar("StandingT", bound=_Standing)


class Report(Protocol[StandingT_co]):
    """What the command shows of a game's tournament report."""

    @property
    def players(self) -> tuple[str, ...]: ...
    @property
    def rules(self) -> _Named: ...
    @property
    def seed(self) -> int: ...
    @property
    def standings(self) -> tuple[StandingT_co, ...]: ...
    def as_dict(self) -> dict[str, object]: ...


#: A column of the game's own: its title, its width, and a standing's value as text.
Column = tuple[str, int, Callable[[StandingT], str]]


def add_options(
    parser: argparse.ArgumentParser,
    *,
    unit: str,
    bots: Iterable[str],
    seats: str,
    seed: Callable[[str], int],
    rules: str,
    rules_help: str,
) -> None:
    """``--players``, ``--{unit}``, ``--seed``, ``--rules``, ``--jobs`` and ``--json``."""
    parser.add_argument(
        "--players",
        required=True,
        type=lambda text: [name.strip() for name in text.split(",")],
        help=f"{seats} bot names separated by commas, from: {', '.join(bots)}",
    )
    parser.add_argument(
        f"--{unit}",
        type=whole(1, MAX_GAMES),
        default=1000,
        help=f"{unit} to play, 1 to {MAX_GAMES:,} (default 1000)",
    )
    parser.add_argument("--seed", type=seed, default=1)
    parser.add_argument("--rules", default=rules, help=rules_help)
    parser.add_argument(
        "--jobs",
        type=whole(1, MAX_JOBS),
        default=1,
        help=f"processes to play in, 1 to {MAX_JOBS}; never more than the cores free "
        f"(here {cores()}) nor than blocks of {CHUNK} {unit}",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run(
    args: argparse.Namespace,
    *,
    unit: str,
    play: Callable[[Callable[[int], None] | None], Report[StandingT]],
    columns: Sequence[Column[StandingT]],
) -> int:
    """Play (``play`` is given the progress bar, or None), then print the table or JSON."""
    count: int = getattr(args, unit)
    bar = ProgressBar(count, unit) if sys.stderr.isatty() else None
    report = play(bar)
    if bar:
        bar.close()
    print(json.dumps(report.as_dict()) if args.json else table(report, count, unit, columns))
    return 0


def table(
    report: Report[StandingT], count: int, unit: str, columns: Sequence[Column[StandingT]]
) -> str:
    """The standings: wins with their 95% interval, then the game's own columns."""
    heads = "".join(f"{title:>{width}}" for title, width, _ in columns)
    lines = [
        f"{count} {unit}, {len(report.players)} players, rules {report.rules.name}, "
        f"seed {report.seed}, seats rotated",
        f"{'bot':<16}{'wins':>9}{'win %':>8}  {'95% interval':<16}{heads}",
    ]
    if len(set(report.players)) < len(report.players):
        lines.insert(
            1, f"a bot in several seats: wins count {unit} any of them won, means are per seat"
        )
    for s in report.standings:
        lo, hi = s.interval
        cells = "".join(f"{cell(s):>{width}}" for _, width, cell in columns)
        lines.append(
            f"{s.bot:<16}{s.wins:>9g}{s.win_rate:>8.1%}  {f'{lo:.1%} to {hi:.1%}':<16}{cells}"
        )
    return "\n".join(lines)


class ProgressBar:
    """A one-line progress bar on stderr (only used when stderr is a terminal)."""

    def __init__(self, total: int, unit: str) -> None:
        self.total = total
        self.unit = unit

    def __call__(self, done: int) -> None:
        filled = 30 * done // self.total
        sys.stderr.write(f"\r[{'#' * filled}{'.' * (30 - filled)}] {done}/{self.total} {self.unit}")
        sys.stderr.flush()

    def close(self) -> None:
        sys.stderr.write("\n")
