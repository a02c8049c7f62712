"""The Rummikub rules: the game in short sections with pictures, an example turn that
rearranges the table, quiz cards answered by the engine, and the variants."""

import streamlit as st

from app import frame
from app import rk_rules_view as view
from app.i18n import t
from app.rules_view import PROJECTOR_STYLE

frame.around_page()

st.html(PROJECTOR_STYLE)
st.title(t("rk.rules.title"))
st.markdown(f"#### {t('rk.rules.intro')}")

(the_game, melds, turn, joker, end, example, quiz, variants) = st.tabs(
    [
        t("rk.rules.tab.game"),
        t("rk.rules.tab.melds"),
        t("rk.rules.tab.turn"),
        t("rk.rules.tab.joker"),
        t("rk.rules.tab.end"),
        t("rk.rules.tab.example"),
        t("rk.rules.tab.quiz"),
        t("rk.rules.tab.variants"),
    ]
)

with the_game:
    st.header(t("rk.rules.game.h"))
    view.paragraphs("rk.rules.game.tiles")
    view.all_numbers()
    view.paragraphs("rk.rules.game.colours")
    view.colours_and_joker()
    view.paragraphs("rk.rules.game.setup", "rk.rules.game.goal")
    view.links()

with melds:
    st.header(t("rk.rules.melds.h"))
    view.paragraphs(
        "rk.rules.melds.intro",
        "rk.rules.melds.group",
        "rk.rules.melds.run",
        "rk.rules.melds.points",
    )
    view.meld_examples()
    view.links()

with turn:
    st.header(t("rk.rules.turn.h"))
    view.paragraphs("rk.rules.turn.choice", "rk.rules.turn.opening")
    view.opening_example()
    view.paragraphs("rk.rules.turn.after", "rk.rules.turn.valid")
    view.links()

with joker:
    st.header(t("rk.rules.joker.h"))
    view.paragraphs("rk.rules.joker.stands", "rk.rules.joker.free")
    view.joker_example()
    view.paragraphs("rk.rules.joker.cost")
    view.links()

with end:
    st.header(t("rk.rules.end.h"))
    view.paragraphs("rk.rules.end.out")
    view.end_example()
    view.paragraphs("rk.rules.end.pool", "rk.rules.end.rounds")

with example:
    st.header(t("rk.rules.example.h"))
    view.example_turn()
    view.links()

with quiz:
    st.header(t("rk.rules.quiz.h"))
    st.markdown(t("rk.rules.quiz.intro"))
    cards = st.tabs([t(f"rk.rules.quiz.{kind}.h") for kind in view.QUIZ_KINDS])
    for kind, card in zip(view.QUIZ_KINDS, cards, strict=True):
        with card:
            view.quiz_card(kind)

with variants:
    st.header(t("rk.rules.variants.h"))
    view.paragraphs("rk.rules.variants.intro")
    view.variant_list()
