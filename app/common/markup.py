"""Outside text (player names, links, uploaded files, input echoed in a message) shown as
itself, never as markup.

Streamlit reads text as Markdown in st.markdown, captions, messages, metrics, tabs, widget
labels and button labels: links, images, emphasis, headings, bare web addresses, ``:red[…]``
and ``:material/…:`` directives, ``$maths$``. Plotly reads a little HTML in chart text,
names and legends (``<a href>``, ``<b>``). Every place where outside text meets either goes
through this module, so that a name like ``[Click](https://…)`` stays a name.
"""

from __future__ import annotations

import html
import re

#: How many characters of a bad value a message echoes.
ECHO = 40

# CommonMark lets a backslash escape every ASCII punctuation character, and an escaped one
# never starts markup.
_PUNCTUATION = re.compile(r"([!-/:-@\[-`{-~])")
# A line break would let the rest start a new block (a heading, a list, a table).
_BREAKS = re.compile(r"[\x00-\x1f\x7f\x85\u2028\u2029]+")
# GFM still links a bare web or e-mail address (``https://…``, ``www.…``, ``name@host``)
# after the escapes are read, so an invisible word joiner goes where each pattern needs two
# characters side by side: between ":" and "/", between "www" and its dot, before an "@".
_AUTOLINKS = re.compile(r"(?<=:)(?=/)|(?<=www)(?=\.)|(?=@)", re.IGNORECASE)
_JOINER = "\u2060"


def escape(text: str) -> str:
    """Outside text for Streamlit's Markdown: every character shows as itself."""
    return _PUNCTUATION.sub(r"\\\1", _AUTOLINKS.sub(_JOINER, _BREAKS.sub(" ", text)))


def cut(text: str, limit: int = ECHO) -> str:
    """At most ``limit`` characters: a message echoes a bad value, not a whole file."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def echo(value: object) -> str:
    """A bad value quoted in a message: cut short and escaped."""
    return escape(cut(str(value)))


def chart(text: str) -> str:
    """Outside text for Plotly's text, names and legends: its tags show as characters."""
    return html.escape(_BREAKS.sub(" ", text), quote=False)
