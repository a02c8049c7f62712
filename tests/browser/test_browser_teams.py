"""Team games in Debian's chromium: a whole team game on each play page, from the set-up to
the teams' result, and the team screens on a projector and a phone in English and Dutch."""

from __future__ import annotations

import contextlib
import re
from dataclasses import replace
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Locator, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from app.common.i18n import CATALOG
from app.regenwormen import match as m
from app.rummikub import match as rm
from tests.browser.harness import act, count_of, page_in, screenshot, wait_for_app_run
from tests.browser.test_accessibility import severe_violations
from tests.browser.test_browser_play import KEEP, went_on
from wormlib.regenwormen.rules import TEAMS
from wormlib.rummikub.rules import TEAMS as RK_TEAMS

FRESH = '[data-testid="stElementContainer"]:not([data-stale="true"])'


def text(key: str, lang: str = "en", **fields: object) -> str:
    return CATALOG[key][lang].format(**fields)


def new_page(browser: Browser, url: str, width: int = 1280, height: int = 800) -> Page:
    context = browser.new_context(viewport={"width": width, "height": height}, locale="en-GB")
    page = page_in(context)
    page.goto(url)
    expect(page.locator("h1").first).to_be_visible(timeout=60_000)
    wait_for_app_run(page)
    return page


def set_number(page: Page, label: str, value: int) -> None:
    field = page.get_by_label(label, exact=True)
    field.fill(str(value))
    field.press("Enter")
    wait_for_app_run(page)


def regenwormen_team_form(page: Page, lang: str) -> None:
    """One person and three bots in the team variant."""
    set_number(page, text("play.bots", lang), 3)
    page.get_by_role("combobox", name=text("play.variant", lang)).click()
    page.keyboard.type(text("play.variant.teams", lang)[:5])  # the list filtered
    act(page.get_by_role("option", name=text("play.variant.teams", lang)))
    expect(page.get_by_text(text("teams.choose", lang))).to_be_visible()


def tap(button: Locator) -> None:
    """Click a button that was just found; the page may redraw it away first (a bot's move,
    the round's end), and then the game loop looks again rather than waiting on it."""
    with contextlib.suppress(PlaywrightTimeoutError):
        button.click(timeout=5_000)


@pytest.mark.wide  # in make test: the team screens, test_app_teams
def test_a_whole_regenwormen_team_game_to_the_teams_result(app_url: str, browser: Browser) -> None:
    page = new_page(browser, f"{app_url}/play?lang=en")
    act(page.get_by_text("Bots play on by themselves"))
    act(page.get_by_text("Coach", exact=True))
    regenwormen_team_form(page, "en")
    act(page.get_by_role("button", name="Start the game"))
    expect(page.get_by_text("Team A", exact=True).first).to_be_visible()
    for _ in range(600):
        if count_of(page.get_by_role("heading", name="The game is over")):
            break
        if went_on(page):
            continue
        skip = page.locator(FRESH).get_by_role("button", name="Skip to my turn")
        if count_of(skip):
            tap(skip)
            wait_for_app_run(page)
            continue
        keeps = page.locator(FRESH).get_by_role("button", name=KEEP)
        takes = page.locator(FRESH).get_by_role("button", name=re.compile(r"^Stop: (take|steal)"))
        others = page.locator(FRESH).get_by_role("button", name=re.compile(r"^(Roll|Stop)"))
        target = keeps.last if count_of(keeps) else takes.first if count_of(takes) else others.first
        if count_of(target):
            tap(target)
        wait_for_app_run(page)
    expect(page.get_by_role("heading", name="The game is over")).to_be_visible()
    won = page.get_by_text(re.compile(r"^Team [AB] (wins with|has the highest)|share the win"))
    expect(won.first).to_be_visible()
    expect(page.get_by_role("cell", name="Team A", exact=True).first).to_be_visible()
    assert not count_of(page.locator('[data-testid="stException"]'))
    screenshot(page, "teams-play-result-en-1280")
    page.context.close()


