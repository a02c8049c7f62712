"""Pig's rules, one test per rule: roll one die; a 1 loses the turn total and ends the turn;
another face adds to it; hold banks it; the first to the goal wins; the goal is selectable."""

from __future__ import annotations

import pytest

from wormlib.core.errors import IllegalActionError, RulesError
from wormlib.pig import game
from wormlib.pig.actions import Die, Hold, Roll, parse_action
from wormlib.pig.errors import IllegalPigActionError, InvalidPigNotationError
from wormlib.pig.rules import MAX_GOAL, STANDARD, Rules, rules_named
from wormlib.pig.state import PigState, initial_state


def at(text: str, rules: Rules = STANDARD) -> PigState:
    return game.parse_position(text, rules)


def play(state: PigState, *actions: str) -> PigState:
    for action in actions:
        state = game.apply(state, parse_action(action))
    return state


def test_a_game_starts_at_nought_with_the_first_player_to_roll() -> None:
    state = initial_state()
    assert (state.scores, state.current, state.turn_total) == ((0, 0), 0, 0)
    assert game.legal_actions(state) == [Roll()]


def test_rolling_throws_one_die_with_six_equal_chances() -> None:
    state = play(initial_state(), "roll")
    assert game.current_player(state) == game.CHANCE
    assert game.legal_actions(state) == []
    assert game.chance_outcomes(state) == [(Die(face), 1 / 6) for face in range(1, 7)]


@pytest.mark.parametrize("face", [2, 3, 4, 5, 6])
def test_a_face_other_than_one_adds_to_the_turn_total(face: int) -> None:
    state = play(at("s:10/30 p:0 t:7 r:-"), "roll", str(face))
    assert (state.scores, state.current, state.turn_total) == ((10, 30), 0, 7 + face)


def test_a_one_loses_the_turn_total_and_ends_the_turn() -> None:
    state = play(at("s:10/30 p:0 t:17 r:-"), "roll", "1")
    assert (state.scores, state.current, state.turn_total) == ((10, 30), 1, 0)


def test_hold_banks_the_turn_total_and_ends_the_turn() -> None:
    state = play(at("s:10/30 p:1 t:17 r:-"), "hold")
    assert (state.scores, state.current, state.turn_total) == ((10, 47), 0, 0)


def test_hold_needs_a_roll_first() -> None:
    state = initial_state()
    assert not game.is_legal(state, Hold())
    with pytest.raises(IllegalPigActionError, match=r"'hold': there is nothing to hold"):
        game.apply(state, Hold())


def test_reaching_the_goal_wins_at_once() -> None:
    state = play(at("s:90/95 p:0 t:8 r:-"), "roll", "2")
    assert game.is_terminal(state)
    assert game.outcome(state) == game.Outcome((100, 95), (0,))
    assert game.current_player(state) == game.TERMINAL
    assert game.legal_actions(state) == []


def test_the_goal_is_selectable() -> None:
    short = rules_named("goal-20")
    assert (short.goal, short.name) == (20, "goal-20")
    state = play(at("s:15/0 p:0 t:3 r:-", short), "roll", "2")
    assert game.outcome(state) == game.Outcome((20, 0), (0,))
    assert rules_named("standard") == STANDARD and STANDARD.goal == 100


@pytest.mark.parametrize("name", ["goal-4", f"goal-{MAX_GOAL + 1}", "goal-", "pig", ""])
def test_an_unknown_goal_is_refused(name: str) -> None:
    with pytest.raises(RulesError, match="goal"):
        rules_named(name)


def test_pig_is_a_game_for_two() -> None:
    with pytest.raises(RulesError, match="3 players"):
        initial_state(3)


@pytest.mark.parametrize(
    ("position", "action", "why"),
    [
        ("s:0/0 p:0 t:0 r:-", "3", "the die is not being thrown"),
        ("s:0/0 p:0 t:5 r:?", "hold", "the die is in the air"),
        ("s:0/0 p:0 t:5 r:?", "roll", "the die is in the air"),
        ("s:100/3 p:0 t:0 r:-", "roll", "the game is over"),
    ],
)
def test_an_illegal_action_names_itself_and_the_position_and_changes_nothing(
    position: str, action: str, why: str
) -> None:
    state = at(position)
    with pytest.raises(IllegalPigActionError) as error:
        game.apply(state, parse_action(action))
    assert isinstance(error.value, IllegalActionError | ValueError)
    assert f"'{action}'" in str(error.value) and why in str(error.value)
    assert position in str(error.value)
    assert state == at(position)


def test_a_die_outside_one_to_six_is_refused() -> None:
    with pytest.raises(IllegalPigActionError, match="1 to 6"):
        game.apply(at("s:0/0 p:0 t:0 r:?"), Die(7))


@pytest.mark.parametrize("text", ["", "roll 2", "7", "0", "holds", "R"])
def test_bad_action_notation_is_refused(text: str) -> None:
    with pytest.raises(InvalidPigNotationError, match="unknown action"):
        parse_action(text)


@pytest.mark.parametrize(
    "text",
    [
        "s:0/0 p:0 t:1 r:-",  # a turn total of 1 cannot be rolled
        "s:0/0 p:2 t:0 r:-",
        "s:0/0/0 p:0 t:0 r:-",
        "s:95/0 p:0 t:5 r:-",  # the goal is already reached
        "s:100/100 p:0 t:0 r:-",
        "s:100/0 p:1 t:0 r:-",  # the winner stays to move
        "s:0/0 p:0 t:0",
        "s:a/0 p:0 t:0 r:-",
        "s:0/0 p:0 t:0 r:x",
    ],
)
def test_an_unreachable_or_malformed_position_is_refused(text: str) -> None:
    with pytest.raises(InvalidPigNotationError, match="position"):
        game.parse_position(text)


def test_a_position_reads_back_from_its_notation() -> None:
    for text in ("s:0/0 p:0 t:0 r:-", "s:42/97 p:1 t:2 r:?", "s:103/99 p:0 t:0 r:-"):
        assert game.parse_position(text).notation() == text
