"""``wormlib rummikub best``: the best move of a Rummikub position, by the exact solver.

    python -m wormlib rummikub best --rack "R7 R8 J" [--table "B5 Y5 K5 | R1 R2 R3"]
        [--initial] [--rules seed] [--objective tiles|value] [--json]

``--initial``: the player has not made the initial meld yet. Errors in the input print one
line on stderr and exit with code 2; a rack holds at most 40 tiles, rack and table together
at most the 106 tiles of one set. So does a position too big to solve exactly within the
solver's work budget (``SolveTooLargeError``, naming the position).
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from wormlib.cli.arguments import Parser, reported
from wormlib.rummikub.melds import parse_table, table_str
from wormlib.rummikub.rules import parse_rules
from wormlib.rummikub.solver import OBJECTIVES, BestMove, best_move
from wormlib.rummikub.tiles import parse_tiles, tile_str, tiles_str


def main(argv: list[str]) -> int:
    parser = Parser(prog="wormlib rummikub best", description=__doc__.split("\n\n")[0])
    parser.add_argument("--rack", required=True, help='the rack, e.g. "R7 R8 J"')
    parser.add_argument("--table", default="-", help='the table, melds separated by "|"')
    parser.add_argument(
        "--initial", action="store_true", help="the player has not made the initial meld yet"
    )
    parser.add_argument("--rules", default="seed", help="seed, or variant names with commas")
    parser.add_argument("--objective", choices=OBJECTIVES, default="tiles")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return reported(lambda: _best(parser.parse_args(argv)))


def _best(args: argparse.Namespace) -> int:
    rules = parse_rules(args.rules)
    move = best_move(
        parse_tiles(args.rack),
        parse_table(args.table),
        opened=not args.initial,
        rules=rules,
        objective=args.objective,
    )
    print(json.dumps(as_dict(move)) if args.json else _text(move, initial=args.initial))
    return 0


def as_dict(move: BestMove) -> dict[str, Any]:
    """The move as the JSON fields of the command."""
    return {
        "tiles_laid": move.tiles_laid,
        "value_laid": move.value_laid,
        "table": [[tile_str(t) for t in meld] for meld in move.table],
        "laid": [tile_str(t) for t in move.laid],
        "rack_left": [tile_str(t) for t in move.rack_left],
        "opening_possible": move.opening_possible,
        "joker_freed": move.joker_freed,
    }


def _text(move: BestMove, *, initial: bool) -> str:
    if initial and not move.opening_possible:
        return "no opening possible: draw a tile"
    if not move.tiles_laid:
        return "nothing to lay: draw a tile"
    lines = [
        f"lay {move.tiles_laid} tile(s) worth {move.value_laid}: {tiles_str(move.laid)}",
        f"table: {table_str(move.table)}",
        f"rack left: {tiles_str(move.rack_left)}",
    ]
    if move.joker_freed:
        lines.append("a joker is freed (it stays on the table)")
    return "\n".join(lines)
