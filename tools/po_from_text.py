"""One-off: write the gettext catalogs from the Python text tables they replace.

Reads app/text/*.py (``TEXT = {key: {"en": ..., "nl": ...}}``), the bots' sentences
(``wormlib.bots.TEMPLATES``) and the notebook labels (``wormlib.display.LABELS``) and writes
``app/locale/<lang>.po`` and ``wormlib/locale/<lang>.po``: msgid the key, msgstr the text.
A count's ``.one``/``.other`` keys and the few ad-hoc plurals ("worm(s)", a separate
one-die key) become one entry with ``msgid_plural`` and the language's Plural-Forms.

German and French are kept from the catalogs already written, keyed by msgid: re-running
after the tables changed leaves only the keys that are new, or whose English changed (marked
fuzzy, the old translation kept as a hint), to translate; they are listed at the end.
``--add LANG=FILE`` merges translations written as a Python literal ``{key: text or
(one, other)}`` (the way the German and French were first written).

    .tools/bin/uv run python tools/po_from_text.py [--add de=de.py --add fr=fr.py]
"""

from __future__ import annotations

import argparse
import ast
import importlib
import pkgutil
import sys
from collections.abc import Iterable, Mapping
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from wormlib.i18n import LANGUAGES, SOURCE  # noqa: E402

WRITTEN = ("en", "nl")  # the languages the tables hold
TRANSLATED = tuple(lang for lang in LANGUAGES if lang not in WRITTEN)
#: gettext's traditional French rule (CLDR's third form, for millions, never occurs here).
PLURAL_FORMS = {"fr": "nplurals=2; plural=(n > 1);"}

Text = str | tuple[str, ...]
Table = dict[str, dict[str, Text]]  # key -> language -> text (or its plural forms)

#: Two keys that become one plural entry: (the key of the singular, the key of the plural).
JOINED = {
    "explorer.dice_count": ("explorer.one_die", "explorer.dice_count"),
    "rules.example.may_roll": ("rules.example.may_roll_one", "rules.example.may_roll"),
}
#: Ad-hoc plurals written out: key -> (the table's English it was written from, the forms).
REWORDED: dict[str, tuple[str, dict[str, Text]]] = {
    "common.pic_tile": (
        "Tile {tile} with {worms} worm(s)",
        {
            "en": ("Tile {tile} with {n} worm", "Tile {tile} with {n} worms"),
            "nl": ("Tegel {tile} met {n} worm", "Tegel {tile} met {n} wormen"),
        },
    ),
    "common.pic_stack": (
        "Stack of {height} tile(s), {top} on top",
        {
            "en": ("Stack of {n} tile, {top} on top", "Stack of {n} tiles, {top} on top"),
            "nl": ("Stapel van {n} tegel, {top} bovenop", "Stapel van {n} tegels, {top} bovenop"),
        },
    ),
}
#: The app's words that were written inline in code (a game's name on the first page).
APP_EXTRA: Table = {"rummikub.name": {"en": "Rummikub", "nl": "Rummikub"}}
#: The engine's words that were written inline in code (dice in words, notebook tables).
ENGINE_EXTRA: Table = {
    "bot.dice_face": {
        "en": ("the die showing {face}", "the {n} dice showing {face}"),
        "nl": ("de dobbelsteen met een {face}", "de {n} dobbelstenen met een {face}"),
    },
    "bot.dice_worm": {
        "en": ("the worm", "the {n} worms"),
        "nl": ("de worm", "de {n} wormen"),
    },
    "unit.worms": {"en": ("{n} worm", "{n} worms"), "nl": ("{n} worm", "{n} wormen")},
    # the glossary's word for a keep (not "keep"/"houd")
    "display.keep": {"en": "set aside {count} × {face}", "nl": "leg {count} × {face} apart"},
    "display.action": {"en": "action", "nl": "actie"},
    "display.value": {"en": "value", "nl": "waarde"},
    "display.next_roll_busts": {
        "en": "the next roll busts: {p}",
        "nl": "de volgende worp mislukt: {p}",
    },
    "display.solution": {
        "en": "goal {goal}: worth {value} at the start of the turn, the turn ends in a bust {p}",
        "nl": "doel {goal}: {value} waard aan het begin van de beurt, de beurt mislukt {p}",
    },
    "display.bot": {"en": "bot", "nl": "bot"},
    "display.wins": {"en": "wins", "nl": "gewonnen"},
    "display.interval": {"en": "95% interval", "nl": "95%-interval"},
    "display.worms_per_game": {"en": "worms per game", "nl": "wormen per spel"},
    "display.turns_bust": {"en": "turns that bust", "nl": "mislukte beurten"},
    "display.games": {
        "en": ("{n} game, rules {rules}", "{n} games, rules {rules}"),
        "nl": ("{n} spel, spelregels {rules}", "{n} spellen, spelregels {rules}"),
    },
    "display.turn": {"en": "turn", "nl": "beurt"},
    "display.player": {"en": "player", "nl": "speler"},
    "display.actions": {"en": "dice and choices", "nl": "dobbelstenen en keuzes"},
    "display.end": {"en": "end", "nl": "einde"},
    "display.tile": {"en": "tile {tile}", "nl": "tegel {tile}"},
}


