"""The explorer page's parts, in the order the page shows them: the situation form (or a
message, or the moment a roll busts), the situation drawn, three key numbers, the sentences
that explain them, the charts and the simulation.

Each function draws one part; the session and the form's callbacks live in
app/regenwormen/explorer_state.py, the sentences in app/regenwormen/explorer_words.py.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace

import plotly.graph_objects as go  # type: ignore[import-untyped]
import streamlit as st

from app.classroom import ask
from app.common import markup, session, styles
from app.common.i18n import language, number, percent, t
from app.common.links import MAX_VALUE, SituationError
from app.regenwormen import charts, class_poll, pictures
from app.regenwormen import explorer_state as state
from app.regenwormen import explorer_words as words
from app.regenwormen.explore import TURNS, Report, after_best_keep, bust_grid, report
from app.regenwormen.situation import GOALS, MOST_WORMS, TARGETS, Situation
from wormlib.core.errors import WormError
from wormlib.regenwormen import dice, game
from wormlib.regenwormen.actions import Keep
from wormlib.regenwormen.dice import FACES, Counts
from wormlib.regenwormen.rules import VARIANTS
from wormlib.regenwormen.tiles import worms

#: Widths in px of a die and of a row of the dice form (a narrower screen shrinks the counts).
_DIE, _ROW = 40, 360


# --- the situation -----------------------------------------------------------------------------


def situation_form() -> Situation:
    """Draw the form, filled from the link or the session; the situation it shows now."""
    for name, value in state.follow_link().items():
        if len(value) > MAX_VALUE:
            st.warning(t("explorer.err_link_long", name=markup.echo(name), limit=MAX_VALUE))
        else:
            st.warning(t("explorer.err_link", name=markup.echo(name), value=markup.echo(value)))
    with st.container(border=True):
        kept, roll = _dice_inputs()
        dice_note = st.empty()  # under the counts: how many dice are left, or what is wrong
        tiles_column, goal_column = st.columns([1, 1], gap="small")
        with tiles_column:
            _tile_inputs()
        with goal_column:
            _goal_inputs()
    shown = state.situation(kept, roll)
    problem = words.dice_problem(shown)
    if problem is None:
        dice_note.caption(t("explorer.dice_left", left=shown.dice_left))
    else:
        dice_note.error(problem, icon="✋")
    return shown


def _dice_inputs() -> tuple[Counts, Counts | None]:
    """One row per face: its die, then how many dice showing it are set aside and how many
    the roll shows. A row is as wide as its parts, so on a phone every count stays next to
    its die instead of stacking in one long column."""
    st.markdown(f"**{t('explorer.dice')}**")
    st.toggle(t("explorer.rolled"), key=state.ROLLED, on_change=state.roll_toggled)
    rolled = session.widget(state.ROLLED)
    with _dice_row():
        st.markdown("&nbsp;", width=_DIE)
        st.markdown(f"**{t('explorer.kept')}**", width="stretch")
        if rolled:
            st.markdown(f"**{t('explorer.roll')}**", width="stretch")
    kept: list[int] = []
    roll: list[int] = []
    for face in FACES:
        with _dice_row():
            with st.container(width=_DIE):
                pictures.show(pictures.die(face, size=_DIE))
            kept.append(_count(state.KEPT, t("explorer.kept"), face))
            if rolled:
                roll.append(_count(state.ROLL, t("explorer.roll"), face))
    return _counts(kept), _counts(roll) if rolled else None


@contextmanager
def _dice_row() -> Iterator[None]:
    """One line that never wraps: a die and its counts stay together on any screen."""
    with st.container(
        horizontal=True, wrap=False, vertical_alignment="center", gap="small", width=_ROW
    ):
        yield


def _count(prefix: str, row: str, face: int) -> int:
    """A count whose label (read aloud by screen readers) names the row and the face."""
    value = st.number_input(
        t("explorer.count_label", row=row, face=words.face_name(face)),
        min_value=0,
        max_value=dice.DICE,
        step=1,
        key=f"{prefix}{face}",
        label_visibility="collapsed",
    )
    return int(value or 0)


def _counts(values: list[int]) -> Counts:
    a, b, c, d, e, f = values
    return a, b, c, d, e, f


def _tile_inputs() -> None:
    tiles = state.rules().tiles
    st.markdown(f"**{t('explorer.tiles')}**")
    st.pills(t("explorer.middle"), tiles, selection_mode="multi", key=state.MIDDLE, wrap=True)
    st.pills(
        t("explorer.steal"),
        tiles,
        selection_mode="multi",
        key=state.STEAL,
        on_change=state.clear_held,
        wrap=True,
    )
    st.selectbox(
        t("explorer.own"),
        [state.NO_TILE, *tiles],
        format_func=lambda tile: t("explorer.own_none") if tile == state.NO_TILE else str(tile),
        key=state.OWN,
        on_change=state.clear_held,
    )
    if state.rules().teams:
        st.pills(
            t("teams.explorer.mates"),
            tiles,
            selection_mode="multi",
            key=state.MATES,
            on_change=state.clear_held,
            help=t("teams.explorer.mates_help"),
            wrap=True,
        )


def _goal_inputs() -> None:
    st.markdown(f"**{t('explorer.goal')}**")
    st.radio(
        t("explorer.goal"),
        GOALS,
        format_func=lambda goal: t(f"explorer.goal_{goal}"),
        key=state.GOAL,
        label_visibility="collapsed",
    )
    if session.widget(state.GOAL) == "target":
        st.number_input(
            t("explorer.target"), min_value=TARGETS[0], max_value=TARGETS[-1], key=state.TARGET
        )
        st.checkbox(t("explorer.exact"), key=state.EXACT)
    if session.widget(state.GOAL) == "win":
        _standing_inputs()
    st.selectbox(
        t("explorer.rules"),
        list(VARIANTS),
        format_func=lambda name: t(f"common.variant_{name}"),
        key=state.RULES,
        on_change=state.rules_changed,
    )


def _standing_inputs() -> None:
    """The standing the goal "win" needs: the worms of each player with a top tile (at least
    that tile's), and how many opponents have no tiles yet."""
    st.caption(t("explorer.standing_intro"))
    own = session.widget(state.OWN) or None
    seats = [(f"{state.WORMS}own.{own}", own, t("explorer.worms_own"))] if own else []
    for tile in sorted(session.widget(state.STEAL)):
        seats.append((f"{state.WORMS}{tile}", tile, t("explorer.worms_top", tile=tile)))
    for key, tile, label in seats:
        session.seed_widgets({key: worms(tile)})
        st.number_input(label, min_value=worms(tile), max_value=MOST_WORMS, key=key)
    st.number_input(t("explorer.others"), min_value=0, max_value=6, key=state.OTHERS)


def report_or_message(situation: Situation) -> Report | None:
    """The solver's report; else, after saying in plain words what is wrong (the dice's
    problem is said under the counts), the last report that worked, said to be so (the
    results do not vanish while a pupil is still typing the counts); None at a bust roll."""
    try:
        return state.last_report(report(situation))
    except SituationError as e:
        if e.key == "explorer.err_bust_roll":
            bust_moment(situation)
            return None
        if words.dice_problem(situation) is None:
            st.error(t(e.key, **e.fields))
    except WormError as e:
        st.error(t("common.error", why=markup.escape(str(e))))
    last = state.last_report()
    if last is not None:
        st.info(t("explorer.last_results"), icon="↩️")
    return last


def bust_moment(situation: Situation) -> None:
    """A roll with no new face is not a mistake in the form but the moment a turn busts:
    draw its dice, say why, how likely it was, and what happens to the tiles (the engine's
    own bust of the position before the roll)."""
    kept, roll = situation.kept, situation.roll
    assert roll is not None
    try:
        before = replace(situation, roll=None).state()
    except SituationError as e:
        st.error(t(e.key, **e.fields))
        return
    after = game.bust(before)
    returned = before.top(before.current)
    turned = sorted(set(after.turned) - set(before.turned))
    with st.container(border=True):
        st.subheader(f"💥 {t('explorer.bust_h')}")
        st.caption(t("explorer.kept"))
        pictures.show(pictures.dice(kept, size=48))
        st.caption(t("explorer.roll"))
        pictures.show(pictures.dice(roll, size=48, dim=dice.faces_in(kept)))
        lines = words.bust_lines(situation, returned, turned)
        st.markdown("\n".join(f"- {line}" for line in lines))
        st.button(
            t("explorer.bust_before"), key="explorer.bust_before", on_click=state.before_the_roll
        )


# --- what the numbers say ----------------------------------------------------------------------


def table(r: Report, *, marked: bool = True) -> None:
    """The situation drawn: the middle row, the dice, the stacks; the best tile and dice
    ``marked`` (not while the class votes on it)."""
    s = r.situation
    turned = [tile for tile in s.rules.tiles if tile not in {*s.middle, *s.held}]
    highlight = [r.take_now] if r.take_now is not None and marked else []
    pictures.show(pictures.middle(s.middle, turned, tiles=s.rules.tiles, highlight=highlight))
    st.caption(t("explorer.kept"))  # the dice a line each, at their full size
    pictures.show(pictures.dice(s.kept, size=48))
    if s.roll is not None:
        st.caption(t("explorer.roll"))
        tied = r.options[: words.tied(r) if marked else 0]  # equally good keeps all marked
        keep = [o.action.face for o in tied if isinstance(o.action, Keep)]
        used = dice.faces_in(s.kept)
        pictures.show(pictures.dice(s.roll, size=48, highlight=keep, dim=used))
    own_column, steal_column = st.columns(2)
    with own_column:
        st.caption(t("explorer.own_short"))
        pictures.show(pictures.stack(() if s.own_top is None else (s.own_top,), size=40))
    with steal_column:
        if s.steal:
            st.caption(t("explorer.steal_short"))
            pictures.show(*(pictures.tile(tile, size=40) for tile in s.steal))
        if s.mates:
            st.caption(t("teams.explorer.mates_short"))
            pictures.show(*(pictures.tile(tile, size=40) for tile in s.mates))


def ask_the_class(r: Report) -> bool:
    """For the teacher of a running class: put this moment on every pupil's phone; whether
    the verdict is hidden now (``ask.button``)."""
    return ask.button(class_poll.describe(r), "explorer.ask")


def key_numbers(r: Report) -> None:
    """Three numbers with labels short enough for a projector's narrow columns (no help
    icon: it would cut them off); the sentences below explain them."""
    styles.metric_labels()
    first, second, third = st.columns(3)
    next_roll = t("explorer.m_no_roll") if r.bust_next_roll is None else percent(r.bust_next_roll)
    first.metric(t("explorer.m_next_bust"), next_roll, border=True)
    second.metric(t("explorer.m_turn_bust"), percent(r.best.bust_chance), border=True)
    third.metric(words.unit(r.situation), words.value(r.best.value, r.situation), border=True)


def explanation(r: Report) -> None:
    """Short sentences that say what the numbers mean."""
    lines = words.explanation(r, after_best_keep(r))
    st.markdown("\n".join(f"- {line}" for line in lines))


# --- charts ------------------------------------------------------------------------------------


def choices_chart(r: Report) -> None:
    st.markdown(f"**{t('explorer.chart_choices')}**")
    figure = charts.choices(
        [words.option_label(o, r) for o in r.options],
        [o.value for o in r.options],
        axis=words.unit(r.situation),
        best=t("explorer.best", value="{value}"),  # each bar fills in its own
        percent=words.percent_goal(r.situation),
        hover=[f"{t('explorer.m_turn_bust')}: {percent(o.bust_chance)}" for o in r.options],
        tied=words.tied(r),
        lang=language(),
    )
    _plot(figure, "explorer.chart.choices")


def ends_chart(r: Report) -> None:
    st.markdown(f"**{t('explorer.chart_ends')}**")
    order = sorted(tile for tile in r.ends if tile is not None)
    ends: list[int | None] = [*order, None]
    sampled = state.simulation(r)
    bust = t("explorer.bust")
    exact = [r.ends.get(end, 0.0) for end in ends]
    figure = charts.ends(
        [bust if end is None else str(end) for end in ends],
        exact,
        axis_x=t("explorer.axis_end"),
        axis_y=t("explorer.axis_chance"),
        bust=bust,
        labels=[percent(p, 0) if p >= 0.005 else "" for p in exact],  # none too small to read
        sampled=None if sampled is None else [sampled.share(end) for end in ends],
        names=(t("explorer.exact_bars"), t("explorer.sampled_bars")),
        lang=language(),
    )
    _plot(figure, "explorer.chart.ends")


def bust_heatmap(r: Report) -> None:
    st.markdown(f"**{t('explorer.chart_heatmap')}**")
    grid = bust_grid()
    figure = charts.bust_heatmap(
        grid,
        text=[["" if v is None else percent(v, 0) for v in row] for row in grid],
        here=words.next_roll_cell(r),
        axis_x=t("explorer.axis_dice_left"),
        axis_y=t("explorer.axis_faces_used"),
        lang=language(),
    )
    _plot(figure, "explorer.chart.heatmap")
    st.caption(t("explorer.heatmap_caption"))


def simulation(r: Report) -> None:
    """The "simulate 1,000 turns" button and what the sampled turns show."""
    turns = number(TURNS, 0)  # 1,000 in English, 1.000 in Dutch
    st.markdown(f"**{t('explorer.simulate', turns=turns)}**")
    st.caption(t("explorer.sim_intro", turns=turns))
    st.button(
        t("explorer.simulate", turns=turns),
        key="explorer.simulate",
        on_click=state.simulate_turns,
        args=(r.situation,),
        type="primary",
    )
    sampled = state.simulation(r)
    if sampled is None:
        return
    s = r.situation
    mean = sum(sampled.values) / len(sampled.values)
    st.markdown(
        t(
            "explorer.sim_result",
            turns=number(len(sampled.values), 0),
            sampled=words.value(mean, s),
            exact=words.value(r.best.value, s),
            sampled_bust=percent(sampled.share(None)),
            exact_bust=percent(r.best.bust_chance),
        )
    )
    figure = charts.running_average(
        sampled.values,
        r.best.value,
        axis_x=t("explorer.axis_turns"),
        axis_y=words.unit(s),
        names=(t("explorer.exact_bars"), t("explorer.sampled_bars")),
        percent=words.percent_goal(s),
        lang=language(),
    )
    _plot(figure, "explorer.chart.running")


def _plot(figure: go.Figure, key: str) -> None:
    st.plotly_chart(figure, key=key, theme=None, config={"displayModeBar": False})
