"""Invariants over random games between bots, under every variant (hypothesis).

At every step: all 106 tiles are accounted for (what was dealt and drawn minus what was laid
is on the racks, what was laid is on the table, the rest in the pool), the table is valid,
the position notation reads back, and wrong moves are refused without changing anything.
At the end of every round the scores sum to zero and the winners have the highest score.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.examples import examples
from wormlib.rummikub import game
from wormlib.rummikub.actions import Deal, Drawn, Lay, TimeOut
from wormlib.rummikub.bots import make_bot
from wormlib.rummikub.errors import IllegalMoveError
from wormlib.rummikub.melds import check_table, table_tiles
from wormlib.rummikub.rules import VARIANTS, parse_rules
from wormlib.rummikub.state import GameState, initial_state, parse_position
from wormlib.rummikub.tiles import TOTAL_TILES

FAST = ("beginner", "careful")
VARIANT_NAMES = [*VARIANTS, "timer-60,penalty-3", "table-after-opening,joker-in-opening"]


def check_invariants(state: GameState, on_racks: int, on_table: int) -> None:
    assert sum(map(len, state.racks)) == on_racks
    assert len(table_tiles(state.table)) == on_table
    assert min(state.pool) >= 0
    assert state.pool_size + on_racks + on_table == TOTAL_TILES
    check_table(state.table, wrap=state.rules.wrap_13_1)
    assert parse_position(state.notation(), state.rules) == state


def wrong_moves(state: GameState) -> list[Lay]:
    """Moves that break a rule: a table tile taken back, a tile not on the rack, nothing laid."""
    rack = state.racks[state.current]
    moves = [Lay((), state.table)]
    if state.table:
        first, *rest = state.table
        moves.append(Lay(rack[:1], (first[1:], *rest)))
    missing = next(t for t in range(53) if t not in rack)
    moves.append(Lay((missing,), state.table))
    return moves


def play_checked(levels: list[str], variant: str, rounds: int, seed: int) -> None:
    """Play a game between the bots, checking the invariants after every action."""
    rules = parse_rules(variant)
    rng = random.Random(seed)
    bots = [make_bot(name) for name in levels]
    state = initial_state(len(bots), rules, rounds=rounds)
    on_racks = on_table = 0
    while not game.is_terminal(state):
        player = game.current_player(state)
        if player == game.CHANCE:
            action = game.sample_chance(state, rng)
        elif rules.turn_seconds is not None and rng.random() < 0.05:
            action = TimeOut()
        else:
            action = bots[player].decide(state, rng).action
            if rng.random() < 0.1:
                before = state.notation()
                for wrong in wrong_moves(state):
                    with pytest.raises(IllegalMoveError):
                        game.apply(state, wrong)
                assert state.notation() == before
        state = game.apply(state, action)
        if isinstance(action, Deal):
            on_racks, on_table = sum(map(len, action.racks)), 0
        elif isinstance(action, Drawn):
            on_racks += len(action.tiles)
        elif isinstance(action, Lay):
            on_racks -= len(action.laid)
            on_table += len(action.laid)
        check_invariants(state, on_racks, on_table)
        result = game.round_result(state)
        if result is not None:
            assert sum(result.scores) == 0
            assert all(result.scores[w] == max(result.scores) for w in result.winners)
    outcome = game.outcome(state)
    assert outcome is not None and sum(outcome.scores) == 0
    assert len(state.history) == rounds


@settings(max_examples=examples(10), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32),
    levels=st.lists(st.sampled_from(FAST), min_size=2, max_size=4),
    variant=st.sampled_from(VARIANT_NAMES),
    rounds=st.integers(1, 2),
)
def test_random_games_keep_every_tile_and_a_valid_table(
    seed: int, levels: list[str], variant: str, rounds: int
) -> None:
    play_checked(levels, variant, rounds, seed)


@pytest.mark.parametrize("variant", VARIANT_NAMES)
def test_the_solvers_moves_are_legal_in_every_variant(variant: str) -> None:
    """The expert plays the solver's moves: the engine must accept each one."""
    play_checked(["expert", "careful", "expert"], variant, 1, seed=len(variant))
