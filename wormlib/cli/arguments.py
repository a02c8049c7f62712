"""What every command shares: numbers with bounds, and bad input reported in one line.

Bad input (a usage error, a WormError, a file that cannot be read) prints one line on stderr,
with a long value cut to 40 characters, and exits with code 2: never a traceback.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable
from typing import NoReturn

from wormlib.core.errors import WormError, shorten, shown

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


class UsageError(Exception):
    """Bad command-line input: reported in one line with exit code 2."""


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors are a UsageError instead of usage text and an exit."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.prog}: {shorten(message)}")


def reported(run: Callable[[], int]) -> int:
    """The exit code of ``run``, or 2 after one line on stderr when the input was bad."""
    try:
        return run()
    except (UsageError, WormError) as e:
        print(f"error: {e}", file=sys.stderr)
    except OSError as e:
        where = f": {shown(e.filename)}" if e.filename else ""
        print(f"error: {e.strerror or e}{where}", file=sys.stderr)
    return 2
