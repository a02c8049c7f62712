"""The teacher's guide of a lesson (pure, no streamlit): ``docs/guides/<lang>/<lesson>.md``,
its numbers filled in from the engine, and a print-friendly page of it.

A guide writes each number as a placeholder, ``{{bust:pct}}``: the lesson's ``figures``
(app/regenwormen/lessons.py, app/rummikub/lessons.py) compute them with wormlib, so a guide
never states a number the engine does not give. The formats: ``pct`` (a percentage with one
decimal), ``pct0`` (whole), ``n0`` to ``n3`` (a number with so many decimals).

The guides are our own Markdown in a small subset (headings, paragraphs, lists, bold,
italics, code): enough for the page to show it and for :func:`printable` to turn it into
HTML without a Markdown library.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Mapping
from pathlib import Path

from app.common.lessons import Lesson
from wormlib.core.i18n import SOURCE, number, percent

GUIDES = Path(__file__).resolve().parents[2] / "docs" / "guides"
PLACEHOLDER = re.compile(r"\{\{\s*([a-z0-9_]+)(?::([a-z0-9]+))?\s*\}\}")
#: A guide's sections, in order: every guide has these, as ``##`` headings in its language.
SECTIONS = 7
#: Each format: how it writes a figure (``percent`` or ``number``) and with how many decimals.
FORMATS: dict[str, tuple[Callable[[float, str, int], str], int]] = {
    "pct": (percent, 1),
    "pct0": (percent, 0),
    **{f"n{digits}": (number, digits) for digits in range(4)},
}


class GuideError(ValueError):
    """A guide's placeholder that names no figure of its lesson, or no format."""


def guide_path(lesson: Lesson, lang: str) -> Path:
    """The guide in this language, or in English where there is none."""
    path = GUIDES / lang / f"{lesson.key}.md"
    return path if path.is_file() else GUIDES / SOURCE / f"{lesson.key}.md"


def fill(text: str, figures: Mapping[str, float], lang: str) -> str:
    """The text with every placeholder written as its figure, in the language's style."""

    def written(match: re.Match[str]) -> str:
        name, style = match[1], match[2] or "n2"
        if name not in figures:
            raise GuideError(f"{{{{{name}}}}} is no figure of this lesson: {sorted(figures)}")
        if style not in FORMATS:
            raise GuideError(f"{{{{{name}:{style}}}}}: no format {style!r}: {sorted(FORMATS)}")
        write, digits = FORMATS[style]
        return write(figures[name], lang, digits)

    return PLACEHOLDER.sub(written, text)


def guide(lesson: Lesson, lang: str) -> str:
    """The guide's Markdown with its numbers."""
    return fill(guide_path(lesson, lang).read_text("utf-8"), lesson.figures(), lang)


def sections(markdown: str) -> list[str]:
    """The guide's section headings (``## ...``), in order."""
    return re.findall(r"^## (.+)$", markdown, re.M)


def split(markdown: str) -> tuple[str, str]:
    """The guide's title (its ``#`` heading) and the rest."""
    first, _, rest = markdown.partition("\n")
    return first.removeprefix("# ").strip(), rest.strip()


_INLINE = (
    (re.compile(r"`([^`]+)`"), r"<code>\1</code>"),
    (re.compile(r"\*\*(.+?)\*\*"), r"<strong>\1</strong>"),
    (re.compile(r"\*(.+?)\*"), r"<em>\1</em>"),
)


def _inline(text: str) -> str:
    text = html.escape(text, quote=False)
    for pattern, replacement in _INLINE:
        text = pattern.sub(replacement, text)
    return text


def to_html(markdown: str) -> str:
    """The guide's Markdown subset as HTML: headings, paragraphs, lists; the text escaped."""
    out: list[str] = []
    lines = markdown.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.strip():
            i += 1
        elif heading := re.match(r"(#{1,4}) (.+)", line):
            level = len(heading[1])
            out.append(f"<h{level}>{_inline(heading[2])}</h{level}>")
            i += 1
        elif re.match(r"(- |\d+\. )", line):
            tag = "ul" if line.startswith("- ") else "ol"
            items: list[str] = []
            while i < len(lines) and lines[i].strip():
                item = re.match(r"(- |\d+\. )(.*)", lines[i])
                if item:
                    items.append(item[2])
                elif items:
                    items[-1] += " " + lines[i].strip()
                i += 1
            out.append(f"<{tag}>" + "".join(f"<li>{_inline(x)}</li>" for x in items) + f"</{tag}>")
        else:
            paragraph: list[str] = []
            while i < len(lines) and lines[i].strip() and not re.match(r"#|- |\d+\. ", lines[i]):
                paragraph.append(lines[i].strip())
                i += 1
            out.append(f"<p>{_inline(' '.join(paragraph))}</p>")
    return "\n".join(out)


_PRINT_CSS = """
body { font: 11pt/1.45 Georgia, 'Times New Roman', serif; color: #111; max-width: 42rem;
       margin: 2rem auto; padding: 0 1rem; }
h1 { font-size: 18pt; margin: 0 0 .2rem; }
.lesson { font-style: italic; margin: 0 0 1.2rem; color: #444; }
h2 { font-size: 13pt; margin: 1.2rem 0 .3rem; border-bottom: 1px solid #999;
     break-after: avoid; page-break-after: avoid; }
li, p { orphans: 3; widows: 3; }
li { margin: .15rem 0; }
code { font-family: 'DejaVu Sans Mono', monospace; font-size: 10pt; }
@page { size: A4; margin: 18mm 16mm; }
@media print { body { margin: 0; max-width: none; } }
"""


def printable(markdown: str, *, lang: str, lesson_title: str) -> str:
    """A standalone HTML page of the guide that prints well (A4, no app around it)."""
    title, rest = split(markdown)
    return (
        f'<!DOCTYPE html>\n<html lang="{html.escape(lang)}">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{html.escape(title)}</title>\n<style>{_PRINT_CSS}</style>\n</head>\n<body>\n"
        f'<h1>{_inline(title)}</h1>\n<p class="lesson">{html.escape(lesson_title)}</p>\n'
        f"{to_html(rest)}\n</body>\n</html>\n"
    )
