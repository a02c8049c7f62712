"""Shared test helper: set a position up and replay actions written in notation."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from wormlib.regenwormen import game
from wormlib.regenwormen.actions import parse_action
from wormlib.regenwormen.game import parse_position
from wormlib.regenwormen.rules import OFFICIAL, Rules
from wormlib.regenwormen.state import GameState

Play = Callable[..., GameState]


def _play(position: str, actions: str = "", rules: Rules = OFFICIAL) -> GameState:
    """The state after ``actions`` ('roll; 11WW5555; keep 5', dice explicit) from ``position``."""
    state = parse_position(position, rules)
    for text in filter(None, (a.strip() for a in actions.split(";"))):
        state = game.apply(state, parse_action(text))
    return state


@pytest.fixture
def play() -> Play:
    """``play(position, actions="", rules=OFFICIAL)``: an exact, readable replay."""
    return _play
