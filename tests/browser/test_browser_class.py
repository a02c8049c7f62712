"""A lesson in class mode in real browsers: a teacher on a 1280 px projector and three pupils
on 390 px phones in two languages join, vote, see the reveal, vote again and see the class
end. Screenshots of each screen for a human look."""

from __future__ import annotations

import re
from contextlib import ExitStack

from playwright.sync_api import Browser, Page, expect

from app.regenwormen import class_poll
from app.regenwormen.explore import report
from app.regenwormen.explorer_state import FIRST_VIEW
from tests.apptest import text
from tests.browser.harness import act, screenshot, tab, text_of, wait_for_app_run
from tests.browser.test_accessibility import severe_violations

WAIT = 20_000  # ms for a phone's poll (every 2 s) to show what the teacher did


def choice(page: Page, index: int, round_number: int = 1) -> None:
    """Tap a choice of question 1 (each button's key names the question, round and choice)."""
    button = page.locator(f'[class~="st-key-join-choice-1-{round_number}-{index}"] button')
    button.click()
    expect(button).to_contain_text("✔", timeout=WAIT)  # the phone shows the answer taken


def start_class(teacher: Page, app_url: str) -> str:
    teacher.goto(f"{app_url}/class")
    wait_for_app_run(teacher)
    teacher.get_by_role("button", name=text("class.start")).click()
    code_element = teacher.get_by_label(text("class.code_label"))
    expect(code_element).to_be_visible(timeout=WAIT)  # a busy machine draws it late
    code = text_of(code_element).strip()
    assert re.fullmatch(r"[A-Z2-9]{6}", code), code
    return code


def test_a_teacher_and_three_pupils_vote_reveal_vote_again_and_end(
    browser: Browser, app_url: str
) -> None:
    with ExitStack() as stack:
        teacher = stack.enter_context(tab(browser, "desktop", "en"))
        code = start_class(teacher, app_url)
        address = text_of(teacher.locator('[data-testid="stCode"]')).strip()
        assert address.endswith(f"/join?code={code}")
        expect(teacher.get_by_text(text("class.qr_caption"))).to_be_visible()
        screenshot(teacher, "class-teacher-start-en-1280")

        ada = stack.enter_context(tab(browser, "phone", "nl"))  # by the QR code's address
        ada.goto(address)
        wait_for_app_run(ada)
        ada.get_by_role("button", name=text("join.join", "nl")).click()
        bo = stack.enter_context(tab(browser, "phone", "nl"))  # by the code, typed
        bo.goto(f"{app_url}/join")
        wait_for_app_run(bo)
        bo.get_by_label(text("join.code", "nl")).fill(code.lower())
        bo.get_by_role("button", name=text("join.join", "nl")).click()
        cy = stack.enter_context(tab(browser, "phone", "en"))  # a wrong code first
        cy.goto(f"{app_url}/join")
        wait_for_app_run(cy)
        cy.get_by_label(text("join.code")).fill("ZZZZZZ")
        cy.get_by_role("button", name=text("join.join")).click()
        expect(cy.get_by_text(text("class.err_not_found"))).to_be_visible()
        cy.get_by_label(text("join.code")).fill(code)
        cy.get_by_role("button", name=text("join.join")).click()
        for pupil, lang in ((ada, "nl"), (bo, "nl"), (cy, "en")):
            expect(pupil.get_by_text(text("join.wait", lang))).to_be_visible()
        screenshot(ada, "class-pupil-waiting-nl-390")
        expect(teacher.get_by_text("3 pupils have joined")).to_be_visible(timeout=WAIT)

        # the explorer's first view, asked from the explorer (the sidebar keeps the session)
        act(teacher.locator('[data-testid="stSidebarNav"] a[href$="/explorer"]'))
        teacher.get_by_role("button", name=text("class.ask")).click()
        expect(teacher.get_by_text(text("class.asked", number=1))).to_be_visible()
        act(teacher.get_by_role("link", name=text("class.to_dashboard")))

        description = class_poll.describe(report(FIRST_VIEW))
        best = description["best"][0]
        other = next(i for i in range(len(description["choices"])) if i not in description["best"])
        for pupil, lang in ((ada, "nl"), (bo, "nl"), (cy, "en")):
            expect(pupil.get_by_text(text("class.q_keep", lang))).to_be_visible(timeout=WAIT)
        screenshot(ada, "class-pupil-question-nl-390")
        assert not severe_violations(ada)
        screenshot(cy, "class-pupil-question-en-390")
        choice(ada, best)
        choice(bo, best)
        choice(cy, best)
        choice(cy, other)  # changed: two of three right
        expect(teacher.get_by_text("Answers: 3 of 3 pupils")).to_be_visible(timeout=WAIT)
        expect(teacher.locator('[data-testid="stTable"]')).to_have_count(0)
        teacher.get_by_role("button", name=text("class.reveal")).click()
        expect(teacher.get_by_text(text("class.next_discuss"))).to_be_visible()
        expect(teacher.locator('[data-testid="stTable"]')).to_have_count(1)
        screenshot(teacher, "class-teacher-reveal-en-1280")
        assert not severe_violations(teacher)
        expect(ada.get_by_text("2 stemmen (jouw antwoord)")).to_be_visible(timeout=WAIT)
        screenshot(ada, "class-pupil-reveal-nl-390")

        teacher.get_by_role("button", name=text("class.again")).click()
        for pupil, lang in ((ada, "nl"), (bo, "nl"), (cy, "en")):
            expect(pupil.get_by_text(text("join.tap_again", lang))).to_be_visible(timeout=WAIT)
            choice(pupil, best, round_number=2)
        expect(teacher.get_by_text("Answers: 3 of 3 pupils")).to_be_visible(timeout=WAIT)
        teacher.get_by_role("button", name=text("class.reveal")).click()
        expect(teacher.get_by_text(text("class.next_explain"))).to_be_visible()

        teacher.get_by_role("button", name=text("class.end")).click()
        teacher.get_by_role("button", name=text("class.end_yes")).click()
        expect(teacher.get_by_role("button", name=text("class.start"))).to_be_visible()
        for pupil, lang in ((ada, "nl"), (bo, "nl"), (cy, "en")):
            expect(pupil.get_by_text(text("class.err_ended", lang))).to_be_visible(timeout=WAIT)
            expect(pupil.locator('[data-testid="stException"]')).to_have_count(0)
        screenshot(bo, "class-pupil-ended-nl-390")


