"""The model of the chance to win: chances that add up, more worms never hurt, the shipped
data in the trainer's format, and the master that plays by it."""

from __future__ import annotations

import dataclasses
import importlib.util
import json
import random
import sys
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest

from wormlib.core.errors import SituationError
from wormlib.regenwormen import game, winprob
from wormlib.regenwormen.bots import MasterBot, RandomBot
from wormlib.regenwormen.game import parse_position
from wormlib.regenwormen.rules import VARIANTS, Rules
from wormlib.regenwormen.state import GameState, initial_state

TRAINER = Path(__file__).resolve().parents[2] / "tools" / "train_winprob.py"
COMBOS = [
    (rules, n)
    for rules in VARIANTS.values()
    for n in range(rules.min_players, rules.max_players + 1)
]


def trainer() -> ModuleType:
    spec = importlib.util.spec_from_file_location("train_winprob", TRAINER)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["train_winprob"] = module  # dataclasses and pickling look it up
    spec.loader.exec_module(module)
    return module


def turn_starts(rules: Rules, players: int, seed: int) -> list[GameState]:
    """The position at every turn start of a game of random bots."""
    rng, state = random.Random(seed), initial_state(players, rules)
    starts = [state]
    while not game.is_terminal(state):
        player = state.current
        state = game.step(state, RandomBot().decide(state, rng).action, rng)
        if state.current != player and not game.is_terminal(state):
            starts.append(state)
    return starts


@pytest.mark.parametrize(("rules", "players"), COMBOS, ids=lambda c: str(getattr(c, "name", c)))
def test_the_chances_are_probabilities_that_add_up_to_one(rules: Rules, players: int) -> None:
    starts = turn_starts(rules, players, seed=players)
    chances = winprob.win_chances_of(starts)
    assert chances.shape == (len(starts), players)
    assert np.all((chances >= 0) & (chances <= 1))
    sides = [min(p for p in range(players) if rules.team(p) == side) for side in (0, 1)]
    shares = chances if not rules.teams else chances[:, sides]  # with teams: the teams'
    assert np.allclose(shares.sum(axis=1), 1)
    if rules.teams:  # a seat's chance is its team's
        assert np.allclose(chances, chances[:, [p % 2 for p in range(players)]])
    assert winprob.win_chances(starts[-1]) == pytest.approx(tuple(chances[-1]))


@pytest.mark.parametrize(("rules", "players"), COMBOS, ids=lambda c: str(getattr(c, "name", c)))
def test_more_worms_never_lower_the_own_chance(rules: Rules, players: int) -> None:
    # every seat, every number of worms left in the middle, all else equal
    pos = winprob.positions(turn_starts(rules, players, seed=10 + players))
    for seat in range(players):
        for extra in (1, 4):
            more = pos.worms.copy()
            more[:, seat] += extra
            for left in range(1, rules.total_worms + 1, 3):  # a live game has a tile left
                middle = np.full_like(pos.middle_worms, left)
                base = dataclasses.replace(pos, middle_worms=middle)
                richer = dataclasses.replace(base, worms=more)
                before = winprob.chances(rules, base)[:, seat]
                after = winprob.chances(rules, richer)[:, seat]
                assert np.all(after >= before - 1e-12), (rules.name, players, seat, left)


def test_the_end_of_the_game_is_who_won() -> None:
    won = parse_position("m:- x:21-32 s:33.34/35.36 p:0 k:- r:-")
    assert winprob.win_chances(won) == (0.0, 1.0)
    tied = parse_position("m:- x:23-32,34-35 s:36.21/33.22 p:0 k:- r:-")
    assert winprob.win_chances(tied) == (1.0, 0.0)  # the highest tile decides


def test_a_lead_late_in_the_game_is_worth_more_than_early() -> None:
    early = parse_position("m:22-36 x:- s:21/- p:1 k:- r:-")
    late = parse_position("m:35-36 x:22-33 s:21.34/- p:1 k:- r:-")
    assert 0.5 < winprob.win_chances(early)[0] < winprob.win_chances(late)[0]


def test_teams_a_teams_chance_is_the_sum_of_its_players_standing() -> None:
    teams = VARIANTS["teams"]
    start = winprob.win_chances(initial_state(5, teams))
    assert start[0] == start[2] == start[4] > 0.5 > start[1] == start[3]  # 3 players against 2
    ahead = parse_position("m:21-24,27-36 x:- s:-/-/25.26/- p:0 k:- r:-", teams)
    behind = parse_position("m:21-24,27-36 x:- s:-/25.26/-/- p:0 k:- r:-", teams)
    assert winprob.win_chances(ahead)[0] > 0.5 > winprob.win_chances(behind)[0]
    won = parse_position("m:- x:21-34 s:35/-/-/36 p:0 k:- r:-", teams)
    assert winprob.win_chances(won) == (0.0, 1.0, 0.0, 1.0)  # B holds 36: the tie is B's
    with pytest.raises(SituationError, match="8 players"):
        winprob.chances(
            teams, winprob.positions([initial_state(8, dataclasses.replace(teams, max_players=8))])
        )


