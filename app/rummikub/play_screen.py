"""The Rummikub play page's parts, in the order the page shows them: the set-up form, the
scores, the bots' moves with their reasons, the turn (its buttons, the table and the rack
with pickable tiles, the solver's help), the end of a round with its report, save and load.

Each function draws one part; the callbacks behind the buttons live in
app/rummikub/play_state.py, the sentences in app/rummikub/play_words.py.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from functools import lru_cache

import streamlit as st

from app.common import markup, session, styles, teams
from app.common.i18n import nt, number, t
from app.common.shield import shield
from app.common.words import chance_text
from app.rummikub import match as m
from app.rummikub import pictures, winning
from app.rummikub import play_state as state
from app.rummikub import play_turn as turns
from app.rummikub import play_words as words
from app.rummikub.play_turn import Turn
from wormlib.rummikub import game, svg
from wormlib.rummikub.actions import Draw, Lay
from wormlib.rummikub.melds import is_valid_meld
from wormlib.rummikub.rules import MAX_ROUNDS, TEAM_PLAYERS
from wormlib.rummikub.save import MAX_BYTES, MAX_NAME
from wormlib.rummikub.tiles import JOKER, Tile, colour_of, number_of, sort_key

#: On a phone the table scrolls inside a box of at most 45% of the screen, so that the turn's
#: buttons above it and the rack under it stay on one screen however large the table grows.
_TABLE_BOX = f"""<style>
@media (max-width: 640px) {{
  .st-key-{state.TABLE_BOX.replace(".", "-")} {{max-height: 45vh; overflow-y: auto;
    overscroll-behavior: contain; border-bottom: 1px solid rgba(128,128,128,.4)}}
}}
</style>"""


def flash() -> None:
    kind, text = state.take_flash()
    if kind == "success":
        st.success(text, icon="✅")
    elif kind:
        st.warning(text, icon="✋")


# --- set-up ------------------------------------------------------------------------------------


def setup_form(has_match: bool) -> None:
    """People, bots and their levels, variants, rounds and the seed; Start acts once."""
    key = state.SETUP
    with st.expander(t("rummikub_play.setup"), expanded=not has_match):
        people = st.number_input(t("rummikub_play.people"), 1, 4, 1, key=key + "people")
        bots = st.number_input(t("rummikub_play.bots"), 0, 3, 1, key=key + "bots")
        names, levels = st.columns(2)
        with names:
            for i in range(int(people)):
                label = t("rummikub_play.name", n=i + 1)
                st.text_input(label, key=f"{key}name{i}", max_chars=MAX_NAME)
        with levels:
            for i in range(int(bots)):
                st.selectbox(  # the levels' names as options: no format_func to run elsewhere
                    t("rummikub_play.bot_level", n=i + 1),
                    words.level_names(),
                    index=state.LEVELS.index("careful") if "careful" in state.LEVELS else 0,
                    key=f"{key}level{i}",
                )
        st.multiselect(
            t("rummikub_play.rules"),
            state.OTHER_RULES,
            format_func=lambda name: t(f"rummikub_rules.variant.{name}"),
            key=key + "rules",
            help=t("rummikub_play.rules_help"),
            placeholder=t("common.choose_variants"),
        )
        st.toggle(t("teams.rk_toggle"), key=key + "teams", help=t("teams.rk_toggle_help"))
        team_setup()
        st.number_input(t("rummikub_play.rounds"), 1, MAX_ROUNDS, 1, key=key + "rounds")
        session.get(key + "seed", m.random_seed)  # a fresh seed for each new form
        st.number_input(
            t("rummikub_play.seed"),
            0,
            m.MAX_SEED,
            key=key + "seed",
            help=t("rummikub_play.seed_help"),
        )
        st.button(
            t("rummikub_play.start"),
            key="rummikub_play.start",
            type="primary",
            on_click=state.start,
            args=(state.form_number(),),
        )


def team_setup() -> None:
    """With teams: a team for each player, the seats that gives, and what to change while
    the numbers do not fit."""
    rules = state.form_rules()
    if not rules.teams:
        return
    seats = state.form_seats()
    labels = _form_names(seats)
    count = rules.team_count(len(seats)) if len(seats) in TEAM_PLAYERS else 2
    with st.container(border=True, key="rummikub_play-teams"):
        teams.choose(labels, state.team_keys(), range(len(seats)), count)
        problem = state.lineup_problem(rules)
        if problem is not None:
            st.warning(problem, icon="✋")
            return
        order = state.seat_order(rules)
        teams.lineup(
            [labels[i] for i in order], [rules.team(s, len(order)) for s in range(len(order))]
        )


def _form_names(seats: Sequence[m.Seat]) -> list[str]:
    """The form's players for Markdown: a bot by its level (numbered when a level plays
    more than once, so that the team choices tell them apart), a person's name escaped."""
    out = []
    for seat in seats:
        if seat.bot is None:
            out.append(markup.escape(seat.name))
            continue
        name = t("rummikub_play.bot_name", level=words.level_name(seat.bot))
        same = sum(s.bot == seat.bot for s in seats)
        before = sum(s.bot == seat.bot for s in seats[: len(out)])
        out.append(f"{name} {before + 1}" if same > 1 else name)
    return out


