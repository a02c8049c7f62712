"""The Rummikub round meter (wormlib/rummikub/winprob.py): chances that are chances, the
shipped coefficients in use, and a small calibration check against fresh expert rounds."""

from __future__ import annotations

import json
import random
from contextlib import AbstractContextManager
from functools import cache
from unittest.mock import patch

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.examples import examples
from wormlib.core.errors import SituationError
from wormlib.rummikub import game, winprob
from wormlib.rummikub.bots import make_bot
from wormlib.rummikub.rules import SEED, TEAMS, Rules
from wormlib.rummikub.state import GameState, initial_state, parse_position
from wormlib.rummikub.winprob import Positions

COUNTS = [(SEED, 2), (SEED, 3), (SEED, 4), (TEAMS, 4), (TEAMS, 6)]


@st.composite
def batches(draw: st.DrawFn) -> tuple[Rules, Positions]:
    """Positions of one player count as numbers, anything in range (no rules consulted)."""
    rules, n = draw(st.sampled_from(COUNTS))
    b = draw(st.integers(1, 5))
    seat_ints = st.lists(st.integers(1, 40), min_size=n, max_size=n)
    tiles = np.array(draw(st.lists(seat_ints, min_size=b, max_size=b)), np.int64)
    flags = st.lists(st.integers(0, 1), min_size=n, max_size=n)
    opened = np.array(draw(st.lists(flags, min_size=b, max_size=b)), np.int64)
    pool = np.minimum(
        np.array(draw(st.lists(st.integers(0, 80), min_size=b, max_size=b)), np.int64),
        106 - tiles.sum(axis=1),
    ).clip(0)
    mover = np.array(draw(st.lists(st.integers(0, n - 1), min_size=b, max_size=b)), np.int64)
    return rules, Positions(tiles, opened, pool, mover)


def rotated(pos: Positions, k: int) -> Positions:
    """The same positions with every seat moved ``k`` places on (the mover too)."""
    n = pos.tiles.shape[1]
    return Positions(
        np.roll(pos.tiles, k, axis=1), np.roll(pos.opened, k, axis=1), pos.pool, (pos.mover + k) % n
    )


@settings(max_examples=examples(100), deadline=None)
@given(batches(), st.integers(0, 5))
def test_the_chances_are_a_share_of_one_win_whoever_sits_where(
    batch: tuple[Rules, Positions], k: int
) -> None:
    """Each side's chance lies in [0, 1], the sides' sum to 1, and moving every seat (the
    mover with them) ``k`` places on moves the chances with them (with teams, seat s + k
    plays for team s + k): only the position decides, not the seat numbers."""
    rules, pos = batch
    found = winprob.chances(rules, pos)
    assert found.shape == (pos.tiles.shape[0], rules.team_count(pos.tiles.shape[1]))
    assert ((found >= 0) & (found <= 1)).all()
    assert found.sum(axis=1) == pytest.approx(1)
    moved = winprob.chances(rules, rotated(pos, k))
    assert np.roll(found, k % found.shape[1], axis=1) == pytest.approx(moved)


def one_against_seven() -> GameState:
    """Ann with 1 tile left against Ben with 7, both opened, 40 tiles in the pool, Ben to move
    (in the trainer's 2-player expert rounds the player with 1 tile against 6 to 8 won 76%)."""
    runs = " | ".join(" ".join(f"{c}{k}" for k in range(1, 14)) for c in "RBYK")
    return parse_position(
        f"racks: R5 / B7 B8 Y2 Y6 K1 K5 R11; table: {runs} | B1 B2 B3 B4 B5 B6; "
        "opened: 1 1; player: 1; passes: 0; drawing: 0; dealt: 1; rounds: 1; history: -"
    )


