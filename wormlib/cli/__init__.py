"""``python -m wormlib COMMAND``: each command is a module here with ``register`` and ``run``.

Bad input prints one line on stderr, with a long value cut to 40 characters, and exits
with code 2.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from types import ModuleType

from wormlib.cli import odds, replay, rummikub, simulate
from wormlib.errors import WormError, shorten, shown

COMMANDS: tuple[ModuleType, ...] = (replay, simulate, odds, rummikub)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(f"{self.prog}: {shorten(message)}")


class UsageError(Exception):
    """Bad command-line input: reported in one line with exit code 2."""


def main(argv: Sequence[str] | None = None) -> int:
    parser = _Parser(prog="wormlib", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for module in COMMANDS:
        module.register(commands)
    try:
        args = parser.parse_args(argv)
        code: int = args.run(args)
        return code
    except (UsageError, WormError) as e:
        print(f"error: {e}", file=sys.stderr)
    except OSError as e:
        where = f": {shown(e.filename)}" if e.filename else ""
        print(f"error: {e.strerror or e}{where}", file=sys.stderr)
    return 2