def app_table() -> Table:
    """Every text of app/text/*.py; ``.one``/``.other`` pairs joined into plural entries."""
    import app.text

    flat: dict[str, dict[str, str]] = {}
    for info in pkgutil.iter_modules(app.text.__path__):
        flat.update(importlib.import_module(f"app.text.{info.name}").TEXT)
    table: Table = {}
    for key, texts in flat.items():
        stem, _, form = key.rpartition(".")
        if form == "other" and f"{stem}.one" in flat:
            table[stem] = {lang: (flat[f"{stem}.one"][lang], text) for lang, text in texts.items()}
        elif not (form == "one" and f"{stem}.other" in flat):
            table[key] = dict(texts)
    for key, (one, other) in JOINED.items():
        table[key] = {lang: (flat[one][lang], flat[other][lang]) for lang in WRITTEN}
        table.pop(one, None)
    for key, (written_from, forms) in REWORDED.items():
        if flat[key]["en"] != written_from:
            print(f"warning: {key} changed in the tables, check its plural forms", file=sys.stderr)
        table[key] = forms
    return table | APP_EXTRA


def engine_table() -> Table:
    """The bots' sentences, the notebook labels and the words written inline in code."""
    from wormlib import bots, display

    table: Table = {}
    for prefix, source in (("bot", bots.TEMPLATES), ("display", display.LABELS)):
        for key in source[SOURCE]:
            table[f"{prefix}.{key}"] = {lang: source[lang][key] for lang in WRITTEN}
    return table | ENGINE_EXTRA


def read(path: Path) -> dict[str, Message]:
    if not path.exists():
        return {}
    with path.open("rb") as po:
        return {str(m.id if isinstance(m.id, str) else m.id[0]): m for m in read_po(po) if m.id}


def added(spec: Iterable[str]) -> dict[str, dict[str, Text]]:
    """``--add LANG=FILE`` translations: LANG -> key -> text."""
    found: dict[str, dict[str, Text]] = {}
    for item in spec:
        lang, _, file = item.partition("=")
        found.setdefault(lang, {}).update(ast.literal_eval(Path(file).read_text("utf-8")))
    return found


def write(
    directory: Path, table: Table, more: Mapping[str, Mapping[str, Text]], title: str
) -> list[str]:
    """Write every language's catalog; return the keys still to translate, per language."""
    before = read(directory / f"{SOURCE}.po")
    todo = []
    for lang in LANGUAGES:
        old = read(directory / f"{lang}.po")
        catalog = Catalog(
            locale=lang,
            project="wormlib",
            version="1",
            msgid_bugs_address="",
            last_translator="the wormlib developers",
            language_team=f"{lang} (docs/glossary.md)",
            header_comment=f"# {title}: {lang}. msgid is the key the code asks for; "
            "English (en.po) is the source.\n",
            revision_date=datetime.now(UTC),
            fuzzy=False,
        )
        if lang in PLURAL_FORMS:
            catalog.mime_headers = [*catalog.mime_headers, ("Plural-Forms", PLURAL_FORMS[lang])]
        for key, texts in table.items():
            english = texts[SOURCE]
            flags = {"python-brace-format"} if "{" in "".join(_forms(english)) else set()
            if lang in texts:
                text: Text = texts[lang]
            elif key in more.get(lang, {}):
                text = more[lang][key]
            elif key in old and _string(old[key]) and _same(before.get(key), english):
                text = _string(old[key])
                flags |= set(old[key].flags) & {"fuzzy"}
            elif key in old and _string(old[key]):
                text, flags = _string(old[key]), flags | {"fuzzy"}
                todo.append(f"{lang} changed: {key}")
            else:
                text = ("",) * catalog.num_plurals if isinstance(english, tuple) else ""
                todo.append(f"{lang} new: {key}")
            if isinstance(english, tuple):
                text = _plural(text, catalog.num_plurals)
            message_id = (key, key) if isinstance(english, tuple) else key
            # Babel judges the brace flag by the msgid (a key, without braces): set it after
            catalog.add(message_id, string=text).flags.update(flags)
        directory.mkdir(parents=True, exist_ok=True)
        with (directory / f"{lang}.po").open("wb") as po:
            write_po(po, catalog, width=100, omit_header=False, sort_output=False)
    return todo


def _forms(text: Text | None) -> tuple[str, ...]:
    return () if text is None else (text,) if isinstance(text, str) else tuple(text)


def _string(message: Message) -> Text:
    string = message.string
    return tuple(string) if isinstance(string, (list, tuple)) else str(string or "")


def _same(message: Message | None, english: Text) -> bool:
    return message is not None and _forms(_string(message)) == _forms(english)


def _plural(text: Text, forms: int) -> tuple[str, ...]:
    """Plural forms for a catalog with ``forms`` of them (a singular text fills them all)."""
    given = _forms(text)
    return tuple(given[min(i, len(given) - 1)] for i in range(forms))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--add", action="append", default=[], metavar="LANG=FILE")
    args = parser.parse_args()
    more = added(args.add)
    todo = write(ROOT / "app" / "locale", app_table(), more, "The app's words")
    todo += write(ROOT / "wormlib" / "locale", engine_table(), more, "The engine's words")
    print("\n".join(todo) if todo else "every key is translated")


if __name__ == "__main__":
    main()
