"""Outside text never becomes markup: hostile names, links and files walk every page.

Every page is opened with hostile text where outside text comes in (the address, the
players' names, an uploaded save file, a bad value echoed in a message), and every piece of
text the page sends to the browser is searched for markup that came from it: a link, an
image, emphasis, a colour directive, maths, a bare web address, an HTML tag.
"""

from __future__ import annotations

import json
import random
import re
import unicodedata
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from google.protobuf.message import Message  # type: ignore[import-untyped]
from streamlit.testing.v1 import AppTest

from app.common.i18n import CATALOG
from app.common.links import MAX_VALUE
from app.common.markup import ECHO, chart, cut, echo, escape
from app.regenwormen import match as m
from app.regenwormen import play_state as play_view
from wormlib.regenwormen import game
from wormlib.regenwormen.actions import Take
from wormlib.regenwormen.rules import OFFICIAL

ROOT = Path(__file__).resolve().parents[3]
MARKER = "Z9"  # in every hostile text: only text that carries it is searched

#: Hostile texts of at most 40 characters (a name's limit), each with the marker.
HOSTILE = (
    "[Z9 click](https://evil.example/p)",
    "![Z9](http://evil.example/x.png)",
    "<a href='https://evil.example'>Z9</a>",
    ":red[**Z9 bold**] $Z9^2$ _Z9_",
    "Z9 see https://evil.example/bare",
    "Z9 :material/home: `code` ~~gone~~",
    "Z9 www.evil.example or me@evil.example",
    "(HTTPS://evil.example/Z9)",
)
#: What each would look like had it become markup (after escaped characters are removed).
MARKDOWN = (
    "](http", "![", "<a ", "**Z9 bold", ":red[", "$Z9", "_Z9_", "https://evil",
    ":material/", "`code`", "~~gone", "\n#",
)  # fmt: skip
HTML = ("<a ", "<img", "<b>", "<i>")
_ESCAPED = re.compile(r"\\[!-/:-@\[-`{-~]")
#: GFM's bare web and e-mail addresses, which it links in the text *after* reading the
#: escapes (mdast-util-gfm-autolink-literal, in Streamlit's StreamlitMarkdown bundle).
BARE_LINKS = (
    re.compile(r"(https?://|www(?=\.))([-.\w]+)([^ \t\r\n]*)", re.IGNORECASE | re.ASCII),
    re.compile(r"([-.\w+]+)@([-\w]+(?:\.[-\w]+)+)", re.ASCII),
)
#: Proto fields that Streamlit shows as Markdown (texts, labels, help, tab names).
TEXT_FIELDS = {"body", "label", "help", "caption", "placeholder", "delta"}


def shown_texts(at: AppTest) -> Iterator[tuple[str, str]]:
    """("md" | "chart", text) for every text of the page that carries the marker."""
    stack: list[Any] = [at._tree]
    while stack:
        node = stack.pop()
        stack.extend(getattr(node, "children", {}).values())
        proto = getattr(node, "proto", None)
        if isinstance(proto, Message):
            yield from _proto_texts(proto)


def _proto_texts(message: Message) -> Iterator[tuple[str, str]]:
    for field, value in message.ListFields():
        values = (
            list(value) if isinstance(value, Sequence) and not isinstance(value, str) else [value]
        )
        for item in values:
            if isinstance(item, Message):
                yield from _proto_texts(item)
            elif field.name == "spec" and isinstance(item, str):
                yield from (("chart", s) for s in _json_strings(json.loads(item)) if MARKER in s)
            elif field.name in TEXT_FIELDS and isinstance(item, str) and MARKER in item:
                yield ("md", item)


def _json_strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _json_strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _json_strings(item)


def read_escapes(text: str) -> str:
    """The text Markdown shows: each escaped character as itself."""
    return re.sub(r"\\([!-/:-@\[-`{-~])", r"\1", text)


def visible(text: str) -> str:
    """The text without invisible format characters (a word joiner)."""
    return "".join(c for c in text if unicodedata.category(c) != "Cf")


def bare_links(text: str) -> list[str]:
    """The web and e-mail addresses GFM would link in this Markdown."""
    shown = read_escapes(text)
    return [found.group() for pattern in BARE_LINKS for found in pattern.finditer(shown)]


def markup_from_outside(at: AppTest) -> list[str]:
    """Texts in which hostile text became markup."""
    found = []
    for kind, text in shown_texts(at):
        if kind == "chart" or "<svg" in text:  # Plotly's text, a picture's inline SVG
            active = [f for f in HTML if f in text]
        else:
            active = [f for f in (*MARKDOWN, *HTML) if f in _ESCAPED.sub("\x00", text)]
            active += bare_links(text)
        if active:
            found.append(f"{active} in {text[:200]!r}")
    return found


def assert_no_markup(at: AppTest, *, seen: bool = True) -> None:
    assert not at.exception, [e.message for e in at.exception]
    assert not markup_from_outside(at), markup_from_outside(at)
    if seen:  # the hostile text did reach the page: the check above was not empty
        assert any(True for _ in shown_texts(at))


def open_page(page: str, query: dict[str, str] | None = None, *, home: bool = False) -> AppTest:
    """``page`` opened with ``query`` in its address; ``home``: after a run of the first page
    (AppTest finds a page whose address differs from its file name only after a run)."""
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=120)
    at.context["locale"] = "en-GB"
    at.query_params.update(query or {})
    if home:
        at.run()
    at.switch_page(page).run()
    return at


# --- the helper ------------------------------------------------------------------------------


