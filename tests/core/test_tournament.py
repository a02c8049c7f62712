"""The tournament machinery both games share, driven by a toy game whose result is known.

In the toy game the seat that draws the highest number from the game's generator wins, so
every count below follows from the seating and the seeds alone.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

import pytest

from wormlib.core import tournament as tournament_core
from wormlib.core.errors import RulesError
from wormlib.core.tournament import Game, Sums, TournamentError, play, seating, win_share
from wormlib.regenwormen import tournament
from wormlib.rummikub import tournament as rk_tournament


@dataclass(frozen=True, slots=True)
class _Rules:
    name: str = "toy"
    most: int = 3

    def check_players(self, players: int) -> None:
        if not 2 <= players <= self.most:
            raise RulesError(f"{players} players: the toy game needs 2 to {self.most}")


@dataclass(frozen=True, slots=True)
class _Tally(Sums):
    seats: int = 0
    wins: Fraction = Fraction(0)
    first: int = 0  # games this bot began


def _make_bot(name: str) -> str:
    if name not in {"a", "b", "c"}:
        raise RulesError(f"unknown toy bot {name!r}")
    return name


def _play(bots: Sequence[str], rules: _Rules, rng: random.Random) -> list[_Tally]:
    draws = [rng.random() for _ in bots]
    winners = [draws.index(max(draws))]
    return [_Tally(1, win_share(seat, winners), int(seat == 0)) for seat in range(len(bots))]


TOY = Game(_make_bot, _play, _Tally(), salt="toy:", unit="games")


def _expected(players: Sequence[str], count: int, seed: int, salt: str) -> dict[str, _Tally]:
    """The toy tournament played out by hand, game by game."""
    totals = dict.fromkeys(players, _Tally())
    for number in range(count):
        seats = seating(len(players), number)
        rng = random.Random(f"{salt}{seed}:{number}")
        draws = [rng.random() for _ in seats]
        for seat, entry in enumerate(seats):
            won = Fraction(int(draws[seat] == max(draws)))
            totals[players[entry]] += _Tally(1, won, int(seat == 0))
    return totals


def test_a_tournament_is_the_games_played_one_by_one() -> None:
    assert play(TOY, ["a", "b", "c"], _Rules(), count=47, seed=5, jobs=1) == (
        _expected(["a", "b", "c"], 47, 5, "toy:"),
        (),
    )


def test_the_salt_and_the_seed_choose_the_generators() -> None:
    one, _ = play(TOY, ["a", "b"], _Rules(), count=60, seed=5, jobs=1)
    assert one != play(TOY, ["a", "b"], _Rules(), count=60, seed=6, jobs=1)[0]
    assert one == _expected(["a", "b"], 60, 5, "toy:") != _expected(["a", "b"], 60, 5, "")


def test_a_bot_in_several_seats_is_one_entry_counted_once_per_game() -> None:
    totals, _ = play(TOY, ["a", "b", "a"], _Rules(), count=30, seed=2, jobs=1)
    assert list(totals) == ["a", "b"]
    assert totals["a"].seats == 60 and totals["b"].seats == 30
    assert totals["a"].wins + totals["b"].wins == 30
    assert totals["a"].first == 20 and totals["b"].first == 10  # seats rotate


def test_progress_counts_the_games_of_each_finished_block() -> None:
    seen: list[int] = []
    play(TOY, ["a", "b"], _Rules(), count=45, seed=1, jobs=1, progress=seen.append)
    assert seen == [20, 40, 45]


@pytest.mark.parametrize(
    ("players", "count", "jobs", "words"),
    [
        (["a"], 10, 1, "1 players"),
        (["a", "z"], 10, 1, "unknown toy bot 'z'"),
        (["a", "b"], 0, 1, "--games must be from 1 to 1,000,000, not 0"),
        (["a", "b"], True, 1, "--games must be from 1 to 1,000,000, not True"),
        (["a", "b"], 2.0, 1, "--games must be from 1 to 1,000,000, not 2.0"),
        (["a", "b"], 10, 0, "--jobs must be from 1 to 256, not 0"),
        (["a", "b"], 10, 1.0, "--jobs must be from 1 to 256, not 1.0"),
    ],
)
def test_bad_tournaments_are_refused_before_any_game(
    players: list[str], count: int, jobs: int, words: str
) -> None:
    with pytest.raises((TournamentError, RulesError), match=words):
        play(TOY, players, _Rules(), count=count, seed=1, jobs=jobs)


def test_sums_add_every_field() -> None:
    one = tournament.Tally(1, Fraction(1, 2), 3, 4, 5, 6)
    two = tournament.Tally(2, Fraction(1, 3), 30, 40, 50, 60)
    assert one + two == tournament.Tally(3, Fraction(5, 6), 33, 44, 55, 66)
    rk = rk_tournament.Tally(1, Fraction(1), Fraction(-7, 2), 4, 9)
    assert rk + rk == rk_tournament.Tally(2, Fraction(2), Fraction(-7), 8, 18)


def test_both_games_report_the_shared_fields_alike() -> None:
    worms = tournament.simulate(["careful", "random"], games=4, seed=1).as_dict()
    rummikub = rk_tournament.simulate(["careful", "beginner"], rounds=4, seed=1).as_dict()
    assert worms["games"] == rummikub["rounds"] == 4 and rummikub["game"] == "rummikub"
    assert list(worms)[-4:] == ["rules", "games", "seed", "results"]
    assert list(rummikub)[-4:] == ["rules", "rounds", "seed", "results"]
    for report in (worms, rummikub):
        for row in report["results"]:  # type: ignore[attr-defined]
            assert list(row)[:4] == ["bot", "wins", "win_rate", "ci95"]
            assert row["ci95"] == list(tournament_core.wilson_interval(row["wins"], 4))


def test_regenwormen_now_refuses_a_count_that_is_not_a_whole_number() -> None:
    with pytest.raises(TournamentError, match="--games"):
        tournament.simulate(["careful", "random"], games=True)


def _two_teams(rules: _Rules) -> bool:
    return True


TEAMS = replace(TOY, teams=_two_teams)


@pytest.mark.parametrize("players", [4, 5, 6, 7])
def test_with_teams_seats_keep_each_team_together_and_every_entry_sits_first(
    players: int,
) -> None:
    for number in range(2 * players):
        seats = seating(players, number, teams=True)
        assert sorted(seats) == list(range(players))
        # entries of one team (by the lineup's parity) sit in seats of one team
        assert len({(seat % 2) ^ (entry % 2) for seat, entry in enumerate(seats)}) == 1
    first = {seating(players, n, teams=True)[0] for n in range(2 * players)}
    assert first == (set(range(players)) if players % 2 == 0 else set(range(0, players, 2)))


def test_with_teams_each_team_s_wins_are_counted() -> None:
    _, teams = play(TEAMS, ["a", "b", "c", "a", "b"], _Rules(most=5), count=40, seed=3, jobs=1)
    assert len(teams) == 2 and teams[0].seats == 3 * 40 and teams[1].seats == 2 * 40
    assert teams[0].wins + teams[1].wins == 40  # the toy's one winner is on one team
