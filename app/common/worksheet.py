"""A printable worksheet: a lesson's questions as one standalone A4 HTML page, for the pupil
(room to write) or as the answer key (the engine's answers and a short worked reasoning).

Pure (no streamlit). Each game builds its questions from engine calls (app/<game>/worksheets.py);
the words of the questions live in one data file per language, app/locale/worksheets/<lang>.toml
(``[<lesson>.<question>]`` tables with ``ask``, ``answer``, ``why`` and any names a table uses),
the short words of every sheet in the catalogs (``worksheet.*``). The page needs nothing from
outside: its pictures are inline SVG and its style is in the page, so that it prints offline.
"""

from __future__ import annotations

import html
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache
from pathlib import Path

from app.common.i18n import WORDS
from wormlib.core.i18n import check, number, percent

TEXTS = Path(__file__).resolve().parents[1] / "locale" / "worksheets"
_BOLD = re.compile(r"\*\*(.+?)\*\*")


@dataclass(frozen=True, slots=True)
class Cell:
    """One cell of a question's table: ``text`` (names in braces are the question's facts and
    words); a ``blank`` cell is empty on the pupil's sheet, the answer to fill in."""

    text: str
    blank: bool = False


@dataclass(frozen=True, slots=True)
class Question:
    """One question: its words are ``[<lesson>.<name>]`` of the language's data file.

    ``facts`` are the numbers the words show, already written in the sheet's language;
    ``answers`` are the engine's own values behind them (the tests check them). Pictures are
    (caption, SVG) pairs drawn by the engine; ``key_pictures`` show only on the answer key.
    A table has the header ``cols`` of the data file and these ``rows``.
    """

    name: str
    facts: Mapping[str, str] = field(default_factory=dict)
    answers: Mapping[str, float | bool | str] = field(default_factory=dict)
    pictures: tuple[tuple[str, str], ...] = ()
    key_pictures: tuple[tuple[str, str], ...] = ()
    rows: tuple[tuple[Cell, ...], ...] = ()
    lines: int = 3


@cache
def texts(lang: str) -> Mapping[str, Mapping[str, Mapping[str, object]]]:
    """The worksheets' words in ``lang``: lesson -> question (or ``sheet``) -> field -> text."""
    with (TEXTS / f"{check(lang)}.toml").open("rb") as file:
        return tomllib.load(file)


def fraction(p: float) -> str:
    """A chance the engine computed as a float, as the fraction a pupil writes: 1/27."""
    f = Fraction(p).limit_denominator(10_000)
    return f"{f.numerator}/{f.denominator}"


def chance(p: float, lang: str) -> str:
    """A chance as a fraction with its percentage: 1/27 ≈ 3.7%."""
    return f"{fraction(p)} ≈ {percent(p, lang)}"


def worms(value: float, lang: str) -> str:
    """An expected number of worms, two decimals the language's way; a whole number (a
    tile's worms for sure) without them: 3, 1.67."""
    whole = round(value)
    return str(whole) if abs(value - whole) < 1e-9 else number(value, lang, 2)


def yes_no(value: bool, lang: str) -> str:
    return WORDS.text(lang, "worksheet.yes" if value else "worksheet.no")


def page(lesson: str, questions: tuple[Question, ...], lang: str, *, key: bool) -> str:
    """The sheet as a standalone HTML page: A4, print style, inline pictures."""
    words = texts(lang)[lesson]
    sheet = words["sheet"]
    title = WORDS.text(lang, f"lessons.{lesson}.h")
    kind = WORDS.text(lang, "worksheet.key" if key else "worksheet.pupil")
    items = "".join(_question(q, words[q.name], lang, key=key) for q in questions)
    who = "".join(
        f'<span class="field">{_e(WORDS.text(lang, f"worksheet.{f}"))}</span>'
        for f in ("name", "class", "date")
    )
    foot = WORDS.text(lang, "worksheet.footer_key" if key else "worksheet.footer")
    printing = WORDS.text(lang, "worksheet.print_note")
    return (
        f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
        f"<title>{_e(title)} · {_e(kind)}</title><style>{STYLE}</style></head><body>"
        f'<p class="print-note">{_e(printing)}</p>'
        f'<header><div><p class="kind">{_e(kind)}</p><h1>{_e(title)}</h1></div>'
        f'<div class="who">{who}</div></header>'
        f'<p class="intro">{_fill(str(sheet["intro"]), {})}</p>'
        f'<ol class="questions">{items}</ol>'
        f"<footer>{_e(foot)}</footer></body></html>"
    )