def test_a_rack_of_one_tile_beats_a_rack_of_seven() -> None:
    """The shipped coefficients at work: with zeros every player would get an even chance."""
    ann, ben = winprob.win_chances(one_against_seven())
    assert ann > 0.65 > 0.35 > ben
    assert ann + ben == pytest.approx(1)


def coefficients(change: float) -> AbstractContextManager[object]:
    """The shipped coefficients times ``change`` for a while (0: no model at all)."""
    scaled = {k: v * change for k, v in winprob.model().items()}
    return patch.object(winprob, "model", lambda: scaled)


def test_the_shipped_coefficients_decide_the_chances() -> None:
    """Zeroed coefficients give even chances, which is what the test above refuses."""
    with coefficients(0.0):
        assert winprob.win_chances(one_against_seven()) == pytest.approx((0.5, 0.5))
    assert winprob.win_chances(one_against_seven())[0] > 0.65


def test_no_chance_between_rounds() -> None:
    with pytest.raises(SituationError):
        winprob.win_chances(initial_state(2))


def test_the_model_file_covers_every_player_count_the_app_offers_in_every_phase() -> None:
    data = json.loads(winprob.MODEL_FILE.read_text(encoding="utf-8"))
    assert tuple(data["features"]) == winprob.FEATURES
    wanted = {winprob.key(r, n, k) for r, n in COUNTS for k in range(winprob.PHASES)}
    assert set(data["coefficients"]) == wanted and len(wanted) == 15
    for rules, n in COUNTS:
        width = len(winprob.FEATURES) * (2 if rules.teams else 1)
        for k in range(winprob.PHASES):
            assert len(data["coefficients"][winprob.key(rules, n, k)]) == width


def test_the_phase_is_the_fewest_tiles_on_a_rack_up_to_three() -> None:
    """1 tile left somewhere, 2, or 3 and more: each phase has its own coefficients."""
    pos = winprob.positions([one_against_seven()])
    assert winprob.phase(pos).tolist() == [0]
    more = Positions(np.array([[2, 9], [3, 9], [12, 14]]), np.ones((3, 2), np.int64),
                     np.array([30, 30, 60]), np.array([0, 1, 0]))  # fmt: skip
    assert winprob.phase(more).tolist() == [1, 2, 2]


@cache
def fresh_rounds(rounds: int = 24) -> tuple[list[GameState], list[int]]:
    """Turn starts of fresh 2-player expert rounds (seeded apart from the trainer's and the
    benchmark's), with the seat that won each."""
    starts, won = [], []
    for r in range(rounds):
        rng = random.Random(f"rk-winprob-test:{r}")
        bots = [make_bot("expert"), make_bot("expert")]
        state = initial_state(2)
        state = game.step(state, game.sample_chance(state, rng), rng)
        these = []
        while state.dealt:
            these.append(state)
            state = game.step(state, bots[state.current].decide(state, rng).action, rng)
        result = game.round_result(state)
        assert result is not None
        starts += these
        won += [result.winners[0] if len(result.winners) == 1 else -1] * len(these)
    return starts, won


def brier(change: float) -> tuple[float, float]:
    """The Brier score of the mover's chance over the fresh rounds, and of a constant."""
    starts, won = fresh_rounds()
    with coefficients(change):
        found = winprob.chances(SEED, winprob.positions(starts))
    movers = np.array([s.current for s in starts])
    p = found[np.arange(len(starts)), movers]
    y = np.array(
        [1.0 if w == m else 0.5 if w < 0 else 0.0 for w, m in zip(won, movers, strict=True)]
    )
    return float(np.mean((p - y) ** 2)), float(np.mean((y.mean() - y) ** 2))


def test_the_meter_says_more_than_a_constant_about_fresh_rounds() -> None:
    """On 24 fresh expert rounds the meter beats one chance for all; the same model turned
    upside down (every coefficient negated) must not, or this check could not fail."""
    model, constant = brier(1.0)
    assert model < constant
    wrong, _ = brier(-1.0)
    assert wrong > constant
