"""Files compressed for a school's shared Wi-Fi (app/serving.py, serve.py, deploy/nginx.conf).

The middleware is driven as an ASGI app with a stand-in for Streamlit's static files; the
slow tests ask a real server (``streamlit run serve.py``), and Debian's nginx with
deploy/nginx.conf in front of Streamlit as it is, for a JavaScript asset with and without
``Accept-Encoding: gzip``.
"""

from __future__ import annotations

import asyncio
import gzip
import http.client
import os
import re
import shutil
import urllib.request
from collections.abc import Coroutine, Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

import pytest
from starlette.types import Message, Receive, Scope, Send

from app.icon_font import SUBSET_FILE
from app.serving import CompressedAssets, accepts_gzip
from benchmarks import bench_page_weight as weight
from benchmarks import bench_upload_flood as flood
from tools.subset_icon_font import streamlit_font

SCRIPT = b"function f(){return 'a wormlib page';}\n" * 500
IMMUTABLE = [
    (b"content-type", b"text/javascript; charset=utf-8"),
    (b"cache-control", b"public, immutable, max-age=31536000"),
    (b"etag", b'"abc"'),
    (b"content-length", str(len(SCRIPT)).encode()),
]


T = TypeVar("T")


def run(coroutine: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run`` in a thread of its own: a browser test before this one in the same
    worker leaves Playwright's event loop running in the main thread."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


class StaticFiles:
    """Streamlit's static files in miniature: one script, sent in two chunks, counted."""

    def __init__(self, headers: list[tuple[bytes, bytes]], body: bytes = SCRIPT) -> None:
        self.headers, self.body, self.calls = headers, body, 0

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        self.calls += 1
        await send({"type": "http.response.start", "status": 200, "headers": self.headers})
        half = len(self.body) // 2
        await send({"type": "http.response.body", "body": self.body[:half], "more_body": True})
        await send({"type": "http.response.body", "body": self.body[half:]})


class SlowFiles(StaticFiles):
    """The script, sent once ``go`` is set: simultaneous requests find it being compressed."""

    def __init__(self) -> None:
        super().__init__(IMMUTABLE)
        self.asked, self.go = asyncio.Event(), asyncio.Event()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        self.asked.set()
        await self.go.wait()
        await super().__call__(scope, receive, send)


def get(app: CompressedAssets, encoding: str = "gzip, deflate, br") -> tuple[dict[str, str], bytes]:
    """The headers and body of a GET of /static/js/index.js through ``app``."""
    return run(get_async(app, encoding))


async def get_async(app: CompressedAssets, encoding: str) -> tuple[dict[str, str], bytes]:
    scope: Scope = {
        "type": "http",
        "method": "GET",
        "path": "/static/js/index.js",
        "raw_path": b"/static/js/index.js",
        "query_string": b"",
        "headers": [(b"accept-encoding", encoding.encode())] if encoding else [],
    }
    sent: list[Message] = []

    async def receive() -> Message:
        return {"type": "http.request", "body": b""}

    async def send(message: Message) -> None:
        sent.append(message)

    await app(scope, receive, send)
    headers = {k.decode(): v.decode() for k, v in sent[0]["headers"]}
    return headers, b"".join(m.get("body", b"") for m in sent[1:])


def test_an_immutable_script_is_gzipped_once_and_kept() -> None:
    files = StaticFiles(IMMUTABLE)
    app = CompressedAssets(files)
    for _ in range(3):
        headers, body = get(app)
        assert headers["content-encoding"] == "gzip"
        assert headers["vary"] == "Accept-Encoding"
        assert int(headers["content-length"]) == len(body) < len(SCRIPT) / 10
        assert headers["etag"] == 'W/"abc"'  # not the uncompressed file's
        assert gzip.decompress(body) == SCRIPT
    assert files.calls == 1


def test_simultaneous_requests_wait_for_one_compression() -> None:
    async def class_of_thirty() -> list[tuple[dict[str, str], bytes]]:
        files = SlowFiles()
        app = CompressedAssets(files)
        first = asyncio.create_task(get_async(app, "gzip"))
        await files.asked.wait()  # the first is being served: the others arrive now
        others = [asyncio.create_task(get_async(app, "gzip")) for _ in range(29)]
        files.go.set()
        replies = await asyncio.gather(first, *others)
        assert files.calls == 1
        return replies

    replies = run(class_of_thirty())
    assert all(gzip.decompress(body) == SCRIPT for _, body in replies)


def test_without_gzip_in_the_request_the_file_goes_as_it_is() -> None:
    for encoding in ("", "br", "gzip;q=0, identity"):
        headers, body = get(CompressedAssets(StaticFiles(IMMUTABLE)), encoding)
        assert "content-encoding" not in headers and body == SCRIPT


def test_an_answer_that_may_change_is_compressed_but_not_kept() -> None:
    files = StaticFiles([(b"content-type", b"text/html"), (b"cache-control", b"no-cache")])
    app = CompressedAssets(files)
    for _ in range(2):
        headers, body = get(app)
        assert headers["content-encoding"] == "gzip" and gzip.decompress(body) == SCRIPT
    assert files.calls == 2


def test_pictures_and_compressed_answers_pass_untouched() -> None:
    for kind in ([(b"content-type", b"font/woff2")], [*IMMUTABLE, (b"content-encoding", b"br")]):
        headers, body = get(CompressedAssets(StaticFiles(kind)))
        assert headers.get("content-encoding") != "gzip" and body == SCRIPT


def test_accept_encoding_is_read_as_a_list() -> None:
    def scope(value: str) -> Scope:
        return {"type": "http", "headers": [(b"accept-encoding", value.encode())]}

    assert accepts_gzip(scope("gzip, deflate, br, zstd"))
    assert accepts_gzip(scope("br;q=1.0, GZIP;q=0.5"))
    assert not accepts_gzip(scope("gzip;q=0"))
    assert not accepts_gzip(scope("x-gzip-like, br"))


def _script_path(port: int) -> str:
    """The address of the main JavaScript bundle that the server's page loads."""
    with urllib.request.urlopen(f"http://{weight.HOST}:{port}/", timeout=30) as page:
        found = re.search(r'src="\.?(/static/js/[^"]+\.js)"', page.read().decode())
    assert found is not None
    return found.group(1)


def _fetch(port: int, path: str, encoding: str | None) -> tuple[str | None, bytes]:
    """The Content-Encoding and body of a GET (http.client: it does not decompress)."""
    connection = http.client.HTTPConnection(weight.HOST, port, timeout=60)
    connection.request("GET", path, headers={"Accept-Encoding": encoding} if encoding else {})
    response = connection.getresponse()
    body = response.read()
    connection.close()
    assert response.status == 200, (path, response.status)
    return response.getheader("Content-Encoding"), body


def _assert_served_gzipped(port: int) -> None:
    path = _script_path(port)
    encoding, plain = _fetch(port, path, None)
    assert encoding is None
    encoding, packed = _fetch(port, path, "gzip, deflate, br")
    assert encoding == "gzip"
    assert gzip.decompress(packed) == plain and len(packed) < len(plain) / 2


@pytest.fixture(scope="module")
def nginx_available() -> None:
    if shutil.which(flood.NGINX) is None:
        if os.environ.get("CI"):
            pytest.fail(f"CI is set but there is no nginx at {flood.NGINX}: install it")
        pytest.skip(f"no nginx at {flood.NGINX}")


@pytest.fixture
def plain_streamlit() -> Iterator[int]:
    """Streamlit as it is (its scripts uncompressed): its port."""
    port = weight.free_port()
    with weight.server(port, "streamlit_app.py"):
        yield port


@pytest.mark.slow
def test_the_app_server_sends_its_javascript_gzipped_and_its_icon_font_cut() -> None:
    port = weight.free_port()
    with weight.server(port, "serve.py"):
        _assert_served_gzipped(port)
        _, font = _fetch(port, f"/static/media/{streamlit_font().name}", "gzip")
        assert font == SUBSET_FILE.read_bytes()


@pytest.mark.slow
def test_nginx_gzips_what_streamlit_sends_uncompressed(
    nginx_available: None, plain_streamlit: int
) -> None:
    encoding, _ = _fetch(plain_streamlit, _script_path(plain_streamlit), "gzip")
    assert encoding is None  # the stand-in upstream does not compress: nginx must
    with flood.nginx(plain_streamlit) as entry:
        _assert_served_gzipped(entry)
