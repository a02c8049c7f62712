"""Who will win: each player's chance to win from a position at the start of a turn.

A softmax over the seats (the chances sum to 1 for any number of players) of a linear score
per seat: its worms against how many are left in the middle (the "temperature" of the
standing, as the old hand-tuned master had it), its top tile and how often an opponent rolls
exactly that one (the risk of a steal), its place in the turn order, and for the player to
move what the middle and the opponents' tops offer. One set of coefficients per rule variant
and number of players, fitted to expert self-play by ``tools/train_winprob.py`` and shipped
as ``winprob.json`` (numpy only at run time). With teams the softmax is over the two teams,
each scored on features of the team (``team_features``: its worms, its tops and the other
team's chance to steal them, what the mover's team can steal), fitted to team self-play,
and every seat's chance is its team's.

In the endgame (5 or fewer tiles in the middle) ``win_chances`` looks ahead: the next turns
are played out exactly as experts play them and the model is asked only where they lead
(``looked_ahead``), since there the tiles still takeable decide more than the standing.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

import numpy as np
import numpy.typing as npt

from wormlib.core.errors import SituationError
from wormlib.core.logit import shares_of_sides, softmax
from wormlib.core.tournament import win_share
from wormlib.regenwormen import game
from wormlib.regenwormen.dice import NO_DICE
from wormlib.regenwormen.rules import Rules
from wormlib.regenwormen.solver import Context, expert_context, solve
from wormlib.regenwormen.state import GameState
from wormlib.regenwormen.tiles import worms

Floats = npt.NDArray[np.float64]
Ints = npt.NDArray[np.int64]

#: The shipped coefficients (written by tools/train_winprob.py).
MODEL_FILE = Path(__file__).with_name("winprob.json")
#: What a seat's score is made of, in the order of the coefficients.
FEATURES = (
    "worms/T",
    "worms/10",
    "worms/T^2",
    "top/T",
    "top*steal/T",
    "mover",
    "mover/T",
    "seat",
    "seat/T",
    "highest/T^2",
    "mover*middle/T",
    "mover*steal/T",
    "mover*top/T",
)
#: With teams, what a team's score is made of (``team_features``): the seats' features
#: summed per team misjudge the middle of a team game (a steal only from the other team,
#: the stolen tile to the thief's next teammate), so teams have their own.
TEAM_FEATURES = (
    "worms/T",
    "worms/10",
    "worms/T^2",
    "top/T",
    "top*steal/T",
    "mover",
    "mover/T",
    "seats",
    "seats/T",
    "highest/T^2",
    "mover*middle/T",
    "mover*steal/T",
    "mover*top/T",
    "mover*stealable/T",
    "mover*mates/T",
    "tops",
    "next",
    "next/T",
)
#: Looking ahead (``looked_ahead``): with this many tiles in the middle or fewer, the next
#: turns are played out exactly as experts play them, up to ``AHEAD_TURNS`` turns, and the
#: model asked only where they lead (a line of play less likely than ``AHEAD_LEAST`` stops
#: early). With 3 tiles or fewer the model alone is off by 7.7 points RMS (2 players), the
#: look ahead by 1.8; it costs 8 to 16 ms a turn start (docs/bots.md).
AHEAD_TILES = 5
AHEAD_TURNS = 4
AHEAD_LEAST = 0.01
#: With teams the look ahead starts at 8 tiles, ``AHEAD_TURNS_TEAMS`` turns from a start with
#: more than ``AHEAD_TILES``: in the middle of a team game the model alone is off by 3.2
#: points RMS (6 to 8 tiles, 4 players), the look ahead by 2.3 (docs/bots.md); 4 turns there
#: gained 0.1 point for 1.7 ms more a turn start, too close to the budget with 7 players.
AHEAD_TILES_TEAMS = 8
AHEAD_TURNS_TEAMS = 3
_WORMS = np.array([0] + [0] * 20 + [worms(t) for t in range(21, 37)], np.float64)


@cache
def steal_chance(rules: Rules) -> dict[int, float]:
    """Chance that an expert's turn ends on exactly each total, from the start of a game.

    With every tile in the middle the tile taken equals the total, so this is also the chance
    that one opponent's turn can steal a tile of that number (in a short pot the top tile also
    collects the higher totals: a small overestimate for that one tile).
    """
    ends = solve(Context(middle=rules.tiles, rules=rules)).end_distribution(NO_DICE)
    return {tile: p for tile, p in ends.items() if tile is not None}


@dataclass(frozen=True, slots=True)
class Positions:
    """A batch of positions of one variant and player count, as numbers (B positions, n
    seats): per seat its worms, its top tile and its highest tile (0: none); the worms and
    tiles left in the middle; whose turn it is."""

    worms: Ints
    tops: Ints
    highs: Ints
    middle_worms: Ints
    middle_tiles: Ints
    mover: Ints


def positions(states: Sequence[GameState], hidden: Sequence[int] | None = None) -> Positions:
    """The numbers of positions with the same player count (the turn in progress is ignored);
    ``hidden``: worms per seat that the stacks leave out (see ``win_chances_of``)."""
    under = tuple(hidden) if hidden is not None else (0,) * (states[0].players if states else 0)
    rows = [
        (
            tuple(score + extra for score, extra in zip(s.scores(), under, strict=True)),
            tuple(st[-1] if st else 0 for st in s.stacks),
            tuple(max(st, default=0) for st in s.stacks),
            sum(worms(t) for t in s.middle),
            len(s.middle),
            s.current,
        )
        for s in states
    ]
    return Positions(*(np.array([r[i] for r in rows], np.int64) for i in range(6)))


def features(rules: Rules, pos: Positions) -> Floats:
    """Per position and seat the ``FEATURES`` (B, n, K): the same at training and play."""
    b, n = pos.worms.shape
    temp = (0.8 * np.sqrt(pos.middle_worms) + 0.5)[:, None]
    w = pos.worms.astype(np.float64)
    top = _WORMS[pos.tops]
    chance = steal_chance(rules)
    steal = np.array([chance.get(t, 0.0) for t in range(37)])[pos.tops]
    seat = (np.arange(n)[None, :] - pos.mover[:, None]) % n
    mover = (seat == 0).astype(np.float64)
    others_top = np.where(mover > 0, 0.0, top).max(axis=1, keepdims=True)
    middle = (pos.middle_worms / np.maximum(pos.middle_tiles, 1))[:, None]
    columns = (
        w / temp,
        w / 10,
        w / temp**2,
        top / temp,
        top * steal * (n - 1) / temp,
        mover,
        mover / temp,
        seat / n,
        seat / n / temp,
        pos.highs / 36 / temp**2,
        mover * middle / temp,
        mover * others_top / temp,
        mover * top / temp,
    )
    return np.stack([np.broadcast_to(c, (b, n)) for c in columns], axis=-1)


def sides(rules: Rules, players: int) -> Floats:
    """Which side each seat plays for (n, sides): one per seat, or the two teams."""
    team = [rules.team(p) for p in range(players)]
    out: Floats = np.eye(max(team) + 1)[team]
    return out


def side_wins(rules: Rules, wins: Floats) -> Floats:
    """The seats' wins (B, n) as the sides' shares (B, sides): a tie shared equally."""
    return shares_of_sides(wins, sides(rules, wins.shape[1]))


def team_features(rules: Rules, pos: Positions) -> Floats:
    """Per position and team the ``TEAM_FEATURES`` (B, 2, K): the team's worms against the
    temperature, its tops and the chance the other team rolls each, its share of the seats,
    whether the next player is of the team (with 5 or 7 players a team may move twice in a
    row), and for the mover's team what the other team's tops offer and its teammates'
    tops."""
    b, n = pos.worms.shape
    team = sides(rules, n)  # (n, 2)
    temp = (0.8 * np.sqrt(pos.middle_worms) + 0.5)[:, None]
    top = _WORMS[pos.tops]
    chance = steal_chance(rules)
    steal = np.array([chance.get(t, 0.0) for t in range(37)])[pos.tops]
    seat_mover = (np.arange(n)[None, :] == pos.mover[:, None]).astype(np.float64)
    mover = seat_mover @ team  # (B, 2): the mover's team
    mates = mover @ team.T - seat_mover  # (B, n): the mover's teammates
    nxt = (np.arange(n)[None, :] == ((pos.mover + 1) % n)[:, None]).astype(np.float64) @ team
    theirs = 1 - mover @ team.T  # (B, n): the other team's seats
    opponents = team.shape[0] - team.sum(axis=0)  # (2,): seats of the other team
    others_top = (top * theirs).max(axis=1, keepdims=True)
    stealable = (top * steal * theirs).sum(axis=1, keepdims=True)
    middle = (pos.middle_worms / np.maximum(pos.middle_tiles, 1))[:, None]
    w = pos.worms.astype(np.float64) @ team
    share = team.sum(axis=0)[None, :] / n
    columns = (
        w / temp,
        w / 10,
        w / temp**2,
        top @ team / temp,
        (top * steal) @ team * opponents / temp,
        mover,
        mover / temp,
        share,
        share / temp,
        (pos.highs / 36) @ team / temp**2,
        mover * middle / temp,
        mover * others_top / temp,
        mover * (top * seat_mover).sum(axis=1, keepdims=True) / temp,
        mover * stealable / temp,
        mover * (top * mates).sum(axis=1, keepdims=True) / temp,
        (pos.tops > 0).astype(np.float64) @ team / n,
        nxt,
        nxt / temp,
    )
    return np.stack([np.broadcast_to(c, (b, 2)) for c in columns], axis=-1)


def side_features(rules: Rules, pos: Positions) -> Floats:
    """What the coefficients score per side (B, sides, K): ``features`` per seat, with
    teams the ``team_features``."""
    if rules.teams:
        return team_features(rules, pos)
    out: Floats = np.einsum("bnk,ns->bsk", features(rules, pos), sides(rules, pos.worms.shape[1]))
    return out


def key(rules: Rules, players: int) -> str:
    """The name of a variant and player count's coefficients in the model file."""
    return f"{rules.name}/{players}"


