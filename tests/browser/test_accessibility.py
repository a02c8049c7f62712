"""Accessibility (axe-core, bundled by axe-playwright-python): every page in both languages,
on a projector-sized desktop and on a phone, has no serious or critical violation that the
app causes. Streamlit's own known ones are listed below with their upstream issue."""

from __future__ import annotations

import re
from typing import Any

import pytest
from axe_playwright_python.sync_playwright import Axe  # type: ignore[import-untyped]
from playwright.sync_api import Browser, Page, expect

from app import games
from app.classroom.contract import CLASS, JOIN
from app.common.i18n import CATALOG, LANGUAGES
from tests.browser.harness import (
    act,
    page_in,
    screenshot,
    select_tab,
    wait_for_app_run,
    wait_for_layout,
)

#: Every page of the registry: its name in the tests' ids -> its address.
PAGES = {page.address or "home": page.address for page in games.PAGES}
#: The pages that draw pictures (the lessons page draws a lesson's only once it is shown:
#: tests/browser/test_browser_lessons.py; the class pages draw a moment or a challenge only
#: once a class runs: tests/browser/test_browser_class.py, test_browser_class_challenge.py).
WORDS_ONLY = (games.LESSONS, CLASS, JOIN)
PICTURED = [name for name in PAGES if name not in {page.address for page in WORDS_ONLY}]
VIEWPORTS = {"desktop": (1280, 800), "phone": (390, 844)}
SEVERE = ("serious", "critical")
#: Violations that Streamlit itself causes: (axe rule, the Streamlit element they are in) ->
#: where upstream tracks it. The hard-coded ``<html lang="en">`` (streamlit/streamlit#15726)
#: passes axe's rules ("en" is a valid language): test_the_page_declares_its_language.
KNOWN: dict[tuple[str, str], str] = {
    # st.navigation with sections draws each section's header and its <li>s as <ul>
    # children without a <li> around them (Streamlit 1.67); no upstream issue found yet.
    ("list", '[data-testid="stSidebarNav"]'): "Streamlit sidebar navigation with sections",
    ("listitem", '[data-testid="stSidebarNav"]'): "Streamlit sidebar navigation with sections",
}
AXE = Axe()


def severe_violations(page: Page) -> list[str]:
    """Serious and critical axe violations, Streamlit's known ones left out."""
    found = []
    for violation in AXE.run(page).response["violations"]:
        if violation["impact"] not in SEVERE:
            continue
        for node in violation["nodes"]:
            inside = [where for rule, where in KNOWN if rule == violation["id"]]
            if any(_inside(page, node["target"][0], where) for where in inside):
                continue
            found.append(f"{violation['id']}: {violation['help']} at {node['target']}: "
                         f"{node['html'][:200]} {_data(node)}")  # fmt: skip
    return found


def _inside(page: Page, target: str, where: str) -> bool:
    inside: bool = page.locator(target).first.evaluate("(e, w) => !!e.closest(w)", where)
    return inside


def _data(node: dict[str, Any]) -> str:
    checks = node.get("any") or []
    return str(checks[0].get("data")) if checks else ""


