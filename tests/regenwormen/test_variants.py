"""One test per variant of docs/RULES.md: what each changes, and that the rest stays official."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from wormlib.core.errors import IllegalActionError, InvalidNotationError, RulesError
from wormlib.regenwormen import game
from wormlib.regenwormen.actions import Stop, Take
from wormlib.regenwormen.game import parse_position
from wormlib.regenwormen.rules import (
    EXACT_TILE_ONLY,
    OFFICIAL,
    SHORT_POT,
    SHORTER_GAME,
    TWO_PLAYERS,
    VARIANTS,
    Rules,
    rules_named,
)
from wormlib.regenwormen.state import GameState, initial_state

Play = Callable[..., GameState]


def test_official_rules_are_the_default() -> None:
    assert initial_state(3).rules == OFFICIAL == rules_named("official")
    assert parse_position("m:21-36 x:- s:-/- p:0 k:- r:-").rules == OFFICIAL
    assert not OFFICIAL.house_rule


def test_variants_are_looked_up_by_name() -> None:
    names = {"official", "shorter-game", "exact-tile-only", "short-pot", "two-players", "teams"}
    assert set(VARIANTS) == names
    for name, rules in VARIANTS.items():
        assert rules_named(name) is rules
        assert rules.name == name


def test_unknown_rules_name_lists_the_known_ones() -> None:
    with pytest.raises(RulesError, match=r"unknown rules 'tag-team'.*official, shorter-game"):
        rules_named("tag-team")


def test_house_rules_are_labelled() -> None:
    assert {name for name, r in VARIANTS.items() if r.house_rule} == {
        "exact-tile-only",
        "short-pot",
        "two-players",
        "teams",
    }


# Shorter game: the rulebook's own variant


def test_shorter_game_turns_the_returned_tile_when_it_is_the_highest(play: Play) -> None:
    state = play("m:21-30 x:32-36 s:31/-/- p:0 k:W555 r:-", "stop", SHORTER_GAME)
    assert state == parse_position("m:21-30 x:31-36 s:-/-/- p:1 k:- r:-", SHORTER_GAME)


def test_shorter_game_otherwise_busts_as_official(play: Play) -> None:
    position = "m:21,23,24,26-36 x:- s:22.25/-/- p:0 k:W555 r:-"
    expected = "m:21,23-35 x:36 s:22/-/- p:1 k:- r:-"
    assert play(position, "stop", SHORTER_GAME) == parse_position(expected, SHORTER_GAME)
    empty = play("m:21-30 x:31-36 s:-/-/- p:0 k:W555 r:-", "stop", SHORTER_GAME)
    assert empty == parse_position("m:21-29 x:30-36 s:-/-/- p:1 k:- r:-", SHORTER_GAME)


def test_shorter_game_can_end_on_a_returned_tile(play: Play) -> None:
    state = play("m:21 x:23-36 s:22/-/- p:0 k:W555 r:-", "stop", SHORTER_GAME)
    assert state == parse_position("m:21 x:22-36 s:-/-/- p:1 k:- r:-", SHORTER_GAME)


# Exact tile only: a house rule


def test_exact_tile_only_takes_only_the_equal_middle_tile(play: Play) -> None:
    state = play("m:21-28,30-36 x:29 s:-/-/- p:0 k:WW5554 r:-", "", EXACT_TILE_ONLY)
    assert game.take_options(state) == ()
    with pytest.raises(IllegalActionError, match="take only tile 29 from the middle"):
        game.apply(state, Take(28))
    after = game.apply(state, Stop())
    assert after == parse_position("m:21-28,30-35 x:29,36 s:-/-/- p:1 k:- r:-", EXACT_TILE_ONLY)


def test_exact_tile_only_still_takes_the_equal_tile(play: Play) -> None:
    state = play("m:21-36 x:- s:-/-/- p:0 k:WW5554 r:-", "take 29", EXACT_TILE_ONLY)
    assert state.stacks == ((29,), (), ())


def test_exact_tile_only_still_steals_with_the_exact_total(play: Play) -> None:
    state = play("m:21-28,30-36 x:- s:-/29/- p:0 k:WW5554 r:-", "", EXACT_TILE_ONLY)
    assert game.take_options(state) == (29,)
    after = game.apply(state, Take(29))
    assert after.stacks == ((29,), (), ())


def test_exact_tile_only_a_total_above_36_takes_nothing(play: Play) -> None:
    # 35 set aside, the last die shows a 3: 38 takes no tile, so keeping it busts at once,
    # and with an empty stack the highest middle tile is turned
    state = play("m:21-36 x:- s:-/-/- p:0 k:WWWWW55 r:-", "roll; 3; keep 3", EXACT_TILE_ONLY)
    assert (state.current, state.middle, state.turned) == (1, tuple(range(21, 36)), (36,))
    official = play("m:21-36 x:- s:-/-/- p:0 k:WWWWW55 r:-", "roll; 3; keep 3")
    assert game.legal_actions(official) == [Take(36)]


# Short pot: tiles 21..32


def test_short_pot_plays_with_tiles_21_to_32() -> None:
    state = initial_state(4, SHORT_POT)
    assert state.middle == tuple(range(21, 33))
    assert SHORT_POT.total_worms == 4 * 1 + 4 * 2 + 4 * 3


def test_short_pot_a_high_total_takes_32(play: Play) -> None:
    state = play("m:21-32 x:- s:-/- p:0 k:WWWW5555 r:-", "", SHORT_POT)
    assert game.take_options(state) == (32,)


def test_short_pot_positions_hold_no_tile_above_32() -> None:
    with pytest.raises(InvalidNotationError, match="each tile of the 'short-pot' rules"):
        parse_position("m:21-33 x:- s:-/- p:0 k:- r:-", SHORT_POT)


# Two players: 35 and 36 removed


def test_two_players_removes_35_and_36() -> None:
    state = initial_state(2, TWO_PLAYERS)
    assert state.middle == tuple(range(21, 35))
    assert TWO_PLAYERS.total_worms == 40 - 8


@pytest.mark.parametrize("players", [1, 3, 7])
def test_two_players_allows_only_two_players(players: int) -> None:
    with pytest.raises(RulesError, match="'two-players' rules need 2 to 2"):
        initial_state(players, TWO_PLAYERS)


def test_two_players_a_high_total_takes_34(play: Play) -> None:
    state = play("m:21-34 x:- s:-/- p:0 k:WWWW5555 r:-", "", TWO_PLAYERS)
    assert game.take_options(state) == (34,)


@pytest.mark.parametrize("rules", VARIANTS.values(), ids=list(VARIANTS))
def test_every_variant_keeps_the_plain_bust(play: Play, rules: Rules) -> None:
    low, high = rules.tiles[0], rules.tiles[-1]
    others = "/-" * (rules.min_players - 1)
    state = play(f"m:{low + 1}-{high} x:- s:{low}{others} p:0 k:W555 r:-", "stop", rules)
    empty = ((),) * rules.min_players
    assert (state.middle, state.turned, state.stacks) == (rules.tiles[:-1], (high,), empty)
