"""Rummikub bots from beginner to master: one small class per level behind one interface.

A bot sees what a player sees: its own rack (``state.racks[state.current]``), the table, who
may play as opened (the engine's ``state.plays_as_opened``: with teams, once its partner has
opened, so has it), the racks' sizes, the pool's size and which tiles it has not seen
(``state.unseen``). With teams a bot plays for its team only in that sense: it never sees
its partner's rack.
It decides only where a player decides (the game loop resolves chance) and is deterministic for
a given generator. Each decision carries a ``Reason`` (wormlib.core.reason): a key and the
numbers behind it, worded in every language by the catalogs (wormlib/locale).

========  ==========================================================================
beginner  new melds from its own rack only, picked greedily (longest first)
careful   the most rack tiles in new melds (an exact search of the rack), then single tiles
          added to the ends of table runs and to groups
expert    the exact solver: the most tiles each turn, with any rearrangement
master    the solver, but once opened it draws rather than lay part of its rack while only
          a few tiles would stay stuck: it waits to go out in one turn (``MasterBot``)
========  ==========================================================================

Every search is bounded: where the solver refuses a position as too big to solve exactly
(``SolveTooLargeError``), the expert and the master play as the careful level, and a rack
too big for the careful level's exact search is laid greedily, as the beginner lays.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Literal, Protocol

from wormlib.core import reason as core
from wormlib.core.errors import SituationError, UnknownBotError, shown
from wormlib.core.i18n import ntr
from wormlib.rummikub import game
from wormlib.rummikub.actions import Action, Draw, Lay
from wormlib.rummikub.melds import EMPTY_TABLE, Meld, Table, check_meld, is_valid_meld, rack_melds
from wormlib.rummikub.solver import BestMove, best_move
from wormlib.rummikub.tiles import JOKER, KINDS, Tile, counts, from_counts

if TYPE_CHECKING:
    from wormlib.core.reason import Value
    from wormlib.rummikub.state import GameState


@dataclass(frozen=True, slots=True)
class Reason(core.Reason):
    """Why a Rummikub bot decided as it did: the sentence is ``rummikub.bot.<key>``.

    Keys: ``open`` (tiles, points), ``lay`` (tiles), ``go_out`` (tiles), ``no_opening``
    (points, needed), ``nothing_to_lay``, ``pool_empty`` (a pass), ``keep_joker`` (tiles laid,
    jokers kept), ``hold_back`` (a draw: tiles it could lay, tiles that would stay stuck).
    """

    SECTION: ClassVar[str] = "rummikub.bot."


@dataclass(frozen=True, slots=True)
class Count:
    """A number of tiles or of jokers with its unit in the reader's plural (1 tile, 3 tiles):
    a sentence never needs "tile(s)", nor a verb that agrees with a count."""

    n: int
    unit: Literal["tiles", "jokers"] = "tiles"

    def text(self, lang: str) -> str:
        return ntr(lang, f"rummikub.unit.{self.unit}", self.n)


def reason(key: str, **values: Value) -> Reason:
    return Reason(key, tuple(values.items()))


@dataclass(frozen=True, slots=True)
class Decision:
    action: Action
    reason: Reason


class Bot(Protocol):
    name: str

    def decide(self, state: GameState, rng: random.Random) -> Decision:
        """Choose a legal action in a decision state (not chance, not terminal)."""
        ...


# --- helpers of the levels ------------------------------------------------------------


def extend_table(table: Table, rack: list[Tile], *, wrap: bool = False) -> Table:
    """Add single rack tiles to the ends of table runs and to groups while one fits.

    Tiles used are removed from ``rack``; jokers are added only after every numbered tile.
    """
    melds = [list(m) for m in table]
    changed = True
    while changed:
        changed = False
        for t in sorted(set(rack), key=lambda t: t == JOKER):
            for m in melds:
                for candidate in ([*m, t], [t, *m]):
                    if is_valid_meld(candidate, wrap=wrap):
                        m[:] = candidate
                        rack.remove(t)
                        changed = True
                        break
                if changed:
                    break
            if changed:
                break
    return tuple(tuple(m) for m in melds)


def _lay_or_draw(state: GameState, laid: tuple[Tile, ...], table: Table, opening: bool) -> Decision:
    rack = state.racks[state.current]
    if not laid:
        return _draw(state, opening)
    value = game.opening_value(game.fresh_melds(state.table, table), wrap=state.rules.wrap_13_1)
    if len(laid) == len(rack):
        why = reason("go_out", tiles=Count(len(laid)))
    elif opening:
        why = reason("open", tiles=len(laid), points=value)
    else:
        why = reason("lay", tiles=len(laid))
    return Decision(Lay(laid, table), why)


def _draw(state: GameState, opening: bool) -> Decision:
    if state.pool_size == 0:
        return Decision(Draw(), reason("pool_empty"))
    if opening:
        return Decision(
            Draw(),
            reason("no_opening", points=_rack_points(state), needed=state.rules.opening_points),
        )
    return Decision(Draw(), reason("nothing_to_lay"))


def _rack_points(state: GameState) -> int:
    """The most points the rack alone can lay in melds (jokers only where an opening may)."""
    rules = state.rules
    rack = [t for t in state.racks[state.current] if rules.joker_in_opening or t != JOKER]
    try:
        melds = best_move(rack, EMPTY_TABLE, opened=True, rules=rules, objective="value").table
    except SituationError:  # too big for the solver: the careful level's search
        c = counts(rack)
        wrap = rules.wrap_13_1
        melds = _exact_melds(c, rack_melds(c, wrap=wrap), wrap=wrap, by_value=True)
    return game.opening_value(melds, wrap=rules.wrap_13_1)


def _solved(state: GameState, rack: tuple[Tile, ...]) -> BestMove | None:
    """The solver's best move with ``rack``, or None when it refuses the position (too big
    to solve exactly)."""
    p = state.current
    try:
        return best_move(rack, state.table, opened=state.plays_as_opened(p), rules=state.rules)
    except SituationError:
        return None


# --- the levels -----------------------------------------------------------------------


class BeginnerBot:
    """New melds from its own rack only, longest first; never touches the table."""

    name = "beginner"

    def decide(self, state: GameState, rng: random.Random) -> Decision:
        rules = state.rules
        opening = not state.plays_as_opened(state.current)
        rack = counts(state.racks[state.current])
        jokers = rules.joker_in_opening or not opening
        wrap = rules.wrap_13_1
        melds = _greedy(rack, rack_melds(rack, wrap=wrap, jokers=jokers), wrap=wrap)
        if opening and game.opening_value(melds, wrap=rules.wrap_13_1) < rules.opening_points:
            melds = ()
        laid = tuple(t for m in melds for t in m)
        return _lay_or_draw(state, laid, (*state.table, *melds), opening)


def _greedy(rack: tuple[int, ...], melds: list[Meld], *, wrap: bool) -> tuple[Meld, ...]:
    """Longest meld first (then the highest), as long as the rack has its tiles."""
    left = list(rack)
    chosen = []
    for m in sorted(melds, key=lambda m: (-len(m), -check_meld(m, wrap=wrap).value)):
        need = counts(m)
        if all(need[t] <= left[t] for t in set(m)):
            left = [a - b for a, b in zip(left, need, strict=True)]
            chosen.append(m)
    return tuple(chosen)


class CarefulBot:
    """The most rack tiles in new melds, then single tiles added to table melds; no rearranging.

    It opens with the most points its rack can lay. The choice of melds is an exact search
    over the rack (``_exact_melds``), fast for the racks of real play.
    """

    name = "careful"

    def decide(self, state: GameState, rng: random.Random) -> Decision:
        rules = state.rules
        wrap = rules.wrap_13_1
        rack = state.racks[state.current]
        c = counts(rack)
        if not state.plays_as_opened(state.current):
            melds = rack_melds(c, wrap=wrap, jokers=rules.joker_in_opening)
            chosen = _exact_melds(c, melds, wrap=wrap, by_value=True)
            if game.opening_value(chosen, wrap=wrap) < rules.opening_points:
                chosen = ()
            laid = tuple(t for m in chosen for t in m)
            return _lay_or_draw(state, laid, (*state.table, *chosen), True)
        chosen = _exact_melds(c, rack_melds(c, wrap=wrap), wrap=wrap)
        left = list(from_counts(c))
        for m in chosen:
            for t in m:
                left.remove(t)
        table = extend_table(state.table, left, wrap=wrap)
        return _lay_or_draw(state, _removed(rack, left), (*table, *chosen), False)


def _exact_melds(
    rack: tuple[int, ...], melds: list[Meld], *, wrap: bool = False, by_value: bool = False
) -> tuple[Meld, ...]:
    """An exact choice of melds from ``melds`` that the rack can make together, laying the most
    tiles (then points), or the most points (then tiles) with ``by_value``.

    Kinds are decided in order: the lowest kind left is either kept on the rack or laid in a
    meld whose lowest kind it is, so each combination is met once. A rack that needs more
    than ``CAREFUL_RACKS`` racks left in the search is laid greedily instead (``_greedy``).
    """
    by_low: dict[int, list[tuple[Meld, tuple[int, ...], int]]] = {}
    for m in melds:
        need = counts(m)
        low = min(t for t in m if t != JOKER)
        by_low.setdefault(low, []).append((m, need, check_meld(m, wrap=wrap).value))
    memo: dict[tuple[int, ...], tuple[tuple[int, int], tuple[Meld, ...]]] = {}

    def search(left: tuple[int, ...]) -> tuple[tuple[int, int], tuple[Meld, ...]]:
        low = next((t for t in range(KINDS - 1) if left[t]), None)
        if low is None:
            return (0, 0), ()
        if left in memo:
            return memo[left]
        if len(memo) >= CAREFUL_RACKS:
            raise _TooBig
        kept = list(left)
        kept[low] -= 1
        best = search(tuple(kept))
        for meld, need, value in by_low.get(low, ()):
            if all(need[t] <= left[t] for t in set(meld)):
                score, chosen = search(tuple(a - b for a, b in zip(left, need, strict=True)))
                gain = (value, len(meld)) if by_value else (len(meld), value)
                total = (score[0] + gain[0], score[1] + gain[1])
                if total > best[0]:
                    best = total, (meld, *chosen)
        memo[left] = best
        return best

    try:
        return search(rack)[1]
    except _TooBig:
        return _greedy(rack, melds, wrap=wrap)


#: Most racks left the careful level's exact search remembers: about half a second, 20 MB.
#: Racks of real play need a few hundred; 40 tiles in 4 runs and 2 jokers would need millions.
CAREFUL_RACKS = 30_000


class _TooBig(Exception):
    """The careful level's search met more than ``CAREFUL_RACKS`` racks."""


