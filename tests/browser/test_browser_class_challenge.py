"""A class challenge in real browsers: a teacher (Dutch, 1280 px projector) starts it, two
pupils on 390 px phones (Dutch and English) play the same dice against the same bot, the
live table follows them, and at the end a moment most of the class missed goes to the phones
with "Ask the class". Screenshots of each screen for a human look, axe on each new screen."""

from __future__ import annotations

import re
from contextlib import ExitStack

from playwright.sync_api import Browser, Page, expect

from tests.apptest import ntext, text
from tests.browser.harness import (
    act,
    count_of,
    screenshot,
    tab,
    text_of,
    wait_for_app_run,
)
from tests.browser.test_accessibility import severe_violations
from tests.browser.test_browser_class import WAIT

MOVE = '[class*="st-key-play-do-"]'  # a choice's button (its key holds the move number)


def decide(pupil: Page) -> None:
    """The same plain choice on every phone: set aside the lowest face, else take a tile or
    stop (the last button), so that both pupils meet the same positions."""
    keeps = pupil.locator(f".st-key-play-keeps {MOVE}")
    choice = keeps.first if count_of(keeps) else pupil.locator(f".st-key-play-actions {MOVE}").last
    key = choice.evaluate("e => [...e.classList].find(c => c.startsWith('st-key-play-do-'))")
    choice.locator("button").click()
    expect(pupil.locator(f".{key}")).to_have_count(0, timeout=WAIT)  # the next move's page


def play_turns(pupil: Page, lang: str, turns: int) -> None:
    """Decide until the phone says that ``turns`` turns reached the teacher."""
    mine = text("challenge.mine", lang, turns=turns, loss="§").split("§")[0]
    done = pupil.get_by_text(re.compile(re.escape(mine.rsplit("·", 1)[0])))
    for _ in range(40):
        if count_of(done):
            return
        expect(pupil.locator(MOVE).first).to_be_visible(timeout=WAIT)
        decide(pupil)
    expect(done).to_be_visible(timeout=WAIT)


def test_a_teacher_and_two_pupils_play_a_challenge_and_ask_the_missed_moment(
    browser: Browser, app_url: str
) -> None:
    with ExitStack() as stack:
        teacher = stack.enter_context(tab(browser, "desktop", "nl"))
        teacher.goto(f"{app_url}/class")
        wait_for_app_run(teacher)
        teacher.get_by_role("button", name=text("class.start", "nl")).click()
        code_element = teacher.get_by_label(text("class.code_label", "nl"))
        expect(code_element).to_be_visible(timeout=WAIT)
        code = text_of(code_element).strip()
        pupils = []
        for lang in ("nl", "en"):
            pupil = stack.enter_context(tab(browser, "phone", lang))
            pupil.goto(f"{app_url}/join?code={code}")
            wait_for_app_run(pupil)
            pupil.get_by_role("button", name=text("join.join", lang)).click()
            expect(pupil.get_by_text(text("join.wait", lang))).to_be_visible()
            pupils.append((pupil, lang))
        expect(teacher.get_by_text(ntext("class.pupils", 2, "nl"))).to_be_visible(timeout=WAIT)

        teacher.get_by_role("button", name=text("challenge.start", "nl")).click()
        expect(teacher.get_by_role("button", name=text("challenge.stop", "nl"))).to_be_visible()
        for pupil, lang in pupils:
            heading = pupil.get_by_role("heading", name=text("challenge.pupil_h", lang))
            expect(heading).to_be_visible(timeout=WAIT)
        ada, bo = pupils[0][0], pupils[1][0]
        screenshot(ada, "challenge-pupil-start-nl-390")
        assert not severe_violations(ada)

        for pupil, lang in pupils:
            play_turns(pupil, lang, 2)
        screenshot(bo, "challenge-pupil-playing-en-390")
        assert not severe_violations(bo)
        bo.set_viewport_size({"width": 1280, "height": 800})
        screenshot(bo, "challenge-pupil-playing-en-1280")
        bo.set_viewport_size({"width": 390, "height": 844})

        table = teacher.locator('[data-testid="stTable"]')
        turns_col = text("challenge.col_turns", "nl")
        expect(table).to_contain_text(turns_col, timeout=WAIT)
        for row in range(2):  # both pupils' rows show two turns or more
            cell = table.locator("tbody tr").nth(row).locator("td").nth(1)
            expect(cell).to_have_text(re.compile(r"[2-9]|\d\d"), timeout=WAIT)
        screenshot(teacher, "challenge-teacher-live-nl-1280")
        assert not severe_violations(teacher)
        expect(ada.locator('[data-testid="stTable"]')).to_have_count(0)  # no one else's results

        teacher.get_by_role("button", name=text("challenge.stop", "nl")).click()
        expect(teacher.get_by_text(text("challenge.missed_h", "nl"))).to_be_visible()
        expect(teacher.get_by_text(re.compile(r": 2 van de 2\."))).not_to_have_count(0)
        screenshot(teacher, "challenge-teacher-end-nl-1280")
        assert not severe_violations(teacher)
        question = re.compile(re.escape(text("class.moment_q", "nl", number=1, question="§")[:-1]))
        ask = teacher.get_by_role("button", name=text("class.ask", "nl")).first
        # at rest first: a bare click while the teacher's poll redraws the page can be lost
        act(ask, expect(teacher.get_by_role("heading", name=question)).to_be_visible)
        for pupil, lang in pupils:
            expect(pupil.get_by_text(text("challenge.pupil_stopped", lang))).to_be_visible(
                timeout=WAIT
            )
            expect(pupil.locator('[class*="st-key-join-choice-1-1-"]').first).to_be_visible(
                timeout=WAIT
            )
            expect(pupil.locator('[data-testid="stException"]')).to_have_count(0)
        screenshot(ada, "challenge-pupil-asked-nl-390")
        screenshot(bo, "challenge-pupil-asked-en-390")
        expect(teacher.locator('[data-testid="stException"]')).to_have_count(0)


