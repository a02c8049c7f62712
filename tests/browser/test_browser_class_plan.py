"""A lesson's plan on the class page in real browsers: an English teacher on a 1280x720
projector picks a lesson and asks its first class question, a Dutch phone shows it; the class
page with the plan on a 390 px phone in Dutch. Screenshots for a human look, axe on both."""

from __future__ import annotations

from contextlib import ExitStack

from playwright.sync_api import Browser, Page, expect

from tests.apptest import text
from tests.browser.harness import act, screenshot, tab
from tests.browser.test_accessibility import severe_violations
from tests.browser.test_browser_class import WAIT, join, start_class


def pick(teacher: Page, lesson: str, lang: str) -> None:
    """Pick the lesson in the class page's lesson plan; its first question shows."""
    plan = teacher.get_by_test_id("stRadio").filter(has_text=text("class.plan_pick", lang))
    first = teacher.locator(f".st-key-class-plan-ask-{lesson}-1 button")
    option = plan.get_by_text(text(f"lessons.{lesson}.h", lang), exact=True)
    act(option, lambda: expect(first).to_be_visible())


def test_a_lesson_plans_first_question_reaches_a_phone(browser: Browser, app_url: str) -> None:
    with ExitStack() as stack:
        teacher = stack.enter_context(tab(browser, "projector", "en"))
        code = start_class(teacher, app_url)
        phone = stack.enter_context(tab(browser, "phone", "nl"))
        join(phone, app_url, code, "nl")

        pick(teacher, "value", "en")
        for number in (1, 2, 3):
            item = text("class.plan_item", number=number)
            expect(teacher.get_by_text(item, exact=False)).to_be_visible()
        challenge = text("class.plan_start")
        expect(teacher.get_by_role("button", name=challenge)).to_be_enabled()
        screenshot(teacher, "class-plan-en-1280x720")
        assert not severe_violations(teacher)

        ask = teacher.locator(".st-key-class-plan-ask-value-1 button")
        question = text("lessons.value.q1")
        heading = text("class.moment_q", number=1, question=question)
        act(ask, lambda: expect(teacher.get_by_role("heading", name=heading)).to_be_visible())
        expect(phone.get_by_text(text("lessons.value.q1", "nl"))).to_be_visible(timeout=WAIT)
        screenshot(phone, "class-plan-pupil-question-nl-390")
        assert not severe_violations(phone)

        # the class page with the plan on a phone, in Dutch
        small = stack.enter_context(tab(browser, "phone", "nl"))
        start_class(small, app_url, "nl")
        pick(small, "opening", "nl")
        expect(small.get_by_text(text("lessons.opening.q3", "nl"))).to_be_visible()
        screenshot(small, "class-plan-nl-390")
        assert not severe_violations(small)
