"""The benchmark of what a perfect chance to win would add (benchmarks/bench_master_ceiling.py):
its rollout master values the endgame by playing it on, and only the endgame."""

from __future__ import annotations

from benchmarks.bench_master_ceiling import RolloutMaster, played_on
from wormlib.regenwormen.bots import MasterBot
from wormlib.regenwormen.game import parse_position

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