def test_the_shipped_model_covers_every_variant_in_the_trainers_format(
    tmp_path: Path,
) -> None:
    shipped = json.loads(winprob.MODEL_FILE.read_text(encoding="utf-8"))
    train = trainer()
    assert shipped["features"] == list(winprob.FEATURES)
    assert shipped["team_features"] == list(winprob.TEAM_FEATURES)
    assert set(shipped["coefficients"]) == {winprob.key(r, n) for r, n in COMBOS}
    for (rules, _), c in zip(COMBOS, shipped["coefficients"].values(), strict=True):
        assert len(c) == len(winprob.TEAM_FEATURES if rules.teams else winprob.FEATURES)
    assert shipped["seed"] == 2026 and shipped["positions"] > 0
    # a tiny run of the trainer writes the same keys, and a refit of the teams' the refit
    data, out = tmp_path / "data.npz", tmp_path / "model.json"
    assert train.main(["--positions", "10", "--data", str(data), "--out", str(out)]) == 0
    fitted = json.loads(out.read_text(encoding="utf-8"))
    assert set(fitted) | {"refits"} == set(shipped)
    assert set(fitted["coefficients"]) == set(shipped["coefficients"])
    assert fitted["positions"] >= 10 and fitted["rounds"] == 1
    refit = ["--positions", "10", "--rules", "teams", "--data", str(data), "--out", str(out)]
    assert train.main(refit) == 0
    again = json.loads(out.read_text(encoding="utf-8"))
    assert set(again) == set(shipped)
    assert again["refits"]["teams"]["replaces"] == again["refits"]["teams"]["positions"] > 0
    assert {
        k for k in again["coefficients"] if again["coefficients"][k] != fitted["coefficients"][k]
    } <= {k for k in again["coefficients"] if k.startswith("teams/")}


def test_the_master_values_each_tile_by_the_chance_to_win_after_it() -> None:
    # player 1 leads; stealing its 26 or taking 26's neighbours: the solver gets the model's
    # chance from the position each leaves to the next player
    state = parse_position("m:21-25,27-32,35-36 x:- s:-/33.34.26 p:0 k:WW5551 r:-")
    context = MasterBot().context(state)
    assert context.tile_values is not None and context.bust_value is not None
    values = dict(context.tile_values)
    assert set(values) == {*state.middle, 26}
    stolen = parse_position("m:21-25,27-32,35-36 x:- s:26/33.34 p:1 k:- r:-")
    assert values[26] == pytest.approx(winprob.win_chances(stolen)[0])
    busted = game.bust(state)
    assert context.bust_value == pytest.approx(winprob.win_chances(busted)[0])
    assert values[26] > values[25] > context.bust_value


def test_the_master_values_a_turn_that_ends_the_game_by_who_wins() -> None:
    # the last tile: taking it wins (6 worms against 4); after stealing 35 the game goes on;
    # a bust returns 33, and player 1 with 4 worms against none is to move
    state = parse_position("m:25 x:21-24,26-32,34,36 s:33/35 p:0 k:WW5551 r:-")
    context = MasterBot().context(state)
    values = dict(context.tile_values or ())
    assert values[25] == 1.0
    assert context.bust_value is not None and context.bust_value < 0.3 < values[35] < 1


def test_the_master_weighs_a_turn_with_one_batch_of_at_most_23_positions(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # its time per decision is bounded: one solve and one batch of the model alone a turn
    # (not the meter's look ahead over the endgame's turns)
    import wormlib.regenwormen.bots

    batches: list[int] = []
    chances = winprob.win_chances_of

    def counted(
        states: list[GameState],
        hidden: tuple[int, ...] | None = None,
        *,
        looking_ahead: bool = True,
    ) -> np.ndarray:
        assert not looking_ahead
        batches.append(len(states))
        return chances(states, hidden, looking_ahead=looking_ahead)

    monkeypatch.setattr(wormlib.regenwormen.bots, "win_chances_of", counted)
    bots = [MasterBot(), MasterBot(), MasterBot()]
    rng, state = random.Random(5), initial_state(3)
    turns = 0
    while not game.is_terminal(state):
        player = state.current
        state = game.step(state, bots[player].decide(state, rng).action, rng)
        turns += state.current != player
    assert 0 < len(batches) <= turns
    assert max(batches) <= 16 + 6 + 1


#: Team positions with 6 and 7 tiles left where the seats' features summed per team (the
#: model before the team refit) were off by 6.7 and 5.8 points against 400 expert games.
TEAM_MIDDLES = (
    "m:22,27,29,30,31,34,35 x:- s:33.21/36.28.23.24.26/25.32/- p:1 k:- r:-",
    "m:22,24,29,30,32,34 x:36 s:27.21.23/26.25.31.28.33/35/- p:2 k:- r:-",
)


def test_teams_the_meter_agrees_with_games_played_on_in_the_middle_of_the_game() -> None:
    """The team's chance is the meter's: the team features, refitted to team self-play, and
    the look ahead from 8 tiles; 400 expert games played on from each position (seeded)
    agree within 3 points RMS (the summed seat features: 6.3)."""
    from benchmarks.bench_master_ceiling import played_on

    gaps = []
    for text in TEAM_MIDDLES:
        state = parse_position(text, VARIANTS["teams"])
        assert 6 <= len(state.middle) <= winprob.AHEAD_TILES_TEAMS
        meter = winprob.win_chances(state)[state.current]
        gaps.append(meter - played_on(state, state.current, 400, "pick"))
    assert 100 * np.sqrt(np.mean(np.square(gaps))) < 3
