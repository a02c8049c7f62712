"""The chance each side wins, from a linear score per side: a softmax (a conditional logit),
and its fit to who won. The one model behind both games' "who will win?" meters
(``wormlib.regenwormen.winprob``, ``wormlib.rummikub.winprob``) and their trainers
(``tools/train_winprob.py``, ``tools/train_rk_winprob.py``).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

Floats = npt.NDArray[np.float64]


def softmax(scores: Floats) -> Floats:
    """Per row, the chances of the sides from their scores (B, sides): they sum to 1."""
    e = np.exp(scores - scores.max(axis=1, keepdims=True))
    out: Floats = e / e.sum(axis=1, keepdims=True)
    return out


def shares_of_sides(wins: Floats, sides: Floats) -> Floats:
    """The seats' wins (B, n: 1 for a winner, a share for a tie) as the sides' shares
    (B, sides), given which side each seat plays for (n, sides): a tie of sides shared."""
    won = (wins @ sides > 0).astype(np.float64)
    out: Floats = won / won.sum(axis=1, keepdims=True)
    return out


def fit(x: Floats, y: Floats, l2: float, steps: int = 50) -> Floats:
    """Coefficients of the softmax over sides, scores x @ beta (x: B, sides, K), by Newton's
    method on the log-likelihood of the win shares y (B, sides) minus l2/2 * |beta|^2."""
    k = x.shape[2]
    flat = x.reshape(-1, k)
    beta = np.zeros(k)
    for _ in range(steps):
        p = softmax(x @ beta)
        mean = (p[:, :, None] * x).sum(axis=1)
        gradient = (y - p).reshape(-1) @ flat - l2 * beta
        # minus the second derivative: positive definite
        hessian = (flat * p.reshape(-1, 1)).T @ flat - mean.T @ mean + l2 * np.eye(k)
        step = np.linalg.solve(hessian, gradient)
        beta += step
        if np.abs(step).max() < 1e-9:
            break
    return beta


def log_loss(p: Floats, y: Floats) -> float:
    """Mean cross-entropy of the win shares under the chances, in nats per position."""
    return float(-np.mean(np.sum(y * np.log(np.clip(p, 1e-12, 1)), axis=1)))
