"""Rummikub tournaments between bots: rounds with rotated seats and 95% intervals.

Played by ``wormlib.core.tournament``, as Regenwormen's are: every round has its own
generator seeded from the master seed and the round's number, and rounds are played in fixed
blocks, so the result depends on the seed only, not on the jobs. Here is what a Rummikub
round counts. A round's win is shared when players tie for the lowest rack sum.

With the ``teams`` rules (4 or 6 players) the lineup's entries go A, B, A, B or A, B, C, A,
B, C, the whole table rotates (which keeps each team together), and the report adds one
standing per team. A seat's score is then its team's, and a team's win is split between its
two seats, as Regenwormen's tournaments split it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from wormlib.core import tournament as shared
from wormlib.core.tournament import MAX_GAMES, Sums, win_share
from wormlib.rummikub import game
from wormlib.rummikub.actions import Action, Lay
from wormlib.rummikub.bots import Bot, make_bot
from wormlib.rummikub.rules import SEED, Rules
from wormlib.rummikub.state import GameState, initial_state

MAX_ROUNDS = MAX_GAMES

__all__ = ["MAX_ROUNDS", "Report", "RoundRecord", "play_round", "simulate"]


@dataclass(frozen=True, slots=True)
class RoundRecord:
    """One finished round: the final state, each seat's turns and lays, and every action
    (chance included) from the start, as a save game stores them."""

    state: GameState
    turns: tuple[int, ...]
    lays: tuple[int, ...]
    actions: tuple[Action, ...]


def play_round(bots: Sequence[Bot], rules: Rules, rng: random.Random) -> RoundRecord:
    """Play one round with bot i in seat i; chance (deal, draws) uses ``rng`` too."""
    state = initial_state(len(bots), rules)
    turns = [0] * len(bots)
    lays = [0] * len(bots)
    actions: list[Action] = []
    while not game.is_terminal(state):
        player = game.current_player(state)
        if player == game.CHANCE:
            action = game.sample_chance(state, rng)
        else:
            action = bots[player].decide(state, rng).action
            turns[player] += 1
            lays[player] += isinstance(action, Lay)
        state = game.apply(state, action)
        actions.append(action)
    return RoundRecord(state, tuple(turns), tuple(lays), tuple(actions))


@dataclass(frozen=True, slots=True)
class Tally(Sums):
    """Sums over one bot's seats; wins and scores are exact (shared wins split)."""

    seats: int = 0
    wins: Fraction = Fraction(0)
    score: Fraction = Fraction(0)
    tiles_left: int = 0
    turns: int = 0


class Standing(shared.Standing[Tally]):
    """One bot's share of rounds won with its 95% interval, and means per seat."""

    __slots__ = ()

    @property
    def rounds(self) -> int:
        return self.played

    @property
    def mean_score(self) -> float:
        return float(self.tally.score) / self.tally.seats

    @property
    def mean_tiles_left(self) -> float:
        return self.tally.tiles_left / self.tally.seats

    @property
    def mean_turns(self) -> float:
        return self.tally.turns / self.tally.seats

    def as_dict(self) -> dict[str, object]:
        return {
            **super().as_dict(),
            "mean_score": self.mean_score,
            "mean_tiles_left": self.mean_tiles_left,
            "mean_turns": self.mean_turns,
        }


class Report(shared.Report[Rules, Standing]):
    """A tournament's standings, with what it takes to play it again."""

    __slots__ = ()
    unit = "rounds"

    @property
    def rounds(self) -> int:
        return self.played

    def as_dict(self) -> dict[str, object]:
        return {"game": "rummikub", **super().as_dict()}


def simulate(
    players: Sequence[str],
    *,
    rounds: int = 1000,
    seed: int = 1,
    rules: Rules = SEED,
    jobs: int = 1,
    progress: Callable[[int], None] | None = None,
) -> Report:
    """Play ``rounds`` rounds between the named bots and sum up the results per bot.

    ``progress`` is called with the number of rounds finished so far.
    """
    totals, sides = shared.play(
        _RUMMIKUB, players, rules, count=rounds, seed=seed, jobs=jobs, progress=progress
    )
    standings = tuple(Standing(name, rounds, tally) for name, tally in totals.items())
    names = shared.team_names(players, len(sides)) if sides else ()
    teams = tuple(Standing(name, rounds, tally) for name, tally in zip(names, sides, strict=True))
    return Report(tuple(players), rules, rounds, seed, standings, teams)


def _seat_tallies(bots: Sequence[Bot], rules: Rules, rng: random.Random) -> list[Tally]:
    """One round with bot i in seat i: what each seat won, scored, kept and played."""
    record = play_round(bots, rules, rng)
    result = game.round_result(record.state)
    assert result is not None
    return [
        Tally(
            1,
            win_share(seat, result.winners),
            result.scores[record.state.team(seat)],
            len(record.state.racks[seat]),
            record.turns[seat],
        )
        for seat in range(len(bots))
    ]


def _teams(rules: Rules) -> bool:
    return rules.teams


def _team_count(rules: Rules, players: int) -> int:
    return rules.team_count(players)


_RUMMIKUB = shared.Game(
    make_bot,
    _seat_tallies,
    Tally(),
    salt="rummikub:",
    unit=Report.unit,
    teams=_teams,
    team_count=_team_count,
)
