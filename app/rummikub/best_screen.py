"""The parts of the Rummikub best-move page: the form with tile pickers, the position, the
solver's move, the opening check and the teaching numbers.

The position lives in three places kept in step: the session, the widgets that show it
and the page's address (``app.rummikub.situation.to_query``), so that a link opens it. Every
number shown comes from ``app.rummikub.situation.analyse`` (the solver).
"""

from __future__ import annotations

from dataclasses import dataclass

import streamlit as st

from app.classroom import ask
from app.common import markup, session
from app.common.i18n import language, number, percent, t
from app.common.words import chance_text
from app.rummikub import class_poll
from app.rummikub import pictures as rk_pictures
from app.rummikub.situation import (
    LINK_NAMES,
    MAX_INPUT,
    Analysis,
    Situation,
    SituationError,
    analyse,
    from_query,
    read,
    to_query,
)
from wormlib.rummikub.rules import SEED, VARIANTS
from wormlib.rummikub.solver import OBJECTIVES
from wormlib.rummikub.tiles import JOKER, Tile, tile, tile_str

_RACK, _TABLE, _OPENED, _RULES, _GOAL = (
    "rummikub_best.rack",
    "rummikub_best.table",
    "rummikub_best.opened",
    "rummikub_best.rules",
    "rummikub_best.goal",
)
_TEXTS, _PICK = "rummikub_best.texts", "rummikub_best.pick."
#: The variants that change a best move (a turn's time limit does not: it is not offered).
_OTHER_RULES = tuple(
    name
    for name, rules in VARIANTS.items()
    if name != "seed"
    and rules.turn_seconds is None
    and rules.timeout_penalty == SEED.timeout_penalty
)


# --- the form ----------------------------------------------------------------------------------


def situation_form() -> Situation | None:
    """Draw the form, filled from the link or the session; the situation, or None with a
    friendly message when the input cannot be read."""
    texts = _follow_link()
    with st.container(border=True):
        st.caption(t("rummikub_best.notation"))
        _notation_form(texts)
        with st.expander(t("rummikub_best.picker"), expanded=True):
            _pickers(texts)
        options, goal = st.columns(2)
        with options:
            st.toggle(t("rummikub_best.opened"), key=_OPENED)
            st.multiselect(
                t("rummikub_best.rules"),
                _OTHER_RULES,
                format_func=lambda name: t(f"rummikub_rules.variant.{name}"),
                key=_RULES,
                help=t("rummikub_best.rules_help"),
                placeholder=t("common.choose_variants"),
            )
        with goal:
            st.radio(
                t("rummikub_best.goal"),
                OBJECTIVES,
                format_func=lambda g: t(f"rummikub_best.goal.{g}"),
                key=_GOAL,
                horizontal=True,
            )
    try:
        situation = read(
            texts.rack,
            texts.table,
            opened=session.widget(_OPENED),
            rules=",".join(session.widget(_RULES)) or "seed",
            objective=session.widget(_GOAL),
            lang=language(),
        )
    except SituationError as e:
        st.warning(_message(e), icon="✋")
        return None
    query = to_query(situation)
    if _link() != query:
        others = {k: v for k, v in st.query_params.to_dict().items() if k not in LINK_NAMES}
        st.query_params.from_dict({**others, **query})
    return situation


def _message(e: SituationError) -> str:
    fields = {k: markup.echo(v) if k == "text" else v for k, v in e.fields.items()}
    if e.key == "err_long":
        fields["what"] = t(f"rummikub_best.{e.fields['what']}")
    return t(f"rummikub_best.{e.key}", **fields)


def _link() -> dict[str, str]:
    return {k: v for k, v in st.query_params.to_dict().items() if k in LINK_NAMES}


def _follow_link() -> Texts:
    """The rack and table texts: filled from the address when a visit opens with a link (a
    shared link, a reload, the rules page's links), else the session's.

    During a visit only the page itself writes the address, after each change; a click sent
    before the browser has shown the new address carries the old one, which must not bring
    the old position back. A visit starts when Streamlit has forgotten the page's widgets
    (it drops the values of widgets a run did not draw) or never had them.
    """
    query = _link()
    fresh = _TEXTS not in st.session_state
    if query and (fresh or _OPENED not in st.session_state):
        return _fill(from_query(query, language()), force=True)
    return _fill(from_query({}, language()), force=fresh)


