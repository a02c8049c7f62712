"""The rules page's tabs and their parts: engine-drawn illustrations, the example turn and
the quiz cards.

Every fact a caption states (which faces are allowed, which tile is taken, what a bust turns
over, who wins) is computed by ``wormlib.regenwormen.game`` from the position shown. Session
keys start with "rules.".
"""

from __future__ import annotations

import streamlit as st

from app.common import quiz_screen, quiz_state, stepper
from app.common.i18n import nt, t
from app.common.words import chance_text
from app.regenwormen import pictures, quiz, situation
from app.regenwormen.worked_example import Step, steps
from wormlib.regenwormen import game
from wormlib.regenwormen.actions import Keep, Roll, Stop, Take
from wormlib.regenwormen.dice import DICE, FACES, NO_DICE, WORM, Counts, total
from wormlib.regenwormen.game import parse_position
from wormlib.regenwormen.rules import SHORTER_GAME, VARIANTS
from wormlib.regenwormen.state import GameState, initial_state
from wormlib.regenwormen.tiles import ALL_TILES

BIG = 88  # dice and tile size in pixels: readable from the back of a classroom
EXAMPLE = 64  # the example turn: dice, the middle row and two stacks on one phone screen
QUIZ_KINDS = quiz.KINDS
QUIZ = "rules_quiz"  # the quiz tab's container

#: The positions the rule sections show, each a real position in the engine's notation.
TURN = parse_position("m:21-35 x:36 s:-/- p:0 k:444WW r:145")
TILES = parse_position("m:21-28,32-35 x:36 s:-/29.31/30 p:0 k:22444WWW r:-")
BUST_NORMAL = parse_position("m:21-26,28-35 x:36 s:27/- p:0 k:- r:-")
BUST_SPARED = parse_position("m:21-34 x:36 s:35/- p:0 k:- r:-")
END = parse_position("m:- x:22-24,26-28,30-32,34-36 s:21.33/25.29 p:0 k:- r:-")
NO_WORM = parse_position("m:21-35 x:36 s:-/- p:0 k:4445555 r:-")
GONE = parse_position("m:21,23-26,28-35 x:36 s:-/27.22 p:0 k:14444WW r:-")
TWICE = parse_position("m:21-35 x:36 s:-/- p:0 k:444WW r:244")
#: The risky moment of the example turn: one die left, three faces used.
RISKY = next(step.after for step in steps() if step.key == "keep_ones")


def paragraphs(*keys: str) -> None:
    for key in keys:
        st.markdown(t(key))


def names(state: GameState) -> list[str]:
    """'You' for the player to move, 'Player n' for the others."""
    return [
        t("rules.you") if p == state.current else t("rules.player", n=p + 1)
        for p in range(state.players)
    ]


def faces(values: list[int] | tuple[int, ...]) -> str:
    return quiz.faces_text(tuple(values))


def allowed_faces(state: GameState) -> list[int]:
    """The faces the engine lets the player set aside from the roll showing."""
    return [a.face for a in game.legal_actions(state) if isinstance(a, Keep)]


def refused_faces(state: GameState) -> list[int]:
    roll = state.turn.roll
    assert roll is not None
    allowed = allowed_faces(state)
    return [f for f in FACES if roll[f - 1] and f not in allowed]


def dice_row(kept: Counts, roll: Counts | None, *, size: int = BIG) -> None:
    """The dice set aside (with their total), then the roll, never dimmed: greying the used
    faces would give a quiz answer away."""
    if not any(kept):
        st.markdown(f"**{t('rules.kept')}** · {t('rules.kept_none')}")
    else:
        st.markdown(f"**{t('rules.kept')}** · {t('rules.total', total=total(kept))}")
        pictures.show(pictures.dice(kept, size=size, highlight=FACES))
    if roll is not None:
        st.markdown(f"**{t('rules.rolled')}**")
        pictures.show(pictures.dice(roll, size=size))


def players_row(
    state: GameState,
    player_names: list[str],
    *,
    size: int = BIG,
    only: list[int] | None = None,
) -> None:
    """Each player's stack under their name, side by side (wrapping, never one per screen
    line on a phone); ``only`` some players (the quiz leaves out the empty stacks)."""
    shown = range(state.players) if only is None else only
    if not shown:
        return
    with st.container(horizontal=True, gap="large"):
        for p in shown:
            with st.container(width="content", gap="small"):
                st.markdown(f"**{player_names[p]}**")
                pictures.show(pictures.stack(state.stacks[p], size=size))


