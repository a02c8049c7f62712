"""The tournament command both games share (``simulate``, ``rummikub simulate``).

The same options with the same bounds and help, a progress bar only on a terminal, and a
table or one JSON object. A game describes what differs in one ``Command``: its unit
("games", "rounds"), bots, rules, its ``simulate``, and the columns of its own means.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from wormlib.cli.arguments import whole
from wormlib.core.tournament import CHUNK, MAX_GAMES, MAX_JOBS, Report, Standing, cores

StandingT = TypeVar("StandingT", bound=Standing[Any])


class _DefaultRules(Protocol):
    @property
    def name(self) -> str: ...
    @property
    def min_players(self) -> int: ...
    @property
    def max_players(self) -> int: ...


#: A column of the game's own: its title, its width, and a standing's value as text.
Column = tuple[str, int, Callable[[StandingT], str]]


@dataclass(frozen=True, slots=True)
class Command(Generic[StandingT]):
    """What one game's tournament command has of its own."""

    #: What one game is called: the option (``--games``) and ``simulate``'s keyword.
    unit: str
    bots: Iterable[str]
    #: The type of ``--seed``.
    seed: Callable[[str], int]
    #: ``--rules``: the default rules (they also say how many may play), its help, and the
    #: rules of a name.
    rules: _DefaultRules
    rules_help: str
    read_rules: Callable[[str], object]
    #: Which other rules seat how many, for ``--players``' help ("the teams rules 4 to 7").
    more_seats: str
    #: The game's tournament: players, then keywords unit, seed, rules, jobs, progress.
    simulate: Callable[..., Report[Any, StandingT]]
    columns: Sequence[Column[StandingT]]


def add_options(parser: argparse.ArgumentParser, command: Command[Any]) -> None:
    """``--players``, ``--games`` (or ``--rounds``), ``--seed``, ``--rules``, ``--jobs``,
    ``--json``."""
    unit, rules = command.unit, command.rules
    parser.add_argument(
        "--players",
        required=True,
        type=lambda text: [name.strip() for name in text.split(",")],
        help=f"bot names separated by commas, from: {', '.join(command.bots)} "
        f"({rules.min_players} to {rules.max_players} under the default rules; "
        f"{command.more_seats})",
    )
    parser.add_argument(
        f"--{unit}",
        type=whole(1, MAX_GAMES),
        default=1000,
        help=f"{unit} to play, 1 to {MAX_GAMES:,} (default 1000)",
    )
    parser.add_argument("--seed", type=command.seed, default=1)
    parser.add_argument("--rules", default=rules.name, help=command.rules_help)
    parser.add_argument(
        "--jobs",
        type=whole(1, MAX_JOBS),
        default=1,
        help=f"processes to play in, 1 to {MAX_JOBS}; never more than the cores free "
        f"(here {cores()}) nor than blocks of {CHUNK} {unit}",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run(args: argparse.Namespace, command: Command[StandingT]) -> int:
    """Play the tournament, then print the table or one JSON object."""
    count: int = getattr(args, command.unit)
    bar = ProgressBar(count, command.unit) if sys.stderr.isatty() else None
    report = command.simulate(
        args.players,
        **{command.unit: count},
        seed=args.seed,
        rules=command.read_rules(args.rules),
        jobs=args.jobs,
        progress=bar,
    )
    if bar:
        bar.close()
    print(json.dumps(report.as_dict()) if args.json else table(report, command.columns))
    return 0


def table(report: Report[Any, StandingT], columns: Sequence[Column[StandingT]]) -> str:
    """The standings: wins with their 95% interval, then the game's own columns."""
    heads = "".join(f"{title:>{width}}" for title, width, _ in columns)
    rows = (*report.standings, *report.teams)
    name = max(16, *(len(s.bot) + 2 for s in rows))
    lines = [
        f"{report.played} {report.unit}, {len(report.players)} players, "
        f"rules {report.rules.name}, seed {report.seed}, seats rotated",
        f"{'bot':<{name}}{'wins':>9}{'win %':>8}  {'95% interval':<16}{heads}",
    ]
    if len(set(report.players)) < len(report.players):
        lines.insert(
            1, f"a bot in several seats: wins count {report.unit} any of them won, means per seat"
        )
    for i, s in enumerate(rows):
        if i == len(report.standings):
            lines.append(_teams_line(len(report.teams)))
        lo, hi = s.interval
        cells = "".join(f"{cell(s):>{width}}" for _, width, cell in columns)
        lines.append(
            f"{s.bot:<{name}}{s.wins:>9g}{s.win_rate:>8.1%}  {f'{lo:.1%} to {hi:.1%}':<16}{cells}"
        )
    return "\n".join(lines)


def _teams_line(teams: int) -> str:
    """Which of the lineup's players make each team."""
    if teams == 2:
        return "teams: A the 1st, 3rd, ... players, B the 2nd, 4th, ..."
    letters = ", ".join("ABCDEFG"[:teams])
    return f"teams: the players in turn go {letters}, {letters}"


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
