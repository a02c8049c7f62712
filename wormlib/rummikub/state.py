"""Frozen game state and its one-line position notation.

A state is never changed: ``wormlib.rummikub.game.apply`` returns a new one. Racks are sorted
tuples of tile kinds, the table a tuple of melds, and the pool is not stored as text: it is
every tile of the set that is on no rack and not on the table.

Position notation: fields separated by ``;``, each ``key: value``::

    racks: R1 R2 K13 / B3 J; table: R7 R8 R9 | B5 Y5 K5 J; opened: 1 0; player: 1;
    passes: 0; drawing: 0; dealt: 1; rounds: 3; history: 12 -12 | 15/2 -15/2

``racks`` seat after seat (``-`` an empty rack), ``opened`` whether each player has made the
initial meld, ``player`` whose turn it is (0-based), ``passes`` consecutive passes (turns that
moved no tile), ``drawing`` tiles the player is about to draw (chance), ``dealt`` whether a round
is under way (0 before the deal and after the end of a round), ``rounds`` the rounds the game
has, ``history`` the scores of the finished rounds (exact fractions when a shared win does
not divide). Round ``k`` (0-based) is started by player ``k mod players``.

With the ``teams`` rules a ``history`` row holds one score per team (A, B[, C]), not per
player, and ``opened`` says whether each player plays as opened: once either partner has
made the initial meld both flags are 1 (the team opens together), so partners' flags agree.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from wormlib.core.errors import InvalidNotationError, shown
from wormlib.rummikub.errors import InvalidMeldError, InvalidTileNotationError
from wormlib.rummikub.melds import EMPTY_TABLE, Table, check_table, parse_table, table_str
from wormlib.rummikub.rules import MAX_ROUNDS, SEED, Rules
from wormlib.rummikub.tiles import (
    FULL_SET,
    KINDS,
    Tile,
    counts,
    parse_tiles,
    points,
    tiles_str,
)

_FIELDS = ("racks", "table", "opened", "player", "passes", "drawing", "dealt", "rounds", "history")


@dataclass(frozen=True, slots=True)
class GameState:
    rules: Rules
    racks: tuple[tuple[Tile, ...], ...]
    table: Table = EMPTY_TABLE
    opened: tuple[bool, ...] = ()
    current: int = 0
    passes: int = 0
    drawing: int = 0
    dealt: bool = False
    rounds: int = 1
    history: tuple[tuple[Fraction, ...], ...] = ()

    @property
    def players(self) -> int:
        return len(self.racks)

    @property
    def round_index(self) -> int:
        """The round under way (or about to be dealt), 0-based."""
        return len(self.history)

    @property
    def pool(self) -> tuple[int, ...]:
        """Counts of the tiles in the pool: the set minus the racks and the table."""
        out = list(FULL_SET)
        for rack in self.racks:
            for t in rack:
                out[t] -= 1
        for meld in self.table:
            for t in meld:
                out[t] -= 1
        return tuple(out)

    @property
    def pool_size(self) -> int:
        return sum(FULL_SET) - sum(map(len, self.racks)) - sum(map(len, self.table))

    @property
    def teams(self) -> int:
        """How many teams play: ``players // 2`` with the ``teams`` rules, else one per player."""
        return self.rules.team_count(self.players)

    def team(self, seat: int) -> int:
        """The team of a seat (``Rules.team``); without teams, the seat itself."""
        return self.rules.team(seat, self.players)

    def partners(self, seat: int) -> tuple[int, ...]:
        """The seats of the seat's team, the seat itself included (just it without teams)."""
        return tuple(p for p in range(self.players) if self.team(p) == self.team(seat))

    def plays_as_opened(self, player: int) -> bool:
        """Whether the player may lay as opened (add to and rearrange the table): they or,
        with teams, their partner has made the initial meld. Partners never share a turn, so
        a partner's opening counts from the player's next turn."""
        return any(self.opened[p] for p in self.partners(player))

    def team_rack_points(self, team: int) -> int:
        """What the team's racks together would cost at the end of the round (a joker 30)."""
        return sum(self.rack_points(p) for p in range(self.players) if self.team(p) == team)

    def rack_points(self, player: int) -> int:
        """What the player's rack would cost at the end of the round (a joker 30)."""
        return sum(points(t) for t in self.racks[player])

    def unseen(self, player: int) -> tuple[int, ...]:
        """Counts of the tiles this player cannot see: the pool and the other racks."""
        seen = counts(self.racks[player])
        return tuple(p - s for p, s in zip(self._not_on_table(), seen, strict=True))

    def totals(self) -> tuple[Fraction, ...]:
        """Each player's score summed over the finished rounds; with teams, each team's."""
        return tuple(sum((r[p] for r in self.history), Fraction(0)) for p in range(self.teams))

    def notation(self) -> str:
        history = " | ".join(" ".join(map(str, r)) for r in self.history) or "-"
        return (
            f"racks: {' / '.join(tiles_str(r) for r in self.racks)}; "
            f"table: {table_str(self.table)}; "
            f"opened: {' '.join(str(int(o)) for o in self.opened)}; player: {self.current}; "
            f"passes: {self.passes}; drawing: {self.drawing}; dealt: {int(self.dealt)}; "
            f"rounds: {self.rounds}; history: {history}"
        )

    def __str__(self) -> str:
        return self.notation()

    def _not_on_table(self) -> list[int]:
        out = list(FULL_SET)
        for meld in self.table:
            for t in meld:
                out[t] -= 1
        return out


