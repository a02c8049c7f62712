"""The gettext catalogs (app/locale, wormlib/locale) and the pages that speak from them.

Every message is translated in every language with the same fields, plural messages have the
language's forms, the catalogs compile with Babel, Babel's extraction of the code finds only
keys that exist and every key is used; and every page, in every language, shows no word that
only another language uses (English or Dutch left in German, say).
"""

from __future__ import annotations

import ast
import gettext
import io
import json
import random
import re
import string
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from google.protobuf.message import Message as Proto  # type: ignore[import-untyped]
from streamlit.testing.v1 import AppTest

from app.regenwormen import match as m
from app.regenwormen import play_state as view
from wormlib.core import i18n
from wormlib.core.i18n import LANGUAGES, SOURCE, Words, key_of
from wormlib.regenwormen import game
from wormlib.regenwormen.rules import OFFICIAL

ROOT = Path(__file__).resolve().parent.parent
#: Each domain: its catalogs, the code that asks for its keys, and the functions it asks with
#: (Babel keyword specs: the argument that holds the key), singular and plural.
DOMAINS: dict[str, tuple[Path, tuple[Path, ...], dict[str, Any], dict[str, Any]]] = {
    "app": (
        ROOT / "app" / "locale",
        (ROOT / "app", ROOT / "pages"),
        {"t": None},
        {"nt": None},
    ),
    "wormlib": (ROOT / "wormlib" / "locale", (ROOT / "wormlib",), {"tr": (2,)}, {"ntr": (2,)}),
}
#: Plural-Forms per language: gettext's usual rules (French: 0 and 1 are singular).
PLURAL_FORMS = {
    "en": "nplurals=2; plural=(n != 1);",
    "nl": "nplurals=2; plural=(n != 1);",
    "de": "nplurals=2; plural=(n != 1);",
    "fr": "nplurals=2; plural=(n > 1);",
}


def read(domain: str, lang: str) -> Catalog:
    with (DOMAINS[domain][0] / f"{lang}.po").open("rb") as po:
        return read_po(po)


def messages(catalog: Catalog) -> dict[str, Message]:
    return {key_of(message): message for message in catalog if message.id}


def forms(message: Message) -> tuple[str, ...]:
    text = message.string
    return (text,) if isinstance(text, str) else tuple(text or ())


def fields(texts: Sequence[str]) -> set[str]:
    """The names str.format fills in ('{a.b}' and '{c[0]}' name a and c)."""
    names = set()
    for text in texts:
        for _, name, _, _ in string.Formatter().parse(text):
            if name is not None:
                names.add(re.split(r"[.\[]", name, maxsplit=1)[0])
    return names


WORDS = Words(DOMAINS["app"][0])
CASES = [(domain, lang) for domain in DOMAINS for lang in LANGUAGES]


# --- the catalogs ----------------------------------------------------------------------------


@pytest.mark.parametrize(("domain", "lang"), CASES)
def test_every_message_is_translated(domain: str, lang: str) -> None:
    source, catalog = messages(read(domain, SOURCE)), messages(read(domain, lang))
    assert sorted(catalog) == sorted(source)
    untranslated = [k for k, msg in catalog.items() if msg.fuzzy or not all(forms(msg))]
    assert untranslated == []


@pytest.mark.parametrize(("domain", "lang"), CASES)
def test_placeholders_match_the_english(domain: str, lang: str) -> None:
    source = messages(read(domain, SOURCE))
    wrong = {
        k: sorted(fields(forms(msg)) ^ fields(forms(source[k])))
        for k, msg in messages(read(domain, lang)).items()
        if fields(forms(msg)) != fields(forms(source[k]))
    }
    assert wrong == {}


@pytest.mark.parametrize(("domain", "lang"), CASES)
def test_every_text_formats_with_its_fields(domain: str, lang: str) -> None:
    """No stray brace: each form fills in with the message's fields (and ``n`` for a count)."""
    for msg in messages(read(domain, lang)).values():
        for text in forms(msg):
            text.format(**dict.fromkeys(fields([text]) | {"n"}, "x"))