# --- the scores and the bots -------------------------------------------------------------------


def scores(match: m.Match) -> None:
    """Rack sizes now and the scores of the finished rounds with the totals."""
    who = words.names(match)
    now = match.state
    st.caption(words.status_text(match))
    if match.rules.teams:
        team_scores(match)
        return
    totals = now.totals()
    for i, column in enumerate(st.columns(len(who))):
        total = number(float(totals[i]), 0)
        column.metric(
            who[i],
            nt("rummikub_play.tiles", len(now.racks[i])) if now.dealt else total,
            help=t("rummikub_play.total_help", total=total),
        )


def win_meter(match: m.Match) -> None:
    """Each player's (with teams each team's) chance to win the round from the start of this
    turn, and what such a chance means (said for the first person at the table)."""
    found = winning.chances_now(match)
    if found is None:
        return
    who = words.names(match)  # escaped for Markdown
    names = [teams.name(s) for s in range(len(found))] if match.rules.teams else list(who)
    with st.container(key="rummikub-play-win-meter"):
        st.markdown(f"**{t('rummikub_play.winmeter.h')}**")
        for name, chance in zip(names, found, strict=True):
            text = t("rummikub_play.winmeter.bar", name=name, p=chance_text(chance))
            st.progress(chance, text=text)
        me = winning.said_for(match, found)
        st.caption(t("rummikub_play.winmeter.means", name=names[me], n=round(100 * found[me])))


def team_scores(match: m.Match) -> None:
    """Per team: its name on its colour, its players with their rack sizes, its total."""
    now, who = match.state, words.names(match)
    for team, total in enumerate(now.totals()):
        members = [
            f"{who[p]} ({nt('rummikub_play.tiles', len(now.racks[p]))})" if now.dealt else who[p]
            for p in range(now.players)
            if now.team(p) == team
        ]
        said = t("teams.rk_total", total=number(float(total), 0))
        st.markdown(f"{teams.badge(team)} {', '.join(members)} · {said}")


def bot_moves(match: m.Match) -> None:
    """The bots' decisions since a person last played, each with its reason."""
    shown = m.last_bot_moves(match)
    if not shown:
        return
    st.subheader(t("rummikub_play.bots_played"))
    who = words.names(match)
    for move in shown:
        with st.container(border=True):
            st.markdown(f"**{who[move.player]}**: {words.action_text(move)}")
            if move.reason is not None:
                st.caption(words.reason_text(move.reason))
            if isinstance(move.action, Lay):
                wrap = match.rules.wrap_13_1
                laid = move.action
                pictures.show(pictures.table(laid.table, new=laid.laid, wrap=wrap))


def table_now(match: m.Match) -> None:
    """The table as it is (while a bot is to move)."""
    st.markdown(f"**{t('rummikub_play.table')}**")
    pictures.show(pictures.table(match.state.table, wrap=match.rules.wrap_13_1))


def bot_controls(match: m.Match) -> None:
    """One bot step at a time, or all of them until a person is to move."""
    name = words.names(match)[match.state.current]
    st.info(t("rummikub_play.bot_turn", name=name), icon="🤖")
    with st.container(horizontal=True):
        st.button(
            t("rummikub_play.bot_step"),
            key=f"rummikub_play.bot.{match.number}",
            type="primary",
            on_click=state.bot_step,
            args=(match.number,),
        )
        st.button(
            t("rummikub_play.bot_all"),
            key=f"rummikub_play.bots.{match.number}",
            on_click=state.bots_until_person,
            args=(match.number,),
        )


# --- a person's turn ---------------------------------------------------------------------------