DRAW = '[class*="st-key-rummikub_play-draw-"]'  # draw (or pass): its key holds the move


def draw(pupil: Page) -> None:
    """Draw a tile, and wait for the next turn's page (the bot plays at once)."""
    button = pupil.locator(DRAW)
    expect(button).to_be_visible(timeout=WAIT)
    key = button.evaluate("e => [...e.classList].find(c => c.startsWith('st-key-rummikub'))")
    button.locator("button").click()
    expect(pupil.locator(f".{key}")).to_have_count(0, timeout=WAIT)


def test_a_rummikub_challenge_with_the_same_deal_ends_with_a_missed_moment(
    browser: Browser, app_url: str
) -> None:
    """A German teacher (1280 px) starts a Rummikub challenge, a French pupil (390 px) draws
    until a turn lost tiles against the best move; at the end that moment goes to the phone."""
    with ExitStack() as stack:
        teacher = stack.enter_context(tab(browser, "desktop", "en"))
        teacher.goto(f"{app_url}/class?lang=de")  # the address names the language
        wait_for_app_run(teacher)
        teacher.get_by_role("button", name=text("class.start", "de")).click()
        code_element = teacher.get_by_label(text("class.code_label", "de"))
        expect(code_element).to_be_visible(timeout=WAIT)
        code = text_of(code_element).strip()
        pupil = stack.enter_context(tab(browser, "phone", "nl"))
        pupil.goto(f"{app_url}/join?code={code}&lang=fr")
        wait_for_app_run(pupil)
        pupil.get_by_role("button", name=text("join.join", "fr")).click()
        expect(pupil.get_by_text(text("join.wait", "fr"))).to_be_visible()

        teacher.get_by_role("radiogroup", name=text("challenge.game", "de")).get_by_text(
            text("rummikub.name", "de")
        ).click()
        expect(teacher.get_by_text(text("rk_challenge.intro", "de"))).to_be_visible(timeout=WAIT)
        screenshot(teacher, "rk-challenge-teacher-choose-de-1280")
        teacher.get_by_role("button", name=text("challenge.start", "de")).click()
        expect(teacher.get_by_role("button", name=text("challenge.stop", "de"))).to_be_visible()

        heading = pupil.get_by_role("heading", name=text("challenge.pupil_h", "fr"))
        expect(heading).to_be_visible(timeout=WAIT)
        expect(pupil.locator(DRAW)).to_be_visible(timeout=WAIT)
        expect(pupil.locator('[class*="st-key-rummikub_play-help-"]')).to_have_count(0)
        screenshot(pupil, "rk-challenge-pupil-start-fr-390")
        assert not severe_violations(pupil)

        mine = text("challenge.mine", "fr", turns=0, loss="§").split("0")[0]
        for _ in range(20):  # the rack grows until the best move could have laid tiles
            draw(pupil)
            said = pupil.get_by_text(mine)
            expect(said).to_be_visible(timeout=WAIT)
            if re.search(r"[1-9]", text_of(said).rsplit(":", 1)[-1]):
                break
        screenshot(pupil, "rk-challenge-pupil-playing-fr-390")
        assert not severe_violations(pupil)

        table = teacher.locator('[data-testid="stTable"]')
        expect(table).to_contain_text(text("challenge.col_turns", "de"), timeout=WAIT)
        # the teacher's poll, like the phone's, shows the pupil's turn within WAIT (a turn
        # the busy store could not take goes with the phone's next poll: app/classroom/outbox)
        expect(table.locator("tbody tr td").nth(2)).to_have_text(re.compile(r"[1-9]"), timeout=WAIT)
        screenshot(teacher, "rk-challenge-teacher-live-de-1280")
        assert not severe_violations(teacher)

        teacher.get_by_role("button", name=text("challenge.stop", "de")).click()
        expect(teacher.get_by_text(text("challenge.missed_h", "de"))).to_be_visible()
        expect(teacher.get_by_text(re.compile(r": 1 von 1\."))).not_to_have_count(0)
        screenshot(teacher, "rk-challenge-teacher-end-de-1280")
        assert not severe_violations(teacher)
        question = re.compile(re.escape(text("class.moment_q", "de", number=1, question="§")[:-1]))
        ask = teacher.get_by_role("button", name=text("class.ask", "de")).first
        # at rest first: a bare click while the teacher's poll redraws the page can be lost
        act(ask, expect(teacher.get_by_role("heading", name=question)).to_be_visible)
        expect(pupil.get_by_text(text("challenge.pupil_stopped", "fr"))).to_be_visible(timeout=WAIT)
        expect(pupil.locator('[class*="st-key-join-choice-1-1-"]').first).to_be_visible(
            timeout=WAIT
        )
        expect(pupil.locator('[data-testid="stException"]')).to_have_count(0)
        screenshot(pupil, "rk-challenge-pupil-asked-fr-390")
        assert not severe_violations(pupil)
        expect(teacher.locator('[data-testid="stException"]')).to_have_count(0)


