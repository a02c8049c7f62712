"""The rules page in Debian's chromium: the pictures draw, a quiz answer gets its verdict, the
example turn steps on, and the page switches to Dutch. Screenshots for a human look."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from app.i18n import CATALOG
from tests.browser.conftest import screenshot, settle


def en(key: str) -> str:
    return CATALOG[key]["en"]


def open_rules(page: Page, app_url: str) -> None:
    page.set_viewport_size({"width": 1400, "height": 1800})  # the whole tab in one picture
    page.goto(f"{app_url}/rules")
    settle(page)
    expect(page.get_by_role("heading", name=en("rules.title"))).to_be_visible()


def open_tab(page: Page, key: str, lang: str = "en") -> None:
    page.get_by_role("tab", name=CATALOG[key][lang], exact=True).click()
    settle(page)


def test_the_rules_draw_their_pictures(page: Page, app_url: str) -> None:
    open_rules(page, app_url)
    dice = page.locator('[data-testid="stMain"] svg[role="img"]')
    expect(dice.first).to_be_visible()
    assert dice.count() >= 7  # the six faces and the row of tiles, at least
    screenshot(page, "rules-material")
    open_tab(page, "rules.tab.bust")
    expect(page.get_by_text(en("rules.bust.exception").split("**")[-1].strip())).to_be_visible()
    screenshot(page, "rules-bust")


def test_a_quiz_answer_gets_a_verdict_with_its_reason(page: Page, app_url: str) -> None:
    open_rules(page, app_url)
    open_tab(page, "rules.tab.quiz")
    open_tab(page, "rules.quiz.bust.h")
    page.get_by_role("radio", name=en("rules.quiz.yes"), exact=True).click()  # a pill
    settle(page)
    verdict = page.locator('[data-testid="stAlert"]:visible')
    expect(verdict).to_be_visible()
    # right or wrong, the verdict comes with its reason: every bust reason opens so
    expect(verdict).to_contain_text(re.compile(r"(Right!|Not quite\.) (Bust|No bust):"))
    screenshot(page, "rules-quiz")


def test_the_example_turn_steps_on(page: Page, app_url: str) -> None:
    open_rules(page, app_url)
    open_tab(page, "rules.tab.example")
    expect(page.get_by_text(en("rules.example.start"))).to_be_visible()
    page.get_by_role("button", name=en("rules.example.next")).click()
    settle(page)
    expect(page.get_by_text(en("rules.example.roll8"))).to_be_visible()
    screenshot(page, "rules-example")


def test_the_page_speaks_dutch(page: Page, app_url: str) -> None:
    open_rules(page, app_url)
    page.get_by_text("Nederlands").click()
    settle(page)
    expect(page.get_by_role("heading", name=CATALOG["rules.title"]["nl"])).to_be_visible()
    open_tab(page, "rules.tab.variants", "nl")
    expect(page.get_by_text(CATALOG["rules.label.house"]["nl"]).first).to_be_visible()
    screenshot(page, "rules-variants-nl")