def _fill(values: dict[str, str | bool], *, force: bool) -> Texts:
    rules = str(values["rules"])
    names = [] if rules == "seed" else [n.strip() for n in rules.split(",")]
    unknown = [n for n in names if n not in VARIANTS]
    if unknown and force:
        st.warning(t("rummikub_best.err_rules", text=markup.echo(",".join(unknown))), icon="✋")
    goal = str(values["goal"])
    if goal not in OBJECTIVES and force:
        st.warning(t("rummikub_best.err_goal", text=markup.echo(goal)), icon="✋")
    if force:
        session.put(_TEXTS, Texts(str(values["rack"]), str(values["table"])))
    session.seed_widgets(
        {
            _OPENED: values["opened"],
            _RULES: [n for n in names if n in _OTHER_RULES],
            _GOAL: goal if goal in OBJECTIVES else "tiles",
        },
        force=force,
    )
    texts: Texts = st.session_state[_TEXTS]
    return texts


@dataclass(slots=True)
class Texts:
    """The rack and the table in notation, and where clicked tiles go.

    Clicks change them in their callbacks, which get this object (kept in the session) as
    their argument and never touch ``st.session_state``: Streamlit checks for a newer click
    at every access to it, also inside a callback, and a callback stopped there loses its
    click. And Streamlit sends every widget's value with each rerun request, so a click sent
    before the browser has drawn the rack the last click made carries the old text: the text
    fields sit in a form, whose values count only when it is submitted.
    """

    rack: str
    table: str
    target: str = "rack"  # or "table"

    def pick(self, kind: Tile, lang: str) -> None:
        """Add a tile (in ``lang``'s letters) to the rack, or to the table's last meld."""
        text = self._target_text().strip()
        added = tile_str(kind, lang)
        self._set_target(f"{'' if text == '-' else text} {added}".strip()[:MAX_INPUT])

    def new_meld(self) -> None:
        """Clicked tiles go to a new meld on the table."""
        text = self.table.strip()
        if text and text != "-" and not text.endswith("|"):
            self.table = f"{text} |"[:MAX_INPUT]
        self.target = "table"

    def undo(self) -> None:
        words = self._target_text().split()
        while words and words[-1] == "|":
            words.pop()
        self._set_target(" ".join(words[:-1]))

    def clear(self) -> None:
        self._set_target("")

    def aim(self, target: str) -> None:
        self.target = target

    def _target_text(self) -> str:
        return self.table if self.target == "table" else self.rack

    def _set_target(self, text: str) -> None:
        if self.target == "table":
            self.table = text
        else:
            self.rack = text


def _notation_form(texts: Texts) -> None:
    """The rack and the table as text, to type or paste; Enter or the button uses them. Each
    run shows the session's texts in the fields again (a stale field changed nothing)."""
    for key, text in ((_RACK, texts.rack), (_TABLE, texts.table)):
        if st.session_state.get(key) != text:
            st.session_state[key] = text
    with st.form("rummikub_best.typed", border=False, enter_to_submit=True):
        st.text_input(t(_RACK), key=_RACK, max_chars=MAX_INPUT)
        st.text_input(t(_TABLE), key=_TABLE, max_chars=MAX_INPUT)
        st.form_submit_button(
            t("rummikub_best.use_text"),
            key="rummikub_best.use_text",
            on_click=_typed,
            args=(texts,),
        )


def _typed(texts: Texts) -> None:
    texts.rack, texts.table = str(session.widget(_RACK)), str(session.widget(_TABLE))


def _pickers(texts: Texts) -> None:
    """Where clicked tiles go, then a row of number buttons per colour and a joker button: a
    click adds the tile to the rack or to the table's last meld (start a new meld first to
    make another).

    Buttons, not a selection: a click is an event that carries its tile, so quick clicks
    each add theirs, a second click on the same tile too."""
    with st.container(horizontal=True, vertical_alignment="center"):
        st.markdown(t("rummikub_best.picker_to"))
        for to in ("rack", "table"):
            st.button(
                t(f"rummikub_best.to.{to}"),
                key=f"rummikub_best.to.{to}",
                type="primary" if texts.target == to else "secondary",
                on_click=texts.aim,
                args=(to,),
            )
    for colour in range(4):
        kinds = [tile(colour, n) for n in range(1, 14)]
        _picker_row(texts, t(f"rummikub_best.colour_row.{colour}"), str(colour), kinds)
    _picker_row(texts, t("rummikub_best.pick_joker"), "joker", [JOKER])
    with st.container(horizontal=True):
        for name, act in (
            ("new_meld", texts.new_meld),
            ("undo", texts.undo),
            ("clear", texts.clear),
        ):
            st.button(t(f"rummikub_best.{name}"), key=f"rummikub_best.{name}", on_click=act)


