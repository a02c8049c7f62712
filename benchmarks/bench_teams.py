"""Team play: does playing for the team win? Bots of a team against bots that play alone.

    uv run python benchmarks/bench_teams.py [--games 2000] [--players 4] [--seed 1]

Two matches under the ``teams`` rules, seats rotated as ``simulate`` rotates them (teams kept
together): team-aware experts (a steal counts twice: the swing between the teams) against
experts that value a steal as a tile of their own, as they do without teams; then two experts
against two careful bots. Each line gives team A's share of the games with its 95% interval
(50% is no edge).

Last line: ``aware_vs_alone=<share> lo=<lower> hi=<upper> games=<n>``.
"""

from __future__ import annotations

import argparse
import time

from wormlib.core import tournament as shared
from wormlib.regenwormen import tournament
from wormlib.regenwormen.bots import Bot, ExpertBot, make_bot
from wormlib.regenwormen.rules import TEAMS
from wormlib.regenwormen.solver import Context
from wormlib.regenwormen.state import GameState


class AloneExpert(ExpertBot):
    """The expert as it plays without teams: a steal is worth the tile's worms, once."""

    name = "expert-alone"

    def context(self, state: GameState) -> Context:
        return Context.from_state(state, "worms")


def _make_bot(name: str) -> Bot:
    return AloneExpert() if name == AloneExpert.name else make_bot(name)


GAME = shared.Game(
    _make_bot,
    tournament._seat_tallies,
    tournament.Tally(),
    salt="",
    unit="games",
    teams=tournament._teams,
)


def match(players: list[str], games: int, seed: int) -> tuple[float, float, float]:
    """Team A's share of the games with its 95% interval."""
    _, (a, _b) = shared.play(GAME, players, TEAMS, count=games, seed=seed, jobs=shared.cores())
    share = float(a.wins) / games
    lo, hi = shared.wilson_interval(float(a.wins), games)
    return share, lo, hi


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--players", type=int, default=4, help="4 to 7 (teams alternate)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    shares = {}
    for a, b in (("expert", "expert-alone"), ("expert", "careful")):
        lineup = [a if seat % 2 == 0 else b for seat in range(args.players)]
        start = time.perf_counter()
        shares[b] = share, lo, hi = match(lineup, args.games, args.seed)
        print(
            f"team A ({'+'.join(lineup[0::2])}) against team B ({'+'.join(lineup[1::2])}): "
            f"{share:.1%} [{lo:.1%}, {hi:.1%}] of {args.games} games "
            f"({time.perf_counter() - start:.0f} s)",
            flush=True,
        )
    share, lo, hi = shares["expert-alone"]
    print(f"aware_vs_alone={share:.4f} lo={lo:.4f} hi={hi:.4f} games={args.games}")


if __name__ == "__main__":
    main()
