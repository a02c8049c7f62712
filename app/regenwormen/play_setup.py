"""How a game on the play page begins and ends up in a file: the options above the game, the
set-up form (with teams), the message of the last click, new game, save and load.

The callbacks behind the buttons live in app/regenwormen/play_state.py, the words in
app/regenwormen/play_words.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import streamlit as st

from app.common import teams
from app.common.i18n import t
from app.common.markup import escape
from app.regenwormen import match as m
from app.regenwormen import play_state
from app.regenwormen import play_words as words
from wormlib.regenwormen.rules import VARIANTS
from wormlib.regenwormen.save import MAX_NAME


@dataclass(frozen=True, slots=True)
class Options:
    coach: bool
    autoplay: bool
    pace: float


def options() -> Options:
    """The coach, the bots playing on by themselves and their pace, on the page above the
    game where a pupil finds them; the coach is on for a first game."""
    with st.container(horizontal=True, vertical_alignment="bottom", key="play-options"):
        coach = st.toggle(t("play.coach"), value=True, key="play.coach", help=t("play.coach_help"))
        autoplay = st.toggle(t("play.autoplay"), value=True, key="play.autoplay")
        speed = st.segmented_control(
            t("play.speed"),
            list(play_state.SPEEDS),
            default="normal",
            required=True,
            format_func={s: t(f"play.speed.{s}") for s in play_state.SPEEDS}.__getitem__,
            key="play.speed",
        )
    return Options(coach, autoplay, play_state.SPEEDS[speed])


def flash() -> None:
    kind, text = play_state.take_flash()
    if text:
        {"error": st.error, "warning": st.warning, "success": st.success}.get(kind, st.info)(text)


def form(has_game: bool) -> None:
    """The set-up form; it starts from the choices of the last game (with a fresh seed).

    Starting values go in as the widgets' own defaults, never through st.session_state:
    Streamlit sends a value set there to the browser on that one run only, so a widget that
    the browser draws after a quicker rerun (a click while the page loads) would show its
    bare default (no bots, no name) and send that back.
    """
    st.subheader(t("play.setup"))
    key = play_state.SETUP
    # Labels fixed per run, so that a widget never formats with another run's language.
    levels = {level: words.level_label(level) for level in play_state.LEVELS}
    people, bots = st.columns(2)
    with people:
        for i in range(_how_many(t("play.humans"), "humans", 1, 7)):
            st.text_input(
                t("play.name", n=i + 1),
                value=play_state.setup_default(f"name{i}", ""),
                placeholder=words.default_name(i),
                max_chars=MAX_NAME,
                key=f"{key}name{i}",
            )
    with bots:
        for j in range(_how_many(t("play.bots"), "bots", 0, 6)):
            level = play_state.setup_default(f"bot{j}", play_state.DEFAULT_LEVEL)
            st.selectbox(
                t("play.bot_level", n=j + 1),
                play_state.LEVELS,
                index=play_state.LEVELS.index(level),
                format_func=levels.__getitem__,
                key=f"{key}bot{j}",
            )
    rules, seed = st.columns(2)
    variants = list(VARIANTS)
    rules.selectbox(
        t("play.variant"),
        variants,
        index=variants.index(play_state.setup_default("variant", "official")),
        format_func={v: words.variant_label(v) for v in VARIANTS}.__getitem__,
        key=key + "variant",
    )
    seed.number_input(
        t("play.seed"),
        min_value=0,
        max_value=m.MAX_SEED,
        value=play_state.offered_seed(),
        key=key + "seed",
        help=t("play.seed_help"),
    )
    team_setup()
    start, cancel = st.columns([1, 3])
    start.button(
        t("play.start"),
        type="primary",
        on_click=play_state.start,
        args=(play_state.form_number(),),
        key="play.start",
    )
    if has_game:
        cancel.button(
            t("play.cancel"), on_click=play_state.open_setup, args=(False,), key="play.cancel"
        )


def _how_many(label: str, name: str, least: int, most: int) -> int:
    """The form's count of people or of bots (one, unless the last game had another)."""
    return int(
        st.number_input(
            label,
            min_value=least,
            max_value=most,
            value=play_state.setup_default(name, 1),
            key=play_state.SETUP + name,
        )
    )


def team_setup() -> None:
    """With the team variant: a team for each player, the seats that gives, and what to
    change while the numbers do not fit."""
    rules = play_state.form_rules()
    if not rules.teams:
        return
    seats = play_state.form_seats()
    labels = [escape(seat.name) for seat in seats]
    keys = play_state.team_keys()
    with st.container(border=True, key="play-teams"):
        teams.choose(
            labels,
            keys,
            [play_state.setup_default(k[len(play_state.SETUP) :], i) for i, k in enumerate(keys)],
            2,
        )
        problem = play_state.lineup_problem(rules)
        if problem is not None:
            st.warning(problem, icon="✋")
            return
        seated = play_state.lineup(rules)
        teams.lineup(
            [escape(seat.name) for seat in seated], [rules.team(s) for s in range(len(seated))]
        )


def new_game_button() -> None:
    st.button(t("play.new_game"), on_click=play_state.open_setup, args=(True,), key="play.new_game")


def files(match: m.Match | None) -> None:
    """The game into the address (a reload keeps it), and as a file to save or load."""
    kept = play_state.to_address(play_state.current())  # kept while the set-up form shows
    with st.expander(t("play.files")):
        if match is not None:
            st.caption(t("play.link.kept") if kept else t("play.link.full"))
            st.download_button(
                t("play.save"),
                # Written when clicked, not on every run (a save replays the whole game to
                # check it): the values of this run, so a later move does not change it.
                data=partial(m.dumps, match, words.names(match)),
                file_name=f"regenwormen-{match.seed}-{match.number}.json",
                mime="application/json",
                on_click="ignore",
                key="play.save",
            )
        st.file_uploader(
            t("play.load"), type="json", key=play_state.UPLOAD, on_change=play_state.load
        )
