"""Shared helper: a Rummikub position written in notation (``position`` fixture)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from wormlib.rummikub.rules import SEED, Rules
from wormlib.rummikub.state import GameState, parse_position

Position = Callable[..., GameState]


def _position(
    racks: str,
    table: str = "-",
    *,
    opened: str | None = None,
    player: int = 0,
    passes: int = 0,
    rules: Rules = SEED,
    rounds: int = 1,
    history: str = "-",
) -> GameState:
    """A round under way: racks separated by '/', the table as melds separated by '|'."""
    n = len(racks.split("/"))
    flags = opened if opened is not None else " ".join("0" * n)
    return parse_position(
        f"racks: {racks}; table: {table}; opened: {flags}; player: {player}; passes: {passes}; "
        f"drawing: 0; dealt: 1; rounds: {rounds}; history: {history}",
        rules,
    )


@pytest.fixture
def position() -> Position:
    """``position(racks, table="-", opened="1 0", player=0, rules=SEED, ...)``."""
    return _position
