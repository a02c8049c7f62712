"""Frozen game state and its one-line position notation (the FEN of Regenwormen).

A state is never changed: ``wormlib.game.apply`` returns a new one. The notation has
space-separated fields, each ``key:value``::

    m:21-24,26,28-29,31-35 x:36 s:25.27/30/- p:1 k:444WW r:125

``m`` face-up middle tiles, ``x`` turned tiles, ``s`` every stack bottom to top (players
separated by '/', '-' for an empty one), ``p`` whose turn it is (0-based), ``k`` dice set aside
this turn, ``r`` the roll showing ('-' none, '?' thrown and awaiting the dice).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from wormlib import dice
from wormlib.actions import Stop
from wormlib.dice import NO_DICE, Counts
from wormlib.errors import InvalidNotationError, shown
from wormlib.rules import OFFICIAL, Rules
from wormlib.tiles import format_tiles, parse_tiles, worms


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
        from wormlib import display  # it draws turns: imported on use

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

    def opponent_with_top(self, tile: int) -> int | None:
        """The opponent of the player to move with this tile on top (a steal's victim), or None."""
        return next(
            (p for p in range(self.players) if p != self.current and self.top(p) == tile), None
        )

    def score(self, player: int) -> int:
        """Worms on the player's tiles."""
        return sum(worms(t) for t in self.stacks[player])

    def scores(self) -> tuple[int, ...]:
        return tuple(self.score(p) for p in range(self.players))

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
        from wormlib import svg  # it draws states: imported on use

        return svg.table(self)


def initial_state(players: int, rules: Rules = OFFICIAL) -> GameState:
    """All tiles of the rules face up in the middle, nobody holding one, player 0 to move."""
    rules.check_players(players)
    return GameState(rules, rules.tiles, (), tuple(() for _ in range(players)))


def parse_position(text: str, rules: Rules = OFFICIAL) -> GameState:
    """Read a position; InvalidNotationError unless the rules can reach it (see check_position)."""
    fields: dict[str, str] = {}
    for token in text.split():
        key, sep, value = token.partition(":")
        if not sep or key not in "mxspkr" or len(key) != 1 or key in fields:
            raise InvalidNotationError(f"bad field {shown(token)} in position {shown(text)}")
        fields[key] = value
    missing = [k for k in "mxspkr" if k not in fields]
    if missing:
        raise InvalidNotationError(f"position {shown(text)} lacks field(s) {', '.join(missing)}")
    try:
        stacks = tuple(
            () if s == "-" else tuple(int(t) for t in s.split(".")) for s in fields["s"].split("/")
        )
        current = int(fields["p"])
        middle, turned = parse_tiles(fields["m"]), parse_tiles(fields["x"])
        kept = dice.parse_dice(fields["k"])
        rolling = fields["r"] == "?"
        roll = None if fields["r"] in ("-", "?") else dice.parse_dice(fields["r"])
        state = GameState(rules, middle, turned, stacks, current, Turn(kept, roll, rolling))
        check_position(state)
    except InvalidNotationError as e:
        raise InvalidNotationError(f"{e} in position {shown(text)}") from None
    except ValueError:
        raise InvalidNotationError(f"bad stacks or player in position {shown(text)}") from None
    return state


def check_position(state: GameState) -> None:
    """Raise InvalidNotationError unless the state is one the rules can reach.

    Each tile of the rules lies in exactly one place, the player exists, a roll shows the dice
    not set aside and a new face, and a turn under way can go on: after a keep that leaves
    neither a roll nor a tile, the engine has already ended the turn with a bust.
    """
    from wormlib import game  # the rules of a turn live there, and game builds on this module

    rules, turn = state.rules, state.turn
    try:
        rules.check_players(state.players)
    except ValueError as e:
        raise InvalidNotationError(str(e)) from None
    places = [*state.middle, *state.turned, *(t for s in state.stacks for t in s)]
    if sorted(places) != sorted(rules.tiles):
        raise InvalidNotationError(
            f"the tiles do not hold each tile of the {rules.name!r} rules exactly once"
        )
    if not 0 <= state.current < state.players:
        raise InvalidNotationError(f"no player {state.current}")
    under_way = turn.rolling or turn.roll is not None or any(turn.kept)
    if under_way and not state.middle:
        raise InvalidNotationError("the game is over: no turn can be under way")
    if turn.rolling and (turn.dice_left == 0 or len(turn.used_faces) == 6):
        raise InvalidNotationError("the dice are thrown with no dice or faces left")
    if turn.roll is not None:
        if turn.rolling or sum(turn.roll) != turn.dice_left:
            raise InvalidNotationError(f"the roll must show the {turn.dice_left} dice left")
        if not set(dice.faces_in(turn.roll)) - set(turn.used_faces):
            raise InvalidNotationError("the roll is a bust, not a position")
    elif under_way and not turn.rolling and game.legal_actions(state) == [Stop()]:
        raise InvalidNotationError(
            "the dice set aside leave neither a roll nor a tile: the turn has already busted"
        )
