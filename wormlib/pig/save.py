"""Pig's save document: the shared envelope (``wormlib.core.envelope``), every action,
the die's faces included; loading replays them, so a loaded game is always a legal one::

    {"format": "wormlib-pig", "version": 1, "rules": "standard",
     "players": ["Ann", "optimal"], "actions": ["roll", "4", "roll", "1", ...], "meta": {}}
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeAlias

from wormlib.core import envelope
from wormlib.pig import game
from wormlib.pig.actions import Action, parse_action
from wormlib.pig.rules import Rules, rules_named
from wormlib.pig.state import PigState, initial_state

FORMAT = "wormlib-pig"
VERSION = 1
#: A game of Pig to 100 takes a few hundred actions; this bounds a hostile document.
MAX_ACTIONS = 100_000

SavedGame: TypeAlias = envelope.SavedGame[Rules, PigState, Action]


def dumps(
    rules: Rules,
    players: Sequence[str],
    actions: Sequence[Action],
    *,
    meta: dict[str, Any] | None = None,
) -> str:
    """The document of a game played from the start with these actions; SaveGameError, as
    ``loads`` would raise it, when it could not be loaded again."""
    text = envelope.dump(_FORMAT, rules.name, players, actions, meta)
    loads(text)
    return text


def loads(text: str | bytes) -> SavedGame:
    """The game a document holds, checked move by move; SaveGameError says what is wrong."""
    return envelope.load(text, _FORMAT)


def _start(doc: dict[str, Any], rules: Rules, players: int) -> PigState:
    return initial_state(players, rules)


_FORMAT = envelope.Format(
    FORMAT,
    VERSION,
    MAX_ACTIONS,
    rules=rules_named,
    rules_are="standard or goal-N",
    start=_start,
    parse_action=parse_action,
    apply=game.apply,
)
