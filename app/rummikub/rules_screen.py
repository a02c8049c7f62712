"""The Rummikub rules page's tabs and their parts: pictures of the rules, the example turn,
the quiz.

Every fact a caption states (a meld's kind and points, the best opening, which tile frees a
joker, the scores of a round) is computed by wormlib.rummikub from the tiles shown. Session
keys start with "rummikub_rules.".
"""

from __future__ import annotations

from fractions import Fraction

import streamlit as st

from app.common import quiz_screen, quiz_state, stepper
from app.common.i18n import number, t
from app.rummikub import pictures, quiz, team_example, worked_example
from app.rummikub.situation import Situation, to_query
from wormlib.rummikub import game
from wormlib.rummikub.melds import Meld, arrange_meld, check_meld, parse_table
from wormlib.rummikub.rules import SEED, TEAMS, VARIANTS
from wormlib.rummikub.solver import best_move
from wormlib.rummikub.tiles import JOKER, parse_tile, parse_tiles, tile

GOOD_MELDS = ("R7 B7 K7", "R7 B7 Y7 K7", "B4 B5 B6 B7", "Y9 J Y11")
BAD_MELDS = ("R7 R7 B7", "K12 K13 K1", "R4 B5 Y6", "B2 B3 B5")
OPENING_RACK = "R10 B10 K10 Y1 Y2 Y3 J B5 K6 R12"
JOKER_RACK, JOKER_TABLE = "R6 B9 K9", "R5 J R7"
END_RACKS = ("-", "R3 K11 J", "B1 Y5 Y6 K2")  # a round that player 1 has just won
QUIZ_KINDS = quiz.KINDS
QUIZ = "rummikub_rules_quiz"  # the quiz tab's container
BIG = 56  # tile width in pixels on this page: readable from the back of a classroom
#: The positions the explorer links open.
OPENING = Situation(parse_tiles(OPENING_RACK), opened=False)
JOKER_MOVE = Situation(parse_tiles(JOKER_RACK), parse_table(JOKER_TABLE))
EXAMPLE = Situation(worked_example.START.racks[0], worked_example.START.table)
TEAMS_BOX = "rummikub_rules_teams"  # the team variant's container


def paragraphs(*keys: str) -> None:
    for key in keys:
        st.markdown(t(key))


def links(position: Situation | None = None) -> None:
    """To the best-move explorer (showing ``position`` if given) and to the play page."""
    best_column, play_column = st.columns(2)
    with best_column:
        st.page_link(
            "pages/rummikub-best.py",
            label=t("rummikub_rules.to_best"),
            icon="🧩",
            query_params=to_query(position) if position is not None else None,
        )
    with play_column:
        st.page_link("pages/rummikub-play.py", label=t("rummikub_rules.to_play"), icon="🀄")


# --- the game ----------------------------------------------------------------------------------


def all_numbers() -> None:
    st.caption(t("rummikub_rules.game.pic_numbers"))
    pictures.show(pictures.tiles([tile(0, n) for n in range(1, 14)], size=40))


def colours_and_joker() -> None:
    st.caption(t("rummikub_rules.game.pic_colours"))
    pictures.show(pictures.tiles([*(tile(c, 7) for c in range(4)), JOKER], size=64))


# --- melds -------------------------------------------------------------------------------------


def meld_examples() -> None:
    """Valid melds with their kind and points, and look-alikes with why they are not melds;
    both read by the engine."""
    good, bad = st.columns(2, gap="large")
    with good:
        st.subheader(t("rummikub_rules.melds.good"))
        for text in GOOD_MELDS:
            _meld_with_caption(parse_tiles(text))
    with bad:
        st.subheader(t("rummikub_rules.melds.bad"))
        for text in BAD_MELDS:
            _meld_with_caption(parse_tiles(text))


def _meld_with_caption(meld: Meld) -> None:
    pictures.show(pictures.meld(meld, size=BIG))
    if arrange_meld(meld) is not None:
        info = check_meld(meld)
        st.markdown(
            t("rummikub_rules.melds.valid", kind=t(f"rummikub.kind.{info.kind}"), value=info.value)
        )
    else:
        reason, fields = quiz.why_not(meld)
        why = reason_text(reason, fields)
        st.markdown(t("rummikub_rules.melds.invalid", why=why))


def reason_text(reason: str, fields: tuple[tuple[str, str | int], ...]) -> str:
    """A quiz reason in words; a tile named in it is written as a name ('red 7')."""
    named = {k: pictures.tile_name(parse_tile(str(v))) if k == "tile" else v for k, v in fields}
    return t(f"rummikub_rules.why.{reason}", **named)


# --- the turn ----------------------------------------------------------------------------------


