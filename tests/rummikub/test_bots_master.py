"""The master's habit: while only a few tiles would stay stuck it draws rather than lay part of
its rack, so that it can go out in one turn; with a full rack, many stuck tiles or a nearly empty
pool it lays like the expert."""

from __future__ import annotations

import random

from tests.rummikub.conftest import Position
from wormlib.rummikub import bots, game
from wormlib.rummikub.actions import Draw, Lay
from wormlib.rummikub.bots import Count, make_bot
from wormlib.rummikub.state import GameState
from wormlib.rummikub.tiles import FULL_SET, counts, from_counts, parse_tiles, tiles_str

TABLE = "B6 B7 B8"  # B9 fits at its end; R1 fits nowhere


def decide(name: str, state: GameState) -> tuple[object, str, dict[str, object]]:
    decision = make_bot(name).decide(state, random.Random(0))
    game.apply(state, decision.action)  # every decision is legal
    return decision.action, decision.reason.key, dict(decision.reason.values)


def test_master_draws_where_the_expert_lays_part_of_a_small_rack(position: Position) -> None:
    state = position("R1 B9 / K1 K2", TABLE, opened="1 1")
    expert, expert_key, _ = decide("expert", state)
    master, key, values = decide("master", state)
    assert isinstance(expert, Lay) and expert.laid == parse_tiles("B9") and expert_key == "lay"
    assert master == Draw()
    assert key == "hold_back" and values == {"tiles": Count(1), "stuck": Count(1)}


def test_master_goes_out_when_the_draw_brought_the_missing_tile(position: Position) -> None:
    state = position("R1 R2 R3 B9 / K1 K2", TABLE, opened="1 1")
    master, key, values = decide("master", state)
    assert isinstance(master, Lay) and key == "go_out" and values == {"tiles": Count(4)}


def test_master_lays_like_the_expert_with_a_full_rack(position: Position) -> None:
    melds = "R1 R2 R3 B1 B2 B3 Y1 Y2 Y3 K1 K2 K3 R5 R6 R7 B5 B6 B7 Y5 Y6 Y7"
    rack = f"{melds} K13"  # 22 tiles, only K13 stuck: the rack is too full to wait
    assert len(parse_tiles(rack)) >= bots.HOLD_RACK
    state = position(f"{rack} / K1 K2", TABLE, opened="1 1")
    master, key, values = decide("master", state)
    assert master == decide("expert", state)[0] and key == "lay" and values == {"tiles": 21}


def test_master_lays_like_the_expert_when_many_tiles_are_stuck(position: Position) -> None:
    state = position("R1 K4 Y11 B12 R13 B9 / K1 K2", TABLE, opened="1 1")
    assert bots.HOLD_STUCK < 5
    master, key, _ = decide("master", state)
    assert isinstance(master, Lay) and master.laid == parse_tiles("B9") and key == "lay"


def test_master_lays_when_the_pool_is_nearly_empty(position: Position) -> None:
    mine = counts(parse_tiles(f"R1 B9 {TABLE}"))
    pool = bots.HOLD_POOL - 1
    other = list(FULL_SET)
    for kind, n in enumerate(mine):
        other[kind] -= n
    for kind in range(len(other)):  # leave `pool` tiles out of the other rack
        take = min(other[kind], pool)
        other[kind] -= take
        pool -= take
    state = position(f"R1 B9 / {tiles_str(from_counts(other))}", TABLE, opened="1 1")
    assert state.pool_size == bots.HOLD_POOL - 1
    master, key, _ = decide("master", state)
    assert isinstance(master, Lay) and master.laid == parse_tiles("B9") and key == "lay"
