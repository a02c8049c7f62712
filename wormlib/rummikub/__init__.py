"""Rummikub: tiles, melds, rules, a validating engine, an exact best-move solver and bots.

The rules are applied in ``wormlib.rummikub.game`` (apply, step, outcome), the best move is
found by ``wormlib.rummikub.solver``, bots and tournaments live in ``bots`` and ``tournament``.
Built on the same vocabulary as the Regenwormen engine (frozen state, legal actions, apply,
outcome, notation that parses back, a save format that replays); never imports streamlit.
"""

from wormlib.rummikub.actions import Action, Deal, Draw, Drawn, Lay, TimeOut, parse_action
from wormlib.rummikub.errors import (
    IllegalMoveError,
    InvalidMeldError,
    InvalidTileNotationError,
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
    "JOKER",
    "SEED",
    "VARIANTS",
    "Action",
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
    "Rules",
    "Table",
    "Tile",
    "TimeOut",
    "arrange_meld",
    "check_meld",
    "check_table",
    "initial_state",
    "parse_action",
    "parse_position",
    "parse_rules",
    "parse_table",
    "parse_tile",
    "parse_tiles",
    "table_str",
    "tile",
    "tile_str",
    "tiles_str",
]
