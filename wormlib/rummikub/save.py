"""The Rummikub save-game document: versioned JSON with rules, players and every action.

Chance actions (the deals, the tiles each draw brought) are saved too, so loading replays the
game exactly and checks every move; any problem raises ``SaveGameError`` naming the field or
the move number, and nothing is half-loaded. Format (version 1)::

    {"format": "wormlib-rummikub-save", "version": 1, "rules": "seed",
     "players": ["Ann", "expert"], "rounds": 1,
     "actions": ["deal R1 ... / ...", "draw", "drawn K7", "lay R9 J : R7 R8 R9 | ..."],
     "meta": {...}}

``meta`` is free for the app (bot levels, seed); it is kept but not interpreted.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import wormlib.save
from wormlib.errors import SaveGameError, WormError, shown
from wormlib.rummikub import game
from wormlib.rummikub.actions import Action, parse_action
from wormlib.rummikub.rules import Rules, parse_rules
from wormlib.rummikub.state import MAX_ROUNDS, GameState, initial_state

FORMAT = "wormlib-rummikub-save"
VERSION = 1
MAX_BYTES = wormlib.save.MAX_BYTES  # the replay command reads at most this much
MAX_ACTIONS = 20_000
MAX_NAME = 40
_FIELDS = {"format", "version", "rules", "players", "rounds", "actions", "meta"}


@dataclass(frozen=True)
class SavedGame:
    rules: Rules
    players: tuple[str, ...]
    actions: tuple[Action, ...]
    state: GameState
    meta: dict[str, Any] = field(default_factory=dict)


def dumps(
    rules: Rules,
    players: Sequence[str],
    actions: Sequence[Action],
    *,
    rounds: int = 1,
    meta: dict[str, Any] | None = None,
) -> str:
    """The document for a game played from the start with these actions (chance included)."""
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "rules": rules.name,
        "players": list(players),
        "rounds": rounds,
        "actions": [str(a) for a in actions],
        "meta": meta or {},
    }
    return json.dumps(doc, indent=1)


def replay(rules: Rules, players: int, actions: Sequence[Action], *, rounds: int = 1) -> GameState:
    """The state after playing the actions from the start (IllegalMoveError if one is not)."""
    state = initial_state(players, rules, rounds=rounds)
    for action in actions:
        state = game.apply(state, action)
    return state


def loads(text: str | bytes) -> SavedGame:
    """Validate and replay a document; SaveGameError says what is wrong."""
    if not isinstance(text, str | bytes):
        raise SaveGameError(f"a save game is text or bytes, not {type(text).__name__}")
    if len(text) > MAX_BYTES:
        raise SaveGameError(f"save game too large: more than {MAX_BYTES} bytes")
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError) as e:
        raise SaveGameError(f"save game is not valid JSON: {shown(str(e))}") from None
    if not isinstance(doc, dict):
        raise SaveGameError("save game must be a JSON object")
    if doc.get("format") != FORMAT:
        raise SaveGameError(f"field 'format' must be {FORMAT!r}")
    if type(doc.get("version")) is not int or doc["version"] != VERSION:
        raise SaveGameError(f"field 'version': only version {VERSION} is known")
    unknown = set(doc) - _FIELDS
    if unknown:
        raise SaveGameError(f"unknown field(s) {shown(', '.join(sorted(unknown)))}")
    if not isinstance(doc.get("rules"), str):
        raise SaveGameError("field 'rules' must be variant names separated by commas")
    try:
        rules = parse_rules(doc["rules"])
    except WormError as e:
        raise SaveGameError(f"field 'rules': {e}") from None
    players = doc.get("players")
    if not isinstance(players, list) or not all(
        isinstance(p, str) and 0 < len(p) <= MAX_NAME and p.isprintable() for p in players
    ):
        raise SaveGameError(
            f"field 'players' must be a list of printable names of 1 to {MAX_NAME} characters"
        )
    rounds = doc.get("rounds", 1)
    if type(rounds) is not int or not 1 <= rounds <= MAX_ROUNDS:
        raise SaveGameError(f"field 'rounds' must be a whole number from 1 to {MAX_ROUNDS}")
    actions_text = doc.get("actions")
    if not isinstance(actions_text, list) or len(actions_text) > MAX_ACTIONS:
        raise SaveGameError(f"field 'actions' must be a list of at most {MAX_ACTIONS} actions")
    meta = doc.get("meta", {})
    if not isinstance(meta, dict):
        raise SaveGameError("field 'meta' must be an object")
    try:
        state = initial_state(len(players), rules, rounds=rounds)
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
