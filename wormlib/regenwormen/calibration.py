"""Is the chance to win honest? The model's predictions (``winprob``) set against who won.

Of all the turn starts where the model gave the player to move about 70%, that player should
have won about 70% of the games: the predictions are sorted and cut into ten equal groups
(deciles), and each group's mean prediction is set against the share its movers won. The
games are fresh expert self-play, seeded apart from the trainer's (tools/train_winprob.py),
few enough for a lesson to play them in seconds (notebooks/*/4_bots_*.ipynb); the benchmark
(benchmarks/bench_winprob.py) cuts its 40,000 held-out positions the same way.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import numpy as np

from wormlib.core.errors import shown
from wormlib.core.tournament import TournamentError, wilson_interval, win_share
from wormlib.regenwormen import game, winprob
from wormlib.regenwormen.bots import make_bot
from wormlib.regenwormen.rules import OFFICIAL, Rules
from wormlib.regenwormen.state import GameState, initial_state
from wormlib.regenwormen.winprob import Floats

#: The most games ``calibrate`` plays: 100 two-player expert games take a few seconds.
MAX_GAMES = 1_000


@dataclass(frozen=True, slots=True)
class Bin:
    """One decile of the positions: the mean predicted chance of the player to move, the
    share of them that player won (a tie shared), its 95% Wilson interval, how many."""

    predicted: float
    observed: float
    low: float
    high: float
    positions: int


@dataclass(frozen=True, slots=True)
class Calibration:
    """The deciles of ``games`` fresh self-play games of ``seed``."""

    games: int
    seed: int
    bins: tuple[Bin, ...]

    @property
    def positions(self) -> int:
        return sum(b.positions for b in self.bins)

    @property
    def gap(self) -> float:
        """The largest difference between predicted and observed over the deciles."""
        return max(abs(b.predicted - b.observed) for b in self.bins)


def self_play(
    rules: Rules, players: int, rng: random.Random, level: str = "expert"
) -> tuple[list[GameState], list[float]]:
    """One self-play game of bots of ``level``: the position at each turn start, each
    seat's win."""
    bots = [make_bot(level) for _ in range(players)]
    state = initial_state(players, rules)
    starts = [state]
    while not game.is_terminal(state):
        player = state.current
        state = game.step(state, bots[player].decide(state, rng).action, rng)
        if state.current != player and not game.is_terminal(state):
            starts.append(state)
    result = game.outcome(state)
    assert result is not None
    return starts, [float(win_share(p, result.winners)) for p in range(players)]


def deciles(predicted: Floats, won: Floats) -> tuple[Bin, ...]:
    """Per tenth of the positions sorted by the prediction: predicted against won."""
    order = np.argsort(predicted, kind="stable")
    out = []
    for part in np.array_split(order, 10):
        share = float(won[part].mean())
        low, high = wilson_interval(share * len(part), len(part))
        out.append(Bin(float(predicted[part].mean()), share, low, high, len(part)))
    return tuple(out)


def game_seed(seed: int, rules: Rules, players: int, number: int) -> str:
    """Game ``number``'s seed: salted, so that no seed replays the trainer's games."""
    return f"calibration:{seed}:{rules.name}:{players}:{number}"


def calibrate(
    games: int = 100, *, players: int = 2, seed: int = 1, rules: Rules = OFFICIAL
) -> Calibration:
    """Play ``games`` expert games and set the mover's predicted chance at every turn start
    against whether the mover won. TournamentError outside 1 to ``MAX_GAMES`` games."""
    if type(games) is not int or not 1 <= games <= MAX_GAMES:
        raise TournamentError(f"games must be from 1 to {MAX_GAMES:,}, not {shown(games)}")
    predicted: list[Floats] = []
    won: list[Floats] = []
    for number in range(games):
        rng = random.Random(game_seed(seed, rules, players, number))
        starts, wins = self_play(rules, players, rng)
        movers = np.array([s.current for s in starts])
        rows = np.arange(len(starts))
        # the model alone: the meter's endgame look ahead would make 100 games take 16.9 s of
        # CPU instead of 0.8 and leaves the deciles as they are (4.94 against 4.90 points at
        # most on 400 games); bench_master_ceiling.py truth checks the endgame per position
        predicted.append(winprob.win_chances_of(starts, looking_ahead=False)[rows, movers])
        won.append(np.array(wins)[movers])
    return Calibration(games, seed, deciles(np.concatenate(predicted), np.concatenate(won)))


__all__ = ["MAX_GAMES", "Bin", "Calibration", "calibrate", "deciles", "game_seed", "self_play"]