def _picker_row(texts: Texts, label: str, name: str, kinds: list[Tile]) -> None:
    with st.container(gap="xxsmall", key=f"{_PICK}{name}"):
        st.caption(label)
        with st.container(horizontal=True, gap="xsmall"):
            for kind in kinds:
                shown = "J ☺" if kind == JOKER else tile_str(kind)[1:]
                key = f"{_PICK}{tile_str(kind)}"
                st.button(shown, key=key, on_click=texts.pick, args=(kind, language()))


def analysis_or_message(s: Situation) -> Analysis | None:
    """The solver's answer, or None with a friendly message if it cannot give one."""
    try:
        analysis = analyse(s)
    except ValueError:  # the input checks above should leave nothing for the solver to refuse
        st.warning(t("rummikub_best.err_position"), icon="✋")
        return None
    if analysis is None:
        st.warning(t("rummikub_best.too_big"), icon="✋")
    return analysis


# --- the answer --------------------------------------------------------------------------------


def position(s: Situation) -> None:
    st.subheader(t("rummikub_best.position"))
    st.markdown(f"**{t('rummikub_best.rack')}**")
    rk_pictures.show(rk_pictures.tiles(s.rack))
    st.markdown(f"**{t('rummikub_best.table')}**")
    rk_pictures.show(rk_pictures.table(s.table, wrap=s.rules.wrap_13_1))


def ask_the_class(s: Situation, a: Analysis) -> bool:
    """For the teacher of a running class: ask every pupil how many tiles they can lay;
    whether the verdict is hidden now (``ask.button``)."""
    return ask.button(class_poll.describe(s, a), "rummikub_best.ask")


def opening_check(s: Situation, a: Analysis) -> None:
    st.subheader(t("rummikub_best.opening_h"))
    needed = s.rules.opening_points
    if s.opened:
        st.markdown(t("rummikub_best.opening_done"))
    elif a.opening_value:
        st.success(t("rummikub_best.opening_yes", value=a.opening_value, needed=needed), icon="✅")
    else:
        st.info(t("rummikub_best.opening_no", needed=needed), icon="✋")


def best_move(s: Situation, a: Analysis) -> None:
    """The key numbers, then the new table (laid tiles starred) and the tiles left."""
    st.subheader(t("rummikub_best.answer"))
    move = a.move
    laid, points, left = st.columns(3)
    laid.metric(t("rummikub_best.laid"), number(move.tiles_laid, 0))
    points.metric(t("rummikub_best.points"), number(move.value_laid, 0))
    left.metric(t("rummikub_best.left"), number(len(move.rack_left), 0))
    if not move.tiles_laid:
        st.info(t("rummikub_best.nothing"))
        return
    if move.joker_freed:
        st.info(t("rummikub_best.joker_freed"), icon="🃏")
    st.markdown(f"**{t('rummikub_best.new_table')}**")
    rk_pictures.show(rk_pictures.table(move.table, new=move.laid, wrap=s.rules.wrap_13_1))
    st.markdown(f"**{t('rummikub_best.rack_left')}**")
    rk_pictures.show(rk_pictures.tiles(move.rack_left))


def teaching_numbers(a: Analysis) -> None:
    """Which single tiles would let the player lay more, and the chance of drawing one."""
    st.subheader(t("rummikub_best.help_h"))
    if a.helpful is None:
        st.info(t("rummikub_best.help_too_big"))
        return
    if not a.helpful:
        st.markdown(t("rummikub_best.help_none"))
        return
    copies = round(sum(p for _, p in a.helpful) * a.unseen)
    st.markdown(
        t(
            "rummikub_best.help",
            kinds=number(len(a.helpful), 0),
            copies=number(copies, 0),
            unseen=number(a.unseen, 0),
            chance=chance_text(a.chance),
        )
    )
    by_chance: dict[float, list[int]] = {}
    for kind, p in a.helpful:
        by_chance.setdefault(p, []).append(kind)
    for p, kinds in sorted(by_chance.items(), reverse=True):
        rk_pictures.show(rk_pictures.tiles(kinds, size=36))
        st.caption(t("rummikub_best.help_each", pct=percent(p, 1)))


def link_note() -> None:
    st.caption(t("rummikub_best.link"))
