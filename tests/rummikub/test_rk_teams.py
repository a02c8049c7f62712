"""The variant ``teams``, one test per line of RUMMIKUB_RULES.md's "Teams" section.

Then invariants over random team games (hypothesis), the save file and the commands.
"""

from __future__ import annotations

import json
import random
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.examples import examples
from wormlib.cli import main
from wormlib.core.errors import InvalidNotationError, RulesError, SaveGameError
from wormlib.rummikub import game, save
from wormlib.rummikub.actions import Deal, Draw, Drawn, Lay, parse_action
from wormlib.rummikub.bots import BOTS, CarefulBot, make_bot
from wormlib.rummikub.errors import IllegalMoveError, TeamPlayersError
from wormlib.rummikub.rules import SEED, TEAMS, parse_rules
from wormlib.rummikub.state import GameState, initial_state, parse_position
from wormlib.rummikub.tiles import KINDS, TOTAL_TILES, parse_tiles, points
from wormlib.rummikub.tournament import play_round

from .conftest import Position
from .test_rk_properties import check_invariants

COLOURS = "RBYK"


def blocked(racks: list[str], *, player: int = 0) -> GameState:
    """A round with an empty pool and every player but one passed in a row: the racks hold
    the low tiles of each colour (1, 2, ... once each) and jokers, the table the rest."""
    taken = {c: 0 for c in COLOURS}
    for rack in racks:
        for word in rack.split():
            if word != "J":
                taken[word[0]] += 1
    table = []
    for c in COLOURS:
        table.append(" ".join(f"{c}{n}" for n in range(taken[c] + 1, 14)))
        table.append(" ".join(f"{c}{n}" for n in range(1, 14)))
    n = len(racks)
    state = parse_position(
        f"racks: {' / '.join(racks)}; table: {' | '.join(table)}; opened: {' '.join('1' * n)}; "
        f"player: {player}; passes: {n - 1}; drawing: 0; dealt: 1; rounds: 1; history: -",
        TEAMS,
    )
    assert state.pool_size == 0
    return state


# --- one test per line of the rules' "Teams" section -------------------------------------


@pytest.mark.parametrize(("players", "teams"), [(4, [0, 1, 0, 1]), (6, [0, 1, 2, 0, 1, 2])])
def test_teams_of_two_with_four_or_six_players(players: int, teams: list[int]) -> None:
    state = initial_state(players, TEAMS)
    assert [state.team(p) for p in range(players)] == teams
    assert [TEAMS.team(p, players) for p in range(players)] == teams
    assert state.teams == players // 2 and state.partners(1) == (1, 1 + players // 2)


@pytest.mark.parametrize("players", [2, 3, 5, 7])
def test_teams_of_two_refuse_other_numbers_of_players(players: int) -> None:
    with pytest.raises(TeamPlayersError, match=f"{players} players: the 'teams' rules need 4 or 6"):
        initial_state(players, TEAMS)
    assert issubclass(TeamPlayersError, RulesError)


def test_partners_do_not_sit_side_by_side_so_turns_alternate_between_teams() -> None:
    for players in (4, 6):
        seats = [TEAMS.team(p, players) for p in range(players)]
        assert all(seats[p] != seats[(p + 1) % players] for p in range(players))


def test_six_players_each_draw_fourteen_tiles_and_22_stay_in_the_pool() -> None:
    state = initial_state(6, TEAMS)
    deal = game.sample_chance(state, random.Random(3))
    assert isinstance(deal, Deal)
    state = game.apply(state, deal)
    assert [len(r) for r in state.racks] == [14] * 6 and state.pool_size == 22
    assert sum(map(len, state.racks)) == 84


