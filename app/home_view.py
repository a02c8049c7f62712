"""The game cards of the first page: a picture, one sentence, and links to the game's pages."""

from __future__ import annotations

from dataclasses import dataclass

import streamlit as st

from app import pictures, rk_pictures
from app.i18n import t
from wormlib.dice import parse_dice
from wormlib.rummikub.tiles import parse_tiles


@dataclass(frozen=True)
class Game:
    name: str  # text key of the game's name
    about: str  # text key of the one-sentence description
    pages: tuple[tuple[str, str, str], ...]  # (page script, title key, icon)


REGENWORMEN = Game(
    "common.app_title",
    "home.regenwormen",
    (
        ("pages/rules.py", "common.page_rules", "📖"),
        ("pages/play.py", "common.page_play", "🎲"),
        ("pages/explorer.py", "common.page_explorer", "📊"),
        ("pages/lessons.py", "common.page_lessons", "📓"),
    ),
)
RUMMIKUB = Game(
    "rummikub.name",
    "home.rummikub",
    (
        ("pages/rummikub_rules.py", "rummikub.page_rules", "📘"),
        ("pages/rummikub_play.py", "rummikub.page_play", "🀄"),
        ("pages/rummikub_best.py", "rummikub.page_best", "🧩"),
    ),
)


def game_card(game: Game) -> None:
    with st.container(border=True):
        st.header(t(game.name))
        if game is REGENWORMEN:
            pictures.show(pictures.dice(parse_dice("2355WW"), size=44))
        else:
            melds = (parse_tiles("R7 R8 R9"), parse_tiles("B5 Y5 K5 J"))
            rk_pictures.show(*(rk_pictures.meld(m, size=40) for m in melds))
        st.markdown(t(game.about))
        for script, title, icon in game.pages:
            st.page_link(script, label=t(title), icon=icon)
