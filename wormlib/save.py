"""The save-game document: versioned JSON with rules, players and every action, dice included.

Loading checks everything and replays the game, so a loaded game is always a legal one.
Any problem raises ``SaveGameError`` naming the field or the move number; nothing is
half-loaded.

Format (version 1)::

    {"format": "wormlib-save", "version": 1, "rules": "official",
     "players": ["Ann", "expert"], "actions": ["roll", "11245WWW", "keep W", ...],
     "meta": {...}}

``meta`` is free for the app (bot levels, seed); it is kept but not interpreted.
The envelope and its checks are ``wormlib.save_envelope``'s, shared with Rummikub.

``dumps`` and ``loads`` accept the same games: ``dumps`` checks its document with ``loads``,
so a game that could not be loaded again (an empty or over-long name, a document over
MAX_BYTES bytes of UTF-8) is refused when saving, not discovered when loading.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from wormlib import game, save_envelope
from wormlib.actions import Action, parse_action
from wormlib.rules import Rules, rules_named
from wormlib.save_envelope import MAX_BYTES, MAX_NAME
from wormlib.state import GameState, initial_state

__all__ = [
    "FORMAT",
    "MAX_ACTIONS",
    "MAX_BYTES",
    "MAX_NAME",
    "VERSION",
    "SavedGame",
    "dumps",
    "loads",
    "replay",
]

FORMAT = "wormlib-save"
VERSION = 1
MAX_ACTIONS = 100_000


@dataclass(frozen=True)
class SavedGame:
    """A loaded game; hashable (the free-form ``meta`` is compared but not hashed)."""

    rules: Rules
    players: tuple[str, ...]
    actions: tuple[Action, ...]
    state: GameState
    meta: dict[str, Any] = field(default_factory=dict, hash=False)


def dumps(
    rules: Rules,
    players: Sequence[str],
    actions: Sequence[Action],
    meta: dict[str, Any] | None = None,
) -> str:
    """The document for a game played from the start with these actions.

    SaveGameError, as ``loads`` would raise it, when the document could not be loaded.
    """
    text = save_envelope.dump(_FORMAT, rules.name, players, actions, meta)
    loads(text)
    return text


def replay(rules: Rules, players: int, actions: Sequence[Action]) -> GameState:
    """The state after playing the actions from the start (IllegalActionError if one is not)."""
    state = initial_state(players, rules)
    for action in actions:
        state = game.apply(state, action)
    return state


def loads(text: str | bytes) -> SavedGame:
    """Validate and replay a document; SaveGameError says what is wrong."""
    return SavedGame(*save_envelope.load(text, _FORMAT))


def _start(doc: dict[str, Any], rules: Rules, players: int) -> GameState:
    return initial_state(players, rules)


_FORMAT = save_envelope.Format(
    FORMAT,
    VERSION,
    MAX_ACTIONS,
    rules=rules_named,
    rules_are="the name of a variant",
    start=_start,
    parse_action=parse_action,
    apply=game.apply,
)
