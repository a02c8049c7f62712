"""Compressed files for a school's shared Wi-Fi: the ASGI middleware of serve.py.

Streamlit (1.67, on uvicorn and Starlette) gzips its own answers but deliberately sends its
JavaScript and CSS bundles (``/static/...``) and the root page uncompressed: compressing
them on every request costs the server CPU (streamlit/web/server/starlette/
starlette_gzip_middleware.py). Those bundles are content-hashed and marked ``immutable``,
so here each is compressed once, on its first request, and the result kept: later requests
(the other 29 phones of a class) cost a dictionary look-up. What is kept is bounded by
Streamlit's own static folder (23 MB of text, under 7 MB gzipped). Answers that may change are
compressed on the fly and not kept; answers Streamlit already compressed pass untouched.
"""

from __future__ import annotations

import asyncio
import gzip
from collections.abc import Callable
from dataclasses import dataclass, field

import anyio.to_thread
from starlette.datastructures import Headers, MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

#: The types worth compressing: text. Fonts and pictures other than SVG are compressed already.
COMPRESSIBLE = (
    "text/",
    "application/javascript",
    "application/json",
    "application/manifest+json",
    "image/svg+xml",
)
#: Smaller answers gain less than the header costs.
MINIMUM_SIZE = 1000


@dataclass(frozen=True)
class _Reply:
    status: int
    headers: list[tuple[bytes, bytes]]
    body: bytes


def accepts_gzip(scope: Scope) -> bool:
    """Whether the request's Accept-Encoding names gzip (and not with q=0)."""
    for item in Headers(scope=scope).get("accept-encoding", "").split(","):
        name, _, params = item.strip().partition(";")
        if name.strip().lower() == "gzip":
            return params.replace(" ", "") not in ("q=0", "q=0.0", "q=0.00", "q=0.000")
    return False


@dataclass
class CompressedAssets:
    """gzip for what Streamlit leaves uncompressed; immutable answers compressed only once."""

    app: ASGIApp
    level: int = 9
    _kept: dict[bytes, _Reply] = field(default_factory=dict, init=False)
    _pending: dict[bytes, asyncio.Future[None]] = field(default_factory=dict, init=False)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        headers = Headers(scope=scope)
        if (
            scope["type"] != "http"
            or scope["method"] != "GET"
            or "range" in headers
            or not accepts_gzip(scope)
        ):
            await self.app(scope, receive, send)
            return
        key = (scope.get("raw_path") or scope["path"].encode()) + b"?" + scope["query_string"]
        while (pending := self._pending.get(key)) is not None:  # the first one compresses
            await asyncio.shield(pending)
        if (kept := self._kept.get(key)) is not None:
            await _send(send, kept)
            return
        done = self._pending[key] = asyncio.get_running_loop().create_future()

        def release() -> None:
            """Let the requests that wait for this key go on: as soon as the answer is kept,
            or known to pass uncompressed, not after a slow phone has received it."""
            if self._pending.get(key) is done:
                del self._pending[key]
                done.set_result(None)

        try:
            reply = await self._compressed(key, scope, receive, send, release)
        finally:
            release()
        if reply is not None:
            await _send(send, reply)

    async def _compressed(
        self, key: bytes, scope: Scope, receive: Receive, send: Send, release: Callable[[], None]
    ) -> _Reply | None:
        """The answer gzipped (kept if immutable), or None when it went out as it was."""
        start: Message = {}
        chunks: list[bytes] = []
        passing = False

        async def capture(message: Message) -> None:
            nonlocal start, passing
            if message["type"] == "http.response.start":
                start = message
                passing = not _compressible(message)
                if passing:
                    release()
                    await send(message)
            elif passing or message["type"] != "http.response.body":
                await send(message)
            else:
                chunks.append(message.get("body", b""))

        await self.app(scope, receive, capture)
        if passing or not start:
            return None
        body = b"".join(chunks)
        reply = _Reply(start["status"], list(start.get("headers", [])), body)
        if len(body) >= MINIMUM_SIZE:
            packed = await anyio.to_thread.run_sync(_gzip, body, self.level)
            if len(packed) < len(body):
                reply = _Reply(reply.status, _gzip_headers(reply.headers, len(packed)), packed)
                if b"immutable" in Headers(raw=reply.headers).get("cache-control", "").encode():
                    self._kept[key] = reply
        return reply


def _compressible(start: Message) -> bool:
    headers = Headers(raw=start.get("headers", []))
    kind = headers.get("content-type", "").lower()
    return (
        start["status"] == 200
        and "content-encoding" not in headers
        and kind.startswith(COMPRESSIBLE)
    )


def _gzip(body: bytes, level: int) -> bytes:
    return gzip.compress(body, compresslevel=level, mtime=0)


def _gzip_headers(raw: list[tuple[bytes, bytes]], length: int) -> list[tuple[bytes, bytes]]:
    """The headers of the gzipped body: its length, its encoding, and a weak ETag (the bytes
    differ from the file's, as nginx marks it)."""
    headers = MutableHeaders(raw=list(raw))
    headers["content-length"] = str(length)
    headers["content-encoding"] = "gzip"
    headers.add_vary_header("Accept-Encoding")
    etag = headers.get("etag")
    if etag and not etag.startswith("W/"):
        headers["etag"] = f"W/{etag}"
    return headers.raw


async def _send(send: Send, reply: _Reply) -> None:
    await send({"type": "http.response.start", "status": reply.status, "headers": reply.headers})
    await send({"type": "http.response.body", "body": reply.body})
