"""The browser tests' one way to wait: every action is paired with a wait for the app's run.

This is the only module of ``tests/browser`` that knows about time (``test_harness_rules``
holds the others to it). A Streamlit page is ready when the server has finished every run it
started for the tab (read from the websocket: a ``new_session`` message starts a run, a
``script_finished`` ends it), and the page shows it: connected, script state ``notRunning``,
no skeletons. The script state alone cannot tell that a click was taken: right after the
click it is still ``notRunning``, and a quick run can start and end between two looks. So
``act`` notes how many runs had started, clicks, and waits until a later one has finished.

One timeout policy: a page action waits ``PAGE_TIMEOUT``, a web-first ``expect``
``EXPECT_TIMEOUT``, a run of the app ``RUN_TIMEOUT``; a test as a whole is bounded by
pytest-timeout (pyproject.toml). A browser test is rerun once only on a timeout (conftest.py),
and the run's summary counts the reruns.
"""

from __future__ import annotations

import time
import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from playwright.sync_api import (
    Browser,
    BrowserContext,
    FloatRect,
    Locator,
    Page,
    ViewportSize,
    expect,
)
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / "test-artifacts" / "screenshots"

PAGE_TIMEOUT = 15_000  # ms: a click waiting for its button, a navigation
EXPECT_TIMEOUT = 10_000  # ms: a web-first assertion
RUN_TIMEOUT = 30_000  # ms: a run of the app (a bot's solve, a first visit's imports)
expect.set_options(timeout=EXPECT_TIMEOUT)

#: The two screens the pupils' pages are checked on, and the browser locale of each language.
SCREENS: dict[str, ViewportSize] = {
    "desktop": {"width": 1280, "height": 800},
    "phone": {"width": 390, "height": 844},
}
#: Every size a tab may have: those two, and a classroom projector's 1280x720.
SIZES: dict[str, ViewportSize] = {**SCREENS, "projector": {"width": 1280, "height": 720}}
LOCALES = {"en": "en-GB", "nl": "nl-NL", "de": "de-DE", "fr": "fr-FR"}


class AppRunTimeout(PlaywrightTimeoutError):
    """The app did not finish a run in time (a timeout, so the test may be rerun once)."""


@dataclass
class Runs:
    """The script runs the server started for one tab, whether the last one has finished,
    and whether each was a rerun of fragments alone (True) or of the whole page (False).

    Not a count of finished runs: a run stopped for a rerun may have its ``script_finished``
    dropped from the server's queue by the ``new_session`` of the next (Streamlit's
    ``AppSession._clear_queue``), so only the last run's end is sure to come."""

    started: int = 0
    running: bool = False
    fragments: list[bool] | None = None

    def frame(self, payload: str | bytes) -> None:
        if not isinstance(payload, bytes):
            return
        message = ForwardMsg()
        message.ParseFromString(payload)
        kind = message.WhichOneof("type")
        if kind == "new_session":
            self.started += 1
            self.running = True
            if self.fragments is not None:
                self.fragments.append(bool(message.metadata.run.fragment_ids))
        elif kind == "script_finished":
            self.running = False


_RUNS: weakref.WeakKeyDictionary[Page, Runs] = weakref.WeakKeyDictionary()


def watch(page: Page) -> Page:
    """Count the page's runs from its websockets (every tab the harness opens does this)."""
    runs = _RUNS.setdefault(page, Runs())
    page.on("websocket", lambda socket: socket.on("framereceived", runs.frame))
    page.set_default_timeout(PAGE_TIMEOUT)
    return page


def runs(page: Page) -> Runs:
    return _RUNS[page]


def record_runs(page: Page) -> list[bool]:
    """From now on, every run in order: True for a rerun of fragments alone."""
    found = runs(page)
    found.fragments = []
    return found.fragments


def page_in(context: BrowserContext) -> Page:
    return watch(context.new_page())


@contextmanager
def tab(browser: Browser, screen: str, lang: str) -> Iterator[Page]:
    """A fresh tab (its own Streamlit session) on ``screen`` with the browser in ``lang``."""
    context = browser.new_context(viewport=SIZES[screen], locale=LOCALES[lang])
    try:
        yield page_in(context)
    finally:
        context.close()


