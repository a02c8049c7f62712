"""Rummikub team play: what the team's opening is worth to a bot, and strong against weak.

    uv run python benchmarks/bench_rk_teams.py [--rounds 200] [--seed 1] [--jobs 1] [--six]

Rounds under the ``teams`` rules, seats rotated as ``simulate`` rotates them (teams kept
together). The bots' one team skill is to play as opened once their partner has opened
(``GameState.plays_as_opened``); ``expert-alone`` is the expert that ignores it, playing as
opened only after an initial meld of its own, as it would without teams (``master-alone``
likewise). Matches, 4 players: the expert against expert-alone, the master against
master-alone, the master against the expert, the expert against the careful bot; with
``--six``, 6 players: master, expert and careful teams. Each line gives each team's share of
the rounds won with its 95% interval (with two teams, 50% is no edge).

Last line: ``aware_vs_alone=<share> lo=<lower> hi=<upper> rounds=<n>``.
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter
from dataclasses import replace

from wormlib.core import tournament as shared
from wormlib.rummikub import tournament
from wormlib.rummikub.actions import Lay
from wormlib.rummikub.bots import Bot, Decision, make_bot
from wormlib.rummikub.rules import TEAMS
from wormlib.rummikub.state import GameState
from wormlib.rummikub.tiles import Tile


class AloneBot:
    """A bot that plays as if its partner's opening were not its own: it shows the bot a
    state in which only its own initial meld counts.

    Whether it has laid this round is kept here. A new round is seen by the rack: within a
    round it holds what it kept after its last lay plus what it drew since. A fresh deal that
    happens to hold all of those is missed, so the engine's own flag is checked too: the bot
    never plays as opened when the engine says it has not.
    """

    def __init__(self, level: str) -> None:
        self.inner = make_bot(level)
        self.name = f"{level}-alone"
        self.laid = False
        self.kept: Counter[Tile] | None = None

    def decide(self, state: GameState, rng: random.Random) -> Decision:
        me = state.current
        rack = Counter(state.racks[me])
        if self.kept is None or not self.kept or self.kept - rack:
            self.laid = False
        mine = self.laid and state.opened[me]
        opened = tuple(mine if p == me else False for p in range(state.players))
        decision = self.inner.decide(replace(state, opened=opened), rng)
        if isinstance(decision.action, Lay):
            self.laid = True
            rack -= Counter(decision.action.laid)
        self.kept = rack
        return decision


def _make_bot(name: str) -> Bot:
    level, alone, _ = name.partition("-alone")
    return AloneBot(level) if alone else make_bot(name)


GAME = shared.Game(
    _make_bot,
    tournament._seat_tallies,
    tournament.Tally(),
    salt="rummikub:",
    unit="rounds",
    teams=tournament._teams,
    team_count=tournament._team_count,
)


def match(lineup: list[str], rounds: int, seed: int, jobs: int) -> list[tuple[float, float, float]]:
    """Each team's share of the rounds won, with its 95% interval."""
    _, sides = shared.play(GAME, lineup, TEAMS, count=rounds, seed=seed, jobs=jobs)
    return [(float(s.wins) / rounds, *shared.wilson_interval(float(s.wins), rounds)) for s in sides]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--six", action="store_true", help="also 6 players, three teams")
    args = parser.parse_args()
    lineups = [
        ["expert", "expert-alone"] * 2,
        ["master", "master-alone"] * 2,
        ["master", "expert"] * 2,
        ["expert", "careful"] * 2,
    ]
    if args.six:
        lineups.append(["master", "expert", "careful"] * 2)
    first = None
    for lineup in lineups:
        start = time.perf_counter()
        shares = match(lineup, args.rounds, args.seed, args.jobs)
        first = first or shares[0]
        teams = len(shares)
        words = ", ".join(
            f"{'ABC'[t]} ({'+'.join(lineup[t::teams])}) {share:.1%} [{lo:.1%}, {hi:.1%}]"
            for t, (share, lo, hi) in enumerate(shares)
        )
        print(
            f"{len(lineup)} players, {args.rounds} rounds: {words} "
            f"({time.perf_counter() - start:.0f} s)",
            flush=True,
        )
    assert first is not None
    share, lo, hi = first
    print(f"aware_vs_alone={share:.4f} lo={lo:.4f} hi={hi:.4f} rounds={args.rounds}")


if __name__ == "__main__":
    main()
