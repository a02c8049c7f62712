"""A person's turn being built by clicks, as a value: no drag and drop needed.

The player picks tiles (on the rack and on the table), then puts the picked tiles into a new
meld or into a table meld. Each step returns a new ``Turn``; the page keeps the steps of the
turn in a list, so undo is "the previous value" and reset is "the first". The engine judges
the end position (``wormlib.rummikub.game``); ``why_not`` names the reason in one sentence
as a text key and its fields, for the page to word in the reader's language.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

from wormlib.core.errors import SituationError
from wormlib.rummikub import game
from wormlib.rummikub.actions import Lay
from wormlib.rummikub.errors import IllegalMoveError
from wormlib.rummikub.melds import Meld, Table, arrange_meld, is_valid_meld
from wormlib.rummikub.solver import BestMove, best_move
from wormlib.rummikub.state import GameState
from wormlib.rummikub.tiles import JOKER, Tile, sort_key

#: A picked tile: ("rack", position, 0) or ("table", meld, position).
Spot = tuple[str, int, int]


class TurnError(ValueError):
    """A click that does not fit the turn (a tile that is not there, nothing picked)."""


@dataclass(frozen=True, slots=True)
class Turn:
    rack: tuple[Tile, ...]  # the tiles still on the rack
    table: tuple[Meld, ...]  # the table as the player has it now (melds may be invalid)
    laid: tuple[Tile, ...] = ()  # rack tiles put on the table this turn
    picked: frozenset[Spot] = frozenset()

    @property
    def picked_tiles(self) -> tuple[Tile, ...]:
        return tuple(self._tile(s) for s in sorted(self.picked))

    def _tile(self, spot: Spot) -> Tile:
        where, i, j = spot
        return self.rack[i] if where == "rack" else self.table[i][j]


def start(state: GameState) -> Turn:
    """The turn of the player to move, nothing changed yet."""
    return Turn(state.racks[state.current], state.table)


def toggle(turn: Turn, spot: Spot) -> Turn:
    """Pick a tile, or unpick it."""
    where, i, j = spot
    if where == "rack":
        ok = 0 <= i < len(turn.rack) and j == 0
    else:
        ok = where == "table" and 0 <= i < len(turn.table) and 0 <= j < len(turn.table[i])
    if not ok:
        raise TurnError(f"no tile at {str(spot)[:40]} in this turn")
    return replace(turn, picked=turn.picked ^ {spot})


def new_meld(turn: Turn, *, wrap: bool = False) -> Turn:
    """The picked tiles leave their places and make a new meld at the end of the table."""
    moving = _need_picked(turn)
    rest = _without_picked(turn)
    return _placed(turn, rest.rack, (*rest.table, _ordered(moving, wrap)))


def add_to(turn: Turn, meld: int, *, wrap: bool = False) -> Turn:
    """The picked tiles join table meld ``meld`` (numbered from 0)."""
    if not 0 <= meld < len(turn.table):
        raise TurnError(f"no meld {meld + 1} on the table")
    moving = _need_picked(turn)
    keep = [j for j in range(len(turn.table[meld])) if ("table", meld, j) not in turn.picked]
    target = tuple(turn.table[meld][j] for j in keep)
    melds = list(turn.table)
    melds[meld] = _ordered((*target, *moving), wrap)
    rest = _without_picked(replace(turn, table=tuple(melds)), skip=meld)
    return _placed(turn, rest.rack, rest.table)


def use(turn: Turn, table: Table, laid: tuple[Tile, ...]) -> Turn:
    """Take a whole arrangement (from "help me arrange"): ``laid`` leave the rack."""
    rack = list(turn.rack)
    for t in laid:
        rack.remove(t)
    return Turn(tuple(rack), table, (*turn.laid, *laid))


def picked_from_rack(turn: Turn) -> tuple[Tile, ...]:
    return tuple(turn.rack[i] for (where, i, _) in sorted(turn.picked) if where == "rack")


def arrange(turn: Turn, state: GameState) -> BestMove | None:
    """The solver's best way to lay the picked rack tiles, the table rearranged as it likes.

    The table is the one the player has built so far (its melds must be valid); None when no
    rack tile is picked or a meld on the table is not valid.
    """
    picked = picked_from_rack(turn)
    wrap = state.rules.wrap_13_1
    if not picked or not all(is_valid_meld(m, wrap=wrap) for m in turn.table):
        return None
    try:
        return best_move(
            picked, turn.table, opened=state.plays_as_opened(state.current), rules=state.rules
        )
    except SituationError:
        return None


def lay(turn: Turn) -> Lay:
    return Lay(tuple(sorted(turn.laid, key=sort_key)), turn.table)


def why_not(turn: Turn, state: GameState) -> tuple[str, dict[str, object]] | None:
    """Why the turn cannot end as it is (a text key and its fields), None when it can."""
    if not turn.laid:
        return ("nothing_laid", {})
    wrap = state.rules.wrap_13_1
    for number, m in enumerate(turn.table, start=1):
        if not is_valid_meld(m, wrap=wrap):
            return ("bad_meld", {"meld": number, "tiles": m})
    try:
        game.apply(state, lay(turn))
    except IllegalMoveError as e:
        return _opening_reason(turn, state) or ("engine", {"why": str(e)})
    return None


def _opening_reason(turn: Turn, state: GameState) -> tuple[str, dict[str, object]] | None:
    """The opening rule that the lay breaks, read with the engine's own functions."""
    rules = state.rules
    if state.plays_as_opened(state.current):
        return None
    needed = rules.opening_points
    if rules.table_after_opening:
        return ("opening_cannot", {"needed": needed})
    old, new = Counter(map(_key, state.table)), Counter(map(_key, turn.table))
    if old - new:
        return ("opening_touched", {"tiles": next(iter(old - new))})
    if JOKER in turn.laid and not rules.joker_in_opening:
        return ("opening_joker", {})
    value = game.opening_value(game.fresh_melds(state.table, turn.table), wrap=rules.wrap_13_1)
    return ("opening_low", {"value": value, "needed": needed})


def _key(m: Meld) -> Meld:
    return tuple(sorted(m))


def _need_picked(turn: Turn) -> tuple[Tile, ...]:
    if not turn.picked:
        raise TurnError("pick one or more tiles first")
    return turn.picked_tiles


def _without_picked(turn: Turn, skip: int | None = None) -> Turn:
    """The turn with the picked tiles taken out (melds left empty vanish)."""
    rack = tuple(t for i, t in enumerate(turn.rack) if ("rack", i, 0) not in turn.picked)
    melds = []
    for i, m in enumerate(turn.table):
        if i == skip:
            melds.append(m)
            continue
        kept = tuple(t for j, t in enumerate(m) if ("table", i, j) not in turn.picked)
        if kept:
            melds.append(kept)
    return Turn(rack, tuple(melds), turn.laid)


def _placed(turn: Turn, rack: tuple[Tile, ...], table: Table) -> Turn:
    """The new turn; the picked rack tiles count as laid."""
    return Turn(rack, table, (*turn.laid, *picked_from_rack(turn)))


def _ordered(tiles: tuple[Tile, ...], wrap: bool) -> Meld:
    """A meld's tiles in table order when they make one, else sorted (shown as not valid)."""
    return arrange_meld(tiles, wrap=wrap) or tuple(sorted(tiles, key=sort_key))
