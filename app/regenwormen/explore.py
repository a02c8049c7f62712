"""The explorer's numbers: wormlib.regenwormen.odds for a situation of the form, cached for
the server.

Pure (no streamlit). The odds and the sampled turns come from ``wormlib.regenwormen.odds``, the
same functions the lesson notebooks call; they are pure functions of immutable inputs, so they are
cached here with bounded LRU caches. Nothing here is mutable or shared between sessions.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from app.common.links import SituationError
from app.common.once import shared
from app.regenwormen.situation import Situation
from wormlib.regenwormen import dice
from wormlib.regenwormen.actions import Keep
from wormlib.regenwormen.bots import MasterBot
from wormlib.regenwormen.odds import Odds, Simulation, odds_at, simulate_turns
from wormlib.regenwormen.solver import Option

TURNS = 1000

__all__ = ["TURNS", "Report", "Simulation", "after_best_keep", "bust_grid", "report", "simulate"]


@dataclass(frozen=True, slots=True)
class Report:
    """The odds of the situation on the form (``wormlib.regenwormen.odds.Odds``) and the form
    itself."""

    situation: Situation
    odds: Odds

    @property
    def options(self) -> tuple[Option, ...]:
        """Every choice now with its value under best play afterwards, best first."""
        return self.odds.options

    @property
    def best(self) -> Option:
        return self.odds.best

    @property
    def bust_next_roll(self) -> float | None:
        """Chance the next roll busts: rolling now, or after the best keep of the roll showing."""
        return self.odds.bust_next_roll

    @property
    def ends(self) -> Mapping[int | None, float]:
        """How the turn ends under best play: tile -> probability, None -> a bust."""
        return self.odds.ends

    @property
    def take_now(self) -> int | None:
        """The tile stopping now would take (None: stopping now busts, or a roll is showing)."""
        return self.odds.take_now

    def dice_of(self, option: Option) -> int:
        """How many dice a keep sets aside (0 for other choices)."""
        return self.odds.dice_of(option)


@shared(maxsize=256)
def report(situation: Situation) -> Report:
    """The solver's view of the situation (SituationError when it cannot happen)."""
    s = situation
    if s.objective == "win":  # what the master bot plays for: the chance to win after it
        state = s.state()
        tiles, bust = MasterBot().chances_after(state, s.hidden())
        return Report(s, odds_at(state, "worms", tile_values=tiles, bust_value=bust))
    return Report(s, odds_at(s.state(), s.objective, target=s.target, exact=s.exact))


def after_best_keep(r: Report) -> Report | None:
    """The situation just after the best choice, when it sets dice of the roll aside: what
    best play does next (stop and take a tile, or roll again). None for any other choice."""
    s, action = r.situation, r.best.action
    if s.roll is None or not isinstance(action, Keep):
        return None
    kept = dice.add(s.kept, dice.only(action.face, s.roll[action.face - 1]))
    try:
        return report(replace(s, kept=kept, roll=None))
    except SituationError:
        return None


@shared(maxsize=64)
def simulate(situation: Situation, seed: int, turns: int = TURNS) -> Simulation:
    """Play ``turns`` turns from the situation with the solver's policy and real dice."""
    return simulate_turns(report(situation).odds, turns, seed=seed)


def bust_grid() -> list[list[float | None]]:
    """Next-roll bust odds by faces used (rows 0..5) and dice left (columns 1..8).

    None where no turn gets: k faces used need k dice set aside, and nothing used means
    all eight dice are still to roll.
    """
    return [
        [
            dice.bust_probability(used, left)
            if left <= dice.DICE - used and (used > 0 or left == dice.DICE)
            else None
            for left in range(1, dice.DICE + 1)
        ]
        for used in range(6)
    ]