def tiles_row(state: GameState, player_names: list[str]) -> None:
    """The middle row, then each player's stack."""
    pictures.show(pictures.middle(state.middle, state.turned, size=BIG))
    players_row(state, player_names)


# --- illustrations of the rule sections ---------------------------------------------------


def all_faces() -> None:
    pictures.show(*(pictures.die(face, size=BIG) for face in FACES))


def all_tiles() -> None:
    pictures.show(pictures.middle(ALL_TILES, size=60))


def turn_picture() -> None:
    _keep_example("rules.turn.picture", TURN)


def _keep_example(key: str, state: GameState) -> None:
    """The dice of a position and, in words, which faces may and may not be set aside."""
    dice_row(state.turn.kept, state.turn.roll)
    st.info(
        t(
            key,
            kept=faces(_each_die(state.turn.kept)),
            roll=faces(_each_die(state.turn.roll)),
            allowed=faces(allowed_faces(state)),
            used=faces(refused_faces(state)),
        )
    )


def tiles_picture() -> None:
    options = game.take_options(TILES)
    middle_tile = next(tile for tile in options if tile in TILES.middle)
    total = TILES.turn.total
    victim = TILES.opponent_with_top(total)
    assert victim is not None  # the picture's position has a steal
    gone = [tile for tile in range(middle_tile + 1, total + 1) if tile not in TILES.middle]
    dice_row(TILES.turn.kept, None)
    pictures.show(pictures.middle(TILES.middle, TILES.turned, size=BIG, highlight=options))
    players_row(TILES, names(TILES))
    st.info(
        t(
            "rules.tiles.picture",
            total=total,
            gone=", ".join(map(str, gone)),
            middle=middle_tile,
            victim=names(TILES)[victim],
        )
    )


def bust_picture(state: GameState) -> None:
    """The middle and the stack before and after the engine's bust."""
    after = game.bust(state)
    returned = state.top(state.current)
    turned = sorted(set(after.turned) - set(state.turned))
    if turned:
        st.info(t("rules.bust.case_normal", returned=returned, turned=turned[0]))
    else:
        st.info(t("rules.bust.case_spared", returned=returned))
    for label, position in ((t("rules.before"), state), (t("rules.after"), after)):
        row, own = st.columns([6, 1], vertical_alignment="bottom")
        with row:
            st.markdown(f"**{label}**")
            pictures.show(
                pictures.middle(position.middle, position.turned, size=56, highlight=turned)
            )
        with own:
            pictures.show(pictures.stack(position.stacks[state.current], size=56))


def end_picture() -> None:
    result = game.outcome(END)
    assert result is not None
    (winner,) = result.winners
    for column, (player, tiles) in zip(st.columns(2), enumerate(END.stacks), strict=True):
        with column:
            st.markdown(f"**{t('rules.player', n=player + 1)}**")
            pictures.show(*(pictures.tile(tile, size=BIG) for tile in tiles))
    st.info(
        t(
            "rules.end.picture",
            worms=result.scores[winner],
            winner=t("rules.player", n=winner + 1),
            tile=max(END.stacks[winner]),
        )
    )


def _each_die(counts: Counts | None) -> list[int]:
    """The face of every die, sorted: (0, 0, 0, 3, 0, 2) -> [4, 4, 4, 6, 6]."""
    assert counts is not None
    return [f for f in FACES for _ in range(counts[f - 1])]


# --- the example turn ---------------------------------------------------------------------


def example_turn() -> None:
    """One turn in steps. Back/Next sit in one row right above the picture (on a phone too),
    so they never move away from it; the step number lives in the session."""
    script = steps()
    step = script[stepper.step("rules.example", len(script))]
    with st.container(border=True):
        if any(step.kept) or step.roll is not None:
            dice_row(step.kept, step.roll, size=EXAMPLE)
        pictures.show(pictures.middle(step.after.middle, step.after.turned, size=EXAMPLE))
        players_row(step.after, [t("rules.you"), "Anna"], size=EXAMPLE)
    st.markdown(f"### {t(f'rules.example.{step.key}')}")
    if step.options:
        st.markdown(t("rules.example.now", choices=_choices_sentence(step)))
    if Roll() in step.options and step.bust_chance > 0:
        st.caption(t("rules.example.bust_chance", chance=chance_text(step.bust_chance)))
    links(step.after if step.options else None)


