"""One test per rule of docs/RULES.md (official rules), each an exact replay with explicit dice.

Positions use the notation of ``wormlib.regenwormen.state``: m middle, x turned, s stacks
(bottom to top), p player to move, k dice set aside, r roll showing ('?' while dice are in the air).
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from wormlib.core.errors import IllegalActionError, RulesError
from wormlib.regenwormen import dice, game
from wormlib.regenwormen.actions import Action, Dice, Keep, Roll, Stop, Take
from wormlib.regenwormen.game import parse_position
from wormlib.regenwormen.rules import OFFICIAL
from wormlib.regenwormen.state import GameState, Turn, initial_state
from wormlib.regenwormen.tiles import worms

Play = Callable[..., GameState]
START = "m:21-36 x:- s:-/-/- p:0 k:- r:-"


def illegal(state: GameState, action: Action, why: str) -> None:
    """The action is refused, the message names it, the state and the reason."""
    before = state.notation()
    with pytest.raises(IllegalActionError) as error:
        game.apply(state, action)
    message = str(error.value)
    assert f"'{action}'" in message
    assert state.notation() in message
    assert why in message
    assert state.notation() == before
    assert action not in game.legal_actions(state)


# Material and setup


def test_sixteen_tiles_21_to_36_carry_40_worms() -> None:
    assert OFFICIAL.tiles == tuple(range(21, 37))
    assert [worms(t) for t in OFFICIAL.tiles] == [1] * 4 + [2] * 4 + [3] * 4 + [4] * 4
    assert OFFICIAL.total_worms == 40


def test_a_worm_counts_five_points() -> None:
    assert dice.total(dice.parse_dice("12345W")) == 1 + 2 + 3 + 4 + 5 + 5
    assert dice.total(dice.parse_dice("WWW")) == 15


def test_setup_all_tiles_face_up_in_the_middle_nobody_holds_one() -> None:
    state = initial_state(4)
    assert state.middle == tuple(range(21, 37))
    assert state.turned == ()
    assert state.stacks == ((), (), (), ())
    assert (state.current, state.turn) == (0, Turn())
    assert state.rules == OFFICIAL
    assert game.legal_actions(state) == [Roll()]


@pytest.mark.parametrize("players", range(2, 8))
def test_two_to_seven_players(players: int) -> None:
    assert initial_state(players).players == players


@pytest.mark.parametrize("players", [0, 1, 8])
def test_one_or_eight_players_are_rejected(players: int) -> None:
    with pytest.raises(RulesError, match=f"{players} players"):
        initial_state(players)


# A turn


def test_a_turn_starts_by_rolling_all_eight_dice(play: Play) -> None:
    state = play(START, "roll")
    assert game.current_player(state) == game.CHANCE
    outcomes = game.chance_outcomes(state)
    assert len(outcomes) == 1287  # multisets of 8 dice with 6 faces: C(13, 5)
    assert all(sum(d.counts) == 8 for d, _ in outcomes)
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)


def test_first_roll_can_never_bust(play: Play) -> None:
    rolling = play(START, "roll")
    for throw, _ in game.chance_outcomes(rolling):
        after = game.apply(rolling, throw)
        assert after.current == 0
        assert after.turn.roll == throw.counts
        assert game.legal_actions(after)
    assert dice.bust_probability(0, 8) == 0


def test_keep_sets_aside_all_dice_of_one_face(play: Play) -> None:
    state = play(START, "roll; 1124WW55; keep 5")
    assert state.turn == Turn(kept=dice.parse_dice("55"))
    assert (state.turn.dice_left, state.turn.total) == (6, 10)


def test_keep_needs_a_face_the_roll_shows(play: Play) -> None:
    illegal(play(START, "roll; 1124WW55"), Keep(3), "does not show that face")


def test_a_face_cannot_be_kept_twice(play: Play) -> None:
    state = play(START, "roll; 1124WW55; keep 5; roll; 11235W")
    illegal(state, Keep(5), "set aside earlier this turn")
    assert game.legal_actions(state) == [Keep(1), Keep(2), Keep(3), Keep(6)]


def test_the_worm_is_a_face_of_its_own(play: Play) -> None:
    state = play(START, "roll; 1124WW55; keep 5; roll; 1123WW; keep W")
    assert state.turn.kept == dice.parse_dice("55WW")
    assert state.turn.total == 20


def test_a_roll_showing_only_used_faces_busts(play: Play) -> None:
    state = play("m:21-24,26-36 x:- s:25/-/- p:0 k:WW55 r:-", "roll; WW55")
    assert state == parse_position("m:21-35 x:36 s:-/-/- p:1 k:- r:-")


def test_after_keeping_roll_again_or_stop(play: Play) -> None:
    state = play(START, "roll; WWW55511; keep W; roll; 55511; keep 5")
    assert game.legal_actions(state) == [Roll(), Take(30)]
    illegal(state, Keep(1), "no roll to keep dice from")


def test_a_roll_must_be_answered_by_keeping_before_anything_else(play: Play) -> None:
    state = play(START, "roll; WWW55511")
    illegal(state, Roll(), "first set aside the dice of one face")
    illegal(state, Stop(), "first set aside the dice of one face")


def test_all_eight_dice_set_aside_ends_the_turn(play: Play) -> None:
    state = play(START, "roll; WWWW5555; keep W; roll; 5555; keep 5")
    assert state.turn.dice_left == 0
    assert game.legal_actions(state) == [Take(36)]
    illegal(state, Roll(), "no dice or faces are left to roll")


def test_a_total_above_36_takes_the_highest_middle_tile(play: Play) -> None:
    turn = "roll; WWWW5555; keep W; roll; 5555; keep 5"
    state = play("m:21-34 x:35,36 s:-/-/- p:0 k:- r:-", turn)
    assert state.turn.total == 40
    assert game.take_options(state) == (34,)
    illegal(state, Take(36), "turned face down")
    assert game.apply(state, Take(34)) == parse_position("m:21-33 x:35,36 s:34/-/- p:1 k:- r:-")


def test_all_eight_dice_set_aside_without_a_worm_busts(play: Play) -> None:
    turn = "roll; 55554444; keep 5; roll; 4444; keep 4"
    state = play("m:21,23-36 x:- s:22/-/- p:0 k:- r:-", turn)
    assert state == parse_position("m:21-35 x:36 s:-/-/- p:1 k:- r:-")


def test_all_six_faces_used_ends_the_turn(play: Play) -> None:
    turn = "roll; WW543211; keep W; roll; 543211; keep 5; roll; 43211; keep 4; "
    turn += "roll; 3211; keep 3; roll; 211; keep 2; roll; 1W; keep 1"
    state = play(START, turn)
    assert (state.turn.dice_left, state.turn.total) == (1, 25)
    assert game.legal_actions(state) == [Take(25)]
    illegal(state, Roll(), "no dice or faces are left to roll")


def test_all_six_faces_used_with_no_tile_to_take_busts(play: Play) -> None:
    turn = "roll; WW543211; keep W; roll; 543211; keep 5; roll; 43211; keep 4; "
    turn += "roll; 3211; keep 3; roll; 211; keep 2; roll; 1W; keep 1"
    state = play("m:26-36 x:21-25 s:-/-/- p:0 k:- r:-", turn)
    assert state == parse_position("m:26-35 x:21-25,36 s:-/-/- p:1 k:- r:-")


def test_taking_a_tile_needs_a_total_of_at_least_21(play: Play) -> None:
    state = play("m:21-36 x:- s:-/-/- p:0 k:W555 r:-")
    assert state.turn.total == 20
    assert game.legal_actions(state) == [Roll(), Stop()]
    illegal(state, Take(21), "the total 20 is below 21")


def test_stopping_below_21_is_a_bust(play: Play) -> None:
    state = play("m:21-36 x:- s:-/-/- p:0 k:W555 r:-", "stop")
    assert state == parse_position("m:21-35 x:36 s:-/-/- p:1 k:- r:-")


def test_taking_a_tile_needs_a_worm(play: Play) -> None:
    state = play("m:21-36 x:- s:-/-/- p:0 k:55555 r:-")
    assert state.turn.total == 25
    assert game.take_options(state) == ()
    illegal(state, Take(25), "no worm is set aside")


def test_stopping_without_a_worm_is_a_bust(play: Play) -> None:
    state = play("m:21-29,31-36 x:- s:30/-/- p:0 k:55555 r:-", "stop")
    assert state == parse_position("m:21-35 x:36 s:-/-/- p:1 k:- r:-")


@pytest.mark.parametrize(
    ("position", "why"),
    [
        ("m:21-36 x:- s:-/-/- p:0 k:55555 r:-", "no worm"),
        ("m:21-36 x:- s:-/-/- p:0 k:11WW r:-", "low total"),  # 12
        ("m:25-36 x:21-24 s:-/-/- p:0 k:444WW r:-", "out of reach"),  # 22: 21-24 are turned
        ("m:21-36 x:- s:-/-/- p:0 k:444WW r:-", None),  # takes 22
        ("m:25-36 x:21-22,24 s:-/23/- p:0 k:44WWW r:-", None),  # 23: only the steal
    ],
)
def test_why_no_tile_names_what_stopping_lacks(position: str, why: str | None) -> None:
    state = parse_position(position)
    assert game.why_no_tile(state) == why
    assert bool(game.take_options(state)) == (why is None)


def test_whose_top_tile_only_an_opponent_s_top_counts() -> None:
    state = parse_position("m:21-24,26-33 x:- s:25/34.35/36 p:0 k:- r:-")
    # 35 and 36 lie on top of players 1 and 2; 34 is buried; 25 is the mover's own; 21 in the middle
    tops = {tile: state.opponent_with_top(tile) for tile in (35, 36, 34, 25, 21)}
    assert tops == {35: 1, 36: 2, 34: None, 25: None, 21: None}


def test_stopping_without_a_tile_is_illegal_when_one_can_be_taken(play: Play) -> None:
    illegal(play("m:21-36 x:- s:-/-/- p:0 k:W55555 r:-"), Stop(), "take it instead")


def test_stopping_before_the_first_roll_is_illegal(play: Play) -> None:
    illegal(play(START), Stop(), "the turn has not started")


# Taking a tile


def test_take_the_middle_tile_equal_to_the_total(play: Play) -> None:
    state = play("m:21-36 x:- s:-/-/- p:0 k:WW5554 r:-")
    assert state.turn.total == 29
    assert game.take_options(state) == (29,)
    after = game.apply(state, Take(29))
    assert after == parse_position("m:21-28,30-36 x:- s:29/-/- p:1 k:- r:-")


def test_without_the_equal_tile_take_the_highest_lower_middle_tile(play: Play) -> None:
    state = play("m:21-28,30-36 x:29 s:-/-/- p:0 k:WW5554 r:-")
    assert game.take_options(state) == (28,)
    illegal(state, Take(27), "takes the highest middle tile not above it")
    illegal(state, Take(30), "tile 30 is above the total 29")
    after = game.apply(state, Take(28))
    assert after == parse_position("m:21-27,30-36 x:29 s:28/-/- p:1 k:- r:-")


def test_no_middle_tile_at_or_below_the_total_and_no_steal_is_a_bust(play: Play) -> None:
    state = play("m:30-36 x:21-29 s:-/-/- p:0 k:WW5554 r:-")
    assert game.legal_actions(state) == [Roll(), Stop()]
    after = game.apply(state, Stop())
    assert after == parse_position("m:30-35 x:21-29,36 s:-/-/- p:1 k:- r:-")


def test_steal_the_top_tile_of_an_opponent_with_the_exact_total(play: Play) -> None:
    state = play("m:30-36 x:21-28 s:-/-/29 p:0 k:WW5554 r:-")
    assert game.take_options(state) == (29,)
    after = game.apply(state, Take(29))
    assert after == parse_position("m:30-36 x:21-28 s:29/-/- p:1 k:- r:-")


def test_a_steal_needs_the_exact_total(play: Play) -> None:
    state = play("m:30-36 x:21-27,29 s:-/28/- p:0 k:WW5554 r:-")
    assert game.take_options(state) == ()
    illegal(state, Take(28), "a steal needs the exact total")


def test_exact_steal_or_highest_lower_middle_tile_the_player_chooses(play: Play) -> None:
    state = play("m:21-28,30-36 x:- s:-/29/- p:0 k:WW5554 r:-")
    assert game.legal_actions(state) == [Roll(), Take(28), Take(29)]
    from_middle = game.apply(state, Take(28))
    assert from_middle == parse_position("m:21-27,30-36 x:- s:28/29/- p:1 k:- r:-")
    stolen = game.apply(state, Take(29))
    assert stolen == parse_position("m:21-28,30-36 x:- s:29/-/- p:1 k:- r:-")


def test_only_the_top_tile_of_a_stack_can_be_stolen(play: Play) -> None:
    state = play("m:30-36 x:21-27 s:-/29.28/- p:0 k:WW5554 r:-")
    assert game.take_options(state) == ()
    illegal(state, Take(29), "not on top of a stack")


def test_your_own_top_tile_cannot_be_stolen(play: Play) -> None:
    state = play("m:30-36 x:21-28 s:29/-/- p:0 k:WW5554 r:-")
    assert game.take_options(state) == ()
    illegal(state, Take(29), "already yours")


def test_a_taken_tile_goes_on_top_of_your_own_stack(play: Play) -> None:
    state = play("m:21,23,24,26-36 x:- s:22.25/-/- p:0 k:WW5554 r:-", "take 29")
    assert state.stacks[0] == (22, 25, 29)
    assert state.top(0) == 29


def test_a_tile_outside_the_rules_cannot_be_taken(play: Play) -> None:
    illegal(play("m:21-36 x:- s:-/-/- p:0 k:WW5554 r:-"), Take(40), "there is no tile 40")


# Bust


def test_bust_returns_top_tile_and_turns_highest(play: Play) -> None:
    state = play("m:21,23,24,26-36 x:- s:22.25/-/- p:0 k:W555 r:-", "stop")
    assert state == parse_position("m:21,23-35 x:36 s:22/-/- p:1 k:- r:-")


def test_bust_exception_returned_tile_is_highest(play: Play) -> None:
    state = play("m:21-30 x:32-36 s:31/-/- p:0 k:W555 r:-", "stop")
    assert state == parse_position("m:21-31 x:32-36 s:-/-/- p:1 k:- r:-")


def test_bust_with_an_empty_stack_still_turns_the_highest_tile(play: Play) -> None:
    state = play("m:21-30 x:31-36 s:-/-/- p:0 k:W555 r:-", "stop")
    assert state == parse_position("m:21-29 x:30-36 s:-/-/- p:1 k:- r:-")


def test_a_turned_tile_is_out_of_the_game(play: Play) -> None:
    state = play("m:21-35 x:36 s:-/-/- p:0 k:WWWW555 r:-")
    assert game.take_options(state) == (35,)
    illegal(state, Take(36), "turned face down")


def test_the_turn_passes_to_the_next_player_in_a_circle(play: Play) -> None:
    state = play("m:21-36 x:- s:-/-/- p:2 k:W555 r:-", "stop")
    assert state.current == 0
    state = play("m:21-36 x:- s:-/-/- p:1 k:WW5554 r:-", "take 29")
    assert state.current == 2


# End and winner


def test_the_game_ends_when_the_last_middle_tile_is_taken(play: Play) -> None:
    state = play("m:21 x:22-36 s:-/-/- p:0 k:W5555 r:-", "take 21")
    assert game.is_terminal(state)
    assert game.current_player(state) == game.TERMINAL
    assert game.legal_actions(state) == []
    illegal(state, Roll(), "the game is over")
    assert game.outcome(state) == game.Outcome((1, 0, 0), (0,), "worms")


def test_the_game_ends_when_the_last_middle_tile_is_turned(play: Play) -> None:
    state = play("m:21 x:22-36 s:-/-/- p:1 k:W555 r:-", "stop")
    assert state == parse_position("m:- x:21-36 s:-/-/- p:2 k:- r:-")
    assert game.is_terminal(state)


def test_a_returned_highest_tile_keeps_the_game_going(play: Play) -> None:
    state = play("m:21 x:23-36 s:22/-/- p:0 k:W555 r:-", "stop")
    assert state == parse_position("m:21,22 x:23-36 s:-/-/- p:1 k:- r:-")
    assert not game.is_terminal(state)


def test_no_outcome_while_the_game_goes_on() -> None:
    assert game.outcome(initial_state(2)) is None


def test_most_worms_wins() -> None:
    state = parse_position("m:- x:21-30,35,36 s:31/32.33/34 p:0 k:- r:-")
    assert game.outcome(state) == game.Outcome((3, 7, 4), (1,), "worms")


def test_tie_goes_to_the_tied_player_with_the_highest_tile() -> None:
    state = parse_position("m:- x:22-28,30-32,34,35 s:33/29.21/36 p:0 k:- r:-")
    assert game.outcome(state) == game.Outcome((4, 4, 4), (2,), "highest tile")


def test_tie_break_looks_only_at_the_tied_players() -> None:
    state = parse_position("m:- x:22-24,26-28,30-32,34,35 s:33.21/29.25/36 p:0 k:- r:-")
    assert game.outcome(state) == game.Outcome((5, 5, 4), (0,), "highest tile")


def test_still_tied_without_tiles_the_win_is_shared() -> None:
    state = parse_position("m:- x:21-36 s:-/-/- p:1 k:- r:-")
    assert game.outcome(state) == game.Outcome((0, 0, 0), (0, 1, 2), "shared")


# Facts for the probability explorer


@pytest.mark.parametrize(
    ("used", "left"), [(0, 8)] + [(k, n) for k in range(1, 6) for n in range(1, 9 - k)]
)
def test_next_roll_busts_with_probability_k_over_6_to_the_n(used: int, left: int) -> None:
    kept = "W5432"[:used] + "W" * (8 - left - used)  # `used` faces on 8 - left dice
    rolling = parse_position(f"m:21-36 x:- s:-/- p:0 k:{kept or '-'} r:?")
    assert (len(rolling.turn.used_faces), rolling.turn.dice_left) == (used, left)
    busted = sum(
        p
        for throw, p in game.chance_outcomes(rolling)
        if game.apply(rolling, throw).current != rolling.current
    )
    assert busted == pytest.approx((used / 6) ** left)
    assert dice.bust_probability(used, left) == pytest.approx((used / 6) ** left)


# The API as OpenSpiel has it


def test_player_markers_are_openspiels() -> None:
    # OpenSpiel's kChancePlayerId and kTerminalPlayerId (spiel.h); -2 there means simultaneous
    assert (game.CHANCE, game.TERMINAL) == (-1, -4)


def test_current_player_is_chance_while_the_dice_are_in_the_air(play: Play) -> None:
    state = play("m:21-36 x:- s:-/-/- p:1 k:WW r:-", "roll")
    assert game.current_player(state) == game.CHANCE
    assert game.legal_actions(state) == [d for d, _ in game.chance_outcomes(state)]
    illegal(state, Roll(), "the dice are in the air")
    illegal(state, Dice(dice.parse_dice("5555")), "the throw must show the 6 dice")


def test_dice_are_only_thrown_after_a_roll(play: Play) -> None:
    illegal(play(START), Dice(dice.parse_dice("12345WWW")), "no dice are being thrown")


def test_step_throws_the_dice_with_the_given_generator() -> None:
    start = initial_state(3)
    first = game.step(start, Roll(), random.Random(7))
    assert first == game.step(start, Roll(), random.Random(7))
    assert first.turn.roll is not None and sum(first.turn.roll) == 8
    assert not first.turn.rolling


def test_is_legal_agrees_with_legal_actions(play: Play) -> None:
    state = play("m:21-28,30-36 x:- s:-/29/- p:0 k:WW5554 r:-")
    candidates: list[Action] = [Roll(), Stop(), *map(Take, range(20, 38)), *map(Keep, range(1, 7))]
    assert [a for a in candidates if game.is_legal(state, a)] == [Roll(), Take(28), Take(29)]
