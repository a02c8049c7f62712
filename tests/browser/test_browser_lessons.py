"""The Lessons page in a real browser: a lesson read without Jupyter (text, the engine's
pictures, a chart) and its teacher's guide unfolded, on a projector and on a phone, in two
languages; nothing wider than the screen, and no serious accessibility violation."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, expect

from app.common.i18n import CATALOG
from app.common.lessons_screen import _printable_guide
from app.games import GAMES, LESSONS_OF_ALL
from app.worksheets import find, worksheet
from tests.browser.harness import SCREENS, act, screenshot, tab, wait_for_app_run
from tests.browser.test_accessibility import severe_violations


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("lang", ["en", "nl"])
@pytest.mark.parametrize("lesson", ["odds", "simulate", "bots"])
def test_a_lesson_and_its_guide_on_the_page(
    browser: Browser, app_url: str, lesson: str, lang: str, screen: str
) -> None:
    with tab(browser, screen, lang) as page:
        page.goto(f"{app_url}/lessons?lang={lang}")
        wait_for_app_run(page)
        switch = page.locator(f".st-key-lessons-show-{lesson} input")
        switch.scroll_into_view_if_needed()
        act(switch, force=True)  # the label covers the input
        main = page.locator("[data-testid='stMain']")
        expect(main.locator("svg[role='img']").first).to_be_visible(timeout=30_000)
        if lesson == "simulate":
            expect(main.locator(".js-plotly-plot").first).to_be_visible(timeout=60_000)
        if lesson == "bots":  # the interval, the chances through a game, the calibration
            expect(main.locator(".js-plotly-plot")).to_have_count(3, timeout=60_000)
        guide = page.locator(f".st-key-lessons-guide-{lesson} input")
        guide.scroll_into_view_if_needed()
        act(guide, force=True)
        expect(page.get_by_text(CATALOG["lessons.guide"][lang]).first).to_be_visible()
        expect(page.locator('[data-testid="stException"]')).to_have_count(0)
        width = SCREENS[screen]["width"]
        too_wide = main.evaluate(
            "(m, w) => [...m.querySelectorAll('svg, table, .js-plotly-plot')]"
            ".filter(e => e.getBoundingClientRect().right > w + 1).length",
            width,
        )
        violations = severe_violations(page)
        screenshot(page, f"lessons-{lesson}-{lang}-{screen}")
        assert too_wide == 0
        assert not violations, "\n".join(violations)


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_a_worksheet_and_its_key_download_from_the_page(
    browser: Browser, app_url: str, lang: str
) -> None:
    """The sheets are made only when clicked: the file that arrives is the engine's sheet."""
    with tab(browser, "phone", lang) as page:
        page.goto(f"{app_url}/lessons?lang={lang}")
        wait_for_app_run(page)
        for name, lesson in (("worksheet.pupil", "odds"), ("worksheet.key", "opening")):
            button = page.locator(f".st-key-lessons-{name.replace('.', '-')}-{lesson} button")
            button.scroll_into_view_if_needed()
            with page.expect_download(timeout=60_000) as info:
                button.click()
            path = info.value.path()
            text = path.read_text(encoding="utf-8")
            sheet = worksheet(find(LESSONS_OF_ALL, lesson), lang, key=name == "worksheet.key")
            assert text == sheet
        expect(page.locator('[data-testid="stException"]')).to_have_count(0)


def test_a_teachers_guide_prints_from_the_page(browser: Browser, app_url: str) -> None:
    """The guide to print is made when clicked (its numbers cost seconds on a fresh server)."""
    lesson = next(lesson for game in GAMES for lesson in game.lessons if lesson.key == "bots")
    with tab(browser, "desktop", "en") as page:
        page.goto(f"{app_url}/lessons?lang=en")
        wait_for_app_run(page)
        button = page.locator(f".st-key-lessons-guide_print-{lesson.key}").get_by_role(
            "button", name=CATALOG["lessons.guide_print"]["en"]
        )
        button.scroll_into_view_if_needed()
        with page.expect_download(timeout=60_000) as info:
            button.click()
        text = info.value.path().read_text(encoding="utf-8")
        assert text == _printable_guide(lesson, "en", CATALOG[f"lessons.{lesson.key}.h"]["en"])
        expect(page.locator('[data-testid="stException"]')).to_have_count(0)