def test_the_team_opens_together(position: Position) -> None:
    racks = "R10 R11 R12 B1 / K1 K2 K9 / R13 Y4 Y8 / B5 B9 Y1"
    state = position(racks, rules=TEAMS)
    add_r13 = parse_action("lay R13 : R10 R11 R12 R13")
    # seat 0 (team A) opens with 33 points; seat 1 (team B) draws
    opened = game.apply(state, parse_action("lay R10 R11 R12 : R10 R11 R12"))
    assert opened.opened == (True, False, True, False)
    assert opened.plays_as_opened(2) and not opened.plays_as_opened(1)
    after = game.step(opened, Draw(), random.Random(1))
    assert after.current == 2
    # seat 2, whose partner opened, adds one tile to the table: no 30 points of its own
    laid = game.apply(after, add_r13)
    assert laid.table == ((*parse_tiles("R10 R11 R12 R13"),),)
    # without the partner's opening the same lay is refused
    alone = position(racks, "R10 R11 R12", opened="0 0 0 0", player=2, rules=TEAMS)
    with pytest.raises(IllegalMoveError, match="before the initial meld the table may not"):
        game.apply(alone, add_r13)
    # and the other team has not opened
    other = position(
        "B1 / R13 K5 / B4 / Y1", "R10 R11 R12", opened="1 0 1 0", player=1, rules=TEAMS
    )
    with pytest.raises(IllegalMoveError, match="before the initial meld"):
        game.apply(other, add_r13)


def test_partners_opened_flags_always_agree() -> None:
    with pytest.raises(InvalidNotationError, match="opened together"):
        parse_position(
            "racks: R1 / R2 / R3 / R4; table: -; opened: 1 0 0 0; player: 0; passes: 0; "
            "drawing: 0; dealt: 1; rounds: 1; history: -",
            TEAMS,
        )


def test_a_bot_plays_as_opened_once_its_partner_has(position: Position) -> None:
    state = position(
        "B1 / K1 K2 / R13 Y4 Y8 / B5 Y1", "R10 R11 R12", opened="1 0 1 0", player=2, rules=TEAMS
    )
    decision = CarefulBot().decide(state, random.Random(1))
    assert isinstance(decision.action, Lay) and decision.action.laid == parse_tiles("R13")
    assert game.is_legal(state, decision.action)


def test_a_player_lays_only_from_their_own_rack(position: Position) -> None:
    # seat 2's partner (seat 0) holds K5 K6 K7; seat 2 may not lay them
    state = position(
        "K5 K6 K7 / B1 / R13 Y4 / Y1", "R10 R11 R12", opened="1 0 1 0", player=2, rules=TEAMS
    )
    with pytest.raises(IllegalMoveError, match=r"K5 is not on the rack 'R13 Y4'"):
        game.apply(state, parse_action("lay K5 K6 K7 : R10 R11 R12 | K5 K6 K7"))
    assert game.is_legal(state, parse_action("lay R13 : R10 R11 R12 R13"))


def test_going_out_wins_the_round_for_the_team(position: Position) -> None:
    # seat 1 (team B) lays its last tile: team A holds 5 + 7 = 12, seat 3 (team B) 9
    state = position("R5 / R13 / B7 / K9", "R10 R11 R12", opened="1 1 1 1", player=1, rules=TEAMS)
    after = game.apply(state, parse_action("lay R13 : R10 R11 R12 R13"))
    assert after.history == ((Fraction(-12), Fraction(12)),)
    result = game.round_result(after)
    assert result is not None and result.ended == "out"
    assert result.winning_teams == (1,) and result.winners == (1, 3)


def test_the_winners_partners_rack_does_not_count(position: Position) -> None:
    table = "R10 R11 R12"
    for partner in ("K9", "K9 K10 K11 J"):
        state = position(
            f"R5 / R13 / B7 / {partner}", table, opened="1 1 1 1", player=1, rules=TEAMS
        )
        after = game.apply(state, parse_action("lay R13 : R10 R11 R12 R13"))
        assert after.history == ((Fraction(-12), Fraction(12)),)
    # three teams: each other team loses its players' racks (a joker 30)
    six = position("R13 / R5 / B7 / K1 K2 / J / Y3 Y4", table, opened="1 1 1 1 1 1", rules=TEAMS)
    after = game.apply(six, parse_action("lay R13 : R10 R11 R12 R13"))
    assert after.history == ((Fraction(49), Fraction(-35), Fraction(-14)),)


