"""The calibration of the chance to win: deciles that say what they were given, fresh games
that depend on the seed only, and a refusal past the bound."""

from __future__ import annotations

import itertools
import json
import random

import numpy as np
import pytest

from wormlib.core.tournament import TournamentError
from wormlib.regenwormen import calibration, game, winprob
from wormlib.regenwormen.calibration import MAX_GAMES, calibrate, deciles, self_play
from wormlib.regenwormen.rules import OFFICIAL


def test_an_honest_forecast_has_no_gap_and_a_dishonest_one_shows_it() -> None:
    """Said 20% and won 1 in 5, said 80% and won 4 in 5: calibrated. Said 90% every time
    and won 3 in 10 (the weather forecast that always says rain): a gap of 60 points."""
    predicted = np.repeat([0.2, 0.8], 50)
    won = np.array(([1.0] + [0.0] * 4) * 10 + ([1.0] * 4 + [0.0]) * 10)
    honest = deciles(predicted, won)
    assert [b.positions for b in honest] == [10] * 10
    assert [b.predicted for b in honest] == pytest.approx([0.2] * 5 + [0.8] * 5)
    assert [b.observed for b in honest] == pytest.approx([0.2] * 5 + [0.8] * 5)
    assert all(b.low < b.observed < b.high for b in honest)
    rain = deciles(np.full(100, 0.9), np.array([1.0, 0.0, 0.0] * 33 + [1.0]))
    assert max(abs(b.predicted - b.observed) for b in rain) == pytest.approx(0.6, abs=0.05)


def test_self_play_records_every_turn_start_and_who_won() -> None:
    starts, wins = self_play(OFFICIAL, 2, random.Random(3))
    assert sum(wins) == 1 and set(wins) <= {0.0, 0.5, 1.0}
    assert starts[0].stacks == ((), ()) and all(s.turn.roll is None for s in starts)
    assert all(a.current != b.current for a, b in itertools.pairwise(starts))
    assert not any(game.is_terminal(s) for s in starts)


def test_fresh_games_depend_on_the_seed_only() -> None:
    first = calibrate(6, seed=1)
    assert first == calibrate(6, seed=1)
    assert first != calibrate(6, seed=2)
    assert (first.games, first.seed, len(first.bins)) == (6, 1, 10)
    assert first.positions == sum(b.positions for b in first.bins) > 6 * 10
    predicted = [b.predicted for b in first.bins]
    assert predicted == sorted(predicted) and 0 < predicted[0] < predicted[-1] < 1
    assert first.gap == max(abs(b.predicted - b.observed) for b in first.bins)


def test_the_model_says_what_it_was_fitted_to() -> None:
    """The trainer's rounds are one game per variant and player count (29 of them, teams
    included); the teams (4 to 7 players) were refitted on more rounds of the same games,
    whose positions the whole fit had seen count once."""
    games, positions = winprob.fitted_to()
    shipped = json.loads(winprob.MODEL_FILE.read_text(encoding="utf-8"))
    teams = shipped["refits"]["teams"]
    assert games == 29 * shipped["rounds"] + 4 * (teams["rounds"] - shipped["rounds"])
    assert positions == shipped["positions"] + teams["positions"] - teams["replaces"]
    assert positions > 10 * games > 0


def test_the_games_are_not_the_training_games() -> None:
    """The trainer seeds game g of 2 players as "2026:official:2:g"; these are salted."""
    assert calibration.game_seed(2026, OFFICIAL, 2, 0) != "2026:official:2:0"


@pytest.mark.parametrize("games", [0, -1, MAX_GAMES + 1, 2.5, "10", True])
def test_too_many_or_too_few_games_are_refused(games: object) -> None:
    with pytest.raises(TournamentError, match=f"1 to {MAX_GAMES:,}"):
        calibrate(games)  # type: ignore[arg-type]
