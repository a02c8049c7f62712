"""What every game's tournament shares: rotated seats, games played in fixed blocks spread over
processes, progress, the bounds, and the Wilson interval of a win rate.

A game brings only its own part (``Game``: how to make a bot, and how one game between seated
bots tallies each seat). So the rules that make a tournament fair and repeatable have one
source: seats rotate by one per game, so that no bot gains from moving first, and every game
has its own generator seeded from the master seed and the game's number, so that the result
depends on the seed only, not on how many processes played it.
"""

from __future__ import annotations

import math
import os
import random
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from contextlib import nullcontext
from dataclasses import Field, dataclass, fields
from fractions import Fraction
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, Self, TypeVar

from wormlib.core.errors import WormError, shown

#: Games per unit of work; fixed so that results never depend on the number of jobs.
CHUNK = 20
#: The most games one tournament plays (about an hour for two experts on one core).
MAX_GAMES = 1_000_000
#: The most jobs one may ask for; the processes started are also capped at the cores free.
MAX_JOBS = 256
Z95 = 1.959963984540054


class TournamentError(WormError):
    """A tournament that cannot be played as asked (too few games, too few jobs)."""


class Tally(Protocol):
    """A game's sums for one bot: tallies of single seats add up to the bot's total."""

    @property
    def wins(self) -> Fraction: ...
    def __add__(self, other: Self, /) -> Self: ...


class Sums:
    """A frozen dataclass of sums whose ``+`` adds every field (a game's tally): adding
    a field to a tally is then all it takes to count it."""

    __slots__ = ()
    __dataclass_fields__: ClassVar[dict[str, Field[Any]]]

    if TYPE_CHECKING:  # the dataclass's own, which takes the fields in order

        def __init__(self, *values: Any) -> None: ...

    def __add__(self, other: Self) -> Self:
        return type(self)(*[getattr(self, f.name) + getattr(other, f.name) for f in fields(self)])


class SeatRules(Protocol):
    """A game's rules: they have a name and say how many players may sit down."""

    @property
    def name(self) -> str: ...
    def check_players(self, players: int) -> None: ...


BotT = TypeVar("BotT")
RulesT = TypeVar("RulesT", bound=SeatRules)
TallyT = TypeVar("TallyT", bound=Tally)


def no_teams(rules: object) -> bool:
    """Rules without teams: every player plays for themselves."""
    return False


@dataclass(frozen=True, slots=True)
class Game(Generic[BotT, RulesT, TallyT]):
    """One game's part of a tournament. Its functions are module-level ones, so that it
    travels to the worker processes by name."""

    #: The bot of a name (an unknown name raises before any game is played).
    make_bot: Callable[[str], BotT]
    #: One game with bot i in seat i, chance drawn from the generator: each seat's tally.
    play: Callable[[Sequence[BotT], RulesT, random.Random], Sequence[TallyT]]
    #: The tally of no game at all (what the sums start from).
    empty: TallyT
    #: Put before every game's seed: two games' tournaments with one seed deal differently.
    salt: str
    #: What one game is called in messages: "games", or "rounds" for Rummikub.
    unit: str
    #: Whether the rules seat two teams (A, B, A, B, ...; the lineup's entries alternate
    #: too): then seats keep each team together and its wins are counted as well.
    teams: Callable[[RulesT], bool] = no_teams
    #: How many teams the rules make of so many players (the lineup's entries go A, B, C,
    #: A, B, C, ...); None: two with ``teams``. More than two need an even rotation: the
    #: number of players a multiple of the teams.
    team_count: Callable[[RulesT, int], int] | None = None

    def sides(self, rules: RulesT, players: int) -> int:
        """The teams whose tallies are kept: 0 without teams."""
        if not self.teams(rules):
            return 0
        return 2 if self.team_count is None else self.team_count(rules, players)


@dataclass(frozen=True, slots=True)
class Standing(Generic[TallyT]):
    """One bot's share of the games it won, with a 95% interval; a game adds its means.

    A bot in several seats counts once per game: with two masters against two experts,
    the masters' share is compared with 50%.
    """

    bot: str
    played: int
    tally: TallyT

    @property
    def wins(self) -> float:
        return float(self.tally.wins)

    @property
    def win_rate(self) -> float:
        return self.wins / self.played

    @property
    def interval(self) -> tuple[float, float]:
        return wilson_interval(self.wins, self.played)

    def as_dict(self) -> dict[str, object]:
        """The fields every game's JSON gives of a bot (a game adds its means)."""
        return {
            "bot": self.bot,
            "wins": self.wins,
            "win_rate": self.win_rate,
            "ci95": list(self.interval),
        }


StandingT = TypeVar("StandingT", bound=Standing[Any])


