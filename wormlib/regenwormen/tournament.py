"""Tournaments between bots, with the statistics that say which one is stronger.

Seats rotate from game to game so that no bot gains from moving first, and every game has
its own generator seeded from the master seed and the game's number: the result of a
tournament depends on the seed only, not on how many processes played it. That machinery
is ``wormlib.core.tournament``, shared with Rummikub; here is what Regenwormen counts.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from wormlib.core import i18n
from wormlib.core import tournament as shared
from wormlib.core.tournament import Sums, win_share
from wormlib.regenwormen import game
from wormlib.regenwormen.actions import Take
from wormlib.regenwormen.bots import Bot, make_bot
from wormlib.regenwormen.rules import OFFICIAL, Rules
from wormlib.regenwormen.state import GameState, initial_state

__all__ = [
    "GameRecord",
    "Report",
    "Standing",
    "Tally",
    "play_game",
    "simulate",
]


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


@dataclass(frozen=True, slots=True)
class Tally(Sums):
    """Sums over one bot's seats; wins are exact fractions because ties are shared."""

    seats: int = 0
    wins: Fraction = Fraction(0)
    worms: int = 0
    tiles: int = 0
    turns: int = 0
    busts: int = 0


class Standing(shared.Standing[Tally]):
    """One bot's results: the share of games it won with a 95% interval, means per seat."""

    __slots__ = ()

    @property
    def games(self) -> int:
        return self.played

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

    def as_dict(self) -> dict[str, object]:
        return {
            **super().as_dict(),
            "mean_worms": self.mean_worms,
            "bust_rate": self.bust_rate,
            "mean_tiles": self.mean_tiles,
        }


class Report(shared.Report[Rules, Standing]):
    """A tournament's standings, with what it takes to play it again."""

    __slots__ = ()

    @property
    def games(self) -> int:
        return self.played

    def _repr_html_(self) -> str:
        """The standings as a table in Jupyter or marimo."""
        from wormlib.regenwormen import display  # it shows tournaments: imported on use

        return display.standings_html(self)


def simulate(
    players: Sequence[str],
    *,
    games: int = 1000,
    seed: int = 1,
    rules: Rules = OFFICIAL,
    jobs: int = 1,
    progress: Callable[[int], None] | None = None,
    lang: str = "en",
) -> Report:
    """Play ``games`` games between the named bots and sum up the results per bot.

    ``progress`` is called with the number of games finished so far; ``lang`` is the language
    the standings show in (``lang="nl"``), so that a lesson's table speaks the lesson's words.
    """
    i18n.check(lang)
    totals, sides = shared.play(
        _REGENWORMEN, players, rules, count=games, seed=seed, jobs=jobs, progress=progress
    )
    standings = tuple(Standing(name, games, tally) for name, tally in totals.items())
    names = shared.team_names(players)[: len(sides)]  # no sides without teams
    teams = tuple(Standing(name, games, tally) for name, tally in zip(names, sides, strict=True))
    return Report(tuple(players), rules, games, seed, standings, teams, lang)


def _seat_tallies(bots: Sequence[Bot], rules: Rules, rng: random.Random) -> list[Tally]:
    """One game with bot i in seat i: what each seat won, scored, turned and busted."""
    record = play_game(bots, rules, rng)
    result = game.outcome(record.state)
    assert result is not None
    return [
        Tally(
            1,
            win_share(seat, result.winners),
            result.scores[seat],
            len(record.state.stacks[seat]),
            record.turns[seat],
            record.busts[seat],
        )
        for seat in range(len(bots))
    ]


def _teams(rules: Rules) -> bool:
    return rules.teams


_REGENWORMEN = shared.Game(
    make_bot, _seat_tallies, Tally(), salt="", unit=Report.unit, teams=_teams
)