def timer(match: m.Match) -> None:
    """The turn's clock, redrawn every second; at zero the engine's time-out is played."""
    limit = match.rules.turn_seconds
    if limit is None:
        return

    @st.fragment(run_every=1.0)
    @shield
    def clock() -> None:
        now_match = state.current()
        if now_match is None or now_match.number != match.number:
            return
        left = state.seconds_left(now_match, time.monotonic())
        if left is None:
            return
        if left <= 0:
            state.time_up(match.number)
            st.rerun(scope="app")
        st.progress(left / (limit or 1), t("rummikub_play.clock", s=int(left)))

    clock()


def coach_toggle() -> bool:
    return st.toggle(t("rummikub_play.coach_toggle"), key=state.COACH)


def turn_area(match: m.Match, coach: bool, *, where: str = state.P, helper: bool = True) -> None:
    """The turn's buttons, the table and the rack of the person to move (every tile pickable
    by a click), the buttons for the picked tiles, the solver's help and the coach.

    ``where`` is the session's place of the match (``play_state``); without ``helper`` there
    is no "help me arrange" (a class challenge judges the pupil's own move)."""
    todo = state.steps(match, where)
    turn, version = todo[-1], len(todo)
    who = words.names(match)[match.state.current]
    st.subheader(t("rummikub_play.your_turn", name=who), anchor=False)  # a name: no link
    if match.rules.teams:
        partner_note(match)
    _turn_buttons(match, turn, version, where)
    _table(match, turn, version, where)
    _rack(match, turn, version, who, where)
    _pick_buttons(match, turn, version, where, helper)
    if helper:
        _help(match, turn, version)
    if coach:
        could = state.coach_count(match)
        said = (
            t("rummikub_play.coach_unknown") if could is None else nt("rummikub_play.coach", could)
        )
        st.info(said, icon="🧭")


def partner_note(match: m.Match) -> None:
    """With teams: the player's team, and whether the player plays as opened because the
    partner has (the team opens together)."""
    now, who = match.state, words.names(match)
    me = now.current
    partner = who[next(p for p in now.partners(me) if p != me)]
    if not now.plays_as_opened(me):
        said = t("teams.rk_not_opened", partner=partner, points=match.rules.opening_points)
    elif _opened_by(match, me):
        said = t("teams.rk_opened", partner=partner)
    else:
        said = t("teams.rk_partner_opened", partner=partner)
    st.markdown(f"{teams.badge(now.team(me))} {said}")


def _opened_by(match: m.Match, player: int) -> bool:
    """The player laid a move of their own in this round (so they opened, or their team did
    before: either way the player has played as opened)."""
    return any(
        move.player == player
        and isinstance(move.action, Lay)
        and move.round == match.state.round_index
        for move in match.moves
    )


def _turn_buttons(match: m.Match, turn: Turn, version: int, where: str) -> None:
    """The turn as a whole, above the table: end it, draw, undo, reset.

    The table and the rack grow and shrink below this row, so it never moves under the
    pointer; the second click of a double click on a button further down (the table grown,
    the page scrolled back as it got shorter) cannot end the turn or undo what the first did.
    """
    n = match.number
    why = turns.why_not(turn, match.state)
    with st.container(horizontal=True):
        st.button(
            t("rummikub_play.end_turn"),
            key=f"rummikub_play.end.{n}.{version}",
            type="primary",
            on_click=state.end_turn,
            args=(n, version, where),
            disabled=why is not None,
        )
        st.button(
            t("rummikub_play.draw") if match.state.pool_size else t("rummikub_play.pass"),
            key=f"rummikub_play.draw.{n}",
            on_click=state.decide,
            args=(n, Draw(), where),
        )
        st.button(
            t("rummikub_play.undo"),
            key=f"rummikub_play.undo.{n}.{version}",
            on_click=state.undo,
            args=(n, version, False, where),
            disabled=version == 1,
        )
        st.button(
            t("rummikub_play.reset"),
            key=f"rummikub_play.reset.{n}.{version}",
            on_click=state.undo,
            args=(n, version, True, where),
            disabled=version == 1,
        )
    if why is not None and turn.laid:
        st.warning(words.why_text(*why), icon="✋")


def _table(match: m.Match, turn: Turn, version: int, where: str) -> None:
    """Each meld of the turn's table: its number, its tiles as the buttons that pick them
    (those just laid with a star) and a button that adds the picked tiles to it. A meld
    that is not a valid group or run has a dashed red frame and a "!"."""
    st.markdown(f"**{t('rummikub_play.table')}**")
    if not turn.table:
        st.markdown(t("rummikub.empty_table"))
    marks = pictures.new_marks(turn.table, turn.laid)
    styles.tile_buttons()
    st.html(_TABLE_BOX)
    with st.container(key=state.TABLE_BOX):
        _melds(match, turn, version, where, marks)


