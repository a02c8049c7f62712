"""Outside text never makes a link in a real browser: hostile addresses, typed names, names
in a loaded save and a save's error message show as text, and the page holds no link or
picture to them (Streamlit's Markdown links a bare ``https://…``, ``www.…`` or ``a@b.c``
even when it is escaped; app/common/markup.py breaks each)."""

from __future__ import annotations

import json
import re
from functools import partial
from pathlib import Path
from urllib.parse import quote

from playwright.sync_api import Browser, Page, expect

from app.common.i18n import CATALOG
from app.common.links import MAX_VALUE
from app.regenwormen import match as m
from tests.browser.harness import act, do, screenshot, tab, wait_for_app_run
from tests.browser.test_browser_play import open_play
from tests.browser.test_browser_rk_play import ACTIONS
from wormlib.regenwormen.rules import OFFICIAL
from wormlib.rummikub import save as rk_save
from wormlib.rummikub.actions import parse_action
from wormlib.rummikub.rules import SEED

LINK = "[Click me](https://evil.example/phish)"
#: Names of at most 40 characters with a link, a bare address, a www address and an e-mail.
NAMES = ("[Ann](https://evil.example/a)", "Bob www.evil.example bob@evil.example")
#: Every address, link target and picture source on the page that points to evil.example
#: (an SVG link, as in a Plotly chart, names its target in xlink:href).
EVIL = """() => [...document.querySelectorAll('[href], [src]')]
    .flatMap(e => [e.getAttribute('href'), e.getAttribute('xlink:href'), e.getAttribute('src')])
    .filter(target => target && /evil/i.test(target))"""


def no_outside_links(page: Page) -> None:
    """The hostile text is on the page as text, and nothing links to it."""
    expect(page.get_by_text(re.compile(r"evil\.example")).first).to_be_visible()
    assert page.evaluate(EVIL) == []
    expect(page.locator('[data-testid="stException"]')).to_have_count(0)


def test_a_hostile_explorer_link(browser: Browser, app_url: str) -> None:
    """The issue's address, and other parameters with a bare address and an e-mail."""
    query = f"kept={quote(LINK)}&steal={quote('www.evil.example')}&rules=me@evil.example"
    with tab(browser, "desktop", "en") as page:
        page.goto(f"{app_url}/explorer?{query}")
        wait_for_app_run(page)
        expect(page.get_by_text("[Click me](https:")).to_be_visible()  # the ")" kept too
        no_outside_links(page)
        screenshot(page, "links-explorer")


def test_a_hostile_best_move_link(browser: Browser, app_url: str) -> None:
    """The rack, the table and the rules fields of the Rummikub best-move page."""
    for field in ("rack", "table", "rules"):
        query = {"rack": "R7", "table": "-", field: LINK}
        with tab(browser, "phone", "en") as page:
            page.goto(
                f"{app_url}/rummikub-best?" + "&".join(f"{k}={quote(v)}" for k, v in query.items())
            )
            wait_for_app_run(page)
            no_outside_links(page)


def test_typed_names(app_url: str, page: Page) -> None:
    """Names typed in the set-up form: the heading, the turn, the players' table."""
    open_play(page, app_url)
    humans = page.get_by_label(CATALOG["play.humans"]["en"])
    humans.fill("2")
    do(page, lambda: humans.press("Enter"))
    for i, name in enumerate(NAMES):
        typed = page.get_by_label(CATALOG["play.name"]["en"].format(n=i + 1))
        typed.fill(name)
        do(page, partial(typed.press, "Enter"))
    act(page.get_by_role("button", name="Start the game"))
    expect(page.get_by_text(re.compile(r"Ann\]\(https:.*to play"))).to_be_visible()
    no_outside_links(page)


def test_names_in_a_loaded_save(app_url: str, page: Page, tmp_path: Path) -> None:
    match = m.new_match([m.Seat(name) for name in NAMES], OFFICIAL, 7)
    path = tmp_path / "names.json"
    path.write_text(m.dumps(match))
    open_play(page, app_url)
    page.get_by_text("Save or load").click()
    page.locator('input[type="file"]').set_input_files(str(path))
    expect(page.get_by_text(re.compile("Game loaded"))).to_be_visible()
    wait_for_app_run(page)
    no_outside_links(page)
    screenshot(page, "links-play-names")


def test_a_save_error_message(app_url: str, page: Page, tmp_path: Path) -> None:
    """The error names the file's bad value (here a bot level that is an address)."""
    saved = json.loads(m.dumps(m.new_match([m.Seat("Ann"), m.Seat("Bob")], OFFICIAL, 7)))
    saved["meta"]["bots"] = ["https://evil.example/bot", None]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(saved))
    open_play(page, app_url)
    page.get_by_text("Save or load").click()
    page.locator('input[type="file"]').set_input_files(str(path))
    expect(page.get_by_text(re.compile("could not be loaded"))).to_be_visible()
    no_outside_links(page)


def test_rummikub_names_in_a_loaded_save(browser: Browser, app_url: str, tmp_path: Path) -> None:
    path = tmp_path / "rummikub.json"
    actions = [parse_action(a) for a in ACTIONS]
    path.write_text(rk_save.dumps(SEED, list(NAMES), actions), encoding="utf-8")
    with tab(browser, "desktop", "en") as page:
        page.goto(f"{app_url}/rummikub-play")
        wait_for_app_run(page)
        do(page, lambda: page.locator('input[type="file"]').set_input_files(str(path)))
        no_outside_links(page)


def test_a_long_address_gets_the_friendly_message(browser: Browser, app_url: str) -> None:
    """An address of 30,000 characters reaches the app here (the server's own limit, which
    comes first, is in README); the app leaves the long value out, says so in the visitor's
    language, and writes a short address."""
    with tab(browser, "phone", "nl") as page:
        page.goto(f"{app_url}/explorer?lang=nl&kept={'W' * 30_000}")
        wait_for_app_run(page)
        said = CATALOG["explorer.err_link_long"]["nl"].format(name="kept", limit=MAX_VALUE)
        expect(page.get_by_text(said)).to_be_visible()
        expect(page).to_have_url(re.compile(r"/explorer\?lang=nl$"))
