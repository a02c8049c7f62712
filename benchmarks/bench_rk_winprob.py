"""Calibration and cost of the Rummikub round meter (wormlib/rummikub/winprob.py).

Held-out rounds are expert self-play played by the trainer (tools/train_rk_winprob.py) with a
seed the shipped model never saw (``--seed 7``; the model's is 2026), read from ``--data``
when that file exists (written there otherwise). At each turn start the mover's side's
predicted chance is set against whether that side won the round (a tie shared): per decile
of the prediction (wormlib.regenwormen.calibration.deciles, 95% Wilson intervals, a little
narrow as the positions of one round are not independent), then the same per player count,
per variant and per phase of the round (the fewest tiles on any rack; the pool's size), each
with its largest decile gap and how many of its deciles lie within a 95% interval that
resamples whole rounds (``clustered``: the honest one, as one round's positions share one
winner). ``--speed`` times the meter (CPU, this process) at every turn
start of ``--speed-rounds`` expert rounds per player count, against the expert's own move;
``--hidden TRAINING.npz`` measures what the meter would gain from the hidden tiles.

    uv run python benchmarks/bench_rk_winprob.py [--rounds 2500] [--speed]

The calibration's last line is ``positions=<n> rounds=<r> max_decile_gap_pp=<g>
worst_group_gap_pp=<w> brier=<b> brier_base=<c>``; the speed's ``meter_ms=<m> worst_ms=<w>
expert_ms=<e> ratio=<m/e>``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from types import ModuleType

import numpy as np
import numpy.typing as npt

from tools import train_rk_winprob
from wormlib.core.logit import fit, log_loss, softmax
from wormlib.regenwormen.calibration import Bin, deciles
from wormlib.rummikub import game, winprob
from wormlib.rummikub.bots import make_bot
from wormlib.rummikub.state import initial_state
from wormlib.rummikub.winprob import Floats, Ints

Bools = npt.NDArray[np.bool_]

#: The phases of a round: the fewest tiles on any rack (how near someone is to going out).
FEWEST = ((10, 99, "10+"), (7, 9, "7-9"), (4, 6, "4-6"), (2, 3, "2-3"), (1, 1, "1"))
#: The pool's size (a 6-player round starts with 22 tiles in it, a 2-player one with 78).
POOL = ((60, 99, "60+"), (40, 59, "40-59"), (20, 39, "20-39"), (1, 19, "1-19"), (0, 0, "0"))


def mover_chances(data: dict[str, np.ndarray], train: ModuleType) -> tuple[Floats, Floats]:
    """The mover's side's predicted chance and share of the round's win, per position, in
    the data file's order."""
    predicted, won = np.empty(len(data["combo"])), np.empty(len(data["combo"]))
    for c in range(len(train.COMBOS)):
        rows = data["combo"] == c
        rules, pos, wins = train.batch(data, c)
        side = np.array([rules.team(p, pos.tiles.shape[1]) for p in range(pos.tiles.shape[1])])
        at = np.arange(len(wins))
        predicted[rows] = winprob.chances(rules, pos)[at, side[pos.mover]]
        won[rows] = winprob.side_wins(rules, wins)[at, side[pos.mover]]
    return predicted, won


def gap(rows: tuple[Bin, ...]) -> float:
    return max(abs(r.predicted - r.observed) for r in rows)


def clustered(predicted: Floats, won: Floats, rounds: Ints, draws: int = 400) -> Floats:
    """Per decile of ``predicted``, the 95% half-width of the share won with whole rounds
    resampled (a Poisson bootstrap over rounds): one round's positions share one winner, so
    Wilson's interval over positions is too narrow."""
    order = np.argsort(predicted, kind="stable")
    decile = np.empty(len(order), np.int64)
    for d, part in enumerate(np.array_split(order, 10)):
        decile[part] = d
    ids, at = np.unique(rounds, return_inverse=True)
    cell = at * 10 + decile
    wins = np.bincount(cell, won, len(ids) * 10).reshape(-1, 10)
    counts = np.bincount(cell, None, len(ids) * 10).reshape(-1, 10)
    weights = np.random.default_rng(0).poisson(1.0, (draws, len(ids))).astype(np.float64)
    shares = (weights @ wins) / np.maximum(weights @ counts, 1)
    out: Floats = 1.96 * shares.std(axis=0)
    return out


def group_line(name: str, predicted: Floats, won: Floats, rounds: Ints) -> tuple[float, bool]:
    """One group's line; its largest decile gap, and whether every decile's gap lies within
    its clustered 95% interval."""
    rows = deciles(predicted, won)
    half = clustered(predicted, won, rounds)
    gaps = np.array([abs(r.predicted - r.observed) for r in rows])
    inside = int((gaps <= half).sum())
    print(
        f"{name:30} {len(won):8} {len(np.unique(rounds)):7}  {predicted.mean():7.1%}  "
        f"{won.mean():7.1%}  {100 * gaps.max():8.2f}  {100 * half.mean():8.2f}  {inside:4}/10"
    )
    return float(gaps.max()), inside == len(rows)


