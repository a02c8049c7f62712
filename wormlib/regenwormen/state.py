"""Frozen game state and its one-line position notation (the FEN of Regenwormen).

A state is never changed: ``game.apply`` returns a new one, and ``game.parse_position`` reads
the notation (only the rules know which positions can be reached). Its fields are separated by
spaces, each ``key:value``::

    m:21-24,26,28-29,31-35 x:36 s:25.27/30/- p:1 k:444WW r:125

``m`` face-up middle tiles, ``x`` turned tiles, ``s`` every stack bottom to top (players
separated by '/', '-' for an empty one), ``p`` whose turn it is (0-based), ``k`` dice set aside
this turn, ``r`` the roll showing ('-' none, '?' thrown and awaiting the dice).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from wormlib.regenwormen import dice
from wormlib.regenwormen.dice import NO_DICE, Counts
from wormlib.regenwormen.rules import OFFICIAL, Rules
from wormlib.regenwormen.tiles import format_tiles, worms


@dataclass(frozen=True, slots=True)
class Turn:
    """The current turn: dice set aside, and the roll on the table (if any)."""

    kept: Counts = NO_DICE
    roll: Counts | None = None
    #: The player chose to roll and the dice outcome (a chance action) is awaited.
    rolling: bool = False

    @property
    def dice_left(self) -> int:
        return dice.DICE - sum(self.kept)

    @property
    def total(self) -> int:
        return dice.total(self.kept)

    @property
    def has_worm(self) -> bool:
        return self.kept[dice.WORM - 1] > 0

    @property
    def used_faces(self) -> tuple[int, ...]:
        return dice.faces_in(self.kept)

    def __str__(self) -> str:
        roll = "?" if self.rolling else ("-" if self.roll is None else dice.format_dice(self.roll))
        return f"k:{dice.format_dice(self.kept)} r:{roll}"

    def _repr_html_(self) -> str:
        """The dice set aside and the roll, drawn in Jupyter or marimo."""
        from wormlib.regenwormen import display  # it draws turns: imported on use

        return display.turn_html(self)


@dataclass(frozen=True, slots=True)
class GameState:
    rules: Rules
    middle: tuple[int, ...]
    turned: tuple[int, ...]
    stacks: tuple[tuple[int, ...], ...]
    current: int = 0
    turn: Turn = field(default_factory=Turn)

    @property
    def players(self) -> int:
        return len(self.stacks)

    def top(self, player: int) -> int | None:
        stack = self.stacks[player]
        return stack[-1] if stack else None

    def is_opponent(self, player: int) -> bool:
        """Whether the player to move may steal from this player: anyone else, or with teams
        a player of the other team."""
        team = self.rules.team
        return player != self.current and team(player) != team(self.current)

    def opponent_with_top(self, tile: int) -> int | None:
        """The opponent of the player to move with this tile on top (a steal's victim), or None."""
        return next(
            (p for p in range(self.players) if self.is_opponent(p) and self.top(p) == tile), None
        )

    def next_teammate(self, player: int) -> int:
        """The next player in turn order on the player's team (with teams, a stolen tile
        goes on this player's stack); without teams, the player."""
        team = self.rules.team
        return next(
            (
                q % self.players
                for q in range(player + 1, player + self.players)
                if team(q % self.players) == team(player)
            ),
            player,
        )

    def score(self, player: int) -> int:
        """Worms on the player's tiles."""
        return sum(worms(t) for t in self.stacks[player])

    def scores(self) -> tuple[int, ...]:
        return tuple(self.score(p) for p in range(self.players))

    def team_scores(self) -> tuple[int, ...]:
        """Worms per team (A, B), the sum of its players' worms; without teams, per player."""
        teams = [0] * (2 if self.rules.teams else self.players)
        for p in range(self.players):
            teams[self.rules.team(p)] += self.score(p)
        return tuple(teams)

    def notation(self) -> str:
        stacks = "/".join(".".join(map(str, s)) or "-" for s in self.stacks)
        return (
            f"m:{format_tiles(self.middle)} x:{format_tiles(self.turned)} s:{stacks} "
            f"p:{self.current} {self.turn}"
        )

    def __str__(self) -> str:
        return self.notation()

    def _repr_svg_(self) -> str:
        """The table drawn in Jupyter or marimo, as python-chess shows a board."""
        from wormlib.regenwormen import svg  # it draws states: imported on use

        return svg.table(self)


def initial_state(players: int, rules: Rules = OFFICIAL) -> GameState:
    """All tiles of the rules face up in the middle, nobody holding one, player 0 to move."""
    rules.check_players(players)
    return GameState(rules, rules.tiles, (), tuple(() for _ in range(players)))
