"""Streamlit's icon font, cut to the icons it draws: 51 kB in place of 375 kB on every first
visit (a third of what a phone fetched to join a class). The ASGI middleware of serve.py.

Streamlit draws its icons as ligatures of the Material Symbols font, which it serves at a
content-hashed address. Here that address answers with ``icon_font.woff2``, made from the
installed Streamlit's font by tools/subset_icon_font.py (tests/test_icon_font.py checks that
it still holds every icon Streamlit's JavaScript names). The font is read once, at start.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path

from starlette.types import ASGIApp, Receive, Scope, Send

SUBSET_FILE = Path(__file__).with_name("icon_font.woff2")
#: Where Streamlit serves its icon font (the hash changes with Streamlit's version).
FONT_PATH = re.compile(r"/static/media/MaterialSymbols-Rounded\.[\w-]+\.woff2$")


def _read_font() -> bytes:
    return SUBSET_FILE.read_bytes()


@dataclass
class IconFontSubset:
    """Answers a GET of Streamlit's icon font with the cut one; everything else passes."""

    app: ASGIApp
    font: bytes = field(default_factory=_read_font)
    _headers: list[tuple[bytes, bytes]] = field(init=False)

    def __post_init__(self) -> None:
        etag = hashlib.sha256(self.font).hexdigest()[:32]
        self._headers = [
            (b"content-type", b"font/woff2"),
            (b"content-length", str(len(self.font)).encode()),
            (b"cache-control", b"public, immutable, max-age=31536000"),
            (b"etag", f'"{etag}"'.encode()),
        ]

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        font_asked = scope["type"] == "http" and scope["method"] == "GET"
        if not font_asked or not FONT_PATH.search(scope["path"]):
            await self.app(scope, receive, send)
            return
        await send({"type": "http.response.start", "status": 200, "headers": self._headers})
        await send({"type": "http.response.body", "body": self.font})
