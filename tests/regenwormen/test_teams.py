"""The variant ``teams``, one test per line of RULES.md's "Teams" section (seed 001)."""

from __future__ import annotations

import json
import random

import pytest

from wormlib.cli import main as cli
from wormlib.core.errors import IllegalActionError, RulesError, SituationError
from wormlib.regenwormen import game
from wormlib.regenwormen.actions import Take
from wormlib.regenwormen.bots import BOTS, ExpertBot, MasterBot, make_bot
from wormlib.regenwormen.odds import odds
from wormlib.regenwormen.rules import OFFICIAL, TEAMS
from wormlib.regenwormen.state import initial_state
from wormlib.regenwormen.tiles import worms
from wormlib.regenwormen.tournament import play_game, simulate

from .conftest import Play


@pytest.mark.parametrize("players", [4, 5, 6, 7])
def test_teams_four_to_seven_players_seated_a_b_a_b(players: int) -> None:
    state = initial_state(players, TEAMS)
    assert [TEAMS.team(p) for p in range(players)] == [p % 2 for p in range(players)]
    assert state.team_scores() == (0, 0)


def test_teams_with_an_odd_number_team_a_has_one_player_more() -> None:
    assert [TEAMS.team(p) for p in range(5)].count(0) == 3


@pytest.mark.parametrize("players", [2, 3, 8])
def test_teams_with_two_or_three_players_there_are_no_teams(players: int) -> None:
    with pytest.raises(RulesError, match="'teams' rules need 4 to 7"):
        initial_state(players, TEAMS)


def test_teams_turns_go_round_the_seats_as_usual(play: Play) -> None:
    state = play("m:21-36 x:- s:-/-/-/-/- p:4 k:WWW555 r:-", "take 30", TEAMS)
    assert state.current == 0 and state.stacks[4] == (30,)


def test_teams_a_middle_tile_goes_on_the_takers_own_stack(play: Play) -> None:
    state = play("m:21-36 x:- s:-/-/-/- p:1 k:WWW555 r:-", "take 30", TEAMS)
    assert state.stacks == ((), (30,), (), ())


def test_teams_a_steal_takes_only_an_opponents_top_tile(play: Play) -> None:
    # seat 0 (team A) with 25: seat 1 holds 25 (team B), seat 2 holds 26 (its teammate)
    before = play("m:21-24,27-36 x:- s:-/25/26/- p:0 k:WW555 r:-", "", TEAMS)
    assert game.take_options(before) == (24, 25)
    assert before.opponent_with_top(25) == 1
    mate = play("m:21-24,27-36 x:- s:-/25/26/- p:0 k:WW5551 r:-", "", TEAMS)
    assert game.take_options(mate) == (24,)  # 26 is a teammate's: not a steal
    with pytest.raises(IllegalActionError, match="tile 26 is a teammate's"):
        game.apply(mate, Take(26))


def test_teams_the_stolen_tile_goes_to_the_thiefs_next_teammate(play: Play) -> None:
    state = play("m:21-24,26-36 x:- s:-/25/-/- p:0 k:WW555 r:-", "take 25", TEAMS)
    assert state.stacks == ((), (), (25,), ())  # not on the thief's own stack
    # the next teammate in turn order, round the table: seat 4 of 5 hands it to seat 0
    state = play("m:21-24,26-36 x:- s:-/25/-/-/- p:4 k:WW555 r:-", "take 25", TEAMS)
    assert state.stacks == ((25,), (), (), (), ())
    # seat 3 of team B (seats 1, 3) hands it to seat 1
    state = play("m:21-24,26-36 x:- s:25/-/-/- p:3 k:WW555 r:-", "take 25", TEAMS)
    assert state.stacks == ((), (25,), (), ())


def test_teams_a_bust_is_as_usual(play: Play) -> None:
    state = play("m:21-30,32-36 x:- s:31/-/-/- p:0 k:W555 r:-", "stop", TEAMS)
    assert (state.middle, state.turned, state.stacks) == (
        (*range(21, 36),),
        (36,),
        ((), (), (), ()),
    )