def initial_state(players: int, rules: Rules = SEED, *, rounds: int = 1) -> GameState:
    """Nothing dealt yet: the next action is the chance action ``Deal``."""
    rules.check_players(players)
    if type(rounds) is not int or not 1 <= rounds <= MAX_ROUNDS:
        raise InvalidNotationError(f"rounds {shown(rounds)}: a game has 1 to {MAX_ROUNDS}")
    return GameState(
        rules, tuple(() for _ in range(players)), opened=(False,) * players, rounds=rounds
    )


def parse_position(text: str, rules: Rules = SEED) -> GameState:
    """Read a position; InvalidNotationError unless the rules can reach it."""
    if not isinstance(text, str) or len(text) > 4000:
        raise InvalidNotationError(f"a position is a text of at most 4000 chars: {shown(text)}")
    fields: dict[str, str] = {}
    for part in text.split(";"):
        key, sep, value = part.partition(":")
        key = key.strip()
        if not sep or key not in _FIELDS or key in fields:
            raise InvalidNotationError(f"bad field {shown(part.strip())} in the position")
        fields[key] = value.strip()
    missing = [k for k in _FIELDS if k not in fields]
    if missing:
        raise InvalidNotationError(f"the position lacks field(s) {', '.join(missing)}")
    try:
        racks = tuple(tuple(sorted(parse_tiles(r))) for r in fields["racks"].split("/"))
        opened = tuple(_flag(w) for w in fields["opened"].split())
        history = tuple(
            tuple(Fraction(w) for w in r.split())
            for r in ([] if fields["history"] == "-" else fields["history"].split("|"))
        )
        state = GameState(
            rules,
            racks,
            parse_table(fields["table"]),
            opened,
            _int(fields["player"]),
            _int(fields["passes"]),
            _int(fields["drawing"]),
            _flag(fields["dealt"]),
            _int(fields["rounds"]),
            history,
        )
    except (ValueError, ZeroDivisionError) as e:
        raise InvalidNotationError(f"bad position {shown(text)}: {e}") from None
    check_position(state)
    return state


def check_position(state: GameState) -> None:
    """Raise InvalidNotationError unless the rules can reach this state.

    Every tile lies in one place at most twice (the rest is the pool), the table is valid, the
    counters are in range, a round under way has no empty rack, and each finished round's
    scores sum to zero.
    """
    n = state.players
    try:
        state.rules.check_players(n)
    except ValueError as e:
        raise InvalidNotationError(str(e)) from None
    if len(state.opened) != n:
        raise InvalidNotationError(f"'opened' needs one flag per player ({n})")
    for p in range(n):
        if state.opened[p] != state.plays_as_opened(p):
            raise InvalidNotationError(
                f"'opened': player {p} and their partner opened together, so their flags agree"
            )
    if any(c < 0 for c in state.pool) or len(state.pool) != KINDS:
        raise InvalidNotationError("the racks and the table hold more than 2 of a tile")
    try:
        check_table(state.table, wrap=state.rules.wrap_13_1)
    except (InvalidMeldError, InvalidTileNotationError) as e:
        raise InvalidNotationError(f"the table is not valid: {e}") from None
    if not 0 <= state.current < n:
        raise InvalidNotationError(f"no player {state.current}")
    if not 0 <= state.passes < n:
        raise InvalidNotationError(f"passes {state.passes}: 0 to {n - 1} in a row")
    most = max(1, state.rules.timeout_penalty)
    if not 0 <= state.drawing <= min(most, state.pool_size):
        raise InvalidNotationError(f"drawing {state.drawing}: more than the pool or a draw")
    if not 1 <= state.rounds <= MAX_ROUNDS or len(state.history) > state.rounds:
        raise InvalidNotationError(f"{len(state.history)} rounds played of {state.rounds}")
    if any(len(r) != state.teams or sum(r) != 0 for r in state.history):
        who = f"team ({state.teams})" if state.rules.teams else "player"
        raise InvalidNotationError(f"each finished round needs one score per {who}, summing to 0")
    if state.dealt:
        if len(state.history) >= state.rounds:
            raise InvalidNotationError("all rounds are played: none can be under way")
        if not all(state.racks):
            raise InvalidNotationError("a round with an empty rack has ended: dealt must be 0")
    else:
        if state.drawing or state.passes:
            raise InvalidNotationError("no round is under way: nothing to draw or pass")
        if not state.history and (any(state.racks) or state.table):
            raise InvalidNotationError("before the first deal the racks and table are empty")


def _int(text: str) -> int:
    if not text.isdigit() or len(text) > 4:
        raise ValueError(f"{shown(text)} is not a small whole number")
    return int(text)


def _flag(text: str) -> bool:
    if text not in ("0", "1"):
        raise ValueError(f"{shown(text)} is not a flag 0 or 1")
    return text == "1"
