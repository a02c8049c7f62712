"""Every string the app shows, in Dutch and English, one module per page.

Each module defines ``TEXT: dict[str, dict[str, str]]``, mapping a key (prefixed with the
page name) to ``{"en": ..., "nl": ...}``. Strings may hold ``{name}`` fields for str.format.
"""
