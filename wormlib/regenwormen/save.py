"""The save-game document: versioned JSON with rules, players and every action, dice included.

Loading checks everything and replays the game, so a loaded game is always a legal one.
Any problem raises ``SaveGameError`` naming the field or the move number; nothing is
half-loaded.

Format (version 1)::

    {"format": "wormlib-save", "version": 1, "rules": "official",
     "players": ["Ann", "expert"], "actions": ["roll", "11245WWW", "keep W", ...],
     "meta": {...}}

``meta`` is free for the app (bot levels, seed); it is kept but not interpreted.
The envelope and its checks are ``wormlib.core.envelope``'s, shared with Rummikub.

``dumps`` and ``loads`` accept the same games: ``dumps`` checks its document with ``loads``,
so a game that could not be loaded again (an empty or over-long name, a document over
MAX_BYTES bytes of UTF-8) is refused when saving, not discovered when loading.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import reduce
from typing import Any, TypeAlias

from wormlib.core import envelope
from wormlib.regenwormen import game
from wormlib.regenwormen.actions import Action, parse_action
from wormlib.regenwormen.rules import Rules, rules_named
from wormlib.regenwormen.state import GameState, initial_state

FORMAT = "wormlib-save"
VERSION = 1
MAX_BYTES = envelope.MAX_BYTES  # the replay commands read no more than this
MAX_NAME = envelope.MAX_NAME
MAX_ACTIONS = 100_000


SavedGame: TypeAlias = envelope.SavedGame[Rules, GameState, Action]


def dumps(
    rules: Rules,
    players: Sequence[str],
    actions: Sequence[Action],
    meta: dict[str, Any] | None = None,
) -> str:
    """The document for a game played from the start with these actions.

    SaveGameError, as ``loads`` would raise it, when the document could not be loaded.
    """
    text = envelope.dump(_FORMAT, rules.name, players, actions, meta)
    loads(text)
    return text


def replay(rules: Rules, players: int, actions: Sequence[Action]) -> GameState:
    """The state after playing the actions from the start (IllegalActionError if one is not)."""
    return reduce(game.apply, actions, initial_state(players, rules))


def loads(text: str | bytes) -> SavedGame:
    """Validate and replay a document; SaveGameError says what is wrong."""
    return envelope.load(text, _FORMAT)


def _start(doc: dict[str, Any], rules: Rules, players: int) -> GameState:
    """The first turn's state (Regenwormen's document has no field of its own)."""
    return initial_state(players, rules)


_FORMAT = envelope.Format(
    FORMAT,
    VERSION,
    MAX_ACTIONS,
    rules=rules_named,
    rules_are="the name of a variant",
    start=_start,
    parse_action=parse_action,
    apply=game.apply,
)
