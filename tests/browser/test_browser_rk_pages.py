"""The first page and the Rummikub rules and best-move pages in a real browser, on a
1280x800 projector and a 390x844 phone: a game is picked from the first page, the example
turn steps to its engine-checked end, the explorer is filled by clicking tiles and its
address then opens the same position. Screenshots for a human look."""

from __future__ import annotations

import re
import time
from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from app.rummikub.situation import read
from tests.apptest import text
from tests.browser.harness import (
    SCREENS,
    act,
    box_of,
    hold,
    screenshot,
    select_tab,
    tab,
    text_of,
    wait_for_app_run,
    wait_for_layout,
)
from wormlib.rummikub.solver import best_move


def click(target: Locator) -> None:
    """Scroll first: below the fold Streamlit's form widgets count as inert to Playwright."""
    target.scroll_into_view_if_needed()
    target.click()
    wait_for_app_run(target.page)


def notation(page: Page, key: str = "rummikub_best.rack") -> Locator:
    """The rack's (or table's) text field."""
    return page.get_by_label(text(key))


def quickly(target: Locator) -> None:
    """Click as a hurried pupil does: without waiting for the page to finish its run, nor for
    Playwright's checks that the button is stable and not covered (so the buttons are
    brought to the middle of the window first, clear of the app's header)."""
    target.click(force=True)


def taken(page: Page, tile: str) -> None:
    """Wait until the page has taken the click that picked ``tile``: the rack's field ends
    with the tile (the page's run goes on below it). A running page alone was not enough:
    it could be the run of the click before, and two clicks queued in one run on a busy
    server can be lost inside Streamlit."""
    page.wait_for_function(
        "tile => [...document.querySelectorAll('input')].some(i => i.value.endsWith(tile))",
        arg=tile,
    )


def to_the_middle(target: Locator) -> None:
    target.evaluate("e => e.scrollIntoView({block: 'center'})")
    wait_for_layout(target.page)


def picker(page: Page, colour: int, n: int) -> Locator:
    """The button of tile ``n`` in the tile pickers' row of ``colour``."""
    row = page.locator(f'[class~="st-key-rummikub_best-pick-{colour}"]')
    return row.get_by_role("button", name=str(n), exact=True)


def no_exception(page: Page) -> None:
    expect(page.locator('[data-testid="stException"]')).to_have_count(0)


@pytest.mark.parametrize("screen", SCREENS)
def test_the_first_page_picks_a_game(browser: Browser, app_url: str, screen: str) -> None:
    with tab(browser, screen, "en") as page:
        page.goto(app_url)
        wait_for_app_run(page)
        expect(page.get_by_role("heading", name=text("home.title"))).to_be_visible()
        main = page.get_by_test_id("stMain")
        expect(main.get_by_role("heading", name="Rummikub")).to_be_visible()
        expect(main.get_by_role("heading", name="Regenwormen")).to_be_visible()
        screenshot(page, f"rk-home-{screen}")
        act(main.get_by_role("link", name=text("rummikub.page_rules")))
        expect(page.get_by_role("heading", name=text("rummikub_rules.title"))).to_be_visible()
        assert urlparse(page.url).path.endswith("/rummikub-rules")
        no_exception(page)


