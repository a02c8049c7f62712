"""The table of the play page: the game's caption, the tiles in the middle, the players and
their chances to win, a bust as a moment, the last turns and the whole game's log.

The class challenge (app/regenwormen/challenge_screen.py) draws the same table.
"""

from __future__ import annotations

from collections.abc import Sequence

import streamlit as st

from app.common import teams
from app.common.attention import bring_into_view
from app.common.i18n import t
from app.common.words import chance_text
from app.regenwormen import match as m
from app.regenwormen import pictures, play_state, winning
from app.regenwormen import play_report as report
from app.regenwormen import play_words as words
from app.regenwormen.play_style import SIZE, SMALL
from wormlib.regenwormen import game
from wormlib.regenwormen.actions import Dice


def caption(match: m.Match) -> None:
    """The game's seed, rules and move number."""
    st.caption(
        t(
            "play.caption",
            seed=match.seed,
            variant=words.variant_label(match.rules.name),
            number=match.number,
        )
    )


def turns(match: m.Match, shown: Sequence[str]) -> list[words.TurnLog]:
    """The game turn by turn, for the last turns and the log."""
    return words.turns(match, shown, list(m.history(match)))


def bust_moment(match: m.Match) -> m.Step | None:
    """The step that busted the last turn, while the next turn has not begun."""
    last = m.last_step(match)
    return last if last is not None and last.bust else None


def bust_banner(step: m.Step, shown: Sequence[str], *, go_on: int | None = None) -> None:
    """A bust as a moment: who, why, the dice, and what happened to the tiles.

    ``go_on``: drawn under the busted turn (which shows the dice set aside already) at move
    ``go_on``, with the button that goes on to the next turn.
    """
    with st.container(key="play-bust"):
        st.subheader(f"💥 {t('play.bust.title', name=shown[step.before.current])}", anchor=False)
        st.markdown(words.bust_cause(step))
        action = step.move.action
        if isinstance(action, Dice):  # the roll with no new face, beside the dice set aside
            kept = step.before.turn.kept if go_on is None else (0,) * 6
            report.moment(kept, action.counts, size=SIZE, dim=False)
        elif go_on is None:
            report.moment(words.bust_dice(step), None, size=SIZE)
        tiles = words.bust_tiles(step)
        lines = list(words.bust_words(step)) or [t("play.bust.no_tile_lost")]
        pics = [pictures.tile(tiles.returned, size=SIZE)] if tiles.returned is not None else []
        pics.extend(pictures.tile(tile, face_up=False, size=SIZE) for tile in tiles.turned)
        said = "<br>".join(lines)  # the app's own words, the pictures beside them
        st.markdown(
            f'<div class="wl-moment wl-lost">{"".join(pics)}<span>{said}</span></div>',
            unsafe_allow_html=True,
        )
        if go_on is not None:
            st.button(
                t("play.go_on"),
                key=f"play.go_on.{go_on}",
                on_click=play_state.go_on,
                args=(go_on,),
                type="primary",
                width="stretch",
            )
            bring_into_view("play-bust")


def middle(match: m.Match) -> None:
    """The tiles in the middle, one picture each so that a narrow screen wraps the row."""
    state = match.state
    reach = set(game.take_options(state)) if match.human_to_move else set()
    tiles = [
        pictures.tile(tile, size=SIZE, highlight=tile in reach)
        if tile in state.middle
        else pictures.tile(tile, face_up=False, size=SIZE)
        for tile in state.rules.tiles
        if tile in state.middle or tile in state.turned
    ]
    st.markdown(f"**{t('play.middle')}**")
    st.markdown(f'<div class="wl-tiles">{"".join(tiles)}</div>', unsafe_allow_html=True)


def players(match: m.Match, shown: Sequence[str]) -> None:
    """Every player's worms, top tile and stack; the player to move stands out."""
    state = match.state
    if state.rules.teams:
        team_scores(match)
    for p, seat in enumerate(match.seats):
        to_move = p == state.current and not match.over
        with st.container(border=not to_move, key="play-to-move" if to_move else None):
            who = shown[p] + (" 🤖" if seat.bot is not None else "")
            if seat.bot is not None and seat.named:
                who += f" · {words.level_label(seat.bot)}"
            top = state.top(p)
            said = words.worms_text(state.score(p)) + " · "
            said += t("play.top_tile", tile=top) if top else t("play.no_tiles")
            line = f"**▶ {who}**" if to_move else f"**{who}**"
            if state.rules.teams:
                line = f"{teams.badge(state.rules.team(p))} {line}"
            st.markdown(f"{line}  \n{said}")
            if state.stacks[p]:
                pictures.show(pictures.stack(state.stacks[p], size=SMALL))
    win_meter(match, shown)


def win_meter(match: m.Match, shown: Sequence[str]) -> None:
    """Each player's (with teams each team's) chance to win from the start of this turn,
    and what such a chance means (said for the first person at the table, else the leader)."""
    found = winning.chances_now(match.state)
    if found is None or match.over:
        return
    names = words.side_names(match, shown)
    with st.container(key="play-win-meter"):
        st.markdown(f"**{t('play.winmeter.h')}**")
        for name, chance in zip(names, found, strict=True):  # names escaped for Markdown
            st.progress(chance, text=t("play.winmeter.bar", name=name, p=chance_text(chance)))
        me = winning.person_side(match)
        me = max(range(len(found)), key=found.__getitem__) if me is None else me
        st.caption(t("play.winmeter.means", name=names[me], n=round(100 * found[me])))


def team_scores(match: m.Match) -> None:
    """Each team's worms, its name on its colour."""
    said = [
        f"{teams.badge(team)} {words.worms_text(worms)}"
        for team, worms in enumerate(match.state.team_scores())
    ]
    st.markdown(" · ".join(said))


def recent_turns(logs: Sequence[words.TurnLog], shown: Sequence[str]) -> None:
    parts = []
    if logs[-1].lines:
        parts.append(f"**{t('play.this_turn')}**  \n" + "  \n".join(logs[-1].lines))
    if len(logs) > 1:
        name = shown[logs[-2].player]
        parts.append(f"**{t('play.previous_turn', name=name)}**  \n" + "  \n".join(logs[-2].lines))
    for col, text in zip(st.columns(2), parts, strict=False):
        col.markdown(text)


def game_log(logs: Sequence[words.TurnLog], shown: Sequence[str]) -> None:
    with st.expander(t("play.log")):
        played = [turn for turn in logs if turn.lines]
        if not played:
            st.write(t("play.log.empty"))
        for turn in played:
            heading = t("play.log.turn", n=turn.number, name=shown[turn.player])
            st.markdown(f"**{heading}**  \n" + "  \n".join(turn.lines))
