"""Uploads through deploy/nginx.conf: one open session cannot fill its replica's memory.

Streamlit keeps every file PUT to a session's upload path until the session ends, however
many there are (benchmarks/bench_upload_flood.py measures it), so the proxy counts uploads.
Runs Debian's nginx (``apt-get install nginx``) in front of a real ``streamlit run`` on
loopback; without nginx the test skips, except in CI (``CI`` set), where it fails.
"""

from __future__ import annotations

import asyncio
import os
import shutil
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest

from benchmarks import bench_classroom as bc
from benchmarks import bench_upload_flood as flood

UPLOADS = 30
SIZE = 1_000_000  # a saved game at its largest (wormlib.regenwormen.save.MAX_BYTES)
BURST = 5  # what deploy/nginx.conf lets one session upload at once


@pytest.fixture(scope="module")
def proxied() -> Iterator[tuple[int, int]]:
    """(the app server's port, nginx's port in front of it)."""
    if shutil.which(flood.NGINX) is None:
        if os.environ.get("CI"):
            pytest.fail(f"CI is set but there is no nginx at {flood.NGINX}: install it")
        pytest.skip(f"no nginx at {flood.NGINX}")
    port = bc.free_port()
    with bc.server(port), flood.nginx(port) as entry:
        yield port, entry


@pytest.mark.slow
def test_one_session_keeps_a_handful_of_uploads_not_thirty(proxied: tuple[int, int]) -> None:
    """The issue: 600 raw uploads of 1 MB from one session were all kept (185 -> 758 MB)."""
    port, entry = proxied

    async def run() -> dict[str, int]:
        session = bc.Session(entry, "", "", "en-GB")
        await session.open()
        try:
            return dict(await flood.flood(session, UPLOADS, SIZE))
        finally:
            await session.close()

    # A thread of its own: the browser tests' Playwright may run an event loop in this one.
    with ThreadPoolExecutor(1) as pool:
        answers = pool.submit(lambda: asyncio.run(run())).result()
    kept = answers.get("accepted", 0)
    assert 1 <= kept <= BURST + 1, answers  # + 1: the rate may let one more through
    assert answers.get("HTTP 429", 0) == UPLOADS - kept, answers
    assert flood.stored_bytes(port) == kept * SIZE
