"""What a phone's first visit costs on the wire, with the server's compression on and off.

    uv run python benchmarks/bench_page_weight.py [--pages join explorer play] [--proxy]

Chromium at 390 px, a fresh context per visit (an empty cache), counts the bytes the network
delivered for every request of the page (Chrome's ``encodedDataLength``: headers and body as
sent) until the first run has finished and the network is quiet (the charts' lazily loaded
code included); the websocket's messages apart, as they arrive (Streamlit does not compress
them by default). "gzip on" is ``streamlit run serve.py`` (app/serving.py), "gzip off"
Streamlit as it is (``streamlit run streamlit_app.py``), each a fresh server; with
``--proxy`` "gzip on" is deploy/nginx.conf (Debian's nginx) in front of Streamlit as it is.
The last line is the figures with gzip on.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import os
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass

from playwright.sync_api import Browser, sync_playwright

from benchmarks import bench_upload_flood as flood
from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS
from tests.browser.harness import ROOT, open_page, tab

HOST = "127.0.0.1"
PAGES = ("join", "explorer", "play")
#: The most a phone's first visit may fetch (issue 38): a class of 30 on a school's Wi-Fi.
BUDGET_KB = {"join": 1000, "explorer": 2500}
#: The lazily loaded chunk of Streamlit's frontend that holds Plotly (4.6 MB uncompressed).
PLOTLY = "PlotlyChart."


@dataclass(frozen=True)
class Weight:
    page: str
    bytes: int
    requests: int
    plotly: bool  # whether the page fetched Plotly's chunk
    websocket: int  # the bytes of the messages the server sent on the websocket

    def line(self, label: str) -> str:
        plotly = "with Plotly" if self.plotly else "no Plotly"
        weight = f"{self.bytes / 1000:.0f} kB in {self.requests} requests"
        return f"{label} /{self.page}: {weight}, {plotly}, websocket {self.websocket / 1000:.0f} kB"


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


@contextlib.contextmanager
def server(port: int, script: str = "serve.py") -> Iterator[str]:
    """``streamlit run script`` on this port with a data folder of its own: its address."""
    with tempfile.TemporaryDirectory(prefix="wormlib-data-") as data:
        command = [
            sys.executable, "-m", "streamlit", "run", script,
            "--server.address", HOST, "--server.port", str(port),
            "--server.headless", "true", "--browser.gatherUsageStats", "false",
        ]  # fmt: skip
        env = {**os.environ, "WORMLIB_DATA_DIR": data}
        process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.DEVNULL, env=env)
        url = f"http://{HOST}:{port}"
        try:
            deadline = time.monotonic() + 60
            while True:
                try:
                    with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2):
                        break
                except OSError:
                    if process.poll() is not None or time.monotonic() > deadline:
                        raise RuntimeError(f"streamlit run {script} did not start") from None
                    time.sleep(0.2)
            yield url
        finally:
            process.terminate()
            process.wait(10)


def visit(browser: Browser, url: str, page_name: str) -> Weight:
    """One first visit of ``/page_name`` by a phone with an empty cache."""
    with tab(browser, "phone", "nl") as page:
        cdp = page.context.new_cdp_session(page)
        cdp.send("Network.enable")
        sizes: dict[str, int] = {}
        urls: dict[str, str] = {}
        cdp.on(
            "Network.requestWillBeSent",
            lambda e: urls.__setitem__(e["requestId"], e["request"]["url"]),
        )
        cdp.on(
            "Network.loadingFinished",
            lambda e: sizes.__setitem__(e["requestId"], int(e["encodedDataLength"])),
        )
        frames: list[int] = []  # Streamlit's messages are binary frames, given in base64
        cdp.on(
            "Network.webSocketFrameReceived",
            lambda e: frames.append(len(base64.b64decode(e["response"]["payloadData"]))),
        )
        open_page(page, f"{url}/{page_name}")
        page.wait_for_load_state("networkidle")
        fetched = [urls.get(key, "") for key in sizes]
        plotly = any(PLOTLY in u for u in fetched)
        return Weight(page_name, sum(sizes.values()), len(sizes), plotly, sum(frames))


def weigh(browser: Browser, script: str, pages: tuple[str, ...], proxy: bool) -> list[Weight]:
    """First visits of ``pages`` to a fresh server (through nginx with ``proxy``)."""
    port = free_port()
    with server(port, script) as url, contextlib.ExitStack() as stack:
        if proxy:
            url = f"http://{HOST}:{stack.enter_context(flood.nginx(port))}"
        return [visit(browser, url, name) for name in pages]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", nargs="+", default=list(PAGES))
    parser.add_argument(
        "--proxy",
        action="store_true",
        help="through nginx with deploy/nginx.conf: gzip on is then nginx's, before Streamlit",
    )
    args = parser.parse_args(argv)
    pages = tuple(args.pages)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        off = weigh(browser, "streamlit_app.py", pages, proxy=False)
        on = weigh(browser, "streamlit_app.py" if args.proxy else "serve.py", pages, args.proxy)
        browser.close()
    label = "nginx   " if args.proxy else "gzip on "
    for before, after in zip(off, on, strict=True):
        print(before.line("gzip off"))
        print(after.line(label), f"({before.bytes / after.bytes:.1f}x less)")
    print(" ".join(f"{w.page}_kb={w.bytes / 1000:.0f}" for w in on))


if __name__ == "__main__":
    main()
