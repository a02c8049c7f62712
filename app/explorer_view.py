"""The parts of the explorer page: the situation form, pictures, numbers, sentences, charts.

The situation lives in three places that this module keeps in step: the widgets, the
session (``explorer.situation``, so that it survives a visit to another page) and the
page's address (``app.situation.to_query``, so that a link opens it).
"""

from __future__ import annotations

import random
import secrets
from dataclasses import replace

import plotly.graph_objects as go  # type: ignore[import-untyped]
import streamlit as st
from streamlit.delta_generator import DeltaGenerator

from app import charts, markup, pictures, session
from app.explore import TURNS, Report, Simulation, bust_grid, report, simulate
from app.i18n import SEPARATORS, language, nt, number, percent, t
from app.play_words import chance_text
from app.situation import (
    LINK_NAMES,
    MAX_VALUE,
    TARGETS,
    Situation,
    SituationError,
    read_link,
    to_query,
)
from wormlib.core.errors import WormError
from wormlib.regenwormen import dice, game
from wormlib.regenwormen.actions import Keep, Roll, Stop, Take
from wormlib.regenwormen.dice import FACES, NO_DICE, WORM, Counts
from wormlib.regenwormen.rules import VARIANTS
from wormlib.regenwormen.solver import OBJECTIVES, Option

NO_TILE = 0  # the own-top choice "none" (a select box shows None as "choose an option")
#: What a visit without a link shows: the first roll of a turn with five real choices, where
#: two 5s (1.52 worms) beat three 4s (1.50) by a hair and the lone worm is far behind.
FIRST_VIEW = Situation(roll=dice.parse_dice("1244455W"))
_SITUATION = "explorer.situation"
_SIMULATION = "explorer.simulation"  # (situation, seed) of the last "simulate" click
_KEPT, _ROLL = "explorer.kept.", "explorer.roll."
_ROLLED, _MIDDLE, _STEAL, _OWN = (
    "explorer.rolled",
    "explorer.middle",
    "explorer.steal",
    "explorer.own",
)
_GOAL, _TARGET, _EXACT, _RULES = (
    "explorer.goal",
    "explorer.target",
    "explorer.exact",
    "explorer.rules",
)


# --- the situation ---------------------------------------------------------------------------


def situation_form() -> Situation:
    """Draw the form, filled from the link or the session; the situation it shows now."""
    _follow_link(session.get(_SITUATION, lambda: FIRST_VIEW))
    with st.container(border=True):
        kept, roll = _dice_inputs()
        tiles_column, goal_column = st.columns([3, 2], gap="large")
        with tiles_column:
            _tile_inputs()
        with goal_column:
            _goal_inputs()
    rules = VARIANTS[session.widget(_RULES)]
    situation = Situation(
        kept=kept,
        roll=roll,
        middle=tuple(sorted(session.widget(_MIDDLE))),
        steal=tuple(sorted(session.widget(_STEAL))),
        own_top=session.widget(_OWN) or None,
        objective=session.widget(_GOAL),
        target=session.widget(_TARGET),
        exact=session.widget(_EXACT),
        rules=rules,
    )
    session.put(_SITUATION, situation)
    query = to_query(situation)
    if _link() != query:
        others = {k: v for k, v in st.query_params.to_dict().items() if k not in LINK_NAMES}
        st.query_params.from_dict({**others, **query})
    return situation


def _link() -> dict[str, str]:
    """The address's part that describes the situation (it also names the language)."""
    return {k: v for k, v in st.query_params.to_dict().items() if k in LINK_NAMES}


def _follow_link(stored: Situation) -> None:
    """A link (query parameters) that differs from the session's situation wins."""
    query = _link()
    if not query or query == to_query(stored):
        session.seed_widgets(_widget_values(stored))
        return
    linked, ignored = read_link(query)
    for name, value in ignored.items():
        if len(value) > MAX_VALUE:
            st.warning(t("explorer.err_link_long", name=markup.echo(name), limit=MAX_VALUE))
        else:
            st.warning(t("explorer.err_link", name=markup.echo(name), value=markup.echo(value)))
    session.seed_widgets(_widget_values(linked), force=True)


