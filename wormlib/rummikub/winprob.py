"""Who will win the round: each player's chance from the start of a turn (Rummikub).

A softmax over the sides (the players, or with ``teams`` the teams: a team wins together)
of a linear score of what every player can see, never the hidden tiles (the meter must not
tell a pupil what is on a bot's rack): per seat how many tiles its rack holds, whether it
plays as opened, whether it moves now and its place in the turn order, with the pool's size
and the table's (an empty pool ends the round on the lowest rack; a big table gives an
opened player more to lay onto). With teams a team's score reads both partners, the one with
fewer tiles first. One set of coefficients per player count (and per team count) and
phase of the round (``phase``), fitted to expert self-play over the variants that change how
bots play by ``tools/train_rk_winprob.py`` and shipped as ``winprob.json`` (numpy only at
run time). The chance is the round's, not the game's: the scores of earlier rounds do not
count.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np
import numpy.typing as npt

from wormlib.core.errors import SituationError
from wormlib.core.logit import shares_of_sides, softmax
from wormlib.rummikub.rules import Rules
from wormlib.rummikub.state import GameState
from wormlib.rummikub.tiles import TOTAL_TILES

Floats = npt.NDArray[np.float64]
Ints = npt.NDArray[np.int64]

#: The shipped coefficients (written by tools/train_rk_winprob.py).
MODEL_FILE = Path(__file__).with_name("winprob.json")
#: The phases of a round with their own coefficients (``phase``): fewest tiles 1, 2, 3+.
PHASES = 3
#: What a seat's score is made of, in the order of the coefficients (``features``).
FEATURES = (
    "tiles/14",
    "log tiles",
    "1/tiles",
    "opened",
    "closed*tiles/14",
    "opened*table/100",
    "mover",
    "mover/tiles",
    "mover*opened",
    "seat/n",
    "pool/100*log tiles",
    "empty pool*tiles/14",
)


@dataclass(frozen=True, slots=True)
class Positions:
    """A batch of turn starts of one player count (B positions, n seats), as numbers: per
    seat how many tiles its rack holds and whether it plays as opened; the pool's size and
    whose turn it is."""

    tiles: Ints
    opened: Ints
    pool: Ints
    mover: Ints


def positions(states: Sequence[GameState]) -> Positions:
    """The numbers of turn starts of one player count (a round under way in each)."""
    rows = [
        (
            tuple(len(rack) for rack in s.racks),
            tuple(int(s.plays_as_opened(p)) for p in range(s.players)),
            s.pool_size,
            s.current,
        )
        for s in states
    ]
    return Positions(*(np.array([r[i] for r in rows], np.int64) for i in range(4)))


def features(pos: Positions) -> Floats:
    """Per position and seat the ``FEATURES`` (B, n, K): the same at training and play."""
    b, n = pos.tiles.shape
    tiles = np.maximum(pos.tiles, 1).astype(np.float64)
    log_tiles = np.log(tiles)
    opened = pos.opened.astype(np.float64)
    seat = (np.arange(n)[None, :] - pos.mover[:, None]) % n
    mover = (seat == 0).astype(np.float64)
    pool = pos.pool[:, None].astype(np.float64)
    table = TOTAL_TILES - pool - pos.tiles.sum(axis=1, keepdims=True)
    columns = (
        tiles / 14,
        log_tiles,
        1 / tiles,
        opened,
        (1 - opened) * tiles / 14,
        opened * table / 100,
        mover,
        mover / tiles,
        mover * opened,
        seat / n,
        pool / 100 * log_tiles,
        (pool == 0) * tiles / 14,
    )
    return np.stack([np.broadcast_to(c, (b, n)) for c in columns], axis=-1)


def sides(rules: Rules, players: int) -> Floats:
    """Which side each seat plays for (n, sides): one per seat, or the teams."""
    team = [rules.team(p, players) for p in range(players)]
    out: Floats = np.eye(max(team) + 1)[team]
    return out


def side_wins(rules: Rules, wins: Floats) -> Floats:
    """The seats' wins (B, n) as the sides' shares (B, sides): a tie shared equally."""
    return shares_of_sides(wins, sides(rules, wins.shape[1]))


def side_features(rules: Rules, pos: Positions) -> Floats:
    """What the coefficients score per side (B, sides, K'): a seat's ``features``, or with
    teams both partners' side by side, the one with fewer tiles first, of equal racks the one
    to move sooner (either going out wins the round for both, so the nearer one counts most)."""
    x = features(pos)
    n = x.shape[1]
    if not rules.teams:
        return x
    count = rules.team_count(n)
    first, second = np.arange(count), np.arange(count) + count  # seats t and t + count
    order = pos.tiles * n + (np.arange(n)[None, :] - pos.mover[:, None]) % n
    swap = order[:, second] < order[:, first]
    lead = np.where(swap[:, :, None], x[:, second], x[:, first])
    other = np.where(swap[:, :, None], x[:, first], x[:, second])
    out: Floats = np.concatenate([lead, other], axis=-1)
    return out


def phase(pos: Positions) -> Ints:
    """Each position's phase (B,): 0 while a player has 1 tile left, 1 with 2, else 2. The
    end of a round plays by other odds (a last tile that does not fit is drawn to), so each
    phase has its own coefficients: one set for all was off by up to 4.2 points in a decile
    with 1 tile left, three sets by 2.8 (docs/bots.md)."""
    out: Ints = np.minimum(pos.tiles.min(axis=1), PHASES) - 1
    return out


def key(rules: Rules, players: int, phase: int) -> str:
    """The name of a player count's and phase's coefficients in the model file
    (``teams/4/fewest-1``: teams, someone with 1 tile left)."""
    count = f"teams/{players}" if rules.teams else str(players)
    return f"{count}/fewest-{phase + 1}{'+' if phase + 1 == PHASES else ''}"


@cache
def model() -> dict[str, Floats]:
    """The shipped coefficients per ``key``, read once per process (read-only data)."""
    data = json.loads(MODEL_FILE.read_text(encoding="utf-8"))
    if tuple(data["features"]) != FEATURES:
        raise ValueError(f"{MODEL_FILE} was fitted for other features: retrain it")
    return {k: np.array(v, np.float64) for k, v in data["coefficients"].items()}


def chances(rules: Rules, pos: Positions) -> Floats:
    """Each side's chance to win the round from each position (B, sides); SituationError
    without a model for this player count."""
    n = pos.tiles.shape[1]
    x = side_features(rules, pos)
    phases = phase(pos)
    scores = np.empty(x.shape[:2])
    for k in np.unique(phases):
        coefficients = model().get(key(rules, n, int(k)))
        if coefficients is None:
            raise SituationError(f"no model of the chance to win a round with {n} players")
        scores[phases == k] = x[phases == k] @ coefficients
    return softmax(scores)


def win_chances(state: GameState) -> tuple[float, ...]:
    """Each side's (player's, or with teams team's: A, B[, C]) chance to win the round under
    way, from the start of the turn; SituationError between rounds."""
    if not state.dealt or not all(state.racks):
        raise SituationError("no round is under way: nobody is about to win one")
    return tuple(float(p) for p in chances(state.rules, positions([state]))[0])


__all__ = [
    "FEATURES",
    "MODEL_FILE",
    "PHASES",
    "Positions",
    "chances",
    "features",
    "key",
    "model",
    "phase",
    "positions",
    "side_features",
    "side_wins",
    "sides",
    "win_chances",
]
