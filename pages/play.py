"""Play against bots or at one screen, with a coach and a report on every decision."""

from __future__ import annotations

import plotly.graph_objects as go  # type: ignore[import-untyped]
import streamlit as st

from app import frame
from app import match as m
from app import pictures
from app import play_view as view
from app.i18n import t
from wormlib import game, solver
from wormlib.actions import Action, Keep, Roll, Stop, Take
from wormlib.rules import VARIANTS
from wormlib.save import MAX_NAME
from wormlib.tiles import worms

frame.around_page()

SIZE = 44  # pixels per tile or die


def options() -> tuple[bool, bool, float]:
    """The sidebar switches: coach, bots playing on by themselves, and their pace."""
    with st.sidebar:
        st.subheader(t("play.options"))
        coach = st.toggle(t("play.coach"), key="play.coach", help=t("play.coach_help"))
        autoplay = st.toggle(t("play.autoplay"), value=True, key="play.autoplay")
        speed = st.select_slider(
            t("play.speed"),
            options=list(view.SPEEDS),
            value="normal",
            format_func={s: t(f"play.speed.{s}") for s in view.SPEEDS}.__getitem__,
            key="play.speed",
        )
    return coach, autoplay, view.SPEEDS[speed]


def setup(has_game: bool) -> None:
    """The set-up form; it starts from the choices of the last game (with a fresh seed).

    Starting values go in as the widgets' own defaults, never through st.session_state:
    Streamlit sends a value set there to the browser on that one run only, so a widget that
    the browser draws after a quicker rerun (a click while the page loads) would show its
    bare default (no bots, no name) and send that back.
    """
    st.subheader(t("play.setup"))
    key = view.SETUP
    # Labels fixed per run, so that a widget never formats with another run's language.
    levels = {level: view.level_label(level) for level in view.LEVELS}
    people, bots = st.columns(2)
    with people:
        humans = st.number_input(
            t("play.humans"),
            min_value=1,
            max_value=7,
            value=view.setup_default("humans", 1),
            key=key + "humans",
        )
        for i in range(int(humans)):
            st.text_input(
                t("play.name", n=i + 1),
                value=view.setup_default(f"name{i}", t("play.default_name", n=i + 1)),
                max_chars=MAX_NAME,
                key=f"{key}name{i}",
            )
    with bots:
        count = st.number_input(
            t("play.bots"),
            min_value=0,
            max_value=6,
            value=view.setup_default("bots", 1),
            key=key + "bots",
        )
        for j in range(int(count)):
            st.selectbox(
                t("play.bot_level", n=j + 1),
                view.LEVELS,
                index=view.LEVELS.index(view.setup_default(f"bot{j}", view.DEFAULT_LEVEL)),
                format_func=levels.__getitem__,
                key=f"{key}bot{j}",
            )
    rules, seed = st.columns(2)
    variants = list(VARIANTS)
    rules.selectbox(
        t("play.variant"),
        variants,
        index=variants.index(view.setup_default("variant", "official")),
        format_func={v: view.variant_label(v) for v in VARIANTS}.__getitem__,
        key=key + "variant",
    )
    seed.number_input(
        t("play.seed"),
        min_value=0,
        max_value=m.MAX_SEED,
        value=view.offered_seed(),
        key=key + "seed",
        help=t("play.seed_help"),
    )
    start, cancel = st.columns([1, 3])
    start.button(
        t("play.start"),
        type="primary",
        on_click=view.start,
        args=(view.form_number(),),
        key="play.start",
    )
    if has_game:
        cancel.button(t("play.cancel"), on_click=view.open_setup, args=(False,), key="play.cancel")


def table(match: m.Match) -> None:
    """The middle row and every player's stack, worms and top tile."""
    state = match.state
    st.caption(
        t(
            "play.caption",
            seed=match.seed,
            variant=view.variant_label(match.rules.name),
            number=match.number,
        )
    )
    reach = game.take_options(state) if match.human_to_move else ()
    pictures.show(
        pictures.middle(
            state.middle, state.turned, tiles=state.rules.tiles, size=SIZE, highlight=reach
        )
    )
    for col, (p, seat) in zip(st.columns(len(match.seats)), enumerate(match.seats), strict=True):
        with col, st.container(border=True):
            marker = "▶ " if p == state.current and not match.over else ""
            who = f"{marker}**{view.escape(seat.name)}**"
            if seat.bot is not None and view.level_label(seat.bot) not in seat.name:
                who += f" · {view.level_label(seat.bot)}"
            if seat.bot is not None:
                who += " 🤖"
            st.markdown(who)
            top = state.top(p)
            st.markdown(
                t("play.worms_count", n=state.score(p))
                + " · "
                + (t("play.top_tile", tile=top) if top else t("play.no_tiles"))
            )
            pictures.show(pictures.stack(state.stacks[p], size=SIZE))


