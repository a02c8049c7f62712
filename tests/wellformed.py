"""Test helper: check that markup from the notebook displays is well-formed HTML and SVG."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from html.parser import HTMLParser

VOID = {"br", "img", "hr", "meta", "input", "link", "source", "wbr", "col", "area", "base"}


class _Checker(HTMLParser):
    """Collects the text and fails on a closing tag that does not match its opening tag."""

    def __init__(self) -> None:
        super().__init__()
        self.open: list[str] = []
        self.text: list[str] = []
        self.tags: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        if tag not in VOID:
            self.open.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)

    def handle_endtag(self, tag: str) -> None:
        assert self.open and self.open[-1] == tag, f"</{tag}> closes {self.open[-1:]}"
        self.open.pop()

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def parse_html(markup: str) -> _Checker:
    """Well-formed HTML: every tag closed in order; the SVG inside also parses as XML."""
    checker = _Checker()
    checker.feed(markup)
    checker.close()
    assert checker.open == [], f"unclosed tags {checker.open}"
    start = 0
    while (start := markup.find("<svg", start)) >= 0:
        end = markup.index("</svg>", start) + len("</svg>")
        ET.fromstring(markup[start:end])
        start = end
    return checker


def text_of(markup: str) -> str:
    return " ".join(parse_html(markup).text)
