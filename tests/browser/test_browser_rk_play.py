"""The Rummikub play page in a real browser on a 1280x800 projector and a 390x844 phone: a
saved game is loaded, then a rearrangement is done by clicks only (a tile taken from a table
run joins two rack tiles in a new group) and the turn ends; the engine's table afterwards is
checked; a turn under the shortest timer runs out in the browser with nobody clicking; and a
double click on "Use this arrangement" does not end the turn. Screenshots for a human look."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Locator, Page, expect
from playwright.sync_api import Error as PlaywrightError

from app.common.i18n import CATALOG
from tests.apptest import ntext, text
from tests.browser.harness import (
    box_of,
    count_of,
    do,
    first_screen,
    hold,
    screenshot,
    tab,
    text_of,
    wait_for_app_run,
)
from wormlib.rummikub import save
from wormlib.rummikub.actions import parse_action
from wormlib.rummikub.rules import SEED, parse_rules

P = "rummikub_play."
#: Ann opens with the run R10-R13; the beginner bot draws; Ann holds B10 and Y10.
ACTIONS = (
    "deal R10 R11 R12 R13 B10 Y10 K1 K2 B3 B5 Y7 Y8 R1 K6 / "
    "B1 B2 Y1 Y3 K8 K9 R3 R5 R7 B7 B12 Y12 K12 Y5",
    "lay R10 R11 R12 R13 : R10 R11 R12 R13",
    "draw",
    "drawn K13",
)


def saved_game(tmp: Path, actions: tuple[str, ...] = ACTIONS, rules: str = "seed") -> Path:
    path = tmp / "rummikub.json"
    path.write_text(
        save.dumps(
            parse_rules(rules),
            ["Ann", "beginner"],
            [parse_action(a) for a in actions],
            meta={"seed": 1, "bots": [None, "beginner"], "named": [True, False]},
        ),
        encoding="utf-8",
    )
    return path


def load_saved_game(page: Page, app_url: str, lang: str, tmp: Path) -> None:
    """The play page in ``lang`` with ``saved_game`` loaded through its file upload."""
    page.goto(f"{app_url}/rummikub-play?lang={lang}")
    wait_for_app_run(page)
    do(page, lambda: page.locator('input[type="file"]').set_input_files(str(saved_game(tmp))))


def tile_name(colour: int, n: int, lang: str) -> str:
    """A rack tile button's name (the tile's name on the page)."""
    return text(
        "rummikub.tile_name", lang, colour=text(f"rummikub.colour.{colour}", lang), number=n
    )


def click(target: Locator) -> None:
    """Click the one element ``target`` finds; while the clock's redraw briefly shows a
    button twice, or replaces the one just found (both seen under load), wait for it to be
    one again and try once more."""
    for tries_left in reversed(range(5)):
        expect(target).to_have_count(1)
        try:
            target.scroll_into_view_if_needed()
            target.click()
            break
        except PlaywrightError as e:
            redrawn = ("strict mode violation", "not attached to the DOM")
            if not any(r in str(e) for r in redrawn) or not tries_left:
                raise
    wait_for_app_run(target.page)


def pills(page: Page, which: str) -> Locator:
    """The pills of the turn's widget ``which`` (Streamlit gives a keyed widget's container
    the class st-key-KEY, other characters as "-"; the key holds the move number, 4 after
    the loaded moves, and the turn's step, 1 before the new meld)."""
    return page.locator(f'[class~="st-key-rummikub_play-pick-{len(ACTIONS)}-1-{which}"]')


