"""The rules in action: applying actions, validating moves, the end of a round and scoring.

This module is the only place the rules are enforced. Every function takes a frozen
``GameState`` and returns a new one; the input is never changed, also not on an error.

A move (``Lay``) is the whole new table plus the rack tiles laid. It is legal when every meld
is valid, every tile of the old table is still on the table (so a freed joker stays), the new
table holds exactly the old tiles plus the laid ones, at least one tile comes from the rack,
and, before the player's initial meld, the opening rules of the variant hold:

- seed: the old melds stay untouched, the new melds (all from the rack, no joker unless
  ``joker_in_opening``) are worth at least ``opening_points``;
- ``table_after_opening``: the laid tiles alone can make melds (jokers as above) worth at least
  ``opening_points``; after laying those, the player may rearrange the whole table, those
  melds included, so the new table need not show them.

A turn that moves no tile (a draw from an empty pool, a time-out with no penalty) is a pass.
When every player has passed once in a row the round ends as RUMMIKUB_RULES.md says it does
when the pool is empty: the lowest rack wins. The rules text says so for the empty pool only;
with tiles in the pool (``penalty-0``) nothing can change either, and without this rule
passing would go on for ever. So a round is bounded (``max_round_actions``). The decisions
are written down in docs/RUMMIKUB_RULES.md.

With the ``teams`` rules (teams of two, seats A, B, A, B or A, B, C, A, B, C) the team opens
together: once either partner has made the initial meld, both play as opened
(``GameState.plays_as_opened``), and the round is won and scored per team
(``round_scores``). Each player still lays only from their own rack.

Lays are too many to list: ``legal_actions`` lists the other decisions (``Draw`` always,
``TimeOut`` with a timer), ``is_legal`` and ``apply`` judge a lay, and the solver finds them.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Literal

from wormlib.core.errors import SituationError, shown
from wormlib.core.game import CHANCE, TERMINAL
from wormlib.rummikub.actions import Action, Deal, Draw, Drawn, Lay, TimeOut
from wormlib.rummikub.errors import IllegalMoveError, InvalidMeldError
from wormlib.rummikub.melds import (
    EMPTY_TABLE,
    Meld,
    Table,
    check_table,
    table_tiles,
    table_value,
)
from wormlib.rummikub.rules import RACK_TILES, Rules
from wormlib.rummikub.solver import best_move
from wormlib.rummikub.state import GameState
from wormlib.rummikub.tiles import (
    FULL_SET,
    JOKER,
    KINDS,
    TOTAL_TILES,
    Tile,
    counts,
    from_counts,
    points,
    tile_str,
    tiles_str,
)

__all__ = [
    "CHANCE",
    "TERMINAL",
    "Outcome",
    "RoundResult",
    "apply",
    "can_open",
    "chance_outcomes",
    "current_player",
    "fresh_melds",
    "is_legal",
    "is_terminal",
    "legal_actions",
    "max_round_actions",
    "opening_value",
    "outcome",
    "plays_as_opened",
    "round_result",
    "sample_chance",
    "step",
]

_DRAW, _TIMEOUT = Draw(), TimeOut()


def is_terminal(state: GameState) -> bool:
    """The game ends when its last round has ended."""
    return not state.dealt and len(state.history) >= state.rounds


def current_player(state: GameState) -> int:
    """The player to decide, or CHANCE for a deal or a draw's tiles, or TERMINAL."""
    if is_terminal(state):
        return TERMINAL
    return CHANCE if not state.dealt or state.drawing else state.current


def legal_actions(state: GameState) -> list[Action]:
    """The decisions other than a lay: draw (always), and timeout with a timer variant."""
    if current_player(state) < 0:
        return []
    return [_DRAW, _TIMEOUT] if state.rules.turn_seconds is not None else [_DRAW]


def chance_outcomes(state: GameState) -> list[tuple[Action, float]]:
    """The tiles a one-tile draw may bring with their chances ([] elsewhere: see sample)."""
    if current_player(state) != CHANCE or state.drawing != 1:
        return []
    pool = state.pool
    size = sum(pool)
    return [(Drawn((t,)), n / size) for t, n in enumerate(pool) if n]