def turn_panel(match: m.Match, coach: bool) -> None:
    state, turn = match.state, match.state.turn
    st.subheader(t("play.turn_of", name=view.escape(match.names[state.current])))
    kept, roll = st.columns(2)
    with kept:
        if any(turn.kept):
            st.markdown(t("play.kept", total=turn.total))
            pictures.show(pictures.dice(turn.kept, size=SIZE))
        else:
            st.markdown(t("play.kept_none"))
    if turn.roll is not None:
        with roll:
            st.markdown(t("play.the_roll"))
            pictures.show(pictures.dice(turn.roll, size=SIZE, dim=turn.used_faces))
    if match.human_to_move:
        decisions(match, coach)
    else:
        bot_controls(match)
    logs = view.turns(match)
    shown = []
    if logs[-1].lines:
        shown.append(f"**{t('play.this_turn')}**  \n" + "  \n".join(logs[-1].lines))
    if len(logs) > 1:
        name = view.escape(match.names[logs[-2].player])
        shown.append(f"**{t('play.previous_turn')}: {name}**  \n" + "  \n".join(logs[-2].lines))
    for col, text in zip(st.columns(2), shown, strict=False):
        col.markdown(text)


def decisions(match: m.Match, coach: bool) -> None:
    """The legal choices as buttons (illegal ones are not offered), with the coach's values."""
    state = match.state
    legal = game.legal_actions(state)
    advice = solver.advise(state, "worms") if coach else None
    values = {o.action: o for o in advice.options} if advice else {}
    best = advice.best.action if advice else None

    def button(col: st.delta_generator.DeltaGenerator, label: str, action: Action) -> None:
        col.button(
            f"★ {label}" if action == best else label,
            key=f"play.do.{match.number}.{action}",
            on_click=view.act,
            args=(match.number, action),
            type="primary" if action == best else "secondary",
            width="stretch",
        )
        option = values.get(action)
        if option is not None:
            value, bust = view.number(option.value), view.percent(option.bust_chance)
            col.caption(t("play.coach_value", value=value, bust=bust))

    if coach:
        st.caption(t("play.coach_intro"))
        if advice is not None and advice.bust_next_roll is not None and Roll() in legal:
            st.info(t("play.coach_bust", p=view.percent(advice.bust_next_roll)))
    if state.turn.roll is not None:
        st.markdown(t("play.choose_keep"))
        for col, action in zip(st.columns(len(legal)), legal, strict=True):
            assert isinstance(action, Keep)
            label = t("play.keep", dice=view.kept_text(action.face, view.kept_count(state, action)))
            button(col, label, action)
        return
    st.markdown(stop_outlook(match))
    for col, action in zip(st.columns(len(legal)), legal, strict=True):
        if isinstance(action, Roll):
            label = t("play.roll", n=state.turn.dice_left)
        elif isinstance(action, Take) and action.tile in state.middle:
            label = t("play.take", tile=action.tile)
        elif isinstance(action, Take):
            label = t(
                "play.steal", tile=action.tile, victim=match.names[view.victim(state, action.tile)]
            )
        else:
            assert isinstance(action, Stop)
            label = t("play.stop")
        button(col, label, action)


def stop_outlook(match: m.Match) -> str:
    """Before stopping: which tile stopping would take, or why it would take none."""
    state, turn = match.state, match.state.turn
    takes = game.take_options(state)
    middle = [tile for tile in takes if tile in state.middle]
    steals = [tile for tile in takes if tile not in state.middle]
    if middle and steals:
        victim = match.names[view.victim(state, steals[0])]
        return t("play.would_choose", a=middle[0], b=steals[0], victim=victim)
    if takes:
        return t("play.would_take", tile=takes[0], worms=worms(takes[0]))
    if not turn.has_worm:
        return t("play.need_worm")
    if turn.total < 21:
        return t("play.need_total", total=turn.total)
    return t("play.out_of_reach", total=turn.total)


def bot_controls(match: m.Match) -> None:
    seat = match.seats[match.state.current]
    assert seat.bot is not None
    st.markdown(t("play.bot_playing", name=view.escape(seat.name)))
    step, skip, _ = st.columns([1, 1, 2])
    step.button(
        t("play.next_step"),
        key=f"play.next_step.{match.number}",
        on_click=view.bot_step,
        args=(match.number,),
    )
    if any(s.bot is None for s in match.seats):
        skip.button(t("play.skip"), key="play.skip", on_click=view.skip)


