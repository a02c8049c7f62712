"""Who sits at a game on the play pages, and the seeded draws that make a game replayable.

Both games' matches (app.regenwormen.match, app.rummikub.match) seat people and bots the
same way and draw their dice, tiles and bot choices from one seed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

#: The largest seed a page shows and a save may carry.
MAX_SEED = 999_999


@dataclass(frozen=True, slots=True)
class Seat:
    name: str
    #: A bot level (a key of the game's ``BOTS``), or None for a person at this screen.
    bot: str | None = None
    #: False when nobody typed the name: the page shows a default in the reader's language.
    named: bool = True


def random_seed() -> int:
    """A fresh seed to show and replay from (not from the global generator)."""
    return random.SystemRandom().randint(1, MAX_SEED)


def draws(seed: int, move: int, purpose: str) -> random.Random:
    """The generator for one move: the same seed, move number and purpose give the same draws
    (the dice of a roll, a deal, a bot's choice)."""
    return random.Random(f"{seed}:{move}:{purpose}")
