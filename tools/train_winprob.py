"""Fit the model of the chance to win (wormlib/regenwormen/winprob.py) to bot self-play.

Games are played in rounds: one game of ``--bot`` (the expert) for every variant and player
count, teams included, per round, game g of each seeded with
``f"{seed}:{variant}:{players}:{g}"``, until the positions (turn starts) reach
``--positions``; ``--jobs`` processes play the same rounds. Each turn start is recorded with
who won that game (a tie shared), every few minutes to ``--data`` as well, so that a run cut
short still leaves whole rounds to fit. The fit is a softmax over the sides, the seats or the
two teams (a conditional logit), one per variant and player count, by Newton's method with
a small L2 penalty ``--l2`` (on the 4 million positions, five-fold cross-validation over
whole games chose the least of 1, 10, 100, 1,000 and 10,000 for each of the 13 variants and
player counts it was run on: the data, not the penalty, keeps the fit honest). The shipped
model: ``--seed 2026``, ``--positions 4000000``; its positions and rounds are in the file.

``--rules teams`` plays only that variant's games of the same rounds (their own features,
``winprob.TEAM_FEATURES``) and refits only its coefficients, the others kept; the file
records the refit and how many of its positions the whole fit had already seen
(``refits``). ``--holdout 0.2`` fits on the first 80% of the rounds and prints the loss on
the rest. The shipped teams: ``--rules teams --positions 1100000``.

    uv run python tools/train_winprob.py --positions 4000000 --jobs 2 --data /tmp/winprob.npz
    uv run python tools/train_winprob.py --fit-only --data /tmp/winprob.npz
    uv run python tools/train_winprob.py --rules teams --positions 1100000 --jobs 2 \
        --data /tmp/winprob_teams.npz
"""

from __future__ import annotations

import argparse
import itertools
import json
import multiprocessing
import random
import sys
import time
from functools import partial
from pathlib import Path

import numpy as np

from wormlib.core.logit import fit, log_loss, softmax
from wormlib.regenwormen import winprob
from wormlib.regenwormen.calibration import self_play
from wormlib.regenwormen.rules import VARIANTS
from wormlib.regenwormen.state import GameState
from wormlib.regenwormen.winprob import Floats, Positions

SEATS = 7
#: Every variant and player count the model covers.
COMBOS = tuple(
    (rules, n)
    for rules in VARIANTS.values()
    for n in range(rules.min_players, rules.max_players + 1)
)
#: The columns of the data file per position, seats padded to 7 with zeros.
COLUMNS = (
    "combo",
    "worms",
    "tops",
    "highs",
    "middle_worms",
    "middle_tiles",
    "mover",
    "wins",
    "round",
)


def rows(
    combo: int, starts: list[GameState], wins: list[float], number: int
) -> dict[str, np.ndarray]:
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
        "round": np.full(len(starts), number, np.int64),
    }


def save(path: Path, parts: list[dict[str, np.ndarray]], rounds: int, seed: int, bot: str) -> None:
    data = {c: np.concatenate([p[c] for p in parts]) for c in COLUMNS}
    data |= {"rounds": np.array(rounds), "seed": np.array(seed), "bot": np.array(bot)}
    unfinished = path.with_suffix(".part.npz")
    np.savez_compressed(unfinished, allow_pickle=False, **data)
    unfinished.replace(path)


def play_round(
    seed: int, bot: str, number: int, combos: tuple[int, ...] = ()
) -> list[dict[str, np.ndarray]]:
    """Round ``number``: one self-play game of ``bot``s for every variant and player count
    (or for the ``combos``, indices of ``COMBOS``: the same games as in a full round)."""
    parts = []
    for c, (rules, n) in enumerate(COMBOS):
        if combos and c not in combos:
            continue
        rng = random.Random(f"{seed}:{rules.name}:{n}:{number}")
        starts, wins = self_play(rules, n, rng, bot)
        parts.append(rows(c, starts, wins, number))
    return parts


def generate(
    path: Path,
    target: int,
    seed: int,
    jobs: int = 1,
    bot: str = "expert",
    every: float = 120.0,
    combos: tuple[int, ...] = (),
) -> None:
    """Play rounds until ``target`` positions, saving to ``path`` every ``every`` seconds.
    The rounds are the same, in the same order, for any number of ``jobs`` (processes)."""
    parts: list[dict[str, np.ndarray]] = []
    count, rounds, start, saved = 0, 0, time.perf_counter(), time.perf_counter()
    play = partial(play_round, seed, bot, combos=combos)
    with multiprocessing.Pool(jobs) as pool:
        for played in pool.imap(play, itertools.count()):
            parts += played
            count += sum(len(p["combo"]) for p in played)
            rounds += 1
            if count >= target:
                break
            if time.perf_counter() - saved > every:
                save(path, parts, rounds, seed, bot)
                saved = time.perf_counter()
                rate = count / (saved - start)
                print(f"{rounds} rounds, {count} positions, {rate:.0f} positions/s", flush=True)
        pool.terminate()
    save(path, parts, rounds, seed, bot)
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


