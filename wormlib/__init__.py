"""wormlib: the rules, exact solvers and bots of Regenwormen (Pickomino), Rummikub and Pig.

The short API for pupils' notebooks is here: ``from wormlib import odds, simulate_turns, replay``.
Each game is a package beside the core (``wormlib.regenwormen``, ``wormlib.rummikub``,
``wormlib.pig``, ``wormlib.core``). A name here loads its game on first use, so that
``import wormlib.rummikub`` loads no Regenwormen module.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

#: Each name of the notebook API, and the module that defines it.
_HOMES = {
    "odds": "wormlib.regenwormen.odds",
    "simulate_turns": "wormlib.regenwormen.odds",
    "replay": "wormlib.regenwormen.replay",
    "simulate": "wormlib.regenwormen.tournament",
    "wilson_interval": "wormlib.core.tournament",
    "number": "wormlib.core.i18n",
    "percent": "wormlib.core.i18n",
    "win_chances": "wormlib.regenwormen.winprob",
    "calibrate": "wormlib.regenwormen.calibration",
}

__all__ = [
    "calibrate",
    "number",
    "odds",
    "percent",
    "replay",
    "simulate",
    "simulate_turns",
    "wilson_interval",
    "win_chances",
]

if TYPE_CHECKING:
    from wormlib.core.i18n import number, percent
    from wormlib.core.tournament import wilson_interval
    from wormlib.regenwormen.calibration import calibrate
    from wormlib.regenwormen.odds import odds, simulate_turns
    from wormlib.regenwormen.replay import replay
    from wormlib.regenwormen.tournament import simulate
    from wormlib.regenwormen.winprob import win_chances
else:

    def __getattr__(name: str) -> object:
        """A name of the notebook API, from its module (PEP 562); AttributeError otherwise."""
        if name not in _HOMES:
            raise AttributeError(f"module 'wormlib' has no attribute {name!r}")
        value = getattr(import_module(_HOMES[name]), name)
        globals()[name] = value
        return value

    def __dir__() -> list[str]:
        return sorted({*globals(), *_HOMES})
