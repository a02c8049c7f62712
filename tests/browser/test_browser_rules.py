"""The rules page in Debian's chromium: the pictures draw, a quiz answer gets its verdict, the
example turn steps on, and the page switches to Dutch. Screenshots for a human look."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, FloatRect, Locator, Page, expect

from app.common.i18n import CATALOG
from app.regenwormen.worked_example import SCRIPT
from tests.apptest import en, text
from tests.browser.harness import (
    SCREENS,
    act,
    box_of,
    count_of,
    screenshot,
    select_tab,
    tab,
    wait_for_app_run,
    wait_for_layout,
)
from wormlib.core.i18n import LANGUAGES


def open_rules(page: Page, app_url: str) -> None:
    page.set_viewport_size({"width": 1400, "height": 1800})  # the whole tab in one picture
    page.goto(f"{app_url}/rules")
    wait_for_app_run(page)
    expect(page.get_by_role("heading", name=en("rules.title"))).to_be_visible()


def open_tab(page: Page, key: str, lang: str = "en") -> None:
    select_tab(page, CATALOG[key][lang])


def test_the_rules_draw_their_pictures(page: Page, app_url: str) -> None:
    open_rules(page, app_url)
    dice = page.locator('[data-testid="stMain"] svg[role="img"]')
    expect(dice.first).to_be_visible()
    assert count_of(dice) >= 7  # the six faces and the row of tiles, at least
    screenshot(page, "rules-material")
    open_tab(page, "rules.tab.bust")
    expect(page.get_by_text(en("rules.bust.exception").split("**")[-1].strip())).to_be_visible()
    screenshot(page, "rules-bust")


def test_a_quiz_answer_gets_a_verdict_with_its_reason(page: Page, app_url: str) -> None:
    open_rules(page, app_url)
    open_tab(page, "rules.tab.quiz")
    open_tab(page, "rules.quiz.bust.h")
    act(page.get_by_role("radio", name=en("rules.quiz.yes"), exact=True))  # a pill
    act(page.get_by_role("button", name=en("common.quiz.check")).locator("visible=true"))
    verdict = page.locator('[data-testid="stAlert"]:visible')
    expect(verdict).to_be_visible()
    # right or wrong, the verdict comes with its reason: every bust reason opens so
    expect(verdict).to_contain_text(re.compile(r"(Right!|Not quite\.) (Bust|No bust):"))
    screenshot(page, "rules-quiz")


def test_the_example_turn_steps_on(page: Page, app_url: str) -> None:
    open_rules(page, app_url)
    open_tab(page, "rules.tab.example")
    expect(page.get_by_text(en("rules.example.start"))).to_be_visible()
    act(page.get_by_role("button", name=en("rules.example.next")))
    expect(page.get_by_text(en("rules.example.roll8"))).to_be_visible()
    screenshot(page, "rules-example")


def test_the_page_speaks_dutch(page: Page, app_url: str) -> None:
    open_rules(page, app_url)
    act(page.get_by_text("Nederlands"))
    expect(page.get_by_role("heading", name=CATALOG["rules.title"]["nl"])).to_be_visible()
    open_tab(page, "rules.tab.variants", "nl")
    expect(page.get_by_text(CATALOG["rules.label.house"]["nl"]).first).to_be_visible()
    screenshot(page, "rules-variants-nl")


# --- pupils on phones and a projector (issue 12, items 1, 8 and 11) ---------------------------

Box = FloatRect


def boxes(locator: Locator) -> list[Box]:
    return [box for i in range(count_of(locator)) if (box := box_of(locator.nth(i)))]


def apart(a: Box, b: Box, gap: float = 2) -> bool:
    """The two boxes are at least ``gap`` px apart, side by side or one above the other."""
    return (
        a["x"] + a["width"] + gap <= b["x"]
        or b["x"] + b["width"] + gap <= a["x"]
        or a["y"] + a["height"] + gap <= b["y"]
        or b["y"] + b["height"] + gap <= a["y"]
    )


def card_of(locator: Locator) -> Box:
    """The inner box (inside border and padding) of the bordered container around it."""
    inner: Box = locator.evaluate(
        """e => {
            while (e && !(e.dataset.testid === 'stVerticalBlock'
                          && getComputedStyle(e).borderTopWidth !== '0px')) e = e.parentElement;
            const r = e.getBoundingClientRect(), s = getComputedStyle(e);
            const l = parseFloat(s.borderLeftWidth) + parseFloat(s.paddingLeft);
            const t = parseFloat(s.borderTopWidth) + parseFloat(s.paddingTop);
            return {x: r.x + l, y: r.y + t, width: r.width - 2 * l, height: r.height - 2 * t};
        }"""
    )
    return inner


def inside(box: Box, frame: Box) -> bool:
    return (
        box["x"] >= frame["x"] - 0.5
        and box["y"] >= frame["y"] - 0.5
        and box["x"] + box["width"] <= frame["x"] + frame["width"] + 0.5
        and box["y"] + box["height"] <= frame["y"] + frame["height"] + 0.5
    )


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_example_turn_keeps_back_and_next_by_the_picture(
    browser: Browser, app_url: str, screen: str, lang: str
) -> None:
    """Issue 12.11: on a phone Back/Next stacked far above the picture; pictures touched."""
    with tab(browser, screen, lang) as page:
        page.goto(f"{app_url}/rules")
        wait_for_app_run(page)
        open_tab(page, "rules.tab.example", lang)
        next_ = page.get_by_role("button", name=text("rules.example.next", lang))
        for step in (2, 3, 4):  # to "you roll the 5 dice that are left": set aside and rolled
            next_.click()  # a click while the last one still reruns acts once: wait for each
            progress = text("rules.example.progress", lang, n=step, of=len(SCRIPT))
            expect(page.get_by_text(progress)).to_be_visible()
            wait_for_app_run(page)
        expect(page.get_by_text(text("rules.example.roll5", lang))).to_be_visible()
        back = page.get_by_role("button", name=text("rules.example.back", lang))
        back_box, next_box = box_of(back), box_of(next_)
        assert back_box and next_box
        assert abs(back_box["y"] - next_box["y"]) < 2  # one row, on a phone too
        pictures = page.locator('[data-testid="stTabPanel"]:visible svg[role="img"]')
        drawn = boxes(pictures)
        assert len(drawn) >= 4  # the dice set aside, the roll, the middle, two stacks
        assert min(b["y"] for b in drawn) - (next_box["y"] + next_box["height"]) < 120
        card = card_of(pictures.first)
        for i, box in enumerate(drawn):
            assert inside(box, card), f"picture {i} crosses the card's border"
            assert all(apart(box, other) for other in drawn[i + 1 :]), f"picture {i} touches"
        now = CATALOG["rules.example.now"][lang].split("{")[0]  # the sentence that starts so
        assert count_of(page.get_by_text(re.compile("^" + re.escape(now)))) == 1
        screenshot(page, f"rules-example-{screen}-{lang}")


@pytest.mark.parametrize(("screen", "lang"), [("desktop", "en"), ("phone", "nl")])
def test_a_new_quiz_question_starts_with_nothing_picked(
    browser: Browser, app_url: str, screen: str, lang: str
) -> None:
    """Issue 12.1: the old answer stayed picked; a second click on it took it away."""
    with tab(browser, screen, lang) as page:
        page.goto(f"{app_url}/rules")
        wait_for_app_run(page)
        open_tab(page, "rules.tab.quiz", lang)
        open_tab(page, "rules.quiz.bust.h", lang)
        panel = page.locator('[data-testid="stTabPanel"]:visible').last
        yes = panel.get_by_role("radio", name=text("rules.quiz.yes", lang), exact=True)
        check = panel.get_by_role("button", name=text("common.quiz.check", lang))
        asked = panel.locator('[data-testid="stCaptionContainer"]').first
        # issue 22 (8): the question, its pictures and its answers fit on one phone screen,
        # measured once the layout has come to rest (under load, fonts and pictures arrive
        # late and the first layout is taller)
        wait_for_layout(page)
        top, bottom = box_of(asked), box_of(check)
        span = bottom["y"] + bottom["height"] - top["y"]
        assert span <= SCREENS[screen]["height"]
        act(yes)
        verdict = panel.locator('[data-testid="stAlert"]')
        expect(verdict).to_have_count(0)
        expect(yes).to_have_attribute("aria-checked", "true")
        yes.click()  # the same answer again: it stays
        wait_for_app_run(page)
        expect(yes).to_have_attribute("aria-checked", "true")
        expect(verdict).to_have_count(0)  # no verdict before "Check", as for every question
        act(check)
        expect(verdict).to_have_count(1)
        screenshot(page, f"rules-quiz-answered-{screen}-{lang}")
        act(panel.get_by_role("button", name=text("common.quiz.next", lang)))
        expect(panel.get_by_role("radio", checked=True)).to_have_count(0)
        expect(verdict).to_have_count(0)
        open_tab(page, "rules.quiz.keep.h", lang)
        panel = page.locator('[data-testid="stTabPanel"]:visible').last
        faces = panel.locator("button[aria-pressed]")
        act(faces.first)
        act(panel.get_by_role("button", name=text("common.quiz.check", lang)))
        expect(panel.locator('[data-testid="stAlert"]')).to_have_count(1)
        act(panel.get_by_role("button", name=text("common.quiz.next", lang)))
        expect(panel.locator('button[aria-pressed="true"]')).to_have_count(0)
        expect(panel.locator('[data-testid="stAlert"]')).to_have_count(0)
        screenshot(page, f"rules-quiz-new-{screen}-{lang}")


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_the_middle_tiles_stay_readable_on_a_phone(page: Page, app_url: str, lang: str) -> None:
    """The row of 16 tiles wraps in two halves on a 390 px screen: a tile at least 36 px wide
    (one wide picture shrank them to about 20 px, worms unreadable)."""
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{app_url}/rules?lang={lang}")
    wait_for_app_run(page)
    label = CATALOG["common.pic_middle"][lang].split("{")[0]
    rows = page.locator(f'[data-testid="stMain"] svg[aria-label^="{label}"]:visible')
    expect(rows.first).to_be_visible()
    boxes = [box_of(rows.nth(i)) for i in range(count_of(rows))]
    assert len(boxes) >= 2 and all(boxes)
    assert min(box["width"] / 8 for box in boxes if box) >= 36, boxes
    screenshot(page, f"rules-middle-phone-{lang}")


@pytest.mark.parametrize(
    ("page_name", "prefix", "screen", "lang"),
    [
        ("rules", "rules", "phone", "nl"),
        ("rules", "rules", "desktop", "en"),
        ("rummikub-rules", "rummikub_rules", "phone", "nl"),
        ("rummikub-rules", "rummikub_rules", "desktop", "en"),
    ],
)
def test_an_opened_quiz_shows_its_question_and_answers_on_the_first_screen(
    browser: Browser, app_url: str, page_name: str, prefix: str, screen: str, lang: str
) -> None:
    """Issue 22 (8): on a 390 px phone the card began 760 px down, under the page's title
    and two rows of tabs, so its answers were off the screen the quiz was opened on."""
    with tab(browser, screen, lang) as page:
        page.goto(f"{app_url}/{page_name}?lang={lang}")
        wait_for_app_run(page)
        open_tab(page, f"{prefix}.tab.quiz", lang)
        panel = page.locator('[data-testid="stTabPanel"]:visible').last
        asked = panel.locator('[data-testid="stCaptionContainer"]').first
        check = panel.get_by_role("button", name=text("common.quiz.check", lang))
        expect(asked).to_be_in_viewport(ratio=1)
        expect(check).to_be_in_viewport(ratio=1)
        heading = page.get_by_role("heading", name=text(f"{prefix}.quiz.h", lang))
        box, bar = box_of(heading), box_of(page.get_by_test_id("stHeader"))
        assert box and bar
        assert box["y"] >= bar["y"] + bar["height"]  # the quiz's heading clears the top bar
        screenshot(page, f"{page_name}-quiz-opened-{screen}-{lang}")
