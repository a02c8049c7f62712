"""Calibration of the chance to win (wormlib/regenwormen/winprob.py) on held-out games.

Held-out games are expert self-play played by the trainer (tools/train_winprob.py) with a
seed the shipped model never saw (``--seed 7``, the model's is 2026), or read from
``--data`` when that file exists (it is written there otherwise). At each turn start the
mover's predicted chance is set against whether the mover won the game (a tie shared):
per decile of the prediction (wormlib.regenwormen.calibration.deciles), the mean predicted
and the share won, with its 95% Wilson interval (positions of one game are not independent:
the intervals are a little narrow).

    uv run python benchmarks/bench_winprob.py [--positions 40000] [--chart /tmp/cal.html]
    uv run python benchmarks/bench_winprob.py --rules teams --positions 100000 \
        --data /tmp/winprob_teams_heldout.npz

The last line is ``positions=<n> max_decile_gap_pp=<g> brier=<b> brier_base=<c>`` (the
Brier score of the predictions, and of one chance for every position: the share won).
``--chart`` draws the deciles against the diagonal as Plotly HTML (a .png name needs
kaleido, which is not a dependency).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from types import ModuleType

import numpy as np

from tools import train_winprob
from wormlib.regenwormen import winprob
from wormlib.regenwormen.calibration import Bin, deciles
from wormlib.regenwormen.winprob import Floats


def mover_chances(data: dict[str, np.ndarray], train: ModuleType) -> tuple[Floats, Floats]:
    """The mover's (with teams its team's) predicted chance and share of the win, per
    held-out position."""
    predicted, won = [], []
    for c, (rules, n) in enumerate(train.COMBOS):
        if not (data["combo"] == c).any():
            continue
        pos, wins = train.batch(data, c)
        rows = np.arange(len(wins))
        sides = winprob.side_wins(rules, wins) @ winprob.sides(rules, n).T  # per seat
        predicted.append(winprob.chances(rules, pos)[rows, pos.mover])
        won.append(sides[rows, pos.mover])
    return np.concatenate(predicted), np.concatenate(won)


def chart(rows: tuple[Bin, ...], path: Path) -> None:
    import plotly.graph_objects as go  # type: ignore[import-untyped]  # only for the chart

    x = [r.predicted for r in rows]
    figure = go.Figure(
        [
            go.Scatter(x=[0, 1], y=[0, 1], mode="lines", name="perfect", line={"dash": "dot"}),
            go.Scatter(
                x=x,
                y=[r.observed for r in rows],
                mode="markers+lines",
                name="observed",
                error_y={
                    "type": "data",
                    "symmetric": False,
                    "array": [r.high - r.observed for r in rows],
                    "arrayminus": [r.observed - r.low for r in rows],
                },
            ),
        ]
    )
    figure.update_layout(
        title="Chance to win: predicted against observed, per decile (held-out games)",
        xaxis_title="predicted chance of the player to move",
        yaxis_title="share of those positions the player to move won",
        xaxis_tickformat=".0%",
        yaxis_tickformat=".0%",
        width=720,
        height=600,
    )
    if path.suffix == ".png":
        figure.write_image(path)
    else:
        figure.write_html(path, include_plotlyjs=True)  # it opens offline too


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=40_000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--data", type=Path, default=Path("/tmp/winprob_heldout.npz"))
    parser.add_argument("--chart", type=Path, help="write the chart here (.html or .png)")
    parser.add_argument("--rules", help="this variant's games only (e.g. teams)")
    args = parser.parse_args(argv)
    train = train_winprob
    combos = tuple(
        c for c, (rules, _) in enumerate(train.COMBOS) if args.rules in (None, rules.name)
    )
    if not combos:
        parser.error(f"no rules named {args.rules!r}")
    if not args.data.exists():
        train.generate(args.data, args.positions, args.seed, combos=combos)
    data = train.load(args.data)
    if not set(np.unique(data["combo"]).tolist()) <= set(combos):
        parser.error(f"{args.data} holds games of other rules than {args.rules}")
    if int(data["seed"]) == winprob_seed():
        parser.error(f"{args.data} holds games of the model's own seed: not held out")
    predicted, won = mover_chances(data, train)
    rows = deciles(predicted, won)
    print("decile  predicted  observed  95% interval     positions")
    for i, r in enumerate(rows, 1):
        print(
            f"{i:6}  {r.predicted:9.1%}  {r.observed:8.1%}  {r.low:6.1%} to {r.high:6.1%}  "
            f"{r.positions:8}"
        )
    gap = max(abs(r.predicted - r.observed) for r in rows)
    brier = float(np.mean((predicted - won) ** 2))
    base = float(np.mean((won.mean() - won) ** 2))  # one chance for all
    if args.chart:
        chart(rows, args.chart)
        print(f"chart: {args.chart}")
    print(
        f"positions={len(won)} max_decile_gap_pp={100 * gap:.2f} brier={brier:.4f} "
        f"brier_base={base:.4f}"
    )
    return 0


def winprob_seed() -> int:
    """The seed of the games the shipped model was fitted to."""
    return int(json.loads(winprob.MODEL_FILE.read_text(encoding="utf-8"))["seed"])


if __name__ == "__main__":
    sys.exit(main())
