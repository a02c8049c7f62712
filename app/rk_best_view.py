"""The parts of the Rummikub best-move page: the form with tile pickers, the position, the
solver's move, the opening check and the teaching numbers.

The position lives in three places kept in step: the widgets, the session and the page's
address (``app.rk_situation.to_query``), so that a link opens it. Every number shown comes
from ``app.rk_situation.analyse`` (the solver).
"""

from __future__ import annotations

import streamlit as st

from app import markup, rk_pictures, session
from app.i18n import number, percent, t
from app.play_words import chance_text
from app.rk_situation import (
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
from wormlib.rummikub.tiles import JOKER, tile, tile_str

_RACK, _TABLE, _OPENED, _RULES, _GOAL = (
    "rummikub_best.rack",
    "rummikub_best.table",
    "rummikub_best.opened",
    "rummikub_best.rules",
    "rummikub_best.goal",
)
_TARGET, _PICK = "rummikub_best.target", "rummikub_best.pick."
_LINKED = "rummikub_best.linked"  # the link the widgets were last filled from or wrote
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
    _follow_link()
    with st.container(border=True):
        st.caption(t("rummikub_best.notation"))
        st.text_input(t("rummikub_best.rack"), key=_RACK, max_chars=MAX_INPUT)
        st.text_input(t("rummikub_best.table"), key=_TABLE, max_chars=MAX_INPUT)
        with st.expander(t("rummikub_best.picker"), expanded=True):
            _pickers()
        options, goal = st.columns(2)
        with options:
            st.toggle(t("rummikub_best.opened"), key=_OPENED)
            st.multiselect(
                t("rummikub_best.rules"),
                _OTHER_RULES,
                format_func=lambda name: t(f"rummikub_rules.variant.{name}"),
                key=_RULES,
                help=t("rummikub_best.rules_help"),
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
            session.widget(_RACK),
            session.widget(_TABLE),
            opened=session.widget(_OPENED),
            rules=",".join(session.widget(_RULES)) or "seed",
            objective=session.widget(_GOAL),
        )
    except SituationError as e:
        st.warning(_message(e), icon="✋")
        return None
    query = to_query(situation)
    if _link() != query:
        others = {k: v for k, v in st.query_params.to_dict().items() if k not in LINK_NAMES}
        st.query_params.from_dict({**others, **query})
    session.put(_LINKED, query)
    return situation


def _message(e: SituationError) -> str:
    fields = {k: markup.echo(v) if k == "text" else v for k, v in e.fields.items()}
    if e.key == "err_long":
        fields["what"] = t(f"rummikub_best.{e.fields['what']}")
    return t(f"rummikub_best.{e.key}", **fields)


def _link() -> dict[str, str]:
    return {k: v for k, v in st.query_params.to_dict().items() if k in LINK_NAMES}


def _follow_link() -> None:
    """A link that differs from what the widgets last showed fills them (a shared link, a
    reload); otherwise the widgets keep the session's values."""
    query = _link()
    if query and query != session.get(_LINKED, dict):
        _fill(from_query(query), force=True)
        session.put(_LINKED, query)
    else:
        _fill(from_query({}), force=False)


def _fill(values: dict[str, str | bool], *, force: bool) -> None:
    rules = str(values["rules"])
    names = [] if rules == "seed" else [n.strip() for n in rules.split(",")]
    unknown = [n for n in names if n not in VARIANTS]
    if unknown and force:
        st.warning(t("rummikub_best.err_rules", text=markup.echo(",".join(unknown))), icon="✋")
    goal = str(values["goal"])
    if goal not in OBJECTIVES and force:
        st.warning(t("rummikub_best.err_goal", text=markup.echo(goal)), icon="✋")
    session.seed_widgets(
        {
            _RACK: values["rack"],
            _TABLE: values["table"],
            _OPENED: values["opened"],
            _RULES: [n for n in names if n in _OTHER_RULES],
            _GOAL: goal if goal in OBJECTIVES else "tiles",
            _TARGET: "rack",
        },
        force=force,
    )


def _pickers() -> None:
    """A row of number buttons per colour and a joker button: a click adds the tile to the
    rack or to the table's last meld (start a new meld first to make another)."""
    st.segmented_control(
        t("rummikub_best.picker_to"),
        ("rack", "table"),
        format_func=lambda target: t(f"rummikub_best.to.{target}"),
        key=_TARGET,
        required=True,
    )
    for colour in range(4):
        st.pills(
            t("rummikub_best.colour_row." + str(colour)),
            [tile(colour, n) for n in range(1, 14)],
            format_func=lambda kind: tile_str(kind)[1:],
            key=f"{_PICK}{colour}",
            on_change=_picked,
            args=(f"{_PICK}{colour}",),
        )
    with st.container(horizontal=True):
        st.pills(
            t("rummikub_best.pick_joker"),
            [JOKER],
            format_func=lambda _: "J ☺",
            key=f"{_PICK}joker",
            on_change=_picked,
            args=(f"{_PICK}joker",),
        )
    with st.container(horizontal=True):
        st.button(t("rummikub_best.new_meld"), key="rummikub_best.new_meld", on_click=_new_meld)
        st.button(t("rummikub_best.undo"), key="rummikub_best.undo", on_click=_undo)
        st.button(t("rummikub_best.clear"), key="rummikub_best.clear", on_click=_clear)


def _target_key() -> str:
    return _TABLE if session.widget(_TARGET) == "table" else _RACK


def _picked(key: str) -> None:
    kind = st.session_state[key]
    st.session_state[key] = None  # the next click on the same tile is a change again
    if kind is None:
        return
    target = _target_key()
    text = str(st.session_state.get(target, "")).strip()
    text = "" if text == "-" else text
    st.session_state[target] = f"{text} {tile_str(kind)}".strip()[:MAX_INPUT]


def _new_meld() -> None:
    text = str(st.session_state.get(_TABLE, "")).strip()
    if text and text != "-" and not text.endswith("|"):
        st.session_state[_TABLE] = f"{text} |"[:MAX_INPUT]
    st.session_state[_TARGET] = "table"


def _undo() -> None:
    target = _target_key()
    words = str(st.session_state.get(target, "")).split()
    while words and words[-1] == "|":
        words.pop()
    st.session_state[target] = " ".join(words[:-1])


def _clear() -> None:
    st.session_state[_target_key()] = ""


def analysis_or_message(s: Situation) -> Analysis | None:
    """The solver's answer, or None with a friendly message if it cannot give one."""
    try:
        return analyse(s)
    except ValueError:  # the input checks above should leave nothing for the solver to refuse
        st.warning(t("rummikub_best.err_position"), icon="✋")
        return None


# --- the answer --------------------------------------------------------------------------------


def position(s: Situation) -> None:
    st.subheader(t("rummikub_best.position"))
    st.markdown(f"**{t('rummikub_best.rack')}**")
    rk_pictures.show(rk_pictures.tiles(s.rack))
    st.markdown(f"**{t('rummikub_best.table')}**")
    rk_pictures.show(rk_pictures.table(s.table, wrap=s.rules.wrap_13_1))


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
