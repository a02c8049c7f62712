"""The play page's download in Debian's chromium: the file is written when the button is
clicked (app/regenwormen/play_setup.py ``files``), and it holds the game as the page showed it."""

from __future__ import annotations

import json
import re

from playwright.sync_api import Page, expect

from app.regenwormen import match as m
from app.regenwormen import play_state as view
from tests.browser.test_browser_play import move_number, open_play, play, start_game


def test_the_download_holds_the_game_on_screen(app_url: str, page: Page) -> None:
    open_play(page, app_url)
    start_game(page)
    play(page, page.get_by_role("button", name=re.compile(r"^Roll 8 dice")))
    shown = move_number(page)
    page.get_by_text("Save or load").click()
    with page.expect_download() as info:
        page.get_by_role("button", name="Download this game").click()
    document = info.value.path().read_text()
    saved = json.loads(document)
    assert saved["players"][0] == "Player 1"
    assert len(saved["actions"]) == shown == 2  # the roll and its dice
    assert m.loads(document, view.LEVELS).number == 2
    expect(page.locator('[data-testid="stException"]')).to_have_count(0)