def _melds(
    match: m.Match, turn: Turn, version: int, where: str, marks: list[frozenset[int]]
) -> None:
    n, wrap = match.number, match.rules.wrap_13_1
    for i, meld in enumerate(turn.table):
        picked = sorted(j for (w, k, j) in turn.picked if w == "table" and k == i)
        valid = is_valid_meld(meld, wrap=wrap)
        key = "rummikub.pic_meld" if valid else "rummikub.pic_meld_invalid"
        title = t(key, label=i + 1, tiles=pictures.tiles_names(meld))
        frame = state.TABLE_TILES + ("" if valid else state.NOT_VALID) + str(i)
        with st.container(border=True, horizontal=True, vertical_alignment="center", key=frame):
            pictures.show(_meld_label(str(i + 1), valid, title))
            st.pills(
                t("rummikub_play.pick_meld", n=i + 1),
                list(range(len(meld))),
                selection_mode="multi",
                format_func=words.tile_buttons(meld, marks[i]),
                default=picked,
                key=state.pick_key(n, version, f"t{i}", where),
                on_change=state.picked,
                args=(n, version, f"t{i}", where),
                label_visibility="collapsed",
                width="stretch",  # a long run wraps inside the frame
            )
            st.button(
                t("rummikub_play.add_here", n=i + 1),
                key=f"rummikub_play.add.{n}.{version}.{i}",
                on_click=state.step,
                args=(n, version, lambda x, i=i: turns.add_to(x, i, wrap=wrap), where),
                disabled=not turn.picked,
            )


@lru_cache(maxsize=256)
def _meld_label(label: str, valid: bool, title: str) -> str:
    return svg.meld_label(label, valid=valid, size=pictures.SIZE, title=title)


def _rack(match: m.Match, turn: Turn, version: int, who: str, where: str) -> None:
    """The rack in the order asked for (by colour or by number): its tiles are the buttons
    that pick them."""
    st.markdown(f"**{t('rummikub_play.rack', name=who)}**")
    by = st.segmented_control(
        t("rummikub_play.sort"),
        ("colour", "number"),
        format_func=lambda s: t(f"rummikub_play.sort.{s}"),
        key=state.SORT,
        default="colour",
    )
    order = sorted_rack(turn.rack, by or "colour")
    rack_picked = {i for (w, i, _) in turn.picked if w == "rack"}
    styles.tile_buttons()
    with st.container(key=state.RACK_TILES):
        st.pills(
            t("rummikub_play.pick_rack"),
            order,
            selection_mode="multi",
            format_func=words.tile_buttons(turn.rack),
            default=sorted(rack_picked),
            key=state.pick_key(match.number, version, "r", where),
            on_change=state.picked,
            args=(match.number, version, "r", where),
        )


def sorted_rack(rack: Sequence[Tile], by: str) -> list[int]:
    """Rack positions in the order shown: by colour then number, or by number then colour."""

    def by_number(i: int) -> tuple[int, int]:
        return (99, 0) if rack[i] == JOKER else (number_of(rack[i]), colour_of(rack[i]))

    key = by_number if by == "number" else (lambda i: sort_key(rack[i]))
    return sorted(range(len(rack)), key=lambda i: (key(i), i))


def _pick_buttons(match: m.Match, turn: Turn, version: int, where: str, helper: bool) -> None:
    """What to do with the picked tiles, under the rack (both idle when none are picked)."""
    n, wrap = match.number, match.rules.wrap_13_1
    with st.container(horizontal=True):
        st.button(
            t("rummikub_play.new_meld"),
            key=f"rummikub_play.new.{n}.{version}",
            on_click=state.step,
            args=(n, version, lambda x: turns.new_meld(x, wrap=wrap), where),
            disabled=not turn.picked,
        )
        if not helper:
            return
        st.button(
            t("rummikub_play.help"),
            key=f"rummikub_play.help.{n}.{version}",
            on_click=state.ask_help,
            args=(n, version),
            disabled=not turns.picked_from_rack(turn),
        )


