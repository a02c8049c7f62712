"""Regenwormen (Pickomino, Heckmeck): the rules, an exact turn solver, bots and tournaments.

The rules are applied in ``game`` (legal actions, apply, the outcome, positions in notation),
the best play is found by ``solver`` and ``odds``, bots and tournaments live in ``bots`` and
``tournament``. It speaks the core's vocabulary (``wormlib.core.game``) and imports no other
game; never imports streamlit.
"""

from typing import TYPE_CHECKING

from wormlib.regenwormen.actions import Action, Dice, Keep, Roll, Stop, Take, parse_action
from wormlib.regenwormen.game import (
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
    take_options,
    why_no_tile,
)
from wormlib.regenwormen.rules import OFFICIAL, VARIANTS, Rules, rules_named
from wormlib.regenwormen.state import GameState, Turn, initial_state

__all__ = [
    "CHANCE",
    "OFFICIAL",
    "TERMINAL",
    "VARIANTS",
    "Action",
    "Dice",
    "GameState",
    "Keep",
    "Outcome",
    "Roll",
    "Rules",
    "Stop",
    "Take",
    "Turn",
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
    "take_options",
    "why_no_tile",
]

if TYPE_CHECKING:  # the game offers the core's whole vocabulary
    import wormlib.regenwormen as _this
    from wormlib.core.game import Game, Saves
    from wormlib.regenwormen import save

    _game: Game[GameState, Action, Rules] = _this
    _saves: Saves[Rules, GameState, Action] = save
