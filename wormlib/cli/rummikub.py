"""``wormlib rummikub simulate|replay|best``: the Rummikub commands.

``simulate`` plays bots against each other (seats rotated, 95% intervals), ``replay`` checks
and replays a saved game, ``best`` (in ``rummikub_best``) finds the best move of a position.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from wormlib.cli import rummikub_best, tournament
from wormlib.cli.arguments import whole
from wormlib.cli.replay import read_save
from wormlib.rummikub import game, save
from wormlib.rummikub.bots import BOTS
from wormlib.rummikub.rules import SEED, TEAM_PLAYERS, parse_rules
from wormlib.rummikub.tournament import Report, Standing, simulate


def register(commands: Any) -> None:
    parser = commands.add_parser("rummikub", help="Rummikub: simulate bots, replay, best move")
    sub = parser.add_subparsers(dest="rummikub_command", required=True, parser_class=type(parser))
    sim = sub.add_parser(
        "simulate", help="play Rummikub bots against each other (seats rotated) and compare them"
    )
    tournament.add_options(sim, _SIMULATE)
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
    return tournament.run(args, _SIMULATE)


def run_replay(args: argparse.Namespace) -> int:
    saved = save.loads(read_save(args.file))
    state = saved.state
    result = game.outcome(state)
    totals = state.totals()
    teams = save.team_letters(saved.rules, state.players) if saved.rules.teams else None
    if args.json:
        by_team: dict[str, Any] = {}
        if teams:
            by_team = {
                "teams": [
                    {
                        "team": letter,
                        "players": [n for p, n in enumerate(saved.players) if teams[p] == letter],
                        "score": str(totals[t]),
                    }
                    for t, letter in enumerate(save.TEAM_NAMES[: state.teams])
                ],
                "winning_teams": [save.TEAM_NAMES[t] for t in result.winning_teams]
                if result
                else None,
            }
        print(
            json.dumps(
                {
                    "game": "rummikub",
                    "rules": saved.rules.name,
                    "players": list(saved.players),
                    "moves": len(saved.actions),
                    "position": state.notation(),
                    "rounds_played": len(state.history),
                    # per player: with teams, each player's team's
                    "scores": [str(totals[state.team(p)]) for p in range(state.players)],
                    "finished": result is not None,
                    "winners": [saved.players[p] for p in result.winners] if result else None,
                    **by_team,
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
        if teams:
            print(f"  {name} (team {teams[player]}): {len(state.racks[player])} tiles on the rack")
        else:
            print(
                f"  {name}: {totals[player]} points, {len(state.racks[player])} tiles on the rack"
            )
    for t, letter in enumerate(save.TEAM_NAMES[: state.teams] if teams else ""):
        print(f"  team {letter}: {totals[t]} points")
    if result is None:
        print(f"game not finished: {saved.players[state.current]} to play")
    else:
        print(f"winner: {' and '.join(saved.players[p] for p in result.winners)}")
    return 0


def run_best(args: argparse.Namespace) -> int:
    return rummikub_best.main(list(args.argv))


_SIMULATE: tournament.Command[Standing] = tournament.Command(
    unit=Report.unit,
    bots=BOTS,
    seed=whole(-(2**63), 2**63),
    rules=SEED,
    rules_help="seed, or variant names separated by commas",
    read_rules=parse_rules,
    more_seats=f"the teams rules {' or '.join(map(str, TEAM_PLAYERS))}",
    simulate=simulate,
    columns=(
        ("mean score", 11, lambda s: f"{s.mean_score:.2f}"),
        ("tiles left", 11, lambda s: f"{s.mean_tiles_left:.2f}"),
        ("turns", 8, lambda s: f"{s.mean_turns:.1f}"),
    ),
)
