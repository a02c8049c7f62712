"""The worksheets printed by chromium, as tools/make_worksheets.py prints them: A4, one or two
pages for the longest sheets (the keys carry the most text, German and French the longest
words), and the tool writes one PDF per lesson, language and sheet."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

import pytest
from playwright.sync_api import Browser

from app.games import LESSONS_OF_ALL
from app.worksheets import find, worksheet

TOOL = Path(__file__).resolve().parents[2] / "tools" / "make_worksheets.py"
A4 = (595.28, 841.89)  # points; chromium rounds to whole CSS pixels (594.96 by 841.92)


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_worksheets", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def pages(pdf: bytes) -> int:
    """The number of pages of a PDF: its page objects (``/Type /Page``, not ``/Pages``)."""
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", pdf))


@pytest.mark.parametrize(
    ("lesson", "lang", "key"),
    [
        ("odds", "en", True),
        ("value", "de", True),
        ("simulate", "fr", False),
        ("opening", "nl", True),
        ("bots", "fr", True),
        ("bots", "de", True),
    ],
)
def test_a_sheet_prints_on_one_or_two_a4_pages(
    browser: Browser, lesson: str, lang: str, key: bool
) -> None:
    page = browser.new_page()
    try:
        pdf = _tool().to_pdf(page, worksheet(find(LESSONS_OF_ALL, lesson), lang, key=key))
    finally:
        page.close()
    assert pdf.startswith(b"%PDF")
    assert 1 <= pages(pdf) <= 2
    boxes = re.findall(rb"/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]", pdf)
    assert boxes
    assert all(abs(float(w) - A4[0]) < 1.5 and abs(float(h) - A4[1]) < 1.5 for w, h in boxes)


def test_the_page_count_reads_page_objects_only() -> None:
    assert pages(b"<< /Type /Pages /Count 2 >> << /Type /Page >> << /Type/Page >>") == 2
