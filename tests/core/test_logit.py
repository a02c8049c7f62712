"""The softmax behind both meters and its fit (wormlib/core/logit.py)."""

from __future__ import annotations

import numpy as np

from wormlib.core.logit import fit, log_loss, shares_of_sides, softmax


def test_the_chances_of_the_sides_sum_to_one_whatever_the_scores() -> None:
    scores = np.array([[0.0, 0.0], [1000.0, 0.0], [-3.0, 2.0], [5.0, 5.0]])
    p = softmax(scores)
    assert np.allclose(p.sum(axis=1), 1.0)
    assert np.allclose(p[0], [0.5, 0.5]) and p[1, 0] > 0.999  # no overflow
    assert np.allclose(softmax(scores + 7.0), p)  # only the differences count


def test_the_fit_finds_the_coefficients_the_wins_were_drawn_from() -> None:
    rng = np.random.default_rng(1)
    x = rng.normal(size=(20_000, 3, 2))
    truth = np.array([1.5, -0.7])
    p = softmax(x @ truth)
    winners = (p.cumsum(axis=1) > rng.random((len(p), 1))).argmax(axis=1)
    y = np.eye(3)[winners]
    beta = fit(x, y, l2=1.0)
    assert np.allclose(beta, truth, atol=0.06)
    assert log_loss(softmax(x @ beta), y) < log_loss(softmax(x @ np.zeros(2)), y) - 0.1


def test_a_larger_penalty_pulls_the_coefficients_to_zero() -> None:
    rng = np.random.default_rng(2)
    x = rng.normal(size=(500, 2, 1))
    y = np.eye(2)[(x[:, 0, 0] > x[:, 1, 0]).astype(int) ^ 1]
    assert abs(fit(x, y, l2=1e6)[0]) < abs(fit(x, y, l2=1.0)[0]) / 10


def test_a_win_goes_to_the_winners_side_and_a_tie_of_sides_is_shared() -> None:
    teams = np.array([[1.0, 0.0], [0.0, 1.0], [1.0, 0.0], [0.0, 1.0]])  # seats 0, 2 against 1, 3
    wins = np.array([[0, 0, 1, 0], [0.5, 0.5, 0, 0], [0.5, 0, 0.5, 0]])
    assert np.allclose(shares_of_sides(wins, teams), np.array([[1, 0], [0.5, 0.5], [1, 0]]))