def test_teams_a_teams_worms_are_its_players_worms_and_most_wins(play: Play) -> None:
    # A: 21 and 22, 1 worm each; B: 29 alone, 3 worms
    end = play("m:- x:23-28,30-36 s:21/29/22/- p:0 k:- r:-", "", TEAMS)
    result = game.outcome(end)
    assert result is not None
    assert result.team_scores == (2, 3) and result.winners == (1, 3)
    assert result.decided_by == "worms"


def test_teams_a_tie_goes_to_the_tied_team_holding_the_highest_tile(play: Play) -> None:
    # A: 25 and 21, B: 26 and 22: 3 worms each; team B holds the highest tile, 26
    end = play("m:- x:23-24,27-36 s:25/26/21/22 p:0 k:- r:-", "", TEAMS)
    result = game.outcome(end)
    assert result is not None
    assert result.team_scores == (3, 3)
    assert result.winners == (1, 3) and result.decided_by == "highest tile"


def test_teams_still_tied_the_teams_share_the_win(play: Play) -> None:
    end = play("m:- x:21-36 s:-/-/-/- p:0 k:- r:-", "", TEAMS)
    result = game.outcome(end)
    assert result is not None
    assert result.winners == (0, 1, 2, 3) and result.decided_by == "shared"


def test_teams_bots_play_for_their_team(play: Play) -> None:
    """A steal is worth the swing between the teams (twice its worms) to the expert, and
    the master weighs the teams' worms, not the players'."""
    state = play("m:21-24,27-36 x:- s:-/26/25/- p:0 k:WW55 r:-", "", TEAMS)
    context = ExpertBot().context(state)
    assert context.steal == (26,)  # 25 is a teammate's
    assert context.tile_values == ((26, 2.0 * worms(26)),)
    master = MasterBot().context(state)
    assert master.steal == (26,)
    # the master of team A in seat 0: its teammate's worms count as its own
    ahead = play("m:21-24,27-36 x:- s:-/-/25.26/- p:0 k:WW55 r:-", "", TEAMS)
    behind = play("m:21-24,27-36 x:- s:-/25.26/-/- p:0 k:WW55 r:-", "", TEAMS)
    value = dict(MasterBot().context(ahead).tile_values or ())
    assert value[30] > dict(MasterBot().context(behind).tile_values or ())[30]


@pytest.mark.parametrize("bot", list(BOTS))
def test_teams_every_bot_plays_a_whole_team_game(bot: str) -> None:
    record = play_game([make_bot(bot) for _ in range(5)], TEAMS, random.Random(7))
    result = game.outcome(record.state)
    assert result is not None and len(result.team_scores) == 2
    assert {TEAMS.team(p) for p in result.winners} in ({0}, {1}, {0, 1})


def test_teams_a_tournament_reports_each_team(capsys: pytest.CaptureFixture[str]) -> None:
    report = simulate(["expert", "careful", "expert", "careful"], games=40, rules=TEAMS)
    a, b = report.teams
    assert a.bot == "A: expert+expert" and b.bot == "B: careful+careful"
    assert a.wins + b.wins == pytest.approx(40)
    assert a.wins == report.standings[0].wins  # the experts are team A in every game
    assert simulate(["expert", "careful"], games=4, rules=OFFICIAL).teams == ()
    assert cli(["simulate", "--players", "expert,random,careful,random", "--rules", "teams",
                "--games", "8", "--json"]) == 0  # fmt: skip
    printed = json.loads(capsys.readouterr().out)
    assert [t["bot"] for t in printed["teams"]] == ["A: expert+careful", "B: random+random"]


def test_teams_odds_take_the_teammates_top_tiles_apart() -> None:
    """A teammate's top tile is neither in the middle nor a tile to steal."""
    alone = odds("WW55", steal=[26], rules=TEAMS)
    mates = odds("WW55", steal=[26], mates=[25, 27], rules=TEAMS)
    assert 25 in alone.state.middle and 25 not in mates.state.middle
    assert mates.context.steal == (26,) and mates.state.stacks[2] == (25,)
    with pytest.raises(SituationError, match="no teams"):
        odds("WW55", mates=[25], rules=OFFICIAL)
    with pytest.raises(SituationError, match="at most 3 teammates"):
        odds("WW55", mates=[21, 22, 23, 24], rules=TEAMS)
