"""The rules of RUMMIKUB_RULES.md, one test per rule and per variant."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from tests.rummikub.conftest import Position
from wormlib.rummikub import game
from wormlib.rummikub.actions import Action, Deal, Draw, Drawn, Lay, TimeOut, parse_action
from wormlib.rummikub.errors import IllegalMoveError
from wormlib.rummikub.melds import parse_table, table_str
from wormlib.rummikub.rules import SEED, parse_rules
from wormlib.rummikub.state import GameState, initial_state
from wormlib.rummikub.tiles import JOKER, counts, parse_tiles, tiles_str


def lay(state: GameState, laid: str, table: str) -> GameState:
    return game.apply(state, Lay(parse_tiles(laid), parse_table(table)))


def points(*values: int | Fraction) -> tuple[Fraction, ...]:
    """Scores as the round result holds them (fractions: a tied win shares its points)."""
    return tuple(map(Fraction, values))


def refused(state: GameState, laid: str, table: str) -> str:
    with pytest.raises(IllegalMoveError) as e:
        lay(state, laid, table)
    return str(e.value)


OPENED = "1 1"
OTHER = "K1 K2"  # the second player's rack in two-player positions


# --- set-up, drawing, turns ------------------------------------------------------------


def test_deal_gives_each_player_14_tiles_and_the_rest_is_the_pool() -> None:
    state = initial_state(3)
    assert game.current_player(state) == game.CHANCE
    state = game.apply(state, game.sample_chance(state, random.Random(1)))
    assert [len(r) for r in state.racks] == [14, 14, 14]
    assert state.pool_size == 106 - 42 and state.current == 0
    assert game.current_player(state) == 0


def test_a_deal_of_the_wrong_size_or_too_many_copies_is_refused() -> None:
    state = initial_state(2)
    with pytest.raises(IllegalMoveError):
        game.apply(state, Deal((parse_tiles("R1 R2"), parse_tiles("R3 R4"))))
    three = parse_tiles("R1 R1 R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12")
    with pytest.raises(IllegalMoveError):
        game.apply(
            state, Deal((three, parse_tiles("B1 B2 B3 B4 B5 B6 B7 B8 B9 B10 B11 B12 B13 J")))
        )


def test_draw_is_always_legal_and_the_drawn_tile_waits_for_the_next_turn(
    position: Position,
) -> None:
    state = position(f"R1 R2 R3 R4 R5 R6 / {OTHER}", opened=OPENED)
    assert Draw() in game.legal_actions(state)
    after = game.apply(state, Draw())
    assert game.current_player(after) == game.CHANCE
    after = game.apply(after, Drawn(parse_tiles("Y9")))
    assert after.current == 1 and parse_tiles("Y9")[0] in after.racks[0]


def test_drawn_tiles_must_be_in_the_pool(position: Position) -> None:
    state2 = game.apply(position(f"R1 R1 / {OTHER}"), Draw())
    with pytest.raises(IllegalMoveError):
        game.apply(state2, Drawn(parse_tiles("R1")))


def test_a_lay_needs_a_tile_from_the_rack(position: Position) -> None:
    state = position(f"R5 / {OTHER}", "R1 R2 R3 R4", opened=OPENED)
    assert "at least one tile" in refused(state, "-", "R1 R2 R3 | R4")  # rearranging only


def test_a_lay_of_a_tile_not_on_the_rack_is_refused(position: Position) -> None:
    state = position(f"R5 R6 / {OTHER}", opened=OPENED)
    assert "R7 is not on the rack" in refused(state, "R5 R6 R7", "R5 R6 R7")


def test_every_meld_must_be_valid_and_the_refusal_names_it(position: Position) -> None:
    state = position(f"B7 R7 / {OTHER}", "R1 R2 R3 | R7 Y7 K7", opened=OPENED)
    message = refused(state, "R7", "R1 R2 R3 | R7 R7 Y7 K7")
    assert "R7 R7 Y7 K7" in message and "meld 2" in message


def test_every_table_tile_must_stay_on_the_table(position: Position) -> None:
    state = position(f"B5 Y5 / {OTHER}", "R1 R2 R3 R4 R5", opened=OPENED)
    assert "R5 left the table" in refused(state, "B5 Y5", "R1 R2 R3 R4")


def test_rearranging_the_table_after_the_initial_meld(position: Position) -> None:
    # the seed's example: a blue 4 splits 5-6-7, and the 7 goes elsewhere
    state = position(f"B4 B1 / {OTHER}", "B5 B6 B7 | R7 Y7 K7", opened=OPENED)
    after = lay(state, "B4", "B4 B5 B6 | R7 Y7 K7 B7")
    assert after.table == parse_table("B4 B5 B6 | R7 Y7 K7 B7")
    assert after.racks[0] == parse_tiles("B1") and after.current == 1


def test_taking_a_tile_from_a_group_of_four_and_a_run_end(position: Position) -> None:
    state = position(f"K8 K9 / {OTHER}", "R7 B7 Y7 K7 | K10 K11 K12 K13", opened=OPENED)
    after = lay(state, "K8 K9", "R7 B7 Y7 | K7 K8 K9 K10 K11 K12 K13")
    assert after.racks[0] == ()


def test_joker_retrieval_with_the_tile_it_stands_for(position: Position) -> None:
    # R5 frees the joker of R4 J R6; the joker then completes Y9 Y10 J
    state = position(f"R5 Y9 Y10 B2 / {OTHER}", "R4 J R6", opened=OPENED)
    after = lay(state, "R5 Y9 Y10", "R4 R5 R6 | Y9 Y10 J")
    assert after.racks[0] == parse_tiles("B2")


def test_a_freed_joker_must_stay_on_the_table(position: Position) -> None:
    state = position(f"R5 B2 / {OTHER}", "R4 J R6", opened=OPENED)
    message = refused(state, "R5", "R4 R5 R6")  # the joker would go to the rack
    assert "joker freed from 'R4 J R6' must stay on the table" in message


def test_runs_max_13_tiles_also_on_the_table(position: Position) -> None:
    full = " ".join(f"B{n}" for n in range(1, 14))
    state = position(f"J R3 / {OTHER}", full, opened=OPENED)
    assert "at most 13" in refused(state, "J", f"{full} J")


def test_a_group_with_a_repeated_colour_is_refused_on_the_table(position: Position) -> None:
    state = position(f"R9 R9 B9 K1 / {OTHER}", opened=OPENED)
    assert "repeats R9" in refused(state, "R9 R9 B9", "R9 R9 B9")


# --- the initial meld ------------------------------------------------------------------


def test_opening_exactly_30_is_enough(position: Position) -> None:
    state = position(f"R9 R10 R11 B1 / {OTHER}")
    after = lay(state, "R9 R10 R11", "R9 R10 R11")
    assert after.opened == (True, False)


def test_opening_below_30_is_refused_with_its_points(position: Position) -> None:
    state = position(f"R8 R10 R11 R9 B1 / {OTHER}")
    assert "worth 27" in refused(state, "R8 R9 R10", "R8 R9 R10")


def test_opening_10_10_10_is_worth_30(position: Position) -> None:
    state = position(f"R10 B10 K10 B1 / {OTHER}")
    assert lay(state, "R10 B10 K10", "R10 B10 K10").opened[0]


def test_opening_from_several_melds_counts_them_together(position: Position) -> None:
    state = position(f"R1 R2 R3 B5 Y5 K5 R13 B13 K13 Y1 / {OTHER}")
    after = lay(state, "R1 R2 R3 B5 Y5 K5 R13 B13 K13", "R1 R2 R3 | B5 Y5 K5 | R13 B13 K13")
    assert after.racks[0] == parse_tiles("Y1")


def test_opening_with_table_tiles_is_refused(position: Position) -> None:
    state = position(f"R11 R12 B1 / {OTHER}", "R8 R9 R10", opened="0 1")
    message = refused(state, "R11 R12", "R8 R9 R10 R11 R12")
    assert "may not be touched" in message


def test_opening_with_table_tiles_is_refused_also_with_table_after_opening(
    position: Position,
) -> None:
    rules = parse_rules("table-after-opening")
    state = position(f"R11 R12 B1 / {OTHER}", "R8 R9 R10", opened="0 1", rules=rules)
    assert "from the rack alone" in refused(state, "R11 R12", "R8 R9 R10 R11 R12")


def test_table_after_opening_allows_the_table_in_the_opening_turn(position: Position) -> None:
    rules = parse_rules("table-after-opening")
    state = position(f"R10 B10 K10 Y4 B1 / {OTHER}", "Y1 Y2 Y3", opened="0 1", rules=rules)
    after = lay(state, "R10 B10 K10 Y4", "R10 B10 K10 | Y1 Y2 Y3 Y4")
    assert after.racks[0] == parse_tiles("B1")
    seed_state = position(f"R10 B10 K10 Y4 B1 / {OTHER}", "Y1 Y2 Y3", opened="0 1")
    assert "may not be touched" in refused(
        seed_state, "R10 B10 K10 Y4", "R10 B10 K10 | Y1 Y2 Y3 Y4"
    )


def test_table_after_opening_may_rearrange_the_opening_melds_too(position: Position) -> None:
    # K10 K11 K12 (33) open; then K7 leaves its run for R7 B7, K8 K9 join the new run
    rules = parse_rules("table-after-opening")
    state = position(f"K10 K11 K12 R7 B7 Y1 / {OTHER}", "K7 K8 K9", opened="0 1", rules=rules)
    after = lay(state, "K10 K11 K12 R7 B7", "R7 B7 K7 | K8 K9 K10 K11 K12")
    assert after.racks[0] == parse_tiles("Y1")
    # R8 R9 R10 alone are worth 27: joined to the table's R11 R12 R13 they still do not open
    short = position(f"R8 R9 R10 Y1 / {OTHER}", "R11 R12 R13", opened="0 1", rules=rules)
    assert "cannot make them" in refused(short, "R8 R9 R10", "R8 R9 R10 R11 R12 R13")


def test_opening_with_a_joker_is_refused_in_the_seed_rules(position: Position) -> None:
    state = position(f"R10 B10 J B1 / {OTHER}")
    assert "joker" in refused(state, "R10 B10 J", "R10 B10 J")


def test_opening_with_a_joker_in_joker_in_opening_counts_what_it_stands_for(
    position: Position,
) -> None:
    rules = parse_rules("joker-in-opening")
    state = position(f"R10 B10 J B1 / {OTHER}", rules=rules)
    assert lay(state, "R10 B10 J", "R10 B10 J").opened[0]  # J stands for a 10: 30 points
    short = position(f"R9 B9 J B1 / {OTHER}", rules=rules)
    assert "worth 27" in refused(short, "R9 B9 J", "R9 B9 J")


def test_opening_with_a_joker_with_table_after_opening(position: Position) -> None:
    seed_joker = position(f"R10 B10 J B1 / {OTHER}", rules=parse_rules("table-after-opening"))
    assert "without a joker" in refused(seed_joker, "R10 B10 J", "R10 B10 J")
    both = parse_rules("table-after-opening,joker-in-opening")
    assert lay(position(f"R10 B10 J B1 / {OTHER}", rules=both), "R10 B10 J", "R10 B10 J")


@pytest.mark.parametrize(
    ("name", "short", "enough"),
    [("opening-20", "R5 R6 R7", "R6 R7 R8"), ("opening-25", "R7 R8 R9", "R8 R9 R10")],
)
def test_lower_opening_thresholds(position: Position, name: str, short: str, enough: str) -> None:
    rules = parse_rules(name)
    state = position(f"{short} {enough} B1 / {OTHER}", rules=rules)
    assert f"at least {rules.opening_points}" in refused(state, short, short)  # 18 / 24 points
    assert lay(state, enough, enough).opened[0]  # 21 / 27 points
    assert "at least 30" in refused(position(f"{enough} B1 / {OTHER}"), enough, enough)


def test_after_the_initial_meld_any_points_will_do(position: Position) -> None:
    state = position(f"R1 R2 R3 B1 / {OTHER}", opened=OPENED)
    assert lay(state, "R1 R2 R3", "R1 R2 R3").racks[0] == parse_tiles("B1")


# --- variants of melds and time ---------------------------------------------------------


def test_12_13_1_only_in_wrap_13_1(position: Position) -> None:
    seed = position(f"R12 R13 R1 B1 / {OTHER}", opened=OPENED)
    assert "after 13" in refused(seed, "R12 R13 R1", "R12 R13 R1")
    wrap = position(f"R12 R13 R1 B1 / {OTHER}", opened=OPENED, rules=parse_rules("wrap-13-1"))
    assert lay(wrap, "R12 R13 R1", "R12 R13 R1").racks[0] == parse_tiles("B1")


def test_13_1_2_never(position: Position) -> None:
    wrap = position(f"R13 R1 R2 B1 / {OTHER}", opened=OPENED, rules=parse_rules("wrap-13-1"))
    assert "R13 R1 R2" in refused(wrap, "R13 R1 R2", "R13 R1 R2")


def test_timeout_only_with_a_timer(position: Position) -> None:
    state = position(f"R1 / {OTHER}")
    assert TimeOut() not in game.legal_actions(state)
    with pytest.raises(IllegalMoveError):
        game.apply(state, TimeOut())


@pytest.mark.parametrize(("rules", "tiles"), [("timer-60", 1), ("timer-60,penalty-3", 3)])
def test_timeout_keeps_the_table_and_draws_the_penalty(
    position: Position, rules: str, tiles: int
) -> None:
    state = position(f"R1 / {OTHER}", "B1 B2 B3", rules=parse_rules(rules))
    assert TimeOut() in game.legal_actions(state)
    after = game.step(state, TimeOut(), random.Random(3))
    assert len(after.racks[0]) == 1 + tiles and after.table == state.table and after.current == 1


# --- the end of a round and scoring ------------------------------------------------------


def test_laying_the_last_tile_wins_and_the_others_pay_their_racks(position: Position) -> None:
    state = position("R1 R2 R3 / K5 J / B1 B13", opened="1 1 1")
    after = lay(state, "R1 R2 R3", "R1 R2 R3")
    result = game.round_result(after)
    assert result is not None and result.ended == "out" and result.winners == (0,)
    assert result.scores == points(5 + 30 + 1 + 13, -(5 + 30), -(1 + 13))  # a joker costs 30
    assert game.is_terminal(after) and game.outcome(after) is not None


def test_pool_empty_and_everyone_passing_ends_the_round_lowest_rack_wins(
    position: Position,
) -> None:
    state = _empty_pool_state(position, "R1 R5 / K4 K8 / B13")
    for _ in range(2):
        state = game.apply(state, Draw())
        assert state.dealt  # a pass, not yet everyone
    state = game.apply(state, Draw())
    result = game.round_result(state)
    assert result is not None and result.ended == "blocked"
    # sums 6, 12, 13: the winner gains the differences 6 + 7
    assert result.winners == (0,) and result.scores == points(13, -6, -7)


def test_pool_empty_ending_with_a_tie_shares_the_win(position: Position) -> None:
    state = _empty_pool_state(position, "R1 R5 / K6 / B13")
    for _ in range(3):
        state = game.apply(state, Draw())
    result = game.round_result(state)
    assert result is not None and result.winners == (0, 1)
    assert result.scores == points(Fraction(7, 2), Fraction(7, 2), -7)
    assert sum(result.scores) == 0


def test_a_lay_resets_the_passes(position: Position) -> None:
    state = _empty_pool_state(position, "R1 R5 / K6 / B13 Y1 Y2 Y3", opened="1 1 1")
    state = game.apply(game.apply(state, Draw()), Draw())
    assert state.passes == 2
    state = lay(state, "Y1 Y2 Y3", f"{table_str(state.table)} | Y1 Y2 Y3")
    assert state.passes == 0 and state.dealt


def test_everyone_passing_with_tiles_in_the_pool_ends_the_round_as_an_empty_pool_does(
    position: Position,
) -> None:
    """A time-out without penalty moves no tile: a pass, as a draw from an empty pool is.
    Every player passing once in a row ends the round, scored the same way (issue 19.4:
    else passing could go on for ever)."""
    state = position("R1 R5 / K4 K8 / B13", rules=parse_rules("timer-10,penalty-0"))
    assert state.pool_size > 0
    for passes in (1, 2):
        state = game.apply(state, TimeOut())
        assert state.dealt and state.passes == passes and state.pool_size > 0
    state = game.apply(state, TimeOut())
    result = game.round_result(state)
    assert result is not None and result.ended == "passed"
    assert result.winners == (0,) and result.scores == points(13, -6, -7)


def test_a_drawn_tile_resets_the_passes(position: Position) -> None:
    state = position("R1 R5 / K4 K8", rules=parse_rules("timer-10,penalty-0"))
    state = game.step(game.apply(state, TimeOut()), Draw(), random.Random(1))
    assert state.passes == 0 and state.dealt and state.current == 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_round_of_the_most_passes_stays_within_its_bound(players: int) -> None:
    """A pass between every two draws until the pool is empty, then passes to the end: every
    turn draws, lays or is one of fewer than ``players`` passes in a row."""
    state = initial_state(players, parse_rules("timer-10,penalty-0"))
    rng = random.Random(players)
    actions = 0
    while (state.dealt or not state.history) and actions <= game.max_round_actions(players):
        action: Action = TimeOut() if state.passes < players - 1 and state.pool_size else Draw()
        if game.current_player(state) == game.CHANCE:
            action = game.sample_chance(state, rng)
        state = game.apply(state, action)
        actions += 1
    assert game.round_result(state) is not None and state.pool_size == 0
    assert actions <= game.max_round_actions(players)


def _empty_pool_state(position: Position, racks: str, opened: str = "0 0 0") -> GameState:
    """The racks given, every other tile on the table, the pool empty.

    The racks' tiles must leave runs of 3 or more in each colour; the jokers join a run.
    """
    held = counts(parse_tiles(racks.replace("/", " ")))
    melds: list[list[int]] = []
    for copy in range(2):
        for colour in range(4):
            run: list[int] = []
            for t in [*range(colour * 13, colour * 13 + 13), None]:
                if t is not None and held[t] <= copy:
                    run.append(t)
                    continue
                assert not run or len(run) >= 3, "the racks leave a stray tile"
                if run:
                    melds.append(run)
                run = []
    extended = next(m for m in melds if m[0] % 13 >= 2 and len(m) <= 11)
    extended[:0] = [JOKER, JOKER]
    table = " | ".join(tiles_str(m) for m in melds)
    state = position(racks, table, opened=opened)
    assert state.pool_size == 0
    return state


def test_several_rounds_rotate_the_starter_and_sum_the_scores() -> None:
    rng = random.Random(5)
    state = initial_state(2, rounds=2)
    state = game.apply(state, game.sample_chance(state, rng))
    assert state.current == 0
    while not state.history:
        state = game.apply(state, Draw())
        if state.drawing:
            state = game.apply(state, game.sample_chance(state, rng))
    assert len(state.history) == 1 and not game.is_terminal(state) and not state.dealt
    assert game.current_player(state) == game.CHANCE  # the next deal
    state = game.apply(state, game.sample_chance(state, rng))
    assert state.current == 1 and state.opened == (False, False)
    while not game.is_terminal(state):
        state = game.step(state, Draw(), rng)
    outcome = game.outcome(state)
    assert outcome is not None
    assert outcome.scores == tuple(sum(r[p] for r in state.history) for p in range(2))


def test_no_action_after_the_end(position: Position) -> None:
    state = lay(position(f"R1 R2 R3 / {OTHER}", opened=OPENED), "R1 R2 R3", "R1 R2 R3")
    with pytest.raises(IllegalMoveError):
        game.apply(state, Draw())
    assert game.legal_actions(state) == []


def test_chance_outcomes_of_a_draw_sum_to_one(position: Position) -> None:
    state = game.apply(position(f"R1 / {OTHER}"), Draw())
    outcomes = game.chance_outcomes(state)
    assert abs(sum(p for _, p in outcomes) - 1) < 1e-12
    assert len(outcomes) == 53  # every kind is still in the pool


def test_action_notation_round_trips() -> None:
    for text in ["draw", "timeout", "drawn R7 J", "lay R9 J : R7 R8 R9 | B5 Y5 J", "deal R1 / B2"]:
        assert str(parse_action(text)) == text


def test_refusals_do_not_change_the_state(position: Position) -> None:
    state = position(f"R5 B2 / {OTHER}", "R4 J R6", opened=OPENED)
    before = state.notation()
    refused(state, "R5", "R4 R5 R6")
    assert state.notation() == before


def test_seed_rules_are_the_default() -> None:
    assert initial_state(2).rules == SEED