def _widget_values(s: Situation) -> dict[str, object]:
    roll = s.roll or NO_DICE
    return {
        **{f"{_KEPT}{f}": s.kept[f - 1] for f in FACES},
        **{f"{_ROLL}{f}": roll[f - 1] for f in FACES},
        _ROLLED: s.roll is not None,
        _MIDDLE: list(s.middle),
        _STEAL: list(s.steal),
        _OWN: s.own_top or NO_TILE,
        _GOAL: s.objective,
        _TARGET: s.target,
        _EXACT: s.exact,
        _RULES: s.rules.name,
    }


#: Widths in px of a die and of a row of the dice form (a narrower screen shrinks the counts).
_DIE, _ROW = 40, 360


def _dice_inputs() -> tuple[Counts, Counts | None]:
    """One row per face: its die, then how many dice showing it are set aside and how many
    the roll shows. A row is as wide as its parts, so on a phone every count stays next to
    its die instead of stacking in one long column."""
    st.markdown(f"**{t('explorer.dice')}**")
    st.toggle(t("explorer.rolled"), key=_ROLLED, on_change=_roll_toggled)
    rolled = session.widget(_ROLLED)
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
            kept.append(_count(_KEPT, t("explorer.kept"), face))
            if rolled:
                roll.append(_count(_ROLL, t("explorer.roll"), face))
    st.caption(t("explorer.dice_left", left=max(dice.DICE - sum(kept), 0)))
    return _counts(kept), _counts(roll) if rolled else None


def _dice_row() -> DeltaGenerator:
    """One line that never wraps: a die and its counts stay together on any screen."""
    return st.container(
        horizontal=True, wrap=False, vertical_alignment="center", gap="small", width=_ROW
    )


