"""The Rummikub play page's words: the seats' names, the tiles' pills, why a turn cannot end,
what a bot did and why, where the round stands.

Every sentence is built here from keys of app/locale (``rummikub_play.*``) in the session's
language; nothing here draws (no widgets), so the words are testable on their own.
"""

from __future__ import annotations

import base64
from collections.abc import Callable, Collection, Sequence
from functools import lru_cache

from app.common import markup
from app.common.i18n import language, nt, t
from app.rummikub import match as m
from app.rummikub import pictures
from wormlib.rummikub import svg
from wormlib.rummikub.actions import Lay, TimeOut
from wormlib.rummikub.bots import BOTS, Reason
from wormlib.rummikub.tiles import Tile

LEVELS = tuple(BOTS)


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


def pills_of(labels: Sequence[str]) -> Callable[[int], str]:
    """A pill label for each position of ``labels``, unique among them: Streamlit keeps a
    pill's value as its label, so two tiles alike (a rack holds two of each) with one label
    were one pill, and tapping both picked one. The second copy's label ends with an address
    fragment that changes nothing on screen."""
    out = list(labels)
    for i in range(len(out)):
        if out[i] in out[:i]:
            out[i] = out[i][:-1] + "#2)"
    return lambda i: out[i]


def tile_buttons(tiles: Sequence[Tile], new: Collection[int] = ()) -> Callable[[int], str]:
    """The pill labels of ``tiles`` as the tiles' pictures; ``new`` positions (just laid
    from the rack) carry the pictures' star and say so."""
    return pills_of([tile_button(x, new=i in new) for i, x in enumerate(tiles)])


def tile_button(tile: Tile, *, new: bool = False) -> str:
    """A tile as its pill's label: the tile's picture, named (its alt text, the button's
    accessible name) by its colour and number in the reader's language."""
    name = pictures.tile_name(tile)
    return _tile_button(tile, t("rummikub_play.tile_new", tile=name) if new else name, new)


@lru_cache(maxsize=512)
def _tile_button(tile: Tile, name: str, new: bool) -> str:
    drawn = svg.tile(tile, size=pictures.SIZE, new=new, title=name)
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
