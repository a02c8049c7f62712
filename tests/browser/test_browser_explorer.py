"""The app in a real browser: every page opens, and the explorer reacts to a change."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from app.common.i18n import CATALOG
from tests.apptest import en
from tests.browser.harness import (
    act,
    box_of,
    count_of,
    do,
    page_in,
    screenshot,
    tab,
    wait_for_app_run,
)
from wormlib.regenwormen.actions import Keep
from wormlib.regenwormen.game import parse_position
from wormlib.regenwormen.solver import advise

PAGES = {"home": "", "rules": "rules", "play": "play", "explorer": "explorer"}


def plotly_traces(page: Page, charts: int) -> list[list[dict[str, Any]]]:
    """The data of the page's Plotly charts as the browser drew them (waits for ``charts``)."""
    page.wait_for_function(
        f"""() => {{
            const plots = document.querySelectorAll('.js-plotly-plot');
            return plots.length === {charts} && Array.from(plots).every(p => p.data);
        }}"""
    )
    traces: list[list[dict[str, Any]]] = page.evaluate(
        """() => Array.from(document.querySelectorAll('.js-plotly-plot')).map(
            plot => plot.data.map(t => ({x: Array.from(t.x), y: Array.from(t.y), name: t.name})))"""
    )
    return traces


def no_exception(page: Page) -> None:
    expect(page.locator('[data-testid="stException"]')).to_have_count(0)


@pytest.mark.parametrize("name", PAGES)
def test_every_page_opens_and_draws_its_pictures(page: Page, app_url: str, name: str) -> None:
    page.goto(f"{app_url}/{PAGES[name]}")
    wait_for_app_run(page)
    no_exception(page)
    expect(page.locator('[data-testid="stSidebarNav"]')).to_be_visible()
    screenshot(page, name)


def test_the_explorer_draws_dice_and_tiles_as_pictures(page: Page, app_url: str) -> None:
    page.goto(f"{app_url}/explorer?kept=WW444&roll=125")
    wait_for_app_run(page)
    worm = page.get_by_role("img", name="Die showing W").first
    expect(worm).to_be_visible()
    box = box_of(worm)
    assert box is not None and box["width"] >= 40  # drawn, not stripped by the sanitizer
    middle = page.get_by_role("img", name=re.compile("Tiles face up in the middle"))
    expect(middle).to_have_count(2)  # the row in two halves, which wrap on a phone
    expect(middle.first).to_be_visible()
    assert count_of(middle.locator("g.tile")) == 16


def test_changing_the_situation_updates_the_chart_and_the_link(page: Page, app_url: str) -> None:
    page.goto(f"{app_url}/explorer?kept=WW444")
    wait_for_app_run(page)
    before = plotly_traces(page, 3)[0][0]["x"]
    state = parse_position("m:21-36 x:- s:-/- p:0 k:WW444 r:-")
    assert sorted(before) == pytest.approx(sorted(o.value for o in advise(state).options))

    five = page.get_by_label("Set aside: dice showing 5")
    five.fill("1")
    five.press("Enter")
    page.wait_for_url(re.compile(r"kept=4445WW"))
    wait_for_app_run(page)
    no_exception(page)
    after = plotly_traces(page, 3)[0][0]["x"]
    state = parse_position("m:21-36 x:- s:-/- p:0 k:WW4445 r:-")
    assert sorted(after) == pytest.approx(sorted(o.value for o in advise(state).options))
    assert after != before
    screenshot(page, "explorer-changed")


def test_too_many_dice_show_a_message(page: Page, app_url: str) -> None:
    page.goto(f"{app_url}/explorer?kept=WW444")
    wait_for_app_run(page)
    ones = page.get_by_label("Set aside: dice showing 1")
    ones.fill("4")
    ones.press("Enter")
    message = CATALOG["explorer.err_too_many_dice"]["en"].format(count=9)
    expect(page.get_by_text(message)).to_be_visible()
    no_exception(page)
    expect(page.get_by_text(en("explorer.last_results"))).to_be_visible()  # the results stay


def test_simulating_shows_sampled_bars(page: Page, app_url: str) -> None:
    page.goto(f"{app_url}/explorer?kept=W")
    wait_for_app_run(page)
    simulate = CATALOG["explorer.simulate"]["en"].format(turns="1,000")
    page.get_by_role("button", name=simulate).click()
    ends = plotly_traces(page, 4)[1]
    assert [t["name"] for t in ends] == [
        CATALOG["explorer.exact_bars"]["en"],
        CATALOG["explorer.sampled_bars"]["en"],
    ]
    assert sum(ends[1]["x"]) == pytest.approx(1.0)  # lying bars: the shares run along x
    screenshot(page, "explorer-simulated")


