"""Notation for dice, tiles, actions and positions: round trips, and clear parse errors."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.examples import examples
from wormlib.core.errors import InvalidNotationError, shown
from wormlib.regenwormen import dice
from wormlib.regenwormen.actions import Action, Dice, Keep, Roll, Stop, Take, parse_action
from wormlib.regenwormen.game import parse_position
from wormlib.regenwormen.rules import OFFICIAL, TWO_PLAYERS
from wormlib.regenwormen.state import GameState, Turn, initial_state
from wormlib.regenwormen.tiles import format_tiles, parse_tiles

# Dice


@pytest.mark.parametrize(
    ("text", "counts"),
    [
        ("11245WWW", (2, 1, 0, 1, 1, 3)),
        ("W W 4 4 4", (0, 0, 0, 3, 0, 2)),
        ("w6, 5", (0, 0, 0, 0, 1, 2)),
        ("-", (0, 0, 0, 0, 0, 0)),
        ("", (0, 0, 0, 0, 0, 0)),
    ],
)
def test_parse_dice_counts_faces(text: str, counts: dice.Counts) -> None:
    assert dice.parse_dice(text) == counts


def test_format_dice_sorts_with_the_worm_last() -> None:
    assert dice.format_dice((2, 1, 0, 1, 1, 3)) == "11245WWW"
    assert dice.format_dice((0, 0, 0, 3, 0, 2), " ") == "4 4 4 W W"
    assert dice.format_dice(dice.NO_DICE) == "-"


@pytest.mark.parametrize(("text", "why"), [("111111111", "too many dice"), ("12x", "'x'")])
def test_bad_dice_are_named(text: str, why: str) -> None:
    with pytest.raises(InvalidNotationError, match=why):
        dice.parse_dice(text)


counts_up_to_8 = st.lists(st.integers(1, 6), max_size=8).map(
    lambda faces: tuple(faces.count(f) for f in dice.FACES)
)


@settings(deadline=None)
@given(counts_up_to_8)
def test_dice_notation_round_trips(counts: dice.Counts) -> None:
    assert dice.parse_dice(dice.format_dice(counts)) == counts
    assert dice.parse_dice(dice.format_dice(counts, " ")) == counts


# Tiles


def test_tiles_are_written_with_ranges() -> None:
    assert format_tiles((21, 22, 23, 27, 30, 31)) == "21-23,27,30-31"
    assert parse_tiles("21-24,27,30-36") == (21, 22, 23, 24, 27, 30, 31, 32, 33, 34, 35, 36)
    assert (format_tiles(()), parse_tiles("-")) == ("-", ())


@pytest.mark.parametrize("text", ["20", "21-37", "25-22", "a", "21,,22", "21-"])
def test_bad_tile_lists_are_named(text: str) -> None:
    with pytest.raises(InvalidNotationError) as error:
        parse_tiles(text)
    assert repr(text) in str(error.value)


@settings(deadline=None)
@given(st.sets(st.integers(21, 36)))
def test_tile_notation_round_trips(tiles: set[int]) -> None:
    assert parse_tiles(format_tiles(tiles)) == tuple(sorted(tiles))


# Actions


@pytest.mark.parametrize(
    ("action", "text"),
    [
        (Roll(), "roll"),
        (Dice((2, 1, 0, 1, 1, 3)), "11245WWW"),
        (Keep(6), "keep W"),
        (Keep(3), "keep 3"),
        (Take(27), "take 27"),
        (Stop(), "stop"),
    ],
)
def test_action_notation(action: Action, text: str) -> None:
    assert str(action) == text
    assert parse_action(text) == action


@pytest.mark.parametrize(
    ("text", "action"),
    [("  ROLL ", Roll()), ("Keep w", Keep(6)), ("keep 6", Keep(6)), ("TAKE 27", Take(27))],
)
def test_action_notation_is_forgiving_about_case_and_spaces(text: str, action: Action) -> None:
    assert parse_action(text) == action


@pytest.mark.parametrize(
    "text",
    ["", "-", "keep", "keep 7", "keep 12", "take 7", "take 100", "take ²³", "jump", "111111111"],
)
def test_bad_actions_are_named(text: str) -> None:
    with pytest.raises(InvalidNotationError) as error:
        parse_action(text)
    assert repr(text) in str(error.value)


def test_an_action_must_be_text() -> None:
    with pytest.raises(InvalidNotationError, match="not int"):
        parse_action(5)  # type: ignore[arg-type]


actions = st.one_of(
    st.just(Roll()),
    st.just(Stop()),
    st.builds(Keep, st.integers(1, 6)),
    st.builds(Take, st.integers(21, 36)),
    st.builds(Dice, counts_up_to_8.filter(sum)),
)


@settings(deadline=None)
@given(actions)
def test_action_notation_round_trips(action: Action) -> None:
    assert parse_action(str(action)) == action


# Positions


def test_the_start_position() -> None:
    state = initial_state(3)
    assert state.notation() == "m:21-36 x:- s:-/-/- p:0 k:- r:-"
    assert str(state) == state.notation()
    assert parse_position(state.notation()) == state


def test_a_position_under_way() -> None:
    text = "m:21-24,26 x:36 s:25.27/30.28.29.31.32.33.34.35/- p:1 k:WW444 r:125"
    state = parse_position(text)
    assert state.stacks == ((25, 27), (30, 28, 29, 31, 32, 33, 34, 35), ())
    assert state.turn == Turn(dice.parse_dice("WW444"), dice.parse_dice("125"))
    assert (state.top(0), state.top(2), state.current) == (27, None, 1)
    assert parse_position(state.notation()) == state


def test_dice_in_the_air_are_written_as_a_question_mark() -> None:
    state = parse_position("m:21-36 x:- s:-/- p:0 k:WW r:?")
    assert state.turn == Turn(dice.parse_dice("WW"), None, rolling=True)
    assert state.notation().endswith("k:WW r:?")


def test_fields_may_come_in_any_order() -> None:
    assert parse_position("p:0 r:- k:- s:-/- x:- m:21-36") == initial_state(2)


def test_a_position_keeps_its_rules() -> None:
    state = parse_position("m:21-34 x:- s:-/- p:0 k:- r:-", TWO_PLAYERS)
    assert state == initial_state(2, TWO_PLAYERS)
    assert state != initial_state(2, OFFICIAL)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("m:21-36 x:- s:-/- p:0 k:-", "lacks field(s) r"),
        ("m:21-36 x:- s:-/- p:0 k:- r:- r:-", "bad field 'r:-'"),
        ("m:21-36 x:- s:-/- p:0 k:- r:- q:1", "bad field 'q:1'"),
        ("m:21-36 x:- s:-/- p:0 k:- r:- mx:1", "bad field 'mx:1'"),
        ("m:21-36 x:- s:-/- p:0 k:- r:- m", "bad field 'm'"),
        ("m:21-36 x:- s:-/a p:0 k:- r:-", "bad stacks or player"),
        ("m:21-36 x:- s:-/- p:one k:- r:-", "bad stacks or player"),
        ("m:21-36 x:- s:- p:0 k:- r:-", "1 players"),
        ("m:21-36 x:- s:-/-/-/-/-/-/-/- p:0 k:- r:-", "8 players"),
        ("m:21-36 x:36 s:-/- p:0 k:- r:-", "exactly once"),
        ("m:21-35 x:- s:-/- p:0 k:- r:-", "exactly once"),
        ("m:21-35 x:- s:36/40 p:0 k:- r:-", "exactly once"),
        ("m:21-36 x:- s:-/- p:2 k:- r:-", "no player 2"),
        ("m:21-36 x:- s:-/- p:-1 k:- r:-", "no player -1"),
        ("m:21-36 x:- s:-/- p:0 k:WW r:1234", "must show the 6 dice left"),
        ("m:21-36 x:- s:-/- p:0 k:WW r:WWWWWW", "is a bust"),
        ("m:21-36 x:- s:-/- p:0 k:WWWW5555 r:?", "no dice or faces left"),
        ("m:21-36 x:- s:-/- p:0 k:W54321 r:?", "no dice or faces left"),
        ("m:21-36 x:- s:-/- p:0 k:- r:12x", "unknown face 'x'"),
        ("m:- x:21-36 s:-/- p:0 k:- r:?", "is over"),
        ("m:- x:21-36 s:-/- p:0 k:WW r:-", "is over"),
        # a keep that leaves neither a roll nor a tile busts at once: these never stand
        ("m:21-36 x:- s:-/- p:0 k:11111111 r:-", "already busted"),
        ("m:21-36 x:- s:-/- p:0 k:W54321 r:-", "already busted"),  # six faces, total 20
        ("m:36 x:21-35 s:-/- p:0 k:111155WW r:-", "already busted"),  # 24 takes no tile
    ],
)
def test_bad_positions_are_named(text: str, why: str) -> None:
    with pytest.raises(InvalidNotationError, match=re.escape(why)) as error:
        parse_position(text)
    assert f"position {shown(text)}" in str(error.value)  # the text, cut to 40 characters


@settings(max_examples=examples(50), deadline=None)
@given(st.data())
def test_position_notation_round_trips(data: st.DataObject) -> None:
    """Any deal of the tiles to middle, turned and stacks, with any turn in progress."""
    players = data.draw(st.integers(2, 7))
    places = data.draw(st.lists(st.integers(-1, players), min_size=16, max_size=16))
    tiles = list(range(21, 37))
    middle = tuple(t for t, p in zip(tiles, places, strict=True) if p == -1)
    stacks = tuple(
        tuple(data.draw(st.permutations([t for t, q in zip(tiles, places, strict=True) if q == p])))
        for p in range(players)
    )
    turned = tuple(t for t, p in zip(tiles, places, strict=True) if p == players)
    kept = data.draw(counts_up_to_8.filter(lambda c: sum(c) < 8 and 0 in c)) if middle else (0,) * 6
    state = GameState(
        OFFICIAL,
        middle,
        turned,
        stacks,
        data.draw(st.integers(0, players - 1)),
        Turn(kept, None, data.draw(st.booleans()) and bool(middle)),  # type: ignore[arg-type]
    )
    assert parse_position(state.notation()) == state
