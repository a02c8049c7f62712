"""The first page on a 390 px phone: every link to a game's page is a finger's size."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser

from tests.browser.harness import box_of, count_of, screenshot, tab, wait_for_app_run


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_the_game_links_are_at_least_44_px_tall(browser: Browser, app_url: str, lang: str) -> None:
    """Issue 22 (9): the links on the game cards were 28 px tall."""
    with tab(browser, "phone", lang) as page:
        page.goto(f"{app_url}/?lang={lang}")
        wait_for_app_run(page)
        links = page.get_by_test_id("stMain").get_by_test_id("stPageLink-NavLink")
        assert count_of(links) >= 4
        for i in range(count_of(links)):
            box = box_of(links.nth(i))
            assert box is not None and box["height"] >= 44, (i, box)
        screenshot(page, f"home-links-phone-{lang}")