def train(
    data: dict[str, np.ndarray],
    l2: float,
    holdout: float = 0.0,
    old: dict[str, Floats] | None = None,
) -> dict[str, list[float]]:
    """Fit every variant and player count in the data; print each one's loss against even
    chances. ``holdout``: the last part of the rounds is left out of the fit and its loss
    printed too, and that of the ``old`` coefficients where they fit the features."""
    coefficients = {}
    last = int(data["round"].max()) + 1 if "round" in data else 0
    for c, (rules, n) in enumerate(COMBOS):
        if not (data["combo"] == c).any():
            continue
        pos, wins = batch(data, c)
        x, y = winprob.side_features(rules, pos), winprob.side_wins(rules, wins)
        train_on = np.ones(len(y), bool)
        if holdout:
            train_on = batch_rounds(data, c) < last * (1 - holdout)
        beta = fit(x[train_on], y[train_on], l2)
        loss = log_loss(softmax(x[train_on] @ beta), y[train_on])
        line = (
            f"{winprob.key(rules, n):20} {len(y):7} positions  loss {loss:.4f} "
            f"(even chances {np.log(y.shape[1]):.4f})"
        )
        if holdout:
            rest = ~train_on
            line += f"  held out {rest.sum()}: {log_loss(softmax(x[rest] @ beta), y[rest]):.4f}"
            before = (old or {}).get(winprob.key(rules, n))
            if before is not None and len(before) == x.shape[2]:
                line += f", old {log_loss(softmax(x[rest] @ before), y[rest]):.4f}"
        print(line)
        coefficients[winprob.key(rules, n)] = [round(float(b), 6) for b in beta]
    return coefficients


def batch_rounds(data: dict[str, np.ndarray], combo: int) -> np.ndarray:
    """The round of each position of one variant and player count."""
    rounds: np.ndarray = data["round"][data["combo"] == combo]
    return rounds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument(
        "--bot", default="expert", help="the level that plays (master: a round of iteration)"
    )
    parser.add_argument("--jobs", type=int, default=1, help="processes that play the rounds")
    parser.add_argument("--l2", type=float, default=1.0)
    parser.add_argument("--data", type=Path, default=Path("/tmp/winprob.npz"))
    parser.add_argument("--out", type=Path, default=winprob.MODEL_FILE)
    parser.add_argument("--fit-only", action="store_true", help="fit the data file as it is")
    parser.add_argument(
        "--rules",
        choices=sorted(VARIANTS),
        help="play and refit this variant only; the other coefficients in --out stay",
    )
    parser.add_argument(
        "--holdout", type=float, default=0.0, help="the last part of the rounds to test on"
    )
    args = parser.parse_args(argv)
    combos = tuple(c for c, (rules, _) in enumerate(COMBOS) if args.rules in (None, rules.name))
    if not args.fit_only:
        generate(args.data, args.positions, args.seed, args.jobs, args.bot, combos=combos)
    data = load(args.data)
    if args.holdout and "round" not in data:
        parser.error(f"{args.data} has no rounds to hold out: play it again")
    data_combos = set(np.unique(data["combo"]).tolist())
    if not data_combos <= set(combos):
        mask = np.isin(data["combo"], combos)
        data = {k: v[mask] if v.ndim and len(v) == len(mask) else v for k, v in data.items()}
    old = json.loads(args.out.read_text(encoding="utf-8")) if args.out.exists() else None
    old_coefficients = {k: np.array(v) for k, v in old["coefficients"].items()} if old else {}
    coefficients = train(data, args.l2, args.holdout, old_coefficients)
    fitted = {
        "seed": int(data["seed"]),
        "bot": str(data["bot"]),
        "rounds": int(data["rounds"]),
        "positions": len(data["combo"]),
        "l2": args.l2,
    }
    if args.rules is None:
        model = {
            "features": list(winprob.FEATURES),
            "team_features": list(winprob.TEAM_FEATURES),
            **fitted,
            "coefficients": coefficients,
        }
    else:
        if old is None:
            parser.error(f"--rules refits part of {args.out}, which does not exist")
        same_games = fitted["seed"] == old["seed"] and fitted["bot"] == old["bot"]
        if not same_games or old["rounds"] > fitted["rounds"]:
            parser.error("--rules refits the games of the whole fit and more: same seed and bot")
        # the first rounds are the whole fit's own games of this variant, now unused
        fitted["replaces"] = int((data["round"] < old["rounds"]).sum())
        model = old | {
            "team_features": list(winprob.TEAM_FEATURES),
            "refits": old.get("refits", {}) | {args.rules: fitted},
            "coefficients": old["coefficients"] | coefficients,
        }
    args.out.write_text(json.dumps(model, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {args.out}: {fitted['positions']} positions, {fitted['rounds']} rounds")
    return 0


if __name__ == "__main__":
    sys.exit(main())
