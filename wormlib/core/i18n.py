"""Words for people, from gettext catalogs, and numbers written the reader's way.

The words live in PO files, one per language (``wormlib/locale/<lang>.po`` for the engine's
own words, ``app/locale/<lang>.po`` for the app's): the message id is a key such as
``bot.first_roll`` and English (``en.po``) is the source a translator reads next to theirs.
Each catalog is read with Babel and compiled in memory once per process into a read-only
lookup. Nothing here holds a current language: every function takes one (the app keeps it per
session, a notebook or the command line passes it); ``gettext.install()`` would switch the
language of every user of a server at once. Numbers and percentages come from Babel's CLDR
data: 1.64 in English, 1,64 in Dutch, German and French.
"""

from __future__ import annotations

import copy
import gettext
import io
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING

from babel import Locale
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.numbers import get_decimal_symbol, get_group_symbol

from wormlib.core.errors import UnknownLanguageError, shown

if TYPE_CHECKING:
    from babel.messages.catalog import Catalog, Message

#: Every language, the one list of them (the app's switch, the catalogs, the tests), in the
#: order the app offers them; English is the source language of the catalogs.
LANGUAGES = ("nl", "en", "de", "fr")
SOURCE = "en"
#: The engine's catalogs, every game's words (wormlib/locale).
LOCALE = Path(__file__).resolve().parent.parent / "locale"


class Words:
    """Every language's catalog in one directory (``<lang>.po``), compiled in memory once.

    Read-only after loading, so one instance serves every session of a server. A message
    missing from a translation falls back to English, never to its bare key
    (tests/test_i18n.py makes sure none is missing).
    """

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self._read = {lang: _read(directory / f"{lang}.po") for lang in LANGUAGES}
        catalogs = {lang: _compiled(catalog) for lang, catalog in self._read.items()}
        for lang, catalog in catalogs.items():
            if lang != SOURCE:
                catalog.add_fallback(catalogs[SOURCE])
        self._catalogs: Mapping[str, gettext.GNUTranslations] = MappingProxyType(catalogs)
        self._keys = frozenset(key_of(message) for message in self._read[SOURCE] if message.id)

    def singular(self) -> Mapping[str, Mapping[str, str]]:
        """Every message without plural forms: key -> language -> text (a read-only copy)."""
        table: dict[str, dict[str, str]] = {}
        for lang, catalog in self._read.items():
            for message in catalog:
                if message.id and isinstance(message.id, str) and isinstance(message.string, str):
                    table.setdefault(message.id, {})[lang] = message.string
        return MappingProxyType({key: MappingProxyType(texts) for key, texts in table.items()})

    def text(self, lang: str, key: str, **fields: object) -> str:
        """The words for ``key`` in ``lang``, with ``{fields}`` filled in."""
        words = self._catalogs[check(lang)].gettext(self._known(key))
        return words.format(**fields) if fields else words

    def plural(self, lang: str, key: str, count: float, **fields: object) -> str:
        """The form of ``key`` for ``count`` (``{n}``: the count written the language's way,
        unless ``fields`` give ``n`` itself)."""
        words = self._catalogs[check(lang)].ngettext(self._known(key), key, whole(count))
        n = number(count, lang, 0 if count == int(count) else 2)
        return words.format(**{"n": n, **fields})

    def _known(self, key: str) -> str:
        """The key, if English has it (gettext itself would show an unknown key as it is)."""
        if key not in self._keys:
            raise KeyError(f"no message {key!r} in {self.directory}")
        return key


def key_of(message: Message) -> str:
    """A message's key: its id, or the singular id of a plural message."""
    return str(message.id if isinstance(message.id, str) else message.id[0])


def _read(path: Path) -> Catalog:
    with path.open("rb") as po:
        return read_po(po, locale=path.stem)


def _compiled(catalog: Catalog) -> gettext.GNUTranslations:
    mo = io.BytesIO()
    write_mo(mo, catalog)
    mo.seek(0)
    return gettext.GNUTranslations(mo)


def check(lang: str) -> str:
    """The language itself, or UnknownLanguageError naming it and the languages there are."""
    if lang not in LANGUAGES:
        raise UnknownLanguageError(
            f"no texts in language {shown(lang)}: choose one of {', '.join(LANGUAGES)}"
        )
    return lang


@cache
def engine() -> Words:
    """The engine's words (loaded on first use: the rules and the solver need none)."""
    return Words(LOCALE)


def tr(lang: str, key: str, **fields: object) -> str:
    """The engine's words for ``key`` in ``lang``: ``tr("nl", "display.bust")``."""
    return engine().text(lang, key, **fields)


def ntr(lang: str, key: str, count: float, **fields: object) -> str:
    """The engine's words for ``key`` in the form for ``count``."""
    return engine().plural(lang, key, count, **fields)


def whole(count: float) -> int:
    """The whole number that picks a plural form: a fraction reads as plural (1.5 worms)."""
    return int(count) if count == int(count) else 2


# --- numbers -----------------------------------------------------------------------------


def number(value: float, lang: str, digits: int = 2) -> str:
    """A number with ``digits`` decimals, grouped: 1,174.50 in English, 1.174,50 in Dutch."""
    if digits == 0 and value == int(value) and 0 <= value < 1000:
        check(lang)
        return str(int(value))  # the same in every language, and 10 times faster than CLDR's
    return _written(value, lang, digits, percent=False)


def percent(value: float, lang: str, digits: int = 1) -> str:
    """A chance as a percentage: 23.2% in English, 23,2 % in German.

    A chance that is neither 0 nor 1 never reads as 0% or 100%: it shows as <0.1% or >99.9%.
    """
    step = 10.0 ** -(digits + 2)
    if 0 < value < step / 2:
        return "<" + _percent(step, lang, digits)
    if 1 - step / 2 <= value < 1:
        return ">" + _percent(1 - step, lang, digits)
    return _percent(value, lang, digits)


def _percent(value: float, lang: str, digits: int) -> str:
    return _written(value, lang, digits, percent=True)


def _written(value: float, lang: str, digits: int, *, percent: bool) -> str:
    """The language's own pattern (CLDR's), with exactly ``digits`` decimals."""
    locale = _locale(lang)
    pattern = copy.copy((locale.percent_formats if percent else locale.decimal_formats)[None])
    pattern.frac_prec = (digits, digits)
    text: str = pattern.apply(value, locale)
    return text


def separators(lang: str) -> str:
    """The decimal mark, then the thousands separator (the order of Plotly's ``separators``)."""
    return get_decimal_symbol(lang) + get_group_symbol(lang)


def language_name(lang: str) -> str:
    """The language's name in itself, as a language switch lists it: 'Deutsch', 'Français'."""
    name = _locale(lang).display_name or lang
    return name[0].upper() + name[1:]


@cache
def _locale(lang: str) -> Locale:
    return Locale.parse(check(lang))