@pytest.mark.parametrize(("domain", "lang"), CASES)
def test_plural_messages_have_the_languages_forms(domain: str, lang: str) -> None:
    catalog = read(domain, lang)
    assert catalog.plural_forms == PLURAL_FORMS[lang]
    source = messages(read(domain, SOURCE))
    plural = {k for k, msg in source.items() if msg.pluralizable}
    assert plural, "the catalogs have plurals (worms, dice, moves)"
    for k, msg in messages(catalog).items():
        assert msg.pluralizable == (k in plural), k
        if msg.pluralizable:
            assert len(forms(msg)) == catalog.num_plurals, k


@pytest.mark.parametrize(("domain", "lang"), CASES)
def test_the_catalogs_compile_and_pick_the_right_form(domain: str, lang: str) -> None:
    catalog = read(domain, lang)
    assert list(catalog.check()) == []
    mo = io.BytesIO()
    write_mo(mo, catalog)
    mo.seek(0)
    compiled = gettext.GNUTranslations(mo)
    worms = messages(catalog)["unit.worms" if domain == "wormlib" else "play.worms"]
    one, other = forms(worms)
    k = key_of(worms)
    assert [compiled.ngettext(k, k, n) for n in (1, 2, 5)] == [one, other, other]
    assert compiled.ngettext(k, k, 0) == (one if lang == "fr" else other)


def test_words_in_every_language_with_plurals_and_numbers() -> None:
    """The lookups the app and wormlib use: the form for a count, numbers written CLDR's way."""
    assert [WORDS.plural(lang, "play.worms", 2) for lang in ("en", "nl", "de", "fr")] == [
        "2 worms",
        "2 wormen",
        "2 Würmer",
        "2 vers",
    ]
    assert WORDS.plural("fr", "play.worms", 0) == "0 ver"
    assert WORDS.plural("en", "play.worms", 0) == "0 worms"
    assert i18n.ntr("de", "unit.worms", 1.5) == "1,50 Würmer"
    assert [i18n.number(1174.5, lang) for lang in ("en", "nl", "de", "fr")] == [
        "1,174.50",
        "1.174,50",
        "1.174,50",
        "1\u202f174,50",
    ]
    assert [i18n.percent(0.2316, lang) for lang in ("en", "nl", "de", "fr")] == [
        "23.2%",
        "23,2%",
        "23,2\xa0%",
        "23,2\xa0%",
    ]
    assert i18n.percent(0.00001, "en") == "<0.1%"
    assert i18n.percent(0.99999, "nl") == ">99,9%"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_notebook_tables_and_bot_sentences_speak_every_language(lang: str) -> None:
    """odds(), replay() and a bot's reason in ``lang``: the labels come from the catalogs."""
    from wormlib.core.reason import Pct
    from wormlib.regenwormen.bots import Kept, Reason, Worms
    from wormlib.regenwormen.odds import odds
    from wormlib.regenwormen.replay import replay

    engine = Words(DOMAINS["wormlib"][0])
    report = str(odds("WW444", roll="125", lang=lang))
    assert engine.text(lang, "display.choice") in report
    assert engine.text(lang, "display.keep", count=1, face=5) in report
    html = replay(ROOT / "examples" / "sample_game.json", lang=lang)._repr_html_()
    assert f">{engine.text(lang, 'display.actions')}<" in html
    said = Reason("thumb_high", (("dice", Kept(6, 2)), ("points", 10), ("left", 3))).text(lang)
    assert said == engine.text(
        lang, "bot.thumb_high", dice=engine.plural(lang, "bot.dice_worm", 2), points=10, left=3
    )
    worms = Reason("take_last", (("tile", 25), ("worms", Worms(1.5)))).text(lang)
    assert i18n.number(1.5, lang) in worms
    assert engine.plural(lang, "unit.worms", 2, n="").strip() in worms  # 1.50 reads plural
    assert i18n.percent(0.25, lang, 0) in Reason(
        "thumb_roll", (("bust", Pct(0.25)), ("tile", 27))
    ).text(lang)