def results(match: m.Match) -> None:
    """Final scores with the tie-break, the worms over the game and each person's report."""
    state = match.state
    outcome = game.outcome(state)
    assert outcome is not None
    st.header(t("play.over"))
    st.success(view.winner_text(match, outcome))
    st.dataframe(
        [
            {
                t("play.col.player"): seat.name,
                t("play.col.worms"): state.score(p),
                t("play.col.tiles"): " ".join(map(str, state.stacks[p])) or "–",
                t("play.col.highest"): max(state.stacks[p], default=None),
            }
            for p, seat in enumerate(match.seats)
        ],
        hide_index=True,
    )
    chart(match)
    with st.spinner(t("play.report.busy")):
        reports = view.reports(match)
    for player_report in reports:
        decision_report(match, player_report)


def chart(match: m.Match) -> None:
    points = m.worms_by_turn(match)
    figure = go.Figure()
    for p, name in enumerate(match.names):
        figure.add_scatter(
            x=list(range(len(points))),
            y=[row[p] for row in points],
            name=name,
            mode="lines",
            line_shape="hv",
        )
    figure.update_layout(
        title=t("play.chart"),
        xaxis_title=t("play.chart.turn"),
        yaxis_title=t("play.col.worms"),
        height=360,
        margin={"l": 40, "r": 20, "t": 50, "b": 40},
    )
    st.plotly_chart(figure, key="play.chart")


def decision_report(match: m.Match, report: m.PlayerReport) -> None:
    """Like Verhoeff's Yahtzee proficiency report: the value lost by each decision."""
    st.subheader(t("play.report", name=match.names[report.player]))
    st.caption(t("play.report.intro"))
    ratings = report.ratings
    if not ratings:
        st.info(t("play.report.none"))
        return
    perfect = sum(1 for r in ratings if r.loss <= 1e-9)
    a, b, c, d = st.columns(4)
    a.metric(t("play.report.decisions"), len(ratings))
    b.metric(t("play.report.best"), f"{perfect} ({view.percent(perfect / len(ratings))})")
    c.metric(t("play.report.lost"), view.number(report.total_loss))
    d.metric(t("play.report.per_decision"), view.number(report.total_loss / len(ratings)))
    if not report.worst:
        st.success(t("play.report.flawless"))
        return
    st.markdown(f"**{t('play.report.worst')}**")
    st.markdown("\n".join(f"1. {view.rating_text(r)}" for r in report.worst))
    with st.expander(t("play.report.all")):
        st.dataframe(view.rating_rows(ratings), hide_index=True)


def game_log(match: m.Match) -> None:
    with st.expander(t("play.log")):
        logs = [turn for turn in view.turns(match) if turn.lines]
        if not logs:
            st.write(t("play.log.empty"))
        for turn in logs:
            name = view.escape(match.names[turn.player])
            st.markdown(
                f"**{t('play.log.turn', n=turn.number, name=name)}**  \n" + "  \n".join(turn.lines)
            )


def files(match: m.Match | None) -> None:
    with st.expander(t("play.files")):
        if match is not None:
            st.caption(t("play.keep_tab"))
            st.download_button(
                t("play.save"),
                data=m.dumps(match),
                file_name=f"regenwormen-{match.seed}-{match.number}.json",
                mime="application/json",
                on_click="ignore",
                key="play.save",
            )
        st.file_uploader(t("play.load"), key=view.UPLOAD, on_change=view.load)


def autoplay_ticker(match: m.Match, pace: float) -> None:
    """One bot step every ``pace`` seconds, each followed by a redraw of the whole page.

    A timed fragment rather than a sleep in the script: the page finishes drawing first, so
    no button of the previous position lingers on screen while the bot waits.
    """
    view.mark_drawn()

    @st.fragment(run_every=pace)
    def tick() -> None:
        if view.due(pace):
            view.bot_step(match.number)
            st.rerun(scope="app")

    tick()


st.title(t("play.title"))
st.caption(t("play.intro"))
coach, autoplay, pace = options()
view.show_flash()
match = view.current()
if view.setup_open():
    setup(has_game=match is not None)
    files(None)
else:
    assert match is not None
    st.button(t("play.new_game"), on_click=view.open_setup, args=(True,), key="play.new_game")
    table(match)
    if match.over:
        results(match)
    else:
        turn_panel(match, coach)
    game_log(match)
    files(match)
    if autoplay and match.bot_to_move:
        autoplay_ticker(match, pace)