def test_empty_pool_lowest_team_sum_wins() -> None:
    # team A: R1 + Y1 = 2; team B: B1 B2 + J J = 63; the last pass ends the round
    state = blocked(["R1", "B1 B2", "Y1", "J J"], player=3)
    after = game.apply(state, Draw())
    assert after.history == ((Fraction(61), Fraction(-61)),)
    result = game.round_result(after)
    assert result is not None and result.ended == "blocked" and result.winners == (0, 2)


def test_ties_for_the_lowest_team_sum_share_the_win() -> None:
    # A: R1 + R2 = 3, B: B1 + B2 = 3, C: Y1 + Y2 Y3 J J = 66: C loses 63, A and B split it
    state = blocked(["R1", "B1", "Y1", "R2", "B2", "Y2 Y3 J J"], player=5)
    after = game.apply(state, Draw())
    half = Fraction(63, 2)
    assert after.history == ((half, half, Fraction(-63)),)
    result = game.round_result(after)
    assert result is not None and result.winning_teams == (0, 1)
    assert result.winners == (0, 1, 3, 4)


def test_scores_and_totals_are_kept_per_team(position: Position) -> None:
    state = position(
        "R5 / R13 / B7 / K9",
        "R10 R11 R12",
        opened="1 1 1 1",
        player=1,
        rules=TEAMS,
        rounds=3,
        history="20 -20 | -5/2 5/2",
    )
    assert state.totals() == (Fraction(35, 2), Fraction(-35, 2))
    after = game.apply(state, parse_action("lay R13 : R10 R11 R12 R13"))
    assert after.totals() == (Fraction(11, 2), Fraction(-11, 2))
    assert all(sum(r) == 0 and len(r) == 2 for r in after.history)
    with pytest.raises(InvalidNotationError, match="one score per team"):
        position("R5 / R13 / B7 / K9", rules=TEAMS, rounds=2, history="1 -1 2 -2")


def test_the_game_is_won_by_the_team_with_the_highest_total(position: Position) -> None:
    state = position(
        "R5 / R13 / B7 / K9",
        "R10 R11 R12",
        opened="1 1 1 1",
        player=1,
        rules=TEAMS,
        rounds=2,
        history="20 -20",
    )
    after = game.apply(state, parse_action("lay R13 : R10 R11 R12 R13"))
    outcome = game.outcome(after)
    assert outcome is not None and outcome.scores == (Fraction(8), Fraction(-8))
    assert outcome.winning_teams == (0,) and outcome.winners == (0, 2)


def test_the_team_opening_needs_30_points_from_the_rack(position: Position) -> None:
    # 27 points are not enough, for a team as for a player alone
    short = position("R8 R9 R10 / K1 / Y1 / B1", rules=TEAMS)
    with pytest.raises(IllegalMoveError, match="worth 27 points from the rack, and it needs"):
        game.apply(short, parse_action("lay R8 R9 R10 : R8 R9 R10"))
    # the other team's run may not be used: the initial meld comes from the rack
    table = "K11 K12 K13"
    state = position("R10 R11 R12 K10 / K1 / Y1 / B1", table, opened="0 1 0 1", rules=TEAMS)
    with pytest.raises(IllegalMoveError, match="before the initial meld the table may not"):
        game.apply(state, parse_action("lay R10 R11 R12 K10 : K10 K11 K12 K13 | R10 R11 R12"))
    opened = game.apply(state, parse_action("lay R10 R11 R12 : K11 K12 K13 | R10 R11 R12"))
    assert opened.opened == (True, True, True, True)


