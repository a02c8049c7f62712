"""How far a better chance to win could lift the Regenwormen master (issue 25, item 3).

The master plays each turn for the model's chance to win after it (winprob). Two
measurements of what a perfect model would add, with the chance measured the slow way: by
playing the game on from a position ``--rollouts`` times with experts (the very thing the
model is fitted to predict), official rules, two players:

- ``truth``: positions from expert self-play of ``--players`` under ``--rules`` (with
  ``teams`` the mover's team's chance against its share; one turn start picked from
  each of ``--positions`` games, the phases of the game taken in turn, so that the endgame
  is measured as often as the opening, or all from one ``--phase``); per phase (tiles left
  in the middle: 13+, 9-12, 6-8, 4-5, 3 or fewer) the root mean square gap between the
  model and the rollouts' share, less the rollouts' own noise, with a 95% bootstrap
  interval over the positions. The chance is the meter's (``win_chances``: the endgame's
  next turns played out as experts play them, the model after), ``--model-alone`` the
  linear model's without that look ahead.
- ``oracle``: the master, and the master whose values at the end of its turn are rollouts
  whenever at most ``--endgame`` tiles are left in the middle (common random numbers across
  its options), each against the expert in ``--games`` games on the same seeds, seats rotated;
  their difference with a 95% interval over the paired games.

    uv run python benchmarks/bench_master_ceiling.py truth --positions 400 --rollouts 300
    uv run python benchmarks/bench_master_ceiling.py truth --players 4 --positions 400
    uv run python benchmarks/bench_master_ceiling.py truth --rules teams --players 4
    uv run python benchmarks/bench_master_ceiling.py truth --rules teams --players 4 --phase 6-8
    uv run python benchmarks/bench_master_ceiling.py oracle --games 1500 --rollouts 150

The last line of ``truth`` is ``rules=<name> players=<p> positions=<n> rollouts=<r> rmse_pp=<e>
rmse_endgame_pp=<f> worst_phase_pp=<g>`` (the endgame: at most 3 tiles left), of ``oracle``
``games=<n> master=<p> oracle=<q> oracle_minus_master_pp=<d>``.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
from collections.abc import Callable, Sequence
from functools import partial

import numpy as np

from wormlib.core.tournament import wilson_interval, win_share
from wormlib.regenwormen import game
from wormlib.regenwormen.bots import Bot, ExpertBot, MasterBot
from wormlib.regenwormen.calibration import self_play
from wormlib.regenwormen.rules import OFFICIAL, VARIANTS, Rules
from wormlib.regenwormen.state import GameState, initial_state
from wormlib.regenwormen.winprob import win_chances, win_chances_of

PLAYERS = 2
#: The phases of the game in ``truth``'s table: a name, and the fewest and most tiles left.
PHASES = (("13+", 13, 16), ("9-12", 9, 12), ("6-8", 6, 8), ("4-5", 4, 5), ("<=3", 0, 3))
#: A model of the chance to win: each seat's chance from a position.
Model = Callable[[GameState], Sequence[float]]


def side_share(rules: Rules, player: int, winners: Sequence[int]) -> float:
    """The part of a game's win that goes to ``player``'s side (with teams its team: the
    teams' sums win), tied sides sharing it equally."""
    won = {rules.team(p) for p in winners}
    return 1 / len(won) if rules.team(player) in won else 0.0


def played_on(state: GameState, player: int, rollouts: int, seed: str) -> float:
    """``player``'s (with teams its team's) share of ``rollouts`` games played on from
    ``state`` by experts; game r is seeded ``f"{seed}:{r}"`` whatever the state (common
    random numbers)."""
    experts = [ExpertBot() for _ in range(state.players)]
    won = 0.0
    for r in range(rollouts):
        rng, s = random.Random(f"{seed}:{r}"), state
        while not game.is_terminal(s):
            s = game.step(s, experts[s.current].decide(s, rng).action, rng)
        result = game.outcome(s)
        assert result is not None
        won += side_share(state.rules, player, result.winners)
    return won / rollouts


class RolloutMaster(MasterBot):
    """The master with the chance after its turn played out, not modelled, in the endgame."""

    def __init__(self, endgame: int, rollouts: int) -> None:
        super().__init__()
        self.endgame, self.rollouts = endgame, rollouts

    def chances_of(
        self, state: GameState, ends: Sequence[GameState], hidden: Sequence[int] | None
    ) -> list[float]:
        if len(state.middle) > self.endgame:
            return super().chances_of(state, ends, hidden)
        seed = f"{state.middle}:{state.stacks}"
        return [played_on(end, state.current, self.rollouts, seed) for end in ends]


def truth_of(
    rollouts: int,
    players: int,
    number: int,
    model: Model = win_chances,
    rules: Rules = OFFICIAL,
    phase: int | None = None,
) -> tuple[int, float, float]:
    """Game ``number``'s picked position, from phase ``number`` mod 5, or from ``phase`` (an
    index of ``PHASES``) alone (when the game has a turn start in it): tiles in the middle,
    the model's chance for the mover (with teams its team's), the rollouts' share. The game
    and the rollouts' seeds depend on ``number`` only."""
    named = "" if rules == OFFICIAL else f"{rules.name}:"
    rng = random.Random(f"ceiling:{named}{players}:{number}")
    starts, _ = self_play(rules, players, rng)
    _, low, high = PHASES[number % len(PHASES) if phase is None else phase]
    within = [s for s in starts if low <= len(s.middle) <= high] or starts
    state = rng.choice(within)
    chance = model(state)[state.current]
    share = played_on(state, state.current, rollouts, f"truth:{named}{players}:{number}")
    return len(state.middle), float(chance), share


def rmse_pp(model: np.ndarray, share: np.ndarray, rollouts: int) -> float:
    """The model's root mean square gap to the rollouts' shares in points, less the part the
    rollouts' own noise explains (their binomial variance, unbiased)."""
    noise = np.mean(share * (1 - share)) / (rollouts - 1)
    return float(100 * np.sqrt(max(np.mean((model - share) ** 2) - noise, 0.0)))


def by_phase(rows: np.ndarray, rollouts: int) -> dict[str, tuple[int, float]]:
    """Per phase with positions in it: how many, and the model's error in points."""
    left, model, share = rows[:, 0], rows[:, 1], rows[:, 2]
    out = {}
    for name, low, high in PHASES:
        keep = (left >= low) & (left <= high)
        if keep.any():
            out[name] = (int(keep.sum()), rmse_pp(model[keep], share[keep], rollouts))
    return out


def interval_pp(
    model: np.ndarray, share: np.ndarray, rollouts: int, draws: int = 2000
) -> tuple[float, float]:
    """A 95% bootstrap interval of ``rmse_pp`` over the positions (seeded): how much the
    figure owes to which positions were drawn; tens of positions leave a point or more."""
    rng = np.random.default_rng(39)
    picks = rng.integers(0, len(model), (draws, len(model)))
    errors = [rmse_pp(model[p], share[p], rollouts) for p in picks]
    low, high = np.percentile(errors, [2.5, 97.5])
    return float(low), float(high)


def oracle_game(endgame: int, rollouts: int, number: int) -> tuple[float, float]:
    """Game ``number``: the master's share, and the rollout master's, against the expert."""
    shares, seat = [], number % PLAYERS
    for master in (MasterBot(), RolloutMaster(endgame, rollouts)):
        bots: list[Bot] = [ExpertBot() for _ in range(PLAYERS)]
        bots[seat] = master
        rng, s = random.Random(f"ceiling:{number}"), initial_state(PLAYERS, OFFICIAL)
        while not game.is_terminal(s):
            s = game.step(s, bots[s.current].decide(s, rng).action, rng)
        result = game.outcome(s)
        assert result is not None
        shares.append(float(win_share(seat, result.winners)))
    return shares[0], shares[1]


def model_alone(state: GameState) -> list[float]:
    """The linear model without the meter's look ahead over the endgame's turns."""
    return [float(c) for c in win_chances_of([state], looking_ahead=False)[0]]


def truth(args: argparse.Namespace) -> str:
    asked: Model = model_alone if args.model_alone else win_chances
    rules = VARIANTS[args.rules]
    if not rules.min_players <= args.players <= rules.max_players:
        raise SystemExit(f"the {rules.name} rules are for {rules.min_players} or more players")
    phase = None if args.phase is None else [name for name, _, _ in PHASES].index(args.phase)
    measure = partial(truth_of, args.rollouts, args.players, model=asked, rules=rules, phase=phase)
    with multiprocessing.Pool(args.jobs) as pool:
        rows = np.array(pool.map(measure, range(args.positions)))
    phases = by_phase(rows, args.rollouts)
    print(f"{rules.name}, {args.players} players, {args.rollouts} rollouts each, {asked.__name__}")
    print("tiles left  positions  rmse (pp)  95% over the positions")
    left = rows[:, 0]
    for name, low, high in PHASES:
        if name in phases:
            n, error = phases[name]
            keep = (left >= low) & (left <= high)
            lo, hi = interval_pp(rows[keep, 1], rows[keep, 2], args.rollouts)
            print(f"{name:>10}  {n:9}  {error:9.1f}  {lo:.1f} to {hi:.1f}")
    model, share = rows[:, 1], rows[:, 2]
    endgame = phases.get("<=3", (0, float("nan")))[1]
    return (
        f"rules={rules.name} players={args.players} positions={len(rows)} rollouts={args.rollouts} "
        f"rmse_pp={rmse_pp(model, share, args.rollouts):.1f} rmse_endgame_pp={endgame:.1f} "
        f"worst_phase_pp={max(error for _, error in phases.values()):.1f}"
    )


def oracle(args: argparse.Namespace) -> str:
    play = partial(oracle_game, args.endgame, args.rollouts)
    with multiprocessing.Pool(args.jobs) as pool:
        shares = np.array(pool.map(play, range(args.games)))
    out = []
    for name, column in (("master", shares[:, 0]), ("oracle", shares[:, 1])):
        low, high = wilson_interval(float(column.sum()), len(column))
        print(f"{name}: {column.mean():.1%} ({low:.1%} to {high:.1%}) of {len(column)} games")
        out.append(float(column.mean()))
    # the same seeds: most games end alike, so the paired difference is far less noisy
    gain = shares[:, 1] - shares[:, 0]
    half = 1.96 * gain.std(ddof=1) / np.sqrt(len(gain))
    print(
        f"oracle minus master: {100 * gain.mean():+.1f} points "
        f"({100 * (gain.mean() - half):+.1f} to {100 * (gain.mean() + half):+.1f}, paired); "
        f"{np.mean(gain != 0):.1%} of the games ended otherwise"
    )
    return (
        f"games={args.games} master={out[0]:.4f} oracle={out[1]:.4f} "
        f"oracle_minus_master_pp={100 * gain.mean():.1f}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("truth", "oracle"))
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--games", type=int, default=1200)
    parser.add_argument("--rollouts", type=int, default=150)
    parser.add_argument("--endgame", type=int, default=3, help="most tiles left for rollouts")
    parser.add_argument("--players", type=int, default=PLAYERS, help="truth: 2 to 7")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--rules", choices=sorted(VARIANTS), default=OFFICIAL.name)
    parser.add_argument(
        "--phase",
        choices=[name for name, _, _ in PHASES],
        help="truth: every position from this phase (tiles left), not the phases in turn",
    )
    parser.add_argument(
        "--model-alone", action="store_true", help="truth: the model without the look ahead"
    )
    args = parser.parse_args(argv)
    if not 2 <= args.rollouts <= 10_000 or not 1 <= args.jobs <= 64:
        parser.error("--rollouts: 2 to 10,000; --jobs: 1 to 64")
    if not 2 <= args.players <= 7 or not 1 <= args.positions <= 100_000:
        parser.error("--players: 2 to 7; --positions: 1 to 100,000")
    print(truth(args) if args.what == "truth" else oracle(args))
    return 0


if __name__ == "__main__":
    sys.exit(main())