@pytest.mark.parametrize(("screen", "lang"), [("desktop", "en"), ("phone", "nl")])
def test_a_rearrangement_by_clicks(
    browser: Browser, app_url: str, tmp_path: Path, screen: str, lang: str
) -> None:
    with tab(browser, screen, lang) as page:
        load_saved_game(page, app_url, lang, tmp_path)
        expect(page.get_by_role("heading", name=text(P + "title", lang))).to_be_visible()
        expect(page.get_by_text(text(P + "loaded", lang))).to_be_visible()
        screenshot(page, f"rk-play-loaded-{screen}-{lang}")
        # take R10 off the run, pick B10 and Y10 from the rack, make a new meld
        click(pills(page, "t0").get_by_role("button", name="10"))
        rack = pills(page, "r")
        click(rack.get_by_role("button", name=tile_name(1, 10, lang), exact=True).first)
        click(rack.get_by_role("button", name=tile_name(2, 10, lang), exact=True).first)
        screenshot(page, f"rk-play-picked-{screen}-{lang}")
        click(page.get_by_role("button", name=text(P + "new_meld", lang)))
        expect(page.locator('[data-testid="stException"]')).to_have_count(0)
        end = page.get_by_role("button", name=text(P + "end_turn", lang))
        expect(end).to_be_enabled()
        screenshot(page, f"rk-play-rearranged-{screen}-{lang}")
        click(end)
        expect(page.get_by_role("heading", name=text(P + "bots_played", lang))).to_have_count(0)
        expect(
            page.get_by_text(
                text(
                    P + "bot_turn",
                    lang,
                    name=text(P + "bot_name", lang, level=text(P + "level.beginner", lang)),
                )
            )
        ).to_be_visible()
        pictures = page.locator("svg[aria-label]")
        labels = [
            pictures.nth(i).get_attribute("aria-label") or "" for i in range(count_of(pictures))
        ]
        assert any("11" in label and "13" in label for label in labels)
        screenshot(page, f"rk-play-ended-{screen}-{lang}")


#: The shortest turn the variants allow (``timer-N``, N from 10: wormlib/rummikub/rules.py).
#: The set-up form offers the named timer-60, so the game starts from a saved deal.
SHORTEST_TIMER = "timer-10"


def clock(page: Page, lang: str) -> int:
    """The seconds the turn's clock shows now."""
    before, after = CATALOG[P + "clock"][lang].split("{s}")
    shown = re.compile(re.escape(before) + r"(\d+)" + re.escape(after))
    label = page.get_by_text(shown)
    expect(label).to_have_count(1)
    found = shown.search(text_of(label))
    assert found is not None
    return int(found.group(1))


@pytest.mark.parametrize(("screen", "lang"), [("desktop", "en"), ("phone", "nl")])
def test_the_timer_runs_out_in_the_browser(
    browser: Browser, app_url: str, tmp_path: Path, screen: str, lang: str
) -> None:
    """RUMMIKUB_RULES.md: when time runs out, the table is restored to its position at the
    start of the turn, the tiles go back to the rack and the player draws 1 tile. Ann lays
    a run, then nobody touches the page: the clock counts down and the time-out is played."""
    assert parse_rules(SHORTEST_TIMER).turn_seconds == 10
    with pytest.raises(ValueError):
        parse_rules("timer-9")
    with tab(browser, screen, lang) as page:
        page.goto(f"{app_url}/rummikub-play?lang={lang}")
        wait_for_app_run(page)
        page.locator('input[type="file"]').set_input_files(
            str(saved_game(tmp_path, ACTIONS[:1], SHORTEST_TIMER))
        )
        wait_for_app_run(page)
        expect(page.get_by_text(text(P + "loaded", lang))).to_be_visible()
        assert clock(page, lang) <= 10
        # lay R10 R11 R12 from the rack as a new meld, and leave the turn unfinished
        rack = page.locator('[class~="st-key-rummikub_play-pick-1-1-r"]')
        for n in (10, 11, 12):
            click(rack.get_by_role("button", name=tile_name(0, n, lang), exact=True))
        click(page.get_by_role("button", name=text(P + "new_meld", lang)))
        run = text("rummikub.pic_meld", lang, label=1, tiles="")
        expect(page.locator(f'svg[aria-label^="{run}"]')).to_have_count(1)
        expect(page.get_by_text(text("rummikub.empty_table", lang))).to_have_count(0)
        # no clicks from here on: the clock goes down by itself, and time runs out
        read_at, first = time.monotonic(), clock(page, lang)
        later = first
        while later >= first and time.monotonic() - read_at < 3:
            hold(page, 250)  # the clock runs by itself
            later = clock(page, lang)
        assert later < first, f"the clock stood at {first} seconds"
        screenshot(page, f"rk-play-timer-running-{screen}-{lang}")
        time_up = page.get_by_text(text(P + "time_up", lang))
        expect(time_up).to_be_visible(timeout=20_000)
        # not before its time: the clock showed at least ``first`` seconds up to a second
        # before it was read
        assert time.monotonic() - read_at >= first - 1.5
        wait_for_app_run(page)
        # the table as at the start of the turn (empty), the run back on the rack plus one
        # penalty tile, and the bot to move
        expect(page.get_by_text(text("rummikub.empty_table", lang))).to_be_visible()
        expect(page.locator(f'svg[aria-label^="{run}"]')).to_have_count(0)
        ann = page.get_by_test_id("stMetric").filter(has_text="Ann")
        expect(ann).to_contain_text(ntext(P + "tiles", 14 + SEED.timeout_penalty, lang))
        bot = text(P + "bot_name", lang, level=text(P + "level.beginner", lang))
        expect(page.get_by_text(text(P + "bot_turn", lang, name=bot))).to_be_visible()
        expect(page.locator('[data-testid="stException"]')).to_have_count(0)
        screenshot(page, f"rk-play-timer-up-{screen}-{lang}")


