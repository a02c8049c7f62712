"""``wormlib replay FILE``: validate and replay a saved game, print the final position."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from wormlib import game, save


def register(commands: Any) -> None:
    parser = commands.add_parser("replay", help="validate and replay a saved game")
    parser.add_argument("file", type=Path)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    with args.file.open("rb") as file:
        saved = save.loads(file.read(save.MAX_BYTES + 1))  # never reads a huge file whole
    state = saved.state
    result = game.outcome(state)
    if args.json:
        print(
            json.dumps(
                {
                    "rules": saved.rules.name,
                    "players": list(saved.players),
                    "moves": len(saved.actions),
                    "position": state.notation(),
                    "scores": list(state.scores()),
                    "finished": result is not None,
                    "winners": [saved.players[p] for p in result.winners] if result else None,
                    "decided_by": result.decided_by if result else None,
                }
            )
        )
        return 0
    print(f"rules: {saved.rules.name}, {len(saved.actions)} moves")
    print(f"position: {state.notation()}")
    for player, name in enumerate(saved.players):
        stack = " ".join(map(str, state.stacks[player])) or "-"
        print(f"  {name}: {state.score(player)} worms (tiles {stack})")
    if result is None:
        print(f"game not finished: {saved.players[state.current]} to play")
    else:
        winners = " and ".join(saved.players[p] for p in result.winners)
        print(f"winner: {winners} (decided by {result.decided_by})")
    return 0
