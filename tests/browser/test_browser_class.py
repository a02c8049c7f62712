"""A lesson in class mode in real browsers: a teacher on a 1280x720 projector and three
pupils on 390 px phones in three languages join, vote, see the votes, vote again, see the best
answer, play a challenge through a reload and see the class end. Screenshots of each screen
for a human look, axe on each new one."""

from __future__ import annotations

import re
from contextlib import ExitStack
from pathlib import Path

from playwright.sync_api import Browser, Locator, Page, expect

from app.regenwormen import class_poll
from app.regenwormen.explore import report
from app.regenwormen.explorer_state import FIRST_VIEW
from tests.apptest import ntext, text
from tests.browser.harness import (
    act,
    first_screen,
    open_page,
    screenshot,
    tab,
    text_of,
    wait_for_app_run,
)
from tests.browser.test_accessibility import severe_violations

WAIT = 20_000  # ms for a phone's poll (every 2 s) to show what the teacher did


def choice(page: Page, index: int, round_number: int = 1) -> None:
    """Tap a choice of question 1 (each button's key names the question, round and choice)."""
    button = page.locator(f'[class~="st-key-join-choice-1-{round_number}-{index}"] button')
    button.click()
    expect(button).to_contain_text("✔", timeout=WAIT)  # the phone shows the answer taken


def join(phone: Page, app_url: str, code: str, lang: str) -> None:
    """A pupil's phone joins the class by its link and waits for the first question."""
    open_page(phone, f"{app_url}/join?code={code}")
    act(phone.get_by_role("button", name=text("join.join", lang)))
    expect(phone.get_by_text(text("join.wait", lang))).to_be_visible()


def start_class(teacher: Page, app_url: str, lang: str = "en") -> str:
    teacher.goto(f"{app_url}/class")
    wait_for_app_run(teacher)
    teacher.get_by_role("button", name=text("class.start", lang)).click()
    code_element = teacher.get_by_label(text("class.code_label", lang))
    expect(code_element).to_be_visible(timeout=WAIT)  # a busy machine draws it late
    code = text_of(code_element).strip()
    assert re.fullmatch(r"[A-Z2-9]{6}", code), code
    return code


def on_first_screen(page: Page, *parts: Locator) -> None:
    """Each part is shown whole without scrolling (the window is the projector's)."""
    for part in parts:
        expect(part).to_be_in_viewport(ratio=1.0)


def smallest_label(page: Page) -> float:
    """The smallest font size (px) of the texts in the tally's bars."""
    sizes: list[float] = page.locator(".class-tally li").evaluate_all(
        "items => items.flatMap(li => [...li.querySelectorAll('div, span')]"
        ".filter(e => e.childElementCount === 0 && e.textContent.trim())"
        ".map(e => parseFloat(getComputedStyle(e).fontSize)))"
    )
    return min(sizes)