def test_a_phone_reloaded_in_the_middle_of_a_turn_goes_on_where_it_was(
    browser: Browser, app_url: str
) -> None:
    """The browser keeps the decisions of the turn under way: after a reload the phone
    shows the same move of the same turn, not the turn's start."""
    from tests.browser.test_browser_class import join, start_class

    with ExitStack() as stack:
        teacher = stack.enter_context(tab(browser, "projector", "en"))
        code = start_class(teacher, app_url)
        phone = stack.enter_context(tab(browser, "phone", "nl"))
        join(phone, app_url, code, "nl")
        stop = teacher.get_by_role("button", name=text("challenge.stop"))
        act(teacher.get_by_role("button", name=text("challenge.start")), stop.wait_for)
        expect(phone.locator(MOVE).first).to_be_visible(timeout=WAIT)
        decide(phone)  # the turn's first decision (its roll): the turn goes on
        wait_for_app_run(phone)
        key = phone.locator(MOVE).first.evaluate(
            "e => [...e.classList].find(c => c.startsWith('st-key-play-do-'))"
        )
        phone.reload()
        wait_for_app_run(phone)
        expect(phone.locator(f".{key}")).to_be_visible(timeout=WAIT)
        screenshot(phone, "class-pupil-challenge-mid-turn-reloaded-nl-390")