@pytest.mark.parametrize(("variant", "opens"), [("teams", False), ("teams,opening-20", True)])
def test_the_team_opening_follows_the_opening_rules_in_force(
    position: Position, variant: str, opens: bool
) -> None:
    # R6 R7 R8 is worth 21: enough with opening-20, not with the seed's 30
    rules = parse_rules(variant)
    state = position("R6 R7 R8 K2 / K1 / R9 Y4 / B1", rules=rules)
    lay = parse_action("lay R6 R7 R8 : R6 R7 R8")
    assert game.is_legal(state, lay) is opens
    if opens:
        after = game.step(game.apply(state, lay), Draw(), random.Random(1))
        assert game.is_legal(after, parse_action("lay R9 : R6 R7 R8 R9"))


def test_once_opened_the_partner_may_add_to_and_rearrange_the_table(position: Position) -> None:
    # seat 2 takes R13 off the end of the run for a group with its B13 and K13
    racks, table = "K5 / K1 / B13 K13 Y4 / Y1", "R10 R11 R12 R13"
    rearrange = parse_action("lay B13 K13 : R10 R11 R12 | R13 B13 K13")
    state = position(racks, table, opened="1 0 1 0", player=2, rules=TEAMS)
    after = game.apply(state, rearrange)
    assert after.table == tuple(map(tuple, map(parse_tiles, ["R10 R11 R12", "R13 B13 K13"])))
    # the same move for a player whose team has not opened touches the table: refused
    other = position(racks, table, opened="0 1 0 1", player=2, rules=TEAMS)
    with pytest.raises(IllegalMoveError, match="before the initial meld the table may not"):
        game.apply(other, rearrange)


def test_racks_stay_hidden_also_from_the_partner(position: Position) -> None:
    # seat 0's rack differs (the tiles swap with the pool): seat 2 sees the same
    # unseen tiles and every bot decides the same
    table = "R10 R11 R12"
    one, two = (
        position(f"{partner} / B1 / R13 Y4 Y8 / Y1", table, opened="1 0 1 0", player=2, rules=TEAMS)
        for partner in ("K5 K6 K7", "B3 B4 B11")
    )
    assert one.unseen(2) == two.unseen(2)
    for name in BOTS:
        first, second = (make_bot(name).decide(s, random.Random(7)) for s in (one, two))
        assert first == second, name


def test_empty_pool_each_other_team_loses_the_difference_to_the_lowest() -> None:
    # A: R1 + R2 = 3, B: B1 + B2 B3 J = 36, C: Y1 + Y2 Y3 J = 36: B and C lose 33, A gains 66
    state = blocked(["R1", "B1", "Y1", "R2", "B2 B3 J", "Y2 Y3 J"], player=5)
    after = game.apply(state, Draw())
    assert after.history == ((Fraction(66), Fraction(-33), Fraction(-33)),)
    result = game.round_result(after)
    assert result is not None and result.winning_teams == (0,) and result.winners == (0, 3)


@pytest.mark.parametrize("name", list(BOTS))
def test_bots_play_for_their_team_laying_without_an_initial_meld_once_the_partner_opened(
    position: Position, name: str
) -> None:
    # R13 fits the table and Y1 Y2 Y3 is a meld, but they are worth 19: no initial meld of
    # their own (the beginner, who never touches the table, lays the meld alone)
    racks, table = "K5 / K1 / R13 Y1 Y2 Y3 / B1", "R10 R11 R12"
    state = position(racks, table, opened="1 0 1 0", player=2, rules=TEAMS)
    decision = make_bot(name).decide(state, random.Random(1))
    assert isinstance(decision.action, Lay) and game.is_legal(state, decision.action)
    laid = "Y1 Y2 Y3" if name == "beginner" else "R13 Y1 Y2 Y3"
    assert sorted(decision.action.laid) == sorted(parse_tiles(laid))
    alone = position(racks, table, opened="0 1 0 1", player=2, rules=TEAMS)
    assert make_bot(name).decide(alone, random.Random(1)).action == Draw()


