"""The language is part of the address: a teacher's link opens in the teacher's language on
any laptop, a reload keeps it, and without one the browser's language is the default."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from app.common.i18n import CATALOG
from tests.browser.harness import act, page_in, tab, wait_for_app_run


def heading(page: Page, key: str, lang: str) -> None:
    expect(page.get_by_role("heading", name=CATALOG[key][lang], exact=True)).to_be_visible()


def test_a_teachers_link_keeps_its_language(browser: Browser, app_url: str) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 800}, locale="en-GB")
    page = page_in(context)
    page.goto(f"{app_url}/explorer?lang=nl&kept=WW444")  # an English laptop
    wait_for_app_run(page)
    heading(page, "explorer.title", "nl")
    assert "lang=nl" in page.url and "kept=444WW" in page.url
    page.reload()
    wait_for_app_run(page)
    heading(page, "explorer.title", "nl")
    sidebar = page.locator('[data-testid="stSidebar"]')
    act(sidebar.get_by_role("link", name=re.compile(CATALOG["common.page_rules"]["nl"])))
    heading(page, "rules.title", "nl")
    expect(page).to_have_url(re.compile(r"/rules\?lang=nl$"))  # another page names it too
    act(sidebar.get_by_text("English", exact=True))
    heading(page, "rules.title", "en")
    expect(page).to_have_url(re.compile(r"lang=en"))
    page.reload()
    wait_for_app_run(page)
    heading(page, "rules.title", "en")
    context.close()


def test_without_a_language_the_browsers_is_the_default(browser: Browser, app_url: str) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="nl-NL")
    page = page_in(context)
    page.goto(f"{app_url}/rules")
    wait_for_app_run(page)
    heading(page, "rules.title", "nl")
    expect(page).to_have_url(re.compile(r"lang=nl"))  # and from now on the address says so
    context.close()


@pytest.mark.parametrize("asked", ["NL", "nl-NL", "nl_nl", "nl&lang=de"])
def test_a_language_in_any_case_or_with_a_region_and_the_first_of_two(
    browser: Browser, app_url: str, asked: str
) -> None:
    """The issue: ``?lang=NL`` and ``?lang=nl-NL`` gave English, and ``?lang=nl&lang=de``
    gave German and kept both in the address."""
    with tab(browser, "desktop", "en") as page:
        page.goto(f"{app_url}/rules?lang={asked}")
        wait_for_app_run(page)
        heading(page, "rules.title", "nl")
        expect(page).to_have_url(re.compile(r"/rules\?lang=nl$"))  # one, as the app writes it


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_sidebar_names_the_game_as_its_card_and_no_english_menu(
    browser: Browser, app_url: str, lang: str
) -> None:
    """The issue: German and French pages headed the sidebar "Regenwormen" beside cards that
    said Heckmeck and Pickomino, and Streamlit's ⋮ menu spoke English ("Print", "Record a
    screencast"); it is left out (client.toolbarMode "minimal")."""
    with tab(browser, "desktop", "en") as page:  # an English laptop, a teacher's link
        page.goto(f"{app_url}/?lang={lang}")
        wait_for_app_run(page)
        name = CATALOG["common.app_title"][lang]
        expect(page.get_by_test_id("stMain").get_by_role("heading", name=name)).to_be_visible()
        sidebar = page.get_by_test_id("stSidebar")
        expect(sidebar.get_by_text(name, exact=True)).to_be_visible()
        expect(sidebar.get_by_text("Regenwormen", exact=True)).to_have_count(0)
        expect(page.get_by_test_id("stMainMenu")).to_have_count(0)
