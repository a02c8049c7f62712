"""The turn's area of the play page: whose turn, the dice set aside, the roll, and the choices
as buttons (a person's, with the coach beside them) or the bots' step and skip.

The class challenge (app/regenwormen/challenge_screen.py) draws its choices with ``decisions``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import streamlit as st

from app.common.i18n import t
from app.regenwormen import match as m
from app.regenwormen import pictures, play_coach, play_state
from app.regenwormen import play_words as words
from app.regenwormen.play_style import SIZE, SMALL
from wormlib.regenwormen import game
from wormlib.regenwormen.actions import Action, Keep, Roll, Take
from wormlib.regenwormen.state import GameState


def turn_header(
    state: GameState, shown: Sequence[str], *, title: bool = True, choosing: bool = False
) -> None:
    """Whose turn (with ``title``), the dice set aside with their total, and the roll
    (unless a person is ``choosing`` from it: then the choices show its dice)."""
    turn = state.turn
    if title:  # a name: no link
        st.subheader(t("play.turn_of", name=shown[state.current]), anchor=False)
    st.markdown(t("play.kept", total=turn.total) if any(turn.kept) else t("play.kept_none"))
    if any(turn.kept):
        pictures.show(pictures.dice(turn.kept, size=SIZE))
    if turn.roll is not None and not choosing:
        st.markdown(t("play.the_roll"))
        pictures.show(pictures.dice(turn.roll, size=SIZE, dim=turn.used_faces))


def decisions(
    match: m.Match,
    coach: bool,
    shown: Sequence[str],
    act: Callable[[int, Action], None] = play_state.act,
) -> None:
    """The legal choices as buttons (illegal ones are not offered), with the coach's values.

    The main action is the primary button: the coach's best choice, or without the coach
    every die choice, else rolling on, else taking a tile. ``act(number, action)`` is the
    buttons' callback (the class challenge has its own).
    """
    state = match.state
    legal = game.legal_actions(state)
    advice = play_coach.advise(state) if coach else None
    main = {advice.best} if advice is not None else _main_actions(legal)

    def button(action: Action, dice: str = "") -> None:
        """A choice's button; ``dice``: the dice it sets aside, drawn on the button."""
        label = words.choice_label(state, action, shown)
        label = f"★ {label}" if advice is not None and action == advice.best else label
        st.button(
            f"{dice}  \n{label}" if dice else label,
            key=f"play.do.{match.number}.{action}",
            on_click=act,
            args=(match.number, action),
            type="primary" if action in main else "secondary",
            width="stretch",
        )
        if advice is not None:
            play_coach.value(advice, action)

    if advice is not None:
        play_coach.intro(advice, state, legal, shown)
    if state.turn.roll is not None:
        st.markdown(t("play.choose_keep"))
        with st.container(key="play-keeps"):
            for col, action in zip(st.columns(len(legal)), legal, strict=True):
                assert isinstance(action, Keep)
                count = words.kept_count(state, action)
                with col:
                    button(action, pictures.dice_label(action.face, count, size=SIZE))
        used = state.turn.used_faces
        if any(state.turn.roll[face - 1] for face in used):  # drawn, not offered
            st.caption(t("play.used_dice"))
            roll = tuple(n if face in used else 0 for face, n in enumerate(state.turn.roll, 1))
            pictures.show(pictures.dice(_counts(roll), size=SMALL, dim=used))
        return
    if any(state.turn.kept):
        st.markdown(words.stop_outlook(state, shown))
    with st.container(key="play-actions"):
        for col, action in zip(st.columns(len(legal)), legal, strict=True):
            with col:
                button(action)


def _main_actions(legal: Sequence[Action]) -> set[Action]:
    keeps = {a for a in legal if isinstance(a, Keep)}
    if keeps:
        return set(keeps)
    if Roll() in legal:
        return {Roll()}
    takes = [a for a in legal if isinstance(a, Take)]
    return {takes[0]} if takes else set(legal)


def _counts(found: Sequence[int]) -> tuple[int, int, int, int, int, int]:
    return (found[0], found[1], found[2], found[3], found[4], found[5])


def bot_controls(match: m.Match, shown: Sequence[str]) -> None:
    st.markdown(t("play.bot_playing", name=shown[match.state.current]))
    step, skip = st.columns(2)
    step.button(
        t("play.next_step"),
        key=f"play.next_step.{match.number}",
        on_click=play_state.bot_step,
        args=(match.number,),
        type="primary",
        width="stretch",
    )
    if any(s.bot is None for s in match.seats):
        skip.button(t("play.skip"), key="play.skip", on_click=play_state.skip, width="stretch")
