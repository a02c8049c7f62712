"""``wormlib rummikub simulate|replay|best``: the Rummikub commands.

``simulate`` plays bots against each other (seats rotated, 95% intervals), ``replay`` checks
and replays a saved game, ``best`` (in ``rummikub_best``) finds the best move of a position.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from wormlib.cli import rummikub_best
from wormlib.cli.arguments import whole
from wormlib.cli.replay import read_save
from wormlib.rummikub import game, save
from wormlib.rummikub.bots import BOTS
from wormlib.rummikub.rules import parse_rules
from wormlib.rummikub.tournament import MAX_JOBS, MAX_ROUNDS, Report, simulate
from wormlib.tournament import CHUNK, cores


def register(commands: Any) -> None:
    parser = commands.add_parser("rummikub", help="Rummikub: simulate bots, replay, best move")
    sub = parser.add_subparsers(dest="rummikub_command", required=True, parser_class=type(parser))
    sim = sub.add_parser(
        "simulate", help="play Rummikub bots against each other (seats rotated) and compare them"
    )
    sim.add_argument(
        "--players",
        required=True,
        type=lambda text: [name.strip() for name in text.split(",")],
        help=f"2 to 4 bot names separated by commas, from: {', '.join(BOTS)}",
    )
    sim.add_argument(
        "--rounds",
        type=whole(1, MAX_ROUNDS),
        default=1000,
        help=f"rounds to play, 1 to {MAX_ROUNDS:,} (default 1000)",
    )
    sim.add_argument("--seed", type=whole(-(2**63), 2**63), default=1)
    sim.add_argument("--rules", default="seed", help="seed, or variant names separated by commas")
    sim.add_argument(
        "--jobs",
        type=whole(1, MAX_JOBS),
        default=1,
        help=f"processes to play in, 1 to {MAX_JOBS}; never more than the cores free "
        f"(here {cores()}) nor than blocks of {CHUNK} rounds",
    )
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.set_defaults(run=run_simulate)
    rep = sub.add_parser("replay", help="validate and replay a saved Rummikub game")
    rep.add_argument("file", help="a saved Rummikub game (JSON), or - to read standard input")
    rep.add_argument("--json", action="store_true", help="print one JSON object")
    rep.set_defaults(run=run_replay)
    # ``best`` parses its own options (rummikub_best.main): everything after it is passed on
    best = sub.add_parser(
        "best",
        help="the move laying the most tiles (see: rummikub best --help)",
        add_help=False,
        prefix_chars="\0",
    )
    best.add_argument("argv", nargs="*")
    best.set_defaults(run=run_best)


def run_simulate(args: argparse.Namespace) -> int:
    progress = _Bar(args.rounds) if sys.stderr.isatty() else None
    report = simulate(
        args.players,
        rounds=args.rounds,
        seed=args.seed,
        rules=parse_rules(args.rules),
        jobs=args.jobs,
        progress=progress,
    )
    if progress:
        progress.close()
    print(json.dumps(report.as_dict()) if args.json else _table(report))
    return 0


def run_replay(args: argparse.Namespace) -> int:
    saved = save.loads(read_save(args.file))
    state = saved.state
    result = game.outcome(state)
    totals = state.totals()
    if args.json:
        print(
            json.dumps(
                {
                    "game": "rummikub",
                    "rules": saved.rules.name,
                    "players": list(saved.players),
                    "moves": len(saved.actions),
                    "position": state.notation(),
                    "rounds_played": len(state.history),
                    "scores": [str(s) for s in totals],
                    "finished": result is not None,
                    "winners": [saved.players[p] for p in result.winners] if result else None,
                }
            )
        )
        return 0
    print(
        f"rules: {saved.rules.name}, {len(saved.actions)} moves, "
        f"{len(state.history)} of {state.rounds} rounds played"
    )
    print(f"position: {state.notation()}")
    for player, name in enumerate(saved.players):
        print(f"  {name}: {totals[player]} points, {len(state.racks[player])} tiles on the rack")
    if result is None:
        print(f"game not finished: {saved.players[state.current]} to play")
    else:
        print(f"winner: {' and '.join(saved.players[p] for p in result.winners)}")
    return 0


def run_best(args: argparse.Namespace) -> int:
    return rummikub_best.main(list(args.argv))


def _table(report: Report) -> str:
    lines = [
        f"{report.rounds} rounds, {len(report.players)} players, rules {report.rules.name}, "
        f"seed {report.seed}, seats rotated",
        f"{'bot':<12}{'wins':>9}{'win %':>8}  {'95% interval':<16}"
        f"{'mean score':>11}{'tiles left':>11}{'turns':>8}",
    ]
    if len(set(report.players)) < len(report.players):
        lines.insert(1, "a bot in several seats: wins count rounds any of them won, means per seat")
    for s in report.standings:
        lo, hi = s.interval
        lines.append(
            f"{s.bot:<12}{s.wins:>9g}{s.win_rate:>8.1%}  {f'{lo:.1%} to {hi:.1%}':<16}"
            f"{s.mean_score:>11.2f}{s.mean_tiles_left:>11.2f}{s.mean_turns:>8.1f}"
        )
    return "\n".join(lines)


class _Bar:
    """A one-line progress bar on stderr (only used when stderr is a terminal)."""

    def __init__(self, total: int) -> None:
        self.total = total

    def __call__(self, done: int) -> None:
        filled = 30 * done // self.total
        sys.stderr.write(f"\r[{'#' * filled}{'.' * (30 - filled)}] {done}/{self.total} rounds")
        sys.stderr.flush()

    def close(self) -> None:
        sys.stderr.write("\n")
