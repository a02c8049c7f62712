"""Tournaments between bots, with the statistics that say which one is stronger.

Seats rotate from game to game so that no bot gains from moving first, and every game has
its own generator seeded from the master seed and the game's number: the result of a
tournament depends on the seed only, not on how many processes played it.
"""

from __future__ import annotations

import math
import os
import random
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from contextlib import nullcontext
from dataclasses import dataclass
from fractions import Fraction

from wormlib import game
from wormlib.actions import Take
from wormlib.bots import Bot, make_bot
from wormlib.errors import WormError, shown
from wormlib.rules import OFFICIAL, Rules
from wormlib.state import GameState, initial_state

#: Games per unit of work; fixed so that results never depend on the number of jobs.
CHUNK = 20
#: The most games one tournament plays (about an hour for two experts on one core).
MAX_GAMES = 1_000_000
#: The most jobs one may ask for; the processes started are also capped at the cores free.
MAX_JOBS = 256
Z95 = 1.959963984540054


class TournamentError(WormError):
    """A tournament that cannot be played as asked (too few games, too few jobs)."""


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One finished game, seen per seat: the final state and each seat's turns and busts."""

    state: GameState
    turns: tuple[int, ...]
    busts: tuple[int, ...]


def play_game(bots: Sequence[Bot], rules: Rules, rng: random.Random) -> GameRecord:
    """Play one game with bot i in seat i; the dice are thrown with ``rng`` too."""
    state = initial_state(len(bots), rules)
    turns = [0] * len(bots)
    busts = [0] * len(bots)
    while not game.is_terminal(state):
        player = state.current
        action = bots[player].decide(state, rng).action
        state = game.step(state, action, rng)
        if state.current != player:  # the turn is over (there are always 2+ players)
            turns[player] += 1
            busts[player] += not isinstance(action, Take)
    return GameRecord(state, tuple(turns), tuple(busts))


def seating(entries: int, number: int) -> tuple[int, ...]:
    """Which entry sits in each seat in game ``number``: a rotation by one seat per game."""
    return tuple((seat + number) % entries for seat in range(entries))


@dataclass(frozen=True, slots=True)
class Tally:
    """Sums over one bot's seats; wins are exact fractions because ties are shared."""

    seats: int = 0
    wins: Fraction = Fraction(0)
    worms: int = 0
    tiles: int = 0
    turns: int = 0
    busts: int = 0

    def __add__(self, other: Tally) -> Tally:
        return Tally(
            self.seats + other.seats,
            self.wins + other.wins,
            self.worms + other.worms,
            self.tiles + other.tiles,
            self.turns + other.turns,
            self.busts + other.busts,
        )


@dataclass(frozen=True, slots=True)
class Standing:
    """One bot's results: the share of games it won with a 95% interval, means per seat.

    A bot in several seats counts once per game: with two masters against two experts,
    the masters' share is compared with 50%.
    """

    bot: str
    games: int
    tally: Tally

    @property
    def wins(self) -> float:
        return float(self.tally.wins)

    @property
    def win_rate(self) -> float:
        return self.wins / self.games

    @property
    def interval(self) -> tuple[float, float]:
        return wilson_interval(self.wins, self.games)

    @property
    def mean_worms(self) -> float:
        return self.tally.worms / self.tally.seats

    @property
    def mean_tiles(self) -> float:
        return self.tally.tiles / self.tally.seats

    @property
    def bust_rate(self) -> float:
        """Share of this bot's turns that ended without a tile."""
        return self.tally.busts / self.tally.turns if self.tally.turns else 0.0


@dataclass(frozen=True, slots=True)
class Report:
    players: tuple[str, ...]
    rules: Rules
    games: int
    seed: int
    standings: tuple[Standing, ...]

    def _repr_html_(self) -> str:
        """The standings as a table in Jupyter or marimo."""
        from wormlib import display  # it shows tournaments: imported on use

        return display.standings_html(self)

    def as_dict(self) -> dict[str, object]:
        return {
            "players": list(self.players),
            "rules": self.rules.name,
            "games": self.games,
            "seed": self.seed,
            "results": [
                {
                    "bot": s.bot,
                    "wins": s.wins,
                    "win_rate": s.win_rate,
                    "ci95": list(s.interval),
                    "mean_worms": s.mean_worms,
                    "bust_rate": s.bust_rate,
                    "mean_tiles": s.mean_tiles,
                }
                for s in self.standings
            ],
        }


def wilson_interval(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a proportion (95% by default); shared wins count as parts."""
    if trials < 1:
        raise TournamentError(f"an interval needs at least 1 trial, not {trials}")
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    # exact at the ends, where rounding would leave the bound a hair off 0 or 1
    return (0.0 if p == 0 else centre - half), (1.0 if p == 1 else centre + half)


def simulate(
    players: Sequence[str],
    *,
    games: int = 1000,
    seed: int = 1,
    rules: Rules = OFFICIAL,
    jobs: int = 1,
    progress: Callable[[int], None] | None = None,
) -> Report:
    """Play ``games`` games between the named bots and sum up the results per bot.

    ``progress`` is called with the number of games finished so far.
    """
    rules.check_players(len(players))
    for name in players:
        make_bot(name)  # an unknown name fails here, before any process starts
    if not 1 <= games <= MAX_GAMES:
        raise TournamentError(f"--games must be from 1 to {MAX_GAMES:,}, not {shown(games)}")
    if not 1 <= jobs <= MAX_JOBS:
        raise TournamentError(f"--jobs must be from 1 to {MAX_JOBS}, not {shown(jobs)}")
    chunks = [
        _Chunk(tuple(players), rules, seed, first, min(first + CHUNK, games))
        for first in range(0, games, CHUNK)
    ]
    names = list(dict.fromkeys(players))
    totals = [Tally() for _ in names]
    workers = min(jobs, cores(), len(chunks))
    with ProcessPoolExecutor(workers) if workers > 1 else nullcontext() as pool:
        results = pool.map(_play_chunk, chunks) if pool else map(_play_chunk, chunks)
        for chunk, result in zip(chunks, results, strict=True):
            totals = [a + b for a, b in zip(totals, result, strict=True)]
            if progress:
                progress(chunk.stop)
    standings = tuple(
        Standing(name, games, tally) for name, tally in zip(names, totals, strict=True)
    )
    return Report(tuple(players), rules, games, seed, standings)


def cores() -> int:
    """The processor cores this process may run on: the most jobs worth starting."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


@dataclass(frozen=True, slots=True)
class _Chunk:
    """Games ``first`` to ``stop`` (excluded) of a tournament: one unit of work."""

    players: tuple[str, ...]
    rules: Rules
    seed: int
    first: int
    stop: int


def _play_chunk(chunk: _Chunk) -> list[Tally]:
    players = chunk.players
    names = list(dict.fromkeys(players))
    bots = [make_bot(name) for name in players]
    totals = [Tally() for _ in names]
    for number in range(chunk.first, chunk.stop):
        seats = seating(len(players), number)
        rng = random.Random(f"{chunk.seed}:{number}")
        record = play_game([bots[e] for e in seats], chunk.rules, rng)
        result = game.outcome(record.state)
        assert result is not None
        for seat, entry in enumerate(seats):
            share = Fraction(1, len(result.winners)) if seat in result.winners else Fraction(0)
            totals[names.index(players[entry])] += Tally(
                1,
                share,
                result.scores[seat],
                len(record.state.stacks[seat]),
                record.turns[seat],
                record.busts[seat],
            )
    return totals
