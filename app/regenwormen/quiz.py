"""Quiz questions about the rules, drawn from real game positions and answered by the engine.

A question is a pure function of its kind and a seed: random games are played with a seeded
``random.Random`` until a position of the wanted sort turns up. The right answer always comes
from ``wormlib.regenwormen.game`` (legal_actions, take_options, apply), never from a rule
written out here; the reason only names the facts the engine's answer rests on.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from wormlib.regenwormen import dice, game
from wormlib.regenwormen.actions import Action, Dice, Keep, Roll, Take
from wormlib.regenwormen.dice import Counts
from wormlib.regenwormen.rules import OFFICIAL
from wormlib.regenwormen.state import GameState, initial_state
from wormlib.regenwormen.tiles import MIN_TOTAL

Kind = Literal["keep", "bust", "tile", "steal"]
KINDS: tuple[Kind, ...] = ("keep", "bust", "tile", "steal")

YES, NO, NONE = "yes", "no", "none"
_GAMES = 400  # enough games to find every sort of position; each takes about a millisecond


@dataclass(frozen=True, slots=True)
class Question:
    """One check: the position to show, the choices, the engine's answer and why."""

    kind: Kind
    #: The position before the answer; in a bust question about a roll, the dice are in the air.
    state: GameState
    #: The dice on the table: the roll to judge (None when the question is about stopping).
    roll: Counts | None
    choices: tuple[str, ...]
    answer: frozenset[str]
    #: Text key (under "rules.why.") of the one-line reason, with its fields.
    reason: str
    fields: tuple[tuple[str, str], ...]

    @property
    def multi(self) -> bool:
        """Several choices may be right at once (the faces you may set aside)."""
        return self.kind == "keep"

    def is_right(self, picked: str | frozenset[str] | None) -> bool:
        chosen = picked if isinstance(picked, frozenset) else frozenset([picked] if picked else [])
        return chosen == self.answer


def question(kind: Kind, seed: int) -> Question:
    """The question of this kind for this seed (the same seed always gives the same one)."""
    return _question(kind, seed)


def faces_text(faces: tuple[int, ...] | list[int]) -> str:
    """Faces for a reason line, the worm written as 🪱: '1, 4, 🪱'."""
    return ", ".join("🪱" if f == dice.WORM else str(f) for f in faces) or "-"


# --- the generators ---------------------------------------------------------------------


@lru_cache(maxsize=256)
def _question(kind: Kind, seed: int) -> Question:
    rng = random.Random(f"{kind}:{seed}")
    return _MAKERS[kind](rng)


def _keep(rng: random.Random) -> Question:
    """Which faces may you set aside now? Mostly rolls that repeat a face already kept."""
    repeat = rng.random() < 0.8
    state = _draw(rng, lambda s: _showing(s) and bool(_repeats(s)) == repeat, _showing)
    roll = state.turn.roll
    assert roll is not None
    allowed = [a.face for a in game.legal_actions(state) if isinstance(a, Keep)]
    repeats = _repeats(state)
    fields = {"new": faces_text(allowed), "used": faces_text(repeats)}
    return Question(
        kind="keep",
        state=state,
        roll=roll,
        choices=tuple(str(f) for f in dice.faces_in(roll)),
        answer=frozenset(str(f) for f in allowed),
        reason="keep_new" if repeats else "keep_all",
        fields=tuple(fields.items()),
    )


def _bust(rng: random.Random) -> Question:
    """Is this a bust? Half the time about a roll, half the time about stopping now."""
    if rng.random() < 0.5:
        return _bust_roll(rng)
    return _bust_stop(rng)


