"""``wormlib pig odds|match|replay``: the Pig commands.

``odds`` gives the chance to win of rolling and of holding at one moment (the exact solver),
``match`` the exact chance that one bot beats another over both seats, ``replay`` checks and
replays a saved game.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from wormlib.cli.arguments import whole
from wormlib.cli.replay import read_save
from wormlib.core.errors import SituationError
from wormlib.pig import game, save, solver
from wormlib.pig.bots import BOTS, make_bot
from wormlib.pig.rules import MAX_GOAL, MIN_GOAL, STANDARD_GOAL, Rules
from wormlib.pig.state import PigState


def register(commands: Any) -> None:
    parser = commands.add_parser("pig", help="Pig: the chance to win, exact matches, replay")
    sub = parser.add_subparsers(dest="pig_command", required=True, parser_class=type(parser))
    goal = {"type": whole(MIN_GOAL, MAX_GOAL), "default": STANDARD_GOAL, "help": "points to win"}
    odds = sub.add_parser("odds", help="the chance to win of rolling and of holding now")
    odds.add_argument("--me", type=whole(0, MAX_GOAL), default=0, help="your banked points")
    odds.add_argument("--them", type=whole(0, MAX_GOAL), default=0, help="the other's points")
    odds.add_argument("--turn", type=whole(0, MAX_GOAL), default=0, help="your turn total")
    odds.add_argument("--goal", **goal)
    odds.add_argument("--json", action="store_true", help="print one JSON object")
    odds.set_defaults(run=run_odds)
    match = sub.add_parser("match", help="the exact chance that one bot beats another")
    match.add_argument("bots", nargs=2, metavar="BOT", help=f"two of: {', '.join(BOTS)}")
    match.add_argument("--goal", **goal)
    match.add_argument("--json", action="store_true", help="print one JSON object")
    match.set_defaults(run=run_match)
    rep = sub.add_parser("replay", help="validate and replay a saved Pig game")
    rep.add_argument("file", help="a saved Pig game (JSON), or - to read standard input")
    rep.add_argument("--json", action="store_true", help="print one JSON object")
    rep.set_defaults(run=run_replay)


def run_odds(args: argparse.Namespace) -> int:
    rules = Rules(goal=args.goal)
    text = f"s:{args.me}/{args.them} p:0 t:{args.turn} r:-"
    state: PigState = game.parse_position(text, rules)
    if game.is_terminal(state):
        raise SituationError(f"the game is over at {text}: there is nothing to choose")
    choice = solver.choice(state)
    if args.json:
        print(
            json.dumps(
                {
                    "position": text,
                    "goal": args.goal,
                    "roll": choice.roll,
                    "hold": choice.hold,
                    "best": choice.best,
                }
            )
        )
        return 0
    print(f"position: {text} (goal {args.goal})")
    print(f"  roll: {choice.roll:.1%} to win")
    print(f"  hold: {'-' if choice.hold is None else f'{choice.hold:.1%} to win'}")
    print(f"best: {choice.best}")
    return 0


def run_match(args: argparse.Namespace) -> int:
    first, second = (make_bot(name) for name in args.bots)
    mine, theirs = first.policy(args.goal), second.policy(args.goal)
    ahead = solver.match(mine, theirs, args.goal)
    behind = 1 - solver.match(theirs, mine, args.goal)
    both = (ahead + behind) / 2
    if args.json:
        print(
            json.dumps(
                {
                    "bots": args.bots,
                    "goal": args.goal,
                    "first": ahead,
                    "second": behind,
                    "both_seats": both,
                }
            )
        )
        return 0
    a, b = args.bots
    print(f"{a} against {b}, goal {args.goal} (exact):")
    print(f"  {a} moving first wins {ahead:.2%}, moving second {behind:.2%}")
    print(f"  over both seats: {both:.2%}")
    return 0


def run_replay(args: argparse.Namespace) -> int:
    saved = save.loads(read_save(args.file))
    state, result = saved.state, game.outcome(saved.state)
    winners = [saved.players[p] for p in result.winners] if result else None
    if args.json:
        print(
            json.dumps(
                {
                    "game": "pig",
                    "rules": saved.rules.name,
                    "players": list(saved.players),
                    "moves": len(saved.actions),
                    "position": state.notation(),
                    "scores": list(state.scores),
                    "winners": winners,
                }
            )
        )
        return 0
    print(f"rules: {saved.rules.name}, {len(saved.actions)} moves")
    print(f"position: {state.notation()}")
    for name, score in zip(saved.players, state.scores, strict=True):
        print(f"  {name}: {score} points")
    if winners is None:
        print(f"game not finished: {saved.players[state.current]} to play")
    else:
        print(f"winner: {winners[0]}")
    return 0
