"""Fixtures for tests in a real browser: Debian's chromium, driven by Playwright, against
``streamlit run`` on 127.0.0.1 with a free port.

``playwright install`` cannot download here, so the system chromium is launched. Without it
the tests skip, except in CI (``CI`` set), where a missing browser is a failure.
Screenshots go to test-artifacts/screenshots/ (git-ignored, kept by the test run).
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator, Mapping
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, ViewportSize, expect, sync_playwright
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / "test-artifacts" / "screenshots"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if Path(str(item.fspath)).is_relative_to(Path(__file__).parent):
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def chromium() -> str:
    """The browser's path; skip without one, but fail in CI."""
    path = shutil.which(CHROMIUM) or (CHROMIUM if Path(CHROMIUM).is_file() else None)
    if path is None:
        if os.environ.get("CI"):
            pytest.fail(f"CI is set but there is no chromium at {CHROMIUM}: install it")
        pytest.skip(f"no chromium at {CHROMIUM}")
    return path


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@dataclass(frozen=True)
class Server:
    url: str  # the base URL
    log: Path  # everything the server printed


@contextmanager
def _serve(env: Mapping[str, str] | None = None) -> Iterator[Server]:
    """A fresh ``streamlit run streamlit_app.py`` on a free port, with ``env`` added to the
    environment."""
    port = _free_port()
    log = (ROOT / "test-artifacts").joinpath(f"streamlit-{port}.log")
    log.parent.mkdir(exist_ok=True)
    with log.open("w") as out:
        server = subprocess.Popen(
            [
                sys.executable, "-m", "streamlit", "run", "streamlit_app.py",
                "--server.address", "127.0.0.1", "--server.port", str(port),
                "--server.headless", "true", "--browser.gatherUsageStats", "false",
                "--server.fileWatcherType", "none",
            ],
            cwd=ROOT, stdout=out, stderr=subprocess.STDOUT, env={**os.environ, **(env or {})},
        )  # fmt: skip
        url = f"http://127.0.0.1:{port}"
        try:
            _wait_healthy(url, server)
            yield Server(url, log)
        finally:
            server.terminate()
            try:
                server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                server.kill()


@pytest.fixture(scope="session")
def app_url() -> Iterator[str]:
    """The base URL of one server shared by the test session."""
    with _serve() as server:
        yield server.url


@pytest.fixture
def fresh_server() -> Iterator[Server]:
    """A server that no browser has visited yet: Streamlit runs the first visits in its
    legacy pages/ mode (see app/common/frame.py)."""
    with _serve() as server:
        yield server


StartServer = Callable[[Mapping[str, str]], Server]


@pytest.fixture
def start_server() -> Iterator[StartServer]:
    """``start_server(env)``: a fresh server with ``env`` added to its environment (the class
    store's settings), stopped at the end of the test; call it twice for two servers."""
    with ExitStack() as servers:
        yield lambda env: servers.enter_context(_serve(env))


@pytest.fixture
def fresh_app_url(fresh_server: Server) -> str:
    return fresh_server.url


def _wait_healthy(url: str, server: subprocess.Popen[bytes], timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise RuntimeError(f"streamlit exited with {server.returncode}; see test-artifacts/")
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as reply:
                if reply.status == 200:
                    return
        except OSError:
            time.sleep(0.3)
    raise RuntimeError(f"streamlit did not answer at {url} within {timeout} s")


@pytest.fixture(scope="session")
def browser(chromium: str) -> Iterator[Browser]:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    """A fresh browser tab (its own Streamlit session), English, a projector-sized window."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000}, locale="en-GB")
    tab = context.new_page()
    tab.set_default_timeout(30_000)
    yield tab
    context.close()


#: The two screens the pupils' pages are checked on, and the browser locale of each language.
SCREENS: dict[str, ViewportSize] = {
    "desktop": {"width": 1280, "height": 800},
    "projector": {"width": 1280, "height": 720},
    "phone": {"width": 390, "height": 844},
}
LOCALES = {"en": "en-GB", "nl": "nl-NL", "de": "de-DE", "fr": "fr-FR"}


@contextmanager
def tab(browser: Browser, screen: str, lang: str, timeout: float = 60_000) -> Iterator[Page]:
    """A fresh tab (its own Streamlit session) on ``screen`` with the browser in ``lang``."""
    context = browser.new_context(viewport=SCREENS[screen], locale=LOCALES[lang])
    page = context.new_page()
    page.set_default_timeout(timeout)
    try:
        yield page
    finally:
        context.close()


@pytest.fixture(scope="module")
def navigation_mode(browser: Browser, app_url: str) -> None:
    """One visit of the front page first, so that the server has left Streamlit's legacy
    pages/ mode (see app/common/frame.py): a fresh server's first deep link draws stale widgets.
    A module that opens pages by deep link asks for it with
    ``pytestmark = pytest.mark.usefixtures("navigation_mode")``."""
    with tab(browser, "desktop", "en") as page:
        page.goto(app_url)
        settle(page)


def settle(page: Page, timeout: float = 30_000) -> None:
    """Wait until the app has finished its script run and drawn every element.

    Widgets and charts load their code lazily and show a skeleton until then.
    """
    try:
        expect(page.locator('[data-testid="stApp"]')).to_be_visible(timeout=timeout)
        page.wait_for_function(
            "() => document.querySelector('[data-testid=\"stApp\"]')"
            "?.getAttribute('data-test-script-state') === 'notRunning'",
            timeout=timeout,
        )
        skeletons = page.locator('[data-testid^="stSkeleton"], [data-testid="stAppSkeleton"]')
        expect(skeletons).to_have_count(0, timeout=timeout)
    except (AssertionError, PlaywrightTimeoutError) as e:
        raise AssertionError(f"{page.url} did not settle ({_states(page)}): {e}") from None


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


def select_tab(page: Page, name: str) -> None:
    """Open the tab called ``name`` and wait until it is the selected one. A click that lands
    while the page is still drawing can be lost under load, so it is tried up to three times."""
    button = page.get_by_role("tab", name=name, exact=True)
    for attempt in range(3):
        button.click()
        try:
            expect(button).to_have_attribute("aria-selected", "true", timeout=5_000)
            break
        except AssertionError:
            if attempt == 2:
                raise
    settle(page)


def first_screen(page: Page, name: str) -> Path:
    """What the window shows without scrolling (a projector's first screen)."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    settle(page)
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
    settle(page)
    page.screenshot(path=str(path), full_page=True)
    page.set_viewport_size(size)
    return path