@cache
def model() -> dict[str, Floats]:
    """The shipped coefficients per ``key``, read once per process (read-only data)."""
    data = json.loads(MODEL_FILE.read_text(encoding="utf-8"))
    if tuple(data["features"]) != FEATURES or tuple(data["team_features"]) != TEAM_FEATURES:
        raise ValueError(f"{MODEL_FILE} was fitted for other features: retrain it")
    return {k: np.array(v, np.float64) for k, v in data["coefficients"].items()}


def fitted_to() -> tuple[int, int]:
    """How many self-play games and turn starts the shipped model was fitted to (for the
    lesson: a round of the trainer is one game of each variant and player count; a variant
    refitted on more rounds of the same games counts those)."""
    data = json.loads(MODEL_FILE.read_text(encoding="utf-8"))
    games, count = int(data["rounds"]) * len(data["coefficients"]), int(data["positions"])
    for name, refit in data.get("refits", {}).items():  # a variant fitted again, on more games
        combos = sum(1 for k in data["coefficients"] if k.startswith(f"{name}/"))
        games += (int(refit["rounds"]) - int(data["rounds"])) * combos
        count += int(refit["positions"]) - int(refit["replaces"])
    return games, count


def chances(rules: Rules, pos: Positions) -> Floats:
    """Each seat's chance to win from each position (B, n), with teams its team's;
    SituationError without a model."""
    n = pos.worms.shape[1]
    coefficients = model().get(key(rules, n))
    if coefficients is None:
        raise SituationError(
            f"no model of the chance to win for the {rules.name!r} rules with {n} players"
        )
    out: Floats = softmax(side_features(rules, pos) @ coefficients) @ sides(rules, n).T
    return out