def place_on_page(target: Locator) -> tuple[float, float]:
    """Where an element is on the page (not in the window: the main block scrolls)."""
    box = box_of(target)
    assert box is not None
    scrolled = target.page.get_by_test_id("stMain").evaluate("main => main.scrollTop")
    return box["x"], box["y"] + scrolled


@pytest.mark.parametrize(("screen", "lang"), [("desktop", "en"), ("phone", "nl")])
def test_a_double_click_on_use_this_arrangement_does_not_end_the_turn(
    browser: Browser, app_url: str, tmp_path: Path, screen: str, lang: str
) -> None:
    """Issue 19.5: the arrangement grows the table, and "End the turn" moved into the spot of
    "Use this arrangement", so the second click of a double click laid the tiles unseen. The
    second click lands once the page has drawn the arrangement (a quick server), with the
    page scrolled to its end: the page grows shorter, so it scrolls back and the buttons
    above come down."""
    with tab(browser, screen, lang) as page:
        load_saved_game(page, app_url, lang, tmp_path)
        expect(page.get_by_text(text(P + "loaded", lang))).to_be_visible()
        rack = pills(page, "r")
        click(rack.get_by_role("button", name=tile_name(1, 10, lang), exact=True).first)
        click(rack.get_by_role("button", name=tile_name(2, 10, lang), exact=True).first)
        click(page.get_by_role("button", name=text(P + "help", lang)))
        use = page.get_by_role("button", name=text(P + "help_use", lang))
        expect(use).to_be_visible()
        # scrolled to the end of the page, as a pupil is who reached the button last
        page.get_by_test_id("stMain").evaluate("main => main.scrollTo(0, main.scrollHeight)")
        expect(use).to_be_in_viewport()
        box = box_of(use)
        assert box is not None
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        end = page.get_by_role("button", name=text(P + "end_turn", lang))
        end_at = place_on_page(end)
        do(page, lambda: page.mouse.click(x, y))
        expect(use).to_have_count(0)  # the page drawn anew, the second click comes now
        after_use = place_on_page(end)
        page.mouse.click(x, y)  # may land on nothing: it must not end the turn
        hold(page, 500)
        expect(page.locator('[data-testid="stException"]')).to_have_count(0)
        screenshot(page, f"rk-play-double-click-{screen}-{lang}")
        # still Ann's turn, the arrangement (two melds) on the table for her to see and end
        expect(end).to_be_enabled()
        bot = text(P + "bot_name", lang, level=text(P + "level.beginner", lang))
        expect(page.get_by_text(text(P + "bot_turn", lang, name=bot))).to_have_count(0)
        second = text("rummikub.pic_meld", lang, label=2, tiles="")
        expect(page.locator(f'svg[aria-label^="{second}"]')).to_have_count(1)
        assert after_use == end_at  # the table grew below the button


