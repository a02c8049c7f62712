"""The worked example of the Rummikub rules page: one turn that rearranges the table.

The player has opened; the rack's 7s and black 9 and 10 make no meld alone. Taking the red 7
from the end of a run and the black 8 from a group of four makes room for both. Each step is
the table and the rack at that moment; the last step's whole move is checked by the engine
(``game.apply``) and compared with the solver's best move, so the page never states a rule
the engine does not confirm.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache

from wormlib.rummikub import game
from wormlib.rummikub.actions import Lay
from wormlib.rummikub.melds import Table, parse_table
from wormlib.rummikub.solver import BestMove, best_move
from wormlib.rummikub.state import GameState, parse_position
from wormlib.rummikub.tiles import Tile, sort_key

START = parse_position(
    "racks: B7 K7 K9 K10 Y2 B12 / R1 R2 R3; table: R3 R4 R5 R6 R7 | R8 B8 Y8 K8; "
    "opened: 1 1; player: 0; passes: 0; drawing: 0; dealt: 1; rounds: 1; history: -"
)
#: (text key under rk.rules.example., the table after the step)
_SCRIPT = (
    ("start", "R3 R4 R5 R6 R7 | R8 B8 Y8 K8"),
    ("take_end", "R3 R4 R5 R6 | R7 | R8 B8 Y8 K8"),
    ("lay_group", "R3 R4 R5 R6 | R7 B7 K7 | R8 B8 Y8 K8"),
    ("take_four", "R3 R4 R5 R6 | R7 B7 K7 | R8 B8 Y8 | K8"),
    ("lay_run", "R3 R4 R5 R6 | R7 B7 K7 | R8 B8 Y8 | K8 K9 K10"),
    ("done", "R3 R4 R5 R6 | R7 B7 K7 | R8 B8 Y8 | K8 K9 K10"),
)


@dataclass(frozen=True, slots=True)
class Step:
    key: str
    table: Table
    rack: tuple[Tile, ...]
    #: Tiles laid from the rack so far (drawn with a star).
    laid: tuple[Tile, ...]


@cache
def steps() -> tuple[Step, ...]:
    """The steps; the rack is the start rack minus the tiles that reached the table."""
    out = []
    before = Counter(t for meld in START.table for t in meld)
    for key, text in _SCRIPT:
        table = parse_table(text)
        laid = Counter(t for meld in table for t in meld) - before
        rack = Counter(START.racks[0]) - laid
        out.append(
            Step(
                key,
                table,
                tuple(sorted(rack.elements(), key=sort_key)),
                tuple(sorted(laid.elements(), key=sort_key)),
            )
        )
    return tuple(out)


@cache
def checked() -> tuple[GameState, BestMove]:
    """The engine's state after the example's move (IllegalMoveError if it broke a rule),
    and the solver's best move from the start."""
    last = steps()[-1]
    after = game.apply(START, Lay(last.laid, last.table))
    return after, best_move(START.racks[0], START.table, opened=True)