@lru_cache(maxsize=4096)
def _turn_ends(context: Context) -> tuple[tuple[int | None, float], ...]:
    """How an expert's turn in this context ends from its start: (tile or None for a bust,
    chance), the likeliest first (a pure function of the context, read-only: shared)."""
    ends = solve(context).end_distribution(NO_DICE)
    return tuple(sorted(((t, p) for t, p in ends.items() if p > 0), key=lambda e: -e[1]))


def _spread(state: GameState, turns: int, weight: float, leaves: dict[GameState, float]) -> None:
    """Add to ``leaves`` where the next ``turns`` expert turns from ``state`` lead, each with
    its chance times ``weight``; the model values the leaves."""
    if (
        turns == 0
        or weight < AHEAD_LEAST
        or len(state.middle) > (AHEAD_TILES_TEAMS if state.rules.teams else AHEAD_TILES)
        or game.is_terminal(state)
    ):
        leaves[state] = leaves.get(state, 0.0) + weight
        return
    for tile, p in _turn_ends(expert_context(state)):
        _spread(game.end_turn(state, tile), turns - 1, weight * p, leaves)


def ahead_turns(state: GameState) -> int:
    """How many turns ``looked_ahead`` plays out from this start by default."""
    if len(state.middle) <= AHEAD_TILES:
        return AHEAD_TURNS
    return AHEAD_TURNS_TEAMS if state.rules.teams else 0