def test_the_projector_in_dutch(browser: Browser, app_url: str) -> None:
    with tab(browser, "desktop", "nl") as teacher:
        teacher.goto(f"{app_url}/class")
        wait_for_app_run(teacher)
        teacher.get_by_role("button", name=text("class.start", "nl")).click()
        expect(teacher.get_by_label(text("class.code_label", "nl"))).to_be_visible()
        wait_for_app_run(teacher)
        screenshot(teacher, "class-teacher-start-nl-1280")
        teacher.get_by_role("button", name=text("class.end", "nl")).click()
        teacher.get_by_role("button", name=text("class.end_yes", "nl")).click()
        expect(teacher.get_by_role("button", name=text("class.start", "nl"))).to_be_visible()


def test_a_reload_keeps_the_teacher_and_the_pupil_in_their_class(
    browser: Browser, app_url: str
) -> None:
    """The browser keeps each one's pass (app/classroom/remember.py): after a reload the
    teacher has the same class and the pupil is the same pupil; once the class ends, a reload
    shows the start and join forms again."""
    with ExitStack() as stack:
        teacher = stack.enter_context(tab(browser, "desktop", "en"))
        code = start_class(teacher, app_url)
        pupil = stack.enter_context(tab(browser, "phone", "nl"))
        pupil.goto(f"{app_url}/join?code={code}")
        wait_for_app_run(pupil)
        pupil.get_by_role("button", name=text("join.join", "nl")).click()
        expect(pupil.get_by_text(text("join.wait", "nl"))).to_be_visible(timeout=WAIT)
        name = text_of(pupil.get_by_role("heading", name=re.compile("^Jij bent ")))

        pupil.reload()
        wait_for_app_run(pupil)
        expect(pupil.get_by_role("heading", name=name)).to_be_visible(timeout=WAIT)
        expect(pupil.get_by_text(text("join.wait", "nl"))).to_be_visible()
        teacher.reload()
        wait_for_app_run(teacher)
        expect(teacher.get_by_label(text("class.code_label"))).to_have_text(code, timeout=WAIT)
        expect(teacher.get_by_text("1 pupil has joined")).to_be_visible(timeout=WAIT)

        teacher.get_by_role("button", name=text("class.end")).click()
        teacher.get_by_role("button", name=text("class.end_yes")).click()
        expect(teacher.get_by_role("button", name=text("class.start"))).to_be_visible()
        expect(pupil.get_by_text(text("class.err_ended", "nl"))).to_be_visible(timeout=WAIT)
        wait_for_app_run(teacher)
        teacher.reload()
        wait_for_app_run(teacher)
        expect(teacher.get_by_role("button", name=text("class.start"))).to_be_visible()
        wait_for_app_run(pupil)
        pupil.goto(f"{app_url}/join")
        wait_for_app_run(pupil)
        expect(pupil.get_by_role("button", name=text("join.join", "nl"))).to_be_visible()
        for page in (teacher, pupil):
            assert not [c for c in page.context.cookies() if c["name"].startswith("wl_class")]
