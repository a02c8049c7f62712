"""wormlib: the rules of Regenwormen (Pickomino, Heckmeck), an exact turn solver and bots."""

from wormlib.actions import Action, Dice, Keep, Roll, Stop, Take, parse_action
from wormlib.errors import (
    IllegalActionError,
    InvalidNotationError,
    RulesError,
    SaveGameError,
    WormError,
)
from wormlib.game import (
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
    step,
    take_options,
)
from wormlib.rules import OFFICIAL, VARIANTS, Rules, rules_named
from wormlib.state import GameState, Turn, initial_state, parse_position

__all__ = [
    "CHANCE",
    "OFFICIAL",
    "TERMINAL",
    "VARIANTS",
    "Action",
    "Dice",
    "GameState",
    "IllegalActionError",
    "InvalidNotationError",
    "Keep",
    "Outcome",
    "Roll",
    "Rules",
    "RulesError",
    "SaveGameError",
    "Stop",
    "Take",
    "Turn",
    "WormError",
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
]