def _bust_roll(rng: random.Random) -> Question:
    state = _draw(rng, lambda s: s.turn.rolling and len(s.turn.used_faces) >= 2)
    outcomes = game.chance_outcomes(state)
    busts = [(d, p) for d, p in outcomes if _turn_over(state, game.apply(state, d))]
    safe = [(d, p) for d, p in outcomes if (d, p) not in busts]
    pool = busts if busts and rng.random() < 0.5 else safe
    roll = rng.choices([d for d, _ in pool], weights=[p for _, p in pool])[0].counts
    is_bust = _turn_over(state, game.apply(state, Dice(roll)))
    new = [f for f in dice.faces_in(roll) if f not in state.turn.used_faces]
    fields = {"faces": faces_text(dice.faces_in(roll)), "new": faces_text(new)}
    return Question(
        kind="bust",
        state=state,
        roll=roll,
        choices=(YES, NO),
        answer=frozenset([YES if is_bust else NO]),
        reason="bust_roll" if is_bust else "no_bust_roll",
        fields=tuple(fields.items()),
    )


#: The reason line for each answer of the engine's ``why_no_tile`` (None: a tile is taken).
_BUST_REASONS: dict[game.NoTile | None, str] = {
    None: "no_bust_stop",
    "no worm": "bust_no_worm",
    "low total": "bust_low",
    "out of reach": "bust_no_tile",
}


def _bust_stop(rng: random.Random) -> Question:
    """You stop here: is it a bust? Busts are rarer, so they are asked for half the time."""
    want_bust = rng.random() < 0.5
    state = _draw(
        rng,
        lambda s: _deciding(s) and (not game.take_options(s)) == want_bust,
        _deciding,
    )
    turn, takes = state.turn, game.take_options(state)
    reason = _BUST_REASONS[game.why_no_tile(state)]
    fields = {"total": str(turn.total), "tiles": ", ".join(map(str, takes)), "min": str(MIN_TOTAL)}
    return Question(
        kind="bust",
        state=state,
        roll=None,
        choices=(YES, NO),
        answer=frozenset([NO if takes else YES]),
        reason=reason,
        fields=tuple(fields.items()),
    )


def _tile(rng: random.Random) -> Question:
    """Which middle tile does your total take? Mostly when the equal tile is gone."""
    sort = rng.choices(["lower", "exact", "none"], weights=[6, 2, 2])[0]

    def wanted(s: GameState) -> bool:
        if not _can_score(s):
            return False
        tile = _middle_take(s)
        total = s.turn.total
        if sort == "lower":
            return tile is not None and tile != total
        if sort == "exact":
            return tile == total
        return tile is None

    state = _draw(rng, wanted, _can_score)
    tile, total = _middle_take(state), state.turn.total
    fields = {"total": str(total), "tile": str(tile)}
    reason = "tile_none" if tile is None else "tile_exact" if tile == total else "tile_lower"
    return Question(
        kind="tile",
        state=state,
        roll=None,
        choices=(*(str(t) for t in state.middle), NONE),
        answer=frozenset([NONE if tile is None else str(tile)]),
        reason=reason,
        fields=tuple(fields.items()),
    )


def _steal(rng: random.Random) -> Question:
    """From whom can you steal? Choices: each opponent, or nobody."""
    sort = rng.choices(["yes", "buried", "no"], weights=[5, 2, 3])[0]

    def wanted(s: GameState) -> bool:
        if not (_can_score(s) and _opponent_tiles(s)):
            return False
        if sort == "yes":
            return _victim(s) is not None
        if sort == "buried":
            return _victim(s) is None and _holder(s) is not None
        return _victim(s) is None

    state = _draw(rng, wanted, lambda s: _can_score(s) and bool(_opponent_tiles(s)))
    victim, holder, total = _victim(state), _holder(state), state.turn.total
    opponents = [p for p in range(state.players) if p != state.current]
    tops = [str(state.top(p)) for p in opponents if state.stacks[p]]
    if victim is not None:
        reason, player = "steal_yes", victim
    elif holder is not None:
        reason, player = "steal_buried", holder
    else:
        reason, player = "steal_no", -1
    fields = {"total": str(total), "player": str(player + 1), "tops": ", ".join(tops)}
    return Question(
        kind="steal",
        state=state,
        roll=None,
        choices=(*(str(p) for p in opponents), NONE),
        answer=frozenset([NONE if victim is None else str(victim)]),
        reason=reason,
        fields=tuple(fields.items()),
    )