@pytest.mark.wide  # in make test: the team screens, test_app_teams
def test_a_whole_rummikub_team_game_to_the_teams_result(app_url: str, browser: Browser) -> None:
    new_page(browser, f"{app_url}/").context.close()  # a fresh server's first deep link
    page = new_page(browser, f"{app_url}/rummikub-play?lang=en")
    set_number(page, "Bots", 3)
    act(page.get_by_text(text("teams.rk_toggle"), exact=True))
    expect(page.get_by_text(text("teams.choose"))).to_be_visible()
    act(page.get_by_role("button", name=text("rummikub_play.start")))
    over = text("teams.rk_game_over", teams="X", names="Y").split(" X")[0]
    for _ in range(400):
        if count_of(page.get_by_text(over)):
            break
        bots = page.locator(FRESH).get_by_role("button", name=text("rummikub_play.bot_all"))
        draw = page.locator(FRESH).get_by_role(
            "button",
            name=re.compile(
                f"^({text('rummikub_play.draw')}|{re.escape(text('rummikub_play.pass'))})$"
            ),
        )
        target = bots if count_of(bots) else draw
        if count_of(target):
            tap(target.first)
        wait_for_app_run(page)
    expect(page.get_by_text(over).first).to_be_visible()
    grid = page.locator('[data-testid="stDataFrame"]').first
    expect(grid).to_be_visible()
    assert not count_of(page.locator('[data-testid="stException"]'))
    screenshot(page, "teams-rk-result-en-1280")
    page.context.close()


def team_game(tmp_path: Path, moves: int) -> Path:
    """A team game of four bots after ``moves`` moves, saved with Ann in the first seat."""
    seats = tuple(m.Seat(f"b{i}", "careful", False) for i in range(4))
    match = m.new_match(seats, TEAMS, 8)
    while match.number < moves and not match.over:
        match = m.advance_bot(match)
    path = tmp_path / f"team-{moves}.json"
    path.write_text(m.dumps(replace(match, seats=(m.Seat("Ann"), *seats[1:]))))
    return path


def rk_team_game(tmp_path: Path) -> Path:
    seats = (rm.Seat("Ann"), *(rm.Seat(level, level, False) for level in ("careful",) * 3))
    match = rm.new_match(seats, RK_TEAMS, 3)
    path = tmp_path / "rk-team.json"
    path.write_text(rm.dumps(match))
    return path


@pytest.mark.parametrize(("width", "height"), [(1280, 800), (390, 844)])
@pytest.mark.parametrize("lang", ["en", "nl"])
def test_the_team_screens_on_a_projector_and_a_phone(
    app_url: str, browser: Browser, tmp_path: Path, width: int, height: int, lang: str
) -> None:
    page = new_page(browser, f"{app_url}/play?lang={lang}", width, height)
    page.get_by_text(text("play.autoplay", lang)).click()  # a still table to look at
    wait_for_app_run(page)
    regenwormen_team_form(page, lang)
    screenshot(page, f"teams-play-setup-{lang}-{width}")
    page.get_by_text(text("play.files", lang)).first.click()
    page.locator('input[type="file"]').set_input_files(str(team_game(tmp_path, 60)))
    expect(page.locator(".st-key-play-to-move")).to_be_visible()  # the table, not the form
    expect(page.get_by_text(text("teams.choose", lang))).to_have_count(0)
    wait_for_app_run(page)
    meter = page.locator(".st-key-play-win-meter")  # who will win: one bar per team
    for letter in "AB":
        name = text("teams.name", lang, letter=letter)
        expect(meter.get_by_text(re.compile(f"^{name}: \\d+ ?%"))).to_be_visible()
    screenshot(page, f"teams-play-table-{lang}-{width}")
    assert not severe_violations(page)
    wide = page.evaluate("() => document.querySelector('[data-testid=\"stMain\"]').scrollWidth")
    assert wide <= width, "nothing wider than the screen"
    page.context.close()

    page = new_page(browser, f"{app_url}/rummikub-play?lang={lang}", width, height)
    set_number(page, text("rummikub_play.bots", lang), 3)
    act(page.get_by_text(text("teams.rk_toggle", lang), exact=True))
    screenshot(page, f"teams-rk-setup-{lang}-{width}")
    page.get_by_text(text("rummikub_play.files", lang)).first.click()
    page.locator('input[type="file"]').set_input_files(str(rk_team_game(tmp_path)))
    expect(page.get_by_text(text("rummikub_play.loaded", lang)).first).to_be_visible()
    wait_for_app_run(page)
    screenshot(page, f"teams-rk-table-{lang}-{width}")
    assert not count_of(page.locator('[data-testid="stException"]'))
    page.context.close()