def calibration(args: argparse.Namespace) -> None:
    train = train_rk_winprob
    if not args.data.exists():
        train.generate(args.data, args.rounds, args.seed, args.jobs)
    data = train.load(args.data)
    if str(data["seed"]) == str(json.loads(winprob.MODEL_FILE.read_text())["seed"]):
        raise SystemExit(f"{args.data} holds rounds of the model's own seed: not held out")
    predicted, won = mover_chances(data, train)
    round_id = data["combo"].astype(np.int64) * 1_000_000 + data["round"]
    rows = deciles(predicted, won)
    half = clustered(predicted, won, round_id)
    print("decile  predicted  observed  95% interval     by rounds   positions")
    for i, (r, h) in enumerate(zip(rows, half, strict=True), 1):
        print(
            f"{i:6}  {r.predicted:9.1%}  {r.observed:8.1%}  {r.low:6.1%} to {r.high:6.1%}  "
            f"±{h:6.1%}  {r.positions:8}"
        )
    print()
    print(
        "group                          positions  rounds  predicted observed  max gap  "
        "±95% mean  gap inside"
    )
    tiles = np.where(data["tiles"] > 0, data["tiles"], 999).min(axis=1)
    groups: list[tuple[str, Bools]] = []
    for c, (teams, n) in enumerate(train.COMBOS):
        groups.append((f"{'teams of ' if teams else ''}{n} players", data["combo"] == c))
    for v, name in enumerate(train.PLAYED):
        groups.append((f"variant {name}", data["variant"] == v))
    for low, high, name in FEWEST:
        groups.append((f"fewest tiles {name}", (tiles >= low) & (tiles <= high)))
    for low, high, name in POOL:
        groups.append((f"pool {name}", (data["pool"] >= low) & (data["pool"] <= high)))
    worst, outside = 0.0, []
    for name, mask in groups:
        if mask.sum() >= 100:
            found, inside = group_line(name, predicted[mask], won[mask], round_id[mask])
            worst = max(worst, found)
            outside += [] if inside else [name]
    brier = float(np.mean((predicted - won) ** 2))
    base = float(np.mean((won.mean() - won) ** 2))
    print(f"groups with a decile gap outside its interval: {', '.join(outside) or 'none'}")
    print(
        f"positions={len(won)} rounds={len(np.unique(round_id))} "
        f"max_decile_gap_pp={100 * gap(rows):.2f} worst_group_gap_pp={100 * worst:.2f} "
        f"brier={brier:.4f} brier_base={base:.4f}"
    )


def speed(args: argparse.Namespace) -> None:
    """CPU milliseconds of the meter per turn start, and of the expert's move there."""
    train = train_rk_winprob
    meter_total, worst, expert_total, count = 0.0, 0.0, 0.0, 0
    for c, (_teams, n) in enumerate(train.COMBOS):
        for g in range(args.speed_rounds):
            rules = train.rules_of(c, g % len(train.PLAYED))
            rng = random.Random(f"speed:{c}:{g}")
            bots = [make_bot("expert") for _ in range(n)]
            state = initial_state(n, rules)
            state = game.step(state, game.sample_chance(state, rng), rng)
            while state.dealt:
                start = time.process_time()
                winprob.win_chances(state)
                spent = time.process_time() - start
                meter_total, worst, count = meter_total + spent, max(worst, spent), count + 1
                start = time.process_time()
                action = bots[state.current].decide(state, rng).action
                expert_total += time.process_time() - start
                state = game.step(state, action, rng)
    meter_ms, expert_ms = 1000 * meter_total / count, 1000 * expert_total / count
    print(
        f"turn_starts={count} meter_ms={meter_ms:.3f} worst_ms={1000 * worst:.3f} "
        f"expert_ms={expert_ms:.3f} ratio={meter_ms / expert_ms:.3f}"
    )


def hidden(args: argparse.Namespace) -> None:
    """What leaving the hidden tiles out costs: the same fit with each seat's rack points
    and jokers added (what only the racks' owners know), on the training data ``--hidden``,
    against the shipped model's features, both scored on the held-out rounds."""
    train = train_rk_winprob
    fitted, held = train.load(args.hidden), train.load(args.data)
    public = winprob.features
    scores: dict[str, tuple[float, float]] = {}
    for name in ("public", "with hidden"):
        losses, briers, count = 0.0, 0.0, 0
        for c in range(len(train.COMBOS)):
            sides = []
            for data in (fitted, held):
                rules, pos, wins = train.batch(data, c)
                n = pos.tiles.shape[1]
                rows = data["combo"] == c
                extra = np.stack(
                    [data["points"][rows, :n] / 100, data["jokers"][rows, :n].astype(float)], -1
                )

                def features(p: winprob.Positions, extra: Floats = extra) -> Floats:
                    out: Floats = np.concatenate([public(p), extra], axis=-1)
                    return out

                if name != "public":
                    winprob.features = features  # type: ignore[assignment]
                try:
                    x = winprob.side_features(rules, pos)
                finally:
                    winprob.features = public
                sides.append((x, winprob.side_wins(rules, wins)))
            (x, y), (hx, hy) = sides
            p = softmax(hx @ fit(x, y, 1.0))
            losses += log_loss(p, hy) * len(hy)
            briers += float(((p - hy) ** 2).sum(axis=1).sum())
            count += len(hy)
        scores[name] = (losses / count, briers / count)
        loss, brier = scores[name]
        print(f"{name:12} held-out log loss {loss:.4f}  Brier (all sides) {brier:.4f}")
    print(
        f"hidden_log_loss_gain={scores['public'][0] - scores['with hidden'][0]:.4f} "
        f"hidden_brier_gain={scores['public'][1] - scores['with hidden'][1]:.4f}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2500, help="held-out rounds per count")
    parser.add_argument("--seed", default="7")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--data", type=Path, default=Path("/tmp/rk_winprob_heldout.npz"))
    parser.add_argument("--speed", action="store_true", help="time the meter instead")
    parser.add_argument("--speed-rounds", type=int, default=20)
    parser.add_argument(
        "--hidden", type=Path, help="the training data: measure what the hidden tiles add"
    )
    args = parser.parse_args(argv)
    if args.speed:
        speed(args)
    elif args.hidden:
        hidden(args)
    else:
        calibration(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
