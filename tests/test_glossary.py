"""One game vocabulary per language (docs/glossary.md): the chosen words are used, the
rejected ones are not, in every text of the catalogs (the app's, and the engine's: the bots'
sentences and the notebook labels)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from wormlib.core.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parent.parent
GLOSSARY = ROOT / "docs" / "glossary.md"
FIELD = re.compile(r"\{[^{}]*\}")


def tables() -> dict[str, list[tuple[list[str], list[str]]]]:
    """Per language: (chosen words, rejected words) for each row of its table."""
    found: dict[str, list[tuple[list[str], list[str]]]] = {}
    lang = None
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        if heading := re.match(r"## .*\((\w+)\)$", line):
            lang = heading[1]
            found[lang] = []
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if lang and line.startswith("|") and len(cells) == 3 and not set(cells[1]) <= {"-"}:
            chosen, rejected = ([w.strip() for w in c.split(",") if w.strip()] for c in cells[1:])
            found[lang].append((chosen, rejected))
    for rows in found.values():
        del rows[0]  # the heading row
    return found


def corpus(lang: str) -> str:
    """Every text of the app and of the engine in ``lang``, every plural form included, without
    its fields: ``{chance}`` is filled in by the code, it is not a word a pupil reads."""
    texts: list[str] = []
    for directory in (ROOT / "app" / "locale", ROOT / "wormlib" / "locale"):
        with (directory / f"{lang}.po").open("rb") as po:
            for message in read_po(po):
                if message.id:
                    string = message.string
                    assert string is not None  # babel reads an empty msgstr as ""
                    texts += [string] if isinstance(string, str) else list(string)
    return FIELD.sub("{}", "\n".join(texts))


def occurs(word: str, text: str) -> list[str]:
    pattern = re.compile(rf"(?<![\w-]){re.escape(word)}(?![\w-])", re.IGNORECASE)
    return [text[max(0, m.start() - 30) : m.end() + 30] for m in pattern.finditer(text)]


def test_the_glossary_has_a_table_per_language() -> None:
    found = tables()
    assert set(found) == set(LANGUAGES)
    assert all(len(rows) >= 10 for rows in found.values())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_chosen_word_is_used(lang: str) -> None:
    text = corpus(lang)
    unused = [w for chosen, _ in tables()[lang] for w in chosen if not occurs(w, text)]
    assert unused == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_rejected_word_is_used(lang: str) -> None:
    text = corpus(lang)
    used = {w: occurs(w, text) for _, rejected in tables()[lang] for w in rejected}
    assert {w: where for w, where in used.items() if where} == {}


def test_french_puts_a_no_break_space_before_double_punctuation() -> None:
    """French typography: « : ; ? ! » take a no-break space before them, as « » inside; the
    issue found five texts with a plain space (or none), which a phone may break before ":"."""
    text = corpus("fr")
    plain = re.compile(r"(?:[^\s\u00a0\u202f]|(?<=\S) )[:;?!](?=\s|$)|« |(?<=\S) »")
    assert [text[max(0, m.start() - 30) : m.end() + 10] for m in plain.finditer(text)] == []


#: Texts that teachers read (class mode's teacher page, the challenges' dashboards, the
#: printing notes): every class.*, challenge.* and rk_challenge.* key but the pupils' own
#: (their phone's questions, errors and challenge screen, what the projector says to them).
PUPILS_READ = {
    *(f"class.q_{q}" for q in ("keep", "roll_stop", "tiles", "tiles_opening")),
    *(f"class.err_{e}" for e in ("full", "locked", "not_pupil", "removed", "vote_closed")),
    *(f"class.err_{e}" for e in ("no_names", "not_found", "rate", "joins", "paused")),
    "class.err_other",  # both, a pupil far more often
    "class.err_unavailable",
    "class.join_with",  # on the projector, to the pupils
    "class.or_address",
    "class.qr_caption",
    *(f"challenge.{c}" for c in ("mine", "over", "pupil_intro", "pupil_stopped", "unsent")),
    "rk_challenge.pupil_intro",
}
TEACHERS_READ = {"lessons.guide_print_help", "lessons.worksheet_print", "worksheet.print_note"}
#: The French words of "tu": the pronouns and the possessives (t’ before a vowel).
TU = re.compile(r"(?<![\w-])(?:tu|te|toi|ton|ta|tes)(?![\w-])|(?<![\w-])t[’']", re.IGNORECASE)


def teacher_keys() -> list[str]:
    from app.common.i18n import CATALOG

    return sorted(
        key
        for key in CATALOG
        if (key.startswith(("class.", "challenge.")) and key not in PUPILS_READ)
        or key in TEACHERS_READ
    )


def test_french_says_vous_to_the_teacher_and_tu_to_the_pupil() -> None:
    """Issue 37 (register): teachers expect "vous" in a professional tool; pupils keep "tu"
    (docs/glossary.md). Every French text a teacher reads has no word of "tu"."""
    from app.common.i18n import CATALOG

    teacher = {key: CATALOG[key]["fr"] for key in teacher_keys()}
    assert {key: text for key, text in teacher.items() if TU.search(text)} == {}
    assert sum(bool(re.search(r"\b(?:vous|votre|vos)\b", t)) for t in teacher.values()) >= 5
    pupil = [CATALOG[key]["fr"] for key in PUPILS_READ]
    assert sum(bool(TU.search(text)) for text in pupil) >= 10  # the pupils keep "tu"
