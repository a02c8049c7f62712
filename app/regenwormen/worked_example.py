"""The example turn of the rules page, replayed through the engine step by step.

The script only says what the dice showed and what the player chose; every position, every
list of choices and every tile that moves comes from ``wormlib.regenwormen.game``, so the
example can never teach a move the rules forbid.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from wormlib.regenwormen import game
from wormlib.regenwormen.actions import Action, Dice, parse_action
from wormlib.regenwormen.dice import Counts, bust_probability
from wormlib.regenwormen.game import parse_position
from wormlib.regenwormen.state import GameState

#: You (player 0) against Anna, who holds 25; tile 36 was turned over earlier.
START = "m:21-24,26-35 x:36 s:-/25 p:0 k:- r:-"

#: (text key under "rules.example.", the actions of the step, the step it starts from).
#: The last step goes back to try the other choice: rolling the last die.
SCRIPT: tuple[tuple[str, tuple[str, ...], int | None], ...] = (
    ("start", (), None),
    ("roll8", ("roll", "13445WWW"), None),
    ("keep_worms", ("keep W",), None),
    ("roll5", ("roll", "1244W"), None),
    ("keep_fours", ("keep 4",), None),
    ("roll3", ("roll", "11W"), None),
    ("keep_ones", ("keep 1",), None),
    ("steal", ("take 25",), None),
    ("what_if", ("roll", "4"), 6),
)


@dataclass(frozen=True, slots=True)
class Step:
    """One screen of the example: what was done, the table after it, and what may come next."""

    key: str
    chosen: tuple[Action, ...]
    after: GameState
    #: What the engine lets the same player do next (empty once the dice have passed on).
    options: tuple[Action, ...]
    #: Chance that rolling on from ``after`` busts: (used faces / 6) ** dice left.
    bust_chance: float
    #: The dice on the table when the step ends: set aside, and the roll showing. When the
    #: step ends the turn, the dice that ended it (the steal's total, the busting roll).
    kept: Counts
    roll: Counts | None


@cache
def steps() -> tuple[Step, ...]:
    """The script, checked and played by the engine (IllegalActionError if it ever drifts)."""
    out: list[Step] = []
    state = parse_position(START)
    for key, notations, origin in SCRIPT:
        if origin is not None:
            state = out[origin].after
        chosen = tuple(parse_action(n) for n in notations)
        player = state.current
        kept, roll = state.turn.kept, state.turn.roll
        for action in chosen:
            before, state = state, game.apply(state, action)
            if state.current == player:
                kept, roll = state.turn.kept, state.turn.roll
            else:  # the turn passed on: keep the dice that ended it in the picture
                kept = before.turn.kept
                roll = action.counts if isinstance(action, Dice) else None
        options = tuple(game.legal_actions(state)) if state.current == player else ()
        chance = bust_probability(len(state.turn.used_faces), state.turn.dice_left)
        out.append(Step(key, chosen, state, options, chance, kept, roll))
    return tuple(out)