def _choices_sentence(step: Step) -> str:
    """What the engine lets you do next, as a teacher says it: 'set aside the 1s or the 3s',
    'roll the 1 die left, stop and take 24, or stop and steal 25 from Anna'."""
    state = step.after
    roll = state.turn.roll or NO_DICE
    keeps = [
        nt(f"common.face_plural.{a.face}", roll[a.face - 1])
        for a in step.options
        if isinstance(a, Keep)
    ]
    parts = [t("rules.example.may_keep", faces=either(keeps))] if keeps else []
    for action in step.options:
        if isinstance(action, Roll):
            left = state.turn.dice_left
            if left == DICE:
                parts.append(t("rules.example.may_roll_all", n=left))
            else:
                parts.append(nt("rules.example.may_roll", left))
        elif isinstance(action, Take):
            stolen = action.tile not in state.middle
            key = "rules.example.may_steal" if stolen else "rules.example.may_take"
            parts.append(t(key, tile=action.tile, name="Anna"))
        elif isinstance(action, Stop):
            parts.append(t("rules.example.may_stop"))
    return either(parts)


def either(items: list[str]) -> str:
    """'a', 'a or b', 'a, b or c' in the session's language."""
    if len(items) < 2:
        return "".join(items)
    return t("rules.either", first=", ".join(items[:-1]), last=items[-1])


# --- quiz cards -----------------------------------------------------------------------------


def quiz_card(kind: quiz.Kind) -> None:
    """Where the round stands, the question, only the pictures it needs, its answer, the
    verdict with the reason, then the next question or the round's score."""
    c = quiz_state.card(f"rules.quiz.{kind}")
    q = quiz.question(kind, c.seed)
    prompt = _prompt(q)
    quiz_screen.progress(c)
    st.markdown(f"**{prompt}**")  # the question first, then the position it is about
    dice_row(q.state.turn.kept, q.roll, size=EXAMPLE)
    if q.roll is None:
        pictures.show(pictures.middle(q.state.middle, q.state.turned, size=EXAMPLE))
        filled = [p for p in range(q.state.players) if q.state.stacks[p]]
        players_row(q.state, names(q.state), size=EXAMPLE, only=filled)
    verdict = quiz_screen.answer(
        c,
        prompt,
        q.choices,
        lambda choice: _choice_label(q, choice),
        lambda picked: q.is_right(frozenset(picked) if q.multi else picked),
        multi=q.multi,
    )
    if verdict is not None:
        why = t(f"rules.why.{q.reason}", **dict(q.fields))
        if verdict:
            st.success(t("rules.quiz.right", why=why), icon="✅")
        else:
            st.error(t("rules.quiz.wrong", why=why), icon="❌")
    quiz_screen.next_or_score(c)
    links(q.state)


def _prompt(q: quiz.Question) -> str:
    total = q.state.turn.total
    if q.kind == "keep":
        return t("rules.quiz.keep.q")
    if q.kind == "bust":
        return t("rules.quiz.bust.q_roll") if q.roll is not None else t("rules.quiz.bust.q_stop")
    if q.kind == "tile":
        return t("rules.quiz.tile.q", total=total)
    return t("rules.quiz.steal.q", total=total)


def _choice_label(q: quiz.Question, choice: str) -> str:
    if choice == quiz.YES:
        return t("rules.quiz.yes")
    if choice == quiz.NO:
        return t("rules.quiz.no")
    if choice == quiz.NONE:
        return t("rules.quiz.no_tile") if q.kind == "tile" else t("rules.quiz.nobody")
    if q.kind == "keep":
        return t("rules.quiz.worm") if int(choice) == WORM else choice
    if q.kind == "steal":
        return t("rules.player", n=int(choice) + 1)
    return choice


# --- common mistakes ------------------------------------------------------------------------


def mistake_no_worm() -> None:
    dice_row(NO_WORM.turn.kept, None)
    if not game.take_options(NO_WORM):
        st.warning(t("rules.mistake.worm.example", total=NO_WORM.turn.total), icon="🚫")


