"""``wormlib replay FILE``: validate and replay a saved game, print the final position.

FILE is a regular file, or ``-`` for standard input. Anything else (a directory, a FIFO, a
device) is refused at once: opening never waits for a writer and reading never blocks on one.
"""

from __future__ import annotations

import argparse
import json
import os
import stat
import sys
from typing import Any

from wormlib.core.errors import SaveGameError, shown
from wormlib.regenwormen import game, save

TEAM_NAMES = "AB"  # a team game's two teams, seats 1, 3, ... and 2, 4, ...


def register(commands: Any) -> None:
    parser = commands.add_parser("replay", help="validate and replay a saved game")
    parser.add_argument("file", help="a saved game (JSON), or - to read standard input")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    saved = save.loads(read_save(args.file))
    state = saved.state
    result = game.outcome(state)
    teams = saved.rules.teams
    letters = [TEAM_NAMES[state.rules.team(p)] if teams else "" for p in range(state.players)]
    sides = state.team_scores()
    if args.json:
        by_team: dict[str, Any] = {}
        if teams:  # as Rummikub's replay says them
            by_team = {
                "teams": [
                    {
                        "team": letter,
                        "players": [n for p, n in enumerate(saved.players) if letters[p] == letter],
                        "score": sides[t],
                    }
                    for t, letter in enumerate(TEAM_NAMES[: len(sides)])
                ],
                "winning_teams": sorted({letters[p] for p in result.winners}) if result else None,
            }
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
                    **by_team,
                }
            )
        )
        return 0
    print(f"rules: {saved.rules.name}, {len(saved.actions)} moves")
    print(f"position: {state.notation()}")
    for player, name in enumerate(saved.players):
        stack = " ".join(map(str, state.stacks[player])) or "-"
        team = f" (team {letters[player]})" if teams else ""
        print(f"  {name}{team}: {state.score(player)} worms (tiles {stack})")
    for t, letter in enumerate(TEAM_NAMES[: len(sides)] if teams else ""):
        print(f"  team {letter}: {sides[t]} worms")
    if result is None:
        print(f"game not finished: {saved.players[state.current]} to play")
    else:
        winners = " and ".join(saved.players[p] for p in result.winners)
        if teams:  # a player of the winning team wins with its worms, even with none
            won = sorted({letters[p] for p in result.winners})
            winners = f"team {' and '.join(won)} ({winners})"
        print(f"winner: {winners} (decided by {result.decided_by})")
    return 0


def read_save(name: str) -> bytes:
    """The first MAX_BYTES + 1 bytes of a regular file or standard input (``-``).

    The file is opened without waiting (a FIFO with no writer would block a plain open) and
    checked to be a regular file before a byte is read; reading more than the limit is
    pointless, ``save.loads`` refuses it as too large.
    """
    limit = save.MAX_BYTES + 1
    if name == "-":
        return sys.stdin.buffer.read(limit)
    fd = os.open(name, os.O_RDONLY | os.O_NONBLOCK)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise SaveGameError(f"{shown(name)} is not a regular file")
        file = os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise
    with file:
        return file.read(limit)