def test_dutch_browsers_get_dutch_and_the_sidebar_switches(page: Page, app_url: str) -> None:
    page.context.close()
    context = page.context.browser.new_context(  # type: ignore[union-attr]
        viewport={"width": 1400, "height": 1000}, locale="nl-NL"
    )
    dutch = page_in(context)
    dutch.goto(f"{app_url}/explorer?kept=WW444&roll=125&steal=27")
    wait_for_app_run(dutch)
    expect(dutch.get_by_role("heading", name=CATALOG["explorer.title"]["nl"])).to_be_visible()
    expect(
        dutch.get_by_role("link", name=re.compile(CATALOG["common.page_rules"]["nl"]))
    ).to_be_visible()
    screenshot(dutch, "explorer-nl")
    dutch.get_by_text("English", exact=True).click()
    expect(dutch.get_by_role("heading", name=CATALOG["explorer.title"]["en"])).to_be_visible()
    context.close()


def test_a_shared_link_is_the_first_visit_of_a_new_server(
    browser: Browser, fresh_app_url: str
) -> None:
    """The link opens its situation inside the app's frame: sidebar, language, page titles."""
    context = browser.new_context(viewport={"width": 1280, "height": 800}, locale="nl-NL")
    dutch = page_in(context)
    dutch.goto(f"{fresh_app_url}/explorer?kept=WW444&roll=125&steal=27")
    wait_for_app_run(dutch)
    no_exception(dutch)
    nl = {key: texts["nl"] for key, texts in CATALOG.items()}
    expect(dutch.get_by_role("heading", name=nl["explorer.title"])).to_be_visible()
    sidebar = dutch.locator('[data-testid="stSidebar"]')
    for title in ("common.page_rules", "common.page_play", "common.page_explorer"):
        expect(sidebar.get_by_role("link", name=re.compile(nl[title]))).to_be_visible()
    expect(sidebar.get_by_text("English", exact=True)).to_be_visible()
    for row, face, count in (("kept", "4", 3), ("kept", "worm", 2), ("roll", "5", 1)):
        label = nl["explorer.count_label"].format(row=nl[f"explorer.{row}"], face=face)
        expect(dutch.get_by_label(label)).to_have_value(str(count))
    expect(dutch.get_by_role("img", name=re.compile(r"Tegel 27 met 2 worm"))).to_be_visible()
    state = parse_position("m:21-26,28-36 x:- s:-/27 p:0 k:444WW r:125")
    best = advise(state).options[0].action
    assert isinstance(best, Keep)
    choice = nl["explorer.act_keep"].format(count=1, face=best.face)
    expect(dutch.get_by_text(nl["explorer.say_best"].split("*")[0] + choice)).to_be_visible()
    assert "kept=444WW" in dutch.url and "steal=27" in dutch.url
    screenshot(dutch, "explorer-first-visit-nl")
    context.close()


def test_a_wrong_roll_and_a_tile_in_two_places_show_messages(page: Page, app_url: str) -> None:
    page.goto(f"{app_url}/explorer?kept=WW444&roll=125")
    wait_for_app_run(page)
    fives = page.get_by_label("The roll: dice showing 5")
    fives.fill("0")
    fives.press("Enter")
    expect(page.get_by_text(en("explorer.err_roll_size", count=2, left=3))).to_be_visible()
    no_exception(page)
    fives.fill("1")
    do(page, lambda: fives.press("Enter"))
    page.get_by_role("combobox", name=re.compile(en("explorer.own").split(" (")[0])).click()
    page.keyboard.type("27")  # the list shows a few options at a time: filter it
    act(page.get_by_role("option", name="27", exact=True))
    middle = page.get_by_role("toolbar", name=en("explorer.middle"))
    middle.get_by_role("button", name="27", exact=True).click()  # back into the middle
    expect(page.get_by_text(en("explorer.err_tile_twice", tile=27))).to_be_visible()
    no_exception(page)
    expect(page.get_by_text(en("explorer.last_results"))).to_be_visible()  # the results stay


@pytest.mark.parametrize(
    ("screen", "lang"), [("desktop", "en"), ("desktop", "nl"), ("phone", "nl")]
)
def test_on_a_projector_the_results_stand_beside_the_form(
    browser: Browser, app_url: str, screen: str, lang: str
) -> None:
    """Issue 22 (5): at 1280x800 the form filled the first screen and the results began two
    screens down, the roll's dice about 20 px. Now the key numbers are on the first screen
    beside the form, and every die of the roll is drawn at least 40 px wide."""
    with tab(browser, screen, lang) as page:
        page.goto(f"{app_url}/explorer?lang={lang}")
        wait_for_app_run(page)
        numbers = page.get_by_test_id("stMetric").first
        expect(numbers).to_be_visible()
        box = box_of(numbers)
        assert box is not None
        if screen == "desktop":
            assert box["y"] < 800, box  # on the first screen
            form = box_of(page.locator('[class*="st-key-explorer-kept-1"]'))
            assert form is not None and form["x"] < box["x"], (form, box)  # beside the form
            named = CATALOG["common.pic_dice"][lang][:4]
            dice = page.locator(f'svg[aria-label^="{named}"]')
            boxes = [box_of(dice.nth(i)) for i in range(count_of(dice))]
            assert boxes and all(b is not None and b["height"] >= 40 for b in boxes), boxes
        screenshot(page, f"explorer-first-screen-{screen}-{lang}")
