"""``wormlib simulate --players expert,careful``: a tournament between bots, with intervals."""

from __future__ import annotations

import argparse
from typing import Any

from wormlib.cli import tournament
from wormlib.regenwormen.bots import BOTS
from wormlib.regenwormen.rules import OFFICIAL, TEAMS, rules_named
from wormlib.regenwormen.tournament import Report, Standing, simulate


def register(commands: Any) -> None:
    parser = commands.add_parser(
        "simulate", help="play bots against each other (seats rotated) and compare them"
    )
    tournament.add_options(parser, _COMMAND)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    return tournament.run(args, _COMMAND)


_COMMAND: tournament.Command[Standing] = tournament.Command(
    unit=Report.unit,
    bots=BOTS,
    seed=int,
    rules=OFFICIAL,
    rules_help="official or a variant's name",
    read_rules=rules_named,
    more_seats=f"the {TEAMS.name} rules {TEAMS.min_players} to {TEAMS.max_players}",
    simulate=simulate,
    columns=(
        ("mean worms", 12, lambda s: f"{s.mean_worms:.2f}"),
        ("bust rate", 12, lambda s: f"{s.bust_rate:.1%}"),
        ("mean tiles", 12, lambda s: f"{s.mean_tiles:.2f}"),
    ),
)