def opening_example() -> None:
    rack = parse_tiles(OPENING_RACK)
    move = best_move(rack, (), opened=False, rules=SEED)
    st.markdown(f"**{t('rummikub_rules.rack')}**")
    pictures.show(pictures.tiles(rack, size=BIG))
    st.markdown(f"**{t('rummikub_rules.table')}**")
    pictures.show(pictures.table(move.table, new=move.laid, size=BIG))
    assert JOKER in move.rack_left  # the picture's rack keeps its joker back
    st.info(
        t(
            "rummikub_rules.turn.opening_example",
            tiles=move.tiles_laid,
            value=move.value_laid,
            needed=SEED.opening_points,
        )
    )


# --- the joker ---------------------------------------------------------------------------------


def joker_example() -> None:
    """The solver's best move frees the joker of the table and uses it again."""
    rack, table = parse_tiles(JOKER_RACK), parse_table(JOKER_TABLE)
    move = best_move(rack, table, opened=True, rules=SEED)
    assert move.joker_freed  # the picture's position frees the joker
    (freed,) = [t_ for t_ in move.laid if t_ in check_meld(table[0]).stands_for]
    st.info(
        t(
            "rummikub_rules.joker.example",
            rack=pictures.tiles_names(rack),
            tiles=move.tiles_laid,
            freed=pictures.tile_name(freed),
        )
    )
    before, after = st.columns(2, gap="large")
    with before:
        st.markdown(f"**{t('rummikub_rules.before')}**")
        pictures.show(pictures.table(table, size=BIG))
        pictures.show(pictures.tiles(rack, size=BIG))
    with after:
        st.markdown(f"**{t('rummikub_rules.after')}**")
        pictures.show(pictures.table(move.table, new=move.laid, size=BIG))


# --- the end -----------------------------------------------------------------------------------


def end_example() -> None:
    """The racks when player 1 lays the last tile, and the engine's scores of the round."""
    racks = tuple(parse_tiles(r) for r in END_RACKS)
    scores = game.round_scores(racks, 0)
    st.markdown(t("rummikub_rules.end.example", winner=t("rummikub_rules.player", n=1)))
    for p, (rack, score) in enumerate(zip(racks, scores, strict=True)):
        st.markdown(
            t(
                "rummikub_rules.end.score",
                name=t("rummikub_rules.player", n=p + 1),
                score=_signed(score),
            )
        )
        if rack:
            pictures.show(pictures.tiles(rack, size=48))


def _signed(score: Fraction) -> str:
    """+48 or -16: a score with its sign, a shared win's half point kept."""
    shown = number(float(score), 0 if score.denominator == 1 else 1)
    return shown if score < 0 else f"+{shown}"


# --- the worked example ------------------------------------------------------------------------


def example_turn() -> None:
    """One turn in steps; Back/Next sit in one row right above the picture."""
    script = worked_example.steps()
    step = script[stepper.step("rummikub_rules.example", len(script))]
    with st.container(border=True):
        st.markdown(f"**{t('rummikub_rules.table')}**")
        pictures.show(pictures.table(step.table, new=step.laid, size=BIG))
        st.markdown(f"**{t('rummikub_rules.rack')}**")
        pictures.show(pictures.tiles(step.rack, size=BIG))
    if step.key == "done":
        after, best = worked_example.checked()
        st.success(
            t(
                "rummikub_rules.example.done",
                laid=len(step.laid),
                left=len(after.racks[0]),
                best=best.tiles_laid,
            )
        )
    else:
        st.markdown(f"### {t(f'rummikub_rules.example.{step.key}')}")


# --- the quiz ----------------------------------------------------------------------------------


def quiz_card(kind: quiz.Kind) -> None:
    """Where the round stands, the question, its tiles, its answer, the verdict with the
    engine's reason, then the next question or the round's score."""
    c = quiz_state.card(f"rummikub_rules.quiz.{kind}")
    q = quiz.question(kind, c.seed)
    prompt = t(f"rummikub_rules.quiz.{kind}.q")
    quiz_screen.progress(c)
    st.markdown(f"**{prompt}**")  # the question first, then the tiles it is about
    if kind == "points":
        pictures.show(pictures.tiles(q.melds[0], size=BIG))
    else:
        pictures.show(*(pictures.meld(m, size=BIG, judged=False) for m in q.melds))
    verdict = quiz_screen.answer(c, prompt, q.choices, _choice_label, q.is_right)
    if verdict is not None:
        why = reason_text(q.reason, q.fields)
        if verdict:
            st.success(t("rummikub_rules.quiz.right", why=why), icon="✅")
        else:
            st.error(t("rummikub_rules.quiz.wrong", why=why), icon="❌")
    quiz_screen.next_or_score(c)


