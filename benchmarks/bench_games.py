"""Full games per second in one process: random vs random and expert vs expert.

The reference is the Gymnasium environment ``pickomino-env`` (optional: ``uv sync --group
bench``) measured side by side in the same run: its agent makes random legal choices against
the environment's own bot, as our random bot does against another random bot. Without the
package the ratio is ``n/a``.

    uv run --group bench python benchmarks/bench_games.py [--seconds 3]

The last line is ``random_games_per_s=<x> expert_games_per_s=<y> ratio_vs_pickomino_env=<z>``.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from wormlib.bots import make_bot
from wormlib.rules import OFFICIAL
from wormlib.tournament import play_game


def games_per_second(
    contenders: dict[str, Callable[[int], object]], seconds: float, rounds: int = 6
) -> dict[str, float]:
    """Full games per second of each contender, for about ``seconds`` each.

    The contenders take turns in short rounds, so that a change in the machine's load
    (other processes come and go) falls on all of them alike.
    """
    played = dict.fromkeys(contenders, 0)
    spent = dict.fromkeys(contenders, 0.0)
    for play in contenders.values():
        play(-1)  # warm up: caches, solver tables, imports
    for _ in range(rounds):
        for name, play in contenders.items():
            start = time.perf_counter()
            while time.perf_counter() - start < seconds / rounds:
                play(played[name])
                played[name] += 1
            spent[name] += time.perf_counter() - start
    return {name: played[name] / spent[name] for name in contenders}


def wormlib_game(level: str) -> Callable[[int], object]:
    bots = [make_bot(level), make_bot(level)]
    return lambda n: play_game(bots, OFFICIAL, random.Random(n))


def pickomino_env_game() -> Callable[[int], object] | None:
    """A random-legal agent against pickomino-env's bot, or None when it is not installed."""
    try:
        from pickomino_env.modules.constants import ACTION_ROLL, ACTION_STOP
        from pickomino_env.pickomino import PickominoEnv
    except ImportError:
        return None
    env = PickominoEnv(number_of_bots=1)

    def play(n: int) -> object:
        rng = random.Random(n)
        obs, _ = env.reset(seed=n + 1)
        done = False
        while not done:
            rolled, collected = obs["dice_rolled"], obs["dice_collected"]
            faces = [f for f in range(6) if rolled[f] and not collected[f]]
            face = rng.choice(faces)
            left = sum(rolled) - rolled[face]
            choice = rng.choice([ACTION_ROLL, ACTION_STOP]) if left else ACTION_STOP
            obs, _, terminated, truncated, _ = env.step((face, choice))
            done = terminated or truncated
        return obs

    return play


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    seconds = parser.parse_args().seconds
    contenders = {"random": wormlib_game("random"), "expert": wormlib_game("expert")}
    reference = pickomino_env_game()
    if reference:
        contenders["pickomino-env"] = reference
    rates = games_per_second(contenders, seconds)
    random_rate, expert_rate = rates["random"], rates["expert"]
    env_rate = rates.get("pickomino-env")
    if env_rate:
        print(f"pickomino-env, random agent vs its bot: {env_rate:.1f} games/s")
    print(f"wormlib random vs random:               {random_rate:.1f} games/s")
    print(f"wormlib expert vs expert:               {expert_rate:.1f} games/s")
    ratio = f"{random_rate / env_rate:.1f}" if env_rate else "n/a"
    print(
        f"random_games_per_s={random_rate:.1f} expert_games_per_s={expert_rate:.1f} "
        f"ratio_vs_pickomino_env={ratio}"
    )


if __name__ == "__main__":
    main()