def mistake_exact() -> None:
    options = game.take_options(GONE)
    dice_row(GONE.turn.kept, None)
    pictures.show(pictures.middle(GONE.middle, GONE.turned, size=56, highlight=options))
    st.info(t("rules.mistake.exact.example", total=GONE.turn.total, tile=options[0]))


def mistake_twice() -> None:
    _keep_example("rules.mistake.twice.example", TWICE)


# --- variants -------------------------------------------------------------------------------


def variant_list() -> None:
    """Each preset of wormlib.regenwormen.rules, labelled official or house rule by the preset
    itself."""
    for rules in VARIANTS.values():
        label = t("rules.label.house") if rules.house_rule else t("rules.label.official")
        badge = ":orange[🏠 {}]" if rules.house_rule else ":green[✔ {}]"
        with st.container(border=True):
            name = t(f"rules.variant.{rules.name}")
            st.markdown(f"### {name} &nbsp; {badge.format(label)}")
            st.markdown(t(f"rules.variant.{rules.name}.text"))
            if rules == SHORTER_GAME:
                bust_picture(parse_position(BUST_SPARED.notation(), SHORTER_GAME))
            links(initial_state(rules.min_players, rules))


# --- links ----------------------------------------------------------------------------------


def links(state: GameState | None = None) -> None:
    """To the explorer showing this moment of the turn, and to the play page."""
    explore, play = st.columns(2)
    with explore:
        st.page_link(
            "pages/explorer.py",
            label=t("rules.explore") if state is not None else t("rules.explore_any"),
            icon="🔎",
            query_params=situation.situation_query(state) if state is not None else None,
        )
    with play:
        st.page_link("pages/play.py", label=t("rules.play"), icon="🎲")


# --- the tabs, in the page's order ---------------------------------------------------------


def material_tab() -> None:
    st.header(t("rules.material.h"))
    paragraphs("rules.material.dice")
    all_faces()
    paragraphs("rules.material.tiles", "rules.material.setup")
    all_tiles()
    paragraphs("rules.material.goal")
    links()


def turn_tab() -> None:
    st.header(t("rules.turn.h"))
    paragraphs(
        "rules.turn.roll",
        "rules.turn.keep",
        "rules.turn.again",
        "rules.turn.no_new",
        "rules.turn.over",
        "rules.turn.stop",
    )
    turn_picture()
    links(TURN)


def tiles_tab() -> None:
    st.header(t("rules.tiles.h"))
    paragraphs(
        "rules.tiles.middle",
        "rules.tiles.steal",
        "rules.tiles.choose",
        "rules.tiles.stack",
        "rules.tiles.none",
    )
    tiles_picture()
    links(TILES)


def bust_tab() -> None:
    st.header(t("rules.bust.h"))
    paragraphs(
        "rules.bust.when",
        "rules.bust.return",
        "rules.bust.turn",
        "rules.bust.exception",
        "rules.bust.empty",
    )
    for case in (BUST_NORMAL, BUST_SPARED):
        with st.container(border=True):
            bust_picture(case)
    links(RISKY)


def end_tab() -> None:
    st.header(t("rules.end.h"))
    paragraphs("rules.end.when", "rules.end.count", "rules.end.tie")
    end_picture()
    links()


def example_tab() -> None:
    st.header(t("rules.example.h"))
    example_turn()


def quiz_tab(opened: bool) -> None:
    """The quiz, one tab per kind of question (app/common/quiz_screen.py)."""
    quiz_screen.quiz_tab("rules", QUIZ, QUIZ_KINDS, quiz_card, opened)


def mistakes_tab() -> None:
    """Three mistakes pupils make, each with an example the engine refuses."""
    st.header(t("rules.mistakes.h"))
    with st.container(border=True):
        st.subheader(t("rules.mistake.worm.h"))
        paragraphs("rules.mistake.worm.text")
        mistake_no_worm()
        links(NO_WORM)
    with st.container(border=True):
        st.subheader(t("rules.mistake.exact.h"))
        paragraphs("rules.mistake.exact.text")
        mistake_exact()
        links(GONE)
    with st.container(border=True):
        st.subheader(t("rules.mistake.twice.h"))
        paragraphs("rules.mistake.twice.text")
        mistake_twice()
        links(TWICE)


def variants_tab() -> None:
    st.header(t("rules.variants.h"))
    paragraphs("rules.variants.intro")
    variant_list()
