"""How many examples a property test draws: its weight, scaled by the Hypothesis profile.

The profile (tests/conftest.py) sets the budget: ``max_examples`` 100 is the weight as written
(``ci``, and a developer's default), ``quick`` draws a fifth for the edit loop, ``thorough`` ten
times as many for a night run (``HYPOTHESIS_PROFILE=thorough make check``). A test states only
what it costs next to the others: a whole game per example weighs less than a save round trip.
"""

from __future__ import annotations

from hypothesis import settings

#: The ``max_examples`` at which a weight is the number of examples drawn.
BASE = 100


def examples(weight: int) -> int:
    """The examples a test of ``weight`` draws under the loaded profile (at least one)."""
    return max(1, round(weight * settings().max_examples / BASE))
