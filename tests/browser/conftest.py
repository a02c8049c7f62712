"""Fixtures for tests in a real browser: Debian's chromium, driven by Playwright, against
``streamlit run`` on 127.0.0.1 with a free port; how they wait is tests/browser/harness.py.

``playwright install`` cannot download here, so the system chromium is launched. Without it
the tests skip, except in CI (``CI`` set), where a missing browser is a failure.
Every server gets a data folder of its own (a class store no other test sees), and nothing
is written into the checkout but test-artifacts/ (server logs, screenshots; git-ignored).

Two tiers: ``make test`` checks every page at phone and projector size, one language each
(Dutch on the phone, English on the projector), and every journey once; the rest of the
matrix (every language on every screen) and the long journeys are marked ``wide`` and run
with ``make test-wide``.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable, Iterator, Mapping
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, sync_playwright
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from tests.browser.harness import ROOT, open_page, page_in, tab

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
#: The (screen, language) pairs of the core tier; a test over other pairs is ``wide``.
CORE_PAIRS = {("phone", "nl"), ("desktop", "en")}
_SCREEN_PARAMS = ("screen", "viewport")


def _pair(item: pytest.Item) -> tuple[str, str] | None:
    """The (screen, language) a parametrized test runs on, when it names both."""
    params = getattr(item, "callspec", None)
    if params is None or "lang" not in params.params:
        return None
    found = params.params
    if "width" in found:
        return ("phone" if found["width"] < 600 else "desktop", found["lang"])
    screen = next((found[name] for name in _SCREEN_PARAMS if name in found), None)
    if screen is None:
        return None
    return ("phone" if "phone" in str(screen) or "390" in str(screen) else "desktop", found["lang"])


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark the browser tests, their wide variants, and a rerun once on a timeout alone."""
    for item in items:
        if not Path(str(item.fspath)).is_relative_to(Path(__file__).parent):
            continue
        item.add_marker(pytest.mark.browser)
        item.add_marker(pytest.mark.flaky(reruns=1, only_rerun=[PlaywrightTimeoutError]))
        pair = _pair(item)
        if pair is not None and pair not in CORE_PAIRS:
            item.add_marker(pytest.mark.wide)


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
    environment and a data folder of its own; a start that fails is tried once more (a
    port taken between finding it free and binding it)."""
    with tempfile.TemporaryDirectory(prefix="wormlib-data-") as data:
        own = {"WORMLIB_DATA_DIR": data, **(env or {})}
        with ExitStack() as stack:
            try:
                server = stack.enter_context(_started(own))
            except RuntimeError:
                server = stack.enter_context(_started(own))
            yield server


@contextmanager
def _started(env: Mapping[str, str]) -> Iterator[Server]:
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
            cwd=ROOT, stdout=out, stderr=subprocess.STDOUT, env={**os.environ, **env},
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
def app_url(browser: Browser) -> Iterator[str]:
    """The base URL of one server shared by the test session, its front page visited once, so
    that the server has left Streamlit's legacy pages/ mode (see app/common/frame.py) before
    any test: a fresh server's first deep link draws stale widgets. A test of first visits
    takes ``fresh_server``."""
    with _serve() as server:
        with tab(browser, "desktop", "en") as page:
            open_page(page, server.url)
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
            time.sleep(0.3)  # no page yet: the server is polled over HTTP until it answers
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
    yield page_in(context)
    context.close()
