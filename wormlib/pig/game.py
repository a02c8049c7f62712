"""Pig's rules in action, the only place they are enforced: roll one die; a 1 loses the
turn total and ends the turn; any other face adds to it; hold banks it (after at least one
roll). Reaching the goal wins at once: the turn total is banked, as holding would.

Every function takes a frozen ``PigState`` and returns a new one; the input is never
changed, also not on an error.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from wormlib.core import dice
from wormlib.core.errors import shown
from wormlib.core.game import CHANCE as CHANCE  # each game's vocabulary: game.CHANCE
from wormlib.core.game import TERMINAL as TERMINAL
from wormlib.pig.actions import Action, Die, Hold, Roll
from wormlib.pig.errors import IllegalPigActionError, InvalidPigNotationError
from wormlib.pig.rules import STANDARD, Rules
from wormlib.pig.state import PigState
from wormlib.pig.state import initial_state as initial_state

#: The face that loses the turn total.
PIG_OUT = 1
_ROLL, _HOLD = Roll(), Hold()
_FACES = tuple((Die(face), 1 / dice.SIDES) for face in dice.FACES)


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished game: the banked scores and the winner (never a tie)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]


def is_terminal(state: PigState) -> bool:
    return max(state.scores) >= state.rules.goal


def current_player(state: PigState) -> int:
    """The player to decide, or CHANCE while the die is in the air, or TERMINAL."""
    if is_terminal(state):
        return TERMINAL
    return CHANCE if state.rolling else state.current


def legal_actions(state: PigState) -> list[Action]:
    """Roll, and hold once the turn has a total ([] at chance and at the end)."""
    if current_player(state) < 0:
        return []
    return [_ROLL, _HOLD] if state.turn_total else [_ROLL]


def chance_outcomes(state: PigState) -> list[tuple[Die, float]]:
    """The six faces, each 1/6, while the die is in the air ([] otherwise)."""
    return list(_FACES) if current_player(state) == CHANCE else []


def is_legal(state: PigState, action: Action) -> bool:
    return _why_not(state, action) is None


def apply(state: PigState, action: Action) -> PigState:
    """The state after the action; IllegalPigActionError (naming both) if not allowed."""
    why = _why_not(state, action)
    if why is not None:
        raise IllegalPigActionError(f"illegal action {shown(str(action))}: {why} in {state}")
    if isinstance(action, Roll):
        return replace(state, rolling=True)
    if isinstance(action, Hold):
        return _bank(state, state.turn_total)
    assert isinstance(action, Die)
    if action.face == PIG_OUT:
        return _bank(state, 0)
    total = state.turn_total + action.face
    if state.scores[state.current] + total >= state.rules.goal:
        return _bank(state, total)
    return replace(state, turn_total=total, rolling=False)


def step(state: PigState, action: Action, rng: random.Random) -> PigState:
    """Apply a decision; after ``Roll`` the die is thrown at once with ``rng``."""
    after = apply(state, action)
    return apply(after, Die(dice.throw(rng))) if after.rolling else after


def outcome(state: PigState) -> Outcome | None:
    """None while the game goes on; the first to the goal wins."""
    if not is_terminal(state):
        return None
    best = max(state.scores)
    return Outcome(state.scores, tuple(p for p, s in enumerate(state.scores) if s == best))


def _why_not(state: PigState, action: object) -> str | None:
    if not isinstance(action, Roll | Hold | Die):
        return "not an action"
    if is_terminal(state):
        return "the game is over"
    if isinstance(action, Die):
        if not state.rolling:
            return "the die is not being thrown"
        face = action.face
        return None if type(face) is int and face in dice.FACES else "a die shows 1 to 6"
    if state.rolling:
        return "the die is in the air: its face comes first"
    if isinstance(action, Hold) and not state.turn_total:
        return "there is nothing to hold: roll at least once"
    return None


def _bank(state: PigState, points: int) -> PigState:
    """The turn ends with ``points`` banked; the other player's turn begins (unless the
    goal is reached: then the game is over and the mover stays)."""
    scores = list(state.scores)
    scores[state.current] += points
    won = scores[state.current] >= state.rules.goal
    current = state.current if won else state.opponent
    return PigState(state.rules, tuple(scores), current)


def parse_position(text: str, rules: Rules = STANDARD) -> PigState:
    """A state from its notation; InvalidPigNotationError unless the rules can reach it."""
    fields: dict[str, str] = {}
    for token in text.split() if isinstance(text, str) else ():
        key, sep, value = token.partition(":")
        if not sep or key not in ("s", "p", "t", "r") or key in fields:
            raise InvalidPigNotationError(f"bad field {shown(token)} in position {shown(text)}")
        fields[key] = value
    if sorted(fields) != ["p", "r", "s", "t"] or fields["r"] not in ("-", "?"):
        raise InvalidPigNotationError(f"position {shown(text)}: write s:A/B p:P t:T r:- or r:?")
    try:
        scores = tuple(int(s) for s in fields["s"].split("/"))
        current, total = int(fields["p"]), int(fields["t"])
    except ValueError:
        raise InvalidPigNotationError(f"bad number in position {shown(text)}") from None
    state = PigState(rules, scores, current, total, fields["r"] == "?")
    why = _unreachable(state)
    if why:
        raise InvalidPigNotationError(f"{why} in position {shown(text)}")
    return state


def _unreachable(state: PigState) -> str | None:
    """Why the rules cannot reach this state, or None."""
    goal = state.rules.goal
    if state.players != 2:
        return "Pig has two scores"
    if not 0 <= state.current < state.players:
        return f"no player {state.current}"
    if any(not 0 <= s < goal + dice.SIDES for s in state.scores):
        return f"a score is from 0 to {goal + dice.SIDES - 1}"
    if sum(s >= goal for s in state.scores) > 1:
        return "only one player reaches the goal"
    mover = state.scores[state.current]
    if is_terminal(state):
        if mover < goal or state.turn_total or state.rolling:
            return "the game is over: the winner stays to move, with no turn under way"
        return None
    if state.turn_total < 0 or state.turn_total == 1 or mover + state.turn_total >= goal:
        return f"a turn total is 0, or from 2 to {goal - 1 - mover}"
    return None
