"""The Rummikub play page's words: the seats' names, the tiles' pills, why a turn cannot end,
what a bot did and why, where the round stands.

Every sentence is built here from keys of app/locale (``rummikub_play.*``) in the session's
language; nothing here draws (no widgets), so the words are testable on their own.
"""

from __future__ import annotations

import base64
from collections.abc import Callable, Sequence
from functools import lru_cache

from app.common import markup
from app.common.i18n import language, nt, t
from app.rummikub import match as m
from app.rummikub import pictures
from wormlib.rummikub import svg
from wormlib.rummikub.actions import Lay, TimeOut
from wormlib.rummikub.bots import BOTS, Reason
from wormlib.rummikub.tiles import JOKER, Tile, colour_of, number_of

LEVELS = tuple(BOTS)
_SYMBOL = ("●", "■", "▲", "◆")  # the pictures' symbol per colour, so a pill never needs hue
#: Streamlit's text colours for the pills; black tiles keep the text colour (its grey fails
#: the 4.5:1 contrast on a picked pill).
_COLOUR = ("red", "blue", "orange", None)


# --- names -------------------------------------------------------------------------------------


def level_name(level: str) -> str:
    return t(f"rummikub_play.level.{level}")


def level_names() -> list[str]:
    """Every bot level's name, in the order of ``LEVELS``."""
    return [level_name(level) for level in LEVELS]


def plain_names(match: m.Match) -> list[str]:
    """The seats' names as the reader sees them, for a data table (plain text there): a bot
    by its level, a person by the typed name or a default in the reader's language."""
    out = []
    for i, seat in enumerate(match.seats):
        if seat.bot is not None:
            out.append(t("rummikub_play.bot_name", level=level_name(seat.bot)))
        else:
            out.append(seat.name if seat.named else t("rummikub_play.default_name", n=i + 1))
    return out


def names(match: m.Match) -> tuple[str, ...]:
    """The seats' names for markdown: a typed name escaped, the app's own words as they are."""
    return tuple(
        markup.escape(name) if seat.named and seat.bot is None else name
        for name, seat in zip(plain_names(match), match.seats, strict=True)
    )


# --- tiles -------------------------------------------------------------------------------------


def pill(tile: Tile) -> str:
    """A tile as a pill's label: its colour's symbol and number in colour (never hue alone)."""
    if tile == JOKER:
        return "☺ J"
    c = colour_of(tile)
    label = f"{_SYMBOL[c]} {number_of(tile)}"
    return f":{_COLOUR[c]}[{label}]" if _COLOUR[c] else label


def pills_of(tiles: Sequence[Tile], label: Callable[[Tile], str] = pill) -> Callable[[int], str]:
    """A pill label for a position of ``tiles``, unique among them: Streamlit keeps a pill's
    value as its label, so two tiles alike (a rack holds two of each) with one label were one
    pill, and tapping both picked one. The second copy's label ends with a superscript 2
    (a picture's, with an address fragment that changes nothing on screen)."""
    labels = [label(x) for x in tiles]
    for i in range(len(labels)):
        if labels[i] in labels[:i]:
            labels[i] = labels[i][:-1] + "#2)" if labels[i].endswith(")") else labels[i] + " ²"
    return lambda i: labels[i]


def tile_button(tile: Tile) -> str:
    """A rack tile as its pill's label: the tile's picture, named (its alt text, the button's
    accessible name) by its colour and number in the reader's language."""
    return _tile_button(tile, pictures.tile_name(tile))


@lru_cache(maxsize=512)
def _tile_button(tile: Tile, name: str) -> str:
    drawn = svg.tile(tile, size=pictures.SIZE, title=name)
    return f"![{name}](data:image/svg+xml;base64,{base64.b64encode(drawn.encode()).decode()})"


# --- the turn and the bots ---------------------------------------------------------------------


def why_text(key: str, fields: dict[str, object]) -> str:
    """One sentence on why the turn cannot end (``play_turn.why_not``), in the reader's
    language; the tiles named, an engine's reason echoed as text."""
    shown = dict(fields)
    if "tiles" in shown:
        shown["tiles"] = pictures.tiles_names(shown["tiles"])  # type: ignore[arg-type]
    if "why" in shown:
        shown["why"] = markup.echo(shown["why"])
    return t(f"rummikub_play.why.{key}", **shown)


def action_text(move: m.Move) -> str:
    """What a bot did: laid which tiles, ran out of time, or drew."""
    action = move.action
    if isinstance(action, Lay):
        laid = pictures.tiles_names(action.laid)
        return nt("rummikub_play.did.lay", len(action.laid), tiles=laid)
    if isinstance(action, TimeOut):
        return t("rummikub_play.did.timeout")
    return t("rummikub_play.did.draw")


def reason_text(reason: Reason) -> str:
    """A bot's reason, worded in the reader's language."""
    if reason.key == "loaded":  # a bot's move from a saved game: the reason was not saved
        return t("rummikub_play.reason.loaded")
    return reason.text(language())


# --- the round ---------------------------------------------------------------------------------


def status_text(match: m.Match) -> str:
    """Which round of how many, and the tiles left to draw; or that the game is over."""
    state = match.state
    if match.over:
        return t("rummikub_play.status_over", rounds=state.rounds)
    return t(
        "rummikub_play.status",
        round=state.round_index + 1,
        rounds=state.rounds,
        pool=state.pool_size,
    )
