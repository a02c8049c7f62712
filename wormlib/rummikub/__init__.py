"""Rummikub: tiles, melds, rules, a validating engine, an exact best-move solver and bots.

The rules are applied in ``wormlib.rummikub.game`` (apply, step, outcome), the best move is
found by ``wormlib.rummikub.solver``, bots and tournaments live in ``bots`` and ``tournament``.
It speaks the core's vocabulary (``wormlib.core.game``: frozen state, legal actions, apply,
outcome, notation that parses back, a save format that replays) and imports no other game;
never imports streamlit.

    >>> from wormlib.rummikub import best_move, parse_table, parse_tiles, table_str
    >>> move = best_move(parse_tiles("R7 R8 J K3"), parse_table("B5 Y5 K5"), opened=True)
    >>> table_str(move.table)
    'B5 Y5 K5 | R7 R8 J'
"""

from typing import TYPE_CHECKING

from wormlib.rummikub.actions import Action, Deal, Draw, Drawn, Lay, TimeOut, parse_action
from wormlib.rummikub.errors import (
    IllegalMoveError,
    InvalidMeldError,
    InvalidTileNotationError,
)
from wormlib.rummikub.game import (
    CHANCE,
    TERMINAL,
    Outcome,
    apply,
    chance_outcomes,
    current_player,
    is_legal,
    is_terminal,
    legal_actions,
    outcome,
    step,
)
from wormlib.rummikub.melds import (
    Meld,
    MeldInfo,
    Table,
    arrange_meld,
    check_meld,
    check_table,
    parse_table,
    table_str,
)
from wormlib.rummikub.rules import SEED, VARIANTS, Rules, parse_rules
from wormlib.rummikub.solver import BestMove, best_move
from wormlib.rummikub.state import GameState, initial_state, parse_position
from wormlib.rummikub.tiles import (
    JOKER,
    Tile,
    parse_tile,
    parse_tiles,
    tile,
    tile_str,
    tiles_str,
)

__all__ = [
    "CHANCE",
    "JOKER",
    "SEED",
    "TERMINAL",
    "VARIANTS",
    "Action",
    "BestMove",
    "Deal",
    "Draw",
    "Drawn",
    "GameState",
    "IllegalMoveError",
    "InvalidMeldError",
    "InvalidTileNotationError",
    "Lay",
    "Meld",
    "MeldInfo",
    "Outcome",
    "Rules",
    "Table",
    "Tile",
    "TimeOut",
    "apply",
    "arrange_meld",
    "best_move",
    "chance_outcomes",
    "check_meld",
    "check_table",
    "current_player",
    "initial_state",
    "is_legal",
    "is_terminal",
    "legal_actions",
    "outcome",
    "parse_action",
    "parse_position",
    "parse_rules",
    "parse_table",
    "parse_tile",
    "parse_tiles",
    "step",
    "table_str",
    "tile",
    "tile_str",
    "tiles_str",
]

if TYPE_CHECKING:  # the game offers the core's whole vocabulary
    import wormlib.rummikub as _this
    from wormlib.core.game import Game, Saves
    from wormlib.rummikub import save

    _game: Game[GameState, Action, Rules] = _this
    _saves: Saves[Rules, GameState, Action] = save
