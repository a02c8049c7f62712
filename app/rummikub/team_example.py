"""The team example of the Rummikub rules page: a team opens together.

Player 1 (team A) makes the initial meld, player 2 (team B) draws, then player 3, player 1's
partner, lays tiles worth less than 30 on the table: no initial meld of their own is needed.
Every step is played by the engine under the ``teams`` rules (``game.apply``), and the
partner's lay is checked to be refused without teams, so the page states only what the
engine confirms.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from functools import cache

from wormlib.rummikub import game
from wormlib.rummikub.actions import Draw, Lay, parse_action
from wormlib.rummikub.rules import SEED, TEAMS
from wormlib.rummikub.state import GameState, parse_position
from wormlib.rummikub.tiles import points

START = parse_position(
    "racks: R10 R11 R12 B4 K8 / B2 K7 Y9 Y12 R5 / R13 Y1 Y2 Y3 K11 B6 / B9 K3 R2 Y6 Y7; "
    "table: -; opened: 0 0 0 0; player: 0; passes: 0; drawing: 0; dealt: 1; rounds: 1; "
    "history: -",
    TEAMS,
)
OPENING = parse_action("lay R10 R11 R12 : R10 R11 R12")
PARTNER = parse_action("lay R13 Y1 Y2 Y3 : R10 R11 R12 R13 | Y1 Y2 Y3")
PARTNER_SEAT = 2


@dataclass(frozen=True, slots=True)
class TeamExample:
    #: After player 1's initial meld.
    opened: GameState
    #: Before the partner's turn (player 2 has drawn), and after it.
    before: GameState
    after: GameState
    opening: Lay
    partner: Lay
    #: What the initial meld is worth, and what the partner lays from the rack.
    opening_points: int
    partner_points: int


@cache
def example() -> TeamExample:
    """The three turns, played and checked by the engine."""
    assert isinstance(OPENING, Lay) and isinstance(PARTNER, Lay)
    opened = game.apply(START, OPENING)
    before = game.step(opened, Draw(), random.Random(1))  # player 2's tile is not shown
    assert before.current == PARTNER_SEAT and before.plays_as_opened(PARTNER_SEAT)
    after = game.apply(before, PARTNER)
    worth = sum(map(points, PARTNER.laid))
    assert worth < TEAMS.opening_points
    alone = replace(before, rules=SEED, opened=(True, False, False, False))
    assert not game.is_legal(alone, PARTNER)  # without teams: an initial meld is needed
    return TeamExample(
        opened,
        before,
        after,
        OPENING,
        PARTNER,
        game.opening_value(opened.table),
        worth,
    )
