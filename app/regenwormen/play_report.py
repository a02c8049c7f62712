"""The end of a game: who won, the worms over the game, and each person's decision report.

The report speaks to the pupil first (sentences, the moment drawn, a link to explore it);
the exact numbers stay available for the teacher in an expander.
"""

from __future__ import annotations

from collections.abc import Sequence

import plotly.graph_objects as go  # type: ignore[import-untyped]
import streamlit as st

from app.common import teams
from app.common.chart_numbers import in_language
from app.common.i18n import language, nt, number, percent, t
from app.common.markup import chart as chart_text
from app.regenwormen import match as m
from app.regenwormen import pictures, play_state, winning
from app.regenwormen import play_words as words
from app.regenwormen.situation import situation_query
from wormlib.regenwormen import game
from wormlib.regenwormen.dice import Counts

SIZE = 34  # the dice of a decision in the report


def results(match: m.Match, shown: Sequence[str]) -> None:
    """Final scores with the tie-break, "Play again" beside them, the chart and the reports."""
    outcome = game.outcome(match.state)
    assert outcome is not None
    st.header(t("play.over"))
    result, again = st.columns([3, 1], vertical_alignment="center")
    text = words.winner_text(match, outcome, shown)
    people_won = any(match.seats[p].bot is None for p in outcome.winners)
    (result.success if people_won else result.info)(text)
    again.button(
        t("play.again"),
        type="primary",
        on_click=play_state.play_again,
        args=(match.number,),
        key=f"play.again.{match.number}",
        width="stretch",
    )
    scores(match)
    chart(match)
    win_chart(match, shown)
    for player_report in play_state.reports(match):
        decision_report(player_report, shown)


def scores(match: m.Match) -> None:
    state = match.state
    if state.rules.teams:
        team_table(match)
    st.table(  # static: no toolbar over "Play again" above it
        [
            {
                **(
                    {t("teams.col.team"): teams.name(state.rules.team(p))}
                    if state.rules.teams
                    else {}
                ),
                t("play.col.player"): name,
                t("play.col.worms"): state.score(p),
                t("play.col.tiles"): " ".join(map(str, state.stacks[p])) or "–",
                t("play.col.highest"): str(max(state.stacks[p], default="–")),
            }
            for p, name in enumerate(play_state.names(match))  # escaped: a table takes Markdown
        ],
        hide_index=True,
    )


def team_table(match: m.Match) -> None:
    """Each team's worms and players (names escaped: a table takes Markdown)."""
    shown, team = play_state.names(match), match.rules.team
    st.table(
        [
            {
                t("teams.col.team"): teams.name(side),
                t("play.col.worms"): worms,
                t("teams.col.players"): ", ".join(
                    name for p, name in enumerate(shown) if team(p) == side
                ),
            }
            for side, worms in enumerate(match.state.team_scores())
        ],
        hide_index=True,
    )


def chart(match: m.Match) -> None:
    """Everyone's worms after each round (every player one turn), each team's with teams,
    without Plotly's toolbar: on a phone it covered the title."""
    turns = m.worms_by_turn(match)
    players = len(match.seats)
    points = turns[::players] + ([turns[-1]] if (len(turns) - 1) % players else [])
    lines = {
        chart_text(name): [row[p] for row in points] for p, name in enumerate(words.names(match))
    }
    if match.rules.teams:
        team = match.rules.team
        lines = {
            teams.name(side): [
                sum(w for p, w in enumerate(row) if team(p) == side) for row in points
            ]
            for side in range(2)
        }
    figure = go.Figure()
    for name, worms in lines.items():
        figure.add_scatter(
            x=list(range(len(points))), y=worms, name=name, mode="lines", line_shape="hv"
        )
    figure.update_layout(
        title=t("play.chart.rounds"),
        xaxis_title=t("play.chart.round"),
        yaxis_title=t("play.col.worms"),
        height=360,
        margin={"l": 40, "r": 20, "t": 50, "b": 40},
        legend={"orientation": "h", "y": -0.25},
    )
    shown = in_language(figure.to_dict(), language())
    st.plotly_chart(shown, key="play.chart", config={"displayModeBar": False})


def win_chart(match: m.Match, shown: Sequence[str]) -> None:
    """Everyone's (with teams each team's) chance to win after each round, and the moment
    the game turned for the first person at the table: the round that moved it the most."""
    series = winning.chances_by_round(match)
    if series is None or len(series) < 2:
        return
    me = winning.person_side(match)
    swing = winning.turning_point(series, me) if me is not None else None
    names = [chart_text(name) for name in words.side_names(match, words.names(match))]
    figure = win_figure(
        series,
        names,
        None if swing is None else swing.round,
        title=t("play.chart.win"),
        axes=(t("play.chart.round"), t("play.chart.chance")),
        lang=language(),
    )
    st.plotly_chart(figure, key="play.win_chart", config={"displayModeBar": False})
    st.caption(t("play.chart.win_means"))
    if swing is not None and me is not None:
        st.markdown(
            t(
                "play.winmeter.turned",
                name=words.side_names(match, shown)[me],
                round=swing.round,
                before=percent(swing.before, 0),
                after=percent(swing.after, 0),
            )
        )


