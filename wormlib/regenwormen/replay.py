"""A saved game step by step: every position of it, and its turns, to look at in a notebook.

    >>> from wormlib.regenwormen.replay import replay
    >>> game = replay("examples/sample_game.json")
    >>> game[3].turn  # the table after three actions is a picture in Jupyter
    Turn(kept=(0, 0, 0, 0, 0, 1), roll=None, rolling=False)
    >>> game.turns()[0].actions[:3]  # the first turn's first actions
    (Roll(), Dice(counts=(1, 2, 0, 1, 3, 1)), Keep(face=6))

The document is read and checked by ``wormlib.regenwormen.save.loads``; this module only keeps the
positions in between.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from wormlib.core import i18n
from wormlib.core.errors import SaveGameError, shown
from wormlib.regenwormen import display, game, save
from wormlib.regenwormen.state import GameState, initial_state

if TYPE_CHECKING:
    from wormlib.regenwormen.actions import Action


@dataclass(frozen=True, slots=True)
class Turn:
    """One player's turn: the actions from the first roll to the tile taken (or the bust)."""

    player: int
    actions: tuple[Action, ...]
    #: The position when the turn began, and when it ended.
    before: GameState
    after: GameState

    @property
    def tile(self) -> int | None:
        """The tile the turn ended with (None: it busted)."""
        gained = set(self.after.stacks[self.player]) - set(self.before.stacks[self.player])
        return gained.pop() if gained else None


@dataclass(frozen=True, slots=True)
class Replay:
    """The players and every position of a game: ``positions[i]`` is after ``i`` actions."""

    players: tuple[str, ...]
    actions: tuple[Action, ...]
    positions: tuple[GameState, ...]
    #: The language of the turn list when shown (one of wormlib.core.i18n.LANGUAGES).
    lang: str = "en"

    def __len__(self) -> int:
        """The number of actions (dice throws included)."""
        return len(self.actions)

    def __getitem__(self, moves: int) -> GameState:
        """The position after this many actions (0: the start; -1: the last)."""
        return self.positions[moves]

    @property
    def final(self) -> GameState:
        return self.positions[-1]

    def turns(self) -> list[Turn]:
        """The game turn by turn, in the order they were played."""
        turns: list[Turn] = []
        start = 0
        for i, after in enumerate(self.positions[1:], start=1):
            before = self.positions[start]
            if after.current != before.current:
                turns.append(Turn(before.current, self.actions[start:i], before, after))
                start = i
        return turns

    def _repr_html_(self) -> str:
        return display.replay_html(self)


def replay(source: str | bytes | Path, *, lang: str = "en") -> Replay:
    """Read a saved game (its JSON text, or the path of its file) and keep every position;
    ``lang`` is the language its turn list shows in (``lang="nl"``).

    SaveGameError says what is wrong with the document; nothing is half-read.
    """
    i18n.check(lang)
    if isinstance(source, Path) or (isinstance(source, str) and source.lstrip()[:1] != "{"):
        try:
            with Path(source).open("rb") as file:
                source = file.read(save.MAX_BYTES + 1)  # an oversized file is refused, not read
        except OSError as e:
            raise SaveGameError(
                f"cannot read the save game {shown(str(source))}: {e.strerror}"
            ) from None
    saved = save.loads(source)
    positions = [initial_state(len(saved.players), saved.rules)]
    for action in saved.actions:
        positions.append(game.apply(positions[-1], action))
    return Replay(saved.players, saved.actions, tuple(positions), lang)


__all__ = ["Replay", "Turn", "replay"]