# --- the code against the catalogs (Babel's extraction) ------------------------------------


def extracted(domain: str, keywords: dict[str, Any]) -> dict[str, list[str]]:
    """Every constant key the code passes to these functions, with where (Babel's extraction:
    ``pybabel extract -F tools/babel.cfg`` with the same keywords)."""
    found: dict[str, list[str]] = {}
    for directory in DOMAINS[domain][1]:
        for file, line, message, _, _ in extract_from_dir(
            directory, method_map=[("**.py", "python")], keywords=keywords, comment_tags=()
        ):
            found.setdefault(str(message), []).append(f"{directory.name}/{file}:{line}")
    return found


def code(domain: str) -> Iterator[ast.AST]:
    for directory in DOMAINS[domain][1]:
        for path in sorted(directory.rglob("*.py")):
            yield from ast.walk(ast.parse(path.read_text(encoding="utf-8")))


def built_prefixes(nodes: Iterator[ast.AST]) -> set[str]:
    """The constant start of every text built at run time: f"play.level.{level}" gives
    'play.level.', "rk.colour." + name gives 'rk.colour.'; and constants that end like a
    prefix ('play.level.' handed to a helper that adds the name)."""
    found = set()
    for node in nodes:
        head: ast.AST | None = None
        if isinstance(node, ast.JoinedStr) and node.values:
            head = node.values[0]
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            head = node.left
        elif isinstance(node, ast.Constant) and str(node.value).endswith((".", "_")):
            head = node
        if isinstance(head, ast.Constant) and isinstance(head.value, str) and "." in head.value:
            found.add(head.value)
    return found


def prefixed_tails(domain: str) -> dict[str, str]:
    """Keys written P + "name" with P a module's string constant: "name" -> the whole key
    (Babel's extraction reads only the constant "name")."""
    found = {}
    for directory in DOMAINS[domain][1]:
        for path in sorted(directory.rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            names = {
                target.id: node.value.value
                for node in tree.body
                if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant)
                for target in node.targets
                if isinstance(target, ast.Name) and isinstance(node.value.value, str)
            }
            for node in ast.walk(tree):
                if (
                    isinstance(node, ast.BinOp)
                    and isinstance(node.left, ast.Name)
                    and node.left.id in names
                    and isinstance(node.right, ast.Constant)
                    and isinstance(node.right.value, str)
                ):
                    found[node.right.value] = names[node.left.id] + node.right.value
    return found


def test_the_prefixes_of_keys_built_at_run_time() -> None:
    tree = ast.parse('t(f"play.level.{x}")\nt("rk.colour." + y)\nf"{k}"\nt("a.b")\nu("bot.")')
    assert built_prefixes(ast.walk(tree)) == {"play.level.", "rk.colour.", "bot."}


def constants(domain: str) -> set[str]:
    return {
        node.value
        for node in code(domain)
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    }


@pytest.mark.parametrize("domain", DOMAINS)
def test_every_key_the_code_asks_for_exists_with_its_kind(domain: str) -> None:
    catalog = messages(read(domain, SOURCE))
    _, _, singular, plural = DOMAINS[domain]
    wrong = []
    for keywords, pluralizable in ((singular, False), (plural, True)):
        built, tails = built_prefixes(code(domain)), prefixed_tails(domain)
        for k, where in extracted(domain, keywords).items():
            if k in built:
                continue  # the head of a key built at run time ("rk.colour." + name)
            k = tails.get(k, k)  # the tail of one: P + "name" with P = "rummikub_play."
            if k not in catalog or catalog[k].pluralizable != pluralizable:
                wrong.append(f"{k} ({'plural' if pluralizable else 'singular'}) at {where}")
    assert wrong == []
    assert extracted(domain, plural), "the code asks for plural forms"


