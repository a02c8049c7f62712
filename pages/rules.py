"""The rules explainer: the whole game in short sections with pictures, an example turn to
step through, quiz cards answered by the engine, common mistakes and the variants."""

import streamlit as st

from app.common import frame, styles
from app.common.i18n import t
from app.regenwormen import rules_screen as view

frame.around_page()

styles.projector()
st.title(t("rules.title"))
st.markdown(f"#### {t('rules.intro')}")

(material, turn, tiles, bust, end, example, quiz, mistakes, variants) = st.tabs(
    [
        t("rules.tab.material"),
        t("rules.tab.turn"),
        t("rules.tab.tiles"),
        t("rules.tab.bust"),
        t("rules.tab.end"),
        t("rules.tab.example"),
        t("rules.tab.quiz"),
        t("rules.tab.mistakes"),
        t("rules.tab.variants"),
    ]
)

with material:
    st.header(t("rules.material.h"))
    view.paragraphs("rules.material.dice")
    view.all_faces()
    view.paragraphs("rules.material.tiles", "rules.material.setup")
    view.all_tiles()
    view.paragraphs("rules.material.goal")
    view.links()

with turn:
    st.header(t("rules.turn.h"))
    view.paragraphs(
        "rules.turn.roll",
        "rules.turn.keep",
        "rules.turn.again",
        "rules.turn.no_new",
        "rules.turn.over",
        "rules.turn.stop",
    )
    view.turn_picture()
    view.links(view.TURN)

with tiles:
    st.header(t("rules.tiles.h"))
    view.paragraphs(
        "rules.tiles.middle",
        "rules.tiles.steal",
        "rules.tiles.choose",
        "rules.tiles.stack",
        "rules.tiles.none",
    )
    view.tiles_picture()
    view.links(view.TILES)

with bust:
    st.header(t("rules.bust.h"))
    view.paragraphs(
        "rules.bust.when",
        "rules.bust.return",
        "rules.bust.turn",
        "rules.bust.exception",
        "rules.bust.empty",
    )
    for case in (view.BUST_NORMAL, view.BUST_SPARED):
        with st.container(border=True):
            view.bust_picture(case)
    view.links(view.RISKY)

with end:
    st.header(t("rules.end.h"))
    view.paragraphs("rules.end.when", "rules.end.count", "rules.end.tie")
    view.end_picture()
    view.links()

with example:
    st.header(t("rules.example.h"))
    view.example_turn()

with quiz:
    st.header(t("rules.quiz.h"))
    st.markdown(t("rules.quiz.intro"))
    cards = st.tabs([t(f"rules.quiz.{kind}.h") for kind in view.QUIZ_KINDS])
    for kind, card in zip(view.QUIZ_KINDS, cards, strict=True):
        with card:
            view.quiz_card(kind)

with mistakes:
    st.header(t("rules.mistakes.h"))
    with st.container(border=True):
        st.subheader(t("rules.mistake.worm.h"))
        view.paragraphs("rules.mistake.worm.text")
        view.mistake_no_worm()
        view.links(view.NO_WORM)
    with st.container(border=True):
        st.subheader(t("rules.mistake.exact.h"))
        view.paragraphs("rules.mistake.exact.text")
        view.mistake_exact()
        view.links(view.GONE)
    with st.container(border=True):
        st.subheader(t("rules.mistake.twice.h"))
        view.paragraphs("rules.mistake.twice.text")
        view.mistake_twice()
        view.links(view.TWICE)

with variants:
    st.header(t("rules.variants.h"))
    view.paragraphs("rules.variants.intro")
    view.variant_list()
    st.caption(t("rules.variant.teams"))
