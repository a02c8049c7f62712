"""A game of Pig between a person and a bot, as a frozen value (no streamlit).

The die is thrown from a generator seeded by the game's seed and the number of actions so
far, so a game replays from its seed and a rerun of the page throws nothing new. After each
decision of the person the bot plays its whole turn at once, and what it rolled is kept to
be told.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from wormlib.core import dice
from wormlib.pig import game
from wormlib.pig.actions import Action, Die, Roll
from wormlib.pig.bots import make_bot
from wormlib.pig.rules import Rules
from wormlib.pig.state import PigState, initial_state

#: A bot's turn ends within this many rolls (the goal is at most 100; a bot holds at 20 or
#: earlier, or rolls to the goal): a bound, never reached.
MAX_BOT_ROLLS = 200


@dataclass(frozen=True, slots=True)
class Match:
    rules: Rules
    bot: str
    #: The person's seat: 0 moves first.
    seat: int
    seed: int
    state: PigState
    actions: tuple[Action, ...] = ()
    #: The face the person's last roll showed (None before it, or after a hold).
    rolled: int | None = None
    #: The faces of the bot's last turn, and whether it held (else it rolled a 1 or won).
    bot_rolled: tuple[int, ...] = ()
    bot_held: bool = False

    @property
    def over(self) -> bool:
        return game.is_terminal(self.state)

    @property
    def person_won(self) -> bool:
        result = game.outcome(self.state)
        return result is not None and self.seat in result.winners


def new(rules: Rules, bot: str, seat: int, seed: int) -> Match:
    """A new game; when the bot moves first it has played its turn."""
    make_bot(bot)  # an unknown name fails here, not in the middle of a game
    match = Match(rules, bot, seat, seed, initial_state(2, rules))
    return _bot_turn(match) if seat != 0 else match


def act(match: Match, action: Action) -> Match:
    """The person's decision (a roll throws the die), then the bot's turn if it is its turn."""
    after = _apply(match, action)
    rolled = None
    if after.state.rolling:
        face = dice.throw(random.Random(f"pig:{match.seed}:{len(after.actions)}"))
        after, rolled = _apply(after, Die(face)), face
    after = replace(after, rolled=rolled)
    if game.current_player(after.state) == 1 - match.seat:
        return _bot_turn(replace(after, bot_rolled=(), bot_held=False))
    return after


def _apply(match: Match, action: Action) -> Match:
    return replace(match, state=game.apply(match.state, action), actions=(*match.actions, action))


def _bot_turn(match: Match) -> Match:
    bot, me, faces = make_bot(match.bot), 1 - match.seat, []
    for _ in range(MAX_BOT_ROLLS):
        if game.current_player(match.state) != me:
            break
        action = bot.decide(match.state)
        match = _apply(match, action)
        if isinstance(action, Roll):
            face = dice.throw(random.Random(f"pig:{match.seed}:{len(match.actions)}"))
            faces.append(face)
            match = _apply(match, Die(face))
    held = bool(faces) and faces[-1] != 1 and not game.is_terminal(match.state)
    return replace(match, bot_rolled=tuple(faces), bot_held=held)
