"""Whole games per second in one process, against pickomino-env doing the same work.

The peer is the Gymnasium environment ``pickomino-env`` (``uv run --group bench``), measured
side by side in the same run. What it does: its agent (here: random legal choices, a face
to keep and then roll or stop) plays against the environment's built-in heuristic bot (keep
the face worth most points, worms from the third roll on, stop as soon as a tile is in
reach). The like-for-like game of ours is a random bot against the careful bot, which plays
that same heuristic (worms when it can, else the most points, the first tile it can take).

Games differ in length, so the rates are also given per action. An action is one decision
of either player in each library's own terms: pickomino-env decides a keep and roll-or-stop
as one step; wormlib decides keep, roll, take and stop separately (so it counts more
actions for the same game). The unit both share is the *throw* of the dice: throws per
second is the fairest single comparison. Expert vs expert and master vs expert (the solver
behind every decision: each turn solved once, its decisions looked up) are measured too,
the expert against the peer's random agent. Solves are remembered across the games of a
process (a bounded cache), so the solver levels get faster the longer the run:
``--seconds 20`` shows more of a long tournament's pace.

    uv run --group bench python benchmarks/bench_games.py [--seconds 3] [--check 2000]

The last line is ``random_vs_careful_games_per_s=<x> throws_per_s=<y>
ratio_games_vs_pickomino_env=<g> ratio_throws_vs_pickomino_env=<t> expert_games_per_s=<e>
expert_ratio_vs_pickomino_env=<r> expert_speedup_vs_afresh=<s>`` (``n/a`` without the peer;
``s``: expert games against the same bots solving every decision afresh, the path before the
cache). ``--check N`` then plays N
seeded games of expert vs expert and of master vs expert both ways, the fast bots and
``fresh`` ones that solve every decision afresh with no cache, and stops at the first
decision (action or reason) that differs.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from wormlib.regenwormen import game
from wormlib.regenwormen.actions import Roll
from wormlib.regenwormen.bots import Bot, Decision, ExpertBot, MasterBot, make_bot
from wormlib.regenwormen.rules import OFFICIAL
from wormlib.regenwormen.state import initial_state


@dataclass
class Work:
    games: int = 0
    throws: int = 0
    actions: int = 0
    seconds: float = 0.0

    def add(self, throws: int, actions: int) -> None:
        self.games, self.throws, self.actions = (
            self.games + 1,
            self.throws + throws,
            self.actions + actions,
        )

    def rate(self, count: int) -> float:
        return count / self.seconds


#: A contender plays game number n and returns its (throws, actions).
Game = Callable[[int], tuple[int, int]]


def measure(contenders: dict[str, Game], seconds: float, rounds: int = 6) -> dict[str, Work]:
    """Games, throws and actions of each contender in about ``seconds`` each.

    The contenders take turns in short rounds, so that a change in the machine's load
    (other processes come and go) falls on all of them alike.
    """
    work = {name: Work() for name in contenders}
    for play in contenders.values():
        play(-1)  # warm up: caches, solver tables, imports
    for _ in range(rounds):
        for name, play in contenders.items():
            done = work[name]
            start = time.perf_counter()
            while time.perf_counter() - start < seconds / rounds:
                done.add(*play(done.games))
            done.seconds += time.perf_counter() - start
    return work


#: The levels that play the solver's advice, which ``--check`` compares with fresh bots.
SOLVER_LEVELS: dict[str, type[ExpertBot]] = {bot.name: bot for bot in (ExpertBot, MasterBot)}


def decisions(bots: Sequence[Bot], seed: int) -> list[Decision]:
    """Every decision of one seeded game, in order."""
    rng = random.Random(seed)
    state = initial_state(len(bots), OFFICIAL)
    made = []
    while not game.is_terminal(state):
        decision = bots[state.current].decide(state, rng)
        made.append(decision)
        state = game.step(state, decision.action, rng)
    return made


def check(games: int, *levels: str) -> int:
    """Play seeded games with fast bots and with fresh ones; the decisions compared (exit 1
    at the first that differs)."""
    fast = [make_bot(level) for level in levels]
    fresh = [SOLVER_LEVELS[level](fresh=True) for level in levels]
    compared = 0
    for seed in range(games):
        ours, theirs = decisions(fast, seed), decisions(fresh, seed)
        for n, (a, b) in enumerate(zip(ours, theirs, strict=True)):
            if a != b:
                sys.exit(f"{'/'.join(levels)} game {seed}, decision {n}: {a} != {b} (fresh)")
        compared += len(ours)
    return compared


def wormlib_game(*levels: str, fresh: bool = False) -> Game:
    """One game of wormlib bots (seat i plays levels[i]), counting throws and decisions;
    ``fresh``: solver levels that solve every decision afresh (the path before the cache)."""
    bots = [SOLVER_LEVELS[level](fresh=True) if fresh else make_bot(level) for level in levels]

    def play(n: int) -> tuple[int, int]:
        rng = random.Random(n)
        state = initial_state(len(bots), OFFICIAL)
        throws = actions = 0
        while not game.is_terminal(state):
            action = bots[state.current].decide(state, rng).action
            state = game.step(state, action, rng)  # a roll throws the dice at once
            actions += 1
            throws += isinstance(action, Roll)
        return throws, actions

    return play


def pickomino_env_game() -> Game | None:
    """A random-legal agent against pickomino-env's heuristic bot (None when not installed).

    Throws and the bot's decisions happen inside the environment; they are counted by
    wrapping its dice and bot classes for the whole run.
    """
    try:
        from pickomino_env.modules import bot as env_bot
        from pickomino_env.modules import dice as env_dice
        from pickomino_env.modules.constants import ACTION_ROLL, ACTION_STOP
        from pickomino_env.pickomino import PickominoEnv
    except ImportError:
        return None
    counts = {"throws": 0, "bot": 0}
    roll: Callable[[object], list[int]] = env_dice.Dice.roll
    policy: Callable[..., tuple[int, int]] = env_bot.Bot.policy

    def counted_roll(self: object) -> list[int]:
        counts["throws"] += 1
        return roll(self)

    def counted_policy(self: object, *args: object) -> tuple[int, int]:
        counts["bot"] += 1
        return policy(self, *args)

    env_dice.Dice.roll = counted_roll
    env_bot.Bot.policy = counted_policy
    env = PickominoEnv(number_of_bots=1)

    def play(n: int) -> tuple[int, int]:
        rng = random.Random(n)
        counts["throws"] = counts["bot"] = 0
        obs, _ = env.reset(seed=n + 1)
        steps, done = 0, False
        while not done:
            rolled, collected = obs["dice_rolled"], obs["dice_collected"]
            faces = [f for f in range(6) if rolled[f] and not collected[f]]
            face = rng.choice(faces)
            left = sum(rolled) - rolled[face]
            choice = rng.choice([ACTION_ROLL, ACTION_STOP]) if left else ACTION_STOP
            obs, _, terminated, truncated, _ = env.step((face, choice))
            steps += 1
            done = terminated or truncated
        return counts["throws"], steps + counts["bot"]

    return play


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    parser.add_argument("--check", type=int, default=0, help="games compared with fresh bots")
    args = parser.parse_args()
    seconds = args.seconds
    contenders = {
        "wormlib random vs careful": wormlib_game("random", "careful"),
        "wormlib expert vs expert": wormlib_game("expert", "expert"),
        "wormlib master vs expert": wormlib_game("master", "expert"),
        "wormlib expert vs expert, solved afresh": wormlib_game("expert", "expert", fresh=True),
    }
    peer = pickomino_env_game()
    if peer:
        contenders["pickomino-env random agent vs its heuristic bot"] = peer
    else:
        print("pickomino-env is not installed: run with `uv run --group bench`")
    work = measure(contenders, seconds)
    for name, done in work.items():
        print(
            f"{name:<50} {done.rate(done.games):8.1f} games/s {done.rate(done.throws):10.0f} "
            f"throws/s {done.rate(done.actions):10.0f} actions/s "
            f"({done.throws / done.games:.0f} throws, {done.actions / done.games:.0f} actions "
            "a game)"
        )
    for levels in (("expert", "expert"), ("master", "expert")) if args.check else ():
        start = time.perf_counter()
        compared = check(args.check, *levels)
        print(
            f"{' vs '.join(levels)}: {args.check} games, {compared} decisions identical to "
            f"fresh bots ({time.perf_counter() - start:.0f} s)"
        )
    ours, expert = work["wormlib random vs careful"], work["wormlib expert vs expert"]
    theirs = work.get("pickomino-env random agent vs its heuristic bot")
    games, throws = ours.rate(ours.games), ours.rate(ours.throws)
    experts = expert.rate(expert.games)
    afresh = work["wormlib expert vs expert, solved afresh"]
    speedup = experts / afresh.rate(afresh.games)
    if theirs is not None:
        game_ratio = f"{games / theirs.rate(theirs.games):.1f}"
        throw_ratio = f"{throws / theirs.rate(theirs.throws):.1f}"
        expert_ratio = f"{experts / theirs.rate(theirs.games):.2f}"
    else:
        game_ratio = throw_ratio = expert_ratio = "n/a"
    print(
        f"random_vs_careful_games_per_s={games:.1f} throws_per_s={throws:.0f} "
        f"ratio_games_vs_pickomino_env={game_ratio} ratio_throws_vs_pickomino_env={throw_ratio} "
        f"expert_games_per_s={experts:.1f} expert_ratio_vs_pickomino_env={expert_ratio} "
        f"expert_speedup_vs_afresh={speedup:.1f}"
    )


if __name__ == "__main__":
    main()
