"""The game cards of the first page: a picture, one sentence, and links to the game's pages."""

from __future__ import annotations

from dataclasses import dataclass

import streamlit as st

from app import pictures, rk_pictures
from app.frame import SECTIONS, Screen
from app.i18n import t
from wormlib.regenwormen.dice import parse_dice
from wormlib.rummikub.tiles import parse_tiles


@dataclass(frozen=True)
class Game:
    name: str  # text key of the game's name
    about: str  # text key of the one-sentence description
    pages: tuple[Screen, ...]


REGENWORMEN = Game("common.app_title", "home.regenwormen", SECTIONS["Regenwormen"])
RUMMIKUB = Game("rummikub.name", "home.rummikub", SECTIONS["Rummikub"])


def game_card(game: Game) -> None:
    with st.container(border=True):
        st.header(t(game.name))
        if game is REGENWORMEN:
            pictures.show(pictures.dice(parse_dice("2355WW"), size=44))
        else:
            melds = (parse_tiles("R7 R8 R9"), parse_tiles("B5 Y5 K5 J"))
            rk_pictures.show(*(rk_pictures.meld(m, size=40) for m in melds))
        st.markdown(t(game.about))
        for page in game.pages:
            st.page_link(page.path, label=t(page.title), icon=page.icon)
