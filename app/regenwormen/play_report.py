"""The end of a game: who won, the worms over the game, and each person's decision report.

The report speaks to the pupil first (sentences, the moment drawn, a link to explore it);
the exact numbers stay available for the teacher in an expander.
"""

from __future__ import annotations

from collections.abc import Sequence

import plotly.graph_objects as go  # type: ignore[import-untyped]
import streamlit as st

from app.common.i18n import SEPARATORS, language, nt, number, percent, t
from app.common.markup import chart as chart_text
from app.regenwormen import match as m
from app.regenwormen import pictures, play_state
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
    for player_report in play_state.reports(match):
        decision_report(player_report, shown)


def scores(match: m.Match) -> None:
    state = match.state
    st.dataframe(
        [
            {
                t("play.col.player"): name,
                t("play.col.worms"): state.score(p),
                t("play.col.tiles"): " ".join(map(str, state.stacks[p])) or "–",
                t("play.col.highest"): str(max(state.stacks[p], default="–")),
            }
            for p, name in enumerate(words.names(match))
        ],
        hide_index=True,
    )


def chart(match: m.Match) -> None:
    points = m.worms_by_turn(match)
    figure = go.Figure()
    for p, name in enumerate(words.names(match)):
        figure.add_scatter(
            x=list(range(len(points))),
            y=[row[p] for row in points],
            name=chart_text(name),
            mode="lines",
            line_shape="hv",
        )
    figure.update_layout(
        title=t("play.chart"),
        xaxis_title=t("play.chart.turn"),
        yaxis_title=t("play.col.worms"),
        height=360,
        margin={"l": 40, "r": 20, "t": 50, "b": 40},
        separators=SEPARATORS[language()],
        legend={"orientation": "h", "y": -0.25},
    )
    st.plotly_chart(figure, key="play.chart")


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
        for rating in report.worst:
            costly_decision(rating)
    teacher(report)


def costly_decision(rating: m.Rating) -> None:
    """One costly decision: the sentence, the moment drawn, a link to explore it."""
    with st.container(border=True):
        st.markdown(words.rating_sentence(rating))
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
        st.dataframe(rating_rows(ratings), hide_index=True)


def rating_rows(ratings: tuple[m.Rating, ...]) -> list[dict[str, object]]:
    """Every rated decision; numbers as text in the session's language."""
    return [
        {
            t("play.col.turn"): r.turn,
            t("play.col.position"): words.position_text(r.state),
            t("play.col.choice"): words.action_text(r.state, r.action),
            t("play.col.value"): number(r.value, 3),
            t("play.col.best"): words.action_text(r.state, r.best),
            t("play.col.best_value"): number(r.best_value, 3),
            t("play.col.loss"): number(r.loss, 3),
        }
        for r in ratings
    ]