@pytest.mark.parametrize(("screen", "lang"), [("desktop", "en"), ("phone", "nl")])
def test_the_rack_tiles_are_the_buttons(
    browser: Browser, app_url: str, tmp_path: Path, screen: str, lang: str
) -> None:
    """Issue 22 (2b): a pupil taps the tiles themselves, each at least 44x44 px, named by
    its colour and number in the pupil's language (two alike tiles are two buttons)."""
    named = (tile_name(1, 10, lang), tile_name(2, 10, lang))
    assert named == {"en": ("blue 10", "yellow 10"), "nl": ("blauwe 10", "gele 10")}[lang]
    with tab(browser, screen, lang) as page:
        load_saved_game(page, app_url, lang, tmp_path)
        tiles = pills(page, "r").get_by_role("button")
        expect(tiles).to_have_count(10)  # Ann's 14 tiles less her run R10-R13
        for i in range(count_of(tiles)):
            box = box_of(tiles.nth(i))
            assert box is not None and box["width"] >= 44 and box["height"] >= 44, box
            assert count_of(tiles.nth(i).locator("img")) == 1  # the tile's picture
        blue = pills(page, "r").get_by_role("button", name=named[0], exact=True)
        click(blue)
        expect(blue).to_have_attribute("aria-pressed", "true")
        click(pills(page, "r").get_by_role("button", name=named[1], exact=True))
        screenshot(page, f"rk-play-rack-tiles-{screen}-{lang}")


@pytest.mark.parametrize(("screen", "lang"), [("desktop", "en"), ("phone", "nl")])
def test_the_table_tiles_are_the_buttons(
    browser: Browser, app_url: str, tmp_path: Path, screen: str, lang: str
) -> None:
    """Issue 22 (2b): a table meld's tiles were picked from text pills beside its picture;
    now its tiles are the buttons, 44x44 px at least, those just laid named so and starred,
    and a meld that is not valid says so in its frame."""
    with tab(browser, screen, lang) as page:
        load_saved_game(page, app_url, lang, tmp_path)
        melds = page.locator('[class*="st-key-rummikub_play-table_tiles"]')
        expect(melds).to_have_count(1)  # R10 R11 R12 R13
        run = melds.first.locator('[data-testid="stButtonGroup"] button')
        expect(run).to_have_count(4)
        for i in range(4):
            box = box_of(run.nth(i))
            assert box is not None and box["width"] >= 44 and box["height"] >= 44, box
            assert count_of(run.nth(i).locator("img")) == 1
        rack = pills(page, "r")
        for colour in (1, 2):  # blue and yellow 10 from the rack, as a meld of their own
            click(rack.get_by_role("button", name=tile_name(colour, 10, lang), exact=True))
        click(page.get_by_role("button", name=text(P + "new_meld", lang)))
        expect(melds).to_have_count(2)
        bad = page.locator('[class*="st-key-rummikub_play-table_tiles_not_valid_1"]')
        expect(bad).to_have_count(1)  # two tens are not a group yet
        flagged = text("rummikub.pic_meld_invalid", lang, label=2, tiles="")
        expect(bad.locator(f'svg[aria-label^="{flagged}"]')).to_have_count(1)
        screenshot(page, f"rk-play-table-not-valid-{screen}-{lang}")
        # the red 10 from the run, tapped on the table, goes to the two tens
        red = melds.first.get_by_role("button", name=tile_name(0, 10, lang), exact=True)
        click(red)
        expect(red).to_have_attribute("aria-pressed", "true")
        click(page.get_by_role("button", name=text(P + "add_here", lang, n=2)))
        expect(
            page.locator('[class*="st-key-rummikub_play-table_tiles_not_valid_"]')
        ).to_have_count(0)
        group = melds.nth(1).locator('[data-testid="stButtonGroup"] button')
        expect(group).to_have_count(3)
        just_laid = text(P + "tile_new", lang, tile=tile_name(1, 10, lang))
        expect(melds.nth(1).get_by_role("button", name=just_laid, exact=True)).to_have_count(1)
        expect(melds.first.locator('[data-testid="stButtonGroup"] button')).to_have_count(3)
        expect(page.locator('[data-testid="stException"]')).to_have_count(0)
        screenshot(page, f"rk-play-table-tiles-{screen}-{lang}")


LONG_RUN = (
    "deal R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12 R13 K1 / "
    "B1 B2 Y1 Y3 K8 K9 R3 R5 R7 B7 B12 Y12 K12 Y5",
    "lay R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12 R13 : R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12 R13",
    "draw",
    "drawn K13",
)


