"""Team games in Debian's chromium: a saved team game near its end on each play page, played
to the teams' result, and the team screens on a projector and a phone in English and Dutch."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from app.common.i18n import CATALOG
from app.regenwormen import match as m
from app.rummikub import match as rm
from tests.browser.harness import act, count_of, do, page_in, screenshot, wait_for_app_run
from tests.browser.test_accessibility import severe_violations
from tests.browser.test_browser_play import load, nearly_finished, open_play, play_to_the_end
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
    do(page, lambda: field.press("Enter"))


def regenwormen_team_form(page: Page, lang: str) -> None:
    """One person and three bots in the team variant."""
    set_number(page, text("play.bots", lang), 3)
    page.get_by_role("combobox", name=text("play.variant", lang)).click()
    page.keyboard.type(text("play.variant.teams", lang)[:5])  # the list filtered
    act(page.get_by_role("option", name=text("play.variant.teams", lang)))
    expect(page.get_by_text(text("teams.choose", lang))).to_be_visible()


def test_a_nearly_finished_regenwormen_team_game_ends_with_the_teams_result(
    app_url: str, page: Page, tmp_path: Path
) -> None:
    open_play(page, app_url)
    bots = tuple(m.Seat(f"Bot {i}", "careful", False) for i in (2, 3, 4))
    load(page, nearly_finished(tmp_path, bots, TEAMS))
    expect(page.get_by_text("Team A", exact=True).first).to_be_visible()
    play_to_the_end(page)
    won = page.get_by_text(re.compile(r"^Team [AB] (wins with|has the highest)|share the win"))
    expect(won.first).to_be_visible()
    expect(page.get_by_role("cell", name="Team A", exact=True).first).to_be_visible()
    assert not count_of(page.locator('[data-testid="stException"]'))
    screenshot(page, "teams-play-result-en-1280")


def rk_nearly_finished_team_game(tmp_path: Path) -> Path:
    """A Rummikub team round of four bots played until a bot has two tiles or fewer left,
    saved with Ann (a person, who draws or passes) in the first seat."""
    bots = tuple(rm.Seat(f"Bot {i}", "careful", False) for i in range(1, 5))
    match = rm.new_match(bots, RK_TEAMS, 3)
    while not match.over and min(len(rack) for rack in match.state.racks[1:]) > 2:
        match = rm.advance_bot(match)
    assert not match.over, "the seed's round must not end before the moment under test"
    path = tmp_path / "rk-team-nearly-finished.json"
    path.write_text(rm.dumps(replace(match, seats=(rm.Seat("Ann"), *bots[1:]))))
    return path


def test_a_nearly_finished_rummikub_team_round_ends_with_the_teams_result(
    app_url: str, browser: Browser, tmp_path: Path
) -> None:
    page = new_page(browser, f"{app_url}/rummikub-play?lang=en")
    page.get_by_text(text("rummikub_play.files")).first.click()
    page.locator('input[type="file"]').set_input_files(str(rk_nearly_finished_team_game(tmp_path)))
    expect(page.get_by_text(text("rummikub_play.loaded")).first).to_be_visible()
    wait_for_app_run(page)
    over = page.get_by_text(text("teams.rk_game_over", teams="X", names="Y").split(" X")[0])
    bots = page.locator(FRESH).get_by_role("button", name=text("rummikub_play.bot_all"))
    draw = page.locator(FRESH).get_by_role(
        "button",
        name=re.compile(
            f"^({text('rummikub_play.draw')}|{re.escape(text('rummikub_play.pass'))})$"
        ),
    )
    for _ in range(60):  # a bot has two tiles or fewer: the round ends within a few turns
        if count_of(over):
            break
        act(bots.first if count_of(bots) else draw.first)
    expect(over.first).to_be_visible()
    expect(page.locator('[data-testid="stDataFrame"]').first).to_be_visible()
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
    act(page.get_by_text(text("play.autoplay", lang)))  # a still table to look at
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
