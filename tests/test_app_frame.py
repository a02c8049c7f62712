"""The app frame: every string in both languages, only known keys used, every page loads."""

from __future__ import annotations

import ast
import importlib
import pkgutil
import string
from collections.abc import Callable
from pathlib import Path

import pytest
from streamlit.runtime.scriptrunner import script_runner
from streamlit.testing.v1 import AppTest

import app.text
from app.i18n import CATALOG, LANGUAGES

ROOT = Path(__file__).resolve().parent.parent
PAGES = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "pages").glob("*.py"))
CODE = [
    ROOT / "streamlit_app.py",
    *(ROOT / "pages").glob("*.py"),
    *(p for p in (ROOT / "app").rglob("*.py") if "text" not in p.relative_to(ROOT).parts),
]


def fields(text: str) -> set[str]:
    """The names of the {fields} that str.format fills in."""
    names = set()
    for _, name, _, _ in string.Formatter().parse(text):
        if name is not None:
            names.add(name.split(".")[0].split("[")[0])
    return names


def t_calls() -> list[tuple[str, ast.Call]]:
    """Every call t(...) in the app's code, with its file."""
    calls = []
    for path in CODE:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "t"
            ):
                calls.append((path.relative_to(ROOT).as_posix(), node))
    return calls


def string_constants() -> set[str]:
    found = set()
    for path in CODE:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                found.add(node.value)
    return found


@pytest.mark.parametrize("key", sorted(CATALOG))
def test_every_string_exists_in_every_language_with_the_same_fields(key: str) -> None:
    texts = CATALOG[key]
    assert set(texts) == set(LANGUAGES), f"{key} has languages {sorted(texts)}"
    for lang, text in texts.items():
        assert text.strip(), f"{key} is empty in {lang}"
    assert fields(texts["en"]) == fields(texts["nl"]), key


def test_keys_are_prefixed_with_their_catalog_module() -> None:
    for info in pkgutil.iter_modules(app.text.__path__):
        module = importlib.import_module(f"app.text.{info.name}")
        wrong = [k for k in module.TEXT if not k.startswith(f"{info.name}.")]
        assert not wrong, f"app/text/{info.name}.py defines keys of another page: {wrong}"


def test_the_code_asks_only_for_keys_that_exist_with_their_fields() -> None:
    problems = []
    for where, call in t_calls():
        if not call.args or not isinstance(call.args[0], ast.Constant):
            continue  # a key chosen at run time: covered by test_every_key_is_used
        key = call.args[0].value
        if key not in CATALOG:
            problems.append(f"{where}:{call.lineno}: unknown key {key!r}")
            continue
        if any(k.arg is None for k in call.keywords):
            continue  # t(key, **fields)
        given = {k.arg for k in call.keywords}
        if given != fields(CATALOG[key]["en"]):
            problems.append(f"{where}:{call.lineno}: {key!r} gets fields {sorted(given)}")
    assert not problems, "\n".join(problems)


def test_every_key_is_used() -> None:
    """A key appears in the code as a string, or a key built at run time from its prefix."""
    constants = string_constants()
    prefixes = tuple(c for c in constants if c.endswith((".", "_")) and "." in c)
    unused = [k for k in CATALOG if k not in constants and not k.startswith(prefixes)]
    assert not unused, f"keys no code uses: {unused}"


def test_fields_reads_the_names_that_format_fills_in() -> None:
    assert fields("{total} of {n:.0%}") == {"total", "n"}
    assert fields("{a.b} {c[0]}") == {"a", "c"}
    assert fields("no fields") == set()


@pytest.fixture
def whole_app(monkeypatch: pytest.MonkeyPatch) -> Callable[[str], AppTest]:
    """``app(locale)``: the whole app as a browser session sees it.

    AppTest starts every run in Streamlit's legacy multipage mode when a ``pages/`` folder
    exists, and then runs a page script without the entry script. A server leaves that mode
    after the first st.navigation call; here every run goes through the entry script, too.
    """

    def run_entry_script(main_script_path: str) -> None:
        source = Path(main_script_path).read_text(encoding="utf-8")
        exec(compile(source, main_script_path, "exec"), {"__name__": "__main__"})

    monkeypatch.setattr(script_runner, "_mpa_v1", run_entry_script)

    def start(locale: str) -> AppTest:
        at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60)
        at.context["locale"] = locale
        return at.run()

    return start


@pytest.mark.parametrize("page", PAGES)
@pytest.mark.parametrize("locale", ["en-GB", "nl-NL"])
def test_every_page_loads_in_both_languages(
    whole_app: Callable[[str], AppTest], page: str, locale: str
) -> None:
    at = whole_app(locale)
    at.switch_page(page).run()
    assert not at.exception, [e.message for e in at.exception]
    picker = at.sidebar.radio(key="lang.picker")
    assert picker.value == locale[:2]
    assert picker.label == CATALOG["common.language"][locale[:2]]


def test_the_language_follows_the_browser_then_the_sidebar(
    whole_app: Callable[[str], AppTest],
) -> None:
    at = whole_app("nl-BE")
    assert at.sidebar.radio(key="lang.picker").value == "nl"
    at.sidebar.radio(key="lang.picker").set_value("en").run()
    assert not at.exception
    assert at.sidebar.radio(key="lang.picker").label == CATALOG["common.language"]["en"]
    at.switch_page("pages/explorer.py").run()
    assert at.sidebar.radio(key="lang.picker").value == "en"  # kept for the session
    assert at.title[0].value == CATALOG["explorer.title"]["en"]


def test_an_unknown_browser_language_gets_english(whole_app: Callable[[str], AppTest]) -> None:
    assert whole_app("fr-FR").sidebar.radio(key="lang.picker").value == "en"
