"""Pig's frozen state and its one-line notation::

    s:12/40 p:0 t:7 r:-

``s`` the banked scores, ``p`` whose turn it is (0-based), ``t`` the turn total, ``r``
``?`` while the die is in the air (chance to act), else ``-``. ``game.parse_position`` reads
it back; only the rules know which positions can be reached.
"""

from __future__ import annotations

from dataclasses import dataclass

from wormlib.pig.rules import STANDARD, Rules


@dataclass(frozen=True, slots=True)
class PigState:
    rules: Rules
    scores: tuple[int, ...]
    current: int = 0
    turn_total: int = 0
    #: The player chose to roll and the die's face (a chance action) is awaited.
    rolling: bool = False

    @property
    def players(self) -> int:
        return len(self.scores)

    @property
    def opponent(self) -> int:
        return (self.current + 1) % self.players

    def notation(self) -> str:
        scores = "/".join(map(str, self.scores))
        return f"s:{scores} p:{self.current} t:{self.turn_total} r:{'?' if self.rolling else '-'}"

    def __str__(self) -> str:
        return self.notation()


def initial_state(players: int = 2, rules: Rules = STANDARD) -> PigState:
    """Nobody has a point; player 0 to move."""
    rules.check_players(players)
    return PigState(rules, (0,) * players)