def _removed(rack: tuple[Tile, ...], left: list[Tile]) -> tuple[Tile, ...]:
    """The tiles of ``rack`` that are not in ``left`` (a multiset difference)."""
    rest = list(left)
    out = []
    for t in rack:
        if t in rest:
            rest.remove(t)
        else:
            out.append(t)
    return tuple(out)


class ExpertBot:
    """The exact solver: the move laying the most rack tiles, with any rearrangement."""

    name = "expert"

    def decide(self, state: GameState, rng: random.Random) -> Decision:
        move = _solved(state, state.racks[state.current])
        if move is None:
            return CarefulBot().decide(state, rng)
        return _lay_or_draw(state, move.laid, move.table, not state.plays_as_opened(state.current))


class MasterBot:
    """The solver, but once opened it lays only to go out: while the best lay would leave a few
    tiles stuck on its rack (at most ``HOLD_STUCK``), it draws instead.

    The tiles that fit now mostly still fit later, and every turn spent drawing is a chance to
    go out at once. The expert lays what fits and must then draw on the next turn, so it gets
    a chance to go out only every other turn, and its tiles on the table feed the other
    players' rearranging. A rack of ``HOLD_RACK`` tiles or a pool under ``HOLD_POOL`` ends the
    waiting (a full rack costs points if the pool runs out). When it lays, it keeps its jokers
    back: a joker is laid only when it lets the bot lay more numbered tiles, or go out.
    README ("Rummikub") has the measured effect.
    """

    name = "master"

    def decide(self, state: GameState, rng: random.Random) -> Decision:
        p = state.current
        rack, opening = state.racks[p], not state.plays_as_opened(p)
        move = _solved(state, rack)
        if move is None:
            return CarefulBot().decide(state, rng)
        if not move.tiles_laid:
            return _draw(state, opening)
        if not opening and _waits(state, move.rack_left):
            return Decision(
                Draw(),
                reason("hold_back", tiles=Count(move.tiles_laid), stuck=Count(len(move.rack_left))),
            )
        jokers = move.laid.count(JOKER)
        if jokers and move.rack_left:
            plain = tuple(t for t in rack if t != JOKER)
            kept = _solved(state, plain)
            if kept and kept.tiles_laid and kept.tiles_laid >= move.tiles_laid - jokers:
                return Decision(
                    Lay(kept.laid, kept.table),
                    reason(
                        "keep_joker",
                        tiles=Count(kept.tiles_laid),
                        jokers=Count(len(rack) - len(plain), "jokers"),
                    ),
                )
        return _lay_or_draw(state, move.laid, move.table, opening)


#: The master waits (draws rather than lays) while at most ``HOLD_STUCK`` tiles would stay on
#: its rack, its rack has fewer than ``HOLD_RACK`` tiles and the pool at least ``HOLD_POOL``
#: (measured: README, "Rummikub").
HOLD_STUCK = 4
HOLD_RACK = 20
HOLD_POOL = 10


def _waits(state: GameState, stuck: tuple[Tile, ...]) -> bool:
    """Should the master draw instead of laying, leaving ``stuck`` on its rack?"""
    rack = state.racks[state.current]
    return 0 < len(stuck) <= HOLD_STUCK and len(rack) < HOLD_RACK and state.pool_size >= HOLD_POOL


BOTS: dict[str, Callable[[], Bot]] = {
    bot.name: bot for bot in (BeginnerBot, CarefulBot, ExpertBot, MasterBot)
}


def make_bot(name: str) -> Bot:
    """A fresh bot of the named level; UnknownBotError lists the levels."""
    try:
        return BOTS[name]()
    except KeyError:
        raise UnknownBotError(
            f"unknown bot {shown(name)}: choose one of {', '.join(BOTS)}"
        ) from None
