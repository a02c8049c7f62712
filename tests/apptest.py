"""Helpers that the app's tests share (AppTest and browser tests): the catalog's words as the
page shows them, and the explorer opened at a link."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from streamlit.testing.v1 import AppTest

from app.common.i18n import CATALOG, WORDS

ROOT = Path(__file__).resolve().parent.parent


def text(key: str, lang: str = "en", **fields: object) -> str:
    """The text of ``key`` in ``lang`` with its fields filled in (a text without a plural)."""
    return CATALOG[key][lang].format(**fields)


def ntext(key: str, count: int, lang: str = "en", **fields: object) -> str:
    """The form of ``key`` (a text with a plural) for ``count``, fields filled in."""
    return WORDS.plural(lang, key, count, **fields)


def en(key: str, **fields: object) -> str:
    """The English text of ``key``."""
    return text(key, "en", **fields)


def explorer(query: dict[str, str] | None = None, locale: str = "en-GB") -> AppTest:
    """The explorer page run alone (as a first visit), opened at the link ``query``."""
    at = AppTest.from_file(str(ROOT / "pages" / "explorer.py"), default_timeout=60)
    at.context["locale"] = locale
    at.query_params.update(query or {})
    return at.run()


def number(at: AppTest, key: str) -> float:
    """The value of the number input ``key`` (it must have one)."""
    value = at.number_input(key=key).value
    assert value is not None
    return value


def picked(at: AppTest, key: str) -> list[Any]:
    """The options chosen in the multi-select button group ``key``."""
    value = at.button_group(key=key).value
    assert isinstance(value, list)
    return value
