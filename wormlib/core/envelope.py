"""The envelope every game's save document shares, and the loader that checks it.

A document is versioned JSON: ``format``, ``version``, ``rules``, ``players``, the game's own
fields, ``actions`` (every one, chance included) and ``meta`` (free for the app, kept but not
interpreted). Loading bounds the size before parsing, checks every field, and replays the
actions with the game's own functions, so a loaded game is always a legal one. Whatever the
input, the only error that comes out is ``SaveGameError``, naming the field or the move
number; nothing is half-loaded. A game describes itself once in a ``Format``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from wormlib.core.errors import SaveGameError, WormError, shown

#: The largest document in bytes of UTF-8 (the replay commands read no more than this).
MAX_BYTES = 1_000_000
#: The longest player name, in characters.
MAX_NAME = 40

RulesT = TypeVar("RulesT")
StateT = TypeVar("StateT")
ActionT = TypeVar("ActionT")

_FIELDS = frozenset({"format", "version", "rules", "players", "actions", "meta"})


@dataclass(frozen=True, slots=True)
class Format(Generic[RulesT, StateT, ActionT]):
    """One game's save document: its name and version, and how to read and replay it."""

    name: str
    version: int
    max_actions: int
    #: The rules of their name in the document (a WormError if there are none such).
    rules: Callable[[str], RulesT]
    #: What the ``rules`` field holds, for the message when it is not text.
    rules_are: str
    #: The state before the first action, from the document (for the game's own fields),
    #: the rules and the number of players. A SaveGameError names a field of the game's
    #: own; any other WormError is about the players.
    start: Callable[[dict[str, Any], RulesT, int], StateT]
    parse_action: Callable[[str], ActionT]
    apply: Callable[[StateT, ActionT], StateT]
    #: Top-level fields of the game's own, besides the shared ones.
    own_fields: frozenset[str] = frozenset()
    #: Earlier versions that still load (``start`` sees the document's ``version``); a
    #: document is always written in ``version``.
    older_versions: frozenset[int] = frozenset()


@dataclass(frozen=True)
class SavedGame(Generic[RulesT, StateT, ActionT]):
    """A loaded game; hashable (the free-form ``meta`` is compared but not hashed)."""

    rules: RulesT
    players: tuple[str, ...]
    actions: tuple[ActionT, ...]
    state: StateT
    meta: dict[str, Any] = field(default_factory=dict, hash=False)


def dump(
    form: Format[RulesT, StateT, ActionT],
    rules_name: str,
    players: Sequence[str],
    actions: Sequence[ActionT],
    meta: dict[str, Any] | None = None,
    **own: object,
) -> str:
    """The document (indented JSON); SaveGameError if ``meta`` is not JSON."""
    doc = {
        "format": form.name,
        "version": form.version,
        "rules": rules_name,
        "players": list(players),
        **own,
        "actions": [str(a) for a in actions],
        "meta": meta or {},
    }
    try:
        return json.dumps(doc, indent=1)
    except (TypeError, ValueError) as e:
        raise SaveGameError(f"field 'meta' cannot be written as JSON: {e}") from None


def load(
    text: str | bytes, form: Format[RulesT, StateT, ActionT]
) -> SavedGame[RulesT, StateT, ActionT]:
    """Validate and replay a document; SaveGameError says what is wrong."""
    doc = _document(text, form)
    if not isinstance(doc.get("rules"), str):
        raise SaveGameError(f"field 'rules' must be {form.rules_are}")
    try:
        rules = form.rules(doc["rules"])
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
    if not isinstance(actions_text, list) or len(actions_text) > form.max_actions:
        raise SaveGameError(f"field 'actions' must be a list of at most {form.max_actions} actions")
    meta = doc.get("meta", {})
    if not isinstance(meta, dict):
        raise SaveGameError("field 'meta' must be an object")
    try:
        state = form.start(doc, rules, len(players))
    except SaveGameError:
        raise
    except WormError as e:
        raise SaveGameError(f"field 'players': {e}") from None
    actions: list[ActionT] = []
    for number, text_action in enumerate(actions_text, start=1):
        if not isinstance(text_action, str):
            raise SaveGameError(f"move {number}: an action must be text")
        try:
            action = form.parse_action(text_action)
            state = form.apply(state, action)
        except WormError as e:
            raise SaveGameError(f"move {number}: {e}") from None
        actions.append(action)
    return SavedGame(rules, tuple(players), tuple(actions), state, meta)


def _document(text: str | bytes, form: Format[RulesT, StateT, ActionT]) -> dict[str, Any]:
    """The JSON object of this format and version, with no field it does not know."""
    if not isinstance(text, str | bytes):
        raise SaveGameError(f"a save game is text or bytes, not {type(text).__name__}")
    # A character is at least one byte: count the bytes only of a text short enough (a lone
    # surrogate counts as the 3 bytes it would take, instead of failing to encode).
    if len(text) > MAX_BYTES or len(_utf8(text)) > MAX_BYTES:
        raise SaveGameError(f"save game too large: more than {MAX_BYTES:,} bytes")
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError) as e:
        raise SaveGameError(f"save game is not valid JSON: {e}") from None
    if not isinstance(doc, dict):
        raise SaveGameError("save game must be a JSON object")
    if doc.get("format") != form.name:
        raise SaveGameError(f"field 'format' must be {form.name!r}")
    known = (*sorted(form.older_versions), form.version)
    if type(doc.get("version")) is not int or doc["version"] not in known:
        if len(known) == 1:
            raise SaveGameError(f"field 'version': only version {form.version} is known")
        raise SaveGameError(
            f"field 'version': only versions {', '.join(map(str, known))} are known"
        )
    unknown = set(doc) - _FIELDS - form.own_fields
    if unknown:
        names = ", ".join(map(shown, sorted(unknown)[:3]))
        more = f" and {len(unknown) - 3} more" if len(unknown) > 3 else ""
        raise SaveGameError(f"unknown field(s) {names}{more}")
    return doc


def _utf8(text: str | bytes) -> bytes:
    return text if isinstance(text, bytes) else text.encode("utf-8", "surrogatepass")
