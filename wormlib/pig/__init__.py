"""Pig: roll one die, a 1 loses the turn total, hold to bank it; first to the goal (100) wins.

The classroom game for the difference between scoring the most points and playing to win
(Neller and Presser, "Optimal Play of the Dice Game Pig"). The rules are applied in ``game``,
the exact play-to-win solver is ``solver``, the bots are in ``bots``. It speaks the core's
vocabulary (``wormlib.core.game``) and imports no other game; never imports streamlit.
"""

from typing import TYPE_CHECKING

from wormlib.pig.actions import Action, Die, Hold, Roll, parse_action
from wormlib.pig.errors import IllegalPigActionError, InvalidPigNotationError
from wormlib.pig.game import (
    CHANCE,
    TERMINAL,
    Outcome,
    apply,
    chance_outcomes,
    current_player,
    is_legal,
    is_terminal,
    legal_actions,
    outcome,
    parse_position,
    step,
)
from wormlib.pig.rules import STANDARD, Rules, rules_named
from wormlib.pig.state import PigState, initial_state

__all__ = [
    "CHANCE",
    "STANDARD",
    "TERMINAL",
    "Action",
    "Die",
    "Hold",
    "IllegalPigActionError",
    "InvalidPigNotationError",
    "Outcome",
    "PigState",
    "Roll",
    "Rules",
    "apply",
    "chance_outcomes",
    "current_player",
    "initial_state",
    "is_legal",
    "is_terminal",
    "legal_actions",
    "outcome",
    "parse_action",
    "parse_position",
    "rules_named",
    "step",
]

if TYPE_CHECKING:  # the game offers the core's whole vocabulary
    import wormlib.pig as _this
    from wormlib.core.game import Game, Saves
    from wormlib.pig import save

    _game: Game[PigState, Action, Rules] = _this
    _saves: Saves[Rules, PigState, Action] = save