@pytest.mark.parametrize("text", HOSTILE)
def test_escaped_text_has_no_markup_left(text: str) -> None:
    left = _ESCAPED.sub("\x00", escape(text))
    assert not [f for f in (*MARKDOWN, *HTML) if f in left]
    assert not [f for f in HTML if f in chart(text)]
    assert visible(read_escapes(escape(text))) == text  # every character still shows


@pytest.mark.parametrize("text", HOSTILE)
def test_escaped_text_has_no_bare_address(text: str) -> None:
    """The issue: escaped, ``[Click me](https://example.org/phish)`` showed as text, but
    the address inside it was a live link (GFM links bare addresses after the escapes)."""
    assert not bare_links(escape(text))


def test_a_line_break_cannot_start_a_block() -> None:
    assert "\n" not in escape("Z9\n# heading\n- item\r\n| a | b |")


def test_an_echo_is_cut_short() -> None:
    assert len(cut("9" * 5000)) == ECHO
    assert len(echo("9" * 5000)) == ECHO


# --- every page ------------------------------------------------------------------------------


@pytest.mark.parametrize("page", ["pages/rules.py", "pages/play.py", "pages/explorer.py"])
def test_a_hostile_address_on_every_page(page: str) -> None:
    query = {"lang": HOSTILE[0], "kept": HOSTILE[2], "x": HOSTILE[3]}
    assert_no_markup(open_page(page, query), seen=page == "pages/explorer.py")


@pytest.mark.parametrize(
    "name", ["kept", "roll", "middle", "steal", "own", "goal", "target", "rules"]
)
@pytest.mark.parametrize("text", HOSTILE)
def test_a_hostile_explorer_link_is_echoed_as_text(name: str, text: str) -> None:
    """The issue: ``/explorer?kept=[Click me](https://example.org/phish)`` put a working link
    into the app's own warning."""
    at = open_page("pages/explorer.py", {name: text, "kept" if name != "kept" else "roll": ""})
    assert_no_markup(at)
    assert any(echo(text) in w.value for w in at.warning)


@pytest.mark.parametrize("name", ["rack", "table", "rules", "goal"])
@pytest.mark.parametrize("text", HOSTILE)
def test_a_hostile_best_move_link_is_echoed_as_text(name: str, text: str) -> None:
    """The Rummikub best-move page's rack, table, rules and goal in its address."""
    assert_no_markup(open_page("pages/rummikub-best.py", {"rack": "R7", name: text}, home=True))


def hostile_match(seats: int, *, until_steal: bool) -> m.Match:
    """A game of people named with hostile texts, played at random: up to a moment where the
    player to move can steal (``until_steal``), or to its end."""
    names = [HOSTILE[i % len(HOSTILE)] for i in range(seats)]
    for seed in range(200):
        rng = random.Random(seed)
        match = m.new_match([m.Seat(name) for name in names], OFFICIAL, seed)
        while not match.over:
            legal = game.legal_actions(match.state)
            if until_steal and any(
                isinstance(a, Take) and a.tile not in match.state.middle for a in legal
            ):
                return match
            match = m.play(match, rng.choice(legal))
        if not until_steal:
            return match
    raise AssertionError("no steal in 200 random games")


def upload(text: str | bytes) -> AppTest:
    at = open_page("pages/play.py")
    data = text.encode() if isinstance(text, str) else text
    at.file_uploader(key=play_view.UPLOAD).set_value(("game.json", data, "application/json"))
    return at.run()


def test_hostile_names_in_a_game_with_a_steal() -> None:
    """The names in the heading, the log, the stop outlook and the steal button's label."""
    match = hostile_match(4, until_steal=True)
    at = upload(m.dumps(match))
    assert_no_markup(at)
    steal = [b for b in at.button if "steal" in b.label.lower()]
    assert steal and all(MARKER in b.label for b in steal)


def test_hostile_names_in_the_report_and_its_chart() -> None:
    at = upload(m.dumps(hostile_match(OFFICIAL.max_players, until_steal=False)))
    assert_no_markup(at)
    assert any(kind == "chart" for kind, _ in shown_texts(at))  # the legend has the names


@pytest.mark.parametrize("text", HOSTILE)
def test_a_hostile_save_file_is_echoed_as_text(text: str) -> None:
    saved = json.loads(m.dumps(hostile_match(2, until_steal=False)))
    saved["meta"]["bots"] = [text, None]
    at = upload(json.dumps(saved))
    assert_no_markup(at)
    assert at.error  # "could not be loaded", with the bad value


# --- a long address --------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "nl"])
@pytest.mark.parametrize("length", [MAX_VALUE, MAX_VALUE + 1, 30_000])
def test_a_long_link_value_is_left_out_with_a_message(length: int, lang: str) -> None:
    """The issue: an address of about 166,000 characters got the server's HTTP error (its
    limit comes before the app: see README). The app reads at most MAX_VALUE characters of
    a value; a longer one is left out, and the page says so in the visitor's language."""
    explorer = open_page("pages/explorer.py", {"kept": "W" * length, "lang": lang})
    too_long = CATALOG["explorer.err_link_long"][lang].format(name="kept", limit=MAX_VALUE)
    warnings = [w.value for w in explorer.warning]
    assert len(warnings) == 1 and (too_long in warnings) == (length > MAX_VALUE)
    rack = ("R1 " * length)[:length]
    best = open_page("pages/rummikub-best.py", {"rack": rack, "lang": lang}, home=True)
    what = CATALOG["rummikub_best.rack"][lang]
    too_long = CATALOG["rummikub_best.err_long"][lang].format(what=what, limit=MAX_VALUE)
    warnings = [w.value for w in best.warning]
    assert len(warnings) == 1 and (too_long in warnings) == (length > MAX_VALUE)
    assert not explorer.exception and not best.exception