@pytest.mark.parametrize("domain", DOMAINS)
def test_every_key_in_the_catalogs_is_used(domain: str) -> None:
    """Used: extracted by Babel, built from a constant prefix at run time, or a constant the
    code passes on (``key = "a" if x else "b"``)."""
    _, _, singular, plural = DOMAINS[domain]
    used = set(extracted(domain, singular)) | set(extracted(domain, plural))
    prefixes = tuple(built_prefixes(code(domain)))
    known = constants(domain)
    unused = [
        k
        for k in messages(read(domain, SOURCE))
        if k not in used and k not in known and not k.startswith(prefixes)
    ]
    assert unused == []


def test_the_code_gives_each_text_exactly_its_fields() -> None:
    """t("play.take", tile=27) fills every field of the English text and no other; nt() also
    fills ``{n}`` with the count itself."""
    english = messages(read("app", SOURCE))
    problems = []
    for directory in DOMAINS["app"][1]:
        for path in sorted(directory.rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                    continue
                if node.func.id not in ("t", "nt") or not node.args:
                    continue
                arg = node.args[0]
                if not (isinstance(arg, ast.Constant) and arg.value in english):
                    continue  # built at run time, or unknown (the tests above say which)
                if any(k.arg is None for k in node.keywords):
                    continue  # t(key, **fields)
                given = {str(k.arg) for k in node.keywords}
                given |= {"n"} if node.func.id == "nt" else set()
                needed = fields(forms(english[arg.value]))
                spare = {"n"} if node.func.id == "nt" else set()  # a form may leave out n
                if not needed <= given or given - needed - spare:
                    where = f"{path.relative_to(ROOT)}:{node.lineno}"
                    problems.append(f"{where}: {arg.value} gets {sorted(given)}")
    assert problems == []


# --- the pages, in every language -------------------------------------------------------------

TEXT_FIELDS = {"body", "label", "help", "caption", "placeholder", "value", "options"}
_SVG_WORDS = re.compile(r'(?:aria-label|alt|title)="([^"]*)"|<title>([^<]*)</title>')
_TAGS = re.compile(r"<(style|script).*?</\1>|<[^>]*>", re.S)  # a style sheet or script, any tag
_CODE = re.compile(r"`[^`]*`|\{[^}]*\}|:\w+\[")  # code, placeholders, :blue[ directives
_WORD = re.compile(r"[^\W\d_]{4,}")


def words_of(text: str) -> set[str]:
    return {w.lower() for w in _WORD.findall(text)}


#: Names that are the same in every language: people in the examples, software, and each
#: language's own name on the language switch.
NAMES = {"anna", "jupyter", "jupyterlab", "wormlib"} | {
    word for lang in LANGUAGES for word in words_of(i18n.language_name(lang))
}


def catalog_words(lang: str) -> set[str]:
    return {
        word
        for domain in DOMAINS
        for msg in messages(read(domain, lang)).values()
        for text in forms(msg)
        for word in words_of(_CODE.sub(" ", text))
    }


def foreign_words(lang: str) -> set[str]:
    """Words the other languages' catalogs use and this language's catalogs never do."""
    others = set().union(*(catalog_words(other) for other in LANGUAGES if other != lang))
    return others - catalog_words(lang) - NAMES


def test_each_language_has_words_of_its_own() -> None:
    """The check below can fail: 'Speler' is foreign to German, 'Player' to Dutch."""
    assert "speler" in foreign_words("de")
    assert "player" in foreign_words("nl")
    assert "würfel" in foreign_words("fr")
    assert "pickomino" in foreign_words("en")


def shown(at: AppTest) -> Iterator[str]:
    """Every text of the page: markdown, labels, options, pictures' titles, charts' texts."""
    stack: list[Any] = [at._tree]
    while stack:
        node = stack.pop()
        stack.extend(getattr(node, "children", {}).values())
        proto = getattr(node, "proto", None)
        if isinstance(proto, Proto):
            yield from _proto_texts(proto)


def _proto_texts(message: Proto) -> Iterator[str]:
    for field, value in message.ListFields():
        items = (
            list(value) if isinstance(value, Sequence) and not isinstance(value, str) else [value]
        )
        for item in items:
            if isinstance(item, Proto):
                yield from _proto_texts(item)
            elif field.name == "spec" and isinstance(item, str):
                yield from _chart_texts(json.loads(item))
            elif field.name in TEXT_FIELDS and isinstance(item, str):
                pictures = [a or b for a, b in _SVG_WORDS.findall(item)]
                yield " ".join([_TAGS.sub(" ", _CODE.sub(" ", item)), *pictures])


def _chart_texts(value: Any, name: str = "") -> Iterator[str]:
    """A chart's own words: titles, trace names, bar texts, category labels, hover texts."""
    if isinstance(value, dict):
        for k, item in value.items():
            if k != "template":
                yield from _chart_texts(item, k)
    elif isinstance(value, list):
        for item in value:
            yield from _chart_texts(item, name)
    elif isinstance(value, str) and name in {"text", "name", "x", "y", "hovertemplate"}:
        yield value


def open_page(lang: str, page: str) -> AppTest:
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=120)
    at.query_params["lang"] = lang
    at.switch_page(page).run()
    assert not at.exception, [e.message for e in at.exception]
    return at


