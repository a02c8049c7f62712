"""Rummikub rule sets: one frozen value, named variants that combine with commas.

The default ``SEED`` follows the seed text: a 30-point opening from the rack alone, no joker
in it, the table untouched in the opening turn, 1 only low, no time limit. ``parse_rules``
reads ``"joker-in-opening,opening-25"``; ``Rules.name`` writes the same form back.
Parametrised names read any value in range: ``opening-N`` (1..60), ``timer-N`` seconds
(10..600) and ``penalty-N`` tiles drawn when time runs out (0..5; the official rules say 3).

``teams`` (the variant of RUMMIKUB_RULES.md's "Teams" section) seats teams of two: 4 players
(A, B, A, B) or 6 (A, B, C, A, B, C); ``Rules.team`` says whose team a seat is on.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from wormlib.core.errors import RulesError, shown
from wormlib.rummikub.errors import TeamPlayersError

RACK_TILES = 14
#: The most rounds a game has: the set-up form offers them, a save may hold no more.
MAX_ROUNDS = 9


@dataclass(frozen=True, kw_only=True, slots=True)
class Rules:
    """Everything a variant may change. Compare rule sets by value."""

    opening_points: int = 30
    joker_in_opening: bool = False
    table_after_opening: bool = False
    wrap_13_1: bool = False
    turn_seconds: int | None = None
    #: Tiles drawn when the time runs out (the app times; the engine only applies it).
    timeout_penalty: int = 1
    min_players: int = 2
    max_players: int = 4
    #: Teams of two, seats A, B, A, B or A, B, C, A, B, C (see ``team``): the team opens
    #: together, wins a round together and scores together.
    teams: bool = False

    @property
    def name(self) -> str:
        """The variant names that make these rules, comma-separated (``seed`` for none)."""
        parts = []
        if self.opening_points != SEED.opening_points:
            parts.append(f"opening-{self.opening_points}")
        if self.joker_in_opening:
            parts.append("joker-in-opening")
        if self.table_after_opening:
            parts.append("table-after-opening")
        if self.wrap_13_1:
            parts.append("wrap-13-1")
        if self.turn_seconds is not None:
            parts.append(f"timer-{self.turn_seconds}")
        if self.timeout_penalty != SEED.timeout_penalty:
            parts.append(f"penalty-{self.timeout_penalty}")
        if self.teams:
            parts.append("teams")
        return ",".join(parts) or "seed"

    def check_players(self, players: int) -> None:
        if self.teams and players not in TEAM_PLAYERS:
            raise TeamPlayersError(
                f"{shown(players)} players: the 'teams' rules need 4 or 6 (teams of two)"
            )
        if not self.min_players <= players <= self.max_players:
            raise RulesError(
                f"{players} players: Rummikub needs {self.min_players} to {self.max_players}"
            )

    def team_count(self, players: int) -> int:
        """How many teams ``players`` make: teams of two, or one per player without teams."""
        return players // 2 if self.teams else players

    def team(self, seat: int, players: int) -> int:
        """The team of a seat (0 is A, 1 is B, 2 is C): ``seat % (players // 2)``, so partners
        never sit side by side; without teams every seat is its own team."""
        return seat % self.team_count(players)


#: The numbers of players the ``teams`` rules seat: two or three teams of two.
TEAM_PLAYERS = (4, 6)

SEED = Rules()
#: The variant ``teams``: 4 or 6 players in teams of two.
TEAMS = Rules(teams=True, min_players=4, max_players=6)

#: The named variants of RUMMIKUB_RULES.md, each as the change it makes to the seed rules.
VARIANTS: dict[str, Rules] = {
    "seed": SEED,
    "wrap-13-1": Rules(wrap_13_1=True),
    "joker-in-opening": Rules(joker_in_opening=True),
    "table-after-opening": Rules(table_after_opening=True),
    "opening-20": Rules(opening_points=20),
    "opening-25": Rules(opening_points=25),
    "timer-60": Rules(turn_seconds=60),
    "penalty-3": Rules(timeout_penalty=3),
}
#: Variants that change who plays with whom (``parse_rules`` reads them too). Apart from
#: ``VARIANTS``, whose every entry the app offers for 2 to 4 players: it has no teams yet.
TEAM_VARIANTS: dict[str, Rules] = {"teams": TEAMS}

_RANGES = {"opening": (1, 60), "timer": (10, 600), "penalty": (0, 5)}
_FIELDS = {"opening": "opening_points", "timer": "turn_seconds", "penalty": "timeout_penalty"}
MAX_RULES_TEXT = 200


def parse_rules(text: str) -> Rules:
    """Combine comma-separated variant names; RulesError names an unknown one."""
    if not isinstance(text, str) or len(text) > MAX_RULES_TEXT:
        raise RulesError(f"rules are a short text of variant names, not {shown(text)}")
    rules = SEED
    for raw in text.split(","):
        word = raw.strip().lower()
        if word in VARIANTS or word in TEAM_VARIANTS:
            change = VARIANTS.get(word) or TEAM_VARIANTS[word]
            rules = replace(
                rules,
                **{
                    f: getattr(change, f)
                    for f in Rules.__dataclass_fields__
                    if getattr(change, f) != getattr(SEED, f)
                },
            )
            continue
        m = re.fullmatch(r"(opening|timer|penalty)-([0-9]{1,3})", word)
        if m and _RANGES[m[1]][0] <= int(m[2]) <= _RANGES[m[1]][1]:
            changes: dict[str, Any] = {_FIELDS[m[1]]: int(m[2])}
            rules = replace(rules, **changes)
            continue
        raise RulesError(
            f"unknown rules {shown(raw.strip())}: choose from "
            f"{', '.join([*VARIANTS, *TEAM_VARIANTS])} "
            "(combine with commas)"
        )
    return rules
