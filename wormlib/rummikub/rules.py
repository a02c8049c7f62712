"""Rummikub rule sets: one frozen value, named variants that combine with commas.

The default ``SEED`` follows the seed text: a 30-point opening from the rack alone, no joker
in it, the table untouched in the opening turn, 1 only low, no time limit. ``parse_rules``
reads ``"joker-in-opening,opening-25"``; ``Rules.name`` writes the same form back.
Parametrised names read any value in range: ``opening-N`` (1..60), ``timer-N`` seconds
(10..600) and ``penalty-N`` tiles drawn when time runs out (0..5; the official rules say 3).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from wormlib.core.errors import RulesError, shown

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
        return ",".join(parts) or "seed"

    def check_players(self, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            raise RulesError(
                f"{players} players: Rummikub needs {self.min_players} to {self.max_players}"
            )


SEED = Rules()

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
        if word in VARIANTS:
            change = VARIANTS[word]
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
            f"unknown rules {shown(raw.strip())}: choose from {', '.join(VARIANTS)} "
            "(combine with commas)"
        )
    return rules
