"""The explorer's three headline numbers fit their cards in every language, on a projector
and on a phone: German and French write "24,3 %" with a space before the sign, and their
widest values ended in "…" at 1280 px (issue 37)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, expect

from tests.browser.harness import SCREENS, open_page, screenshot, tab

#: The widest values in all three cards: one die set aside, so the next roll busts with a
#: chance below 0.1% ("<0,1 %") and the turn with a two-digit one ("26,0 %"), and a lead of 29
#: worms that wins with a chance above 99.9% (">99,9 %").
WIDEST = "kept=W&goal=win&own=36&steal=24&middle=22&worms=30,1"


@pytest.mark.parametrize("screen", SCREENS)
def test_the_headline_numbers_fit_their_cards(browser: Browser, app_url: str, screen: str) -> None:
    """Every language in one test (its subject is the languages), so make test has them all."""
    for lang in ("en", "nl", "de", "fr"):
        numbers_fit(browser, app_url, screen, lang)


def numbers_fit(browser: Browser, app_url: str, screen: str, lang: str) -> None:
    with tab(browser, screen, "en") as page:
        open_page(page, f"{app_url}/explorer?{WIDEST}&lang={lang}")
        values = page.locator('[data-testid="stMetricValue"]')
        expect(values).to_have_count(3)
        expect(values.first).to_contain_text("<0")
        expect(values.last).to_contain_text(">99")
        cut = page.evaluate(
            """() => Array.from(document.querySelectorAll('[data-testid="stMetricValue"]'))
                .map(value => [value.innerText, Math.max(
                    ...[value, ...value.querySelectorAll('*')]
                        .map(e => e.scrollWidth - e.clientWidth))])"""
        )
        screenshot(page, f"explorer-numbers-{lang}-{screen}")
        assert [text for text, over in cut if over > 0] == [], cut
