"""The Rummikub rules: the game in short sections with pictures, an example turn that
rearranges the table, quiz cards answered by the engine, and the variants."""

import streamlit as st

from app.common import frame, styles
from app.common.i18n import t
from app.rummikub import rules_screen as view

frame.around_page()

styles.projector()
st.title(t("rummikub_rules.title"))
st.markdown(f"#### {t('rummikub_rules.intro')}")

(the_game, melds, turn, joker, end, example, quiz, variants) = st.tabs(
    [
        t("rummikub_rules.tab.game"),
        t("rummikub_rules.tab.melds"),
        t("rummikub_rules.tab.turn"),
        t("rummikub_rules.tab.joker"),
        t("rummikub_rules.tab.end"),
        t("rummikub_rules.tab.example"),
        t("rummikub_rules.tab.quiz"),
        t("rummikub_rules.tab.variants"),
    ]
)

with the_game:
    st.header(t("rummikub_rules.game.h"))
    view.paragraphs("rummikub_rules.game.tiles")
    view.all_numbers()
    view.paragraphs("rummikub_rules.game.colours")
    view.colours_and_joker()
    view.paragraphs("rummikub_rules.game.setup", "rummikub_rules.game.goal")
    view.links()

with melds:
    st.header(t("rummikub_rules.melds.h"))
    view.paragraphs(
        "rummikub_rules.melds.intro",
        "rummikub_rules.melds.group",
        "rummikub_rules.melds.run",
        "rummikub_rules.melds.points",
    )
    view.meld_examples()
    view.links()

with turn:
    st.header(t("rummikub_rules.turn.h"))
    view.paragraphs("rummikub_rules.turn.choice", "rummikub_rules.turn.opening")
    view.opening_example()
    view.paragraphs("rummikub_rules.turn.after", "rummikub_rules.turn.valid")
    view.links(view.OPENING)

with joker:
    st.header(t("rummikub_rules.joker.h"))
    view.paragraphs("rummikub_rules.joker.stands", "rummikub_rules.joker.free")
    view.joker_example()
    view.paragraphs("rummikub_rules.joker.cost")
    view.links(view.JOKER_MOVE)

with end:
    st.header(t("rummikub_rules.end.h"))
    view.paragraphs("rummikub_rules.end.out")
    view.end_example()
    view.paragraphs("rummikub_rules.end.pool", "rummikub_rules.end.rounds")

with example:
    st.header(t("rummikub_rules.example.h"))
    view.example_turn()
    view.links(view.EXAMPLE)

with quiz:
    st.header(t("rummikub_rules.quiz.h"))
    st.markdown(t("rummikub_rules.quiz.intro"))
    cards = st.tabs([t(f"rummikub_rules.quiz.{kind}.h") for kind in view.QUIZ_KINDS])
    for kind, card in zip(view.QUIZ_KINDS, cards, strict=True):
        with card:
            view.quiz_card(kind)

with variants:
    st.header(t("rummikub_rules.variants.h"))
    view.paragraphs("rummikub_rules.variants.intro")
    view.variant_list()
