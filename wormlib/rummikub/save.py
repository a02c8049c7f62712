"""The Rummikub save-game document: versioned JSON with rules, players and every action.

Chance actions (the deals, the tiles each draw brought) are saved too, so loading replays the
game exactly and checks every move; any problem raises ``SaveGameError`` naming the field or
the move number, and nothing is half-loaded. Format (version 2)::

    {"format": "wormlib-rummikub-save", "version": 1, "rules": "seed",
     "players": ["Ann", "expert"], "rounds": 1,
     "actions": ["deal R1 ... / ...", "draw", "drawn K7", "lay R9 J : R7 R8 R9 | ..."],
     "meta": {...}}

With the ``teams`` rules the document also says each seat's team, ``"teams": ["A", "B",
"A", "B"]``: the teams follow from the rules and the seats, so the loader only checks that the
field says the same. Version 1 (before teams) has no such field and still loads; it cannot
hold the ``teams`` rules.

``meta`` is free for the app (bot levels, seed); it is kept but not interpreted. The envelope
and its checks are ``wormlib.core.envelope``'s, shared with Regenwormen; ``rounds`` is
Rummikub's own field.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import reduce
from typing import Any, TypeAlias

from wormlib.core import envelope
from wormlib.core.errors import SaveGameError, shown
from wormlib.rummikub import game
from wormlib.rummikub.actions import Action, parse_action
from wormlib.rummikub.rules import MAX_ROUNDS, TEAM_PLAYERS, Rules, parse_rules
from wormlib.rummikub.state import GameState, initial_state

FORMAT = "wormlib-rummikub-save"
VERSION = 2
#: The versions before it that still load: 1 (no ``teams`` field, no team rules).
OLDER_VERSIONS = frozenset({1})
TEAM_NAMES = "ABC"
MAX_BYTES = envelope.MAX_BYTES  # the replay commands read no more than this
MAX_NAME = envelope.MAX_NAME
#: The actions of the longest game the rules allow: a longer file is refused unread.
MAX_ACTIONS = MAX_ROUNDS * max(map(game.max_round_actions, range(2, max(TEAM_PLAYERS) + 1)))


SavedGame: TypeAlias = envelope.SavedGame[Rules, GameState, Action]


def dumps(
    rules: Rules,
    players: Sequence[str],
    actions: Sequence[Action],
    *,
    rounds: int = 1,
    meta: dict[str, Any] | None = None,
) -> str:
    """The document for a game played from the start with these actions (chance included)."""
    own: dict[str, object] = {"rounds": rounds}
    if rules.teams:
        own["teams"] = team_letters(rules, len(players))
    return envelope.dump(_FORMAT, rules.name, players, actions, meta, **own)


def team_letters(rules: Rules, players: int) -> list[str]:
    """Each seat's team as a save names it: A, B, A, B (without teams, no such list)."""
    return [TEAM_NAMES[rules.team(seat, players) % len(TEAM_NAMES)] for seat in range(players)]


def replay(rules: Rules, players: int, actions: Sequence[Action], *, rounds: int = 1) -> GameState:
    """The state after playing the actions from the start (IllegalMoveError if one is not)."""
    return reduce(game.apply, actions, initial_state(players, rules, rounds=rounds))


def loads(text: str | bytes) -> SavedGame:
    """Validate and replay a document; SaveGameError says what is wrong."""
    return envelope.load(text, _FORMAT)


def _start(doc: dict[str, Any], rules: Rules, players: int) -> GameState:
    """The first deal's state, for the number of rounds the document gives (default 1)."""
    rounds = doc.get("rounds", 1)
    if type(rounds) is not int or not 1 <= rounds <= MAX_ROUNDS:
        raise SaveGameError(f"field 'rounds' must be a whole number from 1 to {MAX_ROUNDS}")
    state = initial_state(players, rules, rounds=rounds)  # a RulesError: about the players
    if rules.teams and doc["version"] < 2:
        raise SaveGameError("field 'rules': the 'teams' rules need save version 2")
    teams = doc.get("teams")
    if not rules.teams and teams is not None:
        raise SaveGameError("field 'teams' is only for the 'teams' rules")
    if rules.teams and teams != team_letters(rules, players):
        raise SaveGameError(
            f"field 'teams' must be {team_letters(rules, players)} for {players} players, "
            f"not {shown(teams)}"
        )
    return state


_FORMAT = envelope.Format(
    FORMAT,
    VERSION,
    MAX_ACTIONS,
    rules=parse_rules,
    rules_are="variant names separated by commas",
    start=_start,
    parse_action=parse_action,
    apply=game.apply,
    own_fields=frozenset({"rounds", "teams"}),
    older_versions=OLDER_VERSIONS,
)