def _count(prefix: str, row: str, face: int) -> int:
    """A count whose label (read aloud by screen readers) names the row and the face."""
    value = st.number_input(
        t("explorer.count_label", row=row, face=_face_name(face)),
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


def _roll_toggled() -> None:
    """Switching the roll on throws the dice left, as an example to edit."""
    if not session.widget(_ROLLED):
        return
    left = max(dice.DICE - sum(int(session.widget(f"{_KEPT}{f}")) for f in FACES), 0)
    roll = dice.sample_roll(left, random.Random(secrets.randbits(64)))
    session.seed_widgets({f"{_ROLL}{f}": roll[f - 1] for f in FACES}, force=True)


def _tile_inputs() -> None:
    tiles = VARIANTS[session.widget(_RULES)].tiles
    st.markdown(f"**{t('explorer.tiles')}**")
    st.pills(t("explorer.middle"), tiles, selection_mode="multi", key=_MIDDLE, wrap=True)
    st.pills(
        t("explorer.steal"),
        tiles,
        selection_mode="multi",
        key=_STEAL,
        on_change=_clear_held,
        wrap=True,
    )
    st.selectbox(
        t("explorer.own"),
        [NO_TILE, *tiles],
        format_func=lambda tile: t("explorer.own_none") if tile == NO_TILE else str(tile),
        key=_OWN,
        on_change=_clear_held,
    )


def _clear_held() -> None:
    """A tile put on top of a stack leaves the middle."""
    held = {*session.widget(_STEAL), session.widget(_OWN)}  # NO_TILE is never in the middle
    session.put(_MIDDLE, [tile for tile in session.widget(_MIDDLE) if tile not in held])


def _goal_inputs() -> None:
    st.markdown(f"**{t('explorer.goal')}**")
    st.radio(
        t("explorer.goal"),
        OBJECTIVES,
        format_func=lambda goal: t(f"explorer.goal_{goal}"),
        key=_GOAL,
        label_visibility="collapsed",
    )
    if session.widget(_GOAL) == "target":
        st.number_input(
            t("explorer.target"), min_value=TARGETS[0], max_value=TARGETS[-1], key=_TARGET
        )
        st.checkbox(t("explorer.exact"), key=_EXACT)
    st.selectbox(
        t("explorer.rules"),
        list(VARIANTS),
        format_func=lambda name: t(f"common.variant_{name}"),
        key=_RULES,
        on_change=_rules_changed,
    )


def _rules_changed() -> None:
    """Other rules, other tiles: keep what still exists, all the rest lies in the middle."""
    tiles = VARIANTS[session.widget(_RULES)].tiles
    steal = [tile for tile in session.widget(_STEAL) if tile in tiles]
    own = session.widget(_OWN) if session.widget(_OWN) in tiles else NO_TILE
    session.put(_STEAL, steal)
    session.put(_OWN, own)
    session.put(_MIDDLE, [tile for tile in tiles if tile not in {*steal, own}])


def report_or_message(situation: Situation) -> Report | None:
    """The solver's report, or None after saying in plain words what is wrong."""
    try:
        return report(situation)
    except SituationError as e:
        if e.key == "explorer.err_bust_roll":
            bust_moment(situation)
        else:
            st.error(t(e.key, **e.fields))
    except WormError as e:
        st.error(t("common.error", why=markup.escape(str(e))))
    return None


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
    used = dice.faces_in(kept)
    with st.container(border=True):
        st.subheader(f"💥 {t('explorer.bust_h')}")
        st.caption(t("explorer.kept"))
        pictures.show(pictures.dice(kept, size=48))
        st.caption(t("explorer.roll"))
        pictures.show(pictures.dice(roll, size=48, dim=used))
        lines = [
            t("explorer.bust_why", faces=_faces(roll)),
            t(
                "explorer.bust_chance",
                dice=_dice_count(situation.dice_left),
                chance=chance_text(dice.bust_probability(len(used), situation.dice_left)),
            ),
        ]
        if returned is not None and turned:
            lines.append(t("explorer.bust_back_turned", tile=returned, turned=turned[0]))
        elif returned is not None:
            lines.append(t("explorer.bust_back_spared", tile=returned))
        elif turned:
            lines.append(t("explorer.bust_turned", turned=turned[0]))
        st.markdown("\n".join(f"- {line}" for line in lines))
        st.button(
            t("explorer.bust_before"),
            key="explorer.bust_before",
            on_click=session.put,
            args=(_ROLLED, False),
        )


def _faces(roll: Counts) -> str:
    """'the 4s and the worm' (the faces of a roll in words, each as often as it shows)."""
    names = [nt(f"common.face_plural.{face}", roll[face - 1]) for face in dice.faces_in(roll)]
    if len(names) < 2:
        return "".join(names)
    return t("explorer.and", first=", ".join(names[:-1]), last=names[-1])


# --- what the numbers say ------------------------------------------------------------------


def table(r: Report) -> None:
    """The situation drawn: the middle row, the dice, the stacks."""
    s = r.situation
    turned = [tile for tile in s.rules.tiles if tile not in {*s.middle, *s.held}]
    highlight = [r.take_now] if r.take_now is not None else []
    pictures.show(pictures.middle(s.middle, turned, tiles=s.rules.tiles, highlight=highlight))
    kept_column, roll_column, own_column, steal_column = st.columns([3, 3, 2, 2])
    with kept_column:
        st.caption(t("explorer.kept"))
        pictures.show(pictures.dice(s.kept, size=48))
    with roll_column:
        if s.roll is not None:
            st.caption(t("explorer.roll"))
            tied = r.options[: _tied(r)]  # equally good keeps are all marked
            keep = [o.action.face for o in tied if isinstance(o.action, Keep)]
            used = dice.faces_in(s.kept)
            pictures.show(pictures.dice(s.roll, size=48, highlight=keep, dim=used))
    with own_column:
        st.caption(t("explorer.own_short"))
        pictures.show(pictures.stack(() if s.own_top is None else (s.own_top,), size=40))
    with steal_column:
        if s.steal:
            st.caption(t("explorer.steal_short"))
            pictures.show(*(pictures.tile(tile, size=40) for tile in s.steal))


def key_numbers(r: Report) -> None:
    """Three numbers with labels short enough for a projector's narrow columns (no help
    icon: it would cut them off); the sentences below explain them."""
    first, second, third = st.columns(3)
    next_roll = t("explorer.m_no_roll") if r.bust_next_roll is None else percent(r.bust_next_roll)
    first.metric(t("explorer.m_next_bust"), next_roll, border=True)
    second.metric(t("explorer.m_turn_bust"), percent(r.best.bust_chance), border=True)
    third.metric(_unit(r.situation), _value(r.best.value, r.situation), border=True)


def explanation(r: Report) -> None:
    """Short sentences that say what the numbers mean."""
    s = r.situation
    tied = _tied(r)
    if tied > 1:
        best = [f"**{option_label(o, r)}**" for o in r.options[:tied]]
        both = t("explorer.and", first=", ".join(best[:-1]), last=best[-1])
        lines = [t("explorer.say_tied", choices=both)]
    else:
        lines = [t("explorer.say_best", choice=option_label(r.best, r))]
    worth = _worth_key(s)
    lines.append(t(worth, value=_value(r.best.value, s), target=s.target))
    if len(r.options) > tied:
        runner_up = r.options[tied]
        lines.append(
            t(
                "explorer.say_next_best",
                choice=option_label(runner_up, r),
                value=_value(runner_up.value, s),
                unit=_unit(s),
            )
        )
    lines.append(_next_roll_sentence(r))
    if s.roll is None and any(s.kept):
        if r.take_now is not None:
            steals = r.take_now in s.steal
            key = "explorer.say_stop_steals" if steals else "explorer.say_stop_takes"
            lines.append(t(key, tile=r.take_now))
        else:
            lines.append(t("explorer.say_stop_busts", total=dice.total(s.kept)))
    lines.append(_ends_sentence(r))
    st.markdown("\n".join(f"- {line}" for line in lines))


def _tied(r: Report) -> int:
    """How many choices, best first, read the same value: none of them is called better."""
    best = _value(r.best.value, r.situation)
    return sum(1 for o in r.options if _value(o.value, r.situation) == best)


def _next_roll_sentence(r: Report) -> str:
    s = r.situation
    if s.roll is None and not any(s.kept):
        return t("explorer.say_first_roll")
    if r.bust_next_roll is None:
        return t("explorer.say_no_roll")
    _, left = _next_roll_cell(r) or (0, 0)
    key = "explorer.say_next_roll" if s.roll is None else "explorer.say_next_roll_after"
    return t(key, dice=_dice_count(left), chance=percent(r.bust_next_roll))


def _dice_count(n: int) -> str:
    return nt("explorer.dice_count", n)


def _ends_sentence(r: Report) -> str:
    tiles = {tile: p for tile, p in r.ends.items() if tile is not None and p > 0}
    if not tiles:
        return t("explorer.say_ends_bust")
    likely = max(tiles, key=lambda tile: tiles[tile])
    return t(
        "explorer.say_ends",
        tiles=percent(sum(tiles.values())),
        bust=percent(r.ends.get(None, 0.0)),
        tile=likely,
        chance=percent(tiles[likely]),
    )


def option_label(option: Option, r: Report) -> str:
    action = option.action
    if isinstance(action, Keep):
        return t("explorer.act_keep", count=r.dice_of(option), face=_face_name(action.face))
    if isinstance(action, Roll):
        return t("explorer.act_roll")
    if isinstance(action, Take):
        key = "explorer.act_steal" if action.tile in r.situation.steal else "explorer.act_take"
        return t(key, tile=action.tile)
    assert isinstance(action, Stop)
    return t("explorer.act_stop")


def _face_name(face: int) -> str:
    return t("explorer.worm") if face == WORM else str(face)


def _percent_goal(s: Situation) -> bool:
    return s.objective in ("tile", "target")


def _value(value: float, s: Situation) -> str:
    """A value in the objective's own terms: a chance, worms or a total."""
    if _percent_goal(s):
        return percent(value)
    return number(value, 2 if s.objective == "worms" else 1)


def _worth_key(s: Situation) -> str:
    if s.objective == "target":
        return "explorer.say_worth_target_exact" if s.exact else "explorer.say_worth_target"
    return f"explorer.say_worth_{s.objective}"


def _unit(s: Situation) -> str:
    if s.objective == "target":
        key = "explorer.unit_target_exact" if s.exact else "explorer.unit_target"
        return t(key, target=s.target)
    return t(f"explorer.unit_{s.objective}")


def _next_roll_cell(r: Report) -> tuple[int, int] | None:
    """(faces used, dice left) of the next roll that ``bust_next_roll`` is about."""
    if r.bust_next_roll is None:
        return None
    s = r.situation
    used, left = len(dice.faces_in(s.kept)), s.dice_left
    if s.roll is not None and isinstance(r.best.action, Keep):
        used, left = used + 1, left - r.dice_of(r.best)
    return used, left


# --- charts ---------------------------------------------------------------------------------


def choices_chart(r: Report) -> None:
    st.markdown(f"**{t('explorer.chart_choices')}**")
    figure = charts.choices(
        [option_label(o, r) for o in r.options],
        [o.value for o in r.options],
        axis=_unit(r.situation),
        best=t("explorer.best"),
        percent=_percent_goal(r.situation),
        hover=[f"{t('explorer.m_turn_bust')}: {percent(o.bust_chance)}" for o in r.options],
        tied=_tied(r),
        separators=SEPARATORS[language()],
    )
    _plot(figure, "explorer.chart.choices")


def ends_chart(r: Report) -> None:
    st.markdown(f"**{t('explorer.chart_ends')}**")
    order = sorted(tile for tile in r.ends if tile is not None)
    ends: list[int | None] = [*order, None]
    simulation = _simulation(r)
    bust = t("explorer.bust")
    exact = [r.ends.get(end, 0.0) for end in ends]
    figure = charts.ends(
        [bust if end is None else str(end) for end in ends],
        exact,
        axis_x=t("explorer.axis_end"),
        axis_y=t("explorer.axis_chance"),
        bust=bust,
        labels=[percent(p, 0) if p >= 0.005 else "" for p in exact],  # none too small to read
        sampled=None if simulation is None else [simulation.share(end) for end in ends],
        names=(t("explorer.exact_bars"), t("explorer.sampled_bars")),
        separators=SEPARATORS[language()],
    )
    _plot(figure, "explorer.chart.ends")


def bust_heatmap(r: Report) -> None:
    st.markdown(f"**{t('explorer.chart_heatmap')}**")
    grid = bust_grid()
    figure = charts.bust_heatmap(
        grid,
        text=[["" if v is None else percent(v, 0) for v in row] for row in grid],
        here=_next_roll_cell(r),
        axis_x=t("explorer.axis_dice_left"),
        axis_y=t("explorer.axis_faces_used"),
        separators=SEPARATORS[language()],
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
        on_click=session.put,
        args=(_SIMULATION, (r.situation, secrets.randbits(32))),
        type="primary",
    )
    sampled = _simulation(r)
    if sampled is None:
        return
    s = r.situation
    mean = sum(sampled.values) / len(sampled.values)
    st.markdown(
        t(
            "explorer.sim_result",
            turns=number(len(sampled.values), 0),
            sampled=_value(mean, s),
            exact=_value(r.best.value, s),
            sampled_bust=percent(sampled.share(None)),
            exact_bust=percent(r.best.bust_chance),
        )
    )
    figure = charts.running_average(
        sampled.values,
        r.best.value,
        axis_x=t("explorer.axis_turns"),
        axis_y=_unit(s),
        names=(t("explorer.exact_bars"), t("explorer.sampled_bars")),
        percent=_percent_goal(s),
        separators=SEPARATORS[language()],
    )
    _plot(figure, "explorer.chart.running")


def _simulation(r: Report) -> Simulation | None:
    """The sampled turns of the last click, while the situation is still the same."""
    clicked = session.get(_SIMULATION, lambda: None)
    if clicked is None or clicked[0] != r.situation:
        return None
    return simulate(r.situation, clicked[1])


def _plot(figure: go.Figure, key: str) -> None:
    st.plotly_chart(figure, key=key, theme=None, config={"displayModeBar": False})