def sample_chance(state: GameState, rng: random.Random) -> Action:
    """A deal or a draw's tiles, chosen with the given generator (never the global one)."""
    if current_player(state) != CHANCE:
        raise IllegalMoveError("no chance action is awaited in this state")
    if not state.dealt:
        tiles = list(from_counts(FULL_SET))
        rng.shuffle(tiles)
        return Deal(
            tuple(
                tuple(sorted(tiles[i * RACK_TILES : (i + 1) * RACK_TILES]))
                for i in range(state.players)
            )
        )
    return Drawn(tuple(sorted(rng.sample(from_counts(state.pool), state.drawing))))


def is_legal(state: GameState, action: Action) -> bool:
    try:
        apply(state, action)
    except IllegalMoveError:
        return False
    return True


def apply(state: GameState, action: Action) -> GameState:
    """The state after the action; IllegalMoveError says in one sentence why it is not allowed."""
    player = current_player(state)
    if player == TERMINAL:
        raise IllegalMoveError(f"the game is over: no {shown(str(action))} after the last round")
    if isinstance(action, Deal | Drawn) != (player == CHANCE):
        awaited = "the deal" if not state.dealt else "the drawn tiles" if state.drawing else None
        raise IllegalMoveError(
            f"{shown(str(action))} is not allowed now: "
            + (f"{awaited} come first" if awaited else f"player {player} is to move")
        )
    if isinstance(action, Deal):
        return _deal(state, action)
    if isinstance(action, Drawn):
        return _drawn(state, action)
    if isinstance(action, Draw):
        return _take_from_pool(state, 1)
    if isinstance(action, TimeOut):
        if state.rules.turn_seconds is None:
            raise IllegalMoveError("no time limit in these rules: 'timeout' is not a move")
        return _take_from_pool(state, state.rules.timeout_penalty)
    if isinstance(action, Lay):
        return _lay(state, action)
    raise IllegalMoveError(f"not an action: {shown(str(action))}")


def step(state: GameState, action: Action, rng: random.Random) -> GameState:
    """Apply a decision, then let chance act (with ``rng``) until a player decides or the end."""
    state = apply(state, action)
    while current_player(state) == CHANCE:
        state = apply(state, sample_chance(state, rng))
    return state


