"""``python -m wormlib COMMAND``: each command is a module here with ``register`` and ``run``.

Bad input prints one line on stderr, with a long value cut to 40 characters, and exits
with code 2.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType

from wormlib.cli import odds, pig, replay, rummikub, simulate
from wormlib.cli.arguments import Parser, UsageError, reported

__all__ = ["COMMANDS", "UsageError", "main"]

COMMANDS: tuple[ModuleType, ...] = (replay, simulate, odds, rummikub, pig)


def main(argv: Sequence[str] | None = None) -> int:
    parser = Parser(prog="wormlib", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True, parser_class=Parser)
    for module in COMMANDS:
        module.register(commands)

    def run() -> int:
        args = parser.parse_args(argv)
        code: int = args.run(args)
        return code

    return reported(run)
