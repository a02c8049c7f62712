"""Rummikub bots from beginner to master: one small class per level behind one interface.

A bot sees what a player sees: its own rack (``state.racks[state.current]``), the table, who has
opened, the racks' sizes, the pool's size and, for the master, which tiles it has not seen
(``state.unseen``). It decides only where a player decides (the game loop resolves chance) and
is deterministic for a given generator. Each decision carries a ``Reason``: a key and the
numbers behind it; the app words it in the pupil's language (no sentences here).

========  ==========================================================================
beginner  new melds from its own rack only, picked greedily (longest first)
careful   the most rack tiles in new melds, then single tiles added to table melds
expert    the exact solver: the most tiles each turn, with any rearrangement
master    the solver plus strategy (see ``MasterBot``)
========  ==========================================================================
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from itertools import combinations
from typing import Protocol

from wormlib.errors import WormError
from wormlib.rummikub.actions import Action, Draw, Lay
from wormlib.rummikub.errors import shown
from wormlib.rummikub.melds import Meld, Table, check_meld, is_valid_meld
from wormlib.rummikub.state import GameState
from wormlib.rummikub.tiles import JOKER, KINDS, Tile, counts, from_counts, tile


class UnknownBotError(WormError):
    """A bot name that is not one of the levels."""


Value = int | str


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a bot decided as it did: a key the app words, and the numbers that fill it in.

    Keys: ``open`` (tiles, points), ``lay`` (tiles), ``go_out`` (tiles), ``no_opening``
    (points, needed), ``nothing_to_lay``, ``pool_empty`` (a pass), ``hold_back`` (tiles, kept),
    ``keep_joker`` (tiles).
    """

    key: str
    values: tuple[tuple[str, Value], ...] = ()

    def __getitem__(self, name: str) -> Value:
        return dict(self.values)[name]


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


# --- melds from a rack ----------------------------------------------------------------


def rack_melds(rack: tuple[int, ...], *, wrap: bool = False, jokers: bool = True) -> list[Meld]:
    """Every distinct valid meld that the counts ``rack`` can make (jokers if allowed)."""
    j = rack[JOKER] if jokers else 0
    out: list[Meld] = []
    for number in range(1, 14):
        present = [c for c in range(4) if rack[tile(c, number)]]
        for size in (3, 4):
            for real in range(max(1, size - j), min(size, len(present)) + 1):
                for colours in combinations(present, real):
                    out.append((*(tile(c, number) for c in colours), *(JOKER,) * (size - real)))
    top = 14 if wrap else 13
    for colour in range(4):
        for start in range(1, 12):
            meld: list[Tile] = []
            missing = 0
            for n in range(start, min(start + 12, top) + 1):
                t = colour * 13 + (n - 1) % 13
                if rack[t]:
                    meld.append(t)
                else:
                    missing += 1
                    if missing > j:
                        break
                    meld.append(JOKER)
                if len(meld) >= 3 and missing < len(meld):
                    out.append(tuple(meld))
    return out


def best_new_melds(
    rack: tuple[int, ...], melds: list[Meld], *, wrap: bool = False, by_value: bool = False
) -> tuple[Meld, ...]:
    """An exact choice of melds from ``melds`` that the rack can make together, laying the most
    tiles (then points), or the most points (then tiles) with ``by_value``.

    Kinds are decided in order: the lowest kind left is either kept on the rack or laid in a
    meld whose lowest kind it is, so each combination is met once.
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

    return search(rack)[1]


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
    value = sum(check_meld(m, wrap=state.rules.wrap_13_1).value for m in table[len(state.table) :])
    if len(laid) == len(rack):
        why = reason("go_out", tiles=len(laid))
    elif opening:
        why = reason("open", tiles=len(laid), points=value)
    else:
        why = reason("lay", tiles=len(laid))
    return Decision(Lay(laid, table), why)


def _draw(state: GameState, opening: bool, best: int = 0) -> Decision:
    if state.pool_size == 0:
        return Decision(Draw(), reason("pool_empty"))
    if opening:
        return Decision(
            Draw(), reason("no_opening", points=best, needed=state.rules.opening_points)
        )
    return Decision(Draw(), reason("nothing_to_lay"))


def _opening(
    state: GameState, pick: Callable[[tuple[int, ...], list[Meld]], tuple[Meld, ...]]
) -> Decision:
    rules = state.rules
    rack = counts(state.racks[state.current])
    melds = pick(rack, rack_melds(rack, wrap=rules.wrap_13_1, jokers=rules.joker_in_opening))
    value = sum(check_meld(m, wrap=rules.wrap_13_1).value for m in melds)
    if value < rules.opening_points:
        return _draw(state, True, value)
    laid = tuple(t for m in melds for t in m)
    return _lay_or_draw(state, laid, (*state.table, *melds), True)


# --- the levels -----------------------------------------------------------------------


class BeginnerBot:
    """New melds from its own rack only, longest first; never touches the table."""

    name = "beginner"

    def decide(self, state: GameState, rng: random.Random) -> Decision:
        wrap = state.rules.wrap_13_1
        if not state.opened[state.current]:
            return _opening(state, lambda rack, melds: _greedy(rack, melds, wrap))
        rack = counts(state.racks[state.current])
        melds = _greedy(rack, rack_melds(rack, wrap=wrap), wrap)
        laid = tuple(t for m in melds for t in m)
        return _lay_or_draw(state, laid, (*state.table, *melds), False)


def _greedy(rack: tuple[int, ...], melds: list[Meld], wrap: bool) -> tuple[Meld, ...]:
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
    """The most rack tiles in new melds, then single tiles added to table melds; no rearranging."""

    name = "careful"

    def decide(self, state: GameState, rng: random.Random) -> Decision:
        wrap = state.rules.wrap_13_1
        if not state.opened[state.current]:
            return _opening(
                state, lambda rack, melds: best_new_melds(rack, melds, wrap=wrap, by_value=True)
            )
        rack = state.racks[state.current]
        c = counts(rack)
        melds = best_new_melds(c, rack_melds(c, wrap=wrap), wrap=wrap)
        left = list(from_counts(c))
        for m in melds:
            for t in m:
                left.remove(t)
        table = extend_table(state.table, left, wrap=wrap)
        laid = _removed(rack, left)
        return _lay_or_draw(state, laid, (*table, *melds), False)


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


BOTS: dict[str, Callable[[], Bot]] = {bot.name: bot for bot in (BeginnerBot, CarefulBot)}


def make_bot(name: str) -> Bot:
    """A fresh bot of the named level; UnknownBotError lists the levels."""
    try:
        return BOTS[name]()
    except KeyError:
        raise UnknownBotError(
            f"unknown bot {shown(name)}: choose one of {', '.join(BOTS)}"
        ) from None
