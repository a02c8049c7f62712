"""The Pig play page in a real browser: a game against the bot is started and a roll clicked;
the die shows as a named picture, the coach's chances appear, nothing fails, and axe finds no
serious violation on a phone."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, expect

from app.common.i18n import CATALOG
from tests.browser.harness import act, screenshot, tab, wait_for_app_run
from tests.browser.test_accessibility import severe_violations


@pytest.mark.parametrize(("screen", "lang"), [("desktop", "en"), ("phone", "nl")])
def test_a_roll_shows_the_die_and_the_coach_its_chances(
    browser: Browser, app_url: str, screen: str, lang: str
) -> None:
    with tab(browser, screen, lang) as page:
        page.goto(f"{app_url}/pig-play?lang={lang}")
        wait_for_app_run(page)
        pictures = page.locator("[data-testid='stMain'] svg[role='img']")
        expect(pictures).to_have_count(2)  # before a game: a 6 and a 1
        act(page.get_by_role("button", name=CATALOG["pig_play.start"][lang]))
        roll = page.get_by_role("button", name=CATALOG["pig_play.roll"][lang], exact=True)
        expect(roll).to_be_visible()
        act(roll)
        die = page.locator("[data-testid='stMain'] svg[role='img'][aria-label]")
        expect(die).to_have_count(1)
        named = CATALOG["common.pic_die"][lang].split("{")[0]
        expect(die).to_have_attribute("aria-label", re.compile(rf"^{re.escape(named)}[1-6]$"))
        act(page.get_by_text(CATALOG["pig_play.coach"][lang]))
        # one roll cannot end a game to 100 (after a 1 the bot plays one turn): the coach
        # speaks to the person, whose turn it is again
        coach = CATALOG["pig_play.coach_roll"][lang].split("{")[0]
        expect(page.get_by_text(coach, exact=False)).to_be_visible()
        expect(page.locator('[data-testid="stException"]')).to_have_count(0)
        violations = severe_violations(page)
        screenshot(page, f"pig-play-{lang}-{screen}")
    assert not violations, "\n".join(violations)


def test_the_rules_page_shows_the_computed_figures(browser: Browser, app_url: str) -> None:
    with tab(browser, "desktop", "en") as page:
        page.goto(f"{app_url}/pig-rules?lang=en")
        wait_for_app_run(page)
        expect(page.get_by_text("53.1%", exact=False)).to_be_visible(timeout=60_000)
        expect(page.get_by_text("54.0%", exact=False)).to_be_visible()
        expect(page.locator("[data-testid='stMain'] svg[role='img']")).to_have_count(11)
        violations = severe_violations(page)
        screenshot(page, "pig-rules-en-desktop")
    assert not violations, "\n".join(violations)
