"""Argument types shared by the commands: numbers with bounds, errors cut short."""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable

from wormlib.errors import shown

_WHOLE = re.compile(r"[+-]?[0-9]+")
_DIGITS = 30


def whole(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from low to high (else a one-line usage error)."""

    def read(text: str) -> int:
        body = text.strip()
        if not _WHOLE.fullmatch(body):
            raise argparse.ArgumentTypeError(f"not a whole number: {shown(text)}")
        # more digits than any bound has are out of range without turning them into an int
        if len(body) > _DIGITS or not low <= int(body) <= high:
            raise argparse.ArgumentTypeError(f"{shown(body)} is not from {low:,} to {high:,}")
        return int(body)

    return read