def wait_for_app_run(page: Page, *, after: int | None = None, timeout: float = RUN_TIMEOUT) -> None:
    """Wait until the app is at rest: every run the server started (and, with ``after``, at
    least one started after that count) has finished, and the page shows it drawn."""
    deadline = time.monotonic() + timeout / 1000
    counted = _RUNS.get(page)
    try:
        while counted is not None and (
            counted.running or (after is not None and counted.started <= after)
        ):
            if time.monotonic() > deadline:
                raise AppRunTimeout(f"runs {counted}, waited for a run after {after}")
            page.wait_for_timeout(20)  # lets Playwright deliver the websocket's frames
        left = max(1.0, (deadline - time.monotonic()) * 1000)
        app = page.locator(
            '[data-testid="stApp"][data-test-connection-state="CONNECTED"]'
            '[data-test-script-state="notRunning"]'
        )
        expect(app).to_have_count(1, timeout=left)
        skeletons = page.locator('[data-testid^="stSkeleton"], [data-testid="stAppSkeleton"]')
        expect(skeletons).to_have_count(0, timeout=left)
    except (AssertionError, PlaywrightTimeoutError) as e:
        raise AppRunTimeout(f"{page.url} did not finish its run ({_states(page)}): {e}") from None


def _states(page: Page) -> str:
    """The app's script and connection states, for a failure's message."""
    try:
        return str(
            page.evaluate(
                "() => ['script', 'connection'].map(s => s + ' ' + document.querySelector("
                "'[data-testid=\"stApp\"]')?.getAttribute(`data-test-${s}-state`)).join(', ')"
            )
        )
    except PlaywrightError as e:
        return f"states unknown: {e}"


def open_page(page: Page, url: str) -> None:
    """Go to ``url`` and wait for its first run."""
    page.goto(url)
    wait_for_app_run(page)


def act(
    target: Locator,
    effect: Callable[[], None] | None = None,
    *,
    rerun: bool = True,
    double: bool = False,
    force: bool = False,
) -> None:
    """Click ``target`` on a page at rest, wait for the run the click starts (``rerun``), for
    ``effect`` (a web-first ``expect`` of what the click shows), and for rest again.
    ``force`` clicks an input that its own label covers (a toggle's)."""
    if double:
        do(target.page, lambda: target.dblclick(delay=20), effect, rerun=rerun)
    else:
        do(target.page, lambda: target.click(force=force), effect, rerun=rerun)


def do(
    page: Page,
    action: Callable[[], object],
    effect: Callable[[], None] | None = None,
    *,
    rerun: bool = True,
) -> None:
    """``act`` for what is not a click (a key pressed, a file given): on a page at rest, the
    action, the run it starts (a plain wait for rest could return before the run has begun,
    and a read would then see the page half redrawn), ``effect``, rest again."""
    wait_for_app_run(page)
    before = runs(page).started
    action()
    if rerun:
        wait_for_app_run(page, after=before)
    if effect is not None:
        effect()
    wait_for_app_run(page)


def select_tab(page: Page, name: str) -> None:
    """Open the tab called ``name`` (drawn in the browser: no run) and wait until it is the
    selected one and the page is at rest."""
    wait_for_app_run(page)
    button = page.get_by_role("tab", name=name, exact=True)
    button.click()
    expect(button).to_have_attribute("aria-selected", "true")
    wait_for_app_run(page)


def count_of(target: Locator) -> int:
    """How many elements match, read on a page at rest."""
    wait_for_app_run(target.page)
    return target.count()


def box_of(target: Locator) -> FloatRect:
    """Where a visible element lies, read on a page at rest."""
    wait_for_app_run(target.page)
    expect(target).to_be_visible()
    found = target.bounding_box()
    assert found is not None, f"{target} has no box"
    return found


def text_of(target: Locator) -> str:
    """An element's text, read on a page at rest."""
    wait_for_app_run(target.page)
    return target.inner_text()


def wait_for_layout(page: Page) -> None:
    """Wait until the page is at rest and its layout too: fonts loaded, pictures decoded,
    no transition or finite animation still running (an element fading back in)."""
    wait_for_app_run(page)
    page.wait_for_function(
        """() => document.fonts.status === "loaded"
        && [...document.images].every(i => i.complete)
        && document.getAnimations().every(a => a.playState !== "running"
            || a.effect?.getTiming().iterations === Infinity)"""
    )


def hold(page: Page, ms: float) -> None:
    """Let ``ms`` pass with the page at rest: only for a check that nothing more happens (a
    double click that must not act twice, a bust that must stay until "Go on") and for a
    clock the app runs by itself."""
    page.wait_for_timeout(ms)
    wait_for_app_run(page)


def first_screen(page: Page, name: str) -> Path:
    """What the window shows without scrolling (a projector's first screen)."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    wait_for_app_run(page)
    page.screenshot(path=str(path))
    return path


def screenshot(page: Page, name: str) -> Path:
    """The whole page (Streamlit scrolls inside its main block, so the window grows to fit)."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    size = page.viewport_size or {"width": 1400, "height": 1000}
    height = page.evaluate(
        "() => document.querySelector('[data-testid=\"stMain\"]')?.scrollHeight ?? 0"
    )
    page.set_viewport_size({"width": size["width"], "height": max(size["height"], height + 40)})
    wait_for_app_run(page)
    page.screenshot(path=str(path), full_page=True)
    page.set_viewport_size(size)
    return path