def test_a_lesson_with_a_projector_and_three_phones_in_three_languages(
    browser: Browser, app_url: str
) -> None:
    """A German teacher on a 1280x720 projector, pupils on 390 px phones in Dutch, English and
    French: ask, the votes alone, a second vote, the best answer, next, a pause, a challenge
    with a reload in the middle, the results downloaded, the end."""
    from tests.browser.test_browser_class_challenge import MOVE, play_turns  # it imports WAIT

    with ExitStack() as stack:
        teacher = stack.enter_context(tab(browser, "projector", "de"))
        code = start_class(teacher, app_url, "de")
        address = text_of(teacher.locator('[data-testid="stCode"]')).strip()
        assert address.endswith(f"/join?code={code}")
        expect(teacher.get_by_text(text("class.qr_caption", "de"))).to_be_visible()
        first_screen(teacher, "class-teacher-start-de-1280x720")

        ada = stack.enter_context(tab(browser, "phone", "nl"))  # by the QR code's address
        ada.goto(address)
        wait_for_app_run(ada)
        ada.get_by_role("button", name=text("join.join", "nl")).click()
        bo = stack.enter_context(tab(browser, "phone", "en"))  # by the code, typed
        bo.goto(f"{app_url}/join")
        wait_for_app_run(bo)
        bo.get_by_label(text("join.code")).fill(code.lower())
        bo.get_by_role("button", name=text("join.join")).click()
        cy = stack.enter_context(tab(browser, "phone", "fr"))  # a wrong code first
        cy.goto(f"{app_url}/join")
        wait_for_app_run(cy)
        cy.get_by_label(text("join.code", "fr")).fill("ZZZZZZ")
        cy.get_by_role("button", name=text("join.join", "fr")).click()
        expect(cy.get_by_text(text("class.err_not_found", "fr"))).to_be_visible()
        cy.get_by_label(text("join.code", "fr")).fill(code)
        cy.get_by_role("button", name=text("join.join", "fr")).click()
        phones = ((ada, "nl"), (bo, "en"), (cy, "fr"))
        for pupil, lang in phones:
            expect(pupil.get_by_text(text("join.wait", lang))).to_be_visible()
        screenshot(ada, "class-pupil-waiting-nl-390")
        expect(teacher.get_by_text(ntext("class.pupils", 3, "de"))).to_be_visible(timeout=WAIT)

        # asked from the explorer (the sidebar keeps the session), whose verdict then waits
        act(teacher.locator('[data-testid="stSidebarNav"] a[href$="/explorer"]'))
        teacher.get_by_role("button", name=text("class.ask", "de")).click()
        expect(teacher.get_by_text(text("class.verdict_hidden", "de", number=1))).to_be_visible()
        expect(teacher.locator('[data-testid="stMetric"]')).to_have_count(0)
        first_screen(teacher, "class-explorer-hidden-de-1280x720")
        assert not severe_violations(teacher)
        act(teacher.get_by_role("link", name=text("class.to_dashboard", "de")))

        description = class_poll.describe(report(FIRST_VIEW))
        best = description["best"][0]
        other = next(i for i in range(len(description["choices"])) if i not in description["best"])
        for pupil, lang in phones:
            expect(pupil.get_by_text(text("class.q_keep", lang))).to_be_visible(timeout=WAIT)
        screenshot(ada, "class-pupil-question-nl-390")
        assert not severe_violations(ada)
        choice(ada, best)
        choice(bo, best)
        choice(cy, best)
        choice(cy, other)  # changed: two of three right
        expect(teacher.get_by_text(re.compile("3 / 3"))).to_be_visible(timeout=WAIT)
        question = teacher.get_by_role("heading", name=re.compile(text("class.q_keep", "de")))
        reveal = teacher.get_by_role("button", name=text("class.reveal", "de"))
        on_first_screen(teacher, question, teacher.locator('[data-testid="stMetric"]'), reveal)
        on_first_screen(teacher, teacher.get_by_label(text("class.code_label", "de")))
        first_screen(teacher, "class-teacher-question-de-1280x720")
        assert not severe_violations(teacher)
        teacher.get_by_test_id("stSidebar").hover()  # its close button shows on a hover
        teacher.get_by_test_id("stSidebarCollapseButton").locator("button").click()
        expect(teacher.get_by_test_id("stSidebarNav")).not_to_be_in_viewport()
        on_first_screen(teacher, question, teacher.locator('[data-testid="stMetric"]'), reveal)
        first_screen(teacher, "class-teacher-question-sidebar-closed-de-1280x720")

        reveal.click()  # the votes alone: no tick, no values, on the projector and the phones
        tally = teacher.locator(".class-tally")
        expect(tally).to_contain_text("2 (67 %)")
        expect(tally).not_to_contain_text("✓")
        expect(teacher.get_by_text(text("class.next_discuss", "de"))).to_be_visible()
        assert smallest_label(teacher) >= 28
        first_screen(teacher, "class-teacher-votes-de-1280x720")
        assert not severe_violations(teacher)
        expect(ada.get_by_text(text("join.votes_only", "nl"))).to_be_visible(timeout=WAIT)
        expect(ada.locator(".class-tally")).to_contain_text("2 stemmen")
        expect(ada.locator(".class-tally")).not_to_contain_text("✓")
        screenshot(ada, "class-pupil-votes-nl-390")
        assert not severe_violations(ada)

        teacher.get_by_role("button", name=text("class.again", "de")).click()
        for pupil, lang in phones:
            expect(pupil.get_by_text(text("join.tap_again", lang))).to_be_visible(timeout=WAIT)
            choice(pupil, best, round_number=2)
        expect(teacher.get_by_text(re.compile("3 / 3"))).to_be_visible(timeout=WAIT)
        teacher.get_by_role("button", name=text("class.reveal", "de")).click()
        expect(tally).to_contain_text("3 (100 %)")  # beside the first vote's 2 (67 %)
        expect(tally).to_contain_text("2 (67 %)")
        expect(tally).not_to_contain_text("✓")
        teacher.get_by_role("button", name=text("class.show_answer", "de")).click()
        expect(tally).to_contain_text("✓")
        right = re.compile("Eine der besten Antworten gewählt: 3 von 3")
        expect(teacher.get_by_text(right)).to_be_visible()
        on_first_screen(teacher, teacher.get_by_role("button", name=text("class.next", "de")))
        first_screen(teacher, "class-teacher-answer-de-1280x720")
        assert not severe_violations(teacher)
        for pupil, lang in phones:
            expect(pupil.get_by_text(text("join.why", lang))).to_be_visible(timeout=WAIT)
        expect(cy.locator(".class-tally")).to_contain_text("✓")
        screenshot(cy, "class-pupil-answer-fr-390")
        assert not severe_violations(cy)

        teacher.get_by_role("button", name=text("class.next", "de")).click()
        expect(teacher.get_by_text(text("class.no_moment", "de"))).to_be_visible()
        for pupil, lang in phones:
            expect(pupil.get_by_text(text("join.wait", lang))).to_be_visible(timeout=WAIT)
            expect(pupil.locator(".class-tally")).to_have_count(0)

        # everyone looks at the board, then goes on; the box that removes a pupil
        teacher.get_by_role("button", name=text("class.pause", "de")).click()
        for pupil, lang in phones:
            expect(pupil.get_by_text(text("join.paused", lang))).to_be_visible(timeout=WAIT)
        screenshot(bo, "class-pupil-paused-en-390")
        assert not severe_violations(bo)
        teacher.get_by_role("button", name=text("class.resume", "de")).click()
        for pupil, lang in phones:
            expect(pupil.get_by_text(text("join.wait", lang))).to_be_visible(timeout=WAIT)
        teacher.get_by_text(text("class.remove_h", "de")).click()
        expect(teacher.get_by_text(text("class.remove_note", "de"))).to_be_visible()
        assert not severe_violations(teacher)

        # a challenge, and Ada's page reloads in the middle of it
        teacher.get_by_role("button", name=text("challenge.start", "de")).click()
        expect(teacher.get_by_role("button", name=text("challenge.stop", "de"))).to_be_visible()
        expect(ada.locator(MOVE).first).to_be_visible(timeout=WAIT)
        play_turns(ada, "nl", 1)
        ada.reload()
        wait_for_app_run(ada)
        expect(ada.locator(MOVE).first).to_be_visible(timeout=WAIT)  # the game goes on
        play_turns(ada, "nl", 2)
        screenshot(ada, "class-pupil-challenge-reloaded-nl-390")
        table = teacher.locator('[data-testid="stTable"]')
        expect(table.locator("tbody tr").first.locator("td").nth(1)).to_have_text(
            re.compile(r"[2-9]"), timeout=WAIT
        )
        first_screen(teacher, "class-teacher-challenge-de-1280x720")

        teacher.get_by_role("button", name=text("class.end", "de")).click()
        expect(teacher.get_by_text(text("results.note", "de"))).to_be_visible()
        with teacher.expect_download() as csv_file:
            teacher.get_by_role("button", name=text("results.csv", "de")).click()
        kept = Path(csv_file.value.path()).read_text(encoding="utf-8")
        assert text("class.q_keep", "de") in kept and "2 / 3 (67 %)" in kept.replace("\xa0", " ")
        with teacher.expect_download() as page_file:
            teacher.get_by_role("button", name=text("results.print", "de")).click()
        assert "size: A4" in Path(page_file.value.path()).read_text(encoding="utf-8")
        screenshot(teacher, "class-teacher-end-de-1280")
        assert not severe_violations(teacher)
        teacher.get_by_role("button", name=text("class.end_yes", "de")).click()
        expect(teacher.get_by_role("button", name=text("class.start", "de"))).to_be_visible()
        for pupil, lang in phones:
            expect(pupil.get_by_text(text("class.err_ended", lang))).to_be_visible(timeout=WAIT)
            expect(pupil.locator('[data-testid="stException"]')).to_have_count(0)
        screenshot(bo, "class-pupil-ended-en-390")
        expect(teacher.locator('[data-testid="stException"]')).to_have_count(0)


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
