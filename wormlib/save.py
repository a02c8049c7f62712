"""The save-game document: versioned JSON with rules, players and every action, dice included.

Loading checks everything and replays the game, so a loaded game is always a legal one.
Any problem raises ``SaveGameError`` naming the field or the move number; nothing is
half-loaded.

Format (version 1)::

    {"format": "wormlib-save", "version": 1, "rules": "official",
     "players": ["Ann", "expert"], "actions": ["roll", "11245WWW", "keep W", ...],
     "meta": {...}}

``meta`` is free for the app (bot levels, seed); it is kept but not interpreted.

``dumps`` and ``loads`` accept the same games: ``dumps`` checks its document with ``loads``,
so a game that could not be loaded again (an empty or over-long name, a document over
MAX_BYTES bytes of UTF-8) is refused when saving, not discovered when loading.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from wormlib import game
from wormlib.actions import Action, parse_action
from wormlib.errors import SaveGameError, WormError, shown
from wormlib.rules import Rules, rules_named
from wormlib.state import GameState, initial_state

FORMAT = "wormlib-save"
VERSION = 1
MAX_BYTES = 1_000_000
MAX_ACTIONS = 100_000
MAX_NAME = 40


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
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "rules": rules.name,
        "players": list(players),
        "actions": [str(a) for a in actions],
        "meta": meta or {},
    }
    try:
        text = json.dumps(doc, indent=1)
    except (TypeError, ValueError) as e:
        raise SaveGameError(f"field 'meta' cannot be written as JSON: {e}") from None
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
    if not isinstance(text, str | bytes):
        raise SaveGameError(f"a save game is text or bytes, not {type(text).__name__}")
    # A character is at least one byte: count the bytes only of a text short enough.
    if len(text) > MAX_BYTES or len(text if isinstance(text, bytes) else text.encode()) > MAX_BYTES:
        raise SaveGameError(f"save game too large: more than {MAX_BYTES:,} bytes")
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError) as e:
        raise SaveGameError(f"save game is not valid JSON: {e}") from None
    if not isinstance(doc, dict):
        raise SaveGameError("save game must be a JSON object")
    if doc.get("format") != FORMAT:
        raise SaveGameError(f"field 'format' must be {FORMAT!r}")
    if type(doc.get("version")) is not int or doc["version"] != VERSION:
        raise SaveGameError(f"field 'version': only version {VERSION} is known")
    unknown = set(doc) - {"format", "version", "rules", "players", "actions", "meta"}
    if unknown:
        names = ", ".join(map(shown, sorted(unknown)[:3]))
        more = f" and {len(unknown) - 3} more" if len(unknown) > 3 else ""
        raise SaveGameError(f"unknown field(s) {names}{more}")
    if not isinstance(doc.get("rules"), str):
        raise SaveGameError("field 'rules' must be the name of a variant")
    try:
        rules = rules_named(doc["rules"])
    except WormError as e:
        raise SaveGameError(f"field 'rules': {e}") from None
    players = doc.get("players")
    if not isinstance(players, list) or not all(
        isinstance(p, str) and 0 < len(p) <= MAX_NAME and p.isprintable() for p in players
    ):
        raise SaveGameError(
            f"field 'players' must be a list of printable names of 1 to {MAX_NAME} characters"
        )
    actions_text = doc.get("actions")
    if not isinstance(actions_text, list) or len(actions_text) > MAX_ACTIONS:
        raise SaveGameError(f"field 'actions' must be a list of at most {MAX_ACTIONS} actions")
    meta = doc.get("meta", {})
    if not isinstance(meta, dict):
        raise SaveGameError("field 'meta' must be an object")
    try:
        state = initial_state(len(players), rules)
    except WormError as e:
        raise SaveGameError(f"field 'players': {e}") from None
    actions: list[Action] = []
    for number, text_action in enumerate(actions_text, start=1):
        if not isinstance(text_action, str):
            raise SaveGameError(f"move {number}: an action must be text")
        try:
            action = parse_action(text_action)
            state = game.apply(state, action)
        except WormError as e:
            raise SaveGameError(f"move {number}: {e}") from None
        actions.append(action)
    return SavedGame(rules, tuple(players), tuple(actions), state, meta)