def _question(q: Question, words: Mapping[str, object], lang: str, *, key: bool) -> str:
    names = {**{k: v for k, v in words.items() if isinstance(v, str)}, **q.facts}
    parts = [f'<p class="ask">{_fill(str(words["ask"]), names)}</p>']
    parts.append(_pictures(q.pictures))
    if q.rows:
        parts.append(_table(words, q.rows, names, key=key))
    if key:
        answer = WORDS.text(lang, "worksheet.answer")
        why = WORDS.text(lang, "worksheet.why")
        parts.append(
            f'<div class="key"><p><strong>{_e(answer)}:</strong> '
            f"{_fill(str(words['answer']), names)}</p>"
            f"{_pictures(q.key_pictures)}"
            f"<p><strong>{_e(why)}:</strong> {_fill(str(words['why']), names)}</p></div>"
        )
    else:
        parts.append('<div class="line"></div>' * q.lines)
    return f'<li class="question">{"".join(parts)}</li>'


def _pictures(pictures: tuple[tuple[str, str], ...]) -> str:
    if not pictures:
        return ""
    figures = "".join(
        f"<figure>{svg}<figcaption>{_e(caption)}</figcaption></figure>"
        if caption
        else f"<figure>{svg}</figure>"
        for caption, svg in pictures
    )
    return f'<div class="pictures">{figures}</div>'


def _table(
    words: Mapping[str, object],
    rows: tuple[tuple[Cell, ...], ...],
    names: Mapping[str, str],
    *,
    key: bool,
) -> str:
    cols = words["cols"]
    assert isinstance(cols, list)
    head = "".join(f"<th>{_fill(str(c), names)}</th>" for c in cols)
    body = "".join(
        "<tr>"
        + "".join(
            f'<td class="blank">{_fill(c.text, names) if key else ""}</td>'
            if c.blank
            else f"<td>{_fill(c.text, names)}</td>"
            for c in row
        )
        + "</tr>"
        for row in rows
    )
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _fill(template: str, names: Mapping[str, str]) -> str:
    """The words with their names filled in, escaped, ``**bold**`` in bold."""
    return _BOLD.sub(r"<strong>\1</strong>", _e(template.format_map(names)))


def _e(text: str) -> str:
    return html.escape(text, quote=True)


STYLE = """
@page { size: A4; margin: 13mm 15mm 12mm; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; color: #2b2118; font: 10.5pt/1.38 "DejaVu Sans", "Noto Sans", Arial,
  sans-serif; }
header { display: flex; justify-content: space-between; align-items: flex-end; gap: 8mm;
  border-bottom: 0.6mm solid #2b2118; padding-bottom: 2mm; }
h1 { font-size: 17pt; margin: 0; }
.kind { margin: 0; font-size: 9pt; text-transform: uppercase; letter-spacing: 0.08em;
  color: #8c2f2a; font-weight: 700; }
.who { display: flex; flex-direction: column; gap: 2mm; font-size: 9pt; }
.field { display: inline-block; min-width: 52mm; border-bottom: 0.3mm solid #2b2118; }
.intro { margin: 2.5mm 0 3mm; }
ol.questions { margin: 0; padding-left: 6mm; }
li.question { break-inside: avoid; margin: 0 0 3.5mm; padding-left: 1mm; }
li.question::marker { font-weight: 700; }
.ask { margin: 0 0 1.5mm; }
.pictures { display: flex; flex-wrap: wrap; gap: 3mm 8mm; align-items: flex-end;
  margin: 1mm 0 1.5mm; }
figure { margin: 0; }
figure svg { display: block; }
figcaption { font-size: 9pt; font-weight: 700; margin-top: 0.5mm; }
.line { height: 7.5mm; border-bottom: 0.25mm solid #9a8f84; }
table { border-collapse: collapse; margin: 1mm 0 1.5mm; font-size: 9.5pt; }
th, td { border: 0.25mm solid #6b6158; padding: 0.8mm 2.5mm; text-align: left;
  min-width: 14mm; height: 6.5mm; }
th { background: #f3ede4; }
td.blank { min-width: 22mm; }
.key { border-left: 1.2mm solid #4f7a5a; background: #eef4ef; padding: 1mm 3mm;
  margin-top: 1mm; }
.key p { margin: 0.8mm 0; }
td.blank { color: #1f5130; font-weight: 700; }
footer { margin-top: 3mm; font-size: 8pt; color: #6b6158; }
.print-note { margin: 0 0 3mm; padding: 1.5mm 3mm; background: #fff6d6; font-size: 10pt; }
@media print { .print-note { display: none; } }
"""