_MAKERS: dict[Kind, Callable[[random.Random], Question]] = {
    "keep": _keep,
    "bust": _bust,
    "tile": _tile,
    "steal": _steal,
}


# --- what the engine says about a position ----------------------------------------------


def _showing(state: GameState) -> bool:
    """Dice lie on the table and a face must be chosen."""
    return state.turn.roll is not None


def _repeats(state: GameState) -> list[int]:
    """Faces of the roll that the engine does not let you keep (set aside earlier)."""
    roll = state.turn.roll
    if roll is None:
        return []
    allowed = {a.face for a in game.legal_actions(state) if isinstance(a, Keep)}
    return [f for f in dice.faces_in(roll) if f not in allowed]


def _deciding(state: GameState) -> bool:
    """Dice are set aside and no roll is showing: the player may roll on or stop."""
    turn = state.turn
    return game.current_player(state) >= 0 and turn.roll is None and sum(turn.kept) > 0


def _can_score(state: GameState) -> bool:
    """Stopping now would take a tile or bust only for want of one: worm and total >= 21."""
    return _deciding(state) and game.why_no_tile(state) in (None, "out of reach")


def _middle_take(state: GameState) -> int | None:
    """The middle tile among the engine's take options, if any."""
    return next((t for t in game.take_options(state) if t in state.middle), None)


def _victim(state: GameState) -> int | None:
    """The opponent who loses a tile when the engine lets you steal your total."""
    total = state.turn.total
    if total in state.middle or total not in game.take_options(state):
        return None
    return state.opponent_with_top(total)


def _holder(state: GameState) -> int | None:
    """An opponent holding your total somewhere in the stack (shown when it is not on top)."""
    total = state.turn.total
    return next(
        (p for p in range(state.players) if p != state.current and total in state.stacks[p]),
        None,
    )


def _opponent_tiles(state: GameState) -> bool:
    return any(state.stacks[p] for p in range(state.players) if p != state.current)


def _turn_over(before: GameState, after: GameState) -> bool:
    """The turn ended (a bust) when the engine has passed the dice on."""
    return after.current != before.current


# --- real positions from random games ---------------------------------------------------


def _draw(
    rng: random.Random,
    wanted: Callable[[GameState], bool],
    fallback: Callable[[GameState], bool] | None = None,
) -> GameState:
    """A random position from random games that ``wanted`` accepts (else ``fallback``)."""
    spare: GameState | None = None
    for _ in range(_GAMES):
        positions = list(_positions(rng))
        found = [s for s in positions if wanted(s)]
        if found:
            return rng.choice(found)
        if spare is None and fallback is not None:
            spare = next((s for s in positions if fallback(s)), None)
    if spare is None:
        raise RuntimeError("no position of the wanted sort turned up in random games")
    return spare


def _positions(rng: random.Random) -> Iterator[GameState]:
    """Every position of one random game of 2 to 4 players, dice in the air included."""
    state = initial_state(rng.randint(2, 4), OFFICIAL)
    while not game.is_terminal(state):
        yield state
        if state.turn.rolling:
            counts = dice.sample_roll(state.turn.dice_left, rng)
            state = game.apply(state, Dice(counts))
        else:
            state = game.apply(state, _plausible_action(state, rng))


def _plausible_action(state: GameState, rng: random.Random) -> Action:
    """A player who is neither wise nor silly: keeps high faces, stops sometimes."""
    actions = game.legal_actions(state)
    keeps = [a for a in actions if isinstance(a, Keep)]
    roll = state.turn.roll
    if keeps and roll is not None:
        weights = [roll[k.face - 1] * dice.FACE_VALUES[k.face - 1] for k in keeps]
        return rng.choices(keeps, weights=weights)[0]
    takes = [a for a in actions if isinstance(a, Take)]
    if takes and (Roll() not in actions or rng.random() < 0.5):
        return rng.choice(takes)
    if Roll() in actions:
        return Roll()
    return rng.choice(actions)