@dataclass(frozen=True, slots=True)
class RoundResult:
    """The last finished round: its scores, winners, and how it ended.

    With teams ``scores`` are the teams' (A, B[, C]), ``winning_teams`` index them and
    ``winners`` are every player of a winning team; without teams both are the players.
    """

    scores: tuple[Fraction, ...]
    winners: tuple[int, ...]
    #: "out": a player laid the last tile; "blocked": the pool ran out and all passed;
    #: "passed": all passed in a row with tiles left in the pool (time-outs, no penalty).
    ended: Literal["out", "blocked", "passed"]
    winning_teams: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished game: total scores over the rounds and the winners (with
    teams, the teams' totals, and every player of a winning team)."""

    scores: tuple[Fraction, ...]
    winners: tuple[int, ...]
    winning_teams: tuple[int, ...] = ()


def _best(
    state: GameState, scores: tuple[Fraction, ...]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The teams with the highest score, and the players on them."""
    best = max(scores)
    teams = tuple(t for t, s in enumerate(scores) if s == best)
    return teams, tuple(p for p in range(state.players) if state.team(p) in teams)


def round_result(state: GameState) -> RoundResult | None:
    """The round that has just ended (before the next deal), or None while one is under way."""
    if state.dealt or not state.history:
        return None
    scores = state.history[-1]
    teams, winners = _best(state, scores)
    ended: Literal["out", "blocked", "passed"] = (
        "out" if not all(state.racks) else "passed" if state.pool_size else "blocked"
    )
    return RoundResult(scores, winners, ended, teams)


def outcome(state: GameState) -> Outcome | None:
    if not is_terminal(state):
        return None
    totals = state.totals()
    teams, winners = _best(state, totals)
    return Outcome(totals, winners, teams)


def plays_as_opened(state: GameState, player: int) -> bool:
    """Whether the player may lay as opened: they or their partner made the initial meld."""
    return state.plays_as_opened(player)


def max_round_actions(players: int) -> int:
    """The most actions a round can take, its deal included (a longer save is not a game).

    Every turn draws (its decision and the tiles drawn, at most the pool at the deal), lays
    (at least one tile onto the table, at most all of them) or passes, and only the last
    passes of a round come ``players`` in a row.
    """
    pool = TOTAL_TILES - RACK_TILES * players
    moving = pool + TOTAL_TILES  # the turns that move a tile
    return 1 + 2 * pool + TOTAL_TILES + (players - 1) * (moving + 1) + 1


def round_scores(
    racks: tuple[tuple[Tile, ...], ...],
    out: int | None,
    *,
    teams: tuple[int, ...] | None = None,
) -> tuple[Fraction, ...]:
    """Scores of a finished round: minus what each loser's rack costs, the winners share it.

    ``out`` is the player who laid the last tile, else (pool empty, all passed) the lowest
    rack sums win and the others lose the difference to it. A joker costs 30.

    ``teams`` gives each seat's team (``GameState.team``): then the scores are the teams',
    a team's rack sum is its players' together, the team of ``out`` wins (the partner's rack
    does not count), and teams tied for the lowest sum share the win as tied players do
    without teams: the plus is split equally between them.
    """
    team = teams if teams is not None else tuple(range(len(racks)))
    sums = [0] * (max(team) + 1)
    for p, rack in enumerate(racks):
        sums[team[p]] += sum(points(t) for t in rack)
    low = 0 if out is not None else min(sums)
    winners = [t for t, s in enumerate(sums) if (t == team[out] if out is not None else s == low)]
    loss = [Fraction(0) if t in winners else Fraction(low - s) for t, s in enumerate(sums)]
    share = -sum(loss, Fraction(0)) / len(winners)
    return tuple(share if t in winners else loss[t] for t in range(len(sums)))


def opening_value(table: tuple[Meld, ...], *, wrap: bool = False) -> int:
    """Points of melds laid as an initial meld (a joker worth the tile it stands for)."""
    return table_value(table, wrap=wrap)


# --- the actions ----------------------------------------------------------------------


def _deal(state: GameState, deal: Deal) -> GameState:
    n = state.players
    if len(deal.racks) != n or any(len(r) != RACK_TILES for r in deal.racks):
        raise IllegalMoveError(f"a deal gives {n} racks of {RACK_TILES} tiles: {shown(str(deal))}")
    dealt = counts(t for r in deal.racks for t in r)
    if any(d > f for d, f in zip(dealt, FULL_SET, strict=True)):
        raise IllegalMoveError(f"a deal holds each tile at most twice: {shown(str(deal))}")
    return GameState(
        state.rules,
        tuple(tuple(sorted(r)) for r in deal.racks),
        (),
        (False,) * n,
        len(state.history) % n,
        0,
        0,
        True,
        state.rounds,
        state.history,
    )


def _take_from_pool(state: GameState, tiles: int) -> GameState:
    """A draw or a time-out: chance brings the tiles; when there are none to draw, a pass."""
    tiles = min(tiles, state.pool_size)
    if tiles:
        return replace(state, drawing=tiles)
    if state.passes + 1 >= state.players:  # a pass, and everyone has passed in a row
        return _end_round(state, None)
    return _next_player(state, passes=state.passes + 1)


def _drawn(state: GameState, drawn: Drawn) -> GameState:
    if len(drawn.tiles) != state.drawing:
        raise IllegalMoveError(f"{shown(str(drawn))}: the draw brings {state.drawing} tile(s)")
    pool = state.pool
    for t, c in enumerate(counts(drawn.tiles)):
        if c > pool[t]:
            raise IllegalMoveError(f"{shown(str(drawn))}: {tile_str(t)} is not in the pool")
    racks = list(state.racks)
    racks[state.current] = tuple(sorted(racks[state.current] + drawn.tiles))
    return _next_player(replace(state, racks=tuple(racks), drawing=0), passes=0)


def _lay(state: GameState, lay: Lay) -> GameState:
    why = _why_illegal(state, lay)
    if why:
        raise IllegalMoveError(f"lay {shown(tiles_str(lay.laid))} refused: {why}")
    p = state.current
    rack = list(state.racks[p])
    for t in lay.laid:
        rack.remove(t)
    racks = (*state.racks[:p], tuple(rack), *state.racks[p + 1 :])
    partners = state.partners(p)  # the team opens together
    opened = tuple(o or q in partners for q, o in enumerate(state.opened))
    after = replace(state, racks=racks, table=lay.table, opened=opened)
    if not rack:
        return _end_round(after, p)
    return _next_player(after, passes=0)


def _why_illegal(state: GameState, lay: Lay) -> str | None:
    """Why the lay breaks a rule, in one sentence (None: it is legal)."""
    rules = state.rules
    if not isinstance(lay.laid, tuple) or not isinstance(lay.table, tuple):
        return "a lay is the tiles laid and the whole new table"
    if not lay.laid:
        return "a move lays at least one tile from the rack (to lay nothing, draw)"
    try:
        rack = counts(state.racks[state.current])
        laid = counts(lay.laid)
        old = counts(table_tiles(state.table))
        new = counts(table_tiles(lay.table))
    except ValueError as e:
        return str(e)
    for t in range(KINDS):
        if laid[t] > rack[t]:
            return (
                f"{tile_str(t)} is not on the rack {shown(tiles_str(state.racks[state.current]))}"
            )
    for t in range(KINDS):
        if new[t] < old[t]:
            if t == JOKER:
                freed = next(m for m in fresh_melds(lay.table, state.table) if JOKER in m)
                return (
                    f"the joker freed from {shown(tiles_str(freed))} must stay on the table, "
                    "in a valid meld"
                )
            return f"{tile_str(t)} left the table, and every table tile must stay on it"
        if new[t] != old[t] + laid[t]:
            return (
                f"the new table has {new[t]} {tile_str(t)} but the old table and the laid tiles "
                f"{old[t] + laid[t]}"
            )
    try:
        check_table(lay.table, wrap=rules.wrap_13_1)
    except InvalidMeldError as e:
        return str(e)
    if not state.plays_as_opened(state.current):
        return _why_no_opening(state, lay)
    return None


def _why_no_opening(state: GameState, lay: Lay) -> str | None:
    rules = state.rules
    wrap = rules.wrap_13_1
    old = Counter(tuple(sorted(m)) for m in state.table)
    new = Counter(tuple(sorted(m)) for m in lay.table)
    if rules.table_after_opening:
        if not can_open(lay.laid, rules):
            return (
                f"an initial meld needs melds from the rack alone worth {rules.opening_points}"
                f"{'' if rules.joker_in_opening else ' without a joker'}, and the tiles laid "
                "cannot make them"
            )
        return None
    if old - new:
        changed = next(iter(old - new))
        return (
            f"before the initial meld the table may not be touched, but {shown(tiles_str(changed))}"
            " was changed"
        )
    if JOKER in lay.laid and not rules.joker_in_opening:
        return "a joker may not be part of the initial meld (variant joker-in-opening allows it)"
    value = opening_value(fresh_melds(state.table, lay.table), wrap=wrap)
    if value < rules.opening_points:
        return (
            f"the initial meld is worth {value} points from the rack, "
            f"and it needs at least {rules.opening_points}"
        )
    return None


def can_open(tiles: tuple[Tile, ...], rules: Rules) -> bool:
    """Whether these tiles alone make melds worth an initial meld (the solver's exact search).

    More tiles than the solver takes (``solver.MAX_RACK``) are refused: no rack that real play
    reaches lays so many at once.
    """
    try:
        move = best_move(
            tiles, EMPTY_TABLE, opened=False, rules=replace(rules, table_after_opening=False)
        )
    except SituationError:
        return False
    return move.opening_possible


def fresh_melds(old: Table, new: Table) -> tuple[Meld, ...]:
    """The melds of ``new`` that are not melds of ``old`` (tiles compared in any order)."""
    left = Counter(tuple(sorted(m)) for m in old)
    out = []
    for m in new:
        key = tuple(sorted(m))
        if left[key] > 0:
            left[key] -= 1
        else:
            out.append(m)
    return tuple(out)


def _next_player(state: GameState, *, passes: int) -> GameState:
    return replace(state, current=(state.current + 1) % state.players, passes=passes)


def _end_round(state: GameState, out: int | None) -> GameState:
    teams = tuple(state.team(p) for p in range(state.players))
    scores = round_scores(state.racks, out, teams=teams)
    return replace(state, dealt=False, drawing=0, passes=0, history=(*state.history, scores))
