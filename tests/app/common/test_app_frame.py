"""The app frame: the language switch and the address, every page loads (the catalogs' own
tests are in tests/test_i18n.py)."""

from __future__ import annotations

import ast
import tomllib
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from app import games
from app.common import i18n
from app.common.i18n import CATALOG
from wormlib.regenwormen.save import MAX_BYTES

ROOT = Path(__file__).resolve().parents[3]
PAGES = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "pages").glob("*.py"))
CODE = [ROOT / "streamlit_app.py", *(ROOT / "pages").glob("*.py"), *(ROOT / "app").rglob("*.py")]


@pytest.fixture
def whole_app() -> Callable[[str], AppTest]:
    """``app(locale)``: the whole app as a browser session sees it.

    AppTest starts every run in Streamlit's legacy multipage mode (a ``pages/`` folder), as
    the first visit of a fresh server does: the page script alone, without streamlit_app.py.
    The page draws the frame itself then and reruns inside it (app/common/frame.py).
    """

    def start(locale: str, query: dict[str, str] | None = None) -> AppTest:
        at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60)
        at.context["locale"] = locale
        at.query_params.update(query or {})
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
    assert whole_app("it-IT").sidebar.radio(key="lang.picker").value == "en"


def imported(tree: ast.AST) -> Iterator[tuple[int, str]]:
    """(line, module) of every import in the code, ``import a.b`` and ``from a.b import c``."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from ((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module is not None:
            yield node.lineno, node.module


def test_the_app_uses_only_streamlits_public_api() -> None:
    """``import streamlit as st`` and nothing from inside the package: no private module, and
    no type from one (streamlit.navigation.page, streamlit.delta_generator). Importing the
    app changes nothing (app/__init__.py once flipped a private flag of streamlit.runtime and
    reran during the import, which broke other sessions' imports of the same package on a
    fresh server: KeyError 'app')."""
    inside = [
        f"{path.relative_to(ROOT)}:{line}: {module}"
        for path in CODE
        for line, module in imported(ast.parse(path.read_text(encoding="utf-8")))
        if module.startswith("streamlit.")
    ]
    assert not inside, inside
    package = ast.parse((ROOT / "app" / "__init__.py").read_text(encoding="utf-8"))
    assert [type(node) for node in package.body] == [ast.Expr]  # a docstring, nothing else


def test_a_game_imports_common_and_itself_never_the_other_game() -> None:
    """app/regenwormen/ and app/rummikub/ take what they share from app/common/ and
    wormlib.core, and their game from the engine's package of the same name; app/common/ (and
    class mode) import no game: a game is added beside the others, and only the registry
    (app/games.py, which the frame and the home page read) knows them all."""
    games_ = ("regenwormen", "rummikub", "pig")
    wrong = []
    for path in (ROOT / "app").rglob("*.py"):
        if path == ROOT / "app" / "games.py":
            continue  # the registry
        part = path.relative_to(ROOT / "app").parts[0]
        others = tuple(
            f"{top}.{game}" for game in games_ if game != part for top in ("app", "wormlib")
        )
        for line, module in imported(ast.parse(path.read_text(encoding="utf-8"))):
            if module.startswith(others):
                wrong.append(f"{path.relative_to(ROOT)}:{line}: {module}")
    assert not wrong, wrong


def test_the_registry_names_every_page_script_once() -> None:
    """The frame, the home page and the tests read the pages from app/games.py: a script in
    pages/ that it leaves out would have no place in the navigation."""
    assert sorted(page.path for page in games.PAGES) == PAGES


@pytest.mark.parametrize("page", PAGES)
def test_a_first_visit_to_a_page_draws_the_frame(page: str) -> None:
    """A shared link as a session's first visit, in Streamlit's legacy pages/ mode (AppTest's
    every run): the page script runs alone and draws the frame itself."""
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=60)
    at.context["locale"] = "nl-NL"
    at.switch_page(page).run()
    assert not at.exception, [e.message for e in at.exception]
    assert at.sidebar.radio(key="lang.picker").label == CATALOG["common.language"]["nl"]
    assert at.query_params["lang"] == "nl"


@pytest.mark.parametrize("page", PAGES)
def test_the_address_names_the_language_on_every_page(
    whole_app: Callable[..., AppTest], page: str
) -> None:
    """A teacher's link opens in the teacher's language on any laptop."""
    at = whole_app("en-GB", {"lang": "nl"})
    at.switch_page(page).run()
    assert not at.exception
    assert at.sidebar.radio(key="lang.picker").value == "nl"
    assert at.query_params["lang"] == "nl"
    assert at.title[0].value == CATALOG[f"{Path(page).stem.replace('-', '_')}.title"]["nl"]


def test_a_reload_keeps_the_language_the_switch_chose(whole_app: Callable[..., AppTest]) -> None:
    at = whole_app("en-GB")
    assert at.query_params["lang"] == "en"  # the browser's language, written into the address
    at.sidebar.radio(key="lang.picker").set_value("nl").run()
    assert at.query_params["lang"] == "nl"
    reload = whole_app("en-GB", dict(at.query_params))  # the same address, a new session
    assert reload.sidebar.radio(key="lang.picker").value == "nl"
    assert reload.title[0].value == CATALOG["home.title"]["nl"]  # the first page: pick a game


@pytest.mark.parametrize("asked", ["it", "", "nl<script>", "x" * 1000])
def test_a_language_the_app_does_not_have_gets_the_browsers(
    whole_app: Callable[..., AppTest], asked: str
) -> None:
    at = whole_app("nl-BE", {"lang": asked})
    assert not at.exception
    assert at.sidebar.radio(key="lang.picker").value == "nl"
    assert at.query_params["lang"] == "nl"


def test_uploads_are_small_json_files(whole_app: Callable[..., AppTest]) -> None:
    """Streamlit's default lets every upload hold 200 MB of the server's memory; the app's
    own limit (MAX_BYTES) still applies to what is read."""
    config = tomllib.loads((ROOT / ".streamlit" / "config.toml").read_text(encoding="utf-8"))
    limit = config["server"]["maxUploadSize"] * 2**20  # Streamlit counts binary megabytes
    assert MAX_BYTES <= limit <= 2 * 2**20
    at = whole_app("en-GB")
    at.switch_page("pages/play.py").run()
    uploaders = at.get("file_uploader")
    assert uploaders
    assert all(list(u.proto.type) == [".json"] for u in uploaders)


@pytest.mark.parametrize("locale", ["en-GB", "nl-NL", "de-DE", "fr-FR"])
@pytest.mark.parametrize("page", ["pages/rummikub-play.py", "pages/rummikub-best.py"])
def test_streamlits_own_words_follow_the_language_where_they_can(
    whole_app: Callable[..., AppTest], page: str, locale: str
) -> None:
    """The issue: the variants' multiselect said "Choose options" on every page, and the ⋮
    menu "Print" and "Record screen". The placeholder comes from the catalog; the menu is
    left out (README, "Translations": what Streamlit does not let an app translate)."""
    config = tomllib.loads((ROOT / ".streamlit" / "config.toml").read_text(encoding="utf-8"))
    assert config["client"]["toolbarMode"] == "minimal"
    at = whole_app(locale)
    at.switch_page(page).run()
    lang = i18n.spoken(locale)
    assert lang is not None
    placeholders = [box.proto.placeholder for box in at.multiselect]
    assert placeholders == [CATALOG["common.choose_variants"][lang]]


@pytest.mark.parametrize(
    ("lang", "value", "digits", "shown"),
    [
        ("en", (1 / 6) ** 5, 1, "<0.1%"),  # the coach once said 0% for this
        ("nl", (1 / 6) ** 5, 1, "<0,1%"),
        ("en", (1 / 6) ** 5, 0, "<1%"),
        ("en", 1 - (1 / 6) ** 5, 0, ">99%"),
        ("nl", 0.2326, 1, "23,3%"),
        ("en", 0.0, 1, "0.0%"),
        ("nl", 1.0, 0, "100%"),
    ],
)
def test_one_percent_formatter_in_the_sessions_language(
    monkeypatch: pytest.MonkeyPatch, lang: str, value: float, digits: int, shown: str
) -> None:
    monkeypatch.setattr(i18n, "language", lambda: lang)
    assert i18n.percent(value, digits) == shown


def test_no_other_percent_formatter() -> None:
    """Only app.common.i18n.percent writes a chance (Plotly's own axis formats aside)."""
    found = []
    for path in CODE:
        if path.name == "i18n.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.FormattedValue)
                and node.format_spec is not None
                and "%" in ast.unparse(node.format_spec)
            ):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: a % format")
            if isinstance(node, ast.FunctionDef) and node.name.endswith("percent"):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: def {node.name}")
    assert not found, found
