"""The explorer for pupils on a 390 px phone and a 1280 px projector, in both languages
(issue 12, items 2 and 10): every count of the dice form sits next to its die and fits the
screen, chart labels neither overlap nor get cut off, the simulation's legend stays off the
lines, and a bust roll is explained with its dice. Screenshots for a human look."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from playwright.sync_api import Browser, FloatRect, Locator, Page, expect

from app.common.i18n import CATALOG
from tests.apptest import text
from tests.browser.harness import (
    LOCALES,
    SCREENS,
    act,
    box_of,
    count_of,
    do,
    screenshot,
    tab,
    wait_for_app_run,
)
from tests.browser.test_accessibility import severe_violations
from wormlib.core.i18n import number
from wormlib.regenwormen.dice import FACES, face_symbol

Box = FloatRect


@contextmanager
def explorer(
    browser: Browser, app_url: str, screen: str, lang: str, link: str = ""
) -> Iterator[Page]:
    with tab(browser, screen, lang) as page:
        page.goto(f"{app_url}/explorer{link}")
        wait_for_app_run(page)
        expect(page.get_by_role("heading", name=text("explorer.title", lang))).to_be_visible()
        yield page


def box(locator: Locator) -> Box:
    found = box_of(locator)
    assert found is not None
    return found


def overlap(a: Box, b: Box) -> bool:
    return not (
        a["x"] + a["width"] <= b["x"]
        or b["x"] + b["width"] <= a["x"]
        or a["y"] + a["height"] <= b["y"]
        or b["y"] + b["height"] <= a["y"]
    )


def within(inner: Box, outer: Box) -> bool:
    return (
        inner["x"] >= outer["x"] - 1
        and inner["x"] + inner["width"] <= outer["x"] + outer["width"] + 1
        and inner["y"] >= outer["y"] - 1
        and inner["y"] + inner["height"] <= outer["y"] + outer["height"] + 1
    )


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("lang", LOCALES)
def test_every_count_sits_next_to_its_die_and_fits_the_screen(
    browser: Browser, app_url: str, screen: str, lang: str
) -> None:
    """Issue 12.2: on a phone six dice stacked in one column, the counts far below them."""
    with explorer(browser, app_url, screen, lang, "?kept=WW4&roll=11235") as page:
        width = SCREENS[screen]["width"]
        for face in FACES:
            die = box(
                page.locator(
                    f'svg[aria-label="{text("common.pic_die", lang, face=face_symbol(face))}"]'
                ).first
            )
            name = face_symbol(face) if face < 6 else text("explorer.worm", lang)
            for row in ("explorer.kept", "explorer.roll"):
                label = text("explorer.count_label", lang, row=text(row, lang), face=name)
                field = box(page.get_by_label(label, exact=True))
                assert field["x"] > die["x"] + die["width"]  # to the right of its die
                middle = field["y"] + field["height"] / 2
                assert die["y"] <= middle <= die["y"] + die["height"]  # on the die's line
                assert field["x"] + field["width"] <= width  # nothing to scroll sideways
        heads = [
            box(page.get_by_text(text(k, lang), exact=True).first)
            for k in ("explorer.kept", "explorer.roll")
        ]
        assert heads[0]["x"] < heads[1]["x"] and abs(heads[0]["y"] - heads[1]["y"]) < 2
        screenshot(page, f"explorer-form-{screen}-{lang}")


def bar_labels(chart: Locator) -> list[Box]:
    texts = chart.locator("text.bartext")
    shown = [texts.nth(i) for i in range(count_of(texts))]
    return [box(t) for t in shown if (t.text_content() or "").strip()]


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("lang", LOCALES)
def test_chart_labels_and_legends_fit(
    browser: Browser, app_url: str, screen: str, lang: str
) -> None:
    """Issue 12.10: 17 upright bars had overlapping, cut-off labels on a phone; the legend
    of the simulation ran into the lines."""
    with explorer(browser, app_url, screen, lang, "?kept=WW4") as page:
        charts = page.locator('[data-testid="stPlotlyChart"]')
        expect(charts).to_have_count(3)
        for n in (0, 1):  # the choices and how the turn ends
            chart = charts.nth(n)
            chart.scroll_into_view_if_needed()
            frame = box(chart.locator("svg.main-svg").first)
            labels = bar_labels(chart)
            assert labels, f"chart {n} has no bar labels"
            for i, label in enumerate(labels):
                assert within(label, frame), f"chart {n}: label {i} is cut off"
                assert not any(overlap(label, other) for other in labels[i + 1 :])
        act(
            page.get_by_role(
                "button", name=text("explorer.simulate", lang, turns=number(1000, lang, 0))
            )
        )
        expect(charts).to_have_count(4)
        running = charts.nth(3)
        running.scroll_into_view_if_needed()
        legend, plot = box(running.locator("g.legend")), box(running.locator("g.cartesianlayer"))
        assert not overlap(legend, plot)
        assert within(legend, box(running.locator("svg.main-svg").first))
        screenshot(page, f"explorer-charts-{screen}-{lang}")


@pytest.mark.parametrize(("screen", "lang"), [("phone", "nl"), ("desktop", "en")])
def test_a_bust_roll_is_explained_with_its_dice(
    browser: Browser, app_url: str, screen: str, lang: str
) -> None:
    with explorer(browser, app_url, screen, lang, "?kept=WW4&roll=4444W&own=25") as page:
        expect(page.get_by_role("heading", name=text("explorer.bust_h", lang))).to_be_visible()
        expect(page.locator('[data-testid="stAlert"]')).to_have_count(0)  # no red error
        roll = text("common.pic_dice", lang, dice="4 4 4 4 W")
        expect(page.locator(f'svg[aria-label="{roll}"]')).to_be_visible()
        screenshot(page, f"explorer-bust-{screen}-{lang}")
        act(page.get_by_role("button", name=text("explorer.bust_before", lang)))
        expect(page.locator('[data-testid="stPlotlyChart"]').first).to_be_visible()


WIN_LINK = "?kept=WW444&roll=125&steal=27&own=22&middle=21,23-26,28-32,35,36&goal=win&worms=6,5"


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("lang", LOCALES)
def test_the_goal_win_asks_the_standing_and_says_the_chance_to_win(
    browser: Browser, app_url: str, screen: str, lang: str
) -> None:
    """Issue 25.4: the standing's inputs sit in the goal's column, the answer is a chance to
    win with what it means, and the page passes the accessibility check."""
    with explorer(browser, app_url, screen, lang, WIN_LINK) as page:
        expect(page.get_by_label(text("explorer.worms_own", lang))).to_have_value("6")
        expect(page.get_by_label(text("explorer.worms_top", lang, tile=27))).to_have_value("5")
        meaning = CATALOG["explorer.say_worth_win"][lang].split("{value}")[1][2:40]
        expect(page.get_by_text(meaning)).to_be_visible()
        screenshot(page, f"explorer-win-{lang}-{screen}")
        assert not severe_violations(page)
        page.get_by_label(text("explorer.worms_top", lang, tile=27)).fill("9")
        do(page, lambda: page.keyboard.press("Enter"))
        error = text("explorer.err_win_total", lang, count=15, most=11)
        expect(page.get_by_text(error)).to_be_visible()
        expect(page.locator('[data-testid="stException"]')).to_have_count(0)
