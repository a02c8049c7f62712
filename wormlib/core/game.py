"""The vocabulary every game speaks, OpenSpiel's: loops, solvers, bots, saves and tests use it
the same way in each game.

A game is a package of functions over a frozen state (``wormlib.regenwormen``,
``wormlib.rummikub``): ``Game`` is what its ``__init__`` offers and ``Saves`` what its ``save``
module offers. Each package checks itself against them (mypy: a module satisfies a Protocol).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, runtime_checkable

if TYPE_CHECKING:
    from wormlib.core.envelope import SavedGame

#: ``current_player`` markers, OpenSpiel's values (its kChancePlayerId and kTerminalPlayerId).
CHANCE = -1
TERMINAL = -4

StateT = TypeVar("StateT")
ActionT = TypeVar("ActionT")
RulesT = TypeVar("RulesT")
RulesT_contra = TypeVar("RulesT_contra", contravariant=True)


class Outcome(Protocol):
    """The result of a finished game: its winners (tied players share the win); each game adds
    its scores."""

    @property
    def winners(self) -> tuple[int, ...]: ...


@runtime_checkable
class Game(Protocol[StateT, ActionT, RulesT_contra]):
    """What a game offers: the state, whose turn it is, the legal actions, apply, the outcome,
    and a notation for positions and actions that parses back."""

    def initial_state(self, players: int, rules: RulesT_contra) -> StateT:
        """The state before the first action."""
        ...

    def current_player(self, state: StateT) -> int:
        """The player to decide, or CHANCE, or TERMINAL."""
        ...

    def legal_actions(self, state: StateT) -> list[ActionT]:
        """The decisions of the player to move ([] at chance and at the end)."""
        ...

    def is_legal(self, state: StateT, action: ActionT) -> bool: ...

    def apply(self, state: StateT, action: ActionT) -> StateT:
        """The state after the action; an IllegalActionError, and no change, if not allowed."""
        ...

    def step(self, state: StateT, action: ActionT, rng: random.Random) -> StateT:
        """Apply a decision, then resolve what chance follows with ``rng``."""
        ...

    def is_terminal(self, state: StateT) -> bool: ...

    def outcome(self, state: StateT) -> Outcome | None:
        """None while the game goes on."""
        ...

    def parse_position(self, text: str, rules: RulesT_contra) -> StateT:
        """A state from its notation (``state.notation()``), if the rules can reach it."""
        ...

    def parse_action(self, text: str) -> ActionT:
        """An action from its notation (``str(action)``)."""
        ...


@runtime_checkable
class Saves(Protocol[RulesT, StateT, ActionT]):
    """What a game's ``save`` module offers: a document that loads by replaying every action."""

    def loads(self, text: str | bytes) -> SavedGame[RulesT, StateT, ActionT]:
        """The game a document holds, checked move by move (SaveGameError otherwise)."""
        ...

    def dumps(
        self,
        rules: RulesT,
        players: Sequence[str],
        actions: Sequence[ActionT],
        *,
        meta: dict[str, Any] | None = None,
    ) -> str:
        """The document of a game played from the start with these actions."""
        ...
