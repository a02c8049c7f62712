"""The tournament simulator: interval math, seat rotation, determinism across jobs."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator
from functools import partial
from typing import Any

import numpy as np
import pytest
from scipy.stats import binomtest  # type: ignore[import-untyped]

from wormlib.core import tournament as shared
from wormlib.core.errors import RulesError, UnknownBotError, WormError
from wormlib.core.tournament import Z95, TournamentError, seating, wilson_interval
from wormlib.regenwormen import bots, game
from wormlib.regenwormen.bots import Bot, CarefulBot, Decision, make_bot
from wormlib.regenwormen.rules import OFFICIAL, TWO_PLAYERS
from wormlib.regenwormen.state import GameState, initial_state
from wormlib.regenwormen.tournament import play_game, simulate


def test_wilson_interval_on_known_counts() -> None:
    # Textbook values (Newcombe 1998, Wilson score interval, 95%)
    assert wilson_interval(50, 100) == pytest.approx((0.4038, 0.5962), abs=1e-4)
    assert wilson_interval(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)
    assert wilson_interval(81, 263) == pytest.approx((0.2553, 0.3662), abs=1e-4)


@pytest.mark.parametrize(("wins", "games"), [(0, 10), (1, 10), (81, 263), (1348, 2000), (7, 7)])
def test_wilson_interval_agrees_with_scipy(wins: int, games: int) -> None:
    expected = binomtest(wins, games).proportion_ci(confidence_level=0.95, method="wilson")
    assert wilson_interval(wins, games) == pytest.approx((expected.low, expected.high), abs=1e-12)


def test_shared_wins_count_as_parts_of_a_win() -> None:
    # the public exact-value bot's record: 1348 wins and 83 shared of 2,000 games. The Wilson
    # bounds are the two roots p of (p - share)**2 = z**2 * p * (1 - p) / games.
    share, games, z2 = (1348 + 83 / 2) / 2000, 2000, Z95**2
    roots = np.roots([1 + z2 / games, -(2 * share + z2 / games), share**2])
    assert wilson_interval(1348 + 83 / 2, 2000) == pytest.approx(sorted(roots), abs=1e-12)


def test_an_interval_needs_games() -> None:
    with pytest.raises(TournamentError):
        wilson_interval(0, 0)


def test_seats_rotate_so_each_entry_moves_first_equally() -> None:
    for players in range(2, 8):
        first_movers = [seating(players, n)[0] for n in range(players)]
        assert sorted(first_movers) == list(range(players))
        for n in range(players):
            assert sorted(seating(players, n)) == list(range(players))


class _FirstMoverSpy:
    """A careful bot that writes down its name when it opens a game."""

    opened: list[str] = []  # noqa: RUF012 (shared on purpose: the test reads it)

    def __init__(self, name: str) -> None:
        self.name = name

    def decide(self, state: GameState, rng: random.Random) -> Decision:
        if state == initial_state(state.players, state.rules):
            self.opened.append(self.name)
        return CarefulBot().decide(state, rng)


@pytest.fixture
def spies(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    for name in ("spy-a", "spy-b", "spy-c"):
        monkeypatch.setitem(bots.BOTS, name, partial(_FirstMoverSpy, name))
    _FirstMoverSpy.opened = []
    yield _FirstMoverSpy.opened


def test_simulate_rotates_the_first_move(spies: list[str]) -> None:
    simulate(["spy-a", "spy-b", "spy-c"], games=6, seed=3)
    assert spies == ["spy-a", "spy-b", "spy-c"] * 2


def test_play_game_counts_turns_and_busts() -> None:
    record = play_game([make_bot("careful"), make_bot("random")], OFFICIAL, random.Random(4))
    assert game.is_terminal(record.state)
    assert all(0 <= b <= t for b, t in zip(record.busts, record.turns, strict=True))
    assert abs(record.turns[0] - record.turns[1]) <= 1  # turns alternate
    assert record.busts[1] > record.busts[0]  # random play busts far more often


def test_results_add_up() -> None:
    report = simulate(["careful", "random", "rule-of-thumb"], games=30, seed=2)
    assert sum(s.wins for s in report.standings) == pytest.approx(30)  # ties shared
    for s in report.standings:
        assert 0 <= s.bust_rate <= 1
        assert s.games == s.tally.seats == 30
    total_worms = sum(s.tally.worms for s in report.standings)
    assert total_worms <= 30 * OFFICIAL.total_worms


def test_a_seed_fixes_the_result() -> None:
    one = simulate(["careful", "rule-of-thumb"], games=30, seed=5)
    assert simulate(["careful", "rule-of-thumb"], games=30, seed=5) == one
    assert simulate(["careful", "rule-of-thumb"], games=30, seed=6) != one


def test_jobs_do_not_change_the_result() -> None:
    players = ["careful", "random", "rule-of-thumb"]
    serial = simulate(players, games=45, seed=9, jobs=1)
    assert simulate(players, games=45, seed=9, jobs=2) == serial


def test_progress_is_reported_up_to_the_number_of_games() -> None:
    seen: list[int] = []
    simulate(["careful", "random"], games=45, seed=1, progress=seen.append)
    assert seen == sorted(seen) and seen[-1] == 45


def test_a_bot_in_several_seats_is_one_row() -> None:
    report = simulate(["random", "careful", "random", "careful"], games=8, seed=1)
    assert [s.bot for s in report.standings] == ["random", "careful"]
    careful = report.standings[1]
    assert careful.games == 8 and careful.tally.seats == 16
    assert careful.wins == pytest.approx(8)  # random play never beats careful play here
    assert careful.mean_worms == careful.tally.worms / 16


@pytest.mark.parametrize(
    ("players", "kwargs", "error", "words"),
    [
        (["careful", "nobody"], {}, UnknownBotError, "'nobody'"),
        (["careful"], {}, RulesError, "1 players"),
        (["careful"] * 8, {}, RulesError, "8 players"),
        (["careful"] * 3, {"rules": TWO_PLAYERS}, RulesError, "3 players"),
        (["careful"] * 2, {"games": 0}, TournamentError, "--games"),
        (["careful"] * 2, {"jobs": 0}, TournamentError, "--jobs"),
        (["careful"] * 2, {"games": 10**18}, TournamentError, "--games must be from 1 to"),
        (["careful"] * 2, {"jobs": 10**9}, TournamentError, "--jobs must be from 1 to 256"),
    ],
)
def test_bad_tournaments_are_refused(
    players: list[str], kwargs: dict[str, object], error: type[WormError], words: str
) -> None:
    with pytest.raises(error, match=words):
        simulate(players, **kwargs)  # type: ignore[arg-type]


def test_bots_only_ever_see_decision_states() -> None:
    class Strict:
        name = "strict"

        def decide(self, state: GameState, rng: random.Random) -> Decision:
            assert game.current_player(state) == state.current
            return CarefulBot().decide(state, rng)

    strict: Bot = Strict()
    play_game([strict, make_bot("random")], OFFICIAL, random.Random(1))


class _PoolSpy:
    """Stands in for ProcessPoolExecutor: notes how many processes would start, plays in-line."""

    workers: list[int] = []  # noqa: RUF012 (shared on purpose: the test reads it)

    def __init__(self, workers: int) -> None:
        self.workers.append(workers)

    def __enter__(self) -> _PoolSpy:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def map(self, function: Callable[[Any], Any], items: Iterable[Any]) -> Iterator[Any]:
        return map(function, items)


@pytest.mark.parametrize(
    ("jobs", "games", "cores", "started"),
    [(256, 100, 2, [2]), (3, 100, 8, [3]), (8, 20, 8, []), (200, 60, 64, [3])],
)
def test_jobs_are_capped_at_the_cores_and_the_blocks_of_games(
    monkeypatch: pytest.MonkeyPatch, jobs: int, games: int, cores: int, started: list[int]
) -> None:
    # blocks of 20 games: 100 games are 5 blocks, 60 games 3, and 20 games 1 (no pool at all)
    monkeypatch.setattr(shared, "ProcessPoolExecutor", _PoolSpy)
    monkeypatch.setattr(shared, "cores", lambda: cores)
    _PoolSpy.workers = []
    report = simulate(["random", "random"], games=games, seed=1, jobs=jobs)
    assert _PoolSpy.workers == started
    assert report == simulate(["random", "random"], games=games, seed=1)
