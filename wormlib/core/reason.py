"""Why a bot decided as it did, in one design for every game: a key and the values behind it.

The engine speaks no language: a game's bots name their sentences under one ``SECTION`` of the
catalogs (wormlib/locale), and ``Reason.text(lang)`` words them in any language. A value that
needs words of its own (a chance, the dice kept) is ``Worded``: it writes itself in a language.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Protocol

from wormlib.core.i18n import percent, tr


class Worded(Protocol):
    """A value of a reason that is written the reader's way."""

    def text(self, lang: str) -> str: ...


Value = int | str | Worded


@dataclass(frozen=True, slots=True)
class Pct:
    """A probability, shown as a percentage (whole by default)."""

    p: float
    digits: int = 0

    def text(self, lang: str) -> str:
        return percent(self.p, lang, self.digits)


@dataclass(frozen=True, slots=True)
class Reason:
    """A key and the values that fill in its sentence, ``<SECTION><key>`` in the catalogs.

    Each game subclasses it to name its section (``bot.`` for Regenwormen, ``rummikub.bot.``).
    """

    SECTION: ClassVar[str]

    key: str
    values: tuple[tuple[str, Value], ...] = ()

    def text(self, lang: str = "en") -> str:
        """The sentence in ``lang``: English by default, as the command line prints it."""
        filled = {name: worded(value, lang) for name, value in self.values}
        return tr(lang, self.SECTION + self.key, **filled)

    def __getitem__(self, name: str) -> Value:
        return dict(self.values)[name]

    def __str__(self) -> str:
        return self.text("en")


def worded(value: Value, lang: str) -> str:
    """A value as its reason's sentence shows it in ``lang``."""
    return str(value) if isinstance(value, int | str) else value.text(lang)