def open_page(browser: Browser, url: str, viewport: str, lang: str) -> Page:
    width, height = VIEWPORTS[viewport]
    context = browser.new_context(viewport={"width": width, "height": height}, locale="en-GB")
    page = page_in(context)
    page.goto(f"{url}?lang={lang}")
    # the script has run, not only begun (a fresh server's first run imports the libraries)
    expect(page.locator("h1").first).to_be_visible(timeout=60_000)
    wait_for_app_run(page)
    return page


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", PAGES)
def test_no_serious_violations(
    browser: Browser, app_url: str, name: str, lang: str, viewport: str
) -> None:
    page = open_page(browser, f"{app_url}/{PAGES[name]}", viewport, lang)
    expect(page.locator('[data-testid="stException"]')).to_have_count(0)
    violations = severe_violations(page)
    screenshot(page, f"a11y-{name}-{lang}-{viewport}")
    page.context.close()
    assert not violations, "\n".join(violations)


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("lang", ["en", "nl"])
def test_no_serious_violations_in_the_rummikub_variants_tab(
    browser: Browser, app_url: str, lang: str, viewport: str
) -> None:
    """The Rummikub rules page's variants tab open: the team variant and its example."""
    page = open_page(browser, f"{app_url}/rummikub-rules", viewport, lang)
    select_tab(page, CATALOG["rummikub_rules.tab.variants"][lang])
    expect(page.locator('[class~="st-key-rummikub_rules_teams"]')).to_be_visible()
    violations = severe_violations(page)
    page.context.close()
    assert not violations, "\n".join(violations)


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_serious_violations_during_a_game(
    browser: Browser, app_url: str, lang: str, viewport: str
) -> None:
    """The play page with a game on: the table, the dice, the choices."""
    page = open_page(browser, f"{app_url}/play", viewport, lang)
    act(page.get_by_role("button", name=CATALOG["play.start"][lang]))
    roll = page.locator('[data-testid="stBaseButton-primary"]').first
    expect(roll).to_be_visible(timeout=60_000)
    act(roll)  # the dice are rolled
    expect(page.locator('[data-testid="stException"]')).to_have_count(0)
    violations = severe_violations(page)
    screenshot(page, f"a11y-play-game-{lang}-{viewport}")
    page.context.close()
    assert not violations, "\n".join(violations)


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_serious_violations_during_a_rummikub_game(
    browser: Browser, app_url: str, lang: str, viewport: str
) -> None:
    """The Rummikub play page with a game on and a tile picked: the rack, the pills, the turn.

    The front page first: a fresh server's first deep link runs in Streamlit's legacy pages/
    mode (app/common/frame.py), where the first click may meet an inert widget."""
    open_page(browser, f"{app_url}/", viewport, lang).context.close()
    page = open_page(browser, f"{app_url}/rummikub-play", viewport, lang)
    act(page.get_by_role("button", name=CATALOG["rummikub_play.start"][lang]))
    pill = page.locator('[class*="st-key-rummikub_play-pick-"] button').last
    pill.scroll_into_view_if_needed()
    act(pill)  # a tile of the rack is picked
    expect(page.locator('[data-stale="true"]')).to_have_count(0)  # nothing faded mid-run
    wait_for_layout(page)  # the faded elements' opacity transition back to full
    expect(page.locator('[data-testid="stException"]')).to_have_count(0)
    violations = severe_violations(page)
    screenshot(page, f"a11y-rummikub-play-game-{lang}-{viewport}")
    page.context.close()
    assert not violations, "\n".join(violations)


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_serious_violations_in_the_team_set_up(
    browser: Browser, app_url: str, lang: str, viewport: str
) -> None:
    """Both play pages' team set-up: the team choices, the seats with their team badges."""
    open_page(browser, f"{app_url}/", viewport, lang).context.close()
    page = open_page(browser, f"{app_url}/play", viewport, lang)
    variant = CATALOG["play.variant.teams"][lang]
    page.get_by_role("combobox", name=CATALOG["play.variant"][lang]).click()
    page.keyboard.type(variant[:5])  # the list filtered: on a phone it may open off screen
    act(page.get_by_role("option", name=variant))
    expect(page.get_by_text(CATALOG["teams.choose"][lang])).to_be_visible()
    violations = severe_violations(page)
    page.goto(f"{app_url}/rummikub-play?lang={lang}")
    wait_for_app_run(page)
    act(page.get_by_text(CATALOG["teams.rk_toggle"][lang], exact=True))
    expect(page.get_by_text(CATALOG["teams.choose"][lang])).to_be_visible()
    expect(page.locator('[data-testid="stException"]')).to_have_count(0)
    violations += severe_violations(page)
    screenshot(page, f"a11y-rummikub-teams-{lang}-{viewport}")
    page.context.close()
    assert not violations, "\n".join(violations)


@pytest.mark.parametrize("name", PICTURED)
def test_every_picture_says_what_it_shows(browser: Browser, app_url: str, name: str) -> None:
    """The app's pictures (inline SVG: Streamlit's icons have neither role, name nor title)
    are images named in words."""
    page = open_page(browser, f"{app_url}/{PAGES[name]}", "desktop", "nl")
    if name in ("play", "rummikub-play"):  # the table is drawn once a game is on
        start = "play.start" if name == "play" else "rummikub_play.start"
        act(page.get_by_role("button", name=CATALOG[start]["nl"]))
        drawn = "[data-testid='stMain'] :is(svg[aria-label], button img)"
        expect(page.locator(drawn).first).to_be_visible()
    tiles = page.locator("[data-testid='stMain'] button img")  # the rack's tile buttons
    alts = tiles.evaluate_all("imgs => imgs.map(i => i.getAttribute('alt'))")
    for alt in alts:
        assert alt and re.search(r"[A-Za-z]{3}", alt), alt  # a tile named in words
    pictures = page.locator(
        "[data-testid='stMain'] svg:is([role='img'], [aria-label], :has(title))"
    )
    labels = pictures.evaluate_all(
        "svgs => svgs.map(s => [s.getAttribute('role'), s.getAttribute('aria-label'),"
        " s.querySelector('title')?.textContent])"
    )
    page.context.close()
    assert labels or alts
    for role, label, title in labels:
        assert role == "img" and label and label == title, (role, label, title)
        assert re.search(r"[A-Za-z]{3}", label), label  # words, not only numbers


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_page_declares_its_language(browser: Browser, app_url: str, lang: str) -> None:
    """Streamlit writes <html lang="en"> (streamlit/streamlit#15726); app.common.frame corrects it,
    so that a screen reader reads a Dutch page with Dutch pronunciation."""
    page = open_page(browser, f"{app_url}/{PAGES['explorer']}", "phone", lang)
    expect(page.locator("html")).to_have_attribute("lang", lang)
    page.context.close()