def _help(match: m.Match, turn: Turn, version: int) -> None:
    """The solver's answer to "help me arrange", with a button to take its arrangement."""
    found = state.help_for(match, version)
    if found is None:
        return
    move, picked = found.move, len(turns.picked_from_rack(turn))
    if move is None:
        st.info(t("rummikub_play.help_fix"), icon="🧩")
        return
    if not move.tiles_laid:
        st.info(t("rummikub_play.help_no", n=picked), icon="🧩")
        return
    key = "rummikub_play.help_all" if move.tiles_laid == picked else "rummikub_play.help_some"
    st.success(t(key, n=move.tiles_laid, picked=picked), icon="🧩")
    pictures.show(pictures.table(move.table, new=move.laid, wrap=match.rules.wrap_13_1))
    st.button(
        t("rummikub_play.help_use"),
        key=f"rummikub_play.use.{match.number}.{version}",
        on_click=state.step,
        args=(match.number, version, lambda x: turns.use(x, move.table, move.laid)),
    )


# --- the end of a round ------------------------------------------------------------------------


def round_end(match: m.Match) -> None:
    """Who went out, the round's scores and totals, the next round (or the winners), the
    round's report."""
    result = game.round_result(match.state)
    if result is None:
        return
    who = words.names(match)
    st.subheader(t("rummikub_play.round_over", n=len(match.state.history)))
    winners = ", ".join(who[w] for w in result.winners)
    if match.rules.teams:
        won = ", ".join(teams.name(w) for w in result.winning_teams)
        st.success(t(f"teams.rk_ended.{result.ended}", teams=won, names=winners), icon="🏁")
    else:
        st.success(t(f"rummikub_play.ended.{result.ended}", names=winners), icon="🏁")
    plain = words.plain_names(match)
    if match.rules.teams:
        first = {
            t("teams.col.team"): [teams.name(w) for w in range(match.state.teams)],
            t("teams.col.players"): [
                ", ".join(markup.cut(plain[p], 60) for p in match.state.partners(w))
                for w in range(match.state.teams)
            ],
        }
    else:
        first = {t("rummikub_play.col.player"): [markup.cut(w, 60) for w in plain]}
    rows = {
        **first,
        t("rummikub_play.col.round"): [number(float(s), 0) for s in result.scores],
        t("rummikub_play.col.total"): [number(float(s), 0) for s in match.state.totals()],
    }
    st.dataframe(rows, hide_index=True)
    if match.over:
        outcome = game.outcome(match.state)
        assert outcome is not None
        names = ", ".join(who[w] for w in outcome.winners)
        if match.rules.teams:
            won = ", ".join(teams.name(w) for w in outcome.winning_teams)
            st.success(t("teams.rk_game_over", teams=won, names=names), icon="🏆")
        else:
            st.success(t("rummikub_play.game_over", names=names), icon="🏆")
    else:
        st.button(
            t("rummikub_play.next_round"),
            key=f"rummikub_play.next.{match.number}",
            type="primary",
            on_click=state.next_round,
            args=(match.number,),
        )
    decision_report(match, len(match.state.history) - 1)


def decision_report(match: m.Match, round_index: int) -> None:
    """Per turn of each person: the most tiles the best move would have laid, and what was."""
    rows = state.round_report(match, round_index)
    if not rows:
        return
    st.subheader(t("rummikub_play.report"))
    st.caption(t("rummikub_play.report_intro"))
    plain = words.plain_names(match)
    st.dataframe(
        {
            t("rummikub_play.col.player"): [plain[r.player] for r in rows],
            t("rummikub_play.col.turn"): [r.turn for r in rows],
            t("rummikub_play.col.could"): ["?" if r.could is None else str(r.could) for r in rows],
            t("rummikub_play.col.laid"): [str(r.laid) for r in rows],
        },
        hide_index=True,
    )
    missed = sum(1 for r in rows if r.could is not None and r.could > r.laid)
    st.markdown(t("rummikub_play.report_sum", turns=len(rows), missed=missed))


# --- files -------------------------------------------------------------------------------------


def files(match: m.Match | None) -> None:
    """Save the match (once there is one), load a saved one."""
    with st.expander(t("rummikub_play.files")):
        if match is not None:
            st.download_button(
                t("rummikub_play.save"),
                m.dumps(match),
                file_name="rummikub.json",
                mime="application/json",
                key="rummikub_play.save",
            )
        st.file_uploader(
            t("rummikub_play.load"),
            type=["json"],
            key=state.UPLOAD,
            on_change=state.load,
            help=t("rummikub_play.load_help", kb=MAX_BYTES // 1000),
        )
