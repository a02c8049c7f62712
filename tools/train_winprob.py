"""Fit the model of the chance to win (wormlib/regenwormen/winprob.py) to expert self-play.

Games are played in rounds: one game of experts for every variant and player count (teams
left out) per round, game g of each seeded with ``f"{seed}:{variant}:{players}:{g}"``, until
the positions (turn starts) reach ``--positions``. Each turn start is recorded with who won
that game (a tie shared), every few minutes to ``--data`` as well, so that a run cut short
still leaves whole rounds to fit. The fit is a softmax over the seats (a conditional logit),
one per variant and player count, by Newton's method with an L2 penalty ``--l2`` (the
positions of a game are far from independent: the penalty keeps the signs of weak features
steady). The shipped model: ``--seed 2026``, the positions and rounds are in the file.

    uv run python tools/train_winprob.py --positions 1000000 --data /tmp/winprob.npz
    uv run python tools/train_winprob.py --fit-only --data /tmp/winprob.npz
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

import numpy as np

from wormlib.regenwormen import winprob
from wormlib.regenwormen.calibration import self_play
from wormlib.regenwormen.rules import VARIANTS
from wormlib.regenwormen.state import GameState
from wormlib.regenwormen.winprob import Floats, Positions

SEATS = 7
#: Every variant and player count the model covers (teams: a later step).
COMBOS = tuple(
    (rules, n)
    for rules in VARIANTS.values()
    if not rules.teams
    for n in range(rules.min_players, rules.max_players + 1)
)
#: The columns of the data file per position, seats padded to 7 with zeros.
COLUMNS = ("combo", "worms", "tops", "highs", "middle_worms", "middle_tiles", "mover", "wins")


def rows(combo: int, starts: list[GameState], wins: list[float]) -> dict[str, np.ndarray]:
    """The data file's columns for one game."""
    pos, n = winprob.positions(starts), len(wins)

    def pad(a: np.ndarray) -> np.ndarray:
        return np.pad(a, ((0, 0), (0, SEATS - n)))

    return {
        "combo": np.full(len(starts), combo, np.int64),
        "worms": pad(pos.worms),
        "tops": pad(pos.tops),
        "highs": pad(pos.highs),
        "middle_worms": pos.middle_worms,
        "middle_tiles": pos.middle_tiles,
        "mover": pos.mover,
        "wins": pad(np.tile(np.array(wins), (len(starts), 1))),
    }


def save(path: Path, parts: list[dict[str, np.ndarray]], rounds: int, seed: int) -> None:
    data = {c: np.concatenate([p[c] for p in parts]) for c in COLUMNS}
    data |= {"rounds": np.array(rounds), "seed": np.array(seed)}
    partial = path.with_suffix(".part.npz")
    np.savez_compressed(partial, allow_pickle=False, **data)
    partial.replace(path)


def generate(path: Path, target: int, seed: int, every: float = 120.0) -> None:
    """Play rounds until ``target`` positions, saving to ``path`` every ``every`` seconds."""
    parts: list[dict[str, np.ndarray]] = []
    count, rounds, start, saved = 0, 0, time.perf_counter(), time.perf_counter()
    while count < target:
        for c, (rules, n) in enumerate(COMBOS):
            rng = random.Random(f"{seed}:{rules.name}:{n}:{rounds}")
            starts, wins = self_play(rules, n, rng)
            parts.append(rows(c, starts, wins))
            count += len(starts)
        rounds += 1
        if time.perf_counter() - saved > every:
            save(path, parts, rounds, seed)
            saved = time.perf_counter()
            rate = count / (saved - start)
            print(f"{rounds} rounds, {count} positions, {rate:.0f} positions/s", flush=True)
    save(path, parts, rounds, seed)
    print(f"{rounds} rounds, {count} positions in {time.perf_counter() - start:.0f} s")


def load(path: Path) -> dict[str, np.ndarray]:
    with np.load(path) as data:
        return {k: data[k] for k in data.files}


def batch(data: dict[str, np.ndarray], combo: int) -> tuple[Positions, Floats]:
    """The positions and wins of one variant and player count."""
    n = COMBOS[combo][1]
    mask = data["combo"] == combo
    seats = slice(0, n)
    pos = Positions(
        data["worms"][mask, seats],
        data["tops"][mask, seats],
        data["highs"][mask, seats],
        data["middle_worms"][mask],
        data["middle_tiles"][mask],
        data["mover"][mask],
    )
    return pos, data["wins"][mask, seats]


def fit(x: Floats, y: Floats, l2: float, steps: int = 50) -> Floats:
    """Coefficients of the softmax over seats, scores x @ beta (x: B, n, K), by Newton's
    method on the log-likelihood of the win shares y (B, n) minus l2/2 * |beta|^2."""
    k = x.shape[2]
    beta = np.zeros(k)
    for _ in range(steps):
        p = winprob.softmax(x @ beta)
        mean = np.einsum("bn,bnk->bk", p, x)
        gradient = np.einsum("bn,bnk->k", y - p, x) - l2 * beta
        hessian = (
            np.einsum("bn,bnk,bnl->kl", p, x, x) - mean.T @ mean + l2 * np.eye(k)
        )  # minus the second derivative: positive definite
        step = np.linalg.solve(hessian, gradient)
        beta += step
        if np.abs(step).max() < 1e-9:
            break
    return beta


def log_loss(p: Floats, y: Floats) -> float:
    """Mean cross-entropy of the win shares under the chances, in nats per position."""
    return float(-np.mean(np.sum(y * np.log(np.clip(p, 1e-12, 1)), axis=1)))


def train(data: dict[str, np.ndarray], l2: float) -> dict[str, list[float]]:
    """Fit every variant and player count; print each one's loss against the coin."""
    coefficients = {}
    for c, (rules, n) in enumerate(COMBOS):
        pos, y = batch(data, c)
        x = winprob.features(rules, pos)
        beta = fit(x, y, l2)
        loss = log_loss(winprob.softmax(x @ beta), y)
        print(
            f"{winprob.key(rules, n):20} {len(y):7} positions  loss {loss:.4f} "
            f"(even chances {np.log(n):.4f})"
        )
        coefficients[winprob.key(rules, n)] = [round(float(b), 6) for b in beta]
    return coefficients


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--l2", type=float, default=10.0)
    parser.add_argument("--data", type=Path, default=Path("/tmp/winprob.npz"))
    parser.add_argument("--out", type=Path, default=winprob.MODEL_FILE)
    parser.add_argument("--fit-only", action="store_true", help="fit the data file as it is")
    args = parser.parse_args(argv)
    if not args.fit_only:
        generate(args.data, args.positions, args.seed)
    data = load(args.data)
    coefficients = train(data, args.l2)
    model = {
        "features": list(winprob.FEATURES),
        "seed": int(data["seed"]),
        "rounds": int(data["rounds"]),
        "positions": len(data["combo"]),
        "l2": args.l2,
        "coefficients": coefficients,
    }
    args.out.write_text(json.dumps(model, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {args.out}: {model['positions']} positions, {model['rounds']} rounds")
    return 0


if __name__ == "__main__":
    sys.exit(main())
