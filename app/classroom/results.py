"""The lesson's results for the teacher to keep before ending the class: a CSV file and a
page to print (A4), made in the session from what the class showed the teacher, and handed to
the browser; the server keeps no copy (ending the class deletes everything).

Per question: the situation, each revealed vote's count per answer, the share that chose a
best answer, and the best answer with its value; then the challenge's table (nickname, turns,
mean loss per decision, finished). A round the teacher never revealed is left out. No
widgets here.
"""

from __future__ import annotations

import csv
import html
import io
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from app.classroom import teacher_words, words
from app.classroom.contract import ClassGames
from app.classroom.views import ClassView
from app.common.i18n import percent, t

_PRINT_CSS = """
body { font: 11pt/1.4 'DejaVu Sans', Arial, sans-serif; color: #111; max-width: 48rem;
       margin: 2rem auto; padding: 0 1rem; }
h1 { font-size: 18pt; margin: 0 0 .8rem; }
h2 { font-size: 13pt; margin: 1.2rem 0 .3rem; border-bottom: 1px solid #999; }
section { break-inside: avoid; page-break-inside: avoid; }
table { border-collapse: collapse; margin: .4rem 0; }
th, td { border: 1px solid #999; padding: .15rem .5rem; text-align: left; }
.pictures { display: flex; flex-wrap: wrap; gap: .5rem; align-items: flex-end; }
.pictures svg { max-width: 100%; height: auto; }
.caption { font-size: 9pt; color: #444; margin: .2rem 0 0; }
@page { size: A4; margin: 16mm 14mm; }
@media print { body { margin: 0; max-width: none; } }
"""


@dataclass(frozen=True)
class Question:
    """One question of the lesson as the teacher saw it."""

    number: int
    text: str
    description: Mapping[str, Any]
    rounds: tuple[tuple[int, int, tuple[int, ...]], ...]  # (round, answered, tally), revealed
    choices: tuple[str, ...]
    values: tuple[str, ...]  # the computer's value of each choice ("" where none)
    best: tuple[int, ...]
    pictures: tuple[tuple[str, str], ...] = ()  # (caption, SVG) rows of the situation

    def right(self) -> list[str]:
        """The share that chose a best answer, per revealed round: '2 / 3 (67%)'."""
        found = []
        for _, answered, tally in self.rounds:
            right = sum(tally[i] for i in self.best if 0 <= i < len(tally))
            share = right / answered if answered else 0.0
            found.append(f"{right} / {answered} ({percent(share, 0)})")
        return found


def questions(export: Mapping[str, Any], games: ClassGames) -> list[Question]:
    """The lesson's questions from the store's export, in the teacher's language."""
    found = []
    for m in export["moments"]:
        description = m["description"]
        poll = games.poll(description)
        rounds = tuple(
            (int(r["round"]), int(r["answered"]), tuple(r["tally"]))
            for r in m["rounds"]
            if r["round"] <= m.get("revealed", 0)
        )
        choices = tuple(_plain(c) for c in words.choices(description, poll))
        values = tuple(
            "" if poll is None else (poll.value(description, i) or "") for i in range(len(choices))
        )
        text = t("class.moment_h", number=m["number"])
        if poll is not None:
            text = t("class.moment_q", number=m["number"], question=poll.question(description))
        best = tuple(int(i) for i in description.get("best", []))
        pictures = () if poll is None else tuple(poll.picture(description))
        found.append(
            Question(m["number"], text, description, rounds, choices, values, best, pictures)
        )
    return found


def _plain(choice: str) -> str:
    """A choice as plain text (``words.choices`` escapes a stored one for Markdown)."""
    return choice.replace("\\", "") if "\\" in choice else choice


def challenge_rows(view: ClassView) -> list[dict[str, str]]:
    """The challenge's table as the dashboard shows it (nicknames only)."""
    if view.challenge is None:
        return []
    return teacher_words.challenge_rows(
        view.challenge, view.pupils, show_first=False, now=view.read_at
    )


def csv_text(found: Sequence[Question], challenge: Sequence[dict[str, str]]) -> str:
    """The results as CSV: a row per answer of each question, then the challenge's table."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(
        [
            t("results.col_question"),
            t("results.col_answer"),
            t("results.col_best"),
            t("results.col_value"),
            *(t("class.round", round=n) for n in (1, 2)),
        ]
    )
    for q in found:
        for i, choice in enumerate(q.choices):
            counts = [str(tally[i]) for _, _, tally in q.rounds]
            best = "✓" if i in q.best else ""
            writer.writerow([q.text, choice, best, q.values[i], *counts])
        writer.writerow([q.text, t("results.right"), "", "", *q.right()])
    if challenge:
        writer.writerow([])
        writer.writerow(list(challenge[0]))
        for row in challenge:
            writer.writerow(list(row.values()))
    return out.getvalue()


def printable(
    found: Sequence[Question], challenge: Sequence[dict[str, str]], *, lang: str, code: str
) -> str:
    """A standalone page of the results that prints on A4 (no app around it)."""
    title = t("results.title", code=code)
    parts = [
        f'<!DOCTYPE html>\n<html lang="{html.escape(lang)}">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{html.escape(title)}</title>\n<style>{_PRINT_CSS}</style>\n</head>\n<body>\n"
        f"<h1>{html.escape(title)}</h1>\n"
    ]
    for q in found:
        parts.append(_question(q))
    if challenge:
        parts.append(f"<section><h2>{html.escape(t('challenge.h'))}</h2>")
        parts.append(_table(list(challenge[0]), [list(r.values()) for r in challenge]))
        parts.append("</section>\n")
    parts.append("</body>\n</html>\n")
    return "".join(parts)


def _question(q: Question) -> str:
    pictures = _pictures(q.pictures)
    header = [
        t("results.col_answer"),
        t("results.col_value"),
        *(t("class.round", round=n) for n, _, _ in q.rounds),
    ]
    rows = [
        [
            ("✓ " if i in q.best else "") + choice,
            q.values[i],
            *(str(tally[i]) for _, _, tally in q.rounds),
        ]
        for i, choice in enumerate(q.choices)
    ]
    rows.append([t("results.right"), "", *q.right()])
    best = " / ".join(q.choices[i] for i in q.best if 0 <= i < len(q.choices))
    return (
        f"<section><h2>{html.escape(q.text)}</h2>{pictures}"
        f"{_table(header, rows)}<p>✓ {html.escape(best)}</p></section>\n"
    )


def _pictures(rows: Sequence[tuple[str, str]]) -> str:
    """The situation's pictures (the app's own SVG), each under its caption; a row without
    a picture is its caption alone (Pig's scores)."""
    return "".join(
        (f'<p class="caption">{html.escape(caption)}</p>' if caption else "")
        + (f'<div class="pictures">{svg}</div>' if svg else "")
        for caption, svg in rows
        if caption or svg
    )


def _table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in header)
    body = "".join(
        "<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>" for row in rows
    )
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
