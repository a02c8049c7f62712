"""The rule set as one value, with named variants (official rules are the default)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from wormlib.core.errors import RulesError, shown
from wormlib.regenwormen.tiles import ALL_TILES, worms


@dataclass(frozen=True, kw_only=True, slots=True)
class Rules:
    """Everything a variant may change. Compare variants by value; look them up by name."""

    name: str
    tiles: tuple[int, ...] = ALL_TILES
    #: Official: on a bust, nothing is turned when the returned tile is the highest.
    spare_returned_highest: bool = True
    #: House rule: from the middle only the tile equal to the total may be taken.
    exact_tile_only: bool = False
    min_players: int = 2
    max_players: int = 7
    house_rule: bool = False
    #: Two teams, seats alternating A, B, A, B, ... (see ``team``): a steal only from an
    #: opponent, and the stolen tile goes to the thief's next teammate.
    teams: bool = False

    @property
    def total_worms(self) -> int:
        return sum(worms(t) for t in self.tiles)

    def check_players(self, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            raise RulesError(
                f"{players} players: the {self.name!r} rules need "
                f"{self.min_players} to {self.max_players}"
            )

    def team(self, seat: int) -> int:
        """The team of a seat (0 is A, 1 is B); without teams every seat is its own."""
        return seat % 2 if self.teams else seat


OFFICIAL = Rules(name="official")
SHORTER_GAME = Rules(name="shorter-game", spare_returned_highest=False)
EXACT_TILE_ONLY = Rules(name="exact-tile-only", exact_tile_only=True, house_rule=True)
SHORT_POT = Rules(name="short-pot", tiles=tuple(range(21, 33)), house_rule=True)
TWO_PLAYERS = Rules(
    name="two-players", tiles=tuple(range(21, 35)), min_players=2, max_players=2, house_rule=True
)

TEAMS = Rules(name="teams", teams=True, min_players=4, max_players=7, house_rule=True)

VARIANTS: dict[str, Rules] = {
    r.name: r for r in (OFFICIAL, SHORTER_GAME, EXACT_TILE_ONLY, SHORT_POT, TWO_PLAYERS, TEAMS)
}


def rules_named(name: str) -> Rules:
    """The preset with this name, in any case (``TEAMS``, as Rummikub's rules read); RulesError
    lists the names when it is unknown."""
    try:
        return VARIANTS[name.strip().lower() if isinstance(name, str) else name]
    except (KeyError, TypeError):
        raise RulesError(
            f"unknown rules {shown(name)}: choose one of {', '.join(VARIANTS)}"
        ) from None


def default_middle(rules: Rules, held: Iterable[int]) -> tuple[int, ...]:
    """The middle when none is given: every tile of the rules that no stack holds on top.

    The command line's ``odds`` and the app's explorer both start from it, so a steal or an
    own top tile given alone never clashes with a middle that also holds it.
    """
    on_top = set(held)
    return tuple(t for t in rules.tiles if t not in on_top)