@pytest.mark.parametrize(("screen", "lang"), [("desktop", "en"), ("phone", "nl")])
def test_the_rules_example_steps_to_its_checked_end(
    browser: Browser, app_url: str, screen: str, lang: str
) -> None:
    with tab(browser, screen, lang) as page:
        page.goto(f"{app_url}/rummikub-rules")
        wait_for_app_run(page)
        tiles = page.get_by_role(
            "img",
            name=text("rummikub.tile_name", lang, colour=text("rummikub.colour.0", lang), number=7),
        )
        box = box_of(tiles.first)
        assert box is not None and box["width"] >= 36  # readable on a phone
        screenshot(page, f"rk-rules-game-{screen}-{lang}")
        select_tab(page, text("rummikub_rules.tab.example", lang))
        next_ = page.get_by_role("button", name=text("rummikub_rules.example.next", lang))
        expect(page.get_by_text(text("rummikub_rules.example.start", lang))).to_be_visible()
        screenshot(page, f"rk-rules-example-start-{screen}-{lang}")
        act(next_)
        expect(page.get_by_text(text("rummikub_rules.example.take_end", lang))).to_be_visible()
        invalid = page.get_by_role(
            "img",
            name=re.compile(
                re.escape(text("rummikub.pic_meld_invalid", lang, label="2", tiles="")[:-1])
            ),
        )
        expect(invalid.first).to_be_visible()  # the lone red 7 is flagged during the turn
        screenshot(page, f"rk-rules-example-step2-{screen}-{lang}")
        for step in range(3, 7):  # each click waits for its step: a click during a run is lost
            next_.click()
            progress = text("rummikub_rules.example.progress", lang, n=step, of=6)
            expect(page.get_by_text(progress, exact=True)).to_be_visible()
            wait_for_app_run(page)
        done = text("rummikub_rules.example.done", lang, laid=4, left=2, best=4)
        expect(page.get_by_text(done)).to_be_visible()
        expect(next_).to_be_disabled()
        screenshot(page, f"rk-rules-example-done-{screen}-{lang}")
        no_exception(page)


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("lang", ["en", "nl"])
def test_the_variants_tab_shows_a_team_opening_together(
    browser: Browser, app_url: str, screen: str, lang: str
) -> None:
    with tab(browser, screen, lang) as page:
        page.goto(f"{app_url}/rummikub-rules")
        wait_for_app_run(page)
        select_tab(page, text("rummikub_rules.tab.variants", lang))
        teams = page.locator('[class~="st-key-rummikub_rules_teams"]')
        expect(teams.get_by_text(text("rummikub_rules.teams.example_h", lang))).to_be_visible()
        red_13 = text("rummikub.tile_name", lang, colour=text("rummikub.colour.0", lang), number=13)
        rack_tile = teams.get_by_role("img", name=red_13, exact=True)
        rack_tile.scroll_into_view_if_needed()
        box = box_of(rack_tile)
        assert box is not None and box["width"] >= 36  # readable on a phone
        width = page.viewport_size["width"] if page.viewport_size else 0
        assert box["x"] + box["width"] <= width  # the rack wraps, nothing runs off the screen
        screenshot(page, f"rk-rules-variants-{screen}-{lang}")
        no_exception(page)


@pytest.mark.parametrize("screen", SCREENS)
def test_the_best_move_page_is_filled_by_clicks_and_its_link_opens_it(
    browser: Browser, app_url: str, screen: str
) -> None:
    with tab(browser, screen, "en") as page:
        page.goto(f"{app_url}/rummikub-best")
        wait_for_app_run(page)
        screenshot(page, f"rk-best-first-{screen}")
        rack = notation(page)
        click(page.get_by_role("button", name=text("rummikub_best.clear")))
        expect(rack).to_have_value("")
        expect(page.get_by_text(text("rummikub_best.err_empty_rack"))).to_be_visible()
        typed: list[str] = []
        for colour, numbers in ((0, (10, 11)), (1, (10,)), (3, (10, 12))):
            for n in numbers:
                click(picker(page, colour, n))
                typed.append(f"{'RBYK'[colour]}{n}")
                expect(rack).to_have_value(" ".join(typed))
        click(page.get_by_role("button", name="J ☺"))
        expect(rack).to_have_value("R10 R11 B10 K10 K12 J")
        # the address follows later in the same run than the rack's text
        expect(page).to_have_url(re.compile(r"rack=R10(\+|%20)R11.*K12(\+|%20)J(&|$)"))
        query = parse_qs(urlparse(page.url).query)
        assert query["rack"] == ["R10 R11 B10 K10 K12 J"]
        situation = read(query["rack"][0], query["table"][0], opened=query["opened"] == ["1"])
        expected = best_move(situation.rack, situation.table, opened=situation.opened)
        laid = page.get_by_test_id("stMetric").filter(has_text=text("rummikub_best.laid"))
        expect(laid).to_contain_text(str(expected.tiles_laid))
        screenshot(page, f"rk-best-clicked-{screen}")
        link = page.url
    with tab(browser, screen, "en") as fresh:
        fresh.goto(link)
        wait_for_app_run(fresh)
        expect(notation(fresh)).to_have_value("R10 R11 B10 K10 K12 J")
        no_exception(fresh)


