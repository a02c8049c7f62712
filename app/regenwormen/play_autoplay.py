"""The bots playing on by themselves: the play page's game area as one fragment, which a
timer reruns at the bots' pace while a bot is to move.

A click or a bot step redraws the fragment alone. While bots play on by themselves the
fragment reruns every ``pace`` seconds (``run_every``), and each such run plays one bot step
before it draws: nothing outside the fragment changes with a bot step. A run of the whole
page starts and stops that timer, so the fragment asks for one whenever the timer should
start or stop. What the timer needs to remember lives in app/regenwormen/play_state.py.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import streamlit as st

from app.common.shield import shield
from app.regenwormen import play_state
from app.regenwormen.play_setup import Options


def play_area(draw: Callable[[Options], None], options: Options) -> None:
    """Draw ``draw(options)`` (the set-up form or the game) as the fragment the timer reruns."""
    ticking = bots_play_on(options)
    with play_state.whole_page_run(ticking):
        fragment = shield(_ticked(draw))
        st.fragment(fragment, run_every=options.pace if ticking else None)(options)


def bots_play_on(options: Options) -> bool:
    """The bots' timer should run: autoplay is on and a bot is to move in a game on screen
    (not while a bust waits for "Go on")."""
    match = play_state.current()
    return (
        options.autoplay
        and match is not None
        and match.bot_to_move
        and not play_state.setup_open()
        and not play_state.bust_waits(match)
    )


def _ticked(draw: Callable[[Options], None]) -> Callable[[Options], None]:
    def play_area(options: Options) -> None:
        """The fragment's body (the match is read inside: a fragment's rerun calls it with
        the arguments of the last full run): a tick's bot step, then the drawing."""
        started = time.monotonic()
        if not play_state.in_whole_page_run():
            _timer_run(options)
        match = play_state.current()
        if match is not None and not play_state.setup_open():
            play_state.mark_shown(match.number, started)
        draw(options)

    return play_area


def _timer_run(options: Options) -> None:
    """A rerun of the fragment alone: the timer's tick plays a bot step when one is due, and
    when the timer should start or stop (a person to move, the game over, the set-up form
    open, a click that handed the move to a bot) the whole page reruns to say so."""
    match = play_state.current()
    ticking = play_state.timer_ticking()
    if (
        ticking
        and match is not None
        and match.bot_to_move
        and not play_state.bust_waits(match)
        and play_state.due(options.pace)
    ):
        play_state.bot_step(match.number)
    if bots_play_on(options) != ticking:
        st.rerun(scope="app")
