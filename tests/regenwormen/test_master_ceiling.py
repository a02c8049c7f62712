"""The benchmark of what a perfect chance to win would add (benchmarks/bench_master_ceiling.py):
its rollout master values the endgame by playing it on, and only the endgame."""

from __future__ import annotations

import numpy as np

from benchmarks.bench_master_ceiling import (
    PHASES,
    Model,
    RolloutMaster,
    by_phase,
    played_on,
    rmse_pp,
    side_share,
    truth_of,
)
from wormlib.regenwormen.bots import MasterBot
from wormlib.regenwormen.game import parse_position
from wormlib.regenwormen.rules import OFFICIAL, TEAMS
from wormlib.regenwormen.state import GameState
from wormlib.regenwormen.winprob import win_chances

#: One tile left; player 0 (34, four worms) leads player 1 (22, one worm) and is to move.
LAST_TILE = parse_position("m:21 x:23-33,35-36 s:34/22 p:0 k:- r:-")


def test_a_game_played_on_from_its_end_is_its_result() -> None:
    over = parse_position("m:- x:21-32 s:33.34/35.36 p:0 k:- r:-")
    assert played_on(over, 1, 5, "t") == 1.0
    assert played_on(over, 0, 5, "t") == 0.0


def test_the_rollout_master_plays_the_endgame_on() -> None:
    tiles, bust = RolloutMaster(endgame=3, rollouts=20).chances_after(LAST_TILE)
    chances = dict(tiles)
    assert sorted(chances) == [21, 22]  # the last tile, or player 1's top
    assert chances[21] == 1.0  # taking it ends the game 5 worms to 1
    assert chances[22] == 1.0  # after a steal, 5 worms to none: the 21 cannot catch up
    assert 0.0 < bust < 1.0  # the 34 back in the middle, 0 worms to 1: played on
    assert all(round(c * 20) == c * 20 for c in (*chances.values(), bust))  # shares of 20 games


def test_the_rollout_master_is_the_master_before_the_endgame() -> None:
    master = MasterBot().chances_after(LAST_TILE)
    assert RolloutMaster(endgame=0, rollouts=20).chances_after(LAST_TILE) == master


def truth_rows(model: Model) -> np.ndarray:
    return np.array([truth_of(30, 2, n, model) for n in range(10)])


def test_the_truth_benchmark_tells_a_good_model_from_a_wrong_one() -> None:
    """On a small sample (10 positions, two of each phase, 30 rollouts each) the shipped
    model is off by far less than one that turns its chances upside down."""
    good, bad = truth_rows(win_chances), truth_rows(upside_down)
    assert set(by_phase(good, 30)) == {name for name, _, _ in PHASES}
    assert rmse_pp(good[:, 1], good[:, 2], 30) < 15 < rmse_pp(bad[:, 1], bad[:, 2], 30)


def upside_down(state: GameState) -> list[float]:
    return [1 - c for c in win_chances(state)]


def test_the_noise_of_the_rollouts_is_taken_out() -> None:
    """A model that is the rollouts' own share is off by nothing."""
    share = np.array([0.2, 0.5, 0.9])
    assert rmse_pp(share, share, 30) == 0.0
    assert rmse_pp(share + 0.1, share, 30) > 5


def test_with_teams_a_game_played_on_counts_whole_for_the_winning_team() -> None:
    """The teams' sums win: the meter gives each player the team's chance, so the truth is the
    team's share, not a part of a win shared by teammates."""
    assert side_share(TEAMS, 2, (0, 2)) == 1.0
    assert side_share(TEAMS, 1, (0, 2)) == 0.0
    assert side_share(TEAMS, 1, (0, 1, 2, 3)) == 0.5  # the teams tied
    assert side_share(OFFICIAL, 0, (0, 1)) == 0.5  # without teams a shared win is shared