def test_a_long_run_on_the_table_wraps_inside_its_frame_on_a_phone(
    browser: Browser, app_url: str, tmp_path: Path
) -> None:
    """A run of 13 tiles is wider than a phone: its tile buttons wrap inside the frame."""
    with tab(browser, "phone", "nl") as page:
        page.goto(f"{app_url}/rummikub-play?lang=nl")
        wait_for_app_run(page)
        do(
            page,
            lambda: page.locator('input[type="file"]').set_input_files(
                str(saved_game(tmp_path, LONG_RUN))
            ),
        )
        frame = page.locator('[class*="st-key-rummikub_play-table_tiles"]').first
        tiles = frame.locator('[data-testid="stButtonGroup"] button')
        expect(tiles).to_have_count(13)
        outer = box_of(frame)
        assert outer is not None
        for i in range(13):
            box = box_of(tiles.nth(i))
            assert box is not None
            assert box["x"] >= outer["x"] and box["x"] + box["width"] <= outer["x"] + outer["width"]
        screenshot(page, "rk-play-table-long-run-phone-nl")


#: Eight melds on the table, Ann to move with one tile: a table taller than a phone.
BIG_TABLE = (
    "deal R10 R11 R12 R13 B1 B2 B3 Y4 Y5 Y6 K7 K8 K9 R1 / "
    "B10 B11 B12 Y10 Y11 Y12 K10 K11 K12 R7 R8 R9 B5 Y1",
    "lay R10 R11 R12 R13 B1 B2 B3 Y4 Y5 Y6 K7 K8 K9 : "
    "R10 R11 R12 R13 | B1 B2 B3 | Y4 Y5 Y6 | K7 K8 K9",
    "lay B10 B11 B12 Y10 Y11 Y12 K10 K11 K12 R7 R8 R9 : "
    "R10 R11 R12 R13 | B1 B2 B3 | Y4 Y5 Y6 | K7 K8 K9 | B10 B11 B12 | Y10 Y11 Y12 | "
    "K10 K11 K12 | R7 R8 R9",
)


def test_the_turns_buttons_and_the_rack_share_a_phones_screen(
    browser: Browser, app_url: str, tmp_path: Path
) -> None:
    """However large the table, "Draw" and the rack fit one 844 px screen: the table scrolls
    in its own box on a phone."""
    with tab(browser, "phone", "en") as page:
        page.goto(f"{app_url}/rummikub-play")
        wait_for_app_run(page)
        do(
            page,
            lambda: page.locator('input[type="file"]').set_input_files(
                str(saved_game(tmp_path, BIG_TABLE))
            ),
        )
        melds = page.locator('[class*="st-key-rummikub_play-table_tiles"]')
        expect(melds).to_have_count(8)
        button = page.locator('[class*="st-key-rummikub_play-draw-"]')
        draw, rack = box_of(button), page.locator(".st-key-rummikub_play-rack_tiles")
        end = box_of(rack)
        assert draw is not None and end is not None
        span = end["y"] + end["height"] - draw["y"]
        assert span <= 844 - 60, f"from Draw to the rack's end: {span:.0f} px"  # 60: the bar
        rack.evaluate("e => e.scrollIntoView({block: 'end'})")
        expect(button).to_be_in_viewport(ratio=1.0)
        first_screen(page, "rk-play-big-table-phone-en")


@pytest.mark.parametrize(("screen", "lang"), [("desktop", "en"), ("phone", "nl")])
def test_the_round_meter_fits_the_screen(
    browser: Browser, app_url: str, tmp_path: Path, screen: str, lang: str
) -> None:
    """Who will win this round (issue 39, item 5): one bar per player, Ann's first, inside
    the window's width on a 390 px phone as on a projector, above the turn."""
    with tab(browser, screen, lang) as page:
        load_saved_game(page, app_url, lang, tmp_path)
        meter = page.locator('[class~="st-key-rummikub-play-win-meter"]')
        expect(meter.get_by_text(text(P + "winmeter.h", lang))).to_be_visible()
        bars = meter.get_by_test_id("stProgress")
        assert count_of(bars) == 2
        assert text_of(bars.first).startswith("Ann")
        width = (page.viewport_size or {"width": 0})["width"]
        box = box_of(meter)
        assert box["x"] >= 0 and box["x"] + box["width"] <= width
        turn = page.get_by_role("heading", name=text(P + "your_turn", lang, name="Ann"))
        assert box["y"] < box_of(turn)["y"]
        screenshot(page, f"rk-play-meter-{screen}-{lang}")