def assert_speaks(at: AppTest, lang: str) -> None:
    assert not at.exception, [e.message for e in at.exception]
    page = "\n".join(shown(at))
    assert len(words_of(page)) > 20, "the walk saw the page's words"
    foreign = words_of(page) & foreign_words(lang)
    assert foreign == set(), [
        re.findall(rf".{{0,40}}\b{w}\b.{{0,40}}", page, re.I) for w in foreign
    ]


PAGES = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "pages").glob("*.py"))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("page", PAGES)
def test_every_page_speaks_the_sessions_language(page: str, lang: str) -> None:
    assert_speaks(open_page(lang, page), lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_bust_in_the_explorer_speaks_the_sessions_language(lang: str) -> None:
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=120)
    at.query_params.update({"lang": lang, "kept": "WW444", "roll": "44W", "own": "25"})
    at.switch_page("pages/explorer.py").run()
    assert_speaks(at, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_game_with_a_bot_and_the_coach_speaks_the_sessions_language(lang: str) -> None:
    at = open_page(lang, "pages/play.py")
    at.toggle(key="play.autoplay").set_value(False).run()
    at.number_input(key=view.SETUP + "bots").set_value(1).run()
    at.selectbox(key=f"{view.SETUP}bot0").set_value("expert")
    at.number_input(key=view.SETUP + "seed").set_value(7)
    at.button(key="play.start").click().run()
    at.toggle(key="play.coach").set_value(True).run()
    for _ in range(12):  # the person's first turn, then the bot's steps with its sentences
        buttons = [b for b in at.button if b.key and b.key.startswith(("play.do.", "play.next"))]
        if not buttons:
            break
        buttons[0].click().run()
    assert_speaks(at, lang)


def finished_game() -> str:
    """A whole game of two people playing at random, saved: the page shows its report."""
    rng = random.Random(3)
    match = m.new_match([m.Seat("Ada"), m.Seat("Bo")], OFFICIAL, 3)
    while not match.over:
        match = m.play(match, rng.choice(game.legal_actions(match.state)))
    return m.dumps(match)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_report_of_a_finished_game_speaks_the_sessions_language(lang: str) -> None:
    at = open_page(lang, "pages/play.py")
    saved = finished_game().encode()
    at.file_uploader(key=view.UPLOAD).set_value(("game.json", saved, "application/json"))
    assert_speaks(at.run(), lang)


def test_fields_reads_the_names_that_format_fills_in() -> None:
    assert fields(["{a.b} {c[0]}", "{n:.0%} and {{not}}"]) == {"a", "c", "n"}
    assert fields(["no fields"]) == set()
