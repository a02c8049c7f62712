"""Print every lesson's worksheet and answer key, in every language, to PDF:
``uv run python tools/make_worksheets.py <folder>`` (40 files; the folder is not committed).

Playwright drives Debian's chromium (``--chromium`` or $CHROMIUM, default /usr/bin/chromium),
which prints each standalone page at A4 with its own print style. Check the pages with
``pdftoppm -r 80 -png <file>.pdf <prefix>`` (poppler-utils).
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

from app.games import LESSONS_OF_ALL
from app.worksheets import worksheet
from wormlib.core.i18n import LANGUAGES

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"]


def file_name(lesson: str, lang: str, *, key: bool) -> str:
    """``3_simulate_nl_key.pdf``: lessons in their order, then language and sheet."""
    number = [each.key for each in LESSONS_OF_ALL].index(lesson) + 1
    return f"{number}_{lesson}_{lang}_{'key' if key else 'pupil'}.pdf"


@contextmanager
def printer(chromium: str) -> Iterator[Page]:
    """A browser page that prints HTML to PDF."""
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        try:
            yield browser.new_page()
        finally:
            browser.close()


def to_pdf(page: Page, html: str) -> bytes:
    """One standalone HTML page as PDF, at the page size its print style asks for (A4)."""
    page.set_content(html, wait_until="load")
    return page.pdf(prefer_css_page_size=True, print_background=True)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path, help="where the PDF files go")
    parser.add_argument("--chromium", default=os.environ.get("CHROMIUM", "/usr/bin/chromium"))
    parser.add_argument("--lang", action="append", choices=LANGUAGES, help="only these")
    args = parser.parse_args(argv)
    args.folder.mkdir(parents=True, exist_ok=True)
    with printer(args.chromium) as page:
        for lesson in LESSONS_OF_ALL:
            for lang in args.lang or LANGUAGES:
                for key in (False, True):
                    path = args.folder / file_name(lesson.key, lang, key=key)
                    path.write_bytes(to_pdf(page, worksheet(lesson, lang, key=key)))
                    print(path)


if __name__ == "__main__":
    main()
