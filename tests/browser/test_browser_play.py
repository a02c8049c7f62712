"""The play page in Debian's chromium: a full turn by clicking, a bot's turn, the final report."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from app.common.i18n import CATALOG, WORDS
from app.regenwormen import match as m
from tests.browser.harness import (
    SCREENSHOTS,
    act,
    box_of,
    count_of,
    hold,
    page_in,
    record_runs,
    runs,
    screenshot,
    text_of,
    wait_for_app_run,
)
from wormlib.regenwormen import game, save
from wormlib.regenwormen.actions import Action, Dice, Keep, Roll, Take
from wormlib.regenwormen.rules import OFFICIAL, Rules

FRESH = '[data-testid="stElementContainer"]:not([data-stale="true"])'  # not left from a past run


def caption(move: str = r"\d+") -> re.Pattern[str]:
    return re.compile(rf"^Game number \d+ · rules: .* · move {move}$")


def open_play(page: Page, app_url: str, *, autoplay: bool = False, coach: bool = False) -> None:
    """The play page as a pupil opens it: the app's address, then the link to the page
    (the coach and the bots' autoplay switched as asked: both are on at first)."""
    page.goto(app_url)
    # The first page drawn, not merely a finished run: the first visit to a fresh server
    # ends its first run early and reruns (app/__init__.py); a click before that is lost.
    expect(page.get_by_role("heading", name=CATALOG["home.title"]["en"])).to_be_visible()
    wait_for_app_run(page)
    page.get_by_test_id("stSidebarNavItems").get_by_role("link", name="Play", exact=True).click()
    switch = page.get_by_role("switch", name="Bots play on by themselves")
    expect(switch).to_be_checked()  # on by default
    if not autoplay:
        page.get_by_text("Bots play on by themselves").click()  # bots step only when asked
        expect(switch).not_to_be_checked()
    coaching = page.get_by_role("switch", name="Coach")
    expect(coaching).to_be_checked()  # on for a first game
    if not coach:
        wait_for_app_run(page)
        page.get_by_text("Coach", exact=True).click()
        expect(coaching).not_to_be_checked()
    wait_for_app_run(page)


def start_game(page: Page) -> None:
    started = page.locator(FRESH).get_by_text(caption("0"))
    act(page.get_by_role("button", name="Start the game"), expect(started).to_be_visible)


def move_number(page: Page) -> int:
    """The move number in the caption of the latest run (not one faded out as stale)."""
    return int(text_of(page.locator(FRESH).get_by_text(caption())).rsplit(" ", 1)[1])


def went_on(page: Page) -> bool:
    """After a bust, press "Go on" (the move number stays): True when there was one."""
    go_on = page.locator(FRESH).get_by_role("button", name="Go on")
    if not count_of(go_on):
        return False
    act(go_on, lambda: expect(go_on).to_have_count(0))
    return True


def play(page: Page, target: Locator, *, double: bool = False) -> None:
    """Click a decision and wait until the page shows the position after it.

    The script state alone cannot tell: a quick rerun may start and end between two looks
    (or within one redraw), so the test waits for the caption to show a new move number.
    """
    moved = page.locator(FRESH).get_by_text(caption(rf"(?!{move_number(page)}$)\d+"))
    act(target, expect(moved).to_be_visible, double=double)


KEEP = re.compile(r"^(★ )?\d+ ((dice|die) showing \d|worms?)$")  # '3 dice showing 2', '1 worm'
KEEP_NL = re.compile(r"^(★ )?\d+ (dobbelstenen met een \d|dobbelsteen met een \d|wormen|worm)$")


def total(page: Page) -> int:
    found = page.get_by_text(re.compile(r"^Set aside: total \d+$"))
    return int(text_of(found).rsplit(" ", 1)[1]) if count_of(found) else 0


def test_a_full_turn_by_clicking(app_url: str, page: Page) -> None:
    open_play(page, app_url)
    start_game(page)
    expect(page.get_by_text("▶ Player 1 to play")).to_be_visible()
    screenshot(page, "play-1-start")

    roll = page.get_by_role("button", name="Roll 8 dice")
    where = box_of(roll)
    play(page, roll, double=True)
    hold(page, 1000)  # time for a second roll, were the double click to make one
    assert move_number(page) == 2  # a double click rolls once
    # and its second click cannot land on a new choice: nothing above the buttons went away
    # (the "new game" message once did, and a dice choice took the roll button's place)
    under = page.evaluate(
        "([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.innerText ?? ''",
        [where["x"] + where["width"] / 2, where["y"] + where["height"] / 2],
    )
    assert not under, f"a button moved under the pointer: {under!r}"
    expect(page.get_by_text(re.compile("Player 1 rolls")).first).to_be_visible()
    screenshot(page, "play-2-first-roll")

    for _ in range(20):  # keep the first face offered, roll below 25, then stop
        if went_on(page):
            continue
        keeps = page.get_by_role("button", name=KEEP)
        takes = page.get_by_role("button", name=re.compile(r"^Stop: (take|steal)"))
        rolls = page.get_by_role("button", name=re.compile(r"^Roll \d dic?e"))
        if count_of(page.get_by_role("button", name="Next bot step")):
            break
        if count_of(keeps):
            play(page, keeps.first)
        elif count_of(rolls) and (total(page) < 25 or not count_of(takes)):
            play(page, rolls.first)
        elif count_of(takes):
            play(page, takes.first)
        else:
            play(page, page.get_by_role("button", name="Stop without a tile (bust)"))
    expect(page.get_by_role("button", name="Next bot step")).to_be_visible()
    expect(page.get_by_text("Previous turn: Player 1")).to_be_visible()
    screenshot(page, "play-3-turn-done")

    play(page, page.get_by_role("button", name="Next bot step"))
    expect(page.get_by_text("I roll all 8 dice", exact=False).first).to_be_visible()
    screenshot(page, "play-4-bot-step")

    play(page, page.get_by_role("button", name="Skip to my turn"))
    for _ in range(10):  # a bot's bust waits for "Go on" (issue 22.1), then skip on
        skip = page.locator(FRESH).get_by_role("button", name="Skip to my turn")
        if not went_on(page) and count_of(skip):
            play(page, skip)
    expect(page.get_by_role("button", name=re.compile(r"^Roll 8 dice"))).to_be_visible()
    assert not count_of(page.locator('[data-testid="stException"]'))


def test_the_coach_marks_the_best_choice(app_url: str, page: Page) -> None:
    open_play(page, app_url, coach=True)
    start_game(page)
    play(page, page.get_by_role("button", name=re.compile("Roll 8 dice")))
    best = page.get_by_role("button", name=re.compile(r"^★ \d+ (dice|die|worm)"))
    expect(best).to_have_count(1)
    screenshot(page, "play-5-coach")


def nearly_finished(
    tmp_path: Path, seats: tuple[m.Seat, ...] = (), rules: Rules = OFFICIAL
) -> Path:
    """A saved game with two tiles left in the middle and the person (Ann, the first seat) to
    move: Ann against the expert bot, or ``seats`` after her."""
    players = (m.Seat("Ann"), *(seats or (m.Seat("Expert bot", "expert"),)))
    match = m.new_match(players, rules, 2024)
    while not (len(match.state.middle) <= 2 and match.human_to_move):
        if match.bot_to_move:
            match = m.advance_bot(match)
            continue
        legal = game.legal_actions(match.state)
        takes = [a for a in legal if isinstance(a, Take)]
        keeps = [a for a in legal if isinstance(a, Keep)]
        action = keeps[-1] if keeps else (takes[0] if takes else legal[0])
        match = m.play(match, action)
    path = tmp_path / "nearly-finished.json"
    path.write_text(m.dumps(match))
    return path


def play_to_the_end(page: Page) -> None:
    """Play on, the person keeping the most dice and taking when they can, until the game is
    over (a loaded game near its end: a few turns)."""
    for _ in range(200):
        if count_of(page.get_by_text("The game is over")):
            break
        if went_on(page):
            continue
        if count_of(page.get_by_role("button", name="Skip to my turn")):
            play(page, page.get_by_role("button", name="Skip to my turn"))
            continue
        keeps = page.get_by_role("button", name=KEEP)
        takes = page.get_by_role("button", name=re.compile(r"^Stop: (take|steal)"))
        if count_of(keeps):
            play(page, keeps.last)
        elif count_of(takes):
            play(page, takes.first)
        else:
            play(page, page.get_by_role("button", name=re.compile(r"^(Roll|Stop)")).first)
    expect(page.get_by_role("heading", name="The game is over")).to_be_visible()


def test_a_loaded_game_played_to_the_report(app_url: str, page: Page, tmp_path: Path) -> None:
    open_play(page, app_url)
    load(page, nearly_finished(tmp_path))
    play_to_the_end(page)
    expect(page.get_by_role("heading", name="How Ann played")).to_be_visible()
    expect(page.get_by_role("button", name="Play again")).to_be_visible()
    charts = page.locator('[data-testid="stPlotlyChart"]')  # the worms, the chance to win
    expect(charts).to_have_count(2)
    for i in range(2):
        expect(charts.nth(i)).to_be_visible()
    assert not count_of(page.locator('[data-testid="stException"]'))
    screenshot(page, "play-6-report")


def test_two_tabs_two_games_and_a_refresh_keeps_the_game(app_url: str, browser: Browser) -> None:
    """Issue 22.4: the game is in the address, so a refresh shows it again."""
    tabs = []
    for _ in range(2):
        context = browser.new_context(viewport={"width": 1400, "height": 1000}, locale="en-GB")
        tabs.append(page_in(context))
    first, second = tabs
    open_play(first, app_url)
    start_game(first)
    play(first, first.get_by_role("button", name="Roll 8 dice"))
    open_play(second, app_url)
    expect(second.get_by_role("button", name="Start the game")).to_be_visible()  # no game yet
    assert move_number(first) == 2

    def dice() -> list[str]:  # the choices of the roll, with or without the coach's star
        choices = first.get_by_role("button", name=KEEP).all_inner_texts()
        return [choice.strip().removeprefix("★ ") for choice in choices]

    rolled = dice()
    first.reload()  # a refresh is a new session: the game comes back from the address
    expect(first.get_by_text("The game from the address is back, at move 2.")).to_be_visible()
    wait_for_app_run(first)
    assert move_number(first) == 2
    assert dice() == rolled  # the same roll
    screenshot(first, "play-reloaded")
    assert not count_of(first.locator('[data-testid="stException"]'))
    for tab in tabs:
        tab.context.close()


def test_bots_play_on_by_themselves_step_by_step(app_url: str, page: Page) -> None:
    """Each bot step reruns the game's fragment alone; the whole page reruns only to start
    and stop the bots' timer (issue 11.1: a bot step used to rerun the whole app)."""
    kinds = record_runs(page)
    open_play(page, app_url, autoplay=True)
    start_game(page)
    while not count_of(page.get_by_text("plays: follow it step by step", exact=False)):
        if went_on(page):
            continue
        keeps = page.get_by_role("button", name=KEEP)
        takes = page.get_by_role("button", name=re.compile(r"^Stop: "))
        if count_of(keeps):
            play(page, keeps.first)
        elif count_of(takes):
            play(page, takes.first)
        else:
            play(page, page.get_by_role("button", name=re.compile(r"^Roll")).first)
    seen = {move_number(page)}
    before = len(kinds)
    for _ in range(120):  # no clicks: the bot moves one step a second, each step a run
        now = runs(page).started
        if count_of(page.get_by_text("▶ Player 1 to play")):
            break
        if went_on(page):  # a bot's bust waits for "Go on" (issue 22.1)
            continue
        seen.add(move_number(page))
        wait_for_app_run(page, after=now)
    expect(page.get_by_text("▶ Player 1 to play")).to_be_visible()
    assert len(seen) >= 3, f"the bot's turn should show its steps one by one, saw moves {seen}"
    assert not count_of(page.locator('[data-testid="stException"]'))
    during = kinds[before:]
    assert during.count(True) >= len(seen) - 1, f"bot steps as fragment reruns: {during}"
    assert during.count(False) <= 2, f"whole-page runs while the bot played: {during}"


def test_a_double_click_on_start_starts_one_game(app_url: str, page: Page) -> None:
    """Issue 10.1: two clicks ~20 ms apart on Start gave a KeyError and no buttons."""
    open_play(page, app_url)
    started = page.locator(FRESH).get_by_text(caption("0"))
    act(
        page.get_by_role("button", name="Start the game"),
        expect(started).to_be_visible,
        double=True,
    )
    hold(page, 1000)  # time for a second game, were the double click to start one
    expect(page.get_by_role("button", name="Roll 8 dice")).to_be_visible()
    assert not count_of(page.locator('[data-testid="stException"]'))


def busted(tmp_path: Path) -> Path:
    """A saved game whose last roll was a bust: 7 worms set aside, then the last die a worm."""
    actions: list[Action] = [
        Roll(),
        Dice((1, 0, 0, 0, 0, 7)),
        Keep(6),
        Roll(),
        Dice((0, 0, 0, 0, 0, 1)),
    ]
    path = tmp_path / "busted.json"
    path.write_text(save.dumps(OFFICIAL, ["Ann", "Bob"], actions))
    return path


def load(page: Page, path: Path) -> None:
    """Load a saved game on the play page, as a pupil does through "Save or load"."""
    page.get_by_text("Save or load").first.click()
    page.locator('input[type="file"]').set_input_files(str(path))
    expect(page.get_by_text(re.compile("Game loaded"))).to_be_visible()
    wait_for_app_run(page)


@pytest.mark.parametrize(("width", "height"), [(1280, 800), (390, 844)])
@pytest.mark.parametrize("lang", ["en", "nl"])
def test_the_table_on_a_phone_and_a_projector(
    app_url: str, browser: Browser, tmp_path: Path, width: int, height: int, lang: str
) -> None:
    """Tiles at least 36 px wide; the middle tiles and the choices one short scroll apart;
    a bust shown as a moment with its dice and the tile turned over."""
    context = browser.new_context(viewport={"width": width, "height": height}, locale="en-GB")
    page = page_in(context)
    page.goto(f"{app_url}/play?lang={lang}")
    wait_for_app_run(page)
    expect(page.get_by_role("button", name=CATALOG["play.start"][lang])).to_be_visible()
    screenshot(page, f"play-setup-{lang}-{width}")
    page.get_by_text(CATALOG["play.files"][lang]).first.click()
    page.locator('input[type="file"]').set_input_files(str(busted(tmp_path)))
    banner = page.locator(".st-key-play-bust")
    expect(banner).to_be_visible()
    wait_for_app_run(page)
    expect(banner.locator("svg").first).to_be_visible()  # the busting roll, drawn
    screenshot(page, f"play-bust-{lang}-{width}")
    act(page.get_by_role("button", name=CATALOG["play.go_on"][lang]))
    roll = page.get_by_role("button", name=WORDS.plural(lang, "play.roll", 8))
    expect(roll).to_be_visible()
    tiles = page.locator(".wl-tiles svg")
    assert count_of(tiles) == 16
    widths = [box["width"] for box in (box_of(tiles.nth(i)) for i in range(16)) if box]
    assert min(widths) >= 36, widths
    top = box_of(tiles.first)
    button = box_of(roll)
    assert top and button
    assert button["y"] + button["height"] - top["y"] <= 1.5 * height, "one short scroll apart"
    roll.click()
    expect(page.get_by_role("button", name=KEEP if lang == "en" else KEEP_NL).first).to_be_visible()
    wait_for_app_run(page)
    screenshot(page, f"play-choices-{lang}-{width}")
    page.get_by_text(CATALOG["play.files"][lang]).last.click()
    page.locator('input[type="file"]').set_input_files(str(finished(tmp_path)))
    again = page.get_by_role("button", name=CATALOG["play.again"][lang])
    expect(again).to_be_visible()
    name = CATALOG["play.report"][lang].format(name="Ann")
    expect(page.get_by_role("heading", name=name)).to_be_visible()
    wait_for_app_run(page)
    win_chart = page.locator('[data-testid="stPlotlyChart"]').nth(1)  # the chance to win
    win_chart.scroll_into_view_if_needed()
    expect(win_chart.locator(".main-svg").first).to_be_visible()
    wait_for_app_run(page)
    page.screenshot(path=str(SCREENSHOTS / f"play-report-win-{lang}-{width}.png"))
    act(page.get_by_text(CATALOG["play.report.teacher"][lang]).first, rerun=False)  # an expander
    screenshot(page, f"play-report-{lang}-{width}")
    assert not count_of(page.locator(".modebar")), "no chart toolbar over the title"
    assert not count_of(page.locator('[data-testid="stDataFrame"]')), "no table cut off"
    wide = page.evaluate("() => document.querySelector('[data-testid=\"stMain\"]').scrollWidth")
    assert wide <= width, "nothing wider than the screen"
    assert not count_of(page.locator('[data-testid="stException"]'))
    context.close()


def finished(tmp_path: Path) -> Path:
    """A whole game of Ann against Bob, both at this screen, saved at its end."""
    match = m.new_match((m.Seat("Ann"), m.Seat("Bob")), OFFICIAL, 31)
    while not match.over:
        legal = game.legal_actions(match.state)
        keeps = [a for a in legal if isinstance(a, Keep)]
        takes = [a for a in legal if isinstance(a, Take)]
        match = m.play(match, keeps[0] if keeps else (takes[0] if takes else legal[0]))
    path = tmp_path / "finished.json"
    path.write_text(m.dumps(match))
    return path


def tab_to(page: Page, target: Locator) -> None:
    """Tab until the target has the focus."""
    for _ in range(400):
        if target.evaluate("element => element === document.activeElement"):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {target}")


def press_by_keyboard(page: Page, target: Locator) -> None:
    """Tab until the target has the focus, then press Enter: what a pupil without a mouse does."""
    tab_to(page, target)
    before = move_number(page)
    page.keyboard.press("Enter")
    expect(page.locator(FRESH).get_by_text(caption(rf"(?!{before}$)\d+"))).to_be_visible()
    wait_for_app_run(page)


def test_a_whole_turn_with_the_keyboard_alone(app_url: str, page: Page) -> None:
    """Every decision of a turn is a button the Tab key reaches and Enter presses."""
    open_play(page, app_url)
    start = page.get_by_role("button", name="Start the game")
    for _ in range(400):
        if start.evaluate("element => element === document.activeElement"):
            break
        page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    expect(page.locator(FRESH).get_by_text(caption("0"))).to_be_visible()
    wait_for_app_run(page)

    press_by_keyboard(page, page.get_by_role("button", name="Roll 8 dice"))
    for _ in range(20):
        if count_of(page.get_by_role("button", name="Next bot step")):
            break
        go_on = page.locator(FRESH).get_by_role("button", name="Go on")
        if count_of(go_on):  # after a bust
            tab_to(page, go_on)
            page.keyboard.press("Enter")
            expect(go_on).to_have_count(0)
            wait_for_app_run(page)
            continue
        keeps = page.get_by_role("button", name=KEEP)
        takes = page.get_by_role("button", name=re.compile(r"^Stop: (take|steal)"))
        rolls = page.get_by_role("button", name=re.compile(r"^Roll \d dic?e"))
        if count_of(keeps):
            press_by_keyboard(page, keeps.first)
        elif count_of(takes):
            press_by_keyboard(page, takes.first)
        elif count_of(rolls):
            press_by_keyboard(page, rolls.first)
        else:
            press_by_keyboard(page, page.get_by_role("button", name="Stop without a tile (bust)"))
    expect(page.get_by_text("Previous turn: Player 1")).to_be_visible()
    assert not count_of(page.locator('[data-testid="stException"]'))


def in_view(page: Page, name: str) -> None:
    """What the screen shows now (not the whole page): where the pupil is looking."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"))


def about_to_bust(tmp_path: Path) -> Path:
    """Ann (against Bob, both at this screen) has set aside 15 with worms: a stop is a bust."""
    actions: list[Action] = [Roll(), Dice((1, 1, 1, 1, 1, 3)), Keep(6)]
    path = tmp_path / "about-to-bust.json"
    path.write_text(save.dumps(OFFICIAL, ["Ann", "Bob"], actions))
    return path


@pytest.mark.parametrize(("width", "height"), [(1280, 800), (390, 844)])
@pytest.mark.parametrize("lang", ["en", "nl"])
def test_a_bust_shows_where_the_pupil_tapped(
    app_url: str, browser: Browser, tmp_path: Path, width: int, height: int, lang: str
) -> None:
    """Issue 22.1: the bust appears in view, clear of the top bar, until "Go on" is pressed."""
    context = browser.new_context(viewport={"width": width, "height": height}, locale="en-GB")
    page = page_in(context)
    page.goto(f"{app_url}/play?lang={lang}")
    expect(page.get_by_role("button", name=CATALOG["play.start"][lang])).to_be_visible()
    wait_for_app_run(page)
    page.get_by_text(CATALOG["play.files"][lang]).first.click()
    page.locator('input[type="file"]').set_input_files(str(about_to_bust(tmp_path)))
    stop = page.get_by_role("button", name=CATALOG["play.stop"][lang])
    expect(stop).to_be_visible()
    wait_for_app_run(page)
    stop.scroll_into_view_if_needed()
    stop.click()
    title = CATALOG["play.bust.title"][lang].format(name="Ann")
    heading = page.get_by_role("heading", name=f"💥 {title}")
    go_on = page.get_by_role("button", name=CATALOG["play.go_on"][lang])
    expect(go_on).to_be_visible()
    wait_for_app_run(page)
    in_view(page, f"play-bust-in-view-{lang}-{width}")
    expect(go_on).to_be_in_viewport(ratio=1)
    expect(heading).to_be_in_viewport(ratio=1)
    bar = box_of(page.locator('[data-testid="stHeader"]'))
    top = box_of(heading)
    assert bar and top
    below = bar["y"] + bar["height"]
    assert top["y"] >= below, f"the bust heading at y={top['y']:.0f}, the top bar to {below:.0f}"
    hold(page, 2000)  # no timer ends it: it stays until "Go on"
    expect(go_on).to_be_in_viewport(ratio=1)
    go_on.click()
    expect(page.get_by_role("button", name=WORDS.plural(lang, "play.roll", 8))).to_be_visible()
    expect(heading).to_have_count(0)
    assert not count_of(page.locator('[data-testid="stException"]'))
    context.close()


@pytest.mark.parametrize(("width", "height"), [(1280, 800), (390, 844)])
@pytest.mark.parametrize("lang", ["en", "nl"])
def test_tapping_a_die_sets_its_face_aside(
    app_url: str, browser: Browser, width: int, height: int, lang: str
) -> None:
    """Issue 22.2: the dice of the roll are the controls, each at least 44 × 44 px; one
    button per face, named in the pupil's language, sets all dice of that face aside."""
    context = browser.new_context(viewport={"width": width, "height": height}, locale="en-GB")
    page = page_in(context)
    page.goto(f"{app_url}/play?lang={lang}")
    start = page.get_by_role("button", name=CATALOG["play.start"][lang])
    expect(start).to_be_visible()
    wait_for_app_run(page)
    start.click()
    roll = page.get_by_role("button", name=WORDS.plural(lang, "play.roll", 8))
    expect(roll).to_be_visible()
    wait_for_app_run(page)
    roll.click()
    keeps = page.get_by_role("button", name=KEEP if lang == "en" else KEEP_NL)
    expect(keeps.first).to_be_visible()
    wait_for_app_run(page)
    in_view(page, f"play-dice-buttons-{lang}-{width}")
    dice = page.locator(".st-key-play-keeps button img")
    boxes = [box_of(dice.nth(i)) for i in range(count_of(dice))]
    sizes = [(box["width"], box["height"]) for box in boxes if box]
    assert len(sizes) == 8, "every die of the first roll is on a button"
    assert min(min(size) for size in sizes) >= 44, sizes
    names = keeps.all_inner_texts()
    assert len(set(names)) == len(names) == count_of(keeps)  # one button per face
    numbers = [int(n) for n in re.findall(r"\d+", names[0])]
    count, value = numbers[0], numbers[1] if len(numbers) > 1 else 5  # '2 worms': 5 each
    dice_of_face = keeps.first.locator("img")
    assert count_of(dice_of_face) == count
    dice_of_face.first.click()  # a tap on a die itself
    kept = CATALOG["play.kept"][lang].replace("**{total}**", r"(\d+)")
    shown = page.locator(FRESH).get_by_text(re.compile(f"^{kept}$"))
    expect(shown).to_be_visible()
    assert text_of(shown).endswith(f" {count * value}")
    assert not count_of(page.locator('[data-testid="stException"]'))
    context.close()