def win_figure(
    series: Sequence[Sequence[float]],
    names: Sequence[str],
    swing: int | None,
    *,
    title: str,
    axes: tuple[str, str],
    lang: str,
) -> dict[str, object]:
    """The win chart's figure (a dict, as st.plotly_chart takes it): a line per side over the
    rounds, a dotted line at the round that turned the game, the chances written in ``lang``."""
    figure = go.Figure()
    for p, name in enumerate(names):
        figure.add_scatter(
            x=list(range(len(series))), y=[row[p] for row in series], name=name, mode="lines"
        )
    if swing is not None:
        figure.add_vline(x=swing, line_dash="dot", line_color="#7a7a7a")
    figure.update_layout(
        title=title,
        xaxis_title=axes[0],
        yaxis_title=axes[1],
        yaxis={"tickformat": ".0%", "range": [0, 1]},
        height=360,
        margin={"l": 50, "r": 20, "t": 50, "b": 40},
        legend={"orientation": "h", "y": -0.25},
    )
    return in_language(figure.to_dict(), lang)


def decision_report(report: m.PlayerReport, shown: Sequence[str]) -> None:
    """Like Verhoeff's Yahtzee proficiency report, written for a pupil."""
    st.subheader(t("play.report", name=shown[report.player]), anchor=False)  # a name: no link
    ratings = report.ratings
    if not ratings:
        st.info(t("play.report.none"))
        return
    perfect = sum(1 for r in ratings if r.loss <= 1e-9)
    st.markdown(nt("play.report.summary", len(ratings), best=number(perfect, 0)))
    if not report.worst:
        st.success(t("play.report.flawless"))
    else:
        st.markdown(f"**{t('play.report.worst')}**")
        for rating in sorted(report.worst, key=lambda r: r.number):  # in the game's order
            costly_decision(rating, report.own_turn(rating))
    teacher(report)


def costly_decision(rating: m.Rating, own_turn: int) -> None:
    """One costly decision (in the player's ``own_turn``): the sentence, the moment drawn,
    a link to explore it."""
    with st.container(border=True):
        st.markdown(words.rating_sentence(rating, own_turn))
        turn = rating.state.turn
        moment(turn.kept, turn.roll)
        st.page_link(
            "pages/explorer.py",
            label=t("play.report.explore"),
            icon="🔎",
            query_params={**situation_query(rating.state), "lang": language()},
        )


def moment(kept: Counts, roll: Counts | None, *, size: int = SIZE, dim: bool = True) -> None:
    """The dice set aside and the roll, each after its label ('Set aside:', 'Rolled:');
    ``dim`` greys the rolled dice whose face is set aside already."""
    drawn = []
    if any(kept):
        drawn += [f"<span>{t('play.report.kept')}</span>", pictures.dice(kept, size=size)]
    if roll is not None:
        used = [f for f in range(1, 7) if kept[f - 1]] if dim else []
        shown = pictures.dice(roll, size=size, dim=used)
        drawn += [f"<span>{t('play.report.rolled')}</span>", shown]
    if drawn:  # the app's own words and pictures: no outside text in this markup
        st.markdown(f'<div class="wl-moment">{"".join(drawn)}</div>', unsafe_allow_html=True)


def teacher(report: m.PlayerReport) -> None:
    """The exact values, for the teacher."""
    ratings = report.ratings
    with st.expander(t("play.report.teacher")):
        st.caption(t("play.report.intro"))
        perfect = sum(1 for r in ratings if r.loss <= 1e-9)
        a, b, c, d = st.columns(4)
        a.metric(t("play.report.decisions"), number(len(ratings), 0))
        b.metric(
            t("play.report.best"), f"{number(perfect, 0)} ({percent(perfect / len(ratings), 0)})"
        )
        c.metric(t("play.report.lost"), number(report.total_loss))
        d.metric(t("play.report.per_decision"), number(report.total_loss / len(ratings)))
        # A list, not a table: seven columns do not fit a phone (and have no toolbar).
        st.markdown(
            "\n".join(
                "- " + " · ".join(f"{name}: {value}" for name, value in row.items())
                for row in rating_rows(report)
            )
        )


def rating_rows(report: m.PlayerReport) -> list[dict[str, object]]:
    """Every rated decision in the game's order, in the player's own turns; numbers as text
    in the session's language."""
    return [
        {
            t("play.col.turn"): report.own_turn(r),
            t("play.col.position"): words.position_text(r.state),
            t("play.col.choice"): words.action_text(r.state, r.action),
            t("play.col.value"): number(r.value, 3),
            t("play.col.best"): words.action_text(r.state, r.best),
            t("play.col.best_value"): number(r.best_value, 3),
            t("play.col.loss"): number(r.loss, 3),
        }
        for r in report.ratings
    ]