@settings(max_examples=examples(200), deadline=None)
@given(
    racks=st.sampled_from([4, 6]).flatmap(
        lambda n: st.lists(st.lists(st.integers(0, KINDS - 1), max_size=20), min_size=n, max_size=n)
    ),
    out=st.one_of(st.none(), st.integers(0, 5)),
)
def test_a_team_round_scores_zero_sum(racks: list[list[int]], out: int | None) -> None:
    n = len(racks)
    if out is not None:
        out %= n
        racks[out] = []
    teams = tuple(TEAMS.team(p, n) for p in range(n))
    scores = game.round_scores(tuple(map(tuple, racks)), out, teams=teams)
    assert len(scores) == n // 2 and sum(scores) == 0
    sums = [
        sum(points(t) for p, r in enumerate(racks) if teams[p] == k for t in r)
        for k in range(n // 2)
    ]
    if out is not None:
        won = teams[out]
        assert all(scores[k] == -sums[k] for k in range(n // 2) if k != won)
        assert scores[won] == sum(s for k, s in enumerate(sums) if k != won)
    else:
        low = min(sums)
        assert all(scores[k] == low - sums[k] for k in range(n // 2) if sums[k] != low)
        shares = {scores[k] for k in range(n // 2) if sums[k] == low}
        assert len(shares) == 1 and min(shares) >= 0


# --- random team games -------------------------------------------------------------------


def play_team_game(levels: list[str], rules_text: str, rounds: int, seed: int) -> GameState:
    """Play a team game between bots, checking the invariants after every action: every
    tile accounted for (106), team scores zero-sum, partners' opened status the same."""
    rules = parse_rules(rules_text)
    rng = random.Random(seed)
    bots = [make_bot(name) for name in levels]
    state = initial_state(len(bots), rules, rounds=rounds)
    on_racks = on_table = 0
    while not game.is_terminal(state):
        player = game.current_player(state)
        if player == game.CHANCE:
            action = game.sample_chance(state, rng)
        else:
            action = bots[player].decide(state, rng).action
        state = game.apply(state, action)
        if isinstance(action, Deal):
            on_racks, on_table = sum(map(len, action.racks)), 0
        elif isinstance(action, Drawn):
            on_racks += len(action.tiles)
        elif isinstance(action, Lay):
            on_racks -= len(action.laid)
            on_table += len(action.laid)
        check_invariants(state, on_racks, on_table)
        assert state.pool_size + on_racks + on_table == TOTAL_TILES
        for p in range(state.players):
            mates = state.partners(p)
            assert len(mates) == 2 and {state.plays_as_opened(q) for q in mates} == {
                state.opened[p]
            }
        assert all(len(r) == state.teams and sum(r) == 0 for r in state.history)
        result = game.round_result(state)
        if result is not None:
            assert {state.team(p) for p in result.winners} == set(result.winning_teams)
    return state


@settings(max_examples=examples(8), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32),
    levels=st.sampled_from([4, 6]).flatmap(
        lambda n: st.lists(st.sampled_from(["beginner", "careful"]), min_size=n, max_size=n)
    ),
    variant=st.sampled_from(["teams", "teams,table-after-opening", "teams,opening-20"]),
    rounds=st.integers(1, 2),
)
def test_random_team_games_keep_tiles_zero_sum_and_team_opening(
    seed: int, levels: list[str], variant: str, rounds: int
) -> None:
    state = play_team_game(levels, variant, rounds, seed)
    outcome = game.outcome(state)
    assert outcome is not None and sum(outcome.scores) == 0 and len(outcome.scores) == state.teams


def test_the_experts_moves_are_legal_with_teams() -> None:
    play_team_game(["expert", "careful", "master", "beginner"], "teams", 1, seed=5)


# --- save and commands -------------------------------------------------------------------


def _team_save(players: int = 4, seed: int = 2) -> tuple[str, GameState]:
    bots = [make_bot("careful")] * players
    record = play_round(bots, TEAMS, random.Random(seed))
    names = [f"p{i}" for i in range(players)]
    return save.dumps(TEAMS, names, record.actions, meta={"seed": seed}), record.state


@pytest.mark.parametrize("players", [4, 6])
def test_a_team_game_round_trips_through_a_save(players: int) -> None:
    text, state = _team_save(players)
    doc = json.loads(text)
    assert doc["version"] == 2 and doc["rules"] == "teams"
    assert doc["teams"] == (["A", "B"] * 2 if players == 4 else ["A", "B", "C"] * 2)
    loaded = save.loads(text)
    assert loaded.state == state and loaded.rules == TEAMS and game.is_terminal(loaded.state)


def test_an_old_version_1_save_still_loads() -> None:
    record = play_round([make_bot("careful"), make_bot("beginner")], SEED, random.Random(4))
    old = {
        "format": "wormlib-rummikub-save",
        "version": 1,
        "rules": "seed",
        "players": ["Ann", "Bob"],
        "rounds": 1,
        "actions": [str(a) for a in record.actions],
        "meta": {},
    }
    loaded = save.loads(json.dumps(old))
    assert loaded.state == record.state
    without_rounds = {k: v for k, v in old.items() if k != "rounds"}
    assert save.loads(json.dumps(without_rounds)).state == record.state


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"version": 1}, "the 'teams' rules need save version 2"),
        ({"teams": ["A", "A", "B", "B"]}, "field 'teams' must be"),
        ({"teams": None}, "field 'teams' must be"),
        ({"players": ["a", "b", "c"]}, "field 'players': 3 players"),
        ({"rules": "seed"}, "field 'teams' is only for the 'teams' rules"),
    ],
)
def test_a_wrong_team_save_is_refused(change: dict[str, object], message: str) -> None:
    doc = json.loads(_team_save()[0])
    doc.update(change)
    with pytest.raises(SaveGameError, match=message):
        save.loads(json.dumps(doc))


def test_simulate_with_team_rules_reports_each_team(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["rummikub", "simulate", "--players", "careful,beginner,careful,beginner"]
    assert main([*argv, "--rules", "teams", "--rounds", "4"]) == 0
    out = capsys.readouterr().out
    assert "rules teams" in out and "A: careful+careful" in out and "B: beginner+beginner" in out
    assert main([*argv, "--rules", "teams", "--rounds", "4", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    teams = {t["bot"]: t for t in report["teams"]}
    assert set(teams) == {"A: careful+careful", "B: beginner+beginner"}
    assert sum(t["wins"] for t in teams.values()) == pytest.approx(4)
    assert sum(t["mean_score"] for t in teams.values()) == pytest.approx(0)


def test_simulate_with_three_teams(capsys: pytest.CaptureFixture[str]) -> None:
    players = "careful,beginner,beginner,careful,beginner,beginner"
    argv = ["rummikub", "simulate", "--players", players, "--rules", "teams", "--rounds", "3"]
    assert main([*argv, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [t["bot"] for t in report["teams"]] == [
        "A: careful+careful",
        "B: beginner+beginner",
        "C: beginner+beginner",
    ]
    assert sum(t["wins"] for t in report["teams"]) == pytest.approx(3)
    assert main(argv) == 0
    assert "the players in turn go A, B, C, A, B, C" in capsys.readouterr().out


def test_simulate_with_team_rules_and_five_players_is_one_line_exit_2(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["rummikub", "simulate", "--players", "careful,careful,careful,careful,careful"]
    assert main([*argv, "--rules", "teams", "--rounds", "2"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "5 players: the 'teams' rules need 4 or 6" in err


def test_replay_of_a_team_game_gives_each_team(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    text, state = _team_save()
    path = tmp_path / "teams.json"
    path.write_text(text)
    assert main(["rummikub", "replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "p0 (team A)" in out and "team B:" in out and "winner:" in out
    assert main(["rummikub", "replay", str(path), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert [t["team"] for t in doc["teams"]] == ["A", "B"]
    assert doc["teams"][0]["players"] == ["p0", "p2"]
    assert sum(Fraction(t["score"]) for t in doc["teams"]) == 0
    outcome = game.outcome(state)
    assert outcome is not None
    assert doc["winning_teams"] == [["A", "B"][t] for t in outcome.winning_teams]