def looked_ahead(states: Sequence[GameState], turns: int | None = None) -> Floats:
    """``win_chances_of`` with the next ``turns`` turns (``ahead_turns`` by default) played
    out exactly as experts play them (their end distributions) where few tiles are left,
    the model asked where they lead: in the endgame the tiles still takeable decide more
    than the standing, and a game that ends within those turns is worth who wins it."""
    per_state = []
    for state in states:
        leaves: dict[GameState, float] = {}
        start = _at_turn_start(state)
        _spread(start, ahead_turns(start) if turns is None else turns, 1.0, leaves)
        per_state.append(leaves)
    every = list(dict.fromkeys(leaf for leaves in per_state for leaf in leaves))
    values = win_chances_of(every, looking_ahead=False) if every else np.empty((0, 0))
    row = {leaf: i for i, leaf in enumerate(every)}
    out = np.empty((len(states), states[0].players if states else 0))
    for i, leaves in enumerate(per_state):
        weights = np.array(list(leaves.values()))
        out[i] = weights @ values[[row[leaf] for leaf in leaves]] / weights.sum()
    return out


def _at_turn_start(state: GameState) -> GameState:
    """The position with the turn under way set back to its start (the dice ignored)."""
    return GameState(state.rules, state.middle, state.turned, state.stacks, state.current)


def win_chances_of(
    states: Sequence[GameState],
    hidden: Sequence[int] | None = None,
    *,
    looking_ahead: bool = True,
) -> Floats:
    """``win_chances`` of many positions of one variant and player count at once (B, n).

    ``looking_ahead``: where few tiles are left, the next turns played out as experts play
    them (``looked_ahead``), as the meter shows; False: the model alone, as the master asks
    it for every way its turn may end (a turn ahead made it 9 times slower, no stronger).

    ``hidden``: worms per seat under the top tiles that the states' stacks leave out (the
    explorer knows each player's worms and top tile, not the tiles under it). They count in
    the standing and in who wins at the end; a tie is then broken by the tiles shown only.
    """
    if looking_ahead and hidden is None:
        return looked_ahead(states)
    out = np.empty((len(states), states[0].players))
    live = []
    for i, state in enumerate(states):
        winners = _winners(state, hidden)
        if winners is None:
            live.append(i)
        else:
            won = np.array([float(win_share(p, winners)) for p in range(state.players)])
            out[i] = side_wins(state.rules, won[None, :]) @ sides(state.rules, state.players).T
    if live:
        out[live] = chances(states[0].rules, positions([states[i] for i in live], hidden))
    return out


def _winners(state: GameState, hidden: Sequence[int] | None) -> tuple[int, ...] | None:
    """Who won a game that is over (None while it goes on), with the ``hidden`` worms."""
    result = game.outcome(state)
    if result is None or hidden is None or not any(hidden):
        return None if result is None else result.winners
    scores = [score + extra for score, extra in zip(state.scores(), hidden, strict=True)]
    tied = [p for p, score in enumerate(scores) if score == max(scores)]
    highest = {p: max(state.stacks[p], default=0) for p in tied}
    top = max(highest.values())
    return tuple(p for p in tied if top == 0 or highest[p] == top)


def win_chances(state: GameState) -> tuple[float, ...]:
    """Each player's chance to win from this position, as if a turn started now (the dice
    of a turn in progress are ignored); at the end of the game, who won (a tie shared).
    With teams each seat's chance is its team's."""
    return _win_chances_at(_at_turn_start(state))


@lru_cache(maxsize=1024)
def _win_chances_at(start: GameState) -> tuple[float, ...]:
    """``win_chances`` of a turn start, remembered: the play page asks again at every click
    of the turn, and the endgame's look ahead costs up to some 80 ms (a pure function of an
    immutable state, read-only: shared like the solver's caches)."""
    return tuple(float(p) for p in win_chances_of([start])[0])


__all__ = [
    "FEATURES",
    "MODEL_FILE",
    "TEAM_FEATURES",
    "Positions",
    "ahead_turns",
    "chances",
    "features",
    "fitted_to",
    "key",
    "looked_ahead",
    "model",
    "positions",
    "side_features",
    "side_wins",
    "sides",
    "steal_chance",
    "team_features",
    "win_chances",
    "win_chances_of",
]