@dataclass(frozen=True, slots=True)
class Report(Generic[RulesT, StandingT]):
    """A tournament's standings, with what it takes to play it again."""

    #: What the game calls one game, in its JSON ("games"; "rounds" in Rummikub).
    unit: ClassVar[str] = "games"

    players: tuple[str, ...]
    rules: RulesT
    played: int
    seed: int
    standings: tuple[StandingT, ...]
    #: With teams: team A (the lineup's 1st, 3rd, ... players), then team B.
    teams: tuple[StandingT, ...] = ()
    #: The language its table shows in (a pupil's notebook passes its own).
    lang: str = "en"

    def as_dict(self) -> dict[str, object]:
        teams = {"teams": [s.as_dict() for s in self.teams]} if self.teams else {}
        return {
            "players": list(self.players),
            "rules": self.rules.name,
            self.unit: self.played,
            "seed": self.seed,
            "results": [s.as_dict() for s in self.standings],
            **teams,
        }


def team_names(players: Sequence[str], teams: int = 2) -> tuple[str, ...]:
    """The teams of a lineup, as a report names them: ``A: expert+careful``, ``B: ...``
    (the lineup's entries go A, B, A, B or, with three teams, A, B, C, A, B, C)."""
    return tuple(f"{'ABCDEFG'[t]}: " + "+".join(players[t::teams]) for t in range(teams))


def play(
    game: Game[BotT, RulesT, TallyT],
    players: Sequence[str],
    rules: RulesT,
    *,
    count: int,
    seed: int,
    jobs: int,
    progress: Callable[[int], None] | None = None,
) -> tuple[dict[str, TallyT], tuple[TallyT, ...]]:
    """Play ``count`` games between the named bots; each bot's tally, in order of first seat,
    and with teams each team's (A, B; else none).

    A bot in several seats is one entry. ``progress`` is called with the number of games
    finished so far. Everything is checked before any process starts.
    """
    rules.check_players(len(players))
    for name in players:
        game.make_bot(name)
    if type(count) is not int or not 1 <= count <= MAX_GAMES:
        raise TournamentError(f"--{game.unit} must be from 1 to {MAX_GAMES:,}, not {shown(count)}")
    if type(jobs) is not int or not 1 <= jobs <= MAX_JOBS:
        raise TournamentError(f"--jobs must be from 1 to {MAX_JOBS}, not {shown(jobs)}")
    chunks = [
        _Chunk(game, tuple(players), rules, seed, first, min(first + CHUNK, count))
        for first in range(0, count, CHUNK)
    ]
    totals = dict.fromkeys(players, game.empty)
    sides = (game.empty,) * game.sides(rules, len(players))
    workers = min(jobs, cores(), len(chunks))
    with ProcessPoolExecutor(workers) if workers > 1 else nullcontext() as pool:
        results = pool.map(_play_chunk, chunks) if pool else map(_play_chunk, chunks)
        for chunk, (result, teams) in zip(chunks, results, strict=True):
            totals = {name: totals[name] + result[name] for name in totals}
            sides = tuple(a + b for a, b in zip(sides, teams, strict=True))
            if progress:
                progress(chunk.stop)
    return totals, sides


def seating(entries: int, number: int, *, teams: bool = False) -> tuple[int, ...]:
    """Which entry sits in each seat in game ``number``: a rotation by one seat per game.

    With teams (seats and entries alternating A, B, ...) an even number of entries rotates
    as a whole, which keeps each team together; an odd one cannot (team A has one player
    more and keeps the even seats), so each team rotates among its own seats.
    """
    if not teams or entries % 2 == 0:
        return tuple((seat + number) % entries for seat in range(entries))
    a, b = range(0, entries, 2), range(1, entries, 2)
    return tuple(
        (a, b)[seat % 2][(seat // 2 + number) % len((a, b)[seat % 2])] for seat in range(entries)
    )


def win_share(seat: int, winners: Sequence[int]) -> Fraction:
    """The part of a game's win that goes to a seat: tied winners share it equally."""
    return Fraction(1, len(winners)) if seat in winners else Fraction(0)


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


def cores() -> int:
    """The processor cores this process may run on: the most jobs worth starting."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


@dataclass(frozen=True, slots=True)
class _Chunk(Generic[BotT, RulesT, TallyT]):
    """Games ``first`` to ``stop`` (excluded) of a tournament: one unit of work."""

    game: Game[BotT, RulesT, TallyT]
    players: tuple[str, ...]
    rules: RulesT
    seed: int
    first: int
    stop: int


def _play_chunk(
    chunk: _Chunk[BotT, RulesT, TallyT],
) -> tuple[dict[str, TallyT], tuple[TallyT, ...]]:
    game, players = chunk.game, chunk.players
    bots = [game.make_bot(name) for name in players]
    totals = dict.fromkeys(players, game.empty)
    teams = game.teams(chunk.rules)
    count = game.sides(chunk.rules, len(players))
    sides = [game.empty] * count
    for number in range(chunk.first, chunk.stop):
        seats = seating(len(players), number, teams=teams)
        rng = random.Random(f"{game.salt}{chunk.seed}:{number}")
        tallies = game.play([bots[entry] for entry in seats], chunk.rules, rng)
        for entry, tally in zip(seats, tallies, strict=True):
            totals[players[entry]] += tally
            if teams:
                sides[entry % count] += tally
    return totals, tuple(sides)