def test_a_bad_link_gets_a_friendly_message(browser: Browser, app_url: str) -> None:
    with tab(browser, "phone", "nl") as page:
        page.goto(f"{app_url}/rummikub-best?rack=R7+Q9&table=-&lang=nl")
        wait_for_app_run(page)
        expect(page.get_by_text(text("rummikub_best.err_rack", "nl", text="R7 Q9"))).to_be_visible()
        no_exception(page)
        screenshot(page, "rk-best-bad-link-phone-nl")


@pytest.mark.wide  # in make test: the example stepped to its end
def test_quick_next_and_back_clicks_step_one_at_a_time(browser: Browser, app_url: str) -> None:
    """Five clicks on Next, then five on Back, none waiting for the page: each click that
    reaches the page moves one step, never more, and the buttons follow. (Two clicks on the
    same button that reach the server before its next run starts count once: Streamlit
    merges them, as it does any double click.)"""
    with tab(browser, "desktop", "en") as page:
        page.goto(f"{app_url}/rummikub-rules")
        wait_for_app_run(page)
        select_tab(page, text("rummikub_rules.tab.example"))
        next_ = page.get_by_role("button", name=text("rummikub_rules.example.next"))
        back = page.get_by_role("button", name=text("rummikub_rules.example.back"))
        shown_step = text("rummikub_rules.example.progress", n="STEP", of=6)
        progress = re.compile(re.escape(shown_step).replace("STEP", r"(\d)"))

        def step() -> int:
            shown = text_of(page.get_by_text(progress))
            found = progress.search(shown)
            assert found is not None, shown
            return int(found.group(1))

        def after_the_burst() -> int:
            """The step once the clicks still on their way have all arrived: the same step
            for two seconds with the page at rest (a busy machine runs them one by one, and
            has taken more than 30 s for a burst)."""
            shown, since = step(), time.monotonic()
            while time.monotonic() - since < 2:
                hold(page, 500)
                if step() != shown:
                    shown, since = step(), time.monotonic()
            return shown

        def walk(button: Locator, end: int) -> None:
            """The rest of the way, each click waiting for the step it makes."""
            while (now := step()) != end:
                button.click()
                after = now + (1 if end > now else -1)
                expect(page.get_by_text(shown_step.replace("STEP", str(after)))).to_be_visible()

        to_the_middle(next_)
        for _ in range(5):
            quickly(next_)
        assert 2 <= after_the_burst() <= 6
        walk(next_, 6)
        expect(next_).to_be_disabled()
        for _ in range(5):
            quickly(back)
        assert 1 <= after_the_burst() <= 5
        walk(back, 1)
        expect(back).to_be_disabled()
        no_exception(page)


def test_quick_picker_clicks_all_count(browser: Browser, app_url: str) -> None:
    """Five tiles picked without waiting for the page to finish, three times over: each
    reaches the rack (a click sent while the page still ran carried the rack text's old value,
    and the old address, which both overwrote the tiles picked meanwhile).

    Each click is sent once the page has taken the one before (its run has begun, or already
    shows the tile): on a busy server several clicks queued at once can still be lost inside
    Streamlit, which no page can prevent; that is not what this test is about."""
    picks = ((0, 10), (0, 11), (1, 10), (1, 11), (3, 12))
    with tab(browser, "desktop", "en") as page:
        page.goto(f"{app_url}/rummikub-best")
        wait_for_app_run(page)
        rack = notation(page)
        for _ in range(3):
            click(page.get_by_role("button", name=text("rummikub_best.clear")))
            expect(rack).to_have_value("")
            to_the_middle(picker(page, 1, 13))  # the rows of all four colours in view
            for colour, n in picks:
                quickly(picker(page, colour, n))
                taken(page, f"{'RBYK'[colour]}{n}")
            wait_for_app_run(page)
            expect(rack).to_have_value(" ".join(f"{'RBYK'[c]}{n}" for c, n in picks))
        expect(page).to_have_url(re.compile(r"rack=R10(\+|%20)R11(\+|%20)B10.*K12(&|$)"))
        no_exception(page)
