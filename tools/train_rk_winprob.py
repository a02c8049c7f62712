"""Fit the Rummikub round meter (wormlib/rummikub/winprob.py) to expert self-play.

Rounds are played in blocks: round g of every player count (2, 3, 4, teams of 4 and of 6)
under the variant ``PLAYED[g % 6]`` (the variants that change how bots play; a timer only
times people), seeded with ``f"{seed}:{combo}:{g}"``, until each player count has
``--rounds`` rounds; ``--jobs`` processes play them. Every turn start is recorded with who
won the round (a tie shared), and the hidden racks' points and jokers, which the meter does
not read (to measure what leaving them out costs); every few minutes to ``--data`` as well,
so that a run cut short still leaves whole blocks to fit (the same as ``--rounds`` of what
it holds). The fit is a softmax over the sides (seats, or teams), one per player count and
phase of the round (``winprob.phase``), by Newton's method with an L2 penalty chosen per fit
from ``--l2`` by five-fold cross-validation over whole rounds. The shipped model's seed and
rounds are in its file (docs/bots.md).

    uv run python tools/train_rk_winprob.py --rounds 2788 --jobs 1 --data /tmp/rk_winprob.npz
    uv run python tools/train_rk_winprob.py --fit-only --data /tmp/rk_winprob.npz
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
import time
from pathlib import Path

import numpy as np

from wormlib.core.logit import fit, log_loss, softmax
from wormlib.core.tournament import win_share
from wormlib.rummikub import game, winprob
from wormlib.rummikub.bots import make_bot
from wormlib.rummikub.rules import Rules, parse_rules
from wormlib.rummikub.state import GameState, initial_state
from wormlib.rummikub.tiles import JOKER
from wormlib.rummikub.winprob import Floats, Positions

SEATS = 6
#: The variants whose rounds are played, in turn: those that change how bots play.
PLAYED = (
    "seed",
    "wrap-13-1",
    "joker-in-opening",
    "table-after-opening",
    "opening-20",
    "opening-25",
)
#: The player counts the model covers: (teams, players).
COMBOS = ((False, 2), (False, 3), (False, 4), (True, 4), (True, 6))
#: The columns of the data file per position, seats padded to 6 with zeros.
COLUMNS = (
    "combo",
    "variant",
    "round",
    "tiles",
    "points",
    "opened",
    "jokers",
    "pool",
    "mover",
    "wins",
)


def rules_of(combo: int, variant: int) -> Rules:
    teams, _ = COMBOS[combo]
    return parse_rules(PLAYED[variant] + (",teams" if teams else ""))


def play(task: tuple[str, int, int]) -> dict[str, np.ndarray]:
    """One expert round of a player count: its turn starts and who won, as columns."""
    seed, combo, g = task
    variant = g % len(PLAYED)
    rules = rules_of(combo, variant)
    n = COMBOS[combo][1]
    rng = random.Random(f"{seed}:{combo}:{g}")
    bots = [make_bot("expert") for _ in range(n)]
    state = game.step(
        initial_state(n, rules), game.sample_chance(initial_state(n, rules), rng), rng
    )
    starts: list[GameState] = []
    while state.dealt:
        starts.append(state)
        state = game.step(state, bots[state.current].decide(state, rng).action, rng)
    result = game.round_result(state)
    assert result is not None
    wins = [float(win_share(p, result.winners)) for p in range(n)]
    pos = winprob.positions(starts)
    pad = ((0, 0), (0, SEATS - n))
    b = len(starts)
    return {
        "combo": np.full(b, combo, np.int8),
        "variant": np.full(b, variant, np.int8),
        "round": np.full(b, g, np.int32),
        "tiles": np.pad(pos.tiles, pad).astype(np.int16),
        "points": np.array(
            [[s.rack_points(p) for p in range(n)] + [0] * (SEATS - n) for s in starts], np.int16
        ),
        "opened": np.pad(pos.opened, pad).astype(np.int8),
        "jokers": np.array(
            [[r.count(JOKER) for r in s.racks] + [0] * (SEATS - n) for s in starts], np.int8
        ),
        "pool": pos.pool.astype(np.int16),
        "mover": pos.mover.astype(np.int8),
        "wins": np.pad(np.array([wins] * b), pad),
    }


def save(path: Path, parts: list[dict[str, np.ndarray]], rounds: int, seed: str) -> None:
    """Write the rounds so far, whole or not at all (a run stopped while saving keeps the
    last file)."""
    joined = {c: np.concatenate([p[c] for p in parts]) for c in COLUMNS} if parts else {}
    unfinished = path.with_name(path.name + ".part.npz")
    np.savez_compressed(
        unfinished, allow_pickle=False, **joined, rounds=np.array(rounds), seed=np.array(seed)
    )
    unfinished.replace(path)


def generate(path: Path, rounds: int, seed: str, jobs: int = 1, every: float = 120.0) -> None:
    """Play ``rounds`` rounds of every player count (block by block) and save them."""
    tasks = [(seed, c, g) for g in range(rounds) for c in range(len(COMBOS))]
    parts: list[dict[str, np.ndarray]] = []
    start = saved = time.perf_counter()
    with multiprocessing.Pool(jobs) as pool:
        for i, part in enumerate(pool.imap(play, tasks, chunksize=8)):
            parts.append(part)
            done = (i + 1) // len(COMBOS)
            if (i + 1) % len(COMBOS) == 0 and time.perf_counter() - saved > every:
                save(path, parts, done, seed)
                saved = time.perf_counter()
                count = sum(len(p["combo"]) for p in parts)
                print(f"{done} rounds each, {count} positions, {saved - start:.0f} s", flush=True)
    save(path, parts, rounds, seed)
    count = sum(len(p["combo"]) for p in parts)
    print(f"{rounds} rounds each, {count} positions in {time.perf_counter() - start:.0f} s")


def load(path: Path) -> dict[str, np.ndarray]:
    with np.load(path) as data:
        return {k: data[k] for k in data.files}


def batch(
    data: dict[str, np.ndarray], combo: int, mask: np.ndarray | None = None
) -> tuple[Rules, Positions, Floats]:
    """The rules (teams or not), positions and seat wins of one player count."""
    _, n = COMBOS[combo]
    rows = data["combo"] == combo
    if mask is not None:
        rows &= mask
    seats = slice(0, n)
    pos = Positions(
        data["tiles"][rows, seats].astype(np.int64),
        data["opened"][rows, seats].astype(np.int64),
        data["pool"][rows].astype(np.int64),
        data["mover"][rows].astype(np.int64),
    )
    return rules_of(combo, 0), pos, data["wins"][rows, seats]


def chosen_l2(x: Floats, y: Floats, rounds: np.ndarray, penalties: list[float]) -> float:
    """The penalty of ``penalties`` with the least log loss in five-fold cross-validation over
    whole rounds (one round's positions share one winner: a round is never split)."""
    fold = rounds % 5
    losses = []
    for l2 in penalties:
        loss = 0.0
        for k in range(5):
            beta = fit(x[fold != k], y[fold != k], l2)
            loss += log_loss(softmax(x[fold == k] @ beta), y[fold == k]) * (fold == k).sum()
        losses.append(loss / len(y))
    return penalties[int(np.argmin(losses))]


def train(data: dict[str, np.ndarray], penalties: list[float]) -> dict[str, list[float]]:
    """Fit every player count and phase (its penalty chosen by ``chosen_l2`` when there are
    several); print each one's loss against even chances."""
    coefficients = {}
    for c, (_, n) in enumerate(COMBOS):
        rules, pos, wins = batch(data, c)
        x, y = winprob.side_features(rules, pos), winprob.side_wins(rules, wins)
        rounds = data["round"][data["combo"] == c]
        phases = winprob.phase(pos)
        for k in range(winprob.PHASES):
            at = phases == k
            l2 = (
                chosen_l2(x[at], y[at], rounds[at], penalties)
                if len(penalties) > 1
                else penalties[0]
            )
            beta = fit(x[at], y[at], l2)
            loss = log_loss(softmax(x[at] @ beta), y[at])
            name = winprob.key(rules, n, k)
            print(
                f"{name:18} {int(at.sum()):8} positions  L2 {l2:g}  loss {loss:.4f} "
                f"(even chances {np.log(y.shape[1]):.4f})"
            )
            coefficients[name] = [round(float(b), 6) for b in beta]
    return coefficients


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=6000, help="rounds per player count")
    parser.add_argument("--seed", default="2026")
    parser.add_argument("--jobs", type=int, default=1, help="processes that play the rounds")
    parser.add_argument(
        "--l2", default="1,10,100,1000", help="L2 penalties; several: chosen per player count"
    )
    parser.add_argument("--data", type=Path, default=Path("/tmp/rk_winprob.npz"))
    parser.add_argument("--out", type=Path, default=winprob.MODEL_FILE)
    parser.add_argument("--fit-only", action="store_true", help="fit the data file as it is")
    args = parser.parse_args(argv)
    if not args.fit_only:
        generate(args.data, args.rounds, args.seed, args.jobs)
    data = load(args.data)
    penalties = [float(v) for v in args.l2.split(",")]
    coefficients = train(data, penalties)
    model = {
        "features": list(winprob.FEATURES),
        "seed": str(data["seed"]),
        "bot": "expert",
        "rounds": int(data["rounds"]),
        "positions": len(data["combo"]),
        "l2": args.l2,
        "coefficients": coefficients,
    }
    args.out.write_text(json.dumps(model, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {args.out}: {model['positions']} positions, {model['rounds']} rounds each")
    return 0


if __name__ == "__main__":
    sys.exit(main())
