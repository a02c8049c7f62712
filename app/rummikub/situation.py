"""A Rummikub position for the best-move explorer, its link, and the solver's answer.

Pure (no streamlit): the page's form gives texts in the tile notation; ``read`` turns them
into a ``Situation`` or raises ``SituationError`` with a text key and the input it names,
``to_query``/``from_query`` define the link a teacher shares, and ``analyse`` asks the
solver (the one source of every number the page shows), or says that the position is too big
to solve exactly.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache

from app.common.links import MAX_VALUE
from app.common.links import SituationError as SituationError  # one error for both explorers
from app.common.markup import cut
from wormlib.core.errors import RulesError
from wormlib.rummikub.errors import InvalidMeldError, InvalidTileNotationError
from wormlib.rummikub.game import opening_value
from wormlib.rummikub.melds import Table, check_meld, parse_table, table_str
from wormlib.rummikub.rules import SEED, Rules, parse_rules
from wormlib.rummikub.solver import (
    MAX_RACK,
    OBJECTIVES,
    BestMove,
    Budget,
    Objective,
    SolveTooLargeError,
    best_move,
)
from wormlib.rummikub.solver import helpful_tiles as solver_helpful_tiles
from wormlib.rummikub.tiles import (
    COPIES,
    KINDS,
    Tile,
    counts,
    parse_tiles,
    tile_str,
    tiles_str,
)

#: What a visit without a link shows: an opened player whose best move rearranges the
#: table (the red 7 leaves a run for a group, the black 8 leaves a group for a run).
FIRST_RACK = "B7 K7 K9 K10 Y2 B12"
FIRST_TABLE = "R3 R4 R5 R6 R7 | R8 B8 Y8 K8"
#: The link's parameters (the address also names the language).
LINK_NAMES = ("rack", "table", "opened", "rules", "goal")
#: Most tiles on a rack here: the teaching numbers ask the solver about the rack plus one.
MAX_TILES = MAX_RACK - 1
MAX_INPUT = MAX_VALUE  # characters of a rack or table text (106 tiles fit in about 400)


@dataclass(frozen=True, slots=True)
class Situation:
    rack: tuple[Tile, ...]
    table: Table = ()
    opened: bool = True
    rules: Rules = field(default=SEED)
    objective: Objective = "tiles"


@dataclass(frozen=True, slots=True)
class Analysis:
    """The solver's best move, and the single tiles that would let the player lay more."""

    move: BestMove
    #: (tile, chance that the next draw is that tile), likeliest first; None: too many
    #: searches to work out (one for every tile that could be drawn).
    helpful: tuple[tuple[Tile, float], ...] | None
    unseen: int
    #: Points of the best opening from the rack alone (0: none reaches the threshold, or
    #: the player has opened already).
    opening_value: int

    @property
    def chance(self) -> float:
        """The chance that the next tile drawn is one of the helpful tiles."""
        return sum(p for _, p in self.helpful or ())


def read(
    rack: str,
    table: str,
    *,
    opened: bool,
    rules: str = "seed",
    objective: str = "tiles",
    lang: str = "en",
) -> Situation:
    """The situation of the form's texts, in ``lang``'s colour letters or the canonical ones;
    SituationError says what is wrong, naming it."""
    if len(rack) > MAX_INPUT:
        raise SituationError("err_long", what="rack", limit=MAX_INPUT)
    if len(table) > MAX_INPUT:
        raise SituationError("err_long", what="table", limit=MAX_INPUT)
    try:
        rack_tiles = parse_tiles(rack, lang)
    except InvalidTileNotationError as e:
        raise SituationError("err_rack", text=cut(rack), why=str(e)) from None
    if not rack_tiles:
        raise SituationError("err_empty_rack")
    if len(rack_tiles) > MAX_TILES:
        raise SituationError("err_rack_size", count=len(rack_tiles), limit=MAX_TILES)
    try:
        melds = parse_table(table, lang)
    except InvalidTileNotationError as e:
        raise SituationError("err_table", text=cut(table), why=str(e)) from None
    try:
        chosen = parse_rules(rules)
    except RulesError:
        raise SituationError("err_rules", text=cut(rules)) from None
    if objective not in OBJECTIVES:
        raise SituationError("err_goal", text=cut(objective))
    for n, meld in enumerate(melds, start=1):
        try:
            check_meld(meld, wrap=chosen.wrap_13_1)
        except InvalidMeldError:
            raise SituationError("err_meld", n=n, meld=tiles_str(meld, lang)) from None
    together = counts((*rack_tiles, *(t for meld in melds for t in meld)))
    for kind in range(KINDS):
        if together[kind] > COPIES:
            raise SituationError("err_copies", tile=tile_str(kind, lang), count=together[kind])
    objective_: Objective = "tiles" if objective == "tiles" else "value"
    return Situation(rack_tiles, melds, opened, chosen, objective_)


def to_query(s: Situation) -> dict[str, str]:
    """The link of a situation: the notation of the rack and the table, and the options."""
    return {
        "rack": tiles_str(s.rack),
        "table": table_str(s.table),
        "opened": "1" if s.opened else "0",
        "rules": s.rules.name,
        "goal": s.objective,
    }


def from_query(query: Mapping[str, str], lang: str = "en") -> dict[str, str | bool]:
    """The form's values a link asks for (missing ones: the first view), the tiles written in
    ``lang``'s colour letters (a link holds the canonical ones). Bad values are kept as text:
    ``read`` then says what is wrong with them, naming them (a rack or table is cut one
    character past ``MAX_INPUT``, so that ``read`` says it is too long)."""
    longest = MAX_INPUT + 1
    table = query.get("table", FIRST_TABLE if "rack" not in query else "-")[:longest]
    return {
        "rack": _written(query.get("rack", FIRST_RACK)[:longest], lang),
        "table": _written(table, lang),
        "opened": query.get("opened", "1") != "0",
        "rules": query.get("rules", "seed")[:MAX_INPUT],
        "goal": query.get("goal", "tiles")[:MAX_INPUT],
    }


def _written(text: str, lang: str) -> str:
    """Tiles or a table in canonical notation, in ``lang``'s letters (unreadable: as it is)."""
    if len(text) > MAX_INPUT:
        return text
    try:
        return table_str(parse_table(text), lang)
    except InvalidTileNotationError:
        return text


@lru_cache(maxsize=512)
def analyse(s: Situation) -> Analysis | None:
    """The best move and the teaching numbers, or None if the position is too big to solve
    exactly (cached, a refusal too: a pure function of the situation, and a link to a big
    position costs the server its searches once). All its searches share one budget, so a
    page view costs at most one solve's work (helpful tiles left out when it runs short)."""
    budget = Budget("this position")
    try:
        move = best_move(
            s.rack, s.table, opened=s.opened, rules=s.rules, objective=s.objective, budget=budget
        )
        opening = 0
        if not s.opened:
            best = best_move(
                s.rack, (), opened=False, rules=s.rules, objective="value", budget=budget
            )
            # a joker counts what it stands for here, not the 30 it costs on a rack
            wrap = s.rules.wrap_13_1
            opening = opening_value(best.table, wrap=wrap) if best.opening_possible else 0
    except SolveTooLargeError:
        return None
    try:
        helpful = tuple(
            solver_helpful_tiles(s.rack, s.table, opened=s.opened, rules=s.rules, budget=budget)
        )
    except SolveTooLargeError:
        helpful = None
    on_view = counts((*s.rack, *(t for meld in s.table for t in meld)))
    unseen = sum(COPIES - n for n in on_view)
    return Analysis(move, helpful, unseen, opening)