def _choice_label(choice: str) -> str:
    if choice == quiz.YES:
        return t("rummikub_rules.quiz.yes")
    if choice == quiz.NO:
        return t("rummikub_rules.quiz.no")
    if choice.isdigit():
        return number(int(choice), 0)
    return pictures.tile_name(parse_tiles(choice)[0])


# --- the variants ------------------------------------------------------------------------------


def variant_list() -> None:
    """Every named variant of wormlib.rummikub.rules, the seed's rules labelled default."""
    for name, rules in VARIANTS.items():
        default = rules == SEED
        label = t("rummikub_rules.label.seed") if default else t("rummikub_rules.label.other")
        badge = f":green[✔ {label}]" if default else f":blue[📚 {label}]"
        with st.container(border=True):
            st.markdown(f"### {t(f'rummikub_rules.variant.{name}')} &nbsp; {badge}")
            st.markdown(t(f"rummikub_rules.variant.{name}.text"))
            st.caption(f"`{rules.name}`")


def team_variant() -> None:
    """The ``teams`` variant (not among the play page's options), then its example."""
    with st.container(border=True, key=TEAMS_BOX):
        label = t("rummikub_rules.label.teams")
        st.markdown(f"### {t('rummikub_rules.variant.teams')} &nbsp; :violet[👥 {label}]")
        st.markdown(t("rummikub_rules.variant.teams.text"))
        st.caption(f"`{TEAMS.name}`")
        team_opening_example()


def team_opening_example() -> None:
    """A team opens together: the engine plays player 1's initial meld, player 2's draw and
    the partner's lay of fewer than 30 points."""
    ex = team_example.example()
    first, second, partner = (t("rummikub_rules.player", n=n) for n in (1, 2, 3))
    st.markdown(f"#### {t('rummikub_rules.teams.example_h')}")
    st.markdown(t("rummikub_rules.teams.step_open", name=first, value=ex.opening_points))
    pictures.show(pictures.table(ex.opened.table, new=ex.opening.laid, size=BIG))
    st.markdown(t("rummikub_rules.teams.step_draw", name=second))
    st.markdown(t("rummikub_rules.teams.step_partner", name=partner, first=first))
    before, after = st.columns(2, gap="large")
    with before:
        st.markdown(f"**{t('rummikub_rules.teams.rack_of', name=partner)}**")
        pictures.show(pictures.tiles(ex.before.racks[team_example.PARTNER_SEAT], size=BIG))
    with after:
        st.markdown(f"**{t('rummikub_rules.after')}**")
        pictures.show(pictures.table(ex.after.table, new=ex.partner.laid, size=BIG))
    st.info(
        t(
            "rummikub_rules.teams.why",
            name=partner,
            tiles=len(ex.partner.laid),
            value=ex.partner_points,
            needed=TEAMS.opening_points,
        )
    )


# --- the tabs, in the page's order -------------------------------------------------------------


def game_tab() -> None:
    st.header(t("rummikub_rules.game.h"))
    paragraphs("rummikub_rules.game.tiles")
    all_numbers()
    paragraphs("rummikub_rules.game.colours")
    colours_and_joker()
    paragraphs("rummikub_rules.game.setup", "rummikub_rules.game.goal")
    links()


def melds_tab() -> None:
    st.header(t("rummikub_rules.melds.h"))
    paragraphs(
        "rummikub_rules.melds.intro",
        "rummikub_rules.melds.group",
        "rummikub_rules.melds.run",
        "rummikub_rules.melds.points",
    )
    meld_examples()
    links()


def turn_tab() -> None:
    st.header(t("rummikub_rules.turn.h"))
    paragraphs("rummikub_rules.turn.choice", "rummikub_rules.turn.opening")
    opening_example()
    paragraphs("rummikub_rules.turn.after", "rummikub_rules.turn.valid")
    links(OPENING)


def joker_tab() -> None:
    st.header(t("rummikub_rules.joker.h"))
    paragraphs("rummikub_rules.joker.stands", "rummikub_rules.joker.free")
    joker_example()
    paragraphs("rummikub_rules.joker.cost")
    links(JOKER_MOVE)


def end_tab() -> None:
    st.header(t("rummikub_rules.end.h"))
    paragraphs("rummikub_rules.end.out")
    end_example()
    paragraphs("rummikub_rules.end.pool", "rummikub_rules.end.rounds")


def example_tab() -> None:
    st.header(t("rummikub_rules.example.h"))
    example_turn()
    links(EXAMPLE)


def quiz_tab(opened: bool) -> None:
    """The quiz, one tab per kind of question (app/common/quiz_screen.py)."""
    quiz_screen.quiz_tab("rummikub_rules", QUIZ, QUIZ_KINDS, quiz_card, opened)


def variants_tab() -> None:
    st.header(t("rummikub_rules.variants.h"))
    paragraphs("rummikub_rules.variants.intro")
    variant_list()
    team_variant()
